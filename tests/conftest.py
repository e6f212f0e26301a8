"""Shared fixtures: real builds on disk from the project's own data/, never mocks."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from bench.synth import write_corpus
from kg.build.publish import BuildResult, build, open_published_store
from kg.config import Settings
from support import ROOT, SEED_DIR, SEED_SLUG, copy_seed, made_once, project_settings

SYNTHETIC_ARTICLES = 80


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return project_settings(tmp_path / "out")


@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory) -> BuildResult:
    """One real build of data/, published on disk, shared by the read-only tests (and by
    the workers of a run under pytest-xdist); a test that changes a build copies it
    (``support.seed_copy``)."""
    return made_once(tmp_path_factory, "built",
                     lambda folder: build(project_settings(folder / "out")))


def _synthetic_build(folder: Path) -> BuildResult:
    # The benchmark's own generator, so that tests and benchmarks see data of one shape.
    write_corpus(folder / "data", SYNTHETIC_ARTICLES, seed=7)
    return build(project_settings(folder / "out", data_dir=folder / "data"))


@pytest.fixture(scope="session")
def synthetic_built(tmp_path_factory: pytest.TempPathFactory) -> BuildResult:
    """A build of 80 synthetic articles (bench/synth.py), where a few entities appear in
    most articles: every kind of long list an entity page has occurs in it."""
    return made_once(tmp_path_factory, "synthetic", _synthetic_build)


def _built_seed_copies(folder: Path) -> BuildResult:
    """Three copies of the seed article (copy-000 to copy-002: the people, places and posts
    they name are shared) in ``folder``/data, built into ``folder``/out."""
    for name in ("copy-000", "copy-001", "copy-002"):
        copy_seed(folder / "data", name)
    return build(project_settings(folder / "out", data_dir=folder / "data"))


@pytest.fixture(scope="session")
def seed_copies_built(tmp_path_factory: pytest.TempPathFactory) -> BuildResult:
    """Three copies of the seed and their build, made once for the run: tests read it, or
    change copies of it."""
    return made_once(tmp_path_factory, "three-seed-copies", _built_seed_copies)


@pytest.fixture(scope="session")
def built_store(built: BuildResult):
    store = open_published_store(built.path)
    yield store
    store.close()


@pytest.fixture
def article_copy(tmp_path: Path) -> Path:
    """A private copy of the seed article's folder, for tests that break its mapping input."""
    data = tmp_path / "data"
    shutil.copytree(SEED_DIR, data / SEED_SLUG)
    return data


@pytest.fixture(scope="session")
def virtuoso(tmp_path_factory: pytest.TempPathFactory):
    """A private Virtuoso (Debian's virtuoso-opensource) on 127.0.0.1, for the remote backend.

    Missing, it fails the tests that need it: the test command installs it (scripts/system-deps).
    """
    from support import virtuoso_class

    script = virtuoso_class()
    try:
        # Virtuoso's own time limit is short, so that a query the publisher stopped does not
        # keep a core busy for long; it does not refuse queries up front, so that the
        # publisher's own time limit is what the tests see.
        server = script.Virtuoso(tmp_path_factory.mktemp("virtuoso"), memory_gb=1.0,
                                 query_seconds=5, estimate_seconds=0)
    except script.VirtuosoMissing as exc:
        pytest.fail(f"{exc} (scripts/system-deps installs it)")
    server.start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def built_remote(virtuoso, tmp_path_factory: pytest.TempPathFactory) -> BuildResult:
    """The same build as `built`, published into the private Virtuoso as well."""
    from support import remote_settings

    return build(remote_settings(virtuoso, tmp_path_factory.mktemp("built-remote") / "out"))


# Markers for a quick loop (`pytest -m "not virtuoso and not browser"`), given by what a test
# uses rather than written on each test, so that a new test is marked without anyone
# remembering to: a Virtuoso (its fixtures, or the `virtuoso` backend of a parametrised
# test), a browser (the `browser` fixture), a live HTTP server.
_VIRTUOSO_FIXTURES = {"virtuoso", "built_remote", "virtuoso_seed", "own_virtuoso"}
_SERVER_FIXTURES = {"live_server", "patient_server", "make_server", "served_settings"}


def pytest_collection_modifyitems(config, items):
    for item in items:
        names = set(getattr(item, "fixturenames", ()))
        params = getattr(getattr(item, "callspec", None), "params", {})
        if names & _VIRTUOSO_FIXTURES or params.get("backend") == "virtuoso":
            item.add_marker(pytest.mark.virtuoso)
        if "browser" in names:
            item.add_marker(pytest.mark.browser)
        if names & _SERVER_FIXTURES:
            item.add_marker(pytest.mark.server)
