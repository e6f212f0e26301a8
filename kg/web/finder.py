"""Search and browse: find an entity by its name or alias, or list every one of a kind.

Both read the build's catalogue (kg.published.catalogue), never the store: a search is one lookup
in its full-text index, a page of a list one range of its sorted index.

    /search?q=chavez        ranked matches, with type and a one-line description
    /search.json?q=chav     the same as JSON, for completion
    /browse                 every kind with its count
    /browse/<kind>?page=N   one kind, sorted by name (or ?sort=articles), 50 to a page
"""

from __future__ import annotations

import contextlib
from dataclasses import asdict, dataclass

from flask import Blueprint, Response, jsonify, redirect, render_template, request

from kg.published import search_index
from kg.published.catalogue import BY_NAME, KINDS, Catalogue, fold
from kg.numbers import whole_number
from kg.web.errors import Problem
from kg.web.site import Site, site

bp = Blueprint("finder", __name__)

PAGE_SIZE = 50
MOST_RESULTS = search_index.MOST
LAST_PAGE = 100_000


def catalogue(kg: Site) -> Catalogue:
    """The current build's catalogue; a build without one cannot be searched (503)."""
    def open_it() -> Catalogue | None:
        try:
            return Catalogue.of_build(kg.build.path)
        except FileNotFoundError:
            return None

    found = kg.memo("catalogue", open_it)
    if found is None:
        raise Problem(503, "Service Unavailable", "this build has no catalogue for search, "
                      "browse and claims; build it again with this version of kg")
    return found


def labels_of(kg: Site, iris: list[str]) -> dict[str, str]:
    """Names for IRIs: the catalogue's labels of the dataset's things, the ontology's labels
    of its terms and the reused vocabularies' names (kg.web.names); IRIs with none are left
    out. One indexed lookup per batch of IRIs, so a page of results costs milliseconds."""
    from kg.web.names import LABELS

    wanted = sorted(set(iris))
    found: dict[str, str] = {}
    try:
        reading = catalogue(kg).reading()
    except Problem:  # a build without a catalogue: its things go unnamed
        reading = contextlib.nullcontext(None)
    batch = 500  # well under SQLite's limit on bound parameters
    with reading as db:
        for start in range(0, len(wanted) if db is not None else 0, batch):
            chunk = wanted[start:start + batch]
            marks = ",".join("?" * len(chunk))
            found.update(db.execute(f"SELECT iri, label FROM entity WHERE iri IN ({marks}) "
                                    f"AND label IS NOT NULL", chunk).fetchall())
    ontology = kg.labels()
    for iri in wanted:
        name = found.get(iri) or ontology.get(iri) or LABELS.get(iri)
        if name:
            found[iri] = name
    return found


@dataclass(frozen=True)
class Hit:
    iri: str
    href: str | None
    label: str
    kind: str
    type: str
    description: str
    articles: int


def _hit(kg: Site, row) -> Hit:
    return Hit(row["iri"], kg.links(row["iri"]), row["label"], row["kind"], row["type_label"],
               row["description"], row["articles"])


def search(kg: Site, text: str, most: int = MOST_RESULTS, kind: str | None = None) -> list[Hit]:
    """Matches ranked: the label itself, then labels that begin with it, then labels that
    hold every word, then aliases; within each, the most mentioned first (kg.published.search_index:
    each tier read from an index laid out in that order, so a search costs milliseconds
    however many names match)."""
    wanted = fold(text).strip()
    found = catalogue(kg)
    ranges = found.id_ranges()
    if ranges is None:  # a catalogue written before the search index
        rows = _by_relevance(found, wanted, most, kind)
    else:
        with found.reading() as db:
            rows = search_index.ranked(db, wanted, most, {k: ranges[k] for k in ranges
                                                          if kind in (None, k)})
    return [_hit(kg, row) for row in rows]


CANDIDATES = 200  # matches ranked by relevance before names and popularity reorder them


