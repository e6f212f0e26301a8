"""What sitting still does to a server's next seconds on this machine, run by hand:

    python bench/after_idle.py --out bench/work/out-1k --label "1,000 articles"

Two measures, appended to bench/RESULTS.md:

1. Memory. One anonymous mapping (512 MiB, its pages touched once), then one byte of every
   4 KiB page read again: right after the previous pass, and after the process slept 1, 2
   and 6 s, or after 6 s in which two other processes kept both cores busy. Once with 4 KiB
   pages and once asking for transparent huge pages (madvise). Medians of the rounds.
2. Servers. `kg serve` (2 workers, answer cache off) and Virtuoso, loaded with the build's
   N-Quads dump, one query at 4 clients (wrk, 3 s cells): a cell right after another cell
   of the same load ("busy"), a cell after 6 s in which nothing ran ("after idle"), and a
   cell after 6 s in which the other server was under load ("after the other's load"), as
   bench/run.py measured each cell before its --warm-up. p99 and requests per second,
   medians of the rounds.
"""

from __future__ import annotations

import argparse
import mmap
import multiprocessing
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "scripts"))

from load import query_paths, wrk_load  # noqa: E402
from queries import MIX  # noqa: E402
from run import (PATHS_PER_QUERY, bench_virtuoso, machine, open_bench_build,  # noqa: E402
                 report, start_kg)
from virtuoso import free_port  # noqa: E402

PAGE = 4096
IDLE = 6.0
CELL = 3.0


def _spin(seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        pass


def touch_costs(mib: int, huge: bool, rounds: int) -> dict[str, float]:
    """ms to read one byte of every page of a touched mapping, after each kind of pause."""
    size = mib << 20
    area = mmap.mmap(-1, size, flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS)
    if huge:
        area.madvise(mmap.MADV_HUGEPAGE)
    view = memoryview(area)
    view[::PAGE] = b"\1" * (size // PAGE)

    def one_pass() -> float:
        began = time.perf_counter()
        bytes(view[::PAGE])
        return (time.perf_counter() - began) * 1000

    pauses = {"right after": lambda: None, "1 s asleep": lambda: time.sleep(1),
              "2 s asleep": lambda: time.sleep(2), f"{IDLE:g} s asleep": lambda: time.sleep(IDLE),
              f"{IDLE:g} s of others' load": lambda: _others_busy(IDLE)}
    found: dict[str, list[float]] = {name: [] for name in pauses}
    for _ in range(rounds):
        for name, pause in pauses.items():
            one_pass()
            pause()
            found[name].append(one_pass())
    view.release()
    area.close()
    return {name: statistics.median(values) for name, values in found.items()}


def _others_busy(seconds: float) -> None:
    spinners = [multiprocessing.Process(target=_spin, args=(seconds,)) for _ in range(2)]
    for spinner in spinners:
        spinner.start()
    for spinner in spinners:
        spinner.join()


def server_cells(url: str, pid: int, other: tuple[str, int], paths: list[str],
                 other_paths: list[str], accept: str, rounds: int) -> dict[str, list]:
    cells: dict[str, list] = {"busy": [], "after idle": [], "after the other's load": []}
    for _ in range(rounds):
        wrk_load(url, paths, accept, 4, 1.0)
        cells["busy"].append(wrk_load(url, paths, accept, 4, CELL, pid))
        time.sleep(IDLE)
        cells["after idle"].append(wrk_load(url, paths, accept, 4, CELL, pid))
        wrk_load(other[0], other_paths, accept, 4, IDLE)
        cells["after the other's load"].append(wrk_load(url, paths, accept, 4, CELL, pid))
    return cells


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, required=True, help="a kg build output folder")
    parser.add_argument("--label", required=True)
    parser.add_argument("--queries", default="entity,two-hop")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--mib", type=int, default=512)
    parser.add_argument("--results", type=Path, default=HERE / "RESULTS.md")
    parser.add_argument("--dry-run", action="store_true", help="print, do not append")
    args = parser.parse_args()

    touches = {huge: touch_costs(args.mib, huge, args.rounds) for huge in (False, True)}
    opened = open_bench_build(args.out)
    mix = [q for q in MIX if q.name in args.queries.split(",")]
    virtuoso = bench_virtuoso(opened, f"virtuoso-idle-{args.out.name}")
    port = free_port()
    kg = start_kg(args.out, port, 2, 0)
    results: dict[tuple[str, str], dict[str, list]] = {}
    try:
        virtuoso.start()
        virtuoso.load_nquads(opened.nquads)
        servers = {"kg": (f"http://127.0.0.1:{port}/sparql", kg.pid),
                   "Virtuoso": (virtuoso.sparql_url, virtuoso.process.pid)}
        time.sleep(3)
        for query in mix:
            for name, (url, pid) in servers.items():
                other = next(v for k, v in servers.items() if k != name)
                paths = query_paths(url, query, opened.sample, PATHS_PER_QUERY, 5)
                other_paths = query_paths(other[0], query, opened.sample, PATHS_PER_QUERY, 6)
                results[(query.name, name)] = server_cells(url, pid, other, paths,
                                                           other_paths, query.accept,
                                                           args.rounds)
                print(query.name, name, {k: [round(s.p99, 1) for s in v]
                                         for k, v in results[(query.name, name)].items()},
                      flush=True)
    finally:
        kg.terminate()
        kg.wait(timeout=30)
        virtuoso.stop()

    lines = [f"\n## {args.label}: after sitting still — {time.strftime('%Y-%m-%d')}\n",
             f"Machine: {machine()}.", "",
             f"`python bench/after_idle.py --out {args.out} --label \"{args.label}\" "
             f"--queries {args.queries} --rounds {args.rounds} --mib {args.mib}`. Medians of "
             f"{args.rounds} rounds.\n",
             f"Reading one byte of every page of a {args.mib} MiB mapping whose pages were "
             "touched before (ms):\n",
             "| pages | " + " | ".join(touches[False]) + " |",
             "|---|" + "---|" * len(touches[False])]
    for huge, label in ((False, "4 KiB"), (True, "transparent huge pages (madvise)")):
        lines.append(f"| {label} | " + " | ".join(f"{v:.1f}" for v in touches[huge].values())
                     + " |")
    kinds = ("busy", "after idle", "after the other's load")
    lines += ["", f"One query at 4 clients (wrk, {CELL:g} s cells), p99 and requests per "
              f"second; \"after\" is after {IDLE:g} s:\n",
              "| query | server | " + " | ".join(kinds) + " |",
              "|---|---|" + "---|" * len(kinds)]
    for (query, server), cells in results.items():
        lines.append(f"| {query} | {server} | " + " | ".join(
            f"{statistics.median(s.p99 for s in cells[k]):.1f} ms · "
            f"{statistics.median(s.rps for s in cells[k]):.0f}/s" for k in kinds) + " |")
    report(args, lines)


if __name__ == "__main__":
    main()
