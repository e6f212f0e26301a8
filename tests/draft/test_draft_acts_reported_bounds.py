"""What the narrated-act and claim rules leave alone: a state or body that only reports
another state's measure takes no part in it, "denied the request had ever been received"
and "denied any request" deny words, and "insisted on a guarantee that …" is a demand, not
a claim (kg.draft.agent_acts, kg.draft.claims)."""

from __future__ import annotations

import pytest

from kg.draft import draft_text
from kg.draft.extract import Source

HEAD = "TALLINN, 9 April 2026 - "


def _items(sentence: str, section: str) -> list[dict]:
    draft = draft_text(Source(HEAD + sentence + "\n", "text"), "reported-bounds")
    return [i.fields for i in draft.items if i.section == section]


@pytest.mark.parametrize("sentence, reporter", [
    ("Two Malian diplomats were given two days to quit Niger, the Ghanaian government "
     "said.", "ghana"),
    ("Two Malian reporters were given 24 hours to leave Niger, Ghana's foreign ministry "
     "said.", "ghana"),
])
def test_a_body_that_reports_another_states_measure_takes_no_part(sentence: str,
                                                                   reporter: str) -> None:
    events = _items(sentence, "events")
    assert events
    assert all(reporter not in " ".join(e.get("participants", []) + e.get("agent", []))
               for e in events), events


def test_a_body_that_tells_its_own_measure_takes_part_in_it() -> None:
    events = _items("The Malian consul was given ten days to leave, the Ghanaian foreign "
                    "ministry said.", "events")
    assert any(len(e.get("participants", [])) == 2 for e in events), events


@pytest.mark.parametrize("sentence", [
    "Mali denied the Ghanaian request had ever been received.",
    "The Malian embassy denied any request for asylum from the defector.",
])
def test_a_denied_request_that_is_words_denied_is_no_act(sentence: str) -> None:
    assert _items(sentence, "events") == []


@pytest.mark.parametrize("sentence", [
    "Ghana insisted on a guarantee that Mali would release the detained consul.",
    "Ghana insisted on the condition that Mali withdraw its troops from the border.",
])
def test_a_demand_is_no_claim(sentence: str) -> None:
    assert _items(sentence, "claims") == []


def test_a_claim_made_in_a_letter_is_still_a_claim() -> None:
    claims = _items("Ghana insisted in a letter to the court that Mali had shelled a "
                    "border post.", "claims")
    assert [c["text"] for c in claims] == ["Mali had shelled a border post"]


def test_a_relative_clause_after_a_name_in_anothers_phrase_gives_it_no_act() -> None:
    """"The deputy of X, who chaired …": the deputy's act or X's, the words do not say."""
    events = _items("The deputy of Ambassador Kofi Mensah, who chaired the joint border "
                    "commission in Tamale, spoke to reporters.", "events")
    assert all("kofi-mensah" not in e.get("agent", []) for e in events), events
