"""Quotations attributed after their marks by "according to" (kg.draft.quote_sources)."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import drafted
from test_draft_quotes import _speakers

# behaviour -> (text, the first words of a quotation -> the name of its speaker, None: none)
ACCORDING_TO_CASES = {
    "according to a name after the quotation": (
        "Latvian Foreign Minister Edgars Ozols met the envoy on Monday. \"We were never "
        "consulted,\" according to Ozols.\n",
        {"We were never": "Edgars Ozols"}),
    "according to the body named before": (
        "The Lithuanian Foreign Ministry issued a note on Tuesday. \"We will respond in "
        "kind,\" according to the ministry.\n",
        {"We will respond": "Lithuanian Foreign Ministry"}),
    "according to someone unnamed names nobody": (
        "Foreign Minister Edgars Ozols met the envoy on Monday. \"The talks are over,\" "
        "according to a senior official.\n",
        {"The talks are": None}),
}


@pytest.mark.parametrize(("text", "spoken"), ACCORDING_TO_CASES.values(),
                         ids=ACCORDING_TO_CASES)
def test_a_quotation_according_to_someone_is_theirs(
        tmp_path: Path, text: str, spoken: dict[str, str | None]) -> None:
    speakers = _speakers(drafted(tmp_path, text))
    assert {words: speakers[words] for words in spoken} == spoken
