"""`kg draft`'s officials introduced by a title the lists did not hold, and the posts of
sources the text does not name."""

from __future__ import annotations

import pytest

from kg.draft.known import KnownIndex
from kg.draft.model import Spans
from kg.draft.names import Entities, find_entities
from kg.draft.posts import draft_posts


def _found(text: str) -> Entities:
    return find_entities(text, KnownIndex())


def _people(found: Entities) -> set[str]:
    return {found.name(e) for e in found.items if found.kind(e) == "person"}


def _posts(text: str) -> tuple[dict[str, dict], dict[str, set[str]]]:
    """post label -> its fields, and post label -> its holders' names."""
    found = _found(text)
    items = draft_posts(found, KnownIndex(), Spans())
    posts = {item.fields["label"]["en"]: item.fields for item in items
             if item.section == "posts"}
    by_id = {item.id: item.fields["label"]["en"] for item in items if item.section == "posts"}
    holders: dict[str, set[str]] = {label: set() for label in posts}
    for item in items:
        if item.section == "holdings":
            holders[by_id[item.fields["post"]]].add(found.name(item.fields["holder"]))
    return posts, holders


def test_titles_of_several_words_are_no_part_of_the_name() -> None:
    """"Police Inspector Tor Aune", "Director-General Sofie Lind" were people of those
    names; "Deputy Chief of Mission Anne Holt" and "Undersecretary for Political Affairs
    Lars Eng" were nobody."""
    found = _found("Police Inspector Tor Aune spoke first. Director-General Sofie Lind of "
                   "the ministry listened. Deputy Chief of Mission Anne Holt arrived. "
                   "Undersecretary for Political Affairs Lars Eng left.")
    assert _people(found) == {"Tor Aune", "Sofie Lind", "Anne Holt", "Lars Eng"}


def test_an_undersecretary_for_a_portfolio_holds_that_post() -> None:
    posts, holders = _posts("Chile's Undersecretary for Foreign Affairs Gloria Matte met "
                            "Permanent Secretary Olav Dahl and Vice-Minister Rosa Paz.")
    assert holders["Undersecretary for Foreign Affairs of Chile"] == {"Gloria Matte"}
    assert {"Olav Dahl"} in holders.values()
    assert {"Rosa Paz"} in holders.values()


def test_an_anonymous_official_of_a_state_is_a_post_without_a_holder() -> None:
    """"A Norwegian official, who asked not to be named, said": the post, nobody in it."""
    posts, holders = _posts("Norway protested. A Norwegian official, who asked not to be "
                            "named, said the talks were tense. An Iranian diplomat in Oslo, "
                            "speaking on condition of anonymity, said little.")
    assert posts["Official of Norway"]["of_state"] == "norway"
    assert posts["Diplomat of Iran"]["of_state"] == "iran"
    assert holders["Official of Norway"] == set() == holders["Diplomat of Iran"]


def test_an_official_of_a_body_after_from_is_that_body_s() -> None:
    posts, _holders = _posts("A diplomat from the Organization for Security and "
                             "Co-operation in Europe said the vote was close.")
    assert any(p.get("post_in") for p in posts.values())


def test_an_official_visit_and_diplomats_are_no_anonymous_source() -> None:
    posts, _holders = _posts("Norway paid an official visit to Iran. Two Norwegian "
                             "diplomats, who asked not to be named, said so. A French "
                             "official statement followed.")
    assert posts == {}


def test_an_agency_that_reports_is_a_news_agency_and_the_agency_is_it() -> None:
    """"the Anadolu Agency reported" typed the agency as a body of a government, and "the
    agency said" after it was nobody's."""
    found = _found("Police detained a man on Sunday, the Anadolu Agency reported. The "
                   "agency said he had photographed a base.")
    agency = next(e for e in found.items if found.name(e) == "Anadolu Agency")
    assert found.items[agency].fields["type"] == "Organization"
    said = found.text.index("The agency")
    assert [m.entity for m in found.mentions if m.start == said] == [agency]


def test_a_government_agency_that_does_not_report_stays_a_body() -> None:
    found = _found("The Norwegian Space Agency signed a deal with Ghana.")
    agency = next(e for e in found.items if found.name(e).endswith("Space Agency"))
    assert found.items[agency].fields["type"] == "GovernmentBody"


