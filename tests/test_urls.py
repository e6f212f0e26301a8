"""The site's paths come from one builder (kg/urls.py) and agree with the app's routes; no
path is written by hand in the web layer, and no IRI is built outside the minter."""

from __future__ import annotations

import inspect
import re
from pathlib import Path
from urllib.parse import parse_qsl, urlsplit

import pytest

from kg.uris import Minter
from kg.urls import Urls
from kg.web import create_app
from support import BASE, ROOT, project_settings

MINTER = Minter(BASE)
URLS = Urls(MINTER)
IRI = "https://example.org/claims#x"

# Every method of the builder, called as the web layer calls it, with the endpoint that
# must answer the path it builds.
ROUTED = {
    "home": [((), {}, "pages.home")],
    "static": [(("style.css",), {}, "static"), (("yasgui/yasgui.min.js",), {}, "static")],
    "favicon": [((), {}, "pages.favicon")],
    "search": [((), {}, "finder.search_page"), (("zamora", "people"), {}, "finder.search_page")],
    "search_json": [(("zam",), {"limit": 5}, "finder.search_json")],
    "browse": [((), {}, "finder.browse_index"),
               (("people",), {"page": 2, "sort": "articles"}, "finder.browse")],
    "claims": [((), {}, "claims.explorer"),
               (({"subject": IRI, "group": "kind", "page": 2},), {}, "claims.explorer"),
               (({"subject": IRI}, "csv"), {}, "claims.claims_csv"),
               (({}, "json"), {}, "claims.claims_json"),
               ((None, "ttl"), {}, "claims.claims_turtle")],
    "review": [(("zamora-leaves-peru",), {}, "review.review"), ((), {}, "review.waiting")],
    "sparql": [((), {}, "sparql.endpoint"), (("ASK { ?s ?p ?o }", "json"), {}, "sparql.endpoint")],
    "query_editor": [((), {}, "editor.editor"), (("SELECT * { ?s ?p ?o }",), {}, "editor.editor")],
    "downloads": [((), {}, "downloads.listing")],
    "download": [(("dataset.ttl",), {}, "downloads.download"),
                 (("articles/zamora-leaves-peru.ttl",), {}, "downloads.download")],
    "void": [((), {}, "downloads.void"), (("ttl",), {}, "downloads.void")],
    "vocabulary": [(("ontology",), {}, "pages.ontology"), (("shapes",), {}, "pages.shapes"),
                   (("ontology",), {"turtle": True}, "pages.ontology_turtle"),
                   (("shapes",), {"turtle": True}, "pages.shapes_turtle")],
    "root": [((), {}, "finder.root_resource")],
    "thing": [(("person/carlos-zamora",), {}, "resources.thing"),
              (("article/zamora-leaves-peru/sentence/3",), {}, "resources.thing")],
    "document": [(("person/carlos-zamora",), {}, "resources.document"),
                 (("person/carlos-zamora", "ttl"), {}, "resources.document"),
                 (("article/zamora-leaves-peru", "html"), {"page": 2, "span": "10-20"},
                  "resources.document")],
    "graph": [(("article/zamora-leaves-peru",), {}, "resources.named_graph"),
              (("ontology",), {}, "resources.named_graph")],
    "of_iri": [((str(MINTER.thing("person", "carlos-zamora")),), {}, "resources.thing"),
               ((str(MINTER.sentence("zamora-leaves-peru", 3)),), {}, "resources.thing"),
               ((str(MINTER.article_graph("zamora-leaves-peru")),), {}, "resources.named_graph"),
               ((str(MINTER.shapes_graph()),), {}, "resources.named_graph")],
    "document_of": [((str(MINTER.thing("event", "zamora-end-of-mission")), "html"),
                     {"span": "3-9"}, "resources.document"),
                    ((str(MINTER.evidence("zamora-leaves-peru", "x", 2)), "ttl"), {},
                     "resources.document")],
}
NOT_PATHS = {"absolute"}  # joins an origin and a path built above


