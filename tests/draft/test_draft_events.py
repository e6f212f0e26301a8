"""Events on articles the rules were not tuned on: who
met is who the text says met, a statement's agent is who made it, and a dateline is not
the day of what the article reports."""

from __future__ import annotations

from itertools import zip_longest
from pathlib import Path

import pytest

from drafting import drafted as _drafted
from drafting import events_labelled, item_cases


def _events(article, type_: str) -> list:
    return [e for e in article.events if e.type == type_]


def _the_event_of_type(article, type_: str):
    """The one drafted event of this type (an error: none, or more than one)."""
    [event] = _events(article, type_)
    return event


def _participants(article, type_: str) -> list[list[str]]:
    """The names of each event's participants, sorted, for the events of a type."""
    names = {e.id: e.name for e in article.entities}
    return [sorted(names[p] for p in e.participants) for e in _events(article, type_)]


# behaviour -> (text, a type of event -> the names of each such event's participants, sorted)
PARTICIPANT_CASES = {
    # "after meeting U.N. Secretary-General António Guterres" was no meeting (the sentence was cut
    # after "U.N.", then the full stops of "U.N." ended the clause), and then a meeting with the
    # United Nations.
    "the_person_a_title_names_after_an_organisation_is_the_one_met": (
        "UNITED NATIONS, Sept. 24 (AP) — The United States will give $60 million to the force "
        "in Haiti, Secretary of State Marco Rubio said Tuesday after meeting U.N. "
        "Secretary-General António Guterres on the sidelines of the U.N. General Assembly.\n",
        {"Meeting": [["António Guterres", "Marco Rubio"]]}),
    # "Bárcena hosted Guatemalan Foreign Minister Carlos Ramiro Martínez" was no meeting. Hosting
    # a reception or talks is not a meeting with a guest.
    "a_host_and_the_guest_named_after_hosted_met": (
        "MEXICO CITY – Mexican Foreign Secretary Alicia Bárcena hosted Guatemalan Foreign "
        "Minister Carlos Ramiro Martínez on Monday. Bárcena later hosted a reception for the "
        "press.\n\n"
        "LUSAKA – President Hakainde Hichilema hosted his Congolese counterpart Felix "
        "Tshisekedi in March.\n",
        {"Meeting": [["Alicia Bárcena", "Carlos Ramiro Martínez"],
                     ["Felix Tshisekedi", "Hakainde Hichilema"]]}),
    # "Vučić said after the meeting that Serbia was ready" drafted a meeting of Vučić and Kurti,
    # and "Đurić, who attended the Belgrade meeting, said" one of Đurić and Serbia; neither was.
    "the_meeting_told_before_is_no_new_meeting": (
        "BELGRADE, Serbia (AP) — Sen. Jeanne Shaheen met Serbian President Aleksandar Vučić "
        "on Friday.\n\n"
        "Vučić said after the meeting that Serbia was ready to talk, but accused Kosovo Prime "
        "Minister Albin Kurti of provocations. Foreign Minister Marko Đurić, who attended the "
        "Belgrade meeting, said Serbia wanted calm.\n",
        {"Meeting": [["Aleksandar Vučić", "Jeanne Shaheen"]]}),
    # "The leaders of Samoa, Tonga and Fiji signed a joint declaration" was a signing of Tonga and
    # Fiji.
    "a_list_of_subjects_all_take_part": (
        "APIA – The leaders of Samoa, Tonga and Fiji signed a joint declaration on Thursday. "
        "Senior officials from Malaysia, the Netherlands and Qatar met in The Hague.\n",
        {"Signing": [["Fiji", "Samoa", "Tonga"]],
         "Meeting": [["Malaysia", "Netherlands", "Qatar"]]}),
    # "Park met Uzbek President Shavkat Mirziyoyev and Foreign Minister Bakhtiyor Saidov" left
    # Saidov out. Who met two people the draft does not know: no meeting of the two.
    "everyone_met_by_name_takes_part": (
        "TASHKENT – On Wednesday, Park Jin-woo met Uzbek President Shavkat Mirziyoyev and "
        "Foreign Minister Bakhtiyor Saidov.\n\n"
        "They flew to Pristina for talks with Kosovo's Prime Minister Albin Kurti and "
        "President Vjosa Osmani.\n",
        {"Meeting": [["Bakhtiyor Saidov", "Park Jin-woo", "Shavkat Mirziyoyev"]]}),
    # "Samoan Prime Minister Tuila'epa Leota Faleolo, Tongan Prime Minister Dr. Siosaia Fifita-
    # Tupou and Fijian Prime Minister Ratu Josefa Vosanibola met" left out the first (the title
    # "Dr." broke the list).
    "a_list_of_people_with_titles_all_met": (
        "APIA – Samoan Prime Minister Tuila'epa Leota Faleolo, Tongan Prime Minister Dr. "
        "Siosaia Fifita-Tupou and Fijian Prime Minister Ratu Josefa Vosanibola met for two "
        "days in Apia.\n",
        {"Meeting": [["Ratu Josefa Vosanibola", "Siosaia Fifita-Tupou",
                      "Tuila'epa Leota Faleolo"]]}),
    # "Two days of talks between Iceland and the Faroe Islands on sharing the mackerel stock ended
    # on Wednesday without agreement" was no meeting.
    "talks_between_two_are_a_meeting_of_the_two": (
        "TÓRSHAVN, Feb. 12 (NAW) — Two days of talks between Iceland and the Faroe Islands on "
        "sharing the North-East Atlantic mackerel stock ended on Wednesday without "
        "agreement.\n",
        {"Meeting": [["Faroe Islands", "Iceland"]]}),
    # "Talks in Kuwait City between Iraqi Foreign Minister Fuad Hussein and his Kuwaiti
    # counterpart Abdullah Al-Yahya" were no meeting.
    "talks_in_a_city_between_two": (
        "KUWAIT CITY – Talks in Kuwait City between Iraqi Foreign Minister Fuad Hussein and his "
        "Kuwaiti counterpart Abdullah Al-Yahya ended on Sunday.\n",
        {"Meeting": [["Abdullah Al-Yahya", "Fuad Hussein"]]}),
}


