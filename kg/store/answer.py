"""What a store hands the endpoint for a client's query (light: query runners import it)."""

from __future__ import annotations

import tempfile
from typing import IO, Callable, Iterator, NamedTuple

from kg.store.errors import QueryError


class Answer(NamedTuple):
    kind: str  # "select", "ask" or "graph"
    # The answer, serialised, as it streams; close() to abandon it. A tuple when the whole
    # answer is already in memory (see whole): the endpoint then sends it in one piece.
    chunks: Iterator[bytes] | tuple[bytes, ...]
    # How many solutions a select has, when it was asked to count them (QueryRequest.
    # count_rows) and could; None otherwise.
    rows: int | None = None


def whole(kind: str, body: bytes, rows: int | None = None) -> Answer:
    """An answer complete in memory (a small one, answered without a query runner)."""
    return Answer(kind, (body,) if body else (), rows)


# The most of a counted answer kept in memory to be read back (as TSV): pyoxigraph's parsers
# refuse a line of over 16 MiB with a MemoryError, and a GROUP_CONCAT over a whole corpus is
# one such line. A larger answer is evaluated again where it can be; where it cannot (a
# remote store's answer is read once) it is kept on disk and read back from there.
KEPT_BYTES = 8 * 1024 * 1024


class _LineCounter:
    """A binary sink for pyoxigraph's TSV serialiser: counts the lines written, and keeps
    them in ``kept`` (in memory up to KEPT_BYTES, on disk past that) while they come to at
    most ``keep`` bytes (None: whatever their size)."""

    def __init__(self, keep: int | None, on_write: Callable[[], object] | None = None) -> None:
        self.keep = keep
        self.on_write = on_write  # called before each write (it may stop the serialiser)
        self.lines = 0
        self.size = 0
        self.kept: IO[bytes] | None = tempfile.SpooledTemporaryFile(max_size=KEPT_BYTES)
        self.ends_in_newline = True

    def write(self, data: bytes) -> int:
        if self.on_write is not None:
            self.on_write()
        self.lines += data.count(b"\n")
        self.size += len(data)
        if data:
            self.ends_in_newline = data.endswith(b"\n")
        if self.kept is not None:
            if self.keep is not None and self.size > self.keep:
                self.kept.close()
                self.kept = None  # too large to read back: only counted from here on
            else:
                self.kept.write(data)
        return len(data)

    def flush(self) -> None:
        pass

    @property
    def rows(self) -> int:
        """Solutions written: the lines after the header line."""
        lines = self.lines if self.ends_in_newline else self.lines + 1
        return max(lines - 1, 0)


class TooLargeToCount(QueryError):
    """A capped answer with a value too large to read back once counted (a remote store's
    answer, which cannot be evaluated again)."""


def counted(solutions, again: Callable[[], object] | None = None,
            on_write: Callable[[], object] | None = None):
    """The solutions (pyoxigraph QuerySolutions), evaluated, and how many there are. Only
    for answers that the row limit bounds, so that a client is told of the limit only when
    it cut the answer. Written once as TSV (one line per solution, every term kept) into a
    counter; an answer of at most KEPT_BYTES is read back from memory, a larger one is
    evaluated again by ``again`` (so that no line of over 16 MiB, a MemoryError in
    pyoxigraph's parsers, is read back), or without it read back from disk. ``on_write`` is
    called before each piece is written (a time budget raises from it)."""
    import pyoxigraph as ox

    counter = _LineCounter(KEPT_BYTES if again is not None else None, on_write)
    solutions.serialize(counter, ox.QueryResultsFormat.TSV)
    if counter.kept is None:
        return again(), counter.rows  # type: ignore[misc]
    counter.kept.seek(0)
    # (the parser reads the file as the solutions are taken; it closes with them)
    return ox.parse_query_results(counter.kept, ox.QueryResultsFormat.TSV), counter.rows
