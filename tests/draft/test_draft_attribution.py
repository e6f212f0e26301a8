"""Who says it, on articles the rules were not tuned on:
nobody the text does not name is drafted as a speaker, and a reference never reaches forward
to a name the text gives later."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import drafted as _drafted
from drafting import claims_holding, entity_names, first_claim, speaker_ids, spoken_by
from drafting import items_cases, quotations_holding


def _speaker(article, words: str):
    quote = next(q for q in article.quotes if words in q.text)
    return quote.speaker


def _the_speaker(article, words: str, part: str) -> bool:
    """Whether the quotation that holds ``words`` has one speaker, whose name has ``part``."""
    speakers = spoken_by(article, words)
    return len(speakers) == 1 and part in speakers[0]


# behaviour -> (text, words of a quotation -> the name of its one speaker)
SPOKEN_BY_CASES = {
    # "There is nothing to discuss. The 1998 treaty is in force," Foreign Minister
    # Alberto van Klaveren told reporters: the search for its speaker stopped at the end of the
    # quotation's first sentence. A quotation that ends its own sentence does not take the next
    # sentence's speaker.
    "a_quotation_of_several_sentences_keeps_the_speaker_named_after_it": (
        "SANTIAGO – Chile protested on Monday.\n\n"
        "Chile considers the matter settled. \"There is nothing to discuss. The 1998 treaty "
        "is in force,\" Foreign Minister Alberto van Klaveren told reporters in Valparaíso.\n\n"
        "Lawrence Kanyuka, the spokesman of the alliance, said the delegation was ready “to "
        "address the root causes.” Rwanda denies the charge, and its minister added nothing.\n",
        {"nothing to discuss": "Alberto van Klaveren", "root causes": "Lawrence Kanyuka"}),
    # "Lithuania's Foreign Minister Kęstutis Budrys expressed solidarity with Poland in a
    # post on X, calling the incursion “…”" and "U.S. Secretary of State Marco Rubio, who spoke to
    # both ministers, welcomed the talks in a post on X, calling them “…”" had no speaker: the
    # participle's subject is the sentence's, after a state and a title.
    "calling_it_quotes_the_titled_subject_of_the_sentence": (
        "WARSAW – Poland summoned the Belarusian chargé d'affaires on Monday.\n\n"
        "Lithuania's Foreign Minister Kęstutis Budrys expressed solidarity with Poland in a "
        "post on X, calling the incursion “another deliberate test of our defences.”\n\n"
        "U.S. Secretary of State Marco Rubio, who spoke to both ministers by telephone last "
        "week, welcomed the talks in a post on X, calling them “a model for how allies should "
        "work together.”\n",
        {"deliberate test": "Kęstutis Budrys", "a model for how allies": "Marco Rubio"}),
    # "Sen. Paloma Valencia-Laserna of the Democratic Centre party said … "…," she said" went to
    # the woman she criticised (she was no entity); then to her party.
    "a_person_of_a_party_is_the_one_who_speaks": (
        "BOGOTA – Colombia named María Fernanda de la Espriella consul general in Miami. "
        "\"I am honoured,\" she said.\n\n"
        "Sen. Paloma Valencia-Laserna of the Democratic Centre party said the post should have "
        "gone to a career diplomat. \"Consulates are not rewards,\" she said on Monday.\n",
        {"not rewards": "Paloma Valencia-Laserna"}),
    # after "Ethiopian officials later said …", "She declined to describe the conversation. "…,"
    # she said" was Ethiopia's.
    "she_is_never_a_state": (
        "ADDIS ABABA – Anne-Kari Hovland-Strand met the prime minister on Monday. Ethiopian "
        "officials later said the talks had been useful.\n\n"
        "She declined to describe the conversation. \"A mediator who talks about her meetings "
        "soon has no more meetings,\" she said.\n",
        {"A mediator": "Anne-Kari Hovland-Strand"}),
    # "Hikmet Hajiyev, foreign policy adviser to Azerbaijani President Ilham Aliyev, said the swap
    # showed …" gave his words to Aliyev; "Kim Sung-joo, a former forced labourer who attended a
    # protest outside the Foreign Ministry, told reporters" gave Kim's to the ministry.
    "the_one_an_apposition_describes_speaks_though_it_names_another": (
        "BAKU – Hikmet Hajiyev, foreign policy adviser to Azerbaijani President Ilham Aliyev, "
        "said the swap showed that the two countries could \"settle humanitarian questions\".\n\n"
        "Kim Sung-joo, a 97-year-old former forced labourer who attended a protest outside the "
        "Foreign Ministry, told reporters: \"I have waited eighty years.\"\n",
        {"settle humanitarian": "Hikmet Hajiyev", "eighty years": "Kim Sung-joo"}),
    # "Latvia's Foreign Minister Baiba Braže called the decision "…" and said Riga would respond
    # "in a proportionate manner."" was Latvia's; and the rule that gave La Paz's word to Bolivia
    # gave "Cecilie Landsverk said Oslo welcomed "any step …"" to Norway (her words of what Oslo
    # did).
    "a_possessive_state_before_a_title_and_what_a_speaker_said_a_state_did": (
        "TBILISI – Latvia's Foreign Minister Baiba Braže called the decision \"unjustified\" and "
        "said Riga would respond \"in a proportionate manner.\"\n\n"
        "Norway's ambassador to Iceland, Cecilie Landsverk, said Oslo welcomed \"any step "
        "toward a comprehensive arrangement\".\n",
        {"proportionate": "Baiba Braže", "any step": "Cecilie Landsverk"}),
    # ""…," said Dr. Tornike Sharashenidze, a professor" and ""…," said Dr. Kendra St-Fleur" left
    # six quotations without a speaker.
    "a_speaker_named_with_a_title_after_the_verb": (
        "TBILISI – \"This is a government that has decided to pay the cost,\" said Dr. Tornike "
        "Sharashenidze, a professor at the university. \"The cost will be paid abroad.\"\n",
        {"decided to pay": "Tornike Sharashenidze", "paid abroad": "Tornike Sharashenidze"}),
    # after the headline's "Pope Leo" and the text's "Pope Leo XIV", a later "Pope Leo" was nobody
    # (two candidates), and "On Sunday he told pilgrims "…"" went to the ambassador quoted before.
    "a_short_name_in_the_headline_and_again_after_the_full_name": (
        "Pope Leo receives Lebanon's Aoun\n\n"
        "VATICAN CITY, Oct. 9 (CNS) -- Pope Leo XIV received Lebanese President Joseph Aoun "
        "on Thursday.\n\n"
        "Lebanon's ambassador, Fadi Assaf, said the visit had been long in preparation. \"It "
        "matters,\" he said.\n\n"
        "Pope Leo, the first pope born in the United States, has called for peace. On Sunday "
        "he told pilgrims that \"the cry of the people reaches heaven.\"\n",
        {"the cry of the people": "Leo XIV"}),
    # "“…,” said his brother, Mahmoud Fawzy." and "“…,” Manele, who chaired the meeting, told
    # reporters." were quotations without a speaker. A name inside the relative clause is not the
    # speaker.
    "a_speaker_named_after_who_he_is_or_before_a_relative_clause": (
        "CAIRO – “He is a man of peace,” said his brother, Karim Mansour. “We want the region "
        "to speak with one voice,” Jeremiah Tauro, who chaired the meeting, told reporters. "
        "“The talks were useful,” Ana Ruiz, who met Xavier Moreau on Monday, said.\n",
        {"man of peace": "Karim Mansour",
         "one voice": "Jeremiah Tauro",
         "talks were useful": "Ana Ruiz"}),
    # "The U.N. special envoy for Yemen, Hans Grundberg, welcomed the agreement. “…,” he told
    # reporters" and "The Congolese delegation was led by Interior Minister Jacquemain Shabani.
    # “…,” he told reporters" went to the source before. Someone a sentence names in passing ("she
    # was received by X.") is not who "she" is.
    "he_after_a_person_introduced_in_apposition_or_as_who_led": (
        "MUSCAT – Omani Foreign Minister Badr Albusaidi said the deal was signed. \"It is a "
        "good day,\" Albusaidi said. The U.N. special envoy for Yemen, Hans Grundberg, "
        "welcomed the agreement. \"This means a trip to hospital takes 20 minutes,\" he told "
        "reporters.\n\n"
        "LUANDA – Angolan President João Lourenço said the talks had ended. The Congolese "
        "delegation was led by Interior Minister Jacquemain Shabani. \"We came in good "
        "faith,\" he told reporters.\n\n"
        "NAIROBI – Envoy Anne Berg flew to Asmara, where she was received by Foreign Minister "
        "Osman Saleh. \"We agreed on much,\" she said.\n",
        {"trip to hospital": "Hans Grundberg",
         "good faith": "Jacquemain Shabani",
         "agreed on much": "Anne Berg"}),
    # "…," she said. after a paragraph that opens with the other side's spokeswoman, named after
    # her title in lower case, is hers, not the minister's quoted before.
    "a_quotation_closing_a_paragraph_is_the_paragraphs_speaker": (
        "OSLO – Norway expelled a Russian diplomat on Thursday.\n\n"
        "Norwegian Foreign Minister Kari Dahl said the diplomat had broken the law. “We will "
        "not tolerate espionage on Norwegian soil,” she said.\n\n"
        "Russian Foreign Ministry spokeswoman Maria Orlova called the decision unfriendly. "
        "“Oslo will regret this step,” she said.\n",
        {"Oslo will regret": "Maria Orlova", "We will not tolerate": "Kari Dahl"}),
}


@pytest.mark.parametrize(("text", "spoken"), SPOKEN_BY_CASES.values(), ids=SPOKEN_BY_CASES)
def test_a_quotation_is_spoken_by_the_one_the_text_names(tmp_path: Path, text: str,
                                                          spoken: dict[str, str]) -> None:
    article = _drafted(tmp_path, text)
    assert {words: spoken_by(article, words) for words in spoken} == \
        {words: [name] for words, name in spoken.items()}


# behaviour -> (text, words of a quotation -> a part of the name of its one speaker)
ONE_SPEAKER_CASES = {
    # after "…, the State Secretariat said", every "he said" and "she said" of the article went to
    # the State Secretariat, the last source, though the text had made the man and the woman who
    # said them the subjects of sentences since. (A translated "He points out" of a group's
    # statement, with no person as a subject since, stays the group's: the first article's
    # reading, bench/draft_eval.py.)
    "he_and_she_go_to_a_person_who_opened_a_sentence_since_an_organisation_spoke": (
        "JAKARTA, Aug. 19 (Reuters) - Five new ambassadors presented their letters of "
        "credence to Indonesian President Prabowo Subianto on Monday, the State Secretariat "
        "said.\n\n"
        "The envoys were Ana Lúcia de Souza Carvalho of Brazil and Johannes van der Meer of "
        "the Netherlands.\n\n"
        "Van der Meer, a career diplomat, succeeds Lambert Grijns. \"We cannot change the "
        "past, but we can be honest about it,\" he said.\n\n"
        "De Souza Carvalho is Brazil's first woman ambassador to Indonesia. She said the two "
        "countries had \"a common responsibility to the planet\".\n",
        {"honest about it": "van der Meer", "common responsibility": "Souza"}),
    # the words of "Mahmoud Ali Youssouf, a former Djiboutian foreign minister, said" went to the
    # organisation before him.
    "a_demonym_inside_an_apposition_is_not_the_speaker": (
        "DJIBOUTI – The two states signed a treaty on Tuesday.\n\n"
        "The African Union Commission chairperson, Mahmoud Ali Youssouf, a former Djiboutian "
        "foreign minister, said the treaty showed that disputes \"can be settled at the "
        "table\".\n",
        {"settled at the table": "Youssouf"}),
    # (the "she" given to Lamola made him a woman, and his own "he said" went elsewhere)
    "the_subject_after_an_opening_phrase_is_who_she_is": (
        "PRETORIA – President Cyril Ramaphosa received the credentials of new envoys on "
        "Tuesday. Among them was Ms Ingrid Van den Bossche of Belgium.\n\n"
        "The Minister of International Relations, Ronald Lamola, who attended the ceremony, "
        "said the department would support the new envoys.\n\n"
        "Speaking on behalf of the group, Ambassador Van den Bossche thanked the President "
        "for his welcome. “We are honoured to serve,” she said.\n\n"
        "Lamola said earlier this month that the department was reviewing its missions. "
        "“We will not close missions lightly,” he said.\n",
        {"We are honoured to serve": "Van den Bossche",
         "We will not close missions lightly": "Lamola"}),
    "a_possessive_opening_an_apposition_introduces_the_one_named": (
        "LONDON – Britain summoned Iran's ambassador on Wednesday.\n\n"
        "The judiciary's spokesman, Asghar Jahangir, said the engineer had confessed.\n\n"
        "His family rejects the charge. His wife, Helen Farahani-Leigh, told the BBC that "
        "her husband was an engineer. 'He went to Tehran to see his mother,' she said.\n",
        {"He went to Tehran to see his mother": "Helen"}),
    "her_husband_in_apposition_is_a_man_and_his_quotations_are_his": (
        "LONDON – Foreign Secretary David Lammy said on Monday that the case was a priority."
        " “We are working on it,” he said.\n\n"
        "The case has revived memories of Nazanin Zaghari-Ratcliffe, who was held in Iran "
        "for six years.\n\n"
        "Richard Ratcliffe, her husband, who campaigned for her release, said the government "
        "must act faster this time. 'The lesson of Nazanin's case is that quiet diplomacy "
        "does not work,' he said. 'Every month of delay is a month of someone's life.'\n",
        {"quiet diplomacy does not work": "Richard Ratcliffe",
         "Every month of delay": "Richard Ratcliffe"}),
    "a_minister_of_the_state_speaks_not_the_state": (
        "GENEVA — Speaking to reporters in Geneva on Thursday, Minister of State Khalifa bin "
        "Shaheen al-Marar of the United Arab Emirates said his government was ready to host "
        "talks \"without preconditions.\"\n",
        {"without preconditions": "al-Marar"}),
    # (not to the ministry named in the paragraph before)
    "he_after_a_quotation_said_by_someone_named_after_the_verb_is_that_one": (
        "ACCRA, Ghana (AP) — Ghana expelled a Burkinabe diplomat on Tuesday.\n\n"
        "Burkina Faso's foreign ministry denied the accusation in a statement on Wednesday.\n\n"
        "\"These accusations are unfounded,\" said Karamoko Jean-Marie Traoré, Burkina Faso's "
        "foreign minister. He said his government would \"respond in an appropriate manner\" "
        "but did not say more.\n",
        {"respond in an appropriate manner": "Traoré"}),
}


@pytest.mark.parametrize(("text", "parts"), ONE_SPEAKER_CASES.values(), ids=ONE_SPEAKER_CASES)
def test_a_quotation_has_one_speaker_the_one_the_text_names(tmp_path: Path, text: str,
                                                              parts: dict[str, str]) -> None:
    article = _drafted(tmp_path, text)
    assert {words: _the_speaker(article, words, part) for words, part in parts.items()} == \
        dict.fromkeys(parts, True)


# behaviour -> (text, words -> the fields of the one quotation that holds them: its speaker
# as the ids, a tuple; or False where no quotation may hold them)
QUOTATION_CASES = {
    # "Minsk" is a city, and the object of the next clause's verb of speech
    "a_speech_verb_of_the_next_clause_names_no_speaker": (
        "VILNIUS – Lithuania expelled the Belarusian ambassador on Monday.\n\n"
        "The Belarusian Foreign Ministry called the expulsion “a hostile and unfounded step” "
        "and said Minsk would respond in a proportionate manner.\n",
        {"a hostile and unfounded step": {"speaker": ("belarusian-foreign-ministry",)}}),
    # the second half of a quotation, after its attribution, is the same speaker's; not
    # across a paragraph, and not after words nobody was found to say
    "a_quotation_that_goes_on_after_its_attribution_keeps_its_speaker": (
        "OTTAWA – Canada named Sarah McCollum as its envoy.\n\n"
        "“Today is a first step, not a reward,” McCollum said. “We will judge the new "
        "authorities by their actions.”\n\n"
        "The ministry said nothing. “A different matter,” read a banner.\n",
        {"We will judge": {"speaker": ("sarah-mccollum",)},
         "A different matter": {"speaker": ()}}),
    "a_quotation_over_two_paragraphs_is_one_speakers": (
        "SEOUL – Foreign Minister Cho Tae-yul spoke last.\n\n"
        "“When I took office, people spoke of a permanent winter. I did not believe it.\n\n"
        "“Winter ends. Spring comes,” Cho said.\n",
        {"When I took office": {"speaker": ("cho-tae-yul",)},
         "Winter ends": {"speaker": ("cho-tae-yul",)}}),
    # a quotation in single marks is read, and its speaker, "a senior diplomat", is one the
    # text does not name; a quotation with a speaker of its own, one the draft does not know
    # (Cho, the subject of "said"), is not the speaker's before it
    "single_quotation_marks_and_an_unknown_speaker_of_its_own": (
        "VIENTIANE – A senior diplomat said the talks went well.\n\n"
        "'There is goodwill on both sides, but the paperwork is slow,' the official said. The "
        "country's envoy didn't comment. “It was a ‘permanent winter.’ Now it ends,” Cho "
        "said.\n",
        {"goodwill": {"speaker": ()},
         "permanent winter": {"speaker": ("cho",)},
         "envoy didn": False}),
}


test_each_quotation_has_the_speaker_the_text_gives = items_cases(QUOTATION_CASES,
                                                                 quotations_holding)


def test_an_unnamed_official_speaks_for_the_state_its_adjective_names(tmp_path: Path
                                                                        ) -> None:
    article = _drafted(tmp_path, (
        "QUITO – Ecuador recalled its ambassador to Mexico on Friday.\n\n"
        "An Ecuadorian official, who asked not to be named, said the decision had been taken "
        "“at the highest level.”\n\n"
        "A spokesman for the South Korean foreign ministry said Seoul had not been told. "
        "“We have not been informed of any decision,” the spokesman said.\n"))
    # The state the official speaks for, as the text names it (by its adjective); never
    # an entity made of the words "Ecuadorian official".
    kinds = {e.id: e for e in article.entities}
    official = _speaker(article, "at the highest level")
    assert len(official) == 1 and kinds[official[0]].name == "Ecuador"
    assert not any(e.type == "Group" for e in article.entities)
    assert all(kinds[s].type != "Country" for s in
               _speaker(article, "We have not been informed") or ())


def test_the_ministry_is_one_the_text_named_before(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "VILNIUS – Lithuania's Foreign Ministry summoned the Belarusian chargé d'affaires on "
        "Monday. According to the ministry, he did not offer any explanation.\n\n"
        "The Belarusian Foreign Ministry later denied that its aircraft had crossed the "
        "border.\n"))
    claims = claims_holding(article, "did not offer any explanation")
    names = entity_names(article)
    for claim in claims:
        for claimant in claim.claimant or ():
            assert "Belarus" not in (names.get(claimant) or claimant), claim


def test_a_claims_words_are_the_claim_and_nothing_around_it(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "VILNIUS – Lithuania expelled the ambassador on Monday.\n\n"
        "Kaściuk, who arrived in Vilnius in 2021, has never met President Gitanas Nausėda in "
        "person, according to a diplomat familiar with the matter.\n\n"
        "The Belarusian Foreign Ministry denied that its aircraft had entered Lithuanian "
        "airspace and said the helicopters had been on a routine training flight. Venezuela "
        "rejected the accusation within hours.\n\n"
        "Boric described the visit as \"a new chapter in a friendship of two centuries.\"\n"))
    texts = {c.text: c for c in article.claims}
    assert any(t.startswith("Kaściuk, who arrived in Vilnius in 2021, has never met") for t in texts)
    assert all(t == t.strip(" \"“”") for t in texts)
    denial = first_claim(article, "Denial")
    assert denial.text == "its aircraft had entered Lithuanian airspace"
    assert "the accusation" in texts and not any("within hours" in t for t in texts)
    # a description of a visit accuses no one: no claim (docs/draft-evaluation.md)
    assert not claims_holding(article, "new chapter")
    assert article.text[0:0] == ""  # the draft loads: its evidence is verbatim (parse_article)


# Speakers and claimants in more articles --------------------------------------------------

def test_a_denial_and_a_counter_accusation_stay_apart(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "ALGIERS – Algeria accused Morocco of spying on its journalists, a charge Rabat "
        "denied within hours while accusing Algiers of financing a campaign against it.\n"))
    assert not any(c.text.startswith("within hours") for c in article.claims)
    allegation = next(c for c in article.claims if c.type == "Allegation"
                      and c.text.startswith("spying"))
    assert allegation.text == "spying on its journalists"


def test_the_congos_and_names_that_begin_with_new(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "KINSHASA – The Democratic Republic of Congo and Papua New Guinea signed a deal with "
        "New Zealand in New Delhi. Congolese President Félix Tshisekedi welcomed it.\n"))
    ids = {e.id for e in article.entities}
    assert {"democratic-republic-of-the-congo", "papua-new-guinea", "new-zealand"} <= ids
    assert not {"republic-of-the-congo", "guinea", "delhi", "zealand"} & ids


def test_the_person_after_a_demonym_and_before_a_pronoun_is_the_speaker(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "GENEVA – Talks on Sudan opened on Tuesday.\n\n"
        "Swiss Foreign Minister Ignazio Cassis, who opened the talks on Tuesday, had urged "
        "both sides to protect “the lives of civilians above all.”\n\n"
        "The United States special envoy Tom Perriello said he had met the Rapid Support "
        "Forces delegation.\n\n"
        "A spokesperson for the Rapid Support Forces delegation said the talks were useful and "
        "accused the army of bombing markets.\n\n"
        "“Our advantages come from hard work,” Li said, according to the official Xinhua "
        "news agency.\n"))
    names = entity_names(article)
    assert names[_speaker(article, "the lives of civilians")[0]] == "Ignazio Cassis"
    meetings = [e for e in article.events if e.type == "Meeting"]
    assert all("united-states" not in e.participants for e in meetings)
    bombing = claims_holding(article, "bombing markets")
    assert all(list(c.claimant) == ["rapid-support-forces"] for c in bombing)
    assert not any("“" in c.text or "”" in c.text or "Li said" in c.text for c in article.claims)


def test_a_deputy_prime_minister_is_not_a_prime_minister(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "ADDIS ABABA – Ethiopia's deputy prime minister, Temesgen Tiruneh, met the Kenyan "
        "envoy on Monday.\n"))
    labels = {p.label.en if p.label else p.id for p in article.posts}
    assert "Deputy Prime Minister of Ethiopia" in labels
    assert not any(label.startswith("Prime Minister") for label in labels)


def test_arabic_articles_titles_and_places_in_names(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "BAGHDAD – Prime Minister Mohammed Shia al-Sudani met Abdel Fattah el-Sisi on Sunday. "
        "Qatar's Prime Minister and Minister of Foreign Affairs also attended.\n\n"
        "Fighting near El Fasher and at Villa Somalia worried Amnesty International, whose "
        "staff met at Tokyo Station.\n"))
    kinds = {e.name: e.type for e in article.entities if e.name}
    people = {name for name, kind in kinds.items() if kind == "Person"}
    assert {"Mohammed Shia al-Sudani", "Abdel Fattah el-Sisi"} <= people
    assert not {"Mohammed Shia", "Abdel Fattah", "Prime Minister", "El Fasher",
                "Villa Somalia", "Tokyo Station", "Amnesty International"} & people
    assert kinds.get("Amnesty International") == "Organization"


def test_titles_scare_quotes_and_names_in_quotation_marks(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "TOKYO – Emperor Naruhito received Premier Li Qiang on Monday. Rabat condemned what "
        "it called “hostile and unacceptable practices.” The policy, known locally as "
        "“bebas aktif,” was restated.\n"))
    people = {e.name for e in article.entities if e.type == "Person"}
    assert people == {"Naruhito", "Li Qiang"}
    texts = [q.text for q in article.quotes]
    assert any("hostile and unacceptable practices" in t for t in texts)
    assert not any("bebas aktif" in t for t in texts)


def test_a_document_is_no_claimant_its_author_is(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "NAIROBI – Kenya and Somalia agreed to reopen their border. According to a readout "
        "released by the Kenyan embassy, the crossing will open in March despite threats.\n"))
    claim = claims_holding(article, "crossing will open")[0]
    kinds = {e.id: e for e in article.entities}
    (claimant,) = claim.claimant
    assert "readout" not in (kinds[claimant].label.en if kinds[claimant].label else "")
    assert "Kenyan embassy" in (kinds[claimant].label.en if kinds[claimant].label else
                                kinds[claimant].name)


def test_an_unnamed_officials_words_are_not_the_minister_he_travels_with(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "SEOUL – Foreign Minister Takeshi Iwaya met his counterpart.\n\n"
        "A senior Japanese official travelling with Iwaya, speaking on condition of anonymity, "
        "said Tokyo was “cautiously optimistic” about a summit.\n\n"
        "Protesters carried banners reading “No apology, no deal.”\n"))
    # unnamed, and no one named near them: not the minister, not a group made of the words
    assert _speaker(article, "cautiously optimistic") == ()
    assert not any(e.type == "Group" for e in article.entities)
    assert not any("No apology" in q.text for q in article.quotes)


def test_who_writes_without_being_named_is_an_unnamed_group(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "WARSAW, Poland – A group of former Polish diplomats wrote to the European Commission "
        "on 14 June 2030.\n"), set_aside=True)
    [letter] = [e for e in article.events if e.type == "Communication"]
    [group] = [e for e in article.entities if e.id in letter.agent]
    assert group.type == "Group" and "former Polish diplomats" in str(group.label)


def test_quotations_after_a_role_a_pronoun_or_a_verb_that_quotes(tmp_path: Path) -> None:
    """13 quotations whose speaker the text names
    were set aside without one."""
    article = _drafted(tmp_path, (
        "BRASILIA – President Luiz Inácio Lula da Silva met Maia Sandu.\n\n"
        "“We are looking for trade,” the president said.\n\n"
        "Sandu thanked Brazil. She praised its farmers for “feeding half the world.”\n\n"
        "Senator Iván Moreira called the visit “an unnecessary provocation.”\n\n"
        "Estonia's Foreign Ministry did not name them, saying only that they had engaged in "
        "“activities incompatible with their status.”\n\n"
        "The Russian Embassy in Tallinn rejected the accusations as “absurd” and left.\n"))
    spoken = {"looking for trade": ("luiz-inacio-lula-da-silva",),
              "feeding half the world": ("maia-sandu",),
              "an unnecessary provocation": ("ivan-moreira",),
              "absurd": ("embassy-of-russia-in-tallinn",)}
    assert speaker_ids(article, spoken) == spoken
    ministry = _speaker(article, "activities incompatible")
    assert ministry and ministry[0] != "estonia" and "ministry" in ministry[0]


def test_what_an_unnamed_source_says_is_its_claim(tmp_path: Path) -> None:
    """the allegation at the heart of an expulsion, made by "an Estonian
    security official, speaking on condition of anonymity", was not drafted at all."""
    article = _drafted(tmp_path, (
        "TALLINN – Estonia expelled two Russian diplomats on Monday.\n\n"
        "An Estonian security official, speaking on condition of anonymity, said the two men "
        "had tried to recruit employees of Estonia's grid operator.\n\n"
        "Estonian Foreign Minister Margus Tsahkna said the decision was final.\n"))
    [claim] = claims_holding(article, "tried to recruit")
    [state] = [e for e in article.entities if e.id in claim.claimant]
    assert state.type == "Country" and state.name == "Estonia"
    assert not claims_holding(article, "decision was final")  # a named speaker


