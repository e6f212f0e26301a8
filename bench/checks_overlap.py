"""What the build's checks cost alone and side by side, run by hand: the union check, the
counts of the entity pages' long lists and the catalogue, run on a published build's store
one at a time and in threads at once.

    python bench/checks_overlap.py --build BUILD_FOLDER [--rounds 2]
                                   [--sets union,counts,catalogue,union+catalogue,...]

A set may end in ``@N``: its store is opened with RocksDB's table cache bounded to N table
files (by the open-file limit, bench/run.py's with_table_cache), where the build opens it
with room for every file; each open table file holds its index block in memory (RESULTS,
2026-12-06, stop 39), and a file that is not open is opened again when it is read.

After its loads, `kg build` runs these three read-only passes over its store in threads of
one process (kg.build._write_build_into). A pass that spends its time in Oxigraph releases
the GIL while Oxigraph works; one that spends it in Python does not, and two of those in
threads take turns. Each set runs in a child process of its own, in turn (the order
alternating from round to round), on the build's store opened read-only; its wall time,
its CPU (all threads) and each pass's own wall time are recorded. The passes write their
files into a scratch folder.
"""

from __future__ import annotations

import datetime as dt
import json
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT))

from run import (append_results, built_folder_arguments, machine, median_range,  # noqa: E402
                 median_of, peak_rss_mib, run_child, with_table_cache)

DEFAULT_SETS = ("union,counts,catalogue,union+catalogue,union+counts,counts+catalogue,"
                "union+counts+catalogue")


def child(build: Path, passes: list[str], open_files: int | None) -> None:
    """One set of passes, at once, in this process; its figures as JSON on stdout."""
    from kg.build import _count_lists, read_inputs  # (the build's own passes)
    from kg.catalogue import write_catalogue
    from kg.config import Settings
    from kg.layout import STORE_DIR, read_light_manifest
    from kg.records import RecordBook
    from kg.store.oxigraph import OxigraphStore
    from kg.uris import Minter
    from kg.validation import union_conflicts

    settings = Settings(base_uri=read_light_manifest(build)["base_uri"])
    shapes = read_inputs(settings).shapes
    book = RecordBook.open(build)  # (read as the union check asks: open until the end)
    by_graph = book.articles_by_graph(Minter(settings.base_uri))
    store = with_table_cache(open_files, lambda: OxigraphStore.open_read_only(
        build / STORE_DIR, union_stored=True))
    seconds: dict[str, float] = {}
    with tempfile.TemporaryDirectory(prefix="checks-", dir=HERE / "work") as scratch:
        runs = {
            "union": lambda: union_conflicts(store, shapes, by_graph),
            "counts": lambda: _count_lists(store, Path(scratch), None, None),
            "catalogue": lambda: write_catalogue(store, Path(scratch)),
        }

        def timed(name: str) -> None:
            started = time.monotonic()
            runs[name]()
            seconds[name] = time.monotonic() - started

        threads = [threading.Thread(target=timed, args=(name,)) for name in passes]
        started, cpu = time.monotonic(), time.process_time()
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        wall, cpu = time.monotonic() - started, time.process_time() - cpu
    table_files = sum(1 for fd in Path("/proc/self/fd").iterdir()
                      if fd.resolve().suffix == ".sst")
    store.close()
    articles = len(book)
    book.close()
    if set(seconds) != set(passes):
        raise SystemExit(f"a pass failed: only {sorted(seconds)} ended")
    print(json.dumps({"wall": wall, "cpu": cpu, "seconds": seconds, "articles": articles,
                      "peak": peak_rss_mib(),
                      "table_files": table_files}))


def main() -> None:
    parser = built_folder_arguments(__doc__)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--sets", default=DEFAULT_SETS)
    args = parser.parse_args()
    if args.child:
        passes, _, bound = args.child.partition("@")
        child(args.build, passes.split("+"), int(bound) if bound else None)
        return
    (HERE / "work").mkdir(exist_ok=True)
    sets = args.sets.split(",")
    unknown = {p for s in sets for p in s.partition("@")[0].split("+")} \
        - {"union", "counts", "catalogue"}
    if unknown:
        parser.error(f"--sets: unknown passes {sorted(unknown)}")
    found: dict[str, list[dict]] = {s: [] for s in sets}
    for round_number in range(args.rounds):
        for passes in (sets if round_number % 2 == 0 else sets[::-1]):
            found[passes].append(run_child(Path(__file__), ROOT, "--build", str(args.build),
                                           "--child", passes))
            print(f"round {round_number + 1}, {passes}: {found[passes][-1]}", flush=True)
    articles = found[sets[0]][0]["articles"]
    alone = {p: median_of(found[p], "wall")
             for p in ("union", "counts", "catalogue") if p in found}
    lines = [
        "", f"## The checks alone and side by side, {articles:,} articles — {dt.date.today()}",
        "", f"Machine: {machine()}. `python bench/checks_overlap.py --rounds {args.rounds}`: "
        f"the union check, the counts and the catalogue of a published build, each set in "
        f"threads of one child process (as `kg build` runs them), on its store opened "
        f"read-only. Medians of {args.rounds} runs (the range).", "",
        "| passes at once | wall | CPU (all threads) | each pass's own wall | the passes "
        "alone, added up | peak RSS | table files open at the end |",
        "|---|---|---|---|---|---|---|",
    ]
    for passes in sets:
        runs = found[passes]
        names, _, bound = passes.partition("@")
        own = ", ".join(f"{p} {statistics.median(r['seconds'][p] for r in runs):.1f} s"
                        for p in names.split("+"))
        summed = (f"{sum(alone[p] for p in names.split('+')):.1f} s"
                  if not bound and all(p in alone for p in names.split("+")) else "-")
        cache = f", table cache {bound} files" if bound else ""
        lines.append(f"| {names.replace('+', ' + ')}{cache} | "
                     f"{median_range([r['wall'] for r in runs])} | "
                     f"{median_of(runs, 'cpu'):.1f} s | {own} | {summed} | "
                     f"{median_of(runs, 'peak'):.0f} MiB | {median_of(runs, 'table_files'):.0f} |")
    append_results(args.results, lines)


if __name__ == "__main__":
    main()
