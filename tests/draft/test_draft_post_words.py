"""`kg draft` quotes a post with all its words: the words that qualify an unnamed source's
office ("a senior Kyrgyz diplomat, who asked not to be named"), and an occupation's field up
to the preposition after it ("a lecturer in international law at the university": not
"... law at")."""

from __future__ import annotations

import pytest

from kg.draft.known import KnownIndex
from kg.draft.model import Spans
from kg.draft.names import find_entities
from kg.draft.posts import draft_posts


def _post_words(text: str) -> list[tuple[str, str]]:
    """(label, quoted words) of each post drafted from ``text``."""
    items = draft_posts(find_entities(text, KnownIndex()), KnownIndex(), Spans())
    return [(item.fields["label"]["en"], text[item.evidence[0].start:item.evidence[0].end])
            for item in items if item.section == "posts"]


@pytest.mark.parametrize(("text", "words"), [
    ("A senior Kyrgyz diplomat, who asked not to be named, said the car was speeding.",
     ("Diplomat of Kyrgyzstan", "senior Kyrgyz diplomat")),
    ("A French diplomat in the region, who asked not to be named, said it would last.",
     ("Diplomat of France", "French diplomat")),
    ("Paloma Ruiz Ortega, a lecturer in international law at the university, disagreed.",
     ("Lecturer in International Law", "lecturer in international law")),
    ("Jonas Aho, a professor in maritime law, disagreed.",
     ("Professor in Maritime Law", "professor in maritime law")),
])
def test_a_post_is_quoted_with_its_words(text: str, words: tuple[str, str]) -> None:
    assert words in _post_words(text)