def test_a_source_named_in_apposition_is_no_unnamed_group(tmp_path: Path) -> None:
    """"A spokesman for the Chinese Foreign Ministry, Lin Jian, said ..."
    made a group of the spokesman, and its claim text began "on Monday that"."""
    article = _drafted(tmp_path, (
        "BEIJING – China and Vietnam signed a deal.\n\n"
        "A spokesman for the Chinese Foreign Ministry, Lin Jian, said “it is a good day.”\n\n"
        "An Estonian security official said on Monday that the two men had tried to recruit "
        "employees.\n"))
    assert _speaker(article, "it is a good day") == ("lin-jian",)
    assert not any("spokesman" in e.id for e in article.entities)
    [claim] = claims_holding(article, "recruit")
    assert claim.text.startswith("the two men")


def test_he_and_she_go_to_a_person_they_fit(tmp_path: Path) -> None:
    """a senator's "he said" went to the woman quoted just before him, whom
    the text called Doña; and Doña stayed in her name."""
    article = _drafted(tmp_path, (
        "MONTEVIDEO – Chile and Uruguay agreed on Monday to set up a working group on polar "
        "logistics.\n\n"
        "Uruguay's ambassador to Chile, Doña Graciela Muñoz de la Fuente, who attended the "
        "meeting, said the group would meet in June. \"The minister has asked us to move "
        "quickly,\" she said.\n\n"
        "Sen. Iván Moreira, a member of the Chilean Senate's foreign relations committee, "
        "criticised the absence of a fisheries agreement. \"Another photograph, another "
        "statement, and still no treaty,\" he said.\n\n"
        "Mr. Tomás Ibarra, a fisherman from Valparaíso, welcomed the meeting. \"We have waited "
        "long enough,\" she said.\n"))
    people = {e.id: e for e in article.entities if e.type == "Person"}
    muñoz = next(i for i, e in people.items() if "Graciela" in e.name)
    assert not people[muñoz].name.startswith("Doña")
    assert _speaker(article, "move quickly") == (muñoz,)
    assert _speaker(article, "still no treaty") == (
        next(i for i, e in people.items() if "Moreira" in e.name),)
    # "she" after a man the text calls Mr: the woman quoted before him, not him
    assert _speaker(article, "waited long enough") == (muñoz,)


