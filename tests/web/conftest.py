"""Fixtures for the web layer: a real build served over real HTTP on 127.0.0.1."""

from __future__ import annotations

import dataclasses

import pytest

from support import LiveServer, project_settings


@pytest.fixture(scope="session")
def served_settings(built):
    out = built.path.parent.parent
    return dataclasses.replace(project_settings(out), threads=4, query_timeout=2.0)


@pytest.fixture(scope="session")
def live_server(served_settings):
    server = LiveServer(served_settings)
    yield server
    server.close()


@pytest.fixture
def make_server(built):
    """A server with settings of the test's own (time limit, row cap, body cap)."""
    servers = []

    def start(**overrides) -> LiveServer:
        settings = dataclasses.replace(project_settings(built.path.parent.parent), **overrides)
        server = LiveServer(settings)
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.close()
