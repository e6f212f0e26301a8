"""A denial of "the charge that …" states the claim it denies: "Guatemala rejects the
charge that officials encouraged the protest" is a denial of the claim "officials
encouraged the protest", drafted with it (claimed by whoever accused the one denying
before), or linked to the accusation told before in other words; and one denial, not
two, for "denied the allegations that …"."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import drafted, entity_names, only_claim_holding


@pytest.mark.parametrize(("text", "denial", "claim", "claimant"), [
    ("SAN SALVADOR – Honduras accused El Salvador of failing to protect its consulate. El "
     "Salvador rejects the charge that its police encouraged the crowd.\n",
     "the charge", "its police encouraged the crowd", "Honduras"),
    ("ASUNCION – Bolivia accused Paraguay of sheltering a wanted politician. Paraguay "
     "rejected claims that its army had escorted him across the border.\n",
     "rejected claims", "its army had escorted him across the border", "Bolivia"),
])
def test_the_claim_a_denial_states_is_drafted_and_denied(
        tmp_path: Path, text: str, denial: str, claim: str, claimant: str) -> None:
    article = drafted(tmp_path, text)
    named = entity_names(article)
    denied = only_claim_holding(article, claim)
    assert denied.type != "Denial"
    assert [named[c] for c in denied.claimant] == [claimant]
    assert list(only_claim_holding(article, denial).denies) == [denied.id]


def test_a_denial_of_an_accusation_told_before_links_it_once(tmp_path: Path) -> None:
    article = drafted(tmp_path, "CHISINAU – Moldova accused the Russian embassy of funding "
                                "protests. Russia has denied accusations that its embassy "
                                "funded the protests.\n")
    denials = [c for c in article.claims if c.type == "Denial"]
    assert len(denials) == 1
    accusation = only_claim_holding(article, "funding protests")
    assert list(denials[0].denies) == [accusation.id]


@pytest.mark.parametrize(("text", "words", "type_", "claimant"), [
    # officials who dispute statements deny them
    ("SUVA – New Zealand's foreign ministry said there had been an increase in violent crime "
     "in Nadi. Fijian officials dispute both statements.\n", "both statements", "Denial",
     "Fiji"),
    # what is said after "and" is the first speaker's, not the last name's before it
    ("SUVA – Semi Naivalu, a government backbencher, alleged that the advisory was payback "
     "for a policing deal with China, and said New Zealand was punishing hotel workers.\n",
     "New Zealand was punishing hotel workers", "Claim", "Semi Naivalu"),
])
def test_the_claimant_of_a_second_verb(tmp_path: Path, text: str, words: str, type_: str,
                                       claimant: str) -> None:
    article = drafted(tmp_path, text)
    claim = only_claim_holding(article, words)
    assert claim.type == type_
    assert [entity_names(article)[c] for c in claim.claimant] == [claimant]
