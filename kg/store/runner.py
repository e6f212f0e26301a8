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

import _socket  # the C module: its sockets never wait, whatever gevent has patched
import dataclasses
import json
import os
import select
import signal
import struct
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from kg.interpreter import module_command
from kg.store.answer import Answer, counted, whole
from kg.store.chunks import ChunkWriter
from kg.store.errors import (QueryAbandoned, QueryError, QueryOutOfMemory, QueryTimeout, StoreBusy,
                     StoreError)

if TYPE_CHECKING:  # the runners' own process imports nothing heavy
    from kg.store.base import Connection

CHUNK = 64 * 1024
# A runner ends itself this long after its query's time is up. Its server kills it at the
# time limit; this is for when nobody is left to: a worker killed (by gunicorn's timeout, the
# OOM killer, an operator) leaves its runners behind, and they computed on for as long as
# their query lasted (a probe watched them run on after the kill, parented to init).
RUNNER_GRACE = 5.0
END_WAIT = 0.05  # seconds to wait for the end of an answer whose last chunk has come
# How long a query may go on after its client left, in case it is about to finish: stopping
# it kills its runner, and starting the next one costs about 80 ms of CPU on the cores the
# other queries need. wrk ending a run of cheap queries killed a runner per connection, and
# starting them again put 1% of the next run's answers at 60-130 ms (bench/RESULTS.md).
ABANDON_GRACE = 0.1
STACK_BYTES = 120 * 1024 * 1024  # a runner's stack (see child_main)
# glibc's malloc reserves 64 MiB of address space for each arena it opens, and opens one more
# whenever threads contend for memory: on a busy machine a runner's threads (the engine's and
# the store's) can open enough of them to pass a 600 MiB cap (KG_RUNNER_MEMORY) before the
# runner is ready. With two arenas its address space at start (about 260 MiB) does not
# depend on the machine's load.
RUNNER_ARENAS = "2"
_HEADER = struct.Struct(">cI")


class RunnerTimeout(QueryTimeout):
    """The query ran out of time; its runner was killed."""


class RunnersBusy(StoreBusy):
    """Every runner stayed busy until the query's time was up; it never started."""


class RunnerFailed(StoreError):
    """The runner died or answered nonsense."""


class RunnerOutOfMemory(RunnerFailed, QueryOutOfMemory):
    """The runner reached its memory cap while answering (and was replaced)."""


class RunnerError(QueryError):
    """The query failed in the store (syntax, evaluation); carries an HTTP status."""

    def __init__(self, status: int, message: str) -> None:
        self.message = message
        super().__init__(message, status)


@dataclass(frozen=True)
class RunRequest:
    query: str
    media_type: str
    default_graphs: tuple[str, ...] | None = None
    named_graphs: tuple[str, ...] | None = None
    union_default_graph: bool = True
    base_iri: str | None = None
    count_rows: bool = False  # count a select's rows before the first byte (see _counted)
    seconds: float | None = None  # the most the runner may spend on it (set by RunnerPool.run)

    def encode(self) -> bytes:
        return json.dumps({"query": self.query, "media_type": self.media_type,
                           "seconds": self.seconds,
                           "default_graphs": self.default_graphs,
                           "named_graphs": self.named_graphs,
                           "union": self.union_default_graph,
                           "base_iri": self.base_iri,
                           "count_rows": self.count_rows}).encode()


# --------------------------------------------------------------------------------------------
# The child
# --------------------------------------------------------------------------------------------

