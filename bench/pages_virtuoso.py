"""Popular entity pages against Virtuoso running the same queries, page for page, by hand.

    python bench/pages_virtuoso.py --out bench/work/out-100k --entities 20 --rounds 5

Issue 17's goal "at 100,000 articles popular entity pages at least 1x Virtuoso", on one
build in one run. First the SPARQL queries each popular entity's HTML page sends to its store
are recorded: the app is created in this process (answer cache off), the store's query
methods wrapped here, and each page asked of it with Flask's test client (the first request
fills the per-build memos and is not kept). Then, on 127.0.0.1, a `kg serve` (answer cache
off: every page rendered) and a private Virtuoso with the build's N-Quads dump and its union
stored once; in bounded rounds, in a shuffled order whose first side turns, each page is
asked of kg and its recorded queries are sent to Virtuoso one after the other, each answer
read whole. Appends per-entity p50s, the ratios Virtuoso / kg and their medians to
bench/RESULTS.md. A query Virtuoso refuses is reported and its page counted as failed for
Virtuoso: no query is rewritten.
"""

from __future__ import annotations

import argparse
import datetime as dt
import random
import shutil
import signal
import statistics
import sys
import tempfile
import time
from pathlib import Path

import pyoxigraph as ox
import requests

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "scripts"))

from run import append_results, geometric_mean, machine, open_bench_build, start_kg  # noqa: E402
from virtuoso import Virtuoso, free_port  # noqa: E402

JSON = "application/sparql-results+json"
ACCEPT = {"graph": "application/n-triples", "select": JSON, "ask": JSON}


def record_queries(out: Path, paths: list[str]) -> tuple[dict[str, list[dict]], dict]:
    """For each page path, the queries (text, kind, in-process answer size) the app sends to
    its store while rendering it, its memos filled; and the seconds they took (median of 3)."""
    from kg.config import Settings
    from kg.published import Published
    from kg.web import create_app

    Published._warm = staticmethod(lambda build: None)  # no query runners: pages do not use them
    app = create_app(Settings.load({"KG_OUT_DIR": str(out.resolve()),
                                    "KG_ANSWER_CACHE_BYTES": "0"}))
    store = app.extensions["kg"].build.store
    log: list[dict] = []

    def wrapped(name: str, method):
        def call(*args, **kwargs):
            began = time.perf_counter()
            result = method(*args, **kwargs)
            kind, size = getattr(result, "kind", name), 0  # pages call only solve today
            if kind in ACCEPT:
                size = {"graph": len(result.triples), "select": len(result.terms)}.get(kind, 1)
            log.append({"text": getattr(args[0], "query", args[0]), "kind": kind,
                        "size": size, "seconds": time.perf_counter() - began})
            return result
        return call

    for name in ("solve", "select_rows", "execute"):
        setattr(store, name, wrapped(name, getattr(store, name)))
    recorded, store_seconds = {}, {}
    client = app.test_client()
    try:
        for path in paths:
            totals = []
            for _ in range(4):
                log.clear()
                response = client.get(path)
                if response.status_code != 200:
                    raise SystemExit(f"in process: {path} answered {response.status_code}")
                totals.append(sum(q["seconds"] for q in log))
            recorded[path], store_seconds[path] = list(log), statistics.median(totals[1:])
    finally:
        app.extensions["kg"].published.close()
    return recorded, store_seconds


UNION = "urn:diplokg:union"
# Virtuoso's default graph two ways: the build's union stored once (what kg's store reads),
# and the union of the dump's named graphs (as bench/run.py and kg's Virtuoso backend read it;
# UNION hidden with the pragma that backend uses): a triple in n articles then matches n times.
DATASETS = {"virtuoso": ({"default-graph-uri": UNION}, ""),
            "virtuoso_all": ({}, f"DEFINE input:default-graph-exclude <{UNION}> ")}


def load_union(virtuoso: Virtuoso, opened) -> float:
    """The build's union default graph, stored once, as Virtuoso's graph UNION."""
    started = time.monotonic()
    path = virtuoso.folder / "union.nt"
    opened.store.dump(str(path), ox.RdfFormat.N_TRIPLES, from_graph=ox.DefaultGraph())
    virtuoso.isql(f"ld_dir('{path.parent}', '{path.name}', '{UNION}')", "rdf_loader_run()",
                  "checkpoint")
    path.unlink()
    return time.monotonic() - started


def ask_virtuoso(session: requests.Session, url: str, query: dict, side: str):
    params, prologue = DATASETS[side]
    return session.post(url, data={"query": prologue + query["text"], **params}, timeout=300,
                        headers={"Accept": ACCEPT.get(query["kind"], "*/*")})


