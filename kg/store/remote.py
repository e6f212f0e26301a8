"""A remote SPARQL store (Virtuoso, Fuseki, GraphDB, Oxigraph server…) over the standard
protocols only: SPARQL 1.1 Query to read, SPARQL 1.1 Update to publish.

What the store answers is parsed and written again by the same serialisers the embedded
store uses, so clients see the same bytes whichever backend is behind the endpoint; the
store's own quirks stay in its dialect below.

The publication is described in the store itself, in a record graph that clients never
see: the build it holds, its graphs with their sizes, and the graphs of a publication in
progress (so that servers hide them while they are being written).
"""

from __future__ import annotations

import hashlib
import io
import json
import logging
import queue
import re
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Iterator

import pyoxigraph as ox
import requests
from requests.auth import HTTPBasicAuth, HTTPDigestAuth
from rdflib import Graph, URIRef

from ..query_text import (comments_ended_by_line_feeds, dataset_refs, graph_refs, inspect,
                          tokens)
from ..uris import Minter
from .answer import TooLargeToCount, counted
from ..config import without_password as _safe  # for messages and logs
from .base import (Answer, Connection, QueryError, QueryRequest, QueryTimeout, Record,
                   Solutions, StoreError)
from .chunks import ChunkWriter
from .counting import counted_by_query
from .terms import RDF_FORMATS, to_oxigraph, write_statements

log = logging.getLogger(__name__)

JSON_RESULTS = "application/sparql-results+json"
N_TRIPLES = "application/n-triples"
DCT = "http://purl.org/dc/terms/"
CHUNK = 64 * 1024
RECORD_EVERY = 1.0  # seconds a server trusts what it last read of the record
ANNOUNCE_WAIT = 2.5  # seconds between announcing staging graphs and writing into them
INSERT_TRIPLES = 500  # most triples in one INSERT DATA, where there is no graph store
SWITCH_GRAPHS = 500  # most graphs switched in one update request
OTHERS_EVERY = 30.0  # seconds a server trusts its list of the graphs outside the publication
LIST_TIMEOUT = 2.0  # seconds a query waits for that list before going on without it
# The first list has no earlier one to fall back on: without it, graphs outside the
# publication would show in the answers, so the first query waits longer for it.
FIRST_LIST_TIMEOUT = 30.0
# A graph that no publication holds: a dataset naming any graph outside the publication
# reads this one instead, i.e. nothing, as it would on the embedded store.
NOTHING = "urn:diplokg:no-such-graph"


# --------------------------------------------------------------------------------------------
# Dialects: what a particular store needs to behave like the embedded one
# --------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Dialect:
    name: str = "SPARQL 1.1"
    # Graphs the store keeps for itself; hidden where the dialect can hide graphs.
    own_graphs: tuple[str, ...] = ()
    can_hide_graphs: bool = False

    def prologue(self, hidden: Iterable[str], describe: bool, names_graphs: bool) -> str:
        return ""

    def error_message(self, body: str) -> str:
        return body.strip()[:2000]

    def is_query_error(self, status: int, body: str) -> bool:
        # 400 is the query's fault; 404, 405 and the like say the URL is no SPARQL endpoint
        return status == 400

    def timed_out(self, response: requests.Response) -> bool:
        return False

    def refused_as_too_long(self, body: str) -> bool:
        return False

    def results_reader(self, raw):
        """The store's JSON results as a file to parse, corrected where the store errs."""
        return raw


@dataclass(frozen=True)
class VirtuosoDialect(Dialect):
    name: str = "Virtuoso"
    own_graphs: tuple[str, ...] = (
        "http://www.openlinksw.com/schemas/virtrdf#", "http://www.w3.org/ns/ldp#",
        "http://localuriqaserver/sparql", "http://www.openlinksw.com/schemas/oplweb#",
        "http://localhost:8890/DAV/", "http://localhost:8890/sparql")
    can_hide_graphs: bool = True

    def prologue(self, hidden: Iterable[str], describe: bool, names_graphs: bool) -> str:
        # Virtuoso's union default graph holds its own system graphs too; its pragmas hide
        # them. But with them, GRAPH <iri> { ... } matches nothing and FROM is ignored
        # (Virtuoso 7.2), so a query that names its graphs goes without them (the part of
        # such a query that reads the default graph then sees them: the README says so).
        # Its DESCRIBE adds inbound triples unless told to describe like Oxigraph.
        # All on the query's first line, so that the line numbers in errors stay right.
        words = []
        for iri in () if names_graphs else hidden:
            words.append(f"DEFINE input:default-graph-exclude <{iri}>")
            words.append(f"DEFINE input:named-graph-exclude <{iri}>")
        if describe:
            words.append('DEFINE sql:describe-mode "SPO"')
        return " ".join(words) + " " if words else ""

    def error_message(self, body: str) -> str:
        # Virtuoso echoes the query after its message, with its own pragmas in it.
        return body.split("\n\nSPARQL query:", 1)[0].strip()[:2000]

    def is_query_error(self, status: int, body: str) -> bool:
        # It answers 500 to queries that fail while evaluated (SQL states 22xxx, 37000, 42xxx).
        return status == 400 or bool(re.match(r"Virtuoso (22|37|42)\w+ Error", body))

    def results_reader(self, raw):
        # Its result writers call every stored non-negative whole number an
        # xsd:nonNegativeInteger, although it stores them all as xsd:integer (as its
        # N-Triples writer says): the type is put back.
        return _Replacing(raw, b'"datatype": "http://www.w3.org/2001/XMLSchema#'
                          b'nonNegativeInteger"',
                          b'"datatype": "http://www.w3.org/2001/XMLSchema#integer"')

    def refused_as_too_long(self, body: str) -> bool:
        # It refuses up front a query it estimates would run longer than its own limit.
        return "The estimated execution time" in body

    def timed_out(self, response: requests.Response) -> bool:
        # On reaching its own time limit Virtuoso answers 200 with what it has found so far.
        return response.headers.get("X-SQL-State", "").startswith("S1TAT")


