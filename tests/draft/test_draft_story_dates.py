"""Dates read from the order a story is told in, from the article's month, as spans of years,
and as a weekday's possessive (kg.draft.dates); and the day of a note or statement given to
the act done by it (kg.draft.shared_dates)."""

from __future__ import annotations

import pytest

from drafting import event_with, item_cases

from kg.draft.dates import Anchor, find_dates

# behaviour -> (text, the article's date, words -> (the date, the value, inferred))
READ_CASES = {
    "a_day_after_a_written_one_takes_the_one_year_between_it_and_the_article": (
        "The council named him envoy on 12 January 2026, and the senate approved the choice "
        "on 3 February. He visited the port on 18 May.", "2026-10-19",
        {"3 February": ("2026-02-03", "2026-02-03", True),
         "18 May": ("2026-05-18", "2026-05-18", True)}),
    "a_day_after_a_written_month_takes_the_one_year_between": (
        "She was nominated in October 2025 and confirmed on 2 December. She landed on "
        "January 8.", "2026-05-21",
        {"2 December": ("2025-12-02", "2025-12-02", True),
         "January 8": ("2026-01-08", "2026-01-08", True)}),
    "a_day_to_come_keeps_the_day_nearest_the_article": (
        "The envoy arrived on 12 January 2026. The board will meet on 3 February.",
        "2026-10-19", {"3 February": ("2027-02-03", "2027-02-03", True)}),
    "a_day_with_two_years_between_gets_none": (
        "The treaty was signed on 4 May 2023. The envoy left on 9 March.", "2025-07-20",
        {"9 March": (None, "--03-09", False)}),
    "a_day_before_the_written_one_is_not_moved_on": (
        "Talks resumed on 5 May 2025. On 3 March the envoy had left.", "2025-06-01",
        {"3 March": ("2025-03-03", "2025-03-03", True)}),
    "the_month_named_from_the_articles_is_that_month": (
        "Exports fell this month after a drop last month; prices rise next month, to the "
        "highest since September of last year.",
        "2026-10-23", {"September of last year": (None, "2025-09", True),
                       "this month": (None, "2026-10", True),
                       "last month": (None, "2026-09", True),
                       "next month": (None, "2026-11", True)}),
    "a_span_of_years_or_a_decade_is_words_only": (
        "She served there from 2019 to 2022, met him between 2013 and 2019, and has worked "
        "on it since the early 1990s.", "2026-10-23",
        {"from 2019 to 2022": (None, None, False), "between 2013 and 2019": (None, None, False),
         "the early 1990s": (None, None, False)}),
    "a_span_of_days_is_words_only": (
        "Talks were held on 5 and 6 November in Tbilisi; the summit runs November 12-13.",
        "2026-10-02", {"5 and 6 November": (None, None, False),
                       "November 12-13": (None, None, False)}),
    "a_year_after_or_before_is_an_open_span_without_a_value": (
        "Farming spread after 2016, and the line was quiet before 2020.", "2026-10-23",
        {"2016": (None, None, False), "2020": (None, None, False)}),
    "a_month_looked_back_to_after_the_articles_is_of_the_year_before": (
        "A summit set for Windhoek in November was called off.", "2026-03-09",
        {"November": (None, "2025-11", True)}),
    "a_month_to_come_is_not_looked_back_to": (
        "Officials expect a meeting in October.", "2026-03-09",
        {"October": (None, None, False)}),
    "a_month_to_come_is_read_in_the_months_clause_only": (
        "A spokesman would not say whether the list would grow, a question the cabinet has "
        "left open since October.", "2025-06-12", {"October": (None, "2024-10", True)}),
    "a_month_after_the_end_of_or_for_is_a_month": (
        "Two reporters have been held since the end of January; a vote is planned "
        "for April.", "2026-03-08", {"January": (None, "2026-01", True),
                                     "April": (None, "2026-04", True)}),
    "a_month_before_a_count_is_a_month": (
        "In the spring the consulate hired interpreters, and in September 120 sailors "
        "were freed.", "2026-10-19", {"September": (None, "2026-09", True)}),
    "a_weekday_is_read_with_the_part_of_the_day_after_it": (
        "The envoy left on Monday afternoon and returned late on Wednesday night.",
        "2026-10-09", {"Monday afternoon": ("2026-10-05", "2026-10-05", True),
                       "Wednesday night": ("2026-10-07", "2026-10-07", True)}),
    "a_weekday_counted_from_a_written_day_is_dated_from_it": (
        "The court bailed her on Friday 20 February 2026. The appeal was set down for the "
        "following Monday.", "2026-03-08",
        {"the following Monday": ("2026-02-23", "2026-02-23", True)}),
    "a_fortnight_counted_from_a_written_day_is_dated_from_it": (
        "The embassy closed on 3 March 2025. A fortnight later the envoy left.",
        "2025-04-30", {"A fortnight later": ("2025-03-17", "2025-03-17", True)}),
    "days_weeks_and_weekends_without_a_count_are_words_only": (
        "Days later the envoy left. Talks resume this week, after protests at the weekend.",
        "2025-04-30", {"Days later": (None, None, False), "this week": (None, None, False),
                       "the weekend": (None, None, False)}),
    "a_month_or_year_of_the_year_told_before_takes_its_year": (
        "Riga recalled an envoy in early 2023 and shut the checkpoint that February. "
        "The assembly ratified the treaty in June 2024, the envoy left in the same month, "
        "and parliament approved it later that year.", "2026-10-27",
        {"that February": (None, "2023-02", True), "the same month": (None, "2024-06", True),
         "later that year": (None, "2024", True)}),
    "a_year_told_of_before_none_is_written_is_words_only": (
        "Later that year he left.", "2026-10-27", {"Later that year": (None, None, False)}),
    "a_weekdays_possessive_is_read_with_its_s": (
        "Quito's reply to Monday's decision came within hours.", "2026-02-05",
        {"Monday's": ("2026-02-02", "2026-02-02", True)}),
}


