"""`kg draft` reads a body followed by "of" and a state's long name ("the Ministry of
Foreign Affairs of the Republic of Moldova") as one body of that state, named whole,
not the body's first words and the state apart."""

from __future__ import annotations

import pytest

from kg.draft.known import KnownIndex
from kg.draft.names import find_entities


def _bodies(text: str) -> dict[str, str | None]:
    """The name of each organisation found in ``text`` -> the id of its state."""
    found = find_entities(text, KnownIndex())
    return {found.name(e): item.fields.get("of_state") for e, item in found.items.items()
            if found.kind(e) == "organization"}


@pytest.mark.parametrize(("text", "name", "state"), [
    ("The Ministry of Foreign Affairs of the Republic of Moldova said on Monday that the "
     "envoy had left.", "Ministry of Foreign Affairs of the Republic of Moldova", "moldova"),
    ("The State Customs Committee of the Republic of Uzbekistan has opened a case.",
     "State Customs Committee of the Republic of Uzbekistan", "uzbekistan"),
    ("The Ministry of Justice of the Czech Republic replied.",
     "Ministry of Justice of the Czech Republic", "czech-republic"),
])
def test_a_body_of_a_state_named_in_full_is_one_body(text: str, name: str,
                                                     state: str) -> None:
    assert _bodies(text).get(name) == state


def test_the_short_name_said_again_is_the_same_body() -> None:
    bodies = _bodies("The Ministry of Foreign Affairs of the Republic of Moldova protested. "
                     "The Ministry of Foreign Affairs said the envoy had left.")
    assert list(bodies) == ["Ministry of Foreign Affairs of the Republic of Moldova"]


def test_a_body_of_another_state_stays_apart() -> None:
    bodies = _bodies("The Latvian Ministry of Foreign Affairs protested. The Ministry of "
                     "Foreign Affairs of the Slovak Republic replied.")
    assert bodies.get("Ministry of Foreign Affairs of the Slovak Republic") == "slovakia"
    assert bodies.get("Latvian Ministry of Foreign Affairs") == "latvia"
