"""The date an event takes when the parse hangs none from its trigger: not the day of the
verb of saying that reports it, not another verb's day when its own verb has a day counted
from another, its own date when it stands after the "and" that joins its clause
(kg.draft.event_date_scope, kg.draft.events); and the date that opens a sentence, for each
clause the sentence joins by "and" (kg.draft.fronted_dates)."""

from __future__ import annotations

from drafting import events_labelled, item_cases


def first_labelled(article, beginning: str):
    return events_labelled(article, beginning)[0]


# behaviour -> (text, the beginning of the event's label, its date fields)
CASES = {
    "the_day_of_the_saying_is_not_the_day_of_the_act_it_reports": (
        "OSLO, 9 April 2026 - Oslo's ministry said on Thursday it had summoned the "
        "Peruvian ambassador on Tuesday.\n",
        "Summons", {"date_text": "Tuesday"}),
    "the_day_of_the_saying_is_not_the_day_of_a_closure_it_reports": (
        "ROME, 9 April 2026 - Italy said on Thursday it had closed its consulate in "
        "Benghazi on Tuesday.\n",
        "Embassy closed", {"date_text": "Tuesday"}),
    "a_week_of_the_act_after_the_day_of_the_saying": (
        "VIENNA, 9 April 2026 - The Austrian chancellery said on Wednesday it had "
        "declared a Slovak attaché persona non grata last week.\n",
        "Expulsion", {"date_text": "last week"}),
    "a_day_counted_from_another_in_the_verbs_own_phrase": (
        "COPENHAGEN, 9 April 2026 - Denmark summoned the Iranian chargé d'affaires on "
        "Monday and expelled two of his staff the next day.\n",
        "Expulsion", {"date_text": "the next day"}),
    "a_month_of_a_year_told_before_in_the_verbs_own_phrase": (
        "Ms Okoro was posted to Geneva in 2019 and presented credentials to the Director-"
        "General in October of that year.\n",
        "Credentials", {"date_text": "October of that year", "month": "2019-10"}),
    "a_date_of_a_nouns_own_clause_leaves_the_act_the_day_of_the_saying": (
        "RIGA, 9 April 2026 - Latvia said on Friday it expelled the Estonian attaché over a "
        "meeting held on Monday.\n",
        "Expulsion", {"date_text": "Friday"}),
    "a_date_after_the_and_is_the_joined_clauses_own": (
        "QUITO, 9 April 2026 - On 2 April Ecuador recalled its ambassador from Caracas, and "
        "on 6 April Venezuela expelled the Ecuadorian consul.\n",
        "Expulsion", {"date_text": "6 April", "date": "2026-04-06"}),
    "a_date_that_opens_the_sentence_dates_a_clause_joined_by_and": (
        "ACCRA, 9 April 2026 - On 3 April Togo expelled two Ghanaian diplomats, and Ghana "
        "closed its consulate in Lomé.\n",
        "Embassy closed", {"date_text": "3 April", "date": "2026-04-03",
                           "date_inferred": True}),
    "a_week_that_opens_the_sentence_dates_a_clause_joined_by_and": (
        "ZAGREB, 9 April 2026 - Last week Slovenia expelled an Austrian attaché, and Austria "
        "summoned the Slovenian ambassador.\n",
        "Summons", {"date_text": "Last week"}),
}

# behaviour -> (text, the beginning of the event's label, its date fields)
UNDATED_CASES = {
    "a_date_inside_the_first_clause_does_not_date_a_clause_with_its_own_subject": (
        "ACCRA, 9 April 2026 - Togo expelled two Ghanaian diplomats on 3 April, and Ghana "
        "closed its consulate in Lomé.\n",
        "Embassy closed", {"date_text": None}),
    "a_joined_clause_with_its_own_time_word_takes_no_opening_date": (
        "ACCRA, 9 April 2026 - On 3 April Togo expelled two Ghanaian diplomats, and Ghana "
        "later closed its consulate in Lomé.\n",
        "Embassy closed", {"date_text": None}),
    "an_act_the_saying_tells_in_the_simple_past_keeps_the_day_of_the_saying": (
        "ROME, 9 April 2026 - Italy said on Thursday it closed its consulate in Benghazi.\n",
        "Embassy closed", {"date_text": "Thursday"}),
    "an_opening_date_of_a_saying_dates_not_the_acts_it_reports": (
        "RIGA, 9 April 2026 - On Monday the Estonian ministry said Latvia expelled the consul "
        "and closed its embassy in Tallinn.\n",
        "Embassy closed", {"date_text": None}),
    "a_date_of_a_relative_clause_after_the_and_is_another_acts": (
        "RIGA, 9 April 2026 - Estonia recalled its envoy on 6 May, and Latvia, which had "
        "expelled the Estonian consul on 2 May, closed its embassy in Tallinn.\n",
        "Embassy closed", {"date_text": None}),
    "a_date_of_another_nouns_phrase_after_the_and_is_not_the_acts": (
        "RIGA, 9 April 2026 - Latvia recalled its envoy on 6 May, and after talks on 9 May "
        "Estonia expelled the Latvian consul.\n",
        "Expulsion: Estonia", {"date_text": None}),
    "a_bound_after_the_and_is_not_the_acts_day": (
        "RIGA, 9 April 2026 - Latvia recalled its envoy on 6 May, and since 9 May Estonia "
        "expelled three Latvian diplomats.\n",
        "Expulsion: Estonia", {"date_text": None}),
    "an_opening_by_is_a_bound_not_the_day_of_the_joined_act": (
        "RIGA, 9 April 2026 - By March Latvia withdrew its ambassador from Tallinn, and "
        "Estonia expelled two Latvian diplomats.\n",
        "Expulsion", {"date_text": None}),
    "a_counted_day_of_a_nouns_phrase_is_not_the_acts": (
        "RIGA, 9 April 2026 - Latvia summoned the Estonian envoy on Monday and expelled his "
        "aide ahead of talks the next day.\n",
        "Expulsion", {"date_text": "Monday"}),
}

test_an_event_takes_the_date_of_its_own_clause = item_cases(CASES, first_labelled)

test_an_event_takes_no_date_of_another_clause = item_cases(UNDATED_CASES, first_labelled)
