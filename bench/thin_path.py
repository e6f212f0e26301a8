"""Bounded lookups answered in the server's process against the same lookups sent to a query
runner, side by side in one run (issue 17).

    .venv/bin/python bench/thin_path.py OUT_DIR [--requests 400] [--seconds 8]

OUT_DIR is a published build's output folder (it is only read). The script starts one
`kg serve` on 127.0.0.1 with the answer cache off, so that every request is evaluated, and
asks each entity's properties two ways, in alternating cells: as a bounded lookup
(`SELECT ?p ?o WHERE { <e> ?p ?o }`) and with a `FILTER(true)` that takes it to a runner.
Every loop is bounded in count and time.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pyoxigraph as ox
import requests

sys.path.insert(0, str(Path(__file__).resolve().parent))
from load import bounded_load  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
PERSON = "https://w3id.org/diplokg/ontology#Person"


def entities(out: Path, count: int = 200) -> list[str]:
    store = ox.Store.read_only(str((out / "current").resolve() / "store"))
    return [row[0].value for row in store.query(
        f"SELECT ?e WHERE {{ ?e a <{PERSON}> }} LIMIT {count}")]


def serve(out: Path, port: int) -> subprocess.Popen:
    env = {k: v for k, v in os.environ.items() if not k.startswith("KG_")}
    env.update(KG_OUT_DIR=str(out), KG_PORT=str(port), KG_ANSWER_CACHE_BYTES="0")
    log = open(ROOT / "bench" / "work" / "thin_path.log", "w")
    return subprocess.Popen([sys.executable, "-m", "kg.server_main"], env=env, stdout=log,
                            stderr=subprocess.STDOUT, start_new_session=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--requests", type=int, default=400)
    parser.add_argument("--seconds", type=float, default=8.0)
    parser.add_argument("--port", type=int, default=5391)
    args = parser.parse_args()
    (ROOT / "bench" / "work").mkdir(parents=True, exist_ok=True)
    sample = entities(args.out)
    url = f"http://127.0.0.1:{args.port}/sparql"
    process = serve(args.out, args.port)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                if requests.get(url, params={"query": "ASK {}"}, timeout=5).ok:
                    break
            except requests.RequestException:
                time.sleep(0.3)
        time.sleep(3)  # the runners start in the background

        def fetcher(suffix: str):
            def fetch(session: requests.Session, chooser: random.Random):
                entity = chooser.choice(sample)
                query = f"SELECT ?p ?o WHERE {{ <{entity}> ?p ?o {suffix}}}"
                return session.get(url, params={"query": query}, timeout=60, headers={
                    "Accept": "application/sparql-results+json"})
            return fetch

        print("| clients | path | requests/s | p50 | p99 | errors |")
        print("|---|---|---|---|---|---|")
        for clients in (1, 4):
            for round_ in range(2):
                for name, suffix in (("in process", ""), ("runner", "FILTER(true) ")):
                    stats = bounded_load(fetcher(suffix), clients, args.requests, args.seconds,
                                         seed=round_)
                    print(f"| {clients} | {name} (round {round_ + 1}) | {stats.rps:.0f} | "
                          f"{stats.p50:.2f} ms | {stats.p99:.2f} ms | {stats.errors} |",
                          flush=True)
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()


if __name__ == "__main__":
    main()
