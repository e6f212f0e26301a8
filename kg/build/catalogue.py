"""The build's writer of the catalogue (kg.published.catalogue reads it).

The build writes it once, as one SQLite file in the build folder, from the same store it
publishes: every entity with its kind, English label, aliases, a one-line description and
how many articles mention it (with a full-text index that folds case and accents, laid
out for search by kg.published.search_index), and every claim as one row per claimant and subject
with its evidence. The store's answers are streamed into a scratch SQLite file (the stage)
and the rows made and written from there in SQL's order, so that the build's memory does
not grow with the corpus. An incremental build makes again only the rows that depend on
what changed, and copies the others from the previous build's catalogue.
"""

from __future__ import annotations

import itertools
import sqlite3
from collections.abc import Callable, Iterable, Iterator
from operator import itemgetter
from pathlib import Path

from kg.published import search_index
from kg.published.catalogue import (BY_NAME, FILE_NAME, KINDS, PREFIXES, count_classes, fold,
                                    meta_values)
from kg.published.sqlite_files import file_uri
from kg.store.base import Store
from kg.store.counting import count_solutions

# What kind of claimant a claim has, for the explorer's filter.
CLAIMANT_KINDS = {"people": "person", "organisations": "organisation", "groups": "unnamed",
                  "states": "state"}


SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE entity (id INTEGER PRIMARY KEY, iri TEXT UNIQUE, kind TEXT, label TEXT,
    sort TEXT, type_label TEXT, description TEXT, articles INTEGER);
CREATE INDEX entity_kind ON entity (kind, sort);
CREATE INDEX entity_popular ON entity (kind, articles DESC, sort, iri);
CREATE TABLE claim (id INTEGER PRIMARY KEY, claim TEXT, claim_label TEXT, claim_kind TEXT,
    text TEXT, claimant TEXT, claimant_label TEXT, claimant_kind TEXT, subject TEXT,
    subject_label TEXT, subject_sort TEXT, date TEXT, article TEXT, article_title TEXT);
CREATE INDEX claim_order ON claim (subject_sort, subject, claimant_label, claim);
CREATE INDEX claim_by_kind ON claim (claim_kind, claimant_label, subject_sort, claim);
CREATE INDEX claim_claimant ON claim (claimant, subject_sort);
CREATE INDEX claim_subject ON claim (subject, claimant_label);
CREATE INDEX claim_article ON claim (article, subject_sort);
CREATE INDEX claim_kind ON claim (claimant_kind, subject_sort);
CREATE INDEX claim_date ON claim (date);
CREATE TABLE evidence (claim TEXT, start INTEGER, "end" INTEGER, exact TEXT, sentence TEXT,
    sentence_start INTEGER);
CREATE TABLE facet (facet TEXT, iri TEXT, label TEXT, sort TEXT, n INTEGER);
CREATE INDEX evidence_claim ON evidence (claim, start);
""" + search_index.SCHEMA



def _english(values: list[tuple[str, str]]) -> str | None:
    """The English value of (value, language) pairs if there is one, else one without a
    language ("" for none), else any."""
    for wanted in ("en", ""):
        for value, language in values:
            if language == wanted or (wanted == "en" and language.startswith("en-")):
                return value
    return values[0][0] if values else None


def _closure(store: Store) -> dict[str, set[str]]:
    """For each kind's class, the class and every subclass of it in the ontology."""
    rows = store.solve(f"{PREFIXES}SELECT ?sub ?super WHERE {{ ?sub rdfs:subClassOf ?super "
                       f"FILTER(isIRI(?sub) && isIRI(?super)) }}").terms
    children: dict[str, set[str]] = {}
    for sub, sup in rows:
        children.setdefault(sup.value, set()).add(sub.value)
    result = {}
    for kind in KINDS:
        found, todo = {kind.cls}, [kind.cls]
        while todo:
            for child in children.get(todo.pop(), ()):
                if child not in found:
                    found.add(child)
                    todo.append(child)
        result[kind.name] = found
    return result


