"""What filling the build's store costs, alone, run by hand: a built corpus's article graphs
loaded into a new Oxigraph store the way `kg build` loads them, in other ways beside.

    python bench/loads.py --build BUILD_FOLDER [--articles 2000] [--rounds 2]
                          [--ways bulk:250,bulk:1000,one:250,transaction:250]

The graphs are the N-Quads fragments of a published build (fragments/*.nq.gz), read into
memory first. Each way runs in a child process of its own, in turn, the order alternating
from round to round; what is measured is its CPU (RocksDB's threads included: the bulk
loader's and the compactions'), wall time and the child's peak RSS (which includes the
graphs held in memory). The store is then kept open while RocksDB's background compactions
run (a build's store stays open for its checks): their CPU is given apart. The ways:

- ``bulk:K``: what the build does, by its own call (kg.store.oxigraph.OxigraphStore.
  load_graphs, K articles at a time): one bulk load of their named graphs in N-Quads, one
  of the same triples into the default graph (the stored union);
- ``named:K``: the named graphs' load alone, the union not stored (as a store that serves
  the default graph as a view of the named graphs, Oxigraph's use_default_graph_as_union,
  would be filled);
- ``one:K``: the same triples in one bulk load of N-Quads per K articles;
- ``transaction:K``: ``Store.load`` (a transaction) instead of the bulk loader.

This machine is shared and noisy: read the medians side by side, within one run.
"""

from __future__ import annotations

import datetime as dt
import gzip
import json
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Iterator

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT))

from kg.store.oxigraph import OxigraphStore, nquads_of  # noqa: E402
from run import (append_results, built_folder_arguments, machine, median_of,  # noqa: E402
                 median_range, peak_rss_mib, run_child)


def read_graphs(build: Path, articles: int) -> list[tuple[str, bytes]]:
    """(graph name, N-Triples) of the first ``articles`` fragments by name."""
    return list(fragment_graphs(build, articles))


def fragment_graphs(build: Path, articles: int) -> Iterator[tuple[str, bytes]]:
    """The same, read one at a time."""
    paths = sorted((build / "fragments").glob("*.nq.gz"))[:articles]
    if len(paths) < articles:
        raise SystemExit(f"{build} has {len(paths)} articles' fragments, not {articles}")
    for path in paths:
        nquads = gzip.decompress(path.read_bytes())
        first = nquads[:nquads.index(b"\n")]
        name = first[first.rindex(b" <", 0, len(first) - 2) + 2:first.rindex(b">")].decode()
        yield name, nquads.replace(f" <{name}> .\n".encode(), b" .\n")


def load(graphs: list[tuple[str, bytes]], way: str, folder: Path) -> object:
    """The graphs loaded into a new store at ``folder`` one way; the open pyoxigraph store."""
    import pyoxigraph as ox

    kind, size = way.split(":")
    step = int(size)
    built = OxigraphStore.create(folder)
    store = built.native  # (the other ways use Oxigraph's own calls on the same store)
    for start in range(0, len(graphs), step):
        batch = graphs[start:start + step]
        if kind == "bulk":  # the build's own call
            built.load_graphs(batch, written=True)
        elif kind == "named":
            store.bulk_load(b"".join(nquads_of(n, t) for n, t in batch),
                            ox.RdfFormat.N_QUADS, lenient=True)
        elif kind == "one":
            store.bulk_load(b"".join(nquads_of(n, t) + t for n, t in batch),
                            ox.RdfFormat.N_QUADS, lenient=True)
        elif kind == "transaction":
            store.load(b"".join(nquads_of(n, t) + t for n, t in batch), ox.RdfFormat.N_QUADS)
        else:
            raise SystemExit(f"unknown way {way!r}")
    store.flush()
    return store


def settle(limit: float = 600.0) -> float:
    """Wait while the store's background compactions run (a build's store stays open for
    its checks, so they are part of its cost): until 10 s pass with under 0.2 s of CPU, or
    ``limit``; the seconds waited."""
    started = time.monotonic()
    window = [_cpu()]
    while time.monotonic() - started < limit:
        time.sleep(2)
        window.append(_cpu())
        if len(window) > 5 and window[-1] - window[-6] < 0.2:
            break
    return time.monotonic() - started


def _cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def child(build: Path, articles: int, way: str) -> None:
    """One way, measured in this process; its figures as JSON on stdout."""
    graphs = read_graphs(build, articles)
    with tempfile.TemporaryDirectory(prefix="loads-", dir=HERE / "work") as work:
        before, started = _cpu(), time.monotonic()
        store = load(graphs, way, Path(work) / "store")
        wall, loaded = time.monotonic() - started, _cpu()
        waited = settle()
        settled = _cpu()
        del store  # (closes the database)
        disk = sum(p.stat().st_size for p in Path(work).rglob("*") if p.is_file())
    print(json.dumps({"wall": wall, "cpu": loaded - before, "after": settled - loaded,
                      "waited": waited,
                      "rss": peak_rss_mib(),
                      "disk": disk / 1e6, "quads": sum(t.count(b"\n") for _n, t in graphs)}))


def main() -> None:
    parser = built_folder_arguments(__doc__)
    parser.add_argument("--articles", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--ways", default="bulk:250,bulk:1000,one:250,transaction:250")
    args = parser.parse_args()
    if args.child:
        child(args.build, args.articles, args.child)
        return
    (HERE / "work").mkdir(exist_ok=True)
    ways = args.ways.split(",")
    runs: dict[str, list[dict]] = {way: [] for way in ways}
    for round_number in range(args.rounds):
        order = ways if round_number % 2 == 0 else ways[::-1]
        for way in order:
            runs[way].append(run_child(Path(__file__), ROOT, "--build", str(args.build),
                                       "--articles", str(args.articles), "--child", way))
            print(f"round {round_number + 1}, {way}: {runs[way][-1]}", flush=True)
    quads = runs[ways[0]][0]["quads"]
    lines = [
        "", f"## The store's loads alone, {args.articles:,} articles — {dt.date.today()}", "",
        f"Machine: {machine()}. `python bench/loads.py --articles {args.articles} "
        f"--rounds {args.rounds}`: the article graphs of a built corpus ({quads:,} triples, "
        f"each loaded twice, in its named graph and in the stored union, but by `named`) "
        f"loaded into a new "
        f"store by each way in turn, a child process each, then the store left open until "
        f"its compactions stop. CPU includes RocksDB's threads. "
        f"Medians of {args.rounds} runs (the range).", "",
        "| way | CPU of the loads | then, compactions | CPU per article, in all | wall of the "
        "loads | peak RSS (graphs held included) | on disk |",
        "|---|---|---|---|---|---|---|",
    ]
    for way in ways:
        cpu = [r["cpu"] for r in runs[way]]
        after = [r["after"] for r in runs[way]]
        total = [r["cpu"] + r["after"] for r in runs[way]]
        lines.append(
            f"| {way} | {median_range(cpu)} | {median_range(after)} | "
            f"{1000 * statistics.median(total) / args.articles:.1f} ms | "
            f"{median_of(runs[way], 'wall'):.1f} s | "
            f"{median_of(runs[way], 'rss'):.0f} MiB | "
            f"{median_of(runs[way], 'disk'):.0f} MB |")
    append_results(args.results, lines)


if __name__ == "__main__":
    main()
