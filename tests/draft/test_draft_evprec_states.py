"""A state that lasted or a post held, told with a past verb, is no event
(kg.draft.event_states): "served at the embassy", "had lived in Quito for four years",
"was run by a clerk". An act beside it is still drafted. Each sentence is written for
these tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import drafted, events_holding

_LEAD = "LIMA, 3 March 2025 – Peru expelled a Chilean diplomat on Monday.\n\n"


@pytest.mark.parametrize(("sentence", "words"), [
    ("Ambassador Marta Quispe served at the Peruvian embassy in Rome.", "served at"),
    ("Chile summoned the Peruvian ambassador, Luis Gamarra. Gamarra served in Quito as a "
     "counsellor.", "served in Quito"),
    ("Ambassador Marta Quispe served at the Peruvian embassy in Rome. She had lived in "
     "Valparaíso for almost four years.", "lived in"),
    ("Chile summoned the Peruvian ambassador, Luis Gamarra. Gamarra lived in Madrid, where "
     "he taught law.", "lived in Madrid"),
    ("The consulate in Arica was run by a junior attaché.", "run by"),
    ("Luis Gamarra headed the treaty department for six years.", "headed"),
])
def test_a_state_or_a_post_held_is_no_event(sentence: str, words: str,
                                            tmp_path: Path) -> None:
    article = drafted(tmp_path, _LEAD + sentence)
    assert not events_holding(article, words)


@pytest.mark.parametrize(("sentence", "words"), [
    ("Peru froze the assets of three Chilean firms.", "froze"),
    ("Chile has lodged a formal protest with Lima.", "lodged"),
    ("The Chilean police served the attaché with a deportation order.", "served"),
])
def test_an_act_beside_them_is_drafted(sentence: str, words: str, tmp_path: Path) -> None:
    article = drafted(tmp_path, _LEAD + sentence)
    assert events_holding(article, words)
