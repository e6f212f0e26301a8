"""Who did an act a trigger tells in the passive (kg.draft.events): the one "by" names,
never the passive's subject, to whom it was done."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import drafted, entity_names, events_holding

# behaviour -> (words of the event's evidence, the names among its agents; the text)
PASSIVES = {
    "the_agent_by_names_did_it": (
        "were arrested", {"State Security Service of Latvia"},
        "Two Latvian nationals were arrested by the State Security Service of Latvia on "
        "3 March 2026 in Riga.\n"),
    "a_person_arrested_by_a_body_is_arrested_by_it": (
        "arrested", {"Federal Police"},
        "Former senator Ramon Gimenez was arrested by the Federal Police in Curitiba on "
        "11 June 2025.\n"),
    "the_subject_of_a_passive_did_not_do_it": (
        "note of protest", set(),
        "The Iranian ambassador, Reza Karimi, was handed a note of protest at the Norwegian "
        "Ministry of Foreign Affairs on 3 March 2026.\n"),
}


@pytest.mark.parametrize(("words", "agents", "text"), PASSIVES.values(), ids=PASSIVES)
def test_a_passive_acts_agent_is_the_one_by_names(
        tmp_path: Path, words: str, agents: set[str], text: str) -> None:
    article = drafted(tmp_path, text)
    named = entity_names(article)
    [event] = events_holding(article, words)
    assert {named[a] for a in event.agent} == agents