@pytest.mark.parametrize(("text", "met"), PARTICIPANT_CASES.values(), ids=PARTICIPANT_CASES)
def test_the_events_of_a_type_have_the_participants_the_text_names(
        tmp_path: Path, text: str, met: dict[str, list[list[str]]]) -> None:
    article = _drafted(tmp_path, text)
    assert {type_: _participants(article, type_) for type_ in met} == met


def test_who_met_and_not_where(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "KINGSTOWN – Nicolás Maduro and Irfaan Ali met in Argyle, Saint Vincent and the "
        "Grenadines, on Thursday.\n\n"
        "SEOUL – President Yoon Suk-yeol visited Japan and met Prime Minister Fumio Kishida "
        "in Tokyo.\n"))
    met = _participants(article, "Meeting")
    assert ["Irfaan Ali", "Nicolás Maduro"] in met
    assert ["Fumio Kishida", "Yoon Suk-yeol"] in met
    assert not any("Japan" in m or "Saint Vincent" in " ".join(m) for m in met)


def test_a_statement_has_no_agents_from_what_it_says(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "QUITO – Ecuador's Foreign Ministry said in a statement that Jorge Glas had been "
        "convicted and that Mexico had abused the right of asylum.\n"))
    for statement in _events(article, "Statement"):
        names = {e.id: e.name for e in article.entities}
        assert not {"Jorge Glas", "Mexico"} & {names.get(a, a) for a in statement.agent}


def test_a_dateline_is_not_the_day_of_the_event(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "LISBON, March 3 – Chilean President Gabriel Boric arrived in Lisbon on Monday for a "
        "three-day state visit.\n"))
    for event in article.events:
        assert event.date_text != "March 3" and event.date is None, event


# Signings, credentials, summits, expulsions, embassies opened and closed.

def _names(article, ids) -> list[str]:
    names = {e.id: e.name for e in article.entities}
    return sorted(names.get(i, i) for i in ids)


# behaviour -> (text, the type of its one event of that type, the event's fields: a
# reference as the names it refers to, one name alone as that name)
ONE_EVENT_CASES = {
    "credentials_presented_to_a_head_of_state": (
        "NAIROBI – Norway's new ambassador, Ingrid Haugland Moe, presented her letters of "
        "credence to President William Ruto at State House on Monday.\n",
        "CredentialsPresentation",
        {"agent": "Ingrid Haugland Moe",
         "addressee": "William Ruto"}),
    "a_summit_is_one_event_with_the_leaders_it_names": (
        "TALLINN – Prime Minister Kristen Michal, Prime Minister Ulf Kristersson and President "
        "Alexander Stubb spoke at the Tallinn summit on Wednesday.\n\n"
        "The summit ended without a joint declaration.\n",
        "Summit",
        {"participants": {"Alexander Stubb", "Kristen Michal", "Ulf Kristersson"},
         "place": "tallinn"}),
    "a_day_of_the_week_without_a_known_week_stays_undated": (
        "QUITO, Ecuador – Argentina expelled two Venezuelan "
        "diplomats on Tuesday.\n",
        "Expulsion",
        {"date_text": "Tuesday",
         "date": None}),
}

test_the_one_event_of_a_type_has_the_fields_the_text_gives = item_cases(ONE_EVENT_CASES,
                                                                        _the_event_of_type)


def test_a_treaty_signed_by_two_ministers(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "PRAIA, March 4 (Atlantic Wire) – The treaty was signed in Praia by Portugal's "
        "Minister of Foreign Affairs, Helena Barros Pinto, and Spain's Foreign Minister, "
        "José Albares, at the Palácio do Governo on Tuesday.\n\n"
        "A letter was signed by Anna Nowak and Piotr Zielinski.\n\n"
        "The two states will sign a second agreement in May.\n"))
    signings = _events(article, "Signing")
    assert len(signings) == 1  # not the letter, not the one to come
    assert _names(article, signings[0].participants) == ["Helena Barros Pinto", "José Albares"]


def test_an_expulsion_and_not_the_next_clause(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "BUENOS AIRES – Argentina on Monday declared three diplomats at the Venezuelan embassy "
        "in Buenos Aires persona non grata.\n\n"
        "Venezuela expelled most Argentine diplomats after President Javier Milei refused to "
        "recognise Nicolás Maduro.\n"))
    expulsions = _events(article, "Expulsion")
    assert {tuple(_names(article, e.agent)) for e in expulsions} == {("Argentina",),
                                                                      ("Venezuela",)}
    assert not any({"Javier Milei", "Nicolás Maduro"} & set(_names(article, e.participants))
                   for e in expulsions)


def test_an_embassy_reopened_and_one_to_be_closed(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "OTTAWA – Canada reopened its embassy in Damascus on Wednesday.\n\n"
        "Canada would temporarily close its embassy in Haiti.\n"))
    [opened] = _events(article, "EmbassyOpening")
    assert _names(article, opened.agent) == ["Canada"] and opened.place == "damascus"
    assert not _events(article, "EmbassyClosure")  # "would close": not (yet) a fact


def test_a_drafted_event_without_its_agent_is_set_aside(tmp_path: Path) -> None:
    """The shapes want an agent for a presentation of credentials: without one the item is
    written commented out, and the draft still loads and passes the shapes."""
    article = _drafted(tmp_path, ("NAIROBI – The letters of credence were presented "
                                  "to President William Ruto on Monday.\n"), set_aside=True)
    assert not _events(article, "CredentialsPresentation")
    mapping = next(tmp_path.rglob("mapping.yaml")).read_text()
    assert "NOT COMPLETE, left out of the build: no agent found" in mapping
    assert '#     type: "CredentialsPresentation"' in mapping


