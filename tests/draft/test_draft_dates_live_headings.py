"""Live reports whose entries are stamped by a time on a line of its own, under day
headings ("TUESDAY 9 MARCH 2032"), or whose headline is labelled with a bar ("LIVE | …",
"LIVE UPDATES | …"): an undated event of an entry takes the entry's day
(kg.draft.shared_dates.live_entries), as inferred with the reasoning. Each test's text is
written for it."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import drafted
from kg.draft.dates import find_dates
from kg.draft.model import Item, Span
from kg.draft.shared_dates import date_live_entries, live_entries

HEADED = ("LIVE UPDATES | Latvia expels Belarusian envoy over border incident\n\n"
          "Baltic Desk live page, Riga.\n\n"
          "TUESDAY 9 MARCH 2032\n\n"
          "21:05\n"
          "Belarus has recalled its ambassador from Riga for consultations, the Belarusian "
          "foreign ministry said.\n\n"
          "MONDAY 8 MARCH 2032\n\n"
          "22:40\n"
          "Latvia has summoned the Belarusian chargé d'affaires over the incident, the "
          "foreign ministry said.\n")

STAMPED = ("LIVE | Latvia expels Belarusian envoy over border incident\n\n"
           "Published 9 March 2032\n\n"
           "Mar 9, 21:05 EET\n"
           "Belarus has recalled its ambassador from Riga for consultations, the Belarusian "
           "foreign ministry said.\n\n"
           "Mar 8, 22:40 EET\n"
           "Latvia has summoned the Belarusian chargé d'affaires over the incident, the "
           "foreign ministry said.\n")


def _event(article, words: str):
    [event] = [e for e in article.events if any(words in ev.quote for ev in e.evidence)]
    return event


# behaviour -> (text, words of an event's evidence, its day, its date words)
CASES = {
    # (the first heading is the report's own date, read from its header: the event
    # carries the day, and the words are the article's date's)
    "a_time_alone_under_a_day_heading_takes_the_heading_day": (
        HEADED, "recalled its ambassador", "2032-03-09", None),
    "an_entry_under_the_next_heading_takes_that_day": (
        HEADED, "summoned the Belarusian", "2032-03-08", "MONDAY 8 MARCH 2032"),
    "a_stamp_line_with_its_day_gives_that_day": (
        STAMPED, "summoned the Belarusian", "2032-03-08", "Mar 8"),
}


@pytest.mark.parametrize(("text", "words", "day", "date_text"), CASES.values(), ids=CASES)
def test_an_entry_under_a_heading_or_a_stamp_line_has_its_day(
        tmp_path: Path, text: str, words: str, day: str, date_text: str | None) -> None:
    event = _event(drafted(tmp_path, text), words)
    assert (event.date, event.date_text) == (day, date_text)
    assert event.date_inferred and "live report" in event.date_reasoning


def test_a_day_heading_in_capitals_is_read_with_its_day_of_the_week() -> None:
    assert [d.text for d in find_dates("TUESDAY 9 MARCH 2032\n", None)] == [
        "TUESDAY 9 MARCH 2032"]


def test_a_headline_labelled_with_a_bar_is_a_live_report() -> None:
    text = STAMPED.replace("Mar 9, 21:05 EET\n", "").replace("Mar 8, 22:40 EET\n", "")
    [entry] = live_entries(text, find_dates(text, "2032-03-09"), "2032-03-09")
    assert entry.day == "2032-03-09"


def test_a_time_in_a_sentence_is_no_stamp() -> None:
    """A line that is not a time alone opens no entry: "at 21:05 the envoy left" is none."""
    text = ("LIVE | Latvia expels Belarusian envoy\n\n"
            "At 21:05\nthe envoy left the ministry.\n")
    assert [e.stamp for e in live_entries(text, find_dates(text, None), "2032-03-09")] == [""]


def test_an_event_dated_by_its_entrys_stamp_records_it_as_inferred() -> None:
    """The stamp's day read with the entry's first sentence is the entry's day, the act's
    only as an inference: recorded as one, with the reasoning."""
    text = STAMPED
    start = text.index("Latvia has summoned")
    act = Item("events", {"id": "summons", "date_text": "Mar 8", "date": "2032-03-08"},
               [Span(start, text.index(" over the incident"))], "a trigger")
    date_live_entries(text, [act], find_dates(text, "2032-03-09"), "2032-03-09")
    assert act.fields["date_inferred"] and "live report" in act.fields["date_reasoning"]
