"""A day counted from another is dated from the last date the text writes before it, however
long the sentences between (a feature's paragraphs run to many hundred characters), and only
when that date is a day written in full."""

from __future__ import annotations

from kg.draft.dates import find_dates

# A long sentence between the day written in full and the day counted from it
_LONG = " ".join(["The consulate's staff packed their files and waited for word from the "
                  "capital while the crowd outside grew."] * 6)


def test_a_counted_day_counts_from_a_day_written_a_long_paragraph_before() -> None:
    text = f"On Wednesday, 21 May 2025, the ministry summoned the envoy. {_LONG}\n\n" \
           "The next day, the minister recalled the consul general."
    counted = {d.text: d.date for d in find_dates(text, None) if d.counted}
    assert counted == {"The next day": "2025-05-22"}


def test_a_counted_day_after_a_month_alone_is_words_only() -> None:
    text = "The embassy closed on 3 March 2025. In April the talks resumed. " \
           "Two days later, the envoy left."
    counted = {d.text: d.date for d in find_dates(text, None) if d.counted}
    assert counted == {"Two days later": None}
