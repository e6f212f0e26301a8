"""How long the lists of an entity's page are, counted once per build.

An entity page lists a window of each long section (inbound links, evidence, events, posts,
claims) and says how many there are in all. Counting at request time costs a query per
section, as much as a much-linked entity's whole window; a build never changes, so the
build counts every section that has at least LONG_FROM items, and pages read the counts.
Shorter sections are known from the page itself (its window is not full), and a section
missing from the counts (an older build, a page size under LONG_FROM) is counted by the
page as before, so the counts only ever save time.

The counts are a SQLite file in the build's folder, written as the store counts and read a
row at a time: at 100,000 articles 213,184 entities have a long section, which as a dict
took about 56 MB of the build's memory (twice in an incremental build, the published
build's and the new one) and as much in every server process that read them.
"""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path
from typing import Iterable, Iterator

from kg.store.base import Store
from kg.published.sqlite_files import open_layout, read_only, seal
from kg.store.counting import count_solutions

FILE_NAME = "section-counts.sqlite"
VERSION = 1  # of the file's layout (SQLite's user_version): another is not read
LONG_FROM = 10

# Each section's items as a pattern over ?entity; the default graph holds every triple
# once (the build stores the union of its graphs), so COUNT(*) counts distinct items.
SECTIONS: dict[str, str] = {
    "inbound": "?item ?link ?entity",
    "evidence": "?entity dip:evidence ?item",
    "events": "?item dip:participant ?entity",
    "tenures": "?item dip:holder ?entity",
    "claims about": "?item dip:about ?entity",
    "claims by": "?item dip:claimant ?entity",
}
DIP = "https://w3id.org/diplokg/ontology#"
PREFIXES = f"PREFIX dip: <{DIP}>\n"


def section_pattern(section: str, iri: str) -> str:
    """The section's pattern for one entity, as the page counts it."""
    return SECTIONS[section].replace("?entity", f"<{iri}>")


def count_section(store: Store, section: str, iri: str, up_to: int) -> int:
    """How many items one entity's section has, counting no further than ``up_to`` + 1:
    what a page counts for itself when the build's counts do not have the section."""
    return count_solutions(store, section_pattern(section, iri), up_to, PREFIXES,
                           distinct=True)


# Each section as the store counts it for every entity at once: the predicates of its
# triples (None: any) and the entity's place in them.
COUNTED_AS: dict[str, tuple[list[str] | None, str]] = {
    "inbound": (None, "object"),
    "evidence": ([DIP + "evidence"], "subject"),
    "events": ([DIP + "participant"], "object"),
    "tenures": ([DIP + "holder"], "object"),
    "claims about": ([DIP + "about"], "object"),
    "claims by": ([DIP + "claimant"], "object"),
}


def count_sections(store: Store) -> Iterator[tuple[str, Iterable[tuple[str, int]]]]:
    """For each section, the entities with at least LONG_FROM items in it, and how many,
    as the store finds them (Store.count_terms: without a group per entity in memory)."""
    for section in SECTIONS:
        yield section, store.count_terms(*COUNTED_AS[section], LONG_FROM)


def write_counts(folder: Path, sections: Iterable[tuple[str, Iterable[tuple[str, int]]]]
                 ) -> int:
    """Write the counts of ``sections`` (each with its entities' counts) into the build's
    folder; how many entities have a long section."""
    with _Writer(folder) as writer:
        for section, counts in sections:
            writer.add(section, counts)
        return writer.seal()


def recount(store: Store, folder: Path, previous: "SectionCounts", entities: Iterable[str],
            chunk: int = 400) -> int:
    """Write the counts after a build changed some graphs: the ``previous`` build's, with
    the entities those graphs name (before and after) counted again. The same file as
    count_sections gives, at the cost of the entities touched."""
    entities = sorted(set(entities))
    with _Writer(folder) as writer:
        writer.copy(previous)
        for start in range(0, len(entities), chunk):
            some = entities[start:start + chunk]
            values = " ".join(f"<{iri}>" for iri in some)
            for section, pattern in SECTIONS.items():
                fresh = {entity.value: int(n.value) for entity, n in store.solve(
                    f"""{PREFIXES}SELECT ?entity (COUNT(*) AS ?n) WHERE {{
                    VALUES ?entity {{ {values} }} {pattern} }} GROUP BY ?entity""").terms}
                writer.replace(section, some, ((iri, fresh[iri]) for iri in some
                                               if fresh.get(iri, 0) >= LONG_FROM))
        return writer.seal()