@pytest.fixture(scope="module")
def routes(tmp_path_factory):
    app = create_app(project_settings(tmp_path_factory.mktemp("out")))
    yield app
    app.extensions["kg"].published.close()


def test_every_builder_method_is_checked_against_the_routes() -> None:
    methods = {name for name, _ in inspect.getmembers(Urls, inspect.isfunction)
               if not name.startswith("_")}
    assert methods - NOT_PATHS == set(ROUTED)


def test_every_route_has_a_builder_method(routes) -> None:
    """The other way round: no page of the app is reached by a path built elsewhere."""
    covered = {endpoint for cases in ROUTED.values() for _a, _k, endpoint in cases}
    assert {rule.endpoint for rule in routes.url_map.iter_rules()} == covered


@pytest.mark.parametrize("name, args, kwargs, endpoint",
                         [(name, *case) for name, cases in ROUTED.items() for case in cases])
def test_each_path_the_builder_makes_is_routed_to_its_endpoint(routes, name, args, kwargs,
                                                              endpoint) -> None:
    built = getattr(URLS, name)(*args, **kwargs)
    assert built.startswith("/"), built
    parts = urlsplit(built)
    adapter = routes.url_map.bind("kg.example.org", url_scheme="http")
    matched, _values = adapter.match(parts.path, method="GET", query_args=parts.query)
    assert matched == endpoint, built


def test_the_builder_writes_queries_and_anchors() -> None:
    built = URLS.claims({"subject": IRI, "kind": None, "page": 2}, "csv")
    assert urlsplit(built).path == "/claims.csv"
    assert parse_qsl(urlsplit(built).query) == [("subject", IRI), ("page", "2")]
    assert URLS.claims({}) == "/claims"
    assert URLS.document("article/a1", "html", span="3-9") == \
        "/doc/article/a1.html?span=3-9#span-3-9"
    assert URLS.document_of(str(MINTER.thing("person", "x")), "ttl") == "/doc/person/x.ttl"
    assert URLS.document_of("https://elsewhere.example.org/id/person/x") is None
    assert URLS.of_iri(str(MINTER.skolem("b0"))) == "/.well-known/genid/b0"
    assert URLS.of_iri("https://w3id.org/diplokg/ontology#Person") is None
    assert URLS.absolute("http://127.0.0.1:8000/", URLS.void()) == \
        "http://127.0.0.1:8000/.well-known/void"
    assert URLS.sparql("SELECT * { ?s ?p ?o }") == \
        "/sparql?query=SELECT+%2A+%7B+%3Fs+%3Fp+%3Fo+%7D"
    with pytest.raises(ValueError):
        URLS.vocabulary("unicorns")


# ------------------------------------------------------------------------------------------
# Scans of the source: paths and IRIs written by hand
# ------------------------------------------------------------------------------------------

def _first_segments(app) -> list[str]:
    """The first segment of every route ("claims" of /claims.csv, ".well-known")."""
    found = set()
    for rule in app.url_map.iter_rules():
        first = rule.rule.lstrip("/").split("/")[0]
        first = re.split(r"[<]", first)[0]
        stem = first.split(".")[0] if not first.startswith(".") else first
        if stem:
            found.add(stem)
    return sorted(found, key=len, reverse=True)


def _findings(root: Path, files: list[Path], patterns: list[re.Pattern],
              skip: re.Pattern | None = None) -> list[str]:
    found = []
    for path in files:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if skip is not None and skip.search(line):
                continue
            if any(p.search(line) for p in patterns):
                found.append(f"{path.relative_to(root)}:{number}: {line.strip()}")
    return found


