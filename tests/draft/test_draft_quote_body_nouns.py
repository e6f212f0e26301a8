"""Who speaks a quotation whose subject is "the" and a noun for a body that the text named
before with that noun in its name, or right after it (cases/quote_body_nouns.yaml): the
body, by the text's own word for it; not a word after "of" in the name ("the mayor" is not
the Office of the Mayor)."""

from __future__ import annotations

from drafting import speaker_cases

test_the_speaker_is_the_body_its_own_noun_names = speaker_cases("quote_body_nouns")
