"""What a resource's document holds, and the page people read.

The document of a resource is one CONSTRUCT: every triple with the resource as subject,
the labels of what it links to, its inbound links with the labels of their subjects, its
evidence spans with their selectors, and the triples about its own IRI with a fragment that
it links to (an evidence span's ``#quote`` and ``#position`` selectors), since their IRIs
lead to this document. The SPARQL endpoint returns exactly the same graph for the same
query (tested). A page costs two queries: its window of the document (without
the evidence), and one for the events, posts, claims and evidence it shows, reading only
the terms it prints. How long each list is in all comes from the build's counts
(kg.published.section_counts); the ontology's labels are read once per build.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pyoxigraph as ox

from kg.published.section_counts import LONG_FROM, count_section
from kg.store.terms import to_oxigraph
from kg.vocab import DIPLO, SDO
from kg.web.document_graph import RDF_TYPE, DocumentGraph, Term
from kg.web.site import Site
from kg.web.names import LABELS, name_of
from kg.web.terms import Cell, Name, compact, iri_cell, literal_cell


def document_query(iri: str, page: "PageWindow | None" = None) -> str:
    """The document's CONSTRUCT. A page passes its window: it reads that many inbound links
    (in the store's order, which stays the same from one page to the next) and leaves the
    evidence spans to the facts query, which reads only what the page shows of them, so
    that a country linked from thousands of facts still gets a page in milliseconds; the
    RDF document has them all (in pages of KG_DOCUMENT_ITEMS, see document_page_query)."""
    if page is not None:
        return f"""PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX dip: <https://w3id.org/diplokg/ontology#>
CONSTRUCT {{
  <{iri}> ?p ?o . ?o rdfs:label ?objectLabel . ?s ?inbound <{iri}> . ?s rdfs:label ?subjectLabel .
}} WHERE {{
  {{ <{iri}> ?p ?o . FILTER(?p != dip:evidence) OPTIONAL {{ ?o rdfs:label ?objectLabel }} }}
  UNION {{ {{ SELECT DISTINCT ?s ?inbound WHERE {{ ?s ?inbound <{iri}> }} {page.clause} }}
          OPTIONAL {{ ?s rdfs:label ?subjectLabel }} }}
}}"""
    return _whole_document(iri, f"?s ?inbound <{iri}>", f"<{iri}> dip:evidence ?span .")


def _whole_document(iri: str, inbound: str, spans: str) -> str:
    """The document's CONSTRUCT, with the patterns that find its inbound links (binding
    ?s ?inbound) and its evidence spans (binding ?span): all of them, or one window."""
    return f"""PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX dip: <https://w3id.org/diplokg/ontology#>
PREFIX oa: <http://www.w3.org/ns/oa#>
CONSTRUCT {{
  <{iri}> ?p ?o . ?o rdfs:label ?objectLabel .
  ?s ?inbound <{iri}> . ?s rdfs:label ?subjectLabel .
  <{iri}> dip:evidence ?span .
  ?span ?spanProperty ?spanValue . ?selector ?selectorProperty ?selectorValue .
  ?part ?partProperty ?partValue .
}} WHERE {{
  {{ <{iri}> ?p ?o . FILTER(?p != dip:evidence) OPTIONAL {{ ?o rdfs:label ?objectLabel }} }}
  UNION {{ {inbound} OPTIONAL {{ ?s rdfs:label ?subjectLabel }} }}
  UNION {{ <{iri}> ?partOf ?part . FILTER(isIRI(?part) && STRSTARTS(STR(?part), "{iri}#"))
          ?part ?partProperty ?partValue }}
  UNION {{ {spans}
          {{ ?span ?spanProperty ?spanValue }}
          UNION {{ ?span oa:hasSelector ?selector . ?selector ?selectorProperty ?selectorValue }} }}
}}"""


def document_page_query(iri: str, page: "PageWindow") -> str:
    """One page of the RDF document of a much-linked entity: every triple with the entity
    as subject but its evidence links, and one window of its inbound links and of its
    evidence spans (with their selectors), in the store's order. A country linked from
    tens of thousands of facts would otherwise be a document of a million triples, built in
    a worker's memory for every request."""
    return _whole_document(
        iri, f"{{ SELECT DISTINCT ?s ?inbound WHERE {{ ?s ?inbound <{iri}> }} {page.clause} }}",
        f"{{ SELECT DISTINCT ?span WHERE {{ <{iri}> dip:evidence ?span }} {page.clause} }}")


