"""Second readings of a quotation's speaker by the parse, where the reading by the words
before the quotation is weak.

The words before a quotation may name a state that is not the one speaking: a place in an
apposition about the speaker ("The Democracy Alliance, an umbrella of dissident groups
headquartered in Lima, Peru, accused Havana of “…”"), the demonym in a title ("The Turkish
consul in Tabriz, Emre Yalcinkaya, spoke more bluntly, calling the estimates “…”"), or the
subject of the clause the speaker reports ("She said Kathmandu had offered “no credible
explanation”"). The parse reads the subject of the verb that governs the quoted words
(kg.draft.governing_verb); when that subject is a person or a body, it is the speaker, not
the state.
"""

from __future__ import annotations

from .attribution import Salience
from .governing_verb import governing_speaker
from .names import Entities
from .quotation_marks import Quoted

# The rules that read the speaker from the words before the quotation, not from the parse
_READ_BY_WORDS = ("subject-before-quote", "subject-of-participle",
                  "sentence-subject-before-quote")
# Who may speak in a state's place
_SPEAKERS = ("person", "organization")


def state_or_parsed_speaker(entities: Entities, quoted: Quoted, speaker: str | None, rule: str,
                            salience: Salience, since: int) -> tuple[str | None, str]:
    """(speaker, rule): the person or body the parse gives as the subject of the verb
    governing the quoted words, in place of a state read from the words before them;
    else the speaker and rule as given. "External Affairs spokesperson Priya Raghavan said
    the consul had five days to depart. She said Kathmandu had offered “no credible
    explanation”" is Raghavan's, not Nepal's."""
    if speaker is None or rule not in _READ_BY_WORDS or entities.kind(speaker) != "country":
        return speaker, rule
    parsed = governing_speaker(entities, quoted, salience, since)
    if parsed is None or parsed == speaker or entities.kind(parsed) not in _SPEAKERS:
        return speaker, rule
    return parsed, "parsed-over-state"
