"""The claims explorer: who claims what about whom, across the whole dataset.

    /claims?claimant=IRI&subject=IRI&article=SLUG&kind=person&from=2025&to=2025-12&page=N
    /claims.csv, /claims.json, /claims.ttl      the same filtered rows, to download

Each row is one claim with one of its claimants and one of its subjects. Rows are read
from the build's catalogue (kg.published.catalogue), sorted by subject, then claimant, and a page
groups them by subject so that what different claimants claim about one subject stands
side by side. The page also shows the SPARQL query that gives the same rows from the
store (a test holds the two to the same rows on both backends).
"""

from __future__ import annotations

import csv
import datetime as dt
import io
import json
import re
from dataclasses import dataclass, field

import pyoxigraph as ox
from flask import Blueprint, Response, render_template, request
from markupsafe import Markup, escape

from kg.published.catalogue import fold
from kg.uris import is_slug
from kg.web.errors import Problem
from kg.web.csv_cells import neutralised
from kg.web.finder import catalogue, labels_of, page_number
from kg.web.sparql import is_absolute_iri
from kg.web.site import Site, site

bp = Blueprint("claims", __name__)

PAGE_SIZE = 50
CLAIMANT_KINDS = {"person": "a person", "organisation": "an organisation",
                  "unnamed": "unnamed sources (a group)", "state": "a state", "other": "other"}
KIND_CLASSES = {"person": "people", "organisation": "organisations", "unnamed": "groups",
                "state": "states"}  # the catalogue's kinds whose classes a claimant kind means
DIP = "https://w3id.org/diplokg/ontology#"
DATE = re.compile(r"^[0-9]{4}(-[0-9]{2}(-[0-9]{2})?)?$")
# A claim's stance follows from its kind: a denial (dip:Denial) says that something is not
# so; every other claim asserts what it claims.
DENIAL_KIND = "denial"


def _is_date(text: str) -> bool:
    """YYYY, YYYY-MM or YYYY-MM-DD, naming a real month and day (2025-13-45 is a mistake)."""
    if not DATE.match(text):
        return False
    try:
        dt.date.fromisoformat((text + "-01-01")[:10])
    except ValueError:
        return False
    return True


def stance(claim_kind: str | None) -> str:
    return "denies" if claim_kind == DENIAL_KIND else "asserts"


FILTERS = ("claimant", "subject", "article", "kind", "from", "to")
FACETS_SHOWN = 300


@dataclass(frozen=True)
class Filters:
    claimant: str | None = None
    subject: str | None = None
    article: str | None = None  # the article's IRI
    kind: str | None = None
    since: str | None = None
    until: str | None = None
    given: dict = field(default_factory=dict)  # the query string as given, for links

    @property
    def any(self) -> bool:
        return any((self.claimant, self.subject, self.article, self.kind, self.since,
                    self.until))

    def sql(self) -> tuple[str, list]:
        clauses, args = [], []
        for column, value in (("claimant", self.claimant), ("subject", self.subject),
                              ("article", self.article), ("claimant_kind", self.kind)):
            if value is not None:
                clauses.append(f"{column} = ?")
                args.append(value)
        if self.since:
            clauses.append("date >= ?")
            args.append(self.since)
        if self.until:
            clauses.append("substr(date, 1, ?) <= ?")
            args.extend([len(self.until), self.until])
        return (" WHERE " + " AND ".join(clauses)) if clauses else "", args


def read_filters(kg: Site) -> Filters:
    args = request.args
    values = {}
    for name in FILTERS:
        value = args.get(name, "").strip()
        if len(value) > 500:
            raise Problem(400, "Bad Request", f"{name} is too long")
        values[name] = value or None
    if values["kind"] is not None and values["kind"] not in CLAIMANT_KINDS:
        raise Problem(400, "Bad Request", f"kind must be one of {', '.join(CLAIMANT_KINDS)}")
    for name in ("from", "to"):
        if values[name] is not None and not _is_date(values[name]):
            raise Problem(400, "Bad Request", f"{name} must be a year, a month or a day: "
                          f"YYYY, YYYY-MM or YYYY-MM-DD")
    article = values["article"]
    if article is not None:
        if not is_slug(article):
            raise Problem(400, "Bad Request", "article must be an article's short name, "
                          "such as zamora-leaves-peru")
        article = str(kg.minter.thing("article", article))
    for name in ("claimant", "subject"):
        # the endpoint's rule: the IRI goes into the page's equivalent query and its link
        value = values[name]
        if value is not None and not (value.startswith(("http://", "https://"))
                                      and is_absolute_iri(value)):
            raise Problem(400, "Bad Request", f"{name} must be an http(s) IRI, with no space, "
                          f"line break or any of <>\"{{}}|^`\\ in it")
    return Filters(values["claimant"], values["subject"], article, values["kind"],
                   values["from"], values["to"],
                   {k: v for k, v in values.items() if v is not None})


