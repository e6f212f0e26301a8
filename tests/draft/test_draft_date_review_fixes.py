"""Dates an event must not take: a day of what an act is about carried to the act, and a
sentence that only gives a date read as the date of more than one act
(kg.draft.shared_dates)."""

from __future__ import annotations

from drafting import event_with, item_cases

# behaviour -> (text, words of the event's evidence, the date fields it is drafted with)
UNDATED_CASES = {
    "the_day_of_what_a_charge_is_about_does_not_date_the_arrest": (
        "LONDON, 3 March 2026 - Britain expelled a Russian diplomat on Monday.\n\n"
        "Police arrested the attaché's driver and charged him with an arson attack carried "
        "out on 4 May 2025.\n",
        "arrested", {"date_text": None, "date": None}),
    "the_day_of_what_a_charge_is_about_dates_no_act_joined_to_it": (
        "ROME, 3 March 2026 - Italy expelled a Libyan diplomat on Monday.\n\n"
        "Police arrested the consul's chauffeur and charged him with a bomb hoax made on "
        "9 June 2025.\n",
        "chauffeur", {"date_text": None, "date": None}),
    "a_sentence_that_only_dates_two_acts_before_it_dates_neither": (
        "TALLINN, 6 March 2026 - Estonia protested to Russia on Wednesday.\n\n"
        "Russia expelled the Estonian consul, Mart Kask, and Estonia expelled a Russian "
        "attaché in response. That was on 17 February.\n",
        "Russia expelled", {"date_text": None, "date": None}),
}

test_an_act_takes_no_date_of_another_thing = item_cases(UNDATED_CASES, event_with)

