"""Who speaks a quotation in a sentence "he" or "she" opens right after an unnamed
source's quotation (cases/quote_unnamed_pronouns.yaml): the unnamed source; a person the
text names between keeps the pronoun."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from drafting import drafted, spoken_by


def _cases() -> list[dict]:
    """The cases, each a text, the first words of a quotation in it and who says them."""
    path = Path(__file__).parent / "cases" / "quote_unnamed_pronouns.yaml"
    return yaml.safe_load(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("case", _cases(), ids=lambda case: case["id"])
def test_the_pronoun_opening_the_sentence_is_the_unnamed_source(tmp_path: Path,
                                                              case: dict) -> None:
    article = drafted(tmp_path, case["text"].rstrip("\n") + "\n")
    assert spoken_by(article, case["words"]) == ([case["speaker"]] if case["speaker"] else [])
