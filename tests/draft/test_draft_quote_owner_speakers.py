"""Who speaks a quotation whose attribution names an owner before the speaker
(cases/quote_owner_speakers.yaml, kg.draft.quote_possessives): "…,” said Bolivia's foreign
minister, Jorge Mamani" is Mamani's, not Bolivia's."""

from __future__ import annotations

import pytest

from drafting import drafted, speaker_cases, spoken_by

test_the_speaker_is_the_person_after_the_owner = speaker_cases("quote_owner_speakers")

# behaviour -> a quotation whose attribution names, after the owner's words, someone who is
# not the speaker
NOT_THE_SPEAKER = {
    "one_met_after_the_owner_s_official": (
        "“Our patience is over,” said Chile’s ambassador after meeting Jorge Mamani Quispe."),
    "one_written_to": (
        "“Our patience is over,” said Chile’s foreign ministry in a letter to Jorge Mamani "
        "Quispe."),
    "one_the_post_is_to": (
        "“Our patience is over,” said Chile’s ambassador to President Jorge Mamani Quispe."),
    "one_spoken_for": (
        "“Our patience is over,” said Chile’s envoy on behalf of Jorge Mamani Quispe."),
}


@pytest.mark.parametrize("sentence", NOT_THE_SPEAKER.values(), ids=NOT_THE_SPEAKER)
def test_one_the_owner_s_words_are_about_is_not_the_speaker(tmp_path, sentence: str) -> None:
    article = drafted(tmp_path, "LA PAZ – Bolivia summoned the Chilean envoy on Monday.\n\n"
                      f"{sentence}\n")
    assert "Jorge Mamani Quispe" not in spoken_by(article, "Our patience is over")
