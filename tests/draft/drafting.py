"""What the draft tests share: a text drafted into a mapping file and read back, and the
items of a draft looked up by the words of their evidence or by the names they give."""

from __future__ import annotations

from pathlib import Path

from kg.draft import draft_text, read_source, write_draft
from kg.source import parse_article


def drafted(tmp_path: Path, text: str, set_aside: bool = False):
    """The draft of ``text``; by default with the items that the writer sets aside as
    incomplete (kg.draft.writer) written as ordinary ones: these tests read the rules."""
    path = tmp_path / "article.txt"
    path.write_text(text, encoding="utf-8")
    write_draft(draft_text(read_source(path), "an-article"), tmp_path / "data", set_aside)
    return parse_article(tmp_path / "data" / "an-article" / "mapping.yaml")

