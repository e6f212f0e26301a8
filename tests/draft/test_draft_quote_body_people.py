"""Who speaks a quotation whose subject phrase names a body and then its spokesperson
(cases/quote_body_people.yaml): the person, not the body named first."""

from __future__ import annotations

from drafting import speaker_cases

test_the_speaker_is_the_person_named_for_the_body = speaker_cases("quote_body_people")
