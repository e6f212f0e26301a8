"""What a speaker says in the sentence where they deny an accusation goes on with the
denial: "Rahimi said the staff had worked in accordance with the rules and rejected the
accusations" is one denial in the words said, not a claim beside it."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import drafted, only_claim_holding


@pytest.mark.parametrize(("text", "words"), [
    ("TBILISI – The Georgian foreign ministry accused the Armenian consulate of issuing "
     "visas to smugglers. The consul, Aram Petrosyan, said that the staff had worked in "
     "accordance with the law and rejected the accusations against them.\n",
     "the staff had worked in accordance with the law"),
    ("QUITO – Ecuador accused the Peruvian embassy of sheltering a fugitive. The "
     "ambassador, Luis Vargas, said the embassy had acted lawfully and dismissed the "
     "allegations.\n", "the embassy had acted lawfully"),
])
def test_what_a_denier_says_beside_a_denial_is_a_denial(tmp_path: Path, text: str,
                                                        words: str) -> None:
    claim = only_claim_holding(drafted(tmp_path, text), words)
    assert claim.type == "Denial"
    assert claim.denies
