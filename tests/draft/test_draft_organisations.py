"""`kg draft`'s organisations: named beside a descriptor, embassies and consulates of a state
in a city, officials introduced by title + name + organisation, unnamed holders of a post,
and one entity per source across its mentions."""

from __future__ import annotations

from pathlib import Path

from kg.draft import draft_text, read_source, write_draft
from kg.draft.known import KnownIndex
from kg.draft.model import Spans
from kg.draft.names import Entities, find_entities
from kg.draft.posts import draft_posts
from kg.source import parse_article


def _found(text: str) -> Entities:
    return find_entities(text, KnownIndex())


def _by_name(found: Entities) -> dict[str, dict]:
    """name -> the entity's fields."""
    return {found.name(e): item.fields for e, item in found.items.items()}


def _posts(text: str) -> tuple[dict[str, dict], dict[str, set[str]]]:
    """post id -> its fields, and post id -> its holders' ids."""
    found = _found(text)
    items = draft_posts(found, KnownIndex(), Spans())
    posts = {item.id: item.fields for item in items if item.section == "posts"}
    holders: dict[str, set[str]] = {post: set() for post in posts}
    for item in items:
        if item.section == "holdings":
            holders[item.fields["post"]].add(item.fields["holder"])
    return posts, holders


def test_a_descriptor_before_or_after_a_name_makes_it_an_organisation() -> None:
    """A name with no organisation's word in it was a person ("Fundación Puente") or nothing
    ("the news agency Anadolu"), and an agency's name a government body."""
    found = _by_name(_found(
        "QUITO – Fundación Puente, a legal-aid charity based in Guayaquil, filed the "
        "complaint on Monday. The rights group Libertas Watch said the men were held for a "
        "week. The state news agency Anadolu Agency carried the statement, and the news "
        "agency Tasnim said the talks would go on. Oslo-based Nordlys, an independent news "
        "outlet, published the letter.\n"))
    for name in ("Fundación Puente", "Libertas Watch", "Anadolu Agency", "Tasnim", "Nordlys"):
        assert found[name]["type"] == "Organization", (name, found[name])
    assert not any(f["type"] == "Person" for f in found.values()), found


def test_a_descriptor_that_describes_a_person_makes_no_organisation() -> None:
    """"Marta Ruiz, a party member" and "the group said" after a person are about her."""
    found = _by_name(_found(
        "Police detained the activist Marta Ruiz, the group said. Elena Soto, a union leader, "
        "and Ana Lema, the party's candidate, were not held. The party Pedro Vidal founded "
        "in 2010 won no seat.\n"))
    for name in ("Marta Ruiz", "Elena Soto", "Ana Lema", "Pedro Vidal"):
        assert found[name]["type"] == "Person", (name, found[name])


def test_a_later_mention_of_a_described_organisation_is_the_same_one() -> None:
    """"Tasnim said" and "the group said" after the names they refer to are those
    organisations, not a person or a second, unnamed group."""
    found = _found(
        "The news agency Tasnim reported the arrests. Tasnim said the men were questioned. "
        "The rights group Libertas Watch disputed that. The group said the men were "
        "students.\n")
    mentions = {m.text: m.entity for m in found.mentions}
    assert mentions["Tasnim"] == "tasnim"
    assert mentions["The group"] == "libertas-watch"
    assert len(found.items) == 2


def test_embassies_and_consulates_are_a_states_body_in_a_city() -> None:
    """"the Polish consulate in Lviv" was Poland and Lviv; "the Embassy of Norway in Tehran"
    the embassy without its city."""
    found = _found(
        "LVIV – Protesters gathered outside the Polish consulate in Lviv on Friday. The "
        "consulate said it would stay shut. Oslo recalled two diplomats from the Embassy of "
        "Norway in Tehran, and Norway's embassy in Bialystok closed. The Russian embassy in "
        "Vilnius declined to comment.\n")
    fields = _by_name(found)
    for name, state, city in (("Consulate of Poland in Lviv", "poland", "lviv"),
                              ("Embassy of Norway in Tehran", "norway", "tehran"),
                              ("Embassy of Norway in Bialystok", "norway", "bialystok"),
                              ("Embassy of Russia in Vilnius", "russia", "vilnius")):
        assert fields[name]["type"] == "GovernmentBody", name
        assert (fields[name]["of_state"], fields[name]["location"]) == (state, city)
    assert fields["Bialystok"]["type"] == "City"  # a city in no list
    assert fields["Consulate of Poland in Lviv"]["alias"] == ["Polish consulate in Lviv"]
    consulate = [m for m in found.mentions if m.text == "consulate"]
    assert [m.entity for m in consulate] == ["consulate-of-poland-in-lviv"] * 2


