"""The site-wide documents of a corpus larger than KG_LISTED_ARTICLES: the downloads page,
VoID and the service description list the whole dataset's files and graphs, and the
articles' own are paged (/downloads?page=N) or counted. At 100,000 articles, listed one by
one, they were 24 MB (written anew for each request), 16 MB and 59 MB, and the home page's
examples grouped every labelled thing of the store (32 s on a process's first visit).

A real server on 127.0.0.1 over the 80-article synthetic build (tests/conftest.py), with
KG_LISTED_ARTICLES set below and above its size."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
import requests
from rdflib import Graph, URIRef
from rdflib.namespace import DCAT, DCTERMS, RDF, RDFS

from kg.published.catalogue import FILE_NAME as CATALOGUE
from support import LiveServer, project_settings

VOID = "http://rdfs.org/ns/void#"
SD = "http://www.w3.org/ns/sparql-service-description#"
LISTED = 30


@pytest.fixture(scope="module")
def bounded(synthetic_built):
    """The 80-article build served with 30 articles listed one by one."""
    server = LiveServer(project_settings(synthetic_built.path.parent.parent,
                                         listed_articles=LISTED))
    yield server
    server.close()


@pytest.fixture(scope="module")
def unbounded(synthetic_built):
    server = LiveServer(project_settings(synthetic_built.path.parent.parent))
    yield server
    server.close()


def _article_files(manifest: dict) -> list[str]:
    return [f["path"] for f in manifest["files"] if f["role"] == "article"]


def _listed(html: str) -> list[str]:
    return re.findall(r'<a href="/downloads/(articles/[^"]+)">', html)


def test_the_downloads_page_pages_the_articles_files(bounded, synthetic_built) -> None:
    manifest = synthetic_built.manifest
    whole = [f["path"] for f in manifest["files"] if f["role"] != "article"]
    pages, number = [], 1
    while True:
        response = requests.get(f"{bounded.url}/downloads", params={"page": number}, timeout=30)
        if response.status_code == 404:
            break
        assert response.status_code == 200
        for path in whole:  # every page names the whole dataset's files
            assert f'href="/downloads/{path}"' in response.text, path
        pages.append(_listed(response.text))
        has_next = f'rel="next" href="/downloads?page={number + 1}' in response.text
        assert has_next == (number * LISTED < len(_article_files(manifest)))
        number += 1
    assert [len(p) for p in pages] == [30, 30, 20]
    assert [path for page in pages for path in page] == _article_files(manifest)
    assert "31–60 of 80 articles, page 2 of 3" in requests.get(
        f"{bounded.url}/downloads?page=2", timeout=30).text
    for asked in ("0", "x", "-1", "1.5"):
        assert requests.get(f"{bounded.url}/downloads", params={"page": asked},
                            timeout=30).status_code == 400


def test_a_corpus_within_the_bound_is_listed_on_one_page(unbounded, synthetic_built) -> None:
    page = requests.get(f"{unbounded.url}/downloads", timeout=30).text
    assert _listed(page) == _article_files(synthetic_built.manifest)
    assert 'rel="next"' not in page


def _most_mentioned(server, kind: str) -> list[str]:
    """The things of a kind as /browse lists them, most mentioned first: /id/ paths."""
    listing = requests.get(f"{server.url}/browse/{kind}", params={"sort": "articles"},
                           timeout=30).text
    found = re.findall(r'<a href="http://127\.0\.0\.1:\d+/id/([^"]+)"', listing)
    return list(dict.fromkeys(found))


def _void(server) -> tuple[Graph, URIRef]:
    response = requests.get(f"{server.url}/.well-known/void", timeout=30,
                            headers={"Accept": "text/turtle"})
    assert response.status_code == 200
    return (Graph().parse(data=response.text, format="turtle"),
            URIRef(f"{server.url}/.well-known/void#dataset"))


def test_void_lists_the_articles_only_within_the_bound(bounded, unbounded,
                                                       synthetic_built) -> None:
    manifest = synthetic_built.manifest
    whole = {f["path"] for f in manifest["files"] if f["role"] != "article"}
    everything = {f["path"] for f in manifest["files"]}

    void, dataset = _void(unbounded)
    assert len(set(void.objects(dataset, DCTERMS.source))) == 80
    downloads = {str(void.value(d, DCAT.downloadURL)).split("/downloads/", 1)[1]
                 for d in void.objects(dataset, DCAT.distribution)}
    assert downloads == everything
    full_triples = void.value(dataset, URIRef(VOID + "triples"))

    void, dataset = _void(bounded)
    assert not list(void.objects(dataset, DCTERMS.source))
    downloads = {str(void.value(d, DCAT.downloadURL)).split("/downloads/", 1)[1]
                 for d in void.objects(dataset, DCAT.distribution)}
    assert downloads == whole
    assert void.value(dataset, URIRef(VOID + "triples")) == full_triples
    assert list(void.objects(dataset, URIRef(VOID + "classPartition")))
    comment = str(void.value(dataset, RDFS.comment))
    assert "80 news articles" in comment and f"{bounded.url}/downloads" in comment
    examples = [str(e).split("/id/", 1)[1]
                for e in void.objects(dataset, URIRef(VOID + "exampleResource"))]
    assert sorted(examples) == sorted(_most_mentioned(bounded, "people")[:3])
    page = requests.get(f"{bounded.url}/.well-known/void", headers={"Accept": "text/html"},
                        timeout=30).text
    assert "80 news articles" in page and "/downloads/articles/" not in page


def _named_graphs(server) -> tuple[set[str], Graph]:
    response = requests.get(f"{server.url}/sparql", headers={"Accept": "text/turtle"},
                            timeout=30)
    assert response.status_code == 200
    graph = Graph().parse(data=response.text, format="turtle")
    return {str(o) for o in graph.objects(None, URIRef(SD + "name"))}, graph


def test_the_service_description_names_the_article_graphs_only_within_the_bound(
        bounded, unbounded, synthetic_built) -> None:
    graphs = synthetic_built.manifest["graphs"]
    vocabularies = {graphs["ontology"], graphs["shapes"]}
    names, _ = _named_graphs(unbounded)
    assert names == set(graphs["articles"].values()) | vocabularies
    names, description = _named_graphs(bounded)
    assert names == vocabularies
    comments = [str(c) for c in description.objects(None, RDFS.comment)]
    assert any("80 named graphs" in c for c in comments)
    endpoint = URIRef(f"{bounded.url}/sparql")
    assert (endpoint, RDF.type, URIRef(SD + "Service")) in description


def _examples(html: str) -> list[str]:
    section = html[html.index("<h2>Start here</h2>"):]
    section = section[:section.index("</section>")]
    return re.findall(r'<a href="([^"]+)">', section)


def test_the_home_pages_examples_are_the_most_mentioned_of_each_kind(unbounded) -> None:
    shown = _examples(requests.get(f"{unbounded.url}/", timeout=30).text)
    expected = []
    for kind, count in (("people", 4), ("groups", 1), ("organisations", 1), ("claims", 1),
                        ("events", 1)):
        expected += [f"{unbounded.url}/id/{path}"
                     for path in _most_mentioned(unbounded, kind)[:count]]
    # (the synthetic corpus has no groups: seven examples)
    assert [e.split("/id/")[1].split("/")[0] for e in expected] == \
        ["person"] * 4 + ["organization", "claim", "event"]
    assert shown == expected


def test_the_home_page_of_a_build_without_a_catalogue(synthetic_built, tmp_path: Path) -> None:
    copy = tmp_path / "out"
    shutil.copytree(synthetic_built.path.parent.parent, copy, symlinks=True)
    (copy / "current").resolve().joinpath(CATALOGUE).unlink()
    server = LiveServer(project_settings(copy))
    try:
        response = requests.get(f"{server.url}/", timeout=30)
    finally:
        server.close()
    assert response.status_code == 200
    assert "Start here" not in response.text and "80 articles" in response.text
