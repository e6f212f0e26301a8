"""The lexical look at SPARQL: form, SERVICE, dataset clauses and the outer LIMIT."""

from __future__ import annotations

import pytest

from kg.sparql.cost import bounded_lookup
from kg.sparql.lexer import comments_ended_by_line_feeds, tokens
from kg.sparql.policy import parse_error
from kg.sparql.shape import cap_rows, inspect

FORMS = [
    ("SELECT * WHERE { ?s ?p ?o }", "select"),
    ("PREFIX ex: <http://e/> select ?s { ?s ex:p ?o }", "select"),
    ("# a comment with ASK\nASK { }", "ask"),
    ("BASE <http://e/> CONSTRUCT { ?s ?p ?o } WHERE { ?s ?p ?o }", "graph"),
    ("DESCRIBE <http://e/x>", "graph"),
    ("INSERT DATA { <a> <b> <c> }", "update"),
    ("PREFIX ex: <http://e/> DELETE WHERE { ?s ex:p ?o }", "update"),
    ("WITH <http://g> DELETE { ?s ?p ?o } WHERE { ?s ?p ?o }", "update"),
    ("LOAD <http://e/data.ttl>", "update"),
    ("garbage", None),
]


@pytest.mark.parametrize("text, form", FORMS)
def test_query_form(text: str, form: str | None) -> None:
    assert inspect(text).form == form


SERVICE = [
    ("SELECT * { SERVICE <http://e/> { ?s ?p ?o } }", True),
    ("select * { service silent <http://e/> { ?s ?p ?o } }", True),
    ("SELECT * { ?service ?p ?o }", False),
    ("PREFIX ex: <http://e/> SELECT * { ?s ex:service ?o }", False),
    ('SELECT * { ?s ?p "SERVICE <http://e/> { }" }', False),
    ("SELECT * { ?s ?p ?o } # SERVICE <http://e/>", False),
    ("SELECT * { <http://e/SERVICE> ?p ?o }", False),
]


@pytest.mark.parametrize("text, uses", SERVICE)
def test_service_detection_ignores_names_strings_and_comments(text: str, uses: bool) -> None:
    assert inspect(text).uses_service is uses


@pytest.mark.parametrize("text, has", [
    ("SELECT * FROM <http://g> WHERE { ?s ?p ?o }", True),
    ("SELECT * FROM NAMED <http://g> { GRAPH ?g { ?s ?p ?o } }", True),
    ("SELECT * { ?s ?p ?o }", False),
    ('SELECT * { ?s ?p "FROM" }', False),
])
def test_dataset_clause(text: str, has: bool) -> None:
    assert inspect(text).has_dataset_clause is has


CAPS = [
    ("SELECT * { ?s ?p ?o }", "SELECT * { ?s ?p ?o }\nLIMIT 10\n", True),
    ("SELECT * { ?s ?p ?o } LIMIT 5", "SELECT * { ?s ?p ?o } LIMIT 5", False),
    ("SELECT * { ?s ?p ?o } LIMIT 50 OFFSET 3", "SELECT * { ?s ?p ?o } LIMIT 10 OFFSET 3", True),
    ("SELECT * { ?s ?p ?o } ORDER BY ?s", "SELECT * { ?s ?p ?o } ORDER BY ?s\nLIMIT 10\n", True),
    ("SELECT * { { SELECT * { ?s ?p ?o } LIMIT 3 } }",
     "SELECT * { { SELECT * { ?s ?p ?o } LIMIT 3 } }\nLIMIT 10\n", True),
    ("SELECT * { ?s ?p ?o } VALUES ?s { <a> }",
     "SELECT * { ?s ?p ?o }\nLIMIT 10\nVALUES ?s { <a> }", True),
    ("CONSTRUCT { ?s ?p ?o } WHERE { ?s ?p ?o }",
     "CONSTRUCT { ?s ?p ?o } WHERE { ?s ?p ?o }\nLIMIT 10\n", True),
    ("SELECT * { ?s ?p ?o } # the end", "SELECT * { ?s ?p ?o } # the end\nLIMIT 10\n", True),
    ("ASK { ?s ?p ?o }", "ASK { ?s ?p ?o }", False),
    ("DESCRIBE <http://e/x>", "DESCRIBE <http://e/x>", False),
    ("SELECT * { ?s ?p ?o ", "SELECT * { ?s ?p ?o ", False),
]


@pytest.mark.parametrize("text, capped, changed", CAPS)
def test_cap_rows(text: str, capped: str, changed: bool) -> None:
    assert cap_rows(text, inspect(text), 10) == (capped, changed)


