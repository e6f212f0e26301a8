"""The ontology: every term labelled in English and Spanish, defined, versioned, aligned."""

from __future__ import annotations

import pyoxigraph
import pytest
from rdflib import Graph, URIRef
from rdflib.namespace import OWL, RDF, RDFS, SKOS

from kg.vocab import DIPLO_IRI, DIPLO_TERMS, ONTOLOGY_IRI
from support import ROOT

ONTOLOGY = ROOT / "ontology" / "diplo.ttl"


@pytest.fixture(scope="module")
def ontology() -> Graph:
    return Graph().parse(ONTOLOGY)


def declared_terms(graph: Graph) -> set[str]:
    return {str(s)[len(DIPLO_IRI):] for s in graph.subjects(RDF.type, None)
            if str(s).startswith(DIPLO_IRI)}


def test_closed_namespace_matches_the_ontology(ontology: Graph) -> None:
    assert declared_terms(ontology) == set(DIPLO_TERMS)


def test_ontology_has_a_version_iri(ontology: Graph) -> None:
    version = ontology.value(URIRef(ONTOLOGY_IRI), OWL.versionIRI)
    assert version is not None and str(version).startswith(ONTOLOGY_IRI + "/")


@pytest.mark.parametrize("term", DIPLO_TERMS)
def test_every_term_has_english_and_spanish_labels_and_a_definition(ontology: Graph,
                                                                   term: str) -> None:
    node = URIRef(DIPLO_IRI + term)
    labels = {l.language for l in ontology.objects(node, RDFS.label)}
    definitions = {d.language for d in ontology.objects(node, SKOS.definition)}
    assert labels == {"en", "es"}
    assert {"en", "es"} <= definitions


def test_every_class_and_property_is_typed_owl(ontology: Graph) -> None:
    kinds = {OWL.Class, OWL.ObjectProperty, OWL.DatatypeProperty}
    for term in DIPLO_TERMS:
        types = set(ontology.objects(URIRef(DIPLO_IRI + term), RDF.type))
        assert types & kinds or any((t, RDFS.subClassOf, SKOS.Concept) in ontology
                                    for t in types), term


@pytest.mark.parametrize("namespace", [
    "https://schema.org/", "http://www.w3.org/ns/org#", "http://www.w3.org/ns/prov#",
    "http://semanticweb.cs.vu.nl/2009/11/sem/", "http://www.w3.org/ns/oa#",
    "http://www.wikidata.org/entity/",
])
def test_aligned_with_each_standard_vocabulary(ontology: Graph, namespace: str) -> None:
    alignments = (RDFS.subClassOf, RDFS.subPropertyOf, OWL.equivalentClass, SKOS.closeMatch)
    targets = {str(o) for p in alignments for o in ontology.objects(None, p)}
    assert any(t.startswith(namespace) for t in targets)


@pytest.mark.parametrize("term, target", [
    ("PositionHolding", "http://www.wikidata.org/entity/P39"),
    ("DiplomaticRelation", "http://www.wikidata.org/entity/P530"),
    ("AmbassadorPost", "http://www.wikidata.org/entity/Q121998"),
    ("EvidenceSpan", "http://www.w3.org/ns/oa#SpecificResource"),
    ("Event", "http://semanticweb.cs.vu.nl/2009/11/sem/Event"),
    ("Post", "http://www.w3.org/ns/org#Post"),
])
def test_key_alignments(ontology: Graph, term: str, target: str) -> None:
    node = URIRef(DIPLO_IRI + term)
    objects = {str(o) for p in (RDFS.subClassOf, OWL.equivalentClass, SKOS.closeMatch)
               for o in ontology.objects(node, p)}
    assert target in objects


def test_ontology_parses_with_oxigraph_too() -> None:
    quads = list(pyoxigraph.parse(path=str(ONTOLOGY)))
    assert len(quads) == len(Graph().parse(ONTOLOGY))
