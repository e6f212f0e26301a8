"""Dated events named by a noun (kg.draft.dated_nouns): a date that hangs from the noun of
an event dates that event; a date of a thing, a bound and a noun inside someone's words date
none. Each test's sentences are written for it."""

from __future__ import annotations

import pytest

from drafting import drafted, event_with, events_holding, item_cases

# behaviour -> (text, words of the first event whose evidence holds them, its fields)
NOUN_CASES = {
    "a_detention_on_a_day_is_an_event_of_that_day": (
        "RIGA – Latvia summoned the Belarusian chargé d'affaires on Monday.\n\n"
        "The protest concerned the detention on 9 May 2025 of three Latvian fishermen near "
        "Lake Drīdzis.\n",
        "detention",
        {"type": "Event", "date": "2025-05-09", "date_text": "9 May 2025"}),
    "a_truce_of_a_month_is_an_event_of_that_month": (
        "TBILISI – Georgia recalled its ambassador from Moscow on Monday.\n\n"
        "Relations have not recovered from the war that ended with the truce of August 2008, "
        "which France brokered.\n",
        "truce",
        {"type": "Event", "month": "2008-08"}),
    "a_possessor_does_the_act_the_noun_names": (
        "VILNIUS – Lithuania recalled its envoy from Minsk on Monday.\n\n"
        "Estonia's expulsion of two Russian diplomats in March 2024 had set the pattern.\n",
        "expulsion",
        {"agent": "Estonia", "month": "2024-03"}),
    "who_did_the_act_whose_object_the_event_is_takes_part": (
        "MANILA – The Philippines recalled its ambassador from Beijing on Monday.\n\n"
        "Diplomats credit Norway, which mediated the truce of June 2019.\n",
        "truce",
        {"participants": ["Norway"], "month": "2019-06", "quote": "mediated the truce of "
         "June 2019"}),
}

test_a_dated_noun_event_has_its_fields = item_cases(NOUN_CASES, event_with)

# behaviour -> (text, the noun that no drafted event may be read from)
NO_EVENT_CASES = {
    "a_date_of_a_thing_dates_no_event": (
        "OSLO – Norway summoned the Iranian envoy on Monday.\n\n"
        "The ministry cited the 1961 convention on diplomatic relations and a 2019 report "
        "by its own inspectors.\n",
        "report"),
    "a_bound_dates_no_event": (
        "BERN – Switzerland recalled its ambassador from Minsk on Monday.\n\n"
        "The talks since 2021 have produced little beyond a shared list of grievances.\n",
        "talks"),
}


@pytest.mark.parametrize(("text", "noun"), NO_EVENT_CASES.values(), ids=NO_EVENT_CASES)
def test_no_noun_event_is_drafted(tmp_path, text: str, noun: str) -> None:
    read = [e for e in events_holding(drafted(tmp_path, text), noun)
            if "noun" in (e.note or "")]
    assert read == []
