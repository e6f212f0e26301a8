"""What an event records that two rule sets share: the fields of its date, and its type
read from the phrase of its verb (kg.draft.events and kg.draft.actions)."""

from __future__ import annotations

import re

from kg.draft.dates import DateMention


def date_fields(date: DateMention) -> dict:
    """What an event records of its date: the words, and the day ("on 4 May 2025":
    2025-05-04), or, when the words give only a month of a year, the month ("in September
    2023": month 2023-09), or only a year, the year ("in 2013": year 2013); an inferred day
    or month with the reasoning the reviewer checks. A day of the week alone ("on Tuesday")
    is its words only: which Tuesday is a reckoning from the article's date, not something
    the text says, so the day it would be is left to the reviewer (weekday_note)."""
    fields: dict = {"date_text": date.text}
    if date.weekday:
        return fields
    if date.date:
        fields["date"] = date.date
    elif date.value and re.fullmatch(r"\d{4}-\d{2}", date.value):
        fields["month"] = date.value
    elif date.value and re.fullmatch(r"\d{4}", date.value):
        fields["year"] = date.value
    if date.inferred:
        fields["date_inferred"] = True
    if date.reasoning:
        fields["date_reasoning"] = date.reasoning
    return fields


def note_weekday(item, date: DateMention | None) -> None:
    """Writes weekday_note beside the event's date words, when there is one."""
    note = weekday_note(date) if date is not None else None
    if note:
        item.comments["date_text"] = note


def weekday_note(date: DateMention) -> str | None:
    """For an event dated by a day of the week alone, the day the article's date makes it,
    for the reviewer to write as the date if the text pins it: "“Tuesday” would be
    2025-02-11 (the latest Tuesday not after the article's date, 2025-02-11)"."""
    if not date.weekday or not date.date:
        return None
    return f"“{date.text}” alone; by the article's date it would be {date.date}: " \
           f"{date.reasoning or ''}".strip()


# A main verb's phrase that tells of a legal step: "filed a complaint", "handed the case
# file", "opened an investigation", "charged"
_LEGAL_PHRASE = re.compile(r"^(?:(?:filed|lodged|brought)\s+(?:an?\s+)?(?:criminal\s+|formal\s+)?"
                           r"(?:complaint|lawsuit|suit|case|charges)|(?:opened|launched)\s+(?:an?\s+)?"
                           r"(?:criminal\s+)?(?:investigation|probe|inquiry|case)|"
                           r"(?:charged|indicted|sentenced|convicted|sued|prosecuted|acquitted)\b|"
                           r"\w+\s+(?:the\s+)?case\s+file)", re.IGNORECASE)


# Verbs whose act the ontology has a class of its own for, where the rules read it as a
# generic event or a legal step: "Norway summoned Russia's ambassador" is a dip:Summons,
# "police arrested two activists" a dip:Detention.
_KIND_OF_ACT = {"summoned": "Summons", "arrested": "Detention", "detained": "Detention"}


def kind_of_act(type_: str, verb: str) -> str:
    """The class of an event of ``type_`` told by ``verb`` (its trigger or its main verb): a
    summons or a detention where the verb says so, else ``type_``."""
    if type_ not in ("Event", "LegalProceeding"):
        return type_
    return _KIND_OF_ACT.get(verb.strip().lower(), type_)


def verb_type(phrase: str) -> str:
    """The ontology's class for an act read from its main verb, where one fits: "Summoned
    the envoy" is a Summons, "Arrested two men" a Detention, a legal step ("Filed a
    complaint") a LegalProceeding, "Met both delegations" a Meeting; any other is the
    generic Event."""
    first = phrase.lower().split()[0]
    if first in _KIND_OF_ACT:
        return _KIND_OF_ACT[first]
    if _LEGAL_PHRASE.match(phrase):
        return "LegalProceeding"
    if first in ("met", "hosted", "received"):
        return "Meeting"
    return "Event"
