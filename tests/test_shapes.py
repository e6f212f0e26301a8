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


def drop(node: URIRef, prop: URIRef) -> Callable[[Graph], None]:
    return lambda g: g.remove((node, prop, None))


def add(node: URIRef, prop: URIRef, value) -> Callable[[Graph], None]:
    return lambda g: g.add((node, prop, value))


def replace(node: URIRef, prop: URIRef, value) -> Callable[[Graph], None]:
    return lambda g: g.set((node, prop, value))


SPAN = URIRef(f"{ARTICLE}/evidence/carlos-zamora/1")
HOLDING = iri("holding", "dina-boluarte--president-of-peru")
CASES = [
    # (case, mutation, focus node, shape label)
    ("no English label", drop(ZAMORA, RDFS.label), ZAMORA, "Anything named in the graph"),
    ("two English labels", add(ZAMORA, RDFS.label, Literal("C. Zamora", lang="en")), ZAMORA,
     "Anything named in the graph"),
    ("label without language", replace(ZAMORA, RDFS.label, Literal("Carlos Zamora")), ZAMORA,
     "Anything named in the graph"),
    ("entity without evidence", drop(ZAMORA, DIPLO.evidence), ZAMORA, "Anything the article states"),
    ("event without evidence", drop(iri("event", "zamora-end-of-mission"), DIPLO.evidence),
     iri("event", "zamora-end-of-mission"), "Anything the article states"),
    ("claim without build", drop(iri("claim", "zamora-kgb-spy-allegation"), PROV.wasGeneratedBy),
     iri("claim", "zamora-kgb-spy-allegation"), "A fact of one article"),
    ("article without text", drop(ARTICLE, SDO.articleBody), ARTICLE, "Article"),
    ("article with a bad publication date", add(ARTICLE, SDO.datePublished, Literal("last week")),
     ARTICLE, "Article"),
    ("sentence without index", drop(URIRef(f"{ARTICLE}/sentence/1"), DIPLO.sentenceIndex),
     URIRef(f"{ARTICLE}/sentence/1"), "Sentence"),
    ("evidence outside any sentence", drop(SPAN, DIPLO.inSentence), SPAN, "Evidence span"),
    ("evidence without exact words", drop(URIRef(f"{SPAN}#quote"), OA.exact), SPAN,
     "Evidence span"),
    ("evidence ending before it starts",
     replace(URIRef(f"{SPAN}#position"), OA.end, Literal(1, datatype=XSD.integer)),
     SPAN, "Evidence span"),
    ("build without a digest", drop(iri("build", "0" * 16), DIPLO.inputDigest),
     iri("build", "0" * 16), "Build"),
    ("machine drafting without its software",
     add(URIRef(f"{ARTICLE}/drafting"), RDF.type, DIPLO.MachineDrafting),
     URIRef(f"{ARTICLE}/drafting"), "Machine drafting"),
    ("machine-drafted item that does not say whether it was reviewed",
     add(SPAN, DIPLO.draftRule, Literal("named-person")), SPAN, "Machine-drafted item"),
    ("two names", add(ZAMORA, SDO.name, Literal("El Gallo")), ZAMORA,
     "Person, group or organisation"),
    ("a country as spouse", replace(ZAMORA, SDO.spouse, iri("country", "cuba")), ZAMORA, "Person"),
    ("headcount as text", replace(iri("group", "cuban-doctors-and-nurses"), DIPLO.headcount,
                                  Literal("85")),
     iri("group", "cuban-doctors-and-nurses"), "Group of people"),
    ("government that governs nothing", drop(iri("organization", "government-of-peru"),
                                             DIPLO.governs),
     iri("organization", "government-of-peru"), "Government"),
    ("letter dated with words", add(iri("document", "naval-union-letter"), SDO.dateCreated,
                                    Literal("August")),
     iri("document", "naval-union-letter"), "Letter"),
    ("post of two states", add(iri("post", "president-of-peru"), DIPLO.ofState,
                               iri("country", "cuba")),
     iri("post", "president-of-peru"), "Post"),
    ("ambassador to nowhere", drop(iri("post", "ambassador-of-cuba-to-peru"), DIPLO.toState),
     iri("post", "ambassador-of-cuba-to-peru"), "Ambassador post"),
    ("tenure without holder", drop(HOLDING, DIPLO.holder), HOLDING,
     "Tenure (position holding or membership)"),
    ("tenure both current and former", add(HOLDING, DIPLO.tenureStatus, DIPLO.CurrentTenure),
     HOLDING, "Tenure (position holding or membership)"),
    ("tenure ending before it starts", lambda g: (
        g.add((HOLDING, DIPLO.startDate, Literal("2024-01-01", datatype=XSD.date))),
        g.add((HOLDING, DIPLO.endDate, Literal("2023-01-01", datatype=XSD.date)))),
     HOLDING, "Position holding"),
    ("held on a text date", replace(HOLDING, DIPLO.heldOn, Literal("2025-08-16")), HOLDING,
     "Position holding"),
    ("membership of nothing", drop(iri("membership", "jose-luis-gil--gein"), ORG.organization),
     iri("membership", "jose-luis-gil--gein"), "Membership"),
    ("event date as text", replace(iri("event", "arrival-of-cuban-doctors"), DIPLO.date,
                                   Literal("June 18, 2022")),
     iri("event", "arrival-of-cuban-doctors"), "Event"),
    ("event month as text", add(iri("event", "arrival-of-cuban-doctors"), DIPLO.yearMonth,
                                Literal("June 2022")),
     iri("event", "arrival-of-cuban-doctors"), "Event"),
    ("event with two months", lambda g: (
        g.add((iri("event", "arrival-of-cuban-doctors"), DIPLO.yearMonth,
               Literal("2022-06", datatype=XSD.gYearMonth))),
        g.add((iri("event", "arrival-of-cuban-doctors"), DIPLO.yearMonth,
               Literal("2022-07", datatype=XSD.gYearMonth)))),
     iri("event", "arrival-of-cuban-doctors"), "Event"),
    ("event with two dates", add(iri("event", "arrival-of-cuban-doctors"), DIPLO.date,
                                 Literal("2022-06-19", datatype=XSD.date)),
     iri("event", "arrival-of-cuban-doctors"), "Event"),
    ("event before its earliest day", add(iri("event", "zamora-end-of-mission"), DIPLO.date,
                                          Literal("2025-10-01", datatype=XSD.date)),
     iri("event", "zamora-end-of-mission"), "Event"),
    ("inferred date without reasoning", drop(iri("event", "meeting-zamora-vice-chancellor"),
                                             DIPLO.dateReasoning),
     iri("event", "meeting-zamora-vice-chancellor"), "Inferred date"),
    ("meeting of one", drop(iri("event", "huerta-zamora-meeting"), DIPLO.participant),
     iri("event", "huerta-zamora-meeting"), "Meeting"),
    ("arrival of nobody", drop(iri("event", "arrival-of-cuban-doctors"), DIPLO.agent),
     iri("event", "arrival-of-cuban-doctors"), "Event with an agent"),
    ("two diplomats leaving in one end of mission",
     add(iri("event", "zamora-end-of-mission"), DIPLO.agent, iri("person", "carlos-tubino")),
     iri("event", "zamora-end-of-mission"), "End of mission"),
    ("appeal demanding a person", add(iri("event", "naval-union-call-to-boluarte"), DIPLO.demands,
                                      ZAMORA),
     iri("event", "naval-union-call-to-boluarte"), "Appeal"),
    ("asylum for nobody", drop(iri("event", "mexican-asylum-request-for-betssy-chavez"),
                               DIPLO.beneficiary),
     iri("event", "mexican-asylum-request-for-betssy-chavez"), "Asylum request"),
    ("post on no platform", drop(iri("event", "tubino-post-on-x"), DIPLO.onPlatform),
     iri("event", "tubino-post-on-x"), "Social-media post"),
    ("relation of one state", lambda g: g.remove((iri("relation", "cuba--peru"), DIPLO.party,
                                                  iri("country", "cuba"))),
     iri("relation", "cuba--peru"), "Diplomatic relation"),
    ("relation at an unknown level", replace(iri("relation", "cuba--peru"), DIPLO.level,
                                             DIPLO.Tension),
     iri("relation", "cuba--peru"), "Diplomatic relation"),
    ("demand by nobody", drop(iri("demand", "naval-union-expulsion-of-zamora"), DIPLO.proposedBy),
     iri("demand", "naval-union-expulsion-of-zamora"), "Demand"),
    ("proposal without a level", drop(iri("demand", "naval-union-consular-downgrade"),
                                      DIPLO.proposedLevel),
     iri("demand", "naval-union-consular-downgrade"), "Proposal to change relations"),
    ("claim without claimant", drop(iri("claim", "zamora-kgb-spy-allegation"), DIPLO.claimant),
     iri("claim", "zamora-kgb-spy-allegation"), "Claim"),
    ("claim without text", drop(iri("claim", "zamora-kgb-spy-allegation"), DIPLO.claimText),
     iri("claim", "zamora-kgb-spy-allegation"), "Claim"),
    ("denial of a person, not a claim", lambda g: (
        g.add((iri("claim", "zamora-kgb-spy-allegation"), RDF.type, DIPLO.Denial)),
        g.add((iri("claim", "zamora-kgb-spy-allegation"), DIPLO.denies, ZAMORA))),
     iri("claim", "zamora-kgb-spy-allegation"), "Denial"),
    # A denial is a claim: it keeps the claim's rules (the ontology's subclass axiom).
    ("denial without claimant", lambda g: (
        g.set((iri("claim", "zamora-kgb-spy-allegation"), RDF.type, DIPLO.Denial)),
        g.remove((iri("claim", "zamora-kgb-spy-allegation"), DIPLO.claimant, None))),
     iri("claim", "zamora-kgb-spy-allegation"), "Claim"),
    ("quotation without speaker", drop(iri("quote", "tubino-holy-baron"), DIPLO.speaker),
     iri("quote", "tubino-holy-baron"), "Quotation"),
    ("quotation outside any article", drop(iri("quote", "tubino-holy-baron"), SDO.isPartOf),
     iri("quote", "tubino-holy-baron"), "Quotation"),
]


def test_the_seed_graph_conforms(valid: Graph, shapes: Graph, ontology: Graph) -> None:
    report = validate_graph(SEED_SLUG, valid, shapes, ontology)
    assert report.conforms, report.text()


@pytest.mark.parametrize("case, mutate, focus, shape", CASES, ids=[c[0] for c in CASES])
def test_shape_rejects_broken_graph(valid: Graph, shapes: Graph, ontology: Graph, case: str,
                                    mutate, focus: URIRef, shape: str) -> None:
    broken = Graph()
    broken += valid
    mutate(broken)
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
    broken.remove((iri("claim", "zamora-kgb-spy-allegation"), DIPLO.claimant, None))
    report = validate_graph(SEED_SLUG, broken, shapes, ontology)
    text = report.text()
    assert "Validation failed: 1 violation(s)." in text
    assert ("article zamora-leaves-peru: Carlos Zamora is a spy trained by the KGB (alleged by "
            "former Cuban intelligence officers)") in text
    assert "violates “Claim” at dip:claimant" in text
    assert "Every claim is attributed to who makes it" in text
    assert len(list(report.graph.subjects(RDF.type, URIRef("http://www.w3.org/ns/shacl#"
                                                          "ValidationResult")))) == 1
