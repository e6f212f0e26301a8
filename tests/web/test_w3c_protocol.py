"""The W3C SPARQL 1.1 Protocol tests that apply to a read-only endpoint.

From w3c/rdf-tests, sparql/sparql11/protocol/manifest.ttl: the query tests run as written
there, against a store holding the test's graphs data1.rdf, data2.rdf and data3.rdf; the
update tests must all be refused, since this endpoint is read-only.
"""

from __future__ import annotations

import dataclasses
import io
import json
from urllib.parse import quote

import pytest
import requests
from rdflib import Graph, URIRef
from rdflib.query import Result

from kg.build.publish import switch_current
from kg.store.oxigraph import OxigraphStore
from kg.store.remote import RemoteStore
from support import LiveServer, project_settings, remote_settings, withdraw_publication

DATA = "http://kasei.us/2009/09/sparql/data/"
DOC = "http://xmlns.com/foaf/0.1/Document"


W3C_BASE = "http://w3c.example.org/"  # the record of this publication, apart from the seed's
DIGEST = "0" * 64


def _w3c_graphs() -> list[tuple[URIRef, Graph]]:
    graphs = []
    for number in (1, 2, 3):
        name = f"{DATA}data{number}.rdf"
        graph = Graph()
        graph.parse(data=f"<{name}> a <{DOC}> ; <http://purl.org/dc/terms/title> "
                         f"\"Data {number}\" .", format="turtle")
        graphs.append((URIRef(name), graph))
    return graphs


@pytest.fixture(scope="module")
def w3c_server(backend, request, tmp_path_factory):
    """The test graphs served from the backend under test: in a build's own embedded store,
    or published into the session's Virtuoso (and taken out of it again afterwards)."""
    out = tmp_path_factory.mktemp("w3c") / "out"
    build = out / "builds" / "w3c"
    build.mkdir(parents=True)
    graphs = _w3c_graphs()
    if backend == "embedded":
        settings = dataclasses.replace(project_settings(out), runners=2)
        store = OxigraphStore.create(build / "store")
        store.replace_graphs(graphs)
        store.close()
    else:
        virtuoso = request.getfixturevalue("virtuoso")
        request.getfixturevalue("built_remote")  # the seed's publication goes in first
        settings = remote_settings(virtuoso, out, base_uri=W3C_BASE, runners=2)
        remote = RemoteStore.from_settings(settings)
        remote.publish(graphs, DIGEST)
    (build / "manifest.json").write_text(json.dumps({
        "digest": DIGEST, "articles": [],
        "graphs": {"articles": {}, "ontology": f"{DATA}none-o", "shapes": f"{DATA}none-s"},
        "files": [{"role": "dataset-turtle", "path": "diplokg.ttl", "statements": 6}],
    }))
    switch_current(out, build)
    server = LiveServer(settings)
    yield server
    server.close()
    if backend != "embedded":
        withdraw_publication(virtuoso, remote)


def boolean(response) -> bool:
    assert 200 <= response.status_code < 400, response.text
    media_type = response.headers["Content-Type"].split(";")[0]
    parsed = Result.parse(io.BytesIO(response.content),
                          format={"application/sparql-results+json": "json",
                                  "application/sparql-results+xml": "xml"}[media_type])
    return bool(parsed.askAnswer)


def q(text: str) -> str:
    return quote(text, safe="")


def test_query_post_form(w3c_server) -> None:
    response = requests.post(f"{w3c_server.url}/sparql?default-graph-uri={q(DATA + 'data0.rdf')}",
                             data="query=ASK%20%7B%7D",
                             headers={"Content-Type": "application/x-www-form-urlencoded"})
    assert boolean(response) is True


ASK_TWO_DEFAULT = (f"ASK {{ <{DATA}data1.rdf> a ?type . <{DATA}data2.rdf> a ?type . }}")
ASK_TWO_NAMED = (f"ASK {{ GRAPH ?g1 {{ <{DATA}data1.rdf> a ?type }} "
                 f"GRAPH ?g2 {{ <{DATA}data2.rdf> a ?type }} }}")
TWO_DEFAULT = f"default-graph-uri={q(DATA + 'data1.rdf')}&default-graph-uri={q(DATA + 'data2.rdf')}"
TWO_NAMED = f"named-graph-uri={q(DATA + 'data1.rdf')}&named-graph-uri={q(DATA + 'data2.rdf')}"


def test_query_dataset_default_graphs_get(w3c_server) -> None:
    response = requests.get(f"{w3c_server.url}/sparql?query={q(ASK_TWO_DEFAULT)}&{TWO_DEFAULT}")
    assert boolean(response) is True