def _values(iris: list[str]) -> str:
    return " ".join(f"dip:{iri[len(DIP):]}" if iri.startswith(DIP) and "/" not in iri[len(DIP):]
                    else f"<{iri}>" for iri in iris)


def sparql_for(filters: Filters, classes: dict[str, list[str]]) -> str:
    """The SPARQL query that gives the same rows as the explorer with these filters.
    ``classes`` holds each kind's classes with their subclasses (from the catalogue): the
    query lists them rather than following rdfs:subClassOf*, which Virtuoso answers with no
    rows as soon as the path meets another pattern on the same variable."""
    lines = ["PREFIX dip: <https://w3id.org/diplokg/ontology#>",
             "PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>",
             "PREFIX schema: <https://schema.org/>",
             "SELECT DISTINCT ?claim ?claimLabel ?claimant ?claimantLabel ?subject "
             "?subjectLabel ?date ?article WHERE {",
             f"  VALUES ?type {{ {_values(classes['claims'])} }}",
             "  ?claim a ?type .",
             "  OPTIONAL { ?claim rdfs:label ?claimLabel FILTER(LANGMATCHES(LANG(?claimLabel), "
             "\"en\")) }"]
    bound = {"claimant": filters.claimant, "subject": filters.subject,
             "article": filters.article}
    for variable, prop in (("claimant", "dip:claimant"), ("subject", "dip:about"),
                           ("article", "schema:appearance")):
        value = bound[variable]
        if value is not None:
            lines.append(f"  VALUES ?{variable} {{ <{value}> }} ?claim {prop} ?{variable} .")
        else:
            lines.append(f"  OPTIONAL {{ ?claim {prop} ?{variable} }}")
    if filters.kind in KIND_CLASSES:
        lines.append(f"  VALUES ?claimantType {{ {_values(classes[KIND_CLASSES[filters.kind]])} }}"
                     f" ?claimant a ?claimantType .")
    elif filters.kind == "other":
        every = [c for name in KIND_CLASSES.values() for c in classes[name]]
        lines.append(f"  FILTER NOT EXISTS {{ VALUES ?claimantType {{ {_values(every)} }} "
                     f"?claimant a ?claimantType }}")
    for variable in ("claimant", "subject"):
        lines.append(f"  OPTIONAL {{ ?{variable} rdfs:label ?{variable}Label "
                     f"FILTER(LANGMATCHES(LANG(?{variable}Label), \"en\")) }}")
    lines.append("  OPTIONAL { ?claim dip:statedIn ?said . ?said dip:date ?date }")
    if filters.since:
        lines.append(f"  FILTER(STR(?date) >= \"{filters.since}\")")
    if filters.until:
        lines.append(f"  FILTER(SUBSTR(STR(?date), 1, {len(filters.until)}) <= "
                     f"\"{filters.until}\")")
    lines.append("}")
    lines.append("ORDER BY ?subjectLabel ?claimantLabel ?claim")
    return "\n".join(lines)


# How a page groups its claims: by their subject, or by what they claim (their kind:
# allegation, demand, ...); each group's claims by claimant. Each order has its index.
ORDERS = {"subject": "subject_sort, subject, claimant_label, claim",
          "kind": "claim_kind, claimant_label, subject_sort, claim"}


def rows_for(kg: Site, filters: Filters, limit: int, offset: int = 0,
             group: str = "subject") -> list:
    where, args = filters.sql()
    with catalogue(kg).reading() as db:
        return db.execute(
            f"SELECT * FROM claim{where} ORDER BY {ORDERS[group]} LIMIT ? OFFSET ?",
            [*args, limit, offset]).fetchall()


