"""The search index: how the catalogue is laid out so that a search reads only what it shows.

A search ranks the entities whose label or alias holds every typed word as the beginning of
one of its words: first the label itself, then labels that begin with what was typed, then
labels that hold every word, then the others (found by an alias); within each, the most
mentioned first, then by name and IRI. Ranking every match is what cost time (at 100,000
articles "Mee" matches 100,000 events), so the build lays the catalogue out for that order:

- each entity's id is its place in it within its kind (kind, most mentioned first, name,
  IRI), so that the full-text index hands a kind's matches over best first and a search
  stops reading as soon as it has enough (the ids of each kind are one range, in meta);
- ``label_prefix`` holds, for every beginning of a folded label that more than ``HOT``
  labels of a kind share, that kind's first ``MOST`` of them, so that "labels that begin
  with it" is one lookup (when fewer share it, they are read from the sorted names);
- ``search_term`` lists the words of the full-text index, so that a typed word longer
  than its prefix indexes (1 to 4 letters) is asked as the few words it begins: FTS5 would
  otherwise merge the whole lists of those words before handing the first match over.

The same rows give the same tables (both a full and an incremental build write them from
the entity rows alone, in one order). The server reads them only; a catalogue written
before they existed is searched by relevance (bm25) as before.
"""

from __future__ import annotations

import bisect
import re
import sqlite3
from collections.abc import Iterator

MOST = 50  # results a search shows at most; the prefix table keeps as many per beginning
HOT = 256  # more labels of a kind than this sharing a beginning: it goes in the prefix table
PREFIX_LENGTHS = "1 2 3 4"  # the full-text index's own prefix indexes
MOST_TERMS = 64  # a longer typed word is asked as the words it begins, up to this many
MOST_TOKENS = 8
MOST_READ = 1000  # matches of one kind read past the label tiers, at most (see ranked)
LAST = "\U0010ffff"  # sorts after every character: [p, p + LAST) is every text beginning p

SCHEMA = f"""
CREATE VIRTUAL TABLE entity_text USING fts5(label, aliases,
    tokenize = "unicode61 remove_diacritics 2", prefix = "{PREFIX_LENGTHS}");
CREATE TABLE label_prefix (prefix TEXT, kind TEXT, id INTEGER,
    PRIMARY KEY (prefix, kind, id)) WITHOUT ROWID;
CREATE TABLE search_term (term TEXT PRIMARY KEY) WITHOUT ROWID;
"""


def entity_order(kinds: list[str]):
    """The key that sorts entity rows (iri, kind, label, sort, type_label, description,
    articles, ...) into their ids' order."""
    place = {kind: number for number, kind in enumerate(kinds)}
    return lambda row: (place[row[1]], -row[6], row[3], row[0])


def hot_prefixes(names: list[str], ids: list[int], hot: int = HOT, most: int = MOST
                 ) -> Iterator[tuple[str, list[int]]]:
    """For one kind's folded labels ``names`` (sorted) and their ``ids``: every beginning
    that more than ``hot`` of them share, with the ``most`` smallest ids among those.

    Each beginning's ids are merged from its longer beginnings' (every label is read in
    one range of at most ``hot`` only), so that the whole costs about one pass over the
    names however deep the shared beginnings go ("meeting of rosa ramos lozano with …")."""
    if len(names) <= hot:
        return
    # Every shared beginning, parents before children: (prefix, its labels equal to it,
    # its ranges of few labels, its children shared by many).
    nodes: list[tuple[str, list[int], list[tuple[int, int]], list[str]]] = []
    todo = [(0, len(names), 0)]
    while todo:
        low, high, depth = todo.pop()
        start = low
        while start < high and len(names[start]) == depth:
            start += 1
        node = (names[low][:depth], ids[low:start], [], [])
        while start < high:
            child = names[start][:depth + 1]
            end = bisect.bisect_left(names, child + LAST, start, high)
            if end - start > hot:
                node[3].append(child)
                todo.append((start, end, depth + 1))
            else:
                node[2].append((start, end))
            start = end
        nodes.append(node)
    best: dict[str, list[int]] = {}
    for prefix, equal, few, many in reversed(nodes):
        found = list(equal)
        for start, end in few:
            found += sorted(ids[start:end])[:most]
        for child in many:
            found += best.pop(child)
        best[prefix] = sorted(found)[:most]
        if prefix:
            yield prefix, best[prefix]


def write_index(db: sqlite3.Connection, hot: int = HOT) -> None:
    """Fill ``label_prefix`` from the entity table (written before, ids in their order) and
    ``search_term`` from the full-text index, and record each kind's range of ids. One
    kind's folded labels are read at a time, in their order."""
    kinds = [kind for (kind,) in db.execute("SELECT DISTINCT kind FROM entity ORDER BY kind")]
    for kind in kinds:
        names, ids = [], []
        for name, number in db.execute("SELECT sort, id FROM entity WHERE kind = ? "
                                       "ORDER BY sort, id", (kind,)):
            names.append(name)
            ids.append(number)
        for prefix, best in hot_prefixes(names, ids, hot):
            db.executemany("INSERT INTO label_prefix VALUES (?, ?, ?)",
                           [(prefix, kind, number) for number in best])
        db.execute("INSERT INTO meta VALUES (?, ?)", (f"ids:{kind}", f"{min(ids)} {max(ids)}"))
    db.execute("CREATE VIRTUAL TABLE temp.entity_words USING fts5vocab(main, entity_text, row)")
    db.execute("INSERT INTO search_term SELECT term FROM temp.entity_words ORDER BY term")
    db.execute("DROP TABLE temp.entity_words")
    db.execute("INSERT INTO meta VALUES ('search-index', ?)", (f"hot {hot} most {MOST}",))


