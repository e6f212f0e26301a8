"""Pages for analysts: search, browse and the claims explorer, over real HTTP on both
backends, held to what the store answers to SPARQL."""

from __future__ import annotations

import csv
import io
import re
from urllib.parse import quote

import pytest
import requests
from rdflib import Graph, URIRef

from kg.published.catalogue import fold
from support import BASE

ZAMORA = f"{BASE}id/person/carlos-zamora"
TUBINO = f"{BASE}id/person/carlos-tubino"
NAVAL_UNION = f"{BASE}id/organization/naval-union"
DIP = "https://w3id.org/diplokg/ontology#"


def _get(server, path: str, **params) -> requests.Response:
    return requests.get(f"{server.url}{path}", params=params, timeout=20)


def _sparql(server, query: str) -> list[dict]:
    response = requests.post(f"{server.url}/sparql", data={"query": query},
                             headers={"Accept": "application/sparql-results+json"}, timeout=30)
    assert response.status_code == 200, response.text
    return response.json()["results"]["bindings"]


@pytest.mark.parametrize("typed", ["Chavez", "chavez", "CHÁVEZ", "chávez", "Betssy Chav"])
def test_search_folds_accents_and_case(live_server, typed: str) -> None:
    found = _get(live_server, "/search.json", q=typed).json()["results"]
    assert found[0]["label"] == "Betssy Chávez"
    assert found[0]["type"] == "person" and found[0]["kind"] == "people"
    assert found[0]["href"] == f"{live_server.url}/id/person/betssy-chavez"


def test_search_ranks_the_name_itself_first_and_finds_aliases(live_server) -> None:
    found = _get(live_server, "/search.json", q="Carlos Zamora").json()["results"]
    assert found[0]["iri"] == ZAMORA
    # "El Gallo" is his alias, not his label.
    assert ZAMORA in [hit["iri"] for hit in _get(live_server, "/search.json",
                                                  q="gallo").json()["results"]]
    assert _get(live_server, "/search.json", q="zzzqqq").json()["results"] == []
    assert _get(live_server, "/search.json", q="").json()["results"] == []


@pytest.mark.parametrize("typed", ["chav", "Cháv", "CHAV", "cha"])
def test_a_search_by_a_names_first_letters_folds_accents(live_server, typed: str) -> None:
    found = _get(live_server, "/search.json", q=typed, limit=50).json()["results"]
    labels = [hit["label"] for hit in found]
    assert "Betssy Chávez" in labels
    # The labels that begin with it come before those that only hold it.
    begin = [fold(label).startswith(fold(typed)) for label in labels]
    assert begin == sorted(begin, reverse=True)


def test_a_one_letter_search_and_an_alias_prefix_find_matches(live_server) -> None:
    found = _get(live_server, "/search.json", q="c", limit=5).json()["results"]
    assert len(found) == 5
    assert ZAMORA in [hit["iri"] for hit in _get(live_server, "/search.json", q="El Ga",
                                                  limit=50).json()["results"]]


@pytest.mark.parametrize("typed", ['"', "*", "a*b", "NEAR(a b)", "OR", "carlos OR", "-",
                                   "\u0301", "ß", "a" * 200, "x " * 40, "\U0010ffff"])
def test_any_typed_text_is_searched_without_error(live_server, typed: str) -> None:
    for path in ("/search.json", "/search"):
        assert _get(live_server, path, q=typed).status_code == 200, (path, typed)


def test_a_catalogue_without_the_search_index_is_searched_by_relevance(built, tmp_path
                                                                        ) -> None:
    """A build whose catalogue was written before the search index (kg/published/search_index.py)
    is still searched, as it was then."""
    import shutil
    import sqlite3

    from kg.published.catalogue import FILE_NAME
    from support import LiveServer, project_settings

    out = tmp_path / "out"
    shutil.copytree(built.path.parent.parent, out, symlinks=True)
    db = sqlite3.connect((out / "current").resolve() / FILE_NAME)
    db.execute("DELETE FROM meta WHERE key = 'search-index' OR key LIKE 'ids:%'")
    db.execute("DROP TABLE label_prefix")
    db.execute("DROP TABLE search_term")
    db.commit()
    db.close()
    server = LiveServer(project_settings(out))
    try:
        for typed in ("Chavez", "chav", "Betssy Chav"):
            found = _get(server, "/search.json", q=typed).json()["results"]
            assert found[0]["label"] == "Betssy Chávez"
        assert ZAMORA in [hit["iri"] for hit in _get(server, "/search.json",
                                                      q="gallo").json()["results"]]
    finally:
        server.close()


