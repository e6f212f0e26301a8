"""`kg draft` writes the author a saved page's metadata names as the article's byline
(`article.author`, published as schema:creditText), with a comment saying where it was
found. When the page shows no byline it is not drafted as a person of the article: the text
never names them, and a person the article states needs the words that state it, so such a
draft could never pass the shapes, even with `--include-drafts` (a visible byline is kept
in the text: tests/draft/test_draft_page_bylines.py)."""

from __future__ import annotations

from pathlib import Path

from kg.draft import draft_text, read_source
from support import run_kg

_TEXT = "Armenia recalled its ambassador from Minsk on Monday, the ministry said."


def _page(tmp_path: Path, author: str | None) -> Path:
    page = tmp_path / "page.html"
    meta = f"<meta name=\"author\" content=\"{author}\">" if author else ""
    page.write_text(
        f"<html><head><title>Armenia recalls envoy</title>{meta}</head><body><article>"
        f"<h1>Armenia recalls envoy</h1><p>{_TEXT}</p><p>{_TEXT}</p></article></body></html>",
        encoding="utf-8")
    return page


def test_a_saved_pages_author_is_the_articles_byline(tmp_path: Path) -> None:
    draft = draft_text(read_source(_page(tmp_path, "Lilit Hovakimyan")), "armenia-recalls-envoy")
    assert draft.article["author"] == "Lilit Hovakimyan"
    assert "author" in draft.article_comments["author"] and "author" not in draft.article["unknown"]
    names = [item.fields.get("name") for item in draft.section("entities")]
    assert "Lilit Hovakimyan" not in names
    assert all(item.evidence for item in draft.section("entities"))


def test_a_page_without_an_author_lists_it_as_unknown(tmp_path: Path) -> None:
    draft = draft_text(read_source(_page(tmp_path, None)), "armenia-recalls-envoy")
    assert "author" not in draft.article and "author" in draft.article["unknown"]


def test_a_draft_of_a_page_with_an_author_passes_the_shapes(tmp_path: Path) -> None:
    """Regression: the author was drafted as a person without evidence, and
    `kg validate --include-drafts` refused the draft at dip:evidence."""
    data = tmp_path / "data"
    drafted = run_kg("draft", str(_page(tmp_path, "Lilit Hovakimyan")), "--data", str(data))
    assert drafted.returncode == 0, drafted.stderr
    mapping = next(data.glob("*/mapping.yaml")).read_text(encoding="utf-8")
    assert 'author: "Lilit Hovakimyan"' in mapping
    validated = run_kg("validate", "--data", str(data), "--include-drafts")
    assert validated.returncode == 0, validated.stdout + validated.stderr
