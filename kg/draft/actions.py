"""Dated actions, whatever their verb, read from the dependency parse (kg.draft.nlp): each
date of the text that a verb governs dates that verb's act, done by the verb's subject.

"On 3 March the Norwegian Police Security Service filed a complaint with the Oslo police"
is an act of the security service on 3 March: the date hangs from "filed" (on -> filed),
whose subject is the service. No list of verbs decides it: the parse says which verb the
date belongs to and who did it. What is not an act of the report's own is left alone: a
verb of saying ("said on Monday that ...") dates the words, not an act; an accusation and
what it accuses ("accused X of spying in 2023") are a claim's; a denied act ("did not
meet on Friday") and one still to come ("will meet on Friday") did not happen. A date that
dates a noun ("the vote of June 10", "the 1990 declaration") dates no verb's act.

An act a trigger of kg.draft.events already drafted is not drafted twice: the trigger's
event takes the date when it has none, and so does the act a dated verb announces ("announced
on 14 August that it was suspending talks": the suspension's day).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from kg.source import Sentence
from kg.uris import slugify
from kg.draft import nlp
from kg.draft.acts_done_to import person_done_to
from kg.draft.attribution import AGENT_KINDS, Salience, agrees, resolve, subject_before
from kg.draft.dates import DateMention, no_act_dated_by
from kg.draft.event_fields import date_fields, note_weekday, verb_type
from kg.draft.gazetteer import TITLE_HEADS
from kg.draft.model import Item, Span, Spans
from kg.draft.names import Entities

# Verbs whose dates are those of words said or written, not of an act
SAYING = frozenset({"say", "tell", "add", "state", "note", "explain", "insist", "argue",
                    "stress", "reply", "respond", "comment", "quote", "describe", "write",
                    "report", "confirm", "warn", "tweet", "post", "publish", "ask",
                    "express", "welcome", "condemn", "criticise", "criticize"})
# Verbs of accusing and of believing: what they govern is someone's claim, never a fact
CLAIMING = frozenset({"accuse", "allege", "claim", "deny", "suspect", "blame", "believe",
                      "charge", "contend", "assert", "maintain", "suggest", "reject",
                      "dismiss", "call", "identify", "brand", "label", "think", "fear"})
# An accusation whose object is an act: "were charged with assisting", "accused of spying"
_ALLEGED_ACT = frozenset({"charge", "accuse", "suspect", "convict", "arrest", "detain",
                          "indict", "prosecute", "try"})
# What is released, issued or published as words: "released a statement"
DOCUMENTS = frozenset({"statement", "text", "report", "letter", "video", "communiqué",
                        "communique", "readout", "figure", "data", "document", "transcript",
                        "footage", "photo", "image", "list", "result", "comment", "remark",
                        "message", "post", "tweet"})
# Modals and words that make an act one to come or one hoped for
NOT_YET = frozenset({"will", "would", "shall", "could", "may", "might", "should", "must",
                      "can", "'ll"})
_TO_COME = frozenset({"expect", "plan", "intend", "hope", "want", "seek", "schedule",
                      "set", "due", "aim", "try", "threaten", "promise", "propose", "ask",
                      "urge", "agree", "decide", "refuse", "decline", "fail", "ready",
                      "able", "willing", "likely", "poised", "prepared", "about"})
# Verbs that tell of no act: being, seeming, having, and the like
_NO_ACT = frozenset({"be", "have", "seem", "appear", "remain", "become", "do", "base",
                     "bear", "bear", "include", "mean", "know", "call", "name", "see",
                     "come", "go", "take", "make", "get", "say"})
# Dependencies that join a date to the verb it dates
_DATING = frozenset({"npadvmod", "tmod", "obl", "advmod", "dobj", "nmod", "attr", "oprd"})
# Dependencies inside a date's words: "Tuesday, 20 May", "early October", "the 17th"
_INSIDE_DATE = frozenset({"appos", "compound", "nummod", "amod", "nmod", "conj", "det",
                          "quantmod", "advmod", "npadvmod", "pobj", "prep", "punct", "cc"})
# Dependencies of a verb that are other clauses: not part of its act's words
_OTHER_CLAUSES = frozenset({"conj", "cc", "ccomp", "advcl", "parataxis", "csubj",
                            "relcl", "mark", "punct", "xcomp"})
PRONOUNS = frozenset({"he", "she", "it", "they", "who", "which", "that", "we", "i"})


@dataclass
class Act:
    """A verb that tells an act, with its subject (the actor, or None), those it names, its
    date if one hangs from it, and where its words stand."""

    verb: object                 # the spaCy token
    date: DateMention | None
    actor: str | None
    participants: list[str]
    start: int
    end: int


def dated_actions(entities: Entities, sentences: tuple[Sentence, ...],
                  dates: list[DateMention], saliences: dict[int, Salience], skip: Spans,
                  events: list[Item], before: int = 0) -> list[Item]:
    """The acts the dates of the text date, as events: "On 3 March the Norwegian Police
    Security Service filed a complaint with the Oslo police" is "Filed a complaint: Norwegian
    Police Security Service, 3 March". ``events``: the events drafted already; one whose
    words hold the dated verb takes the date (when it has none) and no new event is drafted.
    ``before``: where the report's words begin (no date of the header or dateline dates an
    act). ``skip``: quotations and claims, whose acts are someone's words."""
    # (imported here: kg.draft.event_date_scope reads this module's verbs of saying)
    from kg.draft.event_date_scope import dated_by_the_reporting_verb

    text = entities.text
    doc = nlp.parse(text)
    found: list[Item] = []
    dated_verbs: set[int] = set()
    for date in dates:
        if date.start < before or skip.covers(date.start) or no_act_dated_by(date):
            continue
        sentence = _sentence_of(sentences, date.start)
        if sentence is None:
            continue
        verb = when_clause(doc, date, sentence) or date_verb(doc, date, sentence)
        if verb is None or verb.i in dated_verbs or not told_as_act(verb) \
                or skip.covers(verb.idx):
            continue
        # (the day of a verb of saying is not the day of an act it tells as done before:
        # "said on Friday it had recalled its envoy" is a recall of no known day)
        own_day = None if dated_by_the_reporting_verb(doc, date, sentence, verb, dates) \
            else date
        told = event_of_verb(events + found, verb, text) \
            or announced_event(events + found, verb, text)
        if told is not None:
            if own_day is not None:
                _give_date(told, own_day)
            dated_verbs.add(verb.i)
            continue
        act = read_act(entities, sentence, verb, own_day, saliences[sentence.index])
        _sent_by(act, events + found, text)
        if not _tells_what(verb, date) and (date.counted or not _named_doer(verb, act)):
            continue
        if not own_report(entities, sentence, verb, act.actor,
                          saliences[sentence.index]):
            continue
        with_source(entities, sentence, act, saliences[sentence.index])
        dated_verbs.add(verb.i)
        found.append(act_item(entities, act))
    return found