def test_she_goes_to_the_woman_the_text_spoke_of_not_a_man_named_in_passing(
        tmp_path: Path) -> None:
    """"she said" went to the High Commissioner of
    Malta (the last source), and with sexes alone it went to her predecessor, named as the
    object of "She succeeds". The text says "her" of her, and she is her sentences' subject."""
    article = _drafted(tmp_path, (
        "NAIROBI – Norway's new ambassador to Kenya, Ingrid Haugland Moe, presented her "
        "letters of credence to President William Ruto on Monday.\n\n"
        "The others were the ambassador of Ghana, Kwame Asante-Boateng, and the High "
        "Commissioner of Malta, Joseph Camilleri.\n\n"
        "President Ruto welcomed the envoys. He said Kenya valued its \"long and practical "
        "partnership\" with Norway.\n\n"
        "Haugland Moe, a career diplomat, previously served in Geneva. She succeeds Gunnar "
        "Lie Aasen, who left Nairobi in December.\n\n"
        "\"Kenya is one of Norway's most important partners in Africa,\" she said.\n"))
    people = {e.id: e for e in article.entities if e.type == "Person"}
    moe = next(i for i, e in people.items() if "Haugland" in e.name)
    assert _speaker(article, "most important partners") == (moe,)


def test_words_reported_of_someone_and_an_unnamed_ministry_are_nobody_elses(
        tmp_path: Path) -> None:
    """"Ghana … recalled its ambassador … after the ambassador was quoted as
    saying the government had "lost control"" gave the words to Ghana (the subject of
    "recalled", read as a verb of saying); "The ministry said the comments "do not reflect
    …"", with no ministry named, gave them to the minister quoted before. The draft cannot
    name who said them: it leaves them to the reviewer. "The ministry" after a state's
    words is still that state's."""
    article = _drafted(tmp_path, (
        "ACCRA, Nov. 12 (AFP) - Ghana on Tuesday recalled its ambassador to Burkina Faso, "
        "after the ambassador was quoted as saying the government had \"lost control\" of "
        "much of the country.\n\n"
        "Ghana's Foreign Minister Samuel Okudzeto Ablakwa said the envoy had been asked to "
        "return \"with immediate effect\". The ministry said the comments \"do not reflect "
        "the position of the Government of Ghana\".\n\n"
        "ALGIERS – Algeria recalled its ambassador to France on Sunday, the foreign ministry "
        "said. The ministry said the recall was \"an immediate response\".\n"),
        set_aside=True)
    speakers = {q.text: q.speaker for q in article.quotes}
    assert "lost control" not in speakers
    assert "do not reflect the position of the Government of Ghana" not in speakers
    names = entity_names(article)
    assert [names[s] for s in speakers["an immediate response"]] == ["Algeria"]


