"""Claims and denials: who claims what about whom, and which claim a denial denies."""

from __future__ import annotations

from pathlib import Path

from test_draft_attribution import _drafted


def _names(article) -> dict[str, str]:
    """Each entity's name (a group's label: it has no name)."""
    return {e.id: e.name or e.label.en for e in article.entities}


def test_a_denial_of_the_accusations_is_linked_to_the_allegation(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "HELSINKI – Finland's Foreign Ministry on Monday accused Dmitri Volkov, a Russian "
        "diplomat, of recruiting informants in the port of Kotka. Russia's Foreign Ministry "
        "rejected the accusations as baseless.\n"))
    allegation = next(c for c in article.claims if c.type == "Allegation")
    denial = next(c for c in article.claims if c.type == "Denial")
    assert denial.denies == (allegation.id,)
    assert [_names(article)[a] for a in denial.about] == ["Dmitri Volkov"]
    assert denial.evidence[0].quote == "rejected the accusations as baseless"


def test_a_denial_with_no_claim_before_it_is_about_the_one_denying(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "RIGA – Latvia expelled two Belarusian diplomats on Friday. Belarus denied any "
        "involvement in the smuggling of migrants across the border.\n"))
    denial = next(c for c in article.claims if c.type == "Denial")
    assert denial.denies == ()
    assert [_names(article)[a] for a in denial.about] == ["Belarus"]


def test_a_charge_dismissed_after_the_allegation_denies_it(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "NAIROBI – Kenya accused Ethiopia of arming militias in Marsabit county. Ethiopia "
        "dismissed the claims on Wednesday.\n"))
    allegation = next(c for c in article.claims if c.type == "Allegation")
    denial = next(c for c in article.claims if c.type == "Denial")
    assert denial.denies == (allegation.id,)


def _claim(article, words: str):
    return next(c for c in article.claims if words in c.text)


def test_calling_someone_a_name_is_an_allegation_about_them(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "WARSAW – Polish Foreign Minister Tomasz Wilk on Tuesday called Andrei Sokol a spy "
        "working for Minsk.\n"))
    claim = _claim(article, "a spy")
    names = _names(article)
    assert claim.type == "Allegation"
    assert [names[c] for c in claim.claimant] == ["Tomasz Wilk"]
    assert [names[a] for a in claim.about] == ["Andrei Sokol"]


def test_a_source_that_identifies_someone_as_something_claims_it(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "PRAGUE – The Czech daily Denik N identified Viktor Hrabal as an officer of Russian "
        "military intelligence.\n"))
    claim = _claim(article, "officer of Russian military intelligence")
    assert [_names(article)[a] for a in claim.about] == ["Viktor Hrabal"]


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
    assert not any("close the crossing" in c.text for c in article.claims)


def test_an_accusation_by_a_group_the_text_does_not_name(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "LIMA – Fishermen's unions have accused the Chilean Navy of seizing their boats in "
        "Peruvian waters.\n"))
    claim = _claim(article, "seizing their boats")
    claimants = [_names(article)[c] for c in claim.claimant]
    assert claimants == ["Fishermen's unions"]


def test_the_accused_is_the_diplomat_and_not_his_state(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "TALLINN – Estonia accused the Russian diplomat Pavel Orlov of spying on a naval "
        "base.\n"))
    claim = _claim(article, "spying on a naval base")
    assert [_names(article)[a] for a in claim.about] == ["Pavel Orlov"]


def test_according_to_a_spokesman_after_the_claim_is_one_claim(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "ACCRA – President Kofi Mensah approved the new trade rules, according to his "
        "spokesman, Kwame Asante.\n"))
    assert len(article.claims) == 1


def test_a_spokesperson_for_a_named_body_speaks_for_that_body(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "TBILISI – A spokesperson for the European Union Monitoring Mission said the mission "
        "had \"received no warning\" that Georgia would close the crossing.\n"))
    claim = _claim(article, "received no warning")
    assert [_names(article)[c] for c in claim.claimant] == [
        "European Union Monitoring Mission"]


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


def test_an_accusation_in_quotation_marks_ends_where_the_next_verb_begins(
        tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "YEREVAN – Opposition leader Aram Sargsyan accused Prime Minister Vahe Grigoryan of "
        "\"selling out the border villages,\" and claimed that the deal had been written in "
        "Moscow. Grigoryan rejected the accusations as \"a cynical distortion.\"\n"))
    accusation = _claim(article, "selling out the border villages")
    assert "claimed" not in accusation.text
    denial = next(c for c in article.claims if c.type == "Denial")
    assert "a cynical distortion" in denial.evidence[0].quote
    assert denial.denies == (accusation.id,)


