"""What a store hands the endpoint for a client's query (light: query runners import it)."""

from __future__ import annotations

from typing import Iterator, NamedTuple


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


def counted(solutions):
    """The solutions (pyoxigraph QuerySolutions), evaluated, and how many there are: written
    once as TSV (one line per solution, every term kept) and read back. Only for answers that
    the row limit bounds, so that a client is told of the limit only when it cut the answer."""
    import io

    import pyoxigraph as ox

    tsv = io.BytesIO()
    solutions.serialize(tsv, ox.QueryResultsFormat.TSV)
    data = tsv.getvalue()
    rows = data.count(b"\n") - 1 if data.endswith(b"\n") else data.count(b"\n")
    return ox.parse_query_results(data, ox.QueryResultsFormat.TSV), max(rows, 0)
