"""Who speaks a quotation, one kind of news sentence a row: the attribution the sentence's
structure gives, and no speaker where it gives none."""

from __future__ import annotations

from pathlib import Path

import pytest

from test_draft_attribution import _drafted

SPEAKERS = [
    pytest.param(
        "Foreign Minister Elina Valtonen met the Russian ambassador on Monday. Speaking to "
        "the BBC, she said: \"We will not be intimidated.\"\n",
        "We will not be intimidated", "Elina Valtonen", id="opening-phrase-then-pronoun"),
    pytest.param(
        "Ambassador Tomas Berg met the minister on Monday. In an interview with Reuters, he "
        "said: \"The door remains open.\"\n",
        "The door remains open", "Tomas Berg", id="interview-with-an-agency-then-pronoun"),
    pytest.param(
        "Ana Berg was expelled on Monday.\n\n12:15 GMT — Berg's lawyer in Oslo, Jonas Lie, "
        "tells the NTB news agency that his client \"denies all the allegations\" and \"acted "
        "as every diplomat does.\"\n",
        "acted as every diplomat", "Jonas Lie", id="verb-inside-an-earlier-quotation"),
    pytest.param(
        "Its chairman, Tuilaepa Faleolo, alleged that Liu Wen had paid chiefs. The Chinese "
        "embassy called the allegations 'groundless'. In a post on Facebook, it said Mr Liu "
        "had 'only ever attended public ceremonies' and denied any payment.\n",
        "only ever attended", "Embassy of China", id="it-is-never-a-person"),
    pytest.param(
        "The Philippine Coast Guard rejected the claim. Coast Guard spokesman Commodore Jose "
        "Santos dismissed the denial, saying video showed the impact \"from three different "
        "angles.\"\n",
        "from three different", "Jose Santos", id="body-spokesman-name-participle"),
    pytest.param(
        "Live: Serbia expels Croatian diplomat\n\n"
        "12:05 — Croatian Foreign Minister Gordan Grlić Radman: \"This is unacceptable and we "
        "will respond.\"\n",
        "This is unacceptable", "Gordan Grlić Radman", id="live-entry-name-colon"),
    pytest.param(
        "Norway expelled two Russian diplomats on Monday. Foreign Minister Espen Barth Eide "
        "said the decision was final. \"We will not tolerate this,\" he said. Russia's "
        "ambassador, Nikolai Korchunov, called it \"a provocation.\" Moscow would respond, "
        "Korchunov said. \"Norway will regret this,\" he said.\n",
        "Norway will regret", "Nikolai Korchunov", id="pronoun-after-the-other-side"),
]


@pytest.mark.parametrize(("text", "words", "speaker"), SPEAKERS)
def test_the_quotation_has_the_speaker_its_sentence_gives(tmp_path: Path, text: str,
                                                          words: str, speaker: str | None
                                                          ) -> None:
    article = _drafted(tmp_path, text)
    names = {e.id: e.name or e.label.en for e in article.entities}
    quote = next(q for q in article.quotes if q.text.startswith(words))
    assert [names[s] for s in quote.speaker] == ([speaker] if speaker else [])
