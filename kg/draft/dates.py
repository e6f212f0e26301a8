"""Dates as the text gives them. A day and month with a year is a date; a day and month
without one gets a year only when the article's publication date is known (the latest such
day not after it, with the reasoning written out), and otherwise stays without a year.
Nothing is invented: an impossible day ("February 30") is kept as words only."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

from .gazetteer import MONTHS
from .model import Spans

_MONTH = "|".join(MONTHS) + r"|Jan\.|Feb\.|Aug\.|Sept?\.|Oct\.|Nov\.|Dec\."
_MONTH_NUMBER = {name.lower()[:3]: number for number, name in enumerate(MONTHS, start=1)}
_PATTERNS = (
    re.compile(rf"\b(?P<month>{_MONTH})\s+(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\b"
               rf"(?:,?\s+(?P<year>\d{{4}})\b)?"),
    re.compile(rf"\b(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<month>{_MONTH})"
               rf"(?:,?\s+(?P<year>\d{{4}})\b)?"),
)


@dataclass(frozen=True)
class DateMention:
    start: int
    end: int
    text: str
    date: str | None          # YYYY-MM-DD when the day is known with its year
    inferred: bool = False
    reasoning: str | None = None


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
    the dateline) dates a day of the week; ``published`` alone gives a year to a day and
    month."""
    found: list[DateMention] = []
    taken = Spans()
    for pattern in _PATTERNS:
        for match in pattern.finditer(text):
            if taken.overlaps(match.start(), match.end()):
                continue
            taken.add(match.start(), match.end())
            found.append(_read(match, published))
    for match in _WEEKDAY.finditer(text):
        if match.group("bare"):
            before = re.search(r"(\w+),?\s$", text[max(0, match.start() - 20):match.start()])
            if before is None or not before.group(1)[0].islower() \
                    or before.group(1) in _NOT_BEFORE_BARE:
                continue
        if not taken.overlaps(match.start(), match.end()):
            found.append(_weekday(match, anchor, yearless_dateline))
    return sorted(found, key=lambda d: d.start)


def _weekday(match: re.Match, anchor: Anchor | None, yearless_dateline: str | None = None
             ) -> DateMention:
    group = next(g for g in ("weekday", "owner", "bare") if match.group(g))
    name = match.group(group)
    start, end = match.span(group)
    words = match.group(0)
    if anchor is None:
        # (a dateline's day and month without a year do not say which week either: the
        # eleventh review read "neither … its dateline" as the dateline overlooked)
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
    return DateMention(start, end, name, when.isoformat(), inferred=True, reasoning=(
        f"The article writes “{words}”; {anchor.origin} {anchor.day} (a "
        f"{_WEEKDAYS[day.weekday()]}), and news name a day of the past week so: taken as "
        f"the latest {name} {'before' if match.group('last') else 'not after'} that day, "
        f"{when.isoformat()}. Check it."))


def _read(match: re.Match, published: str | None) -> DateMention:
    words = match.group(0)
    month = _MONTH_NUMBER[match.group("month").lower()[:3]]
    day = int(match.group("day"))
    year = match.group("year")
    if year:
        try:
            return DateMention(match.start(), match.end(), words,
                               dt.date(int(year), month, day).isoformat())
        except ValueError:
            return DateMention(match.start(), match.end(), words, None, reasoning=(
                f"“{words}” is not a day of the calendar; no date is recorded."))
    if not published:
        return DateMention(match.start(), match.end(), words, None, reasoning=(
            f"The article writes “{words}” without a year and its publication date is "
            f"unknown, so the year is not recorded; the reviewer may add it with reasons."))
    when = dt.date.fromisoformat(published)
    for candidate_year in (when.year, when.year - 1):
        try:
            candidate = dt.date(candidate_year, month, day)
        except ValueError:
            continue
        if candidate <= when:
            return DateMention(match.start(), match.end(), words, candidate.isoformat(),
                               inferred=True, reasoning=(
                f"The article writes “{words}” without a year. It was published on "
                f"{published} and reports it as past, so it is taken as the latest "
                f"{words} not after that day: {candidate.isoformat()}. Check it."))
    return DateMention(match.start(), match.end(), words, None, reasoning=(
        f"“{words}” is not a day of the calendar; no date is recorded."))



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
