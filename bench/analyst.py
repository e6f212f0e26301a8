"""Pages for analysts benchmark, run by hand: the claims explorer, search and browse.

    python bench/analyst.py --out bench/work/out-1k --label "1,000 articles"

Starts one `kg serve` on 127.0.0.1 (2 workers, its page cache off: these pages are never
kept) and requests, one client at a time and then eight, the claims explorer (first page,
a deep page, filtered by the busiest claimant and by the most claimed-about subject),
searches (whole names, prefixes, names typed without accents) and browse lists (first and
a deep page, by name and by number of articles), with bounded counts and time; appends
p50/p99 latency and throughput to the file given with --record. The URLs are drawn from the build's
own catalogue, so that every request finds something.
"""

from __future__ import annotations

import datetime as dt
import random
import sqlite3
import sys
from pathlib import Path
from urllib.parse import urlencode

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "scripts"))

from pages import page_load  # noqa: E402
from run import append_results, bench_arguments, latency_table, machine, start_kg  # noqa: E402
from virtuoso import free_port  # noqa: E402

from kg.published.catalogue import FILE_NAME, fold  # noqa: E402


def _urls(catalogue: Path, host: str, seed: int = 3) -> dict[str, list[str]]:
    db = sqlite3.connect(f"file:{catalogue}?mode=ro", uri=True)
    chooser = random.Random(seed)
    rows = db.execute("SELECT COUNT(*) FROM claim").fetchone()[0]
    busiest = db.execute("SELECT iri FROM facet WHERE facet = 'claimant' ORDER BY n DESC "
                         "LIMIT 3").fetchall()
    subjects = db.execute("SELECT iri FROM facet WHERE facet = 'subject' ORDER BY n DESC "
                          "LIMIT 3").fetchall()
    people = [label for (label,) in db.execute(
        "SELECT label FROM entity WHERE kind = 'people' ORDER BY random() LIMIT 200")]
    counts = dict(db.execute("SELECT kind, COUNT(*) FROM entity GROUP BY kind").fetchall())
    last_claims = max(1, rows // 50)
    last_people = max(1, counts.get("people", 0) // 50)
    names = chooser.sample(people, min(40, len(people)))
    return {
        "claims explorer, page 1": [f"{host}/claims"],
        "claims explorer, a deep page": [f"{host}/claims?page={n}" for n in
                                         {last_claims // 2 + 1, last_claims}],
        "claims explorer, by the busiest claimants": [
            f"{host}/claims?{urlencode({'claimant': iri})}" for (iri,) in busiest],
        "claims explorer, about the most claimed-about subjects": [
            f"{host}/claims?{urlencode({'subject': iri})}" for (iri,) in subjects],
        "search (JSON), a whole name": [f"{host}/search.json?{urlencode({'q': n})}"
                                        for n in names],
        "search (JSON), its first three letters": [
            f"{host}/search.json?{urlencode({'q': n[:3]})}" for n in names],
        "search (page), a name without accents": [
            f"{host}/search?{urlencode({'q': fold(n)})}" for n in names],
        "browse people, page 1 by name": [f"{host}/browse/people"],
        "browse people, a deep page by articles": [
            f"{host}/browse/people?page={last_people}&sort=articles"],
    }


def main() -> None:
    args = bench_arguments(__doc__, query_mix=False, time_limit=10.0)
    current = (args.out / "current").resolve()
    port = free_port()
    host = f"http://127.0.0.1:{port}"
    server = start_kg(args.out, port, 2, 0)
    rows = []
    try:
        for what, urls in _urls(current / FILE_NAME, host).items():
            for concurrency in (1, 8):
                stats = page_load(urls, concurrency, args.requests, args.time_limit)
                rows.append((what, concurrency, stats.rps, stats.p50, stats.p99, stats.errors))
                print(rows[-1], flush=True)
    finally:
        server.terminate()
        server.wait(timeout=30)
    size = (current / FILE_NAME).stat().st_size
    lines = [f"\n## Claims explorer, search and browse, {args.label} — "
             f"{dt.date.today().isoformat()}\n",
             f"Machine: {machine()}. One `kg serve`, 2 workers, page cache off; the pages read "
             f"the build's catalogue ({FILE_NAME}, {size / 1024 ** 2:.1f} MiB); up to "
             f"{args.requests} requests or {args.time_limit:g} s per row.\n",
             *latency_table(rows)]
    append_results(args.results, lines)


if __name__ == "__main__":
    main()
