"""A descriptor with no article before a name, as news write it ("told news agency Tasnim",
"Opposition newspaper Gazeta Libera said"): the name is an organisation's or a site's."""

from __future__ import annotations

import pytest

from kg.draft.known import KnownIndex
from kg.draft.names import find_entities


def _types(text: str) -> dict[str, str]:
    found = find_entities(text, KnownIndex())
    return {found.name(e): item.fields["type"] for e, item in found.items.items()}


@pytest.mark.parametrize("text, name, type_", [
    ("Speaking to independent news site Vijesti Danas, the mayor denied it.", "Vijesti Danas",
     "Website"),
    ("She confirmed to news agency Zpravy Dnes on Monday that the envoy had gone.",
     "Zpravy Dnes", "Organization"),
    ("Opposition newspaper Gazeta Libera said its office had been searched.",
     "Gazeta Libera", "Organization"),
    ("Think tank Centrum Analiz expects the sanctions to fail.", "Centrum Analiz",
     "Organization"),
])
def test_a_bare_descriptor_names_the_kind(text: str, name: str, type_: str) -> None:
    """Each was drafted as a person."""
    assert _types(text).get(name) == type_


def test_a_verb_or_a_headline_is_no_descriptor() -> None:
    """"to monitor" is a verb; a headline's last word does not describe the byline."""
    assert _types("Observers were sent to monitor Ana Ruiz's trial.").get("Ana Ruiz") == "Person"
    text = "Minister quits over links to armed group\n\nBy Tomas Reyes Vidal\n\nThe minister left."
    assert _types(text).get("Tomas Reyes Vidal") == "Person"
