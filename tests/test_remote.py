"""Publishing into and serving from a real Virtuoso: the guarantees the remote backend adds.

(The endpoint and page tests under tests/web run on both backends; these are the ones that
only a remote store has: its record, its staging graphs, its credentials.)
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
import requests

from kg.build.publish import PublishError, build, current_build
from kg.store.remote import RemoteStore, record_graph
from support import (BASE, ROOT, SEED_SLUG, LiveServer, copy_seed, remote_settings,
                     virtuoso_class, wait_until)


@pytest.fixture
def own_virtuoso(tmp_path: Path):
    """A Virtuoso of the test's own: these tests publish and break publications."""
    server = virtuoso_class().Virtuoso(tmp_path / "virtuoso", memory_gb=0.5, query_seconds=5,
                                       estimate_seconds=0)
    server.start()
    yield server
    server.stop()


def _articles(data: Path, count: int) -> None:
    for number in range(count):
        copy_seed(data, f"copy-{number:03d}")


def _store(server) -> RemoteStore:
    return RemoteStore(server.sparql_url, BASE)


def _select(server, query: str) -> list[dict]:
    response = requests.post(server.sparql_url, data={"query": query}, timeout=60,
                             headers={"Accept": "application/sparql-results+json"})
    response.raise_for_status()
    return response.json()["results"]["bindings"]


def _holds(server, graph: str) -> bool:
    response = requests.post(server.sparql_url, timeout=30,
                             data={"query": f"ASK {{ GRAPH <{graph}> {{ ?s ?p ?o }} }}"},
                             headers={"Accept": "application/sparql-results+json"})
    return response.json()["boolean"]


def _graphs_served(url: str) -> set[str]:
    response = requests.get(f"{url}/sparql", timeout=30,
                            params={"query": "SELECT DISTINCT ?g WHERE { GRAPH ?g { ?s ?p ?o } }"},
                            headers={"Accept": "application/sparql-results+json"})
    assert response.status_code == 200, response.text
    return {row["g"]["value"] for row in response.json()["results"]["bindings"]}


def _count_served(url: str) -> int:
    response = requests.get(f"{url}/sparql", timeout=30,
                            params={"query": "SELECT (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } }"},
                            headers={"Accept": "application/sparql-results+json"})
    return int(response.json()["results"]["bindings"][0]["n"]["value"])


def test_the_store_holds_exactly_the_build_and_hides_the_rest(built_remote, virtuoso) -> None:
    store = _store(virtuoso)
    record = store.record(fresh=True)
    assert record.digest == built_remote.digest
    assert set(record.graphs) == {f"{BASE}graph/article/{SEED_SLUG}", f"{BASE}graph/ontology",
                                  f"{BASE}graph/shapes"}
    nquads = next(f for f in built_remote.manifest["files"] if f["role"] == "dataset-nquads")
    assert sum(record.graphs.values()) == nquads["statements"]
    # Straight from Virtuoso, its own system graphs and the record are there ...
    raw = {row["g"]["value"] for row in _select(
        virtuoso, "SELECT DISTINCT ?g WHERE { GRAPH ?g { ?s ?p ?o } }")}
    assert "http://www.openlinksw.com/schemas/virtrdf#" in raw and record_graph(BASE) in raw
    # ... through the publisher, only the build's graphs.
    server = LiveServer(remote_settings(virtuoso, built_remote.path.parent.parent))
    try:
        assert _graphs_served(server.url) == set(record.graphs)
        assert _count_served(server.url) == nquads["statements"]
        for query in ("SELECT * FROM <http://www.openlinksw.com/schemas/virtrdf#> "
                      "WHERE { ?s ?p ?o } LIMIT 3",
                      f"SELECT * WHERE {{ GRAPH <{record_graph(BASE)}> {{ ?s ?p ?o }} }} LIMIT 3"):
            response = requests.get(f"{server.url}/sparql", params={"query": query}, timeout=30,
                                    headers={"Accept": "application/sparql-results+json"})
            assert response.status_code == 200 and response.json()["results"]["bindings"] == []
    finally:
        server.close()


