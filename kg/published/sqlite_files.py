"""SQLite files a build writes and others read (its records, catalogue and page counts)."""

from __future__ import annotations

import contextlib
import os
import sqlite3
import threading
from pathlib import Path
from typing import Callable, Iterator


def file_uri(path: Path, query: str) -> str:
    """A file URI for SQLite (a path with '#', '?' or '%' escaped: not a URI's parts)."""
    return f"{path.resolve().as_uri()}?{query}"


def read_only(path: Path, **options) -> sqlite3.Connection:
    """A published file, opened read-only and immutable (SQLite then takes no lock and
    writes no journal beside it)."""
    return sqlite3.connect(file_uri(path, "mode=ro&immutable=1"), uri=True, **options)


def open_layout(path: Path, version: int, probe: str, **options) -> sqlite3.Connection:
    """A published file of this layout ``version`` (SQLite's user_version), read-only, whose
    ``probe`` query runs; sqlite3.DatabaseError for any other file (and nothing left open)."""
    db = read_only(path, **options)
    try:
        if db.execute("PRAGMA user_version").fetchone()[0] != version:
            raise sqlite3.DatabaseError(f"not a file of layout {version}")
        db.execute(probe).fetchall()
    except BaseException:
        db.close()
        raise
    return db


def write_copy(db: sqlite3.Connection, path: Path) -> None:
    """Write what ``db`` holds (committed first) to ``path``, in key order, through a file
    beside it renamed onto it (a reader sees the old file or the new one): the same rows
    give the same bytes whatever order they were added in (a full and an incremental build
    of the same input publish the same files)."""
    if db.in_transaction:
        db.execute("COMMIT")
    partial = path.with_name(f".{path.name}.partial")
    partial.unlink(missing_ok=True)
    try:
        db.execute("VACUUM INTO ?", (str(partial),))
        os.replace(partial, path)
    finally:
        partial.unlink(missing_ok=True)


def seal(db: sqlite3.Connection, path: Path) -> None:
    """write_copy, then close ``db``: the file is done."""
    write_copy(db, path)
    db.close()


class ConnectionPool:
    """Connections to one published file, lent one at a time and kept for the next request
    (a few of them). A connection per request thread, or per client's greenlet under gevent,
    was one file descriptor per request, kept until the garbage collector found it (a
    sqlite3 connection is in a reference cycle), and the file of a pruned build held open.
    ``close`` closes the idle ones; one lent when it is called is closed when it is given
    back."""

    KEPT = 4  # idle connections kept for the next requests

    def __init__(self, connect: Callable[[], sqlite3.Connection],
                 first: sqlite3.Connection | None = None) -> None:
        self._connect = connect  # (made with check_same_thread=False: lent to any thread)
        self._lock = threading.Lock()
        self._idle: list[sqlite3.Connection] = [first] if first is not None else []
        self._closed = False

    @contextlib.contextmanager
    def connection(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            db = self._idle.pop() if self._idle else None
        if db is None:
            db = self._connect()
        try:
            yield db
        finally:
            with self._lock:
                if not self._closed and len(self._idle) < self.KEPT:
                    self._idle.append(db)
                    db = None
            if db is not None:
                db.close()

    def close(self) -> None:
        with self._lock:
            self._closed = True
            idle, self._idle = self._idle, []
        for db in idle:
            db.close()
