"""Safe to expose: each rule has a test that would fail without it."""

from __future__ import annotations

import io
import json
import os
import socket
import threading
import time

import pytest
import requests
from rdflib.query import Result

from support import BASE, Listener, query_runners, wait_until, waits_for_a_query

COUNT = "SELECT (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } }"
# Three-way cross product of every triple: billions of solutions, computed before the first.
ENDLESS = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i }"


def connections_made(listener: Listener) -> int:
    """The connections made to ``listener`` so far, counted without a wait: those it accepted
    and those still in its backlog. A store that connects does so before it answers, so
    once the answer is in, any such connection is one or the other. Closes the listener."""
    listener._stop.set()
    listener.thread.join(timeout=5)
    listener.socket.setblocking(False)
    waiting = 0
    try:
        while True:
            connection, _ = listener.socket.accept()
            connection.close()
            waiting += 1
    except (BlockingIOError, socket.timeout):
        pass
    listener.close()
    return listener.connections + waiting


def count(server) -> int:
    response = requests.get(f"{server.url}/sparql", params={"query": COUNT}, timeout=30,
                            headers={"Accept": "application/sparql-results+json"})
    return int(response.json()["results"]["bindings"][0]["n"]["value"])


UPDATES = [
    ("form update", dict(data={"update": f"INSERT DATA {{ <{BASE}x> <{BASE}p> 1 }}"})),
    ("direct update", dict(data=f"INSERT DATA {{ <{BASE}x> <{BASE}p> 1 }}",
                           headers={"Content-Type": "application/sparql-update"})),
    ("update as a query", dict(data={"query": f"INSERT DATA {{ <{BASE}x> <{BASE}p> 1 }}"})),
    ("drop as a query", dict(data={"query": "DROP ALL"})),
    ("update in the URL", dict(params={"update": "CLEAR ALL"})),
]


@pytest.mark.parametrize("case, request_args", UPDATES, ids=[u[0] for u in UPDATES])
def test_updates_are_refused_and_change_nothing(live_server, case: str, request_args) -> None:
    before = count(live_server)
    response = requests.post(f"{live_server.url}/sparql", timeout=30, **request_args)
    assert 400 <= response.status_code < 500
    assert "read-only" in response.text
    assert count(live_server) == before


SERVICE_QUERIES = [
    "SELECT * WHERE {{ SERVICE <http://127.0.0.1:{port}/sparql> {{ ?s ?p ?o }} }}",
    "select * where {{ service <http://127.0.0.1:{port}/sparql> {{ ?s ?p ?o }} }}",
    "SELECT * WHERE {{ SERVICE SILENT <http://127.0.0.1:{port}/> {{ ?s ?p ?o }} }}",
    "SELECT * WHERE {{ ?x ?y ?z . SeRvIcE # comment\n <http://127.0.0.1:{port}/> {{ ?s ?p ?o }} }}",
    "SELECT * WHERE {{ {{ SELECT * WHERE {{ SERVICE <http://127.0.0.1:{port}/> {{ ?s ?p ?o }} }} }} }}",
    "ASK {{ SERVICE <http://127.0.0.1:{port}/> {{ ?s ?p ?o }} }}",
    # A carriage return ends a comment (regression: the lexer read on to the line feed, so
    # that what followed was hidden from the refusal and the store ran it).
    "SELECT * WHERE {{ ?x ?y ?z #\r SERVICE <http://127.0.0.1:{port}/sparql> {{ ?s ?p ?o }}\n}}",
]


@pytest.mark.parametrize("template", SERVICE_QUERIES)
def test_service_is_refused_without_any_connection(live_server, template: str) -> None:
    listener = Listener()
    try:
        query = template.format(port=listener.port)
        response = requests.get(f"{live_server.url}/sparql", params={"query": query}, timeout=30)
        assert response.status_code == 400
        assert "SERVICE" in response.text
        assert connections_made(listener) == 0
    finally:
        listener.close()


def test_words_that_merely_look_like_service_are_fine(live_server) -> None:
    query = ('PREFIX ex: <http://example.org/> SELECT ?service WHERE { '
             '?service ex:service "SERVICE" } LIMIT 1')
    response = requests.get(f"{live_server.url}/sparql", params={"query": query}, timeout=30)
    assert response.status_code == 200


