"""Serving that holds under hostile input: one regression test per way of breaking it, each against
a real `kg serve` (gunicorn, its gevent workers, real query runners) on 127.0.0.1.

Every loop here is bounded in count and time; no test asserts a speed, but some give a
server a generous time to answer where the old code never answered at all.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import signal
import socket
import subprocess
import threading
import time
import urllib.parse
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

import pytest
import requests
from SPARQLWrapper import JSON, POST, SPARQLWrapper
from SPARQLWrapper.SPARQLExceptions import URITooLong

from kg.build.publish import build, switch_current
from kg.sparql.lexer import tokens
from kg.published.section_counts import FILE_NAME as COUNTS_FILE
from kg.store.base import QueryAbandoned, QueryRequest, QueryTimeout
from support import (BASE, ENDLESS, copy_seed, project_settings, query_runners, runners_busy,
                     runners_ready, seed_copy, serve_on_a_free_port, stop_serve, wait_ready,
                     wait_until, waits_for_a_query)

TIME_LIMIT = 3.0
# Three graphs in the seed build (the article, the ontology, the shapes), four after a copy.
GRAPH_COUNT = "SELECT (COUNT(DISTINCT ?g) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } }"
EVERYTHING = "SELECT * WHERE { ?s ?p ?o }"  # several hundred KB in any format: it streams
PAGE = "/doc/person/carlos-zamora.html"


class Served:
    """`kg serve` on a copy of the seed article and of its build (``built``, the session's),
    with ``env`` as its settings (``workers`` its number of workers); ready when it answers
    and every worker's runners wait for a query, within ``ready_seconds``."""

    def __init__(self, root: Path, built, ready_seconds: float = 60, **env: str) -> None:
        self.data = root / "data"
        self.out = root / "out"
        seed_copy(built, root)
        self.settings = project_settings(self.out, data_dir=self.data)
        workers = int(env.pop("workers", "2"))
        env.setdefault("KG_QUERY_TIMEOUT", str(TIME_LIMIT))
        self.process, self.port = serve_on_a_free_port(self.out, self.data, workers, **env)
        self.url = f"http://127.0.0.1:{self.port}"
        try:
            wait_ready(self.url, self.process, ready_seconds)
            # Each worker starts its two runners and its spare at once (later, a runner that
            # was stopped is replaced only when a query needs it): a test that waits for every
            # runner to be idle must not mistake one still starting for one computing its query.
            wait_until(lambda: runners_ready(self.process.pid, workers * 3), ready_seconds,
                       "every worker started its query runners")
        except BaseException:
            self.stop()  # a server that never got ready is no one's to stop later
            raise

    def graphs(self) -> int:
        response = requests.get(f"{self.url}/sparql", params={"query": GRAPH_COUNT},
                                headers={"Accept": "application/sparql-results+json"}, timeout=10)
        assert response.status_code == 200, response.text
        return int(response.json()["results"]["bindings"][0]["n"]["value"])

    def log(self) -> str:
        return self.process.log_path.read_text()  # type: ignore[attr-defined]

    def workers(self) -> list[int]:
        found = subprocess.run(["pgrep", "-P", str(self.process.pid)], capture_output=True,
                               text=True).stdout.split()
        return [int(pid) for pid in found]

    def stop(self) -> str:
        return stop_serve(self.process)

    def logged(self, line: str, times: int = 2) -> bool:
        """Whether ``line`` is in the log ``times`` times: once from each of the two workers,
        which follow ``out/current`` each on its own. Fails at once if the server ended."""
        assert self.process.poll() is None, self.log()
        return self.log().count(line) >= times

    def runners(self) -> list[int]:
        return query_runners(self.process.pid)

    def runners_idle(self) -> bool:
        """Every query runner the workers have is started and waits for a query (none is
        computing an earlier test's query or starting in place of one that was stopped)."""
        runners = self.runners()
        return bool(runners) and all(waits_for_a_query(runner) for runner in runners)

    def computing(self) -> list[int]:
        """The query runners that are computing a query."""
        return [runner for runner in self.runners() if not waits_for_a_query(runner)]


def _served_for_a_module(tmp_path_factory: pytest.TempPathFactory, built, name: str,
                         **env: str) -> Iterator[Served]:
    """A server shared by a module's tests, in a folder of its own; when it stops, its output
    must hold no traceback."""
    server = Served(tmp_path_factory.mktemp(name), built, **env)
    yield server
    output = server.stop()
    assert "Traceback" not in output


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory, built):
    yield from _served_for_a_module(tmp_path_factory, built, "served")


def _processes_serving(out: Path) -> list[int]:
    """The processes started with ``out`` as their KG_OUT_DIR: a `kg serve`, its workers and
    their query runners (read from Linux's /proc)."""
    wanted = f"KG_OUT_DIR={out}".encode()
    found = []
    for entry in Path("/proc").iterdir():
        try:
            environment = (entry / "environ").read_bytes() if entry.name.isdigit() else b""
        except OSError:
            continue
        if wanted in environment.split(b"\0"):
            found.append(int(entry.name))
    return found


def test_a_server_that_never_gets_ready_is_stopped_by_its_setup(tmp_path: Path, built) -> None:
    """A server whose set-up fails (here: it is not ready the instant it starts) is stopped
    by the set-up: `kg serve`, its workers and their runners would otherwise run on, beside
    the rest of the test run."""
    out = tmp_path / "out"
    try:
        with pytest.raises(AssertionError, match="never"):
            # (one runner and its spare per worker: the three per worker the set-up waits for
            # never start, however fast the server is ready on a loaded or an idle machine)
            Served(tmp_path, built, ready_seconds=0, KG_RUNNERS="1")
        wait_until(lambda: not _processes_serving(out), 30, "the server's processes ended")
    finally:
        for pid in _processes_serving(out):  # what the set-up left, so the run goes on clean
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass


def _answers_everything(served: Served) -> None:
    """Pages and queries are answered, each within a generous time."""
    assert requests.get(f"{served.url}{PAGE}", timeout=10).status_code == 200
    response = requests.get(f"{served.url}/sparql", params={"query": "ASK { ?s ?p ?o }"},
                            headers={"Accept": "application/sparql-results+json"}, timeout=10)
    assert response.status_code == 200 and response.json()["boolean"] is True


# 1. HEAD ------------------------------------------------------------------------------------

