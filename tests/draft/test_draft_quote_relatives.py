"""Who speaks a quotation that a relative clause tells (cases/quote_relatives.yaml): the
one a "who" clause of saying is about, not the subject of the sentence that holds it; a
"who" clause that only describes the speaker changes nothing."""

from __future__ import annotations

from drafting import speaker_cases

test_the_speaker_is_the_one_the_who_clause_is_about = speaker_cases("quote_relatives")