def test_a_live_blogs_present_tense_calls_and_claims(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "11:30 GMT – In Belgrade, Speaker Ana Radić calls the expulsion \"a hostile act\" and "
        "claims the Croatian government is \"looking for an enemy.\" The claims were repeated "
        "by Serbian officials on Tuesday.\n"))
    assert any("a hostile act" in c.text for c in article.claims)
    claim = _claim(article, "the Croatian government is")
    assert [_names(article)[a] for a in claim.about] == ["Croatia"]
    assert not any(c.text.startswith("were") for c in article.claims)


def test_a_denied_claim_that_names_no_one_is_about_the_one_denying(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "QUITO – Opposition lawmakers have accused officials of hiding the cost of the "
        "new embassy in Madrid. Ecuador's Foreign Ministry denied the accusation on Monday.\n"),
        set_aside=True)
    denial = next(c for c in article.claims if c.type == "Denial")
    allegation = _claim(article, "hiding the cost")
    assert denial.denies == (allegation.id,)
    assert allegation.about == denial.claimant


def test_what_a_state_called_something_is_its_allegation(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "MADRID – Spain summoned the British ambassador on Thursday to protest against what it "
        "called 'an unacceptable incursion' by a Royal Navy patrol boat into Spanish waters.\n"))
    claim = _claim(article, "an unacceptable incursion")
    names = _names(article)
    assert [names[c] for c in claim.claimant] == ["Spain"]
    assert [names[a] for a in claim.about] == ["Royal Navy"]


def test_a_denial_of_a_claim_set_aside_keeps_its_link(tmp_path: Path) -> None:
    """A claim the draft finds no claimant for is set aside as not complete; the denial of
    it is set aside with it, still linked, and not kept as a denial of nothing."""
    text = ("OSLO – A complaint filed last week, accusing Pavel Ivanov of photographing "
            "naval bases near Bergen, reached prosecutors on Monday. Ivanov denied the "
            "accusations.\n")
    article = _drafted(tmp_path, text)
    allegation = next(c for c in article.claims if c.type == "Allegation")
    denial = next(c for c in article.claims if c.type == "Denial")
    assert not allegation.claimant
    assert denial.denies == (allegation.id,)
    written = (tmp_path / "data" / "an-article" / "mapping.yaml").read_text(encoding="utf-8")
    assert "denies" in written


def test_reported_speech_without_that_is_a_claim(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "OSLO – Norway's Police Security Service said the diplomat Pavel Ivanov had "
        "photographed naval bases near Bergen.\n"))
    claim = next(c for c in article.claims)
    assert claim.text == "the diplomat Pavel Ivanov had photographed naval bases near Bergen"
    assert [_names(article)[a] for a in claim.about] == ["Pavel Ivanov"]


def test_what_a_source_says_will_be_done_is_no_claim(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "Sweden's foreign minister Anna Lund told reporters that the Consulate General of "
        "Iran in Gothenburg must close by May 1. Its spokesman, Ali Rezaei, said Tehran would "
        "respond in kind.\n"))
    assert article.claims == ()


def test_a_source_speaking_of_its_own_state_states_a_position(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "A spokesperson for the Hungarian Ministry of Foreign Affairs, Gabor Kiss, said on "
        "Monday that Budapest had always respected the treaty.\n"))
    assert article.claims == ()


def test_reported_speech_that_says_it_never_happened_denies_the_claim(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "Estonia's Internal Security Service accused the Russian Embassy in Tallinn of "
        "recruiting dock workers. The embassy said the attaché had never met any dock "
        "worker.\n"))
    allegation = next(c for c in article.claims if c.type == "Allegation")
    denial = next(c for c in article.claims if c.type == "Denial")
    assert denial.text.startswith("the attaché had never met")
    assert denial.denies == (allegation.id,)


def test_an_accusation_of_her_is_about_the_woman_named_before(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "\"She listens,\" said Peter Halvorsen, a former minister. In 2019 Maria Lindahl was "
        "summoned by the Kenyan foreign ministry after she met opposition leaders. The "
        "ministry accused her of \"meddling in Kenya's affairs\".\n"))
    allegation = next(c for c in article.claims if c.type == "Allegation")
    assert [_names(article)[a] for a in allegation.about] == ["Maria Lindahl"]


def test_one_of_the_consulates_employees_is_the_consulate(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "Latvia ordered the Consulate General of Russia in Daugavpils to close. The State "
        "Security Service identified one of the consulate's employees as an officer of the "
        "GRU.\n"))
    claim = next(c for c in article.claims)
    assert [_names(article)[a] for a in claim.about] == [
        "Consulate General of Russia in Daugavpils"]