def test_head_requests_on_the_endpoint_do_not_hang_a_worker(served: Served) -> None:
    for number in range(6):  # the old code hung a worker for good with each of the first two
        response = requests.head(f"{served.url}/sparql", timeout=10,
                                 params={"query": f"{EVERYTHING} # {number}"})
        assert response.status_code == 200
        assert response.headers["Content-Type"].startswith("application/sparql-results+")
    for _ in range(4):
        _answers_everything(served)


# 2. Slow clients ----------------------------------------------------------------------------

def _slow_client(port: int, opening: bytes, trickle: bytes | None, seconds: float,
                 sockets: list) -> None:
    connection = socket.create_connection(("127.0.0.1", port))
    sockets.append(connection)
    connection.sendall(opening)
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        time.sleep(0.5)  # the slowness under test: a byte or a read every half second
        try:
            if trickle is None:
                connection.recv(16)  # a reader that takes 16 bytes at a time
            else:
                connection.sendall(trickle)
        except OSError:
            return


def test_slow_clients_do_not_make_the_server_unresponsive(served: Served) -> None:
    seconds = 8.0
    head = b"GET /sparql?query=ASK%7B%7D HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    body = (b"POST /sparql HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            b"Content-Type: application/sparql-query\r\nContent-Length: 4000\r\n\r\nASK")
    reader = b"GET /downloads/diplokg.nq HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
    plan = [(head, b"X-Slow: 1\r\n")] * 30 + [(body, b" ")] * 6 + [(reader, None)] * 6
    sockets: list = []
    threads = [threading.Thread(target=_slow_client, daemon=True,
                                args=(served.port, opening, trickle, seconds, sockets))
               for opening, trickle in plan]
    for thread in threads:
        thread.start()
    try:
        wait_until(lambda: len(sockets) == len(plan), 30, "every slow client connected")
        answered = 0
        for _ in range(8):
            try:
                response = requests.get(f"{served.url}/sparql", timeout=3,
                                        params={"query": "ASK { ?s ?p ?o }"})
                answered += response.status_code == 200
            except requests.RequestException:
                pass
            time.sleep(0.5)  # the questions spread over the slow clients' eight seconds
        assert answered == 8
    finally:
        for connection in sockets:
            connection.close()
        for thread in threads:
            thread.join(timeout=seconds + 5)


# 3. The lexer -------------------------------------------------------------------------------

def test_a_run_of_letters_is_one_token_however_long() -> None:
    """The quadratic lexer tried a prefixed name at every letter of a run that was none."""
    assert [t.kind for t in tokens("é" * 50_000)] == ["letters"]
    assert [t.kind for t in tokens("(" * 50_000)] == ["other"]


def test_a_body_of_non_ascii_letters_is_refused_promptly(served: Served) -> None:
    text = "é" * 500_000  # about a megabyte: the old lexer needed hours for it
    response = requests.post(f"{served.url}/sparql", data=text.encode("utf-8"), timeout=60,
                             headers={"Content-Type": "application/sparql-query"})
    assert response.status_code == 400
    _answers_everything(served)


# 4. Bounded answers and runners -------------------------------------------------------------

def test_a_page_of_results_shows_the_first_rows_of_a_huge_answer(served: Served) -> None:
    query = ("SELECT ?a ?b ?c ?d ?e ?f ?x WHERE { ?a ?b ?c . ?d ?e ?f "
             "BIND(CONCAT(STR(?a), STR(?b), STR(?c), STR(?d), STR(?e), STR(?f)) AS ?x) }")
    response = requests.get(f"{served.url}/sparql", params={"query": query}, timeout=60,
                            headers={"Accept": "text/html"})
    assert response.status_code == 200, response.text[:300]
    assert "larger than a page can show" in response.text
    assert len(response.content) < 64 * 1024 * 1024
    assert response.text.count("<tr") > 100


@pytest.mark.slow  # kills a process and waits for its replacement
def test_a_query_runner_over_its_memory_cap_gets_a_clear_503(tmp_path: Path, built) -> None:
    served = Served(tmp_path, built, KG_RUNNER_MEMORY="600", KG_QUERY_TIMEOUT="60", workers="1")
    try:
        response = requests.get(f"{served.url}/sparql", timeout=120, params={
            "query": "SELECT * WHERE { ?a ?b ?c . ?d ?e ?f } ORDER BY RAND() LIMIT 1"})
        assert response.status_code == 503
        assert "more memory than a query runner may use" in response.text
        _answers_everything(served)  # the runner was replaced
    finally:
        assert "Traceback" not in served.stop()


def _peak_address_space(pid: int) -> int:
    """The most address space process ``pid`` has held, in bytes (VmPeak, from /proc)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmPeak:"):
            return int(line.split()[1]) * 1024
    raise AssertionError(f"no VmPeak for process {pid}")


def test_a_query_runner_starts_well_within_the_smallest_memory_cap(built) -> None:
    """A runner's address space at start must not depend on how many of its threads met
    each other in malloc (each meeting can cost glibc another 64 MiB arena): on a loaded
    machine enough of them take a runner past a 600 MiB cap before it answers anything."""
    from kg.store.runner import Runner

    smallest_cap = 512 * 1024 * 1024  # what KG_RUNNER_MEMORY accepts at least
    runner = Runner(built.path / "store", 600 * 1024 * 1024)
    try:
        assert _peak_address_space(runner.process.pid) < smallest_cap * 3 // 4
    finally:
        runner.kill()


# 5 and 6. Damaged builds --------------------------------------------------------------------

def _second_build(served: Served, damage) -> Path:
    """A second build, damaged by ``damage(path)`` before ``out/current`` points at it."""
    copy_seed(served.data, "second-copy")
    staging = served.out.parent / "staging-out"
    result = build(project_settings(staging, data_dir=served.data))
    damage(result.path)
    target = served.out / "builds" / result.path.name
    shutil.move(str(result.path), target)
    switch_current(served.out, target)
    return target


def _corrupt_store(path: Path) -> None:
    largest = max((path / "store").glob("*.sst"), key=lambda p: p.stat().st_size)
    with open(largest, "r+b") as handle:
        handle.seek(largest.stat().st_size // 2)
        handle.write(b"\xff" * 4096)


@contextmanager
def _serving_a_refused_build(root: Path, built, damage) -> Iterator[tuple[Served, Path]]:
    """A server on the seed build, and a second build damaged by ``damage(path)`` that both
    workers have looked at and refused; the server's output must hold no traceback."""
    served = Served(root, built)
    try:
        assert served.graphs() == 3
        target = _second_build(served, damage)
        wait_until(lambda: served.logged(f"not serving the new build {target}"), 30,
                   "both workers looked at the new build and refused it")
        yield served, target
    finally:
        output = served.stop()
    assert "Traceback" not in output


