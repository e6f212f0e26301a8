"""A bounded load driver: requests per second and p50/p99 latency at a few concurrency levels.

Every run is bounded in count and in time, and sends traffic only to 127.0.0.1.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import statistics
import subprocess
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable
from urllib.parse import urlencode, urlsplit

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


# --------------------------------------------------------------------------------------------
# wrk: a load driver in C, so that the driver takes little of the two cores the servers share
# --------------------------------------------------------------------------------------------

WRK_SCRIPT = Path(__file__).resolve().parent / "paths.lua"


@dataclass(frozen=True)
class Summary:
    """What one cell of load gave: requests answered, in how long, p50/p99 in ms, errors, and
    the server's CPU time per request in ms (its whole process tree, from /proc)."""

    requests: int
    seconds: float
    p50: float
    p99: float
    errors: int
    cpu_ms: float = float("nan")

    @property
    def rps(self) -> float:
        return self.requests / self.seconds if self.seconds else 0.0


def wrk_available() -> bool:
    return shutil.which("wrk") is not None


def query_paths(url: str, query: Query, sample: Sample, count: int, seed: int) -> list[str]:
    """``count`` request paths of the query, each with entities drawn from the sample."""
    chooser = random.Random(seed)
    path = urlsplit(url).path
    return [f"{path}?{urlencode({'query': query.render(sample, chooser)})}"
            for _ in range(count)]


def wrk_load(url: str, paths: list[str], accept: str, concurrency: int, seconds: float,
             server_pid: int | None = None) -> Summary:
    """``concurrency`` keep-alive connections sending the paths in turn for ``seconds``."""
    _local_only(url)
    parts = urlsplit(url)
    with tempfile.NamedTemporaryFile("w", suffix=".paths", delete=False) as listing:
        listing.write("\n".join(paths) + "\n")
    try:
        cpu_before = tree_cpu(server_pid) if server_pid else 0.0
        finished = subprocess.run(
            ["wrk", "-t1", f"-c{concurrency}", f"-d{seconds:g}s", "--timeout", "60s",
             "-s", str(WRK_SCRIPT), f"{parts.scheme}://{parts.netloc}", "--",
             listing.name, accept], capture_output=True, text=True, timeout=seconds + 120)
        cpu = tree_cpu(server_pid) - cpu_before if server_pid else float("nan")
    finally:
        os.unlink(listing.name)
    line = next((l for l in finished.stdout.splitlines() if l.startswith("WRK ")), None)
    if line is None:
        raise RuntimeError(f"wrk failed: {finished.stdout} {finished.stderr}")
    figures = json.loads(line[4:])
    errors = sum(figures[k] for k in ("status", "connect", "read", "write", "timeout"))
    answered = figures["requests"]
    return Summary(answered, figures["duration_us"] / 1e6, figures["p50_us"] / 1000,
                   figures["p99_us"] / 1000, errors,
                   cpu * 1000 / answered if answered else float("nan"))


_TICKS = os.sysconf("SC_CLK_TCK")


def _stat(pid: int) -> tuple[int, float] | None:
    """(parent pid, CPU seconds of the process and of its children it has waited for)."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = text[text.rindex(")") + 2:].split()
    # fields[1] is ppid; utime, stime, cutime, cstime are fields 14-17 of the full line
    return int(fields[1]), sum(int(v) for v in fields[11:15]) / _TICKS


def tree_cpu(root: int) -> float:
    """CPU seconds used by a process and all its descendants (a child that ended and was
    waited for is counted in its parent's times, so the sum runs on across restarts)."""
    parents: dict[int, list[int]] = {}
    times: dict[int, float] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            found = _stat(int(entry))
            if found is not None:
                parents.setdefault(found[0], []).append(int(entry))
                times[int(entry)] = found[1]
    total, stack = 0.0, [root]
    while stack:
        pid = stack.pop()
        total += times.get(pid, 0.0)
        stack.extend(parents.get(pid, ()))
    return total
