"""An event dated after the article's own date is most likely a mistyped year: the mapping
loads, with a warning at the date's line (a build and `kg validate` print it)."""

from __future__ import annotations

import shutil
from pathlib import Path

from kg.source import parse_article
from support import SEED_DIR, kg_process


def _seed_published_on(tmp_path: Path, day: str) -> Path:
    folder = tmp_path / "data" / SEED_DIR.name
    shutil.copytree(SEED_DIR, folder)
    mapping = folder / "mapping.yaml"
    text = mapping.read_text(encoding="utf-8")
    # (the seed says it has no publication date: give it one)
    text = text.replace("  unknown: [headline, publisher, publication date, URL]",
                        f"  published: {day}\n  unknown: [headline, publisher, URL]", 1)
    assert f"published: {day}" in text
    mapping.write_text(text, encoding="utf-8")
    return mapping


def test_an_event_after_the_article_s_day_warns_at_its_date_line(tmp_path: Path) -> None:
    mapping = _seed_published_on(tmp_path, "2025-09-01")
    article = parse_article(mapping)
    later = [w for w in article.warnings if "after the article's own date" in w.message]
    dated = [e for e in article.events if e.date and e.date > "2025-09-01"]
    assert dated and len(later) == len(dated)
    lines = mapping.read_text(encoding="utf-8").splitlines()
    for warning in later:
        assert lines[warning.line - 1].strip().startswith("date: 2025-")
        assert "is the date mistyped?" in warning.message
    # (a process of its own: the warning is logged, as a user sees it)
    checked = kg_process("validate", "--data", str(mapping.parent.parent))
    assert checked.returncode == 0, checked.stderr
    assert "after the article's own date 2025-09-01" in checked.stderr


def test_events_on_or_before_the_article_s_day_do_not_warn(tmp_path: Path) -> None:
    article = parse_article(_seed_published_on(tmp_path, "2025-10-28"))
    assert not [w for w in article.warnings if "after the article's own date" in w.message]


def test_an_event_still_to_come_after_the_article_s_day_does_not_warn(tmp_path: Path) -> None:
    mapping = _seed_published_on(tmp_path, "2025-09-01")
    text = mapping.read_text(encoding="utf-8")
    dated = [e for e in parse_article(mapping).events if e.date and e.date > "2025-09-01"]
    assert dated
    # (each later-dated event marked as still to come, on the line after its date)
    lines = text.splitlines(keepends=True)
    for line_number in sorted((e.line for e in dated), reverse=True):
        at = next(i for i in range(line_number - 1, len(lines))
                  if lines[i].lstrip().startswith("date: 2025-"))
        indent = lines[at][:len(lines[at]) - len(lines[at].lstrip())]
        lines.insert(at + 1, f"{indent}status: scheduled\n")
    mapping.write_text("".join(lines), encoding="utf-8")
    article = parse_article(mapping)
    assert all(e.status == "scheduled" for e in article.events if e.id in {d.id for d in dated})
    assert not [w for w in article.warnings if "after the article's own date" in w.message]


def test_an_event_still_to_come_dated_before_the_article_s_day_warns(tmp_path: Path) -> None:
    mapping = _seed_published_on(tmp_path, "2025-12-01")
    lines = mapping.read_text(encoding="utf-8").splitlines(keepends=True)
    at = next(i for i, line in enumerate(lines) if line.lstrip().startswith("date: 2025-"))
    indent = lines[at][:len(lines[at]) - len(lines[at].lstrip())]
    lines.insert(at + 1, f"{indent}status: scheduled\n")
    mapping.write_text("".join(lines), encoding="utf-8")
    warned = [w for w in parse_article(mapping).warnings if "is scheduled but dated" in w.message]
    assert len(warned) == 1 and "before the article's own date 2025-12-01" in warned[0].message
