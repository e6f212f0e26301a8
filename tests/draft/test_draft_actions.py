"""Dated acts read from the dependency parse (kg.draft.actions): the verb a date hangs from,
whatever it is, with its subject; not a verb of saying, an accusation, a denied act or one
to come. Each test's sentences are written for it."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import drafted as _drafted
from drafting import events_holding, held_cases, items_cases


# behaviour -> (text, words -> the fields of the one event whose evidence holds them: agent
# as the name of its one agent, or as the set or list of its agents' names)
EVENT_CASES = {
    "a_dated_act_of_a_verb_no_trigger_knows_is_an_event_of_its_subject": (
        "TALLINN – Estonia expelled a Belarusian diplomat on Monday.\n\n"
        "The Estonian Internal Security Service confiscated the diplomat's laptop on "
        "3 March 2025.\n",
        {"confiscated": {"date": "2025-03-03",
                         "date_text": "3 March 2025",
                         "agent": "Estonian Internal Security Service"}}),
    "a_relative_clause_act_is_the_named_persons": (
        "ACCRA – Ghana recalled its ambassador to Togo on Monday.\n\n"
        "The envoy, Kwame Asante-Boadu, who founded the embassy's trade office in 2016, "
        "left Lomé.\n",
        {"founded": {"agent": "Kwame Asante-Boadu",
                     "year": "2016"}}),
    "a_month_of_a_year_is_the_events_month": (
        "VIENNA – Austria expelled two Iranian diplomats on Friday.\n\n"
        "The Austrian Foreign Ministry renovated its consular section in September 2023.\n",
        {"renovated": {"month": "2023-09",
                       "date": None,
                       "year": None,
                       "date_text": "September 2023"}}),
    "a_triggers_event_takes_the_date_its_verb_governs": (
        "SEOUL – South Korea summoned the Japanese ambassador on Monday.\n\n"
        "Japan's ambassador, Kenji Watanabe, presented his credentials to the president "
        "in November 2023.\n",
        {"presented his credentials": {"type": "CredentialsPresentation",
                                       "month": "2023-11",
                                       "date_text": "November 2023"}}),
    "a_day_counted_from_another_dates_its_act_with_words_only": (
        "HELSINKI – Finland expelled a Russian diplomat on Monday.\n\n"
        "The cable was damaged on 25 December 2024. The Finnish Border Guard boarded the "
        "tanker two days later.\n",
        {"boarded": {"date_text": "two days later",
                     "date": "2024-12-27",
                     "agent": "Finnish Border Guard"}}),
    "a_passive_act_is_its_agents_and_without_one_nobodys": (
        "RIGA – Latvia summoned the Russian envoy on Monday.\n\n"
        "The embassy's bank accounts were frozen by the State Revenue Service on "
        "12 February 2025. The consulate's vehicles were impounded on 14 February 2025.\n",
        {"frozen": {"agent": {"State Revenue Service"},
                    "date": "2025-02-12"},
         "impounded": {"agent": [],
                       "date": "2025-02-14"}}),
}


test_a_dated_act_is_drafted_as_an_event_with_its_fields = items_cases(EVENT_CASES, events_holding)


# behaviour -> (text, words -> whether a drafted event's evidence holds them)
EVENT_WORDS_CASES = {
    "words_said_on_a_day_are_no_act_of_that_day": (
        "BERN – Switzerland summoned the Chinese ambassador on Monday.\n\n"
        "The Swiss Federal Department of Foreign Affairs said on 4 March 2025 that the "
        "talks had been useful. It described the meeting on 5 March 2025 as frank. The "
        "department released a communiqué on 6 March 2025.\n",
        # (the saying itself is the department's statement of that day:
        # tests/draft/test_draft_dated_statements.py)
        {"described": False,
         "released": False}),
    "an_accused_act_is_never_an_event": (
        "PRAGUE – The Czech Republic expelled a Russian diplomat on Monday.\n\n"
        "The Czech Foreign Ministry accused the diplomat of photographing a military depot "
        "on 2 March 2025. A news site reported that the embassy had burned documents on "
        "3 March 2025.\n",
        {"photographing": False,
         "burned": False}),
    # (an act still to come is a scheduled event: tests/draft/test_draft_planned_acts.py)
    "a_denied_act_is_not_an_event": (
        "LISBON – Portugal recalled its ambassador to Angola on Monday.\n\n"
        "The Portuguese Foreign Ministry did not renew the attaché's visa in January 2025.\n",
        {"renew": False}),
    "a_bound_and_a_nouns_date_date_no_act": (
        "OTTAWA – Canada expelled an Indian diplomat on Monday.\n\n"
        "The Canadian High Commission has operated with a smaller staff since 2021. "
        "The Canadian Foreign Ministry studied the 2019 treaty.\n",
        {"operated": False}),
    "an_act_someone_is_ready_to_do_is_not_an_event": (
        "ABUJA – Nigeria recalled its ambassador to Niger on Monday.\n\n"
        "The Economic Community of West African States said the bloc was ready to send a "
        "mediator to Niamey on 3 March 2026.\n",
        {"send a mediator": False}),
    "an_act_that_tells_only_its_verb_is_not_drafted": (
        "DUBLIN – Ireland expelled an Iranian diplomat on Monday.\n\n"
        "Three days later, the Iranian Foreign Ministry retaliated. The Irish Department of "
        "Foreign Affairs evacuated its staff on 9 March 2025.\n",
        {"retaliated": False,
         "evacuated": True}),
}


test_only_an_act_told_as_done_on_a_date_is_an_event = held_cases(EVENT_WORDS_CASES, events_holding)


def test_a_nouns_date_dates_no_act(tmp_path: Path) -> None:
    """"studied the 2019 treaty" may be an act of the ministry, but 2019 is the treaty's."""
    article = _drafted(tmp_path, (
        "OTTAWA – Canada expelled an Indian diplomat on Monday.\n\n"
        "The Canadian Foreign Ministry studied the 2019 treaty.\n"))
    assert not [e for e in events_holding(article, "studied") if e.date_text or e.year]


def test_a_dated_meeting_of_one_named_is_set_aside_for_the_other(tmp_path: Path) -> None:
    """The shapes want two who met: one the text names alone is left for the reviewer."""
    article = _drafted(tmp_path, (
        "ROME – Italy expelled a Libyan diplomat on Monday.\n\n"
        "The UN envoy, Marta Lindqvist-Ferreira, met both delegations on 4 March 2025.\n"),
        set_aside=True)
    assert not events_holding(article, "met both delegations")
