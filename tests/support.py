"""Paths and helpers shared by the tests (fixtures live in conftest.py)."""

from __future__ import annotations

from pathlib import Path

from kg.config import Settings

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data"
SEED_DIR = DATA / "zamora-leaves-peru"
SEED_SLUG = "zamora-leaves-peru"
BASE = "http://127.0.0.1:5000/"


def project_settings(out_dir: Path, data_dir: Path = DATA, **overrides) -> Settings:
    return Settings(data_dir=data_dir, out_dir=out_dir,
                    ontology_file=ROOT / "ontology" / "diplo.ttl",
                    shapes_file=ROOT / "shapes" / "diplo-shapes.ttl", **overrides)


def mapping_file(data: Path) -> Path:
    return data / SEED_SLUG / "mapping.yaml"


def edit_mapping(data: Path, old: str, new: str) -> Path:
    path = mapping_file(data)
    text = path.read_text(encoding="utf-8")
    assert old in text, f"test setup: {old!r} not in mapping.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def line_of(path: Path, needle: str) -> int:
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if needle in line:
            return number
    raise AssertionError(f"{needle!r} not in {path}")


def seed_graph(base: str = BASE):
    """The seed article mapped to its graph (no store, no validation)."""
    from kg.build import map_articles, new_graph  # noqa: F401 - new_graph keeps prefixes
    from kg.mappers import BuildInfo
    from kg.source import parse_article
    from kg.uris import Minter

    article = parse_article(mapping_file(DATA))
    mapped = map_articles([article], Minter(base), BuildInfo("0" * 64, "test"))
    return article, mapped[0].graph
