"""Verbs that most often tell words or a name, read as the act they tell by the words they
govern (kg.draft.actions._act_sense): a summons ("was called in"), an appointment ("named
him consul"), a request of something to be done ("was asked to quit the country"); and not
where they tell words or a name. Each test's sentences are written for it."""

from __future__ import annotations

from drafting import events_holding, held_cases

# behaviour -> (text, words -> whether a drafted event's evidence holds them)
SENSE_CASES = {
    "a_summons_called_in_is_an_act": (
        "HANOI – Vietnam protested to China on Monday.\n\n"
        "The Chinese chargé d'affaires was called in again on 9 October 2025.\n",
        {"called in": True}),
    "a_summons_to_a_ministry_is_an_act": (
        "HANOI – Vietnam protested to China on Monday.\n\n"
        "The Chinese envoy was called to the Vietnamese Foreign Ministry on 4 May 2025.\n",
        {"called to": True}),
    "an_appointment_to_a_post_is_an_act": (
        "KATHMANDU – Nepal opened an embassy in Seoul on Monday.\n\n"
        "The Nepali Cabinet named Sita Gurung ambassador to South Korea on 12 January 2026.\n",
        {"named Sita Gurung ambassador": True}),
    "an_appointment_told_in_the_passive_is_an_act": (
        "PORT MORESBY – Papua New Guinea protested to Indonesia on Monday.\n\n"
        "Rina Kusuma was named second secretary for trade on 9 April 2025.\n",
        {"named second secretary": True}),
    "a_request_to_leave_is_an_act": (
        "BISHKEK – Kyrgyzstan shut the Turkmen trade office in Osh on Monday.\n\n"
        "Its head, Berdi Atayev, was asked to quit the country on 8 July 2025.\n",
        {"asked to quit": True}),
    "a_name_given_is_no_act": (
        "OSLO – Norway expelled a Russian diplomat on Monday.\n\n"
        "A man named Ivo Lind was seen at the port on 3 June 2025.\n",
        {"named Ivo": False}),
    "calling something a name is words_not_an_act": (
        "RIGA – Latvia expelled a Belarusian diplomat on Monday.\n\n"
        "The Belarusian Foreign Ministry called the expulsion a provocation on 4 June 2025.\n",
        {"called the expulsion": False}),
}

test_a_verb_of_words_tells_an_act_by_what_it_governs = held_cases(SENSE_CASES,
                                                                  events_holding)