@pytest.mark.parametrize("query", [
    'DEFINE get:soft "replace" SELECT * FROM <http://127.0.0.1:9/x> WHERE { ?s ?p ?o }',
    'SELECT * WHERE { ?s ?p ?o FILTER(<bif:contains>(?o, "Zamora")) }',
    'PREFIX b: <bif:> SELECT * WHERE { ?s ?p ?o FILTER(b:contains(?o, "Zamora")) }',
    "SELECT * WHERE { ?s rdfs:label ?o }",  # Virtuoso predefines rdfs:, SPARQL does not
])
def test_what_virtuoso_would_run_beyond_sparql_is_refused(built_remote, virtuoso,
                                                          query: str) -> None:
    server = LiveServer(remote_settings(virtuoso, built_remote.path.parent.parent))
    try:
        response = requests.get(f"{server.url}/sparql", params={"query": query}, timeout=30)
        assert response.status_code == 400
        assert "SPARQL 1.1" in response.text or "not declared" in response.text
    finally:
        server.close()


def test_a_publication_killed_half_way_leaves_the_previous_graphs_served(
        tmp_path: Path, own_virtuoso) -> None:
    data = tmp_path / "data"
    _articles(data, 20)
    out = tmp_path / "out"
    first = build(remote_settings(own_virtuoso, out, data_dir=data))
    store = _store(own_virtuoso)
    before = store.record(fresh=True)
    assert before.digest == first.digest and len(before.graphs) == 22
    server = LiveServer(remote_settings(own_virtuoso, out, data_dir=data))
    try:
        served_count = _count_served(server.url)
        assert served_count == sum(before.graphs.values())
        copy_seed(data, "copy-new")  # the next build has one more article
        env = {**os.environ, "KG_DATA_DIR": str(data), "KG_OUT_DIR": str(out),
               "KG_ONTOLOGY_FILE": str(ROOT / "ontology" / "diplo.ttl"),
               "KG_SHAPES_FILE": str(ROOT / "shapes" / "diplo-shapes.ttl"),
               "KG_STORE": own_virtuoso.sparql_url, "KG_STORE_UPDATE": own_virtuoso.auth_url,
               "KG_STORE_GRAPHS": own_virtuoso.graphs_url, "KG_STORE_USER": "dba",
               "KG_STORE_PASSWORD": own_virtuoso.password}
        # --full: every graph is sent again, a publication long enough to be killed half way
        # (an incremental build would send the new article's graph alone).
        process = subprocess.Popen([sys.executable, "-m", "kg.cli", "build", "--full"], env=env,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        staging: tuple[str, ...] = ()

        def writing_staging() -> bool:
            nonlocal staging
            assert process.poll() is None, "the build ended before it could be killed"
            staging = store.record(fresh=True).staging
            return bool(staging) and _holds(own_virtuoso, staging[0])

        wait_until(writing_staging, 120, "the publisher announced its staging graphs and "
                                         "wrote into one")
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=30)
        # The store holds the new build's staging graphs, yet readers see the old build:
        # once the server has read the record that names them, it still serves the old one.
        assert store.record(fresh=True).digest == first.digest
        served = server.app.extensions["kg"].build.store
        wait_until(lambda: set(served.record().staging) == set(staging), 10,
                   "the server read the record the killed publication left")
        assert _graphs_served(server.url) == set(before.graphs)
        assert _count_served(server.url) == served_count
        assert current_build(out) == first.path
        # The next build drops what the killed one left and publishes in full.
        again = build(remote_settings(own_virtuoso, out, data_dir=data))
        after = store.record(fresh=True)
        assert after.digest == again.digest != first.digest
        assert len(after.graphs) == 23 and not after.staging
        assert not any(_holds(own_virtuoso, name) for name in staging)
        # The server moves to the new build once it has checked it and read the store's
        # record (on a loaded machine, seconds).
        wait_until(lambda: _graphs_served(server.url) == set(after.graphs), 20,
                   "the server served the new build's graphs")
    finally:
        server.close()


def test_a_store_that_is_gone_fails_the_build_and_changes_nothing(tmp_path: Path,
                                                                  own_virtuoso) -> None:
    out = tmp_path / "out"
    first = build(remote_settings(own_virtuoso, out))
    own_virtuoso.stop()
    with pytest.raises(PublishError, match="cannot be reached"):
        build(remote_settings(own_virtuoso, out))
    assert current_build(out) == first.path
    assert len(list((out / "builds").iterdir())) == 1


