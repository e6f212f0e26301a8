"""`kg draft` reads the holder of a post whose noun phrase is set in apposition right after
a person's name, whatever words of its own the phrase opens with: a body's possessive
("Tomas Aalto, the agency's press officer,"), a state's before a rank ("Chile's vice
foreign minister"), words in small letters ("the Latvian navy commander"). A name already
set off as another office's holder is not given a second post after it."""

from __future__ import annotations

import pytest

from tests.draft.drafting import posts_of


@pytest.mark.parametrize("text, label, holder", [
    ("Tomas Aalto, the agency's spokesman, declined to comment on Friday.",
     "Spokesman", "tomas-aalto"),
    ("Greta Holm, the alliance's leader, stepped down after the vote.",
     "Leader", "greta-holm"),
    ("Colonel Ivo Saar, the Estonian navy commander, toured the harbour.",
     "Commander of Estonia", "ivo-saar"),
    ("Dmitri Sorensen, the Danish embassy's press attaché, denied the story.",
     "Press Attaché of Embassy of Denmark", "dmitri-sorensen"),
    ("Reporters later spoke to Lucia Ferro, the union's general secretary.",
     "General Secretary", "lucia-ferro"),
])
def test_a_post_in_apposition_after_a_name_is_held_by_it(text: str, label: str,
                                                          holder: str) -> None:
    assert posts_of(text).get(label) == holder


def test_a_state_s_possessive_before_a_rank_places_the_office() -> None:
    posts = posts_of("Wen Jun, Mongolia's vice foreign minister, flew home on Sunday.")
    assert posts.get("Vice Foreign Minister of Mongolia") == "wen-jun"


def test_a_name_set_off_for_another_office_gets_no_second_post() -> None:
    posts = posts_of("Oslo delivered a note to Peru's consul in Bergen, Marta Quiroga "
                     "Salas, a spokesman for the Ministry of Trade, Fisheries and Energy "
                     "confirms.")
    assert "marta-quiroga-salas" not in [h for label, h in posts.items()
                                         if label.startswith("Spokesman")]
