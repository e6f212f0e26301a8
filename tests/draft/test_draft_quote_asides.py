"""Who speaks a quotation after an aside "…, he said, …" (cases/quote_asides.yaml): the
one the aside's pronoun is, never the person the interrupted subject names (then the source
the text was last reporting); an aside after a thing keeps the pronoun's reading."""

from __future__ import annotations

from drafting import speaker_cases

test_the_speaker_is_the_one_the_aside_s_pronoun_is = speaker_cases("quote_asides")
