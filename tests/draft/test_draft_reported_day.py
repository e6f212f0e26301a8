"""The day a report was given is not the day of an act it tells as done before it: "said on
Friday it had recalled its envoy" dates the saying, and the recall's day is unknown
(kg.draft.actions.dated_actions, announced_event; kg.draft.shared_dates)."""

from __future__ import annotations

import pytest

from kg.draft import draft_text
from kg.draft.extract import Source

HEAD = "WINDHOEK, 6 June 2025 - "


def _events(sentence: str) -> list[dict]:
    draft = draft_text(Source(HEAD + sentence + "\n", "text"), "reported-day")
    return [item.fields for item in draft.items if item.section == "events"]


@pytest.mark.parametrize("sentence, act", [
    ("Namibia said on Friday it had recalled its high commissioner from Gaborone over the "
     "arrest of two herders.", "recalled"),
    ("Zambia announced on Friday that it had closed its consulate in Kasumbalesa after a "
     "dispute over customs fees.", "closed"),
])
def test_an_act_told_as_done_before_the_saying_takes_not_its_day(sentence: str, act: str
                                                                 ) -> None:
    acts = [e for e in _events(sentence) if act in e["label"]["en"].lower()]
    assert all("date" not in e and "date_text" not in e for e in acts), acts


@pytest.mark.parametrize("sentence", [
    "Namibia said on Friday it recalled its high commissioner from Gaborone.",
    "Zambia announced on Friday that it was closing its consulate in Kasumbalesa.",
])
def test_an_act_told_as_done_that_day_keeps_the_day_of_the_saying(sentence: str) -> None:
    assert any(e.get("date") == "2025-06-06" for e in _events(sentence))
