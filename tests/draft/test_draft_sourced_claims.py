"""What "according to X" gives: a claim of X's, but for the news X gives of its own side's
act in words that neither accuse, deny nor quote, which the rules of events and dates read
as the article's."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import claims_holding, entity_names
from test_draft_attribution import _drafted


@pytest.mark.parametrize(("text", "words", "claimant"), [
    # an allegation, before or after its source
    ("RIGA – According to the Latvian State Security Service, the attaché recruited "
     "informants among port workers.\n", "the attaché recruited informants",
     "Latvian State Security Service"),
    ("RIGA – The attaché bribed two customs officers, according to the Latvian State Security "
     "Service.\n", "The attaché bribed two customs officers", "Latvian State Security Service"),
    # a denial the source reports
    ("RIGA – The embassy never received the note, according to the Russian Foreign "
     "Ministry.\n", "The embassy never received the note", "Russian Foreign Ministry"),
    # words it quotes
    ("RIGA – According to the Latvian Foreign Ministry, the visit was “a calculated "
     "affront”.\n", "the visit was", "Latvian Foreign Ministry"),
])
def test_a_sourced_allegation_is_its_sources_claim(tmp_path: Path, text: str, words: str,
                                                   claimant: str) -> None:
    article = _drafted(tmp_path, text)
    names = entity_names(article)
    (claim,) = claims_holding(article, words)
    assert [names[c] for c in claim.claimant] == [claimant]


@pytest.mark.parametrize("text", [
    "RIGA – Latvia expelled two Russian diplomats on Monday, according to the Latvian Foreign "
    "Ministry.\n",
    "RIGA – According to the Latvian Foreign Ministry, Latvia recalled its ambassador from "
    "Minsk on Friday.\n",
])
def test_news_a_source_gives_of_its_own_side_is_no_claim(tmp_path: Path, text: str) -> None:
    article = _drafted(tmp_path, text)
    assert article.claims == (), [c.text for c in article.claims]
