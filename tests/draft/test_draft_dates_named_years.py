"""A date whose year the words name beside it rather than write (kg.draft.dates): a month
"of that year" takes the year told before it, not the article's ("in July of that year");
a day followed by "this year" or "the following year" is one date of that year; a month
or a year counted from a date ("two months later", "three years later") keeps the
precision its words give. Each is inferred, with the reasoning. Each test's text is
written for it."""

from __future__ import annotations

import pytest

from kg.draft.dates import find_dates

# behaviour -> (text, the article's date, the words read, their value or None)
CASES = {
    "a_month_of_that_year_is_not_the_article_year": (
        "Ms Okoro joined the mission in 2019 and chaired its board in July of that year.",
        "2031-10-01", "July of that year", "2019-07"),
    "a_month_of_this_year_is_the_article_year": (
        "The consulate reopened in April of this year after repairs.",
        "2031-10-01", "April of this year", "2031-04"),
    "a_day_this_year_is_the_article_year": (
        "On 6 April this year the two states signed a fisheries accord.",
        "2031-10-01", "6 April this year", "2031-04-06"),
    "a_day_the_following_year_is_the_year_after_the_one_told": (
        "Oslo opened a trade office in Lusaka on 2 May 2019. It was closed on 9 June the "
        "following year.",
        "2031-10-01", "9 June the following year", "2020-06-09"),
    "a_day_the_following_year_without_a_year_told_has_none": (
        "The trade office was closed on 9 June the following year.",
        "2031-10-01", "9 June", None),
    "months_later_counts_months_from_the_day_before": (
        "The pilot was detained on 3 April 2030 and freed two months later.",
        "2031-10-01", "two months later", "2030-06"),
    "months_later_cross_into_the_next_year": (
        "The talks stalled in November 2029, and three months later they resumed.",
        "2031-10-01", "three months later", "2030-02"),
    "years_later_counts_years_from_the_year_before": (
        "He was posted to Quito in 1990 and, two years later, to Lima.",
        "2031-10-01", "two years later", "1992"),
    "months_later_from_a_year_alone_has_no_month": (
        "He was posted to Quito in 1990; four months later he fell ill.",
        "2031-10-01", "four months later", None),
    "a_few_months_later_has_no_value": (
        "The pilot was detained on 3 April 2030 and freed a few months later.",
        "2031-10-01", "a few months later", None),
}


@pytest.mark.parametrize(("text", "published", "words", "value"), CASES.values(), ids=CASES)
def test_a_year_named_beside_a_date(text: str, published: str, words: str,
                                    value: str | None) -> None:
    [found] = [d for d in find_dates(text, published) if d.text == words]
    given = found.date or found.value
    if value is None:
        assert given is None or given.startswith("--")
    else:
        assert given == value and found.inferred and found.reasoning


def test_this_year_after_a_day_is_no_date_of_its_own() -> None:
    """"6 April this year" is one date: "this year" is not read again as the year 2031."""
    found = find_dates("On 6 April this year the two states signed an accord.", "2031-10-01")
    assert [d.text for d in found] == ["6 April this year"]


def test_a_day_last_year_without_the_article_date_has_no_year() -> None:
    """The nearest year to a day written before would contradict "last year": none."""
    [day] = [d for d in find_dates("Talks began on 2 February 2031. The port was closed on "
                                   "9 March last year.", None) if "March" in d.text]
    assert day.date is None and day.value == "--03-09" and not day.inferred


# after a comma, "last year"/"this year" most often opens the next clause: the day keeps
# its own reading then -> (text, the article's date, the day's words, its value)
COMMA_CASES = {
    "last_year_opening_the_next_clause_is_not_the_days_year": (
        "The Kestrovan envoy flew home on 11 September, last year the embassy in Dunmere "
        "had been shut.",
        "2031-12-01", "11 September", "2031-09-11"),
    "this_year_opening_the_next_clause_is_not_the_days_year": (
        "Both foreign ministers spoke by phone on 20 February, this year trade between "
        "them has halved.",
        "2031-06-01", "20 February", "2031-02-20"),
    "last_year_ending_the_sentence_after_a_comma_is_the_days_year": (
        "Parliament in Velsk ratified the water treaty on 11 September, last year.",
        "2031-06-01", "11 September, last year", "2030-09-11"),
}


@pytest.mark.parametrize(("text", "published", "words", "value"), COMMA_CASES.values(),
                         ids=COMMA_CASES)
def test_a_year_after_a_comma(text: str, published: str, words: str, value: str) -> None:
    [found] = [d for d in find_dates(text, published) if d.text.startswith(words[:5])]
    assert found.text == words and found.date == value


def test_a_day_that_year_takes_the_year_told_before() -> None:
    """A bare "that year" after a day is the year the text told, not the article's."""
    found = find_dates("Kestrova joined the customs league in 2024 and hosted its summit on "
                       "2 May that year.", "2031-06-01")
    [day] = [d for d in found if "May" in d.text]
    assert day.text == "2 May that year" and day.date == "2024-05-02" and day.inferred


def test_a_day_that_year_without_a_year_told_has_none() -> None:
    [day] = [d for d in find_dates("The customs summit was held on 2 May that year.",
                                   "2031-06-01") if "May" in d.text]
    assert day.date is None and day.value == "--05-02"


def test_that_opening_a_clause_after_a_day_names_no_year() -> None:
    """"said on 2 May that year after year ...": "that" opens what was said."""
    [day] = [d for d in find_dates("In 2024 a Velsk spokesman said on 2 May that year after "
                                   "year the pass had stayed shut.", "2031-06-01")
             if "May" in d.text]
    assert day.text == "2 May" and day.date != "2024-05-02"