def test_a_day_of_the_week_is_reckoned_from_the_dateline_beside_its_words(
        tmp_path: Path) -> None:
    """An event's "on Monday" is its words; the day the dateline makes it is written
    beside them for the reviewer, not recorded as the event's date."""
    article = _drafted(tmp_path, (
        "BUENOS AIRES, June 11, 2025 — Argentina on Monday declared three Venezuelan "
        "diplomats persona non grata.\n\n"
        "Venezuela had expelled two Argentine diplomats last Wednesday.\n"))
    assert article.meta.dateline == "BUENOS AIRES"
    assert article.meta.dateline_place == "buenos-aires"
    by_agent = {e.agent: e for e in _events(article, "Expulsion")}
    monday = by_agent[("argentina",)]
    assert (monday.date, monday.date_text) == (None, "Monday")
    # June 11, 2025 is a Wednesday: "last Wednesday" is the one before it
    assert by_agent[("venezuela",)].date is None
    mapping = (tmp_path / "data" / "an-article" / "mapping.yaml").read_text(encoding="utf-8")
    assert "it would be 2025-06-09" in mapping and "it would be 2025-06-04" in mapping
    assert "dateline" in mapping


def test_talks_hosted_and_one_summit_and_none_to_come(tmp_path: Path) -> None:
    """"hosted a new round of ceasefire talks" is an event; "barred from summits" and "on
    the sidelines of the summit" make one summit between them, and a meeting "due" in July
    is not drafted as one that happened (it is one still to come, scheduled)."""
    article = _drafted(tmp_path, (
        "MUSCAT – Oman hosted a new round of ceasefire talks with Yemen on Tuesday.\n\n"
        "Prime Minister Anwar Ibrahim and President Prabowo Subianto spoke at the summit in "
        "Kuala Lumpur. On the sidelines of the summit, Prabowo met Anwar.\n\n"
        "Myanmar's junta chief Min Aung Hlaing has been barred from ASEAN summits since 2021.\n\n"
        "Prabowo and Lula are due to meet at the Mercosur summit on July 8.\n"))
    hosted = [e for e in _events(article, "Meeting") if "oman" in e.participants]
    assert hosted and "yemen" in hosted[0].participants
    [summit] = _events(article, "Summit")
    assert "min-aung-hlaing" not in summit.participants
    [due] = [e for e in article.events if e.date_text == "July 8"]
    assert due.status == "scheduled"


def test_signatories_joined_across_a_title_and_an_arrival_from_a_city(tmp_path: Path) -> None:
    """"Lula da Silva and Vietnamese President Lương Cường inked" gave
    one signatory; "arrived from Sanaa" placed the arrival in Sanaa."""
    article = _drafted(tmp_path, (
        "HANOI – President Luiz Inácio Lula da Silva and Vietnamese President Lương Cường "
        "inked a strategic partnership agreement on Monday.\n\n"
        "Houthi negotiator Mohammed Abdulsalam arrived from Sanaa on Sunday.\n"))
    [signing] = _events(article, "Signing")
    assert set(signing.participants) == {"luiz-inacio-lula-da-silva", "luong-cuong"}
    arrivals = _events(article, "Arrival")
    assert arrivals and all(a.place != "sanaa" for a in arrivals)


def test_the_subject_of_a_verb_after_a_relative_clause(tmp_path: Path) -> None:
    """"Junghietu, who accompanied Cebotaru, met ..." was Cebotaru's."""
    article = _drafted(tmp_path, (
        "VILNIUS – Moldovan Energy Minister Dorin Junghietu, who accompanied Prime Minister "
        "Alexandru Munteanu, met Lithuanian Energy Minister Žygimantas Vaičiūnas on Monday.\n"))
    meetings = [sorted(e.participants) for e in _events(article, "Meeting")]
    assert meetings == [["dorin-junghietu", "zygimantas-vaiciunas"]], meetings


def test_two_who_met_with_a_title_between_them(tmp_path: Path) -> None:
    """"Félix Tshisekedi and Rwandan President Paul Kagame met in Doha" is a meeting of
    the two: a title between the names does not hide "X and Y met"."""
    article = _drafted(tmp_path, ("DOHA – Félix Tshisekedi and Rwandan President Paul Kagame "
                                  "met in Doha on Wednesday.\n"))
    meetings = [set(e.participants) for e in _events(article, "Meeting")]
    assert {"felix-tshisekedi", "paul-kagame"} in meetings


def test_the_summit_named_again_is_the_same_one(tmp_path: Path) -> None:
    """"used the summit to criticise China" made a second summit."""
    article = _drafted(tmp_path, (
        "VIENTIANE – Prime Minister Anwar Ibrahim and President Prabowo Subianto spoke at the "
        "ASEAN summit on Thursday.\n\n"
        "President Ferdinand Marcos Jr. used the summit to criticise China and Vietnam.\n"))
    assert len(_events(article, "Summit")) == 1


def test_a_state_recalls_its_ambassador(tmp_path: Path) -> None:
    """"Sweden recalled its ambassador to Iraq for consultations" and "Algeria
    recalled its ambassador to France" were drafted as nothing (the main event)."""
    article = _drafted(tmp_path, (
        "STOCKHOLM – Sweden recalled its ambassador to Iraq, Ambassador Jessica Svärdström, "
        "for consultations on Friday.\n\n"
        "Algeria would recall its ambassador to France if the law passed.\n"))
    [recall] = _events(article, "Recall")
    assert recall.agent == ("sweden",) and recall.participants == ("jessica-svardstrom",)


