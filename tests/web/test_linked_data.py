"""Dereferenceable IRIs, resource documents, downloads and VoID, over real HTTP."""

from __future__ import annotations

import dataclasses
import gzip
import hashlib
import shutil

import pytest
import requests
from rdflib import Graph, Literal, Namespace, URIRef
from rdflib.compare import isomorphic
from rdflib.namespace import RDF, RDFS

from kg.build.publish import build
from kg.web.documents import document_query
from support import (BASE, SEED_DIR, LiveServer, dump_bytes, project_settings,
                     update_virtuoso)

ZAMORA = "person/carlos-zamora"
VOID = Namespace("http://rdfs.org/ns/void#")
PARSERS = {".ttl": "turtle", ".nt": "nt", ".jsonld": "json-ld", ".rdf": "xml"}

REDIRECTS = [
    # (Accept, document suffix)
    (None, ".ttl"),
    ("*/*", ".ttl"),
    ("text/turtle", ".ttl"),
    ("application/ld+json", ".jsonld"),
    ("application/n-triples", ".nt"),
    ("application/rdf+xml", ".rdf"),
    ("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", ".html"),
    ("application/rdf+xml;q=0.5, text/turtle;q=0.4", ".rdf"),
    # Media type parameters other than q do not keep a format from matching (regression:
    # werkzeug matched them exactly, and these got a 406).
    ("text/turtle; charset=utf-8", ".ttl"),
    ('application/ld+json;profile="http://www.w3.org/ns/json-ld#expanded"', ".jsonld"),
    ("text/html;level=1", ".html"),
]


@pytest.mark.parametrize("accept, suffix", REDIRECTS)
def test_thing_iri_answers_303_to_its_document(live_server, accept, suffix) -> None:
    headers = {"Accept": accept} if accept else {}
    first = requests.get(f"{live_server.url}/id/{ZAMORA}", headers=headers,
                         allow_redirects=False, timeout=10)
    assert first.status_code == 303
    assert first.headers["Location"] == f"/doc/{ZAMORA}{suffix}"
    assert "Accept" in first.headers["Vary"]
    assert 'rel="alternate"' in first.headers["Link"]
    followed = requests.get(f"{live_server.url}/id/{ZAMORA}", headers=headers, timeout=10)
    assert followed.status_code == 200 and followed.url.endswith(suffix)
    if suffix != ".html":
        graph = Graph().parse(data=followed.content, format=PARSERS[suffix])
        assert (URIRef(f"{BASE}id/{ZAMORA}"), RDFS.label, Literal("Carlos Zamora", lang="en")) \
            in graph


OA = Namespace("http://www.w3.org/ns/oa#")


@pytest.mark.parametrize("fragment, kind", [("quote", OA.TextQuoteSelector),
                                            ("position", OA.TextPositionSelector)])
@pytest.mark.parametrize("suffix", [".ttl", ".nt", ".jsonld", ".rdf"])
def test_a_fragment_iri_is_described_by_the_document_it_leads_to(live_server, fragment, kind,
                                                                 suffix) -> None:
    """An evidence span's selectors have IRIs with a fragment; dereferenced, they
    lead to the span's document (the client drops the fragment), which held no triple about
    them."""
    span = "article/zamora-leaves-peru/evidence/cuba/2"
    accept = next(a for a, s in REDIRECTS if s == suffix and a and not set(",;") & set(a))
    response = requests.get(f"{live_server.url}/id/{span}#{fragment}", timeout=10,
                            headers={"Accept": accept})
    assert response.status_code == 200
    assert response.url.split("#")[0].endswith(f"/doc/{span}{suffix}")
    document = Graph().parse(data=response.content, format=PARSERS[suffix])
    selector = URIRef(f"{BASE}id/{span}#{fragment}")
    assert (URIRef(f"{BASE}id/{span}"), OA.hasSelector, selector) in document
    assert (selector, RDF.type, kind) in document
    if fragment == "quote":
        assert document.value(selector, OA.exact) == Literal(
            "an ally of the Castro regime on the Island", lang="en")


