"""The counts the build recorded answer the queries that ask exactly for them, and
give what the store gives (on both backends)."""

from __future__ import annotations

import io

import pytest
import requests
from rdflib.query import Result

from kg.published.current import read_articles
from kg.sparql.shape import cap_rows, inspect
from kg.store.base import QueryRequest
from kg.web.known import known_answer

JSON = "application/sparql-results+json"

KNOWN = [
    "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }",
    "select (count(*) as ?triples) { ?a ?b ?c }",
    "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o . }",
    "SELECT (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o . } . } LIMIT 1",
    "SELECT (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } }",
    "SELECT ?graph (COUNT(*) AS ?n) WHERE { GRAPH ?graph { ?s ?p ?o } } GROUP BY ?graph",
]
NOT_KNOWN = [
    "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o . FILTER(isIRI(?o)) }",
    "SELECT (COUNT(DISTINCT ?s) AS ?n) WHERE { ?s ?p ?o }",
    "PREFIX x: <http://x/> SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }",
    "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?s }",
    "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o } OFFSET 1",
    "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p \".\" }",
    # A carriage return ends a comment: what follows is part of the query.
    "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o #\r FILTER(false)\n}",
    "SELECT (COUNT(*) AS ?n) #\rFROM <http://example.org/g>\nWHERE { ?s ?p ?o }",
    # Only ASCII digits and SPARQL's four spaces: anything else is not the counted form.
    "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o } LIMIT \u0665",
    "SELECT\u00a0(COUNT(*) AS ?n) WHERE { ?s ?p ?o }",
]


# A LIMIT that cuts the answer: with no ORDER BY, any that many of its rows are the answer.
CUT = [
    ("SELECT ?g (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } } GROUP BY ?g LIMIT 1", 1),
    ("SELECT ?g (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } } GROUP BY ?g LIMIT 2", 2),
    ("SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o } LIMIT 0", 0),
]


@pytest.fixture(scope="module")
def published(built):
    """The built's manifest as a server reads it, and its articles from its records."""
    manifest, articles = read_articles(built.path)
    yield manifest, articles
    articles.close()


@pytest.mark.parametrize("query", KNOWN)
def test_the_counted_forms_are_known(published, query: str) -> None:
    answer = known_answer(QueryRequest(query, JSON), *published)
    assert answer is not None and answer.kind == "select"


@pytest.mark.parametrize("query", KNOWN)
def test_the_counted_forms_are_known_with_the_row_limit_the_endpoint_adds(published,
                                                                          query: str) -> None:
    # The endpoint puts a LIMIT of at most max_rows on every select: a count must still be
    # answered from the build's counts over HTTP with that LIMIT added.
    limited, _capped = cap_rows(query, inspect(query), 10_000)
    assert known_answer(QueryRequest(limited, JSON), *published) is not None


@pytest.mark.parametrize("query", NOT_KNOWN)
def test_anything_else_runs(published, query: str) -> None:
    assert known_answer(QueryRequest(query, JSON), *published) is None


def test_a_dataset_of_its_own_always_runs(built, published) -> None:
    graph = built.manifest["graphs"]["ontology"]
    assert known_answer(QueryRequest(KNOWN[0], JSON, (graph,), ()), *published) is None
    assert known_answer(QueryRequest(KNOWN[0], JSON, union_default_graph=False),
                        *published) is None


def _rows(live_server, query: str, accept: str = JSON) -> set[tuple[str, ...]]:
    response = requests.get(f"{live_server.url}/sparql", params={"query": query}, timeout=30,
                            headers={"Accept": accept})
    assert response.status_code == 200, response.text
    result = Result.parse(io.BytesIO(response.content), format="json")
    return {tuple(str(term) for term in row) for row in result}


@pytest.mark.parametrize("query", KNOWN)
def test_a_known_answer_is_the_stores_answer(live_server, query: str) -> None:
    # The same query with a filter that keeps everything is no known form: the store runs it.
    ran = query.replace("?o }", "?o FILTER(true) }").replace("?o . }", "?o FILTER(true) }") \
        .replace("?c }", "?c FILTER(true) }")
    assert "FILTER" in ran
    build = live_server.app.extensions["kg"].build
    assert known_answer(QueryRequest(query, JSON), build.manifest, build.articles) is not None
    assert known_answer(QueryRequest(ran, JSON), build.manifest, build.articles) is None
    assert _rows(live_server, query) == _rows(live_server, ran)


def test_a_count_with_a_filter_behind_a_carriage_return_is_the_stores(live_server) -> None:
    """Regression: the lexer took `#\\r FILTER(false)` for one comment and answered the
    count of every triple; the store reads the filter and counts none."""
    query = "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o #\r FILTER(false)\n}"
    assert _rows(live_server, query) == {("0",)}


@pytest.mark.parametrize(("query", "rows"), CUT)
def test_a_limit_that_cuts_the_answer_gives_that_many_of_its_rows(live_server, query: str,
                                                                  rows: int) -> None:
    """Regression: a LIMIT under the number of rows was left to the store, and the endpoint
    puts one on every select: the count per graph of a 100,000-article build (100,002 rows,
    cut to KG_MAX_ROWS) grouped every quad and ran out of time (503 after 30 s)."""
    whole = query.rsplit(" LIMIT ", 1)[0]
    build = live_server.app.extensions["kg"].build
    answer = known_answer(QueryRequest(query, JSON), build.manifest, build.articles)
    assert answer is not None and answer.rows == rows
    got = _rows(live_server, query)
    assert len(got) == rows and got <= _rows(live_server, whole)
    assert _rows(live_server, query) == got  # the same rows each time


def test_the_count_per_graph_past_the_row_limit_is_cut_and_says_so(built, tmp_path) -> None:
    """Past KG_MAX_ROWS the count per graph is the first graphs' counts, marked as cut, like
    any answer the row limit cuts; it is not left to the store."""
    from support import LiveServer, project_settings

    query = "SELECT ?g (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } } GROUP BY ?g"
    server = LiveServer(project_settings(built.path.parent.parent, max_rows=2))
    try:
        response = requests.get(f"{server.url}/sparql", params={"query": query}, timeout=30,
                                headers={"Accept": JSON})
        assert response.status_code == 200, response.text
        assert response.headers.get("X-KG-Row-Cap") == "2"
        rows = Result.parse(io.BytesIO(response.content), format="json")
        assert len(list(rows)) == 2
        build = server.app.extensions["kg"].build
        graphs = sorted([build.manifest["graphs"]["ontology"], build.manifest["graphs"]["shapes"],
                         *(build.articles.graph(slug) for slug in build.articles.slugs())])
        assert [str(row[0]) for row in rows] == graphs[:2]
    finally:
        server.close()