def _send(out: BinaryIO, kind: bytes, payload: bytes) -> None:
    out.write(_HEADER.pack(kind, len(payload)))
    out.write(payload)
    # The header waits for the first full chunk or the end: the server reads neither apart
    # (it waits for the first chunk anyway), and a small answer then goes in one write, so
    # that the server is woken once for it, not twice.
    if kind in (b"Z", b"E") or (kind == b"D" and len(payload) >= CHUNK):
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
    except (OSError, RuntimeError) as exc:  # the store's files cannot be read
        _send(out, b"E", json.dumps({"status": 503, "message": "the store cannot be read: "
                                     f"{exc}"}).encode())
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
    header: dict = {"kind": kind}
    try:
        if kind == "select" and request.get("count_rows"):
            # a large answer is evaluated again rather than read back (see counted)
            result, header["rows"] = counted(
                result, lambda: store.query(request["query"], **options))
    except (OSError, RuntimeError, ValueError) as exc:
        _send(out, b"E", json.dumps({"status": 503, "message": str(exc)}).encode())
        return
    _send(out, b"H", json.dumps(header).encode())
    writer = ChunkWriter(lambda data: _send(out, b"D", data), CHUNK)
    try:
        result.serialize(writer, rdf_format)
    except (OSError, RuntimeError, ValueError, TypeError) as exc:
        # What the format cannot express (an RDF 1.2 triple term in JSON-LD, say) or a value
        # the store cannot read. Before the first chunk the client gets this status; after
        # it, the answer is cut short.
        writer.flush()
        if "Corruption" in str(exc):
            error = {"status": 503, "message": f"the store cannot be read: {exc}"}
        else:
            error = {"status": 406, "message": f"the answer cannot be written as "
                                               f"{request['media_type']}: {exc}"}
        _send(out, b"E", json.dumps(error).encode())
        return
    writer.flush()
    _send(out, b"Z", b"")


def out_of_memory_message(memory_bytes: int, exc: BaseException) -> str:
    """What a client is told of a query that ran out of memory in its runner."""
    cap = f"{memory_bytes // (1024 * 1024):,} MiB (KG_RUNNER_MEMORY)" if memory_bytes \
        else "its memory"
    return (f"the answer needs more memory than a query runner may use ({cap}), or holds a "
            f"value too large to handle ({exc or 'out of memory'}); narrow the query down "
            f"or add a LIMIT")


def child_main(store_path: str, memory_bytes: int = 0) -> None:
    import resource

    import pyoxigraph as ox

    # The store's parser and planner recurse along a query's chains (operators, paths,
    # patterns): with the usual 8 MiB of stack a runner crashed (SIGSEGV) on 10,000 of them.
    # The main thread's stack may grow to this limit, up to the gap Linux leaves below it
    # (at least 128 MiB).
    soft, hard = resource.getrlimit(resource.RLIMIT_STACK)
    wanted = STACK_BYTES if hard == resource.RLIM_INFINITY else min(STACK_BYTES, hard)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        resource.setrlimit(resource.RLIMIT_STACK, (wanted, hard))
    if memory_bytes:
        # A query that needs more than this (a huge sort, a cross product kept in memory)
        # fails its allocation and the runner aborts; the parent reports it and replaces it.
        resource.setrlimit(resource.RLIMIT_AS, (memory_bytes, memory_bytes))
    # No PR_SET_PDEATHSIG here: Linux ties it to the thread that started the child, and a
    # request thread ends long before its server. A runner ends when its stdin closes.
    # The parent stops a runner with SIGKILL; SIGINT from a terminal is the parent's to handle.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # SIGALRM's default action ends the process whatever it is doing: the engine holds the
    # interpreter while it computes, so no Python-level handler or thread could stop it.
    signal.signal(signal.SIGALRM, signal.SIG_DFL)
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
        request = json.loads(body)
        if request.get("seconds"):
            # (at most a day: setitimer refuses what a huge time limit would ask)
            signal.setitimer(signal.ITIMER_REAL, min(request["seconds"] + RUNNER_GRACE, 86400))
        try:
            _evaluate(store, request, out)
        except MemoryError as exc:
            # pyoxigraph's own limits (a parser's 16 MiB buffer) raise this: the runner
            # answers with the limit and stays, where it used to die with the query
            _send(out, b"E", json.dumps({"status": 503, "message": out_of_memory_message(
                memory_bytes, exc)}).encode())
        signal.setitimer(signal.ITIMER_REAL, 0)


