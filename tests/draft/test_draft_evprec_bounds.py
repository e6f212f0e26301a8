"""What the event-precision rules leave: a measure imposed for a term is an act, a note's
sender is never taken from a later sentence, a remark of another side on a busy day stays
a statement, and an allegation against people no list names stays a claim
(kg.draft.event_states, delivered_notes, dated_statements, claims_of_no_one)."""

from __future__ import annotations

from kg.draft import draft_text
from kg.draft.extract import Source

HEAD = "ACCRA, 3 May 2025 - "


def _items(text: str, section: str) -> list[dict]:
    draft = draft_text(Source(HEAD + text + "\n", "text"), "evprec-bounds")
    return [i.fields for i in draft.items if i.section == section]


def test_a_measure_imposed_for_a_term_is_an_act() -> None:
    events = _items("Togo barred the Ghanaian attaché from its territory for ten years.",
                    "events")
    assert any(e["label"]["en"].startswith("Barred") for e in events), events


def test_a_notes_sender_is_not_taken_from_a_later_sentence() -> None:
    events = _items("The border row deepened this week. The note was handed to the Togolese "
                    "envoy at noon on Tuesday.\n\nOn Wednesday, Benin sent a letter of "
                    "protest to Niger about grazing rights.", "events")
    handed = [e for e in events if "handed" in e["label"]["en"].lower()]
    assert all("benin" not in e.get("agent", []) for e in handed), handed


def test_another_sides_remark_on_a_busy_day_stays_a_statement() -> None:
    events = _items("Togo expelled two Ghanaian diplomats on Friday. Ghana's foreign "
                    "minister, Ama Owusu, told parliament on Friday that Accra would recall "
                    "its ambassador from Lomé.", "events")
    assert any(e["type"] == "Statement" for e in events), events


def test_an_allegation_against_people_no_list_names_stays_a_claim() -> None:
    claims = _items("The information minister, Ama Owusu, said the militiamen had \"torched "
                    "the grain stores of three villages\".", "claims")
    assert claims


def test_an_act_run_by_someone_is_their_act() -> None:
    events = _items("Togo accused Ghana of sabotage. The raid on the Togolese customs post "
                    "was run by Ghanaian commandos.", "events")
    assert events


def test_a_remark_before_another_sides_act_of_that_day_stays_a_statement() -> None:
    events = _items("Togo on Friday said it would recall its envoy. Ghana expelled "
                    "two Togolese diplomats on Friday.", "events")
    assert any(e["type"] == "Statement" for e in events), events
