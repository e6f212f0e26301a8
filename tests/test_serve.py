"""kg serve: gunicorn workers on 127.0.0.1, building first, following new builds."""

from __future__ import annotations

import shutil
import threading
from pathlib import Path

import pytest
import requests

from kg.build.publish import build
from kg.source import SourceError
from support import (ASK, ENDLESS, SEED_DIR, Listener, child_processes, copy_seed, free_port,
                     project_settings, query_runners, runners_busy, runners_ready, seed_copy,
                     serve_on_a_free_port, stop_serve, wait_ready, wait_until)

WORKERS = 2
RUNNERS_EACH = 3  # a worker's query runners: the default two and the spare


def test_serve_builds_first_and_answers_under_gunicorn(tmp_path: Path) -> None:
    data = tmp_path / "data"
    shutil.copytree(SEED_DIR, data / SEED_DIR.name)
    process, port = serve_on_a_free_port(tmp_path / "out", data, KG_QUERY_TIMEOUT="2")
    url = f"http://127.0.0.1:{port}"
    try:
        wait_ready(url, process)
        assert (tmp_path / "out" / "current").is_symlink()
        wait_until(lambda: runners_ready(process.pid, WORKERS * RUNNERS_EACH), 60,
                   "every worker started its query runners")
        slow: dict = {}
        thread = threading.Thread(target=lambda: slow.update(
            response=requests.get(f"{url}/sparql", params={"query": ENDLESS}, timeout=60)))
        thread.start()
        wait_until(lambda: runners_busy(process.pid, 1), 30, "a runner took the endless query")
        for _ in range(5):  # the other worker keeps answering
            assert requests.get(f"{url}/sparql", params={"query": ASK}, timeout=5).ok
        thread.join(timeout=60)
        assert slow["response"].status_code == 503
    finally:
        output = stop_serve(process)
    assert "building first" in output and "Booting worker" in output
    assert "Traceback" not in output


def test_server_follows_a_new_build_and_keeps_serving_through_a_failed_one(tmp_path: Path,
                                                                           built) -> None:
    data = tmp_path / "data"
    seed_copy(built, tmp_path)
    settings = project_settings(tmp_path / "out", data_dir=data)
    graphs = "SELECT DISTINCT ?g WHERE { GRAPH ?g { ?s ?p ?o } }"
    process, port = serve_on_a_free_port(tmp_path / "out", data)
    url = f"http://127.0.0.1:{port}"
    try:
        wait_ready(url, process)

        def names() -> set[str]:
            response = requests.get(f"{url}/sparql", params={"query": graphs}, timeout=10,
                                    headers={"Accept": "application/sparql-results+json"})
            return {b["g"]["value"] for b in response.json()["results"]["bindings"]}

        assert len(names()) == 3
        mapping = copy_seed(data, "second-copy") / "mapping.yaml"
        second = build(settings)
        wait_until(lambda: _every_worker_on(process.pid, second.path), 60,
                   f"every worker moved to {second.path.name}")
        assert len(names()) == 4
        assert len(names()) == 4
        mapping.write_text(mapping.read_text().replace("    date: 2022-06-18",
                                                       "    date: 2022-06-31"))
        current = (tmp_path / "out" / "current").resolve()
        with pytest.raises(SourceError, match="2022-06-31"):
            build(settings)
        # The workers follow `current` alone, unchanged: nothing to wait for before asking.
        assert (tmp_path / "out" / "current").resolve() == current
        assert len(names()) == 4
        assert _every_worker_on(process.pid, second.path)
    finally:
        stop_serve(process)


def test_a_server_whose_port_was_taken_before_it_bound_starts_on_another(tmp_path: Path,
                                                                         built) -> None:
    """The tests find a free port, then `kg serve` binds it: another process (another xdist
    worker's server) may take it in between. Here one holds it already: the server sees the
    port in use, is started again on the next port, and is the one that answers there."""
    seed_copy(built, tmp_path)
    taken = Listener()  # listens on the port the server is given first
    try:
        process, port = serve_on_a_free_port(tmp_path / "out", tmp_path / "data", workers=1,
                                             ports=iter([taken.port, free_port()]))
        try:
            assert port != taken.port
            wait_ready(f"http://127.0.0.1:{port}", process)
        finally:
            output = stop_serve(process)
    finally:
        taken.close()
    assert f"Listening at: http://127.0.0.1:{port} " in output
    assert taken.connections == 0  # the test never talked to whoever held the first port


def _every_worker_on(master: int, build_path: Path) -> bool:
    """Whether each of the server's workers has started query runners on the build at
    ``build_path`` (a worker starts them the moment it moves to a build)."""
    workers = child_processes(master)

    def on_it(worker: int) -> bool:
        return any(build_path.name in (Path("/proc") / str(runner) / "cmdline").read_text()
                   for runner in query_runners(worker))

    try:
        return len(workers) == WORKERS and all(on_it(worker) for worker in workers)
    except OSError:  # a runner gone meanwhile (the old build's, closed)
        return False


