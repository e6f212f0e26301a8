"""The project speaks of the project, not of how it was made: no "stop N", no sessions or
review rounds, no dated diary and no commit hashes in the README, the docs, the code, its
comments and docstrings, the tests or the benchmarks. History is git's, and what a user must
know about a change is in CHANGELOG.md."""

from __future__ import annotations

import os
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ORDINAL = (r"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|"
           r"twelfth|last|previous|earlier|latest|another|a later)")
HISTORY = re.compile("|".join([
    r"\bstops? \d+\b",                                   # "stop 34", "stops 12"
    rf"\b{ORDINAL} (?:review|session|probe|round)s?\b",
    r"\breview rounds?\b",
    r"\b(?:a|the|two|three|blind) reviews? (?:found|of|judged|counted)\b",
    r"\bchaos probe of\b",
    r"\bissue \d+\b",                                    # the tracker's numbers, as history
    r"\b2026-1[12]-\d\d\b",                             # a dated entry of the work
    r"\b(?:commit|code of|base|build of|checkout of|at) [0-9a-f]{7,12}\b",
]), re.IGNORECASE)
PLACES = ["README.md", "CHANGELOG.md", "Makefile", "pyproject.toml", "docs", "kg", "tests",
          "bench", "scripts", "shapes", "ontology"]
SUFFIXES = {".md", ".py", ".toml", ".ttl", ".sh", ".lua", ""}
DATED = ROOT / "docs" / "performance.md"
# Folders of other people's files or of data: pruned from the walk, not read and dropped
# (tests/clients/node_modules alone holds tens of thousands of files).
SKIPPED_DIRS = {"node_modules", "eval", "__pycache__", "yasgui", ".venv", "work"}


def _files():
    for place in PLACES:
        path = ROOT / place
        if path.is_file():
            yield path
            continue
        for folder, subfolders, names in os.walk(path):
            subfolders[:] = sorted(d for d in subfolders if d not in SKIPPED_DIRS)
            for name in sorted(names):
                file = Path(folder) / name
                if file.suffix in SUFFIXES:
                    yield file


def test_the_project_does_not_tell_its_work_history() -> None:
    found = []
    for file in _files():
        if file == Path(__file__):
            continue
        try:
            text = file.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        for number, line in enumerate(text.splitlines(), 1):
            match = HISTORY.search(line)
            if match and file == DATED and not re.search(r"stop|session|review|probe|issue",
                                                          match.group(0), re.IGNORECASE):
                continue  # the figures' page gives each table's date and code, as it must
            if match:
                found.append(f"{file.relative_to(ROOT)}:{number}: {match.group(0)!r}: "
                             f"{line.strip()[:100]}")
    assert not found, f"{len(found)} lines tell work history:\n" + "\n".join(found[:80])
