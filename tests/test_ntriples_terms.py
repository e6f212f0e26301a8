"""The build writes each article's triples as N-Triples text for Oxigraph's parser instead of
making each term in Python (kg.build.pipeline.ntriples_text): the store must hold exactly the terms
the term constructors made, and a term they refuse must still be refused."""

from __future__ import annotations

import pyoxigraph as ox
import pytest
from rdflib import BNode, Literal, URIRef
from rdflib.namespace import XSD

from kg.build.pipeline import canonical_ntriples, ntriples_text
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
    # Literals a store keeps by value, written as a store does not write them (and one
    # equal to another of OBJECTS there: 3 and "03"); one object of a property in a label
    triples += [(S, P, Literal(1.0)), (S, P, Literal("03", datatype=XSD.integer)),
                (S, P, Literal("1.50", datatype=XSD.decimal)),
                (S, P, Literal("2025-08-16T00:00:00+00:00", datatype=XSD.dateTime)),
                (S, P, Literal("1", datatype=XSD.integer)),
                (S, URIRef("https://example.org/def/q"), Literal("1.0", datatype=XSD.double))]
    store = ox.Store()
    store.extend(ox.Quad(to_oxigraph(s), to_oxigraph(p), to_oxigraph(o), ox.DefaultGraph())
                 for s, p, o in triples)
    dumped = store.dump(format=ox.RdfFormat.N_TRIPLES, from_graph=ox.DefaultGraph())
    assert canonical_ntriples(triples) == b"".join(sorted(dumped.splitlines(keepends=True)))
    # the literals of OBJECTS, "1.0"^^xsd:double and 1 (as its own and on q), 1.5, a time
    assert canonical_ntriples(triples).count(b"\n") == len(OBJECTS) + 5
    assert canonical_ntriples([(S, P, BNode("b0"))]) is None
    assert canonical_ntriples([(S, P, URIRef("not an iri"))]) is None


# Lexical forms of the datatypes whose forms kg.build.pipeline keeps as written, some of which a
# store writes otherwise (it keeps these literals by value).
LEXICAL_FORMS = {
    XSD.integer: ["0", "-0", "1", "01", "-1", "+1", "123456789012345678", "1234567890123456789",
                  "99999999999999999999", " 1", "1.0"],
    XSD.date: ["2025-08-16", "2025-02-30", "0000-01-01", "2025-08-16Z", "2025-8-16",
               "2025-08-16+01:00", "2025-13-01"],
    XSD.gYear: ["2025", "0000", "-0001", "20255", "2025Z", "2025+00:00"],
    XSD.gYearMonth: ["2025-08", "2025-13", "2025-00", "2025-8", "2025-08Z", "0000-01",
                     "-0001-01"],
    XSD.boolean: ["true", "false", "1", "0", "TRUE"],
    XSD.double: ["1.0", "1", "1E0", "2.5"],
    XSD.decimal: ["1.50", "1.5", "01"],
    XSD.dateTime: ["2025-08-16T00:00:00Z", "2025-08-16T00:00:00+00:00"],
}


@pytest.mark.parametrize("datatype", sorted(LEXICAL_FORMS))
def test_a_literal_kept_as_written_is_what_a_store_writes(datatype: URIRef) -> None:
    """A literal's line is kept without a store only where a store writes the same line."""
    for form in LEXICAL_FORMS[datatype]:
        triple = (S, P, Literal(form, datatype=datatype, normalize=False))
        store = ox.Store()
        store.add(ox.Quad(*map(to_oxigraph, triple), ox.DefaultGraph()))
        dumped = store.dump(format=ox.RdfFormat.N_TRIPLES, from_graph=ox.DefaultGraph())
        assert canonical_ntriples([triple]) == dumped, form