def _counted(kg: Site, filters: Filters, known: str, what: str) -> int:
    """A count over the claim rows the filters keep: the catalogue's ``known`` count when
    nothing is filtered, else SELECT COUNT(``what``)."""
    found = catalogue(kg)
    if not filters.any:
        return found.counts().get(known, 0)
    where, args = filters.sql()
    with found.reading() as db:
        return db.execute(f"SELECT COUNT({what}) FROM claim{where}", args).fetchone()[0]


def count_for(kg: Site, filters: Filters) -> int:
    """How many claim rows the filters keep."""
    return _counted(kg, filters, "claim-rows", "*")


# Opening quotation marks and the marks that close them.
_CLOSING = {"“": "”", "\"": "\"", "«": "»", "„": "“", "‘": "’", "'": "'"}


def without_enclosing_marks(text: str | None) -> str | None:
    """A claim's words without the quotation marks around the whole of them: the page sets
    them in <q>, which adds its own (“to date it is not known …” showed ““to date …””).
    Marks inside the words stay: ‘the official “arrives …”’ keeps its inner pair."""
    if not text:
        return text
    stripped = text.strip()
    closing = _CLOSING.get(stripped[:1])
    body = stripped[1:]
    if closing is None:
        return text
    end = len(body.rstrip(".,;:!?…"))
    if end and body[end - 1] == closing and closing not in body[:end - 1] \
            and (stripped[0] == closing or stripped[0] not in body[:end - 1]):
        return body[:end - 1] + body[end:]
    return text


def claims_for(kg: Site, filters: Filters) -> int:
    """How many claims the rows hold: a claim about two subjects has a row for each, so the
    count of claims (the home page's and /browse's) is not the count of rows."""
    return _counted(kg, filters, "claims", "DISTINCT claim")


@dataclass(frozen=True)
class Quote:
    before: str
    exact: str
    after: str
    href: str | None


@dataclass
class ClaimItem:
    iri: str
    href: str | None
    label: str
    kind: str
    stance: str
    text: str
    date: str | None
    subject: str | None
    subject_href: str | None
    article: str | None
    article_href: str | None
    article_title: str | None
    quotes: list[Quote]
    denies: list[tuple[str, str | None]] = field(default_factory=list)  # (label, href)


@dataclass
class ClaimantBox:
    iri: str | None
    href: str | None
    label: str
    kind: str
    claims: list[ClaimItem] = field(default_factory=list)


@dataclass
class SubjectGroup:
    iri: str | None
    href: str | None
    label: str
    claimants: list[ClaimantBox] = field(default_factory=list)


def _document(kg: Site, iri: str) -> str | None:
    """The path of an IRI's HTML page on this server."""
    return kg.urls.document_of(iri, "html")


def quotes_for(kg: Site, claims: list[str]) -> dict[str, list[Quote]]:
    """Each claim's evidence, highlighted in its sentence, linked to that span of the
    article page."""
    if not claims:
        return {}
    found: dict[str, list[Quote]] = {}
    marks = ",".join("?" * len(claims))
    with catalogue(kg).reading() as db:
        rows = db.execute(
            f"SELECT claim, start, \"end\", exact, sentence, sentence_start FROM evidence "
            f"WHERE claim IN ({marks}) ORDER BY claim, start", claims).fetchall()
    for claim, start, end, exact, sentence, sentence_start in rows:
        before = after = ""
        if sentence is not None and sentence_start is not None:
            at = start - sentence_start
            if sentence[at:at + len(exact)] == exact:
                before, after = sentence[:at], sentence[at + len(exact):]
        found.setdefault(claim, []).append(Quote(before, exact, after, f"{start}-{end}"))
    return found


_PLAIN_IRI = re.compile(r"https?://[^\s<>\"{}|\\^`]+")
DENIES = "https://w3id.org/diplokg/ontology#denies"


