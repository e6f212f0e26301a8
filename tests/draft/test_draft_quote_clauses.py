"""Who speaks a quotation held in one clause of a longer news sentence, one kind of
sentence a case (cases/quote_clauses.yaml): a participle hung from its speaker's clause, a
second verb after "and" and an object, a state's title then its holder in apposition; and a
phrase that only stands beside the verb, which names no speaker."""

from __future__ import annotations

from drafting import speaker_cases

test_the_speaker_is_the_subject_of_the_quotation_s_clause = speaker_cases("quote_clauses")
