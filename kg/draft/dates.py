"""Dates as the text gives them. A day and month with a year is a date; a day and month
without one gets a year only when the article's publication date is known (the latest such
day not after it, with the reasoning written out), and otherwise stays without a year.
Nothing is invented: an impossible day ("February 30") is kept as words only."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

from .gazetteer import MONTHS

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


def find_dates(text: str, published: str | None) -> list[DateMention]:
    found: list[DateMention] = []
    taken: list[tuple[int, int]] = []
    for pattern in _PATTERNS:
        for match in pattern.finditer(text):
            if any(s < match.end() and match.start() < e for s, e in taken):
                continue
            taken.append((match.start(), match.end()))
            found.append(_read(match, published))
    return sorted(found, key=lambda d: d.start)


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

