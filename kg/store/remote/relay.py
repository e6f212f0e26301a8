"""The store's answer read as it arrives and written again in the client's format by the
embedded store's serialisers, so that clients see the same bytes whichever backend is behind
the endpoint; and a reader that corrects the answer's bytes on the way (see the dialects)."""

from __future__ import annotations

import logging
import queue
import threading
import time
from typing import Iterator

import pyoxigraph as ox
import requests

from kg.store.answer import TooLargeToCount, counted
from kg.store.base import QueryError, QueryTimeout, StoreError
from kg.store.chunks import ChunkWriter

log = logging.getLogger(__name__)

CHUNK = 64 * 1024


class Replacing:
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


class Relay:
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
