"""The SPARQL endpoint over real HTTP: every method, every format parsed by a real parser."""

from __future__ import annotations

import io
import json

import pytest
import requests
from rdflib import Dataset, Graph
from rdflib.compare import isomorphic
from rdflib.query import Result

from support import BASE, SEED_SLUG

DIP = "https://w3id.org/diplokg/ontology#"
PEOPLE = f"SELECT ?p ?name WHERE {{ ?p a <{DIP}Person> ; <https://schema.org/name> ?name }}"
ZAMORA = f"{BASE}id/person/carlos-zamora"
CONSTRUCT = f"CONSTRUCT {{ <{ZAMORA}> ?p ?o }} WHERE {{ <{ZAMORA}> ?p ?o }}"
ARTICLE_GRAPH = f"{BASE}graph/article/{SEED_SLUG}"
ONTOLOGY_GRAPH = f"{BASE}graph/ontology"

RESULT_PARSERS = {
    "application/sparql-results+json": "json",
    "application/sparql-results+xml": "xml",
    "text/csv": "csv",
    "text/tab-separated-values": "tsv",
}
GRAPH_PARSERS = {
    "text/turtle": "turtle",
    "application/n-triples": "nt",
    "application/ld+json": "json-ld",
    "application/rdf+xml": "xml",
}
DATASET_PARSERS = {"application/trig": "trig", "application/n-quads": "nquads"}


def sparql(server, query: str, method: str = "get", accept: str | None = None, **params):
    headers = {"Accept": accept} if accept else {}
    url = f"{server.url}/sparql"
    if method == "get":
        return requests.get(url, params={"query": query, **params}, headers=headers, timeout=30)
    if method == "form":
        return requests.post(url, data={"query": query, **params}, headers=headers, timeout=30)
    return requests.post(url, params=params, data=query.encode(), timeout=30,
                         headers={**headers, "Content-Type": "application/sparql-query"})


def parse_results(response) -> Result:
    media_type = response.headers["Content-Type"].split(";")[0]
    return Result.parse(io.BytesIO(response.content), format=RESULT_PARSERS[media_type])


@pytest.mark.parametrize("method", ["get", "form", "direct"])
@pytest.mark.parametrize("media_type", list(RESULT_PARSERS))
def test_select_in_every_result_format_and_method(live_server, method: str,
                                                  media_type: str) -> None:
    response = sparql(live_server, PEOPLE, method, accept=media_type)
    assert response.status_code == 200
    assert response.headers["Content-Type"].startswith(media_type)
    result = parse_results(response)
    names = {str(row[1]) for row in result}
    assert len(names) == 10 and "Carlos Zamora" in names and "Betssy Chávez" in names


@pytest.mark.parametrize("media_type", list(RESULT_PARSERS))
def test_ask_in_every_result_format(live_server, media_type: str) -> None:
    if media_type in ("text/csv", "text/tab-separated-values"):
        response = sparql(live_server, f"ASK {{ <{ZAMORA}> ?p ?o }}", accept=media_type)
        assert response.status_code == 200 and "true" in response.text.lower()
        return
    for query, expected in ((f"ASK {{ <{ZAMORA}> ?p ?o }}", True),
                            ("ASK { <http://example.org/nobody> ?p ?o }", False)):
        response = sparql(live_server, query, accept=media_type)
        assert parse_results(response).askAnswer is expected


@pytest.mark.parametrize("media_type", list(GRAPH_PARSERS) + list(DATASET_PARSERS))
def test_construct_in_every_rdf_format(live_server, media_type: str) -> None:
    reference = Graph().parse(data=sparql(live_server, CONSTRUCT, accept="text/turtle").text,
                              format="turtle")
    assert len(reference) > 5
    response = sparql(live_server, CONSTRUCT, accept=media_type)
    assert response.status_code == 200 and response.headers["Content-Type"].startswith(media_type)
    if media_type in GRAPH_PARSERS:
        graph = Graph().parse(data=response.content, format=GRAPH_PARSERS[media_type])
    else:
        dataset = Dataset()
        dataset.parse(data=response.content, format=DATASET_PARSERS[media_type])
        graph = Graph()
        for s, p, o, _g in dataset.quads():
            graph.add((s, p, o))
    assert isomorphic(graph, reference)


@pytest.mark.parametrize("iri", [ZAMORA, f"{BASE}id/country/peru"])
def test_describe_gives_what_the_resource_says_of_itself(live_server, iri: str) -> None:
    """The same DESCRIBE on both backends: the resource's own triples (Virtuoso, left to
    itself, adds triples that point at it)."""
    response = sparql(live_server, f"DESCRIBE <{iri}>", accept="application/n-triples")
    graph = Graph().parse(data=response.text, format="nt")
    own = sparql(live_server, f"CONSTRUCT {{ <{iri}> ?p ?o }} WHERE {{ <{iri}> ?p ?o }}",
                 accept="application/n-triples")
    assert len(graph) > 5
    assert isomorphic(graph, Graph().parse(data=own.text, format="nt"))


