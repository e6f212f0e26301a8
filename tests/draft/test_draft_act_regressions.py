"""Acts drafted from sentences whose words set a limit on what may be read from them: a
passive without "by" names no doer (its teller did not do it); a date does not cross "and"
to another subject's act or one with a time word of its own, and a shared date is an
inference; a clause after a semicolon that follows a claim is part of the claim; a passive
trigger keeps its type and the one it was done to; "Live-fire" is no live report; a live
entry's day does not date background told in the past perfect. Each test's sentences are
written for it."""

from __future__ import annotations

from drafting import events_holding, items_cases

# behaviour -> (text, words -> the fields of the one drafted event that holds them, or
# False where none may)
ACT_CASES = {
    "a_passive_act_without_by_has_no_doer_not_its_teller": (
        "VILNIUS – Lithuania summoned the Belarusian envoy on Monday.\n\n"
        "A Lithuanian photographer was assaulted in Grodno on 2 March 2026, the Lithuanian "
        "Foreign Ministry confirmed.\n",
        {"assaulted": {"agent": [], "date": "2026-03-02"}}),
    "a_date_does_not_cross_and_to_another_subjects_act": (
        "HELSINKI – Finland recalled its ambassador on Monday.\n\n"
        "Denmark closed a Russian consulate on 4 March 2026, and Estonia has since frozen "
        "the accounts of three Russian firms.\n",
        {"frozen": {"date": None}}),
    "a_date_does_not_cross_and_to_a_verb_with_its_own_time_word": (
        "TALLINN – Estonia recalled its ambassador on Monday.\n\n"
        "The Estonian government froze the assets of two Russian banks on 4 March 2026 and "
        "later barred their directors from the country.\n",
        {"barred": {"date": None}}),
    "a_date_does_not_cross_and_to_a_trigger_with_its_own_time_word": (
        "COPENHAGEN – Denmark recalled its ambassador on Monday.\n\n"
        "Denmark closed a Russian consulate on 4 March 2026 and later expelled its consul.\n",
        {"expelled": {"date": None}}),
    "a_date_shared_across_and_is_an_inference": (
        "TALLINN – Estonia recalled its ambassador on Monday.\n\n"
        "The Estonian government froze the assets of two Russian banks on 4 March 2026 and "
        "barred their directors from the country.\n",
        {"barred": {"date": "2026-03-04", "date_inferred": True}}),
    "a_hyphened_live_word_makes_no_live_report": (
        "Live-fire drills on the border anger Vilnius\n\n"
        "Published Thursday 5 March 2026.\n\n"
        "Lithuania has expelled two Belarusian diplomats, the Lithuanian foreign ministry "
        "said.\n",
        {"expelled": {"date": None}}),
    "a_live_entrys_day_does_not_date_its_background_in_the_past_perfect": (
        "LIVE: Baltic row deepens\n\n"
        "Live updates, Thursday 5 March 2026. All times GMT.\n\n"
        "17:55 GMT — Background: Estonia had expelled two Russian diplomats during a similar "
        "row.\n\n"
        "18:10 GMT — Latvia has recalled its ambassador from Minsk, the Latvian foreign "
        "ministry said.\n",
        {"expelled": {"date": None}, "recalled": {"date": "2026-03-05"}}),
    "a_clause_after_a_semicolon_goes_on_with_a_claim": (
        "VILNIUS – Lithuania expelled a Belarusian diplomat on Monday.\n\n"
        "The Belarusian embassy alleged that its couriers had been followed; the Lithuanian "
        "State Security Department had searched two of its cars on 3 March 2026.\n",
        {"searched": False}),
    "a_passive_trigger_keeps_its_type_and_whom_it_was_done_to": (
        "OSLO – Norway recalled its ambassador on Monday.\n\n"
        "Three Belarusian diplomats were expelled from Poland on 4 March 2026.\n",
        {"expelled": {"type": "Expulsion", "agent": [],
                      "participants": {"Belarus", "Three Belarusian diplomats"}}}),
    "a_passive_trigger_with_by_keeps_the_state_of_whom_it_was_done_to": (
        "OSLO – Norway recalled its ambassador on Monday.\n\n"
        "The Belarusian ambassador was summoned by the Polish Foreign Ministry on 4 March "
        "2026.\n",
        {"summoned": {"participants": {"Belarus", "Polish Foreign Ministry"}}}),
}

test_each_act_has_its_fields = items_cases(ACT_CASES, events_holding)
