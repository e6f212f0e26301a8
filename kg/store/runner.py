"""Query runners: child processes that evaluate SPARQL on the read-only store.

pyoxigraph's ``query`` has no timeout, and a query can compute for a long time before its
first result. A thread cannot be stopped, so each query runs in a child process that the
server can kill when the time is up; the child then is replaced. The child serialises
results with pyoxigraph's own serialisers and streams them back in frames, so no result is
ever built row by row in Python.

Frames on the child's stdout: one byte of type, four bytes of length, the payload.
``H`` header (JSON: kind), ``D`` data, ``E`` error (JSON: status, message), ``Z`` end.
"""

from __future__ import annotations

import json
import os
import queue
import select
import signal
import struct
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO, Iterator

from .chunks import ChunkWriter

CHUNK = 64 * 1024
_HEADER = struct.Struct(">cI")


class RunnerTimeout(Exception):
    """The query ran out of time; its runner was killed."""


class RunnerFailed(RuntimeError):
    """The runner died or answered nonsense."""


class RunnerError(Exception):
    """The query failed in the store (syntax, evaluation); carries an HTTP status."""

    def __init__(self, status: int, message: str) -> None:
        self.status, self.message = status, message
        super().__init__(message)


@dataclass(frozen=True)
class RunRequest:
    query: str
    media_type: str
    default_graphs: tuple[str, ...] | None = None
    named_graphs: tuple[str, ...] | None = None
    union_default_graph: bool = True
    base_iri: str | None = None

    def encode(self) -> bytes:
        return json.dumps({"query": self.query, "media_type": self.media_type,
                           "default_graphs": self.default_graphs,
                           "named_graphs": self.named_graphs,
                           "union": self.union_default_graph,
                           "base_iri": self.base_iri}).encode()


# --------------------------------------------------------------------------------------------
# The child
# --------------------------------------------------------------------------------------------

def _send(out: BinaryIO, kind: bytes, payload: bytes) -> None:
    out.write(_HEADER.pack(kind, len(payload)))
    out.write(payload)
    if kind != b"D" or len(payload) >= CHUNK:
        out.flush()


def _read_exact(source: BinaryIO, size: int) -> bytes | None:
    data = bytearray()
    while len(data) < size:
        piece = source.read(size - len(data))
        if not piece:
            return None
        data += piece
    return bytes(data)


def _evaluate(store, request: dict, out: BinaryIO) -> None:
    import pyoxigraph as ox

    options: dict = {"base_iri": request["base_iri"]} if request["base_iri"] else {}
    try:
        if request["default_graphs"] is not None or request["named_graphs"] is not None:
            options["default_graph"] = [ox.NamedNode(g) for g in request["default_graphs"] or []]
            options["named_graphs"] = [ox.NamedNode(g) for g in request["named_graphs"] or []]
        elif request["union"]:
            options["use_default_graph_as_union"] = True
        result = store.query(request["query"], **options)
    except SyntaxError as exc:
        _send(out, b"E", json.dumps({"status": 400, "message": str(exc)}).encode())
        return
    except ValueError as exc:  # a malformed IRI among the graph names
        _send(out, b"E", json.dumps({"status": 400, "message": str(exc)}).encode())
        return
    kind = ("select" if isinstance(result, ox.QuerySolutions)
            else "ask" if isinstance(result, ox.QueryBoolean) else "graph")
    if kind == "graph":
        rdf_format = ox.RdfFormat.from_media_type(request["media_type"])
    else:
        rdf_format = ox.QueryResultsFormat.from_media_type(request["media_type"])
    if rdf_format is None:
        _send(out, b"E", json.dumps({"status": 406, "message": f"a {kind} result cannot be "
                                     f"written as {request['media_type']}"}).encode())
        return
    _send(out, b"H", json.dumps({"kind": kind}).encode())
    writer = ChunkWriter(lambda data: _send(out, b"D", data), CHUNK)
    try:
        result.serialize(writer, rdf_format)
    except (OSError, RuntimeError, ValueError, TypeError) as exc:
        writer.flush()
        _send(out, b"E", json.dumps({"status": 500, "message": str(exc)}).encode())
        return
    writer.flush()
    _send(out, b"Z", b"")


def child_main(store_path: str) -> None:
    import pyoxigraph as ox

    # No PR_SET_PDEATHSIG here: Linux ties it to the thread that started the child, and a
    # request thread ends long before its server. A runner ends when its stdin closes.
    # The parent stops a runner with SIGKILL; SIGINT from a terminal is the parent's to handle.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    source, out = sys.stdin.buffer, sys.stdout.buffer
    store = ox.Store.read_only(store_path)
    _send(out, b"Z", b"ready")
    while True:
        header = _read_exact(source, 4)
        if header is None:
            return
        body = _read_exact(source, struct.unpack(">I", header)[0])
        if body is None:
            return
        _evaluate(store, json.loads(body), out)


