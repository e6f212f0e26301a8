"""RemoteStore: the Store interface (kg.store.base) over a remote SPARQL 1.1 endpoint, made
of a connection (the HTTP requests), the record of the publication, the graphs hidden from
queries and the publication (what a build writes). This module reads: it prepares each
query for the store and reads the store's answers back."""

from __future__ import annotations

import io
import time
from pathlib import Path
from typing import Iterable, Iterator

import pyoxigraph as ox
from rdflib import Graph, URIRef

from kg.sparql.lexer import comments_ended_by_line_feeds
from kg.sparql.shape import graph_refs, inspect
from kg.store.base import (Answer, Connection, QueryError, QueryRequest, Record, Solutions,
                    StoreError)
from kg.store.counting import counted_by_query
from kg.store.terms import RDF_FORMATS, write_statements
from kg.store.remote.connection import JSON_RESULTS, N_TRIPLES, NOTHING, SparqlConnection
from kg.store.remote.dialect import Dialect
from kg.store.remote.hiding import HiddenGraphs
from kg.store.remote.publication import Publication
from kg.store.remote.record import RecordReader
from kg.store.remote.relay import Relay
from kg.store.remote.rewriting import blank, dataset_clauses, explicit_star, parse


class RemoteStore:
    """The Store interface over a remote SPARQL 1.1 endpoint."""

    def __init__(self, query_url: str, base: str, update_url: str | None = None,
                 user: str | None = None, password: str | None = None,
                 graphs_url: str | None = None, connect_timeout: float = 10.0) -> None:
        self.base = base
        self.connection = SparqlConnection(query_url, update_url, user, password, graphs_url,
                                           connect_timeout)
        self.records = RecordReader(self.connection, base)
        self.hidden = HiddenGraphs(self.connection, base)
        self.publication = Publication(self.connection, self.records, base)

    @classmethod
    def from_settings(cls, settings) -> "RemoteStore":
        assert settings.remote_store is not None
        return cls(settings.remote_store, settings.base_uri, settings.store_update or None,
                   settings.store_user or None, settings.store_password or None,
                   settings.store_graphs or None)

    def describe(self) -> str:
        return self.connection.describe()

    @property
    def dialect(self) -> Dialect:
        return self.connection.dialect

    def record(self, fresh: bool = False) -> Record:
        return self.records.record(fresh)

    def hidden_graphs(self, record: Record) -> list[str]:
        """The graphs that the union default graph leaves out (see kg.store.remote.hiding)."""
        return self.hidden.of(record)

    # -- reading ------------------------------------------------------------------------------

    def _prepare(self, query: str, default_graphs: tuple[str, ...] | None,
                 named_graphs: tuple[str, ...] | None, base_iri: str | None
                 ) -> tuple[str, tuple[tuple[str, ...], tuple[str, ...]] | None]:
        """The query as the store should get it, and the dataset to send with it."""
        # Virtuoso ends a comment at a line feed only, SPARQL at a carriage return too.
        query = comments_ended_by_line_feeds(query)
        query = explicit_star(query, parse(query, base_iri))
        record = self.record()
        if record.digest is None:
            raise StoreError(f"nothing is published in the store at {self.describe()}; "
                             "run `kg build --store ...` first")
        published = record.graphs
        # The dataset goes to the store in the protocol's parameters only: the protocol's
        # graphs, or else the query's FROM and FROM NAMED, which are taken out of the text.
        # (The protocol's dataset replaces the query's, but Virtuoso reads both and merges
        # them; and where a query names only one part, the other part is empty, where
        # Virtuoso would read all its graphs.) A dataset may only name published graphs:
        # anything else reads as empty, as on the embedded store (no system graph, no staging
        # graph, and no remote fetch).
        clauses = dataset_clauses(query)
        if default_graphs is None and named_graphs is None and clauses:
            default_graphs = tuple(iri for _s, _e, named, iri in clauses if not named and iri)
            named_graphs = tuple(iri for _s, _e, named, iri in clauses if named and iri)
        for start, end, _named, _iri in reversed(clauses):
            query = query[:start] + blank(query[start:end]) + query[end:]
        dataset = None
        if default_graphs is not None or named_graphs is not None:
            dataset = (tuple(g for g in default_graphs or () if g in published),
                       tuple(g for g in named_graphs or () if g in published))
        # GRAPH <iri> reads only a named graph of the dataset (Virtuoso reads any graph).
        readable = published if dataset is None else set(dataset[1])
        named = graph_refs(query)
        for ref in reversed(named):
            if ref.iri is None or ref.iri not in readable:
                query = f"{query[:ref.start]}<{NOTHING}>{query[ref.end:]}"
        shape = inspect(query)
        prologue = self.dialect.prologue(self.hidden_graphs(record), shape.keyword == "DESCRIBE",
                                         bool(named or dataset is not None))
        base_clause = f"BASE <{base_iri}> " if base_iri else ""
        return prologue + base_clause + query, dataset

    def solve(self, query: str) -> Solutions:
        text, dataset = self._prepare(query, None, None, None)
        form = inspect(query).form
        accept = N_TRIPLES if form == "graph" else JSON_RESULTS
        response = self.connection.query_response(text, accept, 60.0, dataset)
        body = response.content
        try:
            if form == "graph":
                return Solutions("graph", triples=tuple(
                    ox.parse(body, format=ox.RdfFormat.N_TRIPLES)))
            result = ox.parse_query_results(self.dialect.results_reader(io.BytesIO(body)),
                                            ox.QueryResultsFormat.JSON)
        except (SyntaxError, ValueError) as exc:
            raise StoreError(f"the store's answer cannot be read: {exc}") from None
        if isinstance(result, ox.QueryBoolean):
            return Solutions("ask", boolean=bool(result))
        variables = tuple(v.value for v in result.variables)
        width = range(len(variables))
        return Solutions("select", variables=variables, terms=tuple(
            tuple(s[i] for i in width) for s in result))

    def count_terms(self, predicates: list[str] | None, position: str, at_least: int
                    ) -> Iterator[tuple[str, int]]:
        # The store groups and counts; only the IRIs with at least ``at_least`` come back.
        yield from counted_by_query(self, predicates, position, at_least)

    def select_rows(self, query: str) -> Iterator[tuple]:
        # The store's JSON answer is read whole (a remote store bounds its answers itself).
        solutions = self.solve(query)
        if solutions.kind != "select":
            raise QueryError("not a select query")
        yield from solutions.terms

    def execute(self, request: QueryRequest, timeout: float,
                client: Connection | None = None) -> Answer:
        # ``client`` is not watched: the SPARQL protocol has no way to stop a query, and a
        # remote store enforces its own time limit (the one it is sent).
        deadline = time.monotonic() + timeout
        kind = inspect(request.query).form or "select"
        if kind == "graph":
            target = RDF_FORMATS.get(request.media_type)
        else:
            target = ox.QueryResultsFormat.from_media_type(request.media_type)
        if target is None:
            raise QueryError(f"a {kind} result cannot be written as {request.media_type}", 406)
        text, dataset = self._prepare(request.query, request.default_graphs,
                                      request.named_graphs, request.base_iri)
        accept = N_TRIPLES if kind == "graph" else JSON_RESULTS
        response = self.connection.query_response(text, accept, timeout, dataset, stream=True)
        response.raw.decode_content = True
        relay = Relay(response, kind, target, deadline, self.dialect.results_reader,
                      request.count_rows)
        first = relay.first()
        return Answer(relay.kind, relay.stream(first), relay.rows)

    def warm(self) -> None:
        """List the store's other graphs once, which the first query would wait for (the
        remote store itself is already running). Not again for each new build: a server
        warms a build before serving it, and the first query lists them itself."""
        if not self.hidden.listed:
            record = self.record()
            if record.digest is not None:
                self.hidden_graphs(record)

    def named_graphs(self) -> list[URIRef]:
        return sorted(URIRef(g) for g in self.record().graphs)

    def quad_count(self) -> int:
        return sum(self.record().graphs.values())

    def dump(self, path: Path, media_type: str, graph: URIRef | None = None) -> int:
        rdf_format = RDF_FORMATS[media_type]
        record = self.record()
        names = [str(graph)] if graph is not None else sorted(record.graphs)
        statements: list = []
        for name in names:
            body = self.connection.query_response(
                f"CONSTRUCT {{ ?s ?p ?o }} WHERE {{ GRAPH <{name}> {{ ?s ?p ?o }} }}",
                N_TRIPLES, 3600.0).content
            for triple in ox.parse(body, format=ox.RdfFormat.N_TRIPLES):
                statements.append(ox.Quad(triple.subject, triple.predicate, triple.object,
                                          ox.NamedNode(name)) if rdf_format.supports_datasets
                                  else triple)
        if not rdf_format.supports_datasets:
            statements = list(dict.fromkeys(statements))
        return write_statements(statements, path, rdf_format)

    def entities_in(self, graphs: list[str]) -> set[str]:
        found: set[str] = set()
        for start in range(0, len(graphs), 200):
            values = " ".join(f"<{g}>" for g in graphs[start:start + 200])
            found.update(row["x"].value for row in self.connection.select(
                f"""SELECT DISTINCT ?x WHERE {{ VALUES ?g {{ {values} }}
                    GRAPH ?g {{ {{ ?x ?p ?o }} UNION {{ ?s ?p ?x }} }} FILTER(isIRI(?x)) }}"""))
        return found

    def union_size(self) -> int:
        # Over the record's graphs by name, not through the union default graph of solve():
        # that one leaves out other graphs only as far as it could list them in time.
        graphs = " ".join(f"<{g}>" for g in sorted(self.record(fresh=True).graphs))
        if not graphs:
            return 0
        rows = self.connection.select(
            f"SELECT (COUNT(*) AS ?n) WHERE {{ SELECT DISTINCT ?s ?p ?o WHERE "
            f"{{ VALUES ?g {{ {graphs} }} GRAPH ?g {{ ?s ?p ?o }} }} }}", 600.0)
        return int(rows[0]["n"].value) if rows else 0

    def graph_ntriples(self, graph: str) -> bytes:
        body = self.connection.query_response(
            f"CONSTRUCT {{ ?s ?p ?o }} WHERE {{ GRAPH <{graph}> {{ ?s ?p ?o }} }}",
            N_TRIPLES, 3600.0).content
        # The store's own N-Triples, written again by Oxigraph's writer (as the embedded
        # store writes them).
        return ox.serialize(ox.parse(body, format=ox.RdfFormat.N_TRIPLES),
                            format=ox.RdfFormat.N_TRIPLES)

    # -- what the build writes: kg.store.remote.publication -----------------------------------

    def load_graphs(self, graphs: Iterable[tuple[str, bytes]], written: bool = False) -> None:
        self.publication.load_graphs(graphs, written)

    def drop_graphs(self, graphs: list[str]) -> None:
        self.publication.drop_graphs(graphs)

    def replace_graph(self, graph: URIRef, triples: Graph) -> None:
        self.publication.replace_graphs([(graph, triples)])

    def replace_graphs(self, graphs: Iterable[tuple[URIRef, Graph]]) -> None:
        self.publication.replace_graphs(graphs)

    def publish(self, graphs: list[tuple[URIRef, Graph]], digest: str,
                progress=lambda message: None) -> None:
        self.publication.publish(graphs, digest, progress)

    def publish_ntriples(self, graphs: list[tuple[str, str, int]], digest: str,
                         progress=lambda message: None,
                         unchanged: dict[str, int] | None = None) -> None:
        self.publication.publish_ntriples(graphs, digest, progress, unchanged)

    def can_keep(self, digest: str) -> bool:
        return self.publication.can_keep(digest)

    def backup(self, target: Path) -> None:
        self.publication.backup(target)

    def close(self) -> None:
        self.connection.close()

    def close_when_idle(self) -> None:
        pass
