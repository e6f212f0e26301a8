"""Counting IRIs in the triples of a store, for the build's counts of long page sections
(kg.published.section_counts), without a group per IRI in memory.

``runs`` counts equal IRIs that come one after the other (a store's index gives each
object's triples of one predicate together); ``RunTotals`` adds up the runs that do not
come whole (several predicates, or IRIs in subject position) in a scratch SQLite file,
which sorts on disk. ``counted_by_query`` is the same count asked of a SPARQL engine, for a
store that groups answers itself (a remote store) or whose union is only a view.
"""

from __future__ import annotations

import sqlite3
import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path


def count_solutions(store, pattern: str, up_to: int | None = None, prefixes: str = "",
                    distinct: bool = False) -> int:
    """How many solutions a graph pattern has in ``store`` (anything with ``solve``),
    counting no further than ``up_to`` + 1 when given: what a page or the build asks when
    it only needs to know whether there are more than so many."""
    inner = f"SELECT {'DISTINCT ' if distinct else ''}* WHERE {{ {pattern} }}"
    if up_to is not None:
        inner += f" LIMIT {up_to + 1}"
    rows = store.solve(f"{prefixes}SELECT (COUNT(*) AS ?n) WHERE {{ {inner} }}").terms
    return int(rows[0][0].value) if rows else 0


def runs(iris: Iterable[str]) -> Iterator[tuple[str, int]]:
    """(IRI, how many times in a row) for ``iris``, in their order."""
    last, count = None, 0
    for iri in iris:
        if iri == last:
            count += 1
            continue
        if count:
            yield last, count
        last, count = iri, 1
    if count:
        yield last, count


class RunTotals:
    """Runs of IRIs added up on disk: ``totals`` gives each IRI whose runs add up to at
    least ``at_least``."""

    def __init__(self, at_least: int) -> None:
        self.at_least = at_least

    def __enter__(self) -> "RunTotals":
        self._folder = tempfile.TemporaryDirectory(prefix="kg-counts-")
        self._db = sqlite3.connect(Path(self._folder.name) / "runs.sqlite")
        self._db.executescript("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; "
                               "CREATE TABLE run (iri TEXT, n INTEGER)")
        return self

    def add(self, found: Iterable[tuple[str, int]]) -> None:
        self._db.executemany("INSERT INTO run VALUES (?, ?)", found)

    def totals(self) -> Iterator[tuple[str, int]]:
        yield from self._db.execute("SELECT iri, SUM(n) FROM run GROUP BY iri "
                                    "HAVING SUM(n) >= ?", (self.at_least,))

    def __exit__(self, *exc: object) -> None:
        self._db.close()
        self._folder.cleanup()


def counted_by_query(store, predicates: list[str] | None, position: str, at_least: int
                     ) -> Iterator[tuple[str, int]]:
    """The same count as a SPARQL aggregate over the store's union."""
    term = "?o" if position == "object" else "?s"
    values = "" if predicates is None else \
        f"VALUES ?p {{ {' '.join(f'<{p}>' for p in predicates)} }}"
    rows = store.select_rows(f"SELECT {term} (COUNT(*) AS ?n) WHERE {{ {values} ?s ?p ?o "
                             f"FILTER(isIRI({term})) }} GROUP BY {term} "
                             f"HAVING (COUNT(*) >= {int(at_least)})")
    for iri, n in rows:
        yield iri.value, int(n.value)