# --------------------------------------------------------------------------------------------
# The parent's side
# --------------------------------------------------------------------------------------------

class Runner:
    """One child process with the store open read-only."""

    def __init__(self, store_path: Path) -> None:
        self.store_path = store_path
        self.process = subprocess.Popen(
            [sys.executable, "-m", "kg.store.runner_child", str(store_path)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=None, bufsize=0)
        self._pending = b""
        kind, payload = self._frame(time.monotonic() + 60)
        if (kind, payload) != (b"Z", b"ready"):
            self.kill()
            raise RunnerFailed(f"query runner for {store_path} did not start")

    @property
    def alive(self) -> bool:
        return self.process.poll() is None

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()
        for stream in (self.process.stdin, self.process.stdout):
            try:
                stream.close()  # type: ignore[union-attr]
            except OSError:
                pass

    def _read(self, size: int, deadline: float) -> bytes:
        fd = self.process.stdout.fileno()  # type: ignore[union-attr]
        while len(self._pending) < size:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise RunnerTimeout()
            ready, _, _ = select.select([fd], [], [], remaining)
            if not ready:
                raise RunnerTimeout()
            piece = os.read(fd, max(CHUNK, size - len(self._pending)))
            if not piece:
                raise RunnerFailed("query runner died")
            self._pending += piece
        data, self._pending = self._pending[:size], self._pending[size:]
        return data

    def _frame(self, deadline: float) -> tuple[bytes, bytes]:
        kind, length = _HEADER.unpack(self._read(_HEADER.size, deadline))
        return kind, self._read(length, deadline) if length else b""

    def start(self, request: RunRequest, deadline: float) -> tuple[str, bytes, bool]:
        """Send the query; wait for its kind and the first chunk. Returns (kind, first
        chunk, finished)."""
        body = request.encode()
        try:
            self.process.stdin.write(struct.pack(">I", len(body)) + body)  # type: ignore
            self.process.stdin.flush()  # type: ignore[union-attr]
        except (BrokenPipeError, OSError) as exc:
            raise RunnerFailed(f"query runner is gone: {exc}") from None
        kind, payload = self._frame(deadline)
        if kind == b"E":
            error = json.loads(payload)
            raise RunnerError(error["status"], error["message"])
        if kind != b"H":
            raise RunnerFailed(f"unexpected frame {kind!r}")
        result_kind = json.loads(payload)["kind"]
        kind, payload = self._frame(deadline)
        if kind == b"Z":
            return result_kind, b"", True
        if kind == b"E":
            error = json.loads(payload)
            raise RunnerError(error["status"], error["message"])
        return result_kind, payload, False

    def rest(self, deadline: float) -> Iterator[bytes]:
        while True:
            kind, payload = self._frame(deadline)
            if kind == b"D":
                yield payload
            elif kind == b"Z":
                return
            else:
                raise RunnerFailed(payload.decode(errors="replace"))


@dataclass
class RunnerPool:
    """A few runners shared by the threads of one server process."""

    store_path: Path
    size: int = 1
    _idle: "queue.LifoQueue[Runner]" = field(default_factory=queue.LifoQueue)
    _lock: threading.Lock = field(default_factory=threading.Lock)
    _started: int = 0
    _closed: bool = False

    def _checkout(self) -> Runner:
        while True:
            try:
                runner = self._idle.get_nowait()
            except queue.Empty:
                with self._lock:
                    if self._started < self.size:
                        self._started += 1
                        try:
                            return Runner(self.store_path)
                        except BaseException:
                            self._started -= 1
                            raise
                runner = self._idle.get()
            if runner.alive:
                return runner
            self._discard(runner)

    def _discard(self, runner: Runner) -> None:
        runner.kill()
        with self._lock:
            self._started -= 1

    def _checkin(self, runner: Runner) -> None:
        if self._closed:
            runner.kill()
        else:
            self._idle.put(runner)

    def run(self, request: RunRequest, timeout: float) -> tuple[str, Iterator[bytes]]:
        """Run a query; errors and time-outs before the first chunk raise here, so that the
        caller can still answer with a proper status."""
        deadline = time.monotonic() + timeout
        runner = self._checkout()
        try:
            kind, first, finished = runner.start(request, deadline)
        except RunnerError:
            self._checkin(runner)
            raise
        except BaseException:
            self._discard(runner)
            raise
        if finished:
            self._checkin(runner)
            return kind, iter((first,) if first else ())
        return kind, self._stream(runner, first, deadline)

    def _stream(self, runner: Runner, first: bytes, deadline: float) -> Iterator[bytes]:
        done = False
        try:
            yield first
            yield from runner.rest(deadline)
            done = True
        finally:
            # A client that went away, or a time-out mid-stream, leaves the runner busy.
            self._checkin(runner) if done else self._discard(runner)

    def close(self) -> None:
        self._closed = True
        while True:
            try:
                self._idle.get_nowait().kill()
            except queue.Empty:
                return