def check_virtuoso(session, url: str, recorded: dict) -> dict[tuple[str, str], list[str]]:
    """Each query once each way: the errors by (page path, side); the answer sizes are kept
    in the queries beside kg's."""
    failed: dict[tuple[str, str], list[str]] = {}
    for side in DATASETS:
        for path, queries in recorded.items():
            for query in queries:
                response = ask_virtuoso(session, url, query, side)
                query[side] = None
                if response.status_code != 200 or query["kind"] not in ACCEPT or \
                        "X-SQL-State" in response.headers:  # an answer cut short
                    failed.setdefault((path, side), []).append(
                        f"{query['kind']} query: HTTP {response.status_code} "
                        + " ".join(response.text.split())[:300])
                else:  # N-Triples: a triple a line; JSON: its bindings (ASK: 1)
                    query[side] = sum(1 for line in response.text.splitlines()
                                      if line.strip() and not line.startswith("#")) \
                        if query["kind"] == "graph" else \
                        len(response.json().get("results", {}).get("bindings", [None]))
                    if query[side] != query["size"]:
                        print(f"{side}: {path}, {query['kind']} query {queries.index(query)}: "
                              f"{query[side]} answers, kg's store {query['size']}")
    return failed


def rounds(kg_url: str, virtuoso_url: str, recorded: dict, failed: dict, count: int,
           limit: float, seed: int = 3) -> tuple[dict, int]:
    """Seconds of each (path, side) over at most ``count`` rounds or ``limit`` seconds; each
    round's order is shuffled and which side goes first turns."""
    names = ["kg", *DATASETS]
    timed: dict = {(path, side): [] for path in recorded for side in names}
    session, chooser = requests.Session(), random.Random(seed)

    def ask(path: str, side: str) -> None:
        if side == "kg":
            response = session.get(kg_url + path, timeout=300)
            if response.status_code != 200:
                raise SystemExit(f"kg serve: {path} answered {response.status_code}")
            return
        for query in recorded[path]:
            if ask_virtuoso(session, virtuoso_url, query, side).status_code != 200:
                raise SystemExit(f"Virtuoso ({side}): a query of {path} failed")

    for path in recorded:  # a warm-up pass
        for side in names:
            if (path, side) not in failed:
                ask(path, side)
    began, done = time.monotonic(), 0
    while done < count and time.monotonic() - began < limit:
        done += 1
        order = list(recorded)
        chooser.shuffle(order)
        for number, path in enumerate(order):
            turn = (number + done) % len(names)
            for side in names[turn:] + names[:turn]:
                if (path, side) not in failed:
                    started = time.perf_counter()
                    ask(path, side)
                    timed[path, side].append(time.perf_counter() - started)
        print(f"round {done} done, {time.monotonic() - began:.0f} s", flush=True)
    return timed, done


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, required=True, help="a kg build output folder")
    parser.add_argument("--label", default="", help="e.g. \"100,000 articles\"")
    parser.add_argument("--entities", type=int, default=20, help="popular entities (at most 20)")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=600.0, help="cap on the timed rounds")
    parser.add_argument("--workers", type=int, default=2, help="kg serve workers")
    parser.add_argument("--memory-gb", type=float, default=4.0, help="Virtuoso's buffers")
    parser.add_argument("--results", type=Path, default=HERE / "RESULTS.md")
    args = parser.parse_args()
    opened = open_bench_build(args.out)
    if opened.manifest.get("default_graph") != "union":
        raise SystemExit("this build does not store its union; rebuild it with this checkout")
    base = opened.manifest["base_uri"]
    entities = [iri for iri in opened.sample.popular if iri.startswith(base)][:args.entities]
    paths = {f"/doc/{iri[len(base) + len('id/'):]}.html": iri for iri in entities}
    print(f"recording the queries of {len(paths)} pages", flush=True)
    recorded, store_seconds = record_queries(args.out, list(paths))
    work = Path(tempfile.mkdtemp(prefix="kg-pages-virtuoso-"))  # removed after
    virtuoso = Virtuoso(work, (opened.path / "dumps",), memory_gb=args.memory_gb)
    port = free_port()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit("terminated"))
    server = None
    try:
        server = start_kg(args.out, port, args.workers, 0)
        virtuoso.start()
        load_seconds = (virtuoso.load_nquads(opened.path / "dumps" / "diplokg.nq.gz"),
                        load_union(virtuoso, opened))
        failed = check_virtuoso(requests.Session(), virtuoso.sparql_url, recorded)
        for (path, side), errors in failed.items():
            print(f"Virtuoso ({side}) could not run a query of {path}: {errors}", flush=True)
        timed, done = rounds(f"http://127.0.0.1:{port}", virtuoso.sparql_url, recorded,
                             failed, args.rounds, args.seconds)
    finally:
        if server is not None:
            server.terminate()
            server.wait(timeout=30)
        virtuoso.stop()
        shutil.rmtree(work, ignore_errors=True)
    lines = report(args, opened, paths, recorded, store_seconds, failed, timed, done,
                   load_seconds)
    print("\n".join(lines))
    append_results(args.results, lines)