def test_two_consulates_of_one_state_are_two_and_a_bare_one_is_nobodys() -> None:
    """One state's consulates in two cities are two bodies; "the consulate" after both is
    neither (the text does not say which)."""
    found = _found("Minsk ordered the Polish consulate in Grodno closed. The Polish consulate "
                   "in Brest stays open. The consulate said nothing.\n")
    fields = _by_name(found)
    assert fields["Consulate of Poland in Grodno"]["location"] == "grodno"
    assert fields["Consulate of Poland in Brest"]["location"] == "brest"
    said = found.text.index("The consulate said") + len("The ")
    assert not [m for m in found.mentions if m.start == said]


def test_an_official_introduced_by_title_name_and_organisation() -> None:
    """"State Secretary Ingrid Solheim of the Norwegian Ministry of Foreign Affairs met ..."
    drafted nobody and nothing: the name was cut at the organisation's own "of"."""
    text = ("OSLO – State Secretary Ingrid Solheim of the Norwegian Ministry of Foreign Affairs "
            "met the envoy on Tuesday. Mr Solheim said little. Deputy Foreign Minister "
            "Aigerim Sadykova of Kazakhstan arrived later, and Detective Chief Inspector Sami "
            "Rautio of the National Bureau of Investigation gave evidence.\n")
    found = _found(text)
    fields = _by_name(found)
    assert fields["Ingrid Solheim"]["type"] == "Person"
    assert fields["Norwegian Ministry of Foreign Affairs"]["type"] == "Ministry"
    assert fields["Norwegian Ministry of Foreign Affairs"]["of_state"] == "norway"
    assert fields["National Bureau of Investigation"]["type"] == "GovernmentBody"
    assert [m.entity for m in found.mentions if m.text == "Solheim"] == ["ingrid-solheim"]
    posts, holders = _posts(text)
    secretary = "state-secretary-of-norwegian-ministry-of-foreign-affairs"
    assert posts[secretary]["post_in"] == "norwegian-ministry-of-foreign-affairs"
    assert holders[secretary] == {"ingrid-solheim"}
    assert holders["deputy-foreign-minister-of-kazakhstan"] == {"aigerim-sadykova"}
    inspector = "detective-chief-inspector-of-national-bureau-of-investigation"
    assert holders[inspector] == {"sami-rautio"}


def test_a_post_whose_holder_the_text_does_not_name_is_drafted_alone() -> None:
    """"Iran's deputy foreign minister", "a counsellor at the Russian embassy", "a Chinese
    foreign ministry spokesperson": posts with no holder were not drafted; none is invented."""
    posts, holders = _posts(
        "TEHRAN – Iran's deputy foreign minister summoned the envoy. Vilnius expelled a "
        "counsellor at the Russian embassy in Vilnius. A Chinese foreign ministry "
        "spokesperson and a Japanese foreign ministry spokesperson declined to comment.\n")
    assert posts["deputy-foreign-minister-of-iran"]["of_state"] == "iran"
    assert posts["counsellor-of-embassy-of-russia-in-vilnius"]["post_in"] == \
        "embassy-of-russia-in-vilnius"
    assert posts["spokesperson-of-foreign-ministry-of-china"]["post_in"] != \
        posts["spokesperson-of-foreign-ministry-of-japan"]["post_in"]
    assert all(not held for held in holders.values())


