"""Quotations attributed after their marks by "according to" (kg.draft.quote_sources)."""

from __future__ import annotations

from pathlib import Path

from test_draft_attribution import _drafted
from test_draft_quotes import _speakers


def test_according_to_a_name_after_the_quotation(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "Latvian Foreign Minister Edgars Ozols met the envoy on Monday. \"We were never "
        "consulted,\" according to Ozols.\n"))
    assert _speakers(article)["We were never"] == "Edgars Ozols"


def test_according_to_the_body_named_before(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "The Lithuanian Foreign Ministry issued a note on Tuesday. \"We will respond in "
        "kind,\" according to the ministry.\n"))
    assert _speakers(article)["We will respond"] == "Lithuanian Foreign Ministry"


def test_according_to_someone_unnamed_names_nobody(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "Foreign Minister Edgars Ozols met the envoy on Monday. \"The talks are over,\" "
        "according to a senior official.\n"))
    assert _speakers(article)["The talks are"] is None