def test_from_never_loads_from_the_network_or_the_disk(live_server) -> None:
    listener = Listener()
    try:
        for source in (f"http://127.0.0.1:{listener.port}/data.ttl", "file:///etc/passwd",
                       "file:///etc/hostname"):
            for clause in ("FROM", "FROM NAMED"):
                query = f"SELECT * {clause} <{source}> WHERE {{ ?s ?p ?o }} LIMIT 5"
                response = requests.get(f"{live_server.url}/sparql", params={"query": query},
                                        timeout=30,
                                        headers={"Accept": "application/sparql-results+json"})
                assert response.status_code == 200
                assert response.json()["results"]["bindings"] == []
        assert connections_made(listener) == 0
    finally:
        listener.close()


def test_timeout_stops_a_query_that_computes_before_its_first_result(make_server,
                                                                      backend) -> None:
    others = set(query_runners(os.getpid()))  # (other tests' stores in this process)
    server = make_server(query_timeout=1.0, runners=3)
    outcome: dict = {}

    def idle() -> list[bool]:
        return [waits_for_a_query(r) for r in query_runners(os.getpid()) if r not in others]

    def slow() -> None:
        started = time.monotonic()
        outcome["response"] = requests.get(f"{server.url}/sparql", params={"query": ENDLESS},
                                           timeout=60)
        outcome["seconds"] = time.monotonic() - started

    if backend == "embedded":
        wait_until(lambda: idle() == [True] * 4, 60, "the server started its three runners "
                   "and its spare")
    thread = threading.Thread(target=slow)
    thread.start()
    if backend == "embedded":
        wait_until(lambda: not all(idle()), 30, "a query runner computed the slow query")
    else:
        # Virtuoso runs the query in a process of its own that shows nothing from here: a
        # head start only, and the assertions below hold whichever request arrives first.
        time.sleep(0.2)
    # Other clients are served while it runs.
    quick = requests.get(f"{server.url}/sparql", params={"query": "ASK { ?s ?p ?o }"}, timeout=10,
                         headers={"Accept": "application/sparql-results+json"})
    assert quick.status_code == 200 and quick.json()["boolean"] is True
    assert thread.is_alive()
    thread.join(timeout=30)
    response = outcome["response"]
    assert response.status_code == 503
    assert "did not finish within 1 s" in response.text
    assert outcome["seconds"] < 10
    # The runner was replaced: the next query works.
    after = requests.get(f"{server.url}/sparql", params={"query": "ASK { ?s ?p ?o }"}, timeout=30)
    assert after.status_code == 200


def test_row_cap_lowers_or_adds_the_outer_limit(make_server) -> None:
    server = make_server(max_rows=5)

    def rows(query: str) -> tuple[int, str | None]:
        response = requests.get(f"{server.url}/sparql", params={"query": query}, timeout=30,
                                headers={"Accept": "application/sparql-results+json"})
        assert response.status_code == 200, response.text
        return len(response.json()["results"]["bindings"]), response.headers.get("X-KG-Row-Cap")

    assert rows("SELECT * WHERE { ?s ?p ?o }") == (5, "5")
    assert rows("SELECT * WHERE { ?s ?p ?o } LIMIT 500") == (5, "5")
    assert rows("SELECT * WHERE { ?s ?p ?o } LIMIT 3") == (3, None)
    assert rows("SELECT * WHERE { { SELECT * WHERE { ?s ?p ?o } LIMIT 100 } }") == (5, "5")
    construct = requests.get(f"{server.url}/sparql", timeout=30, headers={
        "Accept": "application/n-triples"}, params={"query": "CONSTRUCT WHERE { ?s ?p ?o }"})
    assert len([l for l in construct.text.splitlines() if l.strip()]) <= 5


