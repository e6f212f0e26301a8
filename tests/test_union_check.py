"""The union check's two plans (kg.build.validation._whole_union_candidates): reading a property's
triples first, or the nodes of the classes that shapes limit it for first, find the same
nodes, in a real store on disk, whichever plan the counts choose."""

from __future__ import annotations

from pathlib import Path

import pytest
from rdflib import Graph, URIRef

from kg.build.publish import ntriples_of_turtle
from kg.store.oxigraph import OxigraphStore
from kg.build.validation import _whole_union_candidates, functional_by_path
from support import ROOT

DIP = "https://w3id.org/diplokg/ontology#"
OA = "http://www.w3.org/ns/oa#"
X = "http://example.org/"

PREFIXES = f"""@prefix dip: <{DIP}> . @prefix oa: <{OA}> . @prefix x: <{X}> .
@prefix schema: <https://schema.org/> .
@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
"""
# Two articles' graphs. Each conforms alone; together they give a sentence two selectors,
# an end of mission (an event, by a subclass) two dates and two ambassador posts (a post by a
# subclass, or typed as both) two states. Pieces of evidence have two selectors each, and a
# person the same name in both: neither is a candidate. Most events have no date.
FIRST = PREFIXES + """
x:s1 a dip:Sentence ; oa:hasSelector x:s1-at .
x:e1 a dip:EvidenceSpan ; oa:hasSelector x:e1-quote , x:e1-at .
x:e2 a dip:EvidenceSpan ; oa:hasSelector x:e2-quote , x:e2-at .
x:end a dip:EndOfMission ; dip:date "2023-01-02"^^xsd:date .
x:undated-1 a dip:EndOfMission . x:undated-2 a dip:EndOfMission . x:undated-3 a dip:Event .
x:post a dip:AmbassadorPost ; dip:ofState x:cuba .
x:post-2 a dip:AmbassadorPost , dip:Post ; dip:ofState x:cuba .
x:zamora a dip:Person ; schema:name "Carlos Zamora" .
"""
SECOND = PREFIXES + """
x:s1 oa:hasSelector x:s1-other .
x:end dip:date "2023-01-03"^^xsd:date .
x:post dip:ofState x:peru .
x:post-2 dip:ofState x:chile .
x:zamora schema:name "Carlos Zamora" .
x:e3 a dip:EvidenceSpan ; oa:hasSelector x:e3-quote , x:e3-at .
"""


@pytest.fixture(scope="module")
def store(tmp_path_factory) -> OxigraphStore:
    store = OxigraphStore.create(tmp_path_factory.mktemp("union") / "store")
    ontology = (ROOT / "ontology" / "diplo.ttl").read_bytes()
    store.load_graphs([("http://example.org/graph/ontology", ntriples_of_turtle(ontology)),
                       ("http://example.org/graph/first", ntriples_of_turtle(FIRST.encode())),
                       ("http://example.org/graph/second",
                        ntriples_of_turtle(SECOND.encode()))])
    yield store
    store.close()


@pytest.fixture(scope="module")
def by_path() -> dict:
    return functional_by_path(Graph().parse(ROOT / "shapes" / "diplo-shapes.ttl"))


def _found(candidates: dict) -> set[tuple[str, str, frozenset]]:
    return {(str(path), str(node), frozenset(classes))
            for path, nodes in candidates.items() for node, classes in nodes.items()}


EXPECTED = {
    (OA + "hasSelector", X + "s1", frozenset({DIP + "Sentence"})),
    (DIP + "date", X + "end", frozenset({DIP + "Event"})),
    (DIP + "ofState", X + "post", frozenset({DIP + "AmbassadorPost", DIP + "Post"})),
    (DIP + "ofState", X + "post-2", frozenset({DIP + "AmbassadorPost", DIP + "Post"})),
}


@pytest.mark.parametrize("class_first", [True, False, None],
                         ids=["classes first", "triples first", "chosen by the counts"])
def test_each_plan_finds_the_nodes_with_two_values(store, by_path, class_first) -> None:
    assert _found(_whole_union_candidates(store, by_path, class_first)) == EXPECTED


def test_the_counts_choose_each_plan_where_it_reads_less(store, by_path) -> None:
    """Evidence states `oa:hasSelector` six times more than the one sentence it is limited
    for: its nodes first. Two dates are stated, of the four events: their triples first.
    (The plan asked for is the one whose answer is found; a wrong plan is only slower, so
    this looks at the queries the store is asked.)"""
    asked: list[str] = []

    class Recording:
        def solve(self, query: str):
            asked.append(query)
            return store.solve(query)

    _whole_union_candidates(Recording(), {URIRef(OA + "hasSelector"):
                                          by_path[URIRef(OA + "hasSelector")]})
    _whole_union_candidates(Recording(), {URIRef(DIP + "date"): by_path[URIRef(DIP + "date")]})
    selector, date = [q for q in asked if "DISTINCT ?s ?class" in q]
    assert selector.index("?s a ?type") < selector.index(f"<{OA}hasSelector>")
    assert date.index(f"<{DIP}date>") < date.index("?s a ?type")
