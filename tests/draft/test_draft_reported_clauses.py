"""Reported speech read from the parse: a clause said with no "that", what is "allegedly"
so inside what someone said, an accusation a speaker reports, and what will be done."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import entity_names
from test_draft_attribution import _drafted


@pytest.mark.parametrize(("text", "words", "claimant"), [
    # a participle of saying, its clause opening with a pronoun for those acted against
    ("STOCKHOLM – Sweden on Tuesday ordered two Iranian diplomats to leave the country "
     "within a week, saying they had monitored Iranian dissidents living in Gothenburg.",
     "they had monitored Iranian dissidents", "Sweden"),
    # what a source believes, with no "that"
    ("STOCKHOLM – Swedish prosecutors believe the embassy's driver had passed the addresses "
     "of two journalists to Iranian intelligence.", "the embassy's driver had passed", None),
    # "allegedly" inside what someone said: the claim of the one who said it
    ("MANILA – Assistant Secretary Ana Reyes said the protest covered an incident in which "
     "the Chinese ship allegedly rammed a fishing boat.", "rammed a fishing boat",
     "Ana Reyes"),
    # an accusation a spokeswoman reports: the accusation, her body's, once
    ("WARSAW – A spokeswoman for the Polish foreign ministry said the note accused the "
     "Belarusian consulate of spying on Polish railways.", "spying on Polish railways",
     "Foreign Ministry"),
])
def test_reported_speech_read_from_the_parse_is_a_claim(tmp_path: Path, text: str, words: str,
                                                        claimant: str | None) -> None:
    article = _drafted(tmp_path, text + "\n")
    found = [c for c in article.claims if words in c.text]
    assert len(found) == 1
    assert len(article.claims) == 1
    if claimant is not None:
        assert [entity_names(article)[c] for c in found[0].claimant] == [claimant]


def test_what_will_be_done_after_and_that_is_no_claim(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "BERLIN – The German Foreign Office said the two Syrian diplomats had spied on exiles "
        "in Berlin and that the embassy would remain open.\n"))
    assert [c.text for c in article.claims] == [
        "the two Syrian diplomats had spied on exiles in Berlin"]


def test_an_accusation_by_someone_unnamed_is_not_the_first_names(tmp_path: Path) -> None:
    """The parse's subject of "accusing" is a lawyer the draft does not name: not Belgium,
    the first name of the sentence."""
    article = _drafted(tmp_path, (
        "BRUSSELS – In Liège, a Belgian lawyer filed a complaint with the police on Monday, "
        "accusing a Moroccan consular clerk of selling residence permits.\n"))
    claim = next(c for c in article.claims if c.text == "selling residence permits")
    assert claim.claimant == ()