ACCEPT_CASES = [
    # (Accept header, query kind, expected media type)
    (None, "select", "application/sparql-results+json"),
    ("*/*", "select", "application/sparql-results+json"),
    ("application/sparql-results+xml", "select", "application/sparql-results+xml"),
    ("text/csv;q=0.5, text/tab-separated-values", "select", "text/tab-separated-values"),
    ("application/sparql-results+json;q=0.2, application/sparql-results+xml;q=0.9", "select",
     "application/sparql-results+xml"),
    ("application/json", "select", "application/sparql-results+json"),
    ("text/*", "select", "text/csv"),
    ("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", "select", "text/html"),
    (None, "graph", "text/turtle"),
    ("application/rdf+xml;q=0.5, application/ld+json", "graph", "application/ld+json"),
    ("application/n-triples", "graph", "application/n-triples"),
    ("text/plain", "graph", "application/n-triples"),
    ("application/*;q=0.1, text/turtle;q=0.05", "graph", "application/n-triples"),
]


@pytest.mark.parametrize("accept, kind, expected", ACCEPT_CASES)
def test_content_negotiation_honours_q_values(live_server, accept, kind, expected) -> None:
    query = PEOPLE if kind == "select" else CONSTRUCT
    response = sparql(live_server, query, accept=accept)
    assert response.status_code == 200
    assert response.headers["Content-Type"].split(";")[0] == expected
    assert "Accept" in response.headers["Vary"]


@pytest.mark.parametrize("name, expected", [("json", "application/sparql-results+json"),
                                            ("xml", "application/sparql-results+xml"),
                                            ("csv", "text/csv"), ("tsv", "text/tab-separated-values"),
                                            ("text/csv", "text/csv"), ("html", "text/html")])
def test_format_parameter_overrides_accept(live_server, name: str, expected: str) -> None:
    response = sparql(live_server, PEOPLE, accept="application/sparql-results+xml", format=name)
    assert response.headers["Content-Type"].split(";")[0] == expected


def test_unknown_format_parameter_is_400(live_server) -> None:
    response = sparql(live_server, PEOPLE, format="png")
    assert response.status_code == 400 and "unknown format" in response.text


def test_unacceptable_accept_is_406_listing_what_is_offered(live_server) -> None:
    response = sparql(live_server, PEOPLE, accept="image/png")
    assert response.status_code == 406
    assert "application/sparql-results+json" in response.text
    response = sparql(live_server, CONSTRUCT, accept="image/png, application/pdf")
    assert response.status_code == 406 and "text/turtle" in response.text
    # A results type for a graph means its nearest graph format, not a 406.
    response = sparql(live_server, CONSTRUCT, accept="application/sparql-results+json")
    assert response.status_code == 200
    assert response.headers["Content-Type"].startswith("application/ld+json")


def test_default_graph_is_the_union_and_graph_reaches_each_article(live_server) -> None:
    union = parse_results(sparql(live_server, "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }"))
    per_graph = parse_results(sparql(
        live_server, "SELECT ?g (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } } GROUP BY ?g"))
    counts = {str(row[0]): int(row[1]) for row in per_graph}
    assert set(counts) == {ARTICLE_GRAPH, ONTOLOGY_GRAPH, f"{BASE}graph/shapes"}
    assert int(next(iter(union))[0]) == sum(counts.values())


def test_default_graph_uri_restricts_the_default_graph(live_server) -> None:
    query = f"ASK {{ <{DIP}Person> ?p ?o }}"
    assert parse_results(sparql(live_server, query)).askAnswer is True
    only_article = sparql(live_server, query, **{"default-graph-uri": ARTICLE_GRAPH})
    assert parse_results(only_article).askAnswer is False
    only_ontology = sparql(live_server, query, method="form",
                           **{"default-graph-uri": ONTOLOGY_GRAPH})
    assert parse_results(only_ontology).askAnswer is True


def test_named_graph_uri_restricts_graph(live_server) -> None:
    query = "SELECT DISTINCT ?g WHERE { GRAPH ?g { ?s ?p ?o } }"
    response = sparql(live_server, query, method="direct", **{"named-graph-uri": ARTICLE_GRAPH})
    assert {str(row[0]) for row in parse_results(response)} == {ARTICLE_GRAPH}


def test_service_description_by_negotiation(live_server) -> None:
    response = requests.get(f"{live_server.url}/sparql", headers={"Accept": "text/turtle"},
                            timeout=10)
    graph = Graph().parse(data=response.text, format="turtle")
    sd = "http://www.w3.org/ns/sparql-service-description#"
    endpoint = f"{live_server.url}/sparql"
    assert (None, None, None) in graph
    triples = {(str(s), str(p), str(o)) for s, p, o in graph}
    assert (endpoint, f"{sd}endpoint", endpoint) in triples
    assert (endpoint, f"{sd}feature", f"{sd}UnionDefaultGraph") in triples
    assert (endpoint, f"{sd}supportedLanguage", f"{sd}SPARQL11Query") in triples
    names = {o for s, p, o in triples if p == f"{sd}name"}
    assert ARTICLE_GRAPH in names
    as_jsonld = requests.get(f"{live_server.url}/sparql", params={"format": "jsonld"}, timeout=10)
    assert isomorphic(Graph().parse(data=as_jsonld.text, format="json-ld"), graph)


