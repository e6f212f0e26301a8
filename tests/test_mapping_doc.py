"""docs/mapping.md documents every section and key the loader reads, no more, and the
messages about a key and the drafted file's header point into it."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from kg import mapping_doc
from kg.draft.writer import write_mapping
from kg.draft.model import Draft
from kg.source import SECTIONS, ArticleMeta, SourceError, parse_article
from support import ROOT

DOC = ROOT / "docs" / "mapping.md"


def anchors_of(text: str) -> set[str]:
    return set(re.findall(r'<a id="([^"]+)"></a>', text))


def loader_anchors() -> set[str]:
    """From the loader's own dataclasses, not from the generator."""
    found = {"file"}
    for section, cls in [("article", ArticleMeta)] + [(n, c) for n, (c, _) in SECTIONS.items()]:
        found.add(section)
        found |= {f"{section}-{f.name}" for f in dataclasses.fields(cls) if f.name != "line"}
    return found


def test_the_committed_doc_is_the_generated_one() -> None:
    assert DOC.read_text(encoding="utf-8") == mapping_doc.generate(), \
        "docs/mapping.md is stale: run `python -m kg.mapping_doc`"
    assert mapping_doc.main(["--check"]) == 0


def test_every_key_of_the_loader_has_an_anchor_and_every_anchor_a_key() -> None:
    documented = anchors_of(DOC.read_text(encoding="utf-8"))
    assert loader_anchors() - documented == set(), "keys the doc does not describe"
    assert documented - loader_anchors() == set(), "anchors of keys the loader does not read"


def test_a_key_without_a_description_stops_the_generation() -> None:
    with pytest.raises(KeyError, match="no description of 'entities.colour'"):
        mapping_doc._described("entities", "colour")


def test_every_description_is_of_a_key_the_loader_reads() -> None:
    keys = mapping_doc.documented_keys()
    names = {key for _section, key in keys}
    for entry in mapping_doc.KEY_DOCS:
        section, _, key = entry.rpartition(".")
        assert ((section, key) in keys) if section else key in names, entry


def test_the_drafted_header_points_to_the_doc() -> None:
    header = write_mapping(Draft(slug="x", text="Text.", sentences=(), article={"id": "x"}))
    assert "docs/mapping.md" in header and "docs/review.md#what-makes-an-item-reviewed" in header
    assert "what-makes-an-item-reviewed" in (ROOT / "docs" / "review.md").read_text() \
        .lower().replace(" ", "-")


def write(tmp_path: Path, mapping: str, text: str = "Peru expelled the ambassador.") -> Path:
    (tmp_path / "article.txt").write_text(text, encoding="utf-8")
    path = tmp_path / "mapping.yaml"
    path.write_text(mapping, encoding="utf-8")
    return path


def test_messages_about_a_key_point_to_its_anchor(tmp_path: Path) -> None:
    path = write(tmp_path, """\
article: {id: a, text: article.txt, language: en, truncated: maybe, colour: red}
entities:
  - {id: peru, type: Country, name: Peru, of_state: talks}
  - {id: ambassador, type: Person, name: The ambassador, headcount: many}
  - {type: Country, name: Chile}
events:
  - {id: e, type: Expulsion, label: Expulsion, agent: [peru], date: 2025-02-30}
  - {id: talks, type: Meeting, label: Talks}
  - {id: other, type: Meeting, label: Other, evidence: [{quote: Peru, occurence: 1}]}
relations:
  - {parties: [peru, peru]}
""")
    with pytest.raises(SourceError) as raised:
        parse_article(path)
    messages = [e.message for e in raised.value.errors]
    documented = anchors_of(DOC.read_text(encoding="utf-8"))
    pointed = [re.search(r"docs/mapping\.md#([\w-]+)", m) for m in messages]
    assert all(pointed), [m for m, p in zip(messages, pointed) if not p]
    assert {p.group(1) for p in pointed} <= documented
    assert {p.group(1) for p in pointed} >= {"article-truncated", "article", "entities-of_state",
                                            "entities-headcount", "entities-id", "events-date",
                                            "events-evidence", "relations-parties"}


def test_the_author_key_the_drafter_invites_is_accepted_and_published(tmp_path: Path) -> None:
    from kg.mappers import BuildInfo, MapContext, map_all
    from kg.uris import Minter
    from kg.vocab import SDO

    path = write(tmp_path, "article: {id: a, text: article.txt, language: en, "
                           "author: Ana Pérez}\n")
    article = parse_article(path)
    assert article.meta.author == "Ana Pérez"
    triples = set(map_all(MapContext.create(article, Minter("http://x/"), BuildInfo("0" * 64, "t"))))
    assert any(p == SDO.creditText and str(o) == "Ana Pérez" for _s, p, o in triples)
    listed = write(tmp_path, "article: {id: a, text: article.txt, language: en, "
                             "author: Ana Pérez, unknown: [author]}\n")
    with pytest.raises(SourceError, match="'author' is listed as unknown but 'author' gives it"):
        parse_article(listed)
