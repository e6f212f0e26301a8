"""RDF terms for people: compact names, links, and result tables for the HTML pages."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pyoxigraph as ox

from ..vocab import PREFIXES

Linker = Callable[[str], str | None]


@dataclass(frozen=True)
class Cell:
    text: str
    href: str | None = None
    kind: str = "literal"  # "iri", "literal", "bnode", "empty"
    lang: str | None = None
    datatype: str | None = None


def compact(iri: str) -> str:
    best = None
    for prefix, namespace in PREFIXES.items():
        if iri.startswith(namespace) and (best is None or len(namespace) > len(best[1])):
            best = (prefix, namespace)
    return f"{best[0]}:{iri[len(best[1]):]}" if best else iri


def iri_cell(iri: str, links: Linker) -> Cell:
    return Cell(compact(iri), links(iri), "iri")


def literal_cell(value: str, lang: str | None, datatype: str | None) -> Cell:
    shown = None if datatype in (None, "http://www.w3.org/2001/XMLSchema#string") else \
        compact(datatype)
    return Cell(value, None, "literal", lang, shown)


@dataclass(frozen=True)
class Table:
    columns: list[str]
    rows: list[list[Cell]]


def _term_cell(term: object, links: Linker) -> Cell:
    if isinstance(term, ox.NamedNode):
        return iri_cell(term.value, links)
    if term is None:
        return Cell("", None, "empty")
    if isinstance(term, ox.BlankNode):
        return Cell(f"_:{term.value}", None, "bnode")
    if isinstance(term, ox.Triple):  # an RDF 1.2 triple term, written as in Turtle
        return Cell(f"<<( {term.subject} {term.predicate} {term.object} )>>", None, "literal")
    return literal_cell(term.value, term.language, term.datatype.value if term.datatype else None)


def render_solutions(tsv: bytes, links: Linker) -> Table:
    """A table from SPARQL results in TSV (line by line, so that a cut answer still reads)."""
    solutions = ox.parse_query_results(tsv, format=ox.QueryResultsFormat.TSV)
    columns = [variable.value for variable in solutions.variables]
    width = range(len(columns))
    return Table(columns, [[_term_cell(solution[i], links) for i in width]
                           for solution in solutions])


def render_triples(ntriples: bytes, links: Linker) -> Table:
    rows = [[_term_cell(t.subject, links), _term_cell(t.predicate, links),
             _term_cell(t.object, links)]
            for t in ox.parse(ntriples, format=ox.RdfFormat.N_TRIPLES)]
    return Table(["subject", "predicate", "object"], rows)
