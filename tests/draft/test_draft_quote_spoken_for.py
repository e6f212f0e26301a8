"""An unnamed spokesperson or aide for a person the text names, with the person's title
before the name, speaks for that person, before the quotation as after it."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import drafted, spoken_by

HEAD = ("Border treaty signed\n\n"
        "BISHKEK, 2 June - Kyrgyzstan and Tajikistan signed a border treaty on Monday.\n\n")

# behaviour -> (text, words of a quotation, the name of its one speaker)
CASES = {
    "before_the_quotation_a_title_before_the_name": (
        HEAD + "A spokeswoman for Tajik President Rustam Nazarov said he regarded the treaty as "
        "\"the close of a long road\".\n",
        "the close of a long road", "Rustam Nazarov"),
    "after_the_quotation_a_title_before_the_name": (
        HEAD + "\"The road was long,\" an aide to Foreign Minister Aibek Sadykov said.\n",
        "The road was long", "Aibek Sadykov"),
    "a_spokeswoman_for_a_body_stays_the_body": (
        HEAD + "A spokeswoman for the European Commission said the treaty was \"good "
        "news for the region\".\n",
        "good news for the region", "European Commission"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_spoken_for(tmp_path: Path, name: str) -> None:
    text, words, speaker = CASES[name]
    assert spoken_by(drafted(tmp_path, text), words) == [speaker]
