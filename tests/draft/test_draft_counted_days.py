"""A day counted from another ("two days later", "the next day") is dated from the day the
text writes just before it, as inferred, with the reasoning (kg.draft.dates); with no such
day, or words that give no number of days ("a few days later"), it is words only. Each
test's text is written for it."""

from __future__ import annotations

import pytest

from kg.draft.dates import find_dates

# behaviour -> (text, the words of a day counted, its date or None)
COUNTED_CASES = {
    "days_later_count_from_the_day_written_before": (
        "The embassy closed on 3 March 2025. Two days later, the envoy left.",
        "Two days later", "2025-03-05"),
    "the_next_day_counts_from_the_day_counted_before_it": (
        "The embassy closed on 3 March 2025. Two days later, the envoy left. The next day the "
        "ministry protested.",
        "The next day", "2025-03-06"),
    "a_week_earlier_counts_back": (
        "The embassy closed on 3 March 2025. A week earlier, the envoy had been warned.",
        "A week earlier", "2025-02-24"),
    "a_day_counted_with_no_day_written_before_is_words_only": (
        "Two days later, the envoy left. The embassy closed on 3 March 2025.",
        "Two days later", None),
    "a_few_days_later_is_words_only": (
        "The embassy closed on 3 March 2025. A few days later, the envoy left.",
        "A few days later", None),
}


@pytest.mark.parametrize(("text", "words", "date"), COUNTED_CASES.values(), ids=COUNTED_CASES)
def test_a_counted_day_is_dated_from_the_day_before_it(text: str, words: str,
                                                      date: str | None) -> None:
    [found] = [d for d in find_dates(text, None) if d.text == words]
    assert found.counted and found.date == date
    assert found.inferred == (date is not None) and found.reasoning