def read_cases(cases: dict):
    """A test of one case per entry of ``cases`` (behaviour -> (text, the article's date,
    words -> (the date, the value, inferred))): find_dates reads each words so."""
    @pytest.mark.parametrize(("text", "published", "expected"), cases.values(), ids=cases)
    def test(text: str, published: str, expected: dict) -> None:
        found = {d.text: (d.date, d.value, d.inferred) for d in
                 find_dates(text, published, Anchor(published, "it was published on"))}
        assert {words: found.get(words) for words in expected} == expected
    return test


test_a_date_is_read_as_the_story_gives_it = read_cases(READ_CASES)


def test_a_day_read_from_the_story_says_why() -> None:
    (_, day) = find_dates("He was named on 12 January 2026 and approved on 3 February.",
                          "2026-10-19")
    assert "12 January 2026" in day.reasoning and "Check it" in day.reasoning


# behaviour -> (text, words of the event's evidence, the date fields it is drafted with)
MEANS_CASES = {
    "a_note_sent_on_a_day_dates_the_request_made_in_it": (
        "OSLO, 10 March 2026 — Norway asked Peru to lift the envoy's immunity in a letter "
        "delivered on March 2.\n",
        "asked", {"date_text": "March 2", "date": "2026-03-02", "date_inferred": True}),
    "a_statement_posted_on_a_day_dates_what_it_does": (
        "ZAGREB, 30 January 2025 — In a message published online on 25 January, the "
        "Tunisian Embassy in Zagreb thanked the Croatian police.\n",
        "thanked", {"date_text": "25 January", "date": "2025-01-25"}),
}

test_the_day_of_the_means_dates_the_act = item_cases(MEANS_CASES, event_with)


# behaviour -> (text, words of the event's evidence, the date fields it is drafted with)
NEXT_SENTENCE_CASES = {
    "a_sentence_that_only_dates_the_one_before_dates_its_event": (
        "LUSAKA, 8 March 2026 — Zambia expelled a Malawian reporter on Monday.\n\n"
        "The Foreign Ministry summoned the Malawian envoy in Lusaka over the reporter's visa. "
        "That was on 11 February. Talks have stalled since.\n",
        "summoned", {"date_text": "11 February", "date": "2026-02-11", "date_inferred": True}),
    "a_sentence_with_more_than_a_date_dates_nothing_before_it": (
        "LUSAKA, 8 March 2026 — Zambia expelled a Malawian reporter on Monday.\n\n"
        "The Foreign Ministry summoned the Malawian envoy in Lusaka over the reporter's visa. "
        "That was the second summons on 11 February by the ministry.\n",
        "summoned", {"date_text": None, "date": None}),
}

test_the_next_sentence_dates_what_it_points_back_to = item_cases(NEXT_SENTENCE_CASES,
                                                                 event_with)
