"""Entity pages of this checkout and of another one, side by side in one run, by hand.

    git worktree add /tmp/kg-before <commit>
    python bench/pages_versus.py --out bench/work/out-10k --against /tmp/kg-before \
        --label "10,000 articles, this commit against <commit>"

On this shared machine two runs minutes apart differ by up to 40%, so a change is measured
here against its predecessor in one run: two `kg serve` on 127.0.0.1 (one per checkout, the
same build, both rendering every page: cache off), and each popular entity's page asked of
both in turn, in an order that alternates, for a bounded number of rounds. Appends the
median latency of each and their ratio to the file given with --record.
"""

from __future__ import annotations

import datetime as dt
import statistics
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "scripts"))

from against import commit_of, served_in_turn, servers_versus_arguments  # noqa: E402
from run import ROOT, append_results, machine, open_bench_build  # noqa: E402


def main() -> None:
    args = servers_versus_arguments(__doc__, rounds=15, rounds_help="passes over the entities",
                                    time_limit=120.0).parse_args()
    opened = open_bench_build(args.out)
    base = opened.manifest["base_uri"]
    paths = [iri[len(base) + len("id/"):] for iri in opened.sample.popular
             if iri.startswith(base)]
    checkouts = {"this checkout": (ROOT, args.out), "the other": (args.against.resolve(), args.out)}
    timed, rounds = served_in_turn(checkouts, [("page", f"/doc/{path}.html") for path in paths],
                                   args.rounds, args.time_limit, seed=3)
    latencies = {name: timed["page", name] for name in checkouts}
    medians = {name: statistics.median(values) * 1000 for name, values in latencies.items()}
    lines = [f"\n## Entity pages side by side, {args.label} — {dt.date.today().isoformat()}\n",
             f"Machine: {machine()}. Two `kg serve` (2 workers, cache off) on the same build: "
             f"this checkout ({commit_of(ROOT)}) and the other ({commit_of(args.against)}); "
             f"{len(paths)} popular entities' pages asked of both in turn, {rounds} rounds, "
             f"one client.\n",
             "| checkout | requests | p50 | p90 |", "|---|---|---|---|"]
    for name, values in latencies.items():
        p90 = statistics.quantiles(values, n=10)[-1] * 1000
        lines.append(f"| {name} | {len(values)} | {medians[name]:.1f} ms | {p90:.1f} ms |")
    lines.append(f"\nRatio of p50s, this checkout / the other: "
                 f"{medians['this checkout'] / medians['the other']:.2f}.")
    append_results(args.results, lines)


if __name__ == "__main__":
    main()
