"""The store contract's fixtures: every backend behind the Store interface, holding the seed
build (read-only cases) or nothing yet (publication cases), as rdflib runs its store tests
over every store it has."""

from __future__ import annotations

import itertools

import pytest

from kg.published.layout import open_published_store
from kg.store.oxigraph import OxigraphStore
from kg.store.remote import RemoteStore
from support import free_port, remote_settings, withdraw_publication

BACKENDS = ("embedded", "virtuoso")
_bases = itertools.count()


@pytest.fixture(scope="session")
def embedded_seed(built):
    store = open_published_store(built.path, runners=2)
    yield store
    store.close()


@pytest.fixture(scope="session")
def virtuoso_seed(virtuoso, built_remote):
    store = RemoteStore.from_settings(remote_settings(virtuoso, built_remote.path.parent.parent))
    yield store
    store.close()


@pytest.fixture(scope="session", params=BACKENDS)
def backend(request) -> str:
    return request.param


@pytest.fixture(scope="session")
def store(backend, request):
    """The seed build on the backend under test."""
    return request.getfixturevalue(f"{backend}_seed")


@pytest.fixture(scope="session")
def reference(embedded_seed):
    """The embedded store, whose answers every backend must give."""
    return embedded_seed


@pytest.fixture
def fresh_store(backend, request, tmp_path):
    """A store of the backend under test that holds nothing yet, for the test to write to: a
    new embedded store, or a publication of its own in the session's Virtuoso (under a base
    of its own, taken out again afterwards)."""
    if backend == "embedded":
        store = OxigraphStore.create(tmp_path / "store")
        yield store
        store.close()
        return
    virtuoso = request.getfixturevalue("virtuoso")
    request.getfixturevalue("built_remote")  # the seed's own publication goes in first
    base = f"http://contract-{next(_bases)}.example.org/"
    store = RemoteStore(virtuoso.sparql_url, base, virtuoso.auth_url, "dba", virtuoso.password,
                        virtuoso.graphs_url)
    yield store
    withdraw_publication(virtuoso, store)
    store.close()


@pytest.fixture
def gone_store(backend, tmp_path):
    """A store of the backend under test that is not there: its folder removed, or nothing
    listening where its server was."""
    if backend == "embedded":
        return lambda: OxigraphStore.open_read_only(tmp_path / "removed")
    return lambda: RemoteStore(f"http://127.0.0.1:{free_port()}/sparql", "http://gone.example.org/",
                               connect_timeout=2.0)
