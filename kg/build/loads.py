"""The build's bulk loads into its store, in a thread of their own.

The build process takes each article back from the map+validate workers (its record, its
verdict, its N-Triples) and loads the graphs into the store a few hundred at a time. Done
in the build's own thread, every load stopped the taking: while Oxigraph's bulk loader
worked (a second or two a batch, more as the store grows with RocksDB's compactions), the
workers filled the articles allowed in flight and waited. At 100,000 articles the build
process became the bottleneck of the whole phase, on one core, and the machine's cores
were idle a quarter of the time.

Oxigraph's loader releases the GIL, so a thread is enough: the loads run beside the taking,
one batch loading while the next fills. At most ``waiting`` full batches wait for the
loader; when it is behind, ``add`` waits too, the workers' outcomes stay in the workers
(kg.build.pipeline.IN_FLIGHT), and memory stays bounded.
"""

from __future__ import annotations

import queue
import threading
from typing import Callable

BATCH = 250  # graphs per bulk load (about 20 MB of N-Triples at 475 triples an article)
_POLL = 0.2  # seconds between looks at the other side, when waiting for it


class BackgroundLoads:
    """``add`` graphs (a name and its N-Triples); they are loaded by ``load`` (which takes
    a list of such pairs) in a thread, ``size`` at a time. ``finish`` loads the rest and
    waits; leaving the ``with`` block any other way waits for the load under way, if any,
    and loads nothing more (the store may be closed after it)."""

    def __init__(self, load: Callable[[list[tuple[str, bytes]]], None], size: int = BATCH,
                 waiting: int = 1) -> None:
        if size < 1 or waiting < 1:  # (a queue of size 0 would hold every batch)
            raise ValueError("a batch holds one graph or more, and one batch or more waits")
        self._load = load
        self._size = size
        self._batch: list[tuple[str, bytes]] = []
        self._queue: queue.Queue = queue.Queue(maxsize=waiting)
        self._stopped = threading.Event()
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, name="bulk loads", daemon=True)
        self._thread.start()

    def __enter__(self) -> "BackgroundLoads":
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop()

    def add(self, graph: str, ntriples: bytes) -> None:
        self._batch.append((graph, ntriples))
        if len(self._batch) >= self._size:
            self._hand_over()

    def finish(self) -> None:
        """Load what is left, wait for every load; a load's error is raised here."""
        if self._batch:
            self._hand_over()
        self._put(None)
        self._thread.join()
        self._raise_if_failed()

    # -- the build's side --------------------------------------------------------------

    def _hand_over(self) -> None:
        batch, self._batch = self._batch, []
        self._put(batch)

    def _put(self, item: list | None) -> None:
        while True:
            self._raise_if_failed()
            if not self._thread.is_alive():  # (stopped: nothing would ever take it)
                raise RuntimeError("the bulk loads were stopped")
            try:
                self._queue.put(item, timeout=_POLL)
                return
            except queue.Full:
                continue

    def _raise_if_failed(self) -> None:
        # The store's own error, raised in the build's thread as if the load had been
        # its own (the build says what it means: kg.build.publish).
        if self._error is not None:
            raise self._error

    def _stop(self) -> None:
        self._stopped.set()
        self._batch = []
        self._thread.join()

    # -- the loader's side -------------------------------------------------------------

    def _run(self) -> None:
        while not self._stopped.is_set():
            try:
                batch = self._queue.get(timeout=_POLL)
            except queue.Empty:
                continue
            if batch is None:
                return
            try:
                self._load(batch)
            except BaseException as exc:  # noqa: BLE001 - handed to the build's thread
                self._error = exc
                return
            del batch  # (not held while the loader waits for the next)