@pytest.mark.parametrize("query", [
    "SELECT ?p ?o WHERE { <http://example.org/a> ?p ?o }",
    "SELECT ?p ?o WHERE { <http://example.org/a> ?p ?o }   \n\n",
    "select * { ?s ?p ?o } # a comment at the end",
    "CONSTRUCT { ?s ?p ?o } WHERE { ?s ?p ?o } ORDER BY ?s",
    "SELECT ?x WHERE { ?x ?p ?o } VALUES ?x { <http://example.org/a> }",
    "SELECT ?x {?x ?y \"}\"}",
])
def test_the_limited_text_reads_as_a_fresh_lexing_of_it(query: str) -> None:
    # The endpoint's row limit gives the store a new text, whose tokens are derived from the
    # text's own: they must be the tokens a fresh reading gives.
    from kg.sparql.lexer import _lex

    limited, _capped = cap_rows(query, inspect(query), 10_000)
    assert tokens(limited) == _lex(limited)
    assert bounded_lookup(limited) == bounded_lookup(query)


def test_a_parse_error_is_found_without_evaluating_the_text_here(monkeypatch) -> None:
    """The client's text is parsed in a process of its own: pyoxigraph's query() on an
    empty store evaluates an ASK or an aggregate over the data the text carries."""
    import pyoxigraph

    def refuse(*_args, **_kwargs):
        raise AssertionError("a client's text was evaluated in the server's process")

    monkeypatch.setattr(pyoxigraph, "Store", refuse)
    message = parse_error("SELECT ?s WHERE { ?s ?p }")
    assert message is not None and "1:26" in message
    assert parse_error("ASK { VALUES ?a { 1 2 } FILTER(?a < 0) }") is None


@pytest.mark.parametrize("text, ended", [
    ("SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o #\r FILTER(false)\n}",
     "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o #\n FILTER(false)\n}"),
    ("ASK {} # a\r# b\r", "ASK {} # a\n# b\n"),
    ('SELECT * WHERE { ?s ?p "a\r" # x\r\n}', 'SELECT * WHERE { ?s ?p "a\r" # x\r\n}'),
    ("ASK { ?s ?p ?o }", "ASK { ?s ?p ?o }"),
])
def test_comments_are_ended_by_line_feeds_for_stores_that_need_them(text: str,
                                                                    ended: str) -> None:
    """Virtuoso ends a comment at a line feed only: the query it gets must mean what the
    endpoint read (a carriage return inside a string is left alone)."""
    assert comments_ended_by_line_feeds(text) == ended


def test_a_long_text_is_lexed_once_for_all_the_questions_of_its_request(monkeypatch) -> None:
    """A probe's 1 MiB texts were lexed again by each question (its form, what it may not
    use, its row cap): seconds of a worker each, before the query even reached a runner."""
    from kg.sparql import cost, lexer, policy, shape as shapes

    lexed: list[int] = []
    real = lexer._lex
    monkeypatch.setattr(lexer, "_lex", lambda text: (lexed.append(len(text)), real(text))[1])
    text = "SELECT ?x WHERE { VALUES ?x { " + "1 " * 20000 + "} }"
    shape = shapes.inspect(text)
    assert policy.refusal(text, shape) is None
    limited, capped = shapes.cap_rows(text, shape, 100)
    assert capped and limited.rstrip().endswith("LIMIT 100")
    cost.bounded_lookup(text)
    assert lexed == [len(text)]
    other = text.replace("1 ", "2 ")
    shapes.inspect(other)
    assert lexed == [len(text), len(other)]


def test_signs_exponents_and_language_tags_are_no_operators() -> None:
    """A sign, an exponent or a language tag is part of its term, not an operator: 2,001
    coordinates (-12.0 -77.0), 4,001 "x"@en-GB or 1e-5 must not be refused as chains of
    operators."""
    from kg.sparql.shape import inspect

    values = " ".join(f"(-{n}.5 -77.0 \"x\"@en-GB 1e-5 +3)" for n in range(100))
    shape = inspect(f"SELECT ?a WHERE {{ VALUES (?a ?b ?c ?d ?e) {{ {values} }} }}")
    assert shape.operators == 0
    assert inspect("SELECT (1+1-2 AS ?x) WHERE {}").operators == 2
    assert inspect("SELECT * WHERE { ?s <a:b>/<a:c>|^<a:d> ?o }").operators == 4  # * / | ^