def hand_written_paths(root: Path, segments: list[str]) -> list[str]:
    """Site paths written out in the web layer's Python and templates, not built by
    kg/urls.py: file:line of each."""
    alternatives = "|".join(re.escape(s) for s in segments)
    python = [
        # "/claims", f"/doc/{rest}", '/ontology', f"/{name}.ttl", a Link header's f'</doc/…>'
        re.compile(rf"(?<![\w])[rbfRBF]{{0,2}}[\"']<?/(?:(?:{alternatives})(?![\w-])|\{{)"),
        # query strings and percent-encoding of paths belong to the builder
        re.compile(r"\b(?:urlencode|quote|quote_plus)\("),
        re.compile(r"\burl_for\("),
    ]
    templates = [
        # href="/…", action="/…", src="/…", data-endpoint="/…"; relative href="?page=…"
        re.compile(r"\b(?:href|action|src|data-[\w-]+)=\"[/?]"),
        re.compile(rf"([\"'])/(?:{alternatives})(?![\w-])"),
        re.compile(r"\burl_for\("),
        re.compile(r"\|\s*urlencode\b"),
    ]
    web = root / "kg" / "web"
    route = re.compile(r"@\w+\.route\(")
    return (_findings(root, sorted(web.glob("*.py")), python, route)
            + _findings(root, sorted((web / "templates").glob("*.html")), templates))


def hand_built_iris(root: Path, segments: list[str]) -> list[str]:
    """IRIs built by f-strings or concatenation outside the minter (kg/uris.py); the URL
    builder (kg/urls.py) writes paths and their anchors, not IRIs."""
    alternatives = "|".join(re.escape(s) for s in ("id", "graph", *segments))
    patterns = [
        re.compile(r"\b(?:URIRef|NamedNode)\(\s*[rfRF]{1,2}[\"']"),      # URIRef(f"…")
        re.compile(rf"\{{[\w.()\[\]'\"]*\}}(?:{alternatives})\b"),      # f"{base}id/…"
        re.compile(r"\{[\w.()\[\]'\"]*\}#[A-Za-z]"),                      # f"{iri}#quote"
        re.compile(r"\bbase(?:_uri)?\s*\+|\+\s*[\"'](?:id/|graph/|#)"),    # base + "id/"
        re.compile(r"[\"']#(?:quote|position|dataset)[\"']"),
        re.compile(r"\.well-known/genid"),
    ]
    own = {root / "kg" / "uris.py", root / "kg" / "urls.py"}
    files = [p for p in sorted((root / "kg").rglob("*.py")) if p not in own]
    return _findings(root, files, patterns)


def test_no_site_path_is_written_by_hand_in_the_web_layer(routes) -> None:
    found = hand_written_paths(ROOT, _first_segments(routes))
    assert not found, "paths written by hand (build them with kg/urls.py):\n" + \
        "\n".join(found)


def test_no_iri_is_built_outside_the_minter(routes) -> None:
    found = hand_built_iris(ROOT, _first_segments(routes))
    assert not found, "IRIs built by hand (mint them with kg/uris.py):\n" + "\n".join(found)


def test_the_scans_find_what_they_look_for(routes, tmp_path) -> None:
    """Each scan finds a path or an IRI written by hand: a scan that finds nothing in
    anything would pass whatever the code does."""
    web = tmp_path / "kg" / "web"
    (web / "templates").mkdir(parents=True)
    (web / "pages.py").write_text(
        'def f(rest):\n    return redirect(f"/doc/{rest}.ttl")\n'
        '@bp.route("/claims")\n'
        'def g():\n    return "?" + urlencode({"page": 2})\n'
        'link = f\'</{name}.ttl>; rel="alternate"\'\n', encoding="utf-8")
    (web / "templates" / "home.html").write_text(
        '<a href="/claims">x</a>\n<a href="?page=2">next</a>\n'
        "<a href=\"{{ page.iri|replace('/id/', '/doc/') }}\">doc</a>\n", encoding="utf-8")
    (tmp_path / "kg" / "mine.py").write_text(
        'a = URIRef(f"{base}id/person/{slug}")\nb = f"{span}#quote"\n'
        'c = base + "graph/x"\nd = "{base}id/event/x"\ne = record + "#staging"\n',
        encoding="utf-8")
    segments = _first_segments(routes)
    paths = hand_written_paths(tmp_path, segments)
    assert [line.split(":")[1] for line in paths] == ["2", "5", "6", "1", "2", "3"]
    iris = hand_built_iris(tmp_path, segments)
    assert [line.split(":")[1] for line in iris] == ["1", "2", "3", "4", "5"]
