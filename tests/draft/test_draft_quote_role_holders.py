""""The minister" when the text gave that title to two people: the one of them the text
spoke of last, not the one titled last."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import drafted, spoken_by

HEAD = ("Lake dispute flares\n\n"
        "LA PAZ, 8 March - Peru and Bolivia clashed on Friday over fishing on the lake.\n\n"
        "Peru's fisheries minister, Elena Vargas, said Bolivian boats had crossed the line. "
        "Bolivia's fisheries minister, Mateo Condori, denied it.\n\n")

# behaviour -> (text, words of a quotation, the name of its one speaker)
CASES = {
    "one_named_only_as_the_object_of_the_other_is_not_spoken_of": (
        HEAD + "Condori refused to meet Vargas. \"She is not welcome on the lake,\" the "
        "minister said.\n",
        "She is not welcome on the lake", "Mateo Condori"),
    "after_the_quotation": (
        HEAD + "Vargas held her ground. \"We have photographs of every boat,\" the minister "
        "told the radio station.\n",
        "We have photographs of every boat", "Elena Vargas"),
    "before_the_quotation": (
        HEAD + "Vargas held her ground. The minister added: \"We have photographs of every "
        "boat.\"\n",
        "We have photographs of every boat", "Elena Vargas"),
    "described_after_the_quotation": (
        HEAD + "Vargas held her ground. \"We have photographs of every boat,\" the "
        "61-year-old minister said.\n",
        "We have photographs of every boat", "Elena Vargas"),
    "the_one_titled_last_when_spoken_of_last": (
        HEAD + "Condori held his ground. \"Our boats never left our waters,\" the minister "
        "told the radio station.\n",
        "Our boats never left our waters", "Mateo Condori"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_role_holder(tmp_path: Path, name: str) -> None:
    text, words, speaker = CASES[name]
    assert spoken_by(drafted(tmp_path, text), words) == [speaker]
