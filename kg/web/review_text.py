"""The article text of a review page: cut into pieces at the edges of the evidence shown,
each piece marked with the most specific item it is evidence of, and the names that no item
covers marked as such.

The cut is one sweep over the sorted edges with a heap of the spans open at each piece
(O((edges + spans) log spans)), so a draft of thousands of items costs about as much as its
text: cutting at every edge and testing every span against every piece cost
O(edges x spans), minutes for a draft of 17,502 items.
"""

from __future__ import annotations

import heapq
import re
from dataclasses import dataclass, field

from kg.source.text import SENTENCE_OPENERS

# Capitalised words in a row, with the small words that join a name ("Ministry of Foreign
# Affairs", "Luiz Inácio Lula da Silva"), or an acronym ("NATO", "U.N.").
_NAME = re.compile(r"(?:[A-Z](?:\.[A-Z])+\.?|[A-Z]{2,}\b|[A-Z][^\W\d_]+(?:[’'-][^\W\d_]+)*)"
                   r"(?:[ ](?:(?:of|the|de|del|da|do|dos|la|le|von|van|der|al|bin|y|and)[ ])*"
                   r"(?:[A-Z](?:\.[A-Z])+\.?|[A-Z]{2,}\b|[A-Z][^\W\d_]+(?:[’'-][^\W\d_]+)*))*")
# Capitalised words that open sentences or name days and months, not things an item maps.
_NOT_NAMES = SENTENCE_OPENERS | frozenset("""
    Mr Mrs Ms Dr Monday Tuesday Wednesday Thursday Friday Saturday Sunday
    January February March April May June July August September October November December
    To Of Not Only Even Just Once Over Through About Against Between Among""".split())


@dataclass
class Span:
    start: int
    end: int
    item: str  # the anchor of the item it is evidence of
    mark: str  # the anchor of this piece of evidence
    draft: bool  # the item is still a draft (reviewed items' evidence is shown lighter)


@dataclass
class Piece:
    text: str
    item: str | None = None
    draft: bool = False
    uncovered: bool = False  # a name no item covers
    anchors: list[str] = field(default_factory=list)


def uncovered_names(text: str, spans: list[Span], known_words: set[str]) -> list[tuple[int, int]]:
    """Names of the text that no evidence span overlaps and no item's name or id holds
    (a word of three letters or more, case aside): what the draft may have missed."""
    covered = _merged(sorted((s.start, s.end) for s in spans))
    matches = [(match, _without_openers(match)) for match in _NAME.finditer(text)]
    # A lone capitalised word that opens a sentence ("Likewise, ...") is a name only if the
    # text capitalises it elsewhere too.
    inside = {text[s:e] for _m, (s, e) in matches if s < e and not _opens_sentence(text, s)}
    found = []
    index = 0
    for match, (start, end) in matches:
        if start >= end:
            continue
        if " " not in text[start:end] and _opens_sentence(text, start) \
                and text[start:end] not in inside:
            continue
        while index < len(covered) and covered[index][1] <= start:
            index += 1
        overlaps = index < len(covered) and covered[index][0] < end
        words = [w for w in re.split(r"[\s’'.-]+", text[start:end]) if w]
        if overlaps:
            continue
        if any(w.lower() in known_words for w in words if len(w) >= 3):
            continue
        found.append((start, end))
    return found


_SENTENCE_START = re.compile("(?:^|[.!?\u2026][\"\u201d\u2019')]?\\s+|\\n\\s*|^[\"\u201c\u2018(]"
                             "|\\s[\"\u201c\u2018(])$")


def _opens_sentence(text: str, at: int) -> bool:
    """Whether the word at ``at`` opens a sentence or a paragraph (or a quotation)."""
    return at == 0 or bool(_SENTENCE_START.search(text[max(0, at - 4):at]))


def _without_openers(match: re.Match) -> tuple[int, int]:
    """The name's span without the words before it that open sentences ("Later Zebulon
    Quarrington" is the name "Zebulon Quarrington"); empty when every word is one."""
    start, end = match.span()
    for word in match.group().split(" "):
        if word not in _NOT_NAMES:
            break
        start += len(word) + 1
    return min(start, end), end


def _merged(intervals: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Sorted intervals joined where they overlap: disjoint, their ends in order."""
    joined: list[tuple[int, int]] = []
    for start, end in intervals:
        if joined and start <= joined[-1][1]:
            joined[-1] = (joined[-1][0], max(joined[-1][1], end))
        else:
            joined.append((start, end))
    return joined


def cut(text: str, spans: list[Span], names: list[tuple[int, int]]) -> list[list[Piece]]:
    """The text as paragraphs of pieces; a piece inside several spans goes with the
    shortest (the most specific item)."""
    edges = {0, len(text)}
    starting: dict[int, list[Span]] = {}
    for span in spans:
        edges.update((span.start, span.end))
        starting.setdefault(span.start, []).append(span)
    name_at = dict(names)
    for start, end in names:
        edges.update((start, end))
    ordered = sorted(edges)
    open_spans: list[tuple[int, int, Span]] = []  # (length, order, span), the shortest first
    order = 0
    paragraphs: list[list[Piece]] = [[]]
    name_end = -1
    for begin, finish in zip(ordered, ordered[1:]):
        for span in starting.get(begin, ()):
            order += 1
            heapq.heappush(open_spans, (span.end - span.start, order, span))
        while open_spans and open_spans[0][2].end <= begin:
            heapq.heappop(open_spans)
        # (a longer span still open under a popped shorter one is found at the top later)
        covering = _shortest_covering(open_spans, begin, finish)
        if begin in name_at:
            name_end = name_at[begin]
        anchors = [s.mark for s in starting.get(begin, ())]
        for number, line in enumerate(text[begin:finish].split("\n")):
            if number:
                paragraphs.append([])
            if line:
                paragraphs[-1].append(Piece(
                    line, covering.item if covering else None,
                    covering.draft if covering else False,
                    covering is None and finish <= name_end,
                    anchors if number == 0 else []))
    return [p for p in paragraphs if p]


def _shortest_covering(open_spans: list[tuple[int, int, Span]], begin: int,
                       finish: int) -> Span | None:
    """The shortest span open over [begin, finish): the heap's top once the spans that
    ended are dropped (every span open at ``begin`` covers the piece, since a piece never
    crosses an edge)."""
    while open_spans and open_spans[0][2].end <= begin:
        heapq.heappop(open_spans)
    return open_spans[0][2] if open_spans and open_spans[0][2].start <= begin < finish else None
