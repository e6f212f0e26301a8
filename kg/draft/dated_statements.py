"""Dated statements: the day a named speaker said, confirmed, reported, denied or accused,
as a Statement event by that speaker on that day.

"The Chilean foreign ministry announced on Thursday that its consul had gone home" tells two things:
what the ministry said (a claim or a quotation, kg.draft.claims) and that the ministry made
a statement on Thursday. kg.draft.actions leaves a verb of saying alone, because its date is
that of the words, not of an act they report; the words being said on that day is itself a
fact of the report, and the reviewer wants its day. The event holds only the speaker, the
verb and the date ("The Chilean foreign ministry announced on Thursday"): what was said stays in
its claim or quotation, so that no allegation becomes a fact.
"""

from __future__ import annotations

from kg.source import Sentence
from kg.uris import slugify
from kg.draft import nlp
from kg.draft.actions import (BODY_NOUNS, CLAIMING, DOCUMENTS, FOR_A_BODY, POST_NOUNS,
                              SAYING, act_actor, date_verb, denied_or_to_come,
                              seat_for_state, verb_subject, when_clause)
from kg.draft.attribution import PRONOUN_SEX, Salience, sex_of
from kg.draft.contested_acts import HEARSAY
from kg.draft.dates import DateMention, no_act_dated_by
from kg.draft.event_fields import date_fields, note_weekday
from kg.draft.model import Item, Span, Spans, sentence_of
from kg.draft.names import Entities

# The verbs whose date is the day something was said, written or made public. Not "ask"
# or "call" (a request and a summons are acts that kg.draft.actions reads), nor "believe"
# or "fear" (no statement is made).
STATING = (SAYING - {"ask", "quote", "describe"}) | (
    CLAIMING - {"call", "believe", "fear", "think", "suspect", "charge", "identify",
                "brand", "label", "maintain", "suggest"}) | {"announce", "declare", "reiterate"}
# Verbs that make words public or send them, by the document they govern: "issued a
# statement on Friday" (a statement), "sent a letter to the minister on 3 May" (a
# communication to the minister)
_PUBLISHING = frozenset({"issue", "release", "publish", "post", "put"})
_SENDING = frozenset({"send", "deliver", "hand", "submit", "address", "forward", "write"})
# Words that make a subject no one in particular: "Neither X nor Y said", "Few in X said"
_NO_ONE = frozenset({"neither", "nor", "no", "none", "nobody", "few", "not"})
# The marks of a clause that tells what may happen: "If the minister confirms on Monday …"
_UNREAL = frozenset({"if", "unless", "once", "whether", "until", "before", "lest"})
# Words that make a statement one only said to have been made: "reportedly told"
_HEDGES = HEARSAY | {"presumably"}


def dated_statements(entities: Entities, sentences: tuple[Sentence, ...],
                     dates: list[DateMention], saliences: dict[int, Salience], skip: Spans,
                     events: list[Item], before: int = 0) -> list[Item]:
    """The statements the dates of the text date, each by its named speaker: "The Chilean
    foreign ministry announced on Thursday that its consul had gone home" is a statement
    of the ministry on Thursday. A date an event carries already, one inside a quotation or a
    claim, and a statement reported in someone else's words are left alone."""
    doc = nlp.parse(entities.text)
    found: list[Item] = []
    for date in dates:
        if date.start < before or _carried(events, date) or skip.covers(date.start) \
                or no_act_dated_by(date):
            continue
        sentence = sentence_of(sentences, date.start)
        verb = _stating_verb(doc, date, sentence) if sentence is not None else None
        if verb is None or skip.covers(verb.idx):
            continue
        speaker = act_actor(entities, sentence, verb, saliences[sentence.index])[0]
        if speaker is None or not _named_as_subject(entities, verb, speaker):
            continue
        item = _statement_item(entities, sentence, verb, date, speaker)
        if any(skip.covers(span.start) and skip.covers(span.end - 1) for span in item.evidence):
            continue
        if _remark_of_a_day_told(verb, item, events + found):
            continue
        found.append(item)
    return found


# The verbs of a plain remark to the press: "said", "told"
_REMARKING = frozenset({"say", "tell"})
# The fields that give an event's day
_DAY_FIELDS = ("date_text", "date", "month", "year")


# The prepositions of a remark's day ("said on Friday"), not of its addressee or venue
_DAY_WORDS = frozenset({"on", "at", "during", "late", "early"})


def _remark_of_a_day_told(verb, item: Item, events: list[Item]) -> bool:
    """Whether the statement is a plain remark ("said", "told") whose day another drafted
    event records already, in the same words and as the same day: "The Peruvian envoy
    was expelled on Friday. … A Chilean spokesman said on Friday that …". Saying it is
    seldom the news the report tells (the reading lists the remark's words, not the
    remark); such a statement is drafted for its day, and the day is kept already."""
    if verb.lemma_.lower() not in _REMARKING or _sends_words(verb) or any(
            c.dep_ in ("dobj", "dative") or c.dep_ == "prep" and c.lower_ not in _DAY_WORDS
            for c in verb.children):
        return False  # (one who told parliament, or spoke in an address, made news)
    day = tuple(item.fields.get(k) for k in _DAY_FIELDS)
    # (an event told before the remark: a later act of that day is news the remark
    # does not follow)
    return any(tuple(e.fields.get(k) for k in _DAY_FIELDS) == day and e.evidence
               and item.evidence and e.evidence[0].start < item.evidence[0].start
               for e in events)


