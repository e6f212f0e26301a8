"""The build being served: its store, its manifest, and the move to a newer build.

`kg build` switches ``out/current`` atomically. Each server process follows it from a
background thread: a new build is checked (its manifest, its page counts, every file of its
store against the manifest) and opened before it is served, so requests never wait for
that, and a build that fails the check is never served. A process that starts while the
current build is damaged serves the newest build that passes, and with none at all it still
starts and answers 503 until one appears: data never stops the server.
"""

from __future__ import annotations

import logging
import os
import sqlite3
import threading
from dataclasses import dataclass
from pathlib import Path

from kg.config import Settings
from kg.published.layout import (CURRENT, DUMPS_DIR, STORE_DIR, DamagedBuild, ManifestSummary, check_size,
                     open_store, published_builds, read_light_manifest, read_manifest)
from kg.published.articles import ListedArticles, PublishedArticles, RecordedArticles
from kg.published.records import RecordBook, build_digest
from kg.published.section_counts import NONE, SectionCounts, read_counts
from kg.store.base import QueryError, QueryTimeout, Store, StoreError

log = logging.getLogger(__name__)

CHECK_EVERY = 0.5  # seconds between looks at out/current


@dataclass(frozen=True)
class Build:
    path: Path
    # The manifest without its lists of every article (kg.published.layout.read_light_manifest)...
    manifest: dict
    store: Store
    # ...which are read from the build's records (kg.published.articles).
    articles: PublishedArticles
    # How many items each long section of an entity page has (see kg.published.section_counts).
    section_counts: SectionCounts = NONE

    @property
    def digest(self) -> str:
        return self.manifest["digest"]


def open_build(path: Path, settings: Settings) -> Build:
    """A published build, checked: its manifest and page counts on disk, and its graph in the
    store the settings name (see kg.published.layout.open_store). Raises DamagedBuild or StoreError."""
    manifest, articles = read_articles(path)
    _check_dump_sizes(path, manifest)
    try:
        counts = read_counts(path)
    except ValueError as exc:
        raise DamagedBuild(str(exc)) from None
    # (the summary is taken from the manifest read here, not read again)
    summary = ManifestSummary.of(manifest, manifest.get("files") or ())
    return Build(path, manifest, open_store(settings, path, summary=summary), articles,
                 counts)


def read_articles(path: Path) -> tuple[dict, PublishedArticles]:
    """The manifest without its lists of every article, and the articles from the build's
    records; from the manifest read whole if the records cannot be read (a build made
    before they were kept, or a damaged file)."""
    manifest = read_light_manifest(path)
    base = manifest.get("base_uri")
    if isinstance(base, str):
        try:
            _check_records(path, manifest.get("digest"))
            return manifest, RecordedArticles(path, base)
        except (sqlite3.Error, OSError, ValueError) as exc:
            log.warning("the records of %s cannot be read (%s): its manifest lists the "
                        "articles", path, exc)
    return manifest, ListedArticles(read_manifest(path))


def _check_records(path: Path, digest: object) -> None:
    """The records are this build's: the build digest made from them is the manifest's
    (0.2 s at 100,000 articles). ValueError if not; sqlite3.Error if they cannot be read."""
    book = RecordBook.open(path)
    if book is None:
        raise ValueError("no records that can be read")
    try:
        if build_digest(book.context, book.slugs_and_keys()) != digest:
            raise ValueError("they are not those of the manifest's build digest")
    finally:
        book.close()


def _check_dump_sizes(path: Path, manifest: dict) -> None:
    """The whole-dataset downloads have the size the manifest records: a dump cut short (a
    copy that ran out of disk) was served with the manifest's hash as its ETag. Sizes only,
    and not each article's file: hashing hundreds of megabytes would hold up the switch to
    a new build (a dump changed in place at the same size is not detected)."""
    for entry in manifest.get("files", ()):
        if "bytes" not in entry or entry.get("role") == "article":
            continue
        check_size(path / DUMPS_DIR / entry["path"], entry["bytes"])


