"""The gate's engine (pyshacl-turbo, shapes compiled once, the class hierarchy mixed in)
gives pySHACL's verdicts and reports: on every broken graph of test_shapes and on every
article of a synthetic corpus, intact and broken."""

from __future__ import annotations

from pathlib import Path

import pytest
from rdflib import Graph
from rdflib.namespace import RDFS

from bench.synth import write_corpus
from kg.build.publish import map_articles
from kg.mappers import BuildInfo
from kg.build.pipeline import canonical_ntriples
from kg.source import find_mapping_files, parse_article
from kg.uris import Minter
from kg.build.validation import Gate, Report, validate_reference
from support import BASE, ROOT, SEED_SLUG, seed_graph
from test_shapes import CASES, ontology, shapes  # noqa: F401 - the same fixtures


@pytest.fixture(scope="module")
def gate(shapes: Graph, ontology: Graph) -> Gate:
    return Gate(shapes, ontology)


@pytest.fixture(scope="module")
def seed() -> Graph:
    """The seed article's graph, mapped once: each case breaks a copy of it."""
    return seed_graph()[1]


def _same(ours: Report, reference: Report) -> None:
    assert ours.conforms == reference.conforms
    assert sorted(map(str, ours.violations)) == sorted(map(str, reference.violations))


def _as_built(gate: Gate, slug: str, graph: Graph) -> Report:
    """The gate as a build runs it: on the graph's canonical N-Triples (kg.build.pipeline)."""
    ntriples = canonical_ntriples(list(graph))
    assert ntriples is not None
    return gate.check_ntriples(slug, ntriples, lambda: graph)


@pytest.mark.parametrize("case, focus, mutate, shape", CASES, ids=[c[0] for c in CASES])
def test_the_gate_agrees_with_pyshacl_on_every_broken_graph(gate, shapes, ontology, seed, case,
                                                            focus, mutate, shape) -> None:
    broken = Graph()
    broken += seed
    mutate(broken, focus)
    ours = gate.check(SEED_SLUG, broken)
    assert not ours.conforms
    reference = validate_reference(SEED_SLUG, broken, shapes, ontology)
    _same(ours, reference)
    _same(_as_built(gate, SEED_SLUG, broken), reference)


def _unlabel(graph: Graph, every: int) -> Graph:
    """The graph without the labels of every ``every``-th labelled node."""
    broken = Graph()
    broken += graph
    for number, node in enumerate(sorted(set(graph.subjects(RDFS.label, None)))):
        if number % every == 0:
            broken.remove((node, RDFS.label, None))
    return broken


@pytest.mark.slow
def test_the_gate_agrees_with_pyshacl_on_a_synthetic_corpus(gate, shapes, ontology,
                                                            tmp_path: Path) -> None:
    write_corpus(tmp_path / "data", 30, seed=5)
    articles = [parse_article(path) for path in find_mapping_files(tmp_path / "data")]
    mapped = map_articles(articles, Minter(BASE), BuildInfo("1" * 64, "test"))
    failed = 0
    for item in mapped:
        slug = item.article.slug
        reference = validate_reference(slug, item.graph, shapes, ontology)
        _same(gate.check(slug, item.graph), reference)
        _same(_as_built(gate, slug, item.graph), reference)
        broken = _unlabel(item.graph, every=7)
        ours = gate.check(slug, broken)
        reference = validate_reference(slug, broken, shapes, ontology)
        _same(ours, reference)
        _same(_as_built(gate, slug, broken), reference)
        failed += not ours.conforms
    assert failed == len(mapped)  # the broken graphs did break
