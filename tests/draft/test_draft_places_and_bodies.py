"""`kg draft`'s places named by their words (a palace, a square, a town), newspapers named
by their kind, and one ministry of a state per portfolio."""

from __future__ import annotations

import pytest

from kg.draft.known import KnownIndex
from kg.draft.names import Entities, find_entities


def _found(text: str) -> Entities:
    return find_entities(text, KnownIndex())


def _kinds(found: Entities) -> dict[str, tuple[str, str]]:
    """name -> (kind, type)."""
    return {found.name(e): (found.kind(e), item.fields["type"])
            for e, item in found.items.items()}


PLACE = ("place", "Place")
CITY = ("city", "City")
# behaviour -> (text, names -> the kind each is drafted as: with its type where the case
# names one, None where the name is drafted as nothing)
KIND_CASES = {
    # "the Royal Palace" (an honorific and a place's word) and "Palacio de Viana" (a place's
    # word first) were nobody, and "Beagle Channel" a person.
    "a royal or foreign-language place name is a place": (
        "The envoy went to the Royal Palace in Nuku'alofa. He was received at the Palacio de "
        "Viana and sailed the Beagle Channel.",
        {"Royal Palace": PLACE, "Palacio de Viana": PLACE, "Beagle Channel": PLACE}),
    "capes, lakes, passages and ports are places or towns": (
        "Boats crossed the Drake Passage near Cape Horn and Lake Fagnano. Port Williams was "
        "calm.",
        {"Drake Passage": PLACE, "Cape Horn": PLACE, "Lake Fagnano": PLACE,
         "Port Williams": CITY}),
    "a town named by its first word is a city, not a person": (
        "A patrol boat entered waters near Puerto Toro on Monday.", {"Puerto Toro": CITY}),
    # "the Peruvian consulate in El Alto" was a consulate in a city called "El".
    "a mission in a city with an article before its name is in that city": (
        "Families protested outside the Peruvian consulate in El Alto.",
        {"El Alto": CITY, "El": None}),
    # "director-general for Asia-Pacific affairs" drafted Asia.
    "a continent inside a compound is no continent": (
        "She became director-general for Asia-Pacific and African affairs.", {"Asia": None}),
    "a place named after an official keeps the official out": (
        "President Ana Ruiz Tovar spoke to reporters.", {"Ana Ruiz Tovar": "person"}),
    # "the Port Moresby Post" and "the Suva Daily" were people.
    "a newspaper named by its kind is an organisation": (
        "The Suva Daily reported the visit, and the Lautoka Herald quoted the minister.",
        {"Suva Daily": "organization", "Lautoka Herald": "organization"}),
    "a newspaper named after a city is no person": (
        "The Kyiv Independent reported it, and the Riga Observer agreed.",
        {"Kyiv Independent": "organization", "Riga Observer": "organization"}),
    # "told Reuters", "RIA Novosti reported", "Al Jazeera said": nobody, an acronym and a
    # person were drafted.
    "news organisations and bodies named without an organisation's word": (
        "Russia told Reuters it would respond, RIA Novosti reported. Al Jazeera said so, and "
        "Interpol issued a notice. The Reuters Institute studied it.",
        {**dict.fromkeys(("Reuters", "RIA Novosti", "Al Jazeera", "Interpol",
                          "Reuters Institute"), "organization"), "RIA": None}),
    # "the Lake Chad Basin Commission" is no lake; "Cape Verdean" is a demonym.
    "a body whose name begins with a place's word is a body": (
        "The Lake Chad Basin Commission met. Cape Verdean Foreign Minister Rui Semedo spoke.",
        {"Lake Chad Basin Commission": "organization", "Rui Semedo": "person"}),
    # "Save the Children" was a person; "Reporters Without Borders" and "the Carnegie
    # Endowment for International Peace" nobody.
    "bodies named like a phrase are bodies, not people": (
        "Reporters Without Borders said so. The Carnegie Endowment for International Peace "
        "weighed in, and Save the Children called for aid.",
        dict.fromkeys(("Reporters Without Borders", "Carnegie Endowment for International "
                       "Peace", "Save the Children"), "organization")),
}


@pytest.mark.parametrize(("text", "kinds"), KIND_CASES.values(), ids=KIND_CASES)
def test_a_name_is_drafted_as_the_kind_its_words_say(
        text: str, kinds: dict[str, str | tuple[str, str] | None]) -> None:
    drafted = _kinds(_found(text))
    assert {name: _as_expected(drafted.get(name), kind) for name, kind in kinds.items()} == kinds


