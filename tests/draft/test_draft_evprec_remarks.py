"""A plain remark ("said", "told") whose day another drafted event records already, in the
same words, is no statement event of its own (kg.draft.dated_statements); a remark on a
day nothing else records is still drafted, for its day. Each text is written for these
tests."""

from __future__ import annotations

from pathlib import Path

from drafting import drafted

_ACT = ("QUITO, 9 April 2025 – Ecuador expelled a Peruvian consul on Tuesday over a "
        "smuggling inquiry.\n\n")


def _statements(article) -> list:
    return [e for e in article.events if e.type == "Statement"]


def test_a_remark_on_a_day_recorded_already_is_no_event(tmp_path: Path) -> None:
    article = drafted(tmp_path, _ACT + "Ecuador's foreign minister, Rosa Benítez, said on "
                      "Tuesday that Quito had been patient for months.")
    assert not _statements(article)


def test_a_remark_on_a_day_of_its_own_is_drafted(tmp_path: Path) -> None:
    article = drafted(tmp_path, _ACT + "Foreign Minister Rosa Benítez said on Thursday that "
                      "Quito had been patient for months.")
    assert [s.date_text for s in _statements(article)] == ["Thursday"]