def test_document_agrees_with_sparql(live_server) -> None:
    iri = f"{BASE}id/{ZAMORA}"
    document = Graph().parse(data=requests.get(f"{live_server.url}/doc/{ZAMORA}.nt",
                                               timeout=10).text, format="nt")
    answer = requests.get(f"{live_server.url}/sparql", params={"query": document_query(iri)},
                          headers={"Accept": "application/n-triples"}, timeout=10)
    assert isomorphic(document, Graph().parse(data=answer.text, format="nt"))
    node = URIRef(iri)
    assert (node, RDF.type, URIRef("https://w3id.org/diplokg/ontology#Person")) in document
    spouse = URIRef(f"{BASE}id/person/wife-of-carlos-zamora")
    assert (spouse, RDFS.label, None) in document  # labels of what it links to
    claim = URIRef(f"{BASE}id/claim/zamora-kgb-spy-allegation")
    assert (claim, None, node) in document and (claim, RDFS.label, None) in document  # inbound
    spans = list(document.objects(node, URIRef("https://w3id.org/diplokg/ontology#evidence")))
    assert spans and all((s, None, None) in document for s in spans)


HYDRA = Namespace("http://www.w3.org/ns/hydra/core#")


def test_a_much_linked_entitys_document_is_paged_and_its_pages_make_the_whole(
        live_server, make_server) -> None:
    """With fewer items a page than Carlos Zamora has inbound links and pieces of evidence,
    his RDF document is split into pages linked by Link rel=next and hydra:next; together
    they hold exactly the whole document (less the paging triples)."""
    whole = Graph().parse(data=requests.get(f"{live_server.url}/doc/{ZAMORA}.nt",
                                            timeout=30).text, format="nt")
    small = make_server(document_items=7)
    url, pages, union = f"{small.url}/doc/{ZAMORA}.nt", 0, Graph()
    while url:
        response = requests.get(url, timeout=30)
        assert response.status_code == 200, response.text
        page = Graph().parse(data=response.text, format="nt")
        links = response.links
        assert links["first"]["url"] == f"/doc/{ZAMORA}.nt?page=1"
        this = next(page.subjects(HYDRA.first, None))
        following = page.value(this, HYDRA.next)
        assert (following is None) == ("next" not in links)
        for triple in page.triples((this, None, None)):
            page.remove(triple)
        union += page
        pages += 1
        assert len(page) < len(whole)
        url = f"{small.url}{links['next']['url']}" if "next" in links else None
    assert pages >= 2
    assert isomorphic(union, whole)
    past = requests.get(f"{small.url}/doc/{ZAMORA}.ttl?page={pages + 1}", timeout=10)
    assert past.status_code == 404
    for bad in ("0", "x", "-1", "²"):
        assert requests.get(f"{small.url}/doc/{ZAMORA}.ttl", params={"page": bad},
                            timeout=10).status_code == 400
    negotiated = requests.get(f"{small.url}/doc/{ZAMORA}", params={"page": "2"},
                              headers={"Accept": "text/turtle"}, timeout=10)
    assert negotiated.headers["Content-Location"] == f"/doc/{ZAMORA}.ttl?page=2"
    # A document that fits in one page is whole and unpaged, as before.
    fits = requests.get(f"{live_server.url}/doc/{ZAMORA}.ttl", timeout=10)
    assert "next" not in fits.links and "hydra" not in fits.text


def test_negotiated_document_names_its_file(live_server) -> None:
    response = requests.get(f"{live_server.url}/doc/{ZAMORA}", timeout=10,
                            headers={"Accept": "application/ld+json"})
    assert response.headers["Content-Location"] == f"/doc/{ZAMORA}.jsonld"
    assert response.headers["Content-Type"].startswith("application/ld+json")


