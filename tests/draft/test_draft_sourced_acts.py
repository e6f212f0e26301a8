"""Dated acts told with their source after them (kg.draft.actions.own_report and
with_source): "X did Y on Monday, the ministry said" is a fact the report gives its
source for; a passive act without "by" that a state or body gives so is a fact with no doer
(the teller is not the doer); a
charge laid is a step of a case, not words; a dated act told by its verb alone is one when
a name does it. Each test's sentences are written for it."""

from __future__ import annotations

from drafting import event_with, events_holding, held_cases, item_cases


# behaviour -> (text, words of the first event whose evidence holds them, its fields)
SOURCED_CASES = {
    "a_passive_act_sourced_after_it_is_a_fact_with_no_doer": (
        "OSLO – Norway expelled a Russian diplomat on Monday.\n\n"
        "Three crew members were detained on 4 March 2025, the Norwegian Police Security "
        "Service said.\n",
        "detained",
        {"agent": [], "date": "2025-03-04"}),
    "a_passive_act_a_body_says_was_done_is_a_fact_with_no_doer": (
        "RIGA – Latvia expelled a Russian diplomat on Monday.\n\n"
        "The Latvian Foreign Ministry said the consulate's licence had been revoked on "
        "3 March 2025.\n",
        "revoked",
        {"agent": [], "date": "2025-03-03"}),
    "a_charge_laid_on_a_day_is_an_act": (
        "CANBERRA – Australia summoned the Chinese ambassador on Monday.\n\n"
        "Two men were charged on 11 February 2025 under the Foreign Interference Act, the "
        "Australian Federal Police said.\n",
        "charged",
        {"agent": [], "date": "2025-02-11"}),
    "a_states_act_told_by_its_ministry_names_the_ministry_beside_it": (
        "ROME – Italy expelled a Chinese diplomat on Monday.\n\n"
        "The Chinese Foreign Ministry said China had lodged a formal protest with the "
        "Italian side.\n",
        "lodged",
        {"agent": "China", "participants": {"China", "Chinese Foreign Ministry", "Italy"}}),
    "a_dated_act_of_its_verb_alone_is_its_named_doers": (
        "ACCRA – Ghana recalled its ambassador to Togo on Monday.\n\n"
        "The Economic Community of West African States intervened in 2017.\n",
        "intervened",
        {"agent": "Economic Community of West African States", "year": "2017"}),
}

test_a_sourced_act_has_its_fields = item_cases(SOURCED_CASES, event_with)


# behaviour -> (text, words -> whether a drafted event's evidence holds them)
SOURCED_WORDS_CASES = {
    "an_act_a_named_party_says_another_did_is_no_fact": (
        "WARSAW – Poland expelled a Belarusian diplomat on Monday.\n\n"
        "The Belarusian Foreign Ministry planted listening devices in the consulate on "
        "3 March 2025, the Polish Foreign Ministry said.\n",
        {"planted": False}),
    "an_act_a_party_says_another_did_is_its_claim": (
        "RIGA – Latvia summoned the Russian envoy on Monday.\n\n"
        "The Russian Embassy in Riga said that Latvian agents had moved the archive on "
        "2 March 2025.\n",
        {"moved": False}),
    "a_charge_made_in_words_is_no_act": (
        "MINSK – Belarus recalled its ambassador to Lithuania on Monday.\n\n"
        "The Belarusian Foreign Ministry charged on 5 March 2025 that the border had been "
        "closed unlawfully.\n",
        {"charged": False}),
}

test_only_an_act_the_report_vouches_for_is_an_event = held_cases(SOURCED_WORDS_CASES,
                                                                 events_holding)
