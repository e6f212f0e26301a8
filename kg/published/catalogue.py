"""The build's catalogue as the server reads it: what search, browse and the claims
explorer read.

One SQLite file in the build folder (written by kg.build.catalogue): every entity with its
kind, English label, aliases, a one-line description and how many articles mention it,
with a full-text index that folds case and accents (fold), and every claim as one row per
claimant and subject with its evidence. The server only reads it (read-only, immutable),
so that a search, a page of a list or of claims costs an index lookup whatever the size of
the dataset; a build made before the catalogue existed simply has no search, browse or
claims pages (they answer 503 and say why).
"""

from __future__ import annotations

import sqlite3
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from kg.published import search_index
from kg.published.sqlite_files import ConnectionPool, read_only
from kg.store.base import Store

FILE_NAME = "catalogue.sqlite"

DIP = "https://w3id.org/diplokg/ontology#"
PREFIXES = """PREFIX dip: <https://w3id.org/diplokg/ontology#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX schema: <https://schema.org/>
PREFIX oa: <http://www.w3.org/ns/oa#>
"""


@dataclass(frozen=True)
class Kind:
    """A list people browse: its path name, its title, and the ontology class it lists
    (with all its subclasses)."""

    name: str
    title: str
    singular: str
    cls: str


KINDS: tuple[Kind, ...] = (
    Kind("people", "People", "person", DIP + "Person"),
    Kind("organisations", "Organisations", "organisation", DIP + "Organization"),
    Kind("groups", "Groups and unnamed sources", "group", DIP + "Group"),
    Kind("states", "States", "state", DIP + "Country"),
    Kind("places", "Places", "place", DIP + "Place"),  # cities, regions (a state is a state)
    Kind("posts", "Posts", "post", DIP + "Post"),
    Kind("events", "Events", "event", DIP + "Event"),
    Kind("claims", "Claims", "claim", DIP + "Claim"),
    Kind("quotations", "Quotations", "quotation", DIP + "Quotation"),
    Kind("articles", "Articles", "article", DIP + "Article"),
)
BY_NAME = {kind.name: kind for kind in KINDS}
# The classes the home page counts, each with its subclasses. Counted by the build (a count
# over the whole store: 14.2 s for a new server process's first visitor of a 100,000-article
# build just published) and kept in the catalogue.
COUNTED_CLASSES = tuple(DIP + name for name in (
    "Person", "Group", "Organization", "Country", "City", "Post", "PositionHolding", "Event",
    "DiplomaticRelation", "Claim", "Allegation", "Denial", "Quotation", "Article"))


def count_classes(store: Store) -> dict[str, int]:
    """How many things are of each of the COUNTED_CLASSES, its subclasses included."""
    rows = store.solve(f"""{PREFIXES}SELECT ?class (COUNT(DISTINCT ?s) AS ?n) WHERE {{
          VALUES ?class {{ {" ".join(f"<{c}>" for c in COUNTED_CLASSES)} }}
          ?s a ?type . ?type rdfs:subClassOf* ?class .
        }} GROUP BY ?class""").terms
    found = {cls.value: int(n.value) for cls, n in rows}
    return {cls: found.get(cls, 0) for cls in COUNTED_CLASSES}


def fold(text: str) -> str:
    """Lower case without accents: how search compares names ("Chavez" finds "Chávez")."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    if decomposed.isascii():  # most names: no combining mark to drop (a test per letter)
        return decomposed
    return "".join(c for c in decomposed if not unicodedata.combining(c))


class Catalogue:
    """A build's catalogue, opened read-only, read on connections lent by a small pool
    (kg.published.sqlite_files.ConnectionPool): ``with catalogue.reading() as db``. ``close`` closes
    them (the server does when it drops a build)."""

    def __init__(self, path: Path) -> None:
        if not path.is_file():
            raise FileNotFoundError(path)
        self.path = path

        def connect() -> sqlite3.Connection:
            db = read_only(self.path, check_same_thread=False)
            db.row_factory = sqlite3.Row
            return db

        self._pool = ConnectionPool(connect)
        self.reading = self._pool.connection

    @classmethod
    def of_build(cls, folder: Path) -> "Catalogue":
        return cls(folder / FILE_NAME)

    def close(self) -> None:
        self._pool.close()

    def classes(self, kind: str) -> list[str]:
        """The kind's class and its subclasses, as the build found them in the ontology."""
        with self.reading() as db:
            row = db.execute("SELECT value FROM meta WHERE key = ?", (f"classes:{kind}",)
                             ).fetchone()
        return row[0].split() if row else []

    def id_ranges(self) -> dict[str, tuple[int, int]] | None:
        """Each kind's first and last id, in the order a search reads (kg.published.search_index);
        None for a catalogue written before the search index. Read once."""
        if not hasattr(self, "_ranges"):
            with self.reading() as db:
                self._ranges = search_index.id_ranges(db)
        return self._ranges

    def class_counts(self) -> dict[str, int] | None:
        """How many things are of each of the COUNTED_CLASSES, as the build counted them;
        None for a catalogue written before it did (or counted other classes)."""
        with self.reading() as db:
            found = {name: int(value) for name, value in meta_values(db, "entities:").items()}
        return found if set(found) >= set(COUNTED_CLASSES) else None

    def counts(self) -> dict[str, int]:
        with self.reading() as db:
            return {name: int(value) for name, value in meta_values(db, "count:").items()}


def meta_values(db: sqlite3.Connection, prefix: str, table: str = "meta") -> dict[str, str]:
    """The catalogue's ``meta`` values whose keys begin with ``prefix``, by the rest of the
    key (``table``: the same table in an attached catalogue)."""
    return {key[len(prefix):]: value for key, value in db.execute(
        f"SELECT key, value FROM {table} WHERE substr(key, 1, ?) = ?", (len(prefix), prefix))}
