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


def test_a_year_after_a_word_that_makes_it_one_is_a_year() -> None:
    assert dates("Talks stalled in 2023 and resumed in early 2025; ties were cut since "
                 "2021 and late 2022.") == [
        ("2023", None, "2023"), ("early 2025", None, "2025"), ("2021", None, "2021"),
        ("late 2022", None, "2022")]
    # a span of years, a decade and a year that names a thing are no year
    assert dates("He served from 2008 to 2012 in the 1990s way; the 2024 elections.") == [
        ("from 2008 to 2012", None, None), ("the 1990s", None, None)]


def test_a_month_alone_takes_the_year_of_the_article_s_date_when_near_it() -> None:
    found = find_dates("Talks began in March and stalled in early June; since October.",
                       "2025-06-12")
    assert [(d.text, d.value, d.inferred) for d in found] == [
        ("March", "2025-03", True), ("early June", "2025-06", True), ("October", "2024-10", True)]
    assert "2025-06-12" in found[0].reasoning and "not after" in found[2].reasoning
    assert dates("Talks began in March.") == [("March", None, None)]


def test_a_dateline_s_day_written_in_full_elsewhere_is_the_article_s_day() -> None:
    """"WARSAW, Feb 11 (Reuters) -" and "February 11, 2025" later: the dateline's day has
    its year, and a day of the week is dated from it."""
    from kg.draft.dates import anchor_of

    text = ("Poland shuts a consulate\n\nWARSAW, Feb 11 (Reuters) - Poland on Tuesday ordered "
            "Belarus to close it. The order, dated February 11, 2025, gives staff until "
            "March 13.\n")
    dateline = find_dateline(text, find_dates(text, None))
    anchor = anchor_of(None, dateline)
    assert anchor is not None and anchor.day == "2025-02-11"
    assert "“Feb 11”, written with its year elsewhere" in anchor.origin
    found = {d.text: d for d in find_dates(text, None, anchor)}
    assert found["Tuesday"].date == "2025-02-11" and found["Tuesday"].inferred
    assert anchor_of(None, find_dateline("A\n\nWARSAW, Feb 11 (Reuters) - Poland said.\n",
                                         find_dates("A\n\nWARSAW, Feb 11 (Reuters) - Poland "
                                                    "said.\n", None))) is None


@pytest.mark.parametrize("header, day", [
    ("February 11, 2025 10:14 AM GMT", "2025-02-11"),
    ("Published 9 June 2025", "2025-06-09"),
    ("Berlin, 16 September 2025", "2025-09-16"),
    ("Friday 26 September 2025", "2025-09-26"),
    ("Updated 3:12 PM UTC, January 22, 2025", "2025-01-22"),
    ("Live updates, Thursday 3 July 2025. All times GMT.", "2025-07-03"),
    ("ABUJA, 9 May 2025 (AFP) - Nigeria on Friday recalled its ambassador.", "2025-05-09"),
    # a dateline naming the city's state too (regression: its date was not read)
    ("KIRKENES, Norway, 16 October 2026 (Nordic Wire) - Norway on Tuesday expelled a consul.",
     "2026-10-16"),
    ("Santa Cruz de Tenerife, Spain, 4 March 2025 – The consul left.", "2025-03-04"),
    ("Officials said, in Oslo, 16 October 2026 - was the day.", None),
    ("On 17 November 2024, the ministry summoned the ambassador.", None),
    ("The ministry said the talks of 17 November 2024 failed.", None),
    ("Manila, Jan 6 — The ministry summoned the envoy.", None),
    # the parts of a header line set apart by bars or dashes, and a line in capitals
    ("Tromsø — Nordlys Post — Friday, 7 March 2025", "2025-03-07"),
    ("By Ana Ruiz | The Andes Ledger | 2 October 2025", "2025-10-02"),
    ("SATURDAY 8 MARCH 2025", "2025-03-08"),
    ("The talks — held in Quito — ended on 3 March 2025.", None),
])
def test_a_plain_text_s_own_date_is_read_from_its_header(header: str, day: str | None
                                                         ) -> None:
    from kg.draft.extract import header_date

    found = header_date(f"A headline for the story\n\nBy A. Writer\n{header}\n\nThe body.\n")
    assert (found.value if found else None) == day
    if found:
        assert header[:20] in found.origin


def test_an_iso_date_and_a_holiday_with_its_year_are_dates() -> None:
    assert dates("The order of 2024-11-17 took effect on Christmas Day 2024; the talks of "
                 "New Year's Eve had failed, as on 2024-13-40.") == [
        ("2024-11-17", "2024-11-17", "2024-11-17"),
        ("Christmas Day 2024", "2024-12-25", "2024-12-25"),
        ("New Year's Eve", "2024-12-31", "2024-12-31")]


def test_a_day_or_a_year_named_from_the_article_s_day_is_dated_from_it() -> None:
    text = ("The envoy left yesterday evening; talks resume tomorrow, and this morning the "
            "ministry said it had protested last year and would again this year.")
    anchor = Anchor("2025-07-03", "it was published on")
    found = find_dates(text, "2025-07-03", anchor)
    assert [(d.text, d.date, d.value, d.inferred) for d in found] == [
        ("yesterday evening", "2025-07-02", "2025-07-02", True),
        ("tomorrow", "2025-07-04", "2025-07-04", True),
        ("this morning", "2025-07-03", "2025-07-03", True),
        ("last year", None, "2024", True),
        ("this year", None, "2025", True)]
    assert "2025-07-03" in found[0].reasoning
    assert [(d.text, d.date, d.value) for d in find_dates(text, None)][:2] == [
        ("yesterday evening", None, None), ("tomorrow", None, None)]


def test_a_date_in_capitals_as_a_dateline_writes_it() -> None:
    assert dates("WARSAW, NOV. 17, 2024 (Reuters) - LONDON, 4 MARCH 2025 -") == [
        ("NOV. 17, 2024", "2024-11-17", "2024-11-17"), ("4 MARCH 2025", "2025-03-04",
                                                        "2025-03-04")]
    assert dates("Officials may 5 times a year ask.") == []
