"""Who says what about whom, read with the dependency parse (kg.draft.speech): claimants and
subjects of accusations, denials inside quotations, and speakers the text does not name."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import claims_holding, entity_names, first_claim, item_cases, item_fields
from drafting import items_cases
from drafting import only_claim_holding
from drafting import spoken_by
from drafting import drafted as _drafted


def _who(article, ids) -> list[str]:
    names = entity_names(article)
    return [names[i] for i in ids]


# behaviour -> (text, words of the one claim that holds them, its fields: claimant and
# about as names, one name alone as that name)
CLAIM_CASES = {
    "an_accusation_in_the_passive_is_the_agents_about_its_subject": (
        "TALLINN – The Danish attaché Søren Vinther was accused by the Estonian Foreign "
        "Ministry of photographing radar sites near Narva.\n",
        "photographing radar sites",
        {"type": "Allegation",
         "claimant": "Estonian Foreign Ministry",
         "about": "Søren Vinther"}),
    "a_passive_accusation_someone_reports_is_one_claim_of_theirs": (
        "GDANSK – Chief Inspector Marta Kowal said the two couriers were accused of carrying "
        "forged Lithuanian passports.\n",
        "carrying forged",
        {"claimant": "Marta Kowal"}),
    "reported_speech_about_someone_described_is_a_claim": (
        "RIGA – Foreign Minister Dace Ozola said the attaché had photographed naval bases "
        "near Liepaja.\n",
        "photographed naval bases",
        {"claimant": "Dace Ozola"}),
    "the_parse_names_the_one_a_long_title_leads_to": (
        "SPLIT – BNS spokesman Captain Ivo Marić dismissed the statement, accusing the "
        "Serbian crew of ramming the patrol boat.\n",
        "ramming the patrol boat",
        {"claimant": "Ivo Marić"}),
    "one_who_rejects_and_insists_is_the_he_who_goes_on": (
        "TROMSO – Norwegian Fisheries Minister Arne Dahl said Russian trawlers had exceeded "
        "the quota. He spoke in Tromso.\n\n"
        "In Moscow the claim met a sharp answer from Deputy Minister Oleg Serov, who "
        "rejected that account, insisting that every tonne had been reported. He went "
        "further, alleging that Norwegian inspectors had boarded ships without cause.\n",
        "boarded ships",
        {"claimant": "Oleg Serov"}),
    "the_attribution_that_ends_a_sentence_names_the_claimant": (
        "VILNIUS – Lithuania expelled two Russian diplomats, accusing them of spying on NATO "
        "troops, the Lithuanian Foreign Ministry said in a statement.\n",
        "spying on NATO troops",
        {"text": "spying on NATO troops",
         "claimant": "Lithuanian Foreign Ministry"}),
    "a_post_quoted_after_a_colon_claims_what_it_says_of_another": (
        "09:05 GMT — Hungarian Foreign Minister Ilona Varga writes on X: “Slovakia has "
        "closed our consulate over a concert.”\n",
        "Slovakia has closed",
        {"claimant": "Ilona Varga",
         "about": "Slovakia"}),
}


test_the_one_claim_that_holds_the_words_is_drafted_with_its_fields = item_cases(
    CLAIM_CASES, only_claim_holding)


# behaviour -> (text, words of a quotation, the name of its one speaker)
SPEAKER_CASES = {
    "an_unnamed_official_of_a_state_speaks_for_it": (
        "BERLIN – Germany and Finland signed the accord.\n\n"
        "“The talks were hard but fair,” said a Finnish negotiator, who asked not to be "
        "named.\n",
        "hard but fair",
        "Finland"),
    "a_spokesperson_after_the_bodys_own_sentence_speaks_for_it": (
        "THE HAGUE – The Dutch Ministry of Defence dismissed the report. A spokesman said the "
        "corvette had “kept to its planned route”.\n",
        "planned route",
        "Dutch Ministry of Defence"),
    "she_is_the_woman_of_her_paragraph_not_a_man_of_no_known_sex": (
        "CANBERRA – Ilze Berzina took up her post on Monday, the Latvian embassy said. "
        "Berzina replaces Ambassador Juris Kalns, who was recalled to Riga in May. “My first "
        "task is trade,” she told reporters.\n",
        "first task",
        "Ilze Berzina"),
    "a_body_named_with_its_acronym_in_parentheses_speaks": (
        "CARACAS – Venezuela expelled two diplomats.\n\n"
        "The Organization of American States (OAS) said it was “deeply concerned” by the "
        "expulsions.\n",
        "deeply concerned",
        "Organization of American States"),
}


@pytest.mark.parametrize(("text", "words", "speaker"), SPEAKER_CASES.values(),
                         ids=SPEAKER_CASES)
def test_a_quotation_is_drafted_with_the_speakers_the_text_gives(
        tmp_path: Path, text: str, words: str, speaker: str) -> None:
    assert spoken_by(_drafted(tmp_path, text), words) == [speaker]


# behaviour -> (text, the text of a quotation -> the name of its one speaker)
QUOTATION_CASES = {
    "a_question_asked_and_a_colon_name_their_speakers": (
        "OSLO – Opposition leader Erna Solbakken questioned the timing. “Why act now?” she "
        "asked.\n\n"
        "Ambassador Pavel Orlov was blunt: “This is a show.”\n\n"
        "“Norway will regret it.”\n",
        {"Why act now?": "Erna Solbakken",
         "This is a show.": "Pavel Orlov",
         "Norway will regret it.": "Pavel Orlov"}),
    # (a colon after an opening phrase and an apposition: the parse's root was read up to
    # itself, for ever)
    "a_speaker_named_after_a_title_after_the_verb_and_after_a_colon": (
        "MADRID – Spain summoned the Venezuelan ambassador on Monday.\n\n"
        "“We will respond with firmness”, said the Minister of Foreign Affairs, Elena "
        "Prado.\n\n"
        "For her part, the spokeswoman of the Government, Marta Ruiz, indicated: “The "
        "Government will not accept lessons from anyone.”\n",
        {"We will respond with firmness": "Elena Prado",
         "The Government will not accept lessons from anyone.": "Marta Ruiz"}),
}


@pytest.mark.parametrize(("text", "spoken"), QUOTATION_CASES.values(), ids=QUOTATION_CASES)
def test_each_quotation_is_drafted_whole_with_its_speaker(tmp_path: Path, text: str,
                                                          spoken: dict[str, str]) -> None:
    article = _drafted(tmp_path, text)
    speakers = {q.text: _who(article, q.speaker) for q in article.quotes}
    assert {words: speakers[words] for words in spoken} == \
        {words: [name] for words, name in spoken.items()}


# behaviour -> (text, words of the one claim the first denial denies, the denial's fields)
DENIAL_CASES = {
    "rejecting_that_account_denies_the_claim_told_just_before": (
        "YEREVAN – Levon Sargsyan accused Turkey of closing the border crossing, and claimed "
        "that Ankara had delayed the railway talks on purpose. Turkey's Foreign Ministry "
        "rejected that account.\n",
        "delayed the railway talks",
        {}),
    "a_denial_in_a_quotation_links_the_claim_whose_words_it_echoes": (
        "ASUNCION – Paraguay's Foreign Ministry accused Rolando Vega, a Bolivian consul, of "
        "selling visas to smugglers, and said the consulate had kept false registers.\n\n"
        "“No register was ever false,” Vega said.\n",
        "false registers",
        {}),
    "calling_the_allegations_groundless_denies_them": (
        "SUVA – Chairman Ratu Vosa accused Li Ping of buying votes in the council.\n\n"
        "The Chinese embassy called the allegations “absurd and hostile”.\n",
        "buying votes",
        {"quote_starts": "called the allegations"}),
}


@pytest.mark.parametrize(("text", "words", "fields"), DENIAL_CASES.values(), ids=DENIAL_CASES)
def test_a_denial_denies_the_claim_it_answers(tmp_path: Path, text: str, words: str,
                                              fields: dict) -> None:
    article = _drafted(tmp_path, text)
    denial = first_claim(article, "Denial")
    assert denial.denies == (only_claim_holding(article, words).id,)
    assert item_fields(article, denial, fields) == fields


def test_the_government_accused_is_the_state_the_text_speaks_of(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "Georgia's parliament voted in Tbilisi on Tuesday. Opposition deputies walked out. "
        "Levan Beridze, an opposition leader, accused the government of selling out the "
        "coast.\n"))
    [claim] = claims_holding(article, "selling out the coast")
    assert _who(article, claim.claimant) == ["Levan Beridze"]
    assert _who(article, claim.about) == ["Georgia"]
    assert not any(e.type == "Group" for e in article.entities)


def test_a_speaker_who_denies_in_a_quotation_denies_the_claim_about_him(tmp_path: Path
                                                                         ) -> None:
    article = _drafted(tmp_path, (
        "VILNIUS – Lithuania's Foreign Ministry accused Anton Sirko, a Belarusian consul, of "
        "filming military depots.\n\n"
        "“I never owned a camera,” Sirko said. “We want good relations, but not at any "
        "price.”\n"))
    [allegation] = claims_holding(article, "filming military depots")
    denials = [c for c in article.claims if c.type == "Denial"]
    assert [d.text for d in denials] == ["I never owned a camera"]
    assert _who(article, denials[0].claimant) == ["Anton Sirko"]
    assert denials[0].denies == (allegation.id,)


def test_an_unnamed_source_of_no_body_is_nobody(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "RIGA – Talks resumed on Monday.\n\n"
        "“It was tense,” a senior diplomat said.\n"))
    quote = next(q for q in article.quotes if "It was tense" in q.text)
    assert quote.speaker == ()
    assert not any(e.type == "Group" for e in article.entities)


def test_the_counsellor_quoted_again_speaks_for_the_embassy_named(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "MINSK – A counsellor at the Latvian embassy in Minsk told reporters the envoy had "
        "left. “It was a short visit,” the counsellor said.\n"))
    quote = next(q for q in article.quotes if "short visit" in q.text)
    [speaker] = _who(article, quote.speaker)
    assert "embassy" in speaker.lower() or "Embassy" in speaker


def test_accusing_him_is_not_about_a_state_in_what_he_did(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "STOCKHOLM – Sweden ordered an Iranian diplomat to leave, accusing him of gathering "
        "information on Iranian exiles.\n"))
    [claim] = claims_holding(article, "gathering information")
    assert _who(article, claim.claimant) == ["Sweden"]
    assert "Iran" not in _who(article, claim.about)


def test_a_spokesperson_for_a_states_embassy_speaks_for_the_embassy(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "STOCKHOLM – Sweden accused Reza Karimi of spying on exiles. A spokesperson for the "
        "Iranian embassy rejected the accusations as baseless.\n"))
    denial = first_claim(article, "Denial")
    [claimant] = _who(article, denial.claimant)
    assert claimant != "Iran" and "mbassy" in claimant


def test_whom_it_accused_is_who_the_relative_pronoun_stands_for(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "QUITO – Ecuador's Foreign Ministry expelled Ramiro Soto, whom it accused of "
        "financing protests in Guayaquil.\n"))
    [claim] = claims_holding(article, "financing protests")
    assert claim.type == "Allegation"
    [claimant] = _who(article, claim.claimant)
    assert "Foreign Ministry" in claimant
    assert _who(article, claim.about) == ["Ramiro Soto"]


def test_a_ministry_that_denounced_that_makes_a_claim_not_about_a_place(tmp_path: Path
                                                                         ) -> None:
    article = _drafted(tmp_path, (
        "CARACAS – In a statement, Venezuela's Foreign Ministry denounced that the diplomats "
        "had met opposition leaders in Maracaibo without authorisation.\n"))
    [claim] = claims_holding(article, "had met opposition leaders")
    [claimant] = _who(article, claim.claimant)
    assert "Foreign Ministry" in claimant
    assert "Maracaibo" not in _who(article, claim.about)


# behaviour -> (text, words -> the fields of the one claim that holds them (claimant and
# about as names, one name alone as that name), or False where no claim may hold them)
CLAIMS_CASES = {
    "an_accusation_in_a_quotation_that_names_another_is_an_allegation": (
        "STOCKHOLM – Sweden expelled a diplomat on Monday.\n\n"
        "“Iranian agents were spying on exiles in Gothenburg,” Foreign Minister Anna "
        "Lindqvist said. “If anyone broke the law, the courts will say so.”\n",
        {"Iranian agents were spying": {"type": "Allegation",
                                        "claimant": "Anna Lindqvist",
                                        "about": ["Iran"]},
         "broke the law": False}),
    "two_things_said_with_and_that_are_two_claims": (
        "ACCRA – The Court for Maritime Disputes (CMD) opened the case. Their lawyer, Kofi "
        "Mensah, said the men had been “held without charge” and that the CMD had no say "
        "in the matter.\n",
        {"held without charge": {"starts": "the men had been"},
         "had no say": {"starts": "the CMD had no say",
                        "claimant": ["Kofi Mensah"],
                        "about": ["Court for Maritime Disputes"]}}),
    "what_a_note_complained_of_is_a_claim_of_the_sender": (
        "THE HAGUE – The Embassy of Kenya in The Hague reopened on Monday.\n\n"
        "The Dutch Ministry of Foreign Affairs complained in a diplomatic note in March that "
        "the embassy's visa office was selling appointments.\n",
        {"visa office was selling": {"claimant": ["Dutch Ministry of Foreign Affairs"],
                                     "quote_starts": "the embassy's visa office",
                                     "about": ["Embassy of Kenya in The Hague"]}}),
}


test_each_claim_a_text_says_is_drafted_with_its_fields = items_cases(CLAIMS_CASES,
                                                                     claims_holding)
