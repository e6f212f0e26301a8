"""Fixtures for the web layer: a real build served over real HTTP on 127.0.0.1, once from
the embedded store and once from a real Virtuoso, so that every web test runs on both."""

from __future__ import annotations

import dataclasses

import pytest

from support import LiveServer, project_settings, remote_settings

BACKENDS = ("embedded", "virtuoso")


@pytest.fixture(scope="session", params=BACKENDS)
def backend(request) -> str:
    return request.param


def _settings_for(backend: str, request, **overrides):
    if backend == "embedded":
        built = request.getfixturevalue("built")
        return project_settings(built.path.parent.parent, **overrides)
    built = request.getfixturevalue("built_remote")
    server = request.getfixturevalue("virtuoso")
    return remote_settings(server, built.path.parent.parent, **overrides)


@pytest.fixture(scope="session")
def served_settings(backend, request):
    # kg.example.org: a proxy's name for the server, configured as such.
    return _settings_for(backend, request, runners=4, query_timeout=2.0,
                         allowed_hosts="kg.example.org")


@pytest.fixture(scope="session")
def live_server(served_settings):
    server = LiveServer(served_settings)
    yield server
    server.close()


@pytest.fixture(scope="session")
def patient_server(served_settings):
    """The same build served with a long time limit, for tests that ask the endpoint what a
    page should show: on a loaded machine the live server's 2 s limit can cut them off."""
    server = LiveServer(dataclasses.replace(served_settings, query_timeout=120.0))
    yield server
    server.close()


@pytest.fixture
def make_server(backend, request):
    """A server with settings of the test's own (time limit, row cap, body cap)."""
    servers = []

    def start(**overrides) -> LiveServer:
        server = LiveServer(_settings_for(backend, request, **overrides))
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.close()


@pytest.fixture(scope="session")
def served_build(backend, request):
    """The build the live server serves (its manifest and dump files)."""
    return request.getfixturevalue("built" if backend == "embedded" else "built_remote")