def _by_relevance(found: Catalogue, wanted: str, most: int, kind: str | None) -> list:
    """The ranking of a catalogue without the search index: its best matches by bm25,
    ordered as kg.published.search_index orders them (every match of a short prefix is scored)."""
    words = search_index.words_of(wanted)
    if not words:
        return []
    sql = ("SELECT e.*, bm25(entity_text, 10.0, 2.0) AS score FROM entity_text "
           "JOIN entity e ON e.id = entity_text.rowid WHERE entity_text MATCH ?")
    args: list = [search_index.prefix_query(words)]
    if kind is not None:
        sql += " AND e.kind = ?"
        args.append(kind)
    with found.reading() as db:
        rows = db.execute(sql + f" ORDER BY score LIMIT {CANDIDATES}", args).fetchall()
    return sorted(rows, key=search_index.rank_key(wanted, words))[:most]


@bp.route("/search", methods=["GET", "HEAD"])
def search_page() -> Response:
    kg = site()
    text = request.args.get("q", "").strip()[:200]
    kind = _kind_filter()
    hits = search(kg, text, kind=kind) if text else []
    page = render_template("search.html", q=text, hits=hits, kinds=KINDS, kind=kind)
    return Response(page, content_type="text/html; charset=utf-8")


@bp.route("/search.json", methods=["GET", "HEAD"])
def search_json() -> Response:
    kg = site()
    text = request.args.get("q", "").strip()[:200]
    most = whole_number(request.args.get("limit", "10"), MOST_RESULTS)
    if most is None or not 1 <= most <= MOST_RESULTS:
        raise Problem(400, "Bad Request", f"limit must be a whole number from 1 to "
                      f"{MOST_RESULTS}")
    hits = search(kg, text, most, _kind_filter()) if text else []
    return jsonify({"query": text, "results": [asdict(hit) for hit in hits]})


def _kind_filter() -> str | None:
    kind = request.args.get("kind") or None
    if kind is not None and kind not in BY_NAME:
        raise Problem(400, "Bad Request", f"kind must be one of {', '.join(BY_NAME)}")
    return kind


def page_number() -> int:
    """The ?page= a list asks for (1 when not given); a 400 unless it is from 1 to
    LAST_PAGE."""
    number = whole_number(request.args.get("page", "1"), LAST_PAGE)
    if number is None or not 1 <= number <= LAST_PAGE:
        raise Problem(400, "Bad Request", f"page must be a whole number from 1 to {LAST_PAGE:,}")
    return number


@bp.route("/browse", methods=["GET", "HEAD"])
def browse_index() -> Response:
    counts = catalogue(site()).counts()
    page = render_template("browse_index.html", kinds=[(k, counts.get(k.name, 0)) for k in KINDS])
    return Response(page, content_type="text/html; charset=utf-8")


SORTS = {"name": "sort, iri", "articles": "articles DESC, sort, iri"}


@bp.route("/browse/<name>", methods=["GET", "HEAD"])
def browse(name: str) -> Response:
    kg = site()
    kind = BY_NAME.get(name)
    if kind is None:
        raise Problem(404, "Not Found", f"there is no list of {name!r}; the lists are "
                      f"{', '.join(BY_NAME)}")
    sort = request.args.get("sort", "name")
    if sort not in SORTS:
        raise Problem(400, "Bad Request", f"sort must be one of {', '.join(SORTS)}")
    number = page_number()
    found = catalogue(kg)
    total = found.counts().get(name, 0)
    with found.reading() as db:
        rows = db.execute(f"SELECT * FROM entity WHERE kind = ? ORDER BY {SORTS[sort]} "
                          f"LIMIT ? OFFSET ?",
                          (name, PAGE_SIZE, (number - 1) * PAGE_SIZE)).fetchall()
    if number > 1 and not rows:
        raise Problem(404, "Not Found", f"the list of {name} has no page {number}")
    page = render_template("browse.html", kind=kind, sort=sort, total=total, number=number,
                           first=(number - 1) * PAGE_SIZE + 1, size=PAGE_SIZE,
                           hits=[_hit(kg, row) for row in rows])
    return Response(page, content_type="text/html; charset=utf-8")


@bp.route("/id/", methods=["GET", "HEAD"])
@bp.route("/id", methods=["GET", "HEAD"])
def root_resource() -> Response:
    """The dataset's root resource (void:rootResource): what lives under /id/ is listed by
    kind on the browse page."""
    response = redirect(site().urls.browse(), code=303)
    response.headers["Vary"] = "Accept"
    return response
