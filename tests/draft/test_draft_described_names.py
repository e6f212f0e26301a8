"""`kg draft` types a name between "the" and a descriptor after it as the organisation the
descriptor says ("the opposition Civic Platform party"), never as a person."""

from __future__ import annotations

import pytest

from kg.draft.known import KnownIndex
from kg.draft.names import find_entities


def _types(text: str) -> dict[str, str]:
    """name -> type of each entity drafted from ``text``."""
    found = find_entities(text, KnownIndex())
    return {found.name(entity): item.fields["type"] for entity, item in found.items.items()}


@pytest.mark.parametrize(("text", "name"), [
    ("The opposition Civic Platform party won the vote.", "Civic Platform"),
    ("Leaders of the banned Harmony Path movement were arrested.", "Harmony Path"),
    ("The Hina news agency said the talks had ended.", "Hina"),
    ("Witnesses said the Mai Kolo militia crossed the river.", "Mai Kolo"),
])
def test_a_name_before_a_group_descriptor_is_an_organisation(text: str, name: str) -> None:
    assert _types(text)[name] == "Organization"
