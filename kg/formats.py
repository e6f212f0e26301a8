"""One table of formats: media type, short name for ?format=, file suffix, and what it can carry.

Content negotiation, the dumps, the SPARQL results and the linked-data documents all read
this table, so that a format is added or renamed in one place.
"""

from __future__ import annotations

from dataclasses import dataclass

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

    @property
    def content_type(self) -> str:
        return f"{self.media_type}; charset=utf-8" if self.text else self.media_type


SOLUTIONS = frozenset({"select", "ask"})
GRAPH = frozenset({"graph"})
DATASET = frozenset({"graph", "dataset"})

FORMATS: tuple[Format, ...] = (
    Format("application/sparql-results+json", "json", "srj", SOLUTIONS, ("srj",)),
    Format("application/sparql-results+xml", "xml", "srx", SOLUTIONS, ("srx",)),
    Format("text/csv", "csv", "csv", SOLUTIONS),
    Format("text/tab-separated-values", "tsv", "tsv", SOLUTIONS),
    Format("text/turtle", "turtle", "ttl", GRAPH, ("ttl",)),
    Format("application/n-triples", "ntriples", "nt", GRAPH, ("nt", "n-triples")),
    Format("application/ld+json", "jsonld", "jsonld", GRAPH, ("json-ld",)),
    Format("application/rdf+xml", "rdfxml", "rdf", GRAPH, ("rdf", "rdf-xml", "owl")),
    Format("application/trig", "trig", "trig", DATASET),
    Format("application/n-quads", "nquads", "nq", DATASET, ("nq", "n-quads")),
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
    "text/plain": "application/n-triples",
    "application/xhtml+xml": "text/html",
}


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
    accept = parse_accept_header(header or "*/*", MIMEAccept)
    values = [(MEDIA_TYPE_ALIASES.get(value.split(";")[0].strip().lower(), value), quality)
              for value, quality in accept]
    return MIMEAccept(values)


def negotiate(accept_header: str | None, offered: list[Format],
              format_parameter: str | None = None) -> Format:
    """Pick the format: ?format= wins; otherwise the Accept header, by q-value, then by the
    order of ``offered`` (whose first entry is the default for */* or no header)."""
    if format_parameter:
        chosen = BY_NAME.get(format_parameter.strip().lower())
        if chosen is None or chosen not in offered:
            raise UnknownFormat(format_parameter, offered)
        return chosen
    if not accept_header or not accept_header.strip():
        return offered[0]
    accept = _canonical_accept(accept_header)
    best = accept.best_match([f.media_type for f in offered])
    if best is None:
        raise NotAcceptable(offered)
    return BY_MEDIA_TYPE[best]