def document_pages(kg: Site, iri: str, size: int) -> int:
    """How many pages the RDF document of ``iri`` takes at ``size`` inbound links and pieces
    of evidence a page: from the build's counts, else counted now (up to one past a page)."""
    longest = 0
    for section in ("inbound", "evidence"):
        counts = kg.build.section_counts
        if not counts.has(section):  # a build made before it kept counts
            counted = count_section(kg.build.store, section, iri, size)
        else:  # the build counted every section that has LONG_FROM items or more
            counted = counts.get(section, iri) or LONG_FROM - 1
        longest = max(longest, counted)
    return max(1, -(-longest // size))


COUNTED_UP_TO = 1000  # pages list no further; a count a page makes stops here ("more than")


@dataclass(frozen=True)
class PageWindow:
    """Which items of each long section (inbound links, evidence, events, claims) a page
    shows: the ``number``-th run of ``size``. Pages stop where counting does."""

    number: int
    size: int

    @property
    def offset(self) -> int:
        return (self.number - 1) * self.size

    @property
    def clause(self) -> str:
        return f"LIMIT {self.size}" + (f" OFFSET {self.offset}" if self.offset else "")

    @staticmethod
    def last_number(size: int) -> int:
        return -(-COUNTED_UP_TO // size)


ARTICLE, EVIDENCE, IN_SENTENCE = map(to_oxigraph, (DIPLO.Article, DIPLO.evidence,
                                                   DIPLO.inSentence))
ARTICLE_BODY, ALTERNATE_NAME = map(to_oxigraph, (SDO.articleBody, SDO.alternateName))
EVENT_STATUS = to_oxigraph(SDO.eventStatus)


def describe(kg: Site, iri: str, page: PageWindow | None = None) -> DocumentGraph:
    """The resource's document; with a window, the part of it that page shows."""
    return DocumentGraph(kg.build.store.solve(document_query(iri, page)).triples)


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
    window: PageWindow
    types: list[Cell] = field(default_factory=list)
    properties: list[tuple[str, list[Cell]]] = field(default_factory=list)
    # One row per resource that links here, with every role it links by ("attributed to,
    # creator, speaker" of a quotation, not the quotation three times).
    inbound: list[tuple[Cell, list[Name]]] = field(default_factory=list)
    inbound_links: int = 0  # the (resource, role) pairs those rows hold: what is paged
    evidence: list[Evidence] = field(default_factory=list)
    text: list[list["Segment"]] | None = None  # an article's paragraphs, for article pages
    inbound_total: int = 0
    evidence_total: int = 0
    events_total: int = 0
    tenures_total: int = 0
    claims_total: int = 0
    counted_up_to: int = COUNTED_UP_TO
    tenures: list = field(default_factory=list)
    claims_about: list = field(default_factory=list)
    claims_by: list = field(default_factory=list)
    timeline: object | None = None
    neighbourhood: object | None = None
    schema_org: str | None = None  # JSON-LD for search engines
    drafted: list[str] = field(default_factory=list)  # machine draftings behind what it shows
    reviewed_drafts: list[str] = field(default_factory=list)  # the same, reviewed

    @property
    def totals(self) -> tuple[int, ...]:
        return (self.inbound_total, self.evidence_total, self.events_total,
                self.tenures_total, self.claims_total)

    @property
    def lists_anything(self) -> bool:
        return bool(self.inbound or self.evidence or self.tenures or self.claims_about
                    or self.claims_by or self.timeline)

    @property
    def next_number(self) -> int | None:
        """The next page's number, when some section goes on and counting reaches it."""
        end = self.window.offset + self.window.size
        if self.window.number < PageWindow.last_number(self.window.size) and \
                any(total > end for total in self.totals):
            return self.window.number + 1
        return None


@dataclass(frozen=True)
class Segment:
    text: str
    href: str | None = None
    title: str | None = None
    kind: str = "plain"  # "plain", "entity" (a mention), "fact" (other evidence)
    target: str | None = None  # the anchor of the span a link asked to highlight
    focused: bool = False  # inside that span


# The kinds of thing (kg.uris.SEGMENTS) an article's text mentions, as against its facts.
ENTITY_SEGMENTS = ("person", "group", "organization", "country", "city", "place", "website",
                   "document", "post")


def _is_entity(kg: Site, iri: str) -> bool:
    path = kg.minter.resource_path(iri)
    return path is not None and path.partition("/")[0] in ENTITY_SEGMENTS


def article_text(kg: Site, iri: str, body: str,
                 focus: tuple[int, int] | None = None) -> list[list[Segment]]:
    """The article's text cut at every evidence span; each piece links to the most specific
    thing whose evidence covers it (a mention links to its entity). The ``focus`` span (a
    link from the claims explorer) is marked, its first piece anchored as span-START-END."""
    rows = kg.build.store.solve(f"""PREFIX oa: <http://www.w3.org/ns/oa#>
        PREFIX dip: <https://w3id.org/diplokg/ontology#>
        SELECT ?fact ?start ?end (SAMPLE(?l) AS ?label) WHERE {{
          ?fact dip:evidence ?span . ?span oa:hasSource <{iri}> ; oa:hasSelector ?selector .
          ?selector oa:start ?start ; oa:end ?end .
          OPTIONAL {{ ?fact <http://www.w3.org/2000/01/rdf-schema#label> ?l
                     FILTER(LANGMATCHES(LANG(?l), "en")) }}
        }} GROUP BY ?fact ?start ?end""").terms
    spans = [(int(start.value), int(end.value), fact.value,
              label.value if label is not None else fact.value)
             for fact, start, end, label in rows if fact.value != iri]
    mentioned = {fact for _s, _e, fact, _l in spans if _is_entity(kg, fact)}
    focus = focus if focus is not None and focus[1] <= len(body) else None
    cuts = sorted({0, len(body), *(s for s, _e, _f, _l in spans), *(e for _s, e, _f, _l in spans),
                   *(focus or ())})
    anchor = f"span-{focus[0]}-{focus[1]}" if focus else None
    paragraphs: list[list[Segment]] = [[]]
    for begin, finish in zip(cuts, cuts[1:]):
        covering = [sp for sp in spans if sp[0] <= begin and finish <= sp[1]]
        entities = [sp for sp in covering if sp[2] in mentioned]
        # Ties go to the first IRI, so that every store gives the same page.
        chosen = min(entities or covering, key=lambda sp: (sp[1] - sp[0], sp[2]), default=None)
        focused = focus is not None and focus[0] <= begin and finish <= focus[1]
        pieces = body[begin:finish].split("\n")
        for number, piece in enumerate(pieces):
            if number:
                paragraphs.append([])
            if not piece:
                continue
            target = anchor if focused else None
            anchor = None if focused else anchor
            if chosen is None:
                paragraphs[-1].append(Segment(piece, target=target, focused=focused))
            else:
                titles = "; ".join(sorted({sp[3] for sp in covering}))
                paragraphs[-1].append(Segment(piece, kg.links(chosen[2]), titles,
                                              "entity" if entities else "fact", target,
                                              focused))
    return [p for p in paragraphs if p]


def _cell(kg: Site, graph: DocumentGraph, value: Term) -> Cell:
    if isinstance(value, ox.NamedNode):
        label = graph.label(value)
        text = label.value if label is not None else kg.labels().get(value.value) or \
            LABELS.get(value.value)
        cell = iri_cell(value.value, kg.links)
        return Cell(text, cell.href, "iri", title=value.value) if text else cell
    if isinstance(value, ox.Literal):
        return literal_cell(value.value, value.language, value.datatype.value)
    return Cell(value.value, None, "bnode")


def _name(labels: dict[str, str], predicate: ox.NamedNode) -> Name:
    return Name(name_of(predicate.value, labels), predicate.value)


def page_for(kg: Site, iri: str, graph: DocumentGraph, window: PageWindow,
             focus: tuple[int, int] | None = None) -> Page:
    node = ox.NamedNode(iri)
    labels = kg.labels()
    title = graph.label(node)
    page = Page(iri, title.value if title is not None else compact(iri),
                title.language if title is not None else None, window)
    facts = _facts(kg, node, window)
    _pictures(kg, page, node, graph, facts)
    page.schema_org = _schema_org(page, node, graph)
    if graph.has_type(node, ARTICLE):
        body = graph.value(node, ARTICLE_BODY)
        if body is not None:
            page.text = article_text(kg, iri, body.value, focus)
    page.types = _types(kg, graph, node)
    grouped: dict[str, list[Cell]] = {}
    for predicate, value in graph.predicate_objects(node):
        if predicate in (RDF_TYPE, EVIDENCE):
            continue
        grouped.setdefault(_name(labels, predicate), []).append(_cell(kg, graph, value))
    page.properties = sorted(grouped.items())
    page.inbound, page.inbound_links = _referring(kg, graph, node, labels)
    page.inbound_total = _total(kg, window, page.inbound_links, "inbound", iri)
    page.evidence = [Evidence(r["exact"] or "", from_a_word(r["prefix"] or ""),
                              to_a_word(r["suffix"] or ""),
                              kg.links(r["sentence"]) if r["sentence"] else None)
                     for r in facts if r["kind"] == "evidence"]
    page.evidence_total = _total(kg, window, len(page.evidence), "evidence", iri)
    page.drafted, page.reviewed_drafts = _drafted(kg, iri)
    return page


def _referring(kg: Site, graph: DocumentGraph, node: ox.NamedNode,
               labels: dict[str, str]) -> tuple[list[tuple[Cell, list[Name]]], int]:
    """The resources that link to ``node``, each once with its roles (sorted by name), in
    the order they first come; and how many links that is."""
    roles: dict[ox.Term, list[Name]] = {}
    links = 0
    for subject, predicate in graph.subject_predicates(node):
        links += 1
        named = roles.setdefault(subject, [])
        name = _name(labels, predicate)
        if name not in named:
            named.append(name)
    return [(_cell(kg, graph, subject), sorted(names, key=str))
            for subject, names in roles.items()], links


def _drafted(kg: Site, iri: str) -> tuple[list[str], list[str]]:
    """Labels of the machine draftings (`kg draft`) that proposed this thing, any of its
    evidence, or (for an article) any item of it: those published unreviewed (`kg build
    --include-drafts`), then those a person reviewed first (dip:draftReviewed)."""
    rows = kg.build.store.solve(f"""PREFIX dip: <https://w3id.org/diplokg/ontology#>
        PREFIX prov: <http://www.w3.org/ns/prov#>
        PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
        SELECT DISTINCT ?label ?reviewed WHERE {{
          {{ <{iri}> prov:wasInfluencedBy ?drafting ; dip:draftReviewed ?reviewed }}
          UNION {{ <{iri}> dip:evidence ?span . ?span prov:wasGeneratedBy|prov:wasInfluencedBy
                   ?drafting ; dip:draftReviewed ?reviewed }}
          UNION {{ ?drafting prov:used <{iri}> .
                   ?item prov:wasGeneratedBy|prov:wasInfluencedBy ?drafting ;
                         dip:draftReviewed ?reviewed }}
          ?drafting a dip:MachineDrafting ; rdfs:label ?label .
          FILTER(LANGMATCHES(LANG(?label), "en")) }} ORDER BY ?label LIMIT 20""").terms
    unreviewed = sorted({row[0].value for row in rows if row[1] is not None
                         and row[1].value == "false"})
    reviewed = sorted({row[0].value for row in rows if row[1] is not None
                       and row[1].value == "true"} - set(unreviewed))
    return unreviewed, reviewed


def from_a_word(before: str) -> str:
    """The words before a quote, from the first whole word: the store keeps a fixed number
    of characters, which may begin mid-word ("…n addition")."""
    space = next((i for i, c in enumerate(before) if c.isspace()), None)
    return before[space:].lstrip() if space is not None else ""


def to_a_word(after: str) -> str:
    """The words after a quote, to the last whole word."""
    space = next((i for i in range(len(after) - 1, -1, -1) if after[i].isspace()), None)
    return after[:space].rstrip() if space is not None else ""


def _types(kg: Site, graph: DocumentGraph, node: ox.NamedNode) -> list[Cell]:
    """The resource's types by name, each name once (dip:Person, schema:Person and
    prov:Person all read "person"), the ontology's own first; the IRIs on hover."""
    named: dict[str, list[str]] = {}
    for cls in sorted(graph.objects(node, RDF_TYPE), key=lambda t: (
            not t.value.startswith("https://w3id.org/diplokg/"), t.value)):
        named.setdefault(name_of(cls.value, kg.labels()), []).append(cls.value)
    return [Cell(text, kg.links(iris[0]) if iris[0].startswith("https://w3id.org/diplokg/")
                 else None, "iri", title=" · ".join(iris)) for text, iris in named.items()]


def _total(kg: Site, window: PageWindow, shown: int, section: str, iri: str) -> int:
    """How many items a section has in all: known from the page itself when it is not full,
    else counted by the build (see kg.published.section_counts), else counted now."""
    if 0 < shown < window.size or (shown == 0 and window.number == 1):
        return window.offset + shown
    counted = kg.build.section_counts.get(section, iri)
    if counted is not None:
        return counted
    return count_section(kg.build.store, section, iri, COUNTED_UP_TO)


@dataclass(frozen=True)
class Tenure:
    post: Cell
    status: str | None
    time: str


@dataclass(frozen=True)
class ClaimLine:
    claim: Cell
    claimant: Cell | None


def _facts(kg: Site, node: ox.NamedNode, window: PageWindow) -> list[dict]:
    """One query for what the page draws beyond the document: the events the resource took
    part in (for the timeline), the posts it held, the claims about it and by it, and its
    evidence (the quote and its sentence, not every triple of the span: each term the store
    returns costs it a lookup); of each kind no more than the page shows, so that a
    much-linked entity costs what a rare one does."""
    window_clause = window.clause
    rows = kg.build.store.solve(f"""PREFIX dip: <https://w3id.org/diplokg/ontology#>
        PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
        PREFIX oa: <http://www.w3.org/ns/oa#>
        SELECT ?kind ?fact ?l ?d ?nb ?ym ?y ?st ?h ?ea ?post ?pl ?who ?wl ?in ?exact ?before
               ?after
        WHERE {{
          {{ {{ SELECT ?fact WHERE {{ ?fact dip:participant {node} }} {window_clause} }}
             BIND("event" AS ?kind)
             OPTIONAL {{ ?fact rdfs:label ?l }}
             OPTIONAL {{ ?fact dip:date ?d }} OPTIONAL {{ ?fact dip:notBefore ?nb }}
             OPTIONAL {{ ?fact dip:yearMonth ?ym }} OPTIONAL {{ ?fact dip:year ?y }} }}
          UNION {{ {{ SELECT ?fact WHERE {{ ?fact dip:holder {node} }} {window_clause} }}
             BIND("tenure" AS ?kind)
             OPTIONAL {{ ?fact dip:post ?post
                        OPTIONAL {{ ?post rdfs:label ?pl }} }}
             OPTIONAL {{ ?fact dip:tenureStatus ?st }} OPTIONAL {{ ?fact dip:heldOn ?h }}
             OPTIONAL {{ ?fact dip:endedAfter ?ea }} }}
          UNION {{ {{ SELECT ?fact WHERE {{ ?fact dip:about {node} }} {window_clause} }}
             BIND("about" AS ?kind)
             OPTIONAL {{ ?fact rdfs:label ?l }}
             OPTIONAL {{ ?fact dip:claimant ?who
                        OPTIONAL {{ ?who rdfs:label ?wl }} }} }}
          UNION {{ {{ SELECT ?fact WHERE {{ ?fact dip:claimant {node} }} {window_clause} }}
             BIND("by" AS ?kind)
             OPTIONAL {{ ?fact rdfs:label ?l }} }}
          UNION {{ {{ SELECT ?fact WHERE {{ {node} dip:evidence ?fact }} {window_clause} }}
             BIND("evidence" AS ?kind)
             OPTIONAL {{ ?fact dip:inSentence ?in }}
             # Only a TextQuoteSelector has oa:exact: no type check needed to find it.
             OPTIONAL {{ ?fact oa:hasSelector ?quote . ?quote oa:exact ?exact .
                        OPTIONAL {{ ?quote oa:prefix ?before }}
                        OPTIONAL {{ ?quote oa:suffix ?after }} }} }}
          # Each branch reads its own labels: an OPTIONAL after the UNION would read them all.
        }}""")
    return _grouped(rows.variables, rows.terms)


FACT_FIELDS = {"l": "label", "d": "date", "nb": "notBefore", "ym": "yearMonth", "y": "year",
               "st": "status", "ea": "endedAfter",
               "post": "postIri", "pl": "postLabel", "who": "claimant", "wl": "claimantLabel",
               "in": "sentence", "exact": "exact", "before": "prefix", "after": "suffix"}


# Labels are read in every language and the English one is chosen here: a FILTER inside
# the query's OPTIONALs doubled what they cost.
LABEL_VARIABLES = {"l", "pl", "wl"}


def _grouped(variables: tuple[str, ...], rows) -> list[dict]:
    """One dict of plain strings per fact, ordered by kind, date and IRI. The grouping is
    done here rather than by GROUP BY in the query, which doubled its time for a much-linked
    entity."""
    facts: dict[tuple[str, str], dict] = {}
    english: set[tuple[tuple[str, str], str]] = set()
    for row in rows:
        terms = {name: term for name, term in zip(variables, row) if term is not None}
        key = (terms["kind"].value, terms["fact"].value)
        fact = facts.setdefault(key, {"kind": key[0], "fact": key[1], "heldOn": set(),
                                      **dict.fromkeys(FACT_FIELDS.values())})
        for variable, name in FACT_FIELDS.items():
            term = terms.get(variable)
            if term is None:
                continue
            in_english = variable in LABEL_VARIABLES and term.language == "en"
            if fact[name] is None or (in_english and (key, name) not in english):
                fact[name] = term.value
                if in_english:
                    english.add((key, name))
        if "h" in terms:
            fact["heldOn"].add(terms["h"].value)
    for fact in facts.values():
        fact["heldOn"] = ", ".join(sorted(fact["heldOn"]))
    return sorted(facts.values(), key=lambda f: (
        f["kind"], f["date"] is not None, f["date"] or "", f["fact"]))


def _tenure_time(row: dict) -> str:
    parts = []
    if row.get("heldOn"):
        parts.append(f"in office on {row['heldOn']}")
    if row.get("endedAfter") is not None:
        parts.append(f"ended after {row['endedAfter']}")
    return "; ".join(parts) or "dates not given"


def _pictures(kg: Site, page: Page, node: ox.NamedNode, graph: DocumentGraph,
              facts: list[dict]) -> None:
    from kg.web.pictures import neighbourhood, timeline

    window = page.window
    labels = kg.labels()
    # An event known to the month or the year is placed by it and shows it ("2024-03"); only
    # a "not before" day is marked as a bound.
    events = [(r["label"] or r["fact"],
               r["date"] or r["notBefore"] or r["yearMonth"] or r["year"] or "",
               r["date"] is not None or r["notBefore"] is None, kg.links(r["fact"]))
              for r in facts if r["kind"] == "event"]
    for r in facts:
        kind = r["kind"]
        if kind == "tenure" and r["postIri"] is not None:
            status = labels.get(r["status"]) if r["status"] is not None else None
            post = Cell(r["postLabel"] or compact(r["postIri"]), kg.links(r["postIri"]), "iri")
            page.tenures.append(Tenure(post, status, _tenure_time(r)))
        elif kind in ("about", "by"):
            claim = Cell(r["label"] or compact(r["fact"]), kg.links(r["fact"]), "iri")
            claimant = Cell(r["claimantLabel"], kg.links(r["claimant"]), "iri") \
                if r["claimant"] is not None and r["claimantLabel"] is not None else None
            (page.claims_about if kind == "about" else page.claims_by).append(
                ClaimLine(claim, claimant))
    page.timeline = timeline(events)
    page.events_total = _total(kg, window, len(events), "events", node.value)
    page.tenures_total = _total(kg, window, len(page.tenures), "tenures", node.value)
    page.claims_total = max(_total(kg, window, len(claims), section, node.value)
                            for section, claims in (("claims about", page.claims_about),
                                                    ("claims by", page.claims_by)))
    links = []
    for predicate, value in graph.predicate_objects(node):
        if isinstance(value, ox.NamedNode) and predicate not in (RDF_TYPE, EVIDENCE):
            name = graph.label(value)
            if name is not None:
                links.append((_name(labels, predicate), name.value, kg.links(value.value), False))
    for subject, predicate in graph.subject_predicates(node):
        name = graph.label(subject)
        if name is not None and predicate != IN_SENTENCE:
            links.append((_name(labels, predicate), name.value, kg.links(subject.value), True))
    page.neighbourhood = neighbourhood(page.title, links)


SCHEMA_TYPES = {"https://schema.org/Person", "https://schema.org/Organization",
                "https://schema.org/GovernmentOrganization", "https://schema.org/Country",
                "https://schema.org/City", "https://schema.org/Event", "https://schema.org/Claim",
                "https://schema.org/Quotation", "https://schema.org/NewsArticle"}


def _schema_org(page: Page, node: ox.NamedNode, graph: DocumentGraph) -> str | None:
    import json

    types = sorted(t.value[len("https://schema.org/"):] for t in graph.objects(node, RDF_TYPE)
                   if t.value in SCHEMA_TYPES)
    if not types:
        return None
    data = {"@context": "https://schema.org", "@id": page.iri,
            "@type": types[0] if len(types) == 1 else types, "name": page.title}
    aliases = [a.value for a in graph.objects(node, ALTERNATE_NAME)]
    if aliases:
        data["alternateName"] = aliases
    status = graph.value(node, EVENT_STATUS)
    if status is not None:
        data["eventStatus"] = status.value  # (an event still to come, as search engines read it)
    # Inside <script>, "<" could close the element: write it, ">" and "&" as JSON escapes.
    text = json.dumps(data, ensure_ascii=False)
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
