"""`kg draft`'s places named by their noun ("the village of ...", "the state of ..."), a
state's divisions whose name ends with "Region" or "District", and a ministry written in
small letters after its capital's possessive ("Lisbon's foreign ministry")."""

from __future__ import annotations

from kg.draft.known import KnownIndex
from kg.draft.names import find_entities


def entities(text: str) -> dict[str, tuple[str, str]]:
    """The entities found in ``text``: name -> (type, rule)."""
    found = find_entities(text, KnownIndex())
    return {found.name(entity): (item.fields["type"], item.rule)
            for entity, item in found.items.items()}


def test_a_name_of_several_words_after_a_village_noun_is_a_place() -> None:
    found = entities("Relatives waiting in the village of San Pedro de Lóvago asked for news.")
    assert found.get("San Pedro de Lóvago", ("",))[0] == "Place"


def test_a_name_of_several_words_after_a_town_noun_is_a_city() -> None:
    found = entities("The convoy reached the town of Dara Kemi Soro at noon.")
    assert found.get("Dara Kemi Soro", ("",))[0] == "City"


def test_a_name_after_the_state_of_is_a_place() -> None:
    found = entities("The lorries were stopped in the state of Tavarí, near the border.")
    assert found.get("Tavarí", ("",))[0] == "Place"


def test_a_state_after_the_state_of_stays_a_state() -> None:
    found = entities("Envoys from the state of Qatar arrived on Monday.")
    assert found.get("Qatar", ("",))[0] == "Country"


def test_a_person_after_a_place_noun_with_a_title_is_still_a_person() -> None:
    """A title before the name says whom it names: no place."""
    found = entities("The mayor of the city of Porto Vermelho, Mayor Ines Carvalho Reis, spoke.")
    assert found.get("Ines Carvalho Reis", ("",))[0] == "Person"


def test_a_name_ending_with_region_is_a_place() -> None:
    found = entities("Clashes were reported across the Valdoran Autonomous Region overnight.")
    assert found.get("Valdoran Autonomous Region", ("",))[0] == "Place"


def test_a_name_ending_with_district_is_a_place() -> None:
    found = entities("Aid reached Ombaro District by lorry on Friday.")
    assert found.get("Ombaro District", ("",))[0] == "Place"


def test_a_place_word_after_a_name_at_a_sentence_start_leaves_the_out() -> None:
    found = entities("The Velka river rose by two metres.")
    assert "Velka river" in found and "The Velka river" not in found


def test_a_ministry_after_a_capitals_possessive_is_its_states() -> None:
    text = ("Portugal recalled its envoy. Lisbon's foreign ministry called the round a "
            "failure.")
    found = find_entities(text, KnownIndex())
    ministries = [item for item in found.items.values() if item.fields["type"] == "Ministry"]
    assert len(ministries) == 1
    assert found.name(ministries[0].fields["of_state"]) == "Portugal"
    assert any(found.name(e) == "Lisbon" for e in found.items)


def test_the_same_ministry_named_by_its_state_later_is_one_entity() -> None:
    text = ("Lisbon's foreign ministry called the round a failure. Later Portugal's foreign "
            "ministry added that a new round was planned.")
    found = find_entities(text, KnownIndex())
    assert sum(1 for item in found.items.values() if item.fields["type"] == "Ministry") == 1


def test_a_capitals_ministry_with_its_state_never_named_is_no_states_body() -> None:
    """No state the text names: the capital alone, and no ministry of a state drafted."""
    found = entities("Lisbon's foreign ministry called the round a failure.")
    assert "Portugal" not in found


def test_a_listed_region_with_its_place_word_is_one_place() -> None:
    """Regression: "the Tigray region" drafted "Tigray" and "Tigray region", two places."""
    found = find_entities("Aid convoys reached the Tigray region late on Sunday.", KnownIndex())
    places = [found.name(e) for e, item in found.items.items() if item.fields["type"] == "Place"]
    assert places == ["Tigray"]


def test_a_continent_inside_a_states_name_only_is_no_entity() -> None:
    """Regression: "Africa" read inside "South Africa" was drafted as a continent too."""
    found = entities("He has been ambassador in South Africa since May.")
    assert "Africa" not in found and found.get("South Africa", ("",))[0] == "Country"


def test_a_body_in_a_portfolio_list_only_is_no_entity() -> None:
    """Regression: "African Union" inside a ministry's listed portfolios was an entity."""
    found = entities("A new Ministry of Trade, African Union and Industry was created.")
    assert "African Union" not in found


def test_a_translated_acronyms_long_form_begins_after_and_the() -> None:
    """Regression: the long form ran back over the states listed before "and the"."""
    found = entities("Envoys of Ghana, Togo and the Popular Front for Renewal (FRP) met.")
    assert "Popular Front for Renewal" in found
    assert found.get("Togo", ("",))[0] == "Country"


def test_a_datelines_unlisted_place_is_a_town() -> None:
    found = entities("KORVINE, Ruritania (AP) — Rebels entered the market at dawn.")
    assert found.get("Korvine", ("",))[0] == "City"


def test_a_datelines_lake_stays_a_place() -> None:
    found = entities("LAKE ORVA, Ruritania (AP) — Two ferries collided at dawn.")
    assert found.get("Lake Orva", ("",))[0] == "Place"


def test_a_name_of_two_words_after_in_is_a_place() -> None:
    found = entities("The two engineers were held in Tambel Koro for a week.")
    assert found.get("Tambel Koro", ("",))[0] == "Place"


def test_a_name_of_two_words_after_at_is_a_place() -> None:
    found = entities("The ministers met at Kandi Lodge Road on Sunday.")
    assert found.get("Kandi Lodge Road", ("",))[0] != "Person"
    found = entities("Protesters gathered at Umbeli Vora before noon.")
    assert found.get("Umbeli Vora", ("",))[0] == "Place"


def test_a_person_named_before_stays_a_person_after_in() -> None:
    found = entities("Tambel Koro arrived first. Trust was placed in Tambel Koro by all.")
    assert found.get("Tambel Koro", ("",))[0] == "Person"


def test_a_person_after_faith_in_stays_a_person() -> None:
    found = entities("The board said it had full faith in Ilse Marken.")
    assert found.get("Ilse Marken", ("",))[0] == "Person"


def test_a_name_ending_with_buildings_is_a_place() -> None:
    found = entities("Marchers carried the petition to the Union Buildings at noon.")
    assert found.get("Union Buildings", ("",))[0] == "Place"


def test_a_name_ending_with_site_is_no_person() -> None:
    found = entities("The lagoon, a Ramsar Wetland Site since 2009, draws many visitors.")
    assert found.get("Ramsar Wetland Site", ("",))[0] != "Person"


def test_a_name_ending_with_compound_is_a_place() -> None:
    found = entities("Talks were held at the Kalani Residence Compound late on Monday.")
    assert found.get("Kalani Residence Compound", ("",))[0] == "Place"


def test_a_place_with_a_mayor_is_a_town() -> None:
    found = entities("Two lorry drivers were held in Borovka. The mayor of Borovka asked for "
                     "their release.")
    assert found.get("Borovka", ("",))[0] == "City"


def test_a_place_whose_streets_are_named_is_a_town() -> None:
    found = entities("Protests broke out in Lenkava. Lenkava's streets were empty by night.")
    assert found.get("Lenkava", ("",))[0] == "City"


def test_a_place_with_no_word_of_a_town_stays_a_place() -> None:
    found = entities("Two lorry drivers were held in Borovka for a week.")
    assert found.get("Borovka", ("",))[0] == "Place"
