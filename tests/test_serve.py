"""kg serve: gunicorn workers on 127.0.0.1, building first, following new builds."""

from __future__ import annotations

import shutil
import threading
import time
from pathlib import Path

import requests

from kg.build import build
from support import (ASK, ENDLESS, SEED_DIR, copy_seed, free_port, project_settings, start_serve,
                     stop_serve, wait_ready)


def test_serve_builds_first_and_answers_under_gunicorn(tmp_path: Path) -> None:
    data = tmp_path / "data"
    shutil.copytree(SEED_DIR, data / SEED_DIR.name)
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    process = start_serve(tmp_path / "out", data, port, KG_QUERY_TIMEOUT="2")
    try:
        wait_ready(url, process)
        assert (tmp_path / "out" / "current").is_symlink()
        slow: dict = {}
        thread = threading.Thread(target=lambda: slow.update(
            response=requests.get(f"{url}/sparql", params={"query": ENDLESS}, timeout=60)))
        thread.start()
        time.sleep(0.3)
        for _ in range(5):  # the other worker keeps answering
            assert requests.get(f"{url}/sparql", params={"query": ASK}, timeout=5).ok
        thread.join(timeout=60)
        assert slow["response"].status_code == 503
    finally:
        output = stop_serve(process)
    assert "building first" in output and "Booting worker" in output
    assert "Traceback" not in output


def test_server_follows_a_new_build_and_keeps_serving_through_a_failed_one(tmp_path: Path) -> None:
    data = tmp_path / "data"
    shutil.copytree(SEED_DIR, data / SEED_DIR.name)
    settings = project_settings(tmp_path / "out", data_dir=data)
    build(settings)
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    graphs = "SELECT DISTINCT ?g WHERE { GRAPH ?g { ?s ?p ?o } }"
    process = start_serve(tmp_path / "out", data, port)
    try:
        wait_ready(url, process)

        def names() -> set[str]:
            response = requests.get(f"{url}/sparql", params={"query": graphs}, timeout=10,
                                    headers={"Accept": "application/sparql-results+json"})
            return {b["g"]["value"] for b in response.json()["results"]["bindings"]}

        assert len(names()) == 3
        mapping = copy_seed(data, "second-copy") / "mapping.yaml"
        build(settings)
        time.sleep(1.5)
        assert len(names()) == 4  # every worker moves to the new build
        assert len(names()) == 4
        mapping.write_text(mapping.read_text().replace("    date: 2022-06-18",
                                                       "    date: 2022-06-31"))
        try:
            build(settings)
        except Exception:  # noqa: BLE001 - the build must fail; the server must not care
            pass
        time.sleep(1.2)
        assert len(names()) == 4
    finally:
        stop_serve(process)


def test_a_new_build_whose_page_counts_cannot_be_read_is_not_served(tmp_path: Path) -> None:
    """The counts pages read are part of a build: if they are damaged, the server keeps
    the build it has and says why, rather than serve pages with wrong totals."""
    from kg.published import Published
    from kg.section_counts import FILE_NAME

    data = tmp_path / "data"
    shutil.copytree(SEED_DIR, data / SEED_DIR.name)
    settings = project_settings(tmp_path / "out", data_dir=data)
    first = build(settings)
    published = Published(settings)
    try:
        assert published.build.digest == first.digest
        assert published.build.section_counts["inbound"]
        copy_seed(data, "second-copy")
        second = build(settings)
        (second.path / FILE_NAME).write_text('{"sections": {"inbound": [1, 2]}}')
        time.sleep(1.2)
        assert published.build.digest == first.digest
        (second.path / FILE_NAME).unlink()  # a build from before the counts: served
        time.sleep(1.2)
        assert published.build.digest == second.digest
        assert published.build.section_counts == {}
    finally:
        published.close()
