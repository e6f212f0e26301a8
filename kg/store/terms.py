"""Terms and serialisers shared by every backend and their callers: conversion between
rdflib's terms and Oxigraph's (the build and the CLI speak rdflib; the stores and the pages
speak Oxigraph), and the RDF formats written by Oxigraph's serialisers, sorted so that the
same statements always give the same bytes."""

from __future__ import annotations

from pathlib import Path
from typing import Iterable

import pyoxigraph as ox
from rdflib import BNode, Graph, Literal, URIRef
from rdflib.term import Identifier

from kg.formats import DATASET, FORMATS

XSD_STRING = "http://www.w3.org/2001/XMLSchema#string"

# Oxigraph's writer for each RDF format of the one table (kg.formats), by media type.
RDF_FORMATS = {f.media_type: ox.RdfFormat.from_media_type(f.media_type)
               for f in FORMATS if f.kinds & DATASET and f.media_type != "text/html"}


def to_oxigraph(term: Identifier) -> ox.NamedNode | ox.BlankNode | ox.Literal:
    if isinstance(term, URIRef):
        return ox.NamedNode(str(term))
    if isinstance(term, BNode):
        return ox.BlankNode(str(term))
    if isinstance(term, Literal):
        if term.language:
            return ox.Literal(str(term), language=term.language)
        if term.datatype:
            return ox.Literal(str(term), datatype=ox.NamedNode(str(term.datatype)))
        return ox.Literal(str(term))
    raise TypeError(f"cannot store {term!r}")


# N-Triples' escapes for a literal's lexical form (the other characters are written as they
# are, in UTF-8)
_NT_ESCAPES = str.maketrans({"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r"})


def ntriples_term(term: Identifier) -> str:
    """An IRI or a literal as N-Triples writes it. Nothing is checked here: the parser that
    reads the line checks the IRI, as Oxigraph's term constructors do."""
    if isinstance(term, URIRef):
        return f"<{term}>"
    if isinstance(term, Literal):
        lexical = str(term).translate(_NT_ESCAPES)
        if term.language:
            return f'"{lexical}"@{term.language}'
        if term.datatype and str(term.datatype) != XSD_STRING:
            return f'"{lexical}"^^<{term.datatype}>'
        return f'"{lexical}"'
    if isinstance(term, BNode):
        # a parser labels blank nodes afresh: one keeps the mapping's label only as a term
        # made by to_oxigraph (kg.build.pipeline falls back to it on this error)
        raise ValueError("a blank node keeps its label only as a term")
    raise TypeError(f"cannot store {term!r}")


def to_rdflib(term: object) -> Identifier | None:
    if term is None:
        return None
    if isinstance(term, ox.NamedNode):
        return URIRef(term.value)
    if isinstance(term, ox.BlankNode):
        return BNode(term.value)
    if isinstance(term, ox.Literal):
        if term.language:
            return Literal(term.value, lang=term.language)
        if term.datatype.value == XSD_STRING:
            return Literal(term.value)  # rdflib writes RDF 1.1 simple literals untyped
        return Literal(term.value, datatype=URIRef(term.datatype.value))
    raise TypeError(f"unexpected term {term!r}")


def _prefix_options(rdf_format: ox.RdfFormat, prefixes: dict[str, str] | None) -> dict:
    """The prefixes, for the formats that can use them."""
    return {"prefixes": prefixes} if prefixes and rdf_format in (
        ox.RdfFormat.TURTLE, ox.RdfFormat.TRIG, ox.RdfFormat.RDF_XML) else {}


def write_statements(statements: list, path: Path, rdf_format: ox.RdfFormat,
                     prefixes: dict[str, str] | None = None) -> int:
    """Triples or quads to a file, sorted (the same statements give the same file); returns
    how many were written."""
    statements.sort(key=str)
    with open(path, "wb") as out:
        ox.serialize(statements, out, rdf_format, **_prefix_options(rdf_format, prefixes))
    return len(statements)


def serialize_graph(graph: Graph, media_type: str,
                    prefixes: dict[str, str] | None = None) -> bytes:
    """A small rdflib graph in any of the RDF formats, by Oxigraph's serialisers, sorted."""
    return serialize_triples([ox.Triple(to_oxigraph(s), to_oxigraph(p), to_oxigraph(o))
                              for s, p, o in graph], media_type, prefixes)


def serialize_triples(triples: Iterable[ox.Triple], media_type: str,
                      prefixes: dict[str, str] | None = None) -> bytes:
    """Triples in any of the RDF formats, by Oxigraph's serialisers, sorted."""
    rdf_format = RDF_FORMATS[media_type]
    if rdf_format.supports_datasets:
        statements = [ox.Quad(t.subject, t.predicate, t.object, ox.DefaultGraph())
                      for t in triples]
    else:
        statements = list(triples)
    statements.sort(key=str)
    return ox.serialize(statements, format=rdf_format, **_prefix_options(rdf_format, prefixes))