def test_talks_between_sides_whose_people_are_unnamed(tmp_path: Path) -> None:
    """"Representatives of the Democratic Republic of Congo and the M23 rebel
    group began direct ceasefire talks" had no meeting: M23 was no name, and the sides'
    people are unnamed. A name inside a relative clause stays out of its verb's subject."""
    article = _drafted(tmp_path, (
        "DOHA – Representatives of the Democratic Republic of Congo and the M23 rebel group "
        "began direct ceasefire talks in Doha on Wednesday.\n\n"
        "Officials from Armenia and Azerbaijan held talks in Abu Dhabi.\n\n"
        "Lawrence Kanyuka, the spokesman of the Congo River Alliance, the coalition that "
        "includes M23, said the delegation was ready “to address the root causes.”\n\n"
        "The MH17 flight was remembered, and the G7 said nothing.\n"))
    names = {e.id: e.name for e in article.entities}
    met = _participants(article, "Meeting")
    assert ["Democratic Republic of the Congo", "M23"] in met
    assert ["Armenia", "Azerbaijan"] in met
    kanyuka = next(i for i, n in names.items() if n == "Lawrence Kanyuka")
    quote = next(q for q in article.quotes if "root causes" in q.text)
    assert quote.speaker == (kanyuka,)
    assert "G7" in names.values() and "MH17" not in names.values()


def test_capitals_that_name_no_organisation(tmp_path: Path) -> None:
    """"IT specialists" was an organisation, and the agreement signed for them
    a signing by "IT"; a name of capitals and digits needs "the" or a group's word."""
    from kg.draft.known import KnownIndex
    from kg.draft.names import find_entities

    found = find_entities("Kenya and Germany signed an agreement that allows nurses and IT "
                          "specialists to work in Germany. CO2 emissions rose in Q3, and the "
                          "G20 and G7 leaders met.", KnownIndex())
    names = {found.name(e) for e in found.items}
    assert {"G20", "G7"} <= names and not {"IT", "CO2", "Q3"} & names


def test_a_summit_has_neither_the_datelines_state_nor_one_it_speaks_of(tmp_path: Path) -> None:
    """"VIENTIANE, Laos, Oct. 11 (Mekong Wire) – Southeast Asian leaders ended a
    two-day summit in Vientiane on Friday with a joint statement calling for an immediate
    ceasefire in Myanmar" was a summit of Laos and Myanmar."""
    article = _drafted(tmp_path, (
        "VIENTIANE, Laos, Oct. 11 (Mekong Wire) – Southeast Asian leaders ended a two-day "
        "summit in Vientiane on Friday with a joint statement calling for an immediate "
        "ceasefire in Myanmar.\n\n"
        "Leaders of Estonia, Latvia and Lithuania met in Tallinn for a summit on Monday.\n"))
    summits = _participants(article, "Summit")
    assert ["Estonia", "Latvia", "Lithuania"] in summits
    assert not any("Laos" in s or "Myanmar" in s for s in summits)


def test_the_ambassador_is_the_one_named_with_that_title(tmp_path: Path) -> None:
    """"The new ambassador had presented a copy of her credentials to Foreign
    Affairs Principal Secretary Korir Sing'oei on January 27" was set aside without its
    agent; with it, it must stay apart from the presentation to the president."""
    article = _drafted(tmp_path, (
        "NAIROBI – Norway's new ambassador to Kenya, Ingrid Haugland Moe, presented her "
        "letters of credence to President William Ruto on Monday.\n\n"
        "Haugland Moe was among five ambassadors who presented their credentials during the "
        "ceremony.\n\n"
        "The new ambassador had presented a copy of her credentials to Foreign Affairs "
        "Principal Secretary Korir Sing'oei on January 27.\n"))
    names = {e.id: e.name for e in article.entities}
    presented = sorted((names[e.agent[0]], names[e.addressee[0]] if e.addressee else None)
                       for e in _events(article, "CredentialsPresentation"))
    assert presented == [("Ingrid Haugland Moe", "Korir Sing'oei"),
                         ("Ingrid Haugland Moe", "William Ruto")]


def test_an_event_a_modal_follows_is_not_one_that_happened(tmp_path: Path) -> None:
    """"said elections could not be held until security was restored" was
    drafted as an election."""
    article = _drafted(tmp_path, (
        "PORT-AU-PRINCE – Prime Minister Alix Didier Fils-Aimé said elections could not be "
        "held until security was restored. Talks would resume next month, he said.\n"))
    assert not _events(article, "Election")
    assert not _events(article, "Meeting")


def test_she_who_arrived_is_the_one_she_refers_to(tmp_path: Path) -> None:
    """"She arrived in Jakarta … from Brasília, where she headed the Foreign
    Ministry's department" was an arrival of the Foreign Ministry."""
    article = _drafted(tmp_path, (
        "JAKARTA – Ana Lúcia de Souza Carvalho is Brazil's first woman ambassador to "
        "Indonesia. She arrived in Jakarta two weeks ago from Brasília, where she headed the "
        "Foreign Ministry's department for Asia.\n"))
    names = {e.id: e.name for e in article.entities}
    assert [[names[a] for a in e.agent] for e in _events(article, "Arrival")] == [
        ["Ana Lúcia de Souza Carvalho"]]


def test_a_signing_told_again_is_one_and_onlookers_sign_nothing(tmp_path: Path) -> None:
    """"Ethiopia and Djibouti signed a treaty last Tuesday … The treaty was
    signed in Djibouti City by [the two ministers], in the presence of President Ismail Omar
    Guelleh" was two signings, the second with the president as a party and no date."""
    article = _drafted(tmp_path, (
        "ADDIS ABABA, March 6 (AFP) - Ethiopia and Djibouti signed a treaty last Tuesday "
        "granting Ethiopian cargo access to the port of Tadjourah.\n\n"
        "The treaty was signed in Djibouti City by Ethiopian Foreign Minister Gedion "
        "Timothewos and his Djiboutian counterpart, Abdoulkader Houssein Omar, in the "
        "presence of President Ismail Omar Guelleh.\n"))
    signings = _events(article, "Signing")
    assert len(signings) == 1
    names = {e.id: e.name for e in article.entities}
    assert {names[p] for p in signings[0].participants} == {
        "Ethiopia", "Djibouti", "Gedion Timothewos", "Abdoulkader Houssein Omar"}
    assert signings[0].date_text == "Tuesday" and signings[0].place


