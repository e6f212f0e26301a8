"""`kg draft`'s people named by one name, after a verb of saying and before their post."""

from __future__ import annotations

from kg.draft.known import KnownIndex
from kg.draft.names import find_entities


def _people(text: str) -> set[str]:
    found = find_entities(text, KnownIndex())
    return {found.name(e) for e in found.items if found.kind(e) == "person"}


def test_one_name_said_with_a_post_after_it_is_a_person() -> None:
    """"said Hendrawan, a spokesman for the ministry": nobody was drafted."""
    assert _people("The decision was final, said Hendrawan, a spokesman for the "
                   "ministry.") == {"Hendrawan"}


def test_one_name_without_a_verb_of_saying_before_it_is_not_read() -> None:
    assert _people("Later Suharto, the former president, died.") == set()


def test_one_name_is_the_full_name_given_later() -> None:
    """A surname said first, the full name later: one person, not two."""
    assert _people("The case is closed, said Lindqvist, a spokesman for the ministry. Anna "
                   "Lindqvist took questions.") == {"Anna Lindqvist"}
