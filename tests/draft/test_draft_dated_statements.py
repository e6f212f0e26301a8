"""Dated statements (kg.draft.dated_statements): a named speaker's verb of saying with a day
is a Statement event of that speaker on that day, holding the speaker, the verb and the
date and none of what was said. Each test's sentences are written for it."""

from __future__ import annotations

import pytest

from drafting import drafted, event_with, events_holding, item_cases

# behaviour -> (text, words of the first event whose evidence holds them, its fields)
STATEMENT_CASES = {
    "a_ministry_saying_on_a_day_made_a_statement_that_day": (
        "SANTIAGO – Chile recalled its consul in Tacna on Monday.\n\n"
        "The Chilean Ministry of Foreign Affairs stated on 14 March 2025 that the consul had "
        "been told to return within two days.\n",
        "stated on 14 March 2025",
        {"type": "Statement", "agent": "Chilean Ministry of Foreign Affairs",
         "date": "2025-03-14", "date_text": "14 March 2025"}),
    "a_person_who_told_reporters_on_a_day_made_a_statement": (
        "VALLETTA – Malta turned away a Libyan trade envoy on Monday.\n\n"
        "Foreign Minister Carmelo Zammit-Borg told reporters in Valletta on 9 April 2025 "
        "that the decision was final.\n",
        "told reporters",
        {"type": "Statement", "agent": "Carmelo Zammit-Borg", "date": "2025-04-09"}),
    "the_day_before_the_speaker_dates_the_statement": (
        "QUITO – Ecuador summoned the Peruvian ambassador on Monday.\n\n"
        "On 2 June 2025, the Peruvian embassy in Quito confirmed that two of its staff had "
        "left the country.\n",
        "confirmed",
        {"type": "Statement", "agent": "Embassy of Peru in Quito", "date": "2025-06-02"}),
    "a_spokesman_for_a_named_ministry_speaks_for_it": (
        "LIMA – Peru recalled its consul from Arica on Monday.\n\n"
        "A spokesman for the Chilean Ministry of Foreign Relations announced on 9 May 2025 "
        "that its patrol boats would stay in port.\n",
        "announced on 9 May",
        {"type": "Statement", "agent": "Chilean Ministry of Foreign Relations"}),
    "a_communique_released_on_a_day_is_a_statement_of_that_day": (
        "ACCRA – Ghana recalled its envoy from Lomé on Monday.\n\n"
        "On 11 April 2025 the Togolese Ministry of Foreign Affairs released a communiqué on "
        "the border incident.\n",
        "released a communiqué",
        {"type": "Statement", "agent": "Togolese Ministry of Foreign Affairs",
         "date": "2025-04-11"}),
}

test_a_dated_statement_has_its_fields = item_cases(STATEMENT_CASES, event_with)


def test_words_between_the_verb_and_its_date_are_not_in_the_statement(tmp_path) -> None:
    article = drafted(tmp_path, (
        "LIMA – Peru recalled its consul from Arica on Monday.\n\n"
        "Foreign Minister Rosa Quispe Mamani told the Congress on 9 May 2025 that the boats "
        "would sail.\n"))
    statement = next(e for e in article.events if e.type == "Statement")
    assert [evidence.quote for evidence in statement.evidence] == [
        "Foreign Minister Rosa Quispe Mamani told", "9 May 2025"]


def test_what_was_said_is_not_in_the_statement(tmp_path) -> None:
    article = drafted(tmp_path, (
        "LISBON – Portugal expelled an Angolan attaché on Monday.\n\n"
        "The Angolan Foreign Ministry said on 3 May 2025 that the attaché had spied on "
        "exiles in Porto.\n"))
    statement = event_with(article, "said on 3 May 2025")
    assert all("spied" not in evidence.quote for evidence in statement.evidence)