@pytest.mark.parametrize("path, target", [
    ("/graph/article/zamora-leaves-peru", "/downloads/articles/zamora-leaves-peru.ttl"),
    ("/graph/ontology", "/ontology"), ("/graph/shapes", "/shapes"),
    ("/graph/article/nobody", None), ("/graph/article/", None), ("/graph/article", None),
    ("/graph/article/zamora-leaves-peru/x", None), ("/graph/nothing", None)])
def test_a_named_graphs_iri_leads_to_its_triples(live_server, path: str, target) -> None:
    """An article's graph, found by the id its IRI is minted from (it was a reverse map of
    every article, made again for each request)."""
    response = requests.get(f"{live_server.url}{path}", timeout=10, allow_redirects=False,
                            headers={"Accept": "text/turtle"})
    if target is None:
        assert response.status_code == 404, path
        return
    assert response.status_code == 303, path
    assert response.headers["Location"].endswith(target), response.headers["Location"]


@pytest.mark.parametrize("path", ["/id/person/nobody", "/id/../../etc/passwd",
                                  "/id/person/%3Cscript%3E", "/id/PERSON/X", "/doc/person/nobody.ttl",
                                  "/id/person/carlos-zamora%00"])
def test_unknown_or_hostile_paths_are_404(live_server, path: str) -> None:
    """Each is an address nothing lives at: a name no resource has, one outside the IRI
    pattern (upper case, markup, a NUL), or a climb out of /id/ (the client resolves the dot
    segments first and asks for /etc/passwd, which no route serves)."""
    response = requests.get(f"{live_server.url}{path}", timeout=10,
                            headers={"Accept": "application/json"})
    assert response.status_code == 404
    assert response.headers["Content-Type"] == "application/problem+json"
    page = requests.get(f"{live_server.url}{path}", headers={"Accept": "text/html"}, timeout=10)
    assert page.status_code == 404 and "<h1>404" in page.text


def test_entity_page_uses_labels_and_shows_evidence(live_server) -> None:
    page = requests.get(f"{live_server.url}/doc/{ZAMORA}.html", timeout=10)
    assert page.status_code == 200
    text = page.text
    assert '<h1 lang="en">Carlos Zamora</h1>' in text
    assert "<mark>the Cuban ambassador to the Andean nation, Carlos Zamora, alias “El Gallo,”</mark>" \
        in text
    assert "Referenced by" in text and "Carlos Zamora is a spy trained by the KGB" in text
    assert f'href="{live_server.url}/id/person/wife-of-carlos-zamora"' in text
    assert "nosniff" == page.headers["X-Content-Type-Options"]
    claim = requests.get(f"{live_server.url}/doc/claim/zamora-kgb-spy-allegation.html",
                         timeout=10).text
    assert "<th>claimant</th>" in claim and "dip:claimant" not in claim  # ontology labels


def test_kept_pages_link_within_the_host_that_asked(live_server) -> None:
    """Pages and documents are kept for the build's lifetime; one asked for under one host
    name is not handed to a client of another (a proxy's name and the server's own)."""
    url = f"{live_server.url}/doc/{ZAMORA}.html"
    first = requests.get(url, timeout=10).text
    assert requests.get(url, timeout=10).text == first
    assert f'href="{live_server.url}/id/person/wife-of-carlos-zamora"' in first
    proxied = requests.get(url, headers={"Host": "kg.example.org:8443"}, timeout=10).text
    assert 'href="http://kg.example.org:8443/id/person/wife-of-carlos-zamora"' in proxied
    assert live_server.url not in proxied
    turtle = requests.get(f"{live_server.url}/doc/{ZAMORA}.ttl", timeout=10)
    again = requests.get(f"{live_server.url}/doc/{ZAMORA}.ttl", timeout=10)
    assert turtle.content == again.content and again.headers["Content-Type"].startswith(
        "text/turtle")
    assert len(Graph().parse(data=again.text, format="turtle")) > 10


