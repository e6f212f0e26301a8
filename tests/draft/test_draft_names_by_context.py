"""`kg draft`'s names read from the words around them (kg.draft.names): a name of several
words after a word of where is a place, and an institution's last word makes an
organisation, not a person."""

from __future__ import annotations

import pytest

from kg.draft.known import KnownIndex
from kg.draft.names import Entities, find_entities


def _found(text: str) -> Entities:
    return find_entities(text, KnownIndex())


def _kinds(found: Entities) -> dict[str, str]:
    """name -> the entity's kind."""
    return {found.name(e): found.kind(e) for e in found.items}


@pytest.mark.parametrize("text, name", [
    ("The trawler was boarded off Tanjung Merah Besar by a patrol boat.", "Tanjung Merah Besar"),
    ("Three fishermen from Kuala Terong Baru were held for a week.", "Kuala Terong Baru"),
    ("The envoys gathered at Bayt Hamdan Saghir before the ceremony.", "Bayt Hamdan Saghir"),
    ("Relatives in Santo Lucido Alto heard nothing for months.", "Santo Lucido Alto"),
    ("A drone was seen near Ras Umm Qasab early that day.", "Ras Umm Qasab"),
])
def test_a_name_after_a_word_of_where_is_a_place(text: str, name: str) -> None:
    kinds = _kinds(_found(text))
    assert kinds.get(name) == "place"
    assert "person" not in kinds.values()


@pytest.mark.parametrize("text, name", [
    # a description after "from" is a person's ("a note from Ana Ruiz, the minister")
    ("Some context came from Tove Marit Halse, a fellow of the sea-law institute.",
     "Tove Marit Halse"),
    # a word of where before a possessive: the person's
    ("The plan failed in Jorge Ruiz Alba's view.", "Jorge Ruiz Alba"),
])
def test_a_person_after_a_word_of_where_stays_a_person(text: str, name: str) -> None:
    assert _kinds(_found(text)).get(name) == "person"


def test_a_person_named_before_stays_a_person_after_a_word_of_where() -> None:
    found = _found("Karin Holt Vesterby arrived on Monday. The talks in Karin Holt were "
                   "short.")
    assert "place" not in _kinds(found).values()


@pytest.mark.parametrize("text, name", [
    ("The injured sailor was taken to Port Aldane General Hospital.",
     "Port Aldane General Hospital"),
    ("He was flown home on a Nordavia Airlines plane.", "Nordavia Airlines"),
    ("The editor of the Harbour Review said it would appeal.", "Harbour Review"),
])
def test_an_institution_or_carrier_is_an_organisation(text: str, name: str) -> None:
    assert _kinds(_found(text)).get(name) == "organization"


@pytest.mark.parametrize("text, name, kind", [
    # a descriptor set off by a comma before the name, closed by a comma after it
    ("Chile accused a Peruvian shipping agency, Costa Brava Logistics, of fraud.",
     "Costa Brava Logistics", "organization"),
    ("The regional power utility, Companhia de Luz do Sul (CLS), cut the supply.",
     "Companhia de Luz do Sul", "organization"),
    # a company's legal form in capitals between them
    ("Police raided a Malaysian labour agency, SB Harapan Jaya Murni, on Monday.",
     "Harapan Jaya Murni", "organization"),
    # a website by its descriptor, before the name or after it
    ("She wrote for the Tallinn-based news portal Nordic Ledger until March.",
     "Nordic Ledger", "website"),
    ("Vela Report, an independent news site, said the vote was rigged.", "Vela Report",
     "website"),
    ("Norway raised the rating on its Reiseklar website last week.", "Reiseklar", "website"),
])
def test_a_descriptor_beside_a_name_gives_its_kind(text: str, name: str, kind: str) -> None:
    assert _kinds(_found(text)).get(name) == kind


def test_a_descriptor_before_a_comma_that_no_comma_closes_is_no_apposition() -> None:
    """"According to the agency, Ana Ruiz was ...": the name is the sentence's subject."""
    found = _found("According to the agency, Mirta Solans Vidal was questioned twice.")
    assert _kinds(found).get("Mirta Solans Vidal") == "person"


def test_a_descriptor_inside_a_longer_phrase_names_no_organisation() -> None:
    """"The head of the agency, Ana Ruiz, said": Ana Ruiz is the head, a person."""
    found = _found("The chief economist of the state utility, Ilse Marta Vanhove, resigned.")
    assert _kinds(found).get("Ilse Marta Vanhove") == "person"


