"""`kg draft` reads the holder of a post named in apposition after the post's whole noun
phrase ("Italy's ambassador in Tehran, Paola Amadei, ..."), and not the name of an office
inside that phrase ("an adviser to the prime minister, Irakli Kobakhidze")."""

from __future__ import annotations

import pytest

from kg.draft.known import KnownIndex
from kg.draft.model import Spans
from kg.draft.names import find_entities
from kg.draft.posts import draft_posts


def _held(text: str) -> dict[str, str]:
    """holder id -> the label of the post drafted as held, from ``text``."""
    items = draft_posts(find_entities(text, KnownIndex()), KnownIndex(), Spans())
    labels = {item.id: item.fields["label"]["en"] for item in items if item.section == "posts"}
    return {item.fields["holder"]: labels[item.fields["post"]]
            for item in items if item.section == "holdings"}


@pytest.mark.parametrize(("text", "holder", "words"), [
    ("Tajani said Italy's ambassador in Tehran, Paola Amadei, had lodged a protest.",
     "paola-amadei", "Ambassador"),
    ("The head of the Peruvian Congress foreign relations committee, Alejandro Aguinaga, "
     "called for calm.", "alejandro-aguinaga", "Head"),
    ("The deputy director of the Ukrainian foreign intelligence service, Oleh Ivashchenko, "
     "said Kyiv had proof.", "oleh-ivashchenko", "Director"),
    ("Bangladesh's acting high commissioner in New Delhi, Nurul Islam, was summoned on "
     "Monday.", "nurul-islam", "High Commissioner"),
    ("Officials said the deputy spokesperson of the ministry, Lin Jian, had been briefed.",
     "lin-jian", "Spokesperson"),
])
def test_a_name_in_apposition_after_a_post_phrase_holds_the_post(
        text: str, holder: str, words: str) -> None:
    held = _held(text)
    assert holder in held
    assert words in held[holder]


@pytest.mark.parametrize(("text", "name"), [
    ("The court sentenced Giorgi Beridze, a former adviser to the prime minister, Irakli "
     "Kobakhidze, to five years.", "irakli-kobakhidze"),
    ("Javier Soto, a spokesman for the president, Luis Arce, said so.", "luis-arce"),
])
def test_a_name_after_an_office_inside_the_phrase_does_not_hold_the_outer_post(
        text: str, name: str) -> None:
    held = _held(text)
    assert "Adviser" not in held.get(name, "") and "Spokes" not in held.get(name, "")


@pytest.mark.parametrize(("text", "holder", "label"), [
    ("The deputy head of the Russian embassy in Tallinn, Igor Petrov, was expelled.",
     "igor-petrov", "Deputy Head of Embassy of Russia in Tallinn"),
    ("Officials said the deputy spokesperson of the ministry, Lin Jian, had been briefed.",
     "lin-jian", "Deputy Spokesperson"),
    ("The vice president of the European Commission, Kaja Kallas, said the bloc would act.",
     "kaja-kallas", "Vice President of European Commission"),
])
def test_a_rank_in_small_letters_before_an_office_is_part_of_it(
        text: str, holder: str, label: str) -> None:
    assert _held(text)[holder] == label
