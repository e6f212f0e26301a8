"""Acts still to come, as the report itself tells them, read from the dependency parse
(kg.draft.nlp): "The envoy is due to present her credentials in Apia on 3 June", "The joint
commission is scheduled to meet in Maputo in October", "The consulate is to close on 1
July", "The minister will visit Lusaka on 12 May".

Such an act has not happened: it is drafted as an event with the status `scheduled`
(schema:EventScheduled), dated by the day it is planned for when the text gives one after
the article's own date. Its doer is the plan's subject when that is a name, a body the text
named or a seat of government; a pronoun or a thing ("the trade deficit is set to widen")
plans nothing the drafter can give a doer. Only the report's own main clauses plan it: a
plan someone is quoted, said or expected to make is their words ("officials said Kenya will
close …", "is expected to"), and a plan hoped for, denied, likely, or made conditional is
none ("is not due to", "will likely", "if the talks resume"); "will" without a day or a
month is a forecast, not a plan.
"""

from __future__ import annotations

from kg.source import Sentence
from kg.draft import nlp
from kg.draft.actions import NOT_YET, PRONOUNS, Act, act_item, after_semicolon, \
    body_referred_to, event_of_verb, name_at, read_act, seat_for_state
from kg.draft.attribution import AGENT_KINDS, Salience
from kg.draft.contested_acts import HEARSAY
from kg.draft.dates import DateMention
from kg.draft.model import Item, Spans
from kg.draft.names import Entities
from kg.draft.unnamed_doers import told_by_someone

# The words that plan what their verb says: "is due to", "is scheduled to", "is set to",
# "is slated to" (the adjective or participle after "be"); not "is expected to", most often
# a forecast
_PLANNED = frozenset({"due", "scheduled", "set", "slated", "planned"})
# The helpers of a clause that make its act only possible or wished: "may leave", "would
# visit" (not "will", "must" or "can", which plan)
_NOT_PLANNED = NOT_YET - {"will", "'ll", "shall", "must", "can"}
# Words that make an act to come a likelihood or hearsay, not a plan: "will likely suffer"
# ("is yet to respond": it has not)
_LIKELY = HEARSAY | {"likely", "unlikely", "possibly", "probably", "perhaps", "presumably",
                     "yet"}
# Verbs after "is to" that plan nothing: "is to blame"
_NO_PLAN_VERBS = frozenset({"blame"})


def planned_acts(entities: Entities, sentences: tuple[Sentence, ...],
                 saliences: dict[int, Salience], dates: list[DateMention], skip: Spans,
                 events: list[Item], day: str | None = None) -> list[Item]:
    """The acts to come the report states, each an event with the status `scheduled`:
    "The envoy is due to present her credentials on 3 June" is "Present her credentials:
    the envoy" planned for 3 June. ``skip``: quotations and claims; ``events``: those
    drafted already (an act their words hold is not drafted again, but marked as still to
    come); ``day``: the article's own date, which a planned day is after."""
    doc = nlp.parse(entities.text)
    found: list[Item] = []
    for sentence in sentences:
        span = doc.char_span(sentence.start, sentence.end, alignment_mode="expand")
        for verb in span if span is not None else ():
            if verb.pos_ != "VERB" or skip.covers(verb.idx) or _not_planned(verb) \
                    or told_by_someone(verb, span):
                continue
            if _planned_noun(verb, dates):
                item = _planned_meeting(entities, sentence, verb, dates, events + found)
            elif _planned_by_words(verb) or _planned_by_will(verb, dates, sentence):
                item = _planned_event(entities, sentence, verb, dates, saliences[sentence.index],
                                      events + found)
            else:
                continue
            if item is not None:
                _keep_a_day_to_come(item, day)
                if item not in events and item not in found:
                    found.append(item)
    for event in events:
        if _dated_after(event, day) and "status" not in event.fields:
            # (an act another rule drafted whose day the text writes after the article's
            # own: "Kenya, which will host the summit on 20 March", "The expulsion is
            # scheduled for 12 March")
            _still_to_come(event)
    return found


def _dated_after(event: Item, day: str | None) -> bool:
    """Whether the event's day, written whole in the text (not reckoned from the article's
    date), is after the article's own date."""
    dated = event.fields.get("date")
    return bool(day and dated and not event.fields.get("date_inferred")
                and str(dated) > day)


def _keep_a_day_to_come(item: Item, day: str | None) -> None:
    """A plan's day is after the article's own: a day, month or year read as one before it
    (a weekday or a month reckoned back from the article's date) is left out, with a note;
    so is the reviewer's hint that a weekday alone would be the past one ("is due to brief
    the committee on Thursday" is not the Thursday before the article)."""
    if "date_text" in item.comments and "would be" in item.comments["date_text"]:
        del item.comments["date_text"]
    planned = str(item.fields.get("date") or item.fields.get("month")
                  or item.fields.get("year") or "")
    if not planned or not day:
        return
    same = day[:len(planned)]
    if planned > same or planned == same and (len(planned) < len(day) or not
                                              item.fields.get("date_inferred")):
        return  # (after it, or in its month or year, or its own day written out)
    for key in ("date", "month", "year", "date_inferred", "date_reasoning", "not_before"):
        item.fields.pop(key, None)
    item.fields["note"] = item.fields.get("note", "") + (
        " Its day was read as one before the article's own date, which a plan's is not: "
        "left out.")


def _planned_by_words(verb) -> bool:
    """Whether the verb is what a plan's words plan, in a main clause of the report's: "The
    envoy is due to present her credentials", "The talks are to resume" ("is to")."""
    if verb.dep_ != "xcomp" or verb.tag_ != "VB" or verb.lemma_.lower() in _NO_PLAN_VERBS \
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
    return _own_clause(clause) or clause.dep_ == "relcl" \
        and any(c.lower_ in ("which", "who", "that") for c in clause.children)


