"""A day and month written without a year, in an article whose own date is unknown, takes
the year of the last day the text writes in full before it when the two are within four
months (kg.draft.dates), as inferred, with the reasoning; else no year. Each test's text is
written for it."""

from __future__ import annotations

import pytest

from kg.draft.dates import find_dates

# behaviour -> (text, the words of a date, its value, whether inferred)
YEAR_CASES = {
    "a_day_near_a_full_date_takes_its_year": (
        "Kazakhstan announced on 14 August 2025 that it would suspend the talks. The two "
        "sides had signed a memorandum in Astana on August 5.",
        "August 5", "2025-08-05", True),
    "a_day_near_a_full_date_across_new_year_takes_the_nearer_year": (
        "The ministry wrote on 3 January 2026 that the consulate was closed. Its staff had "
        "left on December 28.",
        "December 28", "2025-12-28", True),
    "a_day_before_any_full_date_takes_no_year": (
        "On August 16, the union called on the minister to act. It recalls the arrival, on "
        "June 18, 2022, of a contingent of doctors.",
        "August 16", "--08-16", False),
    "a_day_far_from_any_full_date_takes_no_year": (
        "Kazakhstan announced on 14 August 2025 that it would suspend the talks. The treaty "
        "was first discussed on March 3.",
        "March 3", "--03-03", False),
}


@pytest.mark.parametrize(("text", "words", "value", "inferred"), YEAR_CASES.values(),
                         ids=YEAR_CASES)
def test_a_yearless_day_takes_the_year_the_text_makes_certain(
        text: str, words: str, value: str, inferred: bool) -> None:
    [date] = [d for d in find_dates(text, None) if d.text == words]
    assert (date.value, date.inferred, bool(date.reasoning)) == (value, inferred, True)