def test_a_new_build_with_a_corrupt_store_is_never_served(tmp_path: Path, built) -> None:
    with _serving_a_refused_build(tmp_path, built, _corrupt_store) as (served, _):
        for _ in range(20):
            assert served.graphs() == 3  # still the first build, never a 500
            assert requests.get(f"{served.url}{PAGE}", timeout=10).status_code == 200


def _cut_a_dump(path: Path) -> None:
    dump = path / "dumps" / "diplokg.nq.gz"
    shutil.copy(dump, path.parent.parent.parent / "whole.nq.gz")  # tmp_path, for the repair
    dump.write_bytes(dump.read_bytes()[:-100])  # a copy that ran out of disk


def test_a_new_build_with_a_dump_cut_short_is_never_served(tmp_path: Path, built) -> None:
    """The chaos probe: a damaged dump was served with its manifest's hash as its ETag."""
    with _serving_a_refused_build(tmp_path, built, _cut_a_dump) as (served, target):
        for _ in range(10):
            assert served.graphs() == 3  # still the first build
            download = requests.get(f"{served.url}/downloads/diplokg.nq.gz", timeout=10)
            assert download.status_code == 200
            digest = hashlib.sha256(download.content).hexdigest()
            assert digest == download.headers["ETag"].strip('"')
        assert "diplokg.nq.gz has" in served.log()
        # Repaired in place, the build is looked at again and served: the server watches the
        # dumps' folder too, not only the build's own.
        shutil.copy(tmp_path / "whole.nq.gz", target / "dumps" / "diplokg.nq.gz")
        wait_until(lambda: served.graphs() == 4, 20, "the repaired build was served")


def test_a_deleted_manifest_is_logged_and_the_build_kept(tmp_path: Path, built) -> None:
    served = Served(tmp_path, built)
    try:
        target = _second_build(served, lambda path: (path / "manifest.json").unlink())
        wait_until(lambda: served.logged(f"{target / 'manifest.json'} is missing"), 30,
                   "both workers looked at the new build and refused it")
        assert served.graphs() == 3
    finally:
        served.stop()


@pytest.mark.slow  # kills a process and waits for its replacement
def test_a_worker_restarted_on_a_damaged_build_serves_the_previous_one(tmp_path: Path,
                                                                       built) -> None:
    served = Served(tmp_path, built)
    try:
        target = _second_build(served,
                               lambda path: (path / COUNTS_FILE).write_text('{"sections": '))
        wait_until(lambda: served.logged(f"not serving the new build {target}"), 30,
                   "both workers looked at the damaged build and refused it")
        killed = served.workers()
        for pid in killed:
            os.kill(pid, signal.SIGKILL)  # their replacements boot on the damaged build
        wait_until(lambda: served.logged("serving the older build"), 60,
                   "both replacement workers started on the older build")
        assert served.process.poll() is None  # the master did not shut down
        assert not set(served.workers()) & set(killed)
        for _ in range(10):
            assert served.graphs() == 3
            _answers_everything(served)
    finally:
        served.stop()


def test_with_no_usable_build_the_server_still_runs_and_answers_503(tmp_path: Path,
                                                                    built) -> None:
    data = tmp_path / "data"
    result = seed_copy(built, tmp_path)
    (result.path / COUNTS_FILE).write_text("[")
    process, port = serve_on_a_free_port(tmp_path / "out", data)
    try:
        url = f"http://127.0.0.1:{port}"
        status: list[int] = []

        def answered() -> bool:
            assert process.poll() is None, process.log_path.read_text()  # type: ignore
            try:
                status.append(requests.get(f"{url}/sparql", params={"query": "ASK {}"},
                                           timeout=5).status_code)
            except (requests.ConnectionError, requests.ReadTimeout):
                return False  # not listening yet, or a worker still starting on a busy machine
            return True

        wait_until(answered, 60, f"the server at {url} answered")
        assert status == [503]
        wait_until(lambda: process.log_path.read_text().count(  # type: ignore[attr-defined]
            "answering 503 until one is published") >= 2, 30,
            "both workers started with no build to serve")
        assert process.poll() is None  # the master did not shut down
        assert requests.get(f"{url}{PAGE}", timeout=30).status_code == 503
    finally:
        output = stop_serve(process)
    assert "no build in" in output and "Worker failed to boot" not in output


# 7. Time limits from arrival ----------------------------------------------------------------

def test_every_expensive_query_is_answered_within_its_limit_of_arrival(served: Served) -> None:
    outcomes: list[tuple[float, int, str | None]] = []

    def expensive(number: int) -> None:
        started = time.monotonic()
        response = requests.get(f"{served.url}/sparql", timeout=60,
                                params={"query": f"{ENDLESS} # {number}"})
        outcomes.append((time.monotonic() - started, response.status_code,
                         response.headers.get("Retry-After")))

    threads = [threading.Thread(target=expensive, args=(n,)) for n in range(6)]
    for thread in threads:
        thread.start()
    wait_until(lambda: runners_busy(served.process.pid, 2), 30,
               "the expensive queries reached the query runners")
    cheap = [requests.get(f"{served.url}/sparql", timeout=30,
                          params={"query": f"ASK {{ ?s ?p {n} }}"}).status_code
             for n in range(5)]
    for thread in threads:
        thread.join(timeout=60)
    assert cheap == [200] * 5
    assert len(outcomes) == 6
    for seconds, status, retry_after in outcomes:
        assert status == 503 and retry_after is not None
        # The old code queued them one after another: 3, 6, 9, 12 s and more.
        assert seconds < TIME_LIMIT + 2.5, outcomes


# 8. The Host header -------------------------------------------------------------------------

@pytest.mark.parametrize("path", ["/", PAGE, "/.well-known/void", "/sparql",
                                  "/downloads//diplokg.nq"])
def test_a_hostile_host_is_refused_and_never_echoed(served: Served, path: str) -> None:
    response = requests.get(f"{served.url}{path}", headers={"Host": "evil.example"},
                            allow_redirects=False, timeout=10)
    assert response.status_code == 400
    assert "evil.example" not in response.text
    assert "evil.example" not in json.dumps(dict(response.headers))


def test_the_site_answers_to_its_own_host_names(served: Served) -> None:
    for host in (f"127.0.0.1:{served.port}", f"localhost:{served.port}"):
        response = requests.get(f"{served.url}/downloads//diplokg.nq", allow_redirects=False,
                                headers={"Host": host}, timeout=10)
        assert response.status_code == 308
        assert response.headers["Location"] == f"http://{host}/downloads/diplokg.nq"


