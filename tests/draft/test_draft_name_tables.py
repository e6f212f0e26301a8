"""The drafting rules' tables of names kept as data beside kg.draft.gazetteer (cities and
demonyms), read on first use, and the patterns built from lists of words
(kg.draft.word_patterns)."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from kg.draft.gazetteer import DEMONYMS, cities, not_seats
from kg.draft.word_patterns import one_of

# name -> the state the table gives it
CITY_STATES = {
    "Moscow": "Russia", "La Paz": "Bolivia", "Nuku'alofa": "Tonga", "Jeddah": "Saudi Arabia",
    "São Paulo": "Brazil", "Osh": "Kyrgyzstan", "Gdańsk": "Poland",
}


@pytest.mark.parametrize("city, state", CITY_STATES.items())
def test_a_city_of_the_table_is_in_its_state(city: str, state: str) -> None:
    assert cities()[city] == state


# city -> whether it is no seat of a government (a place where things happen)
SEATS_OR_NOT = {"Moscow": False, "Canberra": False, "Jeddah": True, "Geneva": True,
                "Osh": True, "Tel Aviv": True}


@pytest.mark.parametrize("city, only_a_place", SEATS_OR_NOT.items())
def test_a_city_is_a_seat_unless_the_table_says_it_is_only_a_place(
        city: str, only_a_place: bool) -> None:
    assert (city in not_seats()) is only_a_place


DEMONYM_STATES = {"Kyrgyz": "Kyrgyzstan", "Peruvian": "Peru", "Ni-Vanuatu": "Vanuatu",
                  "Equatorial Guinean": "Equatorial Guinea", "Soviet": "Soviet Union"}


@pytest.mark.parametrize("demonym, state", DEMONYM_STATES.items())
def test_a_demonym_names_its_state(demonym: str, state: str) -> None:
    assert DEMONYMS[demonym] == state
    assert demonym in DEMONYMS and DEMONYMS.get(demonym) == state


@pytest.mark.parametrize("word", ["Martian", "Libertas", "", "peruvian"])
def test_a_word_that_is_no_demonym_is_not_in_the_table(word: str) -> None:
    assert word not in DEMONYMS and DEMONYMS.get(word) is None


def test_the_tables_hold_no_comment_or_empty_row() -> None:
    assert all(name and not name.startswith("#") for name in list(cities()) + list(DEMONYMS))
    assert len(cities()) > 400 and len(DEMONYMS) > 190


def test_importing_the_drafting_rules_reads_no_table() -> None:
    """The tables are read the first time a rule asks: importing does no I/O."""
    probe = ("import kg.draft.names, kg.draft.posts, kg.draft.missions\n"
             "from kg.draft import gazetteer as g\n"
             "print(g._city_rows.cache_info().currsize, '_table' in vars(g.DEMONYMS))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True).stdout.split()
    assert out == ["0", "False"]


# words -> (text, whether one_of(words) matches the whole text)
ONE_OF_CASES = {
    "a listed word": (("ministry", "embassy"), "embassy", True),
    "a word given as a pattern": (("ministry", "organi[sz]ation"), "organisation", True),
    "an optional letter": (("Islands?",), "Island", True),
    "a word not listed": (("ministry", "embassy"), "consulate", False),
}


@pytest.mark.parametrize("words, text, matches", ONE_OF_CASES.values(), ids=ONE_OF_CASES)
def test_one_of_matches_any_of_its_words(words: tuple[str, ...], text: str,
                                         matches: bool) -> None:
    assert bool(re.fullmatch(one_of(words), text)) is matches


def test_one_of_is_a_group_that_what_follows_applies_to_whole() -> None:
    """"ministry|embassy's" would read "ministry" alone: the words are one group."""
    pattern = re.compile(one_of(("ministry", "embassy")) + "['’]s")
    assert pattern.fullmatch("ministry's") and not pattern.fullmatch("ministry")
