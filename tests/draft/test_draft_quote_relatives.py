"""Who speaks a quotation that a relative clause tells (cases/quote_relatives.yaml): the
one a "who" clause of saying is about, not the subject of the sentence that holds it; a
"who" clause that only describes the speaker changes nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from drafting import drafted, spoken_by


def _cases() -> list[dict]:
    """The cases, each a text, the first words of a quotation in it and who says them."""
    path = Path(__file__).parent / "cases" / "quote_relatives.yaml"
    return yaml.safe_load(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("case", _cases(), ids=lambda case: case["id"])
def test_the_speaker_is_the_one_the_who_clause_is_about(tmp_path: Path,
                                                              case: dict) -> None:
    article = drafted(tmp_path, case["text"].rstrip("\n") + "\n")
    assert spoken_by(article, case["words"]) == ([case["speaker"]] if case["speaker"] else [])