def dialect_for(server_header: str) -> Dialect:
    return VirtuosoDialect() if server_header.startswith("Virtuoso") else Dialect()


# --------------------------------------------------------------------------------------------
# The record of the publication
# --------------------------------------------------------------------------------------------

def record_graph(base: str) -> str:
    return str(Minter(base).record_graph())


def staging_record(base: str) -> str:
    return str(Minter(base).staging_record())


def staging_graph(base: str, digest: str, index: int) -> str:
    return str(Minter(base).staging_graph(digest, index))


def _ntriples(triples: Iterable[ox.Triple]) -> str:
    return ox.serialize(list(triples), format=ox.RdfFormat.N_TRIPLES).decode("utf-8")


def _record_triples(node: str, digest: str, contents: object) -> list[ox.Triple]:
    """The record of a publication (or of one in progress): its build digest, and what it
    holds as one JSON literal (a triple per graph would make an update too large for
    Virtuoso at thousands of graphs, and the record is only read whole)."""
    subject = ox.NamedNode(node)
    return [ox.Triple(subject, ox.NamedNode(DCT + "identifier"), ox.Literal(digest)),
            ox.Triple(subject, ox.NamedNode(DCT + "tableOfContents"),
                      ox.Literal(json.dumps(contents, sort_keys=True)))]


# --------------------------------------------------------------------------------------------
# The store
# --------------------------------------------------------------------------------------------

class _ChallengeAuth(requests.auth.AuthBase):
    """Digest when the server asks for it (Virtuoso's /sparql-auth), Basic otherwise."""

    def __init__(self, user: str, password: str) -> None:
        self.digest = HTTPDigestAuth(user, password)
        self.basic = HTTPBasicAuth(user, password)
        self.use_basic = False

    def __call__(self, r: requests.PreparedRequest) -> requests.PreparedRequest:
        if self.use_basic:
            return self.basic(r)
        r = self.digest(r)
        r.register_hook("response", self._maybe_basic)
        return r

    def _maybe_basic(self, response: requests.Response, **kwargs) -> requests.Response:
        challenge = response.headers.get("WWW-Authenticate", "").lower()
        if response.status_code == 401 and challenge.startswith("basic"):
            self.use_basic = True
            retry = response.request.copy()
            self.basic(retry)
            response.content  # release the connection before reusing it
            again = response.connection.send(retry, **kwargs)
            again.history.append(response)
            return again
        return response


