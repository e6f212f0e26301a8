"""Acts told inside someone's account are that account's, never events of the report
(kg.draft.actions.own_report): a detail of what a party says another did ("X filmed the
crowd as they passed the square, the ministry said": the passing as much as the filming),
and an act a body only says, in the present, was done ("The mission says the markers were
moved in May 2024": its account, not an act the report vouches for). Each test's sentences
are written for it."""

from __future__ import annotations

from drafting import events_holding, held_cases

# behaviour -> (text, words -> whether a drafted event's evidence holds them)
ACCOUNT_CASES = {
    "an_act_in_a_time_clause_of_what_a_party_says_another_did_is_the_claim": (
        "LUSAKA – Zambia summoned the Angolan ambassador on Tuesday.\n\n"
        "The attaché, Mateus Cardoso Neto, photographed protesters outside the parliament "
        "as they crossed Cairo Road last Friday and refused a guard's order to leave, the "
        "Zambian Foreign Ministry said.\n",
        {"crossed": False, "photographed": False}),
    "an_act_in_a_clause_after_what_a_state_says_another_did_is_the_claim": (
        "DHAKA – Bangladesh summoned the Myanmar envoy on Sunday.\n\n"
        "Myanmar soldiers fired across the river while fishermen hauled their nets on "
        "4 June 2025, the Bangladeshi Foreign Ministry said.\n",
        {"hauled": False, "fired": False}),
    "a_passive_act_a_body_says_in_the_present_was_done_is_its_account": (
        "CHISINAU – Moldova protested to Russia on Monday.\n\n"
        "The OSCE Mission to Moldova, which monitors the security zone, says the "
        "checkpoint barriers near Varnita were shifted some 300 metres east in April "
        "2024.\n",
        {"shifted": False}),
    "a_passive_act_a_body_said_was_done_stays_a_fact": (
        "RIGA – Latvia expelled a Russian diplomat on Monday.\n\n"
        "The Latvian Foreign Ministry said the consulate's licence had been revoked on "
        "3 March 2025.\n",
        {"revoked": True}),
    "an_act_told_before_its_source_stays_a_fact": (
        "VILNIUS – Lithuania protested to Belarus on Monday.\n\n"
        "The Lithuanian Foreign Ministry handed the Belarusian charge d'affaires a protest "
        "note on 6 May 2025 after he visited the border, a ministry spokeswoman said.\n",
        {"handed": True}),
}

test_an_act_inside_an_account_is_no_event = held_cases(ACCOUNT_CASES, events_holding)
