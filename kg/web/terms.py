"""RDF terms for people: compact names, links, and result tables for the HTML pages."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable

import pyoxigraph as ox

from kg.vocab import PREFIXES

Linker = Callable[[str], str | None]


@dataclass(frozen=True)
class Cell:
    text: str
    href: str | None = None
    kind: str = "literal"  # "iri", "literal", "bnode", "empty"
    lang: str | None = None
    datatype: str | None = None
    title: str | None = None  # shown on hover: the IRI a name stands for
    label: str | None = None  # an IRI's name (its label), shown before the IRI


@dataclass(frozen=True, order=True)
class Name:
    """A term named for people (its label), with its IRI for hover."""

    label: str
    iri: str

    def __str__(self) -> str:
        return self.label

    @property
    def hover(self) -> str:
        """The IRI; for a reused vocabulary's term also the prefixed name it is known by
        elsewhere (schema:spouse), which the ontology's own terms, named by label, need not."""
        short = compact(self.iri)
        if short == self.iri or self.iri.startswith(PREFIXES["dip"]):
            return self.iri
        return f"{short} <{self.iri}>"


def compact(iri: str) -> str:
    best = None
    for prefix, namespace in PREFIXES.items():
        if iri.startswith(namespace) and (best is None or len(namespace) > len(best[1])):
            best = (prefix, namespace)
    return f"{best[0]}:{iri[len(best[1]):]}" if best else iri


def iri_cell(iri: str, links: Linker) -> Cell:
    return Cell(compact(iri), links(iri), "iri", title=iri)


# A language tag says what rdf:langString would; plain text needs no datatype either.
UNSHOWN_DATATYPES = ("http://www.w3.org/2001/XMLSchema#string",
                     "http://www.w3.org/1999/02/22-rdf-syntax-ns#langString")


def literal_cell(value: str, lang: str | None, datatype: str | None) -> Cell:
    from kg.web.names import LABELS

    shown = None if datatype in (None, *UNSHOWN_DATATYPES) else \
        LABELS.get(datatype) or compact(datatype)
    return Cell(value, None, "literal", lang, shown, title=datatype if shown else None)


@dataclass(frozen=True)
class Table:
    columns: list[str]
    rows: list[list[Cell]]
    cut: bool = False  # rows were left out: the table holds no more than so many cells


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


def _most_rows(width: int, most_cells: int | None) -> int | None:
    """How many rows of ``width`` cells fit in ``most_cells`` (None: no limit)."""
    return None if most_cells is None else most_cells // max(width, 1)


def render_solutions(tsv: bytes, links: Linker, most_cells: int | None = None) -> Table:
    """A table from SPARQL results in TSV (line by line, so that a cut answer still reads),
    of at most ``most_cells`` cells: a result of 5,000 variables is 5,000 cells a row, and
    4 MiB of it were 4 million cells, rendered for 20 s into a page of 140 MB."""
    solutions = ox.parse_query_results(tsv, format=ox.QueryResultsFormat.TSV)
    columns = [variable.value for variable in solutions.variables]
    width = range(len(columns))
    most_rows = _most_rows(len(columns), most_cells)
    rows: list[list[Cell]] = []
    for solution in solutions:
        if most_rows is not None and len(rows) >= most_rows:
            return Table(columns, rows, cut=True)
        rows.append([_term_cell(solution[i], links) for i in width])
    return Table(columns, rows)


def named(table: Table, names: Callable[[list[str]], dict[str, str]]) -> Table:
    """The table with each IRI's name beside it, where it has one (``names`` looks a batch
    of IRIs up at once)."""
    found = names([c.title for row in table.rows for c in row if c.kind == "iri" and c.title])
    if not found:
        return table
    return Table(table.columns, [[replace(c, label=found.get(c.title)) if c.kind == "iri"
                                  else c for c in row] for row in table.rows], table.cut)


def render_triples(ntriples: bytes, links: Linker, most_cells: int | None = None) -> Table:
    """A table of triples from N-Triples, of at most ``most_cells`` cells (three a row)."""
    columns = ["subject", "predicate", "object"]
    most_rows = _most_rows(len(columns), most_cells)
    rows: list[list[Cell]] = []
    for t in ox.parse(ntriples, format=ox.RdfFormat.N_TRIPLES):
        if most_rows is not None and len(rows) >= most_rows:
            return Table(columns, rows, cut=True)
        rows.append([_term_cell(t.subject, links), _term_cell(t.predicate, links),
                     _term_cell(t.object, links)])
    return Table(columns, rows)
