"""What the build's memory does as its store fills, run by hand: a built corpus's article
graphs loaded the build's way, read one at a time, with the process's anonymous memory
(RssAnon: what RocksDB and the loader allocate, not the page cache) recorded as it goes.

    python bench/store_memory.py --build BUILD_FOLDER [--articles 15000] [--every 2500]
                                 [--variants plain,open-files:112,trim,arenas:2]

The build process's memory grows with the corpus, about 1.8 KB an article (bench/RESULTS.md,
2026-12-06). Each variant tests one explanation, in a child process of its own, in turn:

- ``plain``: the build's way (OxigraphStore.load_graphs, 250 articles a batch);
- ``open-files:N``: the store opened while the process may open N + 48 files. Oxigraph sizes
  RocksDB's table cache (each open table file's index held in memory) from that limit;
- ``trim``: glibc's ``malloc_trim`` before each record (memory freed but kept by malloc);
- ``arenas:N``: glibc limited to N malloc arenas (the loader's threads each take one).

Growth per article is taken between the second record and the last, leaving out the first
batches, where the loader's and RocksDB's working memory is still being taken.
"""

from __future__ import annotations

import ctypes
import datetime as dt
import json
import os
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT))

from kg.loads import BATCH  # noqa: E402  (articles a bulk load, as the build gives them)
from kg.store.oxigraph import OxigraphStore  # noqa: E402
from loads import fragment_graphs  # noqa: E402
from run import (append_results, built_folder_arguments, machine, run_child,  # noqa: E402
                 with_table_cache)

M_ARENA_MAX = -8  # mallopt's parameter (malloc.h)


def anon_mib() -> float:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("RssAnon:"):
                return int(line.split()[1]) / 1024
    raise RuntimeError("no RssAnon in /proc/self/status")


def child(build: Path, articles: int, every: int, variant: str) -> None:
    """One variant, measured in this process; its records as JSON on stdout."""
    name, _, value = variant.partition(":")
    libc = ctypes.CDLL("libc.so.6")
    if name == "arenas":
        libc.mallopt(M_ARENA_MAX, int(value))
    records = []
    with tempfile.TemporaryDirectory(prefix="store-memory-", dir=HERE / "work") as work:
        folder = Path(work) / "store"
        store = with_table_cache(int(value) if name == "open-files" else None,
                                 lambda: OxigraphStore.create(folder))
        started, cpu = time.monotonic(), time.process_time()
        batch = []
        for number, graph in enumerate(fragment_graphs(build, articles), 1):
            batch.append(graph)
            if len(batch) == BATCH:
                store.load_graphs(batch, written=True)
                batch = []
            if number % every == 0:
                if name == "trim":
                    libc.malloc_trim(0)
                records.append({"articles": number, "anon": anon_mib(),
                                "ssts": len(list(folder.glob("*.sst"))),
                                "open": len(os.listdir("/proc/self/fd"))})
        if batch:
            store.load_graphs(batch, written=True)
        wall, cpu = time.monotonic() - started, time.process_time() - cpu
        store.close()
    print(json.dumps({"records": records, "wall": wall, "cpu": cpu}))


def main() -> None:
    parser = built_folder_arguments(__doc__)
    parser.add_argument("--articles", type=int, default=15000)
    parser.add_argument("--every", type=int, default=2500)
    parser.add_argument("--variants", default="plain,open-files:112,trim,arenas:2")
    args = parser.parse_args()
    if args.every > args.articles // 3:
        parser.error("--every: at least three records are needed (every <= articles / 3)")
    if args.child:
        child(args.build, args.articles, args.every, args.child)
        return
    (HERE / "work").mkdir(exist_ok=True)
    lines = [
        "", f"## The build process's memory as the store fills, {args.articles:,} articles "
        f"— {dt.date.today()}", "",
        f"Machine: {machine()}. `python bench/store_memory.py --articles {args.articles} "
        f"--every {args.every} --variants {args.variants}`: a built corpus's article graphs "
        f"loaded the build's way into a new store, read one at a time; RssAnon every "
        f"{args.every:,} articles. One child process per variant, in turn.", "",
        "| variant | RssAnon at each record (MiB) | growth per article | CPU per article | "
        "table files (SST) | open files |",
        "|---|---|---|---|---|---|",
    ]
    for variant in args.variants.split(","):
        run = run_child(Path(__file__), ROOT, "--build", str(args.build), "--articles",
                        str(args.articles), "--every", str(args.every), "--child", variant)
        second, last = run["records"][1], run["records"][-1]
        print(f"{variant}: {run}", flush=True)
        growth = (last["anon"] - second["anon"]) * 1024 / (last["articles"] - second["articles"])
        memory = ", ".join(f"{record['anon']:.0f}" for record in run["records"])
        lines.append(f"| {variant} | {memory} | {growth:.2f} KB | "
                     f"{1000 * run['cpu'] / args.articles:.1f} ms | {last['ssts']} | "
                     f"{last['open']} |")
    append_results(args.results, lines)


if __name__ == "__main__":
    main()
