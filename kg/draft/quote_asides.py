"""Whose words a quotation is when a pronoun's verb of saying stands aside in the middle of
the sentence: "The consul, she said, had “broken the rules”" quotes the one "she" is, not
the consul the sentence is about.

The rules that read the words before a quotation take the sentence's subject phrase as
its speaker; a verb of saying set off by commas after that subject says that someone else
reports what the subject did.
"""

from __future__ import annotations

import re

from .attribution import SPEECH, Salience, agrees
from .names import Entities
from .quotation_marks import Quoted

# ", he said,", ", she added," standing aside between a sentence's subject and its verb
_ASIDE = re.compile(rf",\s+(?P<pronoun>he|she)\s+(?:also\s+|later\s+)?(?:{SPEECH})\s*,\s+"
                    r"(?P<rest>[^;:\n]*)$")
_SPEECH_WORD = re.compile(rf"\b(?:{SPEECH})\b")
# The rules whose speaker the aside replaces: the subject of the sentence, read from the
# words before the quotation
_REPLACED = ("subject-before-quote", "reference-before-quote",
             "sentence-subject-before-quote", "phrase-before-quote")


def with_aside_speaker(entities: Entities, sentence_start: int, quoted: Quoted,
                       speaker: str | None, rule: str, salience: Salience
                       ) -> tuple[str | None, str]:
    """(speaker, rule): the person an aside "…, he said, …" before the quotation refers
    to (the source the text was last reporting), in place of the sentence's subject:
    "According to Ruiz, the envoy was warned twice. The envoy, she said, had “ignored every
    warning”" is Ruiz's."""
    if rule not in _REPLACED:
        return speaker, rule
    aside = _ASIDE.search(entities.text, sentence_start, quoted.open)
    if aside is None or aside.start() - sentence_start > 120 \
            or _SPEECH_WORD.search(aside.group("rest")):
        # (the aside must be the last verb of saying before the quotation)
        return speaker, rule
    pronoun = aside.group("pronoun").lower()
    # (the source the text was last reporting, when that is a person other than the one
    # the sentence is about and nothing says the pronoun is not theirs; else the speaker
    # as the rules before read it: in "The meeting, he added, had been …" they have read
    # "he" already)
    found = salience.last_source
    if found is None or found == speaker or entities.kind(found) != "person" \
            or not agrees(entities, found, pronoun, salience):
        return speaker, rule
    return found, "aside-pronoun"
