"""`kg draft` reads the head of a body from a verb of heading: the subject of "head",
"direct", "run" or "chair" (a pronoun's person, a joined verb's subject) holds the head of
the body that is its object; not an object that is no body."""

from __future__ import annotations

import pytest

from kg.draft.known import KnownIndex
from kg.draft.model import Spans
from kg.draft.names import find_entities
from kg.draft.posts import draft_posts


def _held(text: str) -> dict[str, tuple[str, str | None, list[str]]]:
    """holder id -> (the held post's label, the holding's status, its evidence)."""
    items = draft_posts(find_entities(text, KnownIndex()), KnownIndex(), Spans())
    labels = {item.id: item.fields["label"]["en"] for item in items if item.section == "posts"}
    return {item.fields["holder"]: (labels[item.fields["post"]], item.fields.get("status"),
                                    [text[e.start:e.end] for e in item.evidence])
            for item in items if item.section == "holdings"}


@pytest.mark.parametrize(("text", "holder", "words", "status"), [
    ("Aino Lehtonen testified in June. Lehtonen chairs the Baltic Institute of Maritime Law, "
     "which advises the navy.", "aino-lehtonen", "chairs the Baltic Institute of Maritime Law",
     None),
    ("Dario Ferrante left Rome in May. In Turin he ran the regional passport office for a "
     "decade.", "dario-ferrante", "ran the regional passport office", "former"),
    ("Greta Holmqvist was consul in Tromsø and later headed the ministry's treaty "
     "department.", "greta-holmqvist", "headed the ministry's treaty department", "former"),
])
def test_the_subject_of_a_verb_of_heading_holds_the_head_of_the_body(
        text: str, holder: str, words: str, status: str | None) -> None:
    held = _held(text)
    heads = [v for k, v in held.items() if k == holder and v[0].startswith("Head")]
    assert heads
    assert any(words in quote for quote in heads[0][2])
    assert heads[0][1] == status


def test_an_object_that_is_no_body_is_no_post() -> None:
    held = _held("The courier, Pavel Dobrev, ran a red light outside the ministry.")
    assert not any(label.startswith("Head") for label, _, _ in held.values())
