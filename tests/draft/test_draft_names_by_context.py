"""`kg draft`'s names read from the words around them (kg.draft.names): a name of several
words after "near" or "off" is a place, an institution's last word makes an organisation,
a descriptor beside a name gives its kind, a town's court is one body; and none of them
turns a person, a month or a document into something else."""

from __future__ import annotations

import pytest

from kg.draft import draft_text, read_source, write_draft
from kg.draft.known import KnownIndex
from kg.draft.names import Entities, find_entities
from kg.source import parse_article


def _found(text: str) -> Entities:
    return find_entities(text, KnownIndex())


def _kinds(found: Entities) -> dict[str, str]:
    """name -> the entity's kind."""
    return {found.name(e): found.kind(e) for e in found.items}


def _types(found: Entities) -> dict[str, str]:
    """name -> the entity's type."""
    return {found.name(e): item.fields["type"] for e, item in found.items.items()}


@pytest.mark.parametrize("text, name", [
    ("Two skiffs were stopped off Tanjung Merah Besar by a patrol boat.", "Tanjung Merah Besar"),
    ("Shells fell near Ras Umm Qasab early that day.", "Ras Umm Qasab"),
    ("Smugglers came ashore along Playa Honda Chica before dawn.", "Playa Honda Chica"),
    ("Our patrol was shot at near Kampung Sungai Lepas late at night.",
     "Kampung Sungai Lepas"),
])
def test_a_name_after_near_or_off_is_a_place(text: str, name: str) -> None:
    kinds = _kinds(_found(text))
    assert kinds.get(name) == "place"
    assert "person" not in kinds.values()


@pytest.mark.parametrize("text, name", [
    # "from", "in", "into", "towards" lead to people as often as to places
    ("A ministry aide said he had a note from Henrik Ostby Berge in his pocket.",
     "Henrik Ostby Berge"),
    ("The inquiry into Soraya Mendez Ruiz was closed in April.", "Soraya Mendez Ruiz"),
    ("The committee voiced its trust in Ines Albarran Soto.", "Ines Albarran Soto"),
    ("Anger grew towards Kristjan Ilves Mets over the deal.", "Kristjan Ilves Mets"),
    ("Loud objections came from Edda Rosvik Lund and two senators.", "Edda Rosvik Lund"),
    # a possessive after the name: the person's
    ("Nothing changed near Jorge Ruiz Alba's house.", "Jorge Ruiz Alba"),
])
def test_a_person_after_a_word_of_where_stays_a_person(text: str, name: str) -> None:
    assert _kinds(_found(text)).get(name) == "person"


def test_a_person_named_before_stays_a_person_after_near() -> None:
    found = _found("Karin Holt Vesterby arrived on Monday. Guards stood near Karin Holt all "
                   "evening.")
    assert "place" not in _kinds(found).values()


@pytest.mark.parametrize("text, name", [
    ("The wounded guard lies in Port Aldane General Hospital tonight.",
     "Port Aldane General Hospital"),
    ("Tickets on Nordavia Airlines doubled in price.", "Nordavia Airlines"),
])
def test_an_institution_or_carrier_is_an_organisation(text: str, name: str) -> None:
    assert _kinds(_found(text)).get(name) == "organization"


@pytest.mark.parametrize("text, name", [
    ("Lisa Berg, the editor of the Harbour Review, would not comment.", "Harbour Review"),
    ("By Tove Lind | Almara Review | 4 March 2031", "Almara Review"),
    ("Updates from the Kesto Mirror newsroom follow below.", "Kesto Mirror"),
])
def test_a_review_or_mirror_that_the_words_around_make_a_paper_is_one(text: str,
                                                                       name: str) -> None:
    assert _kinds(_found(text)).get(name) == "organization"


@pytest.mark.parametrize("text", [
    "Lawmakers will debate the Integrated Policy Review in June.",
    "Oslo released its Arctic Posture Review after the vote.",
])
def test_a_document_ending_with_review_is_no_organisation(text: str) -> None:
    kinds = _kinds(_found(text))
    assert not any(kind == "organization" and name.endswith("Review")
                   for name, kind in kinds.items())