def test_query_dataset_default_graphs_post(w3c_server) -> None:
    response = requests.post(f"{w3c_server.url}/sparql?{TWO_DEFAULT}", data=ASK_TWO_DEFAULT,
                             headers={"Content-Type": "application/sparql-query"})
    assert boolean(response) is True


def test_query_dataset_named_graphs_post(w3c_server) -> None:
    response = requests.post(f"{w3c_server.url}/sparql?{TWO_NAMED}", data=ASK_TWO_NAMED,
                             headers={"Content-Type": "application/sparql-query"})
    assert boolean(response) is True


def test_query_dataset_named_graphs_get(w3c_server) -> None:
    response = requests.get(f"{w3c_server.url}/sparql?query={q(ASK_TWO_NAMED)}&{TWO_NAMED}")
    assert boolean(response) is True


def test_query_dataset_full(w3c_server) -> None:
    query = (f"ASK {{\n  <{DATA}data3.rdf> a ?type\n  GRAPH ?g1 {{ <{DATA}data1.rdf> a ?type }}\n"
             f"  GRAPH ?g2 {{ <{DATA}data2.rdf> a ?type }}\n}}")
    url = (f"{w3c_server.url}/sparql?default-graph-uri={q(DATA + 'data3.rdf')}&{TWO_NAMED}")
    response = requests.post(url, data=query, headers={"Content-Type": "application/sparql-query"})
    assert boolean(response) is True


def test_query_multiple_dataset(w3c_server) -> None:
    # The protocol's dataset overrides the one the query names with FROM.
    query = f"ASK FROM <{DATA}data3.rdf> {{ <{DATA}data2.rdf> ?p ?o }}"
    url = f"{w3c_server.url}/sparql?default-graph-uri={q(DATA + 'data2.rdf')}"
    response = requests.post(url, data=query, headers={"Content-Type": "application/sparql-query"})
    assert boolean(response) is True


D1, D2, D3 = (f"{DATA}data{n}.rdf" for n in (1, 2, 3))
# (query, default-graph-uri, named-graph-uri, answer): the protocol's dataset is exactly the
# graphs it names, whatever the query's FROM and FROM NAMED say (SPARQL 1.1 Protocol, 2.1.4).
DATASETS = [
    (f"ASK FROM <{D3}> {{ <{D3}> ?p ?o }}", [D2], [], False),
    (f"ASK FROM <{D3}> {{ <{D2}> ?p ?o }}", [D2], [], True),
    (f"ASK FROM NAMED <{D3}> {{ GRAPH ?g {{ <{D3}> ?p ?o }} }}", [], [D1], False),
    (f"ASK FROM NAMED <{D3}> {{ GRAPH ?g {{ <{D1}> ?p ?o }} }}", [], [D1], True),
    (f"ASK FROM <{D3}> FROM NAMED <{D3}> {{ <{D3}> ?p ?o }}", [D1], [D2], False),
    (f"ASK {{ <{D1}> ?p ?o }}", [D1, D2], [], True),
    (f"ASK {{ <{D3}> ?p ?o }}", [D1, D2], [], False),
    (f"ASK {{ GRAPH ?g {{ ?s ?p ?o }} }}", [D1], [], False),
    (f"ASK {{ ?s ?p ?o }}", [], [D1], False),
    (f"ASK {{ GRAPH <{D2}> {{ ?s ?p ?o }} }}", [], [D1], False),
    (f"ASK {{ GRAPH <{D1}> {{ ?s ?p ?o }} }}", [], [D1], True),
    (f"ASK {{ ?s ?p ?o }}", ["http://example.org/not-published"], [], False),
    (f"ASK FROM <{D1}> {{ GRAPH ?g {{ ?s ?p ?o }} }}", None, None, False),
    (f"ASK FROM NAMED <{D1}> {{ ?s ?p ?o }}", None, None, False),
]


@pytest.mark.parametrize("query, default, named, answer", DATASETS)
@pytest.mark.parametrize("method", ["get", "post"])
def test_protocol_dataset_is_exactly_the_graphs_it_names(w3c_server, method, query, default,
                                                         named, answer) -> None:
    params = [("query", query)]
    params += [("default-graph-uri", iri) for iri in default or ()]
    params += [("named-graph-uri", iri) for iri in named or ()]
    if method == "get":
        response = requests.get(f"{w3c_server.url}/sparql", params=params, timeout=30)
    else:
        response = requests.post(f"{w3c_server.url}/sparql", data=params, timeout=30)
    assert boolean(response) is answer


def test_protocol_named_graphs_are_the_graphs_it_names(w3c_server) -> None:
    response = requests.get(f"{w3c_server.url}/sparql", timeout=30, params=[
        ("query", f"SELECT DISTINCT ?g FROM NAMED <{D3}> WHERE {{ GRAPH ?g {{ ?s ?p ?o }} }}"),
        ("named-graph-uri", D1), ("named-graph-uri", D2)],
        headers={"Accept": "application/sparql-results+json"})
    assert response.status_code == 200, response.text
    graphs = {row["g"]["value"] for row in response.json()["results"]["bindings"]}
    assert graphs == {D1, D2}


