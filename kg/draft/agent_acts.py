"""Acts of a state, a body or an official told in the report's own clauses, dated or not,
read from the dependency parse (kg.draft.nlp).

"Nigeria closed its land border with Benin" is an act of Nigeria whether or not the
sentence says when: the verb is the main verb of its clause, in the past ("closed", "has
withdrawn", "had revoked"), it does something to something (it has an object), and its
subject is a state, a body or a person the text names; a refusal ("declined to comment")
and a move to or a meeting with someone or somewhere named ("arrived in Berlin", "spoke
with X") are acts too, and so is an act told in the past passive ("was given three days
to go", kg.draft.passive_acts) or in a clause of time ("two days after police arrested
him"). No list of verbs decides it. What
is not an act of the report's own is left alone, as kg.draft.actions leaves it: words said
("said", "told"), claims and what they claim ("accused X of spying"), being and having,
denied acts ("did not close") and acts to come ("will close", "plans to close"), what a
relative clause says of a name ("X, which closed its embassy"), a time spent ("spent four
years"), and what someone else says was done ("the agency said the ministry had closed
...").
"""

from __future__ import annotations

from kg.source import Sentence
from kg.draft import nlp
from kg.draft.actions import DOCUMENTS, PRONOUNS, SAYING, SOURCING, _reporting_verb, \
    act_actor, act_item, \
    after_semicolon, body_referred_to, continues_speech, event_of_verb, name_at, own_report, \
    read_act, seat_for_state, told_as_act, told_spans, verb_subject, with_source
from kg.draft.attribution import AGENT_KINDS, Salience
from kg.draft.event_states import lasting_state
from kg.draft.model import Item, Spans
from kg.draft.names import Entities
from kg.draft.passive_acts import acted_on, past_passive
from kg.draft.unnamed_doers import named_in_subject, told_by_someone, unnamed_doer

# Past tenses: "closed" (VBD); "has withdrawn", "had revoked" (VBN after have)
_PAST = frozenset({"VBD", "VBN"})
# A verb's objects that make it an act on something: "closed its border", "handed him a
# note", "cut the number of diplomats"
_OBJECTS = frozenset({"dobj", "dative"})
# Verbs whose subject undergoes, not does: "received the request", "suffered losses",
# "faced criticism"
_UNDERGONE = frozenset({"receive", "suffer", "face", "undergo", "sustain"})
# Verbs of refusing whose act is the refusal: "declined to comment", "refused to meet him"
_REFUSALS = frozenset({"decline", "refuse"})
# The recogniser's labels of a time: "spent four years", "marked the day"
_TIMES = frozenset({"DATE", "TIME"})


def agent_acts(entities: Entities, sentences: tuple[Sentence, ...],
               saliences: dict[int, Salience], skip: Spans, events: list[Item],
               before: int = 0) -> list[Item]:
    """The past acts, with an object, of a named subject, in the report's own clauses:
    "Nigeria closed its land border with Benin" is "Closed its land border: Nigeria".
    ``events``: those drafted already (an act their words hold is not drafted again);
    ``before``: where the report's words begin; ``skip``: quotations and claims."""
    doc = nlp.parse(entities.text)
    found: list[Item] = []
    told = Spans(span for e in events for span in told_spans(entities.text, e))
    events = list(events)
    for sentence in sentences:
        if sentence.start < before:
            continue
        span = doc.char_span(sentence.start, sentence.end, alignment_mode="expand")
        for verb in span if span is not None else ():
            passive = _passive_act(verb)
            if not (passive or _main_past_act(verb) or _main_past_move(entities, verb)
                    or _unnamed_act(verb) or _relative_act(verb)) \
                    or _none_done(verb) or lasting_state(verb) \
                    or skip.covers(verb.idx) or told.covers(verb.idx) \
                    or event_of_verb(events, verb, entities.text) is not None:
                continue
            act = _own_act(entities, sentence, span, verb, passive, saliences[sentence.index])
            if act is None:
                continue
            refused = next((c for c in verb.children if c.dep_ == "xcomp"), None)
            if (verb.lemma_.lower() in _REFUSALS or _request(verb)) and refused is not None:
                # (what was refused or asked is the act's words: "declined to comment")
                act.end = max(act.end, min(sentence.end, refused.idx + len(refused.text)))
            elif passive and refused is not None:
                # (what they were given or told to do: "was asked to quit the country")
                last = refused.right_edge
                act.end = max(act.end, min(sentence.end, last.idx + len(last.text)))
            found.append(act_item(entities, act))
            told.add(act.start, act.end)
    return found