def test_cors_for_browser_clients(live_server) -> None:
    response = sparql(live_server, PEOPLE, accept="application/sparql-results+json")
    assert response.headers["Access-Control-Allow-Origin"] == "*"
    preflight = requests.options(f"{live_server.url}/sparql", timeout=10, headers={
        "Origin": "http://yasgui.example", "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type"})
    assert preflight.status_code == 204
    assert "POST" in preflight.headers["Access-Control-Allow-Methods"]
    assert "Content-Type" in preflight.headers["Access-Control-Allow-Headers"]


def test_etag_revalidation_answers_304(live_server) -> None:
    first = sparql(live_server, PEOPLE, accept="text/csv")
    etag = first.headers["ETag"]
    again = requests.get(f"{live_server.url}/sparql", params={"query": PEOPLE}, timeout=10,
                         headers={"Accept": "text/csv", "If-None-Match": etag})
    assert again.status_code == 304 and not again.content
    other = requests.get(f"{live_server.url}/sparql", params={"query": PEOPLE}, timeout=10,
                         headers={"Accept": "application/sparql-results+json",
                                  "If-None-Match": etag})
    assert other.status_code == 200


def test_real_clients_sparqlwrapper_and_rdflib_sparqlstore(live_server) -> None:
    from rdflib.plugins.stores.sparqlstore import SPARQLStore
    from SPARQLWrapper import JSON, SPARQLWrapper

    wrapper = SPARQLWrapper(f"{live_server.url}/sparql")
    wrapper.setQuery(PEOPLE)
    wrapper.setReturnFormat(JSON)
    bindings = wrapper.query().convert()["results"]["bindings"]
    assert {b["name"]["value"] for b in bindings} >= {"Carlos Zamora", "Dina Boluarte"}
    wrapper.setMethod("POST")
    assert len(wrapper.query().convert()["results"]["bindings"]) == 10

    store = SPARQLStore(f"{live_server.url}/sparql", returnFormat="xml")
    graph = Graph(store=store)
    rows = list(graph.query(PEOPLE))
    assert len(rows) == 10
    assert len(graph.query(CONSTRUCT).graph) > 5


def test_html_results_link_to_entities(live_server) -> None:
    response = sparql(live_server, PEOPLE, accept="text/html")
    assert response.status_code == 200
    assert f'href="{live_server.url}/id/person/carlos-zamora"' in response.text
    assert "10 rows" in response.text


def test_query_page_works_without_scripts(live_server) -> None:
    response = requests.get(f"{live_server.url}/sparql", headers={"Accept": "text/html"},
                            timeout=10)
    assert response.status_code == 200
    page = response.text
    assert '<form class="query" method="get" action="/sparql">' in page
    assert "<script" not in page
    assert "script-src" not in response.headers["Content-Security-Policy"]
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    from html.parser import HTMLParser

    class Links(HTMLParser):
        hrefs: list[str] = []

        def handle_starttag(self, tag, attrs):
            if tag == "a":
                self.hrefs.append(dict(attrs)["href"])

    parser = Links()
    parser.feed(page)
    examples = [h for h in parser.hrefs if h.startswith("/sparql?query=")]
    assert len(examples) >= 5
    for href in examples:
        result = requests.get(f"{live_server.url}{href}", headers={"Accept": "text/html"},
                              timeout=10)
        assert result.status_code == 200, href
        assert 'class="results"' in result.text


def test_results_are_json_parseable_streams(live_server) -> None:
    response = requests.get(f"{live_server.url}/sparql", stream=True, timeout=30,
                            params={"query": "SELECT * WHERE { GRAPH ?g { ?s ?p ?o } }"})
    body = b"".join(response.iter_content(8192))
    assert len(json.loads(body)["results"]["bindings"]) > 4000


def test_answers_are_cached_per_build_and_the_cache_can_be_off(live_server, make_server) -> None:
    query = "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o } # asked by the cache test only"
    first = sparql(live_server, query, accept="text/csv")
    second = sparql(live_server, query, accept="text/csv")
    assert "X-KG-Answer-Cache" not in first.headers
    assert second.headers["X-KG-Answer-Cache"] == "hit"
    assert second.text == first.text and second.headers["ETag"] == first.headers["ETag"]
    uncached = make_server(answer_cache_bytes=0)
    for _ in range(2):
        response = sparql(uncached, query, accept="text/csv")
        assert response.text == first.text and "X-KG-Answer-Cache" not in response.headers
