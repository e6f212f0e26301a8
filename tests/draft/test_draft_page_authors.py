"""`kg draft` drafts the author a saved page's metadata names as a person of the article
when its text never names them (the byline is often left out of the extracted text), with
no evidence and a comment saying where the name comes from; a value that reads as no
person's name ("Staff", a site's address, a news agency) is not drafted."""

from __future__ import annotations

from pathlib import Path

import pytest

from kg.draft import draft_text, read_source
from kg.draft.known import KnownIndex
from kg.draft.names import find_entities

_TEXT = "Armenia recalled its ambassador from Minsk on Monday, the ministry said."


def _people(author: str | None, text: str = _TEXT) -> dict[str, str]:
    """name -> rule of each person drafted from ``text`` with ``author`` as the page's."""
    found = find_entities(text, KnownIndex(), author)
    return {found.name(e): item.rule for e, item in found.items.items()
            if item.fields["type"] == "Person"}


@pytest.mark.parametrize(("author", "names"), [
    ("Lilit Hovakimyan", {"Lilit Hovakimyan"}),
    ("Carmen Yolanda Peña de los Santos", {"Carmen Yolanda Peña de los Santos"}),
    ("Zainab Hadi Jawad and Rebin Aziz", {"Zainab Hadi Jawad", "Rebin Aziz"}),
    ("Staff", set()),
    ("windwardpost.example", set()),
    ("Reuters", set()),
    ("Kypros Daily Review", set()),
    (None, set()),
])
def test_the_pages_author_is_a_person_of_the_article(author: str | None,
                                                     names: set[str]) -> None:
    people = _people(author)
    assert set(people) == names
    assert all(rule == "page-author" for rule in people.values())


def test_an_author_the_text_names_is_drafted_once_from_the_text() -> None:
    people = _people("Lilit Hovakimyan", "By Lilit Hovakimyan\n\n" + _TEXT)
    assert list(people) == ["Lilit Hovakimyan"] and people["Lilit Hovakimyan"] != "page-author"


def test_a_saved_pages_author_is_drafted_without_evidence(tmp_path: Path) -> None:
    page = tmp_path / "page.html"
    page.write_text(
        "<html><head><title>Armenia recalls envoy</title>"
        "<meta name=\"author\" content=\"Lilit Hovakimyan\"></head><body><article>"
        f"<h1>Armenia recalls envoy</h1><p>{_TEXT}</p><p>{_TEXT}</p></article></body></html>",
        encoding="utf-8")
    draft = draft_text(read_source(page), "armenia-recalls-envoy")
    authors = [item for item in draft.section("entities") if item.rule == "page-author"]
    assert [item.fields["name"] for item in authors] == ["Lilit Hovakimyan"]
    assert authors[0].evidence == [] and "metadata" in authors[0].comments["name"]
