"""Names read whole from runs of capitals: a plural's possessive inside a body's name, and
a sentence's opening plural noun before the name of a body."""

from __future__ import annotations

import pytest

from kg.draft.known import KnownIndex
from kg.draft.names import find_entities


def _names(text: str) -> dict[str, str]:
    """name -> type of every entity drafted from ``text``."""
    found = find_entities(text, KnownIndex())
    return {found.name(e): item.fields["type"] for e, item in found.items.items()}


@pytest.mark.parametrize("text, name", [
    ("The Marovian People's Freedom Party won nine seats in the vote.",
     "Marovian People's Freedom Party"),
    ("Shells fired by the Ostravan People's Defence Army hit the depot.",
     "Ostravan People's Defence Army"),
    ("A march by the Women's Solidarity League was banned by the mayor.",
     "Women's Solidarity League"),
])
def test_a_plural_possessive_is_inside_the_name(text: str, name: str) -> None:
    """"People's" cut the run: "Freedom Party" was drafted, or nothing at all."""
    assert name in _names(text)


def test_a_state_possessive_still_ends_the_name() -> None:
    names = _names("Norway's Coast Guard Service seized the trawler on Friday.")
    assert "Norway" in names and "Norway's Coast Guard Service" not in names
