"""`kg draft`'s people named by a personal honorific and a surname alone ("Ms. Okafor"),
and places whose first word says they are one ("Wadi Halfa", "Kafr Qasim")."""

from __future__ import annotations

from kg.draft.known import KnownIndex
from kg.draft.names import find_entities


def entities(text: str) -> dict[str, tuple[str, str]]:
    """The entities found in ``text``: name -> (type, rule)."""
    found = find_entities(text, KnownIndex())
    return {found.name(entity): (item.fields["type"], item.rule)
            for entity, item in found.items.items()}


def test_a_surname_after_a_personal_honorific_with_a_full_stop_is_a_person() -> None:
    found = entities("Asked about the convoy, Ms. Adeyemi declined to comment.")
    assert found.get("Adeyemi", ("",))[0] == "Person"


def test_a_surname_after_a_doctors_title_is_a_person() -> None:
    found = entities("Dr. Varga was detained at the airport on arrival.")
    assert found.get("Varga", ("",))[0] == "Person"


def test_a_surname_after_an_honorific_is_the_full_name_given_before() -> None:
    found = entities("Tunde Adeyemi arrived in Lomé. On Friday Mr. Adeyemi left again.")
    assert [name for name, (type_, _rule) in found.items() if type_ == "Person"] == \
        ["Tunde Adeyemi"]


def test_a_name_a_valley_word_begins_is_a_place() -> None:
    found = entities("Refugees crossed into Wadi Kerma on foot.")
    assert found.get("Wadi Kerma", ("",))[0] == "Place"


def test_a_name_a_headland_word_begins_is_a_place() -> None:
    found = entities("The tanker was loaded at Ras Mireh last week.")
    assert found.get("Ras Mireh", ("",))[0] == "Place"


def test_a_name_a_town_word_begins_is_a_city() -> None:
    found = entities("The delegation met in Kafr Samra on Tuesday.")
    assert found.get("Kafr Samra", ("",))[0] == "City"


def test_a_name_the_leads_that_says_things_is_a_body() -> None:
    found = entities("The border will stay shut, the Public Ombud said on Friday.")
    assert found.get("Public Ombud", ("",))[0] == "Organization"


def test_a_name_told_things_that_the_recogniser_reads_as_a_body_is_one() -> None:
    found = entities("The deputy minister told Eastern Current on Friday that the note "
                     "was sent.")
    assert found.get("Eastern Current", ("",))[0] == "Organization"


def test_a_person_told_things_stays_a_person() -> None:
    found = entities("The deputy minister told Ana Kovač on Friday that the note was sent.")
    assert found.get("Ana Kovač", ("",))[0] == "Person"


def test_a_states_name_and_a_number_that_report_are_a_broadcaster() -> None:
    found = entities("Moldova 24 reported that the envoy had left the capital.")
    assert found.get("Moldova 24", ("",))[0] == "Organization"
    assert "Moldova" not in found


def test_a_states_name_and_a_word_told_things_are_a_news_outlet() -> None:
    found = entities("The minister told Moldova Today that talks would resume.")
    assert found.get("Moldova Today", ("",))[0] == "Organization"


def test_a_name_and_a_number_after_a_press_descriptor_are_a_broadcaster() -> None:
    found = entities("The state broadcaster Velmar 2 said the border was shut.")
    assert found.get("Velmar 2", ("",))[0] == "Organization"


def test_a_state_and_a_date_are_no_outlet() -> None:
    found = entities("Moldova on 3 May reported its first case.")
    assert found.get("Moldova", ("",))[0] == "Country"