class _Writer:
    """A new counts file, written in a scratch file and sealed (kg.published.sqlite_files.seal)."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / FILE_NAME
        self.scratch = folder / f".{FILE_NAME}.scratch"

    def __enter__(self) -> "_Writer":
        self.scratch.unlink(missing_ok=True)
        self.db = sqlite3.connect(self.scratch, isolation_level=None)
        self.db.executescript(f"""
            PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;
            CREATE TABLE section (name TEXT PRIMARY KEY, long_from INTEGER NOT NULL)
                WITHOUT ROWID;
            CREATE TABLE counted (section TEXT NOT NULL, iri TEXT NOT NULL,
                n INTEGER NOT NULL, PRIMARY KEY (section, iri)) WITHOUT ROWID;
            PRAGMA user_version = {VERSION};
            BEGIN;""")
        return self

    def add(self, section: str, counts: Iterable[tuple[str, int]]) -> None:
        self.db.execute("INSERT OR REPLACE INTO section VALUES (?, ?)", (section, LONG_FROM))
        self.db.executemany("INSERT INTO counted VALUES (?, ?, ?)",
                            ((section, iri, n) for iri, n in counts))

    def copy(self, previous: "SectionCounts") -> None:
        for section in SECTIONS:
            self.add(section, previous.entities(section))

    def replace(self, section: str, entities: list[str],
                counts: Iterable[tuple[str, int]]) -> None:
        self.db.executemany("DELETE FROM counted WHERE section = ? AND iri = ?",
                            ((section, iri) for iri in entities))
        self.add(section, counts)

    def seal(self) -> int:
        entities = self.db.execute("SELECT COUNT(DISTINCT iri) FROM counted").fetchone()[0]
        seal(self.db, self.path)
        self.scratch.unlink(missing_ok=True)
        return entities

    def __exit__(self, *exc: object) -> None:
        self.db.close()  # (again, once sealed: nothing)
        self.scratch.unlink(missing_ok=True)


class SectionCounts:
    """A build's counts, read-only: a row read for each page that asks (one connection per
    thread: sqlite3 objects are not shared between threads). NONE is a build made before
    the counts were kept, whose pages count for themselves."""

    def __init__(self, path: Path | None, sections: frozenset[str]) -> None:
        self.path, self.sections = path, sections
        self._local = threading.local()

    def has(self, section: str) -> bool:
        """Whether the build counted ``section`` (for every entity with LONG_FROM items)."""
        return section in self.sections

    def has_every_section(self) -> bool:
        return self.sections == frozenset(SECTIONS)

    def get(self, section: str, iri: str) -> int | None:
        """How many items the section of ``iri`` has; None if the build did not count it
        (fewer than LONG_FROM, or a section it did not count)."""
        if section not in self.sections:
            return None
        try:
            row = self._db().execute("SELECT n FROM counted WHERE section = ? AND iri = ?",
                                     (section, iri)).fetchone()
        except sqlite3.Error:  # (checked when the build was opened: the page counts itself)
            return None
        return row[0] if row is not None and isinstance(row[0], int) else None

    def entities(self, section: str) -> Iterator[tuple[str, int]]:
        """Every entity the section counted, and its count, in IRI order."""
        if section not in self.sections:
            return
        cursor = self._db().execute("SELECT iri, n FROM counted WHERE section = ? "
                                    "ORDER BY iri", (section,))
        while rows := cursor.fetchmany(1000):
            yield from rows

    def _db(self) -> sqlite3.Connection:
        db = getattr(self._local, "db", None)
        if db is None:
            db = self._local.db = read_only(self.path)
        return db


NONE = SectionCounts(None, frozenset())


def read_counts(folder: Path) -> SectionCounts:
    """The build's counts; NONE for a build made before they were kept. ValueError for a
    file that cannot be read (the server keeps serving the build it has, see Published,
    rather than serve pages with wrong totals)."""
    path = folder / FILE_NAME
    if not path.is_file():
        return NONE
    try:
        db = open_layout(path, VERSION, "SELECT section, iri, n FROM counted LIMIT 1")
        try:
            # Every page of the file: a page damaged past the first ones would fail the
            # pages that read it (25 ms for the 213,184 counts of 100,000 articles).
            checked = db.execute("PRAGMA quick_check").fetchall()
            if checked != [("ok",)]:
                raise sqlite3.DatabaseError(f"damaged: {checked[0][0]}")
            rows = db.execute("SELECT name, long_from FROM section").fetchall()
        finally:
            db.close()
    except sqlite3.Error as exc:
        raise ValueError(f"{path} cannot be read: {exc}") from None
    if any(long_from != LONG_FROM for _name, long_from in rows):
        # counted from another length on: a page's own count is the right one
        return NONE
    return SectionCounts(path, frozenset(name for name, _ in rows if name in SECTIONS))