def test_a_claim_told_to_someone_and_one_alleged_of_someone_unnamed(tmp_path: Path) -> None:
    """"told the BBC that one of the diplomats was suspected of …" was a claim
    about the BBC whose words began "BBC that"; "charged a man alleged to have spied on
    Jewish targets in Berlin" was an allegation about Berlin."""
    article = _drafted(tmp_path, (
        "PRAGUE – A senior Czech security official, speaking on condition of anonymity, told "
        "the BBC that one of the diplomats was suspected of photographing the homes of two "
        "exiled journalists.\n\n"
        "In March, German prosecutors charged a man alleged to have spied on Jewish targets "
        "in Berlin on behalf of Iran's Revolutionary Guards.\n"))
    names = entity_names(article)
    told = claims_holding(article, "photographing")[0]
    assert told.text.startswith("one of the diplomats")
    assert "BBC" not in [names.get(a) for a in told.about]
    alleged = claims_holding(article, "spied")[0]
    assert "Berlin" not in [names.get(a) for a in alleged.about]


def test_two_states_that_accuse_together_and_the_denial_after_the_charge(
        tmp_path: Path) -> None:
    """"Sweden and the Netherlands have also accused Iran of using criminal
    gangs to target opponents abroad, allegations Tehran denies" was the Netherlands' claim
    alone, and its words held the denial."""
    article = _drafted(tmp_path, (
        "PRAGUE – Sweden and the Netherlands have also accused Iran of using criminal gangs "
        "to target opponents abroad, allegations Tehran denies.\n"))
    names = entity_names(article)
    claim = claims_holding(article, "criminal gangs")[0]
    assert claim.text == "using criminal gangs to target opponents abroad"
    assert {names[c] for c in claim.claimant} == {"Sweden", "Netherlands"}
    assert [names[a] for a in claim.about] == ["Iran"]


