"""The embedded default store: Oxigraph on disk, through pyoxigraph."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Iterable, Iterator

import pyoxigraph as ox
from rdflib import Graph, URIRef

from .base import QueryError, QueryRequest, QueryTimeout, Solutions, StoreBusy, StoreError
from .runner import RunnerPool, RunnersBusy, RunnerTimeout, RunRequest
from .terms import RDF_FORMATS, to_oxigraph, write_statements
# Kept only for kg/web/sparql.py and kg/cli.py (on main), until they import kg.store.terms.
from .terms import serialize_graph, serialize_triples  # noqa: F401

class OxigraphStore:
    """A pyoxigraph Store on disk; read-only when opened for serving."""

    def __init__(self, store: ox.Store, path: Path | None, read_only: bool,
                 runners: int = 1, union_stored: bool = False, runner_memory: int = 0) -> None:
        self._store = store
        self.path = path
        self.read_only = read_only
        self._runners = runners
        self._runner_memory = runner_memory  # bytes of address space per runner; 0: no cap
        self._pool: RunnerPool | None = None
        # True when the build wrote the union of its named graphs, each triple once, into
        # the store's default graph (see store_union); older builds are read as a union.
        self.union_stored = union_stored

    @classmethod
    def create(cls, path: Path) -> "OxigraphStore":
        try:
            return cls(ox.Store(str(path)), path, read_only=False)
        except OSError as exc:
            raise StoreError(f"cannot open the store at {path}: {exc}") from exc

    @classmethod
    def open_read_only(cls, path: Path, runners: int = 1, union_stored: bool = False,
                       runner_memory: int = 0) -> "OxigraphStore":
        try:
            return cls(ox.Store.read_only(str(path)), path, read_only=True, runners=runners,
                       union_stored=union_stored, runner_memory=runner_memory)
        except (OSError, RuntimeError) as exc:  # RuntimeError: RocksDB found corruption
            raise StoreError(f"cannot open the store at {path}: {exc}") from exc

    @classmethod
    def in_memory(cls) -> "OxigraphStore":
        return cls(ox.Store(), None, read_only=False)

    @property
    def native(self) -> ox.Store:
        """The pyoxigraph store, for the fast paths that stream its own serialisations."""
        return self._store

    def replace_graph(self, graph: URIRef, triples: Graph) -> None:
        self.replace_graphs([(graph, triples)])

    def replace_graphs(self, graphs: Iterable[tuple[URIRef, Graph]]) -> None:
        """Replace several named graphs with one bulk load (much faster than one per graph)."""
        graphs = list(graphs)
        names = [ox.NamedNode(str(iri)) for iri, _ in graphs]
        for name in names:
            if self._store.contains_named_graph(name):
                self._store.remove_graph(name)
        self._store.bulk_extend(ox.Quad(to_oxigraph(s), to_oxigraph(p), to_oxigraph(o), name)
                                for name, (_iri, triples) in zip(names, graphs)
                                for s, p, o in triples)
        for name in names:
            self._store.add_graph(name)

    def named_graphs(self) -> list[URIRef]:
        return sorted(URIRef(g.value) for g in self._store.named_graphs()
                      if isinstance(g, ox.NamedNode))

    def solve(self, query: str) -> Solutions:
        try:
            result = self._store.query(query, use_default_graph_as_union=not self.union_stored)
        except SyntaxError as exc:
            raise QueryError(str(exc)) from None
        except (ValueError, RuntimeError) as exc:
            raise QueryError(str(exc)) from None
        if isinstance(result, ox.QueryBoolean):
            return Solutions("ask", boolean=bool(result))
        if isinstance(result, ox.QuerySolutions):
            variables = tuple(v.value for v in result.variables)
            width = range(len(variables))
            terms = tuple(tuple(solution[i] for i in width) for solution in result)
            return Solutions("select", variables=variables, terms=terms)
        return Solutions("graph", triples=tuple(result))

    def _runner_pool(self) -> RunnerPool:
        if self.path is None:
            raise StoreError("an in-memory store cannot run client queries")
        if self._pool is None:
            self._pool = RunnerPool(self.path, size=self._runners,
                                    memory_bytes=self._runner_memory)
        return self._pool

    def warm(self) -> None:
        """Start a query runner ahead of the first client query."""
        self._runner_pool().warm()

    def execute(self, request: QueryRequest, timeout: float) -> tuple[str, Iterator[bytes]]:
        pool = self._runner_pool()
        run = RunRequest(request.query, request.media_type, request.default_graphs,
                         request.named_graphs,
                         request.union_default_graph and not self.union_stored,
                         request.base_iri)
        try:
            return pool.run(run, time.monotonic() + timeout)
        except RunnerTimeout:
            raise QueryTimeout(f"the query did not finish within {timeout:g} s") from None
        except RunnersBusy:
            raise StoreBusy("every query runner is busy with long queries; this query "
                            "did not get one in time") from None

    def quad_count(self) -> int:
        """Quads in the named graphs (the stored union is a copy of them)."""
        return len(self._store) - self._default_graph_size()

    def _default_graph_size(self) -> int:
        return sum(1 for _ in self._store.quads_for_pattern(None, None, None, ox.DefaultGraph()))

    def _named_quads(self) -> Iterator[ox.Quad]:
        return (q for q in self._store if not isinstance(q.graph_name, ox.DefaultGraph))

    def union_triples(self) -> Iterator[ox.Triple]:
        """Each distinct triple of the union of all named graphs, once."""
        union = ox.Store()
        union.bulk_extend(ox.Quad(q.subject, q.predicate, q.object, ox.DefaultGraph())
                          for q in self._named_quads())
        for quad in union:
            yield ox.Triple(quad.subject, quad.predicate, quad.object)

    def store_union(self) -> int:
        """Write the union of the named graphs, each triple once, into the default graph.

        Read as a union, the default graph yields a triple once per graph that holds it: a
        person named in 3,000 articles has 3,000 copies of its name, and every query that
        touches it pays for them. Stored once, queries read each triple once (and COUNT
        counts triples). Returns the triples written."""
        triples = list(self.union_triples())
        self._store.bulk_extend(ox.Quad(t.subject, t.predicate, t.object, ox.DefaultGraph())
                                for t in triples)
        self.union_stored = True
        return len(triples)

    def dump(self, path: Path, media_type: str, graph: URIRef | None = None,
             prefixes: dict[str, str] | None = None) -> int:
        rdf_format = RDF_FORMATS[media_type]
        if graph is not None:
            name = ox.NamedNode(str(graph))
            triples = [ox.Triple(q.subject, q.predicate, q.object)
                       for q in self._store.quads_for_pattern(None, None, None, name)]
            return write_statements(triples, path, rdf_format, prefixes)
        if rdf_format.supports_datasets:
            return write_statements(list(self._named_quads()), path, rdf_format, prefixes)
        if self.union_stored:
            union = [ox.Triple(q.subject, q.predicate, q.object)
                     for q in self._store.quads_for_pattern(None, None, None, ox.DefaultGraph())]
            return write_statements(union, path, rdf_format, prefixes)
        return write_statements(list(self.union_triples()), path, rdf_format, prefixes)

    def flush(self) -> None:
        if not self.read_only:
            self._store.flush()

    def close_when_idle(self) -> None:
        """Stop the query runners as they finish; the store itself goes with its last user."""
        if self._pool is not None:
            self._pool.close()

    def close(self) -> None:
        # pyoxigraph closes the database when the object is released.
        if self._pool is not None:
            self._pool.close()
        self.flush()
        self._store = None  # type: ignore[assignment]
