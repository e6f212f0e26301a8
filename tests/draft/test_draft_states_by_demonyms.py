"""`kg draft` drafts no state that the text names only by a demonym qualifying people or
things in the plural ("Russian businessmen") when no drafted item refers to it; a state the
text names ("Russia"), one an item needs (a post's state: "the British ambassador"), or one
whose demonym qualifies a matter of the state ("the Venezuelan crisis") stays."""

from __future__ import annotations

from pathlib import Path

import pytest

from kg.draft import draft_text, read_source


def _states(tmp_path: Path, text: str) -> set[str]:
    """The names of the states drafted from ``text``."""
    path = tmp_path / "article.txt"
    path.write_text(text, encoding="utf-8")
    draft = draft_text(read_source(path), "an-article")
    return {item.fields["name"] for item in draft.section("entities")
            if item.fields.get("type") == "Country"}


@pytest.mark.parametrize(("text", "states"), [
    ("Cyprus arrested a lawyer who sold Caribbean passports to Russian businessmen.",
     {"Cyprus"}),
    ("Cyprus arrested a lawyer who sold passports to businessmen from Russia.",
     {"Cyprus", "Russia"}),
    ("Spain summoned the British ambassador, Julian Fairbrother, on Monday.",
     {"Spain", "United Kingdom"}),
    ("Peru said the network had deepened the Venezuelan crisis.", {"Peru", "Venezuela"}),
])
def test_a_state_named_only_by_its_demonym_is_drafted_only_when_needed(
        tmp_path: Path, text: str, states: set[str]) -> None:
    assert _states(tmp_path, text) == states
