"""Regression: "two months later" with no date written before it (a header line, a text's
first words) stopped the draft with an AttributeError. It is read as its words, undated."""

from __future__ import annotations

from kg.draft.dates import find_dates


def test_months_counted_with_nothing_before_them_are_words_only() -> None:
    (found,) = find_dates("Two months later the envoy was freed.", None)
    assert (found.text, found.date, found.value) == ("Two months later", None, None)


def test_months_counted_from_a_date_before_them_still_count() -> None:
    found = find_dates("He was detained on 3 April 2031 and freed two months later.", None)
    assert [(f.text, f.value or f.date) for f in found] == [
        ("3 April 2031", "2031-04-03"), ("two months later", "2031-06")]
