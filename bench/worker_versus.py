"""A build worker's CPU per article in two checkouts, side by side, run by hand.

    python bench/worker_versus.py --data DIR --against ../other-checkout [--articles 800]
                                  [--rounds 3]

What one map+validate worker of `kg build` does with an article (kg.pipeline._process:
parse its mapping, map it, validate it, write its N-Triples, Turtle and dump parts), in one
process per checkout, on the first ``--articles`` articles of ``--data`` after 50 for warming
up. The two checkouts' processes run at the same time in each round, so that whatever else
the shared machine does weighs on both alike; the figure is CPU time per article (user +
system), medians over the rounds. The artifacts go to a scratch folder.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import statistics
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

from build_versus import versus_arguments  # noqa: E402
from pages_versus import commit_of  # noqa: E402
from run import append_results, machine, run_child  # noqa: E402

WARM = 50

def child(data: Path, articles: int) -> None:
    """One checkout's worker (this process's kg is that checkout's: run_child puts it first
    on the path); its CPU per article, in ms, as JSON on stdout."""
    from kg import pipeline
    from kg.build import read_inputs, worker_inputs
    from kg.config import Settings
    from kg.source import find_mapping_files

    with tempfile.TemporaryDirectory(prefix="worker-versus-") as out:
        (Path(out) / "dumps" / "articles").mkdir(parents=True)
        (Path(out) / "fragments").mkdir()
        settings = Settings.load({"KG_DATA_DIR": str(data), "KG_OUT_DIR": out})
        pipeline._start_worker(worker_inputs(settings, read_inputs(settings), Path(out)))
        mappings = [str(p.relative_to(data)) for p in find_mapping_files(data)]
        mappings = mappings[:WARM + articles]
        if len(mappings) < WARM + articles:
            raise SystemExit(f"{data} has fewer than {WARM + articles} articles")
        for mapping in mappings[:WARM]:
            pipeline._process(mapping)
        started = time.process_time()
        for mapping in mappings[WARM:]:
            outcome = pipeline._process(mapping)
            if not getattr(outcome, "conforms", False):
                raise SystemExit(f"{mapping} was not mapped and validated: {outcome}")
        print(json.dumps({"ms": 1000 * (time.process_time() - started) / articles}))


def main() -> None:
    parser = versus_arguments(__doc__, rounds=3)
    parser.add_argument("--articles", type=int, default=800)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.data.resolve(), args.articles)
        return
    checkouts = [args.this.resolve(), args.against.resolve()]
    figures: dict[Path, list[float]] = {c: [] for c in checkouts}
    for round_number in range(1, args.rounds + 1):
        with ThreadPoolExecutor(max_workers=2) as both:  # (the two at the same time)
            found = list(both.map(lambda c: run_child(
                Path(__file__), c, "--data", str(args.data.resolve()), "--against", str(c),
                "--articles", str(args.articles), "--child"), checkouts))
        for checkout, figures_of_one in zip(checkouts, found):
            figures[checkout].append(figures_of_one["ms"])
        print(f"round {round_number}: " + ", ".join(
            f"{commit_of(c)[:7]} {figures[c][-1]:.2f} ms" for c in checkouts), flush=True)
    this, other = (statistics.median(figures[c]) for c in checkouts)
    lines = [
        "", f"## A build worker's CPU per article, side by side — {dt.date.today()}"
        + (f" ({args.label})" if args.label else ""), "",
        f"Machine: {machine()}. `python bench/worker_versus.py --articles {args.articles} "
        f"--rounds {args.rounds}`: kg.pipeline._process on the same {args.articles} "
        f"articles of `{args.data.name}` after {WARM} to warm up, one process per checkout, "
        f"the two at the same time in each round. CPU time per article, median (range).", "",
        "| checkout | CPU per article |", "|---|---|",
    ]
    for checkout in checkouts:
        values = figures[checkout]
        lines.append(f"| {commit_of(checkout)[:60]} | {statistics.median(values):.2f} ms "
                     f"({min(values):.2f}-{max(values):.2f}) |")
    lines += ["", f"{commit_of(checkouts[1])[:7]} / {commit_of(checkouts[0])[:7]}: "
                  f"{other / this:.2f}x."]
    append_results(args.results, lines)


if __name__ == "__main__":
    main()