def _own_clause(verb) -> bool:
    """Whether the verb's clause is a main clause of the report's: the sentence's, or one
    joined to it; never the words of a verb of saying ("said Kenya will close …")."""
    token = verb
    while token.dep_ == "conj" and token.head.i != token.i and not after_semicolon(token):
        token = token.head
    return token.dep_ == "ROOT" or after_semicolon(token)


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
            or not any(c.dep_ == "auxpass" for c in verb.children) or not _own_clause(verb) \
            or not _in_the_present(verb):
        return False
    return _planned_day(verb, dates) is not None


def _planned_meeting(entities: Entities, sentence: Sentence, verb, dates: list[DateMention],
                     drafted: list[Item]) -> Item | None:
    """The event of a meeting or a visit planned for a day, with those its words name as
    its participants ("A further meeting of the commission and the ministry is scheduled
    for 4 June"), none of them its doer (the accused of a trial, one side of a meeting
    between two); another rule's event of it is marked as still to come."""
    known = event_of_verb(drafted, verb, entities.text)
    if known is not None:
        return _still_to_come(known)
    subject = next(c for c in verb.children if c.dep_ == "nsubjpass")
    start = max(sentence.start, subject.left_edge.idx)
    end = min(sentence.end, verb.right_edge.idx + len(verb.right_edge.text))
    named = [m.entity for m in entities.mentions_in(start, end) if m.kind in AGENT_KINDS]
    act = Act(subject, _planned_day(verb, dates), None, list(dict.fromkeys(named))[:3],
              start, end)
    return _still_to_come(act_item(entities, act), subject)


def _planned_by_will(verb, dates: list[DateMention], sentence: Sentence) -> bool:
    """Whether the verb is a plan with "will" in a main clause of the report's, with a day
    or a month it is planned for: "The minister will visit Lusaka on 12 May"."""
    if verb.tag_ != "VB" or not any(c.dep_ == "aux" and c.lower_ == "will"
                                    for c in verb.children) or not _own_clause(verb):
        return False
    day = _planned_day(verb, dates, sentence)
    return day is not None and bool(day.date or day.value)


def _not_planned(verb) -> bool:
    """Whether the plan is denied, conditional, likely or only hoped for: "is not due to
    attend", "would visit if", "may travel", "will likely suffer"."""
    tokens = list(dict.fromkeys([verb, verb.head, _clause_of(verb)])) \
        if verb.dep_ == "xcomp" else [verb]
    children = [c for token in tokens for c in token.children]
    return any(c.dep_ == "neg" or c.dep_ == "aux" and c.lower_ in _NOT_PLANNED
               or c.lower_ in _LIKELY
               or c.dep_ == "advcl" and any(m.dep_ == "mark" and m.lower_ in ("if", "unless")
                                            for m in c.children)
               for c in children)


def _planned_event(entities: Entities, sentence: Sentence, verb, dates: list[DateMention],
                   salience: Salience, drafted: list[Item]) -> Item | None:
    """The event of a planned act, with its doer and the day it is planned for; another
    rule's event of it marked as still to come; None when the plan's subject names no one
    the drafter can give it to."""
    clause = _clause_of(verb) if verb.dep_ == "xcomp" else verb
    subject = next((c for c in clause.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    doer = _plan_subject(entities, subject, salience) if subject is not None else None
    known = event_of_verb(drafted, verb, entities.text)
    if known is not None:
        return _still_to_come(known)
    if doer is None:
        return None
    act = read_act(entities, sentence, verb, _planned_day(verb, dates, sentence), salience)
    act.actor = doer
    act.participants = list(dict.fromkeys([doer] + act.participants))[:3]
    act.start = min(act.start, max(sentence.start, subject.left_edge.idx))
    return _still_to_come(act_item(entities, act), verb)


def _still_to_come(item: Item, verb=None) -> Item:
    """The event marked as one still to come, with a note for the reviewer."""
    item.fields["status"] = "scheduled"
    item.fields["note"] = ("An act still to come, told as planned: drafted as scheduled, "
                           "dated by the day it is planned for. Say what it is (its type and "
                           "label) and who takes part; when it has taken place, another "
                           "article tells it.")
    return item


def _plan_subject(entities: Entities, subject, salience: Salience) -> str | None:
    """Whom the plan's subject names: a name ("The Okavango commission is scheduled to
    meet"), a body named before ("the ministry"), or a seat of government; None for a
    pronoun, a thing ("the trade deficit") or an unnamed official ("the state's minister")."""
    if subject.lower_ in PRONOUNS:
        return None
    # (the subject's own word, or a name set beside it: "The ambassador, Rui Kapapelo,")
    for token in [subject] + [c for c in subject.children if c.dep_ == "appos"]:
        own = name_at(entities, token)
        if own is not None:
            return own.entity
    return body_referred_to(entities, subject, salience) or seat_for_state(entities, subject)


def _planned_day(verb, dates: list[DateMention], sentence: Sentence | None = None
                 ) -> DateMention | None:
    """The day the act is planned for: a date after the verb, within its own words, or,
    given its sentence, anywhere in the verb's words within it ("Next week the minister
    will visit Lusaka")."""
    end = verb.right_edge.idx + len(verb.right_edge.text)
    start = verb.idx if sentence is None else max(sentence.start, verb.left_edge.idx)
    within = [d for d in dates if start <= d.start and d.end <= end and d.start != verb.idx]
    return next((d for d in within if d.date or d.value), within[0] if within else None)
