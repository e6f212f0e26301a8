"""The review gate: an item `kg draft` proposed is published as reviewed only when a person
marked it `review: done` or edited it, and what was published from a machine draft says so
in the graph and on its page. Each test does to a fresh draft what a hurried user might."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
import requests
from rdflib import Graph, Literal
from rdflib.namespace import PROV

from kg.build.publish import build
from kg.draft import draft_text, read_source, write_draft
from kg.source import (DRAFT_FILENAME, SourceError, drafts_error, parse_article,
                       read_draft_record)
from kg.vocab import DIPLO
from support import SEED_DIR, LiveServer, html_page, project_settings

SLUG = "envoy"


@pytest.fixture(scope="module")
def drafted_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh draft of the seed article's text: DATA/envoy/{article.txt,mapping.yaml,draft.yaml}."""
    data = tmp_path_factory.mktemp("drafted")
    write_draft(draft_text(read_source(SEED_DIR / "article.txt"), SLUG), data)
    return data / SLUG


@pytest.fixture
def folder(drafted_folder: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "data" / SLUG
    shutil.copytree(drafted_folder, copy)
    return copy


def edit(folder: Path, change) -> Path:
    mapping = folder / "mapping.yaml"
    mapping.write_text(change(mapping.read_text(encoding="utf-8")), encoding="utf-8")
    return mapping


def without_review_lines(text: str) -> str:
    """sed '/^ *review:/d'"""
    return re.sub(r"(?m)^ +review: .*\n", "", text)


def without_marks(text: str) -> str:
    """sed -e '/^ *review:/d' -e '/^ *rule:/d'"""
    return re.sub(r"(?m)^ +rule: .*\n", "", without_review_lines(text))


def drafts_of(mapping: Path) -> int:
    article = parse_article(mapping)
    refused = drafts_error([article])
    return len(refused.errors) if refused else 0


def items_of(mapping: Path) -> int:
    return sum(1 for _ in parse_article(mapping).records())


def test_kg_draft_keeps_its_output_beside_the_mapping(folder: Path) -> None:
    record = read_draft_record(folder / DRAFT_FILENAME)
    assert record is not None and record.drafter.startswith("diplokg ")
    assert (folder / DRAFT_FILENAME).read_text(encoding="utf-8").endswith(
        (folder / "mapping.yaml").read_text(encoding="utf-8"))
    assert drafts_of(folder / "mapping.yaml") == items_of(folder / "mapping.yaml")


def test_deleting_the_review_lines_publishes_nothing_as_reviewed(folder: Path) -> None:
    mapping = edit(folder, without_review_lines)
    assert not re.search(r"(?m)^\s+review:", mapping.read_text(encoding="utf-8"))
    refused = drafts_error([parse_article(mapping)])
    assert refused is not None and len(refused.errors) == items_of(mapping)
    assert all("still as `kg draft` wrote it in draft.yaml" in e.message for e in refused.errors)


def test_deleting_the_review_and_rule_lines_publishes_nothing_as_reviewed(folder: Path) -> None:
    mapping = edit(folder, without_marks)
    assert not re.search(r"(?m)^\s+rule:", mapping.read_text(encoding="utf-8"))
    assert drafts_of(mapping) == items_of(mapping)
    # the rule is still known, from draft.yaml
    article = parse_article(mapping)
    assert all(article.origin(s, r).rule not in ("", "unknown rule")
               for s, r in article.records())


def test_marking_items_done_reviews_them_and_a_leftover_rule_line_warns(folder: Path) -> None:
    mapping = edit(folder, lambda t: re.sub(r'review: "?draft"?', "review: done", t))
    article = parse_article(mapping)
    assert drafts_error([article]) is None
    assert all(article.origin(s, r).reviewed for s, r in article.records())
    assert len(article.warnings) == items_of(mapping)
    assert all("'rule' line is left on a reviewed item" in w.message for w in article.warnings)
    clean = edit(folder, lambda t: re.sub(r"(?m)^ +rule: .*\n", "", t))
    assert parse_article(clean).warnings == ()


def test_a_hand_made_mark_is_refused(folder: Path) -> None:
    mapping = edit(folder, lambda t: t.replace('review: "draft"', "review: ok", 1))
    with pytest.raises(SourceError, match=r"'review' must be one of draft, done; got 'ok' "
                                          r"\(docs/mapping\.md#article-review\)"):
        parse_article(mapping)


def test_an_edited_item_counts_as_reviewed_the_others_stay_drafts(folder: Path) -> None:
    def edit_first_quote(text: str) -> str:
        text = without_marks(text)
        first = text.index("\nquotes:\n")
        quote = re.compile(r'(?m)^  - id: "([^"]+)"').search(text, first)
        return text[:quote.end()] + "\n    note: checked against the text" + text[quote.end():]

    mapping = edit(folder, edit_first_quote)
    article = parse_article(mapping)
    edited = [r for s, r in article.records() if s == "quotes"][0]
    assert article.origin("quotes", edited).reviewed
    assert article.origin("quotes", edited).why == "edited since it was drafted"
    assert drafts_of(mapping) == items_of(mapping) - 1


def test_a_mapping_copied_without_draft_yaml_counts_unmarked_items_as_drafts(
        folder: Path, tmp_path: Path) -> None:
    edit(folder, without_marks)
    elsewhere = tmp_path / "elsewhere" / SLUG
    elsewhere.mkdir(parents=True)
    for name in ("mapping.yaml", "article.txt"):
        shutil.copy(folder / name, elsewhere / name)
    refused = drafts_error([parse_article(elsewhere / "mapping.yaml")])
    assert refused is not None and len(refused.errors) == items_of(elsewhere / "mapping.yaml")
    assert all("draft.yaml is not beside the file" in e.message for e in refused.errors)
    # marked done, it is reviewed there too
    marked = edit(elsewhere, lambda t: re.sub(r"(?m)^(  - \w+: .*)$", r"\1\n    review: done", t)
                  .replace("article:\n", "article:\n  review: done\n", 1))
    assert drafts_of(marked) == 0


def test_a_mapping_copied_with_draft_yaml_is_judged_as_before(folder: Path,
                                                              tmp_path: Path) -> None:
    edit(folder, without_review_lines)
    elsewhere = tmp_path / "elsewhere" / "any-name"
    shutil.copytree(folder, elsewhere)
    assert drafts_of(elsewhere / "mapping.yaml") == items_of(elsewhere / "mapping.yaml")


def test_an_edited_draft_yaml_is_refused(folder: Path) -> None:
    record = folder / DRAFT_FILENAME
    record.write_text(record.read_text(encoding="utf-8").replace("review: draft", "review: done"),
                      encoding="utf-8")
    with pytest.raises(SourceError, match="not the file `kg draft` wrote"):
        parse_article(folder / "mapping.yaml")


def test_what_was_published_from_a_draft_says_so_in_the_graph_and_on_its_page(
        folder: Path, tmp_path: Path) -> None:
    """Reviewed items: dip:draftReviewed true, influenced by the drafting; unreviewed ones
    (published with --include-drafts): false, their evidence generated by it."""
    def review_quotes_only(text: str) -> str:
        head, quotes = text.split("\nquotes:\n", 1)
        return head + "\nquotes:\n" + quotes.replace("review: draft", "review: done")

    edit(folder, review_quotes_only)
    settings = project_settings(tmp_path / "out", folder.parent, include_drafts=True)
    build(settings)
    graph = Graph().parse(tmp_path / "out" / "current" / "dumps" / "articles" / f"{SLUG}.ttl")
    drafting = next(graph.subjects(DIPLO.drafterVersion, None))
    version = graph.value(drafting, DIPLO.drafterVersion)
    assert str(version) == read_draft_record(folder / DRAFT_FILENAME).drafter
    article = parse_article(folder / "mapping.yaml")
    quote = article.quotes[0]
    claim = article.claims[0]
    quote_iri = next(s for s in graph.subjects(DIPLO.draftReviewed, Literal(True))
                     if str(s).endswith(f"/quote/{quote.id}"))
    assert (quote_iri, PROV.wasInfluencedBy, drafting) in graph
    assert (quote_iri, DIPLO.draftRule, Literal(quote.rule)) in graph
    claim_iri = next(s for s in graph.subjects(DIPLO.draftReviewed, Literal(False))
                     if str(s).endswith(f"/claim/{claim.id}"))
    assert (claim_iri, PROV.wasInfluencedBy, drafting) in graph
    server = LiveServer(settings)
    try:
        def page(path: str) -> str:
            return html_page(server, path)

        quote_page = page(f"/doc/quote/{quote.id}.html")
        assert "Drafted by machine, then reviewed by a person" in quote_page
        assert "not reviewed by a person" not in quote_page
        claim_page = page(f"/doc/claim/{claim.id}.html")
        assert "Machine-drafted, not reviewed by a person" in claim_page
    finally:
        server.close()


def test_removing_draft_yaml_is_a_change_an_incremental_build_sees(folder: Path,
                                                                  tmp_path: Path) -> None:
    """draft.yaml is an input of the article: a build after it is removed does not reuse the
    article's graph, and an item reviewed only by being edited is a draft again."""
    def mark_all_but_edit_the_first_quote(text: str) -> str:
        text = re.sub(r'review: "?draft"?', "review: done", text)
        text = re.sub(r"(?m)^ +rule: .*\n", "", text)
        first = text.index("\nquotes:\n")
        quote = re.compile(r"(?m)^    review: done\n").search(text, first)
        return text[:quote.start()] + "    note: checked\n" + text[quote.end():]

    mapping = edit(folder, mark_all_but_edit_the_first_quote)
    settings = project_settings(tmp_path / "out", folder.parent)
    build(settings)
    edited = parse_article(mapping)
    assert drafts_error([edited]) is None
    said: list[str] = []
    build(settings, progress=said.append)  # nothing changed: the article is reused
    assert any("reused 1 article(s)" in line for line in said), said
    (folder / DRAFT_FILENAME).unlink()
    with pytest.raises(SourceError, match=r"quotes item .* is a draft \(draft\.yaml is not "
                                          r"beside the file"):
        build(settings)
