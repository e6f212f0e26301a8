"""A build's record of its articles, kept on disk: one SQLite file beside the manifest.

Each article's record (kg.build.pipeline.Record: its files, its input's digest, its artifact's key
and SHA-256, its dump parts' digests and sizes) is a row, written as the article is mapped
or carried over from the published build's file, and read back a row at a time: by mapping
path (the plan), in slug order (the dumps, the build's digest), in build order (the
manifest), or by named graph (the union check's reports). A build does not hold its
records in Python: at 100,000 articles they were about 185 MB of its memory, and grew with
the corpus.

A published build's file is never written again; a new build opens it read-only and
immutable (SQLite then takes no lock and writes no journal beside it).
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Mapping
from pathlib import Path
from dataclasses import dataclass, field
from typing import Iterable, Iterator

from kg.published.sqlite_files import file_uri, open_layout, seal
from kg.uris import Minter

RECORDS = "artifacts.sqlite"  # the build's record of its articles, beside its manifest
VERSION = 1  # of the file's layout (SQLite's user_version): another is not read
FETCH = 1000  # rows read back at a time

_COLUMNS = ("slug", "mapping", "text", "source", "key", "sha256", "statements", "fragments",
            "sizes")
_SELECT = ", ".join(_COLUMNS)
ORDERS = {"slug": "slug", "build": "position", "mapping": "mapping"}


@dataclass(frozen=True)
class Record:
    """What a build keeps of one article: enough to reuse its artifact without parsing."""

    slug: str
    mapping: str  # paths relative to the data folder
    text: str
    source: str  # ArticleInput.digest
    key: str
    sha256: str  # of the artifact
    statements: int
    fragments: dict[str, str] = field(default_factory=dict)  # its dump parts' digests
    sizes: dict[str, int] = field(default_factory=dict)  # and their sizes (kg.build.dumps.Earlier)


class DuplicateSlug(Exception):
    """Two mapping files give the same article id."""

    def __init__(self, slug: str, other: str) -> None:
        self.slug, self.other = slug, other  # other: the mapping path that has it already
        super().__init__(f"duplicate article id '{slug}' (also in {other})")


def _record(row: tuple) -> Record:
    return Record(*row[:7], fragments=json.loads(row[7]), sizes=json.loads(row[8]))


def _row(record: Record, position: int) -> tuple:
    return (record.slug, record.mapping, record.text, record.source, record.key,
            record.sha256, record.statements,
            json.dumps(record.fragments, sort_keys=True),
            json.dumps(record.sizes, sort_keys=True), position)


class RecordBook:
    """The records of one build. ``create`` starts a new build's (written by one thread);
    ``open`` reads a published build's. ``reader`` opens another connection on the same
    file, for another thread, once the writer has committed."""

    def __init__(self, path: Path, db: sqlite3.Connection, context: str | None) -> None:
        self.path, self.db, self.context = path, db, context

    # -- making one --------------------------------------------------------------------

    @classmethod
    def create(cls, folder: Path, context: str) -> "RecordBook":
        path = folder / RECORDS
        path.unlink(missing_ok=True)
        db = sqlite3.connect(path, isolation_level=None)
        # A build's folder is thrown away whole if the build fails: no journal is needed.
        db.execute("PRAGMA journal_mode = OFF")
        db.execute("PRAGMA synchronous = OFF")
        db.executescript("""
            CREATE TABLE context (digest TEXT NOT NULL);
            CREATE TABLE articles (
                slug TEXT PRIMARY KEY, mapping TEXT NOT NULL UNIQUE, text TEXT NOT NULL,
                source TEXT NOT NULL, key TEXT NOT NULL, sha256 TEXT NOT NULL,
                statements INTEGER NOT NULL, fragments TEXT NOT NULL, sizes TEXT NOT NULL,
                position INTEGER NOT NULL) WITHOUT ROWID;
        """)
        db.execute("INSERT INTO context VALUES (?)", (context,))
        db.execute(f"PRAGMA user_version = {VERSION}")
        db.execute("BEGIN")
        return cls(path, db, context)

    def add(self, record: Record, position: int) -> None:
        """Add an article's record (``position``: its mapping file's place among all);
        DuplicateSlug if another mapping file has its id."""
        try:
            self.db.execute("INSERT INTO articles VALUES (?,?,?,?,?,?,?,?,?,?)",
                            _row(record, position))
        except sqlite3.IntegrityError:
            other = self.db.execute("SELECT mapping FROM articles WHERE slug = ?",
                                    (record.slug,)).fetchone()
            if other is None:
                raise
            raise DuplicateSlug(record.slug, other[0]) from None

    def replace(self, records: Iterable[Record]) -> None:
        """Records amended (their dump parts made again), in one transaction."""
        began = not self.db.in_transaction
        if began:
            self.db.execute("BEGIN")
        self.db.executemany("UPDATE articles SET fragments = ?, sizes = ? WHERE slug = ?",
                            ((json.dumps(r.fragments, sort_keys=True),
                              json.dumps(r.sizes, sort_keys=True), r.slug) for r in records))
        if began:
            self.db.execute("COMMIT")

    def commit(self) -> None:
        if self.db.in_transaction:
            self.db.execute("COMMIT")

    def finish(self) -> None:
        """Commit, with the indexes the readers of a published build use."""
        self.commit()
        self.db.execute("CREATE INDEX IF NOT EXISTS by_position ON articles (position)")

    def seal(self) -> None:
        """Write the file again in key order and close it: the same records give the same
        bytes, whatever order they were added in (a full and an incremental build of the
        same input publish the same files)."""
        self.finish()
        seal(self.db, self.path)

    # -- reading one -------------------------------------------------------------------

    @classmethod
    def open(cls, build: Path | None) -> "RecordBook | None":
        """A published build's records, read-only; None if it has none that can be read
        (a build made before they were kept here, or a damaged file)."""
        if build is None or not (build / RECORDS).is_file():
            return None
        try:
            db = open_layout(build / RECORDS, VERSION,
                             f"SELECT {_SELECT}, position FROM articles LIMIT 1",
                             check_same_thread=False)
        except sqlite3.Error:
            return None
        try:
            context = db.execute("SELECT digest FROM context").fetchone()
        except sqlite3.Error:
            context = None
        if context is None:
            db.close()
            return None
        return cls(build / RECORDS, db, str(context[0]))

    def reader(self) -> "RecordBook":
        """Another connection on this file, read-only (for another thread)."""
        db = sqlite3.connect(file_uri(self.path, "mode=ro"), uri=True)
        return RecordBook(self.path, db, self.context)

    def close(self) -> None:
        self.db.close()  # (again: nothing)

    def __len__(self) -> int:
        return self.db.execute("SELECT count(*) FROM articles").fetchone()[0]

    def get(self, mapping: str) -> Record | None:
        row = self.db.execute(f"SELECT {_SELECT} FROM articles WHERE mapping = ?",
                              (mapping,)).fetchone()
        return _record(row) if row is not None else None

    def by_slug(self, slug: str) -> Record | None:
        row = self.db.execute(f"SELECT {_SELECT} FROM articles WHERE slug = ?",
                              (slug,)).fetchone()
        return _record(row) if row is not None else None

    def _rows(self, query: str, parameters: tuple = ()) -> Iterator[tuple]:
        cursor = self.db.execute(query, parameters)
        while rows := cursor.fetchmany(FETCH):
            yield from rows

    def _in_order(self, columns: str, order: str) -> Iterator[tuple]:
        # (order: one of ORDERS, never a caller's text)
        return self._rows(f"SELECT {columns} FROM articles ORDER BY {ORDERS[order]}")

    def in_slug_order(self) -> Iterator[Record]:
        """Every record by article id (the dumps' order)."""
        return map(_record, self._in_order(_SELECT, "slug"))

    def in_build_order(self) -> Iterator[Record]:
        """Every record in the order of the mapping files (the manifest's)."""
        return map(_record, self._in_order(_SELECT, "build"))

    def in_mapping_order(self) -> Iterator[Record]:
        return map(_record, self._in_order(_SELECT, "mapping"))

    def slugs_and_keys(self) -> Iterator[tuple[str, str]]:
        return self._in_order("slug, key", "slug")

    def slugs(self, order: str) -> Iterator[str]:
        """Every article id, by id ("slug") or in the mapping files' order ("build")."""
        return (row[0] for row in self._in_order("slug", order))

    def articles_by_graph(self, minter: Minter) -> "ArticlesByGraph":
        return ArticlesByGraph(self, minter)


def build_digest(context: str, slugs_and_keys: Iterable[tuple[str, str]]) -> str:
    """SHA-256 over everything that decides the graph: the same input, the same digest.
    ``slugs_and_keys``: each article's id and its artifact's key, by id
    (RecordBook.slugs_and_keys: read as they come, not held)."""
    digest = hashlib.sha256(f"diplokg {context}\n".encode())
    last = None
    for slug, key in slugs_and_keys:
        if last is not None and slug <= last:
            raise ValueError(f"the articles' ids are not in order: {last!r}, then {slug!r}")
        digest.update(f"{slug} {key}\n".encode())
        last = slug
    return digest.hexdigest()


class ArticlesByGraph(Mapping):
    """The article id of each article's named graph (what the union check names in its
    reports): the graph's IRI is minted from the id, which the records must hold."""

    def __init__(self, book: RecordBook, minter: Minter) -> None:
        self.book, self.minter = book, minter

    def __getitem__(self, graph: str) -> str:
        slug = self.minter.article_of_graph(graph)
        if slug is None or self.book.db.execute("SELECT 1 FROM articles WHERE slug = ?",
                                                (slug,)).fetchone() is None:
            raise KeyError(graph)
        return slug

    def __iter__(self) -> Iterator[str]:
        return (str(self.minter.article_graph(s)) for s in self.book.slugs("build"))

    def __len__(self) -> int:
        return len(self.book)
