"""IRIs are minted in one place, with readable and stable slugs."""

from __future__ import annotations

import pytest

from kg.uris import Minter, is_slug, join_slugs, slugify


@pytest.mark.parametrize("text, slug", [
    ("Carlos Zamora", "carlos-zamora"),
    ("Betssy Chávez", "betssy-chavez"),
    ("José Luis Gil", "jose-luis-gil"),
    ("  Admiral (r)  ", "admiral-r"),
    ("Perú–Cuba", "peru-cuba"),
    ("KGB", "kgb"),
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
