"""The SPARQL benchmark, run by hand: this endpoint with its answer cache off and on, and
Virtuoso, side by side in one run, on one build.

    python bench/synth.py --articles 1000 --out bench/work/data-1k
    kg build --data bench/work/data-1k --out bench/work/out-1k
    python bench/run.py --out bench/work/out-1k --label "1,000 articles"

It starts two `kg serve` (gunicorn, 2 workers; answer cache off, and on) and a private
Virtuoso loaded with the build's N-Quads dump, all on 127.0.0.1, and drives each query of the
mix (bench/queries.py) at each concurrency level with `wrk` (Debian's package; a driver in C
takes less of the cores the servers share than one in Python) for a bounded time, in rounds
that turn the servers' order. Before each cell the server gets a moment of the same load on
other entities, not counted (--warm-up, 1 s): while the others are measured it sits still,
and on this machine a process that sat still for seconds is slow to touch its memory again
(bench/after_idle.py). It reports requests per second, p50 and p99 latency and the
servers' CPU time per request (each server's process tree, from /proc), the ratios to
Virtuoso and which of the endpoint's goals are met, and appends them to the file given with --record.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
import datetime as dt
import json
import math
import os
import platform
import resource
import shutil
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable, TypeVar

import pyoxigraph as ox
import requests

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT / "scripts"))

from load import (Stats, Summary, in_process_load, query_paths, wrk_available,  # noqa: E402
                  wrk_load)
from queries import MIX, Sample, sample_entities, union_options  # noqa: E402
from virtuoso import Virtuoso, free_port  # noqa: E402

RESULT_FORMATS = {"application/sparql-results+json": ox.QueryResultsFormat.JSON}
RDF = {"application/n-triples": ox.RdfFormat.N_TRIPLES}


T = TypeVar("T")


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
    try:
        virtuoso = subprocess.run(["virtuoso-t", "-?"], capture_output=True, text=True)
        said = virtuoso.stdout + virtuoso.stderr
    except OSError:  # (no Virtuoso installed: a build's benchmark does not need it)
        said = ""
    version = next((l for l in said.splitlines() if "Version" in l), "no Virtuoso").strip()
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
        except requests.RequestException:  # not listening yet, or busy starting
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
    parser.add_argument("--record", dest="results", type=Path, default=None,
                        help="append the figures to this file (by default they are only printed)")
    if query_mix:
        parser.add_argument("--concurrency", default="1,8")
        parser.add_argument("--workers", type=int, default=2)
        parser.add_argument("--seed", type=int, default=5)
    return parser.parse_args()


def built_folder_arguments(doc: str) -> argparse.ArgumentParser:
    """The options of a benchmark that measures a built folder in child processes of its own
    (--build, --results, and --child, which its children are run with); add the rest."""
    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    parser.add_argument("--build", type=Path, required=True, help="a built folder")
    parser.add_argument("--record", dest="results", type=Path, default=None,
                        help="append the figures to this file (by default they are only printed)")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    return parser


OXIGRAPH_FD_RESERVE = 48  # files Oxigraph leaves to the rest of the process


def with_table_cache(open_files: int | None, opener: Callable[[], T]) -> T:
    """``opener()`` (which opens an Oxigraph store) run while the process may open only
    ``open_files`` + 48 files: Oxigraph sizes RocksDB's table cache from that limit, once, when
    the store is opened (each open table file keeps its index block in memory). The limit is
    put back after; None opens the store as the build does."""
    if open_files is None:
        return opener()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (open_files + OXIGRAPH_FD_RESERVE, hard))
    try:
        return opener()
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


def peak_rss_mib() -> float:
    """This process's peak resident memory so far, in MiB."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def median_of(runs: list[dict], key: str) -> float:
    """The median of one figure over a benchmark's runs (dicts of figures)."""
    return statistics.median(run[key] for run in runs)