def test_a_bare_title_holder_fills_the_post_named_before_without_a_holder() -> None:
    """"Finland summoned Russia's ambassador ... handed Ambassador Pavel Kuznetsov a note":
    one post, his; not an unnamed Russian ambassador and a stateless "Ambassador"."""
    posts, holders = _posts(
        "HELSINKI – Finland summoned Russia's ambassador on Wednesday. Permanent State "
        "Secretary Mikael Lindqvist of the Finnish Ministry for Foreign Affairs handed "
        "Ambassador Pavel Kuznetsov a note.\n")
    assert holders["ambassador-of-russia"] == {"pavel-kuznetsov"}
    assert "ambassador-pavel-kuznetsov" not in posts
    ministry = "permanent-state-secretary-of-finnish-ministry-for-foreign-affairs"
    assert holders[ministry] == {"mikael-lindqvist"}


def test_an_acronym_in_parentheses_and_a_body_named_with_and_are_one_entity() -> None:
    """"the Baltic Monitoring Centre (BMC)" then "the BMC" is one organisation; "the Finnish
    Security and Intelligence Service" was two ("Finnish Security" and a government body)."""
    found = _found(
        "The Baltic Monitoring Centre (BMC) said the cable was cut. The BMC gave no source. "
        "The Finnish Security and Intelligence Service declined to comment.\n")
    fields = _by_name(found)
    assert fields["Baltic Monitoring Centre"]["alias"] == ["BMC"]
    assert {m.entity for m in found.mentions if "BMC" in m.text} == {"baltic-monitoring-centre"}
    service = fields["Finnish Security and Intelligence Service"]
    assert (service["type"], service["of_state"]) == ("IntelligenceService", "finland")


def test_a_draft_with_missions_and_unnamed_posts_loads(tmp_path: Path) -> None:
    """The drafted embassy (with its city) and a post without a holder load as mapping
    input."""
    text = tmp_path / "consulate.txt"
    text.write_text(
        "BIALYSTOK – Belarus ordered the closure of its consulate after the Polish consulate "
        "in Grodno was shut on Monday. The rights group Viasna said a counsellor at the "
        "Polish consulate in Grodno had left. Poland's deputy foreign minister called the "
        "move \"unacceptable\".\n", encoding="utf-8")
    draft = draft_text(read_source(text), "consulate-closed")
    folder = write_draft(draft, tmp_path / "data", set_aside=False)
    article = parse_article(folder / "mapping.yaml")
    entities = {e.id: e for e in article.entities}
    consulate = entities["consulate-of-poland-in-grodno"]
    assert (consulate.of_state, consulate.location) == ("poland", "grodno")
    assert entities["viasna"].type == "Organization"
    assert {p.id for p in article.posts} >= {"deputy-foreign-minister-of-poland",
                                             "counsellor-of-consulate-of-poland-in-grodno"}


def test_a_spokesperson_for_a_body_and_a_holder_named_before_an_adverb() -> None:
    """"A spokesperson for the Azerbaijani Ministry of Foreign Affairs, Elnur Rzayev" and
    "Aroha Te Rangi-Whitcombe, previously deputy head of mission at ..." held nothing; a
    consul "in Sydney" (a city in no list) had no seat."""
    posts, holders = _posts(
        "A spokesperson for the Azerbaijani Ministry of Foreign Affairs, Elnur Rzayev, said "
        "the text was final. Aroha Te Rangi-Whitcombe, previously deputy head of mission at "
        "the New Zealand High Commission in Apia, took up the post. Indonesia's consul "
        "general in Sydney, Ratna Wulandari, was recalled.\n")
    spokesperson = "spokesperson-of-azerbaijani-ministry-of-foreign-affairs"
    assert holders[spokesperson] == {"elnur-rzayev"}
    deputy = "deputy-head-of-mission-of-high-commission-of-new-zealand-in-apia"
    assert posts[deputy]["post_in"] == "high-commission-of-new-zealand-in-apia"
    assert holders[deputy] == {"aroha-te-rangi-whitcombe"}
    assert holders["consul-general-of-indonesia-in-sydney"] == {"ratna-wulandari"}


def test_territories_are_places_and_a_states_other_names_its_aliases() -> None:
    """"Gibraltar" and "New Caledonia" were states; "UK" and "Britain" were not names of
    the United Kingdom drafted."""
    fields = _by_name(_found("Spain protested to the UK over Gibraltar. Britain said the "
                             "waters were its own. France sent police to New Caledonia.\n"))
    assert fields["Gibraltar"]["type"] == fields["New Caledonia"]["type"] == "Place"
    assert fields["United Kingdom"]["alias"] == ["UK", "Britain"]


