"""Whom a claim is about when its words name no one: a clause of reported speech split at
"and that" is about whoever did the act it judges, as the whole claim would be."""

from __future__ import annotations

from pathlib import Path

import pytest

from test_draft_attribution import _drafted


def _names(article) -> dict[str, str]:
    return {e.id: e.name or e.label.en for e in article.entities}


@pytest.mark.parametrize(("text", "words", "about"), [
    # each clause after "and that" is read alone: the first judges the refusal (Peru's)
    ("LIMA – Peru refused an entry permit for a Chilean trade attaché on Monday. Chile's deputy "
     "foreign minister, Tomás Achurra, said the refusal was “an unfriendly gesture” and "
     "that he had asked the Peruvian ambassador for an explanation.",
     "the refusal was", ["Peru"]),
])
def test_whom_a_split_clause_is_about(tmp_path: Path, text: str, words: str,
                                      about: list[str]) -> None:
    article = _drafted(tmp_path, text + "\n")
    claim = next(c for c in article.claims if c.text.startswith(words))
    assert [_names(article)[a] for a in claim.about] == about


@pytest.mark.parametrize(("text", "words", "claimant"), [
    # "that" after a communiqué's carrier named beside its noun: still what Oman said
    # (and no fact)
    ("MUSCAT – Oman said in a communiqué relayed by its official news agency, the Oman "
     "News Agency (ONA), that the Yemeni captain, Saleh Abdullah Barakat, had smuggled fuel "
     "into Omani waters.", "the Yemeni captain", "Oman"),
])
def test_said_in_a_statement_carried_by(tmp_path: Path, text: str, words: str,
                                        claimant: str) -> None:
    article = _drafted(tmp_path, text + "\n")
    claim = next(c for c in article.claims if c.text.startswith(words))
    assert [_names(article)[c] for c in claim.claimant] == [claimant]


@pytest.mark.parametrize(("text", "words", "claimant"), [
    # an unnamed spokeswoman who "said …, and accused": the ministry she speaks for makes
    # both claims, though the words right before "accused" name no one
    ("TASHKENT – A spokeswoman for the Uzbek Ministry for Foreign Affairs, asked about a "
     "shooting at a briefing on Monday, said that Tajik guards “keep crossing the line” "
     "and accused Dushanbe of “looking away”.",
     "looking away", "Uzbek Ministry for Foreign Affairs"),
])
def test_unnamed_speaker_of_joined_verbs(tmp_path: Path, text: str, words: str,
                                         claimant: str) -> None:
    article = _drafted(tmp_path, text + "\n")
    claim = next(c for c in article.claims if c.text.startswith(words))
    assert [_names(article)[c] for c in claim.claimant] == [claimant]


def test_each_charge_of_one_accusation(tmp_path: Path) -> None:
    # "of A, in particular of B and of C": three claims against the envoy, and a denial of
    # "the accusations" denies each
    article = _drafted(tmp_path, "OSLO – In March the Danish embassy sent a note to the "
                       "Norwegian ministry accusing its envoy, Ole Brekke, of “spreading "
                       "rumours”, in particular of “inventing quotas” and of making “false "
                       "statements about Greenland”. The Norwegian ministry rejected the "
                       "accusations.\n")
    names = _names(article)
    charges = [c for c in article.claims if c.type != "Denial"]
    assert [c.text.strip("“”") for c in charges] == [
        "spreading rumours", "inventing quotas", "making “false statements about Greenland"]
    assert all([names[a] for a in c.about] == ["Ole Brekke"] for c in charges)
    denial = next(c for c in article.claims if c.type == "Denial")
    assert sorted(denial.denies) == sorted(c.id for c in charges)


def test_no_charge_split_inside_a_quotation(tmp_path: Path) -> None:
    article = _drafted(tmp_path, "OSLO – The Danish embassy accused Ole Brekke of “crimes "
                       "against peace and of lying”.\n")
    assert [c.text for c in article.claims] == ["crimes against peace and of lying"]


@pytest.mark.parametrize("text", [
    # a relative clause about the source
    "QUITO – The visa was refused in May, according to the embassy, which gave no reason.",
    # a phrase with no verb that describes the source
    "QUITO – Some 600 lorries wait at the bridge, according to Ana Ruiz, chairwoman of "
    "the Carchi hauliers' union.",
    # the speaker tag of a quotation in which "according to" is no source
    "QUITO – “We acted only according to the statute,” he said.",
])
def test_no_claim_in_words_about_the_source(tmp_path: Path, text: str) -> None:
    article = _drafted(tmp_path, text + "\n")
    assert not [c for c in article.claims if c.text.split()[0] in ("which", "chairwoman",
                                                                       "he")]


def test_a_sourced_claim_is_kept(tmp_path: Path) -> None:
    article = _drafted(tmp_path, "QUITO – According to the Colombian embassy, two officers "
                       "of the Ecuadorian navy boarded the trawler without a warrant.\n")
    assert [c.text for c in article.claims] == [
        "two officers of the Ecuadorian navy boarded the trawler without a warrant"]


def test_no_claim_of_no_one_by_no_one(tmp_path: Path) -> None:
    # an unnamed source of no named body, on no one named: nothing the reviewer can use
    article = _drafted(tmp_path, "LUSAKA – Zambia recalled its envoy. Asked about the case, "
                       "a government official said only that the file was shut.\n")
    assert not [c for c in article.claims if "the file" in c.text]
