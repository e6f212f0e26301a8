""""The Chilean ministry", "the Peruvian embassy": a state's demonym and the kind of its body
attributing a quotation stand for the body of that state of that kind the text named
before, not for the state, even when another state's body was named last."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import drafted, quotation_holding

HEAD = ("Notes exchanged over river dredging\n\n"
        "SANTIAGO, 4 April - Chile's foreign ministry sent a protest to Argentina on "
        "Thursday over dredging on a shared river. Argentina's foreign ministry answered the "
        "same day.\n\n")

# behaviour -> (text, words of a quotation, the id of its one speaker)
CASES = {
    "after_the_quotation_another_states_body_named_last": (
        HEAD + "\"The works began without notice,\" the Chilean ministry wrote in a second "
        "note.\n",
        "The works began without notice", "foreign-ministry-of-chile"),
    "before_the_quotation": (
        HEAD + "The Chilean ministry wrote in its note that the works had begun \"without "
        "notice\".\n",
        "without notice", "foreign-ministry-of-chile"),
    "the_statement_of_the_body_named_so_before": (
        HEAD + "The Chilean ministry wrote in its note that the works had begun \"without "
        "notice\". \"We ask for the plans of the works,\" the note added.\n",
        "We ask for the plans of the works", "foreign-ministry-of-chile"),
    "a_state_with_no_such_body_stays_the_state": (
        "Notes exchanged over river dredging\n\n"
        "SANTIAGO, 4 April - Chile sent a protest to Argentina on Thursday over dredging on "
        "a shared river.\n\n"
        "The Chilean ministry wrote in its note that the works had begun \"without "
        "notice\".\n",
        "without notice", "chile"),
    "a_ministry_of_another_portfolio_is_not_the_ministry_meant": (
        "Notes exchanged over river dredging\n\n"
        "SANTIAGO, 4 April - Chile's Ministry of Health closed two beaches on Thursday. "
        "Argentina's Ministry of Foreign Affairs protested the dredging.\n\n"
        "\"The works began without notice,\" the Chilean ministry said of the dredging.\n",
        "The works began without notice", "chile"),
    "officials of a ministry are no ministry named": (
        HEAD + "Chilean ministry officials said the works had begun \"without notice\".\n",
        "without notice", "chile"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_demonym_body(tmp_path: Path, name: str) -> None:
    text, words, speaker = CASES[name]
    assert list(quotation_holding(drafted(tmp_path, text), words).speaker) == [speaker]
