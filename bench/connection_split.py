"""How a client's keep-alive connections land on `kg serve`'s workers, and what that does to
its requests per second (kg.least_connections), run by hand:

    python bench/connection_split.py --out bench/work/out-1k --against ../other-checkout

Each trial is one wrk run of 4 fresh keep-alive connections on one query of the mix; while
it runs, `ss` tells how many of them each worker process holds. Trials alternate between this
checkout's `kg serve` and, with ``--against``, another checkout's, both on the same build, 2
gevent workers each, answer cache off. Reports, per server, how often the connections split
2-2, 3-1 and 4-0, the median requests per second of each split, and how many trials ran at
under 3/4 of the server's median.
"""

from __future__ import annotations

import argparse
import datetime as dt
import re
import statistics
import subprocess
import sys
import threading
import time
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT / "scripts"))

from load import query_paths, wrk_load  # noqa: E402
from queries import MIX  # noqa: E402
from run import machine, open_bench_build, report, start_kg  # noqa: E402
from virtuoso import free_port  # noqa: E402

CONNECTIONS = 4
SPLITS = ("2-2", "3-1", "4-0")


def workers_of(master: int) -> set[int]:
    children = Path(f"/proc/{master}/task/{master}/children")
    return {int(pid) for pid in children.read_text().split()}


def split_now(port: int, workers: set[int]) -> tuple[int, ...]:
    """Established connections to ``port`` held by each worker, most first (ss -tnp)."""
    listing = subprocess.run(["ss", "-tnpH", "state", "established", f"( sport = :{port} )"],
                             capture_output=True, text=True, check=True).stdout
    held = Counter(int(pid) for pid in re.findall(r"pid=(\d+)", listing)
                   if int(pid) in workers)
    counts = [held.get(pid, 0) for pid in workers]
    return tuple(sorted(counts, reverse=True))


def trial(url: str, port: int, master: int, paths: list[str], accept: str,
          seconds: float) -> tuple[tuple[int, ...], float, float]:
    seen: list[tuple[int, ...]] = []

    def look() -> None:
        time.sleep(min(1.0, seconds / 2))
        seen.append(split_now(port, workers_of(master)))

    looker = threading.Thread(target=look)
    looker.start()
    summary = wrk_load(url, paths, accept, CONNECTIONS, seconds, master)
    looker.join()
    return seen[0], summary.rps, summary.p99


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, required=True, help="a kg build output folder")
    parser.add_argument("--against", type=Path, default=None, help="another checkout")
    parser.add_argument("--label", default="")
    parser.add_argument("--query", default="two-hop", help="a query of bench/queries.py")
    parser.add_argument("--trials", type=int, default=16, help="per server")
    parser.add_argument("--seconds", type=float, default=3.0, help="per trial")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--results", type=Path, default=HERE / "RESULTS.md")
    parser.add_argument("--dry-run", action="store_true", help="print, do not append")
    args = parser.parse_args()
    query = next(q for q in MIX if q.name == args.query)
    opened = open_bench_build(args.out)
    checkouts = {"this checkout": ROOT}
    if args.against is not None:
        checkouts[args.against.resolve().name] = args.against.resolve()
    servers = {}
    try:
        for name, checkout in checkouts.items():
            port = free_port()
            servers[name] = (port, start_kg(args.out, port, 2, 0, checkout=checkout))
        time.sleep(3)  # both workers and their query runners are up
        paths = query_paths(f"http://127.0.0.1:{next(iter(servers.values()))[0]}/sparql",
                            query, opened.sample, 300, args.seed)
        results: dict[str, list[tuple[tuple[int, ...], float, float]]] = {n: [] for n in servers}
        for number in range(args.trials):
            for name, (port, process) in servers.items():
                url = f"http://127.0.0.1:{port}/sparql"
                split, rps, p99 = trial(url, port, process.pid, paths, query.accept,
                                        args.seconds)
                results[name].append((split, rps, p99))
                print(f"trial {number + 1} {name:16} {'-'.join(map(str, split)):5} "
                      f"{rps:7.0f}/s p99 {p99:6.1f} ms", flush=True)
    finally:
        for _, process in servers.values():
            process.terminate()
            process.wait(timeout=30)
    lines = [f"\n## {args.label or args.out.name}: a client's 4 connections over 2 workers "
             f"({dt.date.today().isoformat()})\n",
             f"Machine: {machine()}. `python bench/connection_split.py --out {args.out}"
             + (f" --against {args.against}" if args.against else "")
             + f" --query {args.query} --trials {args.trials} --seconds {args.seconds:g}`: "
             f"{args.trials} wrk runs of {CONNECTIONS} new keep-alive connections per server, "
             "alternating, answer cache off; the split is read with `ss` during each run.\n",
             "| server | 2-2 | 3-1 | 4-0 | req/s median (2-2 / 3-1 / 4-0) | runs under 3/4 "
             "of the median | p99 median (2-2 / 3-1 / 4-0) |", "|---|---|---|---|---|---|---|"]
    for name, rows in results.items():
        splits = Counter("-".join(map(str, s)) for s, _, _ in rows)
        median = statistics.median(r for _, r, _ in rows)
        p99 = statistics.median(p for _, _, p in rows)

        def of(split: str, figure: int, form: str) -> str:
            values = [row[figure] for row in rows if "-".join(map(str, row[0])) == split]
            return format(statistics.median(values), form) if values else "-"

        slow = sum(r < 0.75 * median for _, r, _ in rows)
        lines.append(f"| {name} | {splits['2-2']} | {splits['3-1']} | {splits['4-0']} | "
                     f"{median:.0f} ({' / '.join(of(s, 1, '.0f') for s in SPLITS)}) | "
                     f"{slow} of {len(rows)} | {p99:.1f} ms "
                     f"({' / '.join(of(s, 2, '.1f') for s in SPLITS)}) |")
    report(args, lines)


if __name__ == "__main__":
    main()