def _none_done(verb) -> bool:
    """Whether the verb's object says nothing was done: "gave no details", "offered no
    explanation", "made no comment" (a denied act, as "did not give" is)."""
    return any(c.dep_ == "dobj" and any(d.dep_ == "det" and d.lower_ in ("no", "neither")
                                        for d in c.children) for c in verb.children)


def _own_act(entities: Entities, sentence: Sentence, span, verb, passive: bool,
             salience: Salience):
    """The act the verb tells as the report's own (kg.draft.actions.Act), with its source,
    or None: an act of a subject the text names, one told in the passive, or one of a doer
    it does not name ("Police searched the flat of a Danish trader in Aarhus") when no one
    in the sentence tells it."""
    named = passive or _named_subject(entities, verb)
    doer = None if named else unnamed_doer(verb)
    if not named and (doer is None or told_by_someone(verb, span)):
        return None  # (an unnamed doer's act someone tells is what they say happened)
    act = read_act(entities, sentence, verb, None, salience)
    party = act.actor
    if doer is not None:
        # (nobody the text names did it: those its subject's words name take part, and the
        # first is the party whose act someone else's words may tell)
        in_subject = named_in_subject(entities, doer)
        act.actor, party = None, (in_subject or [None])[0]
        act.participants = list(dict.fromkeys(in_subject + act.participants))[:3]
    elif not passive and (act.actor is None or entities.kind(act.actor) not in AGENT_KINDS):
        return None
    if not own_report(entities, sentence, verb, party, salience):
        return None
    with_source(entities, sentence, act, salience)
    teller = _passive_teller(entities, sentence, verb, salience) \
        if passive and act.actor is None else None
    if teller is not None:
        act.participants = list(dict.fromkeys(act.participants[:1] + [teller]
                                              + act.participants[1:]))[:3]
    return act


# Who gives a measure taken in its name as a fact: states and bodies, not persons or outlets
_TELLING_BODIES = frozenset({"country", "government", "organization"})


def _passive_teller(entities: Entities, sentence: Sentence, verb, salience: Salience):
    """The state or body that gives as a fact, in the past, an act told in the passive
    without a doer: in "The consul was given ten days to leave, the Estonian foreign
    ministry said" the ministry, which takes part in the act it tells (it is not named its
    doer); None for a person's or an outlet's words, or words in the present."""
    teller = _reporting_verb(verb)
    if teller is None or teller.lemma_.lower() not in SOURCING \
            or teller.tag_ not in _PAST:
        return None
    said_by = act_actor(entities, sentence, teller, salience)[0]
    if said_by is None or entities.kind(said_by) not in _TELLING_BODIES \
            or _another_side_named(entities, verb, said_by):
        return None
    return said_by


def _another_side_named(entities: Entities, verb, teller: str) -> bool:
    """Whether the passive's own words, but for its subject, name a state, a city or a body
    other than the teller and its state: in "Two diplomats were given 48 hours to leave
    Cambodia, the Thai government said" Thailand only reports Cambodia's measure."""
    from kg.draft.claims import side_of  # (claims imports the act rules' modules)
    subject = next((c for c in verb.children if c.dep_ == "nsubjpass"), None)
    in_subject = {t.idx for t in subject.subtree} if subject is not None else set()
    words = [t for t in verb.subtree if t.idx not in in_subject]
    side = side_of(entities, teller)
    if side is None:
        return False  # (a body of no state the text names: whose measure, it cannot tell)
    own = {teller, side}
    for word in words:
        for mention in entities.mentions_in(word.idx, word.idx + len(word.text)):
            if mention.kind in ("country", "city", "organization", "government") \
                    and mention.entity not in own \
                    and side_of(entities, mention.entity) not in own:
                return True
    return False


