"""Who speaks a quotation held in one clause of a longer news sentence, one kind of
sentence a case (cases/quote_clauses.yaml): a participle hung from its speaker's clause, a
second verb after "and" and an object, a state's title then its holder in apposition; and a
phrase that only stands beside the verb, which names no speaker."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from drafting import drafted, spoken_by


def _cases() -> list[dict]:
    """The cases, each a text, the first words of a quotation in it and who says them."""
    path = Path(__file__).parent / "cases" / "quote_clauses.yaml"
    return yaml.safe_load(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("case", _cases(), ids=lambda case: case["id"])
def test_the_speaker_is_the_subject_of_the_quotation_s_clause(tmp_path: Path,
                                                              case: dict) -> None:
    article = drafted(tmp_path, case["text"].rstrip("\n") + "\n")
    assert spoken_by(article, case["words"]) == ([case["speaker"]] if case["speaker"] else [])