def _sentence_of(sentences: tuple[Sentence, ...], offset: int) -> Sentence | None:
    return next((s for s in sentences if s.start <= offset < s.end), None)


def date_verb(doc, date: DateMention, sentence: Sentence):
    """The verb the date hangs from, in the same sentence, or None: "filed a complaint
    on 3 March" (3 March <- on <- filed), "the envoy left Oslo on Friday"; not a noun's
    date ("the vote of June 10", "the 2024 elections")."""
    head = date_head(doc, date, sentence)
    if head is not None and head.pos_ == "NOUN" and head.dep_ == "pobj" \
            and head.head.dep_ == "prep" and head.head.head.pos_ == "VERB":
        head = head.head.head  # ("left Oslo on a flight to Riga on May 22": left, May 22)
    return head if head is not None and head.pos_ == "VERB" else None


def when_clause(doc, date: DateMention, sentence: Sentence):
    """The verb of a clause that tells what happened on the date: "since late 2022, when
    Vilnius cut the number of Russian diplomats" (cut, in late 2022), "came in 2017, when
    she was named ambassador"; None when no "when" clause follows the date."""
    span = doc.char_span(date.start, date.end, alignment_mode="expand")
    if span is None:
        return None
    token = span.root
    while token.dep_ in _INSIDE_DATE and token.head.i != token.i and (
            token.head.ent_type_ in ("DATE", "TIME") or date.start <= token.head.idx < date.end):
        token = token.head
    return next((c for c in token.children if c.dep_ in ("relcl", "advcl")
                 and c.pos_ == "VERB" and sentence.start <= c.idx < sentence.end
                 and any(w.dep_ == "advmod" and w.lower_ == "when" for w in c.children)),
                None)


# Dependencies that join a date to the noun it dates: "Monday's summons", "the 2024
# elections", "the ceasefire of November 2020"
_DATING_A_NOUN = frozenset({"poss", "compound", "nummod", "npadvmod", "amod", "nmod"})


def date_head(doc, date: DateMention, sentence: Sentence):
    """The word the date hangs from in the parse, in the same sentence, or None: a verb
    ("left Oslo on Friday": left) or a noun ("a meeting on Monday", "Monday's summons",
    "the ceasefire of November 2020"); not what a bound dates ("since 2021", "until
    1980", "by Friday")."""
    span = doc.char_span(date.start, date.end, alignment_mode="expand")
    if span is None:
        return None
    token = span.root
    # (over the date's own words: "on Tuesday, 20 May", "in early October")
    while token.dep_ in _INSIDE_DATE and token.head.i != token.i and (
            token.head.ent_type_ in ("DATE", "TIME") or token.head.idx < date.end
            and token.head.idx >= date.start):
        token = token.head
    head = token.head
    if token.dep_ == "pobj" and head.dep_ == "prep":
        token, head = head, head.head
        if token.lower_ not in _WHEN and not (token.lower_ == "of" and head.pos_ == "NOUN"):
            return None  # "since 2021", "until 1980", "by Friday": a bound, not the act's day
    if token.dep_ == "nsubj" and any(c.dep_ == "nsubj" and c.i != token.i
                                     for c in head.children):
        token = token  # "On Wednesday, 21 May, the ministry summoned": read as a subject
    elif head.i == token.i or token.dep_ not in _DATING | {"prep"} and not (
            head.pos_ == "NOUN" and token.dep_ in _DATING_A_NOUN):
        return None
    if head.pos_ not in ("VERB", "NOUN") or not sentence.start <= head.idx < sentence.end:
        return None
    return head


# The prepositions of the day an act was done ("on May 22", "in March"); not "of" ("the riots
# of 2024", a noun's), nor a bound ("since 2021", "until 1980", "by Friday")
_WHEN = frozenset({"on", "in", "at", "during"})


