"""The remote-backend benchmark, run by hand: the publisher on Virtuoso against the publisher
on its embedded store and against Virtuoso itself, side by side in one run, on one build.

    python bench/remote.py --out bench/work/out-10k --label "10,000 articles"

It starts a fresh private Virtuoso, publishes the build into it with the publisher's own
code (first publication, in place; then again, staged and switched, as any later build is),
timing both, then runs the query mix against `kg serve` on the embedded store, `kg serve`
on Virtuoso, and Virtuoso directly, and appends the figures to the file given with --record.
"""

from __future__ import annotations

import datetime as dt
import shutil
import statistics
import sys
import time
from pathlib import Path

import pyoxigraph as ox

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT))

from kg.store.remote import RemoteStore  # noqa: E402
from load import http_load  # noqa: E402
from queries import MIX  # noqa: E402
from run import (_cell, append_results, bench_arguments, geometric_mean, machine,  # noqa: E402
                 markdown_table, open_bench_build, start_kg)
from virtuoso import Virtuoso, free_port  # noqa: E402


def graphs_of_build(store: ox.Store) -> list[tuple[str, str, int]]:
    """Every named graph of a published embedded store, as N-Triples."""
    graphs = []
    for name in sorted(store.named_graphs(), key=lambda n: n.value):
        triples = [ox.Triple(q.subject, q.predicate, q.object)
                   for q in store.quads_for_pattern(None, None, None, name)]
        text = ox.serialize(triples, format=ox.RdfFormat.N_TRIPLES).decode("utf-8")
        graphs.append((name.value, text, len(triples)))
    return graphs


def main() -> None:
    args = bench_arguments(__doc__)
    levels = [int(c) for c in args.concurrency.split(",")]
    opened = open_bench_build(args.out)
    manifest, quads, store, sample = opened.manifest, opened.quads, opened.store, opened.sample
    graphs = graphs_of_build(store)

    work = HERE / "work" / f"virtuoso-remote-{args.out.name}"
    if work.exists():
        shutil.rmtree(work)
    virtuoso = Virtuoso(work, memory_gb=4).start()
    remote = RemoteStore(virtuoso.sparql_url, manifest["base_uri"], virtuoso.auth_url, "dba",
                         virtuoso.password, virtuoso.graphs_url)
    timings = {}
    servers = []
    rows = []
    try:
        for phase in ("first", "again"):  # the second goes through staging and the switch
            started = time.monotonic()
            remote.publish_ntriples(graphs, manifest["digest"], lambda m: print(m, flush=True))
            timings[phase] = time.monotonic() - started
        embedded_port, remote_port = free_port(), free_port()
        servers = [start_kg(args.out, embedded_port, args.workers, 0),
                   start_kg(args.out, remote_port, args.workers, 0, {
                       "KG_STORE": virtuoso.sparql_url})]
        targets = (("kg_embedded", f"http://127.0.0.1:{embedded_port}/sparql"),
                   ("kg_virtuoso", f"http://127.0.0.1:{remote_port}/sparql"),
                   ("virtuoso", virtuoso.sparql_url))
        for query in MIX:
            for level in levels:
                cell = {"query": query.name, "concurrency": level}
                for name, url in targets:
                    cell[name] = http_load(url, query, sample, level, args.requests,
                                           args.time_limit, args.seed)
                rows.append(cell)
                print(f"{query.name:18} c={level:<3} " + "  ".join(
                    f"{name} {cell[name].rps:8.1f}/s" for name, _ in targets), flush=True)
    finally:
        for server in servers:
            server.terminate()
            server.wait(timeout=30)
        remote.close()
        virtuoso.stop()
    write_results(args, rows, quads, len(graphs), timings, levels)


REMOTE_HEADS = ["query", "conc.", "kg serve, embedded", "kg serve on Virtuoso", "Virtuoso direct",
                "kg on Virtuoso / Virtuoso", "kg on Virtuoso / kg embedded"]


def remote_cells(row: dict) -> list[str]:
    """One query's row at one concurrency: the three servers' cells and the two ratios of
    their requests a second (0 where the one divided by served none)."""
    over = row["kg_virtuoso"].rps / row["virtuoso"].rps if row["virtuoso"].rps else 0
    versus = row["kg_virtuoso"].rps / row["kg_embedded"].rps if row["kg_embedded"].rps else 0
    return [str(row["query"]), str(row["concurrency"]), _cell(row["kg_embedded"]),
            _cell(row["kg_virtuoso"]), _cell(row["virtuoso"]), f"{over:.2f}x", f"{versus:.2f}x"]


def write_results(args, rows, quads: int, graphs: int, timings: dict, levels) -> None:
    lines = [f"\n## Remote backend, {args.label}: {quads:,} quads in {graphs:,} graphs — "
             f"{dt.date.today().isoformat()}\n",
             f"Machine: {machine()}.",
             f"Publication into a fresh Virtuoso by `RemoteStore.publish` (Graph Store "
             f"Protocol PUT, 2 at a time): first publication, in place, {timings['first']:.1f} s; "
             f"a later one (staging graphs, then MOVE onto the published names and the record, "
             f"in requests of up to 500 graphs) {timings['again']:.1f} s. Each cell: up to "
             f"{args.requests} requests or {args.time_limit:g} s, requests per second · p50 / "
             "p99 latency; `kg serve` with 2 gunicorn workers and no answer cache in both "
             "columns; the load driver runs on the same two cores.\n"]
    lines += markdown_table(REMOTE_HEADS, [remote_cells(row) for row in rows])
    for level in levels:
        at = [r for r in rows if r["concurrency"] == level]
        over = geometric_mean([r["kg_virtuoso"].rps / r["virtuoso"].rps for r in at
                               if r["virtuoso"].rps])
        added = statistics.median([r["kg_virtuoso"].p50 - r["virtuoso"].p50 for r in at])
        versus = geometric_mean([r["kg_virtuoso"].rps / r["kg_embedded"].rps for r in at
                                 if r["kg_embedded"].rps])
        lines.append(f"\nConcurrency {level}, geometric means: kg on Virtuoso / Virtuoso direct "
                     f"requests per second = {over:.2f}x (the publisher's overhead; median p50 "
                     f"added {added:.1f} ms); kg on Virtuoso / kg embedded = {versus:.2f}x.")
    append_results(args.results, lines)


if __name__ == "__main__":
    main()