def denied_by(kg: Site, denials: list[str]) -> dict[str, list[tuple[str, str | None]]]:
    """For each denial, the claims it denies (label, link), when the graph links them."""
    wanted = sorted({iri for iri in denials if _PLAIN_IRI.fullmatch(iri)})
    if not wanted:
        return {}
    values = " ".join(f"<{iri}>" for iri in wanted)
    rows = kg.build.store.solve(f"SELECT ?denial ?denied WHERE {{ VALUES ?denial {{ {values} }} "
                                f"?denial <{DENIES}> ?denied }} ORDER BY ?denial ?denied").rows
    pairs = [(str(d), str(c)) for d, c in rows if c is not None]
    names = labels_of(kg, [c for _, c in pairs])
    found: dict[str, list[tuple[str, str | None]]] = {}
    for denial, denied in pairs:
        found.setdefault(denial, []).append((names.get(denied, denied), kg.links(denied)))
    return found


def grouped(kg: Site, rows: list, group: str = "subject") -> list[SubjectGroup]:
    quotes = quotes_for(kg, sorted({row["claim"] for row in rows}))
    denied = denied_by(kg, [row["claim"] for row in rows
                            if stance(row["claim_kind"]) == "denies"])
    groups: list[SubjectGroup] = []
    for row in rows:
        subject = row["subject"]
        if group == "kind":
            if not groups or groups[-1].label != row["claim_kind"]:
                groups.append(SubjectGroup(None, None, row["claim_kind"]))
        elif not groups or groups[-1].iri != subject:
            groups.append(SubjectGroup(subject, kg.links(subject) if subject else None,
                                       row["subject_label"] or "no subject named"))
        boxes = groups[-1].claimants
        if not boxes or boxes[-1].iri != row["claimant"]:
            boxes.append(ClaimantBox(row["claimant"],
                                     kg.links(row["claimant"]) if row["claimant"] else None,
                                     row["claimant_label"] or "claimant not named",
                                     CLAIMANT_KINDS.get(row["claimant_kind"], "")))
        article_page = _document(kg, row["article"]) if row["article"] else None
        boxes[-1].claims.append(ClaimItem(
            row["claim"], kg.links(row["claim"]), row["claim_label"], row["claim_kind"],
            stance(row["claim_kind"]), without_enclosing_marks(row["text"]), row["date"],
            row["subject_label"],
            kg.links(subject) if subject else None, row["article"], article_page,
            row["article_title"],
            [Quote(q.before, q.exact, q.after,
                   kg.urls.document_of(row["article"], "html", span=q.href)
                   if article_page else None)
             for q in quotes.get(row["claim"], [])],
            denied.get(row["claim"], [])))
    return groups


def _facet(kg: Site, column: str, chosen: str | None) -> Markup:
    """The options of a filter's list: the claimants (or subjects) with the most claims, by
    name, with how many. Rendered once per build; a request only marks its choice."""
    def render() -> str:
        with catalogue(kg).reading() as db:
            rows = db.execute(
                f"SELECT iri, label, n FROM facet WHERE facet = ? ORDER BY n DESC, sort "
                f"LIMIT {FACETS_SHOWN}", (column,)).fetchall()
        return "".join(f'<option value="{escape(iri)}">{escape(label or iri)} ({n})</option>'
                       for iri, label, n in sorted(rows, key=lambda r: fold(r[1] or "")))

    options = kg.memo(f"facet-{column}", render)
    if chosen:
        mark = f'<option value="{escape(chosen)}">'
        options = options.replace(mark, mark[:-1] + " selected>", 1)
    return Markup(options)


@bp.route("/claims", methods=["GET", "HEAD"])
def explorer() -> Response:
    kg = site()
    filters = read_filters(kg)
    number = page_number()
    group = request.args.get("group", "subject")
    if group not in ORDERS:
        raise Problem(400, "Bad Request", f"group must be one of {', '.join(ORDERS)}")
    total = count_for(kg, filters)
    rows = rows_for(kg, filters, PAGE_SIZE, (number - 1) * PAGE_SIZE, group)
    if number > 1 and not rows:
        raise Problem(404, "Not Found", f"these claims have no page {number}")
    found = catalogue(kg)
    query = sparql_for(filters, {name: found.classes(name) for name in
                                 ("claims", *KIND_CLASSES.values())})
    given = filters.given
    page = render_template(
        "claims.html", groups=grouped(kg, rows, group), group=group, total=total,
        claims=claims_for(kg, filters), number=number,
        first=(number - 1) * PAGE_SIZE + 1, shown=len(rows), size=PAGE_SIZE, given=given,
        claimants=_facet(kg, "claimant", filters.claimant),
        subjects=_facet(kg, "subject", filters.subject),
        kinds=CLAIMANT_KINDS, query=query,
        query_href=kg.urls.query_editor(query),
        downloads=[(name, kg.urls.claims(given, name)) for name in ("csv", "json", "ttl")],
        page_link=lambda n: kg.urls.claims({**given, "group": group, "page": n}),
        group_link=lambda g: kg.urls.claims({**given, "group": g}),
        label_of=_label_of(kg, filters))
    return Response(page, content_type="text/html; charset=utf-8")


