"""The embedded default store: Oxigraph on disk, through pyoxigraph."""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import Iterable, Iterator

import pyoxigraph as ox
from rdflib import Graph, URIRef

from kg.sparql.cost import ANCHORED_ROWS, anchored_probe, bounded_lookup
from kg.store.answer import counted, whole
from kg.store.base import (Answer, Connection, QueryError, QueryRequest, QueryTimeout, Record,
                   Solutions, StoreBusy, StoreError)
from kg.store.runner import RunnerPool, RunnersBusy, RunnerTimeout, RunRequest
from kg.store.counting import RunTotals, counted_by_query, runs
from kg.store.terms import RDF_FORMATS, to_oxigraph, write_statements

log = logging.getLogger(__name__)

# How long a bounded lookup may take in the server's own process before it is handed to a
# query runner instead (it cannot be stopped there, so it is stopped between solutions).
INLINE_SECONDS = 0.025


class _OverBudget(Exception):
    """An in-process answer ran past its budget (raised through pyoxigraph's serialiser)."""


class _Budgeted:
    """A binary file-like object that keeps what a serialiser writes, and stops the
    serialiser, by raising _OverBudget from a write, once ``deadline`` has passed."""

    def __init__(self, deadline: float) -> None:
        self._deadline = deadline
        self._parts: list[bytes] = []

    def check(self) -> None:
        """_OverBudget once the deadline has passed."""
        if time.monotonic() > self._deadline:
            raise _OverBudget()

    def write(self, data: bytes) -> int:
        self.check()
        self._parts.append(bytes(data))
        return len(data)

    def flush(self) -> None:
        pass

    def value(self) -> bytes:
        return b"".join(self._parts)


