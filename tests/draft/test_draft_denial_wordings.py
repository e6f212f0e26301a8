"""The ways a text tells a denial: "said the allegations were “preposterous”", "denied any
involvement", "denied wrongdoing", "…, a charge the junta denied" (the one accused, by the words for it), "X's
accusation that … was rejected by Y", and
what is none: "said the charges were “a welcome first step”", "rejected what he called
“baseless accusations”" (one denial, no allegation of its own)."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import drafted, entity_names, only_claim_holding


@pytest.mark.parametrize(("text", "words", "denier"), [
    ("OTTAWA – Canada's foreign minister, Anita Singh, said Indian diplomats had passed "
     "information on activists to criminal networks. India's Ministry of External Affairs "
     "said the allegations were “preposterous”.\n", "the allegations", "Ministry of External Affairs"),
    ("STOCKHOLM – The Swedish Foreign Ministry said the Iranian embassy had paid criminal "
     "gangs to attack Jewish targets. Iran denied any involvement.\n", "any involvement",
     "Iran"),
    ("DHAKA – Bangladesh accused Myanmar's military of shelling villages near the border, a "
     "charge the junta denied.\n", "a charge the junta denied", "Myanmar"),
    ("PRAGUE – The Czech foreign ministry accused the Russian embassy in Prague of spying "
     "on dissidents. The embassy denied wrongdoing.\n", "denied wrongdoing",
     "Embassy of Russia in Prague"),
    ("BAKU – Azerbaijan's accusation that Armenian forces had shelled its positions was "
     "rejected by Yerevan.\n", "was rejected by Yerevan", "Armenia"),
])
def test_a_denial_is_drafted_with_its_denier(tmp_path: Path, text: str, words: str,
                                             denier: str) -> None:
    article = drafted(tmp_path, text)
    denial = only_claim_holding(article, words)
    assert denial.type == "Denial"
    assert [entity_names(article)[c] for c in denial.claimant] == [denier]
    assert denial.denies


@pytest.mark.parametrize(("text", "words"), [
    # what a rights group says of charges it welcomes denies nothing
    ("LONDON – Prosecutors charged two men with spying on activists. Aidan Lau, of the "
     "rights group Hong Kong Watch, said the charges were “a welcome first step”.\n",
     "the charges"),
    # "baseless accusations" are the denial's words, not an allegation of the one denying
    ("DELHI – India's Ministry of External Affairs accused Canada of harbouring "
     "extremists. Canadian Prime Minister Mark Carney rejected what he called “baseless "
     "accusations”.\n", "baseless accusations"),
])
def test_words_that_are_no_denial_or_no_second_claim(tmp_path: Path, text: str,
                                                     words: str) -> None:
    article = drafted(tmp_path, text)
    assert not [c for c in article.claims if c.text.startswith(words)]