@pytest.mark.parametrize("text, name", [
    ("Fishers were held near the Lomakin hill district for a week.", "Lomakin hill district"),
    ("Water is drawn at the Kavuru weir upstream.", "Kavuru weir"),
    ("Boats were seen off Tenmara island before dawn.", "Tenmara island"),
    ("Families in the Okarimba and Usheke regions were left without water.", "Usheke regions"),
    ("A helicopter flew over the department of Lambaréné-Sud twice.", "Lambaréné-Sud"),
])
def test_a_name_with_a_place_word_in_small_letters_is_a_place(text: str, name: str) -> None:
    assert _kinds(_found(text)).get(name) == "place"


@pytest.mark.parametrize("text, name, type_", [
    ("She filed a claim with the Tartu city court on Monday.", "Tartu city court",
     "GovernmentBody"),
    ("The Narva city police department believes the driver had fled.",
     "Narva city police department", "PoliceUnit"),
    ("The Pärnu public prosecutor's office opened a case.",
     "Pärnu public prosecutor's office", "GovernmentBody"),
    ("He appeared before the Kuressaare district court in May.", "Kuressaare district court",
     "GovernmentBody"),
])
def test_a_towns_body_in_small_letters_is_an_organisation(text: str, name: str,
                                                          type_: str) -> None:
    found = _found(text)
    types = {found.name(e): item.fields["type"] for e, item in found.items.items()}
    assert types.get(name) == type_
    assert "person" not in _kinds(found).values()


def test_a_states_body_in_small_letters_is_no_towns() -> None:
    found = _found("The Estonian police department said nothing.")
    assert "Estonian police department" not in _kinds(found)


@pytest.mark.parametrize("text", [
    "Ruta Kalnina speaks fluent Latvian and Estonian.",
    "The note was sent in English and in Portuguese.",
    "As a young attaché she learned Portuguese, by her own account, the hard way.",
])
def test_a_language_names_no_state(text: str) -> None:
    kinds = _kinds(_found(text))
    assert "country" not in kinds.values()


def test_a_demonym_before_a_noun_still_names_its_state() -> None:
    """"in Latvian waters" is Latvia's."""
    assert _kinds(_found("The trawler sailed in Latvian waters."))["Latvia"] == "country"


@pytest.mark.parametrize("text, name", [
    ("A motion before the House of Representatives failed.", "House of Representatives"),
    ("The Chamber of Deputies voted against it.", "Chamber of Deputies"),
])
def test_a_chamber_of_a_legislature_is_an_organisation(text: str, name: str) -> None:
    assert _kinds(_found(text)).get(name) == "organization"


def test_a_subject_after_a_treaty_word_and_on_is_no_person() -> None:
    found = _found("Both states ratified the Convention on Migratory Birds in 2019.")
    assert "person" not in _kinds(found).values()


def test_a_word_that_opens_a_clause_is_no_part_of_a_name() -> None:
    found = _found('"Whatever Peru decides, we will respond," the envoy said.')
    kinds = _kinds(found)
    assert "person" not in kinds.values() and kinds.get("Peru") == "country"


def test_a_time_zone_after_a_clock_time_is_no_organisation() -> None:
    assert _kinds(_found("Updated at 08:30 AEST on Friday.")) == {}


def test_a_states_possessive_is_no_part_of_its_regions_name() -> None:
    found = _found("The dam stands in Chile's Aysén region, far from the coast.")
    assert _kinds(found).get("Aysén region") == "place"


@pytest.mark.parametrize("text, name", [
    ("The site was listed by UNESCO in 1998.", "UNESCO"),
    ("The group swore loyalty to al-Qaeda years ago.", "al-Qaeda"),
])
def test_a_real_international_body_by_its_name(text: str, name: str) -> None:
    assert _kinds(_found(text)).get(name) == "organization"


@pytest.mark.parametrize("text, name", [
    # a city of the world's list with its state after "in", a part of it named
    ("In 2009 she was posted as consul to Chillán, in central Chile.", "Chillán"),
    ("Water reaches Temuco in southern Chile by truck.", "Temuco"),
    # a town by the words set off after it
    ("He was held in Qarabulak for a month. Qarabulak, the largest town in the valley, is "
     "small.", "Qarabulak"),
])
def test_a_town_by_the_words_after_it_is_a_city(text: str, name: str) -> None:
    assert _kinds(_found(text)).get(name) == "city"


def test_a_federal_state_in_small_letters_is_a_place() -> None:
    found = _found("The nurse came from Brazil's Roraima state, near the border.")
    assert _kinds(found).get("Roraima state") == "place"


def test_state_before_a_noun_makes_no_place() -> None:
    assert "Kremlin state" not in _kinds(_found("The Kremlin state media denied it."))


def test_a_described_organisation_is_no_place_by_its_first_word() -> None:
    found = _found("Puente Solidario, a volunteer group based in Arica, hid them.")
    assert _kinds(found).get("Puente Solidario") == "organization"
