"""A pronoun that is the subject of someone's own words stands for them
(kg.draft.actions._teller_referred_to): "the ministry says it summoned the ambassador and
handed him a protest" is the ministry's act, not that of the state the text named last; a
pronoun of another kind than the speaker, or "they", is read as before. Each test's
sentences are written for it."""

from __future__ import annotations

from drafting import events_holding, items_cases

# behaviour -> (text, words -> the fields of the one drafted event that holds them)
TELLER_CASES = {
    "it_in_a_bodys_words_is_that_body": (
        "ISLAMABAD – Pakistan closed the Afghan consulate in Peshawar on Monday.\n\n"
        "In Kabul, the Afghan Foreign Ministry says it summoned Pakistan's ambassador, "
        "Sardar Khan, on Tuesday and handed him a strong protest over the closure.\n",
        {"handed him a strong protest": {"agent": "Afghan Foreign Ministry"}}),
    "she_in_an_envoys_words_is_that_envoy": (
        "NAIROBI – Kenya recalled its ambassador to Uganda on Monday.\n\n"
        "Ambassador Grace Wanjiru said she had raised the case with the Ugandan Foreign "
        "Ministry on 3 June 2025.\n",
        {"raised the case": {"agent": "Grace Wanjiru"}}),
}

test_a_pronoun_in_a_speakers_words_is_the_speaker = items_cases(TELLER_CASES,
                                                                events_holding)
