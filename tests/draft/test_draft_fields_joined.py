"""`kg draft` joins the fields of a body's name that "and" joins before its head word ("the
Peace and Security Council", "the Intelligence and Security Service") when only fields lead
to the "and" (any field of a portfolio, not a list of a few), and keeps two bodies apart
when a whole body's name stands before it ("Amnesty International and Human Rights
Watch"); a field's words are no person's name ("Border Protection")."""

from __future__ import annotations

import pytest

from kg.draft.known import KnownIndex
from kg.draft.names import find_entities


def _types(text: str) -> dict[str, str]:
    """name -> type of each entity drafted from ``text``."""
    found = find_entities(text, KnownIndex())
    return {found.name(entity): item.fields["type"] for entity, item in found.items.items()}


@pytest.mark.parametrize(("text", "names"), [
    ("The Peace and Security Council met on Monday.", {"Peace and Security Council"}),
    ("The Intelligence and Security Service said it had evidence.",
     {"Intelligence and Security Service"}),
    ("The Immigration and Customs Department issued the order.",
     {"Immigration and Customs Department"}),
    ("The Border and Customs Agency seized the goods.", {"Border and Customs Agency"}),
    ("The Energy and Water Authority raised prices.", {"Energy and Water Authority"}),
    ("Amnesty International and Human Rights Watch condemned the arrests.",
     {"Amnesty International", "Human Rights Watch"}),
])
def test_fields_joined_by_and_make_one_body(text: str, names: set[str]) -> None:
    assert set(_types(text)) == names


def test_the_words_of_a_field_name_no_person() -> None:
    types = _types("Officers of the Customs and Border Protection agency detained him.")
    assert "Person" not in types.values()
