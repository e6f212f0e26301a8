"""Whose words a quotation is when a pronoun's verb of saying stands aside in the middle of
the sentence: "The attaché, she said, had “ignored two summonses”" quotes the one "she" is,
never the attaché the sentence is about.

The rules that read the words before a quotation take the sentence's subject phrase, or the
pronoun of the aside, as its speaker. The pronoun of an aside is not the one the subject it
interrupts names: when the two would be the same person, the pronoun is the source the text
was last reporting; when the subject is a thing ("The ceasefire, he said, …") the pronoun
keeps the reading attribution gives it.
"""

from __future__ import annotations

import copy
import re

from .attribution import ROLE_TITLES, SPEECH, UNNAMED_SOURCES, Salience, agrees, by_role, resolve
from .names import Entities
from .quotation_marks import Quoted

# ", he said,", ", she added," standing aside between a sentence's subject and its verb
_ASIDE = re.compile(rf",\s+(?P<pronoun>he|she)\s+(?:also\s+|later\s+)?(?:{SPEECH})\s*,\s+"
                    r"(?P<rest>[^;:\n]*)$")
_SPEECH_WORD = re.compile(rf"\b(?:{SPEECH})\b")
# The rules whose speaker the aside may replace: those that read the words before the
# quotation (the sentence's subject, or the aside's pronoun)
_REPLACED = ("subject-before-quote", "reference-before-quote",
             "sentence-subject-before-quote", "phrase-before-quote")
# A subject that speaks of a person without naming them: "The new envoy", "This reporter"
# (not "The visit")
_PEOPLE = (r"journalists?|correspondents?|reporters?|lawyers?|activists?|consuls?|attach[eé]s?|"
           r"counsell?ors?|negotiators?|officers?|detainees?|suspects?|prisoners?|students?|"
           r"drivers?|captains?|pilots?|workers?|soldiers?|guards?|farmers?|fisherm[ae]n|"
           r"migrants?|citizens?|nationals?|man|woman|men|women")
_PERSON_PHRASE = re.compile(rf"\s*(?:[Tt]he|[Tt]his|[Tt]hat)\s+(?:[a-z-]+\s+)?"
                            rf"(?P<noun>{ROLE_TITLES}|{UNNAMED_SOURCES}|{_PEOPLE})\s*")
_TITLE = re.compile(rf"(?:[a-z-]+\s+)?(?:{ROLE_TITLES})")


def with_aside_speaker(entities: Entities, sentence_start: int, quoted: Quoted,
                       speaker: str | None, rule: str, salience: Salience
                       ) -> tuple[str | None, str]:
    """(speaker, rule): the person the pronoun of an aside "…, he said, …" before the
    quotation is, when that is not the speaker the rules read: "Mirela Stan said the
    consulate would reopen. Radu Ilie was called in on Friday. The driver, she said, had
    been “treated fairly”" is Stan's, not Ilie's (the driver the sentence is about)."""
    if rule not in _REPLACED:
        return speaker, rule
    aside = _ASIDE.search(entities.text, sentence_start, quoted.open)
    if aside is None or aside.start() - sentence_start > 120 \
            or _SPEECH_WORD.search(aside.group("rest")):
        # (the aside must be the last verb of saying before the quotation)
        return speaker, rule
    pronoun = aside.group("pronoun").lower()
    # (read on a copy: the reading records the sex the pronoun gives a person)
    reading = resolve(entities, pronoun, copy.deepcopy(salience), aside.start())
    subject = entities.text[sentence_start:aside.start()]
    found = _aside_person(entities, pronoun, salience, reading,
                          _subject_person(entities, sentence_start, aside.start(), subject),
                          _PERSON_PHRASE.fullmatch(subject) is not None, speaker)
    if found == speaker:
        return speaker, rule
    return found, "aside-pronoun"


def _subject_person(entities: Entities, start: int, end: int, subject: str) -> str | None:
    """The person the subject before an aside names: a name right before the comma
    ("Ilie, she said,") or a title the text gave someone ("The minister, he said,")."""
    named = [m for m in entities.mentions_in(start, end) if m.kind == "person"
             and not entities.text[m.end:end].strip(" ’'s")]
    if named:
        return named[-1].entity
    role = _PERSON_PHRASE.fullmatch(subject)
    if role and _TITLE.fullmatch(role.group("noun")):
        found = by_role(entities, role.group("noun").lower(), start)
        return found if found is not None and entities.kind(found) == "person" else None
    return None


def _aside_person(entities: Entities, pronoun: str, salience: Salience, reading: str | None,
                  named: str | None, described: bool, speaker: str | None) -> str | None:
    """Who the aside's pronoun is: its reading, unless the subject names that same person
    (``named``) or speaks of a person it does not name (``described``: most likely the one
    the reading found because they opened a sentence since the source); then the source
    the text was last reporting, when the pronoun fits them; else nobody. After a thing,
    a pronoun that reads as no person keeps the speaker the rules read ("the alliance, he
    said, …" after an unnamed delegate of it)."""
    reading = reading if reading is not None and entities.kind(reading) == "person" else None
    if named is None and not described:
        return reading if reading is not None else speaker
    if reading is not None and named is not None and reading != named:
        return reading
    last = salience.last_source
    if last is not None and last != named and entities.kind(last) == "person" \
            and agrees(entities, last, pronoun, salience):
        return last
    return reading if named is None else None
