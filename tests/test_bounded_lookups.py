"""Bounded lookups (every triple pattern around a constant) and anchored selects
(patterns around constants and one hop beyond them, filtered, sorted, deduplicated) are
answered in the server's own process, with the same answer a query runner gives, and without
waiting for a runner."""

from __future__ import annotations

import os
import threading
import time

import pyoxigraph as ox
import pytest
import requests

from kg.sparql.cost import anchored_probe, bounded_lookup
from kg.store.base import QueryRequest
from support import (ENDLESS, LiveServer, project_settings, query_runners, wait_until,
                     waits_for_a_query)

Z = "http://127.0.0.1:5000/id/person/carlos-zamora"
PERU = "http://127.0.0.1:5000/id/country/peru"

LOOKUPS = [
    f"SELECT ?p ?o WHERE {{ <{Z}> ?p ?o }}",
    f"SELECT * WHERE {{ ?s ?p <{PERU}> }}",
    f'SELECT ?s WHERE {{ ?s <http://www.w3.org/2000/01/rdf-schema#label> "Peru"@en }}',
    f"ASK {{ <{Z}> a ?type }}",
    f"CONSTRUCT WHERE {{ <{Z}> ?p ?o }}",
    f"DESCRIBE <{Z}>",
    f"SELECT ?o WHERE {{ <{Z}> ?p ?o ; a ?t }} LIMIT 3",
]
NOT_LOOKUPS = [
    "SELECT * WHERE { ?s ?p ?o }",
    f"SELECT * WHERE {{ <{Z}> ?p ?o . ?o ?q ?r }}",
    f"SELECT * WHERE {{ <{Z}> ?p ?o FILTER(isIRI(?o)) }}",
    f"SELECT * WHERE {{ <{Z}> ?p ?o }} ORDER BY ?o",
    f"SELECT (COUNT(*) AS ?n) WHERE {{ <{Z}> ?p ?o }}",
    f"SELECT * WHERE {{ <{Z}> <http://x/p>+ ?o }}",
    f"SELECT * WHERE {{ {{ SELECT * WHERE {{ <{Z}> ?p ?o }} }} }}",
    f"SELECT * WHERE {{ GRAPH ?g {{ <{Z}> ?p ?o }} }}",
    f"SELECT * WHERE {{ <{Z}> ?p [ ?q ?r ] }}",
    f"DESCRIBE ?x WHERE {{ ?x ?p ?o }}",
]
DIP = "https://w3id.org/diplokg/ontology#"
ANCHORED = [
    # the query mix's two-hop and person-events (bench/queries.py)
    f"SELECT DISTINCT ?hop2 WHERE {{ <{Z}> ?p ?hop1 . ?hop1 ?q ?hop2 . FILTER(isIRI(?hop2)) }} "
    "LIMIT 200",
    f"SELECT ?event ?date WHERE {{ ?event <{DIP}participant> <{Z}> ; <{DIP}date> ?date }} "
    "ORDER BY ?date",
    f"PREFIX dip: <{DIP}> SELECT ?event WHERE {{ ?event dip:participant <{Z}> ; a ?type "
    f"FILTER(?type NOT IN (dip:Meeting)) FILTER (lang(?type) != 'en-GB') }} "
    "ORDER BY DESC(?event) LIMIT 5 OFFSET 0",
    f'SELECT ?s ?who WHERE {{ ?s ?p <{PERU}> . ?who ?q ?s FILTER(STRSTARTS(STR(?s), "http")) }}',
    f'SELECT ?o WHERE {{ <{Z}> ?p ?o FILTER(?o != "x"@en) }} ORDER BY ?o',
]
NOT_ANCHORED = [
    # a pattern between two anchors: walked from one, it multiplies the other's misses
    f"SELECT * WHERE {{ ?a ?p <{PERU}> . ?a ?q ?b . ?b ?r <{Z}> }} ORDER BY ?a",
    # two patterns with nothing fixed
    f"SELECT * WHERE {{ <{Z}> ?p ?a . ?a ?q ?b . ?b ?r ?c }} ORDER BY ?a",
    f"SELECT * WHERE {{ <{Z}> ?p ?a . ?b ?q ?c }} ORDER BY ?a",
    "SELECT * WHERE { ?s ?p ?o } ORDER BY ?s",
    # functions that cost a compile a row or grow a string, and functions named by an IRI
    f'SELECT * WHERE {{ <{Z}> ?p ?o FILTER(REGEX(STR(?o), "a")) }}',
    f'SELECT * WHERE {{ <{Z}> ?p ?o }} ORDER BY REPLACE(STR(?o), "a", "aa")',
    f"SELECT * WHERE {{ <{Z}> ?p ?o FILTER(<http://www.w3.org/2001/XMLSchema#integer>(?o) > 1) }}",
    f'SELECT * WHERE {{ <{Z}> ?p ?o FILTER(LCASE(STR(?o)) = "a") }}',
    # nested calls multiply the passes over a literal that may be an article's whole text
    f'SELECT * WHERE {{ <{Z}> ?p ?o FILTER(STRLEN(STR(STR(STR(STR(?o))))) > 1) }}',
    # a sort evaluates an expression key at each comparison
    f"SELECT * WHERE {{ <{Z}> ?p ?o }} ORDER BY STR(?o)",
    f"SELECT * WHERE {{ <{Z}> ?p ?o }} ORDER BY DESC(STRLEN(STR(?o)))",
    # anything but one group of patterns and filters
    f"SELECT * WHERE {{ <{Z}> ?p ?o FILTER NOT EXISTS {{ ?o ?q ?r }} }}",
    f"SELECT * WHERE {{ <{Z}> ?p ?o OPTIONAL {{ ?o ?q ?r }} }}",
    f"SELECT (COUNT(*) AS ?n) WHERE {{ <{Z}> ?p ?o }}",
    f"SELECT (STR(?o) AS ?s) WHERE {{ <{Z}> ?p ?o }}",
    f"SELECT * WHERE {{ <{Z}> ?p ?o }} VALUES ?o {{ <{PERU}> }}",
    f"ASK {{ <{Z}> ?p ?o FILTER(isIRI(?o)) }}",
]
RESULTS = {"select": ["application/sparql-results+json", "application/sparql-results+xml",
                      "text/csv", "text/tab-separated-values"],
           "graph": ["text/turtle", "application/n-triples", "application/ld+json",
                     "application/rdf+xml"]}