def test_behind_a_trusted_proxy_links_follow_its_forwarded_host(tmp_path: Path, built) -> None:
    served = Served(tmp_path, built, KG_PROXY_HOPS="1", KG_ALLOWED_HOSTS="data.example.org")
    try:
        forwarded = {"X-Forwarded-Host": "data.example.org", "X-Forwarded-Proto": "https"}
        response = requests.get(f"{served.url}/downloads//diplokg.nq", allow_redirects=False,
                                headers=forwarded, timeout=10)
        assert response.headers["Location"] == "https://data.example.org/downloads/diplokg.nq"
        hostile = requests.get(f"{served.url}/", timeout=10,
                               headers={"X-Forwarded-Host": "evil.example"})
        assert hostile.status_code == 400
    finally:
        served.stop()


# 9. Client input that gave 5xx --------------------------------------------------------------

TRIPLE_TERMS = "CONSTRUCT { ?s ?p <<( ?s ?p ?o )>> } WHERE { ?s ?p ?o } LIMIT 3"


def test_triple_terms_are_shown_in_a_page_and_refused_as_json_ld(served: Served) -> None:
    page = requests.get(f"{served.url}/sparql", params={"query": TRIPLE_TERMS}, timeout=10,
                        headers={"Accept": "text/html"})
    assert page.status_code == 200 and "&lt;&lt;(" in page.text
    json_ld = requests.get(f"{served.url}/sparql", params={"query": TRIPLE_TERMS}, timeout=10,
                           headers={"Accept": "application/ld+json"})
    assert json_ld.status_code == 406 and "JSON-LD" in json_ld.text


@pytest.mark.parametrize("query", [
    "SELECT * WHERE " + "{" * 3000 + "}" * 3000,
    "SELECT * WHERE { FILTER(" + "(" * 5000 + "1" + ")" * 5000 + ") }",
])
def test_deep_nesting_is_a_400_before_the_store_sees_it(served: Served, query: str) -> None:
    response = requests.post(f"{served.url}/sparql", data=query, timeout=10,
                             headers={"Content-Type": "application/sparql-query"})
    assert response.status_code == 400 and "deep" in response.text
    _answers_everything(served)


@pytest.mark.parametrize("query, what", [
    ("SELECT * WHERE { BIND(" + "!" * 60000 + "true AS ?x) }", "operators"),
    ("SELECT * WHERE { BIND(" + "+".join(["1"] * 60000) + " AS ?x) }", "operators"),
    ("SELECT * WHERE { ?s " + "/".join(["<a:b>"] * 60000) + " ?o }", "operators"),
    ("SELECT * WHERE { ?s " + ";".join(f"<a:p> ?o{i}" for i in range(60000)) + " }",
     "triple patterns"),
    ("SELECT * WHERE { ?s <a:p> " + ",".join(f"?o{i}" for i in range(60000)) + " }",
     "triple patterns"),
])
def test_long_chains_are_a_400_not_a_crashed_runner(served: Served, query: str,
                                                    what: str) -> None:
    """The chaos probe and a review: chains like these crashed a query runner (signal 11:
    the parser's stack) at 10,000, and the client got 503 Store unavailable."""
    response = requests.post(f"{served.url}/sparql", data=query, timeout=30,
                             headers={"Content-Type": "application/sparql-query"})
    assert response.status_code == 400 and what in response.text, response.text[:300]
    assert "crashed" not in served.log()


@pytest.mark.parametrize("query", [
    "SELECT * WHERE { BIND(" + "!" * 10000 + "true AS ?x) }",
    "SELECT * WHERE { BIND(" + "+".join(["1"] * 10000) + " AS ?x) }",
    "SELECT * WHERE { VALUES ?x { " + " ".join(f"-{n}" for n in range(10000)) + " } }",
])
def test_chains_of_ten_thousand_are_read_by_a_runner(served: Served, query: str) -> None:
    """With its larger stack a runner reads what crashed it (no 503 Store unavailable)."""
    response = requests.post(f"{served.url}/sparql", data=query, timeout=30,
                             headers={"Content-Type": "application/sparql-query"})
    # Read whole, the answer is 200; on a loaded machine a chain this long may reach the time
    # limit, whose 503 carries Retry-After. Any other 503 (a crashed runner) fails.
    assert response.status_code == 200 or (
        response.status_code == 503 and "Retry-After" in response.headers), response.text[:300]
    assert "crashed" not in served.log() and "Store unavailable" not in response.text


def test_many_decimals_and_typed_literals_are_still_run(served: Served) -> None:
    values = " ".join(f"{n}.5 \"{n}\"^^<http://www.w3.org/2001/XMLSchema#int>"
                      for n in range(4000))
    response = requests.post(f"{served.url}/sparql", timeout=30,
                             data=f"SELECT (COUNT(*) AS ?n) WHERE {{ VALUES ?x {{ {values} }} }}",
                             headers={"Content-Type": "application/sparql-query",
                                      "Accept": "application/sparql-results+json"})
    assert response.status_code == 200
    assert response.json()["results"]["bindings"][0]["n"]["value"] == "8000"


def test_a_page_whose_query_times_out_after_its_first_rows_is_a_503(served: Served) -> None:
    # Its first half streams at once, its second at a few milliseconds a row. (Its LIMIT is
    # under the row cap: a capped select is counted, so evaluated whole, before it streams.)
    query = ("SELECT * WHERE { { ?s ?p ?o } UNION { ?s ?p ?o FILTER EXISTS "
             "{ ?a ?b ?c . ?d ?e ?f FILTER(?c = ?o && ?f = ?s) } } } LIMIT 9000")
    def ask(accept: str) -> requests.Response:
        # On a loaded machine an earlier test's runners may still be computing or starting:
        # wait until they are idle, and ask again while the answer is "busy" rather than the
        # one this test is about.
        for _ in range(5):
            wait_until(served.runners_idle, 60, "every query runner idle")
            response = requests.get(f"{served.url}/sparql", params={"query": query},
                                    timeout=30, headers={"Accept": accept}, stream=True)
            if "busy" not in response.headers.get("Content-Type", "") + (
                    response.text if response.status_code == 503 else ""):
                return response
        raise AssertionError("the server stayed busy")

    page = ask("text/html")
    assert page.status_code == 503
    assert "did not finish" in page.text
    # Streamed, it is cut at the limit: the connection ends without the final chunk, so the
    # client knows the answer is incomplete.
    streamed = ask("text/csv")
    assert streamed.status_code == 200
    with pytest.raises(requests.exceptions.ChunkedEncodingError):
        streamed.content  # noqa: B018 - reading it is the test