def told_as_act(verb, request: bool = False) -> bool:
    """Whether the verb tells of an act the report states: not a verb of saying or of
    being, not denied, not to come, and not inside what someone says is so ("accused X of
    spying", "said the diplomats had spied", "was charged with assisting"). ``request``:
    the verb is one of asking, read as the request it makes ("asked Cameroon to waive the
    diplomat's immunity"), not as words said."""
    lemma = verb.lemma_.lower()
    request = request or _act_sense(verb)
    if (lemma in SAYING | _NO_ACT and not request) \
            or lemma in CLAIMING and not _charged(verb) and not request or any(
            c.dep_ == "dobj" and c.lemma_.lower() in DOCUMENTS for c in verb.children):
        return False  # (nor "released a statement on Sunday": words, not an act)
    if denied_or_to_come(verb) or continues_speech(verb):
        return False
    token = verb
    while token.head.i != token.i:
        parent = token.head
        parent_lemma = parent.lemma_.lower()
        if after_semicolon(token):
            break  # ("was released on 29 July; the other has been charged": two clauses)
        if token.dep_ in ("xcomp", "ccomp", "pcomp", "advcl", "acl", "prep", "pobj",
                          "conj") and parent_lemma in CLAIMING | _ALLEGED_ACT \
                and not joined_act(token):
            return False
        if token.dep_ == "xcomp" and (parent_lemma in _TO_COME or denied_or_to_come(parent)):
            return False  # "is expected to fly", "plans to open", "agreed to meet"
        if token.dep_ == "conj" and denied_or_to_come(parent):
            return False  # "will meet X and sign": both to come
        if token.dep_ in ("ccomp", "relcl", "advcl", "acl", "csubj", "parataxis"):
            break  # its own clause: what the clauses above say is theirs
        token = parent
    return True


def joined_act(token) -> bool:
    """Whether a verb joined by "and" to a verb of accusing or of arresting tells an act of
    its own, not what is accused: one done beside an arrest, by the same subject ("The
    Financial Police of Slovakia detained a Ukrainian courier in Košice and handed him to a
    judge"), or a clause with a subject of its own ("The panel dismissed the petition, and
    the Slovak interior ministry cancelled both permits"). Not "accused him of spying and
    expelled him" read as one accusation: that verb shares its subject with the
    accusation."""
    if token.dep_ != "conj" or token.pos_ != "VERB":
        return False
    if any(c.dep_ in ("nsubj", "nsubjpass") for c in token.children):
        return True
    return token.head.lemma_.lower() in _ALLEGED_ACT - CLAIMING


# The nouns of a post that "named X as" gives: "named her as ambassador" is an appointment,
# "named two officers as suspects" or "as the organiser of the ring" an accusation
POST_NOUNS = frozenset(t.lower() for t in TITLE_HEADS)
# The particles and prepositions that make "call" a summons: "was called in", "was called
# home", "was called to the foreign office"
_SUMMONED = frozenset({"in", "home", "to"})


def _act_sense(verb) -> bool:
    """Whether a verb that most often tells words or a name tells an act here, by the words
    it governs: a summons ("the envoy was called in on Monday", "was called to the foreign
    office", "is being called home"), an appointment ("named him consul in Lagos", "was
    named second secretary", "named her as envoy": a post as the object's complement, a
    common noun; not "a man named Ivo" nor "named two officers as suspects", an
    accusation), a request of something to be done ("had been asked to quit the country";
    not "was asked to comment", words)."""
    lemma = verb.lemma_.lower()
    if lemma == "call":
        return any(c.dep_ in ("prt", "advmod") and c.lower_ in _SUMMONED
                   or c.dep_ == "prep" and c.lower_ == "to"
                   and any(g.dep_ == "pobj" for g in c.children) for c in verb.children) \
            and not any(c.dep_ in ("oprd", "attr", "ccomp") for c in verb.children)
    if lemma == "name":
        named_as = [g for c in verb.children if c.dep_ == "prep" and c.lower_ == "as"
                    for g in c.children if g.dep_ == "pobj"]
        if named_as:
            return all(g.lower_ in POST_NOUNS for g in named_as)
        return any(c.dep_ in ("oprd", "attr") and c.pos_ == "NOUN" or _post_after_name(c)
                   for c in verb.children)
    if lemma == "ask":
        passive = any(c.dep_ == "auxpass" for c in verb.children)
        return passive and any(c.dep_ == "xcomp"
                               and c.lemma_.lower() not in SAYING | _NO_ACT
                               for c in verb.children)
    return False


def _post_after_name(token) -> bool:
    """Whether an object is a post with its holder's name or a possessive before it, which
    the parse reads as one phrase: "named Ines Okafor ambassador", "named her ambassador to
    Chile", "named its new consul" (not "named the consul")."""
    return token.dep_ == "dobj" and token.lemma_.lower() in POST_NOUNS \
        and any(c.dep_ == "compound" and c.pos_ == "PROPN" or c.dep_ == "poss"
                for c in token.children)


def continues_speech(verb) -> bool:
    """Whether the verb's clause follows a semicolon after a clause that tells what someone
    says or claims: the words after the semicolon go on with that account ("The embassy
    claimed its staff had been harassed; the police had searched two of its cars": the
    search is the embassy's claim, not the report's fact)."""
    sentence = verb.sent
    semicolons = [t.i for t in sentence if t.text == ";" and t.i < verb.i]
    if not semicolons:
        return False
    before = [t.i for t in sentence if t.text == ";" and t.i < semicolons[-1]]
    start = before[-1] + 1 if before else sentence.start
    return any(t.lemma_.lower() in SAYING | CLAIMING and t.pos_ == "VERB"
               and any(c.dep_ == "ccomp" for c in t.children)
               for t in verb.doc[start:semicolons[-1]])


def after_semicolon(token) -> bool:
    """Whether a clause's verb and the word the parse hangs it from stand on either side of
    a semicolon: two clauses a list of points sets side by side ("a crowd attacked the
    embassy; police arrested 14 people"), which the parse may read as one inside the
    other."""
    low, high = sorted((token.i, token.head.i))
    return token.dep_ in ("ccomp", "parataxis", "conj", "advcl") \
        and any(t.text == ";" for t in token.doc[low:high])


