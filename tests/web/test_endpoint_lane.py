"""The endpoint's lane (kg.web.lane): a plain GET of /sparql is answered without Flask, with
exactly the status, headers and body the app gives the same request; whatever the lane does
not take as it is (and every mistake) is answered by the app."""

from __future__ import annotations

import pytest
import requests
from werkzeug.test import EnvironBuilder

from kg.web import create_app
from kg.web.lane import EndpointLane
from support import ENDLESS, project_settings

JSON = "application/sparql-results+json"
PEOPLE = "SELECT ?s WHERE { ?s a <https://schema.org/Person> } ORDER BY ?s"
# One line a case: query-string parameters, Accept header, and whether the lane answers it
# itself (True) or leaves it to the app (False).
CASES = [
    ({"query": PEOPLE}, JSON, True),
    ({"query": PEOPLE}, None, True),
    ({"query": PEOPLE}, "application/sparql-results+xml", True),
    ({"query": PEOPLE}, "text/csv", True),
    ({"query": PEOPLE}, "text/tab-separated-values;q=0.9, */*;q=0.1", True),
    ({"query": PEOPLE, "format": "json"}, None, True),
    ({"query": PEOPLE, "format": ["csv", "text/csv", ""]}, None, True),  # SPARQLWrapper
    ({"query": "\ufeff" + PEOPLE}, JSON, True),  # a byte order mark
    ({"query": "SELECT ?s WHERE { ?s ?p \"Per\\u00fa\"@es }"}, JSON, True),  # \\u escapes
    ({"query": "SELECT * WHERE { ?s ?p ?o }"}, JSON, True),  # capped at max_rows
    ({"query": "SELECT ?o WHERE { <zamora-leaves-peru> ?p ?o }"}, JSON, True),  # relative
    ({"query": "ASK { ?s ?p ?o }"}, None, True),
    ({"query": "CONSTRUCT { ?s ?p ?o } WHERE { ?s ?p ?o } LIMIT 5"}, "text/turtle", True),
    ({"query": "DESCRIBE ?s WHERE { ?s a <https://schema.org/Person> }"}, None, True),
    ({"query": "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }"}, JSON, True),  # known answer
    ({"query": "SELECT ?s WHERE { ?s ?p ?o }", "timeout": "5"}, JSON, True),  # ignored
    # Mistakes, said by the app.
    ({"query": "SELEKT ?s WHERE { ?s ?p ?o }"}, JSON, False),  # run by the lane, told by it
    ({"query": PEOPLE, "format": "nonsense"}, None, False),
    ({"query": PEOPLE}, "image/png", False),
    ({"query": "INSERT DATA { <a> <b> <c> }"}, None, False),
    ({"query": "   "}, None, False),
    ({"query": [PEOPLE, PEOPLE]}, None, False),
    ({"update": "CLEAR ALL"}, None, False),
    ({"query": "SELECT * WHERE { SERVICE <http://example.org/> { ?s ?p ?o } }"}, None, False),
    # What the app reads itself.
    ({"query": PEOPLE}, "text/html", False),
    ({"query": PEOPLE, "default-graph-uri": "http://example.org/g"}, JSON, False),
    ({"query": PEOPLE, "named-graph-uri": "http://example.org/g"}, JSON, False),
    ({}, None, False),  # the service description
]


def _answer(app, environ: dict) -> tuple[str, dict, bytes]:
    given: list = []

    def start_response(status, headers, exc_info=None):
        given[:] = [status, headers]

    body = app(environ, start_response)
    try:
        data = b"".join(body)
    finally:
        getattr(body, "close", lambda: None)()
    status, headers = given
    return status, {name: value for name, value in headers if name != "Date"}, data


def _environ(params: dict, accept: str | None, **extra) -> dict:
    headers = {"Accept": accept} if accept is not None else {}
    headers.update(extra.pop("headers", {}))
    return EnvironBuilder(path="/sparql", query_string=params, headers=headers,
                          base_url="http://127.0.0.1:5000/", **extra).get_environ()


@pytest.fixture(scope="module")
def lane_app(built):
    app = create_app(project_settings(built.path.parent.parent, answer_cache_bytes=0,
                                      max_rows=40))
    yield app
    app.extensions["kg"].published.close()


@pytest.mark.parametrize("params, accept, taken", CASES, ids=range(len(CASES)))
def test_the_lane_answers_as_the_app_does(lane_app, params, accept, taken) -> None:
    lane = lane_app.extensions["kg.lane"]
    assert isinstance(lane, EndpointLane)
    before = lane.taken
    by_lane = _answer(lane, _environ(params, accept))
    assert lane.taken - before == (1 if taken else 0)
    by_app = _answer(lane._app, _environ(params, accept))
    assert by_lane == by_app
    if taken:
        assert by_lane[0] == "200 OK" and by_lane[1]["ETag"]
    else:
        assert "kg.lane.raised" not in _environ(params, accept)


def test_a_query_cut_by_the_row_limit_says_so_in_the_lane(lane_app) -> None:
    status, headers, _body = _answer(lane_app.extensions["kg.lane"],
                                     _environ({"query": "SELECT * WHERE { ?s ?p ?o }"}, JSON))
    assert status == "200 OK" and headers["X-KG-Row-Cap"] == "40"


def test_what_the_lane_leaves_to_the_app(lane_app) -> None:
    """A HEAD, a conditional request, a body, another Host: the app's, before any query."""
    lane = lane_app.extensions["kg.lane"]
    plain = _answer(lane, _environ({"query": PEOPLE}, JSON))
    before = lane.taken
    head = _answer(lane, _environ({"query": PEOPLE}, JSON, method="HEAD"))
    assert head[0] == "200 OK" and head[2] == b""
    assert _answer(lane, _environ({"query": PEOPLE}, JSON, headers={
        "If-None-Match": plain[1]["ETag"]}))[0] == "304 NOT MODIFIED"
    post = _answer(lane, _environ({}, JSON, method="POST", data={"query": PEOPLE}))
    assert post[2] == plain[2]
    no_host = _environ({"query": PEOPLE}, JSON)
    del no_host["HTTP_HOST"]
    assert _answer(lane, no_host)[0].startswith("400")
    assert lane.taken == before


def test_a_query_over_its_time_limit_is_a_503_from_the_lane(built) -> None:
    app = create_app(project_settings(built.path.parent.parent, answer_cache_bytes=0,
                                      query_timeout=0.5))
    try:
        lane = app.extensions["kg.lane"]
        status, headers, body = _answer(lane, _environ({"query": ENDLESS}, JSON))
        assert status.startswith("503") and headers["Retry-After"] == "5"
        assert b"did not finish within 0.5 s" in body
    finally:
        app.extensions["kg"].published.close()


def test_the_lane_over_http(patient_server) -> None:
    """Over HTTP, from both stores: a whole answer (sent with its length when the store gave
    it in one piece) and a streamed one, both complete (the patient server: on a loaded
    machine the whole store in order can take longer than the live server's 2 s)."""
    url = f"{patient_server.url}/sparql"
    small = requests.get(url, params={"query": PEOPLE}, headers={"Accept": JSON}, timeout=10)
    assert small.status_code == 200 and small.json()["results"]["bindings"]
    assert small.headers["Access-Control-Allow-Origin"] == "*"
    assert small.headers.get("Content-Length", str(len(small.content))) \
        == str(len(small.content))
    every = requests.get(url, params={"query": "SELECT * WHERE { ?s ?p ?o } ORDER BY ?s ?p ?o"},
                         headers={"Accept": "text/tab-separated-values"}, timeout=30)
    assert every.status_code == 200
    assert every.text.count("\n") > 100
