"""A title, the body it is of and the holder's name with no comma between them
("Chairwoman of the Marovian Election Commission Lidia Vasko said"): the person and the
body are both drafted."""

from __future__ import annotations

import pytest

from kg.draft.known import KnownIndex
from kg.draft.names import find_entities


def _types(text: str) -> dict[str, str]:
    found = find_entities(text, KnownIndex())
    return {found.name(e): item.fields["type"] for e, item in found.items.items()}


@pytest.mark.parametrize("text, person, body", [
    ("President of the Constitutional Tribunal Oskar Lindqvist dismissed the appeal.",
     "Oskar Lindqvist", "Constitutional Tribunal"),
    ("Spokeswoman for the Zambian Ministry of Lands Mwila Chanda denied the claim.",
     "Mwila Chanda", "Zambian Ministry of Lands"),
    ("The bill was tabled by Speaker of the National Assembly Ruth Njoroge on Friday.",
     "Ruth Njoroge", "National Assembly"),
    ("Director of the Marovian Wildlife Service Paul Mwangi opened the new park.",
     "Paul Mwangi", "Marovian Wildlife Service"),
])
def test_the_holder_after_a_title_of_a_body(text: str, person: str, body: str) -> None:
    """Neither the person nor the body was drafted."""
    types = _types(text)
    assert types.get(person) == "Person"
    assert body in types


@pytest.mark.parametrize("text, person", [
    ("Cabinet Secretary for Mining Affairs Peter Otieno signed the permits.", "Peter Otieno"),
    ("Secretary-General of the Commonwealth Aisha Rahman flew to Suva.", "Aisha Rahman"),
])
def test_the_holder_after_a_title_of_a_portfolio(text: str, person: str) -> None:
    """A portfolio alone is no body; the holder was not drafted."""
    types = _types(text)
    assert types.get(person) == "Person"
    assert "Mining Affairs" not in types


@pytest.mark.parametrize("text, city", [
    ("The envoys met in Dar es Salaam before the vote.", "Dar es Salaam"),
    ("Flights from Dar es Salaam to Kigali were cancelled.", "Dar es Salaam"),
])
def test_a_city_with_a_small_word_in_its_name(text: str, city: str) -> None:
    """Only its first word was read ("Dar")."""
    types = _types(text)
    assert types.get(city) == "City"
    assert "Dar" not in types


@pytest.mark.parametrize("text, body", [
    ("The ECOWAS Tribunal of Appeal heard the case in May.", "ECOWAS Tribunal of Appeal"),
    ("The ECOWAS Commission of Inquiry will report in March.", "ECOWAS Commission of Inquiry"),
])
def test_a_body_named_after_an_organisations_acronym(text: str, body: str) -> None:
    """The acronym was cut off the body's name ("Tribunal of Appeal")."""
    assert body in _types(text)


@pytest.mark.parametrize("text, name", [
    ("Justice Oceania, a legal-aid charity, filed the complaint.", "Justice Oceania"),
    ("A report by Justice Africa found the camps overcrowded.", "Justice Africa"),
])
def test_a_title_word_before_a_place_names_an_organisation(text: str, name: str) -> None:
    """The place was drafted as a person after the title "Justice"."""
    types = _types(text)
    assert types.get(name) == "Organization"
    assert "Person" not in types.values()


@pytest.mark.parametrize("text, person, state", [
    ("Premier of the Solomon Islands Ivo Dalca opened the forum.", "Ivo Dalca",
     "Solomon Islands"),
    ("Attorney General of Malawi Ruth Amollo dropped the charges.", "Ruth Amollo", "Malawi"),
])
def test_the_holder_after_a_title_of_a_state(text: str, person: str, state: str) -> None:
    """The person was not drafted after a state of several words, or a law officer's title."""
    types = _types(text)
    assert types.get(person) == "Person"
    assert types.get(state) == "Country"


def test_an_abbreviated_rank_is_no_person() -> None:
    """"Rear Adm" was drafted as a person beside the officer."""
    types = _types("Rear Adm. Ines Sola inspected the flotilla on Thursday.")
    assert types == {"Ines Sola": "Person"}


@pytest.mark.parametrize("text, person, body", [
    ("The head of the Marovian Electoral Commission Lidia Vasko resigned on Friday.",
     "Lidia Vasko", "Marovian Electoral Commission"),
    ("Asked again, the director for the Ministry of Fisheries Ruth Amollo denied it.",
     "Ruth Amollo", "Ministry of Fisheries"),
])
def test_the_holder_after_a_title_in_small_letters(text: str, person: str, body: str) -> None:
    """The name was drafted inside the body's ("Ministry of Fisheries Ruth Amollo")."""
    types = _types(text)
    assert types.get(person) == "Person"
    assert body in types