def median_range(values: list[float], unit: str = " s") -> str:
    """A median and the range, for a results table: "12.3 s (11.0-14.1)"."""
    return f"{statistics.median(values):.1f}{unit} ({min(values):.1f}-{max(values):.1f})"


@dataclass(frozen=True)
class BenchBuild:
    path: Path
    manifest: dict
    quads: int
    nquads: Path  # the build's N-Quads dump, as Virtuoso loads it
    store: ox.Store
    sample: Sample


def open_bench_build(out: Path) -> BenchBuild:
    """The current build of an output folder, its store opened read-only in this process,
    and the entities the queries are drawn from."""
    current = (out / "current").resolve()
    manifest = json.loads((current / "manifest.json").read_text())
    dump = next(f for f in manifest["files"] if f["role"] == "dataset-nquads")
    store = ox.Store.read_only(str(current / "store"))
    sample = sample_entities(lambda q: [list(row) for row in store.query(
        q, **union_options(manifest))])
    return BenchBuild(current, manifest, dump["statements"],
                      current / "dumps" / dump["compressed"], store, sample)


def bench_virtuoso(opened: BenchBuild, name: str) -> Virtuoso:
    """A private Virtuoso in an emptied folder bench/work/<name>, allowed to read the build's
    dumps (start it, then load opened.nquads)."""
    work = HERE / "work" / name
    shutil.rmtree(work, ignore_errors=True)
    return Virtuoso(work, (opened.nquads.parent,), memory_gb=4)


def markdown_table(heads: list[str], rows: list[list[str]]) -> list[str]:
    """A Markdown table's lines: its heads, the line under them and a line a row of cells,
    for example ``["| build | wall |", "|---|---|", "| full build | 8.1 s |"]``."""
    return ["| " + " | ".join(heads) + " |", "|" + "---|" * len(heads)] + [
        "| " + " | ".join(cells) + " |" for cells in rows]


def latency_table(rows: list[tuple]) -> list[str]:
    """Markdown rows of (what, concurrency, requests/s, p50, p99, errors)."""
    return ["| what | conc. | requests/s | p50 | p99 | errors |", "|---|---|---|---|---|---|"] + [
        f"| {what} | {c} | {rps:.0f} | {p50:.1f} ms | {p99:.1f} ms | {errors} |"
        for what, c, rps, p50, p99, errors in rows]


def run_child(script: Path, checkout: Path, *args: str) -> dict:
    """Run a benchmark script's child mode with another checkout's kg first on the path;
    its last line of output is a JSON object."""
    env = {**os.environ, "PYTHONPATH": str(checkout)}
    done = subprocess.run([sys.executable, str(script), *args], env=env, cwd=checkout,
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"{checkout}: {script.name} failed:\n{done.stderr[-3000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def append_results(path: Path | None, lines: list[str]) -> None:
    """Print the figures, and append them to ``path`` (a benchmark's --record) when one is
    given: a run records its figures only when asked."""
    print("\n".join(lines))
    if path is None:
        return
    with open(path, "a", encoding="utf-8") as out:
        out.write("\n".join(lines) + "\n")
    print(f"appended to {path}")


def report(args: argparse.Namespace, lines: list[str]) -> None:
    """Print the results with --dry-run or without --record, else append them to it."""
    if args.dry_run or args.results is None:
        print("\n".join(lines))
    else:
        append_results(args.results, lines)


def query_mix_arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, required=True, help="a kg build output folder")
    parser.add_argument("--label", required=True)
    parser.add_argument("--seconds", type=float, default=4.0, help="seconds of load per cell")
    parser.add_argument("--warm-up", type=float, default=1.0,
                        help="seconds of the same load, on other entities, before each cell, "
                             "not counted (0: none)")
    parser.add_argument("--rounds", type=int, default=2,
                        help="times every cell is measured (the medians are reported)")
    parser.add_argument("--concurrency", default="1,4")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--queries", default="", help="comma-separated query names (all)")
    parser.add_argument("--note", default="", help="a sentence on the run's conditions")
    parser.add_argument("--against", type=Path, default=None,
                        help="another checkout (e.g. `git archive` of an older commit), served "
                             "with its answer cache off beside the others")
    parser.add_argument("--record", dest="results", type=Path, default=None,
                        help="append the figures to this file (by default they are only printed)")
    parser.add_argument("--dry-run", action="store_true", help="print, do not append")
    return parser.parse_args()