# --------------------------------------------------------------------------------------------
# The parent's side
# --------------------------------------------------------------------------------------------

# Rust aborts the process when an allocation fails: that is how a runner over its memory cap
# ends (a crash in the engine ends with SIGSEGV instead).
_OUT_OF_MEMORY = -signal.SIGABRT


# What the client's socket says while its query computes (see _client_state)
LEFT, SENT_MORE, NOTHING = "left", "sent more", "nothing"


def _client_state(client: int) -> str:
    """Whether the client on socket ``client`` has closed (or reset) its connection (LEFT),
    sent more (SENT_MORE: a request sent ahead of this answer), or nothing (NOTHING). Line
    ends alone, which HTTP lets a client send between requests, are read off and count for
    nothing: a stray CRLF turned the watch off. A client that only shut down its sending
    side looks gone too (as it does to nginx and Go's server): HTTP clients at their
    defaults do not do that while they wait for an answer."""
    try:
        peek = _socket.socket(fileno=os.dup(client))
    except OSError:
        return NOTHING  # no descriptor to spare (EMFILE): the client is taken to be there
    try:
        waiting = peek.recv(64, _socket.MSG_PEEK | _socket.MSG_DONTWAIT)
        if waiting == b"":
            return LEFT
        if waiting.strip(b"\r\n") == b"":
            peek.recv(len(waiting), _socket.MSG_DONTWAIT)
            return NOTHING
        return SENT_MORE
    except BlockingIOError:
        return NOTHING
    except OSError:
        return LEFT
    finally:
        peek.close()


def _has_left(client: int) -> bool:
    return _client_state(client) == LEFT


