"""Pages for people: the home page, the article page, the ontology and the shapes."""

from __future__ import annotations

from dataclasses import dataclass

from flask import Blueprint, Response, render_template, request, send_file

from kg.published.layout import DUMPS_DIR
from kg.formats import BY_MEDIA_TYPE, negotiate
from kg.published.catalogue import COUNTED_CLASSES, count_classes
from kg.vocab import PREFIXES
from kg.web.downloads import LICENSE
from kg.web.examples import example_queries
from kg.web.errors import Problem
from kg.web.finder import catalogue, labels_of
from kg.web.site import Site, site
from kg.web.names import known, name_of
from kg.web.review import pages as review_pages
from kg.web.terms import compact

bp = Blueprint("pages", __name__)

def _counts(kg: Site) -> list[tuple[str, int]]:
    """Each counted class (with its subclasses) by its label, and how many things are of it:
    as the build counted them, else (a build from before it did, or without a catalogue)
    counted in the store. The count of cities is shown as the count of the places list it
    links to, which holds cities and continents alike (one row "place", as on /browse)."""
    try:
        found = catalogue(kg).class_counts()
        listed = catalogue(kg).counts()
    except Problem:
        found, listed = None, {}
    if found is None:
        found = count_classes(kg.build.store)
    labels = kg.labels()
    rows = []
    for cls in COUNTED_CLASSES:
        label = labels.get(cls, cls.rsplit("#", 1)[-1])
        if label in RELABELLED and RELABELLED[label][1] in listed:
            label, kind = RELABELLED[label]
            rows.append((label, listed[kind]))
        else:
            rows.append((label, found.get(cls, 0)))
    return rows


# The browse list each counted class (by its label) links to (kg.published.catalogue's kinds).
BROWSE_KINDS = {"person": "people", "group of people": "groups",
                "organisation": "organisations", "state": "states", "place": "places",
                "post": "posts", "event": "events",
                "claim": "claims", "quotation": "quotations", "news article": "articles"}
# Counted classes shown as the browse list that holds them and more: (its label, its kind).
RELABELLED = {"city": ("place", "places")}


def _article_titles(kg: Site, slugs: list[str]) -> list[tuple[str, str | None]]:
    """The articles by title (headline, else first sentence), from the catalogue."""
    iris = [str(kg.minter.thing("article", slug)) for slug in slugs]
    titles = labels_of(kg, iris)
    return [(titles.get(iri, slug), kg.links(iri)) for slug, iri in zip(slugs, iris)]


# Things to start from: the most mentioned of each kind, read from the catalogue's
# popularity index (a few rows however large the corpus). Chosen from the store by class,
# they grouped every labelled person, allegation and event: 32 s at 100,000 articles, which
# the first visitor of each server process waited for.
EXAMPLE_KINDS = (("people", 4), ("groups", 1), ("organisations", 1), ("claims", 1),
                 ("events", 1))


def _examples(kg: Site) -> list[tuple[str, str]]:
    """People first, then a group, an organisation, a claim and an event; none for a build
    without a catalogue."""
    try:
        found = catalogue(kg)
    except Problem:
        return []
    chosen = []
    with found.reading() as db:
        for kind, count in EXAMPLE_KINDS:
            rows = db.execute("SELECT iri, label FROM entity WHERE kind = ? "
                              "ORDER BY articles DESC, sort, iri LIMIT ?", (kind, count))
            chosen.extend((label or iri, kg.links(iri) or iri) for iri, label in rows)
    return chosen


@bp.route("/", methods=["GET", "HEAD"])
def home() -> Response:
    kg = site()
    manifest = kg.build.manifest
    triples = next(f["statements"] for f in manifest["files"] if f["role"] == "dataset-turtle")
    page = render_template(
        "home.html", triples=triples, counts=kg.memo("counts", lambda: _counts(kg)),
        articles=_article_titles(kg, kg.build.articles.slugs(0, 50)),
        browse=BROWSE_KINDS, licence=LICENSE,
        article_count=kg.build.articles.count,
        examples=kg.memo("examples", lambda: _examples(kg)),
        queries=example_queries(kg.minter), published=manifest.get("published"),
        waiting=review_pages().drafts.list(kg.settings.data_dir))
    return Response(page, content_type="text/html; charset=utf-8")


