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


def test_a_weekend_paper_is_an_organisation_wherever_named() -> None:
    found = find_entities("Sunday Ledger, Durban, 4 May 2025\nAsked by the Sunday Ledger "
                          "about the note, the ministry said nothing.", KnownIndex())
    papers = [e for e, i in found.items.items() if found.name(e) == "Sunday Ledger"]
    assert len(papers) == 1 and found.items[papers[0]].fields["type"] == "Organization"
    assert len([m for m in found.mentions if m.entity == papers[0]]) == 2


def test_a_title_after_the_weekday_is_no_paper() -> None:
    assert "Sunday President" not in _types("On the Sunday President Ruiz flew home.")


@pytest.mark.parametrize(("text", "name"), [
    ("Live coverage by Istmo Hoy, Monday 4 May 2026.", "Istmo Hoy"),
    ("He told Diario Libre on Friday that he would appeal.", "Diario Libre"),
])
def test_a_paper_named_in_spanish_is_an_organisation(text: str, name: str) -> None:
    assert _types(text).get(name) == "Organization"
