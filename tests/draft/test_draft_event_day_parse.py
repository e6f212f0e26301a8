"""The day of an event: for one told by a trigger word, the date the parse hangs from the
trigger's words (kg.draft.actions.date_head), or from a noun of its verb's phrase ("at a
meeting on 5 March"), before any date that merely stands nearer it; for a clause that
tells what happened on a date ("since 2023, when the ministry cut the number of
diplomats"), that date (kg.draft.actions.when_clause), though the date itself hangs from
another verb or is a bound. Each test's sentences are written for it."""

from __future__ import annotations

from drafting import event_with, item_cases

# behaviour -> (text, words of the first event whose evidence holds them, its fields)
DAY_CASES = {
    "the_day_of_a_meeting_an_act_was_done_at_is_the_acts": (
        "WARSAW – Poland expelled a Belarusian diplomat on 3 March 2025.\n\n"
        "Deputy Foreign Minister Tomasz Kowalczyk handed a note of protest to the "
        "Belarusian charge d'affaires, Ivan Petrenko, at a meeting at the ministry on "
        "5 March 2025, a ministry spokeswoman said.\n",
        "handed a note of protest",
        {"date": "2025-03-05", "date_text": "5 March 2025"}),
    "the_day_the_parse_gives_the_verb_wins_over_a_nearer_one": (
        "OSLO – Norway summoned the Russian ambassador on Monday.\n\n"
        "On 2 March 2025 the Estonian Foreign Ministry, whose staff had inspected the "
        "consulate on 1 March 2025, expelled two Russian diplomats.\n",
        "expelled",
        {"date": "2025-03-02", "date_text": "2 March 2025"}),
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

test_an_event_takes_the_day_its_words_govern = item_cases(DAY_CASES, event_with)
