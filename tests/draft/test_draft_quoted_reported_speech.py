"""Reported speech that holds the speaker's own words in quotation marks is their claim,
whatever its subject: "said the delay was “a breach of the Vienna Convention”"; without
them, a clause about no one is a statement, not a claim ("said the text was a compromise
reached over two weeks"); words about a claim are no claim of their own ("said the charges
were “a welcome first step”"), nor a view of what the sides do together ("said the talks
were “constructive but slow”")."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import claims_holding, drafted, entity_names

_SPOKESPERSON = "PRETORIA – South Africa's foreign ministry spokesperson, Lindiwe Dube, said "
_ENVOY = "KINGSTON – The British envoy, Jonathan Pryce, said "


@pytest.mark.parametrize(("said", "words", "drafted_as"), [
    (_SPOKESPERSON + "the delay was “a breach of the Vienna Convention”.\n",
     "the delay was “a breach", [("Claim", ["Lindiwe Dube"])]),
    (_ENVOY + "the text was “a rushed compromise that shuts out small delegations”.\n",
     "the text was “a rushed compromise", [("Claim", ["Jonathan Pryce"])]),
    (_ENVOY + "the text was a compromise reached over two weeks.\n",
     "the text was a compromise", []),
    # a view of what the sides do together is no claim about anyone
    (_ENVOY + "the talks were “constructive but slow”.\n", "the talks were", []),
    ("LONDON – Prosecutors charged two men with spying on activists. " + _ENVOY.split("– ")[1]
     + "the charges were “a welcome first step”.\n", "the charges were", []),
])
def test_quoted_words_said_of_no_one(tmp_path: Path, said: str, words: str,
                                     drafted_as: list) -> None:
    article = drafted(tmp_path, said)
    named = entity_names(article)
    assert [(c.type, [named[x] for x in c.claimant])
            for c in claims_holding(article, words)] == drafted_as