class RemoteStore:
    """The Store interface over a remote SPARQL 1.1 endpoint."""

    def __init__(self, query_url: str, base: str, update_url: str | None = None,
                 user: str | None = None, password: str | None = None,
                 graphs_url: str | None = None, connect_timeout: float = 10.0) -> None:
        self.query_url = query_url
        self.update_url = update_url
        self.graphs_url = graphs_url
        self.base = base
        self.connect_timeout = connect_timeout
        self._auth = _ChallengeAuth(user, password or "") if user else None
        self._local = threading.local()
        self._dialect: Dialect | None = None
        self._record: Record | None = None
        self._record_read = 0.0
        # (the record they were listed with, when, the graphs): see _other_graphs
        self._others: tuple[Record, float, tuple[str, ...]] | None = None
        self._listing = threading.Lock()
        self._lock = threading.Lock()

    @classmethod
    def from_settings(cls, settings) -> "RemoteStore":
        assert settings.remote_store is not None
        return cls(settings.remote_store, settings.base_uri, settings.store_update or None,
                   settings.store_user or None, settings.store_password or None,
                   settings.store_graphs or None)

    def describe(self) -> str:
        return _safe(self.query_url)

    # -- HTTP ---------------------------------------------------------------------------------

    @property
    def _session(self) -> requests.Session:
        session = getattr(self._local, "session", None)
        if session is None:
            session = requests.Session()
            session.headers["Accept-Encoding"] = "identity"
            session.headers["User-Agent"] = "diplokg"
            session.auth = self._auth
            self._local.session = session
        return session

    def _post(self, url: str, data: dict, accept: str, timeout: float,
              stream: bool = False) -> requests.Response:
        try:
            response = self._session.post(url, data=data, headers={"Accept": accept},
                                          timeout=(self.connect_timeout, timeout), stream=stream)
        except requests.ConnectTimeout:  # (a Timeout too: before it)
            raise StoreError(f"the store at {_safe(url)} cannot be reached: no connection "
                             f"within {self.connect_timeout:g} s") from None
        except requests.Timeout:
            raise QueryTimeout(f"the query did not finish within {timeout:g} s") from None
        except requests.RequestException as exc:
            raise StoreError(f"the store at {_safe(url)} cannot be reached: "
                             f"{type(exc).__name__}") from None
        if self._dialect is None:
            self._dialect = dialect_for(response.headers.get("Server", ""))
        return response

    @property
    def dialect(self) -> Dialect:
        if self._dialect is None:
            self._query_response("ASK {}", JSON_RESULTS, 30.0).close()
        assert self._dialect is not None
        return self._dialect

    def _check(self, response: requests.Response, url: str) -> None:
        if response.status_code == 200:
            return
        body = response.text
        dialect = self._dialect or Dialect()
        message = dialect.error_message(body) or response.reason
        response.close()
        if response.status_code in (401, 403):
            raise StoreError(f"the store at {_safe(url)} refused the credentials "
                             f"({response.status_code})")
        if dialect.refused_as_too_long(body):
            raise QueryTimeout(f"the store estimates that the query would not finish in "
                               f"time: {message[:300]}")
        if dialect.is_query_error(response.status_code, body):
            raise QueryError(message, 400)
        raise StoreError(f"the store at {_safe(url)} failed ({response.status_code}): "
                         f"{message[:500]}")

    def _query_response(self, query: str, accept: str, timeout: float,
                        dataset: tuple[tuple[str, ...], tuple[str, ...]] | None = None,
                        stream: bool = False) -> requests.Response:
        # Form-encoded POST: Virtuoso never answers a POST of application/sparql-query
        # (its issue 842), and GET would put long queries in the URL.
        data: dict = {"query": query}
        if dataset is not None:
            data["default-graph-uri"] = list(dataset[0]) or [NOTHING]
            data["named-graph-uri"] = list(dataset[1]) or [NOTHING]
        response = self._post(self.query_url, data, accept, timeout, stream)
        self._check(response, self.query_url)
        if self._dialect is not None and self._dialect.timed_out(response):
            response.close()
            raise QueryTimeout("the query did not finish within the store's own time limit")
        return response

    def _update(self, update: str, timeout: float = 600.0) -> None:
        if self.update_url is None:
            raise StoreError("publishing into a remote store needs its update URL "
                             "(KG_STORE_UPDATE or --store-update)")
        for attempt in range(RETRIES):
            response = self._post(self.update_url, {"update": update}, "*/*", timeout)
            if not _conflicted(response):
                break
            response.close()
            time.sleep(0.05 * 2 ** attempt)
        try:
            self._check(response, self.update_url)
        except QueryError as exc:
            raise StoreError(f"the store rejected an update: {exc}") from None
        response.close()

    def _put(self, graph: str, ntriples: str, timeout: float = 600.0) -> None:
        """Replace one graph by an HTTP PUT of N-Triples (Graph Store Protocol, 5.3)."""
        assert self.graphs_url is not None
        body = ntriples.encode("utf-8")
        for attempt in range(RETRIES):
            try:
                response = self._session.put(self.graphs_url, params={"graph": graph},
                                             data=body, headers={"Content-Type": N_TRIPLES},
                                             timeout=(self.connect_timeout, timeout))
            except requests.RequestException as exc:
                raise StoreError(f"the store at {_safe(self.graphs_url)} cannot be reached: "
                                 f"{type(exc).__name__}") from None
            if not _conflicted(response):
                break
            response.close()
            time.sleep(0.05 * 2 ** attempt)  # two writers met: the store rolled one back
        if response.status_code in (401, 403):
            raise StoreError(f"the store at {_safe(self.graphs_url)} refused the credentials "
                             f"({response.status_code})")
        if response.status_code not in (200, 201, 204):
            message = (self._dialect or Dialect()).error_message(response.text)
            raise StoreError(f"the store at {_safe(self.graphs_url)} refused graph {graph} "
                             f"({response.status_code}): {message[:500]}")
        response.close()

    def _write_graphs(self, graphs: list[tuple[str, str]]) -> None:
        """Make each graph hold exactly its N-Triples: by PUT where the store has a graph
        store, two at a time; by SPARQL Update otherwise, in pieces small enough for Virtuoso
        (it refuses an INSERT DATA that compiles to more than 10,000 lines of SQL)."""
        if self.graphs_url is not None:
            with ThreadPoolExecutor(max_workers=2) as pool:
                for _ in pool.map(lambda item: self._put(*item), graphs):
                    pass
            return
        for graph, text in graphs:
            self._update(f"DROP SILENT GRAPH <{graph}>")
            lines = text.splitlines(keepends=True)
            for start in range(0, len(lines), INSERT_TRIPLES):
                piece = "".join(lines[start:start + INSERT_TRIPLES])
                self._update(f"INSERT DATA {{ GRAPH <{graph}> {{\n{piece}}} }}")

    # -- the record ---------------------------------------------------------------------------

    def record(self, fresh: bool = False) -> Record:
        now = time.monotonic()
        if not fresh and self._record is not None and now - self._record_read < RECORD_EVERY:
            return self._record
        with self._lock:
            if fresh or self._record is None or now - self._record_read >= RECORD_EVERY:
                self._record = self._read_record(self._record)
                self._record_read = time.monotonic()
            return self._record

    def _select(self, query: str, timeout: float = 60.0) -> list[dict[str, object]]:
        response = self._query_response(query, JSON_RESULTS, timeout)
        try:
            results = ox.parse_query_results(response.content, ox.QueryResultsFormat.JSON)
        except (SyntaxError, ValueError) as exc:
            raise StoreError(f"the store's answer cannot be read: {exc}") from None
        return [{v.value: s[v] for v in results.variables} for s in results]

    def _read_record(self, known: Record | None) -> Record:
        graph = record_graph(self.base)
        heads = self._select(f"""SELECT ?digest ?pending WHERE {{ GRAPH <{graph}> {{
            OPTIONAL {{ <{graph}> <{DCT}identifier> ?digest }}
            OPTIONAL {{ <{staging_record(self.base)}> <{DCT}identifier> ?pending }} }} }}""")
        head = heads[0] if heads else {}
        digest = head.get("digest")
        pending = head.get("pending")
        digest = digest.value if digest is not None else None
        pending = pending.value if pending is not None else None
        if known is not None and known.digest == digest and known.staging_digest == pending:
            return known
        graphs: dict[str, int] = {}
        staging: tuple[str, ...] = ()
        for row in self._select(f"""SELECT ?node ?contents WHERE {{ GRAPH <{graph}> {{
                ?node <{DCT}tableOfContents> ?contents }} }}"""):
            contents = json.loads(row["contents"].value)
            if row["node"].value == graph:
                graphs = {str(k): int(v) for k, v in contents.items()}
            else:
                staging = tuple(sorted(contents))
        return Record(digest, graphs, pending, staging)

    def hidden_graphs(self, record: Record) -> list[str]:
        """The graphs that the union default graph leaves out: the store's own, the record,
        staging graphs, and any other graph the store holds (another publication, data
        loaded by hand), so that it is the union of the published graphs, as on the
        embedded store."""
        return [*self.dialect.own_graphs, record_graph(self.base), *record.staging,
                *self._other_graphs(record)]

    def _other_graphs(self, record: Record) -> tuple[str, ...]:
        if not self.dialect.can_hide_graphs:
            return ()
        listed = self._others
        if listed is not None and listed[0] is record and \
                time.monotonic() - listed[1] < OTHERS_EVERY:
            return listed[2]
        mine = {*record.graphs, *record.staging, record_graph(self.base),
                *self.dialect.own_graphs}
        # The graphs known before, less those this record publishes: what was another graph
        # then may be published now (the switch moves staging graphs onto their names).
        known = tuple(g for g in listed[2] if g not in mine) if listed is not None else ()
        if record.staging_digest is not None and listed is not None:
            # A publication is being written (or was killed): listing would wait for the
            # rows it locks. The graphs known before will do until it is done.
            return known
        # One thread lists them; the others go on with the graphs known before.
        if not self._listing.acquire(blocking=listed is None):
            return known
        try:
            if self._others is not listed:  # listed by another thread meanwhile
                return tuple(g for g in self._others[2] if g not in mine)  # type: ignore[index]
            try:
                found = self._select("SELECT DISTINCT ?g WHERE { GRAPH ?g { ?s ?p ?o } }",
                                     LIST_TIMEOUT if listed is not None else FIRST_LIST_TIMEOUT)
            except (StoreError, QueryError, QueryTimeout) as exc:
                # Graphs being written lock their rows (a publication in progress, or one
                # killed until the store gives up its transaction): queries go on with the
                # graphs known before until the list is due again.
                log.warning("cannot list the store's graphs (%s); hiding those known before",
                            exc)
                self._others = (record, time.monotonic(), known)
                return known
            others = tuple(sorted(g for g in (row["g"].value for row in found if "g" in row)
                                  if g not in mine))
            self._others = (record, time.monotonic(), others)
            return others
        finally:
            self._listing.release()

    # -- reading ------------------------------------------------------------------------------

    def _prepare(self, query: str, default_graphs: tuple[str, ...] | None,
                 named_graphs: tuple[str, ...] | None, base_iri: str | None
                 ) -> tuple[str, tuple[tuple[str, ...], tuple[str, ...]] | None]:
        """The query as the store should get it, and the dataset to send with it."""
        # Virtuoso ends a comment at a line feed only, SPARQL at a carriage return too.
        query = comments_ended_by_line_feeds(query)
        query = _explicit_star(query, _parse(query, base_iri))
        record = self.record()
        if record.digest is None:
            raise StoreError(f"nothing is published in the store at {_safe(self.query_url)}; "
                             "run `kg build --store ...` first")
        published = record.graphs
        # The dataset goes to the store in the protocol's parameters only: the protocol's
        # graphs, or else the query's FROM and FROM NAMED, which are taken out of the text.
        # (The protocol's dataset replaces the query's, but Virtuoso reads both and merges
        # them; and where a query names only one part, the other part is empty, where
        # Virtuoso would read all its graphs.) A dataset may only name published graphs:
        # anything else reads as empty, as on the embedded store (no system graph, no staging
        # graph, and no remote fetch).
        clauses = _dataset_clauses(query)
        if default_graphs is None and named_graphs is None and clauses:
            default_graphs = tuple(iri for _s, _e, named, iri in clauses if not named and iri)
            named_graphs = tuple(iri for _s, _e, named, iri in clauses if named and iri)
        for start, end, _named, _iri in reversed(clauses):
            query = query[:start] + _blank(query[start:end]) + query[end:]
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
        response = self._query_response(text, accept, 60.0, dataset)
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
        response = self._query_response(text, accept, timeout, dataset, stream=True)
        response.raw.decode_content = True
        relay = _Relay(response, kind, target, deadline, self.dialect.results_reader,
                       request.count_rows)
        first = relay.first()
        return Answer(relay.kind, relay.stream(first), relay.rows)

    def warm(self) -> None:
        """List the store's other graphs once, which the first query would wait for (the
        remote store itself is already running). Not again for each new build: a server
        warms a build before serving it, and the first query lists them itself."""
        if self._others is None:
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
            body = self._query_response(
                f"CONSTRUCT {{ ?s ?p ?o }} WHERE {{ GRAPH <{name}> {{ ?s ?p ?o }} }}",
                N_TRIPLES, 3600.0).content
            for triple in ox.parse(body, format=ox.RdfFormat.N_TRIPLES):
                statements.append(ox.Quad(triple.subject, triple.predicate, triple.object,
                                          ox.NamedNode(name)) if rdf_format.supports_datasets
                                  else triple)
        if not rdf_format.supports_datasets:
            statements = list(dict.fromkeys(statements))
        return write_statements(statements, path, rdf_format)

    # -- what the build writes ----------------------------------------------------------------

    def load_graphs(self, graphs: Iterable[tuple[str, bytes]], written: bool = False) -> None:
        """Write each graph in place (by PUT where the store has a graph store) and enter it
        in the record, as replace_graphs does (the remote store checks what it reads)."""
        self._write_in_place([(name, ntriples.decode("utf-8"), ntriples.count(b"\n"))
                              for name, ntriples in graphs])

    def drop_graphs(self, graphs: list[str]) -> None:
        for start in range(0, len(graphs), SWITCH_GRAPHS):
            self._update(" ;\n".join(f"DROP SILENT GRAPH <{g}>"
                                      for g in graphs[start:start + SWITCH_GRAPHS]))
        record = self.record(fresh=True)
        gone = set(graphs)
        sizes = {g: n for g, n in record.graphs.items() if g not in gone}
        digest = hashlib.sha256(f"{record.digest or ''}\0drop\0{sorted(gone)}".encode())
        self._update(self._record_update(digest.hexdigest(), sizes))
        self.record(fresh=True)

    def entities_in(self, graphs: list[str]) -> set[str]:
        found: set[str] = set()
        for start in range(0, len(graphs), 200):
            values = " ".join(f"<{g}>" for g in graphs[start:start + 200])
            found.update(row["x"].value for row in self._select(
                f"""SELECT DISTINCT ?x WHERE {{ VALUES ?g {{ {values} }}
                    GRAPH ?g {{ {{ ?x ?p ?o }} UNION {{ ?s ?p ?x }} }} FILTER(isIRI(?x)) }}"""))
        return found

    def union_size(self) -> int:
        # Over the record's graphs by name, not through the union default graph of solve():
        # that one leaves out other graphs only as far as it could list them in time.
        graphs = " ".join(f"<{g}>" for g in sorted(self.record(fresh=True).graphs))
        if not graphs:
            return 0
        rows = self._select(f"SELECT (COUNT(*) AS ?n) WHERE {{ SELECT DISTINCT ?s ?p ?o WHERE "
                            f"{{ VALUES ?g {{ {graphs} }} GRAPH ?g {{ ?s ?p ?o }} }} }}", 600.0)
        return int(rows[0]["n"].value) if rows else 0

    def graph_ntriples(self, graph: str) -> bytes:
        body = self._query_response(
            f"CONSTRUCT {{ ?s ?p ?o }} WHERE {{ GRAPH <{graph}> {{ ?s ?p ?o }} }}",
            N_TRIPLES, 3600.0).content
        # The store's own N-Triples, written again by Oxigraph's writer (as the embedded
        # store writes them).
        return ox.serialize(ox.parse(body, format=ox.RdfFormat.N_TRIPLES),
                            format=ox.RdfFormat.N_TRIPLES)

    def backup(self, target: Path) -> None:
        raise StoreError(f"the store at {self.describe()} is not copied: a publication into "
                         f"it keeps its unchanged graphs in place (can_keep)")

    # -- publishing ---------------------------------------------------------------------------

    def replace_graph(self, graph: URIRef, triples: Graph) -> None:
        self.replace_graphs([(graph, triples)])

    def replace_graphs(self, graphs: Iterable[tuple[URIRef, Graph]]) -> None:
        """Replace each graph in place, and enter it in the record, so that it is served
        (and listed, and counted) at once, as on the embedded store. Not staged: readers may
        see a graph half written; a build publishes with publish()."""
        self._write_in_place([(str(iri), _ntriples_of(triples), len(triples))
                              for iri, triples in graphs])

    def _write_in_place(self, texts: list[tuple[str, str, int]]) -> None:
        self._write_graphs([(iri, text) for iri, text, _size in texts])
        record = self.record(fresh=True)
        sizes = {**record.graphs, **{iri: size for iri, _text, size in texts}}
        # A new digest for what the store now holds: readers re-read the record's contents
        # only when its digest changes.
        digest = hashlib.sha256((record.digest or "").encode())
        for iri, text, _size in texts:
            digest.update(f"\0{iri}\0{text}".encode())
        self._update(self._record_update(digest.hexdigest(), sizes))
        self.record(fresh=True)

    def publish(self, graphs: list[tuple[URIRef, Graph]], digest: str,
                progress=lambda message: None) -> None:
        """Make the store hold exactly these graphs (see publish_ntriples)."""
        self.publish_ntriples([(str(iri), _ntriples_of(triples), len(triples))
                               for iri, triples in graphs], digest, progress)

    def publish_ntriples(self, graphs: list[tuple[str, str, int]], digest: str,
                         progress=lambda message: None,
                         unchanged: dict[str, int] | None = None) -> None:
        """Make the store hold exactly these graphs (name, N-Triples, triple count),
        without disturbing its readers.

        The first publication into a store writes the graphs in place (nothing is served
        from it yet). Later ones write every graph under a staging name, announced first in
        the record so that servers hide it, and only then switch: each staging graph is
        moved onto its published name and the record rewritten last, in update requests of
        up to SWITCH_GRAPHS graphs. A publication that stops before the switch leaves the
        previous one untouched; the next one drops its staging graphs. (The switch is not
        atomic where the store does not apply a request atomically, as Virtuoso 7.2 does
        not: each graph stays whole, and the record names the old build until the end.)

        ``unchanged`` names graphs the store already holds as they should be (with their
        sizes): they are neither sent nor dropped, so a build that changed a few articles
        sends only those (see can_keep)."""
        before = self.record(fresh=True)
        self._drop_leftovers(before)
        texts = [(iri, text) for iri, text, _size in graphs]
        sizes = {**(unchanged or {}), **{iri: size for iri, _text, size in graphs}}
        started = time.monotonic()
        if before.digest is None:
            self._write_graphs(texts)
            self._switch_checked(self._record_update(digest, sizes), digest)
            progress(f"published {len(texts)} graphs into {self.describe()} in "
                     f"{time.monotonic() - started:.1f} s (first publication, in place)")
            return
        names = [staging_graph(self.base, digest, n) for n in range(len(texts))]
        record = ox.NamedNode(record_graph(self.base))
        self._update(f"INSERT DATA {{ GRAPH {record} {{\n"
                     f"{_ntriples(_record_triples(staging_record(self.base), digest, names))}}} }}")
        time.sleep(ANNOUNCE_WAIT)  # servers re-read the record at least every RECORD_EVERY s
        self._write_graphs([(name, text) for name, (_iri, text) in zip(names, texts)])
        progress(f"wrote {len(texts)} staging graphs into {self.describe()} in "
                 f"{time.monotonic() - started:.1f} s")
        announced = self.record(fresh=True)
        if announced.staging_digest != digest or set(announced.staging) != set(names):
            # Another publication dropped or replaced these staging graphs (moving a graph
            # that is gone empties its target on Virtuoso), or the update URL applies
            # nothing: switching now would publish what was not written.
            raise StoreError(f"the store at {_safe(self.query_url)} no longer announces this "
                             f"publication's staging graphs (another publication into the "
                             f"same store, or an update URL that applies nothing); nothing "
                             f"was switched")
        moves = [f"MOVE SILENT GRAPH <{name}> TO GRAPH <{iri}>"
                 for name, (iri, _text) in zip(names, texts)]
        moves += [f"DROP SILENT GRAPH <{iri}>" for iri in before.graphs if iri not in sizes]
        while len(moves) > SWITCH_GRAPHS:
            self._update(" ;\n".join(moves[:SWITCH_GRAPHS]))
            moves = moves[SWITCH_GRAPHS:]
        self._switch_checked(" ;\n".join(moves + [self._record_update(digest, sizes)]),
                             digest)
        progress(f"switched {len(texts)} graphs in {self.describe()} to build {digest[:12]} "
                 f"in {time.monotonic() - started:.1f} s")

    def _switch_checked(self, update: str, digest: str) -> None:
        """The update that writes the record of build ``digest``, and then the record read
        back: what the store holds decides, not what it answered. (A store may apply the
        update and then fail to say so; an update URL may answer 200 and apply nothing.)"""
        try:
            self._update(update)
        except (StoreError, QueryTimeout) as failed:
            after = self.record(fresh=True)
            if after.digest != digest or after.staging:
                raise
            log.warning("the store applied the switch but answered: %s", failed)
        after = self.record(fresh=True)
        if after.digest != digest or after.staging:
            raise StoreError(f"the store at {_safe(self.query_url)} did not apply the switch: "
                             f"its record names build {(after.digest or 'none')[:12]}")

    def can_keep(self, digest: str) -> bool:
        """Whether the store holds the publication of build ``digest``, whole: its graphs
        can then stay where they are and only the changes be sent."""
        record = self.record(fresh=True)
        return record.digest == digest and not record.staging

    def _record_update(self, digest: str, sizes: dict[str, int]) -> str:
        record = f"<{record_graph(self.base)}>"
        return (f"DROP SILENT GRAPH {record} ;\n"
                f"INSERT DATA {{ GRAPH {record} {{\n"
                f"{_ntriples(_record_triples(record_graph(self.base), digest, sizes))}}} }}")

    def _drop_leftovers(self, record: Record) -> None:
        if not record.staging:
            return
        log.warning("dropping %d staging graphs of an unfinished publication (build %s)",
                    len(record.staging), (record.staging_digest or "?")[:12])
        drops = [f"DROP SILENT GRAPH <{name}>" for name in record.staging]
        graph = record_graph(self.base)
        pending = staging_record(self.base)
        drops.append(f"DELETE WHERE {{ GRAPH <{graph}> {{ <{pending}> ?p ?o }} }}")
        for start in range(0, len(drops), SWITCH_GRAPHS):
            self._update(" ;\n".join(drops[start:start + SWITCH_GRAPHS]))

    def close(self) -> None:
        session = getattr(self._local, "session", None)
        if session is not None:
            session.close()

    def close_when_idle(self) -> None:
        pass


