"""Each shape rejects a deliberately broken graph, and the report says so in words."""

from __future__ import annotations

from typing import Callable

import pytest
from rdflib import Graph, Literal, URIRef
from rdflib.namespace import PROV, RDF, RDFS, XSD

from kg.uris import Minter
from kg.build.validation import validate_graph
from kg.vocab import DIPLO, OA, ORG, SDO
from support import BASE, ROOT, SEED_SLUG, seed_graph

MINT = Minter(BASE)
ZAMORA = MINT.thing("person", "carlos-zamora")
ARTICLE = MINT.thing("article", SEED_SLUG)


# A change that breaks the seed graph at a node: mutation(graph, focus node).
Mutation = Callable[[Graph, URIRef], None]


def iri(segment: str, slug: str) -> URIRef:
    return MINT.thing(segment, slug)


@pytest.fixture(scope="module")
def shapes() -> Graph:
    return Graph().parse(ROOT / "shapes" / "diplo-shapes.ttl")


@pytest.fixture(scope="module")
def ontology() -> Graph:
    return Graph().parse(ROOT / "ontology" / "diplo.ttl")


@pytest.fixture(scope="module")
def valid() -> Graph:
    return seed_graph()[1]


def drop(prop: URIRef, at: URIRef | None = None) -> Mutation:
    """Remove every value of ``prop`` from the focus node (or from the node ``at``)."""
    return lambda g, focus: g.remove((at or focus, prop, None))


def add(prop: URIRef, value, at: URIRef | None = None) -> Mutation:
    """Give the focus node (or the node ``at``) one more value of ``prop``."""
    return lambda g, focus: g.add((at or focus, prop, value))


def replace(prop: URIRef, value, at: URIRef | None = None) -> Mutation:
    """Make ``value`` the only value of ``prop`` on the focus node (or on the node ``at``)."""
    return lambda g, focus: g.set((at or focus, prop, value))