def shorten(text: str, most: int) -> str:
    if len(text) <= most:
        return text
    cut = text.rfind(" ", 0, most - 1)
    return text[:cut if cut > most // 2 else most - 1].rstrip(" ,;:") + "…"


def _restricted(query: str, only: list[str] | None, variable: str = "e",
                size: int = 400) -> list[str]:
    """``query`` for the whole store, or for the values ``only`` of ``variable``, a few
    hundred at a time, by a VALUES clause where ``{values}`` stands; what stands between
    ``{lateral}`` and ``{/lateral}`` is then evaluated once per solution (LATERAL): joined
    with the VALUES clause, Oxigraph would evaluate a union or an OPTIONAL part for the
    whole store first."""
    if only is None:
        return [query.replace("{values}", "").replace("{lateral}", "").replace("{/lateral}", "")]
    return [query.replace("{values}", f"VALUES ?{variable} {{ "
                          f"{' '.join(f'<{iri}>' for iri in only[start:start + size])} }}")
            .replace("{lateral}", "LATERAL {").replace("{/lateral}", "}")
            for start in range(0, len(only), size)]


def _through(store: Store, query: str, nodes: list[str]) -> set[str]:
    """The entities ?e that ``query`` links to any of the ``nodes`` (?x)."""
    found: set[str] = set()
    for text in _restricted(PREFIXES + query, nodes, "x"):
        found.update(row[0].value for row in store.select_rows(text))
    return found


def _rows(store: Store, query: str, only: list[str] | None) -> Iterator[tuple]:
    """The rows of ``query`` for the entities ``only`` (?e), or for every entity, one at a
    time as the store gives them."""
    for text in _restricted(query, only):
        yield from store.select_rows(text)


def _language(value) -> str:
    return getattr(value, "language", None) or ""


# The texts an entity's row is made of, by their number in the stage's text table.
TEXTS = ("rdfs:label", "schema:alternateName", "schema:description", "schema:headline")
LABEL, ALIAS, DESCRIPTION, HEADLINE = range(len(TEXTS))

# What a one-line description says of a thing that has no schema:description: a person's
# posts, an event's date, who made a claim or a quotation, where an article was written.
ONE_LINERS = (
    ("SELECT ?e ?v WHERE { {values} ?h dip:holder ?e ; dip:post ?p . ?p rdfs:label ?v "
     " }", "{}"),
    ("SELECT ?e ?v WHERE { {values} {lateral} { ?e dip:date ?v } UNION { ?e dip:notBefore ?v } {/lateral}"
     " }", "dated {}"),
    ("SELECT ?e ?v WHERE { {values} ?e dip:claimant ?w . ?w rdfs:label ?v }",
     "claimed by {}"),
    ("SELECT ?e ?v WHERE { {values} ?e dip:speaker ?w . ?w rdfs:label ?v }",
     "said by {}"),
    ("SELECT ?e ?v WHERE { {values} ?e a dip:Article ; schema:dateline ?v }",
     "dateline {}"),
)
# The entities whose one-line description depends on the nodes ?x (besides their own
# statements): holders of posts and tenures, claims and quotations by a claimant or speaker.
DESCRIBED_THROUGH = """SELECT DISTINCT ?e WHERE { {values} {lateral} {
    { ?h dip:holder ?e ; dip:post ?x } UNION { ?x dip:holder ?e } UNION
    { ?e dip:claimant ?x } UNION { ?e dip:speaker ?x } } {/lateral} }"""
# The claims whose rows show what the rows of the nodes ?x say (their label, kind and sort
# key): by their claimant, subject or article.
CLAIMS_SHOWING = """SELECT DISTINCT ?e WHERE { {values} {lateral} {
    { ?e dip:claimant ?x } UNION { ?e dip:about ?x } UNION { ?e schema:appearance ?x } }
    {/lateral} }"""
# The claims made in the statements ?x (whose date a claim's row shows).
CLAIMS_STATED = """SELECT DISTINCT ?e WHERE { {values} ?e dip:statedIn ?x }"""

# The stage: scratch tables on disk that the store's answers are written into as they come,
# and from which the rows are made and the catalogue written, in SQL's sort order (so that
# no step holds the corpus in Python: at 100,000 articles the lists and dicts of the rows
# took gigabytes). Its raw tables hold what the store said; the *_row tables the rows.
STAGE_SCHEMA = """
CREATE TABLE typed (iri TEXT, cls TEXT);
CREATE TABLE text (iri TEXT, prop INTEGER, value TEXT, lang TEXT);
CREATE TABLE mention (iri TEXT, article TEXT);
CREATE TABLE line (iri TEXT, number INTEGER, value TEXT, lang TEXT);
CREATE TABLE claim_raw (claim TEXT, who TEXT, about TEXT, text TEXT, article TEXT, date TEXT);
CREATE TABLE entity_row (iri TEXT PRIMARY KEY, kind TEXT, label TEXT, sort TEXT,
    type_label TEXT, description TEXT, articles INTEGER, aliases TEXT);
CREATE TABLE claim_row (claim TEXT, claim_label TEXT, claim_kind TEXT, text TEXT,
    claimant TEXT, claimant_label TEXT, claimant_kind TEXT, subject TEXT, subject_label TEXT,
    subject_sort TEXT, date TEXT, article TEXT, article_title TEXT);
CREATE TABLE evidence_row (claim TEXT, start INTEGER, "end" INTEGER, exact TEXT,
    sentence TEXT, sentence_start INTEGER);
CREATE TEMP TABLE skip (iri TEXT PRIMARY KEY) WITHOUT ROWID;
"""
ENTITY_COLUMNS = "iri, kind, label, sort, type_label, description, articles, aliases"
CLAIM_COLUMNS = ("claim, claim_label, claim_kind, text, claimant, claimant_label, "
                 "claimant_kind, subject, subject_label, subject_sort, date, article, "
                 "article_title")


class _Stage:
    """The stage's file (beside the catalogue, removed when it is written)."""

    def __init__(self, path: Path) -> None:
        path.unlink(missing_ok=True)
        self.path = path
        self.db = sqlite3.connect(path, uri=True)  # uri: ATTACH of a file read-only
        # Scratch data: no journal, no syncing; a bounded page cache (SQLite sorts what
        # does not fit in it in temporary files).
        self.db.executescript("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; "
                              "PRAGMA cache_size = -32768;" + STAGE_SCHEMA)

    def fill(self, table: str, rows: Iterable[tuple]) -> None:
        rows = iter(rows)
        first = next(rows, None)
        if first is None:
            return
        marks = ", ".join("?" * len(first))
        self.db.execute(f"INSERT INTO {table} VALUES ({marks})", first)
        self.db.executemany(f"INSERT INTO {table} VALUES ({marks})", rows)

    def skipping(self, iris: Iterable[str]) -> None:
        """What ``skip`` holds: the rows a copy of the previous catalogue leaves out."""
        self.db.execute("DELETE FROM temp.skip")
        self.db.executemany("INSERT OR IGNORE INTO temp.skip VALUES (?)", ((i,) for i in iris))

    def clear_raw(self) -> None:
        for table in ("typed", "text", "mention", "line", "claim_raw"):
            self.db.execute(f"DELETE FROM {table}")

    def close(self) -> None:
        self.db.close()
        self.path.unlink(missing_ok=True)


def _groups(cursor: Iterable[tuple]) -> Iterator[tuple[str, list[tuple]]]:
    """(first column, rows) of rows ordered by their first column."""
    return ((key, list(rows)) for key, rows in itertools.groupby(cursor, key=itemgetter(0)))


class _Beside:
    """The rows of a cursor ordered by IRI, asked for IRI by IRI in increasing order (a
    merge join: Python's order of strings is SQLite's, code point by code point)."""

    def __init__(self, cursor: Iterable[tuple]) -> None:
        self._groups = _groups(cursor)
        self._next = next(self._groups, None)

    def take(self, iri: str) -> list[tuple]:
        while self._next is not None and self._next[0] < iri:
            self._next = next(self._groups, None)
        if self._next is None or self._next[0] != iri:
            return []
        rows, self._next = self._next[1], next(self._groups, None)
        return rows


def _kind_of_class(classes: dict[str, set[str]]) -> dict[str, str]:
    found: dict[str, str] = {}
    for kind in KINDS:  # the first kind listed wins (a claim is not also listed elsewhere)
        for cls in classes[kind.name]:
            found.setdefault(cls, kind.name)
    return found


def _stage_entities(stage: _Stage, store: Store, classes: dict[str, set[str]],
                    labels: dict[str, str], only: list[str] | None = None) -> None:
    """The entity rows: of every entity, or of the entities ``only`` (an incremental build
    asks for those its changes touch), into the stage's entity_row."""
    stage.clear_raw()
    kind_of_class = _kind_of_class(classes)
    values = " ".join(f"<{c}>" for c in kind_of_class)
    stage.fill("typed", ((e.value, t.value) for e, t in _rows(
        store, f"SELECT ?e ?t WHERE {{ {{values}} {{lateral}} VALUES ?t {{ {values} }} "
               f"?e a ?t FILTER(isIRI(?e)) {{/lateral}} }}", only)))
    typed = stage.db.execute("SELECT COUNT(*) FROM typed").fetchone()[0]
    for number, prop in enumerate(TEXTS):
        stage.fill("text", ((e.value, number, v.value, _language(v)) for e, v in _rows(
            store, _texts_query(prop, values, only is None and _more_than(store, prop, typed)),
            only)))
    # The articles that mention each entity or hold evidence of it, counted by SQLite.
    stage.fill("mention", ((e.value, a.value) for e, a in _rows(
        store, f"{PREFIXES}SELECT ?e ?a WHERE {{ {{values}} {{lateral}} "
               f"{{ ?a a dip:Article ; schema:mentions ?e }} UNION "
               f"{{ ?e dip:evidence ?span . ?span oa:hasSource ?a }} {{/lateral}} }}", only)))
    for number, (query, _form) in enumerate(ONE_LINERS):
        stage.fill("line", ((e.value, number, v.value, _language(v))
                            for e, v in _rows(store, PREFIXES + query, only)))
    stage.fill("entity_row", _entity_rows(stage.db, kind_of_class, labels))


def _texts_query(prop: str, values: str, typed_first: bool) -> str:
    """The query for one property's texts of the entities (``values``: the kinds'
    classes). Every node's texts, or, ``typed_first``, those of the nodes of the kinds'
    classes: most labels are of an article's sentences and pieces of evidence, which are
    not listed (at 10,000 articles 75,503 of 327,608 labels, read in 3.0 s against 5.2 s).
    A node of two such classes then gives its texts twice; a row is made of their set."""
    if typed_first:
        return (f"{PREFIXES}SELECT ?e ?v WHERE {{ {{values}} VALUES ?t {{ {values} }} "
                f"?e a ?t . ?e {prop} ?v }}")
    return f"{PREFIXES}SELECT ?e ?v WHERE {{ {{values}} ?e {prop} ?v  }}"


def _more_than(store: Store, prop: str, most: int) -> bool:
    """Whether the store has more than ``most`` triples of ``prop`` (counted no further)."""
    return count_solutions(store, f"?e {prop} ?v", most, PREFIXES) > most


def _entity_rows(db: sqlite3.Connection, kind_of_class: dict[str, str],
                 labels: dict[str, str]) -> Iterator[tuple]:
    order = {kind.name: n for n, kind in enumerate(KINDS)}
    texts = _Beside(db.execute("SELECT iri, prop, value, lang FROM text ORDER BY iri"))
    mentions = _Beside(db.execute("SELECT iri, COUNT(DISTINCT article) FROM mention "
                                  "GROUP BY iri ORDER BY iri"))
    lines = _Beside(db.execute("SELECT iri, number, value, lang FROM line ORDER BY iri"))
    for iri, typed in _groups(db.execute("SELECT iri, cls FROM typed ORDER BY iri")):
        kind = min((kind_of_class[cls] for _, cls in typed), key=order.__getitem__)
        found: dict[int, list[tuple[str, str]]] = {}
        for _, prop, value, language in texts.take(iri):
            found.setdefault(prop, []).append((value, language))
        for values in found.values():  # each value in a fixed order, whatever the store's
            values.sort()
        label = _english(found.get(LABEL, [])) or iri.rsplit("/", 1)[-1]
        if kind == "articles":  # its label is its headline, or else its first sentence
            label = _english(found.get(HEADLINE, [])) or label
        aliases = " ".join(sorted({value for value, _ in found.get(ALIAS, [])}))
        type_label = " · ".join(sorted({labels[cls] for _, cls in typed if cls in labels})) \
            or BY_NAME[kind].singular
        counted = mentions.take(iri)
        articles = counted[0][1] if counted else (1 if kind == "articles" else 0)
        line = lines.take(iri)
        description = _english(found.get(DESCRIPTION, [])) or (_one_line(line) if line else "")
        yield (iri, kind, label, fold(label), type_label, shorten(description, 160), articles,
               aliases)


def _one_line(rows: list[tuple]) -> str:
    parts: dict[int, list[tuple[str, str]]] = {}
    for _, number, value, language in rows:
        parts.setdefault(number, []).append((value, language))
    said = []
    for number, values in sorted(parts.items()):
        english = [value for value, language in values if (language or "en") == "en"]
        shown = sorted({v[:10] if number == 1 else v for v in english})[:3]
        said.append(ONE_LINERS[number][1].format(", ".join(shown)))
    return "; ".join(said)


def _stage_claims(stage: _Stage, store: Store, classes: set[str],
                  only: list[str] | None = None) -> None:
    """The claim rows (one per claimant and subject) of every claim, or of those ``only``,
    into the stage's claim_row; the entity rows they show must be staged already."""
    stage.db.execute("DELETE FROM claim_raw")
    values = " ".join(f"<{c}>" for c in classes)
    stage.fill("claim_raw", (
        (claim.value, who.value if who else "", about.value if about else "",
         text.value if text else "", article.value if article else "",
         date.value[:10] if date else "")
        for claim, who, about, text, article, date in _rows(store, f"""{PREFIXES}SELECT ?e
        ?who ?about ?text ?article ?date WHERE {{ {{values}}
          VALUES ?type {{ {values} }} ?e a ?type . LATERAL {{
          OPTIONAL {{ ?e dip:claimant ?who }} OPTIONAL {{ ?e dip:about ?about }}
          OPTIONAL {{ ?e dip:claimText ?text }} OPTIONAL {{ ?e schema:appearance ?article }}
          OPTIONAL {{ ?e dip:statedIn ?said . ?said dip:date ?date }} }}
        }}""", only)))
    # With several texts, articles or dates, the greatest: the same whatever the order.
    rows = stage.db.execute("""
        WITH best AS (SELECT *, row_number() OVER (PARTITION BY claim, who, about
                      ORDER BY text DESC, article DESC, date DESC) AS n FROM claim_raw)
        SELECT b.claim, b.who, b.about, b.text, b.article, b.date, c.label, c.type_label,
               w.label, w.kind, s.label, s.sort, a.label
        FROM best b LEFT JOIN entity_row c ON c.iri = b.claim
             LEFT JOIN entity_row w ON w.iri = b.who LEFT JOIN entity_row s ON s.iri = b.about
             LEFT JOIN entity_row a ON a.iri = b.article
        WHERE b.n = 1""")
    stage.fill("claim_row", (_claim_row(*row) for row in rows))


def _claim_row(claim: str, who: str, about: str, text: str, article: str, date: str,
               label: str | None, type_label: str | None, claimant: str | None,
               claimant_kind: str | None, subject: str | None, subject_sort: str | None,
               article_title: str | None) -> tuple:
    # The most specific kind the claim has: Allegation rather than Claim.
    claim_kind = min((type_label or "claim").split(" · "),
                     key=lambda k: (k in ("claim", "entity"), k))
    return (claim, label if label is not None else claim, claim_kind, text, who or None,
            claimant, CLAIMANT_KINDS.get(claimant_kind, "other") if claimant_kind else
            "unknown", about or None, subject, subject_sort if subject is not None else
            "\uffff", date or None, article or None, article_title)


def _stage_evidence(stage: _Stage, store: Store, classes: set[str],
                    only: list[str] | None = None) -> None:
    # The OPTIONAL parts of this query and the claims' are evaluated for each solution
    # (LATERAL) even for the whole store: joined, Oxigraph holds the whole right side in a
    # hash table (every sentence with its text: 1.2 GB at 100,000 articles).
    values = " ".join(f"<{c}>" for c in classes)
    stage.fill("evidence_row", (
        (c.value, int(s.value), int(e.value), x.value, t.value if t else None,
         int(f.value) if f else None)
        for c, s, e, x, t, f in _rows(store, f"""{PREFIXES}SELECT ?e ?start ?end ?exact
        ?text ?from WHERE {{
          {{values}} VALUES ?type {{ {values} }} ?e a ?type ; dip:evidence ?span .
          ?span oa:hasSelector ?position , ?quote .
          ?position oa:start ?start ; oa:end ?end . ?quote oa:exact ?exact . LATERAL {{
          OPTIONAL {{ ?span dip:inSentence ?sentence . ?sentence schema:text ?text ;
                      oa:hasSelector ?at . ?at oa:start ?from }} }}
        }}""", only)))


def _class_labels(store: Store) -> dict[str, str]:
    return {t.value: l.value for t, l in store.solve(
        f"{PREFIXES}SELECT ?t ?l WHERE {{ ?t a <http://www.w3.org/2002/07/owl#Class> ; "
        f"rdfs:label ?l FILTER(LANGMATCHES(LANG(?l), \"en\")) }}").terms}


class Stopped(Exception):
    """The catalogue was told to stop (the build failed beside it)."""


def write_catalogue(store: Store, folder: Path, labels: dict[str, str] | None = None,
                    previous: Path | None = None, touched: set[str] | None = None,
                    stopped: Callable[[], bool] = lambda: False) -> int:
    """Write the catalogue of the build in ``folder`` from its store; returns how many
    entities it lists. ``labels`` names the ontology's classes (read from the store when
    not given).

    With the ``previous`` build's folder and the IRIs its changed graphs ``touched`` (in
    the graphs dropped and in those added), only the rows that depend on those are made
    again from the store and the others are taken from the previous catalogue: the same
    rows, and the same file, as a catalogue made from the whole store.

    Between its steps it asks ``stopped`` and, if so, stops (Stopped)."""

    def step() -> None:
        if stopped():
            raise Stopped

    if labels is None:
        labels = _class_labels(store)
    classes = _closure(store)
    old = previous / FILE_NAME if previous is not None and touched is not None else None
    stage = _Stage(folder / "catalogue.stage")
    try:
        if old is not None and _readable(old):
            _stage_changes(stage, store, classes, labels, old, touched or set())
        else:
            _stage_entities(stage, store, classes, labels)
            step()
            _stage_claims(stage, store, classes["claims"])
            step()
            _stage_evidence(stage, store, classes["claims"])
        step()
        class_counts = count_classes(store)
        step()
        stage.db.commit()
        return _write_db(folder / FILE_NAME, stage, classes, class_counts)
    finally:
        stage.close()


def _readable(path: Path) -> bool:
    """Whether ``path`` is a catalogue whose rows can be copied."""
    if not path.is_file():
        return False
    try:
        db = sqlite3.connect(file_uri(path, "mode=ro"), uri=True)
        try:
            db.execute("SELECT e.iri, t.aliases FROM entity e JOIN entity_text t "
                       "ON t.rowid = e.id LIMIT 1").fetchall()
            db.execute(f"SELECT {CLAIM_COLUMNS} FROM claim LIMIT 1").fetchall()
            db.execute("SELECT * FROM evidence LIMIT 1").fetchall()
        finally:
            db.close()
    except sqlite3.Error:
        return False
    return True


def _copy_previous(stage: _Stage, old: Path, table: str) -> None:
    """Copy the previous catalogue's rows of ``table`` into the stage, but for those of the
    IRIs in ``skip``."""
    db = stage.db
    if table == "entity_row":
        db.execute("INSERT INTO entity_row SELECT e.iri, e.kind, e.label, e.sort, "
                   "e.type_label, e.description, e.articles, t.aliases FROM old.entity e "
                   "JOIN old.entity_text t ON t.rowid = e.id "
                   "WHERE e.iri NOT IN (SELECT iri FROM temp.skip)")
    elif table == "claim_row":
        db.execute(f"INSERT INTO claim_row SELECT {CLAIM_COLUMNS} FROM old.claim "
                   f"WHERE claim NOT IN (SELECT iri FROM temp.skip)")
    else:
        db.execute("INSERT INTO evidence_row SELECT * FROM old.evidence "
                   "WHERE claim NOT IN (SELECT iri FROM temp.skip)")


def _stage_changes(stage: _Stage, store: Store, classes: dict[str, set[str]],
                   labels: dict[str, str], old: Path, touched: set[str]) -> None:
    """The previous catalogue's rows with those that depend on the ``touched`` nodes made
    again."""
    db = stage.db
    db.execute("ATTACH DATABASE ? AS old", (file_uri(old, "mode=ro"),))
    try:
        affected = touched | _through(store, DESCRIBED_THROUGH, sorted(touched))
        stage.skipping(affected)
        _copy_previous(stage, old, "entity_row")
        _stage_entities(stage, store, classes, labels, sorted(affected))
        # Claims whose rows may differ: those whose own statements changed (their evidence
        # too), those stated in a changed statement, and those that show a row that changed.
        moved = sorted(iri for iri in affected if _shown(db, "old.entity", iri) !=
                       _shown(db, "main.entity_row", iri))
        candidates = touched | _through(store, CLAIMS_STATED, sorted(touched)) | \
            _through(store, CLAIMS_SHOWING, moved)
        stage.skipping(candidates)
        listed = {iri for (iri,) in db.execute(
            "SELECT iri FROM temp.skip WHERE iri IN (SELECT claim FROM old.claim) OR iri IN "
            "(SELECT iri FROM entity_row WHERE kind = 'claims')")}
        own = touched & listed
        claims = candidates & listed
        stage.skipping(claims)
        _copy_previous(stage, old, "claim_row")
        _stage_claims(stage, store, classes["claims"], sorted(claims))
        stage.skipping(own)
        _copy_previous(stage, old, "evidence_row")
        _stage_evidence(stage, store, classes["claims"], sorted(own))
        db.commit()
    finally:
        db.rollback()  # (nothing, once committed) so that the previous file can be let go
        db.execute("DETACH DATABASE old")


def _shown(db: sqlite3.Connection, table: str, iri: str) -> tuple | None:
    """What a claim's row takes from an entity's row: its kind, label, sort key and type."""
    return db.execute(f"SELECT kind, label, sort, type_label FROM {table} WHERE iri = ?",
                      (iri,)).fetchone()


KIND_PLACE = "CASE kind " + " ".join(f"WHEN '{kind.name}' THEN {number}"
                                     for number, kind in enumerate(KINDS)) + " END"


def rewrite_catalogue(source: Path, target: Path, hot: int = search_index.HOT) -> None:
    """Write the catalogue ``source`` again as ``target`` (its rows, the search index with
    the threshold ``hot``): how the tests try the search index's tables."""
    stage = _Stage(target.with_suffix(".stage"))
    try:
        stage.db.execute("ATTACH DATABASE ? AS old", (file_uri(source, "mode=ro"),))
        for table in ("entity_row", "claim_row", "evidence_row"):
            _copy_previous(stage, source, table)
        classes = {name: set(value.split())
                   for name, value in meta_values(stage.db, "classes:", "old.meta").items()}
        class_counts = {name: int(value)
                        for name, value in meta_values(stage.db, "entities:", "old.meta").items()}
        stage.db.commit()
        stage.db.execute("DETACH DATABASE old")
        _write_db(target, stage, classes, class_counts, hot=hot)
    finally:
        stage.close()


def _write_db(path: Path, stage: _Stage, classes: dict[str, set[str]],
              class_counts: dict[str, int] | None = None, hot: int = search_index.HOT) -> int:
    """The catalogue file from the stage's rows, each table written in one order (the
    rows' own), so that the same rows give the same file whatever order they were staged in
    (``hot``: see kg.published.search_index). Returns how many entities it lists."""
    part = path.with_suffix(".part")
    part.unlink(missing_ok=True)
    db = sqlite3.connect(part)
    try:
        db.executescript(SCHEMA)
        db.execute("ATTACH DATABASE ? AS stage", (str(stage.path),))
        # Each entity's id is its place in this order (by kind, the most mentioned first: the
        # order a search reads, kg.published.search_index); its search row has the same id.
        db.execute(f"INSERT INTO entity (id, iri, kind, label, sort, type_label, description, "
                   f"articles) SELECT row_number() OVER (ORDER BY {KIND_PLACE}, articles DESC, "
                   f"sort, iri) AS id, iri, kind, label, sort, type_label, description, "
                   f"articles FROM stage.entity_row ORDER BY id")
        db.execute("INSERT INTO entity_text (rowid, label, aliases) SELECT e.id, e.label, "
                   "r.aliases FROM entity e JOIN stage.entity_row r ON r.iri = e.iri "
                   "ORDER BY e.id")
        search_index.write_index(db, hot)
        db.execute(f"INSERT INTO claim ({CLAIM_COLUMNS}) SELECT {CLAIM_COLUMNS} FROM "
                   f"stage.claim_row ORDER BY subject_sort, COALESCE(subject, ''), "
                   f"COALESCE(claimant_label, ''), claim, COALESCE(claimant, '')")
        db.execute("INSERT INTO evidence SELECT DISTINCT * FROM stage.evidence_row "
                   "ORDER BY 1, 2, 3, 4, 5, 6")
        # The claimants and subjects with their numbers of claims, for the filters' lists.
        for facet in ("claimant", "subject"):
            db.execute(f"INSERT INTO facet SELECT '{facet}', {facet}, {facet}_label, "
                       f"MIN(subject_sort), COUNT(DISTINCT claim) FROM claim "
                       f"WHERE {facet} IS NOT NULL GROUP BY {facet}")
        db.execute("UPDATE facet SET sort = (SELECT sort FROM entity WHERE iri = facet.iri)")
        counts = {kind.name: 0 for kind in KINDS}
        counts.update(db.execute("SELECT kind, COUNT(*) FROM entity GROUP BY kind"))
        claim_rows = db.execute("SELECT COUNT(*) FROM claim").fetchone()[0]
        db.executemany("INSERT INTO meta VALUES (?, ?)",
                       [(f"count:{k}", str(n)) for k, n in counts.items()] +
                       [(f"classes:{k}", " ".join(sorted(c))) for k, c in classes.items()] +
                       [("count:claim-rows", str(claim_rows))] +
                       [(f"entities:{c}", str(n)) for c, n in (class_counts or {}).items()])
        db.commit()
        db.execute("DETACH DATABASE stage")
    finally:
        db.close()
    part.rename(path)
    return sum(counts.values())
