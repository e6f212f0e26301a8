"""Work that holds the CPU, run where it does not stop the server's other requests.

`kg serve` runs the app in gevent workers: every connection of a worker shares one event
loop, and a greenlet that computes holds all of them (20 to 60 downloads of a plain dump,
decompressed on the fly, put cheap requests at a p95 of 1.2 to 2.2 s). Under gevent, such
work goes to the hub's pool of real threads (zlib lets go of the interpreter while it
inflates) and the greenlet waits for it as for I/O; anywhere else (the development server,
tests, the CLI) it runs where it is called.
"""

from __future__ import annotations

import sys
from typing import Callable, TypeVar

T = TypeVar("T")


def _gevent_loop_running() -> bool:
    """Whether this process serves from gevent's event loop (its threading is patched)."""
    monkey = sys.modules.get("gevent.monkey")
    return monkey is not None and monkey.is_module_patched("threading")


# Threads for such work in each server process: as many as the machine this is tuned for
# has cores. More threads contend with the event loop for the interpreter (gevent's own
# pool has ten), and the loop's requests wait the longer.
THREADS = 2
_pool = None


def _thread_pool():
    """This process's pool (made on first use: in the worker, after the fork)."""
    global _pool
    if _pool is None:
        from gevent.threadpool import ThreadPool

        _pool = ThreadPool(THREADS)
    return _pool


def _outcome(work: Callable[..., T], args: tuple) -> tuple[bool, object]:
    """(True, what ``work`` returned) or (False, what it raised): raised in the pool's
    thread, an exception would be printed there with its traceback, as an error of the pool,
    before reaching the caller, who handles it (a damaged dump is a line in the log)."""
    try:
        return True, work(*args)
    except Exception as exc:  # noqa: BLE001 - raised again in the caller
        return False, exc


def off_loop(work: Callable[..., T], *args: object) -> T:
    """``work(*args)``, in a thread of a small pool when gevent's event loop serves
    requests (the calling greenlet waits for it as for I/O), else here."""
    if not _gevent_loop_running():
        return work(*args)
    done, value = _thread_pool().apply(_outcome, (work, args))
    if not done:
        raise value  # type: ignore[misc]
    return value  # type: ignore[return-value]
