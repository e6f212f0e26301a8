"""Date expressions read as one (a weekday before its day) or as words only (a day counted
from another), by kg.draft.dates."""

from __future__ import annotations

from kg.draft.dates import find_dates


def test_a_weekday_before_a_day_is_part_of_its_words() -> None:
    text = ("The order was served on Wednesday, 14 May, by the prefect. "
            "Published Friday 9 January 2026.")
    found = [(d.text, d.value) for d in find_dates(text, "2026-01-09")]
    assert "Wednesday, 14 May" in [words for words, _ in found]
    assert ("Friday 9 January 2026", "2026-01-09") in found
    assert not any(words in ("Wednesday", "Friday") for words, _ in found)


def test_a_weekday_apart_from_a_day_stays_its_own_date() -> None:
    text = "The envoy left on Monday. On 3 March 2025 the embassy closed."
    found = [d.text for d in find_dates(text, "2025-03-05")]
    assert "Monday" in found and "3 March 2025" in found


def test_a_day_counted_from_another_is_read_as_words_only() -> None:
    """"two days later", "The next day": counted from another day, dated only as inferred."""
    text = ("The embassy closed on 3 March 2025. Two days later, the envoy left. The next "
            "day the ministry protested. That evening the consul flew home. The trade "
            "office reopened last week. That was the last time.")
    found = {d.text: d for d in find_dates(text, "2025-03-10")}
    for words in ("Two days later", "The next day", "That evening", "last week"):
        assert found[words].counted and (found[words].date is None or found[words].inferred)
    assert "the last time" not in " ".join(found)


def test_a_month_looked_back_to_is_of_the_articles_year() -> None:
    """"since March" in an article of November is that year's March, recorded as inferred;
    "until March" (a deadline) is not read back."""
    text = "Talks have stalled since March. The envoy stays until March."
    since, until = find_dates(text, "2024-11-18")
    assert (since.value, since.inferred) == ("2024-03", True) and since.reasoning
    assert until.value is None