def test_according_to_a_source_known_by_its_initials(tmp_path: Path) -> None:
    """"According to the Czech counter-intelligence service, known by its
    initials BIS, the two diplomats had gathered …" was a claim of a group apart from BIS,
    about BIS, whose words began "known by its initials BIS"."""
    article = _drafted(tmp_path, (
        "PRAGUE – According to the Czech counter-intelligence service, known by its initials "
        "BIS, the two diplomats had gathered information to intimidate Iranian dissidents.\n"))
    names = entity_names(article)
    claim = claims_holding(article, "gathered")[0]
    assert claim.text.startswith("the two diplomats had gathered")
    assert [names[c] for c in claim.claimant] == ["BIS"]
    assert "BIS" not in [names[a] for a in claim.about]


def test_the_datelines_agency_is_no_sentences_subject(tmp_path: Path) -> None:
    """"DAKAR, Nov. 4 (AFP) - Senegal has expelled …, accusing them of spying"
    was an allegation by AFP, and the ministry's words that followed were AFP's."""
    article = _drafted(tmp_path, (
        "DAKAR, Nov. 4 (AFP) - Senegal has expelled two Guinean diplomats, accusing them of "
        "spying on Guinean opposition figures living in Dakar.\n\n"
        "The ministry said the two men had carried out \"activities incompatible with their "
        "diplomatic status.\"\n"))
    names = entity_names(article)
    spoke = {names[c] for claim in article.claims for c in claim.claimant}
    spoke |= {names[s] for quote in article.quotes for s in quote.speaker}
    assert "AFP" not in spoke and "Senegal" in spoke


