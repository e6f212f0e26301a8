"""What a resource's document holds, and the page people read.

The document of a resource is one CONSTRUCT: every triple with the resource as subject,
the labels of what it links to, its inbound links with the labels of their subjects, and
its evidence spans with their selectors. The SPARQL endpoint returns exactly the same graph
for the same query (tested), and a page costs this query plus the ontology's labels, which
are read once per build.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rdflib import Graph, Literal, URIRef
from rdflib.namespace import RDF, RDFS

from ..vocab import DIPLO, OA
from .site import Site
from .terms import Cell, compact, iri_cell, literal_cell


def document_query(iri: str, page_limit: int | None = None) -> str:
    """The document's CONSTRUCT. A page passes ``page_limit`` to read only that many inbound
    links and evidence spans (whichever the store finds first), so that a country linked
    from thousands of facts still gets a page in milliseconds; the RDF document always has
    them all."""
    inbound = f"?s ?inbound <{iri}> ." if page_limit is None else (
        f"{{ SELECT DISTINCT ?s ?inbound WHERE {{ ?s ?inbound <{iri}> }} LIMIT {page_limit} }}")
    spans = f"<{iri}> dip:evidence ?span ." if page_limit is None else (
        f"{{ SELECT ?span WHERE {{ <{iri}> dip:evidence ?span }} LIMIT {page_limit} }}")
    return f"""PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX dip: <https://w3id.org/diplokg/ontology#>
