"""Allegations told by their noun ("amid accusations of …", "denied accusations that …"),
their accuser when the noun names one, and the denial of them by the verb's subject."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import entity_names
from test_draft_attribution import _drafted


@pytest.mark.parametrize(("text", "words", "accuser", "accused"), [
    ("RIGA – Latvia expelled the diplomat amid accusations of spying on Latvian exiles.",
     "spying on Latvian exiles", [], []),
    ("OSLO – The police repeated Norway's allegations that the Iranian attaché recruited "
     "informants in Bergen.", "the Iranian attaché recruited informants", ["Norway"], None),
])
def test_an_allegation_told_by_its_noun(tmp_path: Path, text: str, words: str,
                                        accuser: list[str], accused: list[str] | None) -> None:
    article = _drafted(tmp_path, text + "\n")
    found = next(c for c in article.claims if c.text.startswith(words))
    names = entity_names(article)
    assert found.type == "Allegation"
    assert [names[c] for c in found.claimant] == accuser
    if accused is not None:
        assert [names[a] for a in found.about] == accused


@pytest.mark.parametrize(("text", "words", "denier"), [
    ("MOSCOW – Russia has denied accusations that its embassy in Oslo funded the protests.",
     "its embassy in Oslo funded the protests", "Russia"),
    ("MOSCOW – The Kremlin rejected claims that Russian agents had poisoned the defector.",
     "Russian agents had poisoned the defector", "Kremlin"),
])
def test_denying_the_accusations_that_denies_them(tmp_path: Path, text: str, words: str,
                                                  denier: str) -> None:
    article = _drafted(tmp_path, text + "\n")
    allegation = next(c for c in article.claims if c.text == words)
    denial = next(c for c in article.claims if c.type == "Denial")
    assert allegation.type == "Allegation" and not allegation.claimant
    assert [entity_names(article)[c] for c in denial.claimant] == [denier]
    assert denial.denies == (allegation.id,)


@pytest.mark.parametrize(("text", "words"), [
    ("MADRID – The note accused the crew of HMS Dagger of harassing a Guardia Civil vessel.",
     "harassing a Guardia Civil vessel"),
    ("LONDON – The opposition accused the Ministry of Defence of hiding the cost of the "
     "programme.", "hiding the cost of the programme"),
])
def test_a_name_after_of_belongs_to_the_accused(tmp_path: Path, text: str, words: str) -> None:
    article = _drafted(tmp_path, text + "\n")
    assert [c.text for c in article.claims] == [words]


@pytest.mark.parametrize(("text", "words", "accuser", "accused"), [
    # the accused the draft cannot name is no state named in what they are said to do
    ("OSLO – Norwegian police suspect the attaché of recruiting informants among Iranian "
     "exiles.", "recruiting informants among Iranian exiles", ["Norway"], []),
    ("BERLIN – German prosecutors charged Omar Haddad with spying on exiles for Damascus.",
     "spying on exiles for Damascus", ["Germany"], ["Omar Haddad"]),
])
def test_suspecting_or_charging_someone_accuses_them(tmp_path: Path, text: str, words: str,
                                                      accuser: list[str],
                                                      accused: list[str]) -> None:
    article = _drafted(tmp_path, text + "\n")
    claim = next(c for c in article.claims if c.text == words)
    names = entity_names(article)
    assert claim.type == "Allegation"
    assert [names[c] for c in claim.claimant] == accuser
    assert [names[a] for a in claim.about] == accused
