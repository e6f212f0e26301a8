"""The interleaved mix at scale, run by hand: does any request kind stall the others?

    python bench/scale.py --out bench/work/build-100000/out --label "100,000 articles"

Starts one `kg serve` on 127.0.0.1 (2 workers, the answer cache off, so that every request
is served from the store) and sends, from several client threads at once, an interleaved
mix: entity pages (HTML) and RDF documents (Turtle) of the most linked entities (countries
in most articles) and of rare ones, SPARQL lookups and aggregates, searches and the claims
explorer. The run is bounded in time and count. It reports p50/p99 per kind, the longest
time in which no request at all was answered (a stall: the issue asks for none in any 2 s
window), and the peak memory (RSS) of each server process, sampled every second from /proc.
Entities and words are drawn from the build's catalogue, so every request finds something.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import random
import sqlite3
import statistics
import sys
import threading
import time
from pathlib import Path
from urllib.parse import quote

import requests

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "scripts"))

from run import append_results, machine, start_kg  # noqa: E402
from virtuoso import free_port  # noqa: E402

DIP = "https://w3id.org/diplokg/ontology#"


def _sample(build: Path, seed: int) -> dict[str, list[str]]:
    """Popular and rare entities, claim subjects and search words, from the catalogue."""
    db = sqlite3.connect(f"file:{build / 'catalogue.sqlite'}?mode=ro", uri=True)
    popular = [r[0] for r in db.execute(
        "SELECT iri FROM entity WHERE kind IN ('states', 'people') ORDER BY articles DESC "
        "LIMIT 10")]
    rare = [r[0] for r in db.execute(
        "SELECT iri FROM entity WHERE kind = 'people' AND articles = 1 LIMIT 2000")]
    subjects = [r[0] for r in db.execute(
        "SELECT subject FROM claim WHERE subject IS NOT NULL GROUP BY subject "
        "ORDER BY COUNT(*) DESC LIMIT 20")]
    words = sorted({w for (label,) in db.execute(
        "SELECT label FROM entity WHERE kind = 'people' LIMIT 2000") for w in label.split()
        if len(w) > 3})
    chooser = random.Random(seed)
    return {"popular": popular, "rare": chooser.sample(rare, min(200, len(rare))),
            "subjects": subjects, "words": words[:200]}


def _path(base: str, iri: str) -> str:
    return iri[len(base) + len("id/"):]


def _requests(base: str, sample: dict[str, list[str]]):
    """Each kind of request: its name and how to make one from a random chooser."""
    def doc(kind: str, suffix: str):
        return lambda r: f"/doc/{_path(base, r.choice(sample[kind]))}.{suffix}"

    def sparql(template: str):
        return lambda r: "/sparql?query=" + quote(template.format(
            popular=r.choice(sample["popular"]), rare=r.choice(sample["rare"]), dip=DIP))

    return [
        ("entity page, popular", doc("popular", "html")),
        ("RDF document, popular", doc("popular", "ttl")),
        ("entity page, rare", doc("rare", "html")),
        ("RDF document, rare", doc("rare", "ttl")),
        ("SPARQL: a rare entity's properties", sparql("SELECT ?p ?o WHERE {{ <{rare}> ?p ?o }}")),
        ("SPARQL: links to a popular entity", sparql(
            "SELECT ?s ?p WHERE {{ ?s ?p <{popular}> }} LIMIT 100")),
        ("SPARQL: events per month of a popular entity", sparql(
            "SELECT ?month (COUNT(?e) AS ?n) WHERE {{ ?e <{dip}place> <{popular}> ; "
            "<{dip}date> ?d BIND(SUBSTR(STR(?d), 1, 7) AS ?month) }} GROUP BY ?month "
            "ORDER BY ?month")),
        ("SPARQL: count of all triples", lambda r: "/sparql?query=" + quote(
            "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }")),
        ("search", lambda r: "/search?q=" + quote(r.choice(sample["words"]))),
        ("claims about a much-claimed subject", lambda r: "/claims?subject=" + quote(
            r.choice(sample["subjects"]), safe="")),
    ]


def _rss_mib(pid: int) -> float:
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def _tree(pid: int) -> list[int]:
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    parent = int(stat.read().rsplit(")", 1)[1].split()[1])
            except OSError:
                continue
            children.setdefault(parent, []).append(int(entry))
    found, todo = [], [pid]
    while todo:
        current = todo.pop()
        found.append(current)
        todo.extend(children.get(current, []))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, required=True, help="a kg build output folder")
    parser.add_argument("--label", required=True)
    parser.add_argument("--clients", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=120.0)
    parser.add_argument("--most", type=int, default=20_000, help="requests in all, at most")
    parser.add_argument("--window", type=float, default=2.0, help="a stall is a window this "
                        "long with no answer")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--results", type=Path, default=HERE / "RESULTS.md")
    args = parser.parse_args()
    build = (args.out / "current").resolve()
    base = __import__("json").loads((build / "manifest.json").read_text())["base_uri"]
    sample = _sample(build, args.seed)
    kinds = _requests(base, sample)
    port = free_port()
    server = start_kg(args.out, port, workers=2, cache_bytes=0,
                      extra_env={"KG_QUERY_TIMEOUT": "30", "KG_MAX_ROWS": "10000"})
    origin = f"http://127.0.0.1:{port}"
    done: list[tuple[float, str, float, int]] = []  # (finished at, kind, seconds, status)
    peak: dict[int, float] = {}
    lock = threading.Lock()
    stop = threading.Event()
    sent = [0]
    # Warm the store's files into the page cache, as a running site has them.
    for name, make in kinds:
        requests.get(origin + make(random.Random(0)), timeout=120)
    start = time.monotonic()

    def client(number: int) -> None:
        chooser = random.Random(args.seed * 100 + number)
        session = requests.Session()
        turn = number
        while not stop.is_set():
            with lock:
                if sent[0] >= args.most:
                    return
                sent[0] += 1
            name, make = kinds[turn % len(kinds)]
            turn += 1
            began = time.monotonic()
            try:
                status = session.get(origin + make(chooser), timeout=60).status_code
            except requests.RequestException:
                status = 0
            ended = time.monotonic()
            with lock:
                done.append((ended - start, name, ended - began, status))

    def sampler() -> None:
        while not stop.wait(1.0):
            for pid in _tree(server.pid):
                peak[pid] = max(peak.get(pid, 0.0), _rss_mib(pid))

    threads = [threading.Thread(target=client, args=(n,)) for n in range(args.clients)]
    watcher = threading.Thread(target=sampler)
    for thread in [*threads, watcher]:
        thread.start()
    stop.wait(args.seconds)
    stop.set()
    for thread in [*threads, watcher]:
        thread.join()
    elapsed = time.monotonic() - start
    server.terminate()
    server.wait(timeout=30)
    finished = sorted(t for t, _n, _s, _c in done)
    gaps = [b - a for a, b in zip([0.0, *finished], [*finished, elapsed])]
    longest = max(gaps) if gaps else elapsed
    windows = int(elapsed // args.window)
    empty = sum(1 for w in range(windows) if not any(
        w * args.window <= t < (w + 1) * args.window for t in finished))
    rows = []
    for name, _make in kinds:
        mine = [s for _t, n, s, _c in done if n == name]
        errors = sum(1 for _t, n, _s, c in done if n == name and c != 200)
        ordered = sorted(mine)
        p99 = ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))] * 1000 if ordered else 0
        rows.append(f"| {name} | {len(mine)} | {statistics.median(mine) * 1000:.1f} ms | "
                    f"{p99:.1f} ms | {errors} |" if mine else f"| {name} | 0 | | | |")
    memory = ", ".join(f"{mib:.0f}" for _pid, mib in sorted(peak.items()))
    lines = [f"\n## The interleaved mix at scale, {args.label} — {dt.date.today().isoformat()}\n",
             f"Machine: {machine()}. `python bench/scale.py --out … --clients {args.clients} "
             f"--seconds {args.seconds:.0f}`: one `kg serve` (2 workers, answer cache off, "
             f"time limit 30 s), {args.clients} clients each sending the next kind of the mix "
             f"in turn; {len(done):,} requests in {elapsed:.0f} s.\n",
             "| request | answered | p50 | p99 | not 200 |", "|---|---|---|---|---|", *rows,
             "",
             f"Longest time with no answer at all: {longest * 1000:.0f} ms; {args.window:.0f} s "
             f"windows with no answer: {empty} of {windows}. Peak RSS of the server's "
             f"processes (MiB; the gunicorn master, its workers, their query runners): "
             f"{memory}."]
    print("\n".join(lines))
    append_results(args.results, lines)


if __name__ == "__main__":
    main()
