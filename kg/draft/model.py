"""What a draft is made of: mentions found in the text and the items proposed from them.

Offsets are character offsets into the article text, end exclusive, as the loader counts.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field
from typing import Any, Iterable

from kg.source import Sentence


class Spans:
    """Spans of the text ([start, end)) kept as the separate stretches they cover together:
    whether a point or a span falls on them is a search, not a pass over every span (a long
    text has thousands of dates, quotations and claims, and each word read asked). Unlike
    kg.draft.names._Reserved, which asks whether one earlier name holds a span, this asks
    about the stretches all the spans cover together."""

    def __init__(self, spans: Iterable[tuple[int, int]] = ()) -> None:
        self._starts: list[int] = []
        self._ends: list[int] = []
        for start, end in spans:
            self.add(start, end)

    def add(self, start: int, end: int) -> None:
        if end <= start:
            return  # (an empty span covers nothing)
        # the stretches it overlaps or touches become one with it
        first = bisect.bisect_left(self._ends, start)
        last = bisect.bisect_right(self._starts, end)
        if first < last:
            start, end = min(start, self._starts[first]), max(end, self._ends[last - 1])
        self._starts[first:last] = [start]
        self._ends[first:last] = [end]

    def covers(self, point: int) -> bool:
        before = bisect.bisect_right(self._starts, point) - 1
        return before >= 0 and point < self._ends[before]

    def overlaps(self, start: int, end: int) -> bool:
        before = bisect.bisect_left(self._starts, end) - 1
        return start < end and before >= 0 and self._ends[before] > start


class Ids:
    """The ids given in one section of a draft: each new one is its base, or the base with
    the first number no id has taken ("talks", "talks-2", ...). Where each base's numbers
    stopped is remembered: counting up from 2 each time made a text with thousands of like
    quotations slow."""

    def __init__(self) -> None:
        self._given: set[str] = set()
        self._number: dict[str, int] = {}

    def give(self, base: str) -> str:
        number = self._number.get(base, 1)
        given = base if number == 1 else f"{base}-{number}"
        while given in self._given:
            number += 1
            given = f"{base}-{number}"
        self._number[base] = number
        self._given.add(given)
        return given


@dataclass(frozen=True)
class Span:
    start: int
    end: int


@dataclass
class Mention:
    """Words of the text that name an entity (or refer to one: a surname, an alias)."""

    start: int
    end: int
    text: str
    entity: str          # the id of the entity it names
    kind: str            # person, organization, country, city, place, website, group


@dataclass
class Item:
    """One proposed item of a mapping section, with the rule that proposed it."""

    section: str                   # entities, posts, holdings, events, claims, quotes
    fields: dict[str, Any]         # in the order they are written
    evidence: list[Span]
    rule: str
    comments: dict[str, str] = field(default_factory=dict)  # field -> why, written beside it
    # What the shapes require of the item that the draft could not find (a quotation's
    # speaker, a claim's claimant): such an item is written commented out, for the reviewer
    # to complete, so that a draft published with --include-drafts passes the shapes.
    missing: tuple[str, ...] = ()
    # Where the verb an event was read from begins in the text (an act of any verb: "quit" in
    # "Varga, who took up her post in May 2022, quit the embassy"), for the rules that read
    # the act again from the parse; None for other items.
    verb_at: int | None = None

    @property
    def id(self) -> str | None:
        return self.fields.get("id")


@dataclass
class Draft:
    slug: str
    text: str
    sentences: tuple[Sentence, ...]
    article: dict[str, Any]                       # the `article:` section
    article_comments: dict[str, str] = field(default_factory=dict)
    items: list[Item] = field(default_factory=list)

    def section(self, name: str) -> list[Item]:
        return [item for item in self.items if item.section == name]


def occurrence(text: str, start: int, end: int) -> int | None:
    """Which occurrence of text[start:end] the loader will take this one for (None: the
    only one), or 0 when the loader cannot reach it (it overlaps an earlier one)."""
    quote = text[start:end]
    starts = [m.start() for m in re.finditer(re.escape(quote), text)]
    if len(starts) == 1:
        return None
    return starts.index(start) + 1 if start in starts else 0


def sentence_of(sentences: tuple[Sentence, ...], offset: int) -> Sentence | None:
    for sentence in sentences:
        if sentence.start <= offset < sentence.end:
            return sentence
    return None