def test_search_page_lists_matches_with_type_and_links(live_server) -> None:
    page = _get(live_server, "/search", q="chavez")
    assert page.status_code == 200
    assert 'href="/id/person/betssy-chavez"' in page.text or \
        f'href="{live_server.url}/id/person/betssy-chavez"' in page.text
    assert "Betssy Chávez" in page.text and "person" in page.text
    # The search box is on every page.
    assert 'action="/search"' in _get(live_server, "/").text
    assert 'action="/search"' in _get(live_server, "/doc/person/carlos-zamora.html").text


@pytest.mark.parametrize("params", [{"kind": "nobody"}, {"limit": "0"}, {"limit": "x"},
                                    {"limit": "51"}])
def test_search_mistakes_are_400(live_server, params: dict) -> None:
    assert _get(live_server, "/search.json", q="a", **params).status_code == 400


@pytest.mark.parametrize("kind, cls", [("people", "Person"), ("organisations", "Organization"),
                                       ("states", "Country"), ("events", "Event"),
                                       ("claims", "Claim"), ("quotations", "Quotation"),
                                       ("articles", "Article")])
def test_browse_lists_every_entity_of_a_kind(live_server, patient_server, kind: str,
                                            cls: str) -> None:
    # The class and its subclasses first, then their members: one query joining the two
    # through a path costs seconds on a loaded machine.
    classes = " ".join(f"<{b['c']['value']}>" for b in _sparql(patient_server, f"""
        SELECT DISTINCT ?c WHERE {{ ?c <http://www.w3.org/2000/01/rdf-schema#subClassOf>*
        <{DIP}{cls}> }}"""))
    expected = {b["e"]["value"] for b in _sparql(patient_server, f"""
        SELECT DISTINCT ?e WHERE {{ VALUES ?t {{ {classes} }} ?e a ?t FILTER(isIRI(?e)) }}""")}
    page = _get(live_server, f"/browse/{kind}")
    assert page.status_code == 200
    listed = set(re.findall(r'<li><a href="[^"]*" title="([^"]+)"', page.text))
    # A person who also is a group or organisation is listed once, under the first kind.
    assert listed <= expected and len(listed) >= len(expected) - 1 and listed
    assert f"{len(listed):,} in all" in page.text
    index = _get(live_server, "/browse").text
    assert f'href="/browse/{kind}"' in index


def test_browse_sorts_by_name_and_by_articles(live_server) -> None:
    by_name = re.findall(r'title="[^"]+">([^<]+)</a>', _get(live_server, "/browse/people").text)
    assert by_name == sorted(by_name, key=lambda s: s.casefold())
    assert _get(live_server, "/browse/people", sort="articles").status_code == 200


@pytest.mark.parametrize("path, status", [("/browse/unicorns", 404), ("/browse/people?page=0", 400),
                                          ("/browse/people?page=x", 400),
                                          ("/browse/people?page=9", 404),
                                          ("/browse/people?sort=height", 400),
                                          # Digits that are not ASCII (regression: a 500)
                                          ("/browse/people?page=%C2%B2", 400),
                                          ("/browse/people?page=%D9%A5", 400),
                                          ("/claims?page=%C2%B2", 400),
                                          ("/search.json?q=a&limit=%C2%B2", 400)])
def test_browse_mistakes_are_4xx(live_server, path: str, status: int) -> None:
    assert requests.get(f"{live_server.url}{path}", timeout=10).status_code == status


def _rows(server, **filters) -> set[tuple]:
    data = _get(server, "/claims.json", **filters).json()
    return {(r["claim"], r["claimant"], r["subject"]) for r in data["rows"]}


def _query_of(page: str) -> str:
    found = re.search(r'<pre class="sparql">(.*?)</pre>', page, re.S)
    assert found
    import html

    return html.unescape(found[1])


@pytest.mark.parametrize("filters", [{}, {"claimant": TUBINO}, {"subject": ZAMORA},
                                     {"kind": "unnamed"}, {"kind": "organisation"},
                                     {"article": "zamora-leaves-peru", "subject": ZAMORA},
                                     {"kind": "other"}, {"from": "2025"}])
def test_claims_page_shows_the_sparql_that_gives_its_rows(live_server, patient_server,
                                                         filters: dict) -> None:
    page = _get(live_server, "/claims", **filters)
    assert page.status_code == 200
    query = _query_of(page.text)
    from_store = {(b["claim"]["value"], b.get("claimant", {}).get("value"),
                   b.get("subject", {}).get("value")) for b in _sparql(patient_server, query)}
    assert _rows(live_server, **filters) == from_store
    assert '<a href="/query?query=' in page.text


def test_claims_by_a_claimant_are_only_theirs(live_server) -> None:
    rows = _get(live_server, "/claims.json", claimant=TUBINO).json()["rows"]
    assert rows and {r["claimant_label"] for r in rows} == {"Carlos Tubino"}
    assert {r["subject_label"] for r in rows} == {"Carlos Zamora"}
    page = _get(live_server, "/claims", claimant=TUBINO).text
    assert "by Carlos Tubino" in page


