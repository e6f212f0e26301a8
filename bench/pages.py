"""Linked-data pages benchmark, run by hand: entity pages, RDF documents, dump downloads.

    python bench/pages.py --out bench/work/out-1k --label "1,000 articles"

Starts two `kg serve` on 127.0.0.1 (rendering every request, and keeping what they rendered),
requests entity pages (HTML) and their Turtle documents for popular and rare entities, and
downloads the gzip Turtle dump, with bounded counts and time; appends p50/p99 latency and
throughput to the file given with --record.
"""

from __future__ import annotations

import datetime as dt
import sys
import time
from pathlib import Path

import requests

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "scripts"))

from load import Stats, _local_only, bounded_load  # noqa: E402
from run import (append_results, bench_arguments, latency_table, machine,  # noqa: E402
                 open_bench_build, start_kg)
from virtuoso import free_port  # noqa: E402

from kg.config import Settings  # noqa: E402


def page_load(urls: list[str], concurrency: int, total: int, limit: float) -> Stats:
    _local_only(urls[0])
    return bounded_load(lambda session, chooser: session.get(chooser.choice(urls), timeout=60),
                        concurrency, total, limit, seed=1)


def main() -> None:
    args = bench_arguments(__doc__, query_mix=False, time_limit=15.0)
    opened = open_bench_build(args.out)
    manifest, sample = opened.manifest, opened.sample
    base = manifest["base_uri"]
    # Side by side: a server that renders every request, and one that keeps what it rendered
    # for the build's lifetime (the default); each row's first requests fill the second.
    ports = {"rendered every time": free_port(), "kept pages": free_port()}
    servers = {name: start_kg(args.out, port, 2, 0 if name == "rendered every time" else
                              64 * 1024 * 1024) for name, port in ports.items()}
    host = f"http://127.0.0.1:{ports['kept pages']}/"
    rows = []
    try:
        for group, iris in (("popular", sample.popular), ("rare", sample.rare)):
            paths = [iri[len(base) + len("id/"):] for iri in iris if iri.startswith(base)]
            for kind, suffix in (("entity page (HTML)", "html"), ("RDF document (Turtle)", "ttl")):
                for server_name, port in ports.items():
                    urls = [f"http://127.0.0.1:{port}/doc/{path}.{suffix}" for path in paths]
                    for concurrency in (1, 8):
                        stats = page_load(urls, concurrency, args.requests, args.time_limit)
                        rows.append((f"{kind}, {group} entities, {server_name}", concurrency,
                                     stats.rps, stats.p50, stats.p99, stats.errors))
                        print(rows[-1], flush=True)
        dump = next(f for f in manifest["files"] if f["role"] == "dataset-turtle-gzip")
        url = f"{host}downloads/{dump['path']}"
        began = time.perf_counter()
        downloads = 0
        while downloads < 20 and time.perf_counter() - began < args.time_limit:
            size = len(requests.get(url, timeout=300).content)
            assert size == dump["bytes"]
            downloads += 1
        seconds = time.perf_counter() - began
        throughput = downloads * dump["bytes"] / seconds / 1024 ** 2
    finally:
        for server in servers.values():
            server.terminate()
            server.wait(timeout=30)
    lines = [f"\n## Pages, {args.label} — {dt.date.today().isoformat()}\n",
             f"Machine: {machine()}. Two `kg serve`, 2 workers each: one with its cache off "
             f"(every page rendered), one keeping pages and documents per build (the "
             f"default); {len(sample.popular)} popular and {len(sample.rare)} rare entities, "
             f"KG_PAGE_ITEMS {Settings().page_items}; up to {args.requests} requests or "
             f"{args.time_limit:g} s per row.\n",
             *latency_table(rows)]
    lines.append(f"\nDump download (`{dump['path']}`, {dump['bytes']:,} bytes): {downloads} "
                 f"downloads, {throughput:.0f} MiB/s.")
    append_results(args.results, lines)


if __name__ == "__main__":
    main()
