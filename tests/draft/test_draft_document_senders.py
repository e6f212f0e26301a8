"""A participle that tells what a document says is the words of the one who sent it: "the
Indonesian mission to the EU sent a note verbale to the Vanuatu embassy accusing its
ambassador of …" is the mission's allegation, whichever noun the parse hangs the
participle on."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import drafted, entity_names, only_claim_holding


@pytest.mark.parametrize(("text", "words", "sender"), [
    ("BRUSSELS – In 2019 the Indonesian mission to the EU sent a note verbale to the "
     "Vanuatu embassy accusing its ambassador of lending a platform to separatist groups.\n",
     "lending a platform to separatist groups", "Mission of Indonesia to the EU"),
])
def test_the_sender_of_a_document_makes_its_claim(tmp_path: Path, text: str, words: str,
                                                  sender: str) -> None:
    article = drafted(tmp_path, text)
    named = entity_names(article)
    assert [named[c] for c in only_claim_holding(article, words).claimant] == [sender]