# The servers measured, in the order of a round's first cell (each round starts one later).
TARGETS = ("kg", "virtuoso", "kg_cache")
AGAINST = "kg_against"
PATHS_PER_QUERY = 300
WARM_UP_SEED = 1000


def main() -> None:
    args = query_mix_arguments()
    if not wrk_available():
        sys.exit("bench/run.py drives the load with wrk: apt-get install wrk")
    levels = [int(c) for c in args.concurrency.split(",")]
    chosen = {n for n in args.queries.split(",") if n}
    mix = [q for q in MIX if not chosen or q.name in chosen]
    opened = open_bench_build(args.out)
    plain_port, cached_port = free_port(), free_port()
    virtuoso = bench_virtuoso(opened, f"virtuoso-{args.out.name}")
    servers: list[subprocess.Popen] = []
    # A terminated run still stops its servers (the finally below).
    signal.signal(signal.SIGTERM, lambda *_: sys.exit("terminated"))
    try:
        servers.append(start_kg(args.out, plain_port, args.workers, 0))
        servers.append(start_kg(args.out, cached_port, args.workers, 64 * 1024 * 1024))
        urls = {"kg": (f"http://127.0.0.1:{plain_port}/sparql", servers[0].pid),
                "kg_cache": (f"http://127.0.0.1:{cached_port}/sparql", servers[1].pid)}
        if args.against is not None:
            port = free_port()
            servers.append(start_kg(args.out, port, args.workers, 0,
                                    checkout=args.against.resolve()))
            urls[AGAINST] = (f"http://127.0.0.1:{port}/sparql", servers[-1].pid)
        virtuoso.start()
        load_seconds = virtuoso.load_nquads(opened.nquads)
        urls["virtuoso"] = (virtuoso.sparql_url, virtuoso.process.pid)
        cells, ceilings = measure(args, mix, levels, opened, urls)
    finally:
        for server in servers:
            server.terminate()
            server.wait(timeout=30)
        virtuoso.stop()
    lines = mix_results(args, mix, levels, {k: median_summary(v) for k, v in cells.items()},
                        ceilings, opened.quads, load_seconds)
    report(args, lines)


def measure(args, mix, levels: list[int], opened: BenchBuild, urls: dict
            ) -> tuple[dict[tuple[str, int, str], list[Summary]], dict[str, Stats]]:
    """Every cell, in rounds; and the in-process ceiling of each query."""
    cells: dict[tuple[str, int, str], list[Summary]] = {}
    ceilings: dict[str, Stats] = {}
    time.sleep(3)  # the query runners start in the background
    for query in mix:
        ceilings[query.name] = in_process_load(
            in_process_runner(opened.store, union_options(opened.manifest)), query,
            opened.sample, 200, 3.0, args.seed)
        paths = query_paths(urls["kg"][0], query, opened.sample, PATHS_PER_QUERY, args.seed)
        for target in urls:  # a warm-up pass: every server has read what it needs
            url, pid = urls[target]
            wrk_load(url, paths, query.accept, 1, 1.0, pid)
    targets = [t for t in TARGETS + (AGAINST,) if t in urls]
    for round_ in range(args.rounds):
        turn = round_ % len(targets)
        order = targets[turn:] + targets[:turn]
        for query in mix:
            paths = query_paths(urls["kg"][0], query, opened.sample, PATHS_PER_QUERY,
                                args.seed + round_)
            # Other entities than the measured ones, so that the warm-up answers none of them
            warm_paths = query_paths(urls["kg"][0], query, opened.sample, PATHS_PER_QUERY,
                                     args.seed + WARM_UP_SEED + round_) if args.warm_up else []
            for level in levels:
                for target in order:
                    url, pid = urls[target]
                    if warm_paths:
                        # A server that sat still while the others were measured is slow to
                        # touch its memory again on this machine, for a second or so
                        # (bench/after_idle.py): each cell is the steady state that follows
                        # a moment of the same load, not counted.
                        wrk_load(url, warm_paths, query.accept, level, args.warm_up)
                    summary = wrk_load(url, paths, query.accept, level, args.seconds, pid)
                    cells.setdefault((query.name, level, target), []).append(summary)
                line = "  ".join(f"{t} {cells[(query.name, level, t)][-1].rps:7.0f}/s "
                                 f"p99 {cells[(query.name, level, t)][-1].p99:6.1f} ms"
                                 for t in targets)
                print(f"round {round_ + 1} {query.name:18} c={level}  {line}", flush=True)
    return cells, ceilings


