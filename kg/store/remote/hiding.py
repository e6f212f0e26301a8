"""Which graphs a query's union default graph leaves out, so that it is the union of the
published graphs, as on the embedded store: the store's own, the record, staging graphs,
and any other graph the store holds (another publication, data loaded by hand). The last
are found by listing the store's graphs, which is kept for a while and never waited for
long (the dialect's prologue then hides them all)."""

from __future__ import annotations

import logging
import threading
import time

from kg.store.base import QueryError, QueryTimeout, Record, StoreError
from kg.store.remote.connection import SparqlConnection
from kg.store.remote.record import record_graph

log = logging.getLogger(__name__)

OTHERS_EVERY = 30.0  # seconds a server trusts its list of the graphs outside the publication
LIST_TIMEOUT = 2.0  # seconds a query waits for that list before going on without it
# The first list has no earlier one to fall back on: without it, graphs outside the
# publication would show in the answers, so the first query waits longer for it.
FIRST_LIST_TIMEOUT = 30.0


class HiddenGraphs:
    """The graphs to hide from queries, for a given record of the publication."""

    def __init__(self, connection: SparqlConnection, base: str) -> None:
        self.connection = connection
        self.base = base
        # (the record they were listed with, when, the graphs): see _other_graphs
        self._others: tuple[Record, float, tuple[str, ...]] | None = None
        self._listing = threading.Lock()

    @property
    def listed(self) -> bool:
        """Whether the store's other graphs have been listed (or tried to be) once."""
        return self._others is not None

    def of(self, record: Record) -> list[str]:
        """The graphs that the union default graph leaves out under ``record``."""
        return [*self.connection.dialect.own_graphs, record_graph(self.base), *record.staging,
                *self._other_graphs(record)]

    def _other_graphs(self, record: Record) -> tuple[str, ...]:
        dialect = self.connection.dialect
        if not dialect.can_hide_graphs:
            return ()
        listed = self._others
        if listed is not None and listed[0] is record and \
                time.monotonic() - listed[1] < OTHERS_EVERY:
            return listed[2]
        mine = {*record.graphs, *record.staging, record_graph(self.base), *dialect.own_graphs}
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
                found = self.connection.select(
                    "SELECT DISTINCT ?g WHERE { GRAPH ?g { ?s ?p ?o } }",
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
