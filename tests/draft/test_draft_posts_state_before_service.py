"""`kg draft` places an office by the state named right before the small words of a
service or a field that stand before it ("the Latvian navy commander", "a Dutch police
spokeswoman", "Peru's army chief"), with or without a holder; a verb between the state and
the office places nothing."""

from __future__ import annotations

import pytest

from tests.draft.drafting import posts_of


@pytest.mark.parametrize("text, label, holder", [
    ("The Latvian navy commander inspected the frigate on Monday.",
     "Commander of Latvia", None),
    ("A Dutch police spokeswoman said two vans had been stopped at the border.",
     "Spokeswoman of Netherlands", None),
    ("Austrian presidential spokesman Lukas Brandl said the visit was postponed.",
     "Spokesman of Austria", "lukas-brandl"),
    ("Uruguay's navy commander, Ernesto Rivas, toured the harbour.",
     "Commander of Uruguay", "ernesto-rivas"),
])
def test_a_state_before_a_service_s_words_places_the_office(text: str, label: str,
                                                            holder: str | None) -> None:
    posts = posts_of(text)
    assert label in posts and posts[label] == holder


def test_a_verb_between_the_state_and_the_office_places_nothing() -> None:
    posts = posts_of("Latvia thanked police spokesman Ivo Kalns for his work.")
    assert posts.get("Spokesman") == "ivo-kalns"