@pytest.mark.parametrize("text, name, kind", [
    # a descriptor set off by a comma before the name, closed by a comma after it
    ("Prosecutors charged a Bolivian freight firm, Ruvano Hides, last year.", "Ruvano Hides",
     "organization"),
    ("The regional power utility, Companhia de Luz do Sul (CLS), cut the supply.",
     "Companhia de Luz do Sul", "organization"),
    # a company's legal form in capitals between them
    ("Auditors say a Thai catering company, PT Sinar Murni Abadi, paid no tax.",
     "Sinar Murni Abadi", "organization"),
    # a website by its descriptor, or between a possessive and "website"
    ("Two of her columns ran on the news portal Sarvik Daily before the ban.", "Sarvik Daily",
     "website"),
    ("Denmark's Rejsevejl website now lists the region as unsafe.", "Rejsevejl", "website"),
])
def test_a_descriptor_beside_a_name_gives_its_kind(text: str, name: str, kind: str) -> None:
    assert _kinds(_found(text)).get(name) == kind


@pytest.mark.parametrize("text, name", [
    ("Kestrel Feed, a news portal run from exile, reported that the consul had fled.",
     "Kestrel Feed"),
    ("Nothing was found, according to the news site Kestrel Feed.", "Kestrel Feed"),
])
def test_a_site_that_reports_or_speaks_is_an_organisation(text: str, name: str) -> None:
    """A speaker, a claimant, an addressee is an agent, which a website is not."""
    found = _found(text)
    assert _kinds(found).get(name) == "organization"
    assert _types(found).get(name) == "Organization"


def test_a_quotation_of_a_news_site_keeps_its_speaker(tmp_path) -> None:
    source = tmp_path / "site.txt"
    source.write_text("TARTU, 3 February 2031 - Estonia recalled its consul on Monday.\n\n"
                      "“Every page was checked twice,” the news portal Kestrel Feed wrote in "
                      "an editorial. The news portal Kestrel Feed accused the consulate of "
                      "forging visas.\n", encoding="utf-8")
    write_draft(draft_text(read_source(source), "site"), tmp_path / "data")
    article = parse_article(tmp_path / "data" / "site" / "mapping.yaml")
    [site] = [e for e in article.entities if e.name and e.name.startswith("Kestrel")]
    assert site.type == "Organization"
    assert [q.speaker for q in article.quotes] == [(site.id,)]
    assert not any(e.type == "Group" for e in article.entities)


def test_a_descriptor_before_a_comma_that_no_comma_closes_is_no_apposition() -> None:
    """"According to the agency, Ana Ruiz was ...": the name is the sentence's subject."""
    found = _found("Per the charity, Mirta Solans Vidal was questioned twice.")
    assert _kinds(found).get("Mirta Solans Vidal") == "person"


@pytest.mark.parametrize("text, name", [
    # a clause opening the sentence ends with the descriptor: the name is its subject
    ("On leaving the think tank, Oskar Brevik Lund, who chaired it, thanked the staff.",
     "Oskar Brevik Lund"),
    ("DAKAR, 2 June 2031 - Having toured the charity, Awa Diallo Sy, who had funded it, "
     "flew home.", "Awa Diallo Sy"),
    # a post set off after the name: a person's
    ("The envoy praised the charity, Mats Ekholm Berg, the deputy minister, said on Monday.",
     "Mats Ekholm Berg"),
])
def test_a_descriptor_set_off_before_a_persons_name_names_no_organisation(text: str,
                                                                           name: str) -> None:
    assert _kinds(_found(text)).get(name) == "person"


def test_a_descriptor_inside_a_longer_phrase_names_no_organisation() -> None:
    """"The head of the agency, Ana Ruiz, said": Ana Ruiz is the head, a person."""
    found = _found("The chief economist of the state utility, Ilse Marta Vanhove, resigned.")
    assert _kinds(found).get("Ilse Marta Vanhove") == "person"


@pytest.mark.parametrize("text, name", [
    ("Rebels hold most of the Lomakin hill district now.", "Lomakin hill district"),
    ("Engineers reopened the Ossumo weir last spring.", "Ossumo weir"),
    ("Ferries to Tenmara island stopped in the storm.", "Tenmara island"),
    ("Teachers in the Vorla and Pessik provinces went on strike.", "Pessik provinces"),
    ("Drones have been seen above the department of Haut-Melindo.", "Haut-Melindo"),
])
def test_a_name_with_a_place_word_in_small_letters_is_a_place(text: str, name: str) -> None:
    assert _kinds(_found(text)).get(name) == "place"


