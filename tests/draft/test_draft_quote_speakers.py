"""Who speaks a quotation, one kind of news sentence a case (cases/quote_speakers.yaml): the
attribution the sentence's structure gives, and no speaker where it gives none."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from test_draft_attribution import _drafted

CASES = yaml.safe_load((Path(__file__).parent / "cases" / "quote_speakers.yaml")
                       .read_text(encoding="utf-8"))


@pytest.mark.parametrize("case", CASES, ids=[case["id"] for case in CASES])
def test_the_quotation_has_the_speaker_its_sentence_gives(tmp_path: Path, case: dict) -> None:
    article = _drafted(tmp_path, case["text"].rstrip("\n") + "\n")
    names = {e.id: e.name or e.label.en for e in article.entities}
    quote = next(q for q in article.quotes if q.text.startswith(case["words"]))
    assert [names[s] for s in quote.speaker] == ([case["speaker"]] if case["speaker"] else [])