PREFIX oa: <http://www.w3.org/ns/oa#>
CONSTRUCT {{
  <{iri}> ?p ?o . ?o rdfs:label ?objectLabel .
  ?s ?inbound <{iri}> . ?s rdfs:label ?subjectLabel .
  <{iri}> dip:evidence ?span .
  ?span ?spanProperty ?spanValue . ?selector ?selectorProperty ?selectorValue .
}} WHERE {{
  {{ <{iri}> ?p ?o . FILTER(?p != dip:evidence) OPTIONAL {{ ?o rdfs:label ?objectLabel }} }}
  UNION {{ {inbound} OPTIONAL {{ ?s rdfs:label ?subjectLabel }} }}
  UNION {{ {spans} ?span ?spanProperty ?spanValue }}
  UNION {{ {spans} ?span oa:hasSelector ?selector . ?selector ?selectorProperty ?selectorValue }}
}}"""


COUNTED_UP_TO = 1000  # beyond this a page says "more than"


def describe(kg: Site, iri: str, for_page: bool = False) -> Graph:
    query = document_query(iri, kg.settings.page_items if for_page else None)
    graph = kg.build.store.solve(query).graph
    return graph if graph is not None else Graph()


def capped_count(kg: Site, pattern: str) -> int:
    """How many solutions the pattern has, counting no further than COUNTED_UP_TO + 1."""
    rows = kg.build.store.solve(f"PREFIX dip: <https://w3id.org/diplokg/ontology#> "
                                f"SELECT (COUNT(*) AS ?n) WHERE {{ SELECT DISTINCT * WHERE "
                                f"{{ {pattern} }} LIMIT {COUNTED_UP_TO + 1} }}").rows
    return int(rows[0][0]) if rows else 0


@dataclass
class Evidence:
    exact: str
    prefix: str
    suffix: str
    sentence: str | None


@dataclass
class Page:
    iri: str
    title: str
    lang: str | None
    types: list[Cell] = field(default_factory=list)
    properties: list[tuple[str, list[Cell]]] = field(default_factory=list)
    inbound: list[tuple[Cell, str]] = field(default_factory=list)
    evidence: list[Evidence] = field(default_factory=list)
    text: list[list["Segment"]] | None = None  # an article's paragraphs, for article pages
    inbound_total: int = 0
    evidence_total: int = 0
    events_total: int = 0
    claims_total: int = 0
    counted_up_to: int = COUNTED_UP_TO
    tenures: list = field(default_factory=list)
    claims_about: list = field(default_factory=list)
    claims_by: list = field(default_factory=list)
    timeline: object | None = None
    neighbourhood: object | None = None
    schema_org: str | None = None  # JSON-LD for search engines


@dataclass(frozen=True)
class Segment:
    text: str
    href: str | None = None
    title: str | None = None
    kind: str = "plain"  # "plain", "entity" (a mention), "fact" (other evidence)


ENTITY_SEGMENTS = ("/id/person/", "/id/group/", "/id/organization/", "/id/country/",
                   "/id/city/", "/id/place/", "/id/website/", "/id/document/", "/id/post/")


def article_text(kg: Site, iri: str, body: str) -> list[list[Segment]]:
    """The article's text cut at every evidence span; each piece links to the most specific
    thing whose evidence covers it (a mention links to its entity)."""
    rows = kg.build.store.solve(f"""PREFIX oa: <http://www.w3.org/ns/oa#>
        PREFIX dip: <https://w3id.org/diplokg/ontology#>
        SELECT ?fact ?start ?end (SAMPLE(?l) AS ?label) WHERE {{
          ?fact dip:evidence ?span . ?span oa:hasSource <{iri}> ; oa:hasSelector ?selector .
          ?selector oa:start ?start ; oa:end ?end .
          OPTIONAL {{ ?fact <http://www.w3.org/2000/01/rdf-schema#label> ?l
                     FILTER(LANGMATCHES(LANG(?l), "en")) }}
        }} GROUP BY ?fact ?start ?end""").rows
    spans = [(int(start), int(end), str(fact), str(label) if label else str(fact))
             for fact, start, end, label in rows if str(fact) != iri]
    cuts = sorted({0, len(body), *(s for s, _e, _f, _l in spans), *(e for _s, e, _f, _l in spans)})
    paragraphs: list[list[Segment]] = [[]]
    for begin, finish in zip(cuts, cuts[1:]):
        covering = [sp for sp in spans if sp[0] <= begin and finish <= sp[1]]
        entities = [sp for sp in covering if any(k in sp[2] for k in ENTITY_SEGMENTS)]
        # Ties go to the first IRI, so that every store gives the same page.
        chosen = min(entities or covering, key=lambda sp: (sp[1] - sp[0], sp[2]), default=None)
        pieces = body[begin:finish].split("\n")
        for number, piece in enumerate(pieces):
            if number:
                paragraphs.append([])
            if not piece:
                continue
            if chosen is None:
                paragraphs[-1].append(Segment(piece))
            else:
                titles = "; ".join(sorted({sp[3] for sp in covering}))
                paragraphs[-1].append(Segment(piece, kg.links(chosen[2]), titles,
                                              "entity" if entities else "fact"))
    return [p for p in paragraphs if p]


def _english(graph: Graph, node: URIRef) -> Literal | None:
    labels = [l for l in graph.objects(node, RDFS.label) if isinstance(l, Literal)]
    return next((l for l in labels if l.language == "en"), labels[0] if labels else None)


def _cell(kg: Site, graph: Graph, value) -> Cell:
    if isinstance(value, URIRef):
        label = _english(graph, value) or kg.labels().get(str(value))
        cell = iri_cell(str(value), kg.links)
        return Cell(str(label), cell.href, "iri") if label else cell
    if isinstance(value, Literal):
        return literal_cell(str(value), value.language,
                            str(value.datatype) if value.datatype else None)
    return Cell(str(value), None, "bnode")


def page_for(kg: Site, iri: str, graph: Graph) -> Page:
    node = URIRef(iri)
    labels = kg.labels()
    title = _english(graph, node)
    page = Page(iri, str(title) if title else compact(iri),
                title.language if isinstance(title, Literal) else None)
    _pictures(kg, page, node, graph)
    page.schema_org = _schema_org(page, node, graph)
    if (node, RDF.type, DIPLO.Article) in graph:
        body = graph.value(node, URIRef("https://schema.org/articleBody"))
        if body is not None:
            page.text = article_text(kg, iri, str(body))
    page.types = [_cell(kg, graph, t) for t in sorted(graph.objects(node, RDF.type))]
    grouped: dict[str, list[Cell]] = {}
    for predicate, value in sorted(graph.predicate_objects(node)):
        if predicate in (RDF.type, DIPLO.evidence):
            continue
        name = labels.get(str(predicate)) or compact(str(predicate))
        grouped.setdefault(name, []).append(_cell(kg, graph, value))
    page.properties = sorted(grouped.items())
    for subject, predicate in sorted(graph.subject_predicates(node)):
        name = labels.get(str(predicate)) or compact(str(predicate))
        page.inbound.append((_cell(kg, graph, subject), name))
    most = kg.settings.page_items
    page.inbound_total = len(page.inbound)
    if len(page.inbound) >= most:
        page.inbound_total = capped_count(kg, f"?s ?p <{iri}>")
    spans = sorted(graph.objects(node, DIPLO.evidence))
    page.evidence_total = len(spans)
    if len(spans) >= most:
        page.evidence_total = capped_count(kg, f"<{iri}> dip:evidence ?span")
    for span in spans:
        exact = prefix = suffix = ""
        for selector in graph.objects(span, OA.hasSelector):
            if (selector, RDF.type, OA.TextQuoteSelector) in graph:
                exact = str(graph.value(selector, OA.exact) or "")
                prefix = str(graph.value(selector, OA.prefix) or "")
                suffix = str(graph.value(selector, OA.suffix) or "")
        sentence = graph.value(span, DIPLO.inSentence)
        page.evidence.append(Evidence(exact, prefix, suffix,
                                      kg.links(str(sentence)) if sentence else None))
    return page


@dataclass(frozen=True)
class Tenure:
    post: Cell
    status: str | None
    time: str


@dataclass(frozen=True)
class ClaimLine:
    claim: Cell
    claimant: Cell | None


def _facts(kg: Site, node: URIRef) -> list[dict]:
    """One query for what the page draws beyond the document: the events the resource took
    part in (for the timeline), the posts it held, the claims about it and by it; of each
    kind no more than the page shows, so that a much-linked entity costs what a rare one does."""
    most = kg.settings.page_items
    rows = kg.build.store.solve(f"""PREFIX dip: <https://w3id.org/diplokg/ontology#>
        PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
        SELECT ?kind ?fact (SAMPLE(?l) AS ?label) (SAMPLE(?d) AS ?date)
               (SAMPLE(?nb) AS ?notBefore) (SAMPLE(?st) AS ?status)
               (GROUP_CONCAT(DISTINCT STR(?h); separator=", ") AS ?heldOn)
               (SAMPLE(?ea) AS ?endedAfter) (SAMPLE(?post) AS ?postIri)
               (SAMPLE(?pl) AS ?postLabel) (SAMPLE(?who) AS ?claimant)
               (SAMPLE(?wl) AS ?claimantLabel)
        WHERE {{
          {{ {{ SELECT ?fact WHERE {{ ?fact dip:participant <{node}> }} LIMIT {most} }}
             BIND("event" AS ?kind)
             OPTIONAL {{ ?fact rdfs:label ?l FILTER(LANGMATCHES(LANG(?l), "en")) }}
             OPTIONAL {{ ?fact dip:date ?d }} OPTIONAL {{ ?fact dip:notBefore ?nb }} }}
          UNION {{ {{ SELECT ?fact WHERE {{ ?fact dip:holder <{node}> }} LIMIT {most} }}
             BIND("tenure" AS ?kind)
             OPTIONAL {{ ?fact rdfs:label ?l FILTER(LANGMATCHES(LANG(?l), "en")) }}
             OPTIONAL {{ ?fact dip:post ?post
                        OPTIONAL {{ ?post rdfs:label ?pl FILTER(LANGMATCHES(LANG(?pl), "en")) }} }}
             OPTIONAL {{ ?fact dip:tenureStatus ?st }} OPTIONAL {{ ?fact dip:heldOn ?h }}
             OPTIONAL {{ ?fact dip:endedAfter ?ea }} }}
          UNION {{ {{ SELECT ?fact WHERE {{ ?fact dip:about <{node}> }} LIMIT {most} }}
             BIND("about" AS ?kind)
             OPTIONAL {{ ?fact rdfs:label ?l FILTER(LANGMATCHES(LANG(?l), "en")) }}
             OPTIONAL {{ ?fact dip:claimant ?who
                        OPTIONAL {{ ?who rdfs:label ?wl FILTER(LANGMATCHES(LANG(?wl), "en")) }} }} }}
          UNION {{ {{ SELECT ?fact WHERE {{ ?fact dip:claimant <{node}> }} LIMIT {most} }}
             BIND("by" AS ?kind)
             OPTIONAL {{ ?fact rdfs:label ?l FILTER(LANGMATCHES(LANG(?l), "en")) }} }}
          # Each branch reads its own labels: an OPTIONAL after the UNION would read them all.
        }} GROUP BY ?kind ?fact ORDER BY ?kind ?date ?fact""")
    names = rows.variables
    return [dict(zip(names, row)) for row in rows.rows]


def _tenure_time(row: dict) -> str:
    parts = []
    if row.get("heldOn"):
        parts.append(f"in office on {row['heldOn']}")
    if row.get("endedAfter") is not None:
        parts.append(f"ended after {row['endedAfter']}")
    return "; ".join(parts) or "dates not given"


def _pictures(kg: Site, page: Page, node: URIRef, graph: Graph) -> None:
    from .pictures import neighbourhood, timeline

    facts = _facts(kg, node)
    labels = kg.labels()
    events = [(str(r["label"] or r["fact"]), str(r["date"] or r["notBefore"] or ""),
               r["date"] is not None, kg.links(str(r["fact"])))
              for r in facts if str(r["kind"]) == "event"]
    for r in facts:
        kind = str(r["kind"])
        if kind == "tenure" and r.get("postIri") is not None:
            status = labels.get(str(r["status"])) if r.get("status") is not None else None
            post = Cell(str(r["postLabel"] or compact(str(r["postIri"]))),
                        kg.links(str(r["postIri"])), "iri")
            page.tenures.append(Tenure(post, status, _tenure_time(r)))
        elif kind in ("about", "by"):
            claim = Cell(str(r["label"] or compact(str(r["fact"]))), kg.links(str(r["fact"])),
                         "iri")
            claimant = Cell(str(r["claimantLabel"]), kg.links(str(r["claimant"])), "iri") \
                if r.get("claimant") is not None and r.get("claimantLabel") is not None else None
            (page.claims_about if kind == "about" else page.claims_by).append(
                ClaimLine(claim, claimant))
    page.timeline = timeline(events)
    most = kg.settings.page_items
    page.events_total = len(events)
    if len(events) >= most:
        page.events_total = capped_count(kg, f"?fact dip:participant <{node}>")
    for kind, claims in (("about", page.claims_about), ("claimant", page.claims_by)):
        if len(claims) >= most:
            page.claims_total = max(page.claims_total,
                                    capped_count(kg, f"?fact dip:{kind} <{node}>"))
    labels = kg.labels()
    links = []
    for predicate, value in sorted(graph.predicate_objects(node)):
        if isinstance(value, URIRef) and predicate not in (RDF.type, DIPLO.evidence):
            name = _english(graph, value)
            if name:
                links.append((labels.get(str(predicate), compact(str(predicate))), str(name),
                              kg.links(str(value)), False))
    for subject, predicate in sorted(graph.subject_predicates(node)):
        name = _english(graph, subject)
        if name and predicate != DIPLO.inSentence:
            links.append((labels.get(str(predicate), compact(str(predicate))), str(name),
                          kg.links(str(subject)), True))
    page.neighbourhood = neighbourhood(page.title, links)


SCHEMA_TYPES = {"https://schema.org/Person", "https://schema.org/Organization",
                "https://schema.org/GovernmentOrganization", "https://schema.org/Country",
                "https://schema.org/City", "https://schema.org/Event", "https://schema.org/Claim",
                "https://schema.org/Quotation", "https://schema.org/NewsArticle"}


def _schema_org(page: Page, node: URIRef, graph: Graph) -> str | None:
    import json

    types = sorted(str(t)[len("https://schema.org/"):] for t in graph.objects(node, RDF.type)
                   if str(t) in SCHEMA_TYPES)
    if not types:
        return None
    data = {"@context": "https://schema.org", "@id": page.iri,
            "@type": types[0] if len(types) == 1 else types, "name": page.title}
    aliases = [str(a) for a in graph.objects(node, URIRef("https://schema.org/alternateName"))]
    if aliases:
        data["alternateName"] = aliases
    # Inside <script>, "<" could close the element: write it, ">" and "&" as JSON escapes.
    text = json.dumps(data, ensure_ascii=False)
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
