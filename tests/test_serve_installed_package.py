"""`kg serve` runs the installed project whatever the current directory holds: started from
a folder with another `kg/` in it (a second clone, a decoy), the server, its query runners
and its static files are still the installed package's."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import requests

from support import ASK, ROOT, free_port

DECOY = "raise SystemExit('the decoy kg package was imported')\n"


def _decoy(folder: Path) -> None:
    """A `kg` package that fails loudly when imported, with a static file of its own."""
    for package in ("kg", "kg/store", "kg/web"):
        (folder / package).mkdir(parents=True)
        (folder / package / "__init__.py").write_text(DECOY)
    (folder / "kg" / "server_main.py").write_text(DECOY)
    (folder / "kg" / "store" / "runner_child.py").write_text(DECOY)
    (folder / "kg" / "web" / "static").mkdir()
    (folder / "kg" / "web" / "static" / "style.css").write_text("/* decoy */")


def _wait_ready(url: str, process: subprocess.Popen, log: Path) -> None:
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        assert process.poll() is None, log.read_text()
        try:
            if requests.get(f"{url}/favicon.ico", timeout=10).ok:
                return
        except requests.RequestException:
            time.sleep(0.3)
    raise AssertionError(f"the server did not start: {log.read_text()}")


def test_serve_from_a_folder_holding_another_kg_runs_the_installed_one(tmp_path: Path,
                                                                        built) -> None:
    decoy = tmp_path / "clone"
    _decoy(decoy)
    port = free_port()
    environment = {k: v for k, v in os.environ.items()
                   if not k.startswith("KG_") and k != "PYTHONPATH"}
    environment.update({"KG_OUT_DIR": str(built.path.parent.parent),
                        "KG_DATA_DIR": str(ROOT / "data"),
                        "KG_ONTOLOGY_FILE": str(ROOT / "ontology" / "diplo.ttl"),
                        "KG_SHAPES_FILE": str(ROOT / "shapes" / "diplo-shapes.ttl")})
    log = tmp_path / "serve.log"
    kg_script = Path(sys.executable).parent / "kg"  # the installed console script
    with log.open("w") as out:
        process = subprocess.Popen([str(kg_script), "serve", "--port", str(port),
                                    "--workers", "1"], cwd=decoy, env=environment,
                                   stdout=out, stderr=subprocess.STDOUT,
                                   start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_ready(url, process, log)
        # a query that needs a runner: a runner started from the decoy would not answer
        answer = requests.get(f"{url}/sparql", timeout=60, params={
            "query": "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o . ?s ?q ?x }"},
            headers={"Accept": "application/sparql-results+json"})
        assert answer.status_code == 200, answer.text
        assert requests.get(f"{url}/sparql", params={"query": ASK}, timeout=30).ok
        style = requests.get(f"{url}/static/style.css", timeout=30)
        installed = (ROOT / "kg" / "web" / "static" / "style.css").read_bytes()
        assert style.status_code == 200 and style.content == installed
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    assert "decoy" not in log.read_text()