def test_he_goes_to_the_man_who_opened_a_sentence_since_she_spoke(tmp_path: Path) -> None:
    """after Gurung's words ("…," she said), "Chowdhury welcomed her offer but
    was cautious. "We are grateful to Nepal," he said." went to another man quoted earlier:
    "her offer" had made Chowdhury a woman, and a pronoun went to the last source, not to
    the one who opened a sentence since ("De Villeneuve will return to Paris. "…," she
    said" went to a woman quoted before her)."""
    article = _drafted(tmp_path, (
        "KATHMANDU – Foreign Secretary Amrit Bahadur Rai-Shrestha said the talks had gone "
        "well. \"We have agreed on the principles,\" he said.\n\n"
        "Minister Deepa Kumari Gurung joined the talks. \"We have the water,\" she said.\n\n"
        "Jashim Uddin Chowdhury welcomed her offer but was cautious about the timetable. "
        "\"We are grateful to Nepal,\" he said.\n\n"
        "Maria Lindqvist-Åberg praised the envoy. \"She was a friend,\" she said. Anne-Sophie "
        "de Villeneuve will return to Paris. \"I will miss Helsinki,\" she said.\n"))
    people = {e.id: e.name for e in article.entities if e.type == "Person"}
    speaker = {q.text: [people[s] for s in q.speaker] for q in article.quotes}
    assert speaker["We are grateful to Nepal,"] == ["Jashim Uddin Chowdhury"]
    assert speaker["I will miss Helsinki,"] == ["Anne-Sophie de Villeneuve"]
    assert speaker["We have agreed on the principles,"] == ["Amrit Bahadur Rai-Shrestha"]


