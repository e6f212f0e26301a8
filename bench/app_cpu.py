"""CPU time per request of the web app alone (Flask and the endpoint, no HTTP server), against
the store alone, for queries of the mix: what the request path costs beyond the store.

    .venv/bin/python bench/app_cpu.py OUT_DIR [--queries entity,count] [--requests 600]
    .venv/bin/python bench/app_cpu.py OUT_DIR --profile entity     # where that time goes

To measure another checkout's code, run this file with PYTHONPATH=<that checkout>: a
script's own folder, not the working folder, comes first on its path, and the editable
install would give this checkout's kg.

OUT_DIR is a published build's output folder (only read). The app is created with the
answer cache off and called as a WSGI application in this process, one request at a time;
CPU time is this process's (a query sent to a runner is counted only on this side).
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import sys
import time
from pathlib import Path
from urllib.parse import parse_qs

import pyoxigraph as ox

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from load import query_paths  # noqa: E402
from queries import MIX  # noqa: E402
from run import open_bench_build  # noqa: E402


def environ(path: str, accept: str) -> dict:
    route, _, query = path.partition("?")
    return {"REQUEST_METHOD": "GET", "PATH_INFO": route, "QUERY_STRING": query,
            "SERVER_NAME": "127.0.0.1", "SERVER_PORT": "5000", "HTTP_HOST": "127.0.0.1:5000",
            "SERVER_PROTOCOL": "HTTP/1.1", "HTTP_ACCEPT": accept, "wsgi.url_scheme": "http",
            "wsgi.input": io.BytesIO(), "wsgi.errors": sys.stderr, "wsgi.multithread": False,
            "wsgi.multiprocess": True, "wsgi.run_once": False}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--queries", default="entity,describe-rare,inbound-rare,count")
    parser.add_argument("--requests", type=int, default=600)
    parser.add_argument("--profile", default="", help="one query name: print its profile")
    args = parser.parse_args()
    from kg.config import Settings
    from kg.web import create_app

    opened = open_bench_build(args.out)
    app = create_app(Settings.load({}, out_dir=args.out, answer_cache_bytes=0))
    time.sleep(2)  # the query runners start in the background

    def answered(status: str, headers: list, exc_info=None) -> None:
        if not status.startswith("200"):
            raise RuntimeError(status)

    names = [args.profile] if args.profile else args.queries.split(",")
    for name in names:
        query = next(q for q in MIX if q.name == name)
        paths = query_paths("http://127.0.0.1:5000/sparql", query, opened.sample, 300, 5)

        def run(count: int) -> None:
            for number in range(count):
                body = app.wsgi_app(environ(paths[number % len(paths)], query.accept),
                                    answered)
                b"".join(body)
                getattr(body, "close", lambda: None)()

        run(100)
        if args.profile:
            profile = cProfile.Profile()
            profile.runcall(run, args.requests)
            pstats.Stats(profile).sort_stats("tottime").print_stats(30)
            return
        began = time.process_time()
        run(args.requests)
        app_ms = (time.process_time() - began) / args.requests * 1000
        texts = [parse_qs(p.split("?", 1)[1])["query"][0] for p in paths]
        results = ox.QueryResultsFormat.from_media_type(query.accept)
        began = time.process_time()
        for number in range(args.requests):
            result = opened.store.query(texts[number % len(texts)])
            result.serialize(format=results or ox.RdfFormat.from_media_type(query.accept))
        store_ms = (time.process_time() - began) / args.requests * 1000
        print(f"| {name} | {app_ms:.3f} ms | {store_ms:.3f} ms |", flush=True)


if __name__ == "__main__":
    main()
