"""A speaker described first and named after a comma ("a government spokesman, Ana Ruiz,")
after a quotation is the person named, not the state or body the description names."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import drafted, spoken_by

HEAD = ("Andean trade row\n\n"
        "LIMA, 6 May - Peru and Bolivia traded charges on Monday over a new customs levy.\n\n")

# behaviour -> (text, words of a quotation, the name of its one speaker)
CASES = {
    "described_then_named_before_the_verb": (
        HEAD + "\"The levy breaks the treaty,\" a Peruvian government spokeswoman, Rosa "
        "Huaman, told state radio.\n",
        "The levy breaks the treaty", "Rosa Huaman"),
    "described_then_named_after_the_verb": (
        HEAD + "\"The levy breaks the treaty,\" said a spokesman for the Andean "
        "Community, Jorge Salas.\n",
        "The levy breaks the treaty", "Jorge Salas"),
    "described_then_named_then_a_clause": (
        HEAD + "\"The levy breaks the treaty,\" said an adviser to the trade minister, "
        "Jorge Salas, who took part in the talks.\n",
        "The levy breaks the treaty", "Jorge Salas"),
    "a_description_with_no_name_stays_the_body": (
        HEAD + "\"The levy breaks the treaty,\" said a spokesman for the Andean "
        "Community.\n",
        "The levy breaks the treaty", "Andean Community"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_described_then_named(tmp_path: Path, name: str) -> None:
    text, words, speaker = CASES[name]
    assert spoken_by(drafted(tmp_path, text), words) == [speaker]


# the name after the comma is not the one described: the one met, or the title spoken for
NOT_THE_SPEAKER = {
    "a_name_after_a_description_with_a_verb": (
        HEAD + "\"The levy breaks the treaty,\" said a Peruvian spokeswoman after meeting "
        "the Bolivian envoy, Jorge Salas.\n", "The levy breaks the treaty", "Jorge Salas"),
    "a_name_after_the_title_spoken_for": (
        HEAD + "\"The levy breaks the treaty,\" a spokesman for the Bolivian foreign "
        "minister, Jorge Salas, said.\n", "The levy breaks the treaty", "Jorge Salas"),
}


@pytest.mark.parametrize("name", sorted(NOT_THE_SPEAKER))
def test_the_name_after_the_description_is_not_always_the_speaker(tmp_path: Path,
                                                                  name: str) -> None:
    text, words, wrong = NOT_THE_SPEAKER[name]
    assert wrong not in spoken_by(drafted(tmp_path, text), words)
