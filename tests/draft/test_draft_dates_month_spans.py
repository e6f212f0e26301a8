"""A span of months, or one from a year to a time named from the article's, is read as
its words without a value (kg.draft.dates): no one date is meant, and neither its last
month nor "this year" inside it is read as one. Each test's text is written for it."""

from __future__ import annotations

import pytest

from kg.draft.dates import find_dates

# behaviour -> (text, the words read)
CASES = {
    "between_two_months_of_this_year": (
        "Grain prices rose between May and October this year, the agency said.",
        "between May and October this year"),
    "from_one_month_to_another_of_a_year": (
        "The mountain pass was shut from April to June 2031.", "from April to June 2031"),
    "from_a_year_until_this_season": (
        "From 2030 until this spring she led the consular desk.",
        "From 2030 until this spring"),
    "from_one_month_to_another_alone": (
        "The ferry ran from January to March, then stopped.", "from January to March"),
}


@pytest.mark.parametrize(("text", "words"), CASES.values(), ids=CASES)
def test_a_span_of_months_is_words_only(text: str, words: str) -> None:
    found = find_dates(text, "2031-10-01")
    assert [(d.text, d.date, d.value) for d in found] == [(words, None, None)]


def test_a_month_and_a_day_after_it_are_no_span() -> None:
    """"from March 3 to May 2031": a day and a month, each read as before."""
    found = find_dates("She served from March 3 to May 2031.", "2031-10-01")
    assert [d.text for d in found] == ["March 3", "May 2031"]


def test_last_year_after_a_comma_opening_a_clause_is_its_own_date() -> None:
    """"between June and August, last year the two navies ...": "last year" opens the next
    clause; it is read apart from the span, as the year before the article's."""
    found = find_dates("Coast guard boats patrolled between June and August, last year the "
                       "Velsk navy had seized two trawlers.", "2031-10-01")
    assert [(d.text, d.value) for d in found] == [("between June and August", None),
                                                   ("last year", "2030")]