@pytest.mark.parametrize("query", LOOKUPS)
def test_lookups_around_constants_are_bounded(query: str) -> None:
    assert bounded_lookup(query)


@pytest.mark.parametrize("query", NOT_LOOKUPS)
def test_anything_else_is_not(query: str) -> None:
    assert not bounded_lookup(query)


def _same(kind: str, media_type: str, one: bytes, other: bytes) -> bool:
    if kind == "graph":
        rdf_format = ox.RdfFormat.from_media_type(media_type)
        return sorted(map(str, ox.parse(one, format=rdf_format))) == \
            sorted(map(str, ox.parse(other, format=rdf_format)))
    if media_type.startswith("text/"):  # CSV cannot be read back into terms: compare lines
        return one.splitlines()[0] == other.splitlines()[0] and \
            sorted(one.splitlines()[1:]) == sorted(other.splitlines()[1:])
    results = ox.QueryResultsFormat.from_media_type(media_type)
    first = ox.parse_query_results(one, format=results)
    second = ox.parse_query_results(other, format=results)
    if isinstance(first, ox.QueryBoolean):
        return bool(first) == bool(second)
    width = range(len(first.variables))
    return sorted(str([s[i] for i in width]) for s in first) == \
        sorted(str([s[i] for i in width]) for s in second)


@pytest.mark.parametrize("query", LOOKUPS)
def test_in_process_answers_are_the_runners(built_store, query: str) -> None:
    kind = "graph" if query.startswith(("CONSTRUCT", "DESCRIBE")) else "select"
    for media_type in RESULTS[kind]:
        request = QueryRequest(query, media_type)
        inline = built_store._inline(request, 5.0)
        assert inline is not None
        ran = built_store._in_runner(request, 30.0)
        assert _same(kind, media_type, b"".join(inline.chunks), b"".join(ran.chunks)), media_type


