"""The articles of a published build as the server lists them: their ids in build order,
their named graphs and their Turtle files, read from the build's records (artifacts.sqlite)
a page at a time.

The manifest lists the same things three times; read whole into each server process it held
about 87 MB of Python objects at 100,000 articles. The server now keeps only its other
members (kg.published.layout.read_light_manifest) and asks the records, which say what the manifest's
entries were made from: an article's file is ``articles/<id>.ttl`` in the dumps folder, its
SHA-256 and statement count are its record's, its size is the file's. A build whose records
cannot be read is listed from its manifest, read whole as before (ListedArticles).
"""

from __future__ import annotations

from pathlib import Path
from typing import Iterator, Protocol

from kg.published.layout import DUMPS_DIR
from kg.published.records import RECORDS, VERSION
from kg.published.sqlite_files import ConnectionPool, open_layout, read_only
from kg.uris import Minter

ARTICLES_DIR = "articles"
MEDIA_TYPE = "text/turtle"
ROLE = "article"


def file_path(slug: str) -> str:
    """An article's file, as the manifest and the downloads name it."""
    return f"{ARTICLES_DIR}/{slug}.ttl"


def slug_of_path(path: str) -> str | None:
    prefix, suffix = f"{ARTICLES_DIR}/", ".ttl"
    if path.startswith(prefix) and path.endswith(suffix) and "/" not in path[len(prefix):]:
        return path[len(prefix):-len(suffix)] or None
    return None


class PublishedArticles(Protocol):
    count: int

    def slugs(self, offset: int = 0, limit: int | None = None) -> list[str]: ...

    def graph(self, slug: str) -> str | None: ...

    def entries(self, offset: int = 0, limit: int | None = None) -> list[dict]: ...

    def entry(self, path: str) -> dict | None: ...

    def statements(self) -> Iterator[tuple[str, int]]: ...

    def close(self) -> None: ...


class RecordedArticles:
    """From the build's records, each row read when it is asked for, on connections lent by
    a small pool (kg.published.sqlite_files.ConnectionPool). ``close`` closes them."""

    def __init__(self, build: Path, base_uri: str) -> None:
        self.path = build / RECORDS
        self.dumps = build / DUMPS_DIR
        self.minter = Minter(base_uri)
        # Opened once here: a file of another layout, or damaged in its first pages, is
        # sqlite3.Error before the build is served.
        first = open_layout(self.path, VERSION, "SELECT slug, sha256, statements, position "
                            "FROM articles LIMIT 1", check_same_thread=False)
        try:
            self.count = first.execute("SELECT count(*) FROM articles").fetchone()[0]
        except BaseException:
            first.close()
            raise
        self._pool = ConnectionPool(
            lambda: read_only(self.path, check_same_thread=False), first)
        self._db = self._pool.connection

    def close(self) -> None:
        self._pool.close()

    def _page(self, columns: str, offset: int, limit: int | None) -> list[tuple]:
        with self._db() as db:
            return db.execute(f"SELECT {columns} FROM articles ORDER BY position "
                              f"LIMIT ? OFFSET ?", (-1 if limit is None else limit,
                                                    offset)).fetchall()

    def _one(self, query: str, slug: str) -> tuple | None:
        with self._db() as db:
            return db.execute(query, (slug,)).fetchone()

    def slugs(self, offset: int = 0, limit: int | None = None) -> list[str]:
        """Article ids in the build's order (the mapping files')."""
        return [row[0] for row in self._page("slug", offset, limit)]

    def graph(self, slug: str) -> str | None:
        """The named graph of an article of this build; None for an id it does not have."""
        row = self._one("SELECT 1 FROM articles WHERE slug = ?", slug)
        return str(self.minter.article_graph(slug)) if row is not None else None

    def _entry(self, slug: str, sha256: str, statements: int) -> dict | None:
        path = file_path(slug)
        try:
            size = (self.dumps / path).stat().st_size
        except OSError:  # gone since the build was checked: not offered
            return None
        return {"path": path, "media_type": MEDIA_TYPE, "role": ROLE, "bytes": size,
                "sha256": sha256, "statements": statements}

    def entries(self, offset: int = 0, limit: int | None = None) -> list[dict]:
        """The manifest's entries of the articles' files, in build order."""
        found = (self._entry(*row) for row in self._page("slug, sha256, statements",
                                                         offset, limit))
        return [entry for entry in found if entry is not None]

    def entry(self, path: str) -> dict | None:
        slug = slug_of_path(path)
        if slug is None:
            return None
        row = self._one("SELECT slug, sha256, statements FROM articles WHERE slug = ?", slug)
        return self._entry(*row) if row is not None else None

    def statements(self) -> Iterator[tuple[str, int]]:
        """Each article's graph and its statement count, by article id (read a thousand
        rows at a time, a connection taken for each)."""
        last = ""
        while True:
            with self._db() as db:
                rows = db.execute("SELECT slug, statements FROM articles WHERE slug > ? "
                                  "ORDER BY slug LIMIT 1000", (last,)).fetchall()
            if not rows:
                return
            for slug, statements in rows:
                yield str(self.minter.article_graph(slug)), statements
            last = rows[-1][0]


class ListedArticles:
    """From a manifest read whole: a build whose records cannot be read."""

    def __init__(self, manifest: dict) -> None:
        self._slugs: list[str] = list(manifest.get("articles") or ())
        self._graphs: dict[str, str] = dict((manifest.get("graphs") or {}).get("articles")
                                            or {})
        files = [f for f in manifest.get("files") or () if f.get("role") == ROLE]
        self._by_path = {f.get("path"): f for f in files}
        self._files = files
        self.count = len(self._slugs)

    def slugs(self, offset: int = 0, limit: int | None = None) -> list[str]:
        return self._slugs[offset:None if limit is None else offset + limit]

    def graph(self, slug: str) -> str | None:
        return self._graphs.get(slug)

    def entries(self, offset: int = 0, limit: int | None = None) -> list[dict]:
        return self._files[offset:None if limit is None else offset + limit]

    def entry(self, path: str) -> dict | None:
        return self._by_path.get(path)

    def statements(self) -> Iterator[tuple[str, int]]:
        for slug in sorted(self._graphs):
            entry = self._by_path.get(file_path(slug))
            yield self._graphs[slug], (entry or {}).get("statements")

    def close(self) -> None:
        pass