def test_hostile_literals_are_escaped(tmp_path) -> None:
    data = tmp_path / "data"
    shutil.copytree(SEED_DIR, data / SEED_DIR.name)
    mapping = data / SEED_DIR.name / "mapping.yaml"
    mapping.write_text(mapping.read_text().replace(
        "    name: Carlos Tubino\n", '    name: "<script>alert(1)</script> Tubino & Co"\n'))
    settings = project_settings(tmp_path / "out", data_dir=data)
    build(settings)
    server = LiveServer(dataclasses.replace(settings, runners=2))
    try:
        page = requests.get(f"{server.url}/doc/person/carlos-tubino.html", timeout=10).text
        assert "<script>alert(1)</script>" not in page
        assert "&lt;script&gt;alert(1)&lt;/script&gt; Tubino &amp; Co" in page
        import json
        import re
        embedded = re.search(r'<script type="application/ld\+json">(.*?)</script>', page, re.S)
        assert json.loads(embedded.group(1))["name"] == "<script>alert(1)</script> Tubino & Co"
    finally:
        server.close()


def test_downloads_list_and_serve_every_file(live_server, served_build) -> None:
    listing = requests.get(f"{live_server.url}/downloads", timeout=10)
    assert listing.status_code == 200
    files = served_build.manifest["files"]
    assert listing.text.index("diplokg.ttl") < listing.text.index("diplokg.trig")
    for entry in files:
        response = requests.get(f"{live_server.url}/downloads/{entry['path']}", timeout=30)
        assert response.status_code == 200, entry["path"]
        assert response.headers["Content-Type"].startswith(entry["media_type"])
        assert entry["path"] in listing.text
        if entry.get("compressed"):
            continue  # test_plain_dumps_are_their_gzip_files_decompressed
        assert int(response.headers["Content-Length"]) == entry["bytes"]
        assert hashlib.sha256(response.content).hexdigest() == entry["sha256"]
        assert response.headers["ETag"].strip('"') == entry["sha256"]
        assert "Last-Modified" in response.headers
        assert entry["sha256"] in listing.text


@pytest.mark.parametrize("name", ["diplokg.ttl", "diplokg.trig", "diplokg.nq"])
def test_plain_dumps_are_their_gzip_files_decompressed(live_server, served_build,
                                                        name: str) -> None:
    """The build keeps only the gzip dumps; the plain one is that file decompressed as it is
    sent, whatever the client says it accepts."""
    packed = (served_build.path / "dumps" / f"{name}.gz").read_bytes()
    plain = gzip.decompress(packed)
    url = f"{live_server.url}/downloads/{name}"
    # Regression: the gzip file was sent with Content-Encoding: gzip to clients that accept
    # it, and curl --compressed, which decodes only a body's first gzip member, saved the
    # ontology's graph alone. The raw bytes on the wire must be the whole plain dump.
    for accept in ("gzip, deflate", "identity", None):
        headers = {"Accept-Encoding": accept} if accept else {}
        with requests.get(url, headers=headers, timeout=30, stream=True) as raw:
            assert raw.status_code == 200 and "Content-Encoding" not in raw.headers
            assert "Content-Length" not in raw.headers
            assert raw.headers["Accept-Ranges"] == "none"
            assert raw.headers["Content-Type"].startswith(
                {"ttl": "text/turtle", "trig": "application/trig",
                 "nq": "application/n-quads"}[name.rsplit(".", 1)[1]])
            assert raw.raw.read(decode_content=False) == plain, accept
    etag = raw.headers["ETag"]
    again = requests.get(url, headers={"If-None-Match": etag}, timeout=10)
    assert again.status_code == 304 and not again.content
    # A range of the plain bytes cannot be cut from a stream: the whole answer, as HTTP allows.
    ranged = requests.get(url, headers={"Range": "bytes=0-9"}, timeout=30)
    assert ranged.status_code == 200 and ranged.content == plain
    head = requests.head(url, timeout=10)
    assert head.status_code == 200 and not head.content