def report(args, opened, paths, recorded, store_seconds, failed, timed, done,
           load_seconds) -> list[str]:
    base, label = opened.manifest["base_uri"], f"{args.label}: " if args.label else ""
    command = (f"python bench/pages_virtuoso.py --out {args.out} --entities {args.entities} "
               f"--rounds {args.rounds} --seconds {args.seconds:g}"
               + (f" --label \"{args.label}\"" if args.label else ""))
    lines = [f"\n## {label}popular entity pages against Virtuoso running the same queries "
             f"({opened.quads:,} quads, {len(opened.manifest['articles']):,} articles) — "
             f"{dt.date.today().isoformat()}\n", f"Machine: {machine()}.\n",
             f"`{command}`. kg: an entity's HTML page from `kg serve` ({args.workers} workers, "
             "answer cache off: every page rendered). Virtuoso: the SPARQL queries that page "
             "sends to its store (recorded in process on the same build, not rewritten), one "
             "after the other (CONSTRUCT as N-Triples, SELECT as JSON), each answer read "
             "whole, times summed; its default graph either the build's union stored once "
             "(loaded as one graph, named by `default-graph-uri`: the graph kg's store reads) or "
             "the union of the dump's named graphs, as bench/run.py and kg's Virtuoso backend "
             f"read it (queries prefixed with `DEFINE input:default-graph-exclude <{UNION}>`; "
             "a triple stated in n articles then matches n times: more answers, more work). "
             f"Bulk loads {load_seconds[0]:.1f} s (dump) and {load_seconds[1]:.1f} s (union). "
             "One client, HTTP on 127.0.0.1. kg's figure is a whole page (queries, catalogue "
             "label lookups, HTML, HTTP), Virtuoso's only the queries a page on it would need: "
             f"this favours Virtuoso. {done} rounds (at most {args.rounds} or "
             f"{args.seconds:g} s), shuffled, the side asked first turning; p50 per entity, "
             "then the median over entities. Answers: rows or triples over the page's queries, "
             "kg's store / Virtuoso union / all graphs (a window of inbound links is a LIMIT "
             "without ORDER BY, so the stores may pick different links and labels).\n",
             "| entity | queries | kg page | Virtuoso, union | union / kg | Virtuoso, all "
             "graphs | all / kg | kg store in process | answers |",
             "|---|---|---|---|---|---|---|---|---|"]
    p50s: dict[str, list[float]] = {"kg": [], **{side: [] for side in DATASETS}}
    ratios: dict[str, list[float]] = {side: [] for side in DATASETS}
    for path, iri in paths.items():
        queries = recorded[path]
        kg_ms = statistics.median(timed[path, "kg"]) * 1000
        p50s["kg"].append(kg_ms)
        cells, sizes = [], [str(sum(q["size"] for q in queries))]
        for side in DATASETS:
            if (path, side) in failed:
                cells.append("failed | —")
                sizes.append("?")
                continue
            ms = statistics.median(timed[path, side]) * 1000
            p50s[side].append(ms)
            ratios[side].append(ms / kg_ms)
            cells.append(f"{ms:.1f} ms | {ms / kg_ms:.2f}x")
            sizes.append(str(sum(q[side] for q in queries)))
        store_ms = store_seconds[path] * 1000
        lines.append(f"| {iri[len(base):]} | {len(queries)} | {kg_ms:.1f} ms | "
                     f"{' | '.join(cells)} | {store_ms:.1f} ms | {' / '.join(sizes)} |")

    def median(values: list[float], unit: str = "x") -> str:
        return f"{statistics.median(values):.{1 if unit == ' ms' else 2}f}{unit}" \
            if values else "—"

    union = ratios["virtuoso"]
    every = len(union) == len(paths) and min(union) >= 1
    lines.append(f"\nMedians over {len(paths)} entities: kg page {median(p50s['kg'], ' ms')}, "
                 f"Virtuoso union {median(p50s['virtuoso'], ' ms')}, all graphs "
                 f"{median(p50s['virtuoso_all'], ' ms')}; Virtuoso / kg {median(union)} "
                 f"(union; geometric mean {geometric_mean(union):.2f}x, "
                 f"{sum(r >= 1 for r in union)} of {len(paths)} pages at least 1x), "
                 f"{median(ratios['virtuoso_all'])} (all graphs). Issue 17's goal, popular "
                 "entity pages at least 1x Virtuoso (at 100,000 articles), on this build: "
                 + ("met for every page" if every else "met for the median page"
                    if union and statistics.median(union) >= 1 else "**not met**") + ".")

    if failed:
        lines.append("\nQueries Virtuoso could not run (their pages counted as failed for "
                     "Virtuoso, not rewritten): " + "; ".join(
                         f"{path} ({side}): {' / '.join(errors)}"
                         for (path, side), errors in failed.items()))
    return lines


if __name__ == "__main__":
    main()