def _as_expected(drafted: tuple[str, str] | None, expected: str | tuple[str, str] | None):
    """The drafted (kind, type), or its kind alone where the case names only the kind."""
    if drafted is None or not isinstance(expected, str):
        return drafted
    return drafted[0]


def test_a_state_s_ministry_named_short_is_its_one_ministry_of_that_portfolio() -> None:
    """"Croatia's foreign ministry" was a second ministry beside "Croatia's Ministry of
    Foreign and European Affairs"."""
    found = _found("Croatia's Ministry of Foreign and European Affairs summoned the envoy. "
                   "Later, Croatia's foreign ministry said he had left.")
    ministries = [name for name, (kind, type_) in _kinds(found).items() if type_ == "Ministry"]
    assert ministries == ["Ministry of Foreign and European Affairs"]
    later = found.text.index("foreign ministry said")
    assert any(m.start == later for m in found.mentions)


def test_two_states_foreign_ministries_stay_two() -> None:
    found = _found("Croatia's Ministry of Foreign and European Affairs protested. Serbia's "
                   "foreign ministry said it would reply.")
    ministries = [name for name, (kind, type_) in _kinds(found).items() if type_ == "Ministry"]
    assert len(ministries) == 2


def test_a_body_on_a_subject_is_one_organisation() -> None:
    """"the Inter-American Commission on Human Rights" was a commission and a person
    called Human Rights."""
    kinds = _kinds(_found("They will complain to the Inter-American Commission on Human "
                          "Rights. The Council on Monday said nothing."))
    assert kinds["Inter-American Commission on Human Rights"][0] == "organization"
    assert "Human Rights" not in kinds
    assert not any(name.endswith("on Monday") for name in kinds)


def test_a_short_name_of_two_words_in_parentheses_is_the_body_not_a_person() -> None:
    """"Peru's Ministry of Foreign Affairs (Torre Tagle)" drafted a person "Torre Tagle"."""
    found = _found("Peru's Ministry of Foreign Affairs (Torre Tagle) replied. Torre Tagle "
                   "said the traders broke the law.")
    kinds = _kinds(found)
    assert "Torre Tagle" not in kinds
    again = found.text.index("Torre Tagle said")
    assert [m.kind for m in found.mentions if m.start == again] == ["organization"]


def test_states_joined_by_a_spanish_and_are_states() -> None:
    kinds = _kinds(_found("Bolivia y Perú intercambian notas"))
    assert kinds == {"Bolivia": ("country", "Country"), "Peru": ("country", "Country")}


def test_a_state_s_mission_in_a_city_and_an_embassy_s_possessive_are_missions() -> None:
    """"the Iranian mission in Geneva", "Russia's diplomatic mission in Bratislava" and
    "the Norwegian embassy's counsellor" named no mission."""
    found = _found("The Iranian mission in Geneva said so on Monday. Russia's diplomatic "
                   "mission in Bratislava protested. The Norwegian embassy's counsellor "
                   "left. The EU mission in Armenia stayed.")
    missions = {found.name(e): item.fields for e, item in found.items.items()
                if item.rule == "mission"}
    assert missions["Mission of Iran in Geneva"]["location"] == "geneva"
    assert missions["Diplomatic Mission of Russia in Bratislava"]["of_state"] == "russia"
    assert missions["Embassy of Norway"]["of_state"] == "norway"
    assert len(missions) == 3  # the EU's is no state's


def test_a_shorter_form_of_a_full_name_is_that_person() -> None:
    """"Luis Quispe" after "Luis Alberto Quispe Mamani" was a second person."""
    found = _found("Luis Alberto Quispe Mamani met envoys. Later, Luis Quispe said he was "
                   "pleased. Ana Quispe was not there.")
    people = [found.name(e) for e in found.items if found.kind(e) == "person"]
    assert people == ["Luis Alberto Quispe Mamani", "Ana Quispe"]


def test_a_state_s_possessive_before_a_defined_acronym_is_the_state() -> None:
    """"Poland's Internal Security Agency (ABW)" was an agency named "Poland's ..."."""
    found = _found("Poland's Internal Security Agency (ABW) said so. An ABW spokesman agreed.")
    agency = next(e for e, i in found.items.items() if i.rule == "acronym-defined")
    assert found.name(agency) == "Internal Security Agency"
    assert found.items[agency].fields["of_state"] == "poland"
