"""`kg draft` reads a single capitalised word that no list knows and nobody in the text is
called, right after a word of where ("held in Gldani", "a strike near Amadiya", "the
village of Kayaya"), as a place (a city when the text calls it a town, or names it as
where something happened near: "a strike near Amadiya"); a language ("in Swahili"), a
month, a body's word or a person named in the text stays what it is; a name before a
facility's word in small letters ("Harare Central police station", "the Oraba crossing") is
that facility, a place."""

from __future__ import annotations

import pytest

from kg.draft.known import KnownIndex
from kg.draft.names import find_entities


def _types(text: str) -> dict[str, str]:
    """name -> type of each entity drafted from ``text``."""
    found = find_entities(text, KnownIndex())
    return {found.name(entity): item.fields["type"] for entity, item in found.items.items()}


@pytest.mark.parametrize(("text", "name", "type_"), [
    ("She spent eleven weeks in Gldani before her release.", "Gldani", "Place"),
    ("In Kajo-Keji the technician was charged with espionage.", "Kajo-Keji", "Place"),
    ("Shells fell on the village of Kayaya on Monday.", "Kayaya", "Place"),
    ("A drone strike near the town of Amadiya killed two.", "Amadiya", "City"),
    ("Tourists were killed at a resort near Zakho.", "Zakho", "City"),
])
def test_an_unknown_word_after_a_word_of_where_is_a_place(text: str, name: str,
                                                          type_: str) -> None:
    assert _types(text).get(name) == type_


@pytest.mark.parametrize(("text", "word"), [
    ("He answered in Swahili and then in Russian.", "Swahili"),
    ("The talks resumed in January.", "January"),
    ("Farida Osei spoke first. In Osei's view the deal was fair.", "Osei"),
    ("The motion was debated in Parliament on Monday.", "Parliament"),
    ("A lawyer for Tokhtarov, who was in Hospital Street, said so.", "Hospital"),
])
def test_a_word_after_in_that_names_no_place_is_none(text: str, word: str) -> None:
    assert _types(text).get(word) not in ("Place", "City")


@pytest.mark.parametrize(("text", "name"), [
    ("At Harare Central police station she spent three nights in a cell.",
     "Harare Central police station"),
    ("He was driven to the Oraba crossing and handed over.", "Oraba crossing"),
    ("Trade through the Panji Poyon crossing resumed on Monday.", "Panji Poyon crossing"),
    ("Pilgrims visited the David Gareja monastery complex.", "David Gareja monastery complex"),
])
def test_a_name_before_a_facilitys_word_is_the_facility(text: str, name: str) -> None:
    assert _types(text).get(name) == "Place"

