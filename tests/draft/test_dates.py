"""Dates as kg draft reads them (kg.draft.dates): every date written out in full, a year
for a day and month only when it is certain enough, with the reasoning, never a guess."""

from __future__ import annotations

import pytest

from kg.draft.dates import Anchor, find_dateline, find_dates


def dates(text: str, published: str | None = None, anchor: Anchor | None = None):
    return [(d.text, d.date, d.value) for d in find_dates(text, published, anchor)]


@pytest.mark.parametrize("words, iso", [
    ("17 November 2024", "2024-11-17"),
    ("November 17, 2024", "2024-11-17"),
    ("November 17 2024", "2024-11-17"),
    ("4 March 2025", "2025-03-04"),
    ("Nov. 17, 2024", "2024-11-17"),
    ("Nov 17, 2024", "2024-11-17"),
    ("17 Nov 2024", "2024-11-17"),
    ("Sept. 7, 2023", "2023-09-07"),
    ("4th of March, 2025", "2025-03-04"),
    ("March 4th, 2025", "2025-03-04"),
])
def test_a_date_written_in_full_is_found_with_or_without_a_publication_date(
        words: str, iso: str) -> None:
    text = f"The envoy was recalled on {words}, the ministry said.\n"
    for published in (None, "2026-01-01"):
        assert dates(text, published) == [(words, iso, iso)]


def test_a_month_abbreviated_without_a_full_stop_is_read() -> None:
    """"Feb 11" and "Feb. 7" (wire style) were not read: no dateline's day, no event's."""
    assert dates("WARSAW, Feb 11 (Reuters) - It began on Feb. 7.") == [
        ("Feb 11", None, "--02-11"), ("Feb. 7", None, "--02-07")]
    assert dates("A Marching band played on 12 Mart.") == []


def test_a_day_near_the_publication_date_takes_its_year_with_the_reasoning() -> None:
    found = find_dates("Its staff have until March 13 to leave; it began on Feb. 7.",
                       "2025-02-11")
    assert [(d.text, d.date, d.inferred) for d in found] == [
        ("March 13", "2025-03-13", True), ("Feb. 7", "2025-02-07", True)]
    assert "30 days after" in found[0].reasoning and "2025-02-11" in found[0].reasoning


def test_a_deadline_after_the_publication_date_is_not_put_a_year_back() -> None:
    """A day and month a month after the article's date was dated the year before it ("the
    latest not after"): a deadline to come became one eleven months past."""
    assert dates("Staff must leave by March 13.", "2025-02-11") == [
        ("March 13", "2025-03-13", "2025-03-13")]
    assert dates("The talks began on December 20.", "2025-02-11") == [
        ("December 20", "2024-12-20", "2024-12-20")]


def test_a_day_far_from_the_publication_date_gets_no_year() -> None:
    found = find_dates("The union wrote on August 16.", "2025-02-11")
    assert [(d.date, d.value, d.inferred) for d in found] == [(None, "--08-16", False)]
    assert "not certain" in found[0].reasoning


def test_a_full_date_in_the_dateline_gives_a_year_when_no_publication_date_does() -> None:
    anchor = Anchor("2025-06-11", "its dateline gives")
    assert dates("They met on June 2.", None, anchor) == [("June 2", "2025-06-02",
                                                           "2025-06-02")]


def test_the_same_day_written_with_its_year_elsewhere_gives_its_year() -> None:
    found = find_dates("He was recalled on March 3, 2031. On March 3 he left.", None)
    assert [(d.text, d.date, d.inferred) for d in found] == [
        ("March 3, 2031", "2031-03-03", False), ("March 3", "2031-03-03", True)]
    assert "“March 3, 2031”" in found[1].reasoning
    # two years for one day: which is meant is not certain
    assert dates("On March 3, 2030 and March 3, 2031; then March 3.")[-1] == (
        "March 3", None, "--03-03")


def test_without_the_article_s_date_no_year_is_given() -> None:
    assert dates("They met on June 2 and on Tuesday.") == [
        ("June 2", None, "--06-02"), ("Tuesday", None, None)]


def test_a_month_with_its_year_is_a_month() -> None:
    assert dates("Talks stalled in November 2024 and in March of 2030.", "2025-01-01") == [
        ("November 2024", None, "2024-11"), ("March of 2030", None, "2030-03")]


def test_an_impossible_day_is_words_only() -> None:
    found = find_dates("It was signed on February 30 and on 31 April 2025.", "2025-03-01")
    assert [(d.date, d.value) for d in found] == [(None, None), (None, None)]


def test_the_dateline_s_abbreviated_day_is_its_date() -> None:
    text = "Poland shuts a consulate\n\nWARSAW, Feb 11 (Reuters) - Poland on Tuesday ordered.\n"
    dateline = find_dateline(text, find_dates(text, None))
    assert dateline is not None and dateline.words == "WARSAW"
    assert dateline.date is not None and dateline.date.text == "Feb 11"
