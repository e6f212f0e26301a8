"""What a build writes into a remote store: its graphs, in place or under staging names
switched onto their published names at the end, and the record that says what the store
holds (kg.store.remote.record), rewritten last."""

from __future__ import annotations

import hashlib
import logging
import time
from pathlib import Path
from typing import Iterable

import pyoxigraph as ox
from rdflib import Graph, URIRef

from kg.store.base import QueryTimeout, Record, StoreError
from kg.store.terms import to_oxigraph
from kg.store.remote.connection import SparqlConnection
from kg.store.remote.record import (RecordReader, ntriples, record_graph, record_triples, record_update,
                     staging_graph, staging_record)

log = logging.getLogger(__name__)

ANNOUNCE_WAIT = 2.5  # seconds between announcing staging graphs and writing into them
SWITCH_GRAPHS = 500  # most graphs switched in one update request


def ntriples_of(graph: Graph) -> str:
    return ntriples(ox.Triple(to_oxigraph(s), to_oxigraph(p), to_oxigraph(o))
                    for s, p, o in graph)


class Publication:
    """The build's side of a remote store: writing graphs and the record."""

    def __init__(self, connection: SparqlConnection, records: RecordReader, base: str) -> None:
        self.connection = connection
        self.records = records
        self.base = base

    def load_graphs(self, graphs: Iterable[tuple[str, bytes]], written: bool = False) -> None:
        """Write each graph in place (by PUT where the store has a graph store) and enter it
        in the record, as replace_graphs does (the remote store checks what it reads)."""
        self._write_in_place([(name, body.decode("utf-8"), body.count(b"\n"))
                              for name, body in graphs])

    def drop_graphs(self, graphs: list[str]) -> None:
        for start in range(0, len(graphs), SWITCH_GRAPHS):
            self.connection.update(" ;\n".join(f"DROP SILENT GRAPH <{g}>"
                                               for g in graphs[start:start + SWITCH_GRAPHS]))
        record = self.records.record(fresh=True)
        gone = set(graphs)
        sizes = {g: n for g, n in record.graphs.items() if g not in gone}
        digest = hashlib.sha256(f"{record.digest or ''}\0drop\0{sorted(gone)}".encode())
        self.connection.update(record_update(self.base, digest.hexdigest(), sizes))
        self.records.record(fresh=True)

    def backup(self, target: Path) -> None:
        raise StoreError(f"the store at {self.connection.describe()} is not copied: a "
                         f"publication into it keeps its unchanged graphs in place (can_keep)")

    def replace_graphs(self, graphs: Iterable[tuple[URIRef, Graph]]) -> None:
        """Replace each graph in place, and enter it in the record, so that it is served
        (and listed, and counted) at once, as on the embedded store. Not staged: readers may
        see a graph half written; a build publishes with publish()."""
        self._write_in_place([(str(iri), ntriples_of(triples), len(triples))
                              for iri, triples in graphs])

    def _write_in_place(self, texts: list[tuple[str, str, int]]) -> None:
        self.connection.write_graphs([(iri, text) for iri, text, _size in texts])
        record = self.records.record(fresh=True)
        sizes = {**record.graphs, **{iri: size for iri, _text, size in texts}}
        # A new digest for what the store now holds: readers re-read the record's contents
        # only when its digest changes.
        digest = hashlib.sha256((record.digest or "").encode())
        for iri, text, _size in texts:
            digest.update(f"\0{iri}\0{text}".encode())
        self.connection.update(record_update(self.base, digest.hexdigest(), sizes))
        self.records.record(fresh=True)

    def publish(self, graphs: list[tuple[URIRef, Graph]], digest: str,
                progress=lambda message: None) -> None:
        """Make the store hold exactly these graphs (see publish_ntriples)."""
        self.publish_ntriples([(str(iri), ntriples_of(triples), len(triples))
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
        before = self.records.record(fresh=True)
        self._drop_leftovers(before)
        texts = [(iri, text) for iri, text, _size in graphs]
        sizes = {**(unchanged or {}), **{iri: size for iri, _text, size in graphs}}
        started = time.monotonic()
        where = self.connection.describe()
        if before.digest is None:
            self.connection.write_graphs(texts)
            self._switch_checked(record_update(self.base, digest, sizes), digest)
            progress(f"published {len(texts)} graphs into {where} in "
                     f"{time.monotonic() - started:.1f} s (first publication, in place)")
            return
        names = [staging_graph(self.base, digest, n) for n in range(len(texts))]
        record = ox.NamedNode(record_graph(self.base))
        pending = ntriples(record_triples(staging_record(self.base), digest, names))
        self.connection.update(f"INSERT DATA {{ GRAPH {record} {{\n{pending}}} }}")
        time.sleep(ANNOUNCE_WAIT)  # servers re-read the record at least every RECORD_EVERY s
        self.connection.write_graphs([(name, text) for name, (_iri, text) in zip(names, texts)])
        progress(f"wrote {len(texts)} staging graphs into {where} in "
                 f"{time.monotonic() - started:.1f} s")
        announced = self.records.record(fresh=True)
        if announced.staging_digest != digest or set(announced.staging) != set(names):
            # Another publication dropped or replaced these staging graphs (moving a graph
            # that is gone empties its target on Virtuoso), or the update URL applies
            # nothing: switching now would publish what was not written.
            raise StoreError(f"the store at {where} no longer announces this "
                             f"publication's staging graphs (another publication into the "
                             f"same store, or an update URL that applies nothing); nothing "
                             f"was switched")
        moves = [f"MOVE SILENT GRAPH <{name}> TO GRAPH <{iri}>"
                 for name, (iri, _text) in zip(names, texts)]
        moves += [f"DROP SILENT GRAPH <{iri}>" for iri in before.graphs if iri not in sizes]
        while len(moves) > SWITCH_GRAPHS:
            self.connection.update(" ;\n".join(moves[:SWITCH_GRAPHS]))
            moves = moves[SWITCH_GRAPHS:]
        self._switch_checked(" ;\n".join(moves + [record_update(self.base, digest, sizes)]),
                             digest)
        progress(f"switched {len(texts)} graphs in {where} to build {digest[:12]} "
                 f"in {time.monotonic() - started:.1f} s")

    def _switch_checked(self, update: str, digest: str) -> None:
        """The update that writes the record of build ``digest``, and then the record read
        back: what the store holds decides, not what it answered. (A store may apply the
        update and then fail to say so; an update URL may answer 200 and apply nothing.)"""
        try:
            self.connection.update(update)
        except (StoreError, QueryTimeout) as failed:
            after = self.records.record(fresh=True)
            if after.digest != digest or after.staging:
                raise
            log.warning("the store applied the switch but answered: %s", failed)
        after = self.records.record(fresh=True)
        if after.digest != digest or after.staging:
            raise StoreError(f"the store at {self.connection.describe()} did not apply the "
                             f"switch: its record names build {(after.digest or 'none')[:12]}")

    def can_keep(self, digest: str) -> bool:
        """Whether the store holds the publication of build ``digest``, whole: its graphs
        can then stay where they are and only the changes be sent."""
        record = self.records.record(fresh=True)
        return record.digest == digest and not record.staging

    def _drop_leftovers(self, record: Record) -> None:
        """Drop the staging graphs of a publication that did not finish, and their entry
        in the record."""
        if not record.staging:
            return
        log.warning("dropping %d staging graphs of an unfinished publication (build %s)",
                    len(record.staging), (record.staging_digest or "?")[:12])
        drops = [f"DROP SILENT GRAPH <{name}>" for name in record.staging]
        graph = record_graph(self.base)
        pending = staging_record(self.base)
        drops.append(f"DELETE WHERE {{ GRAPH <{graph}> {{ <{pending}> ?p ?o }} }}")
        for start in range(0, len(drops), SWITCH_GRAPHS):
            self.connection.update(" ;\n".join(drops[start:start + SWITCH_GRAPHS]))
