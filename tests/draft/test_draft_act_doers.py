"""Who does an act whose subject is no name (kg.draft.actions): a pronoun that is the
subject of someone's own words stands for them ("the ministry says it called in the envoy
and gave him a complaint": the ministry, not the state the text named last;
_teller_referred_to); "she" is a woman even when a body spoke last; a seat of government
stands for its state's government ("Pretoria refused a permit to the attaché": South
Africa, when the text names it; seat_for_state), a city that is no seat does nothing; a
verb in the past joined to a passive is its subject's act (verb_subject). Each test's
sentences are written for it."""

from __future__ import annotations

from drafting import events_holding, items_cases

# behaviour -> (text, words -> the fields of the one drafted event that holds them, or False)
DOER_CASES = {
    "it_in_a_bodys_words_is_that_body": (
        "BAKU – Azerbaijan closed the Iranian consulate in Nakhchivan on Monday.\n\n"
        "In Tehran, the Iranian Foreign Ministry says it had summoned Azerbaijan's envoy, "
        "Elchin Mammadov, on Tuesday and gave him a written objection to the closure.\n",
        {"gave him a written objection": {"agent": "Iranian Foreign Ministry"}}),
    "she_in_an_envoys_words_is_that_envoy": (
        "NAIROBI – Kenya recalled its ambassador to Uganda on Monday.\n\n"
        "Ambassador Grace Wanjiru said she had raised the case with the Ugandan Foreign "
        "Ministry on 3 June 2025.\n",
        {"raised the case": {"agent": "Grace Wanjiru"}}),
    "she_after_a_body_spoke_is_the_woman_named_last": (
        "ACCRA – Ghana named Ama Boateng its ambassador to Germany on Monday.\n\n"
        "The Parliament of Ghana said it had approved the appointment. She toured the "
        "Ghanaian embassy in Berlin on 28 August 2025.\n",
        {"toured": {"agent": "Ama Boateng"}}),
    "a_capital_refusing_is_its_state": (
        "HARARE – Zimbabwe has protested to South Africa.\n\n"
        "Pretoria refused a work permit to a Zimbabwean attaché, Tendai Moyo, last week.\n",
        {"Pretoria refused a work permit": {"agent": "South Africa"}}),
    "a_capital_granting_is_its_state": (
        "LIMA – Peru named a new ambassador to Uruguay on Monday.\n\n"
        "Montevideo gave its approval to the Peruvian nominee, Jorge Quispe, in early "
        "January.\n",
        {"Montevideo gave its approval": {"agent": "Uruguay"}}),
    "a_past_verb_joined_to_a_passive_is_its_subjects_act": (
        "KINGSTON – Jamaica named a new envoy to the United Nations on Monday.\n\n"
        "Ambassador Marcia Grant was appointed in 2023 and toured the border region with "
        "Senator Ana Ruiz on 4 September 2023.\n",
        {"toured the border region": {"agent": "Marcia Grant"}}),
    "a_city_that_is_no_seat_does_nothing": (
        "CANBERRA – Australia protested to China on Monday.\n\n"
        "Shanghai hosted a trade fair for Australian exporters, Ana Reyes and Tom Hale.\n",
        {"Shanghai hosted": False}),
}

test_an_act_of_a_pronoun_or_a_seat_has_its_doer = items_cases(DOER_CASES, events_holding)
