"""The build's catalogue for people: what search, browse and the claims explorer read.

The build writes it once, as one SQLite file in the build folder, from the same store it
publishes: every entity with its kind, English label, aliases, a one-line description and
how many articles mention it (with a full-text index that folds case and accents, laid
out for search by kg.search_index), and every claim as one row per claimant and subject
with its evidence. The server only reads it (read-only, immutable), so that a search, a
page of a list or of claims costs an index lookup whatever the size of the dataset; a
build made before the catalogue existed simply has no search, browse or claims pages
(they answer 503 and say why).
"""

from __future__ import annotations

import sqlite3
import threading
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from . import search_index
from .store.base import Store

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
    Kind("events", "Events", "event", DIP + "Event"),
    Kind("claims", "Claims", "claim", DIP + "Claim"),
    Kind("quotations", "Quotations", "quotation", DIP + "Quotation"),
    Kind("articles", "Articles", "article", DIP + "Article"),
)
BY_NAME = {kind.name: kind for kind in KINDS}
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


def fold(text: str) -> str:
    """Lower case without accents: how search compares names ("Chavez" finds "Chávez")."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _english(values: list) -> str | None:
    """The English value of a literal if there is one, else one without a language, else any."""
    for wanted in ("en", None):
        for value in values:
            if (value.language or None) == wanted or (wanted == "en" and
                                                      (value.language or "").startswith("en-")):
                return value.value
    return values[0].value if values else None


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
        found.update(row[0].value for row in store.solve(text).terms)
    return found


def _solve(store: Store, query: str, only: list[str] | None) -> list[tuple]:
    """The rows of ``query`` for the entities ``only`` (?e), or for every entity."""
    rows: list[tuple] = []
    for text in _restricted(query, only):
        rows.extend(store.solve(text).terms)
    return rows


def _entities(store: Store, classes: dict[str, set[str]], labels: dict[str, str],
              only: list[str] | None = None) -> list[tuple]:
    """The entity rows: of every entity, or of the entities ``only`` (an incremental build
    asks for those its changes touch)."""
    kind_of_class = {}
    for kind in KINDS:  # the first kind listed wins (a claim is not also listed elsewhere)
        for cls in classes[kind.name]:
            kind_of_class.setdefault(cls, kind.name)
    values = " ".join(f"<{c}>" for c in kind_of_class)
    typed = _solve(store, f"SELECT ?e ?t WHERE {{ {{values}} {{lateral}} VALUES ?t {{ {values} }} "
                          f"?e a ?t FILTER(isIRI(?e)) {{/lateral}} }}", only)
    kinds: dict[str, str] = {}
    types: dict[str, list[str]] = {}
    order = {kind.name: n for n, kind in enumerate(KINDS)}
    for entity, cls in typed:
        kind = kind_of_class[cls.value]
        if entity.value not in kinds or order[kind] < order[kinds[entity.value]]:
            kinds[entity.value] = kind
        types.setdefault(entity.value, []).append(cls.value)
    texts: dict[str, dict[str, list]] = {}
    for prop in ("rdfs:label", "schema:alternateName", "schema:description", "schema:headline"):
        for entity, value in _solve(store, f"{PREFIXES}SELECT ?e ?v WHERE {{ {{values}} "
                                           f"?e {prop} ?v  }}", only):
            if entity.value in kinds:
                texts.setdefault(entity.value, {}).setdefault(prop, []).append(value)
    mentions = {e.value: int(n.value) for e, n in _solve(store,
        f"{PREFIXES}SELECT ?e (COUNT(DISTINCT ?a) AS ?n) WHERE {{ {{values}} {{lateral}} "
        f"{{ ?a a dip:Article ; schema:mentions ?e }} UNION {{ ?e dip:evidence ?span . ?span oa:hasSource ?a }} "
        f"{{/lateral}} }} GROUP BY ?e", only)}
    lines = _one_liners(store, only)
    rows = []
    for iri, kind in kinds.items():
        # Each value in a fixed order (the store's order depends on how it is asked).
        found = {prop: sorted(values, key=lambda v: (v.value, v.language or ""))
                 for prop, values in texts.get(iri, {}).items()}
        label = _english(found.get("rdfs:label", [])) or iri.rsplit("/", 1)[-1]
        if kind == "articles":  # its label is its headline, or else its first sentence
            label = _english(found.get("schema:headline", [])) or label
        aliases = " ".join(sorted({a.value for a in found.get("schema:alternateName", [])}))
        type_label = " · ".join(sorted({labels[t] for t in types[iri] if t in labels})) or \
            BY_NAME[kind].singular
        articles = mentions.get(iri, 1 if kind == "articles" else 0)
        description = _english(found.get("schema:description", [])) or lines.get(iri, "")
        rows.append((iri, kind, label, fold(label), type_label, shorten(description, 160),
                     articles, aliases))
    return rows


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


def _one_liners(store: Store, only: list[str] | None = None) -> dict[str, str]:
    found: dict[str, dict[str, list]] = {}
    for number, (query, _form) in enumerate(ONE_LINERS):
        for entity, value in _solve(store, PREFIXES + query, only):
            found.setdefault(entity.value, {}).setdefault(number, []).append(value)
    lines = {}
    for entity, parts in found.items():
        said = []
        for number, values in sorted(parts.items()):
            english = [v for v in values if (getattr(v, "language", None) or "en") == "en"]
            shown = sorted({v.value[:10] if number == 1 else v.value for v in english})[:3]
            said.append(ONE_LINERS[number][1].format(", ".join(shown)))
        lines[entity] = "; ".join(said)
    return lines


def _claims(store: Store, classes: set[str], entities: dict[str, tuple],
            only: list[str] | None = None) -> list[tuple]:
    values = " ".join(f"<{c}>" for c in classes)
    rows = _solve(store, f"""{PREFIXES}SELECT DISTINCT ?e ?type ?text ?who ?about ?article
        ?date WHERE {{ {{values}}
          VALUES ?type {{ {values} }} ?e a ?type . {{lateral}}
          OPTIONAL {{ ?e dip:claimant ?who }} OPTIONAL {{ ?e dip:about ?about }}
          OPTIONAL {{ ?e dip:claimText ?text }} OPTIONAL {{ ?e schema:appearance ?article }}
          OPTIONAL {{ ?e dip:statedIn ?said . ?said dip:date ?date }} {{/lateral}}
        }}""", only)
    found: dict[tuple, tuple] = {}
    for claim, _cls, text, who, about, article, date in rows:
        key = (claim.value, who.value if who else "", about.value if about else "")
        # With several texts, articles or dates, the greatest: the same whatever the order.
        found[key] = max(found.get(key, ("", "", "")),
                         (text.value if text else "", article.value if article else "",
                          date.value[:10] if date else ""))
    out = []
    for (claim, who, about), (text, article, date) in found.items():
        # The most specific kind the claim has: Allegation rather than Claim.
        claim_kind = min((entities.get(claim, (None,) * 5)[4] or "claim").split(" · "),
                         key=lambda k: (k in ("claim", "entity"), k))
        label = entities.get(claim, (None, None, claim))[2]
        claimant = entities.get(who)
        subject = entities.get(about)
        out.append((claim, label, claim_kind, text, who or None,
                    claimant[2] if claimant else None,
                    CLAIMANT_KINDS.get(claimant[1], "other") if claimant else "unknown",
                    about or None, subject[2] if subject else None,
                    fold(subject[2]) if subject else "\uffff", date or None, article or None,
                    entities[article][2] if article in entities else None))
    return out


def _evidence(store: Store, classes: set[str], only: list[str] | None = None) -> list[tuple]:
    values = " ".join(f"<{c}>" for c in classes)
    rows = _solve(store, f"""{PREFIXES}SELECT DISTINCT ?e ?start ?end ?exact ?text ?from WHERE {{
          {{values}} VALUES ?type {{ {values} }} ?e a ?type ; dip:evidence ?span .
          ?span oa:hasSelector ?position , ?quote .
          ?position oa:start ?start ; oa:end ?end . ?quote oa:exact ?exact . {{lateral}}
          OPTIONAL {{ ?span dip:inSentence ?sentence . ?sentence schema:text ?text ;
                      oa:hasSelector ?at . ?at oa:start ?from }} {{/lateral}}
        }}""", only)
    return sorted({(c.value, int(s.value), int(e.value), x.value, t.value if t else None,
                    int(f.value) if f else None) for c, s, e, x, t, f in rows})


def _class_labels(store: Store) -> dict[str, str]:
    return {t.value: l.value for t, l in store.solve(
        f"{PREFIXES}SELECT ?t ?l WHERE {{ ?t a <http://www.w3.org/2002/07/owl#Class> ; "
        f"rdfs:label ?l FILTER(LANGMATCHES(LANG(?l), \"en\")) }}").terms}


def _by_iri(entities: list[tuple]) -> dict[str, tuple]:
    """What a claim's row takes from the rows of its claim, claimant, subject and article."""
    return {row[0]: row[:5] for row in entities}