def test_claims_about_zamora_stand_side_by_side_by_claimant(live_server) -> None:
    page = _get(live_server, "/claims", subject=ZAMORA).text
    sections = re.findall(r'<section class="subject">(.*?)</section>', page, re.S)
    assert len(sections) == 1 and "Carlos Zamora" in sections[0]
    claimants = re.findall(r'<div class="claimant">\s*<h4><a href="[^"]*">([^<]+)</a>',
                           sections[0])
    assert {"Carlos Tubino", "Naval Union", "former Cuban intelligence officers"} <= \
        set(claimants)
    assert len(claimants) == len(set(claimants))
    assert "allegation" in sections[0] and "<mark>" in sections[0]


def test_an_evidence_link_leads_to_its_highlighted_span(live_server, patient_server) -> None:
    page = _get(live_server, "/claims", claimant=TUBINO).text
    links = re.findall(r'class="evidence-link" href="([^"]+)"', page)
    assert links
    target = links[0].replace("&amp;", "&")
    anchor = target.split("#")[1]
    article = requests.get(f"{live_server.url}{target}", timeout=20)
    assert article.status_code == 200
    assert f'id="{anchor}"' in article.text
    start, end = map(int, anchor.split("-")[1:])
    body = _sparql(patient_server, "SELECT ?b WHERE { ?a <https://schema.org/articleBody> ?b }")
    words = body[0]["b"]["value"][start:end]
    marked = "".join(re.findall(r'class="[^"]*target[^"]*"[^>]*>(?:<mark>)?([^<]*)<',
                                article.text))
    assert marked.replace("\n", "") == words.replace("\n", "")


@pytest.mark.parametrize("params, status", [
    ({"kind": "martian"}, 400), ({"from": "last week"}, 400), ({"from": "2025-13-45"}, 400),
    ({"to": "2025-02-30"}, 400), ({"article": "Not A Slug"}, 400), ({"claimant": "carlos"}, 400),
    ({"page": "0"}, 400),  # not a page number at all
    ({"page": "2"}, 404),  # a page number, past the last page of the seed's few claims
])
def test_claims_mistakes_are_4xx(live_server, params: dict, status: int) -> None:
    assert _get(live_server, "/claims", **params).status_code == status


def test_claims_download_as_csv_json_and_turtle_read_back(live_server) -> None:
    expected = _rows(live_server, subject=ZAMORA)
    csv_text = _get(live_server, "/claims.csv", subject=ZAMORA)
    assert csv_text.headers["Content-Type"].startswith("text/csv")
    read = list(csv.DictReader(io.StringIO(csv_text.text)))
    assert {(r["claim"], r["claimant"], r["subject"]) for r in read} == expected
    turtle = _get(live_server, "/claims.ttl", subject=ZAMORA)
    graph = Graph().parse(data=turtle.text, format="turtle")
    claims = {str(c) for c in graph.subjects(URIRef(f"{DIP}about"), URIRef(ZAMORA))}
    assert claims == {claim for claim, _who, _about in expected}
    page = _get(live_server, "/claims", subject=ZAMORA).text
    assert f'href="/claims.csv?subject={quote(ZAMORA, safe="")}"' in page


def test_an_article_is_titled_by_its_first_sentence_without_a_headline(live_server) -> None:
    found = _get(live_server, "/search.json", q="in addition to being a diplomat",
                 kind="articles").json()["results"]
    assert found[0]["label"].startswith("In addition to being a diplomat, Carlos Zamora")


def test_query_editor_is_a_plain_form_with_a_self_only_policy(live_server) -> None:
    page = _get(live_server, "/query", query="SELECT * WHERE { ?s ?p ?o } LIMIT 1")
    assert page.status_code == 200
    assert '<form class="query" id="plain-query" method="get" action="/sparql">' in page.text
    assert "SELECT * WHERE { ?s ?p ?o } LIMIT 1</textarea>" in page.text
    policy = page.headers["Content-Security-Policy"]
    sources = re.findall(r"\S+", policy)
    assert "script-src 'self';" in policy and "connect-src 'self';" in policy
    assert not [s for s in sources if "http" in s or s == "*" or "cdn" in s]
    # Set-up installs the bundle (scripts/fetch-yasgui); the page loads it from here only.
    assert '<script defer src="/static/yasgui/yasgui.min.js"></script>' in page.text
    bundle = _get(live_server, "/static/yasgui/yasgui.min.js")
    assert bundle.status_code == 200 and len(bundle.content) > 100_000
    # Other pages run no script at all.
    assert "script-src" not in _get(live_server, "/claims").headers["Content-Security-Policy"]


