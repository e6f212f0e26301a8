"""The union check benchmark, run by hand: the check of a whole published build (as a full
build runs it) by this checkout and, side by side, by another one.

    python bench/union_check.py bench/work/build-100000/out/current [--against CHECKOUT]

Each checkout's `kg.validation.union_conflicts` runs in a child process of its own, which
opens the build's store read-only; the checkouts take turns (`--rounds`, the first turning
each round, so that neither always finds the store's files in the page cache). Wall time,
CPU time and the child's peak RSS are measured, and the conflicts found must be the same.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import resource
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))


def child(build: Path) -> None:
    """Run the union check of ``build`` with the kg found first on the path."""
    from rdflib import Graph

    from kg.layout import open_published_store
    from kg.records import RecordBook
    from kg.uris import Minter
    from kg.validation import union_conflicts

    manifest = json.loads((build / "manifest.json").read_text(encoding="utf-8"))
    minter = Minter(manifest["base_uri"])
    by_graph = {str(minter.article_graph(r.slug)): r.slug
                for r in RecordBook.open(build).in_slug_order()}
    shapes = Graph().parse(build / "dumps" / "shapes.ttl", format="turtle")
    store = open_published_store(build)
    started = time.monotonic()
    try:
        found = union_conflicts(store, shapes, by_graph, None)
    finally:
        store.close()
    usage = resource.getrusage(resource.RUSAGE_SELF)
    print(json.dumps({"wall": time.monotonic() - started,
                      "cpu": usage.ru_utime + usage.ru_stime,
                      "peak_mib": usage.ru_maxrss / 1024,
                      "conflicts": sorted(f"{v.article} {v.focus} {v.path} {v.shape}"
                                          for v in found)}))


def measure(checkout: Path, build: Path) -> dict:
    from run import run_child

    return run_child(Path(__file__).resolve(), checkout, str(build), "--child")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("build", type=Path, help="a published build's folder")
    parser.add_argument("--against", type=Path, help="another checkout to compare with")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--results", type=Path, default=HERE / "RESULTS.md")
    parser.add_argument("--label", default="")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    build = args.build.resolve()
    if args.child:
        child(build)
        return
    from run import append_results, machine

    checkouts = {"this checkout": ROOT}
    if args.against:
        checkouts[args.against.name] = args.against.resolve()
    runs: dict[str, list[dict]] = {name: [] for name in checkouts}
    names = list(checkouts)
    for round_ in range(args.rounds):
        for name in names[round_ % len(names):] + names[:round_ % len(names)]:
            row = measure(checkouts[name], build)
            runs[name].append(row)
            print(f"round {round_ + 1}, {name}: {row['wall']:.1f} s wall, {row['cpu']:.1f} s "
                  f"CPU, {row['peak_mib']:.0f} MiB, {len(row['conflicts'])} conflicts",
                  flush=True)
    found = {json.dumps(row["conflicts"]) for rows in runs.values() for row in rows}
    lines = [f"\n## The union check of a whole build, {args.label or build} — "
             f"{dt.date.today().isoformat()}\n",
             f"Machine: {machine()}. `python bench/union_check.py {args.build}"
             + (f" --against {args.against}" if args.against else "")
             + f" --rounds {args.rounds}`: each check in a child process of its own, the store "
             "opened read-only, the checkouts taking turns (the first turning each round). "
             f"Every run found the same conflicts: {len(found) == 1}.",
             "",
             "| checkout | wall, median (each run) | CPU, median | peak RSS | conflicts |",
             "|---|---|---|---|---|"]
    for name, rows in runs.items():
        walls = ", ".join(f"{r['wall']:.1f}" for r in rows)
        lines.append(f"| {name} | {statistics.median(r['wall'] for r in rows):.1f} s "
                     f"({walls}) | {statistics.median(r['cpu'] for r in rows):.1f} s | "
                     f"{max(r['peak_mib'] for r in rows):.0f} MiB | "
                     f"{len(rows[0]['conflicts'])} |")
    if args.against:
        this, other = (statistics.median(r["wall"] for r in runs[n]) for n in names)
        lines += ["", f"Wall time, this checkout / {names[1]}: {this / other:.2f}."]
    append_results(args.results, lines)


if __name__ == "__main__":
    main()
