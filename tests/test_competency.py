"""The competency questions, run against a real build and compared with their answers."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from rdflib import Literal, URIRef

from kg.vocab import DIPLO_IRI
from support import BASE, ROOT

QUESTIONS_FILE = Path(__file__).parent / "competency" / "questions.yaml"
SPEC = yaml.safe_load(QUESTIONS_FILE.read_text(encoding="utf-8"))
QUESTIONS = SPEC["questions"]


def compact(term) -> str | None:
    if term is None:
        return None
    if isinstance(term, URIRef):
        text = str(term)
        if text.startswith(BASE):
            return text[len(BASE):]
        if text.startswith(DIPLO_IRI):
            return "dip:" + text[len(DIPLO_IRI):]
        return text
    assert isinstance(term, Literal)
    return str(term)


def sparql_of(question: dict) -> str:
    return SPEC["prefixes"] + question["sparql"].replace("{base}", BASE)


def expected_rows(question: dict) -> list[tuple]:
    return [tuple(None if v is None else str(v) for v in row) for row in question["expected"]]


def test_there_are_at_least_fifteen_questions() -> None:
    assert len(QUESTIONS) >= 15
    assert len({q["id"] for q in QUESTIONS}) == len(QUESTIONS)


@pytest.mark.parametrize("question", QUESTIONS, ids=[q["id"] for q in QUESTIONS])
def test_competency_question(built_store, question: dict) -> None:
    solutions = built_store.solve(sparql_of(question))
    if solutions.kind == "ask":
        assert solutions.boolean is question["expected"]
        return
    rows = [tuple(compact(t) for t in row) for row in solutions.rows]
    expected = expected_rows(question)
    if question.get("ordered"):
        assert rows == expected
    else:
        assert sorted(rows, key=repr) == sorted(expected, key=repr)


@pytest.mark.parametrize("question", QUESTIONS, ids=[q["id"] for q in QUESTIONS])
def test_the_model_page_lists_the_question_and_its_answer(question: dict) -> None:
    page = (ROOT / "docs" / "model.md").read_text(encoding="utf-8")
    assert question["question"] in page
    assert question["answer"] in page