class Runner:
    """One child process with the store open read-only."""

    def __init__(self, store_path: Path, memory_bytes: int = 0) -> None:
        self.store_path = store_path
        self.process = subprocess.Popen(
            module_command("kg.store.runner_child", str(store_path), str(memory_bytes)),
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, bufsize=0,
            env={**os.environ, "MALLOC_ARENA_MAX": RUNNER_ARENAS})
        self._pending = b""
        self.rows: int | None = None  # the count the last select came with, if asked
        # The socket of the client the query runs for, watched until its first result: the
        # server learns of a closed connection only when it writes, and a query writes
        # nothing until then (an abandoned aggregate computed to its time limit for nobody).
        self._client: int | None = None
        # Set when the client left during a query: the query has until then to finish.
        self._grace_until: float | None = None
        try:
            kind, payload = self._frame(time.monotonic() + 60)
        except (RunnerTimeout, RunnerFailed):
            kind, payload = b"", b""
        if (kind, payload) != (b"Z", b"ready"):
            self.kill()
            raise RunnerFailed(f"query runner for {store_path} did not start")

    @property
    def abandoned(self) -> bool:
        """Whether the client of the query last started left before its answer came."""
        return self._grace_until is not None

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

    def _died(self) -> RunnerFailed:
        try:
            code = self.process.wait(timeout=2)
        except subprocess.TimeoutExpired:
            code = None
        if code == _OUT_OF_MEMORY:
            return RunnerOutOfMemory("the query needed more memory than a query runner may use")
        if code is not None and code < 0:
            return RunnerFailed(f"the query runner crashed (signal {-code}) on this query")
        return RunnerFailed("query runner died")

    def _read(self, size: int, deadline: float) -> bytes:
        fd = self.process.stdout.fileno()  # type: ignore[union-attr]
        while len(self._pending) < size:
            limit = deadline if self._grace_until is None else min(deadline, self._grace_until)
            remaining = limit - time.monotonic()
            if remaining <= 0:
                raise self._out_of_time()
            client = self._client
            ready, _, _ = select.select([fd] if client is None else [fd, client], [], [],
                                        remaining)
            if not ready:
                raise self._out_of_time()
            if client is not None and client in ready:
                state = _client_state(client)
                if state == LEFT:
                    self._client = None
                    self._grace_until = time.monotonic() + ABANDON_GRACE
                elif state == SENT_MORE:
                    self._client = None  # watching would only wake us again
                if fd not in ready:
                    continue
            piece = os.read(fd, max(CHUNK, size - len(self._pending)))
            if not piece:
                raise self._died()
            self._pending += piece
        data, self._pending = self._pending[:size], self._pending[size:]
        return data

    def _out_of_time(self) -> Exception:
        if self._grace_until is not None:
            return QueryAbandoned("the client closed its connection")
        return RunnerTimeout()

    def _write(self, data: bytes, deadline: float) -> None:
        """All of ``data`` to the runner: a write to a pipe may take only part of it (under
        gevent the pipe does not block), and a long query is longer than a pipe holds."""
        stream = self.process.stdin
        view = memoryview(data)
        while view:
            written = stream.write(view)  # type: ignore[union-attr]
            if written is None:  # it would block: wait until the runner reads
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise RunnerTimeout()
                select.select([], [stream], [], remaining)  # type: ignore[list-item]
                continue
            view = view[written:]

    def _frame(self, deadline: float) -> tuple[bytes, bytes]:
        kind, length = _HEADER.unpack(self._read(_HEADER.size, deadline))
        return kind, self._read(length, deadline) if length else b""

    def start(self, request: RunRequest, deadline: float, client: int | None = None
              ) -> tuple[str, bytes, bool]:
        """Send the query; wait for its kind and the first chunk, or until the socket
        ``client`` closes (QueryAbandoned; see ``abandoned`` for a query that finished
        within ABANDON_GRACE of that). Returns (kind, first chunk, finished)."""
        self._client = client
        self._grace_until = None
        try:
            return self._start(request, deadline)
        finally:
            self._client = None

    def _start(self, request: RunRequest, deadline: float) -> tuple[str, bytes, bool]:
        body = request.encode()
        try:
            self._write(struct.pack(">I", len(body)) + body, deadline)
        except (BrokenPipeError, OSError) as exc:
            raise RunnerFailed(f"query runner is gone: {exc}") from None
        kind, payload = self._frame(deadline)
        if kind == b"E":
            error = json.loads(payload)
            raise RunnerError(error["status"], error["message"])
        if kind != b"H":
            raise RunnerFailed(f"unexpected frame {kind!r}")
        header = json.loads(payload)
        result_kind = header["kind"]
        self.rows = header.get("rows")
        kind, payload = self._frame(deadline)
        if kind == b"Z":
            return result_kind, b"", True
        if kind == b"E":
            error = json.loads(payload)
            raise RunnerError(error["status"], error["message"])
        # A small answer's end usually came with it: then the runner is free at once. A chunk
        # smaller than a full one is the answer's last, so its end follows at once; but a pipe
        # may hand a write over in pieces, so wait a moment for the end's header before
        # streaming an answer that is in fact complete.
        if len(payload) < CHUNK and len(self._pending) < _HEADER.size:
            try:
                head = self._read(_HEADER.size, min(deadline, time.monotonic() + END_WAIT))
                self._pending = head + self._pending
            except RunnerTimeout:
                pass  # what was read stays pending for the stream
        if self._pending[:_HEADER.size] == _HEADER.pack(b"Z", 0):
            self._pending = self._pending[_HEADER.size:]
            return result_kind, payload, True
        return result_kind, payload, False

    def next_chunk(self, deadline: float) -> bytes | None:
        """The next piece of the answer, or None at its end."""
        kind, payload = self._frame(deadline)
        if kind == b"D":
            return payload
        if kind == b"Z":
            return None
        if kind == b"E":
            raise RunnerError(**json.loads(payload))
        raise RunnerFailed(f"unexpected frame {kind!r}")