def _charged(verb) -> bool:
    """Whether "charge" tells of a charge laid, a step of a case, not of words that charge
    ("were charged on 3 May under the Official Secrets Act", "prosecutors charged two men";
    not "the opposition charged that the vote was rigged")."""
    return verb.lemma_.lower() == "charge" and not any(
        c.dep_ in ("ccomp", "mark") and not after_semicolon(c) for c in verb.children)


# What a verb's act is done to or where: its object, a phrase, a passive's agent
_WHAT = frozenset({"dobj", "dative", "prep", "agent", "xcomp", "attr", "oprd", "acomp",
                   "prt", "nsubjpass"})


def _tells_what(verb, date: DateMention) -> bool:
    """Whether the verb's act is more than the verb: "Eighteen days later, the commission
    acted" tells only that it did something; "left Oslo on Friday" tells what."""
    return any(c.dep_ in _WHAT and not date.start <= c.idx < date.end
               and not (c.dep_ == "prep" and any(
                   date.start <= t.idx < date.end for t in c.subtree))
               for c in verb.children)


def _named_doer(verb, act: Act) -> bool:
    """Whether an act that tells only its verb and its day ("The Economic Community of West
    African States intervened in 2017") is done by one the subject names, not a pronoun or
    a common noun other than one for a body named before ("the mission opened in 1959": the
embassy the text named). (Not on a day counted from another: "Eighteen days later, the
    commission acted" tells only that the story went on.)"""
    subject, passive = verb_subject(verb)
    return act.actor is not None and subject is not None and not passive \
        and subject.lower_ not in PRONOUNS and (
            subject.pos_ == "PROPN" or subject.lemma_.lower() in BODY_NOUNS)


def _reporting_verb(verb):
    """The verb of saying whose words the verb's clause is ("said that the building had
    been emptied"), or None."""
    top = _words_said(verb)
    return top.head if top is not None else None


def _words_said(verb):
    """The word that heads the words said that hold the verb, hung from the verb of saying:
    the clause's verb ("said that the building had been emptied": emptied), or, when the
    parse hangs the words' subject from the verb of saying beside its own ("The attaché,
    X, photographed the crowd as they passed, the ministry said": attaché and ministry both
    its subjects), that subject; None when the verb is in no one's words."""
    token = verb
    while token.head.i != token.i:
        head = token.head
        if head.lemma_.lower() in SAYING and (
                token.dep_ in ("ccomp", "parataxis") or token.dep_ == "nsubj" and any(
                    c.dep_ == "nsubj" and c.i > token.i for c in head.children)):
            return token
        if token.dep_ == "relcl":
            return None  # (a relative clause about a name is the report's own words)
        token = head
    return None


def _told_of(entities: Entities, sentence: Sentence, verb, salience: Salience
             ) -> str | None:
    """Who the words said that hold the verb are about, when the verb is not their own
    main verb: the doer of their main act ("Myanmar soldiers fired across the river while
    fishermen hauled their nets, the ministry said": Myanmar, for "hauled"), or the named
    subject the parse hangs from the verb of saying; None for the main verb itself."""
    top = _words_said(verb)
    if top is None or top.i == verb.i:
        return None
    if top.pos_ == "VERB":
        return act_actor(entities, sentence, top, salience)[0]
    mention = _mention_of(entities, top)
    return mention.entity if mention is not None else None


def own_report(entities: Entities, sentence: Sentence, verb, actor: str | None,
               salience: Salience) -> bool:
    """Whether an act told in someone's words is the report's own fact: the teller's own
    act ("The agency said it had handed its case file to prosecutors on 3 March"), or an act
    told first and its source after it, by someone who is not another named party ("The
    deputy minister handed the envoy a note on Monday, a ministry spokeswoman said": the
    wire's way of giving a fact its source). "A news site reported that the building had
    been emptied in January" is the site's claim, not a fact of the report; so is an act
    a named party says another did ("Poland said Belarusian agents had set the fire")."""
    teller = _reporting_verb(verb)
    if teller is None:
        return True
    said_by, _done_to = act_actor(entities, sentence, teller, salience)
    told_of = _told_of(entities, sentence, verb, salience)
    if told_of is not None and not any(
            party is not None and same_side(entities, told_of, party)
            for party in (said_by, actor)):
        return False  # (a detail of what one party says another did is part of that claim)
    if actor is not None and said_by is not None and same_side(entities, actor, said_by):
        return True
    if actor is None and _done_by_teller(entities, verb, teller, said_by):
        return True
    return _source_after(verb, teller) and (said_by is None or actor is None)


def _done_by_teller(entities: Entities, verb, teller, said_by: str | None) -> bool:
    """Whether a passive act without "by" is told as a fact by a state or body that vouches
    for it, in the past: "The ministry confirmed that the counsellor had been told to go
    within three days", "Two men were charged on Sunday, the prosecution service said"
    (not "The mission says the markers were moved": its account). The act is the report's
    own; its doer stays unknown (the teller is not the doer)."""
    _subject, passive = verb_subject(verb)
    return passive and not any(c.dep_ == "agent" for c in verb.children) \
        and teller.lemma_.lower() in SOURCING and _told_on_an_occasion(teller) \
        and said_by is not None and entities.kind(said_by) in _BODIES


