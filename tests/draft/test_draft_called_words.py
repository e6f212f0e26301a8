"""What a side calls another's act: "called the decision “incomprehensible”" is its claim
about the one who decided, in the words with their verb when the word quoted is one."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import entity_names
from test_draft_attribution import _drafted


@pytest.mark.parametrize(("text", "words", "about"), [
    ("VALLETTA – Malta has decided to close the Libyan consulate. Libya called"
     " the decision “unacceptable” on Tuesday.\n",
     "called the decision “unacceptable”", "Malta"),
    ("VALLETTA – Malta refused to renew the attaché's accreditation. Libya called"
     " the refusal “a hostile gesture” on Tuesday.\n", "a hostile gesture", "Malta"),
    ("VALLETTA – Malta downgraded its mission in Tripoli. Libya called the downgrade"
     " “regrettable” and “premature”.\n", "called the downgrade “regrettable”",
     "Malta"),
])
def test_what_a_side_calls_an_act_is_about_its_author(tmp_path: Path, text: str, words: str,
                                                       about: str) -> None:
    names = entity_names(article := _drafted(tmp_path, text))
    parties = {c.text: ([names[x] for x in c.claimant], [names[x] for x in c.about])
               for c in article.claims}
    assert parties[words] == (["Libya"], [about]), parties
