"""Acts still to come, as the report itself tells them, read from the dependency parse
(kg.draft.nlp): "The envoy is due to present her credentials in Apia on 3 June", "The joint
commission is scheduled to meet in Maputo in October", "The consulate is to close on 1
July", "The minister will visit Lusaka next week".

Such an act has not happened: it is drafted as an event with the status `scheduled`
(schema:EventScheduled), dated by the day it is planned for when the text gives one. Its
doer is the named subject of the plan, as for an act done (kg.draft.agent_acts). Only the
report's own words plan it: a plan someone is quoted or said to have announced is their
words (a claim or a statement), a plan hoped for, asked for, denied or made conditional is
none ("is not expected to", "if the talks resume"), and "will" without a day or a place is
a forecast, not a plan.
"""

from __future__ import annotations

from kg.source import Sentence
from kg.draft import nlp
from kg.draft.actions import PRONOUNS, Act, act_actor, act_item, event_of_verb, named_by, \
    read_act
from kg.draft.agent_acts import stated_clause
from kg.draft.attribution import AGENT_KINDS, Salience
from kg.draft.dates import DateMention
from kg.draft.model import Item, Spans
from kg.draft.names import Entities

# The words that plan what their verb says: "is due to", "is expected to", "is scheduled
# to", "is set to", "is slated to" (the adjective or participle after "be")
_PLANNED = frozenset({"due", "expected", "scheduled", "set", "slated", "planned"})
# The helpers of a clause that make its act only possible or wished: "may leave", "would
# visit"
_NOT_PLANNED = frozenset({"may", "might", "could", "would", "should"})


def planned_acts(entities: Entities, sentences: tuple[Sentence, ...],
                 saliences: dict[int, Salience], dates: list[DateMention], skip: Spans,
                 events: list[Item]) -> list[Item]:
    """The acts to come the report states, each an event with the status `scheduled`:
    "The envoy is due to present her credentials on 3 June" is "Present her credentials:
    the envoy" planned for 3 June. ``skip``: quotations and claims; ``events``: those
    drafted already (an act their words hold is not drafted again)."""
    doc = nlp.parse(entities.text)
    found: list[Item] = []
    for sentence in sentences:
        span = doc.char_span(sentence.start, sentence.end, alignment_mode="expand")
        for verb in span if span is not None else ():
            if verb.pos_ != "VERB" or skip.covers(verb.idx) or _not_planned(verb):
                continue
            if _planned_noun(verb, dates):
                item = _planned_meeting(entities, sentence, verb, dates, events + found)
                if item is not None:
                    found.append(item)
                continue
            if not (_planned_by_words(verb) or _planned_by_will(verb, dates, sentence)):
                continue
            drafted = event_of_verb(events + found, verb, entities.text)
            if drafted is not None:
                # (an act to come another rule read as done: it is still to come)
                drafted.fields["status"] = "scheduled"
                continue
            item = _planned_event(entities, sentence, verb, dates, saliences[sentence.index])
            if item is not None:
                found.append(item)
    return found


def _planned_by_words(verb) -> bool:
    """Whether the verb is what a plan's words plan, in a clause the report states: "The
    envoy is due to present her credentials", "The talks are to resume" ("is to")."""
    if verb.dep_ != "xcomp" or verb.tag_ != "VB" \
            or not any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children):
        return False
    head = verb.head
    if not (head.lemma_.lower() == "be" or head.lower_ in _PLANNED):
        return False
    clause = _clause_of(verb)
    if not _in_the_present(clause):
        return False  # ("was due to arrive on Monday": what was planned, done or not)
    # (a plan told of a name in a relative clause is the report's too: "the council,
    # which is set to convene in Maseru")
    return stated_clause(clause) or clause.dep_ == "relcl" \
        and any(c.lower_ in ("which", "who", "that") for c in clause.children)


def _in_the_present(clause) -> bool:
    """Whether the plan's "be" is in the present: "is due to", "are expected to", "has been
    scheduled to"; not "was due to", "were expected to"."""
    be = clause if clause.lemma_.lower() == "be" else next(
        (c for c in clause.children if c.dep_ in ("aux", "auxpass") and c.lemma_ in ("be",
                                                                                  "have")),
        None)
    return be is not None and be.tag_ in ("VBZ", "VBP")


def _clause_of(verb):
    """The verb of the clause that plans the act: "is" in "is due to visit" and "is to
    visit", "expected" in "is expected to visit"."""
    head = verb.head
    return head.head if head.dep_ == "acomp" else head


# What a meeting or a visit planned for a day is called: "The next round of talks is
# scheduled for 4 June", "A visit is planned for the spring"
_EVENT_NOUNS = frozenset({"meeting", "talk", "talks", "visit", "summit", "session", "round",
                          "hearing", "trial", "vote", "conference", "consultation",
                          "negotiation", "ceremony", "trip", "tour"})
# The verbs of a plan told in the passive: "is scheduled for", "was set for", "is planned for"
_PLAN_VERBS = frozenset({"schedule", "set", "plan", "slate", "fix"})


