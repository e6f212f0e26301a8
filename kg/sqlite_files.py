"""SQLite files a build writes and others read (its records, catalogue and page counts)."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path


def file_uri(path: Path, query: str) -> str:
    """A file URI for SQLite (a path with '#', '?' or '%' escaped: not a URI's parts)."""
    return f"{path.resolve().as_uri()}?{query}"


def read_only(path: Path, **options) -> sqlite3.Connection:
    """A published file, opened read-only and immutable (SQLite then takes no lock and
    writes no journal beside it)."""
    return sqlite3.connect(file_uri(path, "mode=ro&immutable=1"), uri=True, **options)


def seal(db: sqlite3.Connection, path: Path) -> None:
    """Write the database of ``db`` to ``path`` again, in key order, and close ``db``: the
    same rows give the same bytes whatever order they were added in (a full and an
    incremental build of the same input publish the same files)."""
    if db.in_transaction:
        db.execute("COMMIT")
    partial = path.with_name(f".{path.name}.partial")
    partial.unlink(missing_ok=True)
    db.execute("VACUUM INTO ?", (str(partial),))
    db.close()
    os.replace(partial, path)
