"""Who speaks a quotation after an aside "…, he said, …" (cases/quote_asides.yaml): the
source the text was last reporting, not the one the sentence is about; an aside about a
thing keeps the speaker the pronoun was read as."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from drafting import drafted, spoken_by


def _cases() -> list[dict]:
    """The cases, each a text, the first words of a quotation in it and who says them."""
    path = Path(__file__).parent / "cases" / "quote_asides.yaml"
    return yaml.safe_load(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("case", _cases(), ids=lambda case: case["id"])
def test_the_speaker_is_the_one_the_aside_s_pronoun_is(tmp_path: Path,
                                                              case: dict) -> None:
    article = drafted(tmp_path, case["text"].rstrip("\n") + "\n")
    assert spoken_by(article, case["words"]) == ([case["speaker"]] if case["speaker"] else [])
