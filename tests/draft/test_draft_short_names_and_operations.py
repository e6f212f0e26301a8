"""`kg draft` reads an acronym in parentheses after "ORGANISATION in PLACE" as that
organisation's short name, and never drafts the name of an operation, a programme or an
exercise as a person."""

from __future__ import annotations

import pytest

from kg.draft.known import KnownIndex
from kg.draft.names import find_entities


def _entities(text: str) -> dict[str, dict]:
    """Each drafted entity's name (or label) -> its fields."""
    found = find_entities(text, KnownIndex())
    return {found.name(entity): item.fields for entity, item in found.items.items()}


@pytest.mark.parametrize(("text", "name", "acronym"), [
    ("The European Union Monitoring Mission in Armenia (EUMA) said it would stay. A "
     "spokesperson for the EUMA said patrols went on.",
     "European Union Monitoring Mission", "EUMA"),
    ("The United Nations Assistance Mission in Somalia (UNSOM) closed its office. UNSOM "
     "staff left on Friday.", "United Nations Assistance Mission", "UNSOM"),
])
def test_an_acronym_after_an_organisation_in_a_place_is_its_short_name(
        text: str, name: str, acronym: str) -> None:
    entities = _entities(text)
    assert acronym in entities[name].get("alias", [])
    assert acronym not in entities


@pytest.mark.parametrize(("text", "words"), [
    ("Operation Sentinel Shield began last week.", "Operation Sentinel Shield"),
    ("Officials said Project Horizon had been cancelled.", "Project Horizon"),
    ("Exercise Steadfast Noon ended on Friday.", "Exercise Steadfast Noon"),
])
def test_an_operation_or_a_programme_is_no_person(text: str, words: str) -> None:
    entities = _entities(text)
    assert all(fields["type"] != "Person" for name, fields in entities.items()
               if name in words)
