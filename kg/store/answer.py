"""What a store hands the endpoint for a client's query (light: query runners import it)."""

from __future__ import annotations

from typing import Callable, Iterator, NamedTuple

from .errors import QueryError


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


# The most of a counted answer kept to be read back (as TSV): pyoxigraph's parsers refuse a
# line of over 16 MiB with a MemoryError, and a GROUP_CONCAT over a whole corpus is one such
# line. An answer larger than this is counted as it is written, and evaluated again.
KEPT_BYTES = 8 * 1024 * 1024


class _LineCounter:
    """A binary sink for pyoxigraph's TSV serialiser: counts the lines written, and keeps
    them while they come to at most ``keep`` bytes."""

    def __init__(self, keep: int, on_write: Callable[[], object] | None = None) -> None:
        self.keep = keep
        self.on_write = on_write  # called before each write (it may stop the serialiser)
        self.lines = 0
        self.kept: bytearray | None = bytearray()
        self.ends_in_newline = True

    def write(self, data: bytes) -> int:
        if self.on_write is not None:
            self.on_write()
        self.lines += data.count(b"\n")
        if data:
            self.ends_in_newline = data.endswith(b"\n")
        if self.kept is not None:
            if len(self.kept) + len(data) > self.keep:
                self.kept = None  # too large to read back: only counted from here on
            else:
                self.kept += data
        return len(data)

    def flush(self) -> None:
        pass

    @property
    def rows(self) -> int:
        """Solutions written: the lines after the header line."""
        lines = self.lines if self.ends_in_newline else self.lines + 1
        return max(lines - 1, 0)


class TooLargeToCount(QueryError):
    """A capped answer too large to count and then send (only where it cannot be evaluated
    a second time: a remote store's answer is read once)."""


def counted(solutions, again: Callable[[], object] | None = None,
            on_write: Callable[[], object] | None = None):
    """The solutions (pyoxigraph QuerySolutions), evaluated, and how many there are. Only
    for answers that the row limit bounds, so that a client is told of the limit only when
    it cut the answer. Written once as TSV (one line per solution, every term kept) into a
    counter; an answer of at most KEPT_BYTES is read back from it, a larger one is
    evaluated again by ``again`` (without it: TooLargeToCount). Never read back past that
    size: a line of over 16 MiB is a MemoryError in pyoxigraph's parsers. ``on_write`` is
    called before each piece is written (a time budget raises from it)."""
    import pyoxigraph as ox

    counter = _LineCounter(KEPT_BYTES, on_write)
    solutions.serialize(counter, ox.QueryResultsFormat.TSV)
    if counter.kept is not None:
        return ox.parse_query_results(bytes(counter.kept), ox.QueryResultsFormat.TSV), \
            counter.rows
    if again is None:
        raise TooLargeToCount(f"the answer is over {KEPT_BYTES // (1024 * 1024)} MiB, too "
                              f"large to count its rows against the row cap; add a LIMIT "
                              f"(no larger than the row cap) to the query", 503)
    return again(), counter.rows
