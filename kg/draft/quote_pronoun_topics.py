"""Who "she said" is when the last woman named is someone the text only brought in on the
way ("a judge, Mary Wanjiru,") in a paragraph that calls another woman "she": the one the
paragraph was about, not the newcomer. "Lena Holm was held for two days. On Friday a judge,
Eva Berg, freed her.\n\n“…,” she said" is Holm's (and so for "he")."""
from __future__ import annotations

import re
from collections import Counter

from .attribution import Salience, agrees, sex_of
from .names import Entities
from .quotation_marks import quotation_spans

# A newcomer: a person named right after an indefinite description and its comma ("a
# magistrate, ", "an aide to the mayor, ")
_INDEFINITE_BEFORE = re.compile(r"\b(?:a|an)\s+(?:[\w’'-]+\s+){0,4}?[\w’'-]+,\s*$",
                                re.IGNORECASE)
_NOMINATIVE = {"he": r"\bhe\b", "she": r"\bshe\b"}
_SEX = {"he": "m", "she": "f"}


def _paragraph_start(text: str, position: int) -> int:
    return text.rfind("\n", 0, position) + 1


def topic_over_newcomer(entities: Entities, speaker: str | None, ref: str, position: int,
                        salience: Salience) -> str | None:
    """``speaker``, whom "he" or "she" (``ref``, at ``position``) was resolved to, or the
    person the text called ``ref`` before it brought ``speaker`` in, when ``speaker`` is a
    newcomer (named once, after "a <description>,", in an earlier paragraph than the
    pronoun) and that paragraph, or the one before, had said ``ref`` of someone else before
    naming ``speaker``."""
    if speaker is None or ref not in _NOMINATIVE or entities.kind(speaker) != "person":
        return speaker
    text = entities.text
    named = sorted((m for m in entities.mentions if m.entity == speaker and m.end <= position),
                   key=lambda m: m.start)
    if len(named) != 1 or not _INDEFINITE_BEFORE.search(text, max(0, named[0].start - 60),
                                                        named[0].start):
        return speaker
    newcomer = named[0].start
    paragraph = _paragraph_start(text, newcomer)
    if _paragraph_start(text, position) <= paragraph:
        return speaker  # (in the newcomer's own paragraph, the pronoun may well be theirs)
    earlier = _paragraph_start(text, max(0, paragraph - 2))
    quoted = quotation_spans(text)
    pronouns = [earlier + m.start() for m in re.finditer(
        _NOMINATIVE[ref], text[earlier:newcomer], re.IGNORECASE)
        if not quoted.overlaps(earlier + m.start(), earlier + m.end())]
    if not pronouns:
        return speaker
    before = [m for m in entities.mentions if m.end <= pronouns[-1] and m.kind == "person"
              and m.entity != speaker and agrees(entities, m.entity, ref, salience)
              and not quoted.overlaps(m.start, m.end)]
    if not before:
        return speaker
    # the one the text has said is of the pronoun's sex, and of those the one it named most
    # (the person the story is about, not another named once on the way: "the letter,
    # signed by its director, Ana Ruiz, said her work …")
    known = [m for m in before if sex_of(entities, m.entity, salience) == _SEX[ref]] or before
    times = Counter(m.entity for m in known)
    return max(known, key=lambda m: (times[m.entity], m.start)).entity
