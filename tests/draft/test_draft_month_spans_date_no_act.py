"""A span of months ("between May and October this year") is read so that its months are
no dates, but it dates no act of its own: an act it hangs from is no event of a day or a
month (what went on for months is often what one side alleges of another)."""

from __future__ import annotations

from pathlib import Path

import pytest

from kg.draft import draft_text, read_source
from kg.draft.dates import find_dates, no_act_dated_by

HEAD = ("Chile protests over trawlers\n\nSANTIAGO, 4 November 2025 (Andes Wire) - Chile "
        "summoned Peru's ambassador on Tuesday.\n\n")


def _events(tmp_path: Path, sentence: str) -> list[dict]:
    article = tmp_path / "a.txt"
    article.write_text(HEAD + sentence + "\n", encoding="utf-8")
    draft = draft_text(read_source(article), "a")
    return [item.fields for item in draft.items if item.section == "events"]


@pytest.mark.parametrize("sentence", [
    "Peruvian trawlers operated near Arica between May and October this year.",
    "From April to June, Peruvian boats lingered off Iquique.",
])
def test_an_act_a_span_of_months_hangs_from_is_no_dated_event(tmp_path: Path,
                                                               sentence: str) -> None:
    events = _events(tmp_path, sentence)
    assert [e["id"] for e in events] == ["summons-chile"]


def test_the_span_is_still_read_as_its_words() -> None:
    (span,) = find_dates("Boats operated there between May and October this year.", None)
    assert span.text == "between May and October this year" and span.value is None
    assert no_act_dated_by(span)
    (day,) = find_dates("Boats operated there on 3 May 2025.", None)
    assert not no_act_dated_by(day)
