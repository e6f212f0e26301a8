"""IRIs are minted in one place, with readable and stable slugs."""

from __future__ import annotations

import pytest

from kg.uris import Minter, fragment, is_slug, join_slugs, slugify


@pytest.mark.parametrize("text, slug", [
    ("Carlos Zamora", "carlos-zamora"),
    ("Betssy Chávez", "betssy-chavez"),
    ("José Luis Gil", "jose-luis-gil"),
    ("  Admiral (r)  ", "admiral-r"),
    ("Perú–Cuba", "peru-cuba"),
    ("KGB", "kgb"),
    # letters no decomposition takes to ASCII (regression: 'rados-aw-sikorski')
    ("Radosław Sikorski", "radoslaw-sikorski"),
    ("Lars Løkke Rasmussen", "lars-lokke-rasmussen"),
    ("Đorđe Đukić", "dorde-dukic"),
    ("Straße", "strasse"),
])
def test_slugify(text: str, slug: str) -> None:
    assert slugify(text) == slug
    assert is_slug(slug)


@pytest.mark.parametrize("text", ["", "Carlos", "carlos_zamora", "-carlos", "carlos-", "a b",
                                  "carlos---zamora", "../etc"])
def test_not_slugs(text: str) -> None:
    assert not is_slug(text)


def test_compound_slugs_are_slugs() -> None:
    assert join_slugs("cuba", "peru") == "cuba--peru"
    assert is_slug("carlos-zamora--ambassador-of-cuba-to-peru")


def test_minter_layout() -> None:
    minter = Minter("https://example.org/kg")
    assert minter.base == "https://example.org/kg/"
    assert str(minter.thing("person", "carlos-zamora")) == "https://example.org/kg/id/person/carlos-zamora"
    assert str(minter.sentence("a1", 3)) == "https://example.org/kg/id/article/a1/sentence/3"
    assert str(minter.evidence("a1", "x", 2)) == "https://example.org/kg/id/article/a1/evidence/x/2"
    assert str(minter.article_graph("a1")) == "https://example.org/kg/graph/article/a1"
    assert str(minter.ontology_graph()) == "https://example.org/kg/graph/ontology"


def test_minter_refuses_what_it_does_not_know() -> None:
    minter = Minter("http://127.0.0.1:5000/")
    with pytest.raises(ValueError):
        minter.thing("spy", "carlos-zamora")
    with pytest.raises(ValueError):
        minter.thing("person", "Carlos Zamora")


@pytest.mark.parametrize("base", ["ftp://example.org/", "example.org", "http://", "http://a b/"])
def test_bad_base_is_refused(base: str) -> None:
    with pytest.raises(ValueError):
        Minter(base)


def test_minter_reads_and_mints_paths_below_the_root() -> None:
    minter = Minter("https://example.org/kg/")
    assert str(minter.root()) == "https://example.org/kg/id/"
    sentence = minter.sentence("a1", 3)
    assert minter.resource(minter.resource_path(str(sentence))) == sentence
    assert minter.resource_path("https://example.org/kg/graph/ontology") is None
    assert minter.resource_path("https://elsewhere.example.org/kg/id/person/x") is None
    assert minter.local_path(str(minter.skolem("b1"))) == ".well-known/genid/b1"
    assert minter.is_skolem(str(minter.skolem("b1")))
    assert not minter.is_skolem("https://elsewhere.example.org/.well-known/genid/b1")
    assert str(minter.software()) == "https://example.org/kg/id/software/diplokg"
    for path in ("", "/person/x", "person/../x", "person/x#quote", "person/a b", "person/x?y",
                 "person/a\u00a0b", "person/a\tb", "person/a\u2003b"):
        with pytest.raises(ValueError):
            minter.resource(path)


def test_minter_names_graphs_and_fragments() -> None:
    minter = Minter("https://example.org/kg/")
    assert minter.graph("article/a1") == minter.article_graph("a1")
    assert str(minter.record_graph()) == "https://example.org/kg/graph/publication"
    assert str(minter.staging_record()) == "https://example.org/kg/graph/publication#staging"
    assert str(minter.staging_graph("0123456789abcdef", 2)) == \
        "https://example.org/kg/graph/staging/0123456789ab/2"
    span = minter.evidence("a1", "x", 1)
    assert str(minter.selector(span, "quote")) == f"{span}#quote"
    assert str(fragment("http://127.0.0.1:8000/sparql", "dataset")) == \
        "http://127.0.0.1:8000/sparql#dataset"
    for iri, name in (("http://a.example/#x", "y"), ("http://a.example/", ""),
                      ("http://a.example/", "a b")):
        with pytest.raises(ValueError):
            fragment(iri, name)


def test_an_article_graphs_iri_gives_back_its_article_id() -> None:
    minter = Minter("https://example.org/kg/")
    assert minter.article_of_graph(str(minter.article_graph("a1"))) == "a1"
    for other in (str(minter.ontology_graph()), "https://example.org/kg/graph/article/",
                  "https://example.org/kg/graph/article/a1/x", "https://other.org/graph/article/a1",
                  str(minter.thing("article", "a1"))):
        assert minter.article_of_graph(other) is None, other
