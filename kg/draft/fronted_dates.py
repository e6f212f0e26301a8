"""A date that opens a sentence dates each clause the sentence joins by "and", read from the
dependency parse (kg.draft.nlp).

"On 3 April the court convicted the consul, and the ministry expelled his deputy": the date
stands before the first clause's subject, outside both clauses, and so sets the time of the
whole sentence; the expulsion was on 3 April too. Not a date that stands inside the first
clause ("The court convicted the consul on 3 April, and the ministry expelled his deputy":
the conviction's day, kg.draft.shared_dates), nor a joined clause with a date or a time
word of its own ("…, and two weeks later Peru followed"), nor one told in the past perfect
(background from before). Recorded as an inference with its reasoning, for the reviewer.
"""

from __future__ import annotations

from kg.source import Sentence
from kg.draft import nlp
from kg.draft.dates import DateMention
from kg.draft.event_fields import date_fields, note_weekday
from kg.draft.model import Item, Span
from kg.draft.shared_dates import DATE_KEYS, OWN_TIME, event_verb, inferred

# The words a sentence may open with before its date: "On 3 April", "In March", "Late on
# Friday", "Early last week" (not "By March": a bound, not the day of what follows)
_OPENING = frozenset({"on", "in", "at", "during", "late", "early", "earlier", "later"})


def share_fronted_dates(text: str, sentences: tuple[Sentence, ...], items: list[Item],
                        dates: list[DateMention]) -> None:
    """Give each undated event of a clause joined by "and" the date that opens its sentence
    (fronted_date), as an inference with its reasoning."""
    doc = nlp.parse(text)
    for item in items:
        if any(key in item.fields for key in DATE_KEYS):
            continue
        verb = event_verb(doc, text, item)
        sentence = next((s for s in sentences if verb is not None
                         and s.start <= verb.idx < s.end), None)
        date = fronted_date(doc, verb, sentence, dates) if sentence is not None else None
        if date is None:
            continue
        item.fields.update(date_fields(date))
        inferred(item, f"“{date.text}” opens the sentence, before the clauses it joins by "
                       f"“and”, and so dates “{verb.text}” too: taken as done that day. "
                       f"Check it.")
        note_weekday(item, date)
        first = item.evidence[0]
        item.evidence[0] = Span(min(first.start, date.start), max(first.end, date.end))


def fronted_date(doc, verb, sentence: Sentence, dates: list[DateMention]
                 ) -> DateMention | None:
    """The date that opens the sentence, when the verb's clause is joined by "and" to the
    first clause, after that date, and has no date or time word of its own; else None:
    "On 3 April the court convicted the consul, and the ministry expelled his deputy"
    (expelled -> "3 April")."""
    if verb.dep_ != "conj" or verb.head.pos_ not in ("VERB", "AUX"):
        return None
    first = verb.head
    while first.dep_ == "conj" and first.head.pos_ in ("VERB", "AUX"):
        first = first.head
    if first.dep_ != "ROOT":
        # (the clauses are what a verb of saying reports: "On Monday the ministry said Laos
        # expelled the consul and closed its embassy" dates the saying, not the acts)
        return None
    joins = [c for c in verb.head.children if c.dep_ == "cc" and c.i < verb.i]
    if not joins or joins[-1].lower_ != "and" or _perfect(verb) or any(
            c.lower_ in OWN_TIME or c.dep_ == "npadvmod" for c in verb.children):
        return None
    inside = [d for d in dates if sentence.start <= d.start and d.end <= sentence.end]
    opening = [d for d in inside if _opens(doc, sentence, d)]
    if len(opening) != 1 or opening[0].end > first.idx:
        return None
    clause_start = joins[-1].idx
    if any(d is not opening[0] and d.start > clause_start and d.start < _clause_end(verb)
           for d in inside):
        return None  # (the joined clause has a date of its own)
    return opening[0]


def _opens(doc, sentence: Sentence, date: DateMention) -> bool:
    """Whether only an opening preposition or adverb stands before the date in its
    sentence."""
    before = doc.char_span(sentence.start, date.start, alignment_mode="contract")
    words = [t for t in before if not t.is_space and not t.is_punct] if before is not None \
        else []
    if before is None and date.start - sentence.start > 1 and \
            doc.text[sentence.start:date.start].strip():
        return False
    return all(t.lower_ in _OPENING for t in words)


def _clause_end(verb) -> int:
    """Where the verb's clause ends in the text: the end of its last word."""
    last = max(verb.subtree, key=lambda t: t.i)
    return last.idx + len(last.text)


def _perfect(verb) -> bool:
    """Told in the past or present perfect: background from before, or an act the opening
    date does not place ("…, and Mongolia has expelled …")."""
    return any(c.dep_ == "aux" and c.lower_ in ("had", "has", "have") for c in verb.children)
