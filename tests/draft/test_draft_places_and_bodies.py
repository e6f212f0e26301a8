"""`kg draft`'s places named by their words (a palace, a square, a town), newspapers named
by their kind, and one ministry of a state per portfolio."""

from __future__ import annotations

from kg.draft.known import KnownIndex
from kg.draft.names import Entities, find_entities


def _found(text: str) -> Entities:
    return find_entities(text, KnownIndex())


def _kinds(found: Entities) -> dict[str, tuple[str, str]]:
    """name -> (kind, type)."""
    return {found.name(e): (found.kind(e), item.fields["type"])
            for e, item in found.items.items()}


def test_a_royal_or_foreign_language_place_name_is_a_place() -> None:
    """"the Royal Palace" (an honorific and a place's word) and "Palacio de Viana" (a
    place's word first) were nobody, and "Beagle Channel" a person."""
    kinds = _kinds(_found("The envoy went to the Royal Palace in Nuku'alofa. He was "
                          "received at the Palacio de Viana and sailed the Beagle Channel."))
    assert kinds["Royal Palace"] == ("place", "Place")
    assert kinds["Palacio de Viana"] == ("place", "Place")
    assert kinds["Beagle Channel"] == ("place", "Place")


def test_a_town_named_by_its_first_word_is_a_city_not_a_person() -> None:
    kinds = _kinds(_found("A patrol boat entered waters near Puerto Toro on Monday."))
    assert kinds["Puerto Toro"] == ("city", "City")


def test_a_place_named_after_an_official_keeps_the_official_out() -> None:
    kinds = _kinds(_found("President Ana Ruiz Tovar spoke to reporters."))
    assert kinds["Ana Ruiz Tovar"][0] == "person"


def test_a_newspaper_named_by_its_kind_is_an_organisation() -> None:
    """"the Port Moresby Post" and "the Suva Daily" were people."""
    kinds = _kinds(_found("The Suva Daily reported the visit, and the Lautoka Herald "
                          "quoted the minister."))
    assert kinds["Suva Daily"][0] == "organization"
    assert kinds["Lautoka Herald"][0] == "organization"


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


def test_a_mission_in_a_city_with_an_article_before_its_name_is_in_that_city() -> None:
    """"the Peruvian consulate in El Alto" was a consulate in a city called "El"."""
    kinds = _kinds(_found("Families protested outside the Peruvian consulate in El Alto."))
    assert kinds["El Alto"] == ("city", "City")
    assert "El" not in kinds


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


def test_capes_lakes_passages_and_ports_are_places_or_towns() -> None:
    kinds = _kinds(_found("Boats crossed the Drake Passage near Cape Horn and Lake Fagnano. "
                          "Port Williams was calm."))
    assert kinds["Drake Passage"] == ("place", "Place")
    assert kinds["Cape Horn"] == ("place", "Place")
    assert kinds["Lake Fagnano"] == ("place", "Place")
    assert kinds["Port Williams"] == ("city", "City")


def test_a_body_whose_name_begins_with_a_place_s_word_is_a_body() -> None:
    """"the Lake Chad Basin Commission" is no lake; "Cape Verdean" is a demonym."""
    kinds = _kinds(_found("The Lake Chad Basin Commission met. Cape Verdean Foreign Minister "
                          "Rui Semedo spoke."))
    assert kinds["Lake Chad Basin Commission"][0] == "organization"
    assert kinds["Rui Semedo"][0] == "person"


def test_a_newspaper_named_after_a_city_is_no_person() -> None:
    kinds = _kinds(_found("The Kyiv Independent reported it, and the Riga Observer agreed."))
    assert kinds["Kyiv Independent"][0] == "organization"
    assert kinds["Riga Observer"][0] == "organization"


def test_news_organisations_and_bodies_named_without_an_organisation_s_word() -> None:
    """"told Reuters", "RIA Novosti reported", "Al Jazeera said": nobody, an acronym and a
    person were drafted."""
    kinds = _kinds(_found("Russia told Reuters it would respond, RIA Novosti reported. Al "
                          "Jazeera said so, and Interpol issued a notice. The Reuters "
                          "Institute studied it."))
    for name in ("Reuters", "RIA Novosti", "Al Jazeera", "Interpol", "Reuters Institute"):
        assert kinds[name][0] == "organization"
    assert "RIA" not in kinds


def test_a_continent_inside_a_compound_is_no_continent() -> None:
    """"director-general for Asia-Pacific affairs" drafted Asia."""
    kinds = _kinds(_found("She became director-general for Asia-Pacific and African affairs."))
    assert "Asia" not in kinds


def test_bodies_named_like_a_phrase_are_bodies_not_people() -> None:
    """"Save the Children" was a person; "Reporters Without Borders" and "the Carnegie
    Endowment for International Peace" nobody."""
    kinds = _kinds(_found("Reporters Without Borders said so. The Carnegie Endowment for "
                          "International Peace weighed in, and Save the Children called for "
                          "aid."))
    for name in ("Reporters Without Borders", "Carnegie Endowment for International Peace",
                 "Save the Children"):
        assert kinds[name][0] == "organization"
