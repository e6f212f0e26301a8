"""The answer cache's front (kg.web.front): a repeated request is answered before Flask with
exactly what the app answered, and nothing that could change the answer is taken from it."""

from __future__ import annotations

import requests

from kg.web import create_app
from kg.web.front import AnswerFront
from support import project_settings

QUERY = "SELECT ?s WHERE { ?s a ?type } LIMIT 3 # asked by the front's tests only"
JSON = "application/sparql-results+json"


def _without_date(headers) -> dict:
    return {name: value for name, value in headers.items() if name not in ("Date",)}


def test_a_repeated_request_gets_the_apps_answer_without_the_app(built) -> None:
    app = create_app(project_settings(built.path.parent.parent))
    try:
        front = app.wsgi_app
        assert isinstance(front, AnswerFront)
        client = app.test_client()
        first = client.get("/sparql", query_string={"query": QUERY}, headers={"Accept": JSON})
        assert first.status_code == 200 and front.hits == 0
        second = client.get("/sparql", query_string={"query": QUERY}, headers={"Accept": JSON})
        assert front.hits == 1
        assert second.data == first.data
        assert second.headers["X-KG-Answer-Cache"] == "hit"
        assert {k: v for k, v in second.headers.items() if k != "X-KG-Answer-Cache"} \
            == dict(first.headers)
        head = client.head("/sparql", query_string={"query": QUERY}, headers={"Accept": JSON})
        assert front.hits == 2 and head.data == b""
        assert head.headers["Content-Length"] == str(len(first.data))
        # What the key does not hold goes to the app: a conditional request, another format,
        # a POST of the same query.
        conditional = client.get("/sparql", query_string={"query": QUERY},
                                 headers={"Accept": JSON, "If-None-Match": first.headers["ETag"]})
        assert conditional.status_code == 304
        xml = client.get("/sparql", query_string={"query": QUERY},
                         headers={"Accept": "application/sparql-results+xml"})
        assert xml.data.startswith(b"<?xml") and xml.data != first.data
        posted = client.post("/sparql", data={"query": QUERY}, headers={"Accept": JSON})
        assert posted.data == first.data
        assert front.hits == 2
    finally:
        app.extensions["kg"].published.close()


def test_no_front_when_the_answer_cache_is_off(built) -> None:
    app = create_app(project_settings(built.path.parent.parent, answer_cache_bytes=0))
    try:
        client = app.test_client()
        for _ in range(2):
            response = client.get("/sparql", query_string={"query": QUERY})
            assert "X-KG-Answer-Cache" not in response.headers
        assert app.wsgi_app.hits == 0
    finally:
        app.extensions["kg"].published.close()


def test_the_front_answers_over_http_as_the_app_does(live_server) -> None:
    url = f"{live_server.url}/sparql"
    params = {"query": QUERY + " over HTTP"}
    answers = [requests.get(url, params=params, headers={"Accept": JSON}, timeout=10)
               for _ in range(3)]
    assert all(a.status_code == 200 for a in answers)
    assert answers[1].content == answers[2].content == answers[0].content
    assert _without_date(answers[2].headers) == _without_date(answers[1].headers)
    assert answers[2].headers["X-KG-Answer-Cache"] == "hit"
    head = requests.head(url, params=params, headers={"Accept": JSON}, timeout=10)
    assert head.status_code == 200 and head.content == b""
    assert head.headers["Content-Length"] == str(len(answers[0].content))
    assert head.headers["ETag"] == answers[0].headers["ETag"]
    # A host the server does not answer to is refused, even for a query it keeps an answer
    # of under its own names.
    refused = requests.get(url, params=params, headers={"Accept": JSON, "Host": "evil.test"},
                           timeout=10)
    assert refused.status_code == 400
    # The answer for another Host (a name the server answers to) is that host's own.
    proxied = requests.get(url, params=params, timeout=10,
                           headers={"Accept": JSON, "Host": "kg.example.org"})
    assert proxied.status_code == 200 and proxied.content == answers[0].content
    not_modified = requests.get(url, params=params, timeout=10, headers={
        "Accept": JSON, "If-None-Match": answers[0].headers["ETag"]})
    assert not_modified.status_code == 304 and not_modified.content == b""


def test_the_fronts_memory_counts_its_keys_and_a_request_without_host_goes_to_the_app(
        built) -> None:
    """A review filled 157 MiB with entries counted as 520 KB (small answers, long keys:
    extra parameters make new keys at will), and answered an HTTP/1.1 request without Host
    from an answer stored for HTTP/1.0."""
    budget = 64 * 1024
    app = create_app(project_settings(built.path.parent.parent, answer_cache_bytes=budget))
    try:
        front = app.wsgi_app
        client = app.test_client()
        for number in range(300):
            client.get("/sparql", query_string={"query": "ASK {}", "pad": f"{number:04d}" * 200},
                       headers={"Accept": JSON})
        kept = front._kept
        assert kept._size <= budget
        assert len(kept._entries) * (800 + 400) <= budget
        environ = {"REQUEST_METHOD": "GET", "PATH_INFO": "/sparql", "SERVER_NAME": "localhost",
                   "SERVER_PORT": "80", "QUERY_STRING": "query=ASK%7B%7D",
                   "SERVER_PROTOCOL": "HTTP/1.1", "wsgi.url_scheme": "http",
                   "wsgi.input": __import__("io").BytesIO()}
        statuses = []
        for protocol in ("HTTP/1.0", "HTTP/1.0", "HTTP/1.1"):
            answer = front({**environ, "SERVER_PROTOCOL": protocol},
                           lambda status, headers, exc_info=None: statuses.append(status))
            b"".join(answer)
        assert statuses[0].startswith("200") and statuses[-1].startswith("400")
    finally:
        app.extensions["kg"].published.close()
