"""An unnamed speaker for a body named in apposition to the words for them ("a spokesman
for the UN children's agency, UNICEF,") speaks for that body, not for the one that owns
it in the words before."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import drafted, spoken_by

# behaviour -> (text, words of a quotation, the name of its one speaker)
CASES = {
    "the_agency_in_apposition_not_its_owner": (
        "Aid convoy stopped\n\n"
        "GENEVA – An aid convoy was stopped at a border crossing on Tuesday.\n\n"
        "A spokesman for the UN children's agency, UNICEF, said the trucks had been \"held "
        "for no reason\".\n",
        "held for no reason", "UNICEF"),
    "a_body_named_alone_stays_the_speaker": (
        "Aid convoy stopped\n\n"
        "GENEVA – An aid convoy was stopped at a border crossing on Tuesday.\n\n"
        "An official at the World Food Programme said the delay was \"costing lives\".\n",
        "costing lives", "World Food Programme"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_apposed_body(tmp_path: Path, name: str) -> None:
    text, words, speaker = CASES[name]
    assert spoken_by(drafted(tmp_path, text), words) == [speaker]
