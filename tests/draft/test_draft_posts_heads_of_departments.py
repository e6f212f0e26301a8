"""`kg draft`'s "X heads the legal department of the ministry": the subject of a verb of
heading whose object is a body of a body (a department, an office, a directorate "of"
another) holds the head of what the words describe, not of the body after "of"."""

from __future__ import annotations

from kg.draft.known import KnownIndex
from kg.draft.model import Spans
from kg.draft.names import find_entities
from kg.draft.posts import draft_posts


def _held(text: str) -> dict[str, tuple[str, list[str]]]:
    """holder id -> (the held post's label, the holding's evidence)."""
    items = draft_posts(find_entities(text, KnownIndex()), KnownIndex(), Spans())
    labels = {item.id: item.fields["label"]["en"] for item in items if item.section == "posts"}
    return {item.fields["holder"]: (labels[item.fields["post"]],
                                    [text[e.start:e.end] for e in item.evidence])
            for item in items if item.section == "holdings"}


def test_the_head_of_a_department_of_a_ministry_holds_a_head_s_post() -> None:
    held = _held("Rosa Paz Lima, who heads the treaty department of the Uruguayan foreign "
                 "ministry, signed the note.")
    label, evidence = held["rosa-paz-lima"]
    assert label == "Head"
    assert any("heads the treaty department of the Uruguayan foreign ministry" in quote
               for quote in evidence)


def test_a_part_of_a_body_that_is_no_body_is_still_no_post() -> None:
    assert _held("Rosa Paz Lima headed a working group of the Uruguayan foreign ministry "
                 "for a year.") == {}