RETRIES = 6


def _conflicted(response: requests.Response) -> bool:
    """A transaction the store rolled back because it met another (SQL state 40001,
    serialisation failure or deadlock): trying again is the documented remedy. So is
    Virtuoso's SR197 on its table of language tags: two uploads that bring the same new tag
    at once both try to add it (seen with two graph PUTs into a fresh store)."""
    return response.status_code in (409, 500, 503) and (
        "40001" in response.text or "deadlock" in response.text.lower()
        or ("SR197" in response.text and "RDF_LANGUAGE" in response.text))


_parser = threading.local()


def _parse(query: str, base_iri: str | None) -> tuple[str, ...] | None:
    """Parse the query with Oxigraph's SPARQL 1.1 parser, as the embedded store does, so
    that a malformed query gets the same message whichever store is behind the endpoint
    (and nothing beyond SPARQL 1.1 reaches the remote store). Evaluating it against an
    empty store costs next to nothing; of the result only a select's variables are read
    (for SELECT *, see _explicit_star)."""
    store = getattr(_parser, "store", None)
    if store is None:
        store = _parser.store = ox.Store()
    try:
        result = store.query(query, base_iri=base_iri) if base_iri else store.query(query)
    except SyntaxError as exc:
        raise QueryError(str(exc)) from None
    except ValueError as exc:
        raise QueryError(str(exc)) from None
    if isinstance(result, ox.QuerySolutions):
        return tuple(v.value for v in result.variables)
    return None