def _told_on_an_occasion(teller) -> bool:
    """Whether a verb of saying is in the past ("said", "has confirmed"): words given on an
    occasion, as a body gives the facts of its own acts. In the present ("The mission says
    the markers were moved") it tells the account someone holds, which may be disputed."""
    return teller.tag_ == "VBD" or teller.tag_ == "VBN" and any(
        c.dep_ == "aux" and c.lemma_ == "have" for c in teller.children)


def with_source(entities: Entities, sentence: Sentence, act: Act, salience: Salience) -> None:
    """The act with the one who tells it beside its doer, when that is a body of its doer's
    state: "The ministry said China had lodged a protest" names the ministry (the most
    specific party the text gives) beside China. An act told in the passive without "by"
    keeps no doer: in "A journalist was beaten in Minsk, the ministry confirmed" the
    ministry tells the beating, it did not do it."""
    if act.actor is None:
        return
    teller = _reporting_verb(act.verb)
    said_by = act_actor(entities, sentence, teller, salience)[0] if teller is not None \
        else None
    if said_by is not None and said_by != act.actor \
            and same_side(entities, act.actor, said_by):
        act.participants = list(dict.fromkeys([act.actor, said_by] + act.participants))[:3]


def same_side(entities: Entities, one: str, other: str) -> bool:
    """Whether two agents are one party: the same, or a state and a body of it ("Poland"
    and "the Polish Foreign Ministry"), or two bodies of one state."""
    if one == other:
        return True
    states = [entities.state_of_body(one) or one, entities.state_of_body(other) or other]
    return states[0] == states[1]


# Verbs that give a fact its source after it ("…, the ministry said"); not "reported",
# "claimed": a news outlet's or a party's account
SOURCING = frozenset({"say", "confirm", "announce", "state", "add"})


def _source_after(verb, teller) -> bool:
    """Whether the act's clause comes before the verb of saying that gives its source:
    "Two men were charged on Sunday, the prosecution service said"."""
    return teller.lemma_.lower() in SOURCING and verb.i < teller.i \
        and not any(c.dep_ == "mark" and c.lower_ == "that" for c in verb.children)


# Who gives an act done in its name as its own: states and bodies, not persons or outlets
_BODIES = frozenset({"country", "government", "organization"})


def denied_or_to_come(verb) -> bool:
    """Whether the verb is denied ("did not meet") or to come ("will meet", "could sign")."""
    return any(c.dep_ == "neg" or c.dep_ == "aux" and c.lower_ in NOT_YET
               for c in verb.children)


def event_of_verb(events: list[Item], verb, text: str) -> Item | None:
    """The event that tells the verb's act, if any: one whose own words (told_spans) hold
    the verb, or stand in its object ("carried out a prisoner swap": the swap's event)."""
    objects = [c for c in verb.children if c.dep_ in ("dobj", "prt", "attr")]
    reach = [(verb.idx, verb.idx + len(verb.text))] + [
        (min(t.idx for t in c.subtree), max(t.idx + len(t.text) for t in c.subtree))
        for c in objects]
    return next((e for e in events if any(
        start <= verb.idx < end or any(low <= start < high for low, high in reach[1:])
        for start, end in told_spans(text, e))), None)


def announced_event(events: list[Item], verb, text: str) -> Item | None:
    """The event told in the clause a dated verb announces, if one is drafted: "Kyrgyzstan
    announced on 14 August that it was suspending talks with its neighbours" is the
    suspension, on 14 August, not an announcement beside it. Not an act told as done before
    the saying: in "Kenya said on Friday it had recalled its envoy" Friday is the day of the
    saying, not of the recall."""
    clauses = [c for c in verb.children if c.dep_ == "ccomp" and not past_perfect(c)]
    reach = [(c.left_edge.idx, c.right_edge.idx + len(c.right_edge.text)) for c in clauses]
    return next((e for e in events if any(
        low <= start < high for start, _end in told_spans(text, e) for low, high in reach)),
        None)


def past_perfect(verb) -> bool:
    """Whether the verb is in the past perfect ("had expelled", "had been expelled"): an
    act told as done before the time the sentence speaks of."""
    return verb is not None and verb.tag_ == "VBN" and any(
        c.dep_ == "aux" and c.lower_ in ("had", "'d") for c in verb.children)


def told_spans(text: str, event: Item) -> list[tuple[int, int]]:
    """Where an event's own words stand: a trigger's words ("handed part of its case
    file") for an event a trigger told, else its evidence. A trigger event's evidence runs
    from its agent, who may be named clauses before ("The bureau said on 21 January that
    it had seized the logbooks and had handed part of its case file"): the acts between
    are others."""
    trigger = re.fullmatch(r"trigger '(.+)'", event.rule)
    spans = []
    for span in event.evidence:
        at = text.find(trigger.group(1), span.start, span.end) if trigger and text else -1
        spans.append((at, at + len(trigger.group(1))) if at >= 0 else (span.start, span.end))
    return spans


def _sent_by(act: Act, events: list[Item], text: str) -> None:
    """A note told again in the passive, with no one who handed it over, is the sender's
    an event just before names: "Chile sent a note to Peru. The note was handed to the
    Peruvian consul on Monday" (kg.draft.delivered_notes)."""
    from kg.draft.delivered_notes import handed_paper, sender_before

    if act.actor is not None or not handed_paper(act.verb):
        return
    sender = sender_before(events, text, act.verb)
    if sender is not None:
        act.actor = sender
        act.participants = list(dict.fromkeys([sender] + act.participants))[:3]


def _give_date(event: Item, date: DateMention) -> None:
    """An event told by a trigger takes the date its verb governs, when it has none."""
    if any(k in event.fields for k in ("date_text", "date", "month", "year")):
        return
    event.fields.update(date_fields(date))
    note_weekday(event, date)
    first = event.evidence[0]
    event.evidence[0] = Span(min(first.start, date.start), max(first.end, date.end))


