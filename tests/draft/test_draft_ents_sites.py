"""Sites named by their domain, organisations whose name holds a continent, and a
descriptor set off after a name that goes on with "owned by" and the like."""

from __future__ import annotations

import pytest

from kg.draft.known import KnownIndex
from kg.draft.names import find_entities


def _types(text: str) -> dict[str, str]:
    found = find_entities(text, KnownIndex())
    return {found.name(e): item.fields["type"] for e, item in found.items.items()}


@pytest.mark.parametrize("text, name, type_", [
    ("The photographs were first posted by the portal Vesti.md late on Sunday.", "Vesti.md",
     "Website"),
    ("Readers of Lumo.co.ke shared the letter widely.", "Lumo.co.ke", "Website"),
    ("Ardent.info reported that the envoy had gone home.", "Ardent.info", "Organization"),
])
def test_a_domain_names_a_site_whole(text: str, name: str, type_: str) -> None:
    """The name was cut at its dot ("Vesti"), or read as nothing."""
    assert _types(text).get(name) == type_


def test_an_address_is_no_site_name() -> None:
    """A domain inside an address or after a stop is no name of its own."""
    names = _types("Write to press@Lumo.co.ke or visit www.Vesti.md for details.")
    assert "Lumo.co.ke" not in names and "Vesti.md" not in names


@pytest.mark.parametrize("text, name", [
    ("The rights group Vocal Oceania said the two men had been beaten.", "Vocal Oceania"),
    ("Radio Free Asia said its reporter was held for a week.", "Radio Free Asia"),
])
def test_a_continent_inside_an_organisations_name(text: str, name: str) -> None:
    """The continent was a place and the rest of the name an organisation of its own."""
    types = _types(text)
    assert types.get(name) == "Organization"
    assert not any(t == "Continent" for t in types.values())


def test_a_continent_on_its_own_is_still_a_place() -> None:
    assert _types("The minister flew to Asia on Monday.").get("Asia") == "Continent"


def test_a_descriptor_set_off_that_goes_on_with_owned_by() -> None:
    """"Kora Vesti, a portal operated by exiled reporters": a site, no person."""
    text = "A story by Kora Vesti, a portal operated by exiled reporters, was blocked."
    assert _types(text).get("Kora Vesti") == "Website"


@pytest.mark.parametrize("text, name", [
    ("Smugglers crossed the river Ister before dawn.", "Ister"),
    ("The river Velna Zora burst its banks in April.", "Velna Zora"),
])
def test_a_river_named_after_its_word(text: str, name: str) -> None:
    """"the river Ister" named nothing, or a person."""
    assert _types(text).get(name) == "Place"


def test_a_navys_prefix_names_its_ship() -> None:
    """"BAP" alone was the vessel, and its name a person's."""
    types = _types("The frigate BAP Almirante Soto sailed from Callao on Monday.")
    assert types.get("BAP Almirante Soto") == "Place" and "Almirante Soto" not in types