def test_the_row_cap_is_reported_only_when_it_cut_the_answer(make_server) -> None:
    """A query without a LIMIT is reported capped only when rows were cut, not for three rows."""
    server = make_server(max_rows=5)
    few = "SELECT ?p WHERE { ?p a <https://w3id.org/diplokg/ontology#Country> } LIMIT 3"
    for query, rows, header in [
            (few.replace(" LIMIT 3", " ORDER BY ?p OFFSET 10000"), 0, None),
            ("SELECT * WHERE { VALUES ?x { 1 2 3 } }", 3, None),
            ("SELECT * WHERE { VALUES ?x { 1 2 3 4 5 } }", 5, "5"),  # reached the cap
            ("SELECT * WHERE { ?s ?p ?o }", 5, "5")]:
        for accept in ("application/sparql-results+json", "text/csv"):
            response = requests.get(f"{server.url}/sparql", params={"query": query},
                                    timeout=30, headers={"Accept": accept})
            assert response.status_code == 200, response.text
            assert response.headers.get("X-KG-Row-Cap") == header, (query, accept)
        page = requests.get(f"{server.url}/sparql", params={"query": query}, timeout=30,
                            headers={"Accept": "text/html"})
        assert ("Capped at 5 rows" in page.text) == (header is not None), query
        assert page.text.count('<tr') - 1 == rows  # the header row, then one per solution


def test_a_syntax_error_is_placed_in_the_text_as_sent(live_server) -> None:
    """The endpoint adds a LIMIT; an error's position must still be in the user's text."""
    response = requests.get(f"{live_server.url}/sparql", timeout=30,
                            params={"query": "SELECT ?s WHERE { ?s ?p }"})
    assert response.status_code == 400
    assert "1:26" in response.text


def test_a_query_that_parses_only_before_its_escapes_are_read_is_a_400(live_server) -> None:
    """The text passed on (its codepoint escapes read) fails to parse where the client's
    parses: a 400, no traceback. (The client's text is parsed again for the error's place,
    in a process of its own: tests/test_query_text.py.)"""
    values = " ".join(str(i) for i in range(40))
    query = (f"ASK {{ VALUES ?a {{ {values} }} VALUES ?b {{ {values} }} "
             f"FILTER(?a + ?b < 0) }} #\\u000a x")
    response = requests.get(f"{live_server.url}/sparql", params={"query": query}, timeout=30)
    assert response.status_code == 400
    assert "Traceback" not in response.text


def test_the_base_iri_is_part_of_an_answers_identity(make_server) -> None:
    """A relative IRI resolves against the URL the client asked (its Host): the answer kept
    for one host is not the answer for another, nor is its ETag (regression)."""
    server = make_server(answer_cache_bytes=1 << 20)
    port = server.url.rsplit(":", 1)[1]
    query = "SELECT ?x WHERE { BIND(<rel> AS ?x) }"
    answers = {}
    for host in (f"localhost:{port}", f"127.0.0.1:{port}", f"localhost:{port}"):
        response = requests.get(f"{server.url}/sparql", params={"query": query}, timeout=30,
                                headers={"Host": host, "Accept": "text/csv"})
        assert response.status_code == 200
        assert f"http://{host}/rel" in response.text
        answers.setdefault(host, set()).add(response.headers["ETag"])
    assert len(answers[f"localhost:{port}"]) == 1
    assert answers[f"localhost:{port}"] != answers[f"127.0.0.1:{port}"]


def test_body_cap_answers_413(make_server) -> None:
    server = make_server(max_body_bytes=2000)
    query = "SELECT * WHERE { ?s ?p ?o } # " + "x" * 3000
    for kwargs in (dict(data={"query": query}),
                   dict(data=query.encode(), headers={"Content-Type": "application/sparql-query"})):
        response = requests.post(f"{server.url}/sparql", timeout=30, **kwargs)
        assert response.status_code == 413
    small = requests.post(f"{server.url}/sparql", data={"query": "ASK {}"}, timeout=30)
    assert small.status_code == 200


