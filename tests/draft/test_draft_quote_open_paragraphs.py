"""A quotation over two paragraphs: the first paragraph leaves its quotation open and the
next opens again. The open paragraph's words are a quotation wherever the marks open in
the paragraph, in curly or straight marks, and its speaker is the one the paragraph names."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import drafted, quotations_holding, spoken_by

HEAD = ("Dam talks stall\n\n"
        "MASERU, 3 May - Lesotho and South Africa failed on Friday to agree on the water "
        "tariff.\n\n")

# behaviour -> (text, words of a quotation, the name of its one speaker)
CASES = {
    "opened_after_a_sentence_in_straight_marks": (
        HEAD + "\"We came in good faith,\" Lesotho's water minister, Thabo Mokoena, said. "
        "\"We leave with nothing on paper.\n\n"
        "\"The tariff must change before winter.\"\n",
        "We leave with nothing on paper", "Thabo Mokoena"),
    "opened_after_a_colon_in_curly_marks": (
        HEAD + "South Africa's negotiator, Anele Dlamini, later said: “The door is not "
        "closed. We will meet again in June.\n\n"
        "“Nobody gains from a long dispute.”\n",
        "The door is not closed", "Anele Dlamini"),
    "the_paragraph_that_closes_it_has_the_same_speaker": (
        HEAD + "South Africa's negotiator, Anele Dlamini, later said: “The door is not "
        "closed. We will meet again in June.\n\n"
        "“Nobody gains from a long dispute.”\n",
        "Nobody gains from a long dispute", "Anele Dlamini"),
    "a_paragraph_opened_in_straight_marks_alone": (
        HEAD + "Lesotho's water minister, Thabo Mokoena, was blunt.\n\n"
        "\"We have waited for three years.\n\n"
        "\"Our patience is not endless,\" Mokoena said.\n",
        "We have waited for three years", "Thabo Mokoena"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_open_paragraph(tmp_path: Path, name: str) -> None:
    text, words, speaker = CASES[name]
    assert spoken_by(drafted(tmp_path, text), words) == [speaker]


def test_a_closed_paragraph_is_no_open_one(tmp_path: Path) -> None:
    """A paragraph whose marks all close quotes only up to its closing mark."""
    article = drafted(tmp_path, HEAD + "\"We came in good faith,\" Thabo Mokoena said.\n\n"
                      "\"The tariff must change.\"\n")
    assert [q.text for q in quotations_holding(article, "good faith")] == [
        "We came in good faith,"]


@pytest.mark.parametrize("text, narration", [
    (HEAD + "Lesotho's water minister, Thabo Mokoena, spoke on Friday. The talks, which he "
     "called \"a charade, broke up after an hour.\n\n\"We will answer,\" Mokoena said.\n",
     "broke up after an hour"),
    (HEAD + "His deputy, Palesa Nthabi, called the offer “meagre” and “late. Pretoria did "
     "not answer questions about the tariff.\n\n“We will answer,” Nthabi said.\n",
     "Pretoria did not answer"),
])
def test_a_mark_left_open_inside_a_sentence_opens_no_paragraph(tmp_path: Path, text: str,
                                                              narration: str) -> None:
    assert quotations_holding(drafted(tmp_path, text), narration) == []


def test_a_quotation_opened_after_a_verb_of_saying_and_a_comma_runs_on(tmp_path: Path
                                                                       ) -> None:
    article = drafted(tmp_path, HEAD + "Lesotho's water minister, Thabo Mokoena, spoke after "
                      "the talks. He told reporters, \"We will not sign until the tariff "
                      "falls.\n\n\"Pretoria must move first.\"\n")
    assert quotations_holding(article, "We will not sign until the tariff falls")