SPAN = URIRef(f"{ARTICLE}/evidence/carlos-zamora/1")
HOLDING = iri("holding", "dina-boluarte--president-of-peru")
ARRIVAL = iri("event", "arrival-of-cuban-doctors")
END_OF_MISSION = iri("event", "zamora-end-of-mission")
ALLEGATION = iri("claim", "zamora-kgb-spy-allegation")
RELATION = iri("relation", "cuba--peru")
QUOTATION = iri("quote", "tubino-holy-baron")
CUBA = iri("country", "cuba")
CASES = [
    # (case, focus node, mutation of the graph at the focus node, shape label)
    ("no English label", ZAMORA, drop(RDFS.label), "Anything named in the graph"),
    ("two English labels", ZAMORA, add(RDFS.label, Literal("C. Zamora", lang="en")),
     "Anything named in the graph"),
    ("label without language", ZAMORA, replace(RDFS.label, Literal("Carlos Zamora")),
     "Anything named in the graph"),
    ("entity without evidence", ZAMORA, drop(DIPLO.evidence), "Anything the article states"),
    ("event without evidence", END_OF_MISSION, drop(DIPLO.evidence),
     "Anything the article states"),
    ("claim without build", ALLEGATION, drop(PROV.wasGeneratedBy), "A fact of one article"),
    ("article without text", ARTICLE, drop(SDO.articleBody), "Article"),
    ("article with a bad publication date", ARTICLE,
     add(SDO.datePublished, Literal("last week")), "Article"),
    ("sentence without index", URIRef(f"{ARTICLE}/sentence/1"), drop(DIPLO.sentenceIndex),
     "Sentence"),
    ("evidence outside any sentence", SPAN, drop(DIPLO.inSentence), "Evidence span"),
    ("evidence without exact words", SPAN, drop(OA.exact, at=URIRef(f"{SPAN}#quote")),
     "Evidence span"),
    ("evidence ending before it starts", SPAN,
     replace(OA.end, Literal(1, datatype=XSD.integer), at=URIRef(f"{SPAN}#position")),
     "Evidence span"),
    ("build without a digest", iri("build", "0" * 16), drop(DIPLO.inputDigest), "Build"),
    ("machine drafting without its software", URIRef(f"{ARTICLE}/drafting"),
     add(RDF.type, DIPLO.MachineDrafting), "Machine drafting"),
    ("machine-drafted item that does not say whether it was reviewed", SPAN,
     add(DIPLO.draftRule, Literal("named-person")), "Machine-drafted item"),
    ("two names", ZAMORA, add(SDO.name, Literal("El Gallo")), "Person, group or organisation"),
    ("a country as spouse", ZAMORA, replace(SDO.spouse, CUBA), "Person"),
    ("event status schema.org does not give", ARRIVAL,
     add(SDO.eventStatus, Literal("planned")), "Event"),
    ("event both scheduled and cancelled", ARRIVAL, lambda g, focus: (
        g.add((focus, SDO.eventStatus, SDO.EventScheduled)),
        g.add((focus, SDO.eventStatus, SDO.EventCancelled))), "Event"),
    ("headcount as text", iri("group", "cuban-doctors-and-nurses"),
     replace(DIPLO.headcount, Literal("85")), "Group of people"),
    ("government that governs nothing", iri("organization", "government-of-peru"),
     drop(DIPLO.governs), "Government"),
    ("letter dated with words", iri("document", "naval-union-letter"),
     add(SDO.dateCreated, Literal("August")), "Letter"),
    ("post of two states", iri("post", "president-of-peru"), add(DIPLO.ofState, CUBA), "Post"),
    ("ambassador to nowhere", iri("post", "ambassador-of-cuba-to-peru"), drop(DIPLO.toState),
     "Ambassador post"),
    ("tenure without holder", HOLDING, drop(DIPLO.holder),
     "Tenure (position holding or membership)"),
    ("tenure both current and former", HOLDING, add(DIPLO.tenureStatus, DIPLO.CurrentTenure),
     "Tenure (position holding or membership)"),
    ("tenure ending before it starts", HOLDING, lambda g, focus: (
        g.add((focus, DIPLO.startDate, Literal("2024-01-01", datatype=XSD.date))),
        g.add((focus, DIPLO.endDate, Literal("2023-01-01", datatype=XSD.date)))),
     "Position holding"),
    ("held on a text date", HOLDING, replace(DIPLO.heldOn, Literal("2025-08-16")),
     "Position holding"),
    ("membership of nothing", iri("membership", "jose-luis-gil--gein"), drop(ORG.organization),
     "Membership"),
    ("event date as text", ARRIVAL, replace(DIPLO.date, Literal("June 18, 2022")), "Event"),
    ("event month as text", ARRIVAL, add(DIPLO.yearMonth, Literal("June 2022")), "Event"),
    ("event with two months", ARRIVAL, lambda g, focus: (
        g.add((focus, DIPLO.yearMonth, Literal("2022-06", datatype=XSD.gYearMonth))),
        g.add((focus, DIPLO.yearMonth, Literal("2022-07", datatype=XSD.gYearMonth)))),
     "Event"),
    ("event with two dates", ARRIVAL, add(DIPLO.date, Literal("2022-06-19", datatype=XSD.date)),
     "Event"),
    ("event before its earliest day", END_OF_MISSION,
     add(DIPLO.date, Literal("2025-10-01", datatype=XSD.date)), "Event"),
    ("inferred date without reasoning", iri("event", "meeting-zamora-vice-chancellor"),
     drop(DIPLO.dateReasoning), "Inferred date"),
    ("meeting of one", iri("event", "huerta-zamora-meeting"), drop(DIPLO.participant),
     "Meeting"),
    ("arrival of nobody", ARRIVAL, drop(DIPLO.agent), "Event with an agent"),
    ("two diplomats leaving in one end of mission", END_OF_MISSION,
     add(DIPLO.agent, iri("person", "carlos-tubino")), "End of mission"),
    ("appeal demanding a person", iri("event", "naval-union-call-to-boluarte"),
     add(DIPLO.demands, ZAMORA), "Appeal"),
    ("asylum for nobody", iri("event", "mexican-asylum-request-for-betssy-chavez"),
     drop(DIPLO.beneficiary), "Asylum request"),
    ("post on no platform", iri("event", "tubino-post-on-x"), drop(DIPLO.onPlatform),
     "Social-media post"),
    ("relation of one state", RELATION, lambda g, focus: g.remove((focus, DIPLO.party, CUBA)),
     "Diplomatic relation"),
    ("relation at an unknown level", RELATION, replace(DIPLO.level, DIPLO.Tension),
     "Diplomatic relation"),
    ("demand by nobody", iri("demand", "naval-union-expulsion-of-zamora"),
     drop(DIPLO.proposedBy), "Demand"),
    ("proposal without a level", iri("demand", "naval-union-consular-downgrade"),
     drop(DIPLO.proposedLevel), "Proposal to change relations"),
    ("claim without claimant", ALLEGATION, drop(DIPLO.claimant), "Claim"),
    ("claim without text", ALLEGATION, drop(DIPLO.claimText), "Claim"),
    ("denial of a person, not a claim", ALLEGATION, lambda g, focus: (
        g.add((focus, RDF.type, DIPLO.Denial)), g.add((focus, DIPLO.denies, ZAMORA))),
     "Denial"),
    # A denial is a claim: it keeps the claim's rules (the ontology's subclass axiom).
    ("denial without claimant", ALLEGATION, lambda g, focus: (
        g.set((focus, RDF.type, DIPLO.Denial)), g.remove((focus, DIPLO.claimant, None))),
     "Claim"),
    ("quotation without speaker", QUOTATION, drop(DIPLO.speaker), "Quotation"),
    ("quotation outside any article", QUOTATION, drop(SDO.isPartOf), "Quotation"),
]