def test_a_short_name_in_parentheses_is_the_organisation_s_wherever_it_stands() -> None:
    """"the Swedish Security Service (Säpo) ... Säpo's head, Charlotte Wenn": Säpo was
    nobody, and its head held no post."""
    found = _found("The Swedish Security Service (Säpo) tracked him. Säpo's head, Charlotte "
                   "Wenn, said so.")
    service = next(e for e in found.items if found.name(e) == "Swedish Security Service")
    assert "Säpo" in found.items[service].fields["alias"]
    again = found.text.index("Säpo's")
    assert [m.entity for m in found.mentions if m.start == again] == [service]
    _posts_, holders = _posts(found.text)
    assert holders["Head of Swedish Security Service"] == {"Charlotte Wenn"}


def test_an_acronym_its_initials_do_not_spell_is_the_organisation_s_too() -> None:
    found = _found("The National Bureau of Investigation (KRP) opened a case. KRP said more.")
    organisations = [found.name(e) for e in found.items if found.kind(e) == "organization"]
    assert organisations == ["National Bureau of Investigation"]


# behaviour -> (text, the label of a post, the names of its holders)
HOLDER_CASES = {
    # "A spokesman for the ministry, Oncu Kaya," drafted the post and nobody in it.
    "a spokesman for the ministry named before holds its post": (
        "The Turkish Foreign Ministry did not comment at first. A spokesman for the ministry, "
        "Oncu Kaya, later said it would.",
        "Spokesman of Turkish Foreign Ministry", {"Oncu Kaya"}),
    "the group's director is the director of the group described before": (
        "Libertas Watch, a Geneva-based rights group, said the arrest was arbitrary. The "
        "group's director, Sara Keller, said more.",
        "Director of Libertas Watch", {"Sara Keller"}),
    # "Hossein Rahmani, the country's deputy foreign minister" held nothing.
    "the country's office is the state's named before": (
        "Norway summoned Iran's envoy. Hossein Rahmani, the country's deputy foreign minister, "
        "said Tehran would respond.",
        "Deputy Foreign Minister of Iran", {"Hossein Rahmani"}),
    "a body's short name in parentheses does not part the post from its holder": (
        "The head of the Norwegian Police Security Service (PST), Beate Gunn, said the agency "
        "had evidence.",
        "Head of Norwegian Police Security Service", {"Beate Gunn"}),
}


@pytest.mark.parametrize(("text", "post", "held_by"), HOLDER_CASES.values(), ids=HOLDER_CASES)
def test_a_post_introduced_by_its_title_is_held_by_the_one_named(
        text: str, post: str, held_by: set[str]) -> None:
    _posts_, holders = _posts(text)
    assert holders[post] == held_by


def test_a_governor_or_mayor_of_a_place_no_list_holds_holds_that_office() -> None:
    """"The regional governor of Magallanes, Jorge Flies" held nothing."""
    posts, holders = _posts("The regional governor of Magallanes, Jorge Flies, said so. The "
                            "mayor of Osh, Ana Ruiz, agreed.")
    assert holders["Governor of Magallanes"] == {"Jorge Flies"}
    assert holders["Mayor of Osh"] == {"Ana Ruiz"}


def test_the_head_of_a_body_a_possessive_names_is_its_head() -> None:
    posts, holders = _posts("Commander Dominic Reece, head of the Metropolitan Police's "
                            "Counter Terrorism Command, said the men were charged.")
    assert any(label.startswith("Head of Counter Terrorism Command") for label in posts)


def test_a_minister_in_a_capital_that_opens_the_sentence_is_its_state_s() -> None:
    """"In Tehran, the deputy foreign minister said": Iran's; an envoy is not."""
    posts, holders = _posts("Sweden expelled a diplomat of Iran. In Tehran, the deputy "
                            "foreign minister called it baseless. In Tehran, the ambassador "
                            "was summoned.")
    assert posts["Deputy Foreign Minister of Iran"]["of_state"] == "iran"
    assert not any(label.startswith("Ambassador") for label in posts)


def test_a_former_post_after_is_a_or_was_previously_is_the_subject_s() -> None:
    posts, holders = _posts("Reza Nouran spoke on Monday. Nouran, 54, is a former ambassador "
                            "to Japan. Ali Javadi met him. Javadi was previously consul "
                            "general in Hamburg.")
    assert holders["Ambassador to Japan"] == {"Reza Nouran"}
    assert {"Ali Javadi"} in holders.values()


def test_is_the_before_a_post_names_no_holder() -> None:
    """"Nouran is the ambassador's driver": no post of his."""
    _posts_, holders = _posts("Reza Nouran spoke. Nouran is the ambassador's driver.")
    assert not any("Reza Nouran" in names for names in holders.values())


