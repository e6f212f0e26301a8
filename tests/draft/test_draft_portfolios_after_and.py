"""`kg draft` reads a body or a title whose portfolios end after "and" with a field of
government ("Cooperation and Senegalese Abroad", "Social Welfare and Migration",
"Youth and Gender Equality") as one name, not a name and a person."""

from __future__ import annotations

import pytest

from kg.draft.known import KnownIndex
from kg.draft.names import find_entities


def _names(text: str) -> dict[str, str]:
    """The name of each entity found in ``text`` -> its type."""
    found = find_entities(text, KnownIndex())
    return {found.name(e): item.fields["type"] for e, item in found.items.items()}


@pytest.mark.parametrize(("text", "name"), [
    ("Senegal's Ministry of Foreign Affairs, Cooperation and Senegalese Abroad said it had "
     "helped.", "Ministry of Foreign Affairs, Cooperation and Senegalese Abroad"),
    ("The Ministry of Labour, Social Welfare and Migration issued the permit.",
     "Ministry of Labour, Social Welfare and Migration"),
])
def test_a_ministry_whose_last_portfolio_follows_and_is_one_name(text: str,
                                                                 name: str) -> None:
    assert _names(text).get(name) == "Ministry"


@pytest.mark.parametrize("text", [
    "Ghana's State Minister for Youth and Gender Equality declined to comment.",
    "The Office of the State Minister for Youth and Gender Equality declined to comment.",
])
def test_a_title_whose_portfolio_follows_and_names_no_person(text: str) -> None:
    assert "Person" not in _names(text).values()