# 10. Smaller findings -----------------------------------------------------------------------

def test_a_chunked_body_over_the_cap_is_a_413(served: Served) -> None:
    def chunks():
        for _ in range(20):
            yield b"#" * 64 * 1024  # 1.25 MiB in all, over the 1 MiB cap
    response = requests.post(f"{served.url}/sparql", data=chunks(), timeout=30,
                             headers={"Content-Type": "application/sparql-query"})
    assert response.status_code == 413


@pytest.mark.parametrize("body", [b"zz\r\nASK {}\r\n0\r\n\r\n",  # a size that is no number
                                  b"6\r\nASK {}XX0\r\n\r\n"])  # a chunk without its CRLF
def test_a_garbled_chunked_body_is_a_400(served: Served, body: bytes) -> None:
    """Found by bench/soak.py: gunicorn's chunk parser raised through the body guard (500)."""
    with socket.create_connection(("127.0.0.1", served.port), timeout=30) as connection:
        connection.sendall(b"POST /sparql HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
                           b"Transfer-Encoding: chunked\r\n"
                           b"Content-Type: application/sparql-query\r\n\r\n" + body)
        answer = b""
        while chunk := connection.recv(65536):
            answer += chunk
    assert answer.startswith(b"HTTP/1.1 400 "), answer[:200]
    _answers_everything(served)


def _query_by_get_of(length: int) -> tuple[str, str]:
    """A query naming Carlos Zamora among padding IRIs, about ``length`` bytes once
    percent-encoded; and the IRI it finds."""
    zamora = f"{BASE}id/person/carlos-zamora"
    padding, number = [], 0
    def query() -> str:
        iris = " ".join([f"<{zamora}>", *padding])
        return f"SELECT ?x WHERE {{ VALUES ?x {{ {iris} }} ?x ?p ?o }} GROUP BY ?x"
    while len(urllib.parse.quote(query())) < length:
        padding.append(f"<{BASE}id/person/nobody-{number}>")
        number += 1
    return query(), zamora


def test_a_query_of_several_kilobytes_by_get_is_answered(served: Served) -> None:
    """SPARQLWrapper at its defaults sends the query in the URL: 7 KB of it once encoded was
    a 414 under gunicorn's default limit of 4,094 bytes."""
    query, zamora = _query_by_get_of(7000)
    assert len(urllib.parse.quote(query)) > 4094
    wrapper = SPARQLWrapper(f"{served.url}/sparql")
    wrapper.setQuery(query)
    wrapper.setReturnFormat(JSON)
    rows = wrapper.query().convert()["results"]["bindings"]
    assert [row["x"]["value"] for row in rows] == [zamora]


def test_a_query_too_long_for_a_url_is_a_414_that_says_to_post_it(served: Served) -> None:
    query, zamora = _query_by_get_of(9000)
    response = requests.get(f"{served.url}/sparql", params={"query": query}, timeout=10)
    assert response.status_code == 414 and "by POST" in response.text
    wrapper = SPARQLWrapper(f"{served.url}/sparql")
    wrapper.setQuery(query)
    wrapper.setReturnFormat(JSON)
    with pytest.raises(URITooLong):  # SPARQLWrapper's name for a 414
        wrapper.query()
    wrapper.setMethod(POST)
    rows = wrapper.query().convert()["results"]["bindings"]
    assert [row["x"]["value"] for row in rows] == [zamora]


def test_a_codepoint_escape_in_an_iri_is_read_as_sparql_reads_it(served: Served) -> None:
    query = "SELECT ?p WHERE { <http://127.0.0.1:5000/id/\\u0070erson/carlos-zamora> ?p ?o }"
    response = requests.get(f"{served.url}/sparql", params={"query": query}, timeout=10,
                            headers={"Accept": "application/sparql-results+json"})
    assert response.status_code == 200, response.text
    assert response.json()["results"]["bindings"]


def test_an_escaped_keyword_cannot_smuggle_a_service_call(served: Served) -> None:
    query = "SELECT * WHERE { SERVIC\\u0045 <http://127.0.0.1:9/sparql> { ?s ?p ?o } }"
    response = requests.get(f"{served.url}/sparql", params={"query": query}, timeout=10)
    assert response.status_code == 400 and "SERVICE" in response.text


@pytest.mark.parametrize("request_line, status", [
    # Longer than what is read of it: the answer comes before the rest is read, and the server
    # reads what follows before it closes (closed with unread input, the connection was reset
    # and the answer lost: ConnectionResetError, every time, at 9,000 bytes and more).
    (b"GET /sparql?query=" + b"a" * 9000 + b" HTTP/1.1", 414),
    (b"GET /sparql?query=" + b"a" * 2_000_000 + b" HTTP/1.1", 414),
    (b"GET / HTTP/1.1" + b"".join(b"\r\nX-N%d: 1" % n for n in range(120)), 431),
    (b"NOT A REQUEST", 400),
])
def test_the_servers_own_error_pages_carry_the_security_headers(served: Served,
                                                                 request_line: bytes,
                                                                 status: int) -> None:
    with socket.create_connection(("127.0.0.1", served.port), timeout=10) as connection:
        connection.sendall(request_line + b"\r\nHost: 127.0.0.1\r\n\r\n")
        answer = b""
        while chunk := connection.recv(65536):
            answer += chunk
    head = answer.split(b"\r\n\r\n", 1)[0].decode("latin-1")
    assert head.startswith(f"HTTP/1.1 {status}")
    for header in ("X-Content-Type-Options: nosniff", "Content-Security-Policy: ",
                   "Referrer-Policy: "):
        assert header in head


def test_several_ranges_get_the_whole_file_and_a_bad_one_says_the_length(served: Served) -> None:
    url = f"{served.url}/downloads/diplokg.nq.gz"
    whole = requests.get(url, timeout=30)
    several = requests.get(url, headers={"Range": "bytes=0-10,20-30"}, timeout=30)
    assert several.status_code == 200 and several.content == whole.content
    beyond = requests.get(url, headers={"Range": f"bytes={len(whole.content) + 10}-"},
                          timeout=30)
    assert beyond.status_code == 416
    assert beyond.headers["Content-Range"] == f"bytes */{len(whole.content)}"


