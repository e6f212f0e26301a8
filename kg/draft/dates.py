"""Dates as the text gives them. A day and month with a year is a date. A day and month
without one gets a year only when it is certain enough, and the inference is recorded with
its reasoning: the text gives the same day with its year elsewhere ("March 3, 2031" ...
"on March 3"), or the article's own date (its publication date, or a full date in its
dateline) is within four months of one such day and a year from any other ("March 13" in an
article of 2025-02-11 is 2025-03-13; "August 16" in one of 2025-02-11 stays without a
year). A month with a year ("in November 2024") is read as that month, without a day.
Nothing is invented: an impossible day ("February 30") is kept as words only.

Written by hand rather than with dateparser: its search (1.5.0) read "on March 3, 2031" as
"on March 3" and gave it the year of its relative base, a guess, and found two of the five
dates written in full in the fit articles with STRICT_PARSING; the patterns below find all
of them, in about a millisecond per article.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

from .gazetteer import MONTHS
from .model import Spans

# Full names first: the alternation takes the first that matches ("March" before "Mar").
_MONTH = "|".join(MONTHS) + r"|(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?"
_MONTH_NUMBER = {name.lower()[:3]: number for number, name in enumerate(MONTHS, start=1)}
_NOT_A_LETTER = r"(?![^\W\d_])"
_PATTERNS = (
    # "November 17", "Nov. 17, 2024", "Feb 11"
    re.compile(rf"\b(?P<month>{_MONTH}){_NOT_A_LETTER}\s+(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\b"
               rf"(?:,?\s+(?P<year>\d{{4}})\b)?"),
    # "17 November 2024", "4th of March", "17 Nov"
    re.compile(rf"\b(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<month>{_MONTH})"
               rf"{_NOT_A_LETTER}(?:,?\s+(?P<year>\d{{4}})\b)?"),
)
# "November 2024", "in March of 2030": a month, no day
_MONTH_YEAR = re.compile(rf"\b(?P<month>{_MONTH}){_NOT_A_LETTER}\s+(?:of\s+)?"
                         rf"(?P<year>(?:19|20)\d\d)\b(?!\s*[-–/]\d)")
# How far from the article's own date a day and month may be to take its year from it: a
# year from every other such day, so that the nearest is plainly the one meant.
NEAREST_DAYS = 122


@dataclass(frozen=True)
class DateMention:
    start: int
    end: int
    text: str
    date: str | None          # YYYY-MM-DD when the day is known with its year
    inferred: bool = False
    reasoning: str | None = None
    # The date at the precision the words give, as ISO 8601 writes it: "2024-11-17",
    # "2024-11" (a month), "--11-17" (a day and month whose year is not known), or None.
    value: str | None = None


_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
# A day of the week as news reports name a day of the past week: "on Tuesday", "late on
# Monday", "last Friday", "Sunday's vote". A bare "Monday" may be a name ("Cyber Monday").
# ("by Friday", "until Sunday" are mostly deadlines to come: not read)
# Wire copy also names the day bare after a lower-case word: "struck the consulate early
# Sunday", "the talks ended Thursday" (the tenth review's attack went undated); not after a
# capital ("Black Friday"), nor a deadline or a day to come ("by Friday", "next Monday").
_WEEKDAY = re.compile(r"\b(?:(?P<last>(?i:last))\s+|(?:(?i:late|early)\s+)?(?i:on|since)\s+)"
                      rf"(?P<weekday>{'|'.join(_WEEKDAYS)})\b|\b(?P<owner>{'|'.join(_WEEKDAYS)})"
                      rf"[’']s\b|(?<=[a-z,] )(?P<bare>{'|'.join(_WEEKDAYS)})\b(?![’'-])")
_NOT_BEFORE_BARE = {"by", "until", "till", "before", "next", "this", "every", "each", "coming",
                    "following", "from", "through", "thru", "or", "and", "to", "that", "the"}


@dataclass(frozen=True)
class Anchor:
    """The day the article speaks from, and how it is known."""

    day: str          # YYYY-MM-DD
    origin: str       # "it was published on", "its dateline gives"


def find_dates(text: str, published: str | None, anchor: Anchor | None = None,
               yearless_dateline: str | None = None) -> list[DateMention]:
    """Every date the text gives. ``anchor`` (the publication date, or else a full date in
    the dateline) dates a day of the week; ``published``, or else the anchor, gives a year
    to a day and month near it (see the module's docstring)."""
    found: list[DateMention] = []
    taken = Spans()
    if published:
        year_from: Anchor | None = Anchor(published, "it was published on")
    else:
        year_from = anchor
    days = [m for pattern in _PATTERNS for m in pattern.finditer(text)]
    written = _years_written(days)
    for match in sorted(days, key=lambda m: (m.start(), -m.end())):
        if taken.overlaps(match.start(), match.end()):
            continue
        taken.add(match.start(), match.end())
        found.append(_read(match, year_from, written))
    for match in _MONTH_YEAR.finditer(text):
        if not taken.overlaps(match.start(), match.end()):
            taken.add(match.start(), match.end())
            found.append(_month(match))
    for match in _WEEKDAY.finditer(text):
        if match.group("bare"):
            before = re.search(r"(\w+),?\s$", text[max(0, match.start() - 20):match.start()])
            if before is None or not before.group(1)[0].islower() \
                    or before.group(1) in _NOT_BEFORE_BARE:
                continue
        if not taken.overlaps(match.start(), match.end()):
            found.append(_weekday(match, anchor, yearless_dateline))
    return sorted(found, key=lambda d: d.start)


def _day_month(match: re.Match) -> tuple[int, int]:
    return _MONTH_NUMBER[match.group("month").lower()[:3]], int(match.group("day"))


def _years_written(days: list[re.Match]) -> dict[tuple[int, int], dict[int, str]]:
    """(month, day) -> {year: the words} for each day the text writes with its year."""
    written: dict[tuple[int, int], dict[int, str]] = {}
    for match in days:
        if match.group("year"):
            written.setdefault(_day_month(match), {}).setdefault(
                int(match.group("year")), match.group(0))
    return written


def _month(match: re.Match) -> DateMention:
    month = _MONTH_NUMBER[match.group("month").lower()[:3]]
    return DateMention(match.start(), match.end(), match.group(0), None,
                       value=f"{match.group('year')}-{month:02d}")


def _weekday(match: re.Match, anchor: Anchor | None, yearless_dateline: str | None = None
             ) -> DateMention:
    group = next(g for g in ("weekday", "owner", "bare") if match.group(g))
    name = match.group(group)
    start, end = match.span(group)
    words = match.group(0)
    if anchor is None:
        # (a dateline's day and month without a year do not say which week either; the
        # reasoning names the dateline, so that it is not read as overlooked)
        dateline = (f"its dateline gives “{yearless_dateline}” without a year" if
                    yearless_dateline else "its dateline gives no day")
        return DateMention(start, end, name, None, reasoning=(
            f"The article writes “{words}”; its publication date is unknown and {dateline}, "
            f"so the week, and the date, are not known."))
    day = dt.date.fromisoformat(anchor.day)
    back = (day.weekday() - _WEEKDAYS.index(name)) % 7
    if match.group("last") and back == 0:
        back = 7
    when = day - dt.timedelta(days=back)
    return DateMention(start, end, name, when.isoformat(), inferred=True,
                       value=when.isoformat(), reasoning=(
        f"The article writes “{words}”; {anchor.origin} {anchor.day} (a "
        f"{_WEEKDAYS[day.weekday()]}), and news name a day of the past week so: taken as "
        f"the latest {name} {'before' if match.group('last') else 'not after'} that day, "
        f"{when.isoformat()}. Check it."))


def _read(match: re.Match, year_from: Anchor | None,
          written: dict[tuple[int, int], dict[int, str]]) -> DateMention:
    words = match.group(0)
    month, day = _day_month(match)
    year = match.group("year")
    start, end = match.start(), match.end()
    if year:
        try:
            when = dt.date(int(year), month, day).isoformat()
        except ValueError:
            return DateMention(start, end, words, None, reasoning=(
                f"“{words}” is not a day of the calendar; no date is recorded."))
        return DateMention(start, end, words, when, value=when)
    try:
        dt.date(2000, month, day)  # (a leap year: February 29 is a day)
    except ValueError:
        return DateMention(start, end, words, None, reasoning=(
            f"“{words}” is not a day of the calendar; no date is recorded."))
    same_day = written.get((month, day), {})
    if len(same_day) == 1:
        ((known, given),) = same_day.items()
        if _is_day(known, month, day):
            when = dt.date(known, month, day).isoformat()
            return DateMention(start, end, words, when, inferred=True, value=when, reasoning=(
                f"The article writes “{words}” without a year; it gives the same day with its "
                f"year as “{given}”, so it is taken as {when}. Check it."))
    if year_from is None:
        return DateMention(start, end, words, None, value=f"--{month:02d}-{day:02d}",
                           reasoning=(
            f"The article writes “{words}” without a year and its publication date is "
            f"unknown, so the year is not recorded; the reviewer may add it with reasons."))
    return _nearest(start, end, words, month, day, year_from)


def _is_day(year: int, month: int, day: int) -> bool:
    try:
        dt.date(year, month, day)
    except ValueError:
        return False
    return True


def _nearest(start: int, end: int, words: str, month: int, day: int, year_from: Anchor
             ) -> DateMention:
    """The day and month in the year that puts it nearest the article's own date, when that
    is within NEAREST_DAYS of it; else no year."""
    base = dt.date.fromisoformat(year_from.day)
    candidates = [dt.date(y, month, day) for y in (base.year - 1, base.year, base.year + 1)
                  if _is_day(y, month, day)]
    nearest = min(candidates, key=lambda d: abs((d - base).days)) if candidates else None
    if nearest is None or abs((nearest - base).days) > NEAREST_DAYS:
        return DateMention(start, end, words, None, value=f"--{month:02d}-{day:02d}",
                           reasoning=(
            f"The article writes “{words}” without a year; {year_from.origin} "
            f"{year_from.day}, more than four months from any {words}, so which year is not "
            f"certain: it is not recorded."))
    when = nearest.isoformat()
    distance = (nearest - base).days
    side = ("the same day" if distance == 0 else
            f"{abs(distance)} day{'s' if abs(distance) != 1 else ''} "
            f"{'before' if distance < 0 else 'after'} it")
    return DateMention(start, end, words, when, inferred=True, value=when, reasoning=(
        f"The article writes “{words}” without a year; {year_from.origin} {year_from.day}, "
        f"and the {words} nearest that day is {when} ({side}; any other is a year away), so "
        f"it is taken as meant. Check it."))


@dataclass(frozen=True)
class Dateline:
    """The place (and perhaps the day) a report was filed from: "PRAIA, Cape Verde, March 4
    (Atlantic Wire) –"."""

    words: str        # "PRAIA, Cape Verde"
    start: int
    end: int
    date: DateMention | None  # a day given with it
    body: int = 0     # where the report's own words begin, after the dash


_DATELINE = re.compile(r"^[ \t]*(?P<places>[A-ZÀ-Þ][A-ZÀ-Þ.'’/-]*(?:[ ][A-ZÀ-Þ.'’/-]+){0,4}"
                       r"(?:,[ \t]*[A-Z][^\W\d_]*(?:[ .'’-]+[A-Z][^\W\d_]*){0,4})?)"
                       r"(?:,[ \t]*(?P<date>(?=[^\n–—()]{0,30}\d)[^\n–—()]{3,30}?))?"
                       r"[ \t]*(?:\([^()\n]{1,40}\)[ \t]*)?"
                       r"(?:--|[–—-])[ \t]", re.MULTILINE)  # ("--" for a dash, as some wires)


# A city written in small letters is a dateline's only with a date or an agency after it:
# "Warsaw, 7 October (Belga) –" (the eleventh review found none; a line "Kenya – …" is none)
_DATELINE_MIXED = re.compile(r"^[ \t]*(?P<places>[A-ZÀ-Þ][a-zà-ÿ]+(?:[ -][A-ZÀ-Þ][a-zà-ÿ]+){0,2})"
                             r"(?:,[ \t]*(?P<date>(?=[^\n–—()]{0,30}\d)[^\n–—()]{3,30}?)[ \t]*"
                             r"(?:\([^()\n]{1,40}\)[ \t]*)?|[ \t]*\([^()\n]{1,40}\)[ \t]*)"
                             r"(?:--|[–—-])[ \t]", re.MULTILINE)


# What a first line may open with that is a section's label, not a place
SECTION_LABELS = frozenset("ANALYSIS EXCLUSIVE UPDATE UPDATED BREAKING OPINION EDITORIAL "
                           "FACTBOX EXPLAINER INTERVIEW WRAPUP REVIEW COMMENT FEATURE LIVE "
                           "CORRECTION INSIGHT".split())


def find_dateline(text: str, dates: list[DateMention]) -> Dateline | None:
    """The dateline, on one of the first lines of the text (after a headline)."""
    match = _DATELINE.search(text, 0, min(len(text), 1500)) or _DATELINE_MIXED.search(
        text, 0, min(len(text), 1500))
    if match is None or match.group("places").split(",")[0].strip() in SECTION_LABELS:
        return None
    day = None
    if match.group("date"):
        day = next((d for d in dates if match.start("date") <= d.start
                    and d.end <= match.end("date")), None)
    return Dateline(match.group("places"), match.start("places"), match.end("places"), day,
                    match.end())