def _signature(path: Path) -> tuple:
    """What changes when a build folder's files do (to retry a rejected build only then)."""
    found = []
    for folder in (path, path / STORE_DIR, path / DUMPS_DIR):
        try:
            with os.scandir(folder) as entries:
                for entry in entries:
                    stat = entry.stat(follow_symlinks=False)
                    found.append((folder.name, entry.name, stat.st_size, stat.st_mtime_ns))
        except OSError:
            found.append((folder.name, None))
    return tuple(sorted(found, key=repr))


class Published:
    """Holds the build served by this process and follows ``out/current`` when it changes."""

    def __init__(self, settings: Settings, follow: bool = True) -> None:
        self.settings = settings
        self.out = settings.out_dir
        self._build: Build | None = None
        self._link: str | None = None
        self._refused: dict[str, tuple] = {}  # link -> signature of the build found damaged
        self._stop = threading.Event()
        self._adopt_current(at_start=True)
        if self._build is None:
            self._fall_back()
        self._follower: threading.Thread | None = None
        if self._build is not None:
            self._start_warming(self._build)
        if follow:
            self._follower = threading.Thread(target=self._follow_loop, name="kg-follow",
                                              daemon=True)
            self._follower.start()

    def _read_link(self) -> str | None:
        try:
            return os.readlink(self.out / CURRENT)
        except OSError:
            return None

    @property
    def build(self) -> Build:
        build = self._build
        if build is None:
            raise StoreError(f"no build in {self.out} can be served; run `kg build`")
        return build

    def _adopt_current(self, at_start: bool = False) -> None:
        link = self._read_link()
        if link is None or link == self._link:
            return
        path = (self.out / link).resolve() if not os.path.isabs(link) else Path(link)
        signature = _signature(path)
        if self._refused.get(link) == signature:
            return  # already found damaged, and nothing changed since
        try:
            fresh = open_build(path, self.settings)
        except (DamagedBuild, StoreError, QueryError, QueryTimeout, OSError) as exc:
            # (a remote store that answers an error or does not answer in time: served as
            # 503s until it does, never a worker that fails to start)
            self._refused[link] = signature
            if self._build is not None:
                log.error("not serving the new build %s: %s; still serving %s", path, exc,
                          self._build.path)
            else:
                log.error("cannot serve the current build %s: %s", path, exc)
            return
        self._refused.pop(link, None)
        old, self._build, self._link = self._build, fresh, link
        if not at_start:
            log.info("now serving %s", path)
            self._start_warming(fresh)
        if old is not None:
            # Requests still running hold `old` and finish on it.
            old.store.close_when_idle()
            old.articles.close()  # (a connection in use is closed when it is given back)

    def _fall_back(self) -> None:
        """At start, with the current build unusable: the newest older build that opens."""
        current = (self.out / self._read_link()).resolve() if self._read_link() else None
        for path in published_builds(self.out):
            if path == current:
                continue
            try:
                self._build = open_build(path, self.settings)
            except (DamagedBuild, StoreError, OSError) as exc:
                log.error("cannot serve the older build %s either: %s", path, exc)
                continue
            log.warning("serving the older build %s until a usable one is published", path)
            return
        log.error("no build in %s can be served; answering 503 until one is published",
                  self.out)

    def _start_warming(self, build: Build) -> None:
        """Start the build's query runners in the background: each takes queries as soon as
        it is ready, and a query that comes first starts one itself."""
        threading.Thread(target=self._warm, args=(build,), daemon=True).start()

    @staticmethod
    def _warm(build: Build) -> None:
        try:
            build.store.warm()
        except Exception as exc:  # noqa: BLE001 - the first query will report it
            log.warning("could not start a query runner for %s: %s", build.path, exc)

    def _follow_loop(self) -> None:
        while not self._stop.wait(CHECK_EVERY):
            try:
                self._adopt_current()
            except Exception:  # noqa: BLE001 - the follower must outlive any one build
                log.exception("following %s failed; still serving %s", self.out,
                              self._build.path if self._build else "nothing")

    def close(self) -> None:
        self._stop.set()
        if self._build is not None:
            self._build.store.close()
            self._build.articles.close()