def test_downloads_answer_conditional_and_range_requests(live_server) -> None:
    url = f"{live_server.url}/downloads/diplokg.ttl.gz"
    first = requests.get(url, timeout=10)
    by_etag = requests.get(url, headers={"If-None-Match": first.headers["ETag"]}, timeout=10)
    assert by_etag.status_code == 304 and not by_etag.content
    by_date = requests.get(url, headers={"If-Modified-Since": first.headers["Last-Modified"]},
                           timeout=10)
    assert by_date.status_code == 304
    part = requests.get(url, headers={"Range": "bytes=0-99"}, timeout=10)
    assert part.status_code == 206 and part.content == first.content[:100]
    assert requests.get(f"{live_server.url}/downloads/../manifest.json",
                        timeout=10).status_code == 404


def test_downloads_follow_http_on_odd_ranges_and_weak_validators(live_server) -> None:
    """Regressions: an unknown range unit was a 416 (HTTP says: ignore it); a range past the
    end from a client that holds the file was a 416 (the precondition comes first); a weak
    validator never matched (If-None-Match compares weakly)."""
    url = f"{live_server.url}/downloads/diplokg.ttl.gz"
    first = requests.get(url, timeout=10)
    etag = first.headers["ETag"]
    for header in ("items=0-5", ""):
        other = requests.get(url, headers={"Range": header}, timeout=10)
        assert other.status_code == 200 and other.content == first.content
    held = requests.get(url, headers={"Range": f"bytes={len(first.content) + 10}-",
                                      "If-None-Match": etag}, timeout=10)
    assert held.status_code == 304
    weak = requests.get(url, headers={"If-None-Match": f"W/{etag}"}, timeout=10)
    assert weak.status_code == 304
    plain = f"{live_server.url}/downloads/diplokg.ttl"
    tag = requests.head(plain, timeout=10).headers["ETag"]
    assert requests.get(plain, headers={"If-None-Match": f"W/{tag}"},
                        timeout=10).status_code == 304


def test_downloads_put_preconditions_before_ranges(live_server) -> None:
    """Found by a chaos probe: a range with a met If-Modified-Since or a failed If-Match was
    answered 206, and a weak If-Range tag matched (RFC 9110, 13.2.2 and 13.1.5)."""
    url = f"{live_server.url}/downloads/diplokg.ttl.gz"
    first = requests.get(url, timeout=10)
    etag, modified = first.headers["ETag"], first.headers["Last-Modified"]
    ranged = {"Range": "bytes=0-9"}
    assert requests.get(url, headers={**ranged, "If-Modified-Since": modified},
                        timeout=10).status_code == 304
    assert requests.get(url, headers={**ranged, "If-Match": '"nomatch"'},
                        timeout=10).status_code == 412
    assert requests.get(url, headers={"If-Match": '"nomatch"'}, timeout=10).status_code == 412
    assert requests.get(url, headers={"If-Unmodified-Since": "Mon, 01 Jan 2001 00:00:00 GMT"},
                        timeout=10).status_code == 412
    matched = requests.get(url, headers={**ranged, "If-Match": etag}, timeout=10)
    assert matched.status_code == 206 and matched.content == first.content[:10]
    weak = requests.get(url, headers={**ranged, "If-Range": f"W/{etag}"}, timeout=10)
    assert weak.status_code == 200 and weak.content == first.content
    strong = requests.get(url, headers={**ranged, "If-Range": etag}, timeout=10)
    assert strong.status_code == 206 and strong.content == first.content[:10]
    dated = requests.get(url, headers={**ranged, "If-Range": modified}, timeout=10)
    assert dated.status_code == 206
    old = requests.get(url, headers={**ranged, "If-Range": "Mon, 01 Jan 2001 00:00:00 GMT"},
                       timeout=10)
    assert old.status_code == 200 and old.content == first.content
    # "*" matches a file that exists (never a 412 carrying the whole file)
    star = requests.get(url, headers={"If-Match": "*"}, timeout=10)
    assert star.status_code == 200 and star.content == first.content
    # the plain dumps, decompressed as they are sent, follow the same preconditions
    plain = f"{live_server.url}/downloads/diplokg.ttl"
    assert requests.get(plain, headers={"If-Match": '"nope"'}, timeout=10).status_code == 412
    assert requests.get(plain, headers={"If-Match": "*"}, stream=True,
                        timeout=10).status_code == 200


