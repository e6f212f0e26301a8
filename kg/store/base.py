"""The Store interface: all that the build and the web layer ask of a store.

Two implementations stand behind it: the embedded Oxigraph store (the default) and, for
data that outgrows one machine, a remote SPARQL 1.1 store. Nothing above this interface
knows which one it has.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
import typing
from typing import Callable, Iterable, Iterator, Protocol

import pyoxigraph as ox
from rdflib import Graph, URIRef
from rdflib.term import Identifier

from kg.store.answer import Answer  # noqa: F401
from kg.store.errors import (QueryAbandoned, QueryError, QueryOutOfMemory, QueryTimeout,  # noqa: F401
                     StoreBusy, StoreError)
from kg.store.terms import to_rdflib


@dataclass(frozen=True)
class QueryRequest:
    """A SPARQL query as the endpoint passes it on: already checked, capped and negotiated."""

    query: str
    media_type: str
    default_graphs: tuple[str, ...] | None = None  # None: the query's or the store's own
    named_graphs: tuple[str, ...] | None = None
    # With no dataset from the protocol or the query, the default graph is the union of all
    # named graphs; a query with FROM / FROM NAMED gets exactly the dataset it names.
    union_default_graph: bool = True
    base_iri: str | None = None  # against which relative IRIs in the query resolve
    # For a select capped by the row limit: count its solutions (Answer.rows), so that the
    # client is told of the cap only when it cut the answer.
    count_rows: bool = False


@dataclass(frozen=True)
class Solutions:
    """The answer to a query, in the store's own terms: ``terms`` for the rows of a select,
    ``triples`` for a graph, which the pages read directly (converting a popular entity's
    page to rdflib costs as much as the queries). ``rows`` and ``graph`` give rdflib terms,
    made only when a caller asks (CLI, build checks, tests)."""

    kind: typing.Literal["select", "ask", "graph"]
    variables: tuple[str, ...] = ()
    terms: tuple[tuple[ox.NamedNode | ox.BlankNode | ox.Literal | None, ...], ...] = ()
    boolean: bool | None = None
    triples: tuple[ox.Triple, ...] = ()

    @cached_property
    def rows(self) -> tuple[tuple[Identifier | None, ...], ...]:
        """The rows with rdflib terms (None where a variable is unbound)."""
        return tuple(tuple(to_rdflib(term) for term in row) for row in self.terms)

    @cached_property
    def graph(self) -> Graph | None:
        """The triples as an rdflib graph, for callers off the hot path (CLI, tests)."""
        if self.kind != "graph":
            return None
        graph = Graph()
        for triple in self.triples:
            graph.add((to_rdflib(triple.subject), to_rdflib(triple.predicate),
                       to_rdflib(triple.object)))
        return graph


@dataclass(frozen=True)
class Record:
    """What a store holds of a publication: the build's digest (None: nothing published, or
    not known), its graphs with their sizes, and the graphs of a publication in progress."""

    digest: str | None = None
    graphs: dict[str, int] = field(default_factory=dict)  # graph -> triples
    staging_digest: str | None = None
    staging: tuple[str, ...] = ()


class Connection(Protocol):
    """The connection of the client a query is run for (a socket): all a store needs of it
    is its file descriptor, to notice that the client has gone."""

    def fileno(self) -> int: ...


class Store(Protocol):
    def replace_graph(self, graph: URIRef, triples: Graph) -> None:
        """Make the named graph hold exactly these triples."""

    def replace_graphs(self, graphs: Iterable[tuple[URIRef, Graph]]) -> None:
        """Replace several named graphs, as one load where the store allows it."""

    def named_graphs(self) -> list[URIRef]:
        """Every named graph, sorted."""

    def solve(self, query: str) -> Solutions:
        """Run a SPARQL query; the default graph is the union of all named graphs."""

    def select_rows(self, query: str) -> Iterator[tuple[ox.NamedNode | ox.BlankNode |
                                                        ox.Literal | None, ...]]:
        """The rows of a select, in the store's own terms, as the store gives them: the
        build reads whole-store answers this way, a row at a time, never all of them at
        once where the store can stream (QueryError for another kind of query)."""

    def execute(self, request: QueryRequest, timeout: float,
                client: Connection | None = None) -> Answer:
        """Run a query for a client: its kind, the serialised result as a stream, and its
        number of rows when asked and known. ``timeout`` is the time left to answer.

        ``client``, when given, is the connection of the client who asked: a store that can
        stop a query stops it when that connection closes before the first byte (raising
        QueryAbandoned), instead of computing until the time limit for nobody.

        Raises QueryError, QueryTimeout, StoreBusy or StoreError before the first byte is
        sent; after it, the stream raises them."""

    def warm(self) -> None:
        """Get ready for client queries (start what the first one would wait for)."""

    def describe(self) -> str:
        """Where the store is, for people (a folder, a URL without credentials)."""

    def close_when_idle(self) -> None:
        """Release what the store holds once the queries still running on it are done (a
        server moving to a newer build)."""

    def quad_count(self) -> int:
        """The number of quads over all named graphs."""

    def dump(self, path: Path, media_type: str, graph: URIRef | None = None) -> int:
        """Write a graph (or the whole dataset) to ``path``; return the statements written."""

    def close(self) -> None:
        """Release the store."""

    # -- what the build asks of a store it writes -------------------------------------------

    def load_graphs(self, graphs: Iterable[tuple[str, bytes]], written: bool = False) -> None:
        """Add named graphs, each given as its name and its N-Triples (many at once: the
        build loads a few hundred articles a call). A graph's triples also enter the stored
        union where the store keeps one. ``written``: the N-Triples are as Oxigraph's writer
        wrote them (every IRI and language tag checked by its parser then), and a store may
        read them without checking them again."""

    def drop_graphs(self, graphs: list[str]) -> None:
        """Remove named graphs (and, from a stored union, the triples no other graph has)."""

    def entities_in(self, graphs: list[str]) -> set[str]:
        """Every IRI in subject or object position in these graphs."""

    def union_size(self) -> int:
        """The distinct triples of the union of the named graphs."""

    def count_terms(self, predicates: list[str] | None, position: str, at_least: int
                    ) -> Iterator[tuple[str, int]]:
        """For each IRI in ``position`` ("subject" or "object") of at least ``at_least``
        distinct triples of the union with one of these ``predicates`` (any predicate: None),
        the IRI and its number of triples; in no particular order. The build's counts of the
        long sections of entity pages (kg.published.section_counts)."""

    def graph_ntriples(self, graph: str) -> bytes:
        """One named graph in N-Triples."""

    def backup(self, target: Path) -> None:
        """Copy the store into the folder ``target``, for a build to carry it over and
        update it graph by graph (StoreError where the store cannot be copied: a remote
        store keeps its unchanged graphs in place instead, see can_keep)."""

    def record(self, fresh: bool = False) -> Record:
        """What the store holds: the build it was published from and its graphs."""

    def can_keep(self, digest: str) -> bool:
        """Whether the store holds the publication of build ``digest`` whole, so that a
        publication of the next build can leave its unchanged graphs where they are."""

    def publish_ntriples(self, graphs: list[tuple[str, str, int]], digest: str,
                         progress: Callable[[str], None] = lambda message: None,
                         unchanged: dict[str, int] | None = None) -> None:
        """Make the store hold exactly these graphs (name, N-Triples, triple count) and
        those ``unchanged`` (name, triple count), as the publication of build ``digest``,
        without disturbing its readers."""
