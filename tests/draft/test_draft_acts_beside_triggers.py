"""An act told between a trigger event's agent and its trigger words is an event of its own
(kg.draft.actions.told_spans): a trigger event holds only its trigger's words, not every
word from its agent on. Each test's sentences are written for it."""

from __future__ import annotations

from drafting import held_cases


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
