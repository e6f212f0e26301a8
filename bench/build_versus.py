"""Full builds of one corpus by two checkouts, in turn, run by hand.

    python bench/build_versus.py --data DIR --against ../other-checkout [--rounds 2]

Each round builds the corpus in ``--data`` (bench/synth.py writes one) from nothing with this
checkout and with the other one, the first of the two alternating from round to round, each
`kg build --full` a child process run from its checkout into a folder of its own (removed
after). For each build: wall time, articles per second, CPU of the build and its workers,
the share of the two cores that CPU is of the wall time, the peak memory of the process tree
(bench/build.py's sampling) and the phases `kg build` printed. This machine is shared and
noisy: the two are compared within a run, by their medians.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

from build import run_build  # noqa: E402
from against import commit_of  # noqa: E402
from run import append_results, machine  # noqa: E402


def versus_arguments(description: str, rounds: int) -> argparse.ArgumentParser:
    """The options of a benchmark that sets two checkouts side by side on one corpus."""
    parser = argparse.ArgumentParser(description=description.split("\n\n")[0])
    parser.add_argument("--data", type=Path, required=True)
    parser.add_argument("--against", type=Path, required=True)
    parser.add_argument("--this", type=Path, default=ROOT, help="this checkout (default: here)")
    parser.add_argument("--rounds", type=int, default=rounds)
    parser.add_argument("--label", default="")
    parser.add_argument("--record", dest="results", type=Path, default=None,
                        help="append the figures to this file (by default they are only printed)")
    return parser


def main() -> None:
    parser = versus_arguments(__doc__, rounds=2)
    parser.add_argument("--work", type=Path, default=HERE / "work")
    args = parser.parse_args()
    articles = sum(1 for _ in args.data.rglob("mapping.yaml"))
    checkouts = {commit_of(args.this).split()[0]: args.this.resolve(),
                 commit_of(args.against).split()[0]: args.against.resolve()}
    runs: dict[str, list[dict]] = {name: [] for name in checkouts}
    args.work.mkdir(parents=True, exist_ok=True)
    for round_number in range(args.rounds):
        order = list(checkouts) if round_number % 2 == 0 else list(reversed(checkouts))
        for name in order:
            out = Path(tempfile.mkdtemp(prefix=f"versus-{name}-", dir=args.work))
            try:
                row = run_build(args.data, out, "--full", checkout=checkouts[name])
            finally:
                shutil.rmtree(out, ignore_errors=True)
            runs[name].append(row)
            print(f"round {round_number + 1}, {name}: {row['wall']:.1f} s, CPU {row['cpu']:.1f} s,"
                  f" {row['rss']:.0f} MiB; {row['phases']}", flush=True)
    cores = os.cpu_count() or 1
    lines = [f"\n## Full builds side by side, {args.label or f'{articles:,} articles'} — "
             f"{dt.date.today().isoformat()}\n",
             f"Machine: {machine()}. `python bench/build_versus.py --rounds {args.rounds}`: "
             f"`kg build --full` of the same corpus by each checkout in turn (the first "
             f"alternating), a child process each; peak memory of its process tree sampled "
             f"every 0.2 s. Medians (and the range) of {args.rounds} builds each.\n",
             "| checkout | wall | articles/s | CPU (build + workers) | cores busy | peak RSS "
             "(sum) | phases, median (s) |",
             "|---|---|---|---|---|---|---|"]
    for name, rows in runs.items():
        walls = [r["wall"] for r in rows]
        cpus = [r["cpu"] for r in rows]
        busy = [r["cpu"] / r["wall"] / cores for r in rows]
        peaks = [r["rss"] for r in rows]
        phases = {phase: statistics.median(r["phases"].get(phase, 0.0) for r in rows)
                  for phase in rows[0]["phases"]}
        lines.append(
            f"| {commit_of(checkouts[name])[:60]} | {statistics.median(walls):.1f} s "
            f"({min(walls):.1f}-{max(walls):.1f}) | "
            f"{articles / statistics.median(walls):.0f} | {statistics.median(cpus):.1f} s | "
            f"{statistics.median(busy):.0%} | {statistics.median(peaks):.0f} MiB "
            f"({min(peaks):.0f}-{max(peaks):.0f}) | "
            + ", ".join(f"{k} {v:.1f}" for k, v in phases.items()) + " |")
    first, second = list(runs)  # (this checkout, the other)
    ratio = (statistics.median(r["wall"] for r in runs[first])
             / statistics.median(r["wall"] for r in runs[second]))
    lines.append(f"\nMedian wall time, {first} / {second}: {ratio:.2f}x (below 1: {first} "
                 f"is faster).")
    append_results(args.results, lines)


if __name__ == "__main__":
    main()
