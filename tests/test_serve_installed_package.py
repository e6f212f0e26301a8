"""`kg serve` runs the installed project whatever the current directory holds: started from
a folder with another `kg/` in it (a second clone, a decoy), the server, its query runners
and its static files are still the installed package's."""

from __future__ import annotations

import sys
from pathlib import Path

import requests

from support import ASK, ROOT, seed_copy, serve_on_a_free_port, stop_serve, wait_ready

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


def test_serve_from_a_folder_holding_another_kg_runs_the_installed_one(tmp_path: Path,
                                                                        built) -> None:
    decoy = tmp_path / "clone"
    _decoy(decoy)
    seed_copy(built, tmp_path)
    kg_script = Path(sys.executable).parent / "kg"  # the installed console script
    # (PYTHONPATH empty: the installed package is found where it is installed, not on a path
    # the test run was given)
    process, port = serve_on_a_free_port(tmp_path / "out", tmp_path / "data", workers=1,
                                         command=[str(kg_script)], cwd=decoy, PYTHONPATH="")
    url = f"http://127.0.0.1:{port}"
    try:
        wait_ready(url, process, seconds=90)
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
        log = stop_serve(process)
    assert "decoy" not in log