def write_catalogue(store: Store, folder: Path, labels: dict[str, str] | None = None,
                    previous: Path | None = None, touched: set[str] | None = None) -> int:
    """Write the catalogue of the build in ``folder`` from its store; returns how many
    entities it lists. ``labels`` names the ontology's classes (read from the store when
    not given).

    With the ``previous`` build's folder and the IRIs its changed graphs ``touched`` (in
    the graphs dropped and in those added), only the rows that depend on those are made
    again from the store and the others are taken from the previous catalogue: the same
    rows, and the same file, as a catalogue made from the whole store."""
    if labels is None:
        labels = _class_labels(store)
    classes = _closure(store)
    old = _read_rows(previous / FILE_NAME) if previous is not None and touched is not None \
        else None
    if old is None:
        entities = _entities(store, classes, labels)
        claims = _claims(store, classes["claims"], _by_iri(entities))
        evidence = _evidence(store, classes["claims"])
    else:
        entities, claims, evidence = _updated(store, classes, labels, old, touched or set())
    _write_db(folder / FILE_NAME, entities, claims, evidence, classes)
    return len(entities)


def _updated(store: Store, classes: dict[str, set[str]], labels: dict[str, str],
             old: tuple[list[tuple], list[tuple], list[tuple]], touched: set[str]
             ) -> tuple[list[tuple], list[tuple], list[tuple]]:
    """The previous catalogue's rows with those that depend on the ``touched`` nodes made
    again."""
    old_entities, old_claims, old_evidence = old
    affected = touched | _through(store, DESCRIBED_THROUGH, sorted(touched))
    fresh = {row[0]: row for row in _entities(store, classes, labels, sorted(affected))}
    entities_by_iri = {row[0]: row for row in old_entities if row[0] not in affected}
    entities_by_iri.update(fresh)
    # Claims whose rows may differ: those whose own statements changed (their evidence
    # too), those stated in a changed statement, and those that show a row that changed.
    before = _by_iri(old_entities)
    shown = _by_iri(list(fresh.values()))
    moved = sorted(iri for iri in affected if before.get(iri) != shown.get(iri))
    listed = {row[0] for row in old_claims} | {
        iri for iri, row in entities_by_iri.items() if row[1] == "claims"}
    own = touched & listed
    claims = (own | _through(store, CLAIMS_STATED, sorted(touched))
              | _through(store, CLAIMS_SHOWING, moved)) & listed
    by_iri = _by_iri(list(entities_by_iri.values()))
    claim_rows = [row for row in old_claims if row[0] not in claims]
    claim_rows += _claims(store, classes["claims"], by_iri, sorted(claims))
    evidence = [row for row in old_evidence if row[0] not in own]
    evidence += _evidence(store, classes["claims"], sorted(own))
    return list(entities_by_iri.values()), claim_rows, sorted(evidence)