def test_query_get(w3c_server) -> None:
    response = requests.get(f"{w3c_server.url}/sparql?query={q('SELECT * WHERE { ?s ?p ?o }')}")
    assert response.status_code == 200
    assert response.headers["Content-Type"].startswith("application/sparql-results+json")


def test_query_post_direct(w3c_server) -> None:
    response = requests.post(f"{w3c_server.url}/sparql", data="ASK {}",
                             headers={"Content-Type": "application/sparql-query"})
    assert boolean(response) is True


@pytest.mark.parametrize("query, accept", [
    ("SELECT ?s WHERE { ?s ?p ?o }", "application/sparql-results+xml, application/sparql-results+json, "
     "text/csv, text/tab-separated-values"),
    ("ASK { ?s ?p ?o }", "application/sparql-results+json, application/sparql-results+xml"),
    ("DESCRIBE <http://example.org/>", "application/rdf+xml, application/n-triples, text/turtle"),
    ("CONSTRUCT { <s> <p> 1 } WHERE {}", "text/turtle, application/rdf+xml, application/n-triples"),
], ids=["select", "ask", "describe", "construct"])
def test_query_content_type(w3c_server, query: str, accept: str) -> None:
    response = requests.post(f"{w3c_server.url}/sparql", data={"query": query},
                             headers={"Accept": accept})
    assert response.status_code == 200, response.text
    # Any of the types asked for with the same weight is a right answer.
    assert response.headers["Content-Type"].split(";")[0] in accept.split(", ")


def test_bad_query_method(w3c_server) -> None:
    assert requests.put(f"{w3c_server.url}/sparql?query=ASK%20%7B%7D").status_code // 100 == 4


def test_bad_multiple_queries(w3c_server) -> None:
    response = requests.get(f"{w3c_server.url}/sparql?query=ASK%20%7B%7D&query=SELECT%20%2A%20%7B%7D")
    assert response.status_code == 400


def test_bad_query_wrong_media_type(w3c_server) -> None:
    response = requests.post(f"{w3c_server.url}/sparql", data="ASK {}",
                             headers={"Content-Type": "text/plain"})
    assert response.status_code // 100 == 4


def test_bad_query_missing_form_type(w3c_server) -> None:
    response = requests.post(f"{w3c_server.url}/sparql", data=b"query=ASK%20%7B%7D",
                             headers={"Content-Type": ""})
    assert response.status_code // 100 == 4


def test_bad_query_missing_direct_type(w3c_server) -> None:
    response = requests.post(f"{w3c_server.url}/sparql", data=b"ASK {}",
                             headers={"Content-Type": ""})
    assert response.status_code // 100 == 4


def test_bad_query_non_utf8(w3c_server) -> None:
    body = "ASK { <http://example.org/ü> ?p ?o }".encode("iso-8859-1")
    response = requests.post(f"{w3c_server.url}/sparql", data=body,
                             headers={"Content-Type": "application/sparql-query; charset=UTF-8"})
    assert response.status_code // 100 == 4


def test_bad_query_syntax(w3c_server) -> None:
    assert requests.get(f"{w3c_server.url}/sparql?query=ASK%20%7B").status_code == 400


UPDATES = [
    ("update_post_form", dict(data={"update": "CLEAR ALL"})),
    ("update_post_direct", dict(data="CLEAR ALL",
                                headers={"Content-Type": "application/sparql-update"})),
    ("update_dataset_default_graph", dict(
        params={"using-graph-uri": DATA + "data1.rdf"}, data="DROP ALL",
        headers={"Content-Type": "application/sparql-update"})),
    ("bad_update_get", dict(method="get", params={"update": "CLEAR ALL"})),
    ("bad_multiple_updates", dict(data=[("update", "CLEAR ALL"), ("update", "CLEAR ALL")])),
]


@pytest.mark.parametrize("name, kwargs", UPDATES, ids=[u[0] for u in UPDATES])
def test_updates_are_refused_by_a_read_only_endpoint(w3c_server, name: str, kwargs: dict) -> None:
    kwargs = dict(kwargs)
    method = kwargs.pop("method", "post")
    response = getattr(requests, method)(f"{w3c_server.url}/sparql", **kwargs)
    assert response.status_code // 100 == 4
    still = requests.get(f"{w3c_server.url}/sparql",
                         params={"query": f"ASK {{ GRAPH ?g {{ <{DATA}data1.rdf> ?p ?o }} }}"})
    assert boolean(still) is True