def test_a_documents_validators_and_location_name_what_it_holds(live_server) -> None:
    """Each different body has its own ETag and Content-Location (a page of an entity's
    page, an article's page with a span marked); a weak validator matches; nothing matches
    what does not exist (regressions: page 2 had page 1's tag and location, W/ never
    matched, a missing document answered 304 to `If-None-Match: *`)."""
    url = f"{live_server.url}/doc/{ZAMORA}"
    html = {"Accept": "text/html"}
    one = requests.get(url, headers=html, timeout=10)
    marked = requests.get(url, params={"span": "0-5"}, headers=html, timeout=10)
    assert one.status_code == 200 and marked.status_code == 200
    assert one.headers["ETag"] != marked.headers["ETag"]
    assert marked.headers["Content-Location"].startswith(f"/doc/{ZAMORA}.html?span=0-5")
    assert requests.get(url, headers={**html, "If-None-Match": f"W/{one.headers['ETag']}"},
                        timeout=10).status_code == 304
    turtle = requests.get(f"{url}.ttl", timeout=10)
    assert requests.get(f"{url}.ttl", headers={"If-None-Match": f"W/{turtle.headers['ETag']}"},
                        timeout=10).status_code == 304
    missing = requests.get(f"{live_server.url}/doc/person/nobody-at-all.ttl",
                           headers={"If-None-Match": "*"}, timeout=10)
    assert missing.status_code == 404


def test_void_for_any_port_costs_no_memory_and_names_that_origin(live_server) -> None:
    """The VoID description is made once per build and format; each answer names the origin
    the client asked (regression: kept once per Host, any port, each a scan of the store)."""
    kg = live_server.app.extensions["kg"]
    port = live_server.url.rsplit(":", 1)[1]
    sizes = []
    for number, host in enumerate([f"localhost:{port}", "localhost:1", "localhost:2",
                                   "127.0.0.1:3", "localhost:4"]):
        for accept in ("text/turtle", "text/html"):
            response = requests.get(f"{live_server.url}/.well-known/void", timeout=30,
                                    headers={"Host": host, "Accept": accept})
            assert response.status_code == 200
            assert f"http://{host}/" in response.text and ".invalid" not in response.text
        sizes.append(len(kg._memo))
    assert len(set(sizes[1:])) == 1, sizes


def test_the_service_description_for_any_port_costs_no_memory(live_server) -> None:
    """The description (600 KB) must not be kept once per Host: with any port, 400 ports
    would grow each worker by 130 MB."""
    kg = live_server.app.extensions["kg"]
    sizes = []
    for host in ("localhost:1", "localhost:2", "127.0.0.1:3", "localhost:4"):
        for accept in ("text/turtle", "application/ld+json"):
            response = requests.get(f"{live_server.url}/sparql", timeout=30,
                                    headers={"Host": host, "Accept": accept})
            assert response.status_code == 200
            assert f"http://{host}/sparql" in response.text
            assert ".invalid" not in response.text
        sizes.append(len(kg._memo))
    assert len(set(sizes[1:])) == 1, sizes


ELSEWHERE = "http://elsewhere.example.org/"