class OxigraphStore:
    """A pyoxigraph Store on disk; read-only when opened for serving."""

    def __init__(self, store: ox.Store, path: Path | None, read_only: bool,
                 runners: int = 1, union_stored: bool = False, runner_memory: int = 0,
                 digest: str | None = None) -> None:
        self._store = store
        self.path = path
        self.read_only = read_only
        self._runners = runners
        self._runner_memory = runner_memory  # bytes of address space per runner; 0: no cap
        self._pool: RunnerPool | None = None
        # True when the build wrote the union of its named graphs, each triple once, into
        # the store's default graph (see store_union); older builds are read as a union.
        self.union_stored = union_stored
        self.digest = digest  # the build it holds, when known (see record)

    @classmethod
    def create(cls, path: Path, union_stored: bool = False) -> "OxigraphStore":
        try:
            return cls(ox.Store(str(path)), path, read_only=False, union_stored=union_stored)
        except OSError as exc:
            raise StoreError(f"cannot open the store at {path}: {exc}") from exc

    @classmethod
    def open_read_only(cls, path: Path, runners: int = 1, union_stored: bool = False,
                       runner_memory: int = 0, digest: str | None = None) -> "OxigraphStore":
        try:
            return cls(ox.Store.read_only(str(path)), path, read_only=True, runners=runners,
                       union_stored=union_stored, runner_memory=runner_memory, digest=digest)
        except (OSError, RuntimeError) as exc:  # RuntimeError: RocksDB found corruption
            raise StoreError(f"cannot open the store at {path}: {exc}") from exc

    @classmethod
    def in_memory(cls) -> "OxigraphStore":
        return cls(ox.Store(), None, read_only=False)

    def describe(self) -> str:
        return f"the embedded store in {self.path}" if self.path else "an in-memory store"

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

    def select_rows(self, query: str) -> Iterator[tuple]:
        try:
            result = self._store.query(query, use_default_graph_as_union=not self.union_stored)
        except (SyntaxError, ValueError, RuntimeError) as exc:
            raise QueryError(str(exc)) from None
        if not isinstance(result, ox.QuerySolutions):
            raise QueryError("not a select query")
        width = range(len(result.variables))
        # Oxigraph evaluates a select as it is read: one solution at a time.
        for solution in result:
            yield tuple(solution[i] for i in width)

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

    def execute(self, request: QueryRequest, timeout: float,
                client: Connection | None = None) -> Answer:
        """A bounded lookup (kg.sparql.cost.bounded_lookup) is answered here, in the server's
        process, if it takes less than INLINE_SECONDS; so is an anchored select
        (kg.sparql.cost.anchored_probe) whose patterns have at most ANCHORED_ROWS solutions,
        found within that time. Anything else, or a query that takes longer, goes to a query
        runner, which can be stopped at the time limit, or when the ``client`` closes its
        connection before the first result."""
        if self.read_only:
            started = time.monotonic()
            budget = min(timeout, INLINE_SECONDS)
            answer = None
            if bounded_lookup(request.query):
                answer = self._inline(request, budget)
            else:
                probe = anchored_probe(request.query)
                if probe is not None and self._few_solutions(probe, request, started + budget):
                    answer = self._inline(request, budget)  # a budget each: at most twice it
            if answer is not None:
                return answer
            timeout -= time.monotonic() - started
        return self._in_runner(request, timeout, client)

    def _few_solutions(self, probe: str, request: QueryRequest, deadline: float) -> bool:
        """Whether the probe (patterns alone: no filter, no sort, so that its solutions
        stream) has at most ANCHORED_ROWS solutions, all found by ``deadline``."""
        try:
            solutions = self._store.query(probe, **self._dataset_options(request))
            for count, _solution in enumerate(solutions):
                if count >= ANCHORED_ROWS or time.monotonic() > deadline:
                    return False
        except (SyntaxError, ValueError, OSError, RuntimeError, TypeError):
            return False  # the runner answers, with its own messages
        return time.monotonic() <= deadline

    def _dataset_options(self, request: QueryRequest) -> dict:
        options: dict = {"base_iri": request.base_iri} if request.base_iri else {}
        if request.default_graphs is not None or request.named_graphs is not None:
            options["default_graph"] = [ox.NamedNode(g) for g in request.default_graphs or ()]
            options["named_graphs"] = [ox.NamedNode(g) for g in request.named_graphs or ()]
        elif request.union_default_graph and not self.union_stored:
            options["use_default_graph_as_union"] = True
        return options

    def _inline(self, request: QueryRequest, budget: float) -> Answer | None:
        """The answer computed in this process within ``budget`` seconds, or None (too slow,
        or anything unusual: the runner then answers, with its own messages).

        Written by pyoxigraph's own serialisers straight into memory: they write every 8 KiB,
        and the writer stops them once the budget is spent, so that a lookup larger than it
        looked costs this process at most the budget (and a little more)."""
        started = time.monotonic()
        out = _Budgeted(started + budget)
        try:
            result = self._store.query(request.query, **self._dataset_options(request))
            if isinstance(result, ox.QueryBoolean):
                return whole("ask", result.serialize(
                    format=ox.QueryResultsFormat.from_media_type(request.media_type)))
            if isinstance(result, ox.QuerySolutions):
                wanted = ox.QueryResultsFormat.from_media_type(request.media_type)
                if wanted is None:
                    return None
                if not request.count_rows:
                    result.serialize(out, wanted)
                    return whole("select", out.value())
                # Counted as the runner counts (kg.store.answer.counted)
                result, rows = counted(result, lambda: self._store.query(
                    request.query, **self._dataset_options(request)), out.check)
                result.serialize(out, wanted)
                return whole("select", out.value(), rows)
            wanted_rdf = ox.RdfFormat.from_media_type(request.media_type)
            if wanted_rdf is None:
                return None
            result.serialize(out, wanted_rdf)
            return whole("graph", out.value())
        except (_OverBudget, SyntaxError, ValueError, OSError, RuntimeError, TypeError,
                AttributeError, MemoryError):
            return None
        finally:
            took = time.monotonic() - started
            if took > 2 * budget:  # the writer is asked only every 8 KiB
                log.info("a bounded lookup took %.0f ms in the server process: %.200s",
                         took * 1000, request.query)

    def _in_runner(self, request: QueryRequest, timeout: float,
                   client: Connection | None = None) -> Answer:
        pool = self._runner_pool()
        run = RunRequest(request.query, request.media_type, request.default_graphs,
                         request.named_graphs,
                         request.union_default_graph and not self.union_stored,
                         request.base_iri, request.count_rows)
        try:
            return pool.run(run, time.monotonic() + timeout, client)
        except RunnerTimeout:
            raise QueryTimeout(f"the query did not finish within {timeout:g} s") from None
        except RunnersBusy:
            raise StoreBusy("every query runner is busy with long queries; this query "
                            "did not get one in time") from None

    def quad_count(self) -> int:
        """Quads in the named graphs (the stored union is a copy of them)."""
        return len(self._store) - self._default_graph_size()

    def _default_graph_size(self) -> int:
        rows = self._store.query("SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }")
        return int(next(iter(rows))[0].value)

    def _named_quads(self) -> Iterator[ox.Quad]:
        for name in self._store.named_graphs():
            yield from self._store.quads_for_pattern(None, None, None, name)

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

    def load_graph(self, graph: str, turtle: bytes) -> None:
        """Add a named graph (in Turtle) and its triples to the stored union, in one
        transaction."""
        self._store.load(turtle, ox.RdfFormat.TURTLE, to_graph=ox.NamedNode(graph))
        self._store.load(turtle, ox.RdfFormat.TURTLE)
        self.union_stored = True

    def load_graphs(self, graphs: Iterable[tuple[str, bytes]], written: bool = False) -> None:
        """Add named graphs (N-Triples each) and their triples to the stored union with the
        bulk loader, in two loads for all of them (it is not transactional; a build's store
        is not served until the build is complete). N-Triples ``written`` by Oxigraph are
        read leniently (its IRIs and language tags not checked again: about 8% of the
        loads' time)."""
        graphs = list(graphs)
        if written:
            for name, _ntriples in graphs:
                ox.NamedNode(name)  # the graphs' names were not written by Oxigraph: checked
        self._store.bulk_load(b"".join(nquads_of(name, ntriples) for name, ntriples in graphs),
                              ox.RdfFormat.N_QUADS, lenient=written)
        self._store.bulk_load(b"".join(ntriples for _name, ntriples in graphs),
                              ox.RdfFormat.N_TRIPLES, lenient=written)
        self.union_stored = True

    def union_size(self) -> int:
        """The distinct triples of the union of the named graphs."""
        if self.union_stored:
            return self._default_graph_size()
        return sum(1 for _ in self.union_triples())

    def count_terms(self, predicates: list[str] | None, position: str, at_least: int
                    ) -> Iterator[tuple[str, int]]:
        if not self.union_stored:  # the union is a view: let the query engine count
            yield from counted_by_query(self, predicates, position, at_least)
            return
        if predicates is None:
            predicates = [row[0].value for row in self._store.query(
                "SELECT DISTINCT ?p WHERE { ?s ?p ?o }")]
        # The triples of one predicate come in the order of the index on predicate, object
        # and subject: an object's triples one after the other, counted as they pass with
        # nothing held per IRI (in subject position, or over several predicates, the runs
        # are added up on disk). A GROUP BY held a group per IRI: about 1.5 GB for the
        # inbound links at 100,000 articles.
        complete = position == "object" and len(predicates) == 1
        term = "?o" if position == "object" else "?s"
        with RunTotals(at_least) as totals:
            for predicate in predicates:
                # One pattern: Oxigraph reads it from that index as it is asked (and faster
                # than through quads_for_pattern).
                found = runs(solution[0].value for solution in self._store.query(
                    f"SELECT {term} WHERE {{ ?s <{predicate}> ?o FILTER(isIRI({term})) }}",
                    use_default_graph_as_union=False))
                if complete:
                    yield from ((iri, n) for iri, n in found if n >= at_least)
                else:
                    totals.add(found)
            yield from totals.totals()

    def entities_in(self, graphs: list[str]) -> set[str]:
        """Every IRI in subject or object position in these graphs."""
        found: set[str] = set()
        for start in range(0, len(graphs), 200):
            values = " ".join(f"<{g}>" for g in graphs[start:start + 200])
            found.update(row[0].value for row in self._store.query(
                f"""SELECT DISTINCT ?x WHERE {{ VALUES ?g {{ {values} }}
                    GRAPH ?g {{ {{ ?x ?p ?o }} UNION {{ ?s ?p ?x }} }} FILTER(isIRI(?x)) }}"""))
        return found

    def drop_graphs(self, graphs: list[str]) -> None:
        """Remove named graphs, and from the stored union the triples no other graph has."""
        for graph in graphs:
            if self.union_stored:
                self._store.update(f"""DELETE {{ ?s ?p ?o }} WHERE {{
                    GRAPH <{graph}> {{ ?s ?p ?o }} FILTER NOT EXISTS {{
                    GRAPH ?other {{ ?s ?p ?o }} FILTER(?other != <{graph}>) }} }}""")
            self._store.remove_graph(ox.NamedNode(graph))

    def backup(self, target: Path) -> None:
        """A copy of the store in ``target`` (hard links on the same file system: cheap)."""
        self._store.backup(str(target))

    def graph_ntriples(self, graph: str) -> bytes:
        return self.graph_bytes(graph, ox.RdfFormat.N_TRIPLES)

    def record(self, fresh: bool = False) -> Record:
        """The build this store was published from (its manifest's digest, given when it was
        opened, or that of the last publish_ntriples) and its graphs with their sizes."""
        sizes = {g.value: 0 for g in self._store.named_graphs() if isinstance(g, ox.NamedNode)}
        for quad in self._named_quads():
            sizes[quad.graph_name.value] += 1
        return Record(self.digest, sizes)

    def can_keep(self, digest: str) -> bool:
        return self.digest is not None and self.digest == digest

    def publish_ntriples(self, graphs: list[tuple[str, str, int]], digest: str,
                         progress=lambda message: None,
                         unchanged: dict[str, int] | None = None) -> None:
        """Make the store hold exactly these graphs and those ``unchanged``. An embedded
        store is published as a new build folder (kg.build.publish); this is for tools and tests."""
        keep = set(unchanged or {})
        self.drop_graphs([g.value for g in self._store.named_graphs()
                          if isinstance(g, ox.NamedNode) and g.value not in keep])
        self.load_graphs([(name, text.encode("utf-8")) for name, text, _size in graphs])
        self.digest = digest
        progress(f"published {len(graphs)} graphs into {self.describe()}")

    def graph_triples(self, graph: str) -> Iterator[ox.Triple]:
        return (ox.Triple(q.subject, q.predicate, q.object)
                for q in self._store.quads_for_pattern(None, None, None, ox.NamedNode(graph)))

    def dump(self, path: Path, media_type: str, graph: URIRef | None = None,
             prefixes: dict[str, str] | None = None) -> int:
        """Write a graph, the named graphs or their union; returns the statements written.

        Written by the store itself, in its order: it keeps statements ordered by their
        encoded terms, an order that depends on the statements alone, so the same data gives
        the same file however it was loaded, with nothing sorted in memory."""
        rdf_format = RDF_FORMATS[media_type]
        kwargs = _prefixes_for(rdf_format, prefixes)
        if graph is not None:
            name = ox.NamedNode(str(graph))
            with open(path, "wb") as out:
                self._store.dump(out, rdf_format, from_graph=name, **kwargs)
            return self._store.dump(format=ox.RdfFormat.N_TRIPLES,
                                    from_graph=name).count(b"\n")
        if rdf_format in (ox.RdfFormat.N_QUADS, ox.RdfFormat.TRIG):
            with open(path, "wb") as out:
                return self.dump_named_graphs(out, rdf_format, prefixes)
        if rdf_format.supports_datasets:  # JSON-LD: named graphs, in one serialisation
            return write_statements(list(self._named_quads()), path, rdf_format, prefixes)
        if self.union_stored:
            with open(path, "wb") as out:
                self._store.dump(out, rdf_format, from_graph=ox.DefaultGraph(), **kwargs)
            return self._default_graph_size()
        counted = _Counted(self.union_triples())
        with open(path, "wb") as out:
            ox.serialize(counted, out, rdf_format, **kwargs)
        return counted.count

    def dump_named_graphs(self, out, rdf_format: ox.RdfFormat,
                          prefixes: dict[str, str] | None) -> int:
        """Every named graph (not the stored union) as N-Quads or TriG, one graph at a time
        (the build writes its dumps from its artifacts instead, see kg.build.dumps)."""
        if rdf_format not in (ox.RdfFormat.N_QUADS, ox.RdfFormat.TRIG):
            raise ValueError(f"cannot write named graphs as {rdf_format}")
        written = 0
        if rdf_format == ox.RdfFormat.TRIG:
            out.write(prefix_lines(prefixes))
        for name in self.graph_order():
            triples = self.graph_bytes(name, ox.RdfFormat.N_TRIPLES)
            written += triples.count(b"\n")
            if rdf_format == ox.RdfFormat.N_QUADS:
                out.write(nquads_of(name, triples))
            else:
                out.write(trig_block(name, self.graph_bytes(name, ox.RdfFormat.TURTLE,
                                                            prefixes)))
        return written

    def graph_order(self) -> list[str]:
        """The named graphs in the store's order (which depends on their names alone)."""
        return [g.value for g in self._store.named_graphs() if isinstance(g, ox.NamedNode)]

    def graph_bytes(self, graph: str, rdf_format: ox.RdfFormat,
                    prefixes: dict[str, str] | None = None) -> bytes:
        return self._store.dump(format=rdf_format, from_graph=ox.NamedNode(graph),
                                **_prefixes_for(rdf_format, prefixes))

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


