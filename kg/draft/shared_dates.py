"""Dates that reach an event from the act it is told with, read from the dependency parse
(kg.draft.nlp): an event whose own words give no date takes the one date of the verbs its
verb is joined to.

"The ministry called in the consul on Monday and gave him a letter of complaint": the
date hangs from "called", and "gave" is joined to it by "and" (the parse's conj), one
sitting told as two acts; the letter was given on Monday. So is a clause of the place the
dated act was done in: "was called in to the ministry on Monday, where the state secretary
gave him a letter". A coordination whose verbs carry two dates ("summoned him on Monday
and expelled him on Friday") gives none: which day is which verb's, its words say. Nor does
a joined verb with its own subject or time word ("…, and Finland has since frozen …"). A
shared date is recorded as an inference with its reasoning, for the reviewer to check.

An entry of a live report ("18:40 GMT — Serbia has recalled its ambassador") tells what
happened the day it was written: an undated event it tells takes that day, recorded as an
inference with its reasoning (date_live_entries); not one told in the past perfect ("had
expelled"), background from before the entry.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from kg.source import Sentence
from kg.draft import nlp
from kg.draft.actions import date_head, past_perfect, told_spans
from kg.draft.dates import DateMention, header_dates
from kg.draft.event_date_scope import dated_by_the_reporting_verb
from kg.draft.event_fields import date_fields, note_weekday
from kg.draft.model import Item, Span

# What an event's date is recorded in: an event with any of these is dated already
DATE_KEYS = ("date_text", "date", "month", "year")
# The relative adverbs of a clause of the place or time of what its noun's verb tells
_PLACE_OR_TIME = frozenset({"where", "when"})
# The dependencies from a noun up to the verb whose phrase it stands in: "called in to the
# ministry's seat, the Palace of Nations, where …" (Palace <- appos <- seat <- pobj <- to
# <- prep <- called)
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
        verb = event_verb(doc, text, item)
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
        if dated_by_the_reporting_verb(doc, date, sentence, verb, dates):
            continue
        item.fields.update(date_fields(date))
        _mark_shared(item, verb, date)
        note_weekday(item, date)
        first = item.evidence[0]
        item.evidence[0] = Span(min(first.start, date.start), max(first.end, date.end))
    _date_from_the_next_sentence(doc, sentences, items, dates)


# The words a sentence that only dates the one before it is made of, besides its date:
# "That was on 17 February.", "This was in March 2024."
_DATING_SUBJECTS = frozenset({"that", "this", "it"})


def _date_from_the_next_sentence(doc, sentences: tuple[Sentence, ...], items: list[Item],
                                 dates: list[DateMention]) -> None:
    """Give the one undated event of a sentence the date of the next one when that
    sentence only dates it: "… two officers, who took his passport. That was on 9 June."
    (a story told first, its day after). As an inference, with its reasoning. Not when
    the sentence tells more than one undated event ("Lima expelled the consul, and Quito
    expelled an attaché in response. That was on 9 June."): "that" is one thing, and which
    of them it dates the words do not say."""
    for before, after in zip(sentences, sentences[1:]):
        date = _only_date_of(doc, after, dates)
        if date is None:
            continue
        undated = [item for item in items
                   if not any(key in item.fields for key in DATE_KEYS) and item.evidence
                   and before.start <= item.evidence[0].start < before.end]
        if len(undated) != 1:
            continue
        (item,) = undated
        item.fields.update(date_fields(date))
        inferred(item, f"The sentence after the one that tells it, "
                        f"“{after.text.strip()}”, dates it: taken as done that day. "
                        f"Check it.")
        note_weekday(item, date)


def _only_date_of(doc, sentence: Sentence, dates: list[DateMention]) -> DateMention | None:
    """The date of a sentence that says only when what the one before told was: "That was
    on 9 June." (a pronoun, a form of "be" and the date); else None."""
    inside = [d for d in dates if sentence.start <= d.start and d.end <= sentence.end]
    span = doc.char_span(sentence.start, sentence.end, alignment_mode="expand")
    if len(inside) != 1 or span is None or len(span) > 8:
        return None
    root = span.root
    subjects = [c for c in root.children if c.dep_ == "nsubj"]
    words = [t for t in span if not t.is_punct and not (inside[0].start <= t.idx
                                                         < inside[0].end)]
    if root.lemma_ != "be" or len(subjects) != 1 or subjects[0].lower_ not in _DATING_SUBJECTS \
            or any(t.i not in (root.i, subjects[0].i) and t.pos_ not in ("ADP", "ADV")
                   for t in words):
        return None
    return inside[0]


def _mark_shared(item: Item, verb, date: DateMention) -> None:
    """Record the shared date as an inference with its reasoning: the words that give it
    belong to a verb told with the event's, not to the event's own ("called in the consul
    on Monday and gave him a letter": "gave" takes Monday, for the reviewer to check)."""
    inferred(item, f"“{verb.text}” has no date of its own and is told with a verb dated by "
                    f"“{date.text}”: taken as done the same day. Check it.")


def inferred(item: Item, reasoning: str) -> None:
    """Mark the event's date as inferred, its reasoning after any it carries already."""
    item.fields["date_inferred"] = True
    if item.fields.get("date_reasoning"):
        reasoning = f"{item.fields['date_reasoning']} {reasoning}"
    item.fields["date_reasoning"] = reasoning


def event_verb(doc, text: str, item: Item):
    """The verb that tells the event: the one it was read from (an act of any verb:
    "Varga, who took up her post in May 2022, quit the embassy" is "quit"'s, not
    "took"'s), else the first verb of its own words (a trigger's words, else its
    evidence); or None."""
    if item.verb_at is not None:
        return nlp.word_at(text, item.verb_at)
    for start, end in told_spans(text, item)[:1]:
        span = doc.char_span(start, end, alignment_mode="expand")
        if span is None:
            return None
        return next((t for t in span if t.pos_ == "VERB"), None)
    return None


def _dated_verb(doc, date: DateMention, sentence: Sentence):
    """The verb the date hangs from (through a noun of its phrase: "at a meeting on
    Monday"; through a participle of the message the act was done by: "asked in a letter
    delivered on June 4"), or None."""
    head = date_head(doc, date, sentence)
    if head is not None and head.pos_ == "NOUN" and head.dep_ == "pobj" \
            and head.head.dep_ == "prep":
        head = head.head.head
    if head is not None and head.pos_ == "VERB":
        head = _means_verb(head)
    return head if head is not None and head.pos_ == "VERB" else None


# The prepositions of the means an act was done by: "in a note", "by a letter", "through a
# message"; not "with" nor "at", whose noun is as often what the act is about ("charged him
# with an attack carried out on 4 May": the attack's day, not the charge's)
_MEANS = frozenset({"in", "by", "through", "via"})
# The messages an act is done by: a note, a letter, a statement sent or posted on a day
_MESSAGES = frozenset({"note", "letter", "statement", "message", "communiqué", "communique",
                       "post", "tweet", "video", "readout", "cable", "email", "memorandum",
                       "declaration", "notice"})


def _means_verb(verb):
    """For a participle of a message that is the means of an act, the act's verb: "Norway
    asked Peru to lift the envoy's immunity in a letter delivered on June 4" (delivered <-
    acl <- letter <- pobj <- in <- prep <- asked): the letter delivered is the asking, its
    day the act's. Not a participle of what the act was done to ("questioned the man
    arrested on Monday": the arrest's day is not the questioning's), nor of what it is
    about ("charged him with an attack carried out on 4 May"), nor of a noun two phrases
    away ("in connection with the attack carried out on 3 May"). Else the verb itself."""
    noun = verb.head
    if verb.dep_ != "acl" or verb.tag_ not in ("VBN", "VBG") or noun.dep_ != "pobj" \
            or noun.lemma_.lower() not in _MESSAGES:
        return verb
    preposition = noun.head
    if preposition.dep_ != "prep" or preposition.lower_ not in _MEANS \
            or preposition.head.pos_ != "VERB":
        return verb
    act = preposition.head
    # (the means of the act the verb's complement tells: "asked Peru to lift the envoy's
    # immunity in a letter", the parse hangs the letter from "lift"; the letter is the
    # asking)
    while act.dep_ == "xcomp" and act.head.pos_ == "VERB":
        act = act.head
    return act


def _joined_verbs(verb) -> set[int]:
    """The verbs the verb is told with: those of its coordination ("summoned … and handed
    …"), and, for a clause of place or time ("…, where X gave him a letter"), those of the
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
    to those stand (their token indices); not across a joined verb that has a subject or a
    time word of its own ("Sweden expelled two diplomats on 4 March, and Finland has since
    frozen two banks' assets": Finland's act is another party's, told at another time)."""
    root = verb
    while root.dep_ == "conj" and root.head.i != root.i \
            and root.head.pos_ in ("VERB", "AUX") and not own_subject_or_time(root):
        root = root.head
    found, stack = set(), [root]
    while stack:
        token = stack.pop()
        found.add(token.i)
        stack += [c for c in token.children if c.dep_ == "conj" and c.pos_ == "VERB"
                  and not own_subject_or_time(c)]
    return found


# Time words that set a joined verb's act apart from the date of the verb it is joined to
OWN_TIME = frozenset({"since", "later", "then", "afterwards", "afterward", "subsequently",
                       "thereafter", "earlier", "previously", "meanwhile"})


def own_subject_or_time(verb) -> bool:
    """Whether a verb joined by "and" has its own subject ("…, and Finland froze …") or a
    time word of its own ("… and later expelled …"): then it shares no date."""
    return any(c.dep_ in ("nsubj", "nsubjpass", "expl", "csubj")
               or c.lower_ in OWN_TIME and c.dep_ in ("advmod", "npadvmod", "prep")
               for c in verb.children)


# A live report: its headline or its first lines say so ("LIVE: …", "Live updates, Thursday
# 3 July 2025", "Live coverage by …")
# ("Live-fire exercises …" is no live report: the word is joined to the next by a hyphen)
# ("LIVE | …", "LIVE UPDATES | …": a headline's label set apart by a bar)
_LIVE = re.compile(r"^[ \t]*(?:(?:LIVE|Live)(?:[ \t]*:|[ \t]+[–—|-](?=[ \t]))"
                   r"|(?:LIVE|Live|live)[ \t]+(?i:updates|coverage|blog)\b)", re.MULTILINE)
_LIVE_REACH = 600
# A live entry's stamp, at the start of its paragraph: "18:40 GMT —", "Fri 20 Nov, 22:40 —",
# "20 November, 9.15am -"; or a line of its own, the entry on the next: "21:05", "Mar 4,
# 21:05 PKT" (a zone's letters, whichever)
_STAMP = re.compile(
    r"^[ \t]*(?:(?P<day>(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\.?,?[ \t]+)?"
    r"(?:\d{1,2}[ \t]+[A-Z][a-z]{2,8}\.?|[A-Z][a-z]{2,8}\.?[ \t]+\d{1,2})),?[ \t]+)?"
    r"(?P<time>\d{1,2}[:.]\d{2})(?:[ \t]*(?:[ap]\.?m\.?|GMT|UTC|BST|CET|CEST|EST|EDT|"
    r"local|h))?[ \t]*[—–-][ \t]"
    r"|^[ \t]*(?:(?P<day2>(?:\d{1,2}[ \t]+[A-Z][a-z]{2,8}\.?|[A-Z][a-z]{2,8}\.?[ \t]+\d{1,2})),?"
    r"[ \t]+)?(?P<time2>\d{1,2}[:.]\d{2})(?:[ \t]*(?:[ap]\.?m\.?|[A-Z]{2,5}|local|h))?[ \t]*$",
    re.MULTILINE)


@dataclass(frozen=True)
class LiveEntry:
    """An entry of a live report: where it runs, its stamp's words, and its day."""

    start: int
    end: int
    stamp: str
    day: str
    reasoning: str
    words: str | None = None    # the words of the stamp that give its day, if any


def live_entries(text: str, dates: list[DateMention], anchor_day: str | None
                 ) -> list[LiveEntry]:
    """The entries of a live report, each with the day it was written: the day its stamp
    gives ("Wed 7 Oct, 06:15 —"), else that of the day heading above it ("THURSDAY 4
    MARCH 2032" on a line of its own, _day_headings), else the report's own day (its
    publication date or its dateline's) for a stamp of a time alone ("18:40 GMT —"); a live
    report whose stamps the page's extraction lost is one entry of its own day. Not a live
    report, or no day known: none."""
    if _LIVE.search(text, 0, _LIVE_REACH) is None:
        return []
    stamps = list(_STAMP.finditer(text))
    if not stamps and anchor_day is not None:
        # (a page whose entries' stamps the extraction lost: the report's day for all)
        return [LiveEntry(0, len(text), "", anchor_day,
                          f"the live report is of {anchor_day}")]
    headings = _day_headings(text, dates)
    entries = []
    for number, stamp in enumerate(stamps):
        end = stamps[number + 1].start() if number + 1 < len(stamps) else len(text)
        words = stamp.group(0).strip(" \t\n—–-")
        above = [h for h in headings if h.end <= stamp.start()]
        entry_day = _entry_day(stamp, words, dates, above[-1] if above else None, anchor_day)
        if entry_day is not None:
            entries.append(LiveEntry(stamp.start(), end, words, *entry_day))
    return entries


def _entry_day(stamp: re.Match, words: str, dates: list[DateMention],
               heading: DateMention | None, anchor_day: str | None
               ) -> tuple[str, str, str | None] | None:
    """The day of the entry under ``stamp``, why, and the words that give it: its stamp's
    own day ("Sat 3 Jul, 14:20 —"), else the day heading above it, else the report's day
    for a time alone ("14:20 —"). None when the stamp's day is not read, or none is known."""
    group = "day" if stamp.group("day") else "day2" if stamp.group("day2") else None
    if group is not None:
        given = next((d for d in dates if stamp.start(group) <= d.start
                      and d.end <= stamp.end(group) and d.date), None)
        if given is None:
            return None
        return given.date, (f"its stamp “{words}” gives {given.date}"
                            + (f" ({given.reasoning})" if given.reasoning else "")), given.text
    if heading is not None:
        return heading.date, (f"its stamp “{words}” gives the time alone, under the day "
                              f"heading “{heading.text}”, {heading.date}"
                              + (f" ({heading.reasoning})" if heading.reasoning else "")
                              ), heading.text
    if anchor_day is not None:
        return anchor_day, (f"its stamp “{words}” gives the time alone, and the live report "
                            f"is of {anchor_day}"), None
    return None


def _day_headings(text: str, dates: list[DateMention]) -> list[DateMention]:
    """The days a live report writes as headings, each a line of its own above the entries
    of that day: "THURSDAY 4 MARCH 2032", "Wednesday 3 March" (a day the dates read, with
    its weekday)."""
    found = []
    for date in dates:
        line_start = text.rfind("\n", 0, date.start) + 1
        line_end = text.find("\n", date.end)
        line = text[line_start:len(text) if line_end < 0 else line_end]
        if date.date and line.strip() == date.text:
            found.append(date)
    return found


def date_live_entries(text: str, items: list[Item], dates: list[DateMention],
                      anchor_day: str | None) -> None:
    """Give an undated event told in an entry of a live report the entry's day, as an
    inference with its reasoning: "18:40 GMT — … Hungary … called its envoy home from
    Bratislava" in a live report of 9 May 2025 was done that day (the entry tells what
    happened since the last)."""
    entries = live_entries(text, dates, anchor_day)
    if not entries:
        return
    doc = nlp.parse(text)
    # (the words of the header that give the report's own date are the article's date's:
    # an event of that day carries the day alone, as for a stamp of a time alone)
    own = set(header_dates(text, anchor_day)) if anchor_day else set()
    for item in items:
        if not item.evidence:
            continue
        start = item.evidence[0].start
        entry = next((e for e in entries if e.start <= start < e.end), None)
        if entry is not None and _dated_by_the_stamp(item, entry):
            inferred(item, f"Told in an entry of a live report, and {entry.reasoning}: "
                            f"taken as done that day. Check it.")
            continue
        if any(key in item.fields for key in DATE_KEYS) or entry is None \
                or past_perfect(event_verb(doc, text, item)):
            continue
        if entry.words is not None and entry.words not in own:
            item.fields["date_text"] = entry.words
        item.fields["date"] = entry.day
        inferred(item, f"Told in an entry of a live report, and {entry.reasoning}: taken "
                        f"as done that day. Check it.")


def _dated_by_the_stamp(item: Item, entry: LiveEntry) -> bool:
    """Whether an event carries, as if its words gave it, the day of its entry's stamp or
    day heading ("Mar 4, 21:05 PKT" read with the entry's first sentence): that day is the
    entry's, and the act's only as an inference, recorded as for an undated one."""
    return entry.words is not None and item.fields.get("date_text") == entry.words \
        and item.fields.get("date") == entry.day and not item.fields.get("date_inferred")
