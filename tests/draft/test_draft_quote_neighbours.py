"""Who speaks a quotation whose attribution is not in its own clause, one kind of news
sentence a case (cases/quote_neighbours.yaml): the sentence before that reports someone
speaking, the sentence after that says whose the words were, guillemets, a title given
after "as", the agent of a passive a "he" goes back to; and a title or a chant, which are
nobody's words."""

from __future__ import annotations

from drafting import speaker_cases

test_the_speaker_is_the_one_the_text_around_names = speaker_cases("quote_neighbours")
