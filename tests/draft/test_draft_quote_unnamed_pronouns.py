"""Who speaks a quotation in a sentence "he" or "she" opens right after an unnamed
source's quotation (cases/quote_unnamed_pronouns.yaml): the unnamed source; a person the
text names between keeps the pronoun."""

from __future__ import annotations

from drafting import speaker_cases

test_the_pronoun_opening_the_sentence_is_the_unnamed_source = speaker_cases("quote_unnamed_pronouns")