def test_void_and_sparql_count_only_the_publication_in_a_store_holding_more(
        backend, request, make_server, served_build) -> None:
    """A Virtuoso holding graphs besides the publication (another publication, data
    loaded by hand) showed them in the union default graph and in GRAPH ?g, so that SPARQL
    counted more distinct triples than void:triples says. The embedded store holds nothing
    else; on Virtuoso, another graph is put beside the publication for this test."""
    if backend == "virtuoso":
        virtuoso = request.getfixturevalue("virtuoso")
        update_virtuoso(virtuoso, f"INSERT DATA {{ GRAPH <{ELSEWHERE}graph> {{ "
                                  f"<{ELSEWHERE}id/thing> <{ELSEWHERE}says> \"other data\" . }} }}")
        request.addfinalizer(lambda: update_virtuoso(virtuoso,
                                                     f"DROP SILENT GRAPH <{ELSEWHERE}graph>"))
    server = make_server()
    void = Graph().parse(data=requests.get(f"{server.url}/.well-known/void", timeout=30,
                                           headers={"Accept": "text/turtle"}).content,
                         format="turtle")
    triples = int(void.value(URIRef(f"{server.url}/.well-known/void#dataset"), VOID.triples))

    def answer(query: str) -> dict:
        response = requests.get(f"{server.url}/sparql", params={"query": query}, timeout=30,
                                headers={"Accept": "application/sparql-results+json"})
        assert response.status_code == 200, response.text
        return response.json()

    def count(query: str) -> int:
        return int(answer(query)["results"]["bindings"][0]["n"]["value"])

    assert triples == len(Graph().parse(data=dump_bytes(served_build.path, "diplokg.ttl"),
                                        format="turtle"))
    assert count("SELECT (COUNT(*) AS ?n) WHERE { SELECT DISTINCT ?s ?p ?o WHERE "
                 "{ GRAPH ?g { ?s ?p ?o } } }") == triples
    assert count("SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }") == triples
    graphs = {row["g"]["value"] for row in answer(
        "SELECT DISTINCT ?g WHERE { GRAPH ?g { ?s ?p ?o } }")["results"]["bindings"]}
    assert graphs == set(served_build.manifest["graphs"]["articles"].values()) | {
        served_build.manifest["graphs"]["ontology"], served_build.manifest["graphs"]["shapes"]}
    assert answer(f"ASK {{ <{ELSEWHERE}id/thing> ?p ?o }}")["boolean"] is False


@pytest.mark.parametrize("accept, parser", [("text/turtle", "turtle"),
                                            ("application/ld+json", "json-ld")])
def test_void_description_matches_the_data(live_server, served_build, accept, parser) -> None:
    response = requests.get(f"{live_server.url}/.well-known/void", headers={"Accept": accept},
                            timeout=30)
    assert response.status_code == 200 and response.headers["Content-Type"].startswith(accept)
    void = Graph().parse(data=response.content, format=parser)
    dataset = URIRef(f"{live_server.url}/.well-known/void#dataset")
    assert (dataset, RDF.type, VOID.Dataset) in void
    triples = int(void.value(dataset, VOID.triples))
    dump = Graph().parse(data=dump_bytes(served_build.path, "diplokg.ttl"), format="turtle")
    count = requests.get(f"{live_server.url}/sparql", timeout=30, params={
        "query": "SELECT (COUNT(*) AS ?n) WHERE { SELECT DISTINCT ?s ?p ?o WHERE "
                 "{ GRAPH ?g { ?s ?p ?o } } }"}, headers={"Accept": "application/sparql-results+json"})
    assert triples == len(dump) == int(count.json()["results"]["bindings"][0]["n"]["value"])
    assert void.value(dataset, VOID.sparqlEndpoint) == URIRef(f"{live_server.url}/sparql")
    assert str(void.value(dataset, VOID.uriSpace)) == f"{BASE}id/"
    dumps = {str(o) for o in void.objects(dataset, VOID.dataDump)}
    assert f"{live_server.url}/downloads/diplokg.ttl" in dumps
    assert f"{live_server.url}/downloads/diplokg.nq.gz" in dumps
    assert list(void.objects(dataset, VOID.exampleResource))
    person = URIRef("https://w3id.org/diplokg/ontology#Person")
    partition = next(p for p in void.objects(dataset, VOID.classPartition)
                     if void.value(p, VOID["class"]) == person)
    assert int(void.value(partition, VOID.entities)) == 10
    assert (dataset, URIRef("http://purl.org/dc/terms/license"), None) in void
    assert (dataset, URIRef("http://purl.org/dc/terms/source"),
            URIRef(f"{BASE}id/article/zamora-leaves-peru")) in void
