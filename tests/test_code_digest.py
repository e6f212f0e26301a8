"""The code digest, which every article's artifact key is made from, covers each module of
the code that decides an article's graph: a change to any of them rebuilds every article."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from kg.build import pipeline

KG = Path(pipeline.__file__).resolve().parent.parent


@pytest.fixture
def kg_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of kg/ that code_digest reads instead of the checkout."""
    copy = tmp_path / "kg"
    shutil.copytree(KG, copy, ignore=shutil.ignore_patterns("__pycache__", "static"))
    monkeypatch.setattr(pipeline, "_CODE", copy)
    return copy


@pytest.mark.parametrize("module", ["source/model.py", "source/text.py", "source/evidence.py",
                                    "source/records.py", "source/checks.py", "source/gate.py",
                                    "source/loader.py", "mappers/events.py"])
def test_a_change_to_a_module_that_decides_the_graph_changes_the_code_digest(
        kg_copy: Path, module: str) -> None:
    before = pipeline.code_digest()
    with (kg_copy / module).open("a", encoding="utf-8") as file:
        file.write("\n# changed\n")
    assert pipeline.code_digest() != before


def test_every_module_of_the_source_package_is_in_the_code_digest(kg_copy: Path) -> None:
    for module in sorted((kg_copy / "source").glob("*.py")):
        before = pipeline.code_digest()
        module.write_text(module.read_text(encoding="utf-8") + "\n", encoding="utf-8")
        assert pipeline.code_digest() != before, module.name


def test_a_module_that_decides_nothing_leaves_the_code_digest(kg_copy: Path) -> None:
    before = pipeline.code_digest()
    with (kg_copy / "web" / "names.py").open("a", encoding="utf-8") as file:
        file.write("\n# changed\n")
    assert pipeline.code_digest() == before