def prefix_lines(prefixes: dict[str, str] | None) -> bytes:
    """The prefix declarations Oxigraph's Turtle and TriG writers start with."""
    return "".join(f"@prefix {p}: <{iri}> .\n" for p, iri in (prefixes or {}).items()).encode()


def nquads_of(graph: str, ntriples: bytes) -> bytes:
    """N-Triples of one graph as N-Quads: a raw line break only ends a statement (literals
    escape theirs), so each statement's final " ." takes the graph's name."""
    return ntriples.replace(b" .\n", f" <{graph}> .\n".encode())


def trig_block(graph: str, turtle: bytes) -> bytes:
    """One graph's Turtle as a TriG graph block (its prefixes declared at the file's top)."""
    lines = turtle.split(b"\n")
    start = 0
    while start < len(lines) and lines[start].startswith(b"@prefix "):
        start += 1
    return f"<{graph}> {{\n".encode() + b"\n".join(lines[start:]) + b"}\n"


def _prefixes_for(rdf_format: ox.RdfFormat, prefixes: dict[str, str] | None) -> dict:
    return {"prefixes": prefixes} if prefixes and rdf_format in (
        ox.RdfFormat.TURTLE, ox.RdfFormat.TRIG, ox.RdfFormat.RDF_XML) else {}


class _Counted:
    """An iterator that counts what passes through it."""

    def __init__(self, items: Iterable) -> None:
        self._items = iter(items)
        self.count = 0

    def __iter__(self) -> "_Counted":
        return self

    def __next__(self):
        item = next(self._items)
        self.count += 1
        return item

