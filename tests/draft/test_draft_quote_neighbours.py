"""Who speaks a quotation whose attribution is not in its own clause, one kind of news
sentence a case (cases/quote_neighbours.yaml): the sentence before that reports someone
speaking, the sentence after that says whose the words were, guillemets, a title given
after "as", the agent of a passive a "he" goes back to; and a title or a chant, which are
nobody's words."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from drafting import drafted, spoken_by


def _cases() -> list[dict]:
    """The cases, each a text, the first words of a quotation in it and who says them."""
    path = Path(__file__).parent / "cases" / "quote_neighbours.yaml"
    return yaml.safe_load(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("case", _cases(), ids=lambda case: case["id"])
def test_the_speaker_is_the_one_the_text_around_names(tmp_path: Path, case: dict) -> None:
    article = drafted(tmp_path, case["text"].rstrip("\n") + "\n")
    assert spoken_by(article, case["words"]) == ([case["speaker"]] if case["speaker"] else [])
