"""Dated events named by a noun: "the detention on 9 May of three Latvian fishermen", "the
truce of August 2008", "Monday's vote", "her first posting, in 2011". kg.draft.actions reads
a date that hangs from a verb; a date that hangs from a noun of an event dates that event,
which the text names without telling it by a verb. The event's words are the noun's phrase
and the date; its agent is the one the possessive names ("Estonia's expulsion of …"), and
those named inside the phrase take part in it.
"""

from __future__ import annotations

from kg.source import Sentence
from kg.uris import slugify
from kg.draft import nlp
from kg.draft.actions import _denied_or_to_come, act_actor, date_head, possessor
from kg.draft.attribution import AGENT_KINDS, Salience
from kg.draft.dates import DateMention, no_act_dated_by
from kg.draft.event_fields import date_fields, note_weekday
from kg.draft.model import Item, Span, Spans
from kg.draft.names import Entities

# Nouns that name something that happens on a day: the acts of diplomacy, of law and of
# unrest news tells of. A noun of a thing ("the 2024 report", "the 1961 convention") or of a
# state of affairs ("tensions since 2021") is no event of its date.
EVENT_NOUNS = frozenset({
    "arrest", "detention", "expulsion", "deportation", "extradition", "release", "recall",
    "summons", "visit", "meeting", "talks", "summit", "conference", "session", "election",
    "referendum", "vote", "ballot", "ceasefire", "truce", "signing", "ratification",
    "declaration", "announcement", "appointment", "posting", "nomination", "resignation",
    "dismissal", "raid", "attack", "strike", "bombing", "shelling", "incursion", "invasion",
    "coup", "protest", "protests", "riot", "riots", "demonstration", "clash", "clashes",
    "crash", "collision", "incident", "ruling", "judgment", "judgement", "verdict", "hearing",
    "trial", "sentencing", "closure", "opening", "reopening", "handover", "exchange", "swap",
    "demarcation", "delimitation", "withdrawal", "departure", "arrival", "landing", "seizure",
    "interception", "boarding", "killing", "shooting", "abduction", "kidnapping", "escape",
    "explosion", "blast", "fire", "search", "inspection", "interrogation", "speech",
    "address", "briefing", "interview", "debate", "war", "independence", "annexation",
    "occupation", "revolution", "uprising", "massacre", "flood", "earthquake", "storming",
})
# Prepositions that tie a date to the noun it dates ("the raid on 3 May", "the truce of
# August 2008", "the talks in June"); not a bound ("since 2021", "until May")
_DATING_PREPOSITIONS = frozenset({"on", "in", "of", "at", "during"})


def dated_nouns(entities: Entities, sentences: tuple[Sentence, ...],
                dates: list[DateMention], saliences: dict[int, Salience], skip: Spans,
                events: list[Item], before: int = 0) -> list[Item]:
    """The events the text names by a noun its date hangs from: "the detention on 9 May of
    three Latvian fishermen" is a detention on 9 May. A date an event carries already, one
    inside a quotation or a claim, and a noun inside one, are left alone."""
    doc = nlp.parse(entities.text)
    carried = {(start, e.fields.get("date_text")) for e in events for span in e.evidence
               for start in range(span.start, span.end) if e.fields.get("date_text")}
    found: list[Item] = []
    for date in dates:
        if date.start < before or date.counted or (date.start, date.text) in carried \
                or skip.covers(date.start) or no_act_dated_by(date):
            continue
        sentence = next((s for s in sentences if s.start <= date.start < s.end), None)
        noun = _event_noun(doc, date, sentence) if sentence is not None else None
        if noun is None or skip.covers(noun.idx):
            continue
        found.append(_noun_item(entities, sentence, noun, date, saliences[sentence.index]))
    return found


def _event_noun(doc, date: DateMention, sentence: Sentence):
    """The noun of an event the date hangs from: "the raid on 3 May" (raid), "Monday's
    vote" (vote), "the 2008 truce" (truce); None for any other head."""
    head = date_head(doc, date, sentence)
    if head is None or head.pos_ != "NOUN" or head.lemma_.lower() not in EVENT_NOUNS \
            and head.lower_ not in EVENT_NOUNS:
        return None
    between = doc[min(head.i, _first_token(doc, date)):max(head.i, _first_token(doc, date))]
    preposition = next((t for t in between if t.dep_ == "prep" and t.head.i == head.i), None)
    if preposition is not None and preposition.lower_ not in _DATING_PREPOSITIONS:
        return None
    return head


def _first_token(doc, date: DateMention) -> int:
    span = doc.char_span(date.start, date.end, alignment_mode="expand")
    return span.start if span is not None else 0


def _noun_item(entities: Entities, sentence: Sentence, noun, date: DateMention,
               salience: Salience) -> Item:
    """The event the noun names: its phrase and the date as its words, the possessor as
    its agent, those named in the phrase as its participants; the one whose verb has the
    event as its object takes part in it ("Chile, which mediated the truce of May 1985":
    Chile, and the verb's words)."""
    tokens = [t for t in noun.subtree if t.dep_ not in ("relcl", "acl", "appos")
              or t.i == noun.i]
    start = max(sentence.start, min([t.idx for t in tokens] + [date.start]))
    end = min(sentence.end, max([t.idx + len(t.text) for t in tokens] + [date.end]))
    agent = possessor(entities, noun.idx)
    doer = None
    if noun.dep_ == "dobj" and noun.head.pos_ == "VERB" and not _denied_or_to_come(noun.head):
        doer = act_actor(entities, sentence, noun.head, salience)[0]
        start = max(sentence.start, min(start, noun.head.idx))
    named = [m.entity for m in entities.mentions_in(start, end) if m.kind in AGENT_KINDS]
    participants = list(dict.fromkeys(([agent] if agent else []) + ([doer] if doer else [])
                                      + named))[:3]
    word = noun.text[0].upper() + noun.text[1:]
    names = [entities.name(e) for e in participants]
    label = ", ".join([f"{word}: {names[0]}" if names else word] + names[1:] + [date.text])
    fields: dict = {"id": slugify(f"{word} {(names + [date.text])[0]}"),
                    "type": "Event", "label": {"en": label}}
    if agent:
        fields["agent"] = [agent]
    if participants:
        fields["participants"] = participants
    fields.update(date_fields(date))
    fields["note"] = (f"An event the text names by the noun “{noun.text}” its date hangs "
                      f"from. Say what it was and who did it.")
    item = Item("events", fields, [Span(start, end)], "a dated event's noun")
    note_weekday(item, date)
    return item
