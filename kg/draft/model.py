"""What a draft is made of: mentions found in the text and the items proposed from them.

Offsets are character offsets into the article text, end exclusive, as the loader counts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from ..source import Sentence


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
