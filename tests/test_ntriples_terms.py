"""The build writes each article's triples as N-Triples text for Oxigraph's parser instead of
making each term in Python (kg.pipeline.ntriples_text): the store must hold exactly the terms
the term constructors made, and a term they refuse must still be refused."""

from __future__ import annotations

import pyoxigraph as ox
import pytest
from rdflib import BNode, Literal, URIRef
from rdflib.namespace import XSD

from kg.pipeline import canonical_ntriples, ntriples_text
from kg.store.terms import to_oxigraph

S = URIRef("https://example.org/id/person/a")
P = URIRef("https://example.org/def/p")
OBJECTS = [
    Literal('quote " backslash \\ newline \n return \r tab \t end'),
    Literal("accents: Chávez, Nausėda, 北京, emoji 🙂"),
    Literal("Zamora", lang="es-PE"),
    Literal("2025-08-16", datatype=XSD.date),
    Literal("plain", datatype=XSD.string),
    Literal(3), Literal(2.5), Literal(True),
    Literal(""),
    URIRef("https://example.org/id/article/x/sentence/2"),
    URIRef("https://example.org/a?b=c&d=%20e#f"),
]


def _quads(triples) -> set:
    store = ox.Store()
    store.load(ntriples_text(triples).encode("utf-8"), ox.RdfFormat.N_TRIPLES)
    return set(store)


def test_the_text_holds_the_terms_the_constructors_make() -> None:
    triples = [(S, P, o) for o in OBJECTS]
    made = {ox.Quad(to_oxigraph(s), to_oxigraph(p), to_oxigraph(o), ox.DefaultGraph())
            for s, p, o in triples}
    assert _quads(triples) == made
    assert ntriples_text([]) == ""


@pytest.mark.parametrize("bad", [URIRef("not an iri with spaces"), URIRef("http://e.org/<a>")])
def test_a_term_the_constructors_refuse_is_refused(bad: URIRef) -> None:
    with pytest.raises(ValueError):
        to_oxigraph(bad)
    with pytest.raises((SyntaxError, ValueError)):
        _quads([(S, P, bad)])


def test_a_blank_node_is_left_to_the_term_constructors() -> None:
    """A parser labels blank nodes afresh; made as a term, one keeps the mapping's label (and
    an article's sorted dump stays the same from build to build)."""
    with pytest.raises(ValueError):
        ntriples_text([(S, P, BNode("b0"))])


def test_the_canonical_lines_are_the_graph_a_store_holds() -> None:
    """An article's graph is kept as the distinct lines of Oxigraph's N-Triples, without a
    store to drop repeats: the same bytes as a store's sorted dump, for terms whose text
    Oxigraph writes otherwise (a tab, a language tag's case) and for a triple stated twice,
    once as rdflib writes it and once as Oxigraph does (regression guard: the text made in
    Python is not canonical, so its own lines would keep both)."""
    triples = [(S, P, o) for o in OBJECTS]
    triples += [(S, P, Literal("Zamora", lang="ES-pe")), (S, P, OBJECTS[0]), triples[3]]
    store = ox.Store()
    store.extend(ox.Quad(to_oxigraph(s), to_oxigraph(p), to_oxigraph(o), ox.DefaultGraph())
                 for s, p, o in triples)
    dumped = store.dump(format=ox.RdfFormat.N_TRIPLES, from_graph=ox.DefaultGraph())
    assert canonical_ntriples(triples) == b"".join(sorted(dumped.splitlines(keepends=True)))
    assert canonical_ntriples(triples).count(b"\n") == len(OBJECTS)
    assert canonical_ntriples([(S, P, BNode("b0"))]) is None
    assert canonical_ntriples([(S, P, URIRef("not an iri"))]) is None
