"""Who speaks a quotation whose attribution names an owner before the speaker
(cases/quote_owner_speakers.yaml, kg.draft.quote_possessives): "…,” said Bolivia's foreign
minister, Jorge Mamani" is Mamani's, not Bolivia's."""

from __future__ import annotations

from drafting import speaker_cases

test_the_speaker_is_the_person_after_the_owner = speaker_cases("quote_owner_speakers")