def _read_rows(path: Path) -> tuple[list[tuple], list[tuple], list[tuple]] | None:
    """A catalogue's entity, claim and evidence rows (None if it cannot be read)."""
    if not path.is_file():
        return None
    try:
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            entities = db.execute(
                "SELECT e.iri, e.kind, e.label, e.sort, e.type_label, e.description, "
                "e.articles, t.aliases FROM entity e JOIN entity_text t ON t.rowid = e.id"
            ).fetchall()
            claims = db.execute(
                "SELECT claim, claim_label, claim_kind, text, claimant, claimant_label, "
                "claimant_kind, subject, subject_label, subject_sort, date, article, "
                "article_title FROM claim").fetchall()
            evidence = db.execute("SELECT * FROM evidence").fetchall()
        finally:
            db.close()
    except sqlite3.Error:
        return None
    return entities, claims, evidence


def _write_db(path: Path, entities: list[tuple], claims: list[tuple], evidence: list[tuple],
              classes: dict[str, set[str]], hot: int = search_index.HOT) -> None:
    """The catalogue file from its rows, each table written in one order (the rows' own),
    so that the same rows give the same file (``hot``: see kg.search_index)."""
    entities = sorted(entities, key=search_index.entity_order([kind.name for kind in KINDS]))
    part = path.with_suffix(".part")
    part.unlink(missing_ok=True)
    db = sqlite3.connect(part)
    try:
        db.executescript(SCHEMA)
        # Each entity's id is its place in this order (by kind, the most mentioned first: the
        # order a search reads, kg.search_index); its search row has the same id.
        db.executemany("INSERT INTO entity (id, iri, kind, label, sort, type_label, "
                       "description, articles) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                       [(number, *row[:7]) for number, row in enumerate(entities, 1)])
        db.executemany("INSERT INTO entity_text (rowid, label, aliases) VALUES (?, ?, ?)",
                       [(number, row[2], row[7]) for number, row in enumerate(entities, 1)])
        search_index.write_index(db, [(number, row[1], row[3])
                                      for number, row in enumerate(entities, 1)], hot)
        db.executemany("INSERT INTO claim (claim, claim_label, claim_kind, text, claimant, "
                       "claimant_label, claimant_kind, subject, subject_label, subject_sort, "
                       "date, article, article_title) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                       "?, ?)", sorted(claims, key=lambda r: (r[9], r[7] or "", r[5] or "",
                                                              r[0], r[4] or "")))
        db.executemany("INSERT INTO evidence VALUES (?, ?, ?, ?, ?, ?)", sorted(evidence))
        # The claimants and subjects with their numbers of claims, for the filters' lists.
        for facet in ("claimant", "subject"):
            db.execute(f"INSERT INTO facet SELECT '{facet}', {facet}, {facet}_label, "
                       f"MIN(subject_sort), COUNT(DISTINCT claim) FROM claim "
                       f"WHERE {facet} IS NOT NULL GROUP BY {facet}")
        db.execute("UPDATE facet SET sort = (SELECT sort FROM entity WHERE iri = facet.iri)")
        counts = {kind.name: 0 for kind in KINDS}
        for row in entities:
            counts[row[1]] += 1
        db.executemany("INSERT INTO meta VALUES (?, ?)",
                       [(f"count:{k}", str(n)) for k, n in counts.items()] +
                       [(f"classes:{k}", " ".join(sorted(c))) for k, c in classes.items()] +
                       [("count:claim-rows", str(len(claims)))])
        db.commit()
    finally:
        db.close()
    part.rename(path)