def test_who_was_arrested_is_the_one_arrested(tmp_path: Path) -> None:
    """"…said in a statement that police had arrested three people" was a legal
    proceeding against the foreign minister the sentence named; the first article's
    "prosecuted in Peru" one against the president named before. The object of "arrested",
    or the subject of "was arrested"."""
    article = _drafted(tmp_path, (
        "LIMA – \"We expect Bolivia to do its duty,\" Foreign Minister Hugo de Zela told "
        "reporters.\n\n"
        "In La Paz, Bolivia's Foreign Ministry said in a statement that it \"deeply regrets\" "
        "the attack and that police had arrested three people.\n\n"
        "Police arrested former President Pedro Castillo on Wednesday. Betssy Chávez was "
        "arrested in Lima.\n"))
    names = {e.id: e.name for e in article.entities}
    assert sorted(names[b] for e in _events(article, "Detention")
                  for b in e.beneficiary) == ["Betssy Chávez", "Pedro Castillo"]


def test_elections_spoken_of_or_to_come_are_none_held(tmp_path: Path) -> None:
    """"after a last-minute dispute over language on elections" and "South
    Sudan's elections, now scheduled for December 2026" were elections held."""
    article = _drafted(tmp_path, (
        "NEW YORK – The council voted on Wednesday after a last-minute dispute over language "
        "on elections. South Sudan's elections, now scheduled for December 2026, were "
        "discussed. Kenya's 2022 general elections were peaceful.\n"))
    elections = _events(article, "Election")
    assert len(elections) == 1 and elections[0].year == "2022"


def test_a_meeting_where_someone_will_do_something_is_to_come(tmp_path: Path) -> None:
    """"Tuggar told the Senate committee on Tuesday that he would raise the
    issue at a meeting of the African Union Executive Council later this week" was a meeting
    held on Tuesday."""
    article = _drafted(tmp_path, (
        "ABUJA – Foreign Minister Yusuf Maitama Tuggar told the Senate committee on foreign "
        "affairs on Tuesday that he would raise the issue at a meeting of the African Union "
        "Executive Council in Addis Ababa later this week.\n"))
    assert not _events(article, "Meeting")


# behaviour -> (text, the beginnings of the labels of its events of no narrower type,
# sorted; each label as long as its beginning)
GENERIC_EVENT_CASES = {
    # a resignation and an evacuation are events (a summons is one of its own type: see
    # test_a_summons_and_an_arrest_are_typed_as_such)
    "a_resignation_an_evacuation_and_what_a_generic_event_was": (
        "ULAANBAATAR – Mongolian Foreign Minister Battsetseg Batmunkh resigned on Friday.\n\n"
        "MANILA – The Philippines has evacuated non-essential staff from its embassy in Port "
        "Moresby.\n\n"
        "RIGA – Latvia summoned Georgia's ambassador on Monday.\n",
        ["Evacuation:", "Resignation:"]),
    # "Canada imposed sanctions on Thursday on four Haitians …", the main event of its
    # article, with its day
    "sanctions_a_state_imposed_on_those_it_names": (
        "OTTAWA (Wire) — Canada imposed sanctions on Thursday on four Haitians it accused of "
        "financing armed gangs. The United States sanctioned former senator Joseph Lambert "
        "in 2023.\n",
        ["Sanctions: Canada, Thursday", "Sanctions: United States, Joseph Lambert"]),
    # a state releasing people and a government suspending its consul are events; a
    # statement released after a ceremony releases no one, and a suspended sentence or
    # suspended talks suspend no one
    "a_release_and_a_suspension_of_people": (
        "BAKU – Azerbaijan released six Armenians on Saturday.\n\n"
        "LILONGWE – Malawi's government has suspended its consul general in Johannesburg, "
        "Chimwemwe Banda, pending an investigation.\n\n"
        "NAIROBI – \"I am honoured,\" Kamau-Otieno said in a statement released after the "
        "ceremony. Kenya suspended talks with the rebels. Anne Sacoolas was given a suspended "
        "sentence.\n",
        ["Given: Anne Sacoolas", "Release: Azerbaijan,", "Suspended talks: Kenya",
         "Suspension: Malawi,"]),
}


@pytest.mark.parametrize(("text", "beginnings"), GENERIC_EVENT_CASES.values(),
                         ids=GENERIC_EVENT_CASES)
def test_an_event_of_no_narrower_type_is_labelled_with_what_it_was(
        tmp_path: Path, text: str, beginnings: list[str]) -> None:
    labels = _labels(_drafted(tmp_path, text), "Event")
    assert [label[:len(b)] for label, b in zip_longest(labels, beginnings, fillvalue="")] == \
        beginnings


# A summons, an arrest and a resignation, each told once
_THREE_ACTS = ("RIGA – Latvia summoned Georgia's ambassador on Monday. Police arrested a "
               "Georgian activist, Nino Beridze, in Riga on Sunday. Foreign Minister Ilze "
               "Ozola resigned on Friday.\n")


def test_a_summons_and_an_arrest_are_typed_as_such(tmp_path: Path) -> None:
    """"Latvia summoned Georgia's ambassador" is a dip:Summons labelled so, "police arrested
    X" a dip:Detention; a resignation stays a generic event."""
    article = _drafted(tmp_path, _THREE_ACTS)
    kinds = {kind: _labels(article, kind) for kind in ("Summons", "Detention", "Event")}
    assert {kind: len(labels) for kind, labels in kinds.items()} == \
        {"Summons": 1, "Detention": 1, "Event": 1}
    assert kinds["Summons"][0].startswith("Summons:")
    assert kinds["Event"][0].startswith("Resignation:")


def test_one_who_received_a_named_guest_met_them(tmp_path: Path) -> None:
    """"Pope Leo XIV received Lebanese President Joseph Aoun in a private
    audience at the Apostolic Palace on Thursday" was no meeting (and the dateline "VATICAN
    CITY, Oct. 9 (CNS) --", its dash written "--", was no dateline: its day was the
    audience's). Receiving a request is no meeting."""
    article = _drafted(tmp_path, (
        "VATICAN CITY, Oct. 9 (CNS) -- Pope Leo XIV received Lebanese President Joseph Aoun "
        "in a private audience at the Apostolic Palace on Thursday. The Holy See received "
        "Ukraine's request last week.\n"))
    meetings = _events(article, "Meeting")
    assert _participants(article, "Meeting") == [["Joseph Aoun", "Leo XIV"]]
    assert meetings[0].date_text == "Thursday"


