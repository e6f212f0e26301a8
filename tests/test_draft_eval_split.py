"""tests/draft/eval/SPLIT says which half each evaluation article belongs to, and the folders
agree with it: an article is never in a half the file does not give it, never listed twice,
and the unseen set stays out of the split until it joins the test half."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

EVAL = Path(__file__).resolve().parent / "draft" / "eval"


def _split() -> list[tuple[str, str]]:
    rows = []
    for line in (EVAL / "SPLIT").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            half, name = line.split("\t")
            rows.append((half, name))
    return rows


def _articles(folder: Path) -> set[str]:
    return {p.name.split(".")[0] for p in folder.iterdir() if p.suffix in {".txt", ".html"}}


def test_every_article_is_in_the_half_the_split_gives_it() -> None:
    rows = _split()
    assert {half for half, _ in rows} == {"dev", "test"}
    for half in ("dev", "test"):
        listed = {name for h, name in rows if h == half}
        assert _articles(EVAL / half) == listed, half


def test_no_article_is_listed_twice_and_each_has_its_reading() -> None:
    rows = _split()
    assert [n for n, count in Counter(name for _, name in rows).items() if count > 1] == []
    for half, name in rows:
        assert (EVAL / half / f"{name}.reading.yaml").is_file(), name


def test_the_unseen_set_is_outside_the_split() -> None:
    unseen = _articles(EVAL / "unseen") if (EVAL / "unseen").is_dir() else set()
    assert not unseen & {name for _, name in _split()}
    for name in unseen:
        assert (EVAL / "unseen" / f"{name}.reading.yaml").is_file(), name