def _explicit_star(query: str, variables: tuple[str, ...] | None) -> str:
    """The query with the * of an outer SELECT * replaced by its variables in the embedded
    store's order (by name): Virtuoso orders them as they appear, so CSV and TSV clients saw
    the columns in another order."""
    if not variables:
        return query
    items = tokens(query)
    for index, token in enumerate(items):
        if token.kind == "word" and token.depth == 0 and token.text.upper() == "SELECT":
            following = index + 1
            while following < len(items) and items[following].text.upper() in (
                    "DISTINCT", "REDUCED"):
                following += 1
            if following < len(items) and items[following].text == "*":
                star = items[following]
                listed = " ".join(f"?{name}" for name in variables)
                return f"{query[:star.start]}{listed}{query[star.end:]}"
            return query
    return query


def _dataset_clauses(query: str) -> list[tuple[int, int, bool, str | None]]:
    """The query's FROM and FROM NAMED clauses: (start, end, named, graph), where graph is
    None for a prefixed name whose prefix is not declared."""
    items = tokens(query)
    index_at = {token.start: index for index, token in enumerate(items)}
    found = []
    for ref in dataset_refs(query):
        index = index_at[ref.start]
        named = items[index - 1].text.upper() == "NAMED"
        keyword = items[index - 1 - named]  # FROM
        found.append((keyword.start, ref.end, named, ref.iri))
    return found