def test_a_new_build_whose_page_counts_cannot_be_read_is_not_served(tmp_path: Path, built,
                                                                    caplog) -> None:
    """The counts pages read are part of a build: if they are damaged, the server keeps
    the build it has and says why, rather than serve pages with wrong totals."""
    from kg.published.current import Published
    from kg.published.section_counts import FILE_NAME

    data = tmp_path / "data"
    first = seed_copy(built, tmp_path)
    settings = project_settings(tmp_path / "out", data_dir=data)
    published = Published(settings)
    try:
        assert published.build.digest == first.digest
        assert published.build.section_counts.has("inbound")
        copy_seed(data, "second-copy")
        second = build(settings)
        (second.path / FILE_NAME).write_bytes(b"SQLite format 3\0" + b"\xff" * 200)
        wait_until(lambda: f"not serving the new build {second.path}" in caplog.text, 30,
                   "the follower looked at the damaged build and refused it")
        assert published.build.digest == first.digest
        (second.path / FILE_NAME).unlink()  # a build from before the counts: served
        wait_until(lambda: published.build.digest == second.digest, 30,
                   "the follower moved to the build without counts")
        assert not published.build.section_counts.has("inbound")
    finally:
        published.close()


def test_the_lean_access_log_writes_gunicorns_own_line(monkeypatch) -> None:
    """kg.serve.server.AccessLog writes the combined format without gunicorn's dictionary of every
    header and environ variable: the line must be the one gunicorn writes, quotes escaped."""
    import datetime as dt
    import logging
    from types import SimpleNamespace

    from gunicorn.config import Config
    from gunicorn.glogging import Logger

    from kg.serve.server import AccessLog

    config = Config()
    config.set("accesslog", "-")
    lines: list[str] = []

    class Keep(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            lines.append(record.getMessage())

    monkeypatch.setattr(Logger, "now", lambda self: "[04/Dec/2026:22:00:00 +0000]")
    environ = {"REMOTE_ADDR": "127.0.0.1", "REQUEST_METHOD": "GET",
               "RAW_URI": '/sparql?query=ASK%7B%7D&x="y"', "SERVER_PROTOCOL": "HTTP/1.1",
               "HTTP_USER_AGENT": 'curl "8"', "HTTP_AUTHORIZATION": "Basic dXNlcjpwdw=="}
    request = SimpleNamespace(headers=[("USER-AGENT", 'curl "8"')])
    took = dt.timedelta(microseconds=1500)
    for status, sent, extra in (("200 OK", 42, {}), ("499 Client Closed Request", None,
                                                      {"HTTP_REFERER": "http://a/"}),
                                (304, 0, {})):
        answer = SimpleNamespace(status=status, sent=sent, headers=[("Content-Type", "x")])
        for kind in (Logger, AccessLog):
            log = kind(config)
            log.access_log.addHandler(Keep())
            log.access(answer, request, {**environ, **extra}, took)
            log.access_log.handlers.clear()
        assert lines[-1] == lines[-2], lines[-2:]
    assert lines[0] == ('127.0.0.1 - user [04/Dec/2026:22:00:00 +0000] '
                        '"GET /sparql?query=ASK%7B%7D&x=\\"y\\" HTTP/1.1" 200 42 "-" '
                        '"curl \\"8\\""')


def test_serving_a_build_minted_under_another_base_says_so(tmp_path: Path, built) -> None:
    """A build made at the default base, served with another --base (another port, say):
    the server looks entities up under the base it serves, so kg serve warns that entity
    pages will answer 404 and names both ways out."""
    seed_copy(built, tmp_path)
    served = "http://127.0.0.1:5077/"
    process, port = serve_on_a_free_port(tmp_path / "out", tmp_path / "data", workers=1,
                                         KG_BASE_URI=served)
    url = f"http://127.0.0.1:{port}"
    try:
        wait_ready(url, process)
        assert requests.get(f"{url}/id/country/peru", timeout=10).status_code == 404
    finally:
        output = stop_serve(process)
    assert (f"warning: the published build minted its IRIs under http://127.0.0.1:5000/, "
            f"but the base served is {served}") in output
    assert "kg build --base http://127.0.0.1:5077/" in output and "Traceback" not in output


def test_serving_a_build_at_its_own_base_gives_no_warning(tmp_path: Path, built, capsys) -> None:
    from kg.cli import _warn_of_another_base

    seed_copy(built, tmp_path)
    settings = project_settings(tmp_path / "out", data_dir=tmp_path / "data")
    published = (tmp_path / "out" / "current").resolve()
    _warn_of_another_base(published, settings)
    assert capsys.readouterr().err == ""
    _warn_of_another_base(published, project_settings(tmp_path / "out", base_uri=
                                                      "http://127.0.0.1:5077/"))
    assert "entity pages will answer 404" in capsys.readouterr().err
