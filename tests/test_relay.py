"""The relay of a remote store's answer (kg.store.remote.relay): an answer it cannot read
is the store's error, said as such, never a failure of the relay's own code."""

from __future__ import annotations

import http.server
import threading
import time

import pyoxigraph as ox
import pytest
import requests

from kg.store.base import StoreError
from kg.store.remote.relay import Relay


class _Broken(http.server.BaseHTTPRequestHandler):
    def do_GET(self) -> None:  # noqa: N802 - the handler's name is http.server's
        body = b"<html><body>Service temporarily unavailable</body></html>"
        self.send_response(200)
        self.send_header("Content-Type", "application/sparql-results+json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args) -> None:
        pass


@pytest.fixture()
def broken_store():
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Broken)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/sparql"
    server.shutdown()
    server.server_close()


def test_an_answer_that_is_no_sparql_results_is_a_store_error(broken_store: str) -> None:
    response = requests.get(broken_store, stream=True, timeout=10)
    relay = Relay(response, "select", ox.QueryResultsFormat.JSON, time.monotonic() + 10)
    with pytest.raises(StoreError, match="the store's answer cannot be read"):
        relay.first()
