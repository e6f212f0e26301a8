"""What a side calls another's act: "called the decision “baffling”" is its claim
about the one who decided, in the words with their verb when the word quoted is one."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import entity_names
from test_draft_attribution import _drafted


@pytest.mark.parametrize(("text", "words", "about"), [
    ("SANTIAGO – Chile has decided to close the Bolivian consulate in Arica. Bolivia"
     " called the decision “unacceptable” on Thursday.\n",
     "called the decision “unacceptable”", "Chile"),
    ("SANTIAGO – Chile refused to extend the trade envoy's accreditation. Bolivia called"
     " the refusal “an unfriendly act” on Thursday.\n", "an unfriendly act", "Chile"),
    ("SANTIAGO – Chile downgraded its embassy in La Paz. Bolivia called the downgrade"
     " “hasty” and “short-sighted”.\n", "called the downgrade “hasty”",
     "Chile"),
])
def test_what_a_side_calls_an_act_is_about_its_author(tmp_path: Path, text: str, words: str,
                                                       about: str) -> None:
    names = entity_names(article := _drafted(tmp_path, text))
    parties = {c.text: ([names[x] for x in c.claimant], [names[x] for x in c.about])
               for c in article.claims}
    assert parties[words] == (["Bolivia"], [about]), parties
