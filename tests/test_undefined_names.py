"""No name in the project's code is used where it is not defined: pyflakes reads every
module of kg/ and bench/ as source, so that a name missing on a path no test runs (an
error handler, a fallback) fails here rather than as a 500 in a user's hands."""

from __future__ import annotations

from pathlib import Path

from pyflakes import messages
from pyflakes.api import checkPath
from pyflakes.reporter import Reporter

ROOT = Path(__file__).resolve().parent.parent
UNDEFINED = (messages.UndefinedName, messages.UndefinedLocal, messages.UndefinedExport)


class _Collected(Reporter):
    def __init__(self) -> None:
        self.found: list[str] = []

    def unexpectedError(self, filename, message) -> None:  # noqa: N802 - pyflakes' names
        self.found.append(f"{filename}: {message}")

    def syntaxError(self, filename, message, lineno, offset, text) -> None:  # noqa: N802
        self.found.append(f"{filename}:{lineno}: {message}")

    def flake(self, message) -> None:
        if isinstance(message, UNDEFINED):
            self.found.append(str(message))


def test_every_name_used_in_kg_and_bench_is_defined() -> None:
    reporter = _Collected()
    files = sorted(p for folder in ("kg", "bench") for p in (ROOT / folder).rglob("*.py")
                   if "yasgui" not in p.parts)
    assert len(files) > 100
    for path in files:
        checkPath(str(path), reporter)
    assert reporter.found == []


def test_the_check_sees_an_undefined_name(tmp_path: Path) -> None:
    module = tmp_path / "broken.py"
    module.write_text("def f(x):\n    if x:\n        raise Missing('no')\n", encoding="utf-8")
    reporter = _Collected()
    checkPath(str(module), reporter)
    assert reporter.found and "undefined name 'Missing'" in reporter.found[0]
