"""Which of `kg serve`'s workers accepts a new connection: the one with the fewest open.

Every worker waits on the same listening socket, and whichever the kernel wakes first takes
the connection. A client that opens a few keep-alive connections at once (wrk, a browser, a
harvester with a small pool) then often finds them all, or all but one, on one worker: with
2 workers and 4 connections, 3 runs in 16 put all four on one process, which
answers them on one core while the other core idles, at half the rate.

Here each worker publishes how many connections it holds open in a small table of memory
that the master shares with its workers (mapped before they are forked). A worker woken for a
new connection takes it only if no other live worker holds fewer; otherwise it looks again
shortly after, and takes it anyway once it has waited ``PATIENCE`` (the quieter worker may be
busy answering). nginx's ``least_conn`` does the same for upstreams.
"""

from __future__ import annotations

import mmap
import time
from typing import Any, Iterable

from gevent.server import StreamServer

# How often a deferring worker looks again, and how long it defers at most for one connection.
RECHECK = 0.001
PATIENCE = 0.010

ABSENT = 2 ** 31 - 1  # a slot without a live worker: never the fewest


class OpenConnections:
    """One counter of open connections per worker slot, in memory shared across a fork.

    Each slot has one writer (its worker; the master only when no worker holds it), and an
    aligned 4-byte store is seen whole by readers, so no lock is needed: a reader at worst
    sees a count one connection old."""

    def __init__(self, slots: int) -> None:
        self._memory = mmap.mmap(-1, 4 * slots)  # anonymous and shared: seen by children
        self._counts = memoryview(self._memory).cast("i")
        for slot in range(slots):
            self._counts[slot] = ABSENT

    @property
    def slots(self) -> int:
        return len(self._counts)

    def free_slot(self, taken: Iterable[int | None]) -> int | None:
        """A slot no live worker holds, or None when every slot is taken."""
        used = set(taken)
        return next((slot for slot in range(self.slots) if slot not in used), None)

    def claim(self, slot: int) -> None:
        self._counts[slot] = 0

    def release(self, slot: int) -> None:
        self._counts[slot] = ABSENT

    def add(self, slot: int, change: int) -> None:
        if self._counts[slot] != ABSENT:
            self._counts[slot] += change

    def count(self, slot: int) -> int:
        return self._counts[slot]

    def fewest_elsewhere(self, slot: int) -> int:
        """The fewest open connections of any other live worker (ABSENT when there is none)."""
        return min((count for index, count in enumerate(self._counts) if index != slot),
                   default=ABSENT)


class LeastConnectionsServer(StreamServer):
    """gevent's StreamServer, as gunicorn's gevent worker builds it, that leaves a new
    connection to a worker holding fewer open connections, for at most ``PATIENCE``."""

    def __init__(self, listener: Any, *, handle: Any, spawn: Any,
                 counts: OpenConnections, slot: int, **options: Any) -> None:
        super().__init__(listener, handle=handle, spawn=spawn, **options)
        self.max_accept = 1  # as gunicorn sets it for more than one worker
        self._counts = counts
        self._slot = slot
        self._recheck: Any = None
        self._deferring_since = 0.0
        self._last_deferral = 0.0
        counts.claim(slot)

    def do_read(self) -> Any:
        now = time.monotonic()
        if now - self._last_deferral > 2 * RECHECK + PATIENCE:
            self._deferring_since = now  # a new connection waits: its patience starts now
        if (self._counts.count(self._slot) > self._counts.fewest_elsewhere(self._slot)
                and now - self._deferring_since < PATIENCE):
            self._last_deferral = now
            self.stop_accepting()
            self._recheck = self.loop.timer(RECHECK)
            self._recheck.start(self._start_accepting_if_started)
            return None
        self._last_deferral = 0.0
        accepted = super().do_read()
        if accepted:
            self._counts.add(self._slot, 1)
        return accepted

    def do_close(self, *args: Any) -> None:
        try:
            super().do_close(*args)
        finally:
            self._counts.add(self._slot, -1)

    def stop_accepting(self) -> None:
        super().stop_accepting()
        if self._recheck is not None:
            self._recheck.stop()
            self._recheck.close()
            self._recheck = None

    def close(self) -> None:
        # A worker that is shutting down takes no more connections: others must not wait for it.
        self._counts.release(self._slot)
        super().close()