def _planned_noun(verb, dates: list[DateMention]) -> bool:
    """Whether the verb tells a meeting or a visit planned for a day, in a clause the
    report states: "The next round of talks is scheduled for 4 June in Maputo"."""
    subject = next((c for c in verb.children if c.dep_ == "nsubjpass"), None)
    if verb.lemma_.lower() not in _PLAN_VERBS or verb.tag_ != "VBN" or subject is None \
            or subject.lemma_.lower() not in _EVENT_NOUNS \
            or not any(c.dep_ == "auxpass" for c in verb.children) or not stated_clause(verb) \
            or not _in_the_present(verb):
        return False
    return _planned_day(verb, dates) is not None


def _planned_meeting(entities: Entities, sentence: Sentence, verb, dates: list[DateMention],
                     drafted: list[Item]) -> Item | None:
    """The event of a meeting or a visit planned for a day, with those its words name (the
    first a body or state among them, whose meeting or visit it is: "A further meeting of
    the commission"); None when another rule drafted it."""
    if event_of_verb(drafted, verb, entities.text) is not None:
        return None
    subject = next(c for c in verb.children if c.dep_ == "nsubjpass")
    date = _planned_day(verb, dates)
    start = max(sentence.start, subject.left_edge.idx)
    end = min(sentence.end, verb.right_edge.idx + len(verb.right_edge.text))
    whose = [m.entity for m in entities.mentions_in(start, subject.right_edge.idx
                                                    + len(subject.right_edge.text))
             if m.kind in AGENT_KINDS]
    named = [m.entity for m in entities.mentions_in(start, end) if m.kind in AGENT_KINDS]
    act = Act(subject, date, whose[0] if whose else None, list(dict.fromkeys(named))[:3],
              start, end)
    item = act_item(entities, act)
    item.fields["status"] = "scheduled"
    return item


def _planned_by_will(verb, dates: list[DateMention], sentence: Sentence) -> bool:
    """Whether the verb is a plan with "will" in a clause the report states, with a day it
    is planned for: "The minister will visit Lusaka next week"."""
    if verb.tag_ != "VB" or not any(c.dep_ == "aux" and c.lower_ == "will"
                                    for c in verb.children) or not stated_clause(verb):
        return False
    return _planned_day(verb, dates, sentence) is not None


def _not_planned(verb) -> bool:
    """Whether the plan is denied, conditional or only hoped for: "is not expected to
    attend", "would visit if", "may travel"."""
    tokens = list(dict.fromkeys([verb, verb.head, _clause_of(verb)])) \
        if verb.dep_ == "xcomp" else [verb]
    children = [c for token in tokens for c in token.children]
    return any(c.dep_ == "neg" or c.dep_ == "aux" and c.lower_ in _NOT_PLANNED
               or c.dep_ == "advcl" and any(m.dep_ == "mark" and m.lower_ in ("if", "unless")
                                            for m in c.children)
               for c in children)


def _planned_event(entities: Entities, sentence: Sentence, verb, dates: list[DateMention],
                   salience: Salience) -> Item | None:
    """The event of a planned act, with its named doer and the day it is planned for; None
    when the text names no one who plans to do it."""
    date = _planned_day(verb, dates, sentence)
    act = read_act(entities, sentence, verb, date, salience)
    if act.actor is None and verb.dep_ == "xcomp":
        # (the plan's subject is its clause's: "The envoy is due to present …")
        act.actor = _plan_subject(entities, sentence, _clause_of(verb), salience)
        act.participants = list(dict.fromkeys([a for a in [act.actor] if a]
                                              + act.participants))[:3]
    if act.actor is None or entities.kind(act.actor) not in AGENT_KINDS:
        return None
    subject = next((c for c in (_clause_of(verb) if verb.dep_ == "xcomp" else verb).children
                    if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is not None and subject.idx < act.start and subject.lower_ not in PRONOUNS:
        act.start = max(sentence.start, subject.left_edge.idx)
    item = act_item(entities, act)
    item.fields["status"] = "scheduled"
    item.fields["note"] = (f"An act still to come, read from “{verb.head.text if verb.dep_ == 'xcomp' else 'will'} "
                           f"… {verb.text}”: drafted as scheduled, dated by the day it is "
                           f"planned for. Say what it is (its type and label) and who takes "
                           f"part; when it has taken place, another article tells it.")
    return item


def _plan_subject(entities: Entities, sentence: Sentence, clause, salience: Salience
                  ) -> str | None:
    """Whom the plan's clause names as its subject, active or passive ("The commission is
    scheduled to meet": the commission), a pronoun read as for an act done."""
    subject = next((c for c in clause.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None:
        return None
    if subject.lower_ in PRONOUNS:
        return act_actor(entities, sentence, clause, salience)[0] \
            if subject.dep_ == "nsubj" else None
    return named_by(entities, subject, salience)


def _planned_day(verb, dates: list[DateMention], sentence: Sentence | None = None
                 ) -> DateMention | None:
    """The day the act is planned for: a date after the verb, within its own words, or,
    given its sentence, anywhere in the verb's words within it ("Next week the minister
    will visit Lusaka")."""
    end = verb.right_edge.idx + len(verb.right_edge.text)
    start = verb.idx if sentence is None else max(sentence.start, verb.left_edge.idx)
    within = [d for d in dates if start <= d.start and d.end <= end and d.start != verb.idx]
    return next((d for d in within if d.date or d.value), within[0] if within else None)