def median_summary(summaries: list[Summary]) -> Summary:
    """The median of each figure over the rounds."""
    import statistics

    def med(name: str) -> float:
        return statistics.median(getattr(s, name) for s in summaries)

    seconds = statistics.median(s.seconds for s in summaries)
    return Summary(round(statistics.median(s.rps for s in summaries) * seconds), seconds,
                   med("p50"), med("p99"), sum(s.errors for s in summaries), med("cpu_ms"))


# Lookups around one entity: each must be at least 1.2x Virtuoso.
ENTITY_LOOKUPS = ("entity", "inbound", "inbound-rare", "describe-rare", "two-hop")
# A query is cheap when the store alone answers it in under this (p50, in this process).
CHEAP_MS = 1.0


def _summary_cell(s: Summary) -> str:
    errors = f", {s.errors} err" if s.errors else ""
    return f"{s.rps:.0f}/s · {s.p50:.1f} / {s.p99:.1f} ms · {s.cpu_ms:.2f} ms CPU{errors}"


def mix_results(args, mix, levels: list[int], cells: dict, ceilings: dict, quads: int,
                load_seconds: float) -> list[str]:
    def ratio(name: str, level: int, target: str) -> float:
        base = cells[(name, level, "virtuoso")].rps
        return cells[(name, level, target)].rps / base if base else float("nan")

    lines = [f"\n## {args.label}: the query mix, answer cache off and on, against Virtuoso "
             f"({quads:,} quads) — {dt.date.today().isoformat()}\n",
             f"Machine: {machine()}. {args.note}".rstrip(),
             "",
             f"`python bench/run.py --out {args.out} --label \"{args.label}\" --seconds "
             f"{args.seconds:g} --rounds {args.rounds} --concurrency {args.concurrency} "
             f"--warm-up {args.warm_up:g}"
             + (f" --against {args.against}" if args.against else "") + "`. "
             f"Virtuoso bulk load of the N-Quads dump: {load_seconds:.1f} s. `kg serve`: "
             f"gunicorn, {args.workers} gevent workers, one with the answer cache off and one "
             "with it on (64 MiB). The load driver is `wrk` (keep-alive connections, one "
             "thread), on the same two cores as the servers. Each cell: "
             + (f"{args.warm_up:g} s of the same load on other entities, not counted, then "
                if args.warm_up > 0 else "no warm-up, ")
             + f"{args.seconds:g} s of load per round, {args.rounds} rounds (the order of the "
             f"servers turned each round), medians of the rounds; the requests cycle through "
             f"{PATHS_PER_QUERY} queries drawn from the build. A cell reads: requests/s · p50 "
             "/ p99 latency · server CPU per request (the server's whole process tree, from "
             "/proc: user + system time over requests answered).\n"]
    against = any(k[2] == AGAINST for k in cells)
    if against:
        lines.append(f"The column `{args.against.name}` is `kg serve` of that checkout (answer "
                     "cache off), measured in the same rounds.\n")
    for level in levels:
        lines += [f"### {level} client{'s' if level > 1 else ''}\n",
                  "| query | kg, cache off | Virtuoso | kg, cache on | off / Virtuoso | "
                  "on / Virtuoso | in-process p50 |"
                  + (f" {args.against.name}, cache off | its / Virtuoso |" if against else ""),
                  "|---|---|---|---|---|---|---|" + ("---|---|" if against else "")]
        for query in mix:
            n = query.name
            lines.append(f"| {n} | {_summary_cell(cells[(n, level, 'kg')])} | "
                         f"{_summary_cell(cells[(n, level, 'virtuoso')])} | "
                         f"{_summary_cell(cells[(n, level, 'kg_cache')])} | "
                         f"{ratio(n, level, 'kg'):.2f}x | {ratio(n, level, 'kg_cache'):.2f}x | "
                         f"{ceilings[n].p50:.2f} ms |"
                         + (f" {_summary_cell(cells[(n, level, AGAINST)])} | "
                            f"{ratio(n, level, AGAINST):.2f}x |" if against else ""))
        off = geometric_mean([ratio(q.name, level, "kg") for q in mix])
        on = geometric_mean([ratio(q.name, level, "kg_cache") for q in mix])
        left_out = [q.name for q in mix if against and not ratio(q.name, level, AGAINST) > 0]
        lines.append(f"\nGeometric mean of kg / Virtuoso: {off:.2f}x with the answer cache "
                     f"off, {on:.2f}x with it on"
                     + (f"; {geometric_mean([ratio(q.name, level, AGAINST) for q in mix]):.2f}x "
                        f"for {args.against.name}" if against else "")
                     + (f" (leaving out {', '.join(left_out)}, where it answered no request "
                        "within a cell)" if left_out else "") + ".\n")
    lines += goals(mix, levels, cells, ceilings, ratio)
    return lines