def _label_of(kg: Site, filters: Filters) -> dict[str, str]:
    """Names for the IRIs a filter holds, for the page's heading."""
    return labels_of(kg, [i for i in (filters.claimant, filters.subject, filters.article) if i])


COLUMNS = ("claim", "claim_label", "claim_kind", "stance", "text", "claimant", "claimant_label",
           "claimant_kind", "subject", "subject_label", "date", "article", "article_title")


def _cell(row, column: str):
    return stance(row["claim_kind"]) if column == "stance" else row[column]


def _download_rows(kg: Site) -> tuple[list, bool]:
    most = kg.settings.max_rows
    rows = rows_for(kg, read_filters(kg), most + 1)
    return rows[:most], len(rows) > most


def _download(kg: Site, data: bytes, media_type: str, suffix: str, capped: bool) -> Response:
    response = Response(data, content_type=media_type)
    response.headers["Content-Disposition"] = f'attachment; filename="claims.{suffix}"'
    if capped:
        response.headers["X-KG-Row-Cap"] = str(kg.settings.max_rows)
    return response


@bp.route("/claims.csv", methods=["GET", "HEAD"])
def claims_csv() -> Response:
    kg = site()
    rows, capped = _download_rows(kg)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(COLUMNS)
    for row in rows:  # texts and labels come from the articles: no cell runs as a formula
        writer.writerow([neutralised(_cell(row, c)) for c in COLUMNS])
    return _download(kg, out.getvalue().encode("utf-8"), "text/csv; charset=utf-8", "csv",
                     capped)


@bp.route("/claims.json", methods=["GET", "HEAD"])
def claims_json() -> Response:
    kg = site()
    rows, capped = _download_rows(kg)
    data = {"columns": list(COLUMNS), "rows": [{c: _cell(row, c) for c in COLUMNS} for row in rows],
            "capped": capped}
    return _download(kg, json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8"),
                     "application/json", "json", capped)


RDFS_LABEL = ox.NamedNode("http://www.w3.org/2000/01/rdf-schema#label")


@bp.route("/claims.ttl", methods=["GET", "HEAD"])
def claims_turtle() -> Response:
    """The rows as the store states them: claimant, subject, text, label and article."""
    kg = site()
    rows, capped = _download_rows(kg)
    triples = set()
    for row in rows:
        claim = ox.NamedNode(row["claim"])
        triples.add(ox.Triple(claim, RDFS_LABEL, ox.Literal(row["claim_label"], language="en")))
        for column, prop in (("claimant", DIP + "claimant"), ("subject", DIP + "about"),
                             ("article", "https://schema.org/appearance")):
            if row[column]:
                triples.add(ox.Triple(claim, ox.NamedNode(prop), ox.NamedNode(row[column])))
        if row["text"]:
            triples.add(ox.Triple(claim, ox.NamedNode(DIP + "claimText"),
                                  ox.Literal(row["text"], language="en")))
        for column in ("claimant", "subject"):
            if row[column] and row[f"{column}_label"]:
                triples.add(ox.Triple(ox.NamedNode(row[column]), RDFS_LABEL,
                                      ox.Literal(row[f"{column}_label"], language="en")))
    data = ox.serialize(sorted(triples, key=str), format=ox.RdfFormat.TURTLE,
                        prefixes={"dip": DIP, "rdfs": "http://www.w3.org/2000/01/rdf-schema#",
                                  "schema": "https://schema.org/"})
    return _download(kg, data, "text/turtle; charset=utf-8", "ttl", capped)