def test_a_build_whose_switch_fails_is_removed_not_counted_as_kept(tmp_path: Path,
                                                                   built) -> None:
    data = tmp_path / "data"
    first = seed_copy(built, tmp_path)
    settings = project_settings(tmp_path / "out", data_dir=data, keep_builds=1)
    link = settings.out_dir / "current"
    link.unlink()
    link.mkdir()  # a folder where the link should be: the switch's rename fails
    (link / "keep").write_text("x")
    copy_seed(data, "second-copy")
    with pytest.raises(Exception):
        build(settings)
    assert [p.name for p in (settings.out_dir / "builds").iterdir()] == [first.path.name]


# 11. Hostile clients and damaged builds -------------------------------------------------------

@pytest.fixture(scope="module")
def impatient(tmp_path_factory: pytest.TempPathFactory, built):
    """A server that waits at most a second for a request's body."""
    yield from _served_for_a_module(tmp_path_factory, built, "impatient", KG_BODY_SECONDS="1")


def _answer_to(port: int, request: bytes, seconds: float = 15) -> tuple[bytes, float]:
    """What the server sends back to a request that it must answer without waiting for the
    client, and how long it took."""
    started = time.monotonic()
    with socket.create_connection(("127.0.0.1", port), timeout=seconds) as connection:
        connection.sendall(request)
        answer = b""
        try:
            while chunk := connection.recv(65536):
                answer += chunk
                if b"\r\n\r\n" in answer:
                    break
        except socket.timeout:
            pass
    return answer, time.monotonic() - started


@pytest.mark.parametrize("request_", [
    # less than its Content-Length, then silence
    b"POST /sparql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/sparql-query\r\n"
    b"Content-Length: 100\r\n\r\nASK",
    # a chunk announced that never comes
    b"POST /sparql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/sparql-query\r\n"
    b"Transfer-Encoding: chunked\r\n\r\nFFFFFFFF\r\nASK",
    # a form that trickles in
    b"POST /sparql HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    b"Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 50\r\n\r\nquery=",
])
def test_a_body_that_does_not_arrive_is_a_408_not_a_held_connection(impatient: Served,
                                                                    request_: bytes) -> None:
    """The probe held 2,100 connections each with a body that never arrived, and the server
    answered nobody else; one of them stayed open over 150 s."""
    answer, took = _answer_to(impatient.port, request_)
    assert answer.startswith(b"HTTP/1.1 408 "), answer[:200]
    assert took < 10
    _answers_everything(impatient)


def test_a_body_that_arrives_whole_is_read_as_before(impatient: Served) -> None:
    response = requests.post(f"{impatient.url}/sparql", data=b"ASK { ?s ?p ?o }", timeout=10,
                             headers={"Content-Type": "application/sparql-query",
                                      "Accept": "application/sparql-results+json"})
    assert response.status_code == 200 and response.json()["boolean"] is True
    # A client that stops sending short of its Content-Length: a 400 saying so, at once.
    with socket.create_connection(("127.0.0.1", impatient.port), timeout=15) as connection:
        connection.sendall(b"POST /sparql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: "
                           b"application/sparql-query\r\nContent-Length: 100\r\n\r\nASK {}")
        connection.shutdown(socket.SHUT_WR)
        short = b""
        deadline = time.monotonic() + 15
        # the headers and the body may come in separate pieces
        while b"6 of the 100 bytes" not in short and time.monotonic() < deadline:
            piece = connection.recv(65536)
            if not piece:
                break
            short += piece
    assert short.startswith(b"HTTP/1.1 400 ") and b"6 of the 100 bytes" in short, short[:400]


def _children(pid: int) -> list[int]:
    found = subprocess.run(["pgrep", "-P", str(pid)], capture_output=True, text=True)
    return [int(p) for p in found.stdout.split()]


def _holds_open(pid: int, folder: Path) -> bool:
    """Whether process ``pid`` has a file in ``folder`` open (a worker that opened a build
    holds its store and its records)."""
    try:
        descriptors = list(Path(f"/proc/{pid}/fd").iterdir())
    except OSError:
        return False
    for descriptor in descriptors:
        try:
            if os.readlink(descriptor).startswith(f"{folder}/"):
                return True
        except OSError:
            continue
    return False


def _alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat[stat.rindex(")") + 2] != "Z"


@pytest.mark.slow  # kills a process and waits for its replacement
def test_the_runners_of_a_killed_worker_end_at_their_time_limit(impatient: Served) -> None:
    """The probe killed a worker while its runners computed: they ran on, parented to init,
    with nobody left to stop them at the time limit."""
    def ask() -> None:
        try:
            requests.get(f"{impatient.url}/sparql", params={"query": ENDLESS}, timeout=30)
        except requests.RequestException:
            pass  # the worker that held it is killed

    wait_until(impatient.runners_idle, 60, "every query runner idle")
    threads = [threading.Thread(target=ask, daemon=True) for _ in range(2)]
    for thread in threads:
        thread.start()
    busy: dict[int, list[int]] = {}  # worker -> its runners that are computing

    def a_runner_computes() -> bool:
        for worker in impatient.workers():
            computing = [p for p in query_runners(worker) if not waits_for_a_query(p)]
            if computing:
                busy[worker] = computing
        return bool(busy)

    wait_until(a_runner_computes, 30, "a query runner computed one of the queries")
    worker, runners = next(iter(busy.items()))
    os.kill(worker, signal.SIGKILL)
    # Each runner ends by its query's time limit (3 s from the request) and RUNNER_GRACE.
    wait_until(lambda: not any(_alive(p) for p in runners), TIME_LIMIT + 5 + 10,
               "the killed worker's runners ended")
    for thread in threads:
        thread.join(timeout=30)
    wait_until(lambda: len(set(impatient.workers()) - {worker}) == 2, 30,
               "gunicorn started a worker in place of the killed one")
    _answers_everything(impatient)


def test_an_http11_request_without_host_is_a_400(impatient: Served) -> None:
    answer, _took = _answer_to(impatient.port, b"GET /sparql?query=ASK%7B%7D HTTP/1.1\r\n"
                               b"Connection: close\r\n\r\n")
    assert answer.startswith(b"HTTP/1.1 400 "), answer[:200]
    old = _answer_to(impatient.port, b"GET /sparql?query=ASK%7B%7D HTTP/1.0\r\n\r\n")[0]
    assert old.startswith(b"HTTP/1.1 200 ") or old.startswith(b"HTTP/1.0 200 "), old[:200]


# 12. Heavy queries beside cheap ones at 100,000 articles ---------------------------------------

