"""A source named as a state's body ("Peru's Ministry of Defence") is that body, the most
specific one the text names, not the state before its possessive: after "according to",
before a quotation or after it, and after a verb of saying turned round."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import drafted, spoken_by

TEXT = (
    "Border clash\n\n"
    "LIMA – Two soldiers were hurt on Sunday.\n\n"
    "According to Peru's Ministry of Defence, the patrol was attacked while \"clearing a "
    "road on Peruvian soil\".\n\n"
    "The attack was \"unprovoked and planned\", said Peru's Ministry of Defence.\n\n"
    "The patrol had been \"on a routine task\", according to Peru's Ministry of Defence.\n\n"
    "According to Ecuador, the soldiers had \"crossed the line twice\".\n")

# words of a quotation -> the name of its one speaker
SPEAKERS = {
    "clearing a road": "Ministry of Defence",
    "unprovoked and planned": "Ministry of Defence",
    "on a routine task": "Ministry of Defence",
    "crossed the line twice": "Ecuador",
}


@pytest.fixture(scope="module")
def article(tmp_path_factory):
    return drafted(tmp_path_factory.mktemp("owned"), TEXT)


@pytest.mark.parametrize("words", sorted(SPEAKERS))
def test_a_body_of_a_state_speaks_not_the_state(article, words: str) -> None:
    assert spoken_by(article, words) == [SPEAKERS[words]]
