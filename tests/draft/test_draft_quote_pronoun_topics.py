"""Who "she said" or "he said" is after a paragraph that named someone only on the way
(cases/quote_pronoun_topics.yaml): the person the text called by the pronoun before it
brought the newcomer in, the one it named most; in the newcomer's own paragraph, the
newcomer."""

from __future__ import annotations

from drafting import speaker_cases

test_the_pronoun_goes_to_the_story_s_person = speaker_cases("quote_pronoun_topics")