def test_a_lookup_over_its_budget_goes_to_a_runner(built_store) -> None:
    # Hundreds of rows: more than one check of the time between solutions.
    query = "SELECT * WHERE { ?span a <https://w3id.org/diplokg/ontology#EvidenceSpan> }"
    request = QueryRequest(query, "application/sparql-results+json")
    assert built_store._inline(request, 0.0) is None
    answer = built_store.execute(request, 30.0)
    solutions = ox.parse_query_results(b"".join(answer.chunks),
                                       format=ox.QueryResultsFormat.JSON)
    assert len(list(solutions)) > 64


def test_lookups_are_answered_while_every_runner_is_busy(built) -> None:
    others = set(query_runners(os.getpid()))  # (other tests' stores in this process)
    server = LiveServer(project_settings(built.path.parent.parent, runners=1,
                                         query_timeout=4.0))

    def idle() -> list[bool]:
        return [waits_for_a_query(r) for r in query_runners(os.getpid()) if r not in others]

    try:
        wait_until(lambda: idle() == [True, True], 60,
                   "the server started its runner and its spare")
        busy = [threading.Thread(target=requests.get, kwargs=dict(
            url=f"{server.url}/sparql", params={"query": f"{ENDLESS} # {n}"}, timeout=60))
            for n in range(3)]  # the runner, the spare, and one waiting
        for thread in busy:
            thread.start()
        wait_until(lambda: idle() == [False, False], 30,
                   "the long queries held the runner and the spare")
        started = time.monotonic()
        response = requests.get(f"{server.url}/sparql", timeout=30, params={"query": LOOKUPS[0]},
                                headers={"Accept": "application/sparql-results+json"})
        waited = time.monotonic() - started
        assert response.status_code == 200 and response.json()["results"]["bindings"]
        still_busy = any(thread.is_alive() for thread in busy)
        for thread in busy:
            thread.join(timeout=60)
        # Answered while the long queries still held every runner (they end at 4 s).
        assert still_busy, waited
    finally:
        server.close()


@pytest.mark.parametrize("query", [q for q in LOOKUPS if q.startswith("SELECT")])
def test_in_process_answers_count_their_rows_as_the_runner_does(built_store, query: str) -> None:
    for media_type in RESULTS["select"]:
        request = QueryRequest(query, media_type, count_rows=True)
        inline = built_store._inline(request, 5.0)
        ran = built_store._in_runner(request, 30.0)
        assert inline is not None and inline.rows is not None and inline.rows == ran.rows
        assert _same("select", media_type, b"".join(inline.chunks), b"".join(ran.chunks))


def test_a_small_answer_is_sent_in_one_piece_with_its_length_and_kept(built) -> None:
    # An answer complete before its first byte (in process, from the build's
    # counts, or from a runner in one frame) is one body with its length, not a stream.
    server = LiveServer(project_settings(built.path.parent.parent))
    try:
        for query in (LOOKUPS[0], "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }",
                      NOT_LOOKUPS[2]):
            answers = [requests.get(f"{server.url}/sparql", params={"query": query}, timeout=30,
                                    headers={"Accept": "application/sparql-results+json"})
                       for _ in range(2)]
            for response in answers:
                assert response.status_code == 200, response.text
                assert int(response.headers["Content-Length"]) == len(response.content)
                assert response.headers["ETag"] and response.json()["results"]["bindings"]
            assert answers[1].headers.get("X-KG-Answer-Cache") == "hit"
            assert answers[1].content == answers[0].content
    finally:
        server.close()


@pytest.mark.parametrize("query", ANCHORED)
def test_selects_around_constants_and_one_hop_beyond_are_anchored(query: str) -> None:
    probe = anchored_probe(query)
    assert probe is not None and probe.endswith("LIMIT 1001")
    assert "FILTER" not in probe and "ORDER" not in probe  # its solutions stream
    assert not bounded_lookup(query)


