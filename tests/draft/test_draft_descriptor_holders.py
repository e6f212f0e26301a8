"""`kg draft` gives the one post drafted without a holder to the person a next sentence
names after "The diplomat," ("Chile expelled a second secretary at the Bolivian embassy.
The diplomat, Ana Ruiz, had ..."), and to nobody when two such posts stand before it."""

from __future__ import annotations

import pytest

from tests.draft.drafting import posts_of


@pytest.mark.parametrize(("text", "words"), [
    ("Chile has declared a second secretary at the Bolivian embassy in Santiago persona non "
     "grata, the ministry said. The diplomat, Marisol Quispe Mamani, had photographed a "
     "naval base.", "Second Secretary"),
    ("Norway expelled a counsellor at the Russian embassy in Oslo on Monday. The official, "
     "Marisol Quispe Mamani, left on Tuesday.", "Counsellor"),
])
def test_the_diplomat_named_next_holds_the_unnamed_post(text: str, words: str) -> None:
    assert any(label.startswith(words) and holder == "marisol-quispe-mamani"
               for label, holder in posts_of(text).items())


def test_two_unnamed_posts_before_give_the_name_to_neither() -> None:
    text = ("Chile summoned the Bolivian ambassador and a second secretary at the Bolivian "
            "embassy on Tuesday. The diplomat, Marisol Quispe Mamani, had left.")
    assert "marisol-quispe-mamani" not in posts_of(text).values()
