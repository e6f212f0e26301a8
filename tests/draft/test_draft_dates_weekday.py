"""A day written with its day of the week is one date expression (kg.draft.dates)."""

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