def test_a_note_that_accuses_speaks_for_the_ministry(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "OSLO – Norway ordered Iran to close its embassy in Oslo, the Norwegian Ministry of "
        "Foreign Affairs said. A state secretary handed a note of protest to the charge "
        "d'affaires, a ministry spokeswoman said. The note accuses the Embassy of Iran in Oslo "
        "of \"spying on dissidents living in Norway\" and gives its staff a week to leave.\n"))
    claim = next(c for c in article.claims if c.type == "Allegation")
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


def test_a_body_speaking_of_itself_makes_no_claim(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "A spokesperson for the Organization for Security and Co-operation in Europe said the "
        "organisation was concerned by the rhetoric on both sides. A senior official of the "
        "African Union said the regional bloc was ready to send a mediator to Kinshasa.\n"))
    assert article.claims == ()


def test_what_a_denier_says_next_is_the_denial(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "The Kenyan Ministry of Foreign Affairs accused her of meddling in Kenya's affairs; "
        "Maria Lindahl denied meeting the opposition and said the meetings had been with "
        "African Union officials.\n"))
    denials = [c for c in article.claims if c.type == "Denial"]
    names = _names(article)
    said = next(d for d in denials if d.text.startswith("the meetings had been"))
    assert [names[c] for c in said.claimant] == ["Maria Lindahl"]


def test_an_allegation_in_a_report_released_on_a_day(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "Latvia ordered the Consulate General of Russia in Daugavpils to close. The State "
        "Security Service alleged in a report released Feb. 14 that consulate staff had paid "
        "couriers to photograph trains.\n"))
    claim = next(c for c in article.claims if c.type == "Allegation")
    assert claim.text.startswith("consulate staff had paid couriers")
    assert [_names(article)[a] for a in claim.about] == [
        "Consulate General of Russia in Daugavpils"]


def test_a_warning_of_no_one_about_nothing_is_no_claim(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "Analysts warned that incidents at sea could make ratification harder.\n"))
    assert article.claims == ()


def test_a_denial_of_the_allegations_denies_each_of_them(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "Norway's Police Security Service said the tanker had been in contact with the Embassy "
        "of Russia in Oslo. Police alleged that the Embassy of Russia in Oslo had paid the crew. The Embassy of "
        "Russia in Oslo rejected the allegations.\n"))
    denial = next(c for c in article.claims if c.type == "Denial")
    denied = {c.id for c in article.claims if c.type != "Denial"}
    assert len(denied) == 2 and set(denial.denies) == denied


def test_rejecting_an_account_denies_it(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "Spain accused the Royal Navy of harassing a Guardia Civil vessel. The British "
        "Ministry of Defence rejected the Spanish account.\n"))
    denial = next(c for c in article.claims if c.type == "Denial")
    assert denial.text == "the Spanish account"
    assert denial.denies


def test_a_ministers_denial_answers_the_claim_about_his_state(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "Kazakh officials said Kyrgyzstan had withheld the water. Kyrgyz Energy Minister "
        "Azamat Ormonov rejected that characterisation. Kazakhstan also said Uzbekistan had "
        "diverted a river.\n"))
    denial = next(c for c in article.claims if c.type == "Denial")
    denied = next(c for c in article.claims if c.id in denial.denies)
    assert denied.text.startswith("Kyrgyzstan had withheld")


def test_calling_an_act_names_who_did_it(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "ZAGREB – Croatia has expelled a Serbian diplomat for laying a wreath.\n\n"
        "In Belgrade, Speaker Ana Petrović calls the expulsion \"a hostile act\".\n"))
    claim = next(c for c in article.claims if "hostile act" in c.text)
    names = _names(article)
    assert [names[a] for a in claim.about] == ["Croatia"]
    assert [names[c] for c in claim.claimant] == ["Ana Petrović"]


def test_the_act_of_the_lead_when_its_verb_is_not_written(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "RIGA (AP) — Latvia declared two Russian diplomats persona non grata on Thursday over "
        "a plot to watch NATO cargo.\n\n"
        "Yelena Orlova, a spokeswoman for the Russian Foreign Ministry, called the expulsions "
        "\"a planned provocation\".\n"))
    claim = next(c for c in article.claims if "planned provocation" in c.text)
    assert [_names(article)[a] for a in claim.about] == ["Latvia"]


