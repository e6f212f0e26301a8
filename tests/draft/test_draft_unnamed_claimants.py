"""An unnamed source who accuses or denies speaks for the state or body the words give:
"A senior Latvian diplomat, who asked not to be named, denied …" is Latvia's denial,
"An official at the Danish foreign ministry accused …" the ministry's accusation; one who
speaks for no one named ("a senior official denied …") stays unnamed."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import drafted, entity_names, only_claim_holding


@pytest.mark.parametrize(("text", "words", "claimant"), [
    ("RIGA – Estonia said the Latvian attaché had photographed a naval base. A senior "
     "Latvian diplomat, who asked not to be named, denied that the attaché had taken any "
     "photographs.\n", "the attaché had taken any photographs", "Latvia"),
    ("OSLO – Norwegian officials accused the Russian trawler crew of damaging a cable "
     "near Svalbard.\n", "damaging a cable", "Norway"),
    ("MADRID – Moroccan police detained two Spanish fishermen. Spanish officials denied "
     "that the men had entered Moroccan waters.\n", "the men had entered Moroccan waters",
     "Spain"),
])
def test_an_unnamed_source_speaks_for_its_state(tmp_path: Path, text: str, words: str,
                                                claimant: str) -> None:
    article = drafted(tmp_path, text)
    claim = only_claim_holding(article, words)
    assert [entity_names(article)[c] for c in claim.claimant] == [claimant]


def test_an_unnamed_source_of_no_state_stays_unnamed(tmp_path: Path) -> None:
    article = drafted(tmp_path, "VILNIUS – Lithuania said the consul had paid informants. "
                                "A senior official, who asked not to be named, denied that "
                                "the consul had paid anyone.\n")
    claim = only_claim_holding(article, "the consul had paid anyone")
    assert not claim.claimant
