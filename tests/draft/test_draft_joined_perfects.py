"""A participle joined by "and" to a perfect shares its "has" (kg.draft.agent_acts._has_have),
and a time given to someone is an act on them: "Tonga has expelled the attaché and
given him a week to go" tells the deadline as an act of its own; a time
spent ("has spent four years") is none, and a participle joined to a passive is read with
the passive. Each test's sentences are written for it."""

from __future__ import annotations

from drafting import events_holding, held_cases

# behaviour -> (text, words -> whether a drafted event's evidence holds them)
PERFECT_CASES = {
    "a_deadline_joined_to_a_perfect_is_an_act": (
        "APIA – Samoa has declared a counsellor at the Chinese embassy in Apia persona non "
        "grata and given him five days to leave Samoa.\n",
        {"given him five days": True}),
    "a_second_perfect_act_shares_the_have": (
        "BRIDGETOWN – Barbados has summoned the Venezuelan ambassador and withdrawn the "
        "accreditation of a Venezuelan attaché, Luis Pardo.\n",
        {"withdrawn the accreditation": True}),
    "a_time_spent_is_no_act": (
        "LIMA – Peru recalled its ambassador to Mexico on Monday.\n\n"
        "The Peruvian Foreign Ministry has reviewed the case and spent four weeks on it.\n",
        {"spent four weeks": False}),
}

test_a_participle_joined_to_a_perfect_is_an_act = held_cases(PERFECT_CASES, events_holding)