def _stopped_when_the_client(built_store, does) -> None:
    """An endless query for a client whose socket ``does`` something after 0.3 s (given the
    other end) is stopped well before its 30 s."""
    ours, theirs = socket.socketpair()
    actor = threading.Timer(0.3, does, (theirs,))
    actor.start()
    started = time.monotonic()
    try:
        with pytest.raises(QueryAbandoned):
            built_store.execute(QueryRequest(ENDLESS, "application/sparql-results+json"),
                                30.0, ours)
    finally:
        actor.join()
        ours.close()
        theirs.close()
    assert time.monotonic() - started < 10


def test_a_store_stops_a_query_whose_client_has_gone(built_store) -> None:
    """Abandoned aggregates kept their runners computing to the time limit (120 s in the
    benchmark) and the next queries waited behind them."""
    _stopped_when_the_client(built_store, lambda theirs: theirs.close())
    assert built_store.solve("ASK { ?s ?p ?o }").boolean is True  # a new runner answers


def test_a_client_that_sends_more_while_it_waits_is_still_answered(built_store) -> None:
    """Data on the socket (a request sent ahead) is not a closed connection."""
    ours, theirs = socket.socketpair()
    sender = threading.Timer(0.3, theirs.sendall, (b"GET / HTTP/1.1\r\n",))
    sender.start()
    try:
        with pytest.raises(QueryTimeout):  # the query runs to its time limit, as before
            built_store.execute(QueryRequest(ENDLESS, "application/sparql-results+json"),
                                2.0, ours)
        answer = built_store.execute(QueryRequest("ASK { ?s ?p ?o }",
                                                  "application/sparql-results+json"), 10.0, ours)
        assert b"true" in b"".join(answer.chunks)
    finally:
        sender.cancel()
        ours.close()
        theirs.close()


@pytest.fixture(scope="module")
def patient(tmp_path_factory: pytest.TempPathFactory, built):
    """A server that gives a query a minute."""
    yield from _served_for_a_module(tmp_path_factory, built, "patient", KG_QUERY_TIMEOUT="60")


def _computing_runners(server: Served) -> list[int]:
    """The query runners that compute, as soon as there are any. The caller waited for every
    runner to be idle before it sent its query, so none of them is merely starting."""
    computing: list[int] = []

    def found() -> bool:
        computing[:] = server.computing()
        return bool(computing)

    wait_until(found, 30, "a query runner computed the query")
    return computing