class RunnerStream:
    """The rest of an answer, read from its runner as the client takes it.

    Closing it gives the runner back (or replaces it, if the answer was not read to its end),
    whether or not it was ever iterated: a HEAD request, a client gone before the first
    byte, a time-out mid-stream all end in ``close``, which the web layer always calls."""

    def __init__(self, pool: "RunnerPool", runner: Runner, first: bytes,
                 deadline: float) -> None:
        self._pool = pool
        self._runner: Runner | None = runner
        self._first: bytes | None = first
        self._deadline = deadline

    def __iter__(self) -> "RunnerStream":
        return self

    def __next__(self) -> bytes:
        if self._first is not None:
            first, self._first = self._first, None
            return first
        runner = self._runner
        if runner is None:
            raise StopIteration
        try:
            chunk = runner.next_chunk(self._deadline)
        except BaseException:
            self._release(finished=False)
            raise
        if chunk is None:
            self._release(finished=True)
            raise StopIteration
        return chunk

    def _release(self, finished: bool) -> None:
        runner, self._runner = self._runner, None
        if runner is not None:
            self._pool.give_back(runner, finished)

    def close(self) -> None:
        self._release(finished=False)


@dataclass(eq=False)  # each ticket is itself: the queue removes this one, not an equal one
class _Ticket:
    """A query waiting for a runner."""

    spare_ok: bool


# A query that finds every regular runner busy may use the spare one, but only for this long
# before its first result: long queries wait for (or are refused by) the regular runners,
# while short ones keep being answered however many long ones run.
SPARE_SECONDS = 1.0