BAD_REQUESTS = [
    # (case, method, kwargs, status, words in the message)
    ("syntax error", "get", dict(params={"query": "SELECT * WHERE { ?s ?p "}), 400, "error at 1:"),
    ("missing query on POST", "post", dict(data={"default-graph-uri": BASE}), 400, "missing"),
    ("missing query with other parameters", "get", dict(params={"default-graph-uri": BASE}), 400,
     "missing"),
    ("repeated query", "get", dict(params=[("query", "ASK {}"), ("query", "ASK {}")]), 400,
     "2 times"),
    ("query in URL and body", "post", dict(params={"query": "ASK {}"}, data={"query": "ASK {}"}),
     400, "2 times"),
    ("wrong media type", "post", dict(data=b"ASK {}", headers={"Content-Type": "text/plain"}), 415,
     "application/sparql-query"),
    ("no media type", "post", dict(data=b"ASK {}", headers={"Content-Type": ""}), 415,
     "application/x-www-form-urlencoded"),
    ("not UTF-8", "post", dict(data="ASK { <http://e/é> ?p ?o }".encode("latin-1"),
                               headers={"Content-Type": "application/sparql-query"}), 400,
     "UTF-8"),
    ("declared Latin-1", "post", dict(data=b"ASK {}", headers={
        "Content-Type": "application/sparql-query; charset=ISO-8859-1"}), 415, "UTF-8"),
    ("empty query", "get", dict(params={"query": "  "}), 400, "empty"),
    ("bad graph IRI", "get", dict(params={"query": "ASK {}", "default-graph-uri": "not an iri"}),
     400, "absolute IRIs"),
    # Digits that are not ASCII are no SPARQL integer (regression: a 500, int() took them).
    ("superscript limit", "get", dict(params={"query": "ASK {} LIMIT \u00b2 # count"}), 400,
     "error at 1:"),
    ("superscript limit of a count", "get", dict(params={
        "query": "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o } LIMIT 1 LIMIT \u00b2"}), 400,
     "error at 1:"),
    ("Arabic-Indic limit", "get", dict(params={
        "query": "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o } LIMIT \u0665"}), 400, "error at 1:"),
]


@pytest.mark.parametrize("case, method, kwargs, status, words", BAD_REQUESTS,
                         ids=[b[0] for b in BAD_REQUESTS])
def test_bad_requests_get_the_right_status_and_no_traceback(live_server, case, method, kwargs,
                                                            status, words) -> None:
    response = getattr(requests, method)(f"{live_server.url}/sparql", timeout=30, **kwargs)
    assert response.status_code == status
    assert words in response.text
    assert "Traceback" not in response.text
    assert response.headers["Content-Type"].startswith("text/plain")


def test_wrong_method_is_405_with_allow(live_server) -> None:
    response = requests.put(f"{live_server.url}/sparql", data="ASK {}", timeout=30)
    assert response.status_code == 405
    assert "POST" in response.headers["Allow"]


def test_errors_are_problem_json_for_json_clients(live_server) -> None:
    response = requests.get(f"{live_server.url}/sparql", params={"query": "SELEKT"}, timeout=30,
                            headers={"Accept": "application/json"})
    assert response.status_code == 400
    assert response.headers["Content-Type"] == "application/problem+json"
    problem = response.json()
    assert problem["status"] == 400 and problem["title"] == "Malformed query"
    assert problem["detail"].startswith("error at 1:")


def test_errors_are_pages_for_browsers(live_server) -> None:
    response = requests.get(f"{live_server.url}/sparql", params={"query": "SELEKT"}, timeout=30,
                            headers={"Accept": "text/html,*/*;q=0.8"})
    assert response.status_code == 400 and "<h1>400 Malformed query</h1>" in response.text
    hostile = requests.get(f"{live_server.url}/sparql", timeout=30,
                           params={"query": "SELECT <script>alert(1)</script>"},
                           headers={"Accept": "text/html"})
    assert "<script>alert" not in hostile.text


def test_sparql_results_stay_well_formed_for_hostile_literals(live_server) -> None:
    query = 'SELECT ?x WHERE { BIND("<b>&amp;\\"</b>" AS ?x) }'
    xml = requests.get(f"{live_server.url}/sparql", params={"query": query}, timeout=30,
                       headers={"Accept": "application/sparql-results+xml"})
    result = Result.parse(io.BytesIO(xml.content), format="xml")
    assert str(next(iter(result))[0]) == '<b>&amp;"</b>'
    page = requests.get(f"{live_server.url}/sparql", params={"query": query}, timeout=30,
                        headers={"Accept": "text/html"})
    assert "&lt;b&gt;&amp;amp;&#34;&lt;/b&gt;" in page.text or \
        "&lt;b&gt;&amp;amp;&quot;&lt;/b&gt;" in page.text
    assert json.loads(requests.get(f"{live_server.url}/sparql", params={"query": query},
                                   timeout=30).text)["results"]["bindings"][0]["x"]["value"] \
        == '<b>&amp;"</b>'