def _labels(article, type_: str) -> list[str]:
    return sorted(e.label.en for e in _events(article, type_))


def test_acts_between_states_on_missions_and_on_people(tmp_path: Path) -> None:
    """seven of ten main events were missed, among them relations broken off,
    an attack on a consulate, a refusal of entry, an abduction and a prisoner exchange. Each
    is now an event whose label says what it was; what is denied, to come, or done to no
    one is none."""
    article = _drafted(tmp_path, (
        "PANAMA CITY – Panama broke off diplomatic relations with Venezuela on Monday.\n\n"
        "RIYADH – Saudi Arabia restored diplomatic ties with Iran on Friday.\n\n"
        "KABUL – Gunmen stormed the Pakistani embassy in Kabul on Friday.\n\n"
        "SINGAPORE – Singapore refused entry to Malaysian lawyer Aziz Bari on Tuesday.\n\n"
        "BAMAKO – Gunmen kidnapped an Algerian diplomat in Gao on Sunday.\n\n"
        "ISTANBUL – Russia and Ukraine carried out a prisoner swap on Saturday.\n\n"
        "LIMA – Peru has not broken off relations with Mexico. Chile could cut ties with "
        "Bolivia. Two fishing boats were seized near the coast.\n"))
    labels = _labels(article, "Event")
    assert "Relations severed: Panama, Venezuela, Monday" in labels
    assert "Relations restored: Saudi Arabia, Iran, Friday" in labels
    assert "Attack: Pakistan, Friday" in labels
    assert "Entry refused: Singapore, Aziz Bari, Tuesday" in labels
    assert "Abduction: Algeria, Sunday" in labels
    assert "Prisoner exchange: Russia, Ukraine, Saturday" in labels
    assert len(labels) == 7, labels  # nothing of Peru or Chile (the boats: a passive act)
    places = {e.label.en.split(":")[0]: e.place for e in _events(article, "Event")}
    assert places["Attack"] == "kabul"


def test_seats_won_an_asylum_requested_and_an_organisations_summit(tmp_path: Path) -> None:
    """states that won seats on a council, a senator who "formally requested
    political asylum" (her demonym taken for her), and "Pacific Islands Forum leaders ended
    their annual summit" were no events."""
    article = _drafted(tmp_path, (
        "NEW YORK – Denmark and Greece won seats on the United Nations Security Council on "
        "Tuesday.\n\n"
        "QUITO – Ecuadorean opposition Senator Ana Cabrera formally requested political "
        "asylum at the Mexican embassy on Friday.\n\n"
        "ADDIS ABABA – African Union leaders ended their annual summit in Addis Ababa on "
        "Sunday.\n"))
    assert _participants(article, "Election") == [
        ["Denmark", "Greece", "United Nations Security Council"]]
    asylum = _events(article, "AsylumRequest")
    names = {e.id: e.name for e in article.entities}
    assert [(names[a], names[b]) for e in asylum for a, b in zip(e.agent, e.beneficiary)] == [
        ("Ana Cabrera", "Ana Cabrera")]
    assert _participants(article, "Summit") == [["African Union"]]


def test_elections_releases_and_the_dates_that_are_not_theirs(tmp_path: Path) -> None:
    """"The General Assembly on Tuesday elected 18 countries to …" was no
    election, "released four Beninese customs officers" released no one, and a date of
    something else in the sentence became the event's: a term "beginning on January 1",
    "on Sunday, nine years after it severed relations"; a place in a later clause became its
    place. An organisation's summit, whose members the sentence does not name, is set aside
    for the reviewer (the shapes want two participants)."""
    article = _drafted(tmp_path, (
        "GENEVA – The General Assembly on Tuesday elected 15 countries to the Human Rights "
        "Council. Chile and Peru were also elected, unopposed, to the council, where they "
        "will serve terms beginning on January 1, 2026.\n\n"
        "NIAMEY – Niger released four Beninese customs officers on Thursday.\n\n"
        "MANAMA – Bahrain reopened its embassy in Tehran on Sunday, nine years after it "
        "severed diplomatic relations with Iran, completing a rapprochement that began with "
        "talks in Moscow.\n"))
    elections = {e.label.en for e in _events(article, "Election")}
    assert elections == {"Election: General Assembly, Human Rights Council, Tuesday",
                         "Election: Chile, Peru, Human Rights Council"}
    assert "Release: Niger, Benin, Thursday" in _labels(article, "Event")
    severed = next(e for e in _events(article, "Event") if e.label.en.startswith("Relations"))
    assert severed.label.en == "Relations severed: Bahrain, Iran"
    assert severed.place is None and severed.date is None
    (tmp_path / "aside").mkdir()
    _drafted(tmp_path / "aside", "ADDIS ABABA – African Union leaders ended their annual "
             "summit on Sunday.\n", set_aside=True)
    written = (tmp_path / "aside" / "data" / "an-article" / "mapping.yaml").read_text()
    assert "# NOT COMPLETE, left out of the build: no second participant found" in written
    assert '#     type: "Summit"' in written


