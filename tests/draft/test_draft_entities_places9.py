"""`kg draft` reads a state written with "St" for "Saint", and a mission whose state's
name has "and" in it ("the Antigua and Barbuda High Commission")."""

from __future__ import annotations

import pytest

from kg.draft.known import KnownIndex
from kg.draft.names import find_entities


def _entities(text: str) -> dict[str, str]:
    found = find_entities(text, KnownIndex())
    return {found.name(entity): item.fields["type"] for entity, item in found.items.items()}


@pytest.mark.parametrize(("text", "state"), [
    ("A trade envoy from St Lucia landed in Oslo on a wet morning.", "Saint Lucia"),
    ("Fishing boats of St. Vincent and the Grenadines were seized.",
     "Saint Vincent and the Grenadines"),
])
def test_a_state_written_with_st_is_the_saints(text: str, state: str) -> None:
    assert _entities(text).get(state) == "Country"


@pytest.mark.parametrize(("text", "mission"), [
    ("Police guarded the Antigua and Barbuda High Commission in Ottawa all night.",
     "High Commission of Antigua and Barbuda in Ottawa"),
    ("A letter reached the Trinidad and Tobago embassy in Lima late.",
     "Embassy of Trinidad and Tobago in Lima"),
])
def test_a_mission_of_a_state_with_and_in_its_name(text: str, mission: str) -> None:
    assert _entities(text).get(mission) == "GovernmentBody"


@pytest.mark.parametrize(("text", "place"), [
    ("Protesters gathered on Avenue Foch before dawn.", "Avenue Foch"),
    ("The two envoys dined at the Casa Amarilla on Friday.", "Casa Amarilla"),
    ("She will present her letters at the Palace of Concord next week.", "Palace of Concord"),
])
def test_a_name_a_place_word_begins_is_a_place(text: str, place: str) -> None:
    assert _entities(text).get(place) == "Place"


@pytest.mark.parametrize(("text", "body"), [
    ("In March the Court of Trinidad and Tobago threw out the appeal.",
     "Court of Trinidad and Tobago"),
    ("The Tribunal of the Republic of Moldova sat again in April.",
     "Tribunal of the Republic of Moldova"),
])
def test_a_body_word_before_a_long_state_name_is_that_states_body(text: str, body: str) -> None:
    assert _entities(text).get(body) == "GovernmentBody"


def test_people_of_a_long_named_state_are_no_body() -> None:
    assert "Representatives of Trinidad and Tobago" not in _entities(
        "Representatives of Trinidad and Tobago met the mediators in Accra.")


def _missions(text: str) -> dict[str, tuple[str | None, str | None]]:
    found = find_entities(text, KnownIndex())
    return {found.name(e): (i.fields.get("of_state"), i.fields.get("location"))
            for e, i in found.items.items() if i.rule == "mission"}


@pytest.mark.parametrize(("text", "mission", "owner", "city"), [
    ("The Chilean foreign ministry said late on Friday that its consulate in Lyon would "
     "stay shut.", "Consulate of Chile in Lyon", "chile", "lyon"),
    ("Lisbon told Peru to close its embassy in Lisbon within a month, and Peru agreed.",
     "Embassy of Peru in Lisbon", "peru", "lisbon"),
])
def test_a_mission_its_pronoun_names_is_the_states_named_before(
        text: str, mission: str, owner: str, city: str) -> None:
    assert _missions(text).get(mission) == (owner, city)


def test_a_pronouns_mission_in_its_own_states_city_is_none() -> None:
    assert _missions("Peru said its embassy in Lima had heard nothing yet.") == {}


@pytest.mark.parametrize(("text", "place"), [
    ("Low atolls scattered across the Pacific lose land to every storm.", "Pacific"),
    ("The old treaty put the border on the Nile's eastern bank.", "Nile"),
])
def test_one_word_after_the_read_as_a_location_is_a_place(text: str, place: str) -> None:
    assert _entities(text).get(place) == "Place"


def test_one_word_that_qualifies_a_noun_is_no_place() -> None:
    assert "Baltic" not in _entities("Freight bound for the Baltic harbours fell in May.")


def test_a_place_word_alone_after_the_is_no_place() -> None:
    assert "Island" not in _entities("He was loyal to the old regime on the Island.")


def test_a_point_of_the_compass_and_a_name_read_as_a_place_is_a_place() -> None:
    assert _entities("Fighting spread to North Kivu on Monday.").get("North Kivu") == "Place"


def test_a_point_of_the_compass_and_a_paper_is_no_place() -> None:
    assert _entities("The note was seen by Southern Post, a news site.").get(
        "Southern Post") != "Place"