def test_credentials_are_never_printed(tmp_path: Path, own_virtuoso) -> None:
    secret = "not-the-password-7f3a"
    env = {**os.environ, "KG_OUT_DIR": str(tmp_path / "out"),
           "KG_DATA_DIR": str(ROOT / "data"),
           "KG_ONTOLOGY_FILE": str(ROOT / "ontology" / "diplo.ttl"),
           "KG_SHAPES_FILE": str(ROOT / "shapes" / "diplo-shapes.ttl"),
           "KG_STORE": own_virtuoso.sparql_url, "KG_STORE_UPDATE": own_virtuoso.auth_url,
           "KG_STORE_GRAPHS": own_virtuoso.graphs_url, "KG_STORE_USER": "dba",
           "KG_STORE_PASSWORD": secret}
    done = subprocess.run([sys.executable, "-m", "kg.cli", "-v", "build"], env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 4
    assert "refused the credentials" in done.stderr
    assert secret not in done.stderr + done.stdout
    # A URL that carries them is not printed with them either.
    env["KG_STORE"] = own_virtuoso.sparql_url.replace("//", f"//dba:{secret}@")
    env["KG_STORE_PASSWORD"] = own_virtuoso.password
    done = subprocess.run([sys.executable, "-m", "kg.cli", "query", "ASK { ?s ?p ?o }"],
                          env=env, capture_output=True, text=True, timeout=300)
    assert secret not in done.stderr + done.stdout


def test_an_incremental_build_sends_only_the_changed_graphs(tmp_path: Path,
                                                            own_virtuoso) -> None:
    from bench.synth import write_corpus
    import shutil

    data = tmp_path / "data"
    write_corpus(data, 7, seed=11)
    folders = sorted(p.parent for p in data.rglob("mapping.yaml"))
    held = tmp_path / folders[-1].name
    shutil.move(str(folders[-1]), held)
    settings = remote_settings(own_virtuoso, tmp_path / "out", data_dir=data)
    build(settings)
    changed, removed = folders[1], folders[3]
    mapping = changed / "mapping.yaml"
    mapping.write_text(mapping.read_text(encoding="utf-8").replace(
        'label: "Meeting of ', 'label: "Revised meeting of ', 1), encoding="utf-8")
    shutil.rmtree(removed)
    shutil.move(str(held), folders[0].parent / held.name)
    messages: list[str] = []
    result = build(settings, messages.append)
    assert any("wrote 2 staging graphs" in m for m in messages), messages
    assert any("kept 6 unchanged graphs" in m for m in messages), messages
    record = _store(own_virtuoso).record(fresh=True)
    assert record.digest == result.digest
    assert set(record.graphs) == set(result.manifest["graphs"]["articles"].values()) | {
        f"{BASE}graph/ontology", f"{BASE}graph/shapes"}
    nquads = next(f for f in result.manifest["files"] if f["role"] == "dataset-nquads")
    assert sum(record.graphs.values()) == nquads["statements"]
    assert not _holds(own_virtuoso, f"{BASE}graph/article/{removed.name}")
    revised = _select(own_virtuoso, f"SELECT ?l WHERE {{ GRAPH <{BASE}graph/article/"
                                    f"{changed.name}> {{ ?e <http://www.w3.org/2000/01/"
                                    f"rdf-schema#label> ?l FILTER(STRSTARTS(?l, \"Revised\")) }} }}")
    assert len(revised) == 1
    server = LiveServer(remote_settings(own_virtuoso, settings.out_dir, data_dir=data))
    try:
        assert _graphs_served(server.url) == set(record.graphs)
        assert _count_served(server.url) == nquads["statements"]
    finally:
        server.close()


def test_a_switch_the_store_did_not_apply_publishes_nothing(tmp_path: Path,
                                                            own_virtuoso) -> None:
    """What the store holds decides, not what it answered (an update URL that
    answers 200 and applies nothing must not give exit 0 and a switched build)."""
    import dataclasses
    import http.server
    import threading

    class Nothing(http.server.BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802 - the handler's name
            self.rfile.read(int(self.headers.get("Content-Length") or 0))
            self.send_response(200)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, *_args) -> None:
            pass

    nothing = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Nothing)
    threading.Thread(target=nothing.serve_forever, daemon=True).start()
    try:
        data = tmp_path / "data"
        _articles(data, 2)
        settings = remote_settings(own_virtuoso, tmp_path / "out", data_dir=data)
        ignored = dataclasses.replace(
            settings, store_update=f"http://127.0.0.1:{nothing.server_address[1]}/update")
        # The first publication (in place): its record is never written.
        with pytest.raises(PublishError, match="did not apply the switch"):
            build(ignored)
        assert current_build(settings.out_dir) is None
        first = build(settings)
        copy_seed(data, "copy-002")  # an article added: one staging graph to write
        # A later one: its staging graphs are never announced, so nothing is switched.
        with pytest.raises(PublishError, match="no longer announces"):
            build(ignored)
    finally:
        nothing.shutdown()
    assert current_build(settings.out_dir) == first.path
    assert _store(own_virtuoso).record(fresh=True).digest == first.digest