@pytest.mark.parametrize("text, name, type_", [
    ("Her lawyers took the dispute to the Daugavpils city court.", "Daugavpils city court",
     "GovernmentBody"),
    ("A spokesman for the Ventspils city police department gave no names.",
     "Ventspils city police department", "PoliceUnit"),
    ("Her file now sits with a Mestre public prosecutor's office.",
     "Mestre public prosecutor's office", "GovernmentBody"),
    ("Both men face trial at the Kuressaare district court next year.",
     "Kuressaare district court", "GovernmentBody"),
    # no "the", but a word such as "district" before "court"
    ("Kelmis district court threw out the appeal in a short ruling.", "Kelmis district court",
     "GovernmentBody"),
])
def test_a_towns_body_in_small_letters_is_an_organisation(text: str, name: str,
                                                          type_: str) -> None:
    found = _found(text)
    assert _types(found).get(name) == type_
    assert "person" not in _kinds(found).values()


@pytest.mark.parametrize("text", [
    # a month, a day or a person's name before "court", no "the" before it
    "In August court papers showed that the deal had been signed.",
    "On Sunday court staff left the building early.",
    "Allies of Ilmars Dzenis court voters in the north.",
    # "court" qualifying a noun after it
    "The Berzina court case has dragged on for years.",
    # a state's, no town's
    "The Estonian police department said nothing.",
])
def test_no_towns_body_without_a_town_before_it(text: str) -> None:
    found = _found(text)
    assert not any(t in ("GovernmentBody", "PoliceUnit") for t in _types(found).values())


@pytest.mark.parametrize("text", [
    "Oskar Liiv is fluent in Finnish and Swedish.",
    "The note was drafted in Spanish and in Quechua.",
    "Late in life he learned Portuguese, slowly and badly.",
])
def test_a_language_names_no_state(text: str) -> None:
    kinds = _kinds(_found(text))
    assert "country" not in kinds.values()


def test_a_demonym_before_a_noun_still_names_its_state() -> None:
    """"in Latvian waters" is Latvia's."""
    assert _kinds(_found("A seal was tagged in Finnish waters."))["Finland"] == "country"


@pytest.mark.parametrize("text, name", [
    ("Only the House of Representatives can impeach her.", "House of Representatives"),
    ("Ninety members of the Chamber of Deputies signed the letter.", "Chamber of Deputies"),
])
def test_a_chamber_of_a_legislature_is_an_organisation(text: str, name: str) -> None:
    assert _kinds(_found(text)).get(name) == "organization"


def test_a_subject_after_a_treaty_word_and_on_is_no_person() -> None:
    found = _found("Neither state has signed the Charter on Mountain Trails yet.")
    assert "person" not in _kinds(found).values()


def test_a_word_that_opens_a_clause_is_no_part_of_a_name() -> None:
    found = _found('"Whoever Peru sends, we will listen," the envoy said.')
    kinds = _kinds(found)
    assert "person" not in kinds.values() and kinds.get("Peru") == "country"


def test_a_time_zone_after_a_clock_time_is_no_organisation() -> None:
    assert _kinds(_found("Last edit 08:30 AEST, Thursday.")) == {}


def test_a_states_possessive_is_no_part_of_its_regions_name() -> None:
    found = _found("Cattle graze in Argentina's Tolmeca region in summer.")
    assert _kinds(found).get("Tolmeca region") == "place"


@pytest.mark.parametrize("text, name", [
    ("Funds for the school came from UNICEF in the end.", "UNICEF"),
    ("A cell loyal to al-Qaeda claimed the blast.", "al-Qaeda"),
])
def test_a_real_international_body_by_its_name(text: str, name: str) -> None:
    assert _kinds(_found(text)).get(name) == "organization"


@pytest.mark.parametrize("text, name", [
    # a city of the world's list with its state after "in", a part of it named
    ("Buses to Arequipa, in southern Peru, were cancelled.", "Arequipa"),
    ("Her brother runs a shop in Tarija in southern Bolivia.", "Tarija"),
    # a town by the words set off after it
    ("The convoy was stopped in Ostravel. Ostravel, a port city of ten thousand, is calm.",
     "Ostravel"),
])
def test_a_town_by_the_words_after_it_is_a_city(text: str, name: str) -> None:
    assert _kinds(_found(text)).get(name) == "city"


def test_a_federal_state_in_small_letters_is_a_place() -> None:
    found = _found("Floods hit Mexico's Tamalco state, and roads were cut.")
    assert _kinds(found).get("Tamalco state") == "place"


def test_state_before_a_noun_makes_no_place() -> None:
    assert "Kremlin state" not in _kinds(_found("Kremlin state television showed the talks."))


def test_a_described_organisation_is_no_place_by_its_first_word() -> None:
    found = _found("Villa Esperanza, a tenants' union of the old port, sued the city.")
    assert _kinds(found).get("Villa Esperanza") == "organization"