def test_holders_after_a_mission_in_its_city_after_a_rank_or_before_who_served_as() -> None:
    """"a counsellor at the Embassy of ... in Apia, Mr Liu Wenbo", "PCG spokesman Commodore
    Jose Ramon de los Santos" and "Ratna Wulandari, who previously served as consul general
    in Sydney" held nothing; "Mr Julian Fairbrother, the spokesperson added" is no
    spokesperson."""
    posts, holders = _posts(
        "APIA – Wellington withdrew the accreditation of a counsellor at the Embassy of the "
        "People's Republic of China in Apia, Mr Liu Wenbo, on Monday. PCG spokesman Commodore "
        "Jose Ramon de los Santos dismissed the denial. Ratna Wulandari, who previously served "
        "as consul general in Sydney, succeeds him. The ambassador, Mr Julian Fairbrother, was "
        "received. Mr Fairbrother, the spokesperson added, had set out the facts.\n")
    assert holders["counsellor-of-embassy-of-china-in-apia"] == {"liu-wenbo"}
    assert holders["spokesman-of-pcg"] == {"jose-ramon-de-los-santos"}
    consul = next(p for p in posts if p.startswith("consul-general-in-sydney"))
    assert holders[consul] == {"ratna-wulandari"}
    spokespeople = [p for p in posts if p.startswith("spokesperson")]
    assert not any(holders[p] for p in spokespeople)


def test_a_permanent_mission_a_titles_office_and_a_small_states_capital() -> None:
    """"the Permanent Mission of Ghana to the United Nations in Geneva" was an organisation
    without its state or city; "the Prosecutor General's Office" was a body called
    "Office"; "Port Vila" was no city; "GMT" was an organisation."""
    found = _found(
        "PORT VILA – She served at the Permanent Mission of Ghana to the United Nations in "
        "Geneva before the Prosecutor General's Office hired her. The statement was issued in "
        "Port Vila at 10:00 GMT, and the National Prosecutor's Office made no comment.\n")
    fields = _by_name(found)
    mission = fields["Permanent Mission of Ghana to the United Nations in Geneva"]
    assert (mission["of_state"], mission["location"]) == ("ghana", "geneva")
    assert fields["Prosecutor General's Office"]["type"] == "GovernmentBody"
    assert fields["Port Vila"]["type"] == "City"
    assert "GMT" not in fields and "Office" not in fields
    posts = draft_posts(found, KnownIndex(), Spans())
    assert not posts  # no prosecutor in the office's name


def test_a_title_of_a_states_body_before_its_holders_name() -> None:
    """"the President of the National Assembly of Serbia Ana Radulović" was one body,
    "Assembly of Serbia Ana Radulović"."""
    text = "BELGRADE – She met the President of the National Assembly of Serbia Ana Radulović.\n"
    fields = _by_name(_found(text))
    assert fields["National Assembly of Serbia"]["of_state"] == "serbia"
    assert fields["Ana Radulović"]["type"] == "Person"
    _posts_, holders = _posts(text)
    assert holders["president-of-national-assembly-of-serbia"] == {"ana-radulovic"}


def test_a_body_that_lists_its_portfolios_is_one_of_its_state() -> None:
    """"the Ministry of Foreign Affairs, International Cooperation and External Trade" was
    a ministry "of Foreign Affairs" and a person "International Cooperation"."""
    fields = _by_name(_found(
        "Vanuatu's Ministry of Foreign Affairs, International Cooperation and External Trade "
        "summoned the envoy. The Senegalese Ministry of Trade, Industry and Tourism did not.\n"))
    vanuatu = fields["Ministry of Foreign Affairs, International Cooperation and External Trade"]
    assert (vanuatu["type"], vanuatu["of_state"]) == ("Ministry", "vanuatu")
    assert fields["Ministry of Trade, Industry and Tourism"]["of_state"] == "senegal"
    assert not any(f["type"] == "Person" for f in fields.values())


