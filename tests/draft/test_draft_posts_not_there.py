"""`kg draft` drafts no post the words say is not there or has nobody in it ("has no consul
in ...", "has yet to name an envoy", "the post of ... is vacant"), and reads the office of a
state's body that has no name of its own ("the commander of Estonia's coast guard") as that
body's, held by the name in apposition."""

from __future__ import annotations

import pytest

from kg.draft.known import KnownIndex
from kg.draft.model import Spans
from kg.draft.names import find_entities
from kg.draft.posts import draft_posts


def _drafted(text: str) -> list:
    return draft_posts(find_entities(text, KnownIndex()), KnownIndex(), Spans())


@pytest.mark.parametrize("text", [
    "Since the spring Peru has no consul in Tacna, and its citizens travel to Arica.",
    "Portugal has yet to name an ambassador to Ghana, three months after the recall.",
    "The post of ambassador to Ghana has been vacant since June, officials in Lisbon say.",
    "Estonia, without a consul in Tartu since 2019, relies on honorary officers.",
    "No Chilean envoy attended the summit in Quito.",
])
def test_a_post_the_words_say_is_not_there_is_not_drafted(text: str) -> None:
    assert _drafted(text) == []


def test_a_post_named_after_a_negation_of_something_else_is_still_drafted() -> None:
    items = _drafted("Norway has no embassy in Quito; its ambassador to Peru, Ola Dahl, "
                     "covers Ecuador.")
    assert any(i.section == "holdings" and i.fields["holder"] == "ola-dahl" for i in items)


@pytest.mark.parametrize(("text", "holder", "label"), [
    ("Three ships were boarded. The commander of Estonia's coast guard, Ines Roa, "
     "flew to Tallinn.", "ines-roa", "Commander of the Coast Guard of Estonia"),
    ("The head of Peru's tax agency, Rosa Quispe, resigned on Friday.", "rosa-quispe",
     "Head of the Tax Agency of Peru"),
])
def test_the_office_of_a_state_s_unnamed_body_is_the_body_s_and_has_its_holder(
        text: str, holder: str, label: str) -> None:
    items = _drafted(text)
    labels = {i.id: i.fields["label"]["en"] for i in items if i.section == "posts"}
    held = {labels[i.fields["post"]] for i in items
            if i.section == "holdings" and i.fields["holder"] == holder}
    assert held == {label}


@pytest.mark.parametrize(("text", "holder", "label"), [
    ("Peru's interior ministry rejected the report on Monday. Deputy Interior Minister Luis "
     "Paz called it false.", "luis-paz", "Deputy Interior Minister of Peru"),
    ("Peru protested. The foreign ministry in Lima sent a note to Quito. The note was firm. "
     "Foreign Minister Ana Soto said so.", "ana-soto", "Foreign Minister of Peru"),
])
def test_a_minister_is_of_the_state_whose_ministry_of_that_portfolio_came_before(
        text: str, holder: str, label: str) -> None:
    items = _drafted(text)
    labels = {i.id: i.fields["label"]["en"] for i in items if i.section == "posts"}
    assert {labels[i.fields["post"]] for i in items
            if i.section == "holdings" and i.fields["holder"] == holder} == {label}


@pytest.mark.parametrize("text", [
    "Peru's interior ministry and the Chilean interior ministry met. Interior Minister Luis "
    "Paz spoke first.",
    "Peru protested. The foreign ministry in Lima sent a note. Defence Minister Luis Paz "
    "spoke later.",
])
def test_a_minister_is_of_no_state_when_the_ministries_before_disagree_or_differ(
        text: str) -> None:
    items = _drafted(text)
    assert [i for i in items if i.section == "posts" and "of_state" not in i.fields]


@pytest.mark.parametrize(("text", "holder", "label"), [
    ("Peru reopened its consulate in Arica on Friday. The new consul, Ana Ruiz, arrived by "
     "road.", "ana-ruiz", "Consul of Peru"),
    ("Chile's consulate in Tacna issued forty visas. Vice Consul Rosa Leal signed them.",
     "rosa-leal", "Vice Consul of Chile"),
])
def test_a_consul_is_of_the_one_state_whose_consulate_came_before(
        text: str, holder: str, label: str) -> None:
    items = _drafted(text)
    labels = {i.id: i.fields["label"]["en"] for i in items if i.section == "posts"}
    assert {labels[i.fields["post"]] for i in items
            if i.section == "holdings" and i.fields["holder"] == holder} == {label}


def test_a_consul_after_consulates_of_two_states_is_of_none() -> None:
    items = _drafted("Peru reopened its consulate in Arica while Bolivia closed its consulate "
                     "in Tacna. The consul, Ana Ruiz, left.")
    assert [i for i in items if i.section == "posts" and "of_state" not in i.fields]