def test_a_states_ministry_in_lower_case_speaks(tmp_path: Path) -> None:
    """"the Senegalese foreign ministry said", "Burkina Faso's foreign ministry on Monday
    summoned Gambila" name the state's ministry: their statement, summons and words are the
    ministry's, not the dateline's agency's, the state's or the last person quoted's. What a speaker said others
    did is his words: "Fofana said the party had warned … "…," he told AFP" stays his."""
    article = _drafted(tmp_path, (
        "DAKAR, Nov. 4 (AFP) - Senegal has expelled two Guinean diplomats, the Senegalese "
        "foreign ministry said. The ministry said in a statement on Monday that they had "
        "carried out "
        "\"activities incompatible with their diplomatic status.\"\n\n"
        "Burkina Faso's foreign ministry on Monday summoned Ghana's ambassador.\n\n"
        "The UFDG's vice-president, Dr. Fodé Oussou Fofana, said the party had warned the "
        "authorities. \"We gave them names,\" he told AFP.\n"))
    states = {e.id: e.of_state for e in article.entities if e.type == "Ministry"}
    statement = next(e for e in article.events if e.type == "Statement")
    assert [states[a] for a in statement.agent] == ["senegal"]
    assert [states.get(s) for s in _speaker(article, "activities incompatible")] == ["senegal"]
    assert "burkina-faso" in states.values()
    assert spoken_by(article, "We gave them names") == ["Fodé Oussou Fofana"]


def test_a_statement_from_someone_unnamed_is_no_claimant(tmp_path: Path) -> None:
    """"according to a statement from his office" makes no group "statement from his
    office" the claimant. A statement from a named body is that body's."""
    article = _drafted(tmp_path, (
        "HELSINKI – Stubb never thanked her for France's support, according to a statement from "
        "his office. The envoy never met the press, according to a statement from the Finnish "
        "Foreign Ministry.\n"))
    names = entity_names(article)
    assert not any("statement" in name.lower() for name in names.values() if name)
    claimants = {c.text: [names[x] for x in c.claimant] for c in article.claims}
    assert claimants.get("Stubb never thanked her for France's support", []) == []
    assert claimants["The envoy never met the press"] == ["Finnish Foreign Ministry"]


def test_a_capital_that_speaks_and_a_word_called_after_an_accusation(tmp_path: Path) -> None:
    """"Peru's Interior Ministry has accused Bolivian smuggling networks of
    bribing customs officers, a charge La Paz has called "offensive"" gave La Paz's word to
    the ministry; "Moscow has denied any involvement" had no claimant. A city where someone
    is ("the Russian Embassy in Tallinn called") is nobody; "had been called home "to …""
    is no one's word but the sentence's speaker's."""
    article = _drafted(tmp_path, (
        "LIMA – Peru's Interior Ministry has accused Bolivian smuggling networks of bribing "
        "customs officers, a charge La Paz has called \"offensive\". Russia's navy was seen "
        "near the cables. Moscow has denied any involvement in the cable incidents.\n\n"
        "The Russian Embassy in Tallinn called the accusations \"absurd\".\n\n"
        "Foreign Minister Tobias Billström said Ambassador Jessica Svärdström had been called "
        "home \"to discuss the security of our staff\".\n"))
    names = entity_names(article)
    assert spoken_by(article, "offensive") == ["Bolivia"]
    assert spoken_by(article, "absurd") == ["Embassy of Russia in Tallinn"]
    assert spoken_by(article, "to discuss") == ["Tobias Billström"]
    denial = claims_holding(article, "involvement")[0]
    assert [names[c] for c in denial.claimant] == ["Russia"]


def test_claims_of_and_about_a_capital_are_its_governments(tmp_path: Path) -> None:
    """"Baku has said it holds no civilians …, and it has accused several of
    the detainees of war crimes" was a claim of the man quoted before; "accused Addis Ababa
    of massing troops" one about the city; a denial was cut at "U.N.". Jeddah, where
    consultations are held, stays a city."""
    article = _drafted(tmp_path, (
        "YEREVAN – \"We want them home,\" said Vahan Kostanyan, Armenia's deputy foreign "
        "minister. Azerbaijan did not answer.\n\n"
        "Baku has said it holds no Armenian civilians other than those convicted by its "
        "courts, and it has accused several of the detainees of war crimes.\n\n"
        "Eritrea's information minister accused Addis Ababa of massing troops near the border. "
        "Ethiopia denied what it called \"unfounded allegations\" in reports by U.N. experts "
        "that troops had moved. Officials are in "
        "Jeddah for consultations, according to UN experts.\n"))
    names = entity_names(article)
    claims = {c.text: c for c in article.claims}
    war = next(c for t, c in claims.items() if "war crimes" in t)
    assert [names[x] for x in war.claimant] == ["Azerbaijan"]
    massing = next(c for t, c in claims.items() if t.startswith("massing troops"))
    assert [names[x] for x in massing.about] == ["Ethiopia"]
    assert any("U.N. experts that troops had moved" in t for t in claims)
    jeddah = next(c for t, c in claims.items() if "Jeddah" in t)
    assert "Saudi Arabia" not in [names.get(x) for x in jeddah.about]


def test_a_spokesman_named_with_an_honorific_speaks(tmp_path: Path) -> None:
    """"A ministry spokesman, Mr. Chanda
    Mulenga, said relations remained "warm and fraternal"" became the words and a claim of an
    unnamed group "ministry spokesman"."""
    article = _drafted(tmp_path, (
        "LUSAKA – A ministry spokesman, Mr. Chanda Mulenga, said relations with Congo remained "
        "\"warm and fraternal\".\n"))
    assert spoken_by(article, "warm and fraternal") == ["Chanda Mulenga"]
    assert not [e for e in article.entities if e.type == "Group"]


