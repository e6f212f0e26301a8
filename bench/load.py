"""A bounded load driver: requests per second and p50/p99 latency at a few concurrency levels.

Every run is bounded in count and in time, and sends traffic only to 127.0.0.1.
"""

from __future__ import annotations

import random
import statistics
import threading
import time
from dataclasses import dataclass
from typing import Callable
from urllib.parse import urlsplit

import requests

from queries import Query, Sample


@dataclass
class Stats:
    requests: int
    seconds: float
    latencies: list[float]
    errors: int
    not_modified: int = 0

    @property
    def rps(self) -> float:
        return self.requests / self.seconds if self.seconds else 0.0

    def percentile(self, q: float) -> float:
        if not self.latencies:
            return float("nan")
        ordered = sorted(self.latencies)
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000

    @property
    def p50(self) -> float:
        return statistics.median(self.latencies) * 1000 if self.latencies else float("nan")

    @property
    def p99(self) -> float:
        return self.percentile(0.99)


def _local_only(url: str) -> None:
    host = urlsplit(url).hostname
    if host not in ("127.0.0.1", "localhost", "::1"):
        raise ValueError(f"the load driver only targets this machine, not {host}")


def bounded_load(fetch: Callable[[requests.Session, random.Random], requests.Response | None],
                 concurrency: int, total: int, time_limit: float, seed: int) -> Stats:
    """``total`` calls of ``fetch`` from ``concurrency`` threads, each with its own session,
    stopping early at ``time_limit``. ``fetch`` returns the response, or None on failure."""
    lock = threading.Lock()
    latencies: list[float] = []
    counters = {"sent": 0, "errors": 0, "not_modified": 0}
    deadline = time.monotonic() + time_limit

    def worker(index: int) -> None:
        chooser = random.Random(seed * 1000 + index)
        session = requests.Session()
        while True:
            with lock:
                if counters["sent"] >= total or time.monotonic() > deadline:
                    return
                counters["sent"] += 1
            started = time.perf_counter()
            try:
                response = fetch(session, chooser)
            except requests.RequestException:
                response = None
            elapsed = time.perf_counter() - started
            ok = response is not None and (response.status_code == 304 or
                                           (response.status_code == 200 and response.content))
            with lock:
                if ok:
                    latencies.append(elapsed)
                    counters["not_modified"] += response.status_code == 304
                else:
                    counters["errors"] += 1

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(concurrency)]
    started = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return Stats(len(latencies), time.perf_counter() - started, latencies, counters["errors"],
                 counters["not_modified"])


def http_load(url: str, query: Query, sample: Sample, concurrency: int, total: int,
              time_limit: float, seed: int, revalidate: bool = False) -> Stats:
    """The query mix against a SPARQL endpoint; with ``revalidate``, the client sends back the
    ETag it got for the same query, as a caching client does."""
    _local_only(url)
    etags: dict[str, str] = {}

    def fetch(session: requests.Session, chooser: random.Random) -> requests.Response:
        text = query.render(sample, chooser)
        headers = {"Accept": query.accept}
        if revalidate and text in etags:
            headers["If-None-Match"] = etags[text]
        response = session.get(url, params={"query": text}, headers=headers, timeout=60)
        if revalidate and response.status_code == 200 and "ETag" in response.headers:
            etags[text] = response.headers["ETag"]
        return response

    return bounded_load(fetch, concurrency, total, time_limit, seed)


def in_process_load(run: Callable[[str, str], bytes], query: Query, sample: Sample, total: int,
                    time_limit: float, seed: int) -> Stats:
    """The same queries on pyoxigraph in this process, serialised the same way: the ceiling."""
    chooser = random.Random(seed)
    latencies = []
    deadline = time.monotonic() + time_limit
    started = time.perf_counter()
    for _ in range(total):
        if time.monotonic() > deadline:
            break
        text = query.render(sample, chooser)
        began = time.perf_counter()
        run(text, query.accept)
        latencies.append(time.perf_counter() - began)
    return Stats(len(latencies), time.perf_counter() - started, latencies, 0)
