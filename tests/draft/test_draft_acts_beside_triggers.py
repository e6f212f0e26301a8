"""An act told between a trigger event's agent and its trigger words is an event of its own
(kg.draft.actions.told_spans): a trigger event holds only its trigger's words, not every
word from its agent on; and an act a trigger tells is drafted once, not again as a verb
joined to another. Each test's sentences are written for it."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import drafted, held_cases


def _events_with(article, words: str) -> list:
    """The drafted events whose evidence begins with ``words``."""
    return [e for e in article.events if any(ev.quote.startswith(words) for ev in e.evidence)]


# behaviour -> (text, words -> whether a drafted event's evidence begins with them)
BESIDE_CASES = {
    "an_act_between_a_triggers_agent_and_its_words_is_its_own_event": (
        "HELSINKI – Finland expelled a Russian diplomat on Monday.\n\n"
        "The Finnish Customs Service said on 21 January 2025 that it had seized the ship's "
        "logbooks and had handed part of its case file to the prosecutors.\n",
        {"it had seized the ship's logbooks": True}),
}

test_an_act_beside_a_trigger_is_drafted = held_cases(BESIDE_CASES, _events_with)


def _events_holding(article, words: str) -> list:
    """The drafted events whose evidence ends with ``words`` or holds them before a blank."""
    return [e for e in article.events if any(
        ev.quote.endswith(words) or f"{words} " in ev.quote for ev in e.evidence)]


# behaviour -> (text, words, how many drafted events hold them)
ONCE_CASES = {
    "an_act_joined_to_a_trigger_and_told_by_its_own_trigger_is_one_event": (
        "VILNIUS – Lithuania expelled a Russian diplomat on Monday.\n\n"
        "The Lithuanian Foreign Ministry summoned the Russian envoy on 3 March 2025 and "
        "handed him a protest note.\n",
        "handed", 1),
}


@pytest.mark.parametrize(("text", "words", "count"), ONCE_CASES.values(), ids=ONCE_CASES)
def test_an_act_is_drafted_once(tmp_path: Path, text: str, words: str, count: int) -> None:
    assert len(_events_holding(drafted(tmp_path, text), words)) == count