def _carried(events: list[Item], date: DateMention) -> bool:
    """Whether a drafted event carries the date already: its date's words, in its evidence."""
    return any(event.fields.get("date_text") == date.text
               and any(span.start <= date.start < span.end for span in event.evidence)
               for event in events)


def _stating_verb(doc, date: DateMention, sentence: Sentence):
    """The verb of saying the date hangs from, said in the report's own voice: "The envoy
    told reporters on Monday"; not one to come ("will announce on Monday"), denied ("did
    not comment on Friday"), or inside what another says ("the ministry said the envoy had
    confirmed on Monday": the envoy's words are the ministry's report)."""
    verb = when_clause(doc, date, sentence) or date_verb(doc, date, sentence)
    if verb is None or verb.lemma_.lower() not in STATING and not _sends_words(verb):
        return None
    if denied_or_to_come(verb) or any(c.lower_ in _HEDGES for c in verb.children) \
            or not _made(verb, sentence):
        return None
    if _reported_by_another(verb):
        return None
    subject, passive = verb_subject(verb)
    return None if subject is None or passive else verb


def _made(verb, sentence: Sentence) -> bool:
    """Whether the statement is told as made, in the report's own voice: not one wished or
    planned ("wants to announce on Monday": the verb an xcomp), nor one in a clause of what
    may happen ("If the minister confirms on Monday …"), nor one another tells ("According to
    the navy, the consul said on Monday …"; "The envoy, the newspaper reported, said on
    Monday …")."""
    if verb.dep_ == "xcomp":
        return False
    if verb.dep_ == "advcl" and any(c.dep_ == "mark" and c.lower_ in _UNREAL
                                    for c in verb.children):
        return False
    if "according to" in sentence.text.lower():
        return False
    subject, _passive = verb_subject(verb)
    # (a verb of saying between the subject and the verb is a teller's aside)
    return subject is None or not any(
        t.pos_ == "VERB" and t.lemma_.lower() in STATING
        for t in verb.doc[min(subject.i, verb.i) + 1:verb.i]) and not any(
        c.dep_ in ("parataxis", "advcl") and c.lemma_.lower() in STATING
        and any(g.dep_ == "nsubj" for g in c.children) for c in verb.children)


def _named_as_subject(entities: Entities, verb, speaker: str) -> bool:
    """Whether the verb's own subject names the speaker: a name of theirs ("Foreign Minister
    Ana Ruiz said"), a body's noun ("the ministry said", "a ministry spokesman said"), or
    "he", "she" for a person known to be of that sex, "it" or "they" for a body; not a
    subject that is no one in particular ("Neither Chile nor Peru said", "Few in Chile
    said"), nor someone the speaker's name only describes ("the consul's driver said")."""
    subject, _passive = verb_subject(verb)
    if subject is None or subject.lower_ in _NO_ONE or any(
            c.lower_ in _NO_ONE for c in subject.children
            if c.dep_ in ("neg", "preconj", "det", "amod", "cc")):
        return False
    before = subject.doc[subject.left_edge.i - 1] if subject.left_edge.i > 0 else None
    if before is not None and before.pos_ in ("VERB", "AUX", "ADP") \
            and before.sent.start == subject.sent.start:
        # (a name the parse took for the subject from inside a phrase before the verb:
        # "The spokesman of the rebels fighting Chile said", "An aide who had quarrelled
        # with Ana Ruiz said")
        return False
    if subject.pos_ == "PRON":
        wanted = PRONOUN_SEX.get(subject.lower_)
        if wanted is not None:
            return _only_one_it_fits(entities, subject, speaker, wanted)
        return subject.lower_ in ("it", "they") and entities.kind(speaker) != "person"
    near = [m for m in entities.mentions_in(max(0, subject.idx - 200), subject.idx + 200)
            if m.entity == speaker]
    lemma = subject.lemma_.lower()
    if lemma in BODY_NOUNS | FOR_A_BODY | POST_NOUNS:
        # one who speaks for a body or holds a post: the body or state its own words name
        # ("a ministry spokesman", "a spokesman for the Chilean ministry", "a counsellor at
        # the Chilean embassy"), or, with no name in its words, the body it refers to; not
        # a name further inside ("a spokesman for the families of the soldiers")
        named = entities.mentions_in(*_extent(subject))
        if not named and lemma in BODY_NOUNS | FOR_A_BODY:
            return True
        words = [subject] + _own_modifiers(subject)
        if entities.kind(speaker) == "person":
            words = [subject] + [c for c in subject.children if c.dep_ == "appos"]
        return any(m.start <= t.idx < m.end for m in near for t in words)
    # the subject's own words, or a name set beside it ("The ministry's director, Ana Ruiz,
    # said")
    words = [subject] + [c for c in subject.children if c.dep_ == "appos"]
    return any(m.start <= t.idx < m.end for m in near for t in words) \
        or seat_for_state(entities, subject) == speaker


