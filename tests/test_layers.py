"""The layers of kg/ as import-linter contracts (pyproject.toml, [tool.importlinter]): the
server side never imports the build pipeline, and the mappers stay pure. import-linter reads
every import statement, those inside functions too, so a lazy import cannot slip past."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_import_contracts_are_kept() -> None:
    lint = Path(sys.executable).parent / "lint-imports"
    result = subprocess.run([str(lint), "--no-cache"], cwd=ROOT, capture_output=True,
                            text=True, timeout=300)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-2000:]
    assert "0 broken" in result.stdout
