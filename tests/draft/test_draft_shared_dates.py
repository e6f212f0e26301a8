"""An event whose own words give no date takes the one date of the verbs its verb is
joined to (kg.draft.shared_dates): "summoned him on 3 March and handed him a note"."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import drafted, event_with

from kg.source import split_sentences
from kg.draft.dates import find_dates
from kg.draft.model import Item, Span
from kg.draft.shared_dates import share_joined_dates

# behaviour -> (words of the event's evidence, its date, its date's words; the text)
SHARED = {
    "an_act_joined_by_and_to_a_dated_one_has_its_date": (
        "froze", "2026-03-04", "4 March 2026",
        "On 4 March 2026 the Latvian government expelled two Russian diplomats and froze "
        "the assets of a Russian bank in Riga.\n"),
    "a_date_that_opens_the_sentence_dates_each_joined_verb": (
        "handed him a note", "2026-02-11", "11 February 2026",
        "On 11 February 2026 the Estonian Ministry of Foreign Affairs summoned the "
        "Belarusian charge d'affaires and handed him a note demanding an explanation.\n"),
    "an_act_joined_to_an_events_verb_has_the_events_day": (
        "grata and gave", "2026-03-12", "12 March 2026",
        "On 12 March 2026 the Norwegian Ministry of Foreign Affairs declared an Iranian "
        "attaché, Reza Karimi, persona non grata and gave him 48 hours to leave.\n"),
    "a_clause_of_the_place_of_a_dated_act_has_its_date": (
        "handed him a note", "2026-01-09", "9 January 2026",
        "On 9 January 2026 the Belarusian ambassador was summoned to the Polish Ministry of "
        "Foreign Affairs, where Deputy Minister Anna Kowalczyk handed him a note of "
        "protest.\n"),
}


@pytest.mark.parametrize(("words", "date", "date_text", "text"), SHARED.values(), ids=SHARED)
def test_an_undated_event_shares_the_date_of_its_joined_verbs(
        tmp_path: Path, words: str, date: str, date_text: str, text: str) -> None:
    event = event_with(drafted(tmp_path, text), words)
    assert (event.date, event.date_text) == (date, date_text)


# behaviour -> (the text, words of an undated event's evidence, the day it is drafted with)
LIVE = {
    "a_time_stamp_gives_the_live_reports_own_day": (
        "LIVE: Latvia expels Belarusian envoy\n\n"
        "Live updates, Thursday 5 March 2026. All times GMT.\n\n"
        "17:55 GMT — Belarus has recalled its ambassador from Riga for consultations, the "
        "Belarusian foreign ministry said.\n", "recalled", "2026-03-05"),
    "a_stamp_with_a_day_gives_that_day": (
        "LIVE: Latvia expels Belarusian envoy\n\n"
        "Live coverage, Friday 6 March 2026. All times local.\n\n"
        "Thu 5 Mar, 21:10 — Latvia has closed its border crossing at Silene. Belarus has "
        "recalled its ambassador from Riga for consultations, the Belarusian foreign "
        "ministry said.\n", "recalled", "2026-03-05"),
    "a_live_report_without_stamps_is_of_its_own_day": (
        "LIVE: Latvia expels Belarusian envoy\n\n"
        "Live updates, Thursday 5 March 2026. All times GMT.\n\n"
        "Belarus has recalled its ambassador from Riga for consultations, the Belarusian "
        "foreign ministry said.\n", "recalled", "2026-03-05"),
    "a_report_that_is_not_live_dates_nothing_by_its_paragraphs": (
        "Latvia expels Belarusian envoy\n\n"
        "17:55 GMT — Belarus has recalled its ambassador from Riga for consultations, the "
        "Belarusian foreign ministry said.\n", "recalled", None),
}


@pytest.mark.parametrize(("text", "words", "day"), LIVE.values(), ids=LIVE)
def test_an_undated_event_of_a_live_entry_has_the_entrys_day(
        tmp_path: Path, text: str, words: str, day: str | None) -> None:
    event = event_with(drafted(tmp_path, text), words)
    assert event.date == day
    assert day is None or event.date_reasoning



def test_a_clause_about_the_subject_dates_no_act_of_the_subject() -> None:
    """The verb an act was read from is the one it carries (Item.verb_at): "Sokolov, who
    served in Oslo in 2019, left the ministry" is "left"'s act, which "in 2019" does not
    date."""
    text = ("Pavel Sokolov, who served in Oslo as a counsellor in 2019, left the Finnish "
            "Ministry for Foreign Affairs without speaking to reporters.\n")
    act = Item("events", {"id": "left", "note": "An act, read from its verb “left”."},
               [Span(0, text.index(" without"))], "an act's verb",
               verb_at=text.index("left"))
    share_joined_dates(text, split_sentences(text), [act],
                       find_dates(text, None))
    assert "date_text" not in act.fields
