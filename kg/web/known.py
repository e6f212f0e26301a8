"""Answers the build already knows: counts it recorded, for the queries that ask exactly that.

Counting every triple makes the store read every triple; the build counted them when it
wrote the dumps (the manifest's statement counts). A query is answered from those counts
only when, read token by token (keywords in any case, variables and prefixes by any name),
it is one of the few forms below, with no dataset of its own (a dot closing the pattern, and a
LIMIT that keeps every row, change nothing); anything else runs.
"""

from __future__ import annotations

import heapq
import itertools
import threading
from dataclasses import dataclass

import pyoxigraph as ox

from kg.published.articles import PublishedArticles
from kg.numbers import whole_number
from kg.sparql.lexer import Token, tokens
from kg.sparql.shape import MOST_LIMIT
from kg.store.answer import whole
from kg.store.base import Answer, QueryRequest

# Longer than any of the forms with generous comments: a long query is not read again.
MAX_LENGTH = 2048

# name -> the query, written once; matched on its canonical tokens
FORMS = {
    "triples": "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }",
    "quads": "SELECT (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } }",
    "per-graph": "SELECT ?g (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } } GROUP BY ?g",
}


def _canonical(text: str) -> tuple[tuple[str, ...], list[str]] | None:
    """The query's tokens with keywords upper-cased and variables numbered in order of first
    appearance (and the variables' own names); None if it declares anything (PREFIX, BASE),
    which none of the forms need."""
    items: tuple[Token, ...] = tokens(text)
    names: list[str] = []
    canonical: list[str] = []
    for index, token in enumerate(items):
        if token.kind == "word":
            word = token.text.upper()
            if word in ("PREFIX", "BASE"):
                return None
            canonical.append(word)
        elif token.kind == "var":
            name = token.text[1:]
            if name not in names:
                names.append(name)
            canonical.append(f"?{names.index(name)}")
        elif token.text == "." and index + 1 < len(items) and items[index + 1].kind == "close":
            continue  # a dot that ends a group's last pattern changes nothing
        else:
            canonical.append(token.text)
    if canonical and canonical[0] == "SELECT" and "WHERE" not in canonical:
        where = canonical.index("{") if "{" in canonical else len(canonical)
        canonical.insert(where, "WHERE")  # WHERE is optional in SPARQL
    return tuple(canonical), names


_FORMS = {name: _canonical(text)[0] for name, text in FORMS.items()}  # type: ignore[index]


@dataclass(frozen=True)
class _Counts:
    """Statement counts as the build recorded them: of the union, of all named graphs
    together, and of the ontology's and the shapes' graphs; each article's graph's are read
    from the build's records when a count per graph is asked for (not held: 100,000 graphs
    at 100,000 articles)."""

    union: int
    quads: int
    vocabularies: dict[str, int]
    graphs: int  # named graphs

    def per_graph(self, articles: PublishedArticles, most: int) -> list[tuple[str, int]]:
        """The first ``most`` graphs by name, with their counts."""
        every = itertools.chain(articles.statements(), self.vocabularies.items())
        return heapq.nsmallest(most, every) if most < self.graphs else sorted(every)


def _counts(manifest: dict, articles: PublishedArticles) -> _Counts | None:
    files = {entry.get("role"): entry for entry in manifest.get("files", [])}
    by_path = {entry.get("path"): entry.get("statements") for entry in manifest.get("files", [])}
    graphs = manifest.get("graphs", {})
    vocabularies = {graphs.get("ontology"): by_path.get("ontology.ttl"),
                    graphs.get("shapes"): by_path.get("shapes.ttl")}
    union = files.get("dataset-turtle", {}).get("statements")
    quads = files.get("dataset-nquads", {}).get("statements")
    if union is None or quads is None or None in vocabularies.values() \
            or None in vocabularies:
        return None
    return _Counts(union, quads, vocabularies, articles.count + len(vocabularies))