def test_a_ministers_portfolio_after_for_is_part_of_the_office() -> None:
    """"the Minister of State for the Indo-Pacific, Ms Catherine Ashworth" held a "Minister
    Of State For The Indo": the portfolio's words were read in any case, and the holder was
    not reached."""
    posts, holders = _posts("LONDON – The envoy met the Minister of State for the "
                            "Indo-Pacific, Ms Catherine Ashworth, on Monday.\n")
    (post, fields), = posts.items()
    assert fields["label"] == {"en": "Minister of State for the Indo-Pacific"}
    assert holders[post] == {"catherine-ashworth"}


def test_a_legislature_or_a_comma_holding_body_is_one_body_of_its_state() -> None:
    """"the Bundestag", "the House of Commons", "the Foreign, Commonwealth and Development
    Office": one government body of that state each, not "Development Office" and a
    "Foreign" of its own."""
    by_name = _by_name(_found(
        "The Foreign, Commonwealth and Development Office said the minister would make a "
        "statement to the House of Commons. The Bundestag will debate the treaty.\n"))
    for name, state in (("Foreign, Commonwealth and Development Office", "united-kingdom"),
                        ("House of Commons", "united-kingdom"), ("Bundestag", "germany")):
        assert by_name[name]["type"] == "GovernmentBody"
        assert by_name[name]["of_state"] == state
    assert "Development Office" not in by_name


def test_a_large_city_that_is_no_capital_is_a_city() -> None:
    """"protests in Manchester and Sheffield": cities, and neither is its state's seat."""
    found = _found("Activists were followed in Manchester and Sheffield last year.\n")
    by_name = _by_name(found)
    for city in ("Manchester", "Sheffield"):
        assert found.kind(next(e for e in found.items if found.name(e) == city)) == "city"
        assert found.state_of_city(next(e for e in found.items if found.name(e) == city)) \
            is None
    assert set(by_name) >= {"Manchester", "Sheffield"}


def test_a_short_name_of_a_body_named_in_full_is_that_body() -> None:
    """"Foreign Office summons envoy ... The Foreign, Commonwealth and Development Office
    (FCDO) summoned ...": the headline's Foreign Office is the FCDO, one body."""
    found = _found("Foreign Office summons envoy\n\nThe Foreign, Commonwealth and "
                   "Development Office (FCDO) summoned the Chinese ambassador.\n")
    bodies = {e for e in found.items if found.kind(e) == "organization"}
    assert bodies == {"foreign-commonwealth-and-development-office"}


def test_a_disputed_region_and_a_messaging_platform_are_named() -> None:
    """"fighting in Tigray", "a post on WeChat": a place and a platform, not a person."""
    by_name = _by_name(_found("Officials discussed Tigray and Nagorno-Karabakh in a post "
                              "on WeChat.\n"))
    assert by_name["Tigray"]["_kind"] == by_name["Nagorno-Karabakh"]["_kind"] == "place"
    assert "WeChat" in by_name and by_name["WeChat"]["_kind"] != "person"


def test_a_name_between_the_and_a_press_descriptor_is_an_organisation() -> None:
    """"tells the Tanjug news agency", "the Nordlys newspaper reported": organisations,
    though one word alone would name no one."""
    found = _found("His lawyer, Zoran Petrak, tells the Tanjug news agency that the case is "
                   "closed. The Nordlys newspaper reported it first.\n")
    by_name = _by_name(found)
    for name in ("Tanjug", "Nordlys"):
        assert by_name[name]["_kind"] == "organization" and by_name[name]["type"] == \
            "Organization"


def test_a_ship_a_reservoir_and_a_police_command_are_named() -> None:
    """"the crew of HMS Valiant": a ship, a place; "the Kayrak reservoir": a place;
    "the Organised Crime Command": a body, not a person."""
    found = _found("The note accused the crew of HMS Valiant of harassing a fishing boat. "
                   "Water from the Kayrak reservoir ran low. The Organised Crime Command "
                   "made two arrests.\n")
    kinds = {m.text: m.kind for m in found.mentions}
    assert kinds["HMS Valiant"] == "place"
    assert kinds["Kayrak reservoir"] == "place"
    assert kinds["Organised Crime Command"] == "organization"
