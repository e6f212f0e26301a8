"""Reported speech that quotes some of its words, about a party of another side, is the
speaker's claim, beside the quotation (kg.draft.quoted_reports): "The Peruvian foreign
ministry said Bolivia had “breached its obligations”" is the ministry's claim about
Bolivia. Of the speaker's own side, of its plans, or of no party, it is none."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import drafted, entity_names


def _reported(article) -> list:
    return [c for c in article.claims if c.type == "Claim" and c.text
            and "“" in c.text]


def test_reported_speech_with_quoted_words_is_a_claim(tmp_path: Path) -> None:
    article = drafted(tmp_path, "LIMA – The Peruvian foreign ministry wrote to La Paz in protest "
                      "on Friday. The note says Bolivia “broke every promise it made "
                      "at the border talks” in the spring.\n")
    named = entity_names(article)
    claims = [c for c in _reported(article) if c.text.startswith("Bolivia “broke every")]
    assert len(claims) == 1
    assert claims[0].claimant == [q.speaker for q in article.quotes
                                  if q.text.startswith("broke every")][0]
    assert "Foreign Ministry" in named[claims[0].claimant[0]]
    assert [named[x] for x in claims[0].about] == ["Bolivia"]


@pytest.mark.parametrize("text", [
    # its own plans
    "LIMA – The Peruvian foreign ministry said it would answer the note “in due course”.\n",
    # its own side
    "LIMA – The Peruvian foreign minister, Rosa Vargas, said Peru “remains ready to talk "
    "with every neighbour”.\n",
    # what may be
    "LIMA – The Peruvian foreign ministry said a joint survey could “settle the question "
    "within a week”.\n",
    # a view of no party
    "LIMA – The Peruvian foreign ministry said the meeting was “long and very frank”.\n",
])
def test_no_claim_of_own_plans_side_or_views(tmp_path: Path, text: str) -> None:
    article = drafted(tmp_path, text)
    assert [c for c in article.claims if c.rule and "report-with-quotation" in c.rule] == []
    assert [c.text for c in _reported(article)] == []


def test_a_claim_without_claimant_is_its_quotation_speakers(tmp_path: Path) -> None:
    """"According to the note, …" with the note's words quoted: the claim of the one the
    quotation is drafted as spoken by (the note's sender)."""
    article = drafted(tmp_path, "ASUNCIÓN – Paraguay's foreign ministry handed a note to the "
                      "Argentine envoy on Monday. According to the note, the toll “breaches "
                      "the waterway treaty signed by both states”.\n")
    named = entity_names(article)
    claim = next(c for c in article.claims if c.text.startswith("the toll"))
    assert "Foreign Ministry" in named[claim.claimant[0]]
    assert claim.claimant == [q.speaker for q in article.quotes
                              if q.text.startswith("breaches")][0]


def test_the_claims_words_hold_no_post_or_act_drafted_as_so(tmp_path: Path) -> None:
    """A post the text tells as a fact ("second secretary") is no part of the claim's
    words: they begin after it."""
    article = drafted(tmp_path, "VIENNA – Austria expelled a Slovak diplomat last week. Its "
                      "note says the diplomat, second secretary Juraj Kollár, had “spied on "
                      "restricted military sites” near Linz over the summer.\n")
    named = entity_names(article)
    claim = next(c for c in _reported(article) if "spied on" in c.text)
    assert [named[x] for x in claim.about] == ["Juraj Kollár"]
    assert "second secretary" not in claim.text
