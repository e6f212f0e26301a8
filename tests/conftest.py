"""Shared fixtures: real builds on disk from the project's own data/, never mocks."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from kg.build import BuildResult, build
from kg.config import Settings
from kg.store.oxigraph import OxigraphStore
from support import SEED_DIR, SEED_SLUG, project_settings


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return project_settings(tmp_path / "out")


@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory) -> BuildResult:
    """One real build of data/, published on disk, shared by the read-only tests."""
    out = tmp_path_factory.mktemp("built") / "out"
    return build(project_settings(out))


@pytest.fixture(scope="session")
def built_store(built: BuildResult):
    store = OxigraphStore.open_read_only(built.path / "store")
    yield store
    store.close()


@pytest.fixture
def article_copy(tmp_path: Path) -> Path:
    """A private copy of the seed article's folder, for tests that break its mapping input."""
    data = tmp_path / "data"
    shutil.copytree(SEED_DIR, data / SEED_SLUG)
    return data