def _extent(token) -> tuple[int, int]:
    return token.left_edge.idx, token.right_edge.idx + len(token.right_edge.text)


def _own_modifiers(subject) -> list:
    """The words that say whose the subject is: its compounds and adjectives ("Chilean
    ministry spokesman"), and the object of its own "for", "of", "at" or "from" and that
    object's compounds ("a spokesman for the Chilean Foreign Ministry"); not what those
    objects' own phrases name."""
    words = [c for c in subject.children if c.dep_ in ("compound", "amod", "poss")]
    for prep in (c for c in subject.children
                 if c.dep_ == "prep" and c.lower_ in ("for", "of", "at", "from", "in")):
        for pobj in (c for c in prep.children if c.dep_ == "pobj"):
            words += [pobj] + [c for c in pobj.children if c.dep_ in ("compound", "amod")]
    return words


def _sends_words(verb) -> bool:
    """Whether the verb issues or sends a document: "released a statement", "sent a
    letter", "handed over a note" (its object is one of kg.draft.actions.DOCUMENTS, or a
    note)."""
    return verb.lemma_.lower() in _PUBLISHING | _SENDING and any(
        c.dep_ == "dobj" and c.lemma_.lower() in DOCUMENTS | {"note"}
        for c in verb.children)


# How far back a "he" or "she" looks for the people it may stand for
_PRONOUN_REACH = 300


def _only_one_it_fits(entities: Entities, pronoun, speaker: str, wanted: str) -> bool:
    """Whether "he" or "she" can only be the speaker: the speaker is known to be of that
    sex, or is the one person named just before it who may be ("Ana Ruiz met the press. She
    said on Monday …"; not "Diego Sosa met Rosa Benitez. She said …" when neither's sex is
    known). The sexes come from the text's own words, not from the reading of the
    pronouns, which has already given this one to someone."""
    fresh = Salience()
    if sex_of(entities, speaker, fresh) == wanted:
        return True
    near = {m.entity for m in entities.mentions_in(max(0, pronoun.idx - _PRONOUN_REACH),
                                                   pronoun.idx)
            if m.kind == "person" and m.end <= pronoun.idx}
    return near == {speaker} and sex_of(entities, speaker, fresh) is None


def _reported_by_another(verb) -> bool:
    """Whether the verb stands in a clause another verb of saying governs: "The agency
    wrote that the minister had said on Tuesday …" (the minister's words on Tuesday are
    the agency's report)."""
    token = verb
    while token.head.i != token.i and token.dep_ in ("ccomp", "xcomp", "conj", "advcl",
                                                     "parataxis"):
        if token.dep_ != "conj" and token.head.lemma_.lower() in STATING:
            return True
        token = token.head
    return False


def _statement_item(entities: Entities, sentence: Sentence, verb, date: DateMention,
                    speaker: str) -> Item:
    """The statement event: the speaker, the verb and the date as its evidence; what was
    said is not in it."""
    subject, _passive = verb_subject(verb)
    words = [verb, subject] if subject is not None else [verb]
    # (the document issued or sent is part of the act: "released a communiqué")
    sends = _sends_words(verb)
    words += [c for c in verb.children if c.dep_ == "dobj" and sends]
    start = min(t.idx for t in words)
    end = max(t.idx + len(t.text) for t in words)
    if subject is not None and subject.idx >= sentence.start:
        start = min(start, max(sentence.start, subject.left_edge.idx))
    start, end = max(start, sentence.start), min(end, sentence.end)
    # (the date as words of their own when what was said stands between: "confirmed the
    # seizure of two boats on 3 May" holds "confirmed" and "3 May", not the seizure)
    spans = [Span(min(start, date.start), max(end, date.end))] \
        if date.end <= end or date.start <= end + 4 or date.start < start \
        else [Span(start, end), Span(date.start, date.end)]
    name = entities.name(speaker)
    type_ = "Communication" if sends and verb.lemma_.lower() in _SENDING else "Statement"
    fields: dict = {"id": slugify(f"{type_} {name} {date.text}"), "type": type_,
                    "label": {"en": f"{type_}: {name}, {date.text}"}, "agent": [speaker]}
    fields.update(date_fields(date))
    fields["note"] = (f"A dated statement, read from the verb “{verb.text}” its date hangs "
                      f"from: the quotations and claims it gives may name it as stated_in.")
    item = Item("events", fields, spans, "a dated statement's verb",
                verb_at=verb.idx)
    note_weekday(item, date)
    return item