@pytest.mark.parametrize("accept", ["application/sparql-results+json", "text/html"])
def test_a_query_whose_client_hangs_up_stops_computing(patient: Served, accept: str) -> None:
    """The query mix at 100,000 articles: wrk gave up on aggregates of 16 s, and each kept a
    runner computing (until its time limit) while the next queries waited."""
    query = requests.Request("GET", f"{patient.url}/sparql",
                             params={"query": ENDLESS}).prepare().path_url
    wait_until(patient.runners_idle, 60, "every query runner idle")
    connection = socket.create_connection(("127.0.0.1", patient.port), timeout=10)
    connection.sendall(f"GET {query} HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                       f"Accept: {accept}\r\n\r\n".encode())
    runners = _computing_runners(patient)
    connection.close()
    # Stopped within 10 s, far under the query's own limit of 60 s.
    wait_until(lambda: not any(_alive(p) for p in runners), 10,
               "the runner stopped computing the abandoned query")
    _answers_everything(patient)
    assert requests.get(f"{patient.url}/sparql", params={"query": "ASK { ?s ?p ?o }"},
                        timeout=10).status_code == 200


# 13. Builds pruned, switched and repeated under load -----------------------------------------

def test_a_build_of_unchanged_input_is_served_after_the_first_is_pruned(tmp_path: Path,
                                                                        built) -> None:
    """The web layer's memo was kept by the build's digest, and the catalogue it held named
    the first build's folder: a build of the same input (same digest, new folder) and the
    pruning of the first gave 500s on search, browse, claims and the home page."""
    import dataclasses

    server = Served(tmp_path, built)
    paths = ("/search.json?q=zamora", "/", "/claims")
    try:
        for _ in range(4):  # both workers make their memo
            for path in paths:
                assert requests.get(server.url + path, timeout=30).status_code == 200
        settings = dataclasses.replace(server.settings, keep_builds=1)
        first = (server.out / "current").resolve()
        for _ in range(2):
            build(settings)
        assert not first.exists()  # pruned
        latest = (server.out / "current").resolve()
        wait_until(lambda: server.workers() and all(
            _holds_open(worker, latest) for worker in server.workers()), 30,
                   "both workers opened the newest build")
        for _ in range(4):
            for path in paths:
                response = requests.get(server.url + path, timeout=30)
                assert response.status_code == 200, (path, response.text[:300])
    finally:
        output = server.stop()
    assert "Traceback" not in output


def test_a_query_too_long_for_the_spare_waits_for_a_regular_runner(built) -> None:
    """The chaos probe: a query that took the spare runner (every regular one busy) and did
    not answer within its second got 503 Server busy, with most of its time left."""
    from kg.published.layout import open_published_store

    others = set(query_runners(os.getpid()))  # (other tests' stores in this process)
    store = open_published_store(built.path, runners=1)
    request = QueryRequest(ENDLESS, "application/sparql-results+json")
    outcome: dict = {}

    def idle() -> list[bool]:
        return [waits_for_a_query(r) for r in query_runners(os.getpid()) if r not in others]

    def hold_the_regular_runner() -> None:
        try:
            store.execute(request, 2.5)
        except QueryTimeout:
            outcome["first"] = "timed out"

    try:
        store.warm()
        wait_until(lambda: idle() and all(idle()), 60, "the store started its runners")
        holder = threading.Thread(target=hold_the_regular_runner)
        holder.start()
        wait_until(lambda: not all(idle()), 30, "the first query held the regular runner")
        started = time.monotonic()
        with pytest.raises(QueryTimeout):  # not StoreBusy: it ran again on the regular one
            store.execute(request, 4.0)
        assert time.monotonic() - started > 3.0
        holder.join(timeout=30)
        assert outcome == {"first": "timed out"}
    finally:
        store.close()


def test_if_match_a_byte_order_mark_and_a_forms_charset(served: Served) -> None:
    """The chaos probe's minor findings: If-Match that names another tag got 200, a query
    after a byte order mark was a syntax error, a form in ISO-8859-1 was read as UTF-8."""
    url = f"{served.url}/sparql"
    ask = {"query": "ASK { ?s ?p ?o }"}
    json_results = {"Accept": "application/sparql-results+json"}
    first = requests.get(url, params=ask, headers=json_results, timeout=10)
    tag = first.headers["ETag"]
    assert requests.get(url, params=ask, timeout=10,
                        headers={**json_results, "If-Match": '"nope"'}).status_code == 412
    for matching in (tag, "*"):
        assert requests.get(url, params=ask, timeout=10,
                            headers={**json_results, "If-Match": matching}).status_code == 200
    marked = requests.post(url, data="\ufeffASK { ?s ?p ?o }".encode(), timeout=10,
                           headers={**json_results,
                                    "Content-Type": "application/sparql-query"})
    assert marked.status_code == 200 and marked.json()["boolean"] is True
    latin = requests.post(url, data="query=ASK%20%7B%3Fs%20%3Fp%20%22caf%E9%22%7D", timeout=10,
                          headers={"Content-Type":
                                   "application/x-www-form-urlencoded; charset=iso-8859-1"})
    assert latin.status_code == 415 and "UTF-8" in latin.text
    for broken in ("query=ASK%20%7B%3Fs%20%3Fp%20%22%FF%22%7D",  # not UTF-8
                   "query=ASK%20%7B%3Fs%20%3Fp%20%22%ED%A0%80%22%7D"):  # a lone surrogate
        as_form = requests.post(url, data=broken, timeout=10, headers={
            "Content-Type": "application/x-www-form-urlencoded"})
        assert as_form.status_code == 400 and "UTF-8" in as_form.text, as_form.text[:200]
        assert requests.get(f"{url}?{broken}", timeout=10).status_code == 400
    ascii_form = requests.post(url, data="query=ASK%20%7B%3Fs%20%3Fp%20%3Fo%7D", timeout=10,
                               headers={**json_results, "Content-Type":
                                        "application/x-www-form-urlencoded; charset=us-ascii"})
    assert ascii_form.status_code == 200  # ASCII is UTF-8


def test_a_client_check_without_a_descriptor_to_spare_loses_no_runner(built) -> None:
    """A review: when os.dup failed (EMFILE: a worker at its 1,024 open files), the runner
    was never given back, and every later query got 503 Server busy."""
    import resource

    from kg.published.layout import open_published_store

    store = open_published_store(built.path, runners=1)
    ours, theirs = socket.socketpair()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    try:
        store.warm()
        request = QueryRequest("SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o FILTER(true) }",
                               "application/sparql-results+json")
        # as many descriptors open as the limit allows, so that os.dup fails
        resource.setrlimit(resource.RLIMIT_NOFILE, (64, hard))
        spare_fds = []
        try:
            while True:
                spare_fds.append(os.open("/dev/null", os.O_RDONLY))
        except OSError:
            pass
        try:
            for _ in range(3):
                answer = store.execute(request, 10.0, ours)
                b"".join(answer.chunks)
        finally:
            for fd in spare_fds:
                os.close(fd)
            resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
        answer = store.execute(request, 10.0, ours)
        assert b'"n"' in b"".join(answer.chunks)
    finally:
        ours.close()
        theirs.close()
        store.close()


def test_a_stray_line_end_does_not_turn_the_watch_off(built_store) -> None:
    """The chaos probe sent a CRLF, then closed: the query computed to its limit."""
    def line_end_then_close(theirs) -> None:
        theirs.sendall(b"\r\n")
        time.sleep(0.4)  # the client under test: a line end, then silence, then it leaves
        theirs.close()

    _stopped_when_the_client(built_store, line_end_then_close)


def test_a_query_that_ends_soon_after_its_client_left_keeps_its_runner(built, monkeypatch
                                                                         ) -> None:
    """The query mix: wrk ending a run of cheap queries killed a runner per connection, and
    starting them again (about 80 ms of CPU each) put 1% of the next run's answers at
    60-130 ms. A query that ends within its grace after the client left is let end, and its
    runner is kept; one that does not is stopped (the tests above)."""
    from kg.published.layout import open_published_store
    from kg.store import runner as runners

    # A grace longer than this query (a count over 18 million pairs, a second or two), so
    # that it ends within it however busy the machine; the client leaves after 0.3 s.
    monkeypatch.setattr(runners, "ABANDON_GRACE", 60.0)
    store = open_published_store(built.path, runners=1)
    ours, theirs = socket.socketpair()
    leaver = threading.Timer(0.3, theirs.close)
    try:
        store.warm()
        before = set(_children(os.getpid()))
        leaver.start()
        with pytest.raises(QueryAbandoned):
            store.execute(QueryRequest("SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f }",
                                       "application/sparql-results+json"), 60.0, ours)
        assert set(_children(os.getpid())) == before  # no runner killed, none started
        answer = store.execute(QueryRequest("ASK { ?s ?p ?o }",
                                            "application/sparql-results+json"), 10.0)
        assert b"true" in b"".join(answer.chunks)
        assert set(_children(os.getpid())) == before
    finally:
        leaver.join()
        ours.close()
        store.close()


def test_a_half_closed_client_gets_a_499_and_the_connection_ends(patient: Served) -> None:
    """Like nginx and Go's server, a client that shuts down its sending side is taken to be
    gone (the chaos probe asked): it reads a 499, then the end of the connection."""
    query = requests.Request("GET", f"{patient.url}/sparql",
                             params={"query": ENDLESS}).prepare().path_url
    wait_until(patient.runners_idle, 60, "every query runner idle")
    with socket.create_connection(("127.0.0.1", patient.port), timeout=20) as connection:
        connection.sendall(f"GET {query} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
        wait_until(lambda: bool(patient.computing()), 30, "a query runner computed the query")
        connection.shutdown(socket.SHUT_WR)
        answer = b""
        while chunk := connection.recv(65536):
            answer += chunk
    assert answer.startswith(b"HTTP/1.1 499 "), answer[:200]  # and recv found the end


def test_a_dump_damaged_after_its_build_was_adopted_is_cut_short_not_a_traceback(
        tmp_path: Path, built) -> None:
    """The chaos probe: /downloads/diplokg.nq of a truncated diplokg.nq.gz was gunicorn's bare
    500, with a traceback in the log."""
    served = Served(tmp_path, built)
    try:
        dump = (served.out / "current").resolve() / "dumps" / "diplokg.nq.gz"
        dump.write_bytes(dump.read_bytes()[:len(dump.read_bytes()) // 2])
        with pytest.raises(requests.RequestException):
            response = requests.get(f"{served.url}/downloads/diplokg.nq", timeout=30)
            response.raise_for_status()
            assert len(response.content) < 0  # a whole answer would be a failure too
        _answers_everything(served)
    finally:
        output = served.stop()
    assert "Traceback" not in output and "is damaged" in output