def id_ranges(db: sqlite3.Connection) -> dict[str, tuple[int, int]] | None:
    """Each kind's first and last id, or None for a catalogue without the search index."""
    rows = db.execute("SELECT key, value FROM meta WHERE key LIKE 'ids:%' OR "
                      "key = 'search-index'").fetchall()
    if not any(key == "search-index" for key, _ in rows):
        return None
    return {key[len("ids:"):]: tuple(int(n) for n in value.split())
            for key, value in rows if key.startswith("ids:")}


def words_of(wanted: str) -> list[str]:
    """The words of a folded query that the full-text index is asked for."""
    return re.findall(r"\w+", wanted)[:MOST_TOKENS]


def prefix_query(words: list[str]) -> str:
    """The full-text query: every word, as a prefix, in the label or an alias."""
    return " ".join(f'"{word}"*' for word in words)


def _match(db: sqlite3.Connection, words: list[str]) -> str:
    """The same query as ``prefix_query``, with each word longer than the prefix indexes
    asked as the words of the index that begin with it (when there are few)."""
    parts = []
    longest = max(int(n) for n in PREFIX_LENGTHS.split())
    for word in words:
        terms = [] if len(word) <= longest else [t for (t,) in db.execute(
            "SELECT term FROM search_term WHERE term >= ? AND term < ? LIMIT ?",
            (word, word + LAST, MOST_TERMS + 1))]
        if terms and len(terms) <= MOST_TERMS:
            parts.append("(" + " OR ".join(f'"{term}"' for term in terms) + ")")
        else:  # a short word (its prefix index), or many words (or none: let FTS5 say)
            parts.append(f'"{word}"*')
    return " AND ".join(parts)


def tier(name: str, wanted: str, words: list[str]) -> int:
    """0 the label itself, 1 a label that begins with it, 2 a label that holds every word
    (as the beginning of one of its words), 3 another match (by an alias)."""
    if name == wanted:
        return 0
    if name.startswith(wanted):
        return 1
    label_words = re.findall(r"\w+", name)
    if all(any(w.startswith(word) for w in label_words) for word in words):
        return 2
    return 3


def rank_key(wanted: str, words: list[str]):
    """The order of results: tier, the most mentioned first, name, IRI."""
    return lambda row: (tier(row["sort"], wanted, words), -row["articles"], row["sort"],
                        row["iri"])


def ranked(db: sqlite3.Connection, wanted: str, most: int,
           ranges: dict[str, tuple[int, int]]) -> list[sqlite3.Row]:
    """The first ``most`` entities of the kinds in ``ranges`` for the folded query
    ``wanted``, in the order of the module's docstring, reading for each kind: its label
    equal to the query, its first labels that begin with it, then its matches best first
    until it has ``most``. A kind's matches are read at most ``MOST_READ`` deep: only a
    kind whose matches are nearly all by aliases can have a match missed past that."""
    words = words_of(wanted)
    if not words or not ranges:
        return []
    kinds = sorted(ranges)
    marks = ",".join("?" * len(kinds))
    found = {row["id"]: row for row in db.execute(
        f"SELECT * FROM entity WHERE kind IN ({marks}) AND sort = ?", [*kinds, wanted])}
    shared = db.execute(f"SELECT e.* FROM label_prefix p JOIN entity e ON e.id = p.id "
                        f"WHERE p.prefix = ? AND p.kind IN ({marks})", [wanted, *kinds]
                        ).fetchall()
    # Kinds with few labels beginning so: all of them, from the sorted names.
    few = sorted(set(kinds) - {row["kind"] for row in shared})
    if few:
        shared += db.execute(f"SELECT * FROM entity WHERE kind IN ({','.join('?' * len(few))})"
                             f" AND sort >= ? AND sort < ?", [*few, wanted, wanted + LAST]
                             ).fetchall()
    found.update((row["id"], row) for row in shared)
    match = _match(db, words)
    for kind in kinds:
        wanting = most - sum(1 for row in found.values() if row["kind"] == kind)
        if wanting <= 0:
            continue
        first, last = ranges[kind]
        holding = aliased = 0
        rows = db.execute("SELECT e.* FROM entity_text JOIN entity e ON e.id = entity_text.rowid"
                          " WHERE entity_text MATCH ? AND entity_text.rowid BETWEEN ? AND ? "
                          "ORDER BY entity_text.rowid", (match, first, last))
        for read, row in enumerate(rows, 1):
            level = tier(row["sort"], wanted, words)
            if level == 2:
                found[row["id"]] = row
                holding += 1
            elif level == 3 and aliased < wanting:
                found[row["id"]] = row
                aliased += 1
            if holding >= wanting or read >= MOST_READ:
                break
        rows.close()
    return sorted(found.values(), key=rank_key(wanted, words))[:most]
