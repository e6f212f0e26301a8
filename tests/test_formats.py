"""One format table and negotiation by q-value, with ?format= overriding."""

from __future__ import annotations

import pytest

from kg.formats import BY_MEDIA_TYPE, NotAcceptable, UnknownFormat, negotiate, offered_for

SELECT = offered_for("select", html=False)
GRAPH = offered_for("graph")

CASES = [
    (None, SELECT, "application/sparql-results+json"),
    ("", SELECT, "application/sparql-results+json"),
    ("*/*", GRAPH, "text/turtle"),
    ("application/sparql-results+xml;q=0.9, text/csv", SELECT, "text/csv"),
    ("text/csv;q=0, */*;q=0.1", SELECT, "application/sparql-results+json"),
    ("application/xml", SELECT, "application/sparql-results+xml"),
    ("application/ld+json;q=1.0, text/turtle;q=0.9", GRAPH, "application/ld+json"),
    ("text/html, */*;q=0.8", GRAPH, "text/html"),
    ("application/x-turtle", GRAPH, "text/turtle"),
]


@pytest.mark.parametrize("accept, offered, expected", CASES)
def test_negotiate(accept, offered, expected) -> None:
    assert negotiate(accept, offered).media_type == expected


def test_nothing_acceptable_lists_the_offer() -> None:
    with pytest.raises(NotAcceptable) as caught:
        negotiate("image/png", SELECT)
    assert "text/csv" in str(caught.value)


def test_format_parameter_wins_and_is_checked() -> None:
    assert negotiate("text/csv", SELECT, "xml").media_type == "application/sparql-results+xml"
    assert negotiate(None, GRAPH, "ttl").media_type == "text/turtle"
    with pytest.raises(UnknownFormat):
        negotiate(None, SELECT, "bogus")


# A format of the other kind stands for the nearest one of the right kind (a client's
# default such as SPARQLWrapper's XML for a CONSTRUCT gets RDF/XML, not a 406).
NEAREST = [
    (None, GRAPH, "xml", "application/rdf+xml"),  # SPARQLWrapper's default for a CONSTRUCT
    (None, GRAPH, "json", "application/ld+json"),
    (None, GRAPH, "n3", "text/turtle"),
    (None, GRAPH, "csv", "text/turtle"),
    (None, GRAPH, "application/ld+json,application/x-json+ld", "application/ld+json"),
    ("application/sparql-results+xml", GRAPH, None, "application/rdf+xml"),  # roqet's
    ("application/json", GRAPH, None, "application/ld+json"),
    ("application/sparql-results+json, application/ld+json;q=0.5", GRAPH, None,
     "application/ld+json"),
    (None, SELECT, "turtle", "application/sparql-results+json"),
    (None, SELECT, "rdf+xml", "application/sparql-results+xml"),
    ("application/rdf+xml", SELECT, None, "application/sparql-results+xml"),
    ("text/turtle;q=0.5, text/csv", SELECT, None, "text/csv"),
]


@pytest.mark.parametrize("accept, offered, name, expected", NEAREST)
def test_a_format_of_the_other_kind_gets_the_nearest(accept, offered, name, expected) -> None:
    assert negotiate(accept, offered, name).media_type == expected


def test_nothing_of_any_kind_is_still_not_acceptable() -> None:
    with pytest.raises(NotAcceptable):
        negotiate("image/png, application/pdf", GRAPH)


def test_every_text_format_says_its_charset() -> None:
    assert BY_MEDIA_TYPE["text/turtle"].content_type == "text/turtle; charset=utf-8"


def test_the_table_is_the_only_one() -> None:
    """The store's writers and the service description read kg.formats, so that no second
    table of formats can drift from it."""
    from kg.formats import FORMATS
    from kg.store.terms import RDF_FORMATS

    graphs = {f.media_type for f in FORMATS if "graph" in f.kinds and f.media_type != "text/html"}
    assert set(RDF_FORMATS) == graphs and all(RDF_FORMATS.values())
    assert all(f.w3c for f in FORMATS if f.media_type != "text/html")
