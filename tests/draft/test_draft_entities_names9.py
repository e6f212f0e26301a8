"""`kg draft` drafts no third person for the surnames two people named before share."""

from __future__ import annotations

from kg.draft.known import KnownIndex
from kg.draft.names import find_entities


def test_a_surname_two_people_share_names_no_third() -> None:
    found = find_entities("Lucas Ferro Dias was freed on Friday. His brother, Tiago Ferro "
                          "Dias, met reporters. Ferro Dias, 41, is an engineer.", KnownIndex())
    assert sorted(found.name(e) for e in found.items) == ["Lucas Ferro Dias",
                                                          "Tiago Ferro Dias"]


def test_a_surname_one_person_has_is_that_persons() -> None:
    found = find_entities("Lucas Ferro Dias was freed on Friday. Ferro Dias, 41, is an "
                          "engineer.", KnownIndex())
    assert [found.name(e) for e in found.items] == ["Lucas Ferro Dias"]
