"""`kg draft`'s "the Foreign Secretary" with no state in its words, its sentence or the one
before, nor a dateline: of the state whose bodies at home the text names before it, when
they are all of one state (a mission abroad aside)."""

from __future__ import annotations

from tests.draft.drafting import posts_of


def test_a_government_office_is_of_the_state_whose_bodies_the_text_names() -> None:
    assert posts_of("The Foreign Ministry of Norway issued a note on Friday.\n\nThe talks "
                    "lasted an hour.\n\nThe text was short.\n\nThe foreign minister will "
                    "speak on Tuesday.") == {"Foreign Minister of Norway": None}


def test_a_mission_abroad_is_not_the_government_s_body() -> None:
    assert posts_of("The Foreign Ministry of Norway called in staff of the Embassy of "
                    "Chile in Oslo.\n\nThe talks lasted an hour.\n\nThe text was short.\n\n"
                    "The foreign minister will speak on Tuesday.") == {
        "Foreign Minister of Norway": None}


def test_no_state_when_the_bodies_are_of_two_states() -> None:
    assert posts_of("The Foreign Ministry of Norway wrote to the Foreign Ministry of "
                    "Chile.\n\nThe talks lasted an hour.\n\nThe text was short.\n\nThe "
                    "foreign minister will speak on Tuesday.") == {}