@bp.route("/favicon.ico", methods=["GET", "HEAD"])
def favicon() -> Response:
    """Browsers ask for it whatever the page says; answer with the site's icon."""
    from flask import current_app

    return current_app.send_static_file("favicon.svg")


@dataclass(frozen=True)
class Term:
    iri: str
    name: str
    kind: str
    labels: dict[str, str]
    definition: str
    # (relation's name, its prefixed name, target, href): a vocabulary's documentation
    # names a relation and shows the identifier it is written with.
    links: list[tuple[str, str, str, str | None]]


def _vocabulary(kg: Site, graph_iri: str) -> list[Term]:
    rows = kg.build.store.solve(f"""SELECT ?term ?p ?o WHERE {{
        GRAPH <{graph_iri}> {{ ?term ?p ?o }} }} ORDER BY ?term""").rows
    by_term: dict[str, list] = {}
    for term, predicate, value in rows:
        by_term.setdefault(str(term), []).append((str(predicate), value))
    terms = []
    for iri, pairs in by_term.items():
        if not iri.startswith(("https://w3id.org/diplokg/", kg.minter.base)) or \
                kg.minter.is_skolem(iri):
            continue
        labels = {getattr(v, "language", None) or "": str(v) for p, v in pairs
                  if p == "http://www.w3.org/2000/01/rdf-schema#label"}
        definition = next((str(v) for p, v in pairs
                           if p == "http://www.w3.org/2004/02/skos/core#definition"
                           and getattr(v, "language", None) == "en"), "")
        named = kg.labels()
        kinds = [name_of(str(v), named) for p, v in pairs
                 if p == "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"]
        links = [(name_of(p, named), compact(p), _target(str(v), named),
                  str(v) if str(v).startswith("http") else None)
                 for p, v in pairs
                 if p.split("#")[-1] in ("subClassOf", "subPropertyOf", "equivalentClass",
                                         "closeMatch", "domain", "range", "inverseOf",
                                         "targetClass", "path")]
        terms.append(Term(iri, compact(iri), ", ".join(kinds), labels, definition, links))
    return terms


def _target(value: str, named: dict[str, str]) -> str:
    """A term a definition links to, by name where it has one; a value as it is."""
    if value.startswith("http") and known(value, named):
        return name_of(value, named)
    return compact(value)


def _vocabulary_response(graph_name: str, title: str) -> Response:
    kg = site()
    chosen = negotiate(request.headers.get("Accept"),
                       [BY_MEDIA_TYPE["text/turtle"], BY_MEDIA_TYPE["text/html"]],
                       request.args.get("format"))
    if chosen.media_type == "text/turtle":
        response = _turtle_file(graph_name)
    else:
        graph_iri = kg.build.manifest["graphs"][graph_name]
        terms = kg.memo(f"vocabulary-{graph_name}", lambda: _vocabulary(kg, graph_iri))
        response = Response(render_template("vocabulary.html", title=title, terms=terms,
                                            turtle=kg.urls.vocabulary(graph_name, turtle=True),
                                            prefixes=PREFIXES),
                            content_type="text/html; charset=utf-8")
    response.headers["Vary"] = "Accept"
    response.headers["Link"] = f'<{kg.urls.vocabulary(graph_name, turtle=True)}>; ' \
                               'rel="alternate"; type="text/turtle"'
    return response


@bp.route("/ontology", methods=["GET", "HEAD"])
def ontology() -> Response:
    return _vocabulary_response("ontology", "The diplokg ontology")


@bp.route("/shapes", methods=["GET", "HEAD"])
def shapes() -> Response:
    return _vocabulary_response("shapes", "The diplokg SHACL shapes")


def _turtle_file(name: str) -> Response:
    kg = site()
    response = send_file(kg.build.path / DUMPS_DIR / f"{name}.ttl", mimetype="text/turtle",
                         conditional=True)
    response.headers["Content-Type"] = "text/turtle; charset=utf-8"
    return response


@bp.route("/ontology.ttl", methods=["GET", "HEAD"])
def ontology_turtle() -> Response:
    return _turtle_file("ontology")


@bp.route("/shapes.ttl", methods=["GET", "HEAD"])
def shapes_turtle() -> Response:
    return _turtle_file("shapes")

