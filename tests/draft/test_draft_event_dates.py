"""The date an event carries: a day of the week alone is its words, not a day reckoned from
the article's date, unless that day is the article's own or the text writes it in full."""

from __future__ import annotations

from pathlib import Path

from drafting import drafted as _drafted
from drafting import event_with, item_cases

from kg.draft.dates import Anchor, find_dates


# behaviour -> (text, words of the event's evidence, the date fields it is drafted with)
DATED_CASES = {
    "a_weekday_before_the_articles_day_dates_an_event_by_its_words_only": (
        "TALLINN, 3 March 2026 (Baltic Wire) – Estonia on Monday expelled a Belarusian "
        "diplomat over an espionage case, the foreign ministry said.\n",
        "expelled",
        {"date_text": "Monday",
         "date": None,
         "month": None,
         "year": None}),
    "the_articles_own_weekday_dates_an_event": (
        "TALLINN, 3 March 2026 (Baltic Wire) – Estonia on Tuesday expelled a Belarusian "
        "diplomat over an espionage case, the foreign ministry said.\n",
        "expelled",
        {"date": "2026-03-03"}),
}

test_an_event_is_dated_as_its_words_say = item_cases(DATED_CASES, event_with)


def test_the_reckoned_day_of_a_weekday_is_left_beside_it_for_the_reviewer(
        tmp_path: Path) -> None:
    _drafted(tmp_path, (
        "TALLINN, 3 March 2026 (Baltic Wire) – Estonia on Monday expelled a Belarusian "
        "diplomat over an espionage case, the foreign ministry said.\n"))
    mapping = (tmp_path / "data" / "an-article" / "mapping.yaml").read_text(encoding="utf-8")
    assert "it would be 2026-03-02" in mapping


def test_a_weekday_the_text_writes_in_full_elsewhere_is_that_day() -> None:
    found = find_dates("The council voted on Monday. The vote of 2 March 2026 was close.",
                       None, Anchor("2026-03-03", "it was published on"))
    monday = next(d for d in found if d.text == "Monday")
    assert monday.date == "2026-03-02" and not monday.weekday
    alone = find_dates("The council voted on Monday.", None,
                       Anchor("2026-03-03", "it was published on"))
    assert alone[0].weekday


def test_a_weekday_event_takes_no_year_from_an_earlier_one_told_alike(
        tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "OSLO, 6 March 2026 (Nordic Wire) – Norway summoned the Iranian ambassador on "
        "Wednesday over the detention of a Norwegian aid worker.\n\n"
        "Norway last summoned an Iranian ambassador in 2019, when a similar case strained "
        "relations.\n"))
    for event in article.events:
        if event.date_text == "Wednesday":
            assert event.year is None and event.date is None, event