def test_an_anchored_probe_counts_solutions_without_reading_their_terms(built_store) -> None:
    # The probe projects a constant, so that the store decodes none of the terms
    # it finds; the constant's name is one the query does not use.
    request = QueryRequest(ANCHORED[3], "application/sparql-results+json")
    full = built_store.native.query(ANCHORED[3].replace(
        'FILTER(STRSTARTS(STR(?s), "http"))', ""))
    for query, row in ((ANCHORED[3], "kg_row0"),
                       (ANCHORED[3].replace("?who", "?kg_row0"), "kg_row1")):
        probe = anchored_probe(query)
        result = built_store.native.query(probe)
        assert [v.value for v in result.variables] == [row]
        solutions = list(result)
        assert {str(s[0]) for s in solutions} == {'"1"^^<http://www.w3.org/2001/XMLSchema#integer>'}
        assert built_store._few_solutions(probe, request, time.monotonic() + 5.0)
    assert len(solutions) == len(list(full))


@pytest.mark.parametrize("query", NOT_ANCHORED)
def test_other_selects_are_not_anchored(query: str) -> None:
    assert anchored_probe(query) is None


@pytest.mark.parametrize("query", ANCHORED)
def test_anchored_selects_are_answered_in_process_as_the_runner_answers(built_store,
                                                                      query: str) -> None:
    probe = anchored_probe(query)
    assert built_store._few_solutions(probe, QueryRequest(query, "text/csv"),
                                      time.monotonic() + 5.0)
    for media_type in RESULTS["select"]:
        request = QueryRequest(query, media_type)
        inline = built_store._inline(request, 5.0)
        assert inline is not None
        ran = built_store._in_runner(request, 30.0)
        one, other = b"".join(inline.chunks), b"".join(ran.chunks)
        if "ORDER BY" in query and media_type != "application/sparql-results+xml":
            assert one == other, media_type  # in the same order
        assert _same("select", media_type, one, other), media_type


def test_an_anchored_select_with_too_many_solutions_goes_to_a_runner(built_store,
                                                                     monkeypatch) -> None:
    import kg.store.oxigraph as embedded
    query = ANCHORED[3]  # Peru's neighbours and theirs: dozens of solutions
    request = QueryRequest(query, "application/sparql-results+json")
    probe = anchored_probe(query)
    assert built_store._few_solutions(probe, request, time.monotonic() + 5.0)
    monkeypatch.setattr(embedded, "ANCHORED_ROWS", 10)
    assert not built_store._few_solutions(probe, request, time.monotonic() + 5.0)
    assert not built_store._few_solutions(anchored_probe(ANCHORED[1]), request,
                                          time.monotonic() - 1.0)  # out of time
    answer = built_store.execute(request, 30.0)
    ran = built_store._in_runner(request, 30.0)
    assert _same("select", request.media_type, b"".join(answer.chunks), b"".join(ran.chunks))


def test_anchored_selects_need_no_runner(built, built_store, monkeypatch) -> None:
    """The same store with no way to start a runner (no path to give one) answers lookups and
    anchored selects, and only those."""
    from kg.store import oxigraph as embedded
    from kg.store.base import StoreError
    from kg.store.oxigraph import OxigraphStore

    # What is answered in the server's process is decided by the query's shape; the 25 ms it
    # may take there is a budget a loaded machine (the suite run with -n 2) can overrun, and
    # the query then goes to a runner this store cannot start.
    monkeypatch.setattr(embedded, "INLINE_SECONDS", 30.0)
    alone = OxigraphStore(built_store.native, None, read_only=True,
                          union_stored=built_store.union_stored)
    for query in (LOOKUPS[0], *ANCHORED):
        request = QueryRequest(query, "application/sparql-results+json")
        assert _same("select", request.media_type, b"".join(alone.execute(request, 30.0).chunks),
                     b"".join(built_store.execute(request, 30.0).chunks))
    with pytest.raises(StoreError):
        alone.execute(QueryRequest(NOT_ANCHORED[0], "application/sparql-results+json"), 30.0)
