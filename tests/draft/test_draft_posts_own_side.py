"""`kg draft` takes a post told by the holder's own side as a fact: the teller of "..., the
Peruvian Embassy in Santiago said" is the embassy and Peru, one side, the post's own; a
teller of another side still makes it an assertion."""

from __future__ import annotations

from kg.draft.known import KnownIndex
from kg.draft.model import Spans
from kg.draft.names import find_entities
from kg.draft.posts import draft_posts


def _holders(text: str) -> set[str]:
    items = draft_posts(find_entities(text, KnownIndex()), KnownIndex(), Spans())
    return {i.fields["holder"] for i in items if i.section == "holdings"}


def test_a_post_told_by_the_holder_s_embassy_and_state_is_held() -> None:
    assert "lucia-paredes" in _holders(
        "Lucia Paredes took up her duties on Monday as Peru's ambassador to Chile, the "
        "Peruvian Embassy in Santiago said.")


def test_a_post_told_by_another_side_stays_an_assertion() -> None:
    assert "oleg-marin" not in _holders(
        "Oleg Marin was a colonel of the Russian army, the Polish police in Gdańsk said.")
