"""Names read whole from runs of capitals: a plural's possessive inside a body's name, and
a sentence's opening plural noun before the name of a body."""

from __future__ import annotations

import pytest

from kg.draft.known import KnownIndex
from kg.draft.names import find_entities


def _names(text: str) -> dict[str, str]:
    """name -> type of every entity drafted from ``text``."""
    found = find_entities(text, KnownIndex())
    return {found.name(e): item.fields["type"] for e, item in found.items.items()}


@pytest.mark.parametrize("text, name", [
    ("The Marovian People's Freedom Party won nine seats in the vote.",
     "Marovian People's Freedom Party"),
    ("Shells fired by the Ostravan People's Defence Army hit the depot.",
     "Ostravan People's Defence Army"),
    ("A march by the Women's Solidarity League was banned by the mayor.",
     "Women's Solidarity League"),
])
def test_a_plural_possessive_is_inside_the_name(text: str, name: str) -> None:
    """"People's" cut the run: "Freedom Party" was drafted, or nothing at all."""
    assert name in _names(text)


def test_a_state_possessive_still_ends_the_name() -> None:
    names = _names("Norway's Coast Guard Service seized the trawler on Friday.")
    assert "Norway" in names and "Norway's Coast Guard Service" not in names


@pytest.mark.parametrize("text, name", [
    ("Fighters of the Ostravan Liberation Army shelled the port overnight.",
     "Ostravan Liberation Army"),
    ("Members of the Marovian Bar Association walked out of the hearing.",
     "Marovian Bar Association"),
    ("Members of the Velish Press Union said they would appeal.", "Velish Press Union"),
])
def test_a_sentences_opening_noun_is_no_part_of_the_name(text: str, name: str) -> None:
    """"Fighters of the Ostravan Liberation Army" was drafted as one organisation."""
    names = _names(text)
    assert name in names and not any(n.startswith(text.split()[0]) for n in names)


def test_a_name_that_begins_with_a_plural_stays_whole() -> None:
    """No word of an organisation after "of": the plural is the name's first word."""
    assert not any(n == "Earth" for n in _names("Friends of the Earth sued the ministry."))


@pytest.mark.parametrize("text, name", [
    ("Voters backed the Party of Renewal and Solidarity in the north.",
     "Party of Renewal and Solidarity"),
    ("A Marovian Commission for Truth and Reconciliation heard the widows in May.",
     "Marovian Commission for Truth and Reconciliation"),
])
def test_a_bodys_name_goes_on_after_and(text: str, name: str) -> None:
    """The name was cut at "and": "Party of Renewal"."""
    assert name in _names(text)


def test_two_bodies_joined_by_and_stay_two() -> None:
    names = _names("He wrote to the Court of Justice and Amnesty International in March.")
    assert "Court of Justice" in names and "Amnesty International" in names
