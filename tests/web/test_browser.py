"""A real browser: headless Chromium (Debian's package) driven by Playwright, no download."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]


@pytest.fixture(scope="module")
def browser():
    playwright_api = pytest.importorskip("playwright.sync_api")
    if not Path(CHROMIUM).exists():
        pytest.fail("chromium is not installed: scripts/system-deps installs it")
    with playwright_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield browser
        browser.close()


def test_a_person_browses_the_site(browser, live_server, tmp_path: Path) -> None:
    page = browser.new_page()
    errors: list[str] = []
    page.on("console", lambda message: errors.append(message.text)
            if message.type == "error" else None)
    page.goto(f"{live_server.url}/")
    assert page.title().startswith("diplokg")
    page.screenshot(path=str(tmp_path / "home.png"), full_page=True)

    page.click("a:text-is('Carlos Zamora')")  # an example entity on the home page
    page.wait_for_load_state()
    assert page.url.endswith("/doc/person/carlos-zamora.html")
    assert page.locator("h1").inner_text() == "Carlos Zamora"
    assert page.locator("mark").count() >= 1
    page.screenshot(path=str(tmp_path / "entity.png"), full_page=True)

    page.click("text=Carlos Zamora is a spy trained by the KGB (alleged by former Cuban "
               "intelligence officers)")
    page.wait_for_load_state()
    assert "/doc/claim/zamora-kgb-spy-allegation.html" in page.url
    assert page.locator("th", has_text="claimant").count() == 1

    page.goto(f"{live_server.url}/id/article/zamora-leaves-peru")
    assert page.locator("section.article-text a.entity").count() > 20
    page.screenshot(path=str(tmp_path / "article.png"), full_page=True)

    page.goto(f"{live_server.url}/sparql")
    page.screenshot(path=str(tmp_path / "query.png"), full_page=True)
    page.click("text=Who held which post, and is it current or former?")
    page.wait_for_load_state()
    assert page.locator("table.results tbody tr").count() == 8
    page.fill("#query", "SELECT ?name WHERE { ?p <https://schema.org/name> ?name } "
                        "ORDER BY ?name LIMIT 3")
    page.click("button[type=submit]")
    page.wait_for_load_state()
    assert page.locator("table.results tbody tr").count() == 3
    page.screenshot(path=str(tmp_path / "results.png"), full_page=True)
    assert not errors, errors
    for name in ("home", "entity", "article", "query", "results"):
        assert (tmp_path / f"{name}.png").stat().st_size > 5000


def _no_wider_than_the_window(page) -> None:
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= page.viewport_size["width"], f"{page.url} is {width}px wide"


def test_an_analyst_searches_and_compares_claims(browser, live_server, tmp_path: Path) -> None:
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    errors: list[str] = []
    page.on("console", lambda message: errors.append(message.text)
            if message.type == "error" else None)
    page.goto(f"{live_server.url}/doc/person/carlos-zamora.html")
    page.fill("header input[name=q]", "Chavez")  # the search box on every page
    page.press("header input[name=q]", "Enter")
    page.wait_for_load_state()
    assert "/search?q=Chavez" in page.url
    first = page.locator("ol.hits li a").first
    assert first.inner_text() == "Betssy Chávez"
    page.screenshot(path=str(tmp_path / "search.png"), full_page=True)
    _no_wider_than_the_window(page)

    page.goto(f"{live_server.url}/claims")
    page.select_option("select[name=claimant]", label="Carlos Tubino (2)")
    page.click("form.filters button[type=submit]")
    page.wait_for_load_state()
    boxes = page.locator("div.claimant h4 a")
    assert {boxes.nth(i).inner_text() for i in range(boxes.count())} == {"Carlos Tubino"}
    page.screenshot(path=str(tmp_path / "claims-by-tubino.png"), full_page=True)

    page.goto(f"{live_server.url}/claims")
    zamora = page.locator("section.subject", has=page.locator("h2 a:text-is('Carlos Zamora')"))
    names = zamora.locator("div.claimant h4 a")
    assert names.count() >= 3
    boxes = [zamora.locator("div.claimant").nth(i).bounding_box() for i in range(2)]
    # Side by side: the first two claimants' boxes share a row.
    assert abs(boxes[0]["y"] - boxes[1]["y"]) < 2 and boxes[1]["x"] > boxes[0]["x"]
    zamora.screenshot(path=str(tmp_path / "claims-about-zamora.png"))
    _no_wider_than_the_window(page)

    link = zamora.locator("a.evidence-link").first
    quoted = link.locator("xpath=..").locator("mark").inner_text()
    link.click()
    page.wait_for_load_state()
    assert "/doc/article/zamora-leaves-peru.html?span=" in page.url and "#span-" in page.url
    anchor = page.url.split("#")[1]
    target = page.locator(f"[id='{anchor}']")
    assert target.is_visible()
    box = target.bounding_box()
    assert -1 <= box["y"] < 900  # scrolled to it
    highlighted = "".join(page.locator(".article-text .target").all_inner_texts())
    assert " ".join(highlighted.split()) == " ".join(quoted.split())
    assert page.locator(".article-text p.legend").count() == 1  # the two colours explained
    page.screenshot(path=str(tmp_path / "evidence-in-article.png"))
    assert not errors, errors
    for name in ("search", "claims-by-tubino", "claims-about-zamora", "evidence-in-article"):
        assert (tmp_path / f"{name}.png").stat().st_size > 5000


def test_a_query_runs_in_yasgui_with_names_beside_iris(browser, live_server,
                                                       tmp_path: Path) -> None:
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    errors: list[str] = []
    page.on("console", lambda message: errors.append(message.text)
            if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{live_server.url}/query")
    page.wait_for_selector(".yasqe")  # the editor replaced the plain form
    assert page.locator("#plain-query").is_hidden()
    page.click(".yasqe_queryButton")
    page.wait_for_selector(".yasr table tbody tr")
    assert page.locator(".yasr table tbody tr").count() == 8
    page.wait_for_selector(".kg-label")
    names = page.locator(".kg-label").all_inner_texts()
    assert "Carlos Zamora" in names and "Ambassador of Cuba to Peru" in names
    page.screenshot(path=str(tmp_path / "yasgui.png"), full_page=True)
    assert not errors, errors
    assert (tmp_path / "yasgui.png").stat().st_size > 5000


def test_the_query_editor_works_as_a_plain_form_without_javascript(browser, live_server) -> None:
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(f"{live_server.url}/query")
    page.fill("#query", "SELECT ?name WHERE { ?p <https://schema.org/name> ?name } "
                        "ORDER BY ?name LIMIT 2")
    page.click("#plain-query button[type=submit]")
    page.wait_for_load_state()
    assert "/sparql?" in page.url
    assert page.locator("table.results tbody tr").count() == 2
    context.close()


# A prefixed name of the vocabularies the pages could show (dip:claimant, schema:spouse).
PREFIXED = re.compile(r"(?<![\w/])(dip|dsh|schema|prov|org|sem|oa|rdf|rdfs|xsd|skos|owl|dct|sh|"
                      r"void|dcat):([A-Za-z][\w-]*)")
RAW_IRI = re.compile(r"https?://[^\s\"<>)]+")
# The visible text of a page, less what is code (a SPARQL query, a thing's own IRI) or only
# shown on hover (SVG titles).
VISIBLE_TEXT = """() => {
  const skip = new Set(["CODE", "PRE", "TEXTAREA", "SCRIPT", "STYLE", "TITLE", "OPTION"]);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const parts = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    let up = node.parentElement, hidden = false;
    for (; up; up = up.parentElement) { if (skip.has(up.tagName.toUpperCase())) { hidden = true; break; } }
    if (!hidden) parts.push(node.nodeValue);
  }
  return parts.join(" ");
}"""
CRAWLED_AT_MOST = 70


def _crawl_targets(page, origin: str) -> list[str]:
    hrefs = page.eval_on_selector_all(
        "a[href]", "links => links.map(a => new URL(a.getAttribute('href'), location.href).href)")
    keep = []
    for href in hrefs:
        href = href.split("#")[0]
        path = href[len(origin):]
        if not href.startswith(origin) or path.startswith(("/sparql", "/downloads/", "/static")):
            continue
        if re.search(r"\.(ttl|nt|jsonld|rdf|csv|json|gz|trig|nq)(\?|$)|[?&]format=", path):
            continue
        keep.append(href)
    return keep


def test_a_crawl_shows_names_not_prefixed_names_or_iris(browser, live_server,
                                                       patient_server) -> None:
    from kg.vocab import PREFIXES
    from kg.web.names import known

    labels_query = ("SELECT ?t ?l WHERE { ?t <http://www.w3.org/2000/01/rdf-schema#label> ?l }")
    import requests

    answer = requests.post(f"{patient_server.url}/sparql", data={"query": labels_query},
                           headers={"Accept": "application/sparql-results+json"}, timeout=30)
    labelled = {b["t"]["value"] for b in answer.json()["results"]["bindings"]}
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    origin = live_server.url
    queue = [f"{origin}/", f"{origin}/claims", f"{origin}/search?q=zamora",
             f"{origin}/doc/article/zamora-leaves-peru.html", f"{origin}/.well-known/void"]
    seen: set[str] = set()
    problems: list[str] = []
    while queue and len(seen) < CRAWLED_AT_MOST:
        url = queue.pop(0)
        if url in seen:
            continue
        seen.add(url)
        response = page.goto(url)
        assert response.status < 400, url
        if "text/html" not in response.headers.get("content-type", ""):
            continue
        text = page.evaluate(VISIBLE_TEXT)
        for prefix, local in PREFIXED.findall(text):
            iri = PREFIXES[prefix] + local
            if known(iri, {}) or iri in labelled:
                problems.append(f"{url}: {prefix}:{local} shown where it has a name")
        for iri in RAW_IRI.findall(text):
            if iri.rstrip(".,;") in labelled:
                problems.append(f"{url}: <{iri}> shown where it has a label")
        width = page.evaluate("document.documentElement.scrollWidth")
        if width > 1280:
            problems.append(f"{url} is {width} px wide")
        queue.extend(u for u in _crawl_targets(page, origin) if u not in seen)
    assert len(seen) >= 40
    assert not problems, "\n".join(problems[:30])
