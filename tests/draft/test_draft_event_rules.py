"""Events read from kinds of sentence no single trigger word covers: a date given as a year
alone, a note or a case file handed over, a complaint filed, a post on a platform, a
refusal to comment, talks suspended, a deadline to leave. Each test's sentences are
written for it."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import drafted as _drafted
from drafting import event_with, events_labelled, item_cases


def _names(article, ids) -> set[str]:
    names = {e.id: e.name for e in article.entities}
    return {names.get(i, i) for i in ids}


# behaviour -> (text, words of the first event whose evidence holds them, its fields:
# agent as the name of its one agent)
EVENT_CASES = {
    "an_event_dated_by_a_year_alone_records_the_year": (
        "NAIROBI – Kenya summoned the Ugandan envoy in 2019.\n",
        "summoned",
        {"date_text": "2019",
         "year": "2019",
         "date": None}),
    "a_note_handed_to_an_ambassador_is_a_communication": (
        "OSLO – State Secretary Kari Nordvik of the Norwegian Ministry of Foreign Affairs "
        "handed Ambassador Pavel Orlov a note demanding an explanation on Monday.\n",
        "a note",
        {"type": "Communication",
         "agent": "Kari Nordvik",
         "date_text": "Monday"}),
    "talks_suspended_are_an_act_of_the_subject_with_the_other_side": (
        "ACCRA – Ghana expelled a Togolese diplomat on Friday.\n\n"
        "On Saturday, Togo suspended talks with Ghana on the border.\n",
        "suspended talks",
        {"label_starts": "Talks suspended",
         "participants": {"Togo", "Ghana"},
         "date_text": "Saturday"}),
    "a_date_after_since_is_not_the_date_of_the_act_before_it": (
        "SUVA – Fiji expelled a Tongan diplomat on Friday.\n\n"
        "Tonga announced that it was suspending talks with Fiji on the reef claimed by both "
        "sides since independence in 1970.\n",
        "suspending talks",
        {"date_text": None,
         "year": None}),
    "a_note_handed_to_him_is_the_subjects_communication": (
        "WARSAW – The Polish Ministry of Foreign Affairs summoned the Belarusian charge "
        "d'affaires, Ivan Kavalenka, on Monday and handed him a protest note.\n",
        "handed him a protest note",
        {"type": "Communication",
         "agent": "Polish Ministry of Foreign Affairs"}),
}


test_an_event_is_drafted_with_the_fields_its_sentence_gives = item_cases(EVENT_CASES, event_with)


# behaviour -> (text, a type of event, the names of the agents of each event of that type)
AGENT_CASES = {
    "a_post_told_by_its_verb_is_a_post_and_a_post_as_a_source_is_not": (
        "TALLINN – Estonia expelled a Russian diplomat on Monday.\n\n"
        "“We will answer,” Foreign Minister Margus Tamm wrote in a post on X on Monday.\n\n"
        "In a post on Telegram, the Russian Foreign Ministry said Moscow would respond.\n",
        "SocialMediaPost",
        [{"Margus Tamm"}]),
    "credentials_presented_by_no_one_named_are_no_event": (
        "New envoy presents credentials\n\n"
        "SUVA – Ambassador Lena Ortiz presented her letters of credence to President Ratu "
        "Wiliame Katonivere on Monday.\n",
        "CredentialsPresentation",
        [{"Lena Ortiz"}]),
    # "said … and urged" is what was said; an appeal on its own is still an event.
    "an_appeal_made_in_words_said_is_no_event": (
        "The European Union said the crackdown had been a grave mistake, but called on "
        "Georgia to release the protesters.\n\n"
        "The African Union urged Sudan and Chad to reopen their border.\n",
        "Appeal",
        [{"African Union"}]),
}


@pytest.mark.parametrize(("text", "type_", "agents"), AGENT_CASES.values(), ids=AGENT_CASES)
def test_the_events_of_a_type_have_the_agents_the_text_names(
        tmp_path: Path, text: str, type_: str, agents: list[set[str]]) -> None:
    article = _drafted(tmp_path, text)
    events = [e for e in article.events if e.type == type_]
    assert [_names(article, e.agent) for e in events] == agents


def test_a_complaint_and_the_case_file_after_it_are_two_steps(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "KIGALI – Rwanda expelled a Belgian diplomat on Friday.\n\n"
        "On 14 April, the Rwanda Bar Association filed a complaint with the police. "
        "The Rwanda Bar Association handed its case file to the Rwanda Investigation Bureau "
        "on 2 May.\n"))
    steps = [e for e in article.events if e.type == "LegalProceeding"]
    assert sorted(e.date_text for e in steps) == ["14 April", "2 May"]
    for step in steps:
        assert _names(article, step.participants) == {"Rwanda Bar Association"}


def test_a_case_file_handed_in_the_passive_is_the_tellers(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "LOMÉ – Togo's Ministry of Foreign Affairs said a case file had been handed on "
        "Thursday to the public prosecutor.\n"))
    step = event_with(article, "case file had been handed")
    assert step.type == "LegalProceeding"
    assert [name for name in _names(article, step.participants)
            if "Ministry of Foreign Affairs" in name]


def test_a_statement_is_an_event_only_when_the_sentence_dates_it(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "ACCRA – Ghana's Ministry of Foreign Affairs said in a statement that the talks "
        "would go on.\n\n"
        "Kenya's Ministry of Foreign Affairs said in a statement on Friday that it would "
        "send an envoy.\n\n"
        "Foreign Minister Ama Boateng told reporters in Accra on May 23 that the border was "
        "open.\n"))
    statements = [e for e in article.events if e.type == "Statement"]
    told = [e.evidence[0].quote for e in statements]
    assert any("Ama Boateng" in _names(article, e.agent) for e in statements)
    assert any("on Friday" in words for words in told)
    assert not any("talks" in words or "said in a statement that" in words for words in told)


def test_an_undated_complaint_is_an_undated_event(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "KIGALI – Rwanda expelled a Belgian diplomat on Friday.\n\n"
        "The Rwanda Bar Association filed a complaint with the police.\n"))
    assert [e.date_text for e in article.events if e.type == "LegalProceeding"] == [None]


def test_a_deadline_to_leave_is_an_act_unless_it_is_an_expulsions_term(
        tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "SUVA – Fiji's Ministry of Foreign Affairs on Monday gave the consulate fifteen days "
        "to cease all activity.\n\n"
        "On Tuesday, Fiji declared a Tongan attaché, Sione Fifita, persona non grata and gave "
        "him 48 hours to leave the country.\n"))
    deadlines = events_labelled(article, "Deadline to leave")
    assert len(deadlines) == 1 and "fifteen days" in deadlines[0].evidence[0].quote


def test_two_alike_acts_of_different_dates_are_two_events(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "MADRID – Portugal summoned the Spanish ambassador on 3 March 2025 over a fishing "
        "dispute. Portugal last summoned the Spanish ambassador in 2019.\n"))
    summonses = events_labelled(article, "Summons")
    assert sorted(e.date or e.year for e in summonses) == ["2019", "2025-03-03"]


def test_an_order_to_close_a_consulate_is_the_orderers_act(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "Estonia orders Russian consulate closed\n\n"
        "TALLINN – Estonia on Wednesday ordered Russia to close its consulate general in "
        "Narva within 30 days, the Estonian Foreign Ministry said.\n"))
    order = event_with(article, "ordered Russia to close its consulate")
    assert order.label.en.startswith("Closure ordered: Estonia, Russia")
    assert not [e for e in article.events if e.type == "EmbassyClosure"]
