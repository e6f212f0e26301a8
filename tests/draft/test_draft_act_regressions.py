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
}

test_each_act_has_its_fields = items_cases(ACT_CASES, events_holding)