def test_the_seed_graph_conforms(valid: Graph, shapes: Graph, ontology: Graph) -> None:
    report = validate_graph(SEED_SLUG, valid, shapes, ontology)
    assert report.conforms, report.text()


@pytest.mark.parametrize("case, focus, mutate, shape", CASES, ids=[c[0] for c in CASES])
def test_shape_rejects_broken_graph(valid: Graph, shapes: Graph, ontology: Graph, case: str,
                                    focus: URIRef, mutate: Mutation, shape: str) -> None:
    broken = Graph()
    broken += valid
    mutate(broken, focus)
    report = validate_graph(SEED_SLUG, broken, shapes, ontology)
    assert not report.conforms
    matching = [v for v in report.violations if v.focus == str(focus) and v.shape == shape]
    assert matching, report.text()
    violation = matching[0]
    text = str(violation)
    assert f"article {SEED_SLUG}" in text
    assert f"<{focus}>" in text and f"“{shape}”" in text
    assert violation.message and not violation.message.startswith("http")


def test_every_node_shape_is_exercised_by_a_case(shapes: Graph) -> None:
    from kg.vocab import SH
    labelled = {str(shapes.value(s, RDFS.label)) for s in shapes.subjects(RDF.type, SH.NodeShape)
                if (s, SH.targetClass, None) in shapes or (s, SH.targetSubjectsOf, None) in shapes}
    exercised = {case[3] for case in CASES}
    assert labelled <= exercised, labelled - exercised


def test_report_names_article_node_path_and_shape(valid: Graph, shapes: Graph,
                                                  ontology: Graph) -> None:
    broken = Graph()
    broken += valid
    broken.remove((ALLEGATION, DIPLO.claimant, None))
    report = validate_graph(SEED_SLUG, broken, shapes, ontology)
    text = report.text()
    assert "Validation failed: 1 violation(s)." in text
    assert ("article zamora-leaves-peru: Carlos Zamora is a spy trained by the KGB (alleged by "
            "former Cuban intelligence officers)") in text
    assert "violates “Claim” at dip:claimant" in text
    assert "Every claim is attributed to who makes it" in text
    assert len(list(report.graph.subjects(RDF.type, URIRef("http://www.w3.org/ns/shacl#"
                                                          "ValidationResult")))) == 1
