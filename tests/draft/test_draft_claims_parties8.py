"""Claimants and subjects of claims: a clause split at "and that", a communiqué's carrier
named beside its noun, an unnamed aide's joined verbs, one accusation of several charges,
words about the source after "according to", the one told, and denials of others' words.
Every sentence here is invented."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import claim_starting, entity_names
from test_draft_attribution import _drafted


def test_a_split_clause_is_about_who_did_the_act(tmp_path: Path) -> None:
    # each clause after "and that" is read alone: the first judges the closure (Uganda's)
    article = _drafted(tmp_path, "KAMPALA – Uganda closed its border post at Malaba to "
                       "Kenyan lorries on Tuesday. Kenya's trade secretary, Joseph Mwangi, "
                       "said the closure was “plainly unlawful” and that Nairobi would seek "
                       "talks within a week.\n")
    claim = claim_starting(article, "the closure was")
    assert [entity_names(article)[a] for a in claim.about] == ["Uganda"]


def test_a_split_clause_on_an_act_never_told_is_about_no_one(tmp_path: Path) -> None:
    # no ban is told: the state the report opens with is no guess for who banned
    article = _drafted(tmp_path, "ACCRA – Togo's trade envoy, Koffi Ameh, visited Accra "
                       "on Monday. Ghana's foreign minister, Ama Boateng, said the ban was "
                       "“a serious mistake” and that she would take it to the regional "
                       "court.\n")
    assert all(not c.about for c in article.claims if c.text.startswith("the ban was"))


def test_said_in_a_note_with_its_carrier_named(tmp_path: Path) -> None:
    # "that" after a note's carrier named beside its noun: still what Ghana said, no fact
    article = _drafted(tmp_path, "ACCRA – Ghana said on Friday in a note published "
                       "through its press service, Ghana Today, that Togolese customs "
                       "officers had seized two Ghanaian trucks near Aflao.\n")
    claim = claim_starting(article, "Togolese customs officers")
    assert [entity_names(article)[c] for c in claim.claimant] == ["Ghana"]


def test_unnamed_spokesman_of_joined_verbs(tmp_path: Path) -> None:
    # an unnamed spokesman who "said …, and accused": the ministry he speaks for makes
    # both claims, though the words right before "accused" name no one
    article = _drafted(tmp_path, "LA PAZ – A spokesman for the Bolivian Ministry of "
                       "Economy, speaking to a radio station, said that Peruvian inspectors "
                       "“keep stopping our lorries” and accused Lima of acting in bad "
                       "faith.\n")
    claim = claim_starting(article, "acting in bad faith")
    assert [entity_names(article)[c] for c in claim.claimant] == ["Bolivian Ministry of Economy"]


def test_each_charge_of_one_accusation(tmp_path: Path) -> None:
    # "of A and of B": two claims against the attaché, and the denial of "the
    # accusations" denies both
    article = _drafted(tmp_path, "HELSINKI – Finland accused the Estonian attaché, Jaan "
                       "Tamm, of filming a naval base at Upinniemi and of paying a dock "
                       "worker for shipping lists. Estonia rejected the accusations.\n")
    names = entity_names(article)
    charges = [c for c in article.claims if c.type != "Denial"]
    assert [c.text for c in charges] == [
        "filming a naval base at Upinniemi", "paying a dock worker for shipping lists"]
    assert all([names[a] for a in c.about] == ["Jaan Tamm"] for c in charges)
    denial = next(c for c in article.claims if c.type == "Denial")
    assert sorted(denial.denies) == sorted(c.id for c in charges)


def test_no_charge_split_inside_a_quotation(tmp_path: Path) -> None:
    article = _drafted(tmp_path, "ACCRA – Ghana accused Yaw Oduro of “abuse of office "
                       "and of bribery”.\n")
    assert [c.text for c in article.claims] == ["abuse of office and of bribery"]


@pytest.mark.parametrize("text", [
    # a relative clause about the source, right after it
    "SUVA – Three trawlers were seized last week, according to the harbour master, who "
    "spoke by telephone.",
    # a name set beside the source, with a relative clause of its own
    "DELFT – The cargo was held at the dock for a week, according to the union's chairman, "
    "Piet Mol, who called the fee plainly absurd.",
    # a phrase with no verb that describes the source
    "SUVA – Wheat imports fell by half, according to Lena Vogt, an economist at the "
    "central bank.",
    # the speaker tag of a quotation in which "according to" is no source
    "SUVA – “Nothing in this port moved according to plan,” she said.",
])
def test_no_claim_in_words_about_the_source(tmp_path: Path, text: str) -> None:
    article = _drafted(tmp_path, text + "\n")
    assert not [c for c in article.claims if c.text.split()[0] in ("who", "Piet", "an", "she")]


@pytest.mark.parametrize(("text", "words"), [
    ("BRATISLAVA – According to the Slovak police, the intruders, who carried radios, "
     "broke into the Hungarian trade office in Nitra.", "the intruders"),
    ("BRATISLAVA – According to prosecutors in Slovakia, the courier, whose passport was "
     "forged, paid Hungarian agents in cash.", "the courier"),
])
def test_a_relative_clause_of_the_claims_own_subject(tmp_path: Path, text: str,
                                                     words: str) -> None:
    # the relative clause is the subject's, not the source's: the words stay a claim,
    # and the act told in them is no fact
    article = _drafted(tmp_path, text + "\n")
    assert [c.text.split(",")[0] for c in article.claims] == [words]
    assert not [e for e in article.events if e.type in ("Attack", "Event")
                and "broke" in (e.label.en or "").lower()]


def test_a_sourced_claim_is_kept(tmp_path: Path) -> None:
    article = _drafted(tmp_path, "DILI – According to the Timorese coast guard, an "
                       "Indonesian patrol boat towed the fishing vessel away without "
                       "notice.\n")
    assert [c.text for c in article.claims] == [
        "an Indonesian patrol boat towed the fishing vessel away without notice"]


def test_no_claim_of_no_one_by_no_one(tmp_path: Path) -> None:
    # an unnamed source of no named body, on no one named: nothing the reviewer can use
    article = _drafted(tmp_path, "MASERU – Lesotho withdrew its consul. Pressed by "
                       "reporters, one civil servant said merely that the file had been "
                       "shelved.\n")
    assert not [c for c in article.claims if "the file" in c.text]


def test_the_one_told_is_no_claimant(tmp_path: Path) -> None:
    # "called in X, and told him that": the one who told claims it, never X
    article = _drafted(tmp_path, "TALLINN – Estonia's foreign ministry called in the "
                       "Russian envoy, Pavel Orlov, and told him that Russian drones had "
                       "crossed into Estonian airspace near Narva.\n")
    names = entity_names(article)
    told = [c for c in article.claims if "drones" in c.text]
    assert told and all("Pavel Orlov" not in [names[c] for c in claim.claimant]
                        for claim in told)


@pytest.mark.parametrize("text", [
    "KOROR – The Palauan mission rejected the criticism on Monday.",
    "KOROR – Palau's envoy, Dilmei Ngiraked, dismissed the report.",
])
def test_a_denial_of_others_words_is_not_about_the_denier(tmp_path: Path,
                                                          text: str) -> None:
    # it denies no drafted claim: whom it is about is left to the reviewer
    article = _drafted(tmp_path, text + "\n")
    assert not [c for c in article.claims if c.type == "Denial"
                and set(c.about) & set(c.claimant)]


def test_no_charge_split_inside_the_first_charges_noun(tmp_path: Path) -> None:
    # "of Peru and of Chile" continues the first charge's noun: one charge, not a claim
    # "Chile"
    article = _drafted(tmp_path, "QUITO – Ecuador accused the Colombian consul of selling "
                       "harbour charts to the navies of Peru and of Chile. Colombia "
                       "rejected the accusation.\n")
    charges = [c for c in article.claims if c.type != "Denial"]
    assert [c.text for c in charges] == [
        "selling harbour charts to the navies of Peru and of Chile"]


def test_a_denial_answers_the_claim_told_to_the_denier(tmp_path: Path) -> None:
    # the claim told to the envoy is the minister's, so the envoy's side can deny it
    article = _drafted(tmp_path, "RIGA – Latvia's foreign minister, Ilze Berzina, "
                       "received the Belarusian envoy, Igor Rudak, and told him that "
                       "Belarusian border guards had beaten two Latvian fishermen. In a "
                       "statement, the Belarusian interior ministry called the accusations "
                       "\"a provocation\".\n")
    told = claim_starting(article, "Belarusian border guards")
    denial = next(c for c in article.claims if c.type == "Denial")
    assert list(denial.denies) == [told.id] and list(denial.about) == [told.about[0]]


def test_a_thing_told_before_by_its_state(tmp_path: Path) -> None:
    # "the drone" is the Moldovan drone of the first sentence: the claim is about Moldova,
    # and Moldova's denial denies it
    article = _drafted(tmp_path, "BUCHAREST – A Moldovan cargo drone landed near a "
                       "Romanian village on Sunday. Romania's foreign minister, Elena Popa, "
                       "received the Moldovan envoy, Ion Rusu, and told him that the drone "
                       "had carried no flight permit. Moldova denied that any of its drones "
                       "had left its airspace.\n")
    names = entity_names(article)
    claim = claim_starting(article, "the drone had")
    assert [names[a] for a in claim.about] == ["Moldova"]
    denial = next(c for c in article.claims if c.type == "Denial")
    assert list(denial.denies) == [claim.id]
