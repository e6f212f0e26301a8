"""`kg draft` reads a descriptor a demonym leads without "the" ("Slovak state news agency
Tlacova") as it reads one after "the": the name is an organisation's, never a person's."""

from __future__ import annotations

import pytest

from kg.draft.known import KnownIndex
from kg.draft.names import find_entities


def _types(text: str) -> dict[str, str]:
    found = find_entities(text, KnownIndex())
    return {found.name(entity): item.fields["type"] for entity, item in found.items.items()}


@pytest.mark.parametrize(("text", "name"), [
    ("Slovak state news agency Tlacova said the envoy had left.", "Tlacova"),
    ("He told Peruvian rights group Voces Libres that he feared arrest.", "Voces Libres"),
])
def test_a_name_after_a_descriptor_a_demonym_leads_is_an_organisation(
        text: str, name: str) -> None:
    assert _types(text).get(name) == "Organization"


def test_a_person_after_a_demonym_and_a_post_stays_a_person() -> None:
    assert _types("Ana Ruiz met Peruvian party leader Jorge Salas.").get("Jorge Salas") \
        == "Person"