def verb_subject(verb):
    """The verb's subject token and whether the verb is passive: its own, or, for a verb
    joined to another ("summoned X and revoked Y") or a relative clause ("Kuznetsov, who
    presented his credentials"), the one it shares. The climb through joined verbs stops
    after a few: a text of endless joined clauses (a list with no full stop) would make it
    quadratic, and a subject shared by more than a few verbs is no longer the one meant.
    A verb in the past tense joined to a passive, with an object of its own, is active: in
    "She was appointed in 2023 and presented her credentials" she presented them. Without
    one it is the passive's second participle, which the tagger may read as a past tense:
    in "The consul was summoned on Monday and expelled on Friday" he did not expel."""
    token = verb
    for _climb in range(_MOST_JOINED):
        subjects = [c for c in token.children if c.dep_ in ("nsubj", "nsubjpass")]
        if subjects:
            subject = subjects[-1]
            passive = subject.dep_ == "nsubjpass" and not (token is not verb
                                                           and _active_past(verb))
            if subject.lower_ in ("who", "which", "that") and token.dep_ == "relcl":
                return _named(token.head), passive
            return subject, passive
        if token.dep_ in ("conj", "xcomp") and token.head.i != token.i:
            token = token.head
            continue
        if token.dep_ == "relcl":
            return _named(token.head), False
        return None, False
    return None, False


_MOST_JOINED = 8


def _active_past(verb) -> bool:
    """Whether a verb joined to a passive is active: a past tense with an object of its
    own ("was appointed and presented her credentials"), not a participle the passive's
    auxiliary still governs ("was summoned and expelled")."""
    return verb.tag_ == "VBD" and any(c.dep_ == "dobj" for c in verb.children)


def _named(token):
    """The name a description stands beside: "X, a former foreign minister who appointed
    her" is X's act (the description is in apposition to the name)."""
    return token.head if token.dep_ == "appos" else token


def _mention_of(entities: Entities, token, kinds: set[str] = AGENT_KINDS):
    """The mention of an agent the token's phrase names: one set beside it ("The OSCE envoy,
    Dagny Hallvardsen,": the envoy named), its head's, else the first."""
    for beside in (c for c in token.children if c.dep_ == "appos"):
        named = _mention_of(entities, beside, {"person"})
        if named is not None:
            return named
    start, end = _extent(token)
    own = name_at(entities, token, kinds)
    inside = [m for m in entities.mentions_in(start, end) if m.kind in kinds]
    if own is not None or inside:
        return own or inside[0]
    # a name set beside a word that names no agent: the parse reads a dateline's place as
    # the subject ("Manila, Jan 6 — The Department of Foreign Affairs summoned …": the
    # department, in apposition to Manila)
    return next((named for beside in token.children if beside.dep_ == "appos"
                 for named in (_mention_of(entities, beside, kinds),) if named is not None),
                None)


def name_at(entities: Entities, token, kinds: set[str] = AGENT_KINDS):
    """The mention of one of ``kinds`` the token stands in, or None. (The name may run past
    the phrase the parse gives the token: "the Ministry of Foreign Affairs, International
    Cooperation and External Trade".)"""
    return next((m for m in entities.mentions_in(max(0, token.idx - 200), token.idx + 200)
                 if m.kind in kinds and m.start <= token.idx < m.end), None)


def _extent(token) -> tuple[int, int]:
    """Where the token's phrase stands in the text: its subtree, without its clauses."""
    tokens = [token] + [t for c in token.children if c.dep_ not in ("relcl", "acl", "appos",
                                                                    "punct", "cc", "conj")
                        for t in c.subtree]
    return min(t.idx for t in tokens), max(t.idx + len(t.text) for t in tokens)


def act_actor(entities: Entities, sentence: Sentence, verb, salience: Salience
           ) -> tuple[str | None, str | None]:
    """Who did it: the subject's entity (a pronoun read as kg.draft.attribution reads it);
    for a passive, the agent "by X", else nobody. Also the passive's subject, done to."""
    subject, passive = verb_subject(verb)
    if passive:
        agent = next((c for c in verb.children if c.dep_ == "agent"
                      or c.dep_ == "prep" and c.lower_ == "by"), None)
        pobj = next((c for c in agent.children if c.dep_ == "pobj"), None) if agent else None
        actor = _mention_of(entities, pobj) if pobj is not None else None
        patient = _mention_of(entities, subject) if subject is not None else None
        by = actor.entity if actor else body_referred_to(entities, pobj, salience) \
            if pobj is not None else None
        return by, (patient.entity if patient else
                    person_done_to(entities, sentence, subject, salience))
    if subject is None:
        return None, None
    if subject.lower_ in PRONOUNS:
        teller = _teller_referred_to(entities, sentence, verb, subject, salience)
        if teller is not None:
            return teller, None
        agent, how = subject_before(entities, sentence, subject.idx + len(subject.text) + 1,
                                    salience)
        if agent is not None and subject.lower_ in ("he", "she") \
                and entities.kind(agent) != "person":
            # ("she" is a person's act, never a parliament's: the person named last whom
            # it fits, "Ambassador Efua Mensah … The parliament approved her appointment.
            # She reached Vienna on 3 October")
            agent, how = _person_named_last(entities, subject, salience), "reference"
        return (agent if how in ("subject", "reference", "sentence-subject") else None), None
    return named_by(entities, subject, salience), None


