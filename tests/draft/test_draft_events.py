"""Events on articles the rules were not tuned on (found by a review of 2026-12-04): who
met is who the text says met, a statement's agent is who made it, and a dateline is not
the day of what the article reports."""

from __future__ import annotations

from pathlib import Path

from test_draft_attribution import _drafted


def _events(article, type_: str) -> list:
    return [e for e in article.events if e.type == type_]


def test_who_met_and_not_where(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "KINGSTOWN – Nicolás Maduro and Irfaan Ali met in Argyle, Saint Vincent and the "
        "Grenadines, on Thursday.\n\n"
        "SEOUL – President Yoon Suk-yeol visited Japan and met Prime Minister Fumio Kishida "
        "in Tokyo.\n"))
    names = {e.id: e.name for e in article.entities}
    met = [sorted(names[p] for p in e.participants) for e in _events(article, "Meeting")]
    assert ["Irfaan Ali", "Nicolás Maduro"] in met
    assert ["Fumio Kishida", "Yoon Suk-yeol"] in met
    assert not any("Japan" in m or "Saint Vincent" in " ".join(m) for m in met)


def test_a_statement_has_no_agents_from_what_it_says(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "QUITO – Ecuador's Foreign Ministry said in a statement that Jorge Glas had been "
        "convicted and that Mexico had abused the right of asylum.\n"))
    for statement in _events(article, "Statement"):
        names = {e.id: e.name for e in article.entities}
        assert not {"Jorge Glas", "Mexico"} & {names.get(a, a) for a in statement.agent}


def test_a_dateline_is_not_the_day_of_the_event(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "LISBON, March 3 – Chilean President Gabriel Boric arrived in Lisbon on Monday for a "
        "three-day state visit.\n"))
    for event in article.events:
        assert event.date_text != "March 3" and event.date is None, event
