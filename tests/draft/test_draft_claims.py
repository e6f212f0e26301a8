"""Claims and denials: who claims what about whom, and which claim a denial denies."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import claims_holding, first_claim, held_cases, item_cases, item_fields
from drafting import drafted as _drafted
from drafting import entity_names as _names


# behaviour -> a text the draft finds no claim in
NO_CLAIM_CASES = {
    "what_a_source_says_will_be_done_is_no_claim": (
        "Sweden's foreign minister Anna Lund told reporters that the Consulate General of "
        "Iran in Gothenburg must close by May 1. Its spokesman, Ali Rezaei, said Tehran would "
        "respond in kind.\n"),
    "a_source_speaking_of_its_own_state_states_a_position": (
        "A spokesperson for the Hungarian Ministry of Foreign Affairs, Gabor Kiss, said on "
        "Monday that Budapest had always respected the treaty.\n"),
    "a_body_speaking_of_itself_makes_no_claim": (
        "A spokesperson for the Organization for Security and Co-operation in Europe said the "
        "organisation was concerned by the rhetoric on both sides. A senior official of the "
        "African Union said the regional bloc was ready to send a mediator to Kinshasa.\n"),
    "a_warning_of_no_one_about_nothing_is_no_claim": (
        "Analysts warned that incidents at sea could make ratification harder.\n"),
    "what_a_minister_says_her_state_will_not_tolerate_is_no_claim": (
        "Ms Anna Berg told the ambassador that the UK 'will not tolerate the harassment of "
        "anyone living in this country'.\n"),
    "a_group_called_by_its_name_is_no_claim": (
        "On 14 April, a loyalist association called Fraternité Unie filed a complaint with the "
        "police in Nouméa. It was the third protest the association has lodged since 2024, "
        "according to the Nouméa Chamber of Commerce.\n"),
}


@pytest.mark.parametrize("text", NO_CLAIM_CASES.values(), ids=NO_CLAIM_CASES)
def test_a_text_that_claims_nothing_drafts_no_claim(tmp_path: Path, text: str) -> None:
    assert _drafted(tmp_path, text).claims == ()


# behaviour -> (text, the fields of its first denial: denied_texts, the texts of the claims
# it denies, in the draft's order)
DENIAL_CASES = {
    "a_denial_of_the_accusations_is_linked_to_the_allegation": (
        "HELSINKI – Finland's Foreign Ministry on Monday accused Dmitri Volkov, a Russian "
        "diplomat, of recruiting informants in the port of Kotka. Russia's Foreign Ministry "
        "rejected the accusations as baseless.\n",
        {"about": "Dmitri Volkov",
         "quote": "rejected the accusations as baseless",
         "denied_texts": ["recruiting informants in the port of Kotka"]}),
    "a_charge_dismissed_after_the_allegation_denies_it": (
        "NAIROBI – Kenya accused Ethiopia of arming militias in Marsabit county. Ethiopia "
        "dismissed the claims on Wednesday.\n",
        {"denied_texts": ["arming militias in Marsabit county"]}),
    "reported_speech_that_says_it_never_happened_denies_the_claim": (
        "Estonia's Internal Security Service accused the Russian Embassy in Tallinn of "
        "recruiting dock workers. The embassy said the attaché had never met any dock "
        "worker.\n",
        {"starts": "the attaché had never met",
         "denied_texts": ["recruiting dock workers"]}),
    "a_denial_with_no_claim_before_it_is_about_the_one_denying": (
        "RIGA – Latvia expelled two Belarusian diplomats on Friday. Belarus denied any "
        "involvement in the smuggling of migrants across the border.\n",
        {"denied_texts": [],
         "about": ["Belarus"]}),
    "an_accusation_in_quotation_marks_ends_where_the_next_verb_begins": (
        "YEREVAN – Opposition leader Aram Sargsyan accused Prime Minister Vahe Grigoryan of "
        "\"selling out the border villages,\" and claimed that the deal had been written in "
        "Moscow. Grigoryan rejected the accusations as \"a cynical distortion.\"\n",
        {"quote": "rejected the accusations as \"a cynical distortion.\"",
         "denied_texts": ["selling out the border villages", "the deal had been written in Moscow"]}),
    "a_denial_of_the_allegations_denies_each_of_them": (
        "Norway's Police Security Service said the tanker had been in contact with the Embassy "
        "of Russia in Oslo. Police alleged that the Embassy of Russia in Oslo had paid the crew. The Embassy of "
        "Russia in Oslo rejected the allegations.\n",
        {"denied_texts": ["the tanker had been in contact with the Embassy of Russia in Oslo",
                          "the Embassy of Russia in Oslo had paid the crew"]}),
    "rejecting_an_account_denies_it": (
        "Spain accused the Royal Navy of harassing a Guardia Civil vessel. The British "
        "Ministry of Defence rejected the Spanish account.\n",
        {"text": "the Spanish account",
         "denied_texts": ["harassing a Guardia Civil vessel"]}),
    "a_ministers_denial_answers_the_claim_about_his_state": (
        "Kazakh officials said Kyrgyzstan had withheld the water. Kyrgyz Energy Minister "
        "Azamat Ormonov rejected that characterisation. Kazakhstan also said Uzbekistan had "
        "diverted a river.\n",
        {"denied_texts": ["Kyrgyzstan had withheld the water"]}),
}


@pytest.mark.parametrize(("text", "fields"), DENIAL_CASES.values(), ids=DENIAL_CASES)
def test_a_denial_denies_the_claims_it_answers(tmp_path: Path, text: str,
                                               fields: dict) -> None:
    article = _drafted(tmp_path, text)
    assert item_fields(article, first_claim(article, "Denial"), fields) == fields


def _claim(article, words: str):
    return next(c for c in article.claims if words in c.text)


# behaviour -> (text, words of the claim ("": the first claim), its fields: claimant and
# about as names (one name alone as that name), starts as the beginning of its text)
CLAIM_CASES = {
    "calling_someone_a_name_is_an_allegation_about_them": (
        "WARSAW – Polish Foreign Minister Tomasz Wilk on Tuesday called Andrei Sokol a spy "
        "working for Minsk.\n",
        "a spy",
        {"type": "Allegation",
         "claimant": "Tomasz Wilk",
         "about": "Andrei Sokol"}),
    "a_source_that_identifies_someone_as_something_claims_it": (
        "PRAGUE – The Czech daily Denik N identified Viktor Hrabal as an officer of Russian "
        "military intelligence.\n",
        "officer of Russian military intelligence",
        {"about": "Viktor Hrabal"}),
    "an_accusation_by_a_group_the_text_does_not_name": (
        "LIMA – Fishermen's unions have accused the Chilean Navy of seizing their boats in "
        "Peruvian waters.\n",
        "seizing their boats",
        {"claimant": "Fishermen's unions"}),
    "the_accused_is_the_diplomat_and_not_his_state": (
        "TALLINN – Estonia accused the Russian diplomat Pavel Orlov of spying on a naval "
        "base.\n",
        "spying on a naval base",
        {"about": "Pavel Orlov"}),
    "a_spokesperson_for_a_named_body_speaks_for_that_body": (
        "TBILISI – A spokesperson for the European Union Monitoring Mission said the mission "
        "had \"received no warning\" that Georgia would close the crossing.\n",
        "received no warning",
        {"claimant": "European Union Monitoring Mission"}),
    "what_a_state_called_something_is_its_allegation": (
        "MADRID – Spain summoned the British ambassador on Thursday to protest against what it "
        "called 'an unacceptable incursion' by a Royal Navy patrol boat into Spanish waters.\n",
        "an unacceptable incursion",
        {"claimant": "Spain",
         "about": "Royal Navy"}),
    "reported_speech_without_that_is_a_claim": (
        "OSLO – Norway's Police Security Service said the diplomat Pavel Ivanov had "
        "photographed naval bases near Bergen.\n",
        "",
        {"text": "the diplomat Pavel Ivanov had photographed naval bases near Bergen",
         "about": "Pavel Ivanov"}),
    "one_of_the_consulates_employees_is_the_consulate": (
        "Latvia ordered the Consulate General of Russia in Daugavpils to close. The State "
        "Security Service identified one of the consulate's employees as an officer of the "
        "GRU.\n",
        "",
        {"about": "Consulate General of Russia in Daugavpils"}),
    "calling_an_act_names_who_did_it": (
        "ZAGREB – Croatia has expelled a Serbian diplomat for laying a wreath.\n\n"
        "In Belgrade, Speaker Ana Petrović calls the expulsion \"a hostile act\".\n",
        "hostile act",
        {"about": "Croatia",
         "claimant": "Ana Petrović"}),
    "the_act_of_the_lead_when_its_verb_is_not_written": (
        "RIGA (AP) — Latvia declared two Russian diplomats persona non grata on Thursday over "
        "a plot to watch NATO cargo.\n\n"
        "Yelena Orlova, a spokeswoman for the Russian Foreign Ministry, called the expulsions "
        "\"a planned provocation\".\n",
        "planned provocation",
        {"about": "Latvia"}),
    "a_second_accusation_joined_by_and_is_the_first_ones": (
        "Spain summoned the British ambassador on Monday. Gibraltar's Chief Minister, Mr Nigel "
        "Azzopardi, went further. In a post on Facebook, he accused the Guardia Civil of "
        "'provoking the Royal Navy' and called the summons 'theatre for a domestic "
        "audience'.\n",
        "theatre",
        {"claimant": "Nigel Azzopardi",
         "about": "Spain"}),
    "an_act_as_the_claims_subject_is_about_who_did_it": (
        "PORT VILA – France closed the Consulate General of Vanuatu in Nouméa on Tuesday.\n\n"
        "Prime Minister Daniel Kalo claimed that the closure was \"punishment for our "
        "support\".\n",
        "punishment",
        {"about": "France"}),
    "told_a_briefing_somewhere_on_a_day_that": (
        "Deputy Foreign Minister Aigul Serikova of Kazakhstan told a briefing in Astana on "
        "Aug. 19 that Kyrgyz operators had under-delivered the agreed volumes of "
        "Kyrgyzstan's water.\n",
        "",
        {"starts": "Kyrgyz operators had under-delivered",
         "claimant": "Aigul Serikova"}),
    "a_charge_in_the_passive_is_an_allegation_of_no_place": (
        "LONDON – Two men were charged with passing information on dissidents living in "
        "Norway to a foreign intelligence service.\n",
        "passing information on dissidents",
        {"type": "Allegation",
         "about": []}),
    "one_suspected_of_something_in_apposition_is_alleged_to": (
        "WARSAW – The clerk, suspected of selling visas to migrants, was dismissed on "
        "Monday.\n",
        "selling visas",
        {"type": "Allegation",
         "text": "selling visas to migrants"}),
    "an_accusation_of_her_is_about_the_woman_named_before": (
        "\"She listens,\" said Peter Halvorsen, a former minister. In 2019 Maria Lindahl was "
        "summoned by the Kenyan foreign ministry after she met opposition leaders. The "
        "ministry accused her of \"meddling in Kenya's affairs\".\n",
        "meddling",
        {"type": "Allegation",
         "about": "Maria Lindahl"}),
    "an_allegation_in_a_report_released_on_a_day": (
        "Latvia ordered the Consulate General of Russia in Daugavpils to close. The State "
        "Security Service alleged in a report released Feb. 14 that consulate staff had paid "
        "couriers to photograph trains.\n",
        "consulate staff had paid couriers",
        {"type": "Allegation",
         "starts": "consulate staff had paid couriers",
         "about": "Consulate General of Russia in Daugavpils"}),
    "an_accusation_after_a_quotation_is_its_speakers": (
        "\"Ghana will not stand by while its officers are held,\" Ama Mensah wrote in a post on "
        "X on Friday, accusing Togolese authorities of abducting the two men.\n",
        "abducting the two men",
        {"type": "Allegation",
         "claimant": "Ama Mensah"}),
}


test_a_claim_is_drafted_with_its_claimant_subject_and_words = item_cases(CLAIM_CASES, _claim)


def test_reported_speech_about_another_is_a_claim_and_about_oneself_is_not(
        tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "VILNIUS – Lithuania's Foreign Ministry said that Igor Petrov had photographed "
        "military sites near the border. Lithuania said on Friday that it would close the "
        "crossing.\n"))
    claim = _claim(article, "photographed military sites")
    names = _names(article)
    assert len(claim.claimant) == 1 and "Foreign Ministry" in names[claim.claimant[0]]
    assert [names[a] for a in claim.about] == ["Igor Petrov"]
    assert not claims_holding(article, "close the crossing")


def test_according_to_a_spokesman_after_the_claim_is_one_claim(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "ACCRA – President Kofi Mensah never approved the new trade rules, according to his "
        "spokesman, Kwame Asante.\n"))
    assert len(article.claims) == 1


def test_a_second_verb_of_the_sentence_is_its_subjects(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "WARSAW – Poland's Internal Security Agency identified a driver as an agent of the "
        "Belarusian State Security Committee and alleged that he had filmed army convoys near "
        "Białystok.\n"))
    claim = next(c for c in article.claims if c.text.startswith("he had filmed"))
    names = _names(article)
    assert [names[c] for c in claim.claimant] == ["Internal Security Agency"]
    assert claim.about != claim.claimant  # "he" is the driver, not the agency
    identified = _claim(article, "an agent of the Belarusian")
    assert "alleged" not in identified.text


def test_a_live_blogs_present_tense_calls_and_claims(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "11:30 GMT – In Belgrade, Speaker Ana Radić calls the expulsion \"a hostile act\" and "
        "claims the Croatian government is \"looking for an enemy.\" The claims were repeated "
        "by Serbian officials on Tuesday.\n"))
    assert claims_holding(article, "a hostile act")
    claim = _claim(article, "the Croatian government is")
    assert [_names(article)[a] for a in claim.about] == ["Croatia"]
    assert not any(c.text.startswith("were") for c in article.claims)


def test_a_denied_claim_that_names_no_one_is_about_the_one_denying(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "QUITO – Opposition lawmakers have accused officials of hiding the cost of the "
        "new embassy in Madrid. Ecuador's Foreign Ministry denied the accusation on Monday.\n"),
        set_aside=True)
    denial = first_claim(article, "Denial")
    allegation = _claim(article, "hiding the cost")
    assert denial.denies == (allegation.id,)
    assert allegation.about == denial.claimant


def test_a_denial_of_a_claim_set_aside_keeps_its_link(tmp_path: Path) -> None:
    """A claim the draft finds no claimant for is set aside as not complete; the denial of
    it is set aside with it, still linked, and not kept as a denial of nothing."""
    text = ("OSLO – A complaint filed last week, accusing Pavel Ivanov of photographing "
            "naval bases near Bergen, reached prosecutors on Monday. Ivanov denied the "
            "accusations.\n")
    article = _drafted(tmp_path, text)
    allegation = first_claim(article, "Allegation")
    denial = first_claim(article, "Denial")
    assert not allegation.claimant
    assert denial.denies == (allegation.id,)
    written = (tmp_path / "data" / "an-article" / "mapping.yaml").read_text(encoding="utf-8")
    assert "denies" in written


def test_a_note_that_accuses_speaks_for_the_ministry(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "OSLO – Norway ordered Iran to close its embassy in Oslo, the Norwegian Ministry of "
        "Foreign Affairs said. A state secretary handed a note of protest to the charge "
        "d'affaires, a ministry spokeswoman said. The note accuses the Embassy of Iran in Oslo "
        "of \"spying on dissidents living in Norway\" and gives its staff a week to leave.\n"))
    claim = first_claim(article, "Allegation")
    names = _names(article)
    assert [names[c] for c in claim.claimant] == ["Norwegian Ministry of Foreign Affairs"]
    quote = next(q for q in article.quotes if q.text.startswith("spying"))
    assert [names[s] for s in quote.speaker] == ["Norwegian Ministry of Foreign Affairs"]


def test_according_to_gives_no_claim_of_a_conjunction_or_a_description(tmp_path: Path
                                                                        ) -> None:
    article = _drafted(tmp_path, (
        "The two ministers met in Vienna, according to two diplomats, although neither "
        "government has confirmed the meeting. Forty families were moved, according to the "
        "Nansen Refugee Council, a Norwegian rights group.\n"))
    assert not any(c.text.startswith(("although", "a Norwegian")) for c in article.claims)


def test_what_a_denier_says_next_is_the_denial(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "The Kenyan Ministry of Foreign Affairs accused her of meddling in Kenya's affairs; "
        "Maria Lindahl denied meeting the opposition and said the meetings had been with "
        "African Union officials.\n"))
    denials = [c for c in article.claims if c.type == "Denial"]
    names = _names(article)
    said = next(d for d in denials if d.text.startswith("the meetings had been"))
    assert [names[c] for c in said.claimant] == ["Maria Lindahl"]


def test_a_description_of_no_one_is_no_claim(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "Finland summoned the Russian ambassador. Mikael Lind described the conversation as "
        "\"short and frank.\" The embassy rejected the allegations, calling them \"a "
        "provocation\".\n"))
    assert not any(c.text.startswith(("short", "a provocation")) for c in article.claims)


# behaviour -> (text, words -> whether a drafted claim holds them)
CLAIM_WORDS_CASES = {
    "told_an_agency_that_is_not_the_claims_subject": (
        "The consul, Jean Pierre, told the Haitian news agency AlterPresse that he had not "
        "been questioned by the Dominican Republic's police.\n",
        {"AlterPresse": False}),
    "what_was_done_by_no_one_said_is_a_report_and_no_claim": (
        "OSLO – The Police Security Service said the file on the Russian diplomat Pavel "
        "Orlov had been handed to prosecutors in March. Norway's Police Security Service "
        "said the two Russian diplomats were arrested near the port holding photographs of "
        "the naval base.\n",
        {"handed to prosecutors": False,
         "holding photographs": True}),
}


test_a_claim_holds_the_words_a_claim_says_and_none_the_words_of_a_report = held_cases(
    CLAIM_WORDS_CASES, claims_holding)


def test_a_side_telling_what_its_own_envoy_did_makes_no_claim(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "OSLO – Norway's ambassador, Ingrid Solberg, was summoned on Monday. The Norwegian "
        "Foreign Ministry said the ambassador, Ingrid Solberg, had spent an hour at the "
        "Kremlin on Tuesday. The ministry said the Russian diplomat Pavel Orlov had "
        "photographed a naval base.\n"))
    assert not claims_holding(article, "spent an hour")
    claim = _claim(article, "photographed a naval base")
    assert [_names(article)[a] for a in claim.about] == ["Pavel Orlov"]
