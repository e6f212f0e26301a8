"""Dates that reach an event from the act it is told with, read from the dependency parse
(kg.draft.nlp): an event whose own words give no date takes the one date of the verbs its
verb is joined to.

"The ministry summoned the ambassador on Monday and handed him a note of protest": the
date hangs from "summoned", and "handed" is joined to it by "and" (the parse's conj), one
sitting told as two acts; the note was handed on Monday. So is a clause of the place the
dated act was done in: "was summoned to the ministry on Monday, where the deputy minister
handed him a note". A coordination whose verbs carry two dates ("summoned him on Monday
and expelled him on Friday") gives none: which day is which verb's, its words say.
"""

from __future__ import annotations

from kg.source import Sentence
from kg.draft import nlp
from kg.draft.actions import date_head, told_spans
from kg.draft.dates import DateMention
from kg.draft.event_fields import date_fields, note_weekday
from kg.draft.model import Item, Span

# What an event's date is recorded in: an event with any of these is dated already
DATE_KEYS = ("date_text", "date", "month", "year")
# The relative adverbs of a clause of the place or time of what its noun's verb tells
_PLACE_OR_TIME = frozenset({"where", "when"})
# The dependencies from a noun up to the verb whose phrase it stands in: "summoned to the
# department's headquarters, the O.R. Tambo Building, where …" (Building <- appos <-
# headquarters <- pobj <- to <- prep <- summoned)
_UP_TO_VERB = frozenset({"pobj", "prep", "appos", "dobj", "compound", "npadvmod"})


def share_joined_dates(text: str, sentences: tuple[Sentence, ...], items: list[Item],
                       dates: list[DateMention]) -> None:
    """Give each undated event the date of the verbs its verb is joined to, when they carry
    exactly one (see the module's docstring). ``dates``: the dates an event may carry (no
    dateline's)."""
    doc = nlp.parse(text)
    for item in items:
        if any(key in item.fields for key in DATE_KEYS):
            continue
        verb = _event_verb(doc, text, item)
        if verb is None:
            continue
        sentence = next((s for s in sentences if s.start <= verb.idx < s.end), None)
        if sentence is None:
            continue
        joined = _joined_verbs(verb)
        found = {(d.start, d.end): d for d in dates
                 if sentence.start <= d.start and d.end <= sentence.end
                 and getattr(_dated_verb(doc, d, sentence), "i", None) in joined}
        if len(found) != 1:
            continue
        (date,) = found.values()
        item.fields.update(date_fields(date))
        note_weekday(item, date)
        first = item.evidence[0]
        item.evidence[0] = Span(min(first.start, date.start), max(first.end, date.end))


def _event_verb(doc, text: str, item: Item):
    """The verb that tells the event: the first verb of its own words (a trigger's words,
    else its evidence), or None."""
    for start, end in told_spans(text, item)[:1]:
        span = doc.char_span(start, end, alignment_mode="expand")
        if span is not None:
            return next((t for t in span if t.pos_ == "VERB"), None)
    return None


def _dated_verb(doc, date: DateMention, sentence: Sentence):
    """The verb the date hangs from (through a noun of its phrase: "at a meeting on
    Monday"), or None."""
    head = date_head(doc, date, sentence)
    if head is not None and head.pos_ == "NOUN" and head.dep_ == "pobj" \
            and head.head.dep_ == "prep":
        head = head.head.head
    return head if head is not None and head.pos_ == "VERB" else None


def _joined_verbs(verb) -> set[int]:
    """The verbs the verb is told with: those of its coordination ("summoned … and handed
    …"), and, for a clause of place or time ("…, where X handed him a note"), those of the
    verb whose phrase holds the clause's noun."""
    found = _coordination(verb)
    if verb.dep_ == "relcl" and any(c.dep_ == "advmod" and c.lower_ in _PLACE_OR_TIME
                                    for c in verb.children):
        token = verb.head
        while token.dep_ in _UP_TO_VERB and token.head.i != token.i \
                and token.pos_ != "VERB":
            token = token.head
        if token.pos_ == "VERB":
            found |= _coordination(token)
    return found


def _coordination(verb) -> set[int]:
    """Where the verb, the verb it is joined to by "and" (climbing), and every verb joined
    to those stand (their token indices)."""
    root = verb
    while root.dep_ == "conj" and root.head.i != root.i and root.head.pos_ in ("VERB", "AUX"):
        root = root.head
    found, stack = set(), [root]
    while stack:
        token = stack.pop()
        found.add(token.i)
        stack += [c for c in token.children if c.dep_ == "conj" and c.pos_ == "VERB"]
    return found