def _passive_act(verb) -> bool:
    """Whether the token is the verb of a past passive act the report states ("was given 72
    hours to leave", "were detained by soldiers"): kg.draft.passive_acts."""
    return past_passive(verb) and acted_on(verb) and stated_clause(verb) \
        and told_as_act(verb, request=_decided_request(verb)) and _not_only_reported(verb)


def _not_only_reported(verb) -> bool:
    """Whether a passive act is told as a fact, not only in what someone says: in their
    words only when the fact comes first and its source after it ("Two men were charged on
    Sunday, the prosecution service said"); "The ministry said the consulate had been used
    for spying" is the ministry's claim."""
    token = verb
    while token.dep_ in ("conj", "advcl") and token.head.i != token.i:
        token = token.head
    if token.dep_ not in ("ccomp", "parataxis"):
        return True
    return token.head.lemma_.lower() in SOURCING and verb.i < token.head.i


def _main_past_act(verb) -> bool:
    """Whether the token is the verb of a past act the report states: in the past ("closed",
    "has withdrawn"), of a main clause (the sentence's, one joined to it, or the words of a
    verb of saying), with an object that is not a text ("released a statement") or a time;
    or a refusal ("declined to comment")."""
    if not _past_main_verb(verb):
        return False
    objects = [c for c in verb.children if c.dep_ in _OBJECTS]
    if verb.lemma_.lower() in _UNDERGONE:
        return False  # ("it had received the request": what came to the subject)
    if verb.lemma_.lower() in _REFUSALS and any(c.dep_ == "xcomp" for c in verb.children):
        return told_as_act(verb)  # "declined to comment": the refusal is the act
    if _request(verb) or _decided_request(verb):
        return told_as_act(verb, request=True)
    given_to = any(c.dep_ == "dative" for c in objects)
    if not objects or any(c.lemma_.lower() in DOCUMENTS
                          or c.ent_type_ in _TIMES and not given_to for c in objects) \
            or any(c.dep_ == "ccomp" and not after_semicolon(c) for c in verb.children):
        # ("announced that …", "decided that …": words and thoughts; "spent four years":
        # a time, not a thing acted on, but "gave her five days to go": a time given)
        return False
    return told_as_act(verb)


def _unnamed_act(verb) -> bool:
    """Whether the verb tells a past act of a doer the text does not name, with an object
    or a phrase of where or whom ("police detained two men", "protesters broke through the
    gate", "a shell landed near the school"): kg.draft.unnamed_doers."""
    return unnamed_doer(verb) is not None and _past_main_verb(verb) \
        and any(c.dep_ in _OBJECTS or c.dep_ == "prep" for c in verb.children) \
        and not any(c.dep_ == "ccomp" and not after_semicolon(c) for c in verb.children) \
        and not any(c.dep_ == "dobj" and c.lemma_.lower() in DOCUMENTS
                    for c in verb.children) and told_as_act(verb)


# Verbs of a duty held, a time spent or a right enjoyed, which a relative clause tells of a
# name to say who it is, not what it did: "who served as consul", "who enjoyed immunity"
_DUTIES = frozenset({"serve", "work", "live", "spend", "hold", "run", "oversee", "represent",
                     "enjoy"})
_RELATIVE_PRONOUNS = frozenset({"who", "which", "that"})