class Catalogue:
    """A build's catalogue, opened read-only; one connection per thread (sqlite3 objects
    are not shared between threads)."""

    def __init__(self, path: Path) -> None:
        if not path.is_file():
            raise FileNotFoundError(path)
        self.path = path
        self._local = threading.local()

    @classmethod
    def of_build(cls, folder: Path) -> "Catalogue":
        return cls(folder / FILE_NAME)

    @property
    def db(self) -> sqlite3.Connection:
        db = getattr(self._local, "db", None)
        if db is None:
            db = sqlite3.connect(f"file:{self.path}?mode=ro&immutable=1", uri=True)
            db.row_factory = sqlite3.Row
            self._local.db = db
        return db

    def classes(self, kind: str) -> list[str]:
        """The kind's class and its subclasses, as the build found them in the ontology."""
        row = self.db.execute("SELECT value FROM meta WHERE key = ?", (f"classes:{kind}",)
                              ).fetchone()
        return row[0].split() if row else []

    def id_ranges(self) -> dict[str, tuple[int, int]] | None:
        """Each kind's first and last id, in the order a search reads (kg.search_index);
        None for a catalogue written before the search index. Read once."""
        if not hasattr(self, "_ranges"):
            self._ranges = search_index.id_ranges(self.db)
        return self._ranges

    def counts(self) -> dict[str, int]:
        return {key[len("count:"):]: int(value) for key, value in
                self.db.execute("SELECT key, value FROM meta WHERE key LIKE 'count:%'")}