def named_by(entities: Entities, token, salience: Salience) -> str | None:
    """The state, body or person a noun phrase names: its name ("Namibia's foreign
    ministry"), a body it refers to ("the ministry"), or a seat of government ("Luanda");
    None for any other."""
    mention = _mention_of(entities, token)
    return mention.entity if mention else body_referred_to(entities, token, salience) \
        or seat_for_state(entities, token)


def _person_named_last(entities: Entities, pronoun, salience: Salience) -> str | None:
    """The person the text named last before the pronoun ("he", "she") whom it fits."""
    people = [m for m in entities.mentions_in(0, pronoun.idx) if m.kind == "person"
              and agrees(entities, m.entity, pronoun.lower_, salience)]
    return people[-1].entity if people else None


def seat_for_state(entities: Entities, token) -> str | None:
    """The state whose seat of government the token names, standing for its government:
    "Pretoria refused a permit to the attaché" (South Africa, when the text names it),
    "Montevideo gave its approval"; None for any other word, and None for a seat of an
    international body the text names, which the city may stand for as well ("Brussels
    suspended the grant" in a text that names the European Union: the Union's act, or
    Belgium's)."""
    city = next((m for m in entities.mentions_in(max(0, token.idx - 100), token.idx + 100)
                 if m.kind == "city" and m.start <= token.idx < m.end), None)
    if city is None or _seats_a_named_body(entities, entities.name(city.entity)):
        return None
    return entities.state_of_city(city.entity)


# The seats of government whose names news also writes for the international bodies they
# seat ("Brussels" for the European Union, "Vienna" for the atomic agency, "The Hague" for
# its courts), with the names of those bodies as the text's entities hold them. A seat
# rarely written for its body ("Washington" for the IMF) is not listed: it stays its state.
_SEATED_BODIES = {
    "Brussels": frozenset({"European Union", "NATO", "European Commission",
                           "European Council", "Council of the European Union"}),
    "Vienna": frozenset({"International Atomic Energy Agency",
                         "Organization for Security and Co-operation in Europe"}),
    "The Hague": frozenset({"International Criminal Court",
                            "International Court of Justice"}),
    "Addis Ababa": frozenset({"African Union"}),
}


def _seats_a_named_body(entities: Entities, city: str) -> bool:
    """Whether the city is the seat of an international body the text names."""
    bodies = _SEATED_BODIES.get(city)
    return bool(bodies) and any(entities.name(m.entity) in bodies for m in entities.mentions
                                if m.kind == "organization")


# The pronouns that stand for the one whose words they are in, by its kind: "The ministry
# says it summoned the ambassador", "The envoy said she had met the minister"
_TELLER_PRONOUNS = {"it": False, "he": True, "she": True}


def _teller_referred_to(entities: Entities, sentence: Sentence, verb, subject,
                        salience: Salience) -> str | None:
    """The one who speaks, when the verb's subject is a pronoun for them in their own words:
    "In Tehran, the foreign ministry says it called in the envoy and gave him a written
    objection" (the ministry, for "called in" and "gave"), "The envoy said she had met the
    minister"; not a pronoun of another kind ("The ministry said he had left": a person)
    nor "they" (as often others as the speakers)."""
    person = _TELLER_PRONOUNS.get(subject.lower_)
    teller = _reporting_verb(verb) if person is not None else None
    if teller is None or teller.i == verb.i:
        return None
    said_by, _passive = verb_subject(teller)
    if said_by is None or said_by.lower_ in PRONOUNS or said_by.i > subject.i:
        return None  # ("…, it summoned him, the ministry said": read as told before)
    speaker = act_actor(entities, sentence, teller, salience)[0]
    if speaker is None or (entities.kind(speaker) == "person") != person:
        return None
    return speaker


# Common nouns that stand for a body the text named before: "the ministry", "its embassy"
BODY_NOUNS = frozenset({"ministry", "government", "embassy", "office", "consulate",
                        "mission", "authority", "agency", "commission", "council", "court",
                        "police"})
# People who act for a body without being named: "a ministry spokeswoman", "officials"
FOR_A_BODY = frozenset({"spokesperson", "spokesman", "spokeswoman", "official",
                         "representative", "spokespeople"})
# The words before a body noun that make it one named before: "the ministry", "her ministry"
_REFERRING_DETERMINERS = frozenset({"the", "its", "their", "his", "her", "this", "that"})


def body_referred_to(entities: Entities, token, salience: Salience) -> str | None:
    """The body a common noun stands for, named before it: "The ministry said" (the ministry
    the text named last, else the state or body that spoke last: kg.draft.attribution.resolve),
    "the police" (the police force named before), "a ministry spokeswoman" (the ministry,
    for which she speaks); None for any other noun ("two men", "the crew")."""
    if token.pos_ != "NOUN":
        return None
    lemma = token.lemma_.lower()
    if lemma in FOR_A_BODY:
        body = next((c for c in token.children if c.dep_ == "compound"
                     and c.lemma_.lower() in BODY_NOUNS), None)
        return resolve(entities, f"the {body.lemma_.lower()}", salience, token.idx) \
            if body is not None else None
    if lemma not in BODY_NOUNS or not any(
            c.dep_ in ("det", "poss") and c.lower_ in _REFERRING_DETERMINERS
            for c in token.children):
        return None
    found = resolve(entities, f"the {lemma}", salience, token.idx)
    return found if found is not None and entities.kind(found) in AGENT_KINDS else None


