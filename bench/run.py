"""The SPARQL benchmark, run by hand: this endpoint, Virtuoso and in-process pyoxigraph, side
by side in one run, on one build.

    python bench/synth.py --articles 1000 --out bench/work/data-1k
    kg build --data bench/work/data-1k --out bench/work/out-1k
    python bench/run.py --out bench/work/out-1k --label "1,000 articles"

It starts `kg serve` (gunicorn, 2 workers) and a private Virtuoso loaded with the build's
N-Quads dump, both on 127.0.0.1, runs the query mix at each concurrency level with bounded
request counts and time, and appends the figures to bench/RESULTS.md.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
import datetime as dt
import json
import math
import os
import platform
import subprocess
import sys
import time
from pathlib import Path

import pyoxigraph as ox
import requests

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT / "scripts"))

from load import Stats, http_load, in_process_load  # noqa: E402
from queries import MIX, Sample, sample_entities, union_options  # noqa: E402
from virtuoso import Virtuoso, free_port  # noqa: E402

RESULT_FORMATS = {"application/sparql-results+json": ox.QueryResultsFormat.JSON}
RDF = {"application/n-triples": ox.RdfFormat.N_TRIPLES}


def machine() -> str:
    cpu = "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    memory = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 1024 ** 3
    virtuoso = subprocess.run(["virtuoso-t", "-?"], capture_output=True, text=True)
    version = next((l for l in (virtuoso.stdout + virtuoso.stderr).splitlines()
                    if "Version" in l), "Virtuoso ?").strip()
    return (f"{cpu}, {os.cpu_count()} cores, {memory:.0f} GiB; Python {platform.python_version()}"
            f", pyoxigraph {ox.__version__}; {version}")


def start_kg(out: Path, port: int, workers: int, cache_bytes: int,
             extra_env: dict[str, str] | None = None,
             checkout: Path = ROOT) -> subprocess.Popen:
    """`kg serve` of ``checkout`` (``python -m`` runs the kg package of its folder)."""
    env = {**os.environ, "KG_OUT_DIR": str(out.resolve()), "KG_PORT": str(port),
           "KG_WORKERS": str(workers), "KG_QUERY_TIMEOUT": "120", "KG_MAX_ROWS": "100000",
           "KG_ANSWER_CACHE_BYTES": str(cache_bytes), **(extra_env or {})}
    process = subprocess.Popen([sys.executable, "-m", "kg.cli", "serve"], env=env, cwd=checkout,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}/sparql"
    for _ in range(300):
        try:
            if requests.get(url, params={"query": "ASK {}"}, timeout=2).ok:
                return process
        except (requests.ConnectionError, requests.Timeout):  # not up yet, or still booting
            time.sleep(0.2)
    process.kill()
    raise RuntimeError("kg serve did not start")


def in_process_runner(store: ox.Store, options: dict):
    def run(query: str, accept: str) -> bytes:
        result = store.query(query, **options)
        fmt = RESULT_FORMATS.get(accept) if not isinstance(result, ox.QueryTriples) else RDF[accept]
        return result.serialize(format=fmt)
    return run


def geometric_mean(values: list[float]) -> float:
    values = [v for v in values if v > 0 and math.isfinite(v)]
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else float("nan")


def bench_arguments(doc: str, query_mix: bool = True,
                    time_limit: float = 10.0) -> argparse.Namespace:
    """The options every benchmark script takes (and, with ``query_mix``, the load's)."""
    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    parser.add_argument("--out", type=Path, required=True, help="a kg build output folder")
    parser.add_argument("--label", required=True)
    parser.add_argument("--requests", type=int, default=300, help="per query and level")
    parser.add_argument("--time-limit", type=float, default=time_limit, help="seconds per cell")
    parser.add_argument("--results", type=Path, default=HERE / "RESULTS.md")
    if query_mix:
        parser.add_argument("--concurrency", default="1,8")
        parser.add_argument("--workers", type=int, default=2)
        parser.add_argument("--seed", type=int, default=5)
    return parser.parse_args()


@dataclass(frozen=True)
class BenchBuild:
    path: Path
    manifest: dict
    quads: int
    store: ox.Store
    sample: Sample


def open_bench_build(out: Path) -> BenchBuild:
    """The current build of an output folder, its store opened read-only in this process,
    and the entities the queries are drawn from."""
    current = (out / "current").resolve()
    manifest = json.loads((current / "manifest.json").read_text())
    quads = next(f["statements"] for f in manifest["files"] if f["role"] == "dataset-nquads")
    store = ox.Store.read_only(str(current / "store"))
    sample = sample_entities(lambda q: [list(row) for row in store.query(
        q, **union_options(manifest))])
    return BenchBuild(current, manifest, quads, store, sample)


def latency_table(rows: list[tuple]) -> list[str]:
    """Markdown rows of (what, concurrency, requests/s, p50, p99, errors)."""
    return ["| what | conc. | requests/s | p50 | p99 | errors |", "|---|---|---|---|---|---|"] + [
        f"| {what} | {c} | {rps:.0f} | {p50:.1f} ms | {p99:.1f} ms | {errors} |"
        for what, c, rps, p50, p99, errors in rows]


def append_results(path: Path, lines: list[str]) -> None:
    with open(path, "a", encoding="utf-8") as out:
        out.write("\n".join(lines) + "\n")
    print(f"appended to {path}")


def main() -> None:
    args = bench_arguments(__doc__)
    levels = [int(c) for c in args.concurrency.split(",")]
    opened = open_bench_build(args.out)
    current, manifest, quads, store, sample = (opened.path, opened.manifest, opened.quads,
                                               opened.store, opened.sample)
    plain_port, cached_port = free_port(), free_port()
    servers = [start_kg(args.out, plain_port, args.workers, 0),
               start_kg(args.out, cached_port, args.workers, 64 * 1024 * 1024)]
    kg_url = f"http://127.0.0.1:{plain_port}/sparql"
    cached_url = f"http://127.0.0.1:{cached_port}/sparql"
    work = HERE / "work" / f"virtuoso-{args.out.name}"
    virtuoso = Virtuoso(work, (current / "dumps",), memory_gb=4)
    if work.exists():
        import shutil
        shutil.rmtree(work)
    virtuoso.start()
    load_seconds = virtuoso.load_nquads(current / "dumps" / "diplokg.nq")
    rows = []
    try:
        for query in MIX:
            ceiling = in_process_load(in_process_runner(store, union_options(manifest)), query,
                                      sample, args.requests,
                                      args.time_limit, args.seed)
            for level in levels:
                cell = {"query": query.name, "concurrency": level, "in_process": ceiling}
                for name, url, revalidate in (("kg", kg_url, False),
                                              ("virtuoso", virtuoso.sparql_url, False),
                                              ("kg_answers", cached_url, False),
                                              ("kg_cached", cached_url, True)):
                    cell[name] = http_load(url, query, sample, level, args.requests,
                                           args.time_limit, args.seed, revalidate)
                rows.append(cell)
                print(f"{query.name:18} c={level:<3} kg {cell['kg'].rps:8.1f}/s  "
                      f"virtuoso {cell['virtuoso'].rps:8.1f}/s  answers "
                      f"{cell['kg_answers'].rps:8.1f}/s  etag {cell['kg_cached'].rps:8.1f}/s"
                      f"  in-process {1000 / ceiling.p50 if ceiling.p50 else 0:8.1f}/s", flush=True)
    finally:
        for server in servers:
            server.terminate()
            server.wait(timeout=30)
        virtuoso.stop()
    write_results(args, rows, quads, load_seconds, levels)


def _cell(stats: Stats) -> str:
    errors = f", {stats.errors} err" if stats.errors else ""
    return f"{stats.rps:.0f}/s · {stats.p50:.1f} / {stats.p99:.1f} ms{errors}"


def write_results(args, rows, quads: int, load_seconds: float, levels: list[int]) -> None:
    lines = [f"\n## {args.label}: {quads:,} quads — {dt.date.today().isoformat()}\n",
             f"Machine: {machine()}.",
             f"Virtuoso bulk load of the N-Quads dump: {load_seconds:.1f} s. `kg serve`: "
             f"gunicorn, {args.workers} workers (gthread, 1 thread, keep-alive). Each cell: up to {args.requests} requests "
             f"or {args.time_limit:g} s, requests per second · p50 / p99 latency. The load "
             "driver (Python threads) runs on the same two cores as the servers.\n",
             "Columns: `kg serve` with no caching; Virtuoso; `kg serve` with its answer cache "
             "(per build, in memory); the same with the client revalidating by ETag (304s); "
             "the in-process pyoxigraph ceiling (p50 of query + serialisation); the ratios of "
             "requests per second (kg without caching / Virtuoso) and of p50 latency "
             "(kg without caching / in-process).\n",
             "| query | conc. | kg serve | Virtuoso | kg + answer cache | kg + ETag | in-process p50 | kg / Virtuoso | kg p50 / in-process |",
             "|---|---|---|---|---|---|---|---|---|"]
    for row in rows:
        ratio = row["kg"].rps / row["virtuoso"].rps if row["virtuoso"].rps else float("nan")
        ceiling = row["kg"].p50 / row["in_process"].p50 if row["in_process"].p50 else float("nan")
        lines.append(f"| {row['query']} | {row['concurrency']} | {_cell(row['kg'])} | "
                     f"{_cell(row['virtuoso'])} | {_cell(row['kg_answers'])} | "
                     f"{_cell(row['kg_cached'])} | "
                     f"{row['in_process'].p50:.2f} ms | {ratio:.2f}x | {ceiling:.1f}x |")
    for level in levels:
        ratios = [r["kg"].rps / r["virtuoso"].rps for r in rows
                  if r["concurrency"] == level and r["virtuoso"].rps]
        answers = [r["kg_answers"].rps / r["virtuoso"].rps for r in rows
                   if r["concurrency"] == level and r["virtuoso"].rps]
        cached = [r["kg_cached"].rps / r["virtuoso"].rps for r in rows
                  if r["concurrency"] == level and r["virtuoso"].rps]
        ceiling = [r["kg"].p50 / r["in_process"].p50 for r in rows
                   if r["concurrency"] == level and r["in_process"].p50]
        lines.append(f"\nConcurrency {level}, geometric means: kg / Virtuoso requests per "
                     f"second = {geometric_mean(ratios):.2f}x without caching, "
                     f"{geometric_mean(answers):.2f}x with the answer cache, "
                     f"{geometric_mean(cached):.2f}x with ETag revalidation; kg p50 / "
                     f"in-process p50 = {geometric_mean(ceiling):.1f}x.")
    append_results(args.results, lines)


if __name__ == "__main__":
    main()
