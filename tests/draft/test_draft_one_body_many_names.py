"""`kg draft` drafts one organisation for a body the text names in two ways: an acronym
set off by commas before its name in full ("PST, the Norwegian Police Security Service,
said"), and a ministry in small letters with its state after "of" ("the foreign ministry of
Ghana"); a list of bodies ("NATO, the EU and the UN") stays a list."""

from __future__ import annotations

import pytest

from kg.draft.known import KnownIndex
from kg.draft.names import find_entities


def _organisations(text: str) -> dict[str, list[str]]:
    """name -> aliases of each organisation drafted from ``text``."""
    found = find_entities(text, KnownIndex())
    return {found.name(entity): item.fields.get("alias", [])
            for entity, item in found.items.items() if found.kind(entity) == "organization"}


@pytest.mark.parametrize(("text", "name", "alias"), [
    ("PST, the Norwegian Police Security Service, said it had opened an investigation.",
     "Norwegian Police Security Service", "PST"),
    ("ABW, the Internal Security Agency of Poland, said two men had been detained.",
     "Internal Security Agency of Poland", "ABW"),
])
def test_an_acronym_before_its_name_in_full_is_one_organisation(
        text: str, name: str, alias: str) -> None:
    organisations = _organisations(text)
    assert alias in organisations[name]
    assert alias not in organisations


def test_a_list_of_bodies_after_an_acronym_is_no_name_in_full() -> None:
    organisations = _organisations("NATO, the European Union and the United Nations "
                                   "condemned the attack.")
    assert {"NATO", "European Union", "United Nations"} <= set(organisations)


@pytest.mark.parametrize(("text", "state"), [
    ("The foreign ministry of Ghana said its embassy would remain open.", "ghana"),
    ("A statement by the defence ministry of Burkina Faso denied the report.", "burkina-faso"),
])
def test_a_ministry_in_small_letters_of_a_state_is_that_states_ministry(
        text: str, state: str) -> None:
    found = find_entities(text, KnownIndex())
    ministries = [item.fields for item in found.items.values()
                  if item.fields["type"] == "Ministry"]
    assert [m["of_state"] for m in ministries] == [state]


@pytest.mark.parametrize(("text", "name"), [
    ("Protesters gathered outside the Chinese mission to the United Nations in Geneva.",
     "Mission of China to the United Nations in Geneva"),
    ("The Iranian mission in Vienna issued a statement.", "Mission of Iran in Vienna"),
])
def test_a_states_mission_to_an_organisation_or_in_a_city_is_a_body_of_that_state(
        text: str, name: str) -> None:
    assert name in _organisations(text)
