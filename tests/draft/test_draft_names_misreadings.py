"""Names the entity rules must not misread: an agency's initials before a state or a day
are no ship, a person named by a trade or after an opening clause is no organisation, a
person named elsewhere is no river, and a body's name that opens with a plural keeps it
(kg.draft.names, kg.draft.descriptors)."""

from __future__ import annotations

import pytest

from kg.draft import draft_text
from kg.draft.extract import Source

HEAD = "VILNIUS, 9 April 2026 - Talks stalled.\n"


def _types(sentence: str) -> dict[str, str]:
    draft = draft_text(Source(HEAD + sentence + "\n", "text"), "misreadings")
    return {str(i.fields.get("name")): i.fields.get("type") for i in draft.items
            if i.section == "entities"}


@pytest.mark.parametrize("sentence, name, kind", [
    ("Foreign Minister Rasa Kairyte told BNS Latvia would not yield.", "Latvia", "Country"),
    ("Veteran broadcaster Rasa Kairyte said the vote was rigged.", "Rasa Kairyte", "Person"),
    ("Kairyte spoke with election monitor Tomas Jonaitis on Monday.", "Tomas Jonaitis",
     "Person"),
    ("After meeting Rasa Kairyte, the party launched its campaign in Kaunas.",
     "Rasa Kairyte", "Person"),
    ("Minister Rasa Kairyte arrived. Near the river Rasa Kairyte met the refugees.",
     "Rasa Kairyte", "Person"),
    ("Friends of Lithuania Group members met in Riga.", "Friends of Lithuania Group",
     "Organization"),
])
def test_a_name_keeps_its_kind(sentence: str, name: str, kind: str) -> None:
    assert _types(sentence).get(name) == kind, _types(sentence)


def test_an_agencys_initials_before_a_day_are_no_ship() -> None:
    types = _types("The ministry told BNS Tuesday that the envoy had left.")
    assert "Place" not in types.values(), types


def test_a_ship_after_a_word_for_a_ship_is_still_one() -> None:
    assert "Place" in _types("The crew of the corvette BNS Dhaleshwari waited.").values()
