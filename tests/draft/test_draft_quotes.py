"""Quotations: who speaks the words in quotation marks."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import drafted


def _speakers(article) -> dict[str, str | None]:
    """Each quotation's first words -> its speaker's name (None: no speaker)."""
    names = {e.id: e.name or e.label.en for e in article.entities}
    return {" ".join(q.text.split()[:3]): (names[q.speaker[0]] if q.speaker else None)
            for q in article.quotes}


# behaviour -> (text, the first words of a quotation -> the name of its speaker)
SPEAKER_CASES = {
    "a quotation split by its attribution keeps its speaker": (
        "\"We will know in a month,\" said Ingrid Solberg, \"and perhaps not even then.\"\n",
        {"and perhaps not": "Ingrid Solberg"}),
    "the next sentence's quotation after a long attribution": (
        "\"The vote is necessary but not sufficient,\" said Ingrid Solberg, a senior fellow "
        "at the Nansen Institute, a think tank that is close to, though formally independent "
        "of, the Norwegian government. \"As long as the border is open, there is a risk.\" "
        "She added that talks would go on.\n",
        {"As long as": "Ingrid Solberg"}),
    "the spokesperson again is the body quoted before": (
        "In a statement, a spokesperson for the Embassy of Iran in Oslo said Iran \"never "
        "interferes in the affairs of other countries\" and urged Norway to \"stop spreading "
        "rumours\".\n\n"
        "\"These are lies,\" the spokesperson said, \"and they will harm our ties.\"\n",
        {"stop spreading rumours": "Embassy of Iran in Oslo",
         "These are lies,": "Embassy of Iran in Oslo",
         "and they will": "Embassy of Iran in Oslo"}),
    "according to a body, the one it reports speaking is quoted": (
        "According to the Norwegian Ministry of Foreign Affairs, State Secretary Kari "
        "Nordvik told the ambassador that Norway \"will not accept threats against its "
        "citizens\".\n",
        {"will not accept": "Kari Nordvik"}),
    "a live report's entry quotes its subject": (
        "11:30 GMT — In Oslo, Speaker Ana Hansen calls the expulsion \"a hostile act\" and "
        "claims the Swedish government is \"looking for an enemy.\"\n\n"
        "10:48 GMT — Swedish Foreign Minister Lars Berg, speaking to reporters at the "
        "ministry: \"A diplomatic passport is not a licence to stir up hatred.\"\n",
        {"a hostile act": "Ana Hansen", "looking for an": "Ana Hansen",
         "A diplomatic passport": "Lars Berg"}),
    "'it' after a body issued a statement is that body": (
        "Zagreb's mayor, Ivo Horvat, said the diplomat had behaved well.\n\n"
        "Sweden's Ministry of Foreign Affairs has issued a fuller statement. It says the "
        "diplomat \"repeatedly engaged in activities incompatible with his status\".\n",
        {"repeatedly engaged in": "Ministry of Foreign Affairs"}),
}


@pytest.mark.parametrize(("text", "spoken"), SPEAKER_CASES.values(), ids=SPEAKER_CASES)
def test_a_quotation_is_drafted_with_the_speaker_the_text_gives(
        tmp_path: Path, text: str, spoken: dict[str, str | None]) -> None:
    speakers = _speakers(drafted(tmp_path, text))
    assert {words: speakers[words] for words in spoken} == spoken
