"""Pages for people: home, article, ontology, shapes, and no broken internal link."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from urllib.parse import urljoin, urlsplit

import requests
from rdflib import Graph, URIRef

from support import BASE


class Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.hrefs: list[str] = []
        self.open: list[str] = []
        self.lang: str | None = None

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag == "html":
            self.lang = attributes.get("lang")
        if tag == "a" and attributes.get("href"):
            self.hrefs.append(attributes["href"])


def links_of(url: str, html: str) -> list[str]:
    parser = Links()
    parser.feed(html)
    assert parser.lang == "en"
    return [urljoin(url, href) for href in parser.hrefs]


def test_home_page_says_what_the_dataset_is(live_server, served_build) -> None:
    response = requests.get(f"{live_server.url}/", timeout=10)
    assert response.status_code == 200
    page = response.text
    assert "News about diplomacy, as linked data" in page
    triples = next(f["statements"] for f in served_build.manifest["files"]
                   if f["role"] == "dataset-turtle")
    assert f"{triples:,} triples from 1 article" in page
    assert "<th>person</th><td>10</td>" in page
    for target in ("/sparql", "/downloads", "/.well-known/void", "/ontology"):
        assert f'href="{target}"' in page
    assert f'{live_server.url}/id/article/zamora-leaves-peru' in page
    assert "<script" not in page


def test_article_page_links_mentions_and_highlights_evidence(live_server) -> None:
    page = requests.get(f"{live_server.url}/id/article/zamora-leaves-peru",
                        headers={"Accept": "text/html"}, timeout=10).text
    text = page[page.index('<section class="article-text">'):page.index("<h2>Properties</h2>")]
    for entity in ("person/carlos-zamora", "person/carlos-tubino", "country/mexico",
                   "organization/naval-union", "person/betssy-chavez"):
        assert f'<a class="entity" href="{live_server.url}/id/{entity}"' in text, entity
    assert '<a class="fact" href="' in text and "<mark>" in text
    words = re.sub(r"<[^>]+>", "", text)
    assert "He addressed the president, also in\n" in words  # the truncated ending, as it is


def test_ontology_documentation_and_turtle(live_server) -> None:
    page = requests.get(f"{live_server.url}/ontology", headers={"Accept": "text/html"},
                        timeout=10).text
    assert '<section class="term" id="PositionHolding">' in page
    assert '<span lang="es">ejercicio de un cargo</span>' in page
    assert "skos:closeMatch" in page and "http://www.wikidata.org/entity/P39" in page
    turtle = requests.get(f"{live_server.url}/ontology", headers={"Accept": "text/turtle"},
                          timeout=10)
    assert turtle.headers["Content-Type"].startswith("text/turtle")
    assert len(Graph().parse(data=turtle.text, format="turtle")) > 700
    shapes = requests.get(f"{live_server.url}/shapes", headers={"Accept": "text/html"},
                          timeout=10).text
    assert "ClaimShape" in shapes


def test_every_internal_link_from_the_home_page_resolves(live_server) -> None:
    origin = urlsplit(live_server.url)
    queue, seen, broken = [f"{live_server.url}/"], set(), []
    while queue and len(seen) < 1500:
        url = queue.pop()
        if url in seen:
            continue
        seen.add(url)
        response = requests.get(url, headers={"Accept": "text/html"}, timeout=30)
        if response.status_code != 200:
            broken.append((url, response.status_code))
            continue
        if not response.headers["Content-Type"].startswith("text/html"):
            continue
        for link in links_of(response.url, response.text):
            parts = urlsplit(link)
            if parts.netloc == origin.netloc and parts.scheme == origin.scheme:
                queue.append(link.split("#")[0])
            else:
                assert not link.startswith(BASE) or BASE.startswith(live_server.url), link
    assert not broken, broken[:10]
    assert len(seen) > 150  # entities, events, claims, sentences, evidence, pages


def test_entity_page_draws_its_timeline_and_neighbourhood_as_svg(live_server) -> None:
    import json
    import xml.dom.minidom

    page = requests.get(f"{live_server.url}/doc/person/carlos-zamora.html", timeout=10).text
    pictures = re.findall(r"<svg.*?</svg>", page, re.S)
    assert len(pictures) == 2
    for svg in pictures:
        xml.dom.minidom.parseString(svg)  # well-formed XML, drawn by the server
    timeline, neighbourhood = pictures
    assert "2025-10-28" in timeline and "not before" in timeline  # the meeting, the departure
    assert "Meeting of Carlos Zamora with the vice chancellor of Peru" in timeline
    assert "wife of Carlos Zamora" in neighbourhood and "schema:spouse" in neighbourhood
    assert f'href="{live_server.url}/id/person/wife-of-carlos-zamora"' in neighbourhood
    embedded = re.search(r'<script type="application/ld\+json">(.*?)</script>', page, re.S)
    data = json.loads(embedded.group(1))
    assert data["@type"] == "Person" and data["name"] == "Carlos Zamora"
    assert data["alternateName"] == ["El Gallo"]


def test_entity_page_lists_posts_with_time_and_claims_by_and_about(live_server) -> None:
    zamora = requests.get(f"{live_server.url}/doc/person/carlos-zamora.html", timeout=10).text
    posts = zamora[zamora.index("<h2>Posts</h2>"):zamora.index("<h2>Claims about")]
    assert "Ambassador of Cuba to Peru</a> <span class=\"tag\">former</span>" in posts
    assert "in office on 2025-08-16, 2025-10-28; ended after 2025-10-28" in posts
    about = zamora[zamora.index("<h2>Claims about Carlos Zamora</h2>"):]
    assert "Carlos Zamora is a spy trained by the KGB" in about
    assert "claimed by <a" in about and "former Cuban intelligence officers</a>" in about
    tubino = requests.get(f"{live_server.url}/doc/person/carlos-tubino.html", timeout=10).text
    made = tubino[tubino.index("<h2>Claims made by Carlos Tubino</h2>"):]
    assert "Carlos Tubino: Zamora is a scoundrel and a manipulator" in made
    boluarte = requests.get(f"{live_server.url}/doc/person/dina-boluarte.html", timeout=10).text
    assert "President of Peru</a> <span class=\"tag\">former</span> — in office on 2025-08-16" \
        in boluarte


def test_a_much_linked_entity_gets_a_bounded_page_that_says_what_it_leaves_out(
        seed_copies_built) -> None:
    """Peru is linked from every copy of the article: its page shows the first links and
    pieces of evidence (KG_PAGE_ITEMS of each), says how many there are, and points to where
    all of them are."""
    from support import LiveServer, project_settings

    out = seed_copies_built.path.parent.parent
    ON_A_PAGE = 4  # noqa: N806
    server = LiveServer(project_settings(out, data_dir=out.parent / "data", page_items=ON_A_PAGE))
    try:
        peru = f"{BASE}id/country/peru"

        def count(pattern: str) -> int:
            response = requests.get(f"{server.url}/sparql", timeout=30, params={
                "query": f"SELECT (COUNT(*) AS ?n) WHERE {{ SELECT DISTINCT * WHERE {{ {pattern} }} }}"},
                headers={"Accept": "application/sparql-results+json"})
            return int(response.json()["results"]["bindings"][0]["n"]["value"])

        links = count(f"?s ?p <{peru}>")
        spans = count(f"<{peru}> <https://w3id.org/diplokg/ontology#evidence> ?span")
        assert links > ON_A_PAGE and spans > ON_A_PAGE
        page = requests.get(f"{server.url}/doc/country/peru.html", timeout=30).text
        assert f"Showing 1–{ON_A_PAGE} of {links:,} links" in page
        assert f"Showing 1–{ON_A_PAGE} of {spans:,} pieces of evidence" in page
        assert page.count("<blockquote") == ON_A_PAGE
        document = Graph().parse(data=requests.get(f"{server.url}/doc/country/peru.ttl",
                                                   timeout=30).text, format="turtle")
        assert len(set(document.subject_predicates(URIRef(peru)))) == links

        # Following "next" from page to page lists every link and piece of evidence once.
        url, seen_links, seen_quotes, number = f"{server.url}/doc/country/peru.html", [], 0, 0
        while url:
            response = requests.get(url, timeout=30)
            assert response.status_code == 200
            number += 1
            html = response.text
            referenced = html.split("<h2>Referenced by</h2>")[1].split("</table>")[0] \
                if "<h2>Referenced by</h2>" in html else ""
            seen_links += re.findall(r"<tr><td>(.*?)</td><td>(.*?)</td></tr>", referenced)
            seen_quotes += html.count("<blockquote")
            following = re.search(r'<a rel="next" href="([^"]+)"', html)
            url = urljoin(url, following.group(1)) if following else None
        assert number == -(-max(links, spans) // ON_A_PAGE)
        assert len(seen_links) == len(set(seen_links)) == links
        assert seen_quotes == spans
        assert f"Showing {(number - 1) * ON_A_PAGE + 1:,}–" in html and 'rel="prev"' in html

        beyond = requests.get(f"{server.url}/doc/country/peru.html?page={number + 1}",
                              timeout=30)
        assert beyond.status_code == 404 and "has no page" in beyond.text
        for wrong in ("0", "two", "-1", "1001", "²"):  # "²" is a digit to str.isdigit()
            refused = requests.get(f"{server.url}/doc/country/peru.html?page={wrong}",
                                   timeout=30)
            assert refused.status_code == 400 and "page must be a whole number" in refused.text
    finally:
        server.close()


def test_an_event_without_a_date_is_listed_as_such(live_server) -> None:
    """The lost date of the Huerta meeting stays unknown: the timeline cannot draw it, the
    list under it still names it."""
    zamora = requests.get(f"{live_server.url}/doc/person/carlos-zamora.html", timeout=10).text
    timeline = zamora[zamora.index("<h2>Timeline</h2>"):]
    timeline = timeline[:timeline.index("</section>")]
    listed = re.findall(r"<li>(.*?)</li>", timeline)
    undated = [item for item in listed if item.startswith("date not given: ")]
    assert len(undated) == 1 and "Meeting of Minister Willy Huerta Olivas with Carlos Zamora" \
        in undated[0]
    assert f'href="{live_server.url}/id/event/huerta-zamora-meeting"' in undated[0]
    drawn = re.findall(r"<circle ", timeline)
    assert len(drawn) == len(listed) - 1  # every dated event is drawn


SECTION_WORDS = {"inbound": "links", "evidence": "pieces of evidence", "events": "events"}


def _sparql_count(server_url: str, pattern: str) -> int:
    response = requests.get(f"{server_url}/sparql", timeout=30, params={
        "query": f"PREFIX dip: <https://w3id.org/diplokg/ontology#> SELECT (COUNT(*) AS ?n) "
                 f"WHERE {{ SELECT DISTINCT * WHERE {{ {pattern} }} }}"},
        headers={"Accept": "application/sparql-results+json"})
    return int(response.json()["results"]["bindings"][0]["n"]["value"])


def test_page_totals_are_the_builds_counts_and_what_sparql_counts(synthetic_built,
                                                                  tmp_path) -> None:
    """A much-linked entity's page says how many links, pieces of evidence and events it
    has from the counts the build made; they are SPARQL's counts. Without the counts (a
    build made before them) the page counts itself and says the same; and what it says is
    read from the build's counts (a changed count shows, exactly, past the 1,000 a page
    would count itself)."""
    import shutil

    from kg.published.section_counts import FILE_NAME, SECTIONS, read_counts, section_pattern, write_counts
    from support import LiveServer, project_settings

    written = read_counts(synthetic_built.path)
    counts = {section: dict(written.entities(section)) for section in SECTIONS}
    entity = next(iri for iri in sorted(counts["events"]) if iri.startswith(f"{BASE}id/")
                  and iri in counts["inbound"] and iri in counts["evidence"])
    path = "/doc/" + entity[len(f"{BASE}id/"):] + ".html"
    out = synthetic_built.path.parent.parent
    copy = tmp_path / "out"
    shutil.copytree(out, copy, symlinks=True)
    copied_build = (copy / "current").resolve()

    def shown(page_items: int) -> tuple[str, dict[str, int]]:
        server = LiveServer(project_settings(copy, page_items=page_items))
        try:
            html = requests.get(server.url + path, timeout=30).text
            truth = {section: _sparql_count(server.url, section_pattern(section, entity))
                     for section in SECTION_WORDS}
        finally:
            server.close()
        return html, truth

    with_counts, truth = shown(4)
    for section, words in SECTION_WORDS.items():
        assert counts[section][entity] == truth[section]
        assert f"Showing 1–4 of {truth[section]:,} {words}" in with_counts, section

    (copied_build / FILE_NAME).unlink()
    counted_by_the_page, _truth = shown(4)
    for section, words in SECTION_WORDS.items():
        assert f"Showing 1–4 of {truth[section]:,} {words}" in counted_by_the_page, section

    write_counts(copied_build, [("inbound", [(entity, 4321)])])
    read_from_the_counts, _truth = shown(4)
    assert "Showing 1–4 of 4,321 links" in read_from_the_counts
    assert f"Showing 1–4 of {truth['evidence']:,} pieces of evidence" in read_from_the_counts


def test_a_page_takes_the_english_label_whichever_the_store_returns_first() -> None:
    """The facts query reads labels in every language; the page keeps the English one."""
    import pyoxigraph as ox

    from kg.web.documents import _grouped

    variables = ("kind", "fact", "pl", "post")
    post = ox.NamedNode(f"{BASE}id/post/admiral")
    rows = [(ox.Literal("tenure"), ox.NamedNode(f"{BASE}id/holding/h1"), ox.Literal(label,
             language=language), post) for label, language in (("Almirante", "es"),
                                                               ("Admiral", "en"))]
    for order in (rows, rows[::-1]):
        (fact,) = _grouped(variables, order)
        assert fact["postLabel"] == "Admiral" and fact["postIri"] == post.value
    only_spanish = _grouped(variables, rows[:1])
    assert only_spanish[0]["postLabel"] == "Almirante"  # a label rather than an IRI


def test_the_home_page_shows_the_class_counts_the_build_made(synthetic_built, tmp_path) -> None:
    """The home page's counts of things by class are the build's (kept in the catalogue),
    not counted again by each server process over the whole store; a build whose catalogue
    has none (made before the build counted them) is counted by the page, the same."""
    import shutil
    import sqlite3

    from kg.published.catalogue import DIP, FILE_NAME
    from support import LiveServer, project_settings

    copy = tmp_path / "out"
    shutil.copytree(synthetic_built.path.parent.parent, copy, symlinks=True)
    catalogue = (copy / "current").resolve() / FILE_NAME

    def people_row() -> str:
        server = LiveServer(project_settings(copy))
        try:
            page = requests.get(server.url + "/", timeout=30).text
        finally:
            server.close()
        return next(line for line in page.splitlines() if "<th>person</th>" in line)

    def change(sql: str, *parameters: str) -> None:
        db = sqlite3.connect(catalogue)
        try:
            with db:
                db.execute(sql, parameters)
        finally:
            db.close()

    db = sqlite3.connect(catalogue)
    (recorded,) = db.execute("SELECT value FROM meta WHERE key = ?",
                             (f"entities:{DIP}Person",)).fetchone()
    db.close()
    assert f"<td>{recorded}</td>" in people_row()
    change("UPDATE meta SET value = '4321' WHERE key = ?", f"entities:{DIP}Person")
    assert "<td>4321</td>" in people_row()  # read from the build, not counted
    change("DELETE FROM meta WHERE key LIKE 'entities:%'")
    assert f"<td>{recorded}</td>" in people_row()  # a catalogue from before: counted
