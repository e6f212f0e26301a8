"""Which clause a date belongs to, read from the dependency parse (kg.draft.nlp): a date that
hangs from another verb than an event's is not the event's date when that verb is the one
that reports it, or when the event's verb has a day of its own counted from another.

kg.draft.events dates an event by the date nearest its trigger when the parse does not hang
one from it. These checks keep that nearest date off an act it does not date:

- "The Chilean ministry said on Friday it had recalled its envoy on Wednesday": Friday is
  the day of the saying; the recall is Wednesday's (dated_by_the_reporting_verb);
- "Oslo summoned the envoy on Monday and expelled his aide the next day": the expulsion has
  a day of its own, counted from Monday; Monday is not its day (own_counted_day);
- "Chile recalled its envoy on 6 May, and on 9 May Peru expelled the consul": a date after
  the "and" is the joined clause's own (after_the_conjunction).
"""

from __future__ import annotations

from kg.source import Sentence
from kg.draft.actions import SAYING, date_head, past_perfect
from kg.draft.dates import DateMention

# Verbs that report an act: the act told in their clause is not done on their day
REPORTING = SAYING | {"announce", "confirm", "declare", "disclose", "reveal", "acknowledge",
                      "admit", "learn"}
# The links by which a clause hangs from the verb that reports it: "said (ccomp) it had
# recalled", "…, the ministry said" (the act's verb the parse's root, "said" a parataxis
# or a ccomp the other way)
_REPORTED = frozenset({"ccomp", "parataxis"})
# The links from a noun of a phrase up to the verb whose phrase it stands in
_UP_TO_VERB = frozenset({"pobj", "prep", "dobj", "npadvmod", "compound", "appos", "nummod",
                         "amod", "det", "advmod"})


def verb_of(token):
    """The verb a word stands under: itself if a verb, else the first verb up its heads
    through the words of a phrase, or None."""
    while token is not None and token.pos_ not in ("VERB", "AUX"):
        if token.dep_ not in _UP_TO_VERB or token.head.i == token.i:
            return None
        token = token.head
    return token


def dated_by_the_reporting_verb(doc, date: DateMention, sentence: Sentence, verb,
                                dates: list[DateMention] = ()) -> bool:
    """Whether the date is the day of a verb of saying whose clause holds the event's verb,
    told as done before the saying (in the past perfect) or with a date of its own among
    ``dates``: "Lima said on Friday it had expelled the attaché" (expelled <- ccomp <-
    said): Friday hangs from "said", or stands between "said" and the subject of what it
    says (the parse may hang it from "expelled"), and is the day of the saying, not of the
    expulsion. (An act announced in the simple past or as under way, "announced on Friday
    that it was closing its mission", is the announcement's day, kg.draft.actions.)"""
    reporting = _reporting_verb(verb)
    if reporting is None or not (past_perfect(verb) or _dated_in_its_clause(verb, date, dates)):
        return False
    head = date_head(doc, date, sentence)
    if head is not None and getattr(verb_of(head), "i", None) == reporting.i:
        return True
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    return subject is not None and reporting.idx < date.start and date.end <= subject.idx


def _dated_in_its_clause(verb, date: DateMention, dates) -> bool:
    """Whether another of the dates stands in the words of the verb's clause, after it."""
    end = max(t.idx + len(t.text) for t in verb.subtree)
    # (not a date of a noun's own clause: "expelled the attaché, who arrived on Monday")
    asides = [(t.left_edge.idx, t.right_edge.idx + len(t.right_edge.text))
              for t in verb.subtree if t.dep_ in ("relcl", "acl", "appos") and t.i != verb.i]
    return any(d is not date and verb.idx < d.start and d.end <= end
               and not any(low <= d.start < high for low, high in asides) for d in dates)


def _reporting_verb(verb):
    """The verb of saying whose clause the verb stands in (through verbs joined to it or
    governing it), or None: "said it had summoned and expelled" -> said."""
    token = verb
    while token.head.i != token.i:
        if token.dep_ in _REPORTED:
            head = token.head
            return head if head.lemma_.lower() in REPORTING else None
        if token.dep_ not in ("conj", "xcomp"):
            return None
        token = token.head
    return None


# The prepositions that put an act on a day ("on 9 May", "in March", "within a week"); not
# "since", "after", "before", "until" or "by", which bound it
_ON_A_DAY = frozenset({"on", "in", "at", "during", "within"})


def _dates_the_verb(token, verb) -> bool:
    """Whether the date's word hangs from the verb itself: as its adverb ("the next day",
    "two days later") or through a preposition of time that is the verb's own ("expelled
    him on 9 May"); not through a noun's phrase ("ahead of talks the next day") or a bound
    ("since 9 May")."""
    if token.dep_ in ("npadvmod", "advmod"):
        return token.head.i == verb.i
    if token.dep_ == "pobj":
        prep = token.head
        return prep.lower_ in _ON_A_DAY and prep.head.i == verb.i
    return False


def own_counted_day(doc, dates: list[DateMention], sentence: Sentence, verb
                    ) -> DateMention | None:
    """The day counted from another ("the next day", "two days later", "in May of that
    year") that stands in the event's verb's own words, its phrase and no other verb's, or
    None: "summoned the envoy on Monday and expelled his aide the next day" ("the next day"
    <- the aide's phrase <- expelled): the expulsion's day, not Monday."""
    for date in dates:
        if not date.counted or not sentence.start <= date.start < sentence.end:
            continue
        span = doc.char_span(date.start, date.end, alignment_mode="expand")
        if span is None:
            continue
        if _dates_the_verb(span.root, verb):
            return date
    return None


def after_the_conjunction(verb, date: DateMention) -> bool:
    """Whether the date stands in a joined clause's own words, between the "and" that joins
    its verb and the verb: "Chile recalled its envoy on 6 May, and on 9 May Peru expelled
    the consul" (9 May is the expulsion's, though the parse may hang it elsewhere)."""
    if verb.dep_ != "conj":
        return False
    joins = [c for c in verb.head.children if c.dep_ == "cc" and c.i < verb.i]
    if not (joins and joins[-1].idx < date.start and date.end <= verb.idx):
        return False
    # Only a preposition of a day may stand between the "and" and the date: not a name and
    # its relative clause ("and Laos, which had expelled the consul on 2 May, closed …"),
    # another noun's phrase ("and after talks on 9 May") or a bound ("and since 9 May")
    and_end = joins[-1].idx + len(joins[-1].text)
    between = verb.doc.text[and_end:date.start].split()
    return all(word.lower() in _ON_A_DAY for word in between)

