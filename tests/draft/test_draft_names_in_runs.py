"""`kg draft` reads a run of capitalised words by its ends and its neighbours: a run that
"the" opens names no person, even past its first words ("the Caucasus Policy Lab"); a news
outlet is named beside the words of reporting ("told the Kypros Daily Review"); a name ends
with the word of its kind ("Morobo County", "Belize Defence Force", "Highveld Mail");
a street named after a king keeps its numeral ("Makarios III Avenue"); a state's people ("New
Zealanders") are no person."""

from __future__ import annotations

import pytest

from kg.draft.known import KnownIndex
from kg.draft.names import find_entities


def _types(text: str) -> dict[str, str]:
    """name -> type of each entity drafted from ``text``."""
    found = find_entities(text, KnownIndex())
    return {found.name(entity): item.fields["type"] for entity, item in found.items.items()}


@pytest.mark.parametrize(("text", "name", "type_"), [
    ("She told the Ostrava Evening Review on Monday that she would stay.",
     "Ostrava Evening Review", "Organization"),
    ("According to the Tallinn Mirror, the envoy left on Friday.", "Tallinn Mirror",
     "Organization"),
    ("\"The phones are answered,\" she told The Highland Review by telephone.",
     "Highland Review", "Organization"),
    ("Last month the Kingston Sentinel said she had been sounded out.", "Kingston Sentinel",
     "Organization"),
    ("A reporter for the Harbour Bulletin was detained.", "Harbour Bulletin", "Organization"),
    ("Troops crossed into Morobo County in June.", "Morobo County", "Place"),
    ("Officials in Badakhshan Province said the road was closed.", "Badakhshan Province",
     "Place"),
    ("Police searched his office on Makarios III Avenue.", "Makarios III Avenue", "Place"),
    ("Farmers were detained by the Belize Defence Force on Wednesday.",
     "Belize Defence Force", "ArmedForce"),
    ("Figures published by the Royal Bahamas Police Force showed murders down.",
     "Royal Bahamas Police Force", "PoliceUnit"),
    ("Hasmik Tadevosyan, a researcher at the Caucasus Policy Lab, disagreed.",
     "Caucasus Policy Lab", "Organization"),
])
def test_a_run_is_read_by_its_words_and_neighbours(text: str, name: str, type_: str) -> None:
    assert _types(text).get(name) == type_


@pytest.mark.parametrize(("text", "not_a_person"), [
    ("He was summoned to the department's headquarters, the O.R. Tambo Building.",
     "Tambo Building"),
    ("She argued at the Caucasus Policy Lab that the downgrade was deliberate.", "Policy Lab"),
    ("Police searched his office on Makarios III Avenue.", "Makarios III"),
    ("The advisory has nothing to do with the safety of New Zealanders, it said.",
     "New Zealanders"),
    ("The warning was read by Icelanders as a slight.", "Icelanders"),
])
def test_a_run_the_opens_or_a_place_ends_names_no_person(text: str, not_a_person: str) -> None:
    assert _types(text).get(not_a_person) != "Person"


@pytest.mark.parametrize(("text", "region", "named"), [
    ("He helped businessmen obtain Caribbean passports.", "Caribbean", False),
    ("It will be raised when Caribbean and Canadian foreign ministers meet.", "Caribbean",
     False),
    ("For low-lying states in the Caribbean, the baselines matter.", "Caribbean", True),
    ("Europe is divided over the vote.", "Europe", True),
])
def test_a_regions_name_as_an_adjective_names_no_place(text: str, region: str,
                                                       named: bool) -> None:
    assert (region in _types(text)) is named


@pytest.mark.parametrize(("text", "person"), [
    ("The EU's Kaja Kallas said the bloc would respond.", "Kaja Kallas"),
    ("She told Ana Ruiz that the talks had ended.", "Ana Ruiz"),
    ("Ana Ruiz reported the theft to the police.", "Ana Ruiz"),
])
def test_a_person_is_still_a_person(text: str, person: str) -> None:
    assert _types(text).get(person) == "Person"
