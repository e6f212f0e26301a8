"""Dates an event must not take: a day of what an act is about carried to the act, a day
or month to come read as one gone by, and a sentence that only gives a date read as the
date of more than one act (kg.draft.shared_dates, kg.draft.dates)."""

from __future__ import annotations

from drafting import event_with, item_cases
from test_draft_story_dates import read_cases

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


# behaviour -> (text, the article's date, words -> (the date, the value, inferred))
TO_COME_CASES = {
    "a_day_an_act_is_to_be_done_on_is_not_looked_back_to": (
        "Germany recalled its ambassador on 12 January 2025. The new ambassador is to "
        "present her credentials on 20 March.", "2026-03-09",
        {"20 March": ("2026-03-20", "2026-03-20", True)}),
    "a_month_told_in_the_present_is_not_looked_back_to": (
        "The Russian consulate in Leipzig closes its doors in November, the ministry said.",
        "2026-03-09", {"November": (None, None, False)}),
    "a_month_of_what_will_be_done_is_not_looked_back_to_across_a_comma": (
        "The joint commission will meet again, most likely in November, to review the "
        "agreement.", "2026-03-09", {"November": (None, None, False)}),
    "a_month_of_what_is_expected_is_not_looked_back_to_across_a_comma": (
        "Officials expect the talks to resume, perhaps in October.", "2026-03-09",
        {"October": (None, None, False)}),
    "a_month_of_an_act_done_is_still_looked_back_to": (
        "The Peruvian consulate in Cusco closed its doors in November, the ministry said.",
        "2026-03-09", {"November": (None, "2025-11", True)}),
    "a_month_of_an_act_one_was_made_to_do_is_still_looked_back_to": (
        "The Bolivian attaché was forced to leave in November, and the envoy did not return "
        "in October. Two sailors are held since July.", "2026-03-09",
        {"November": (None, "2025-11", True), "October": (None, "2025-10", True),
         "July": (None, "2025-07", True)}),
    "a_day_of_an_act_done_is_still_looked_back_to": (
        "Chile recalled its ambassador on 12 January 2025. The new ambassador presented her "
        "credentials on 20 March.", "2026-03-09",
        {"20 March": ("2025-03-20", "2025-03-20", True)}),
}


test_a_date_to_come_is_not_read_as_gone_by = read_cases(TO_COME_CASES)