def test_an_adviser_at_a_body_holds_that_work() -> None:
    _posts_, holders = _posts("Norway's Ministry of Foreign Affairs met on Monday. Ole "
                              "Hanssen, a senior adviser at the ministry, took notes.")
    assert {"Ole Hanssen"} in holders.values()


def test_lawmakers_judges_negotiators_and_chiefs_hold_their_posts() -> None:
    _posts_, holders = _posts("Ozgur Demirel, a CHP lawmaker, said so. EU foreign policy chief "
                              "Kaja Kalm met Iran's intelligence chief, Esmail Khatami. Judge "
                              "Ana Ruiz Soto ordered a release. Chief negotiator Lars Moen "
                              "left.")
    held = set().union(*holders.values())
    assert held == {"Ozgur Demirel", "Kaja Kalm", "Esmail Khatami", "Ana Ruiz Soto",
                    "Lars Moen"}
    assert holders["Intelligence Chief of Iran"] == {"Esmail Khatami"}


def test_a_lawmaker_with_no_holder_is_no_post() -> None:
    """Work that is no state's office is drafted only with the one who does it."""
    posts, _holders = _posts("A Norwegian lawmaker asked about it on Monday.")
    assert posts == {}


def test_a_counterpart_not_named_is_the_office_of_the_other_state() -> None:
    """"spoke to his French counterpart by phone" drafted nothing."""
    posts, holders = _posts("Norwegian Foreign Minister Espen Eidem spoke to his French "
                            "counterpart by phone on Monday.")
    assert posts["Foreign Minister of France"]["of_state"] == "france"
    assert holders["Foreign Minister of France"] == set()


def test_one_office_written_two_ways_is_one_post_of_its_holder() -> None:
    posts, holders = _posts("Justice Minister Emilie Moe said a case was opened. The Minister "
                            "of Justice, Emilie Moe, later said it was closed.")
    assert list(holders.values()) == [{"Emilie Moe"}]


def test_a_government_office_with_the_alone_is_the_dateline_capital_s_state_s() -> None:
    """"LONDON — ... The Foreign Secretary said": the United Kingdom's, nobody in it."""
    posts, holders = _posts("LONDON — Britain summoned China's ambassador on Monday.\n\nThe "
                            "Foreign Secretary said the step was needed.\n")
    assert posts["Foreign Secretary of United Kingdom"]["of_state"] == "united-kingdom"


def test_the_office_of_someone_named_is_no_second_post() -> None:
    posts, _holders = _posts("LONDON — Foreign Secretary Ann Lane of Ireland met Britain's "
                             "envoy.\n\nThe foreign secretary said little.\n")
    assert not any("United Kingdom" in label for label in posts if "Secretary" in label)


def test_a_service_s_word_before_a_rank_is_part_of_the_office() -> None:
    """"Police Inspector Tor Aune" held an "Inspector" post."""
    posts, holders = _posts("Police Inspector Tor Aune said the file was closed.")
    assert holders == {"Police Inspector": {"Tor Aune"}}


def test_a_mayor_of_a_city_of_a_state_named_is_that_state_s() -> None:
    posts, holders = _posts("Kyrgyzstan protested. The mayor of Osh, Ana Ruiz, agreed.")
    assert [p.get("of_state") for p in posts.values()] == ["kyrgyzstan"]


def test_a_secretary_of_a_portfolio_is_a_post_and_a_bare_secretary_none() -> None:
    posts, holders = _posts("Philippine Foreign Affairs Secretary Enrique Manalo met envoys. "
                            "The secretary left, and a secretary typed.")
    assert holders == {"Foreign Affairs Secretary of Philippines": {"Enrique Manalo"}}


def test_a_minister_of_a_portfolio_in_small_letters_holds_that_post() -> None:
    """"Burkina Faso's minister of foreign affairs, Karamoko Traoré" held nothing."""
    _posts_, holders = _posts("Burkina Faso's minister of foreign affairs, Karamoko Traoré, "
                              "regretted the step.")
    assert holders == {"Minister of Foreign Affairs of Burkina Faso": {"Karamoko Traoré"}}


def test_a_holder_named_before_a_title_of_an_organisation_holds_it() -> None:
    """"Kari Nord, State Secretary of the Norwegian Ministry of Foreign Affairs," named no
    ministry and a post of no body."""
    found = _found("Kari Nord, State Secretary of the Norwegian Ministry of Foreign Affairs, "
                   "met the envoy.")
    assert "Norwegian Ministry of Foreign Affairs" in {found.name(e) for e in found.items}
    _posts_, holders = _posts(found.text)
    assert holders == {"State Secretary of Norwegian Ministry of Foreign Affairs": {"Kari Nord"}}