def possessor(entities: Entities, offset: int) -> str | None:
    """The agent whose act the noun at ``offset`` names, or whose decision the verb there
    carries out, by the possessive before it: "Poland's expulsion of two diplomats" and
    "Poland's decision to expel two diplomats" are Poland's; None when there is none."""
    token = nlp.word_at(entities.text, offset)
    if token is not None and token.pos_ == "VERB" and token.dep_ in ("acl", "xcomp") \
            and token.head.pos_ == "NOUN":
        token = token.head  # ("decision to expel": the decision's)
    if token is None or token.pos_ != "NOUN":
        return None
    owner = next((c for c in token.children if c.dep_ == "poss"), None)
    if owner is None or owner.lower_ in PRONOUNS | {"its", "their", "his", "her"}:
        return None
    mention = _mention_of(entities, owner)
    return mention.entity if mention is not None else None


def parsed_subject(entities: Entities, sentence: Sentence, offset: int,
                   salience: Salience, only_shared: bool = False) -> str | None:
    """Who does what the verb at ``offset`` tells, as the parse reads it, when the words
    before it do not say: "received by the Secretary of State, Ms Elena Castro Villanueva,
    who handed him a note verbale" (the one the relative clause is of); "Vilnius summoned
    the chargé d'affaires and handed him a protest note" (the subject both verbs share).
    None for a passive, or a subject that names no agent; with ``only_shared``, None but for
    a verb that shares another's subject or a relative clause's."""
    token = nlp.word_at(entities.text, offset)
    if token is None or token.idx != offset or token.pos_ != "VERB" \
            or only_shared and token.dep_ not in ("conj", "relcl"):
        return None
    actor, _done_to = act_actor(entities, sentence, token, salience)
    subject, passive = verb_subject(token)
    return None if passive or subject is None else actor


def read_act(entities: Entities, sentence: Sentence, verb, date: DateMention | None,
             salience: Salience) -> Act:
    """The act of the verb: its actor and those its object and phrases name, and its words
    from the subject to the end of its object and phrases (and its date's, if any)."""
    actor, patient = act_actor(entities, sentence, verb, salience)
    words = [verb] + [t for c in verb.children if c.dep_ not in _OTHER_CLAUSES
                      and c.dep_ not in ("nsubj", "nsubjpass", "aux", "auxpass", "advmod")
                      for t in c.subtree]
    start = min(t.idx for t in words)
    end = max(t.idx + len(t.text) for t in words)
    start, end = max(start, sentence.start), min(end, sentence.end)
    named = [m.entity for m in entities.mentions_in(verb.idx, end) if m.kind in AGENT_KINDS]
    participants = list(dict.fromkeys(
        [e for e in (actor, patient) if e] + named))[:3]
    subject, _passive = verb_subject(verb)
    if subject is not None and actor and subject.idx < start:
        start = max(sentence.start, _extent(subject)[0]) if subject.idx >= sentence.start \
            else start
    if date is not None:
        start, end = min(start, date.start), max(end, date.end)
    return Act(verb, date, actor, participants, start, end)


_LABEL_STOP = frozenset({"to", "in", "on", "at", "with", "from", "for", "after", "before",
                         "by", "over", "as", "of", "and", "that", "which", "while", "into",
                         "against", "during", "since", "a", "an", "the", "its", "their",
                         "his", "her"})


def _phrase(verb) -> str:
    """The act in a few words: the verb and its object ("Filed a complaint")."""
    words = [verb.text]
    for token in verb.doc[verb.i + 1:verb.i + 6]:
        if token.is_punct or not token.text.isalpha() or token.text[0].isupper() \
                or token.ent_type_ in ("DATE", "TIME") or token.pos_ in ("VERB", "AUX") \
                or token.lower_ in ("on", "in", "at", "with", "by", "from", "that"):
            break
        words.append(token.text)
    while len(words) > 1 and words[-1].lower() in _LABEL_STOP:
        words.pop()
    phrase = " ".join(words)
    return phrase[0].upper() + phrase[1:]


def _type(verb, phrase: str) -> str:
    """The act's type from its phrase (kg.draft.event_fields.verb_type), but a meeting only
    when the verb says they met ("received Ukraine's request last week" is no meeting)."""
    type_ = verb_type(phrase)
    return "Event" if type_ == "Meeting" and verb.lemma_.lower() != "meet" else type_


def act_item(entities: Entities, act: Act) -> Item:
    """The event of an act, for the reviewer to type."""
    phrase = _phrase(act.verb)
    names = list(dict.fromkeys(entities.name(e) for e in act.participants))
    when = [act.date.text] if act.date is not None else []
    label = ", ".join([f"{phrase}: {names[0]}" if names else phrase] + names[1:] + when)
    fields: dict = {"id": slugify(f"{phrase} {(names + when + [''])[0]}".strip()),
                    "type": _type(act.verb, phrase), "label": {"en": label}}
    if act.actor:
        fields["agent"] = [act.actor]
    if act.participants:
        fields["participants"] = act.participants
    if act.date is not None:
        fields.update(date_fields(act.date))
    told = f"A dated act, read from the verb “{act.verb.text}” its date hangs from" \
        if act.date is not None else f"An act, read from its verb “{act.verb.text}”"
    fields["note"] = (f"{told}{'' if act.actor else ' (the text names no one who did it)'}:"
                      " no rule knows this kind of event. Say what it was (its type and label)"
                      " and who took part.")
    # (a meeting of one named: the shapes want two, so it is set aside for the reviewer to
    # add the other)
    missing = ("second participant",) if fields["type"] == "Meeting" \
        and len(act.participants) < 2 else ()
    item = Item("events", fields, [Span(act.start, act.end)],
                "a dated act's verb" if act.date is not None else "an act's verb",
                missing=missing, verb_at=act.verb.idx)
    note_weekday(item, act.date)
    return item