@dataclass
class RunnerPool:
    """The runners of one server process: ``size`` regular ones and one spare.

    A query takes an idle regular runner (starting one while fewer than ``size`` exist). When
    all are busy it takes the spare, which answers short queries only (SPARE_SECONDS to its
    first result). When the spare is busy too it waits, at most until its deadline, which
    counts from the request's arrival: then it is refused with RunnersBusy, and never runs.
    A runner that comes free goes to the query that has waited least."""

    store_path: Path
    size: int = 1
    memory_bytes: int = 0
    _idle: list = field(default_factory=list)
    _spare_idle: list = field(default_factory=list)
    _started: int = 0
    _spare_started: bool = False
    _changed: threading.Condition = field(default_factory=threading.Condition)
    _waiting: list = field(default_factory=list)  # a ticket per query waiting, oldest first
    _closed: bool = False

    def _take(self, spare_ok: bool = True) -> tuple[Runner | None, bool, bool]:
        """(an idle runner or None, whether it is the spare, whether to start a new one);
        called with the lock held."""
        if self._idle:
            return self._idle.pop(), False, False
        if self._started < self.size:
            self._started += 1
            return None, False, True
        if spare_ok and self._spare_idle:
            return self._spare_idle.pop(), True, False
        if spare_ok and not self._spare_started:
            self._spare_started = True
            return None, True, True
        return None, False, False

    def _regular_free(self) -> bool:
        return bool(self._idle) or self._started < self.size

    def _checkout(self, deadline: float, spare_ok: bool = True) -> tuple[Runner, bool]:
        while True:
            with self._changed:
                ticket = _Ticket(spare_ok)
                self._waiting.append(ticket)
                try:
                    while True:
                        if self._closed:
                            raise RunnerFailed("the build being served changed; ask again")
                        # The newest arrival goes first (adaptive LIFO): under more long
                        # queries than runners, those that waited longest run out of time
                        # anyway, while a query that just came, often a short one, is served.
                        # A query too long for the spare steps aside while only the spare
                        # is free.
                        able = [t for t in self._waiting if t.spare_ok or self._regular_free()]
                        if able and able[-1] is ticket:
                            runner, spare, start = self._take(spare_ok)
                            if runner is not None or start:
                                break
                        remaining = deadline - time.monotonic()
                        if remaining <= 0:
                            raise RunnersBusy()
                        self._changed.wait(remaining)
                finally:
                    self._waiting.remove(ticket)
                    self._changed.notify_all()
            if start:
                try:
                    return Runner(self.store_path, self.memory_bytes), spare
                except BaseException:
                    self._forget(spare)
                    raise
            if runner.alive:  # type: ignore[union-attr]
                return runner, spare  # type: ignore[return-value]
            runner.kill()  # type: ignore[union-attr]
            self._forget(spare)

    def _forget(self, spare: bool) -> None:
        with self._changed:
            if spare:
                self._spare_started = False
            else:
                self._started -= 1
            self._changed.notify_all()

    def give_back(self, runner: Runner, finished: bool, spare: bool | None = None) -> None:
        """A runner done with its query: kept if it finished cleanly, else replaced."""
        if spare is None:
            spare = getattr(runner, "spare", False)
        if not finished or self._closed or not runner.alive:
            runner.kill()
            self._forget(spare)
            return
        with self._changed:
            (self._spare_idle if spare else self._idle).append(runner)
            self._changed.notify_all()

    def run(self, request: RunRequest, deadline: float, client: Connection | None = None
            ) -> Answer:
        """Run a query that must be answered by ``deadline`` (time.monotonic()); errors and
        time-outs before the first chunk raise here, so that the caller can still answer
        with a proper status. A ``client`` that closes its connection before then stops
        the query (QueryAbandoned) unless it ends within ABANDON_GRACE: then its runner is
        kept, else it is replaced. A query that outlasts the
        spare's SPARE_SECONDS waits for a regular runner and starts again there, within
        its own time."""
        watched = client.fileno() if client is not None else None
        spare_ok = True
        while True:
            runner, spare = self._checkout(deadline, spare_ok)
            runner.spare = spare  # type: ignore[attr-defined]
            if watched is not None and _has_left(watched):  # gone while it waited
                self.give_back(runner, True)  # it never started: it stays as good as it was
                raise QueryAbandoned("the client closed its connection")
            request = dataclasses.replace(request,
                                          seconds=max(deadline - time.monotonic(), 0.001))
            first_by = min(deadline, time.monotonic() + SPARE_SECONDS) if spare else deadline
            try:
                kind, first, finished = runner.start(request, first_by, watched)
            except RunnerError:
                abandoned = runner.abandoned  # read before another query may take the runner
                self.give_back(runner, True)
                if abandoned:
                    raise QueryAbandoned("the client closed its connection") from None
                raise
            except RunnerTimeout:
                self.give_back(runner, False)
                if spare and first_by < deadline:
                    spare_ok = False  # too long for the spare: a regular runner, or none
                    continue
                raise
            except BaseException:  # QueryAbandoned too: the query did not end in its grace
                self.give_back(runner, False)
                raise
            if runner.abandoned:  # ended within its grace: the runner is as good as it was
                self.give_back(runner, finished)
                raise QueryAbandoned("the client closed its connection")
            break
        rows = runner.rows
        if finished:
            self.give_back(runner, True)
            return whole(kind, first, rows)
        return Answer(kind, RunnerStream(self, runner, first, deadline), rows)

    def warm(self) -> None:
        """Start every runner now (the spare too), so that no query waits for one to start;
        each is free for queries as soon as it is ready."""
        while True:
            with self._changed:
                if self._closed:
                    return
                if self._started < self.size:
                    self._started, spare = self._started + 1, False
                elif not self._spare_started:
                    self._spare_started, spare = True, True
                else:
                    return
            try:
                runner = Runner(self.store_path, self.memory_bytes)
            except BaseException:
                self._forget(spare)
                raise
            runner.spare = spare  # type: ignore[attr-defined]
            self.give_back(runner, True)

    def close(self) -> None:
        with self._changed:
            self._closed = True
            idle, self._idle, self._spare_idle = self._idle + self._spare_idle, [], []
            self._changed.notify_all()
        for runner in idle:
            runner.kill()
