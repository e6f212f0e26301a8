"""Search of this checkout and of another one, side by side in one run, by hand.

    git worktree add /tmp/kg-before <commit>
    python bench/search_versus.py --out bench/work/out-10k --against /tmp/kg-before \
        --label "10,000 articles, this commit against <commit>"

Two `kg serve` on 127.0.0.1 (one per checkout, 2 workers, cache off); with --against-out
the other serves another output folder (the same build with the catalogue its code wrote).
Searches of every kind a person types (a whole name, its first letters, one letter, a first
name and the start of a surname, a surname, names without accents, the start of an event's
name, restricted to one kind or not; the page and its JSON for completion) are drawn from
this build's catalogue and asked of both in turn, one client, in an order that alternates,
for a bounded number of rounds; appends p50/p99 of each and the ratio of p50s to
the file given with --record.
"""

from __future__ import annotations

import datetime as dt
import random
import sqlite3
import statistics
import sys
from pathlib import Path
from urllib.parse import urlencode

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "scripts"))

from against import commit_of, served_in_turn, servers_versus_arguments  # noqa: E402
from run import ROOT, append_results, machine  # noqa: E402

from kg.published.catalogue import FILE_NAME, fold  # noqa: E402


def searches(catalogue: Path, seed: int = 3, count: int = 30) -> dict[str, list[str]]:
    """Paths of searches by what was typed, drawn from the catalogue's people and events."""
    db = sqlite3.connect(f"file:{catalogue}?mode=ro", uri=True)
    try:
        people = [label for (label,) in db.execute(
            "SELECT label FROM entity WHERE kind = 'people' ORDER BY iri")]
        events = [label for (label,) in db.execute(
            "SELECT label FROM entity WHERE kind = 'events' ORDER BY iri LIMIT 20000")]
    finally:
        db.close()
    chooser = random.Random(seed)
    names = chooser.sample(people, min(count, len(people)))
    happened = chooser.sample(events, min(count, len(events)))

    def json(typed: list[str], **more) -> list[str]:
        return [f"/search.json?{urlencode({'q': q, **more})}" for q in typed]

    return {
        "JSON, a whole name": json(names),
        "JSON, its first three letters": json([n[:3] for n in names]),
        "JSON, its first letter": json([n[:1] for n in names]),
        "JSON, a first name and a surname's first two letters": json(
            [" ".join([n.split()[0], n.split()[-1][:2]]) for n in names]),
        "JSON, a surname": json([n.split()[-1] for n in names]),
        "JSON, an event's first twelve letters": json([e[:12] for e in happened]),
        "JSON, first three letters, people only": json([n[:3] for n in names],
                                                       kind="people"),
        "page, a name without accents": [f"/search?{urlencode({'q': fold(n)})}" for n in names],
        "page, its first three letters": [f"/search?{urlencode({'q': n[:3]})}" for n in names],
        "page, an event's whole name": [f"/search?{urlencode({'q': e})}" for e in happened],
    }


def main() -> None:
    parser = servers_versus_arguments(__doc__, rounds=3, rounds_help="passes over the searches",
                                      time_limit=300.0)
    parser.add_argument("--against-out", type=Path, help="the other's output folder "
                        "(default: --out)")
    args = parser.parse_args()
    cells = searches((args.out / "current").resolve() / FILE_NAME)
    checkouts = {"this checkout": (ROOT, args.out),
                 "the other": (args.against.resolve(), args.against_out or args.out)}
    timed, rounds = served_in_turn(checkouts, [(what, path) for what, paths in cells.items()
                                               for path in paths],
                                   args.rounds, args.time_limit, seed=5)
    latencies = {key: [seconds * 1000 for seconds in values] for key, values in timed.items()}

    def cell(values: list[float]) -> tuple[float, float]:
        return statistics.median(values), statistics.quantiles(values, n=100)[-1]

    lines = [f"\n## Search side by side, {args.label} — {dt.date.today().isoformat()}\n",
             f"Machine: {machine()}. Two `kg serve` (2 workers, cache off): this checkout "
             f"({commit_of(ROOT)}) and the other ({args.against}); every search asked of "
             f"both in turn, {rounds} rounds, one client.\n",
             "| search | requests | the other: p50 / p99 | this checkout: p50 / p99 | "
             "p50 ratio (other / this) |", "|---|---|---|---|---|"]
    for what in cells:
        (p50, p99), (o50, o99) = (cell(latencies[what, name]) for name in checkouts)
        lines.append(f"| {what} | {len(latencies[what, 'this checkout'])} | {o50:.1f} / "
                     f"{o99:.1f} ms | {p50:.1f} / {p99:.1f} ms | {o50 / p50:.1f}x |")
    append_results(args.results, lines)


if __name__ == "__main__":
    main()