def test_the_leads_main_verb_is_an_event_when_no_trigger_found_one(tmp_path: Path) -> None:
    """The lead of a report tells its main event, often of a kind no trigger knows: its verb
    proposes a generic event for the reviewer to type. Not a verb of saying, not one denied
    or to come, not where a trigger found the lead's event already. A second sentence's
    dated act is an event too, but of the dated-act rule, not the lead's."""
    leads = {
        "returned": "KINSHASA – Belgium on Monday returned to Rwanda the remains of a chief "
                    "killed in 1884. Spain returned a painting to Peru in May.\n",
        "said": "LIMA – Peru's Foreign Ministry said on Monday that the talks with Chile would "
                "resume within weeks.\n",
        "not": "SANTIAGO – Chile has not ratified the maritime treaty with Bolivia despite "
               "years of talks.\n",
        "trigger": "QUITO – Ecuador expelled the Mexican ambassador on Friday after a "
                   "dispute over the embassy.\n",
    }
    drafted = {}
    for name, text in leads.items():
        (tmp_path / name).mkdir()
        drafted[name] = _drafted(tmp_path / name, text)
    returned = _events(drafted["returned"], "Event")
    leads_events = [e for e in returned if "lead" in e.note]
    assert [e.label.en for e in leads_events] == ["Returned: Belgium, Rwanda, Monday"]
    assert "returned" in leads_events[0].note
    assert not _events(drafted["said"], "Event") and not _events(drafted["not"], "Event")
    assert not _events(drafted["trigger"], "Event")
    assert [e.type for e in drafted["trigger"].events] == ["Expulsion"]


def test_a_bare_day_of_the_week_after_a_lower_case_word(tmp_path: Path) -> None:
    """"struck the Turkish consulate … early Sunday" left the attack undated
    (only "on Sunday" was read). A day after a capital ("Black Friday") or a deadline ("by
    Friday", "next Monday") is no day of the past week."""
    from kg.draft.dates import find_dates

    def days(text: str) -> list[str]:
        return [d.text for d in find_dates(text, None)]

    assert days("A drone struck the consulate early Sunday, officials said.") == ["Sunday"]
    assert days("The talks ended Thursday.") == ["Thursday"]
    assert days("Shops opened on Black Friday. He must leave by Friday. They meet next "
                "Monday. Vote Tuesday.") == []
    article = _drafted(tmp_path, "ANKARA – Gunmen attacked the Turkish embassy in Kabul "
                                 "early Sunday, officials said.\n")
    assert [e.date_text for e in _events(article, "Event")] == ["Sunday"]


def test_a_release_told_in_the_passive_and_a_defection(tmp_path: Path) -> None:
    """"returned to Tokyo on Thursday after being released by Beijing" and
    "has defected to South Korea" (two main events) were no events."""
    article = _drafted(tmp_path, (
        "TOKYO – Japanese businessman Hiroshi Sato returned home on Thursday after being "
        "released by China.\n\n"
        "SEOUL – North Korean diplomat Kim Chol-su has defected to South Korea.\n"))
    labels = _labels(article, "Event")
    assert any(label.startswith("Release: China, Hiroshi Sato") for label in labels), labels
    assert "Defection: Kim Chol-su, South Korea" in labels, labels


def test_the_person_after_a_possessive_and_a_lower_case_title(tmp_path: Path) -> None:
    """"Brazil's foreign minister Mauro Vieira … calling it …" and "Rep. Lee
    Seong-kweun of the ruling Democratic Party said" were Brazil's and the party's words."""
    article = _drafted(tmp_path, (
        "BRASILIA – Brazil's foreign minister Mauro Vieira welcomed the deal, calling it \"a "
        "victory for diplomacy.\" Sen. Ana Ruiz of the ruling Democratic Party said he was "
        "\"in good health.\"\n"))
    names = {e.id: e.name for e in article.entities}
    speakers = {q.text: [names[s] for s in q.speaker] for q in article.quotes}
    assert speakers["a victory for diplomacy."] == ["Mauro Vieira"] or \
        speakers.get("a victory for diplomacy") == ["Mauro Vieira"], speakers
    assert any(v == ["Ana Ruiz"] for k, v in speakers.items() if "good health" in k), speakers


def test_a_release_and_an_order_to_leave_are_each_one_event(tmp_path: Path) -> None:
    """"Iran released a Swedish aid worker" is a release of the aid worker (not a statement
    released), apart from the prisoner exchange of the headline; "Burkina Faso's military
    government on Tuesday ordered a senior Ivorian diplomat to leave" is an expulsion of
    the diplomat, with no generic "Ordered" beside it. An event set aside as
    incomplete does not stand for the lead's event."""
    for name in ("swap", "expel", "custody"):
        (tmp_path / name).mkdir()
    swap = _drafted(tmp_path / "swap", (
        "Iran frees Swedish aid worker in prisoner swap\n\n"
        "MUSCAT (Wire) – Iran released a Swedish aid worker on Saturday in exchange for an "
        "Iranian official jailed in Sweden. Iran released a statement on Sunday.\n"))
    assert _labels(swap, "Event") == ["Prisoner exchange: Iran, Sweden",
                                      "Release: Iran, Sweden, Saturday"]
    expelled = _drafted(tmp_path / "expel", (
        "OUAGADOUGOU (Wire) – Burkina Faso's military government on Tuesday ordered a senior "
        "Ivorian diplomat to leave the country.\n"))
    assert _participants(expelled, "Expulsion") == [["Ivory Coast"]]
    assert [e.date_text for e in _events(expelled, "Expulsion")] == ["Tuesday"]
    assert not _events(expelled, "Event")
    custody = _drafted(tmp_path / "custody", (
        "BRASILIA (Wire) – Brazil has agreed to take custody of Argentina's embassy in "
        "Caracas, Brazil's Foreign Ministry said Monday, after the Venezuelan authorities "
        "ordered Argentine diplomats to leave the country.\n"))
    assert [e.label.en.split(":")[0] for e in _events(custody, "Event")] == [
        "Agreed to take custody"]


