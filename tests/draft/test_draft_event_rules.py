"""Events read from kinds of sentence no single trigger word covers: a date given as a year
alone, a note or a case file handed over, a complaint filed, a post on a platform, a
refusal to comment, talks suspended, a deadline to leave. Each test's sentences are
written for it."""

from __future__ import annotations

from pathlib import Path

from test_draft_attribution import _drafted


def _event_with(article, words: str):
    """The drafted event whose evidence holds ``words``."""
    return next(e for e in article.events
                if any(words in ev.quote for ev in e.evidence))


def _names(article, ids) -> set[str]:
    names = {e.id: e.name for e in article.entities}
    return {names.get(i, i) for i in ids}


def test_an_event_dated_by_a_year_alone_records_the_year(tmp_path: Path) -> None:
    article = _drafted(tmp_path, "NAIROBI – Kenya summoned the Ugandan envoy in 2019.\n")
    event = _event_with(article, "summoned")
    assert event.date_text == "2019"
    assert event.year == "2019" and event.date is None