def test_a_second_accusation_joined_by_and_is_the_first_ones(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "Spain summoned the British ambassador on Monday. Gibraltar's Chief Minister, Mr Nigel "
        "Azzopardi, went further. In a post on Facebook, he accused the Guardia Civil of "
        "'provoking the Royal Navy' and called the summons 'theatre for a domestic "
        "audience'.\n"))
    claim = next(c for c in article.claims if "theatre" in c.text)
    names = _names(article)
    assert [names[c] for c in claim.claimant] == ["Nigel Azzopardi"]
    assert [names[a] for a in claim.about] == ["Spain"]


def test_a_description_of_no_one_is_no_claim(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "Finland summoned the Russian ambassador. Mikael Lind described the conversation as "
        "\"short and frank.\" The embassy rejected the allegations, calling them \"a "
        "provocation\".\n"))
    assert not any(c.text.startswith(("short", "a provocation")) for c in article.claims)


def test_an_accusation_after_a_quotation_is_its_speakers(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "\"Ghana will not stand by while its officers are held,\" Ama Mensah wrote in a post on "
        "X on Friday, accusing Togolese authorities of abducting the two men.\n"))
    claim = next(c for c in article.claims if c.type == "Allegation")
    assert [_names(article)[c] for c in claim.claimant] == ["Ama Mensah"]


def test_an_act_as_the_claims_subject_is_about_who_did_it(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "PORT VILA – France closed the Consulate General of Vanuatu in Nouméa on Tuesday.\n\n"
        "Prime Minister Daniel Kalo claimed that the closure was \"punishment for our "
        "support\".\n"))
    claim = next(c for c in article.claims if "punishment" in c.text)
    assert [_names(article)[a] for a in claim.about] == ["France"]


def test_what_a_minister_says_her_state_will_not_tolerate_is_no_claim(tmp_path: Path
                                                                     ) -> None:
    article = _drafted(tmp_path, (
        "Ms Anna Berg told the ambassador that the UK 'will not tolerate the harassment of "
        "anyone living in this country'.\n"))
    assert article.claims == ()


def test_told_a_briefing_somewhere_on_a_day_that(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "Deputy Foreign Minister Aigul Serikova of Kazakhstan told a briefing in Astana on "
        "Aug. 19 that Kyrgyz operators had under-delivered the agreed volumes of "
        "Kyrgyzstan's water.\n"))
    claim = next(c for c in article.claims)
    assert claim.text.startswith("Kyrgyz operators had under-delivered")
    assert [_names(article)[c] for c in claim.claimant] == ["Aigul Serikova"]


def test_a_group_called_by_its_name_is_no_claim(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "On 14 April, a loyalist association called Fraternité Unie filed a complaint with the "
        "police in Nouméa. It was the third protest the association has lodged since 2024, "
        "according to the Nouméa Chamber of Commerce.\n"))
    assert article.claims == ()


def test_told_an_agency_that_is_not_the_claims_subject(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "The consul, Jean Pierre, told the Haitian news agency AlterPresse that he had not "
        "been questioned by the Dominican Republic's police.\n"))
    assert not any("AlterPresse" in c.text for c in article.claims)


def test_a_side_telling_what_its_own_envoy_did_makes_no_claim(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "OSLO – Norway's ambassador, Ingrid Solberg, was summoned on Monday. The Norwegian "
        "Foreign Ministry said the ambassador, Ingrid Solberg, had spent an hour at the "
        "Kremlin on Tuesday. The ministry said the Russian diplomat Pavel Orlov had "
        "photographed a naval base.\n"))
    assert not any("spent an hour" in c.text for c in article.claims)
    claim = _claim(article, "photographed a naval base")
    assert [_names(article)[a] for a in claim.about] == ["Pavel Orlov"]


def test_a_charge_in_the_passive_is_an_allegation_of_no_place(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "LONDON – Two men were charged with passing information on dissidents living in "
        "Norway to a foreign intelligence service.\n"))
    claim = _claim(article, "passing information on dissidents")
    assert claim.type == "Allegation"
    assert claim.about == ()


def test_one_suspected_of_something_in_apposition_is_alleged_to(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "WARSAW – The clerk, suspected of selling visas to migrants, was dismissed on "
        "Monday.\n"))
    claim = _claim(article, "selling visas")
    assert claim.type == "Allegation"
    assert claim.text == "selling visas to migrants"


def test_what_was_done_by_no_one_said_is_a_report_and_no_claim(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "OSLO – The Police Security Service said the file on the Russian diplomat Pavel "
        "Orlov had been handed to prosecutors in March. Norway's Police Security Service "
        "said the two Russian diplomats were arrested near the port holding photographs of "
        "the naval base.\n"))
    assert not any("handed to prosecutors" in c.text for c in article.claims)
    assert any("holding photographs" in c.text for c in article.claims)
