"""`kg draft` reads the kind of a name from the words beside it: a name between "the" and a
group's descriptor is an organisation ("the opposition Civic Platform party"), a facility
named before its word in small letters ("Evin prison") and a vessel named after its kind
("the tanker Eagle S") are places; none of them is a person."""

from __future__ import annotations

import pytest

from kg.draft.known import KnownIndex
from kg.draft.names import find_entities


def _types(text: str) -> dict[str, str]:
    """name -> type of each entity drafted from ``text``."""
    found = find_entities(text, KnownIndex())
    return {found.name(entity): item.fields["type"] for entity, item in found.items.items()}


# (sentence, the name in it), by the type the name is drafted with
NAMED_BESIDE = {
    "Organization": [
        ("The opposition Civic Platform party won the vote.", "Civic Platform"),
        ("Leaders of the banned Harmony Path movement were arrested.", "Harmony Path"),
        ("The Hina news agency said the talks had ended.", "Hina"),
        ("Witnesses said the Mai Kolo militia crossed the river.", "Mai Kolo"),
    ],
    "Place": [
        ("The researcher has been held in Evin prison since March.", "Evin prison"),
        ("Flights resumed at Queen Amara airport on Monday.", "Queen Amara airport"),
        ("Investigators boarded the tanker, the Eagle S, two days later.", "Eagle S"),
        ("The Liberian-flagged cargo ship Nordic Star docked on Friday.", "Nordic Star"),
        ("The frigate HNLMS Tromp sailed through the strait.", "HNLMS Tromp"),
    ],
}


@pytest.mark.parametrize(("text", "name", "type_"), [
    (text, name, type_) for type_, rows in NAMED_BESIDE.items() for text, name in rows])
def test_the_words_beside_a_name_give_its_kind(text: str, name: str, type_: str) -> None:
    types = _types(text)
    assert types[name] == type_
    assert "Person" not in types.values()


@pytest.mark.parametrize(("text", "name", "type_"), [
    ("Putin said the talks had failed.", "Putin", "Person"),
    ("Erdogan told reporters that the border would stay open.", "Erdogan", "Person"),
    ("Hamas said it would respond.", "Hamas", "Organization"),
])
def test_a_single_name_speaking_is_a_person_when_the_recogniser_agrees(
        text: str, name: str, type_: str) -> None:
    assert _types(text).get(name, "Organization") == type_