def _relative_act(verb) -> bool:
    """Whether the verb tells, in a relative clause about a name, a past act done to
    something ("Oman, which brokered the truce of 2019, has said nothing"; "the envoy, who
    led the Danish delegation in the talks, told reporters ..."): the name's act, as the
    report's own. Not a duty or a time ("who served as consul"), nor words ("who said")."""
    if verb.dep_ != "relcl" or verb.pos_ != "VERB" or verb.tag_ not in _PAST \
            or verb.tag_ == "VBN" and not _has_have(verb) \
            or verb.lemma_.lower() in _DUTIES | _UNDERGONE:
        return False
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if subject is None or subject.lower_ not in _RELATIVE_PRONOUNS:
        return False
    named = verb.head
    if named.dep_ == "pobj" and named.head.head.pos_ in ("NOUN", "PROPN") \
            or named.dep_ == "poss":
        return False  # ("the deputy of Ambassador X, who chaired …": X's or the deputy's)
    if not any(c.dep_ in _OBJECTS for c in verb.children) or any(
            c.lemma_.lower() in DOCUMENTS or c.ent_type_ in _TIMES
            for c in verb.children if c.dep_ in _OBJECTS) \
            or any(c.dep_ == "ccomp" for c in verb.children) \
            or any(c.dep_ == "advmod" and c.lower_ in _HABITUAL for c in verb.children):
        return False
    # (an act with where, with whom or when is an occasion; "who founded the trade office"
    # alone says who the name is)
    return any(t.dep_ in ("prep", "dative") or t.ent_type_ == "DATE"
               for t in verb.subtree) and told_as_act(verb)


# Adverbs that make a past verb a stance held, not an act: "which has long backed the army"
_HABITUAL = frozenset({"long", "always", "traditionally", "historically", "often",
                       "usually", "consistently"})


def _request(verb) -> bool:
    """Whether the verb asks someone named for something: "Belgium asked Cameroon to waive
    the diplomat's immunity", "The ombudsman has asked the ministry to decide", "asked for
    consular access" (a request made, an act); not "asked whether ..." (a question)."""
    if verb.lemma_.lower() != "ask":
        return False
    objects = [c for c in verb.children if c.dep_ in _OBJECTS]
    return bool(objects) and any(c.dep_ == "xcomp" for c in verb.children) or any(
        c.dep_ == "prep" and c.lower_ == "for" for c in verb.children)


# Verbs that most often deny words ("rejected the allegations") but decide on something
# asked for when their object is one: "rejected the request", "an appeal was dismissed"
_DECIDING = frozenset({"reject", "dismiss", "deny"})
# The nouns of what is asked for: a request, an application, an appeal and the like
_ASKED_FOR = frozenset({"request", "application", "appeal", "bid", "petition", "proposal",
                        "offer", "plea", "motion", "nomination", "candidacy", "demand"})


def _decided_request(verb) -> bool:
    """Whether a verb of rejecting decides on something asked for, an act: "The tribunal
    rejected Ruritania's request to hand over the banker", "her asylum application was
    denied" (not "rejected the accusations", a denial)."""
    if verb.lemma_.lower() not in _DECIDING or any(c.dep_ == "ccomp" for c in verb.children):
        return False  # ("denied the request had ever been received": words denied)
    return any(c.dep_ in ("dobj", "nsubjpass") and c.lemma_.lower() in _ASKED_FOR
               and not any(d.lower_ in ("any", "no") for d in c.children)
               for c in verb.children)


def _past_main_verb(verb) -> bool:
    """Whether the token is a verb in the past ("closed", "has withdrawn", "had revoked") of
    clause the report states (stated_clause); not a participle ("the diplomats expelled in
    May")."""
    if verb.pos_ != "VERB" or verb.tag_ not in _PAST:
        return False
    if verb.tag_ == "VBN" and not _has_have(verb):
        return False
    return stated_clause(verb)


