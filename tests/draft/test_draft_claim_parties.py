"""Who makes a claim, whom it is about, and what a denial answers, read from the parse: the
state whose police did an act a claim names by its noun, those "they" stands for in a
person's words, a document's source, the reason an act's author cites; and a refusal
("been denied access") gainsays nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import entity_names
from test_draft_attribution import _drafted


@pytest.mark.parametrize(("text", "words", "about"), [
    # the act a claim names by its noun is the parse's subject's ("Ugandan police"), not
    # the sentence's first name's, and not where a headline uses the verb as an adjective
    ("Row over detained activists\n\nNAIROBI – Kenya recalled its envoy after Ugandan "
     "police detained three Kenyan activists. Amnesty International called the detentions "
     "“a chilling attack on civic space”.", "a chilling attack", ["Uganda"]),
    # "they" in a person's words is not the person; a city in the clause is no one accused
    ("KAMPALA – Uganda's government spokesman, Daniel Okello, accused the three of "
     "inciting unrest. He said they had met opposition figures in Kampala.",
     "they had met opposition figures", []),
])
def test_whom_a_claim_is_about(tmp_path: Path, text: str, words: str,
                               about: list[str]) -> None:
    article = _drafted(tmp_path, text + "\n")
    claim = next(c for c in article.claims if c.text.startswith(words))
    assert [entity_names(article)[a] for a in claim.about] == about


@pytest.mark.parametrize("text", [
    "NAIROBI – Kenya said its consular officers had been denied access to the detainees.",
    "MINSK – Belarus denied them entry at the border on Friday.",
])
def test_a_refusal_is_no_denial(tmp_path: Path, text: str) -> None:
    article = _drafted(tmp_path, text + "\n")
    assert not [c for c in article.claims if c.type == "Denial"]


def test_a_documents_source_is_the_state_or_body_it_names(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "KAMPALA – According to a Ugandan police statement, the activists were found with "
        "leaflets calling for attacks.\n"))
    claim = next(c for c in article.claims if c.text.startswith("the activists"))
    assert [entity_names(article)[c] for c in claim.claimant] == ["Uganda"]


@pytest.mark.parametrize(("text", "words", "claimant"), [
    # the reason an act's author cites for it
    ("PODGORICA – Montenegro's foreign ministry declared a Serbian diplomat persona non "
     "grata, citing “activities incompatible with his diplomatic status”.",
     "activities incompatible with his diplomatic status", "Foreign Ministry"),
    # what the speaker's side has evidence of
    ("PODGORICA – Prime Minister Jovan Radulovic said his government had evidence that "
     "Serbian intelligence officers were using the embassy to recruit informants.",
     "Serbian intelligence officers were using the embassy", "Jovan Radulovic"),
])
def test_an_allegation_given_as_a_reason_or_as_evidence(tmp_path: Path, text: str,
                                                        words: str, claimant: str) -> None:
    article = _drafted(tmp_path, text + "\n")
    claim = next(c for c in article.claims if c.text.startswith(words))
    assert [entity_names(article)[c] for c in claim.claimant] == [claimant]

