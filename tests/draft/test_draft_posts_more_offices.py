"""`kg draft` reads more offices with their holders: a body's executive secretary, the
press's correspondents and reporters (named only with a holder), and a retired envoy (a
former post)."""

from __future__ import annotations

import pytest

from kg.draft.known import KnownIndex
from kg.draft.model import Spans
from kg.draft.names import find_entities
from kg.draft.posts import draft_posts


def _drafted(text: str) -> list:
    return draft_posts(find_entities(text, KnownIndex()), KnownIndex(), Spans())


def _held(text: str) -> dict[str, tuple[str, str | None]]:
    """holder id -> (the label of the post drafted as held, the holding's status)."""
    items = _drafted(text)
    labels = {item.id: item.fields["label"]["en"] for item in items if item.section == "posts"}
    return {item.fields["holder"]: (labels[item.fields["post"]], item.fields.get("status"))
            for item in items if item.section == "holdings"}


@pytest.mark.parametrize(("text", "holder", "words"), [
    ("The agency's executive secretary, Tomasz Wielgus, opened the hearing in Gdańsk.",
     "tomasz-wielgus", "Executive Secretary"),
    ("Marta Szilagyi, a correspondent for a Budapest weekly, was refused a visa.",
     "marta-szilagyi", "Correspondent"),
    ("Jonas Petraitis, an investigative reporter, lost his press card in April.",
     "jonas-petraitis", "Reporter"),
])
def test_an_office_of_a_body_or_of_the_press_is_held_by_the_one_named_with_it(
        text: str, holder: str, words: str) -> None:
    held = _held(text)
    assert holder in held
    assert words in held[holder][0]


def test_a_retired_envoy_held_the_post_before() -> None:
    held = _held("The plan is sound, said Ilse Vandenberghe, a retired ambassador who had "
                 "served in Lagos.")
    label, status = held["ilse-vandenberghe"]
    assert "Ambassador" in label and status == "former"


def test_reporters_in_general_hold_no_post() -> None:
    items = _drafted("The minister told reporters in Tallinn that talks would resume.")
    assert not [i for i in items if "Reporter" in str(i.fields.get("label"))]


@pytest.mark.parametrize(("text", "holder", "words"), [
    ("Permanent Secretary for Trade Affairs Mele Tupou signed the note.", "mele-tupou",
     "Permanent Secretary for Trade Affairs"),
    ("Rohan Varma left Nairobi in March. In Delhi he later became joint secretary for East "
     "Africa at the ministry.", "rohan-varma", "Joint Secretary for East Africa"),
    ("The envoy was received by the Director General for Caspian affairs, Saeed Karimi, who "
     "said nothing.", "saeed-karimi", "Director General for Caspian affairs"),
])
def test_a_portfolio_completes_a_secretary_or_director_before_the_holder(
        text: str, holder: str, words: str) -> None:
    held = _held(text)
    assert holder in held
    assert words.lower() in held[holder][0].lower()


@pytest.mark.parametrize(("text", "holder", "words"), [
    ("Tiina Koskela, a member of the regional council, asked for a debate.", "tiina-koskela",
     "Member"),
    ("An opposition member, Pekka Rinne, called it a disgrace.", "pekka-rinne",
     "Opposition Member"),
    ("Lauri Mäki, the member of the opposition, spoke last.", "lauri-maki",
     "Member of the Opposition"),
    ("Ewa Zielinska, a senior researcher at a Kraków institute, disagreed.", "ewa-zielinska",
     "Researcher"),
])
def test_a_member_or_a_researcher_named_with_the_words_holds_them(
        text: str, holder: str, words: str) -> None:
    held = _held(text)
    assert holder in held
    assert words in held[holder][0]


def test_a_state_that_is_a_member_of_a_body_holds_no_post() -> None:
    items = _drafted("Estonia, a member of the Nordic Council since 1991, protested.")
    assert not [i for i in items if "Member" in str(i.fields.get("label"))]


def test_a_post_that_is_the_subject_of_a_verb_of_saying_is_not_the_name_s_before_it() -> None:
    items = _drafted("Chile recalled its consul in Lyon, Marta Quiroga, a spokeswoman of the "
                     "Chilean Interior Ministry confirms.")
    held = {i.fields["post"] for i in items
            if i.section == "holdings" and i.fields["holder"] == "marta-quiroga"}
    assert held and not any("spokes" in post for post in held)


@pytest.mark.parametrize(("text", "holder", "words"), [
    ("Ruta Vaitkus, an opposition backbencher, tabled the question.", "ruta-vaitkus",
     "Opposition Backbencher"),
    ("In Riga, the army's press spokesman, Major Andris Liepa, denied it.", "andris-liepa",
     "Press Spokesman"),
])
def test_a_backbencher_and_a_press_spokesman_are_posts(text: str, holder: str,
                                                       words: str) -> None:
    held = _held(text)
    assert holder in held
    assert words in held[holder][0]


def test_a_representative_of_a_body_in_a_state_is_a_post() -> None:
    held = _held("The fund welcomed the ruling. Its representative in Moldova, Ivo Rusu, "
                 "called it overdue.")
    assert "Representative" in held["ivo-rusu"][0]


def test_a_representative_of_a_body_with_no_name_is_the_body_s_post_alone() -> None:
    items = _drafted("A representative of the World Bank declined to comment in Chisinau.")
    assert any("Representative" in i.fields["label"]["en"] for i in items
               if i.section == "posts")
    assert not [i for i in items if i.section == "holdings"]


def test_the_chair_of_a_body_s_unnamed_committee_is_not_the_body_s_post() -> None:
    items = _drafted("Aksel Berg, chairman of the Storting's finance committee, objected.")
    labels = [i.fields["label"]["en"] for i in items if i.section == "posts"]
    assert labels and not any("Storting" in label for label in labels)


@pytest.mark.parametrize(("text", "holder"), [
    ("Lucas Ferreyra, a national deputy for Salta, tabled a motion.", "lucas-ferreyra"),
    ("The Duma deputy Pyotr Lavrov proposed closing the border.", "pyotr-lavrov"),
])
def test_a_legislator_called_a_deputy_holds_the_post(text: str, holder: str) -> None:
    held = _held(text)
    assert "Deputy" in held[holder][0]
