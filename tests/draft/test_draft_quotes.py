"""Quotations: who speaks the words in quotation marks."""

from __future__ import annotations

from pathlib import Path

from test_draft_attribution import _drafted


def _speakers(article) -> dict[str, str | None]:
    """Each quotation's first words -> its speaker's name (None: no speaker)."""
    names = {e.id: e.name or e.label.en for e in article.entities}
    return {" ".join(q.text.split()[:3]): (names[q.speaker[0]] if q.speaker else None)
            for q in article.quotes}


def test_a_quotation_split_by_its_attribution_keeps_its_speaker(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "\"We will know in a month,\" said Ingrid Solberg, \"and perhaps not even then.\"\n"))
    assert _speakers(article)["and perhaps not"] == "Ingrid Solberg"


def test_the_next_sentences_quotation_after_a_long_attribution(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "\"The vote is necessary but not sufficient,\" said Ingrid Solberg, a senior fellow "
        "at the Nansen Institute, a think tank that is close to, though formally independent "
        "of, the Norwegian government. \"As long as the border is open, there is a risk.\" "
        "She added that talks would go on.\n"))
    assert _speakers(article)["As long as"] == "Ingrid Solberg"


def test_the_spokesperson_again_is_the_body_quoted_before(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "In a statement, a spokesperson for the Embassy of Iran in Oslo said Iran \"never "
        "interferes in the affairs of other countries\" and urged Norway to \"stop spreading "
        "rumours\".\n\n"
        "\"These are lies,\" the spokesperson said, \"and they will harm our ties.\"\n"))
    speakers = _speakers(article)
    assert speakers["stop spreading rumours"] == "Embassy of Iran in Oslo"
    assert speakers["These are lies,"] == "Embassy of Iran in Oslo"
    assert speakers["and they will"] == "Embassy of Iran in Oslo"


def test_according_to_a_body_the_one_it_reports_speaking_is_quoted(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "According to the Norwegian Ministry of Foreign Affairs, State Secretary Kari "
        "Nordvik told the ambassador that Norway \"will not accept threats against its "
        "citizens\".\n"))
    assert _speakers(article)["will not accept"] == "Kari Nordvik"



def test_a_live_reports_entry_quotes_its_subject(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "11:30 GMT — In Oslo, Speaker Ana Hansen calls the expulsion \"a hostile act\" and "
        "claims the Swedish government is \"looking for an enemy.\"\n\n"
        "10:48 GMT — Swedish Foreign Minister Lars Berg, speaking to reporters at the "
        "ministry: \"A diplomatic passport is not a licence to stir up hatred.\"\n"))
    speakers = _speakers(article)
    assert speakers["a hostile act"] == "Ana Hansen"
    assert speakers["looking for an"] == "Ana Hansen"
    assert speakers["A diplomatic passport"] == "Lars Berg"


def test_it_after_a_body_issued_a_statement_is_that_body(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "Zagreb's mayor, Ivo Horvat, said the diplomat had behaved well.\n\n"
        "Sweden's Ministry of Foreign Affairs has issued a fuller statement. It says the "
        "diplomat \"repeatedly engaged in activities incompatible with his status\".\n"))
    assert _speakers(article)["repeatedly engaged in"] == "Ministry of Foreign Affairs"