# behaviour -> (text, words that no drafted statement may hold)
NO_STATEMENT_CASES = {
    "a_statement_to_come_is_none": (
        "OSLO – Norway summoned the Iranian envoy on Monday.\n\n"
        "The Norwegian Ministry of Foreign Affairs will announce on 20 May 2025 whether the "
        "embassy may reopen.\n",
        "announce"),
    "a_statement_denied_is_none": (
        "RABAT – Morocco recalled its ambassador from Algiers on Monday.\n\n"
        "The Algerian Foreign Ministry did not comment on 4 June 2025 on the recall.\n",
        "comment"),
    "a_statement_reported_in_another_s_words_is_theirs": (
        "HANOI – Vietnam protested to China on Monday.\n\n"
        "The agency wrote that Deputy Minister Tran Van Khoa had confirmed on 8 July 2025 "
        "that the boats had left.\n",
        "confirmed"),
    "a_statement_wished_for_is_none": (
        "LIMA – Peru recalled its consul from Arica on Monday.\n\n"
        "Foreign Minister Rosa Quispe Mamani hopes to announce on 9 May 2025 that the "
        "crossing will reopen.\n",
        "announce"),
    "a_statement_in_a_clause_of_what_may_happen_is_none": (
        "LIMA – Peru recalled its consul from Arica on Monday.\n\n"
        "If Foreign Minister Rosa Quispe Mamani confirms on 9 May 2025 that the crossing "
        "is shut, fishing will stop.\n",
        "confirms"),
    "a_statement_told_according_to_another_is_theirs": (
        "LIMA – Peru recalled its consul from Arica on Monday.\n\n"
        "According to the Chilean navy, Foreign Minister Rosa Quispe Mamani said on "
        "9 May 2025 that the boats would sail.\n",
        "said on 9 May"),
    "a_statement_with_a_teller_s_aside_is_the_teller_s": (
        "LIMA – Peru recalled its consul from Arica on Monday.\n\n"
        "Foreign Minister Rosa Quispe Mamani, the daily La Costa reported, said on "
        "9 May 2025 that the boats would sail.\n",
        "said on 9 May"),
    "no_one_in_particular_makes_no_statement": (
        "LIMA – Peru recalled its consul from Arica on Monday.\n\n"
        "Neither Chile nor Bolivia said on 9 May 2025 that the boats would sail.\n",
        "said on 9 May"),
    "a_pronoun_two_people_may_fit_names_no_speaker": (
        "LIMA – Peru recalled its consul from Arica on Monday.\n\n"
        "Jorge Salas Rivas met Rosa Quispe Mamani in Tacna on Friday. She said on "
        "9 May 2025 that the boats would sail.\n",
        "She said"),
    "someone_the_speaker_s_name_describes_is_not_the_speaker": (
        "LIMA – Peru recalled its consul from Arica on Monday.\n\n"
        "The Chilean consul's driver said on 9 May 2025 that the boats would sail.\n",
        "said on 9 May"),
    "a_spokesman_for_those_around_a_name_is_not_its_voice": (
        "LIMA – Peru recalled its consul from Arica on Monday.\n\n"
        "A spokesman for the critics of Foreign Minister Rosa Quispe Mamani said on "
        "9 May 2025 that the boats would sail.\n",
        "said on 9 May"),
    "an_official_close_to_a_name_is_not_its_voice": (
        "LIMA – Peru recalled its consul from Arica on Monday.\n\n"
        "An adviser close to Foreign Minister Rosa Quispe Mamani said on 9 May 2025 that "
        "the boats would sail.\n",
        "said on 9 May"),
    "a_name_inside_a_phrase_before_the_verb_is_not_the_speaker": (
        "LIMA – Peru recalled its consul from Arica on Monday.\n\n"
        "The leader of the fishermen suing Chile said on 9 May 2025 that the boats would "
        "sail.\n",
        "said on 9 May"),
    "a_statement_hedged_as_reported_is_none": (
        "LIMA – Peru recalled its consul from Arica on Monday.\n\n"
        "Foreign Minister Rosa Quispe Mamani reportedly told Chilean diplomats on "
        "9 May 2025 that the boats would sail.\n",
        "told"),
    "a_statement_with_no_named_speaker_is_none": (
        "DAKAR – Senegal closed its consulate in Nouadhibou on Monday.\n\n"
        "It was reported on 12 August 2025 that the staff had already gone home.\n",
        "reported"),
}


def _statements_holding(article, words: str) -> list:
    return [e for e in events_holding(article, words) if e.type == "Statement"]



@pytest.mark.parametrize(("text", "words"), NO_STATEMENT_CASES.values(),
                         ids=NO_STATEMENT_CASES)
def test_no_statement_is_drafted(tmp_path, text: str, words: str) -> None:
    assert _statements_holding(drafted(tmp_path, text), words) == []
