"""Dates as the text gives them. A day and month with a year is a date. A day and month
without one gets a year only when it is certain enough, and the inference is recorded with
its reasoning: the text gives the same day with its year elsewhere ("March 3, 2031" ...
"on March 3"), or the article's own date (its publication date, or a full date in its
dateline) is within four months of one such day and a year from any other ("March 13" in an
article of 2025-02-11 is 2025-03-13; "August 16" in one of 2025-02-11 stays without a
year); with no date of its own, the last day the text writes in full before it stands for
the article's date ("on August 5" after "on 14 August 2025" is 2025-08-05). A month with a
year ("in November 2024") is that month; a month alone ("in March")
takes the year of the article's date within three months of it; a year after a word that
makes it one ("in 2023", "since 2021", "late 2022") is that year. A day of the week, and
"yesterday", "tomorrow morning", "last year" and the like, are dated from the article's
date; a day counted from another ("two days later", "the next day") from the day the text
writes just before it. Nothing is invented: an impossible day ("February 30") is
kept as words only.

Written by hand rather than with dateparser: its search (1.5.0) read "on March 3, 2031" as
"on March 3" and gave it the year of its relative base, a guess, and found two of the five
dates written in full in the fit articles with STRICT_PARSING, at 0.35 s per 1,000 words;
the patterns below find all of them, at 5 ms per 1,000 words.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, replace

from kg.draft import nlp
from kg.draft.gazetteer import MONTHS
from kg.draft.model import Spans

# Full names first: the alternation takes the first that matches ("March" before "Mar").
# (and in capitals, as datelines write them: "WARSAW, NOV. 17 (Reuters)")
_MONTH = "|".join(MONTHS + tuple(m.upper() for m in MONTHS)) + \
    r"|(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec|JAN|FEB|MAR|APR|JUN|JUL|AUG|SEPT?|" \
    r"OCT|NOV|DEC)\.?"
_MONTH_NUMBER = {name.lower()[:3]: number for number, name in enumerate(MONTHS, start=1)}
_NOT_A_LETTER = r"(?![^\W\d_])"
_PATTERNS = (
    # "November 17", "Nov. 17, 2024", "Feb 11"
    re.compile(rf"\b(?P<month>{_MONTH}){_NOT_A_LETTER}\s+(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\b"
               rf"(?:,?\s+(?P<year>\d{{4}})\b)?"),
    # "17 November 2024", "4th of March", "17 Nov"
    re.compile(rf"\b(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<month>{_MONTH})"
               rf"{_NOT_A_LETTER}(?:,?\s+(?P<year>\d{{4}})\b)?"),
    # "2024-11-17", as ISO 8601 writes it
    re.compile(r"\b(?P<year>(?:19|20)\d\d)-(?P<monthnumber>0[1-9]|1[0-2])-"
               r"(?P<day>0[1-9]|[12]\d|3[01])\b(?![-:])"),
    # "Christmas Day 2024", "on New Year's Eve"
    re.compile(r"\b(?P<holiday>Christmas (?:Day|Eve)|New Year['’]s (?:Day|Eve)|Boxing Day)"
               r"(?:,?\s+(?P<year>\d{4})\b)?"),
)
# The days named by a holiday that falls on the same day every year: (month, day)
_HOLIDAYS = {"christmas day": (12, 25), "christmas eve": (12, 24), "new year's day": (1, 1),
             "new year's eve": (12, 31), "boxing day": (12, 26)}
# "November 2024", "in March of 2030": a month, no day
_MONTH_YEAR = re.compile(rf"\b(?P<month>{_MONTH}){_NOT_A_LETTER}\s+(?:of\s+)?"
                         rf"(?P<year>(?:19|20)\d\d)\b(?!\s*[-–/]\d)")
# ("from 2008 to 2012" is a span of years, not a year)
_NOT_A_RANGE = r"(?!\s*(?i:to|and|until|through|or)\s*(?:19|20)\d\d)"
# "in 2023", "since 2021", "late 2022", "in early 2025": a year, after a word that makes
# it one (not "the 2024 elections", whose year names the thing)
_YEAR = re.compile(r"\b(?i:in|since|until|by|from|before|after|during|of)\s+"
                   r"(?P<words>(?:(?i:early|late|mid-?)\s*)?(?P<year>(?:19|20)\d\d))\b"
                   r"(?![-–/]\d|s\b|['’]s)" + _NOT_A_RANGE +
                   r"|\b(?P<words2>(?i:early|late|mid-?)\s*(?P<year2>(?:19|20)\d\d))\b"
                   r"(?![-–/]\d|s\b)" + _NOT_A_RANGE)
# A span of years or a decade, which no one date gives: "from 2019 to 2022", "between 2013
# and 2019", "the early 1990s", "the 1980s"
_SPAN = re.compile(r"\b(?P<words>(?i:from)\s+(?:19|20)\d\d\s*(?:(?i:to|until|through)\s+|[-–])"
                   r"(?:19|20)\d\d|(?i:between)\s+(?:19|20)\d\d\s+(?i:and)\s+(?:19|20)\d\d"
                   r"|(?i:the)\s+(?:(?i:early|late|mid-?)\s*)?(?:1[89]|20)\d0s)\b")
# A span of months, or from a year to a time named from the article's, which no one date
# gives: "between May and October this year", "from April to June 2031", "From 2030 until
# this spring"
_MONTHS_ALONE = "|".join(MONTHS)
_MONTH_SPAN = re.compile(
    rf"\b(?P<words>(?:(?i:between)\s+(?:(?i:early|late|mid-?)\s*)?(?:{_MONTHS_ALONE})\s+(?i:and)"
    rf"|(?i:from)\s+(?:(?i:early|late|mid-?)\s*)?(?:{_MONTHS_ALONE})\s+(?i:to|until|through))"
    rf"\s+(?:(?i:early|late|mid-?)\s*)?(?:{_MONTHS_ALONE})\b(?!\s+\d{{1,2}}\b)"
    r"(?:,?\s+(?:19|20)\d\d\b|\s+(?i:this|last|next)\s+(?i:year)\b(?![’'-])"
    # (after a comma, "last year" is the span's only when it ends the clause, as for a day)
    r"|,\s+(?i:this|last|next)\s+(?i:year)(?=[ \t]*(?:[.;!?\n]|$)))?)"
    r"|\b(?P<words2>(?i:from)\s+(?:19|20)\d\d\s+(?i:until|to)\s+(?i:this|last)\s+"
    r"(?i:spring|summer|autumn|fall|winter|year|month)\b)")
# A span of days, which no one date gives: "on 5 and 6 November", "from 3 to 7 May",
# "November 5-6"
_DAY_SPAN = re.compile(rf"\b(?P<words>\d{{1,2}}(?:st|nd|rd|th)?\s*(?:(?i:and|to)\s+|[-–]\s*)"
                       rf"\d{{1,2}}(?:st|nd|rd|th)?\s+(?:{_MONTH}){_NOT_A_LETTER}"
                       rf"|(?:{_MONTH}){_NOT_A_LETTER}\s+\d{{1,2}}\s*(?:[-–]\s*|(?i:and|to)\s+)"
                       rf"\d{{1,2}}\b)(?:,?\s+(?:19|20)\d\d\b)?")
# (a month of a year named just after it is read with that year: "in July of that year",
# "in May of this year", _OF_THAT_YEAR and _MONTH_OF_RELATIVE_YEAR)
_NOT_OF_A_NAMED_YEAR = r"(?!\s+(?i:of)\s+(?i:that|the\s+same|this|last|next)\s+(?i:year)\b)"
# "in March", "since October", "by early June", "for September", "the end of January": a
# month without a day or a year
_MONTH_ALONE = re.compile(rf"\b(?i:in|since|until|by|from|before|after|during|for|"
                          rf"(?:the\s+)?(?:end|beginning|start|middle)\s+of)\s+"
                          rf"(?P<words>(?:(?i:early|late|mid-?)\s*)?(?P<month>"
                          rf"{'|'.join(MONTHS)}))\b(?!\s*(?:\d{{1,2}}|(?:19|20)\d\d)\b)"
                          r"(?!\s+of\s+\d)" + _NOT_OF_A_NAMED_YEAR)
# A day named from the article's own day: "today", "yesterday evening", "this morning",
# "tomorrow", "last night"; and a year: "this year", "last year", "next year"
_PART = r"(?:\s+(?:morning|afternoon|evening|night))?"
_RELATIVE_DAY = re.compile(rf"\b(?P<words>(?i:today|yesterday|tomorrow){_PART}"
                           r"|(?i:this)\s+(?:morning|afternoon|evening)|(?i:tonight)"
                           r"|(?i:last)\s+night)\b(?![’'-])")
_DAYS_FROM_ARTICLE = {"today": 0, "this": 0, "tonight": 0, "yesterday": -1, "last": -1,
                      "tomorrow": 1}
_RELATIVE_YEAR = re.compile(r"\b(?P<words>(?i:this|last|next)\s+(?i:year|month))\b(?![’'-])")
_YEARS_FROM_ARTICLE = {"this": 0, "last": -1, "next": 1}
# How far from the article's own date a day and month may be to take its year from it: a
# year from every other such day, so that the nearest is plainly the one meant.
NEAREST_DAYS = 122
NEAREST_MONTHS = 3    # (a month named alone: from one month to another)


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
    # A day counted from another the text tells ("two days later"): words only
    counted: bool = False
    # A day of the week alone ("on Tuesday") whose day is a reckoning back from the article's
    # date: neither the article's own day nor a day the text writes in full elsewhere
    weekday: bool = False


_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
# A day of the week as news reports name a day of the past week: "on Tuesday", "late on
# Monday", "last Friday", "Sunday's vote". A bare "Monday" may be a name ("Cyber Monday").
# ("by Friday", "until Sunday" are mostly deadlines to come: not read)
# Wire copy also names the day bare after a lower-case word: "struck the consulate early
# Sunday", "the talks ended Thursday" (dated by the bare day); not after a
# capital ("Black Friday"), nor a deadline or a day to come ("by Friday", "next Monday").
_WEEKDAY = re.compile(r"\b(?:(?P<last>(?i:last))\s+|(?:(?i:late|early)\s+)?(?i:on|since)\s+)"
                      rf"(?P<weekday>{'|'.join(_WEEKDAYS)})\b|\b(?P<owner>{'|'.join(_WEEKDAYS)})"
                      rf"[’']s\b|(?<=[a-z,] )(?P<bare>{'|'.join(_WEEKDAYS)})\b(?![’'-])")
_NOT_BEFORE_BARE = {"by", "until", "till", "before", "next", "this", "every", "each", "coming",
                    "following", "from", "through", "thru", "or", "and", "to", "that", "the"}


# A day counted from another the text tells, or from the article's week: "two days later",
# "The next day", "the following week", "That evening", "On the same day", "last week",
# "next month". Their words are read, never a value: the day they count from is another
# event's, which the words do not say.
_NUMBER_WORD = (r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
                r"(?:thir|four|fif|six|seven|eigh|nine)teen|twenty|thirty|a\s+few|several|"
                r"\d{1,3})")
_COUNTED_FROM = re.compile(
    rf"(?<![\w-])(?P<words>(?i:{_NUMBER_WORD})\s+(?i:days?|weeks?|fortnights?|months?|years?)"
    r"\s+(?i:later|earlier)"
    r"|(?i:days|weeks|months)\s+(?i:later|earlier)"
    r"|(?i:the\s+)(?i:next|following|previous|same)\s+(?i:day|week|month|morning|evening|"
    r"night|afternoon)"
    rf"|(?i:the\s+)(?i:next|following|previous)\s+(?:{'|'.join(_WEEKDAYS)})"
    r"|(?i:that)\s+(?i:day|evening|morning|night|afternoon|week)"
    r"|(?i:this|last|next)\s+(?i:week)|(?i:the|this|last)\s+(?i:weekend))\b(?![’'-])")


@dataclass(frozen=True)
class Anchor:
    """The day the article speaks from, and how it is known."""

    day: str          # YYYY-MM-DD
    origin: str       # "it was published on", "its dateline gives"


def find_dates(text: str, published: str | None, anchor: Anchor | None = None,
               yearless_dateline: str | None = None) -> list[DateMention]:
    """Every date the text gives. ``anchor`` (anchor_of: the publication date, or else the
    dateline's day) dates a day of the week and gives a year to a day and month near it
    (see the module's docstring); without it, ``published`` does the latter."""
    taken = Spans()
    found = _spans_of_days_and_months(text, taken)
    year_from = anchor if anchor is not None else (
        Anchor(published, "it was published on") if published else None)
    days = [m for pattern in _PATTERNS for m in pattern.finditer(text)]
    written = _years_written(days)
    months = [m for m in _MONTH_YEAR.finditer(text)
              if not any(d.start() < m.end() and m.start() < d.end() for d in days)]
    for match in sorted(days, key=lambda m: (m.start(), -m.end())):
        if taken.overlaps(match.start(), match.end()):
            continue
        day = _read(match, year_from or _nearest_written(match, days), written)
        if year_from is not None and not match.group("year"):
            day = _in_the_story(text, match, day, (days, months, written), year_from)
        day = _with_weekday(text, day)
        taken.add(day.start, day.end)
        found.append(day)
    for match in _MONTH_YEAR.finditer(text):
        if not taken.overlaps(match.start(), match.end()):
            taken.add(match.start(), match.end())
            found.append(_month(match))
    for match in _SPAN.finditer(text):
        if not taken.overlaps(*match.span("words")):
            taken.add(*match.span("words"))
            found.append(_span(match))
    for match in _YEAR.finditer(text):
        group = "words" if match.group("words") else "words2"
        if not taken.overlaps(*match.span(group)):
            taken.add(*match.span(group))
            found.append(_year(match, group))
    for match in _MONTH_OF_RELATIVE_YEAR.finditer(text):
        if not taken.overlaps(*match.span("words")):
            taken.add(*match.span("words"))
            found.append(_month_of_relative_year(match, year_from))
    for match in _MONTH_ALONE.finditer(text):
        if not taken.overlaps(*match.span("words")):
            taken.add(*match.span("words"))
            found.append(_month_alone(match, year_from, text))
    for match in _OF_THAT_YEAR.finditer(text):
        if not taken.overlaps(*match.span("words")):
            taken.add(*match.span("words"))
            found.append(_of_a_year_told(match))
    for match in list(_RELATIVE_DAY.finditer(text)) + list(_RELATIVE_YEAR.finditer(text)):
        if not taken.overlaps(*match.span("words")):
            taken.add(*match.span("words"))
            found.append(_relative(match, year_from))
    for match in _COUNTED_FROM.finditer(text):
        if not taken.overlaps(*match.span("words")):
            taken.add(*match.span("words"))
            found.append(_counted(match))
    for match in _WEEKDAY.finditer(text):
        if match.group("bare"):
            before = re.search(r"(\w+),?\s$", text[max(0, match.start() - 20):match.start()])
            if before is None or not before.group(1)[0].islower() \
                    or before.group(1) in _NOT_BEFORE_BARE:
                continue
        if not taken.overlaps(match.start(), match.end()):
            found.append(_weekday(match, anchor, yearless_dateline))
    found = _days_of_a_named_year(text, sorted(found, key=lambda d: d.start), year_from)
    return sorted(_of_the_year_told(_counted_months(_counted_days(_pinned_weekdays(found)))),
                  key=lambda d: d.start)


def _spans_of_days_and_months(text: str, taken: Spans) -> list[DateMention]:
    """The spans of days, then of months, the text writes ("from 8 to 10 July", "between
    March and May"), each added to ``taken``: read first, their last day or month is no
    date of its own."""
    found = []
    for match in _DAY_SPAN.finditer(text):
        taken.add(*match.span("words"))
        found.append(_span(match))
    for match in _MONTH_SPAN.finditer(text):
        group = "words" if match.group("words") else "words2"
        if not taken.overlaps(*match.span(group)):
            taken.add(*match.span(group))
            found.append(_span(match, group))
    return found


def no_act_dated_by(mention: DateMention) -> bool:
    """Whether a mention dates no act of its own: a span of months ("between May and
    October") is read so that its months are no dates, but an act it hangs from is not
    thereby one of a day or a month, and often one someone alleges went on for months."""
    return mention.value is None and mention.date is None \
        and _MONTH_SPAN.fullmatch(mention.text) is not None


def _of_a_year_told(match: re.Match) -> DateMention:
    """A month or a time of a year the text told before ("that February", "later that
    year"): its words, counted from that year afterwards (_of_the_year_told)."""
    return DateMention(*match.span("words"), match.group("words"), None, counted=True,
                       reasoning=(f"The article writes “{match.group('words')}”, of a year "
                                  f"it told before; the year itself is not written."))


_MONTHS_LATER = re.compile(r"(?i:(?P<count>\w+)\s+(?P<unit>months?|years?)\s+"
                           r"(?P<way>later|earlier))")


def _counted_months(found: list[DateMention]) -> list[DateMention]:
    """A month or a year counted from the date the text writes just before it, at the
    precision its words give, as inferred with the reasoning: "was detained on 3 April
    2031 and freed two months later" is 2031-06; "posted to Quito in 1990 … two years
    later" is 1992. Not from a weekday, nor a number the words do not give ("a
    few months later"), nor a month from a year alone."""
    dated: list[DateMention] = []
    for mention in found:
        counted = _MONTHS_LATER.fullmatch(mention.text) if mention.counted else None
        before = [d for d in dated if d.end <= mention.start
                  and mention.start - _COUNTED_REACH <= d.start]
        count = _NUMBERS.get(counted.group("count").lower()) if counted else None
        base = before[-1] if before else None
        value = (base.date or base.value or "") if base is not None else ""
        years = counted is not None and counted.group("unit").lower().startswith("year")
        # (no date before it to count from: its words only)
        if count is None or base is None or base.weekday \
                or not re.match(r"\d{4}" + ("" if years else r"-\d\d"), value):
            dated.append(mention)
            continue
        sign = 1 if counted.group("way").lower() == "later" else -1
        if years:
            when = str(int(value[:4]) + sign * count)
        else:
            months = int(value[:4]) * 12 + int(value[5:7]) - 1 + sign * count
            when = f"{months // 12}-{months % 12 + 1:02d}"
        dated.append(replace(mention, value=when, inferred=True, reasoning=(
            f"The article writes “{mention.text}”, counted from the date it writes just "
            f"before, “{base.text}” ({value}), so it is taken as {when}. Check it.")))
    return dated


# The year named just after a day written without one: "on 6 April this year", "on 9 June
# the following year", "on 2 May that year" (from the article's year, or from the year the
# text told last). After a comma the words most often open the next clause ("met on 4
# March, last year the talks had failed"): there they are the day's only when they end
# its sentence or clause (_ENDS_THE_CLAUSE). A bare "that year" before "after year", "by
# year", "on year" or a number is not read: "that" there opens what was said ("said on 2
# May that year after year ...").
_NAMED_YEAR_AFTER = re.compile(
    r"(?P<comma>,)?[ \t]+(?P<words>(?P<article>(?i:this|last|next))[ \t]+(?i:year)"
    r"|(?i:the)[ \t]+(?P<told>(?i:following|next|previous|same))[ \t]+(?i:year)"
    r"|(?i:of)[ \t]+(?P<that>(?i:that))[ \t]+(?i:year)"
    r"|(?P<bare>(?i:that))[ \t]+(?i:year)(?![ \t]+(?:(?i:after|by|on)\b|\d)))"
    r"\b(?![’'-])")
_ENDS_THE_CLAUSE = re.compile(r"[ \t]*(?:[.;!?\n]|$)")
_YEAR_STEP = {"this": 0, "last": -1, "next": 1, "following": 1, "previous": -1, "same": 0,
              "that": 0}


def _days_of_a_named_year(text: str, found: list[DateMention], year_from: Anchor | None
                          ) -> list[DateMention]:
    """A day written without a year and followed by words that name its year is one date
    of that year, as inferred with the reasoning: "signed the accord on 6 April this year"
    in an article of 2031 is 2031-04-06; "opened on 2 May 2019 … closed on 9 June the
    following year" is 2020-06-09 (the year after the last one the text writes before it).
    Without the article's date, or a year written before it, the words stay without a
    year. The mention of "this year" the words hold is part of the day's."""
    dated: list[DateMention] = []
    for mention in found:
        after = _year_named_after(text, mention)
        day = (mention.date or mention.value or "")[-5:]
        if after is None:
            dated.append(mention)
            continue
        way = next(after.group(g) for g in ("article", "told", "that", "bare")
                   if after.group(g))
        if year_from is None and way.lower() == "this":
            # (no article's date: the day keeps what its own reading gives; "this year"
            # says nothing against it)
            dated.append(mention)
            continue
        base = _named_year_base(after, mention, dated, year_from)
        year = int(base[0][:4]) + _YEAR_STEP[way.lower()] if base else None
        if year is None or not _is_day(year, int(day[:2]), int(day[3:])):
            # (a year its words name but the text does not give: not the nearest one)
            dated.append(replace(mention, date=None, value=f"--{day}", inferred=False,
                                 reasoning=f"The article writes “{mention.text}” "
                                           f"{after.group('words')}, a year it does not "
                                           f"give: the year is not recorded."))
            continue
        when = f"{year}-{day}"
        words = text[mention.start:after.end("words")]
        dated = [d for d in dated if not (d.start < after.end() and mention.end <= d.start)]
        dated.append(replace(mention, end=after.end("words"), text=words, date=when,
                             value=when, inferred=True, reasoning=(
            f"The article writes “{words}”; {base[1]}, so it is taken as {when}. "
            f"Check it.")))
    # (the words of the year named are the day's now: no mention of their own)
    taken = [(d.start, d.end) for d in dated if d.date and d.end > d.start]
    return [d for d in dated if not any(s <= d.start and d.end <= e and (s, e) != (d.start, d.end)
                                        for s, e in taken)]


def _year_named_after(text: str, mention: DateMention) -> re.Match | None:
    """The words naming the year of a day written with neither a year nor a weekday, just
    after it: " the next year" after "on 12 August"; none after a comma unless they end
    the clause ("on 12 August, next year the fleet sails" names no year of the day)."""
    after = _NAMED_YEAR_AFTER.match(text, mention.end)
    if after is None or (after.group("comma") and not _ENDS_THE_CLAUSE.match(text, after.end())):
        return None
    day = (mention.date or mention.value or "")[-5:]
    if mention.counted or mention.weekday or not re.fullmatch(r"\d\d-\d\d", day) \
            or re.search(r"\d{4}", mention.text) or not re.search(r"\d", mention.text):
        return None
    return after


def _named_year_base(after: re.Match, mention: DateMention, dated: list[DateMention],
                     year_from: Anchor | None) -> tuple[str, str] | None:
    """The date the named year counts from, with the words saying where it comes from:
    the article's for "this/last/next year", else the last date with a year the text
    writes before the day, within reach ("in 2027 … on 12 August the next year")."""
    if after.group("article"):
        return (year_from.day, f"{year_from.origin} {year_from.day}") if year_from else None
    told = [d for d in dated if d.end <= mention.start and not d.counted
            and mention.start - _COUNTED_REACH <= d.start
            and re.match(r"\d{4}", d.date or d.value or "")]
    return (told[-1].date or told[-1].value, f"the text told “{told[-1].text}” "
            f"just before") if told else None


# A month of a year named from the article's: "September of last year"
_MONTH_OF_RELATIVE_YEAR = re.compile(rf"\b(?P<words>(?P<month>{'|'.join(MONTHS)})\s+(?i:of)\s+"
                                     r"(?P<which>(?i:this|last|next))\s+(?i:year))\b")
# A month or a year named from the year the text told last: "that February", "September
# of that year", "later that year", "the same month"
_OF_THAT_YEAR = re.compile(
    rf"\b(?P<words>(?i:that)\s+(?P<month>{'|'.join(MONTHS)})"
    rf"|(?P<month2>{'|'.join(MONTHS)})\s+(?i:of)\s+(?i:that|the\s+same)\s+year"
    r"|(?i:later|earlier)\s+(?i:that|the\s+same)\s+year"
    r"|(?i:that\s+same|the\s+same)\s+(?P<unit>(?i:year|month)))\b(?![’'-])")


def _month_of_relative_year(match: re.Match, anchor: Anchor | None) -> DateMention:
    """A month of a year named from the article's date ("September of last year"): that
    month, as inferred, when the article's date is known; else words only."""
    words = match.group("words")
    if anchor is None:
        return DateMention(*match.span("words"), words, None, reasoning=(
            f"The article writes “{words}”; its date is unknown, so the year is not known."))
    year = int(anchor.day[:4]) + _YEARS_FROM_ARTICLE[match.group("which").lower()]
    value = f"{year}-{_MONTH_NUMBER[match.group('month').lower()[:3]]:02d}"
    return DateMention(*match.span("words"), words, None, inferred=True, value=value,
                       reasoning=(f"The article writes “{words}”; {anchor.origin} "
                                  f"{anchor.day}, so it is {value}. Check it."))


def _of_the_year_told(found: list[DateMention]) -> list[DateMention]:
    """A month or a year named from the year the text told last ("closed the crossing in
    early 2023 … that February": 2023-02; "signed in May 2024 and published later that
    year": 2024), from the last date before it whose year its words write, as
    inferred with the reasoning; "the same month" only after a month or a day."""
    dated: list[DateMention] = []
    for mention in found:
        told = _OF_THAT_YEAR.fullmatch(mention.text) if mention.counted else None
        before = [d for d in dated if d.end <= mention.start
                  and mention.start - _COUNTED_REACH <= d.start
                  and (d.date or d.value) and re.match(r"\d{4}", d.date or d.value)]
        if told is None or not before:
            dated.append(mention)
            continue
        base = before[-1]
        value = (base.date or base.value)[:4]
        month = told.group("month") or told.group("month2")
        if month:
            value = f"{value}-{_MONTH_NUMBER[month.lower()[:3]]:02d}"
        elif (told.group("unit") or "").lower() == "month":
            if len(base.date or base.value) < 7:
                dated.append(mention)
                continue
            value = (base.date or base.value)[:7]
        dated.append(replace(mention, value=value, inferred=True, reasoning=(
            f"The article writes “{mention.text}”, of the year it told just before, "
            f"“{base.text}” ({base.date or base.value}), so it is taken as {value}. "
            f"Check it.")))
    return dated


_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
            "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
            "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
            "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30}
# How far a day counted from another lies from it, in days, by its words
_SAME_DAY = re.compile(r"(?i:(?:the\s+same|that)\s+(?:day|morning|afternoon|evening|night))")
_NEXT_DAY = re.compile(r"(?i:the\s+(?:next|following)\s+(?:day|morning|afternoon|evening|"
                       r"night))")
_DAY_BEFORE = re.compile(r"(?i:the\s+previous\s+(?:day|morning|afternoon|evening|night))")
_DAYS_LATER = re.compile(r"(?i:(?P<count>\w+)\s+(?P<unit>days?|weeks?|fortnights?)\s+"
                         r"(?P<way>later|earlier))")
# A day of the week counted from another: "the following Monday", "the previous Friday"
_WEEKDAY_COUNTED = re.compile(rf"(?i:the\s+(?P<way>next|following|previous))\s+"
                              rf"(?P<name>{'|'.join(_WEEKDAYS)})")
# How far before a day counted from another the day it counts from may be written: its
# own sentence or paragraph, or the one before (the day it counts from is the last date the
# text writes before it, whatever the length of the sentences between)
_COUNTED_REACH = 1_200


def _days_counted(words: str) -> int | None:
    """How many days from the day it counts from a day counted so lies: "two days later"
    +2, "the next day" +1, "that evening" 0, "a week earlier" -7; None for a month, a year
    or a number the words do not give ("a few days later")."""
    if _SAME_DAY.fullmatch(words):
        return 0
    if _NEXT_DAY.fullmatch(words):
        return 1
    if _DAY_BEFORE.fullmatch(words):
        return -1
    if _WEEKDAY_COUNTED.fullmatch(words):
        return _FROM_WEEKDAY
    found = _DAYS_LATER.fullmatch(words)
    count = _NUMBERS.get(found.group("count").lower()) if found else None
    if count is None and found and found.group("count").isdigit():
        count = int(found.group("count"))
    if count is None:
        return None
    unit = found.group("unit").lower()
    days = count * (7 if unit.startswith("week") else 14 if unit.startswith("fortnight") else 1)
    return days if found.group("way").lower() == "later" else -days


# What _days_counted gives for a day of the week counted from another: how far, only the
# day it counts from says (_to_weekday)
_FROM_WEEKDAY = 1_000


def _to_weekday(words: str, base: dt.date) -> int:
    """How many days from ``base`` the day of the week counted from it lies: "the following
    Monday" after a Friday is +3, "the previous Friday" before a Monday -3."""
    found = _WEEKDAY_COUNTED.fullmatch(words)
    target = _WEEKDAYS.index(found.group("name"))
    if found.group("way").lower() == "previous":
        return -((base.weekday() - target) % 7 or 7)
    return (target - base.weekday()) % 7 or 7


def _counted_days(found: list[DateMention]) -> list[DateMention]:
    """A day counted from another ("two days later", "the next day") dated from the day the
    text writes in full just before it, as inferred, with the reasoning: "were damaged on
    25 December 2024. Officers boarded the tanker two days later" is 2024-12-27."""
    dated: list[DateMention] = []
    for mention in sorted(found, key=lambda d: d.start):
        days = _days_counted(mention.text) if mention.counted else None
        # (the last date written before it, and a day written in full: not one before
        # another date it could count from, "in March … two days later")
        before = [d for d in dated if d.end <= mention.start
                  and mention.start - _COUNTED_REACH <= d.start]
        if days is None or not before or not before[-1].date or before[-1].weekday:
            dated.append(mention)
            continue
        base = before[-1]
        if days == _FROM_WEEKDAY:
            days = _to_weekday(mention.text, dt.date.fromisoformat(base.date))
        when = (dt.date.fromisoformat(base.date) + dt.timedelta(days=days)).isoformat()
        dated.append(replace(mention, date=when, value=when, inferred=True, reasoning=(
            f"The article writes “{mention.text}”, counted from the day it writes just "
            f"before, “{base.text}” ({base.date}), so it is taken as {when}. Check it.")))
    return dated


def _pinned_weekdays(found: list[DateMention]) -> list[DateMention]:
    """A day of the week the text also writes in full is that day, not a reckoning: "voted
    on Tuesday" in a text that speaks of "the vote of June 10" (a Tuesday that week)."""
    written = {d.date for d in found if d.date and not d.inferred}
    return [replace(d, weekday=False) if d.weekday and d.date in written else d
            for d in found]


# (in capitals too, as a live report's day headings write it: "THURSDAY 4 MARCH 2032")
_WEEKDAY_BEFORE = re.compile(rf"\b(?:{'|'.join(_WEEKDAYS + tuple(d.upper() for d in _WEEKDAYS))})"
                             r",?[ \t]+$")


def _with_weekday(text: str, day: DateMention) -> DateMention:
    """A day with the day of the week written before it is one date: "Tuesday, 20 May",
    "Thursday 3 July 2025" (not a weekday and a day apart)."""
    before = _WEEKDAY_BEFORE.search(text, max(0, day.start - 12), day.start)
    if before is None:
        return day
    return replace(day, start=before.start(), text=text[before.start():day.end])


def _counted(match: re.Match) -> DateMention:
    """A day counted from another ("two days later"): its words, without a value."""
    start, end = match.span("words")
    return DateMention(start, end, match.group("words"), None, counted=True, reasoning=(
        f"The article writes “{match.group('words')}”, a day counted from another it tells "
        f"of; the day itself is not written."))


def _day_month(match: re.Match) -> tuple[int, int]:
    found = match.groupdict()
    if found.get("holiday"):
        return _HOLIDAYS[found["holiday"].lower().replace("’", "'")]
    if found.get("monthnumber"):
        return int(found["monthnumber"]), int(found["day"])
    return _MONTH_NUMBER[found["month"].lower()[:3]], int(found["day"])


def _years_written(days: list[re.Match]) -> dict[tuple[int, int], dict[int, str]]:
    """(month, day) -> {year: the words} for each day the text writes with its year."""
    written: dict[tuple[int, int], dict[int, str]] = {}
    for match in days:
        if match.group("year"):
            written.setdefault(_day_month(match), {}).setdefault(
                int(match.group("year")), match.group(0))
    return written


def _nearest_written(match: re.Match, days: list[re.Match]) -> Anchor | None:
    """For a day and month in an article whose own date is unknown, the last day the text
    writes with its year before it, to give it a year when the two are near in time:
    "signed in Tashkent on August 5" after "announced on 14 August 2025" (as a reader
    carries the year on); None before any, or when the text writes the same day in more
    than one year. (A day written in full after it may be a past one the report turns
    back to: "On August 16 ... recalls the arrival, on June 18, 2022, of ...".)"""
    full = [m for m in days if m.group("year") and m is not match]
    before = [m for m in full if m.end() <= match.start()]
    nearest = before[-1] if before else None
    if nearest is None or len({m.group("year") for m in full
                               if _day_month(m) == _day_month(match)}) > 1:
        return None  # (the same day written in two years: which one is meant is a guess)
    month, day = _day_month(nearest)
    year = int(nearest.group("year"))
    if not _is_day(year, month, day) or len(_years_near(match, before)) > 1:
        return None
    return Anchor(dt.date(year, month, day).isoformat(),
                  f"its own date is unknown; the text writes “{nearest.group(0)}”, that is")


def _years_near(match: re.Match, written: list[re.Match]) -> set[int]:
    """The years in which the day and month of ``match`` lies within four months of a day
    the text writes in full (``written``): more than one, and which the day is the words do
    not say ("taken on 14 March 2031 … applied on 3 July 2030 … On 18 March the ministry
    protested": 2031 after the first, 2030 after the last written)."""
    month, number = _day_month(match)
    years: set[int] = set()
    for full in written:
        fmonth, fday = _day_month(full)
        fyear = int(full.group("year"))
        if not _is_day(fyear, fmonth, fday):
            continue
        base = dt.date(fyear, fmonth, fday)
        years |= {y for y in (fyear - 1, fyear, fyear + 1) if _is_day(y, month, number)
                  and abs((dt.date(y, month, number) - base).days) <= NEAREST_DAYS}
    return years


# Words before a day in its sentence that tell of something to come: the day nearest the
# article's date after it is then the one meant ("the commission will meet on 3 February")
_TO_COME = re.compile(r"\b(?:will|would|shall|due|scheduled|expected|planned|set\s+to|"
                      r"next|until|by|before|deadline)\b", re.IGNORECASE)


def _in_the_story(text: str, match: re.Match, day: DateMention, told: tuple,
                  year_from: Anchor) -> DateMention:
    """A day and month without a year told after a day or month the text writes with its
    year, in an article whose own date is known: when exactly one such day lies between the
    two, it is that day, as a story told in order goes on from the last date it wrote to the
    day it is told on ("named him consul on 12 January 2026, and the senate confirmed him
    on 3 February" in an article of 2026-10-19: 2026-02-03, not the 3 February after the
    article's date). The day nearest the article's date stands when the sentence tells of
    something to come (_told_to_come: "will meet on 3 February", "is to present her
    credentials on 20 March"), when it agrees, or when no day or more than one lies
    between; so does the year of the same day written in full elsewhere (``told``: the
    days, the months of a year, and the days written with their years, as find_dates reads
    them)."""
    days, months, written = told
    if day.date is not None and day.date <= year_from.day or _day_month(match) in written:
        return day
    since = _last_written(match, days, months)
    if since is None:
        return day
    month, number = _day_month(match)
    end = dt.date.fromisoformat(year_from.day)
    between = [dt.date(y, month, number) for y in range(since[0].year, end.year + 1)
               if _is_day(y, month, number) and since[0] <= dt.date(y, month, number) <= end]
    if len(between) != 1:
        return day
    if day.date is not None and _told_to_come(text, match.start(), match.end(),
                                                   _TO_COME):
        return day
    when = between[0].isoformat()
    return replace(day, date=when, value=when, inferred=True, reasoning=(
        f"The article writes “{match.group(0)}” without a year after “{since[1]}”; "
        f"{year_from.origin} {year_from.day}, and the only {match.group(0)} between the two "
        f"is {when}, so it is taken as meant. Check it."))


def _last_written(match: re.Match, days: list[re.Match], months: list[re.Match]
                  ) -> tuple[dt.date, str] | None:
    """The last day, or month of a year, the text writes with its year before ``match``:
    its first day and its words; or None."""
    found: list[tuple[int, dt.date, str]] = []
    for written in days:
        if written.group("year") and written.end() <= match.start():
            month, number = _day_month(written)
            if _is_day(int(written.group("year")), month, number):
                found.append((written.start(), dt.date(int(written.group("year")), month,
                                                       number), written.group(0)))
    for written in months:
        if written.end() <= match.start():
            month = _MONTH_NUMBER[written.group("month").lower()[:3]]
            found.append((written.start(), dt.date(int(written.group("year")), month, 1),
                          written.group(0)))
    if not found:
        return None
    _start, when, words = max(found)
    return when, words


def _span(match: re.Match, group: str = "words") -> DateMention:
    """A span of days, months or years, or a decade ("on 8 and 9 July", "from 2019 to
    2022", "between May and July", "the early 1990s"): its words, without a value (no one
    date is meant)."""
    words = match.group(group)
    return DateMention(*match.span(group), words, None, reasoning=(
        f"The article writes “{words}”, a span of time: no one date is recorded."))


# The words before a year that make it one end of an open span ("after 2016", "before
# 2020"): no one date is meant
_OPEN_SPAN = frozenset({"after", "before"})


def _year(match: re.Match, group: str) -> DateMention:
    year = match.group("year") or match.group("year2")
    start, end = match.span(group)
    if group == "words" and match.group(0).split()[0].lower() in _OPEN_SPAN:
        return DateMention(start, end, match.group(group), None, reasoning=(
            f"The article writes “{match.group(0)}”, a span of years open at one end: no "
            f"one date is recorded."))
    return DateMention(start, end, match.group(group), None, value=year)


def _relative(match: re.Match, anchor: Anchor | None) -> DateMention:
    """A day, a month or a year named from the article's own day ("yesterday", "last
    month", "last year"): dated from it, as inferred, when it is known; else words only."""
    words = match.group("words")
    start, end = match.span("words")
    first = words.split()[0].lower()
    is_year = words.lower().endswith("year")
    is_month = words.lower().endswith("month")
    if anchor is None:
        return DateMention(start, end, words, None, counted=is_month, reasoning=(
            f"The article writes “{words}”; its date is unknown, so the "
            f"{'year' if is_year else 'month' if is_month else 'day'} is not known."))
    day = dt.date.fromisoformat(anchor.day)
    if is_month:
        months = day.year * 12 + day.month - 1 + _YEARS_FROM_ARTICLE[first]
        value = f"{months // 12}-{months % 12 + 1:02d}"
        # (counted, as a day counted from another is: which act it dates, only the parse
        # says)
        return DateMention(start, end, words, None, inferred=True, value=value, counted=True,
                           reasoning=(
            f"The article writes “{words}”; {anchor.origin} {anchor.day}, so it is {value}. "
            f"Check it."))
    if is_year:
        value = str(day.year + _YEARS_FROM_ARTICLE[first])
        return DateMention(start, end, words, None, inferred=True, value=value, reasoning=(
            f"The article writes “{words}”; {anchor.origin} {anchor.day}, so it is {value}. "
            f"Check it."))
    when = (day + dt.timedelta(days=_DAYS_FROM_ARTICLE[first])).isoformat()
    return DateMention(start, end, words, when, inferred=True, value=when, reasoning=(
        f"The article writes “{words}”; {anchor.origin} {anchor.day}, so it is {when}. "
        f"Check it."))


# The words before a month that look back from the article's day ("in March", "since
# March"), not to a deadline ("until March", "by March")
_LOOKING_BACK = {"in", "since", "during", "from"}


# Words before a month in its sentence that tell of something to come ("officials expect
# a meeting in October"): no month looked back to
_MONTH_TO_COME = re.compile(r"\b(?:will|would|shall|due|expected|expects?|plans?|planned|"
                            r"next|upcoming|coming)\b", re.IGNORECASE)


# Where a clause begins: after a sentence's end, a comma, a semicolon, a colon or a dash
_CLAUSE_START = re.compile(r"(?:[.;:,]\s|\n|\s[–—]\s)[^.;:,\n–—]*\Z")


def _told_to_come(text: str, start: int, end: int, words: re.Pattern = _MONTH_TO_COME
                  ) -> bool:
    """Whether the date at ``start``:``end`` is of something to come: the clause before it
    says so (``words``: "a meeting is expected in October", not "whether it would add China
    to the list, a decision deferred since March"), or the verb it hangs from is not told
    as done (_told_as_done: "closes its doors in November", "is to present her credentials
    on 20 March", "will meet again, most likely in November")."""
    window = text[max(0, start - 300):start]
    clause = _CLAUSE_START.search(window)
    if words.search(window[clause.start():] if clause else window) is not None:
        return True
    return not _told_as_done(text, start, end)


# The auxiliaries of a verb told as still to come ("will meet", "could sign"), of one told
# as done ("did not return", "was closed", "had left"), and of a present ("is closing", "are
# scheduled")
_MODALS = frozenset({"will", "would", "shall", "'ll", "may", "might", "could", "can",
                     "should", "must"})
_PAST_HELPERS = frozenset({"did", "was", "were", "had", "'d", "has", "have", "'ve",
                           "been"})
_PRESENT_HELPERS = frozenset({"is", "are", "am", "'s", "'re", "be"})
_HELPERS = frozenset({"aux", "auxpass"})
# How a verb after "to" hangs from the verb whose act it tells: "expect the talks to
# resume", "is to present", "was forced to leave"
_TOLD_BY = frozenset({"xcomp", "ccomp", "advcl"})


def _told_as_done(text: str, start: int, end: int) -> bool:
    """Whether the verb the words at ``start``:``end`` hang from in the parse (directly, or
    through their preposition) tells an act as done (_done), or they are of a state's
    start ("is held since November"). Words that hang from a noun
    ("the closure in November of the consulate") are read as done: the noun's act may be
    past whatever the tense of the sentence's verb."""
    doc = nlp.parse(text)
    span = doc.char_span(start, end, alignment_mode="expand")
    if span is None:
        return True
    token = span.root
    if token.dep_ == "pobj" and token.head.dep_ == "prep":
        token = token.head
    if token.lower_ == "since":
        return True  # (a state since a month began then: "is held since November")
    verb = token.head
    return verb.pos_ not in ("VERB", "AUX") or _done(verb)


def _done(verb) -> bool:
    """Whether the verb tells its act as done: a past tense ("closed its doors in
    November"), a past helper ("did not return in May", "was closed in November", "had
    left"), or a participle without a present helper; not a modal ("will meet again, most
    likely in November"), a present ("closes its doors in November", "is closing", "is
    scheduled for November"). A verb after "to" is as the verb it hangs from tells it: "is
    to present her credentials on 20 March" and "expect the talks to resume, perhaps in
    October" are to come, "was forced to leave in November" is done."""
    helpers = {c.lower_ for c in verb.children if c.dep_ in _HELPERS}
    if verb.tag_ == "VBD" or helpers & _PAST_HELPERS:
        return True
    if helpers & _MODALS or verb.tag_ in ("VBZ", "VBP"):
        return False
    if verb.tag_ in ("VBN", "VBG"):
        return not helpers & _PRESENT_HELPERS
    if "to" in helpers and verb.dep_ in _TOLD_BY and verb.head.i != verb.i \
            and verb.head.pos_ in ("VERB", "AUX"):
        return _done(verb.head)
    return True


def _month_alone(match: re.Match, year_from: Anchor | None, text: str | None = None
                 ) -> DateMention:
    """A month named without a year: its year when the article's own date is within
    NEAREST_MONTHS of one such month; or, for a month looked back to ("in March", "since
    March"), the latest such month not after the article's: of its year ("since March" in
    an article of November), or, for a month after the article's, of the year before
    ("was postponed in November" in an article of March); not in a sentence that tells of
    something to come (_told_to_come in ``text``: "a meeting is expected in October",
    "closes its doors in November"); else none."""
    words = match.group("words")
    start, end = match.span("words")
    month = _MONTH_NUMBER[match.group("month").lower()[:3]]
    if year_from is None:
        return DateMention(start, end, words, None, reasoning=(
            f"The article writes “{words}” without a year and its date is unknown: which "
            f"year is not recorded."))
    base = dt.date.fromisoformat(year_from.day)
    here = base.year * 12 + base.month - 1
    nearest = min((y * 12 + month - 1 for y in (base.year - 1, base.year, base.year + 1)),
                  key=lambda m: abs(m - here))
    looking_back = match.group(0).split()[0].lower() in _LOOKING_BACK
    if looking_back and abs(nearest - here) > NEAREST_MONTHS and not (
            text is not None and _told_to_come(text, start, end)):
        # "since March" in an article of November: that year's March, the latest not after
        # the article's month (as a day of the week is the latest not after its day)
        value = f"{base.year if month <= base.month else base.year - 1}-{month:02d}"
        return DateMention(start, end, words, None, inferred=True, value=value, reasoning=(
            f"The article writes “{words}” without a year; {year_from.origin} "
            f"{year_from.day}, and a month named so in a report is the latest "
            f"{match.group('month')} not after that day: {value}. Check it."))
    if abs(nearest - here) > NEAREST_MONTHS:
        return DateMention(start, end, words, None, reasoning=(
            f"The article writes “{words}” without a year; {year_from.origin} "
            f"{year_from.day}, more than three months from any {match.group('month')}, so "
            f"which year is not certain: it is not recorded."))
    value = f"{nearest // 12}-{nearest % 12 + 1:02d}"
    return DateMention(start, end, words, None, inferred=True, value=value, reasoning=(
        f"The article writes “{words}” without a year; {year_from.origin} {year_from.day}, "
        f"and the {match.group('month')} nearest it is {value}, so it is taken as meant. "
        f"Check it."))


def _month(match: re.Match) -> DateMention:
    month = _MONTH_NUMBER[match.group("month").lower()[:3]]
    return DateMention(match.start(), match.end(), match.group(0), None,
                       value=f"{match.group('year')}-{month:02d}")


_PART_OF_DAY = re.compile(r"[ \t]+(?:morning|afternoon|evening|night)\b")


def _part_of_day(text: str, end: int) -> int:
    """How many characters of a part of the day follow a day of the week ending at
    ``end`` (" afternoon" in "on Monday afternoon"), else 0."""
    found = _PART_OF_DAY.match(text, end)
    return found.end() - end if found else 0


def _weekday(match: re.Match, anchor: Anchor | None, yearless_dateline: str | None = None
             ) -> DateMention:
    group = next(g for g in ("weekday", "owner", "bare") if match.group(g))
    name = match.group(group)
    start, end = match.span(group)
    if group == "owner":
        # (the words are the possessive's: "Monday's announcement" dates by "Monday's")
        end = match.end()
    else:
        # (and the part of the day: "on Monday evening", told apart from "on Monday")
        end += _part_of_day(match.string, end)
    shown = match.string[start:end]
    words = match.group(0)
    if anchor is None:
        # (a dateline's day and month without a year do not say which week either; the
        # reasoning names the dateline, so that it is not read as overlooked)
        dateline = (f"its dateline gives “{yearless_dateline}” without a year" if
                    yearless_dateline else "its dateline gives no day")
        return DateMention(start, end, shown, None, reasoning=(
            f"The article writes “{words}”; its publication date is unknown and {dateline}, "
            f"so the week, and the date, are not known."))
    day = dt.date.fromisoformat(anchor.day)
    back = (day.weekday() - _WEEKDAYS.index(name)) % 7
    if match.group("last") and back == 0:
        back = 7
    when = day - dt.timedelta(days=back)
    return DateMention(start, end, shown, when.isoformat(), inferred=True,
                       value=when.isoformat(), weekday=back != 0, reasoning=(
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
# "Warsaw, 7 October (Belga) –" is a dateline; a line "Kenya – …" is none
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


def anchor_of(published: str | None, dateline: Dateline | None) -> Anchor | None:
    """The day the article speaks from: its publication date, or else the day its dateline
    gives, with its year (not one taken from the publication date)."""
    given = dateline.date if dateline is not None else None
    if published:
        if given is not None and given.date == published and not given.inferred:
            return Anchor(published, "its dateline gives")  # (the day it was filed)
        return Anchor(published, "it was published on")
    if dateline is None or dateline.date is None or dateline.date.date is None:
        return None
    if dateline.date.inferred:
        # (with no publication date, only the same day written with its year elsewhere in
        # the text gives a dateline's day and month a year: "WARSAW, Feb 11" and "February
        # 11, 2025")
        return Anchor(dateline.date.date, f"its dateline's “{dateline.date.text}”, written "
                                          f"with its year elsewhere in the text, is")
    return Anchor(dateline.date.date, "its dateline gives")


def header_dates(text: str, published: str | None) -> list[str]:
    """The words of the text's header that give the article's own date: a header line
    "Monday 18 November 2024", or a dateline "WARSAW, Feb 11 (Reuters) -" of an article
    published on 2025-02-11 gives "Feb 11". The header is the text before the dateline's
    dash, or else the lines before the report's first (_body_line). A date taken from a
    page's metadata has no words there: none."""
    if not published:
        return []
    dateline = find_dateline(text, find_dates(text, published))
    if dateline is not None and dateline.body:
        header = text[:dateline.body]
    else:
        lines = text.split("\n")
        first_body = next((i for i, line in enumerate(lines) if _body_line(line)), len(lines))
        header = "\n".join(lines[:first_body] + _byline_after_standfirst(lines, first_body))
    return [mention.text for mention in find_dates(header, published)
            if (mention.date or mention.value) == published]


# A byline: "By" and a name of two to four capitalised words, and perhaps where and for
# whom ("By Ama Boateng", "By Ama Boateng in Accra", "By AMA BOATENG, Reuters"), on a line
# of its own
_BYLINE = re.compile(r"\s*(?i:by)\s+[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){1,3}"
                     r"(?:(?:,|\s+in|\s+for)\s+[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,3})*\s*")


def _byline_after_standfirst(lines: list[str], first_body: int) -> list[str]:
    """The byline and the short line after it, when they follow a standfirst that reads as
    the report's first line: "A correspondent was held for a week and sent home. / By Ama
    Boateng / The Weekly Ledger, Accra, 4 May 2025" (the standfirst is a sentence, the two
    lines after it are still the header)."""
    # (the standfirst: the one line read as the report's first; the byline is among the
    # next lines before any other of the report's)
    for at in range(first_body + 1, len(lines)):
        if _body_line(lines[at]):
            return []
        if _BYLINE.fullmatch(lines[at]):
            after = lines[at + 1:at + 2]
            return [lines[at]] + [line for line in after
                                  if line.strip() and not _body_line(line)]
    return []


# A line's final marks: a sentence's, or a quotation's after it
_FINAL_MARKS = (".", "!", "?", "”", "\"", "’", "'", "…")


def _body_line(line: str) -> bool:
    """Whether a line is the report's own words: twelve words or more, ending as a sentence
    ends, its first sentence of eight words or more. Not a long headline ("Foreign ministry
    calls in Turkish envoy after three held over embassy protest in Athens": no final mark),
    nor a header that runs on ("Live updates, Friday 9 May 2025. All times CET.")."""
    stripped = line.strip()
    first = re.split(r"(?<=[.!?])\s", stripped, maxsplit=1)[0]
    return len(stripped.split()) >= 12 and stripped.endswith(_FINAL_MARKS) \
        and len(first.split()) >= 8