def _has_have(verb) -> bool:
    """Whether a participle is a perfect tense: its own "has" or "had", or that of the verb
    it is joined to ("Tonga has expelled the attaché and given him a week to go": given,
    as expelled); not a passive's ("was detained and driven")."""
    token = verb
    for _climb in range(_MOST_JOINED_VERBS):
        helpers = [c for c in token.children if c.dep_ in ("aux", "auxpass")]
        if any(c.dep_ == "aux" and c.lemma_ == "have" for c in helpers):
            return True
        if helpers or token.dep_ != "conj" or token.head.pos_ != "VERB" \
                or token.head.tag_ != "VBN" or after_semicolon(token):
            return False
        token = token.head
    return False


# (how many joined verbs a perfect's "has" is read back over)
_MOST_JOINED_VERBS = 4


# The conjunctions of a clause that tells what was done before, after or as the main act
# was: "after Yaoundé refused to waive his immunity", "two days after police arrested him"
_TIME_MARKS = frozenset({"after", "before", "when", "as", "once"})


def stated_clause(verb) -> bool:
    """Whether the verb's clause is one the report states as done: the sentence's main one,
    one joined to it ("summoned X and revoked Y"), the words of a verb of saying ("said it
    had closed ..."), or a clause of time ("two days after police arrested him"); not a
    clause of purpose or condition ("if it closed ...", "so that he could be questioned"),
    nor a relative clause about a name ("Russia, which brokered the ceasefire": most often
    what the reader is reminded of, told as an event where it happened)."""
    token = verb
    while token.dep_ == "conj" and token.head.i != token.i and not after_semicolon(token):
        token = token.head
        if token.lemma_.lower() in SAYING:
            return False  # ("said … and urged both sides": part of what was said)
    if after_semicolon(token):
        # (a clause of its own: "…; police arrested 14 people"; not one that goes on with
        # a claim: "X claimed …; police had searched …")
        return not continues_speech(token)
    if token.dep_ == "advcl":
        # (and the clause it tells the time of is stated too: not "said they had met
        # agents when they visited Bergen", someone's account)
        return any(c.dep_ in ("mark", "advmod") and c.lower_ in _TIME_MARKS
                   for c in token.children) and token.head.i != token.i \
            and stated_clause(token.head)
    return token.dep_ == "ROOT" or token.dep_ in ("ccomp", "parataxis") \
        and token.head.lemma_.lower() in SAYING


def _named_subject(entities: Entities, verb) -> bool:
    """Whether the verb's subject is a name (or a pronoun for one), not a thing a name only
    describes: "Poland's foreign ministry closed" and "It closed" are, "French military
    aircraft flew" and "two staff members of the consulate folded" are not."""
    subject, _passive = verb_subject(verb)
    if subject is None:
        return False
    if subject.lower_ in PRONOUNS or body_referred_to(entities, subject, Salience()) \
            or seat_for_state(entities, subject):
        return True
    return name_at(entities, subject) is not None





# The prepositions of a move or a meeting: "arrived in Berlin", "spoke with X", "travelled
# to Moscow", "withdrew from Y"
_TOWARDS = frozenset({"in", "to", "with", "from", "at"})
_PLACES_AND_AGENTS = frozenset(AGENT_KINDS | {"city"})


def _main_past_move(entities: Entities, verb) -> bool:
    """Whether the verb, with no object, tells a move or a meeting with someone or
    somewhere the text names: "She arrived in Berlin", "He spoke with his Finnish
    counterpart, Ilkka Saarinen" (not "She worked in finance")."""
    if not _past_main_verb(verb) \
            or any(c.dep_ in _OBJECTS or c.dep_ == "ccomp" and not after_semicolon(c)
                   for c in verb.children):
        return False
    for prep in (c for c in verb.children if c.dep_ == "prep" and c.lower_ in _TOWARDS):
        for pobj in (c for c in prep.children if c.dep_ == "pobj"):
            start, end = pobj.left_edge.idx, pobj.idx + len(pobj.text)
            if any(m.kind in _PLACES_AND_AGENTS and m.start <= pobj.idx < m.end
                   for m in entities.mentions_in(max(0, start - 100), end + 100)):
                return told_as_act(verb)
    return False