def _blank(text: str) -> str:
    """Spaces in place of a part of a query, its line breaks kept (so that positions in the
    store's messages stay right)."""
    return re.sub(r"[^\n]", " ", text)


def _ntriples_of(graph: Graph) -> str:
    return _ntriples(ox.Triple(to_oxigraph(s), to_oxigraph(p), to_oxigraph(o))
                     for s, p, o in graph)


class _Replacing:
    """A binary file that reads another one with each occurrence of a byte string replaced
    (an occurrence split across two reads included)."""

    def __init__(self, source, old: bytes, new: bytes) -> None:
        self.source = source
        self.old = old
        self.new = new
        self.carry = b""
        self.done = False

    def read(self, size: int = -1) -> bytes:
        if self.done:
            return b""
        data = self.source.read(size if size and size > 0 else CHUNK)
        if not data:
            self.done = True
            out, self.carry = self.carry, b""
            return out
        text = (self.carry + data).replace(self.old, self.new)
        keep = len(self.old) - 1
        # Hold back a tail that may be the start of an occurrence.
        cut = len(text) - keep if len(text) > keep else 0
        out, self.carry = text[:cut], text[cut:]
        return out if out else self.read(size)


class _Relay:
    """Reads the store's answer and writes it again in the client's format, in a thread,
    so that the client's stream and the time limit are kept by the caller."""

    def __init__(self, response: requests.Response, kind: str, target, deadline: float,
                 reader=lambda raw: raw, count_rows: bool = False):
        self.response = response
        self.count_rows = count_rows
        self.rows: int | None = None  # set before the first chunk when counted
        self.reader = reader
        self.kind = kind
        self.target = target
        self.deadline = deadline
        self.chunks: queue.Queue = queue.Queue(maxsize=16)
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        writer = ChunkWriter(lambda data: self.chunks.put(("data", data)), CHUNK)
        try:
            if self.kind == "graph":
                triples = ox.parse(self.response.raw, format=ox.RdfFormat.N_TRIPLES)
                ox.serialize(triples, writer, self.target)
            else:
                result = ox.parse_query_results(self.reader(self.response.raw),
                                                ox.QueryResultsFormat.JSON)
                if isinstance(result, ox.QueryBoolean):
                    self.kind = "ask"
                elif self.count_rows:
                    result, self.rows = counted(result)
                result.serialize(writer, self.target)
            writer.flush()
            self.chunks.put(("end", None))
        except MemoryError as exc:  # a pyoxigraph parser's limit: a value over 16 MiB
            writer.flush()
            self.chunks.put(("error", TooLargeToCount(
                f"the answer holds a value too large to read ({exc}); narrow the query "
                f"down", 503)))
        except Exception as exc:  # noqa: BLE001 - handed to the reading side
            writer.flush()
            self.chunks.put(("error", exc))
        finally:
            self.response.close()

    def _next(self) -> tuple[str, object]:
        remaining = self.deadline - time.monotonic()
        try:
            return self.chunks.get(timeout=max(remaining, 0.001))
        except queue.Empty:
            self.response.close()
            raise QueryTimeout("the query did not finish in time") from None

    def first(self) -> tuple[str, object]:
        kind, value = self._next()
        if kind == "error":
            if isinstance(value, QueryError):  # (a capped answer too large to count)
                raise value
            raise StoreError(f"the store's answer cannot be read: {value}")
        return kind, value

    def stream(self, first: tuple[str, object]) -> Iterator[bytes]:
        item = first
        try:
            while True:
                kind, value = item
                if kind == "data":
                    yield value  # type: ignore[misc]
                elif kind == "end":
                    return
                else:
                    log.error("a remote answer broke off: %s", value)
                    return
                try:
                    item = self._next()
                except QueryTimeout:
                    log.warning("a remote answer was cut at the time limit")
                    return
        finally:
            self.response.close()