def test_a_build_without_a_catalogue_is_served_and_says_what_it_lacks(built, tmp_path) -> None:
    """A build made before the catalogue existed (or whose catalogue was removed) is still
    served; search, browse and claims answer 503 with the reason, never a 500."""
    import shutil

    from kg.published.catalogue import FILE_NAME
    from support import LiveServer, project_settings

    out = tmp_path / "out"
    shutil.copytree(built.path.parent.parent, out, symlinks=True)
    (out / "current").resolve().joinpath(FILE_NAME).unlink()
    server = LiveServer(project_settings(out))
    try:
        for path in ("/search?q=zamora", "/search.json?q=zamora", "/browse/people", "/claims",
                     "/claims.csv"):
            response = requests.get(f"{server.url}{path}", timeout=20,
                                    headers={"Accept": "application/json"})
            assert response.status_code == 503, path
            assert "catalogue" in response.json()["detail"]
        home = requests.get(f"{server.url}/", timeout=20)
        assert home.status_code == 200 and "zamora-leaves-peru</a>" in home.text
        assert requests.get(f"{server.url}/doc/person/carlos-zamora.html",
                            timeout=20).status_code == 200
    finally:
        server.close()


def test_catalogue_folds_names_as_search_does() -> None:
    from kg.published.catalogue import fold

    assert fold("Betssy CHÁVEZ") == "betssy chavez"
    assert fold("Óscar Núñez") == "oscar nunez"


def test_home_links_its_counts_to_browse_and_shows_the_licence(live_server) -> None:
    home = _get(live_server, "/").text
    for kind in ("people", "groups", "organisations", "states", "events", "claims",
                 "quotations", "articles"):
        assert f'href="/browse/{kind}"' in home, kind
    assert 'rel="license"' in home and "CC BY 4.0" in home
    assert "In addition to being a diplomat, Carlos Zamora" in home  # the article by title


def test_the_root_resource_answers_and_the_void_page_is_tables(live_server) -> None:
    root = requests.get(f"{live_server.url}/id/", allow_redirects=False, timeout=10)
    assert root.status_code == 303 and root.headers["Location"].endswith("/browse")
    page = requests.get(f"{live_server.url}/.well-known/void", timeout=10,
                        headers={"Accept": "text/html"}).text
    assert "<pre" not in page
    assert re.search(r'<td><span title="https://w3id.org/diplokg/ontology#Person">person</span>'
                     r'</td><td>diplokg</td><td>10</td>', page)
    assert "<th>licence</th>" in page and "CC BY 4.0" in page


def test_claims_grouped_by_what_is_claimed_set_claimants_side_by_side(live_server) -> None:
    page = _get(live_server, "/claims", group="kind").text
    headings = re.findall(r"<h2>What is claimed: ([^<]+)</h2>", page)
    assert headings == sorted(set(headings)) and "allegation" in headings
    allegations = page[page.index("<h2>What is claimed: allegation</h2>"):]
    allegations = allegations[:allegations.find('<section class="subject">')]
    claimants = re.findall(r'<div class="claimant">\s*<h4><a href="[^"]*">([^<]+)</a>',
                           allegations)
    assert {"Carlos Tubino", "Naval Union", "former Cuban intelligence officers"} <= \
        set(claimants) and len(claimants) == len(set(claimants))
    assert "<span class=\"note\">about</span>" in allegations
    assert _get(live_server, "/claims", group="mood").status_code == 400


def test_the_sparql_results_page_names_each_iri_beside_it(live_server) -> None:
    query = (f"SELECT ?thing ?property ?value WHERE {{ BIND(<{ZAMORA}> AS ?thing) "
             f"?thing ?property ?value FILTER(?property = <{DIP}holder> || "
             f"?property = <http://www.w3.org/1999/02/22-rdf-syntax-ns#type>) }} LIMIT 50")
    page = _get(live_server, "/sparql", query=query, format="html")
    assert page.status_code == 200 and page.headers["Content-Type"].startswith("text/html")
    cells = re.findall(r'<a href="([^"]+)" title="([^"]+)">([^<]+)</a> '
                       r'<code class="iri-name">([^<]+)</code>', page.text)
    named = {title: (label, short) for _href, title, label, short in cells}
    # The dataset's thing by its catalogue label, an ontology term by the ontology's label,
    # a reused vocabulary's term by the project's table of names.
    assert named[ZAMORA][0] == "Carlos Zamora"
    assert named[f"{DIP}Person"][0] == "person"
    assert named["https://schema.org/Person"][0] == "person"
    assert named["http://www.w3.org/1999/02/22-rdf-syntax-ns#type"][0] == "type"
    assert named[f"{DIP}Person"][1] == "dip:Person"
    # An IRI nothing names stays as it was: its compact form, linked.
    unnamed = _get(live_server, "/sparql", format="html",
                   query="SELECT ?x WHERE { BIND(<http://example.org/nothing> AS ?x) }").text
    assert '>http://example.org/nothing</a>' in unnamed and "iri-name" not in unnamed
