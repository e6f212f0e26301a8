"""What a source says of itself that did not happen, after an accusation about it, is its
denial ("The embassy said it had never employed the man"), and a clause that opens with
"there" is reported speech too ("said there was no evidence that its officers were
involved"); what a source says of itself otherwise is no claim."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import claims_holding, drafted

_ACCUSED = ("OSLO – Norway accused the Russian embassy of recruiting a Norwegian engineer to "
            "spy on naval bases. ")


@pytest.mark.parametrize(("text", "words", "types"), [
    (_ACCUSED + "The embassy said it had never employed the man.\n",
     "it had never employed the man", ["Denial"]),
    (_ACCUSED + "The Russian Foreign Ministry said there was no evidence that its officers "
                "were involved.\n", "there was no evidence", ["Denial"]),
    (_ACCUSED + "The embassy said it had opened a new visa office in Bergen.\n",
     "it had opened a new visa office", []),
])
def test_what_a_source_says_of_itself(tmp_path: Path, text: str, words: str,
                                      types: list) -> None:
    article = drafted(tmp_path, text)
    assert [c.type for c in claims_holding(article, words)] == types
