"""`kg draft` reads a state's service named by the state and its word alone ("Maldives
Immigration said", "the Fiji Police") as that state's government body, and a judge's
"Justice" before a name as a title ("Justice Ana Ruiz": a person), where it found nothing
before."""

from __future__ import annotations

import pytest

from kg.draft.known import KnownIndex
from kg.draft.names import find_entities


def _found(text: str) -> dict[str, tuple[str, str | None]]:
    """The name of each entity found in ``text`` -> (its type, the id of its state)."""
    found = find_entities(text, KnownIndex())
    return {found.name(e): (item.fields["type"], item.fields.get("of_state"))
            for e, item in found.items.items()}


@pytest.mark.parametrize(("text", "name", "state"), [
    ("Seychelles Immigration said the reporter had been deported on Monday.",
     "Seychelles Immigration", "seychelles"),
    ("The Fiji Police said the march had been lawful.", "Fiji Police", "fiji"),
    ("Ghana Customs seized the cargo at Tema.", "Ghana Customs", "ghana"),
])
def test_a_state_and_its_service_word_is_that_states_body(text: str, name: str,
                                                          state: str) -> None:
    assert _found(text).get(name) == ("GovernmentBody", state)


@pytest.mark.parametrize(("text", "person"), [
    ("The rapporteur, Justice Mariana Lopes Teixeira, voted to refuse the request.",
     "Mariana Lopes Teixeira"),
    ("Justice Tomas Brandt of the High Court dissented.", "Tomas Brandt"),
])
def test_a_judge_named_after_justice_is_a_person(text: str, person: str) -> None:
    assert _found(text).get(person, ("",))[0] == "Person"


@pytest.mark.parametrize(("text", "body"), [
    ("The Justice Ministry said so.", "Justice Ministry"),
    ("The Justice and Development Party won the vote.", "Justice and Development Party"),
])
def test_bodies_named_with_justice_stay_bodies(text: str, body: str) -> None:
    assert body in _found(text)
