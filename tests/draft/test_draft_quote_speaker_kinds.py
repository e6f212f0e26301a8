"""Who speaks a quotation when the words that attribute it name no one directly ("the
statement read", "her office said", "the veteran diplomat said"), come in a translated
order ("stated the minister"), or are no verb of saying at all ("expressed “deep
concern”"): one kind of sentence a case (cases/quote_speaker_kinds.yaml)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from test_draft_quote_speakers import \
    test_the_quotation_has_the_speaker_its_sentence_gives as _has_the_speaker

CASES = yaml.safe_load((Path(__file__).parent / "cases" / "quote_speaker_kinds.yaml")
                       .read_text(encoding="utf-8"))


@pytest.mark.parametrize("case", CASES, ids=[case["id"] for case in CASES])
def test_the_speaker_is_the_one_the_phrase_stands_for(tmp_path: Path, case: dict) -> None:
    _has_the_speaker(tmp_path, case)
