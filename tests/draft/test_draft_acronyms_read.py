"""`kg draft` drafts a word in capitals that no long form defines as an organisation's
acronym only where spaCy's recogniser reads an organisation there too, or a state's
demonym or possessive stands before it; a zone or a treaty written in capitals is none."""

from __future__ import annotations

import pytest

from kg.draft.known import KnownIndex
from kg.draft.names import find_entities


def _names(text: str) -> set[str]:
    found = find_entities(text, KnownIndex())
    return {found.name(entity) for entity in found.items}


@pytest.mark.parametrize(("text", "acronym"), [
    ("The SBU said two agents were held in Kharkiv.", "SBU"),
    ("He was an officer of the GRU, Russia's military intelligence.", "GRU"),
    ("Officials of the Belarusian KGB questioned him.", "KGB"),
])
def test_an_acronym_read_as_an_organisation_is_drafted(text: str, acronym: str) -> None:
    assert acronym in _names(text)


@pytest.mark.parametrize(("text", "acronym"), [
    ("The rights of ships in the EEZ are set out in UNCLOS.", "UNCLOS"),
    ("The rights of ships in the EEZ are set out in UNCLOS.", "EEZ"),
])
def test_an_acronym_nothing_reads_as_an_organisation_is_not_drafted(
        text: str, acronym: str) -> None:
    assert acronym not in _names(text)
