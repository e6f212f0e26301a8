"""A body's account of its own acts is its event, not a claim (kg.draft.claims_own_acts):
"the ministry said it had summoned the envoy" tells what the ministry did. What a body says
someone else did, and what a third party tells, stay claims. Each test's sentences are
written for it."""

from __future__ import annotations

from drafting import claims_holding, events_holding, held_cases, items_cases

_BODY_NOUN = (
    "TALLINN – Foreign Minister Kadri Tamm said the decision was overdue.\n\n"
    "Her ministry summoned Pavel Orlov, Moscow's chargé, on Tuesday and gave him a written "
    "objection, according to a communiqué issued by the Estonian Foreign Ministry.\n")
_AFTER_A_WISH = (
    "ACCRA – The shelling of Aflao on Sunday killed two Ghanaian farmers.\n\n"
    "Kojo Mensah, who leads a farmers' cooperative in Aflao, told reporters that the "
    "shelling was \"a crime against Ghanaian farmers\" and that the Togolese ambassador "
    "\"should have been thrown out, not merely summoned.\"\n\n"
    "The Ghanaian foreign ministry reports that it summoned Koffi Agbeko, the Togolese "
    "ambassador, this morning and gave him a letter of protest.\n")
_ANOTHER_S_ACT = (
    "TALLINN – Estonia protested to Russia on Monday.\n\n"
    "The Estonian Foreign Ministry said Russian agents had cut a power cable off "
    "Saaremaa on 2 March 2025.\n")

# behaviour -> (text, words -> whether a drafted claim holds them)
CLAIM_CASES = {
    "a_body_noun_of_the_source_s_own_name_tells_its_own_act": (
        _BODY_NOUN, {"summoned Pavel Orlov": False}),
    "a_body_s_it_after_a_wish_that_names_the_same_act_is_no_answer": (
        _AFTER_A_WISH, {"it summoned Koffi Agbeko": False}),
    "what_a_body_says_another_state_did_stays_its_claim": (
        _ANOTHER_S_ACT, {"Russian agents had cut a power cable": True}),
    "an_act_told_according_to_a_third_party_stays_its_claim": (
        "PRAGUE – The Czech police opened a case against the attaché in May.\n\n"
        "Officers handed their file on the attaché to a state prosecutor in Brno on "
        "9 June 2025, according to a court clerk.\n",
        {"handed their file": True}),
}

test_a_body_s_own_act_is_no_claim = held_cases(CLAIM_CASES, claims_holding)

# behaviour -> (text, words -> the fields of the one event that holds them, or False)
EVENT_CASES = {
    "the_act_of_a_body_noun_of_the_source_s_name_is_the_source_s": (
        _BODY_NOUN, {"summoned Pavel Orlov": {"participants": {
            "Estonian Foreign Ministry", "Pavel Orlov"}}}),
    "a_body_s_it_in_its_own_words_is_the_body": (
        _AFTER_A_WISH, {"it summoned Koffi Agbeko": {"participants": {
            "Foreign Ministry", "Togo", "Koffi Agbeko"}}}),
    "the_government_a_ministry_names_does_its_state_s_act": (
        "ACCRA – Ghana and Togo have quarrelled over the border for a year.\n\n"
        "The Ghanaian Foreign Ministry said the government had expelled two Togolese "
        "diplomats on Friday.\n",
        {"expelled two Togolese diplomats": {"agent": "Ghana"}}),
    "what_a_body_says_another_state_did_is_no_event": (
        _ANOTHER_S_ACT, {"cut a power cable": False}),
}

test_a_body_s_own_act_is_its_event = items_cases(EVENT_CASES, events_holding)