def _answer(variables: list[str], rows: list[tuple], media_type: str) -> bytes:
    """Rows of terms written by Oxigraph's own serialiser (the one every answer uses)."""
    values = " ".join("(" + " ".join(term for term in row) + ")" for row in rows)
    heads = " ".join(f"?{v}" for v in variables)
    solutions = ox.Store().query(f"SELECT {heads} WHERE {{ VALUES ({heads}) {{ {values} }} }}")
    return solutions.serialize(format=ox.QueryResultsFormat.from_media_type(media_type))


def known_answer(request: QueryRequest, manifest: dict,
                 articles: PublishedArticles) -> Answer | None:
    """The answer to a query the build counted for, or None to run it. ``manifest``: the
    build's, without its lists of every article (``articles``)."""
    if request.default_graphs is not None or request.named_graphs is not None \
            or not request.union_default_graph or len(request.query) > MAX_LENGTH \
            or "count" not in request.query.lower():  # every form counts
        return None
    canonical = _canonical(request.query)
    if canonical is None:
        return None
    shape, names = canonical
    limit = None
    if len(shape) > 2 and shape[-2] == "LIMIT" \
            and whole_number(shape[-1], MOST_LIMIT) is not None:
        # A LIMIT (the endpoint adds one to every select): with no ORDER BY, any that many
        # rows of the answer are the answer.
        shape, limit = shape[:-2], whole_number(shape[-1], MOST_LIMIT)
    form = next((name for name, tokens_ in _FORMS.items() if tokens_ == shape), None)
    if form is None or ox.QueryResultsFormat.from_media_type(request.media_type) is None:
        return None
    counts = _counted(manifest, articles)
    if counts is None:
        return None
    rows = counts.graphs if form == "per-graph" else 1
    if limit is not None and limit < rows:
        # Cut: the first rows by graph name, the same on every request. (Left to the store,
        # the count per graph of 100,000 articles, cut by the endpoint's row limit, ran out
        # of time: every quad is grouped before any row is given.)
        rows = limit
    variables = tuple(names[:2] if form == "per-graph" else names[:1])
    key = (manifest.get("digest"), form, variables, request.media_type, rows)
    body = _BODIES.get(key) if key[0] is not None else None
    if body is None:
        body = _answer(list(variables), _rows(counts, form, articles, rows),
                       request.media_type)
        if key[0] is not None and len(body) <= _KEPT_BYTES:
            with _LOCK:
                if len(_BODIES) >= _KEPT:
                    _BODIES.pop(next(iter(_BODIES)))
                _BODIES[key] = body
    return whole("select", body, rows)


# Answers already written, by (build digest, form, variable names, media type): a client asks
# the same count again and again, and writing it costs more than the rest of the request.
# (A count per graph of a large build is long: it is written each time.)
_BODIES: dict[tuple, bytes] = {}
_LOCK = threading.Lock()
_KEPT = 64
_KEPT_BYTES = 64 * 1024


def _rows(counts: _Counts, form: str, articles: PublishedArticles, most: int) -> list[tuple]:
    """The form's first ``most`` rows, as terms, from the counts."""
    if form == "triples":
        return [(str(counts.union),)][:most]
    if form == "quads":
        return [(str(counts.quads),)][:most]
    return [(f"<{iri}>", str(n)) for iri, n in counts.per_graph(articles, most)]


_COUNTS: dict[object, _Counts | None] = {}


def _counted(manifest: dict, articles: PublishedArticles) -> _Counts | None:
    """_counts, read once per build."""
    digest = manifest.get("digest")
    if digest is None:
        return _counts(manifest, articles)
    counts = _COUNTS.get(digest, False)
    if counts is False:
        counts = _counts(manifest, articles)
        with _LOCK:
            _COUNTS.clear()  # one build served at a time (two while it moves to the next)
            _COUNTS[digest] = counts
    return counts  # type: ignore[return-value]
