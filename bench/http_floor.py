"""What an answer from the answer cache could cost at best: kg's endpoint with its answer
cache on, against two servers that answer every request with one fixed small answer under
the same gunicorn and gevent worker as `kg serve` (bench/floor_apps.py: a bare WSGI callable,
and a Flask view), and Virtuoso, side by side in one run (issue 17, "with the cache at
least 10x").

    .venv/bin/python bench/http_floor.py OUT_DIR [--queries entity,describe-rare]
        [--seconds 3] [--rounds 3] [--concurrency 4] [--against CHECKOUT]

OUT_DIR is a published build's output folder (only read). All servers listen on 127.0.0.1;
the load is `wrk` (bench/load.py), every cell bounded in time. The results are printed and
appended to bench/RESULTS.md.
"""

from __future__ import annotations

import argparse
import datetime as dt
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path

import requests

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT / "scripts"))

from load import query_paths, wrk_available, wrk_load  # noqa: E402
from queries import MIX  # noqa: E402
from run import (append_results, bench_virtuoso, machine, open_bench_build,  # noqa: E402
                 start_kg)
from virtuoso import free_port  # noqa: E402


def start_floor(app: str, port: int, workers: int) -> subprocess.Popen:
    """gunicorn with kg's own worker class, serving bench/floor_apps.py's ``app``."""
    process = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "-k", "kg.serve.Worker", "-w", str(workers),
         "-b", f"127.0.0.1:{port}", "--worker-connections", "1000", "--keep-alive", "5",
         "--chdir", str(HERE), f"floor_apps:{app}"],
        cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}/sparql"
    for _ in range(150):
        try:
            if requests.get(url, timeout=2).ok:
                return process
        except requests.RequestException:
            time.sleep(0.2)
    process.kill()
    raise RuntimeError(f"the floor server {app} did not start")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--queries", default="entity,describe-rare,inbound-rare")
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--concurrency", type=int, default=4)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--against", type=Path, help="also kg (cache on) of this checkout")
    parser.add_argument("--label", default="")
    parser.add_argument("--results", type=Path, default=HERE / "RESULTS.md")
    parser.add_argument("--dry-run", action="store_true", help="print, do not append")
    args = parser.parse_args()
    if not wrk_available():
        sys.exit("bench/http_floor.py drives the load with wrk: apt-get install wrk")
    mix = [q for q in MIX if q.name in args.queries.split(",")]
    opened = open_bench_build(args.out)
    virtuoso = bench_virtuoso(opened, f"virtuoso-floor-{args.out.name}")
    servers: dict[str, subprocess.Popen] = {}
    signal.signal(signal.SIGTERM, lambda *_: sys.exit("terminated"))
    cells: dict[tuple[str, str], list] = {}
    try:
        ports = {name: free_port() for name in ("kg_cache", "flask", "raw", "against")}
        servers["kg_cache"] = start_kg(args.out, ports["kg_cache"], args.workers,
                                       64 * 1024 * 1024)
        if args.against is not None:
            servers["against"] = start_kg(args.out, ports["against"], args.workers,
                                          64 * 1024 * 1024, checkout=args.against.resolve())
        servers["flask"] = start_floor("flask_app", ports["flask"], args.workers)
        servers["raw"] = start_floor("raw", ports["raw"], args.workers)
        virtuoso.start()
        virtuoso.load_nquads(opened.nquads)
        urls = {name: (f"http://127.0.0.1:{ports[name]}/sparql", process.pid)
                for name, process in servers.items()}
        urls["virtuoso"] = (virtuoso.sparql_url, virtuoso.process.pid)
        targets = list(urls)
        time.sleep(3)
        for query in mix:  # warm-up: every answer cached, every page read
            paths = query_paths(urls["kg_cache"][0], query, opened.sample, 300, 7)
            for name in targets:
                wrk_load(urls[name][0], paths, query.accept, 1, 2, urls[name][1])
        for round_ in range(args.rounds):
            order = targets[round_ % len(targets):] + targets[:round_ % len(targets)]
            for query in mix:
                paths = query_paths(urls["kg_cache"][0], query, opened.sample, 300, 7)
                for name in order:
                    summary = wrk_load(urls[name][0], paths, query.accept, args.concurrency,
                                       args.seconds, urls[name][1])
                    cells.setdefault((query.name, name), []).append(summary)
                print(f"round {round_ + 1} {query.name:14} " + "  ".join(
                    f"{n} {cells[(query.name, n)][-1].rps:6.0f}/s" for n in targets),
                    flush=True)
    finally:
        for process in servers.values():
            process.terminate()
            process.wait(timeout=30)
        virtuoso.stop()
    lines = results(args, mix, targets, cells, opened.quads)
    print("\n".join(lines))
    if not args.dry_run:
        append_results(args.results, lines)


NAMES = {"kg_cache": "kg, answer cache on", "against": "kg (--against), cache on",
         "flask": "fixed answer, Flask", "raw": "fixed answer, bare WSGI",
         "virtuoso": "Virtuoso"}


def results(args, mix, targets, cells, quads: int) -> list[str]:
    def median(query: str, name: str, attribute: str) -> float:
        return statistics.median(getattr(s, attribute if attribute != "rps" else "rps")
                                 for s in cells[(query, name)])

    label = f"{args.label}: " if args.label else ""
    lines = [f"## {label}the floor under a cached answer, {args.concurrency} clients "
             f"({quads:,} quads) — {dt.date.today().isoformat()}", "",
             f"Machine: {machine()}.", "",
             f"`python bench/http_floor.py {args.out} --queries {args.queries} "
             f"--seconds {args.seconds:g} --rounds {args.rounds} --concurrency "
             f"{args.concurrency}`. Each server: gunicorn with kg's gevent worker, "
             f"{args.workers} workers (Virtuoso: its own server). Cells: requests/s · p99 · "
             "server CPU per request (process tree), medians of the rounds; the ratio is to "
             "Virtuoso on the same query.", "",
             "| query | " + " | ".join(NAMES[t] for t in targets) + " |",
             "|---" * (len(targets) + 1) + "|"]
    for query in mix:
        v = median(query.name, "virtuoso", "rps")
        row = []
        for name in targets:
            rps = median(query.name, name, "rps")
            row.append(f"{rps:.0f}/s ({rps / v:.2f}x) · {median(query.name, name, 'p99'):.1f}"
                       f" ms · {median(query.name, name, 'cpu_ms'):.2f} ms CPU")
        lines.append(f"| {query.name} | " + " | ".join(row) + " |")
    return lines + [""]


if __name__ == "__main__":
    main()