def goals(mix, levels, cells, ceilings, ratio) -> list[str]:
    """The endpoint's goals (answer cache off unless said), each met or not, at the most clients
    measured."""
    level = max(levels)
    names = [q.name for q in mix]

    def verdict(ok: bool) -> str:
        return "met" if ok else "**not met**"

    off = geometric_mean([ratio(n, level, "kg") for n in names])
    on = geometric_mean([ratio(n, level, "kg_cache") for n in names])
    lookups = {n: ratio(n, level, "kg") for n in names if n in ENTITY_LOOKUPS}
    cheap = {n: cells[(n, level, "kg")].p99 for n in names if ceilings[n].p50 < CHEAP_MS}
    lines = [f"Goals at {level} clients:\n",
             f"- geometric mean at least 1.5x Virtuoso, cache off: {off:.2f}x, "
             f"{verdict(off >= 1.5)}"]
    if lookups:
        lines.append("- every entity lookup at least 1.2x: " + ", ".join(
            f"{n} {r:.2f}x" for n, r in lookups.items())
            + f", {verdict(min(lookups.values()) >= 1.2)}")
    if cheap:
        lines.append(f"- cheap lookups (in-process p50 under {CHEAP_MS:g} ms) p99 under 10 ms: "
                     + ", ".join(f"{n} {p:.1f} ms" for n, p in cheap.items())
                     + f", {verdict(max(cheap.values()) < 10)}")
    if "count" in names:
        count = ratio("count", level, "kg")
        lines.append(f"- COUNT of all triples at least 1x: {count:.2f}x, {verdict(count >= 1)}")
    lines.append(f"- with the answer cache, at least 10x: {on:.2f}x, {verdict(on >= 10)}")
    return lines


def _cell(stats: Stats) -> str:
    errors = f", {stats.errors} err" if stats.errors else ""
    return f"{stats.rps:.0f}/s · {stats.p50:.1f} / {stats.p99:.1f} ms{errors}"


if __name__ == "__main__":
    main()
