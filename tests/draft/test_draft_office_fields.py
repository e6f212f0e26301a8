"""`kg draft` reads a counsellor's or an attaché's field before the office as part of it
("the labour counsellor", "Nepal's trade attaché"), so the post's words are the text's."""

from __future__ import annotations

import pytest

from tests.draft.drafting import posts_of


@pytest.mark.parametrize(("text", "words", "holder"), [
    ("Nepal's labour counsellor in Doha, Ram Thapa, said the workers were safe.",
     "Labour Counsellor", "ram-thapa"),
    ("Kenya's trade attaché in Cairo, Amina Yusuf, left on Friday.", "Trade Attaché",
     "amina-yusuf"),
])
def test_a_field_before_a_mission_office_is_part_of_it(text: str, words: str,
                                                       holder: str) -> None:
    assert any(label.startswith(words) and held == holder
               for label, held in posts_of(text).items())
