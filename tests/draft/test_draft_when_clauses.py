"""A clause that tells what happened on a date ("since 2023, when the ministry cut the number
of diplomats") is an act of that date (kg.draft.actions.when_clause), though the date itself
hangs from another verb or is a bound. Each test's sentences are written for it."""

from __future__ import annotations

from drafting import event_with, item_cases

# behaviour -> (text, words of the first event whose evidence holds them, its fields)
WHEN_CASES = {
    "a_when_clause_after_a_bound_is_an_act_of_its_year": (
        "RIGA – Latvia expelled a Russian diplomat on Monday.\n\n"
        "The Russian consulate in Daugavpils has worked with fewer staff since 2023, when "
        "the Latvian Foreign Ministry cut the number of Russian diplomats allowed in the "
        "country.\n",
        "cut the number",
        {"agent": "Latvian Foreign Ministry", "year": "2023"}),
    "a_when_clause_after_a_verb_of_being_is_an_act_of_its_month": (
        "OSLO – Norway summoned the Iranian ambassador on Monday.\n\n"
        "The turning point came in March 2024, when the Norwegian Police Security Service "
        "searched the embassy's annex.\n",
        "searched",
        {"agent": "Norwegian Police Security Service", "month": "2024-03"}),
}

test_a_when_clause_is_dated_by_its_date = item_cases(WHEN_CASES, event_with)