def test_a_dateline_with_its_city_in_small_letters(tmp_path: Path) -> None:
    """"Warsaw, 7 October (Belga) –" was no dateline. A city in small
    letters is one only with a date or an agency after it ("Kenya – …" is none)."""
    from kg.draft.dates import find_dateline, find_dates

    def dateline(text: str):
        found = find_dateline(text, find_dates(text, None))
        return (found.words, found.date.text if found.date else None) if found else None

    assert dateline("A visit\n\nWarsaw, 7 October (Belga) – The king arrived.") == \
        ("Warsaw", "7 October")
    assert dateline("A visit\n\nNairobi (Reuters) - Kenya said.") == ("Nairobi", None)
    assert dateline("A visit\n\nKenya – the talks went on.") is None
    # a day and month without a year date no day of the week; the reasoning says so
    article = _drafted(tmp_path, "A visit\n\nWARSAW, 7 October (Belga) – Poland expelled "
                                 "a Russian diplomat on Tuesday.\n")
    reasoning = _events(article, "Expulsion")[0].date_reasoning
    assert "“7 October” without a year" in reasoning and "neither" not in reasoning


def test_a_protest_note_an_extradition_refused_and_a_ceasefire(tmp_path: Path) -> None:
    """"Armenia delivered a note of protest to Azerbaijan", "Sri Lanka has
    refused a request from the Maldives to extradite …" and "… agreed on Wednesday to an
    immediate ceasefire" were drafted as "Delivered", "Refused" and "Agreed" (the lead's
    verb) or not at all. An act's place is where it was, not whom it went to."""
    article = _drafted(tmp_path, (
        "YEREVAN (Wire) – Armenia delivered a note of protest to Azerbaijan on Thursday.\n\n"
        "COLOMBO (Wire) – Sri Lanka has refused a request from the Maldives to extradite "
        "Ahmed Rasheed, officials said.\n\n"
        "LUANDA (Wire) – Rwanda and Burundi agreed on Wednesday to an immediate ceasefire.\n"))
    labels = _labels(article, "Event")
    # (the note is one act: the note handed over, with its agent and addressee)
    [note] = [e for e in article.events if "note of protest" in e.evidence[0].quote]
    assert note.type == "Communication"
    assert note.label.en == "Protest note: Armenia, Azerbaijan, Thursday"
    assert "Extradition refused: Sri Lanka, Maldives, Ahmed Rasheed" in labels
    assert "Ceasefire: Rwanda, Burundi, Wednesday" in labels
    assert not any(e.place for e in _events(article, "Event"))


def test_the_leads_label_says_what_was_done(tmp_path: Path) -> None:
    """lead events labelled with a bare verb ("Agreed", "Adopted") when a
    day stood after the verb or an article inside the phrase; and "Yemen's internationally
    recognised government … agreed" was "Recognised government"."""
    leads = {
        "Agreed to resume regular visits": "SEOUL (Wire) – Japan and South Korea agreed on "
                                           "Monday to resume regular visits by their leaders.",
        "Adopted a resolution": "NEW YORK (Wire) – The General Assembly on Thursday adopted "
                                "a resolution on the children.",
        "Agreed to reopen two roads": "MUSCAT (Wire) – Yemen's internationally recognised "
                                      "government and Oman agreed on Monday to reopen two "
                                      "roads.",
    }
    for number, (label, text) in enumerate(leads.items()):
        (tmp_path / str(number)).mkdir()
        article = _drafted(tmp_path / str(number), text + "\n")
        assert [e.label.en.split(":")[0] for e in _events(article, "Event")] == [label]


# Acts with their actor and date, whatever the verb that tells them.

def test_a_dated_act_is_an_event_of_its_subject_whatever_its_verb(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "OSLO – Norway expelled a Russian diplomat on Thursday.\n\n"
        "On March 3, the Norwegian Police Security Service filed a complaint with the Oslo "
        "police about the diplomat. The agency handed the case file to prosecutors on "
        "March 10.\n"))
    legal = _events(article, "LegalProceeding")
    assert sorted(e.date_text for e in legal) == ["March 10", "March 3"]
    for event in legal:
        assert _names(article, event.participants) == ["Norwegian Police Security Service"]
        assert event.date is None  # no year in the text: none is invented


def test_a_sentence_with_no_date_drafts_an_undated_act_from_its_verb(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "OSLO – Norway expelled a Russian diplomat on Thursday.\n\n"
        "The Norwegian Police Security Service filed a complaint with the Oslo police.\n"))
    assert [e.date_text for e in _events(article, "LegalProceeding")] == [None]


def test_the_one_who_ordered_a_closure_is_its_agent(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "MOSCOW – Russia on Friday ordered the closure of the Norwegian consulate general in "
        "Kirkenes.\n"))
    closure = _events(article, "EmbassyClosure")
    assert [_names(article, e.agent) for e in closure] == [["Russia"]]


def test_the_expelling_state_is_the_agent_and_never_a_participant(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "DAKAR – Senegal's Foreign Ministry on Monday ordered two Guinean diplomats to leave "
        "Senegal within 72 hours.\n"))
    expulsion = _events(article, "Expulsion")[0]
    assert "Senegal" not in _names(article, expulsion.participants)
    assert _names(article, expulsion.participants) == ["Guinea"]


def test_an_act_joined_to_an_events_verb_is_its_subjects(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "HELSINKI – Finland summoned Russia's ambassador on Wednesday and revoked the "
        "diplomatic visa of a Russian military attaché, Igor Sokolov.\n\n"
        "ZAGREB – Croatia expelled a Serbian diplomat on Monday; Serbia summoned the Croatian "
        "ambassador in response and recalled its own ambassador from Zagreb.\n"))
    revoked = events_labelled(article, "Revoked")
    assert len(revoked) == 1
    assert _names(article, revoked[0].participants)[0] == "Finland" or \
        "finland" in revoked[0].participants
    summons = events_labelled(article, "Summons: Finland")[0]
    assert "igor-sokolov" not in summons.participants  # named in the revocation's clause
    assert not any(e.label.en.startswith("Recalled") and "croatia" in e.participants
                   for e in article.events)


def test_a_verb_in_what_someone_said_is_no_dated_act(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "HELSINKI – Finland summoned Russia's ambassador on Wednesday.\n\n"
        "Inspector Sami Rautio told reporters that the crew had received orders on "
        "December 24.\n"))
    assert not events_labelled(article, "Received")
