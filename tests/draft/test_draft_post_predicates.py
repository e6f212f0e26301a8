"""`kg draft` reads the holder of a post the parse gives as the subject of the verb whose
attribute the office is ("Tomas Novak is the Czech ambassador to Poland", "Petra Holm was
appointed ambassador to Kenya", "Maria Lopez, who has been consul in Oslo"), and a holder
named before the post with an age between them ("Pavel Kuznetsov, 61, the Russian
ambassador"); never a post still to come ("will become")."""

from __future__ import annotations

import pytest

from kg.draft.known import KnownIndex
from kg.draft.model import Spans
from kg.draft.names import find_entities
from kg.draft.posts import draft_posts


def _held(text: str) -> dict[str, list[str]]:
    """holder id -> the labels of the posts drafted as held, from ``text``."""
    items = draft_posts(find_entities(text, KnownIndex()), KnownIndex(), Spans())
    labels = {item.id: item.fields["label"]["en"] for item in items if item.section == "posts"}
    held: dict[str, list[str]] = {}
    for item in items:
        if item.section == "holdings":
            held.setdefault(item.fields["holder"], []).append(labels[item.fields["post"]])
    return held


@pytest.mark.parametrize(("text", "holder", "words"), [
    ("Tomas Novak is the Czech ambassador to Poland.", "tomas-novak", "Ambassador"),
    ("Petra Holm was appointed ambassador to Kenya in March.", "petra-holm", "Ambassador"),
    ("Maria Lopez, who has been consul in Oslo since 2021, left on Friday.", "maria-lopez",
     "Consul"),
    ("Ana Ruiz became foreign minister of Chile in 2022.", "ana-ruiz", "Foreign Minister"),
    ("Pavel Kuznetsov, 61, the Russian ambassador, was summoned.", "pavel-kuznetsov",
     "Ambassador"),
])
def test_the_subject_of_a_post_predicate_holds_the_post(text: str, holder: str,
                                                        words: str) -> None:
    assert any(words in label for label in _held(text).get(holder, []))


@pytest.mark.parametrize("text", [
    "Ana Ruiz will become ambassador to Kenya next year.",
    "Ana Ruiz is not the ambassador to Kenya.",
])
def test_a_post_still_to_come_or_denied_is_not_held(text: str) -> None:
    assert "ana-ruiz" not in _held(text)