def test_one_who_said_and_accused_is_the_accuser(tmp_path: Path) -> None:
    """"Cambodia's Ministry of National Defense spokeswoman, Lt. Gen. Maly
    Socheata, said the mines were old and accused the Thai army of "spreading false
    information"" gave the words and the allegation to the ministry."""
    article = _drafted(tmp_path, (
        "PHNOM PENH, Oct. 3 (AFP) - Cambodia's Ministry of National Defense spokeswoman, Lt. "
        "Gen. Maly Socheata, said the mines were old and accused the Thai army of \"spreading "
        "false information\".\n"))
    assert spoken_by(article, "spreading false") == ["Maly Socheata"]
    names = entity_names(article)
    assert [names[c] for c in article.claims[0].claimant] == ["Maly Socheata"]


def test_a_relative_clauses_denial_a_partys_words_and_one_not_named(tmp_path: Path) -> None:
    """"Kigali, which denies backing the rebels, broke off diplomatic ties with
    Belgium" was Congo's denial, its words running on; "Dodik's party, the Alliance of
    Independent Social Democrats (SNSD), said …" was Dodik's; "…, without naming Panama" was
    a claim about Panama."""
    article = _drafted(tmp_path, (
        "KINSHASA – Congo accuses Rwanda of backing the M23. Kigali, which denies backing the "
        "rebels, broke off diplomatic ties with Belgium the same month.\n\n"
        "SARAJEVO – Milorad Dodik spoke. Dodik's party, the Alliance of Independent Social "
        "Democrats (SNSD), said the minister had \"come to lecture instead of listening\".\n\n"
        "MANAGUA – Rosario Murillo accused \"foreign embassies\" of protecting \"terrorists\", "
        "without naming Panama.\n"))
    names = entity_names(article)
    denial = first_claim(article, "Denial")
    assert [names[c] for c in denial.claimant] == ["Rwanda"]
    assert denial.text == "backing the rebels"
    assert spoken_by(article, "come to lecture") == ["Alliance of Independent Social Democrats"]
    protecting = next(c for c in article.claims if c.text.startswith("protecting"))
    assert "Panama" not in [names[a] for a in protecting.about]


def test_a_nickname_inside_a_name_is_no_quotation(tmp_path: Path) -> None:
    """"Former President Jorge 'Tuto' Quiroga, …,
    said" — with the relative clause read, 'Tuto' went to another Quiroga as a quotation."""
    article = _drafted(tmp_path, (
        "LA PAZ – Senator Marcela Quiroga requested asylum. Former President Jorge \"Tuto\" "
        "Quiroga, who is not related to her, said the government was \"using the courts\".\n"))
    assert [q.text for q in article.quotes] == ["using the courts"]


def test_a_denial_told_after_the_allegation(tmp_path: Path) -> None:
    """ten denials told after their allegation ("…, an allegation Ivorian
    officials have always denied", "…, a charge Western diplomats dismissed") were not
    drafted. Each is a denial of the allegation's words, by the one named after the noun:
    a state, a capital's government, or an unnamed group of a state."""
    article = _drafted(tmp_path, (
        "ABUJA – Burkina Faso accused Ivory Coast of sheltering coup plotters, an allegation "
        "Ivorian officials have always denied. Sweden and the Netherlands accused Iran of "
        "using criminal gangs abroad, allegations Tehran denies. The envoy said the vote was "
        "rigged, a claim Ghana rejected. Camille Dubois was convicted of espionage in "
        "Tehran, a charge France has always rejected.\n"))
    # (what the article tells as a fact stays one: no denial makes it a claim)
    assert not claims_holding(article, "convicted")
    names = {e.id: e.name or e.id for e in article.entities}
    denials = {c.text.split(",")[0]: c for c in article.claims if c.type == "Denial"}
    sheltering = denials["sheltering coup plotters"]
    assert [names[a] for a in sheltering.about] == ["Ivory Coast"]
    group = next(e for e in article.entities if e.id == sheltering.claimant[0])
    assert group.type == "Group" and group.label.en == "Ivorian officials"
    gangs = denials["using criminal gangs abroad"]
    assert [names[c] for c in gangs.claimant] == ["Iran"]
    assert [names[c] for c in denials["the vote was rigged"].claimant] == \
        ["Ghana"]


# Quotations after an opening phrase, a title or an apposition: whose each is.
# The state after "of the" does not take the minister's words, and a Korean envoy named
# with her state's official name is drafted.
def test_an_envoy_of_the_republic_of_korea_is_drafted_and_speaks(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "SUVA — The envoys were Phạm Văn Thành of Vietnam, Park Soo-young of the Republic of "
        "Korea and Tevita Mahe, the High Commissioner of Tonga.\n\n"
        "Park, a former director-general in Seoul, told reporters that Korea wanted to do "
        "more. \"The Pacific is not far from Korea,\" she said.\n"))
    assert "south-korea" in {e.id for e in article.entities}
    assert _the_speaker(article, "The Pacific is not far", "Park Soo-young")


def test_single_marked_fragments_are_quotations_in_a_british_style_text(tmp_path: Path) -> None:
    """A text whose only marks are single ones quotes fragments with them too; an
    apostrophe inside or after a word quotes nothing."""
    article = _drafted(tmp_path, (
        "LONDON – Foreign Office minister Helen Marsh accused the Guardia Civil of "
        "'deliberately provoking the Royal Navy' near the port on Sunday. 'We set out the "
        "facts,' Marsh said. The officers' union said the ministry's account was wrong.\n"))
    assert spoken_by(article, "deliberately provoking") == ["Helen Marsh"]
    assert spoken_by(article, "We set out the facts") == ["Helen Marsh"]
    assert not any("union said" in q.text or q.text.startswith("s ") for q in article.quotes)


def test_single_marks_in_a_text_with_double_ones_are_apostrophes(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "LONDON – The ministers' talks ended on Monday. \"We agreed,\" Helen Marsh said. "
        "The envoys' 'quiet channel' stays open.\n"))
    assert [q.text for q in article.quotes] == ["We agreed,"]
