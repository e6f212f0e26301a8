"""One table of formats: media type, short name for ?format=, file suffix, and what it can carry.

Content negotiation, the dumps, the SPARQL results and the linked-data documents all read
this table, so that a format is added or renamed in one place.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from werkzeug.datastructures import MIMEAccept
from werkzeug.http import parse_accept_header


@dataclass(frozen=True)
class Format:
    media_type: str
    name: str  # the value of ?format=, as Virtuoso and Fuseki accept
    suffix: str
    kinds: frozenset[str]  # "select", "ask", "graph", "dataset", "page"
    aliases: tuple[str, ...] = ()
    text: bool = True
    w3c: str = ""  # its name under http://www.w3.org/ns/formats/ (the service description)

    @property
    def content_type(self) -> str:
        return f"{self.media_type}; charset=utf-8" if self.text else self.media_type


SOLUTIONS = frozenset({"select", "ask"})
GRAPH = frozenset({"graph"})
DATASET = frozenset({"graph", "dataset"})

FORMATS: tuple[Format, ...] = (
    Format("application/sparql-results+json", "json", "srj", SOLUTIONS, ("srj",),
           w3c="SPARQL_Results_JSON"),
    Format("application/sparql-results+xml", "xml", "srx", SOLUTIONS, ("srx",),
           w3c="SPARQL_Results_XML"),
    Format("text/csv", "csv", "csv", SOLUTIONS, w3c="SPARQL_Results_CSV"),
    Format("text/tab-separated-values", "tsv", "tsv", SOLUTIONS, w3c="SPARQL_Results_TSV"),
    Format("text/turtle", "turtle", "ttl", GRAPH, ("ttl", "n3", "text/n3", "text/rdf+n3"),
           w3c="Turtle"),
    Format("application/n-triples", "ntriples", "nt", GRAPH, ("nt", "n-triples"),
           w3c="N-Triples"),
    Format("application/ld+json", "jsonld", "jsonld", GRAPH,
           ("json-ld", "application/x-json+ld"), w3c="JSON-LD"),
    Format("application/rdf+xml", "rdfxml", "rdf", GRAPH, ("rdf", "rdf-xml", "rdf+xml", "owl"),
           w3c="RDF_XML"),
    Format("application/trig", "trig", "trig", DATASET, w3c="TriG"),
    Format("application/n-quads", "nquads", "nq", DATASET, ("nq", "n-quads"), w3c="N-Quads"),
    Format("text/html", "html", "html", frozenset({"select", "ask", "graph", "page"})),
)

BY_MEDIA_TYPE = {f.media_type: f for f in FORMATS}
BY_NAME = {name: f for f in FORMATS for name in (f.name, *f.aliases, f.media_type)}
BY_SUFFIX = {f.suffix: f for f in FORMATS}

# Media types some clients send for the same formats.
MEDIA_TYPE_ALIASES = {
    "application/json": "application/sparql-results+json",
    "application/xml": "application/sparql-results+xml",
    "text/xml": "application/sparql-results+xml",
    "application/x-turtle": "text/turtle",
    "text/n3": "text/turtle",
    "text/rdf+n3": "text/turtle",
    "text/plain": "application/n-triples",
    "application/xhtml+xml": "text/html",
}

# What a client means when it names a format of the other kind: clients ask for one format
# whatever the query's form (SPARQLWrapper sends its default XML for a CONSTRUCT, roqet asks
# for SPARQL XML results), so an XML format gets the XML format of the right kind, JSON gets
# JSON, and anything else gets Turtle for a graph, JSON results for solutions.
_NEAREST = {
    "graph": {"application/sparql-results+xml": "application/rdf+xml",
              "application/sparql-results+json": "application/ld+json",
              "text/csv": "text/turtle", "text/tab-separated-values": "text/turtle"},
    "select": {"application/rdf+xml": "application/sparql-results+xml",
               "application/ld+json": "application/sparql-results+json",
               "text/turtle": "application/sparql-results+json",
               "application/n-triples": "application/sparql-results+json",
               "application/trig": "application/sparql-results+json",
               "application/n-quads": "application/sparql-results+json"},
}


def _nearest(asked: Format, offered: list[Format]) -> Format | None:
    """``asked`` if offered, else the nearest offered format of the offered kind."""
    if asked in offered:
        return asked
    kind = "graph" if any(f.kinds & GRAPH for f in offered if f.media_type != "text/html") \
        else "select"
    nearest = BY_MEDIA_TYPE.get(_NEAREST[kind].get(asked.media_type, ""))
    return nearest if nearest in offered else None


class NotAcceptable(Exception):
    """No offered format satisfies the Accept header."""

    def __init__(self, offered: list[Format]) -> None:
        self.offered = offered
        super().__init__("none of the formats asked for can be served; offered: "
                         + ", ".join(f.media_type for f in offered))


class UnknownFormat(ValueError):
    def __init__(self, name: str, offered: list[Format]) -> None:
        self.name, self.offered = name, offered
        super().__init__(f"unknown format {name!r}; use one of: "
                         + ", ".join(f.name for f in offered))


def offered_for(kind: str, html: bool = True) -> list[Format]:
    """The formats a result of this kind can be written in, the default first."""
    return [f for f in FORMATS if kind in f.kinds and (html or f.media_type != "text/html")]


def _canonical_accept(header: str) -> MIMEAccept:
    """The header's media types without their parameters (but q, which the parser has
    taken), each alias under its canonical name: `text/turtle; charset=utf-8` or JSON-LD
    with a profile is a format offered, where werkzeug matches parameters exactly."""
    accept = parse_accept_header(header or "*/*", MIMEAccept)
    values = []
    for value, quality in accept:
        base = value.split(";")[0].strip().lower()
        values.append((MEDIA_TYPE_ALIASES.get(base, base), quality))
    return MIMEAccept(values)


def format_named(value: str) -> Format | None:
    """The format a ?format= value names: a short name, an alias or a media type, or the
    first known of a comma-separated list of them (as SPARQLWrapper sends for JSON-LD)."""
    for name in value.lower().split(","):
        name = name.split(";")[0].strip()
        found = BY_NAME.get(MEDIA_TYPE_ALIASES.get(name, name))
        if found is not None:
            return found
    return None


def negotiate(accept_header: str | None, offered: list[Format],
              format_parameter: str | None = None) -> Format:
    """Pick the format: ?format= wins; otherwise the Accept header, by q-value, then by the
    order of ``offered`` (whose first entry is the default for */* or no header). A format
    of the other kind stands for the nearest one of this kind (see _NEAREST)."""
    return _negotiate(accept_header, tuple(offered), format_parameter)


# Clients send the same few Accept headers again and again, and reading one (about 0.2 ms)
# takes longer than answering a small lookup: every page, document and answer asks here.
@lru_cache(maxsize=512)
def _negotiate(accept_header: str | None, offered: tuple[Format, ...],
               format_parameter: str | None) -> Format:
    if format_parameter:
        named = format_named(format_parameter)
        chosen = _nearest(named, offered) if named is not None else None
        if chosen is None:
            raise UnknownFormat(format_parameter, offered)
        return chosen
    if not accept_header or not accept_header.strip():
        return offered[0]
    accept = _canonical_accept(accept_header)
    # The formats themselves first, so that a tie in q-value goes to the one asked for.
    candidates = {f.media_type: f for f in offered}
    for f in FORMATS:
        nearest = _nearest(f, offered)
        if nearest is not None:
            candidates.setdefault(f.media_type, nearest)
    best = accept.best_match(list(candidates))
    if best is None:
        raise NotAcceptable(offered)
    return candidates[best]
