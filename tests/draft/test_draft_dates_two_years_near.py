"""A day and month without a year, in an article whose own date is unknown, takes the year
of the last day the text writes in full before it only when no other day written before
it puts it in another year (kg.draft.dates._nearest_written): the story may have turned
back. Each test's text is written for it."""

from __future__ import annotations

import pytest

from kg.draft.dates import find_dates

# behaviour -> (text, the day's words, its date or None)
CASES = {
    "two_days_written_before_put_it_in_two_years": (
        "The sailor was taken on 14 March 2031 from a harbour bar. He had applied for "
        "asylum on 3 July 2030. On 18 March the ministry protested.", "18 March", None),
    "one_day_written_before_gives_its_year": (
        "He had applied for asylum on 3 July 2030. On 18 August the ministry protested.",
        "18 August", "2030-08-18"),
    "days_written_before_that_agree_give_their_year": (
        "The sailor was taken on 14 March 2031. He had applied for asylum on 2 February "
        "2031. On 18 March the ministry protested.", "18 March", "2031-03-18"),
}


@pytest.mark.parametrize(("text", "words", "date"), CASES.values(), ids=CASES)
def test_a_yearless_day_near_days_of_two_years_has_no_year(text: str, words: str,
                                                          date: str | None) -> None:
    [day] = [d for d in find_dates(text, None) if d.text == words]
    assert day.date == date and day.inferred == (date is not None)
