"""The record of the publication, kept in the store itself in a graph that clients never
see: the build it holds, its graphs with their sizes, and the graphs of a publication in
progress (so that servers hide them while they are being written). Servers read it
(RecordReader); a build writes it (kg.store.remote.publication)."""

from __future__ import annotations

import json
import threading
import time
from typing import Iterable

import pyoxigraph as ox

from kg.uris import Minter
from kg.store.base import Record
from kg.store.remote.connection import SparqlConnection

DCT = "http://purl.org/dc/terms/"
RECORD_EVERY = 1.0  # seconds a server trusts what it last read of the record


def record_graph(base: str) -> str:
    return str(Minter(base).record_graph())


def staging_record(base: str) -> str:
    return str(Minter(base).staging_record())


def staging_graph(base: str, digest: str, index: int) -> str:
    return str(Minter(base).staging_graph(digest, index))


def ntriples(triples: Iterable[ox.Triple]) -> str:
    return ox.serialize(list(triples), format=ox.RdfFormat.N_TRIPLES).decode("utf-8")


def record_triples(node: str, digest: str, contents: object) -> list[ox.Triple]:
    """The record of a publication (or of one in progress): its build digest, and what it
    holds as one JSON literal (a triple per graph would make an update too large for
    Virtuoso at thousands of graphs, and the record is only read whole)."""
    subject = ox.NamedNode(node)
    return [ox.Triple(subject, ox.NamedNode(DCT + "identifier"), ox.Literal(digest)),
            ox.Triple(subject, ox.NamedNode(DCT + "tableOfContents"),
                      ox.Literal(json.dumps(contents, sort_keys=True)))]


def record_update(base: str, digest: str, sizes: dict[str, int]) -> str:
    """The update that makes the record name build ``digest`` with these graphs."""
    record = f"<{record_graph(base)}>"
    return (f"DROP SILENT GRAPH {record} ;\n"
            f"INSERT DATA {{ GRAPH {record} {{\n"
            f"{ntriples(record_triples(record_graph(base), digest, sizes))}}} }}")


class RecordReader:
    """The record as read from the store, read again at most every RECORD_EVERY s (or at
    once when asked for it fresh)."""

    def __init__(self, connection: SparqlConnection, base: str) -> None:
        self.connection = connection
        self.base = base
        self._record: Record | None = None
        self._record_read = 0.0
        self._lock = threading.Lock()

    def record(self, fresh: bool = False) -> Record:
        now = time.monotonic()
        if not fresh and self._record is not None and now - self._record_read < RECORD_EVERY:
            return self._record
        with self._lock:
            if fresh or self._record is None or now - self._record_read >= RECORD_EVERY:
                self._record = self._read_record(self._record)
                self._record_read = time.monotonic()
            return self._record

    def _read_record(self, known: Record | None) -> Record:
        graph = record_graph(self.base)
        heads = self.connection.select(f"""SELECT ?digest ?pending WHERE {{ GRAPH <{graph}> {{
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
        for row in self.connection.select(f"""SELECT ?node ?contents WHERE {{ GRAPH <{graph}> {{
                ?node <{DCT}tableOfContents> ?contents }} }}"""):
            contents = json.loads(row["contents"].value)
            if row["node"].value == graph:
                graphs = {str(k): int(v) for k, v in contents.items()}
            else:
                staging = tuple(sorted(contents))
        return Record(digest, graphs, pending, staging)
