"""Paths and helpers shared by the tests (fixtures live in conftest.py)."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable, Iterator

import requests

from kg.config import Settings

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data"
SEED_DIR = DATA / "zamora-leaves-peru"
SEED_SLUG = "zamora-leaves-peru"
BASE = "http://127.0.0.1:5000/"
ASK = "ASK { ?s ?p ?o }"
# Never yields a first result: a three-way product of every triple, counted.
ENDLESS = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i }"
POLL_SECONDS = 0.05  # how often wait_until looks again


def project_settings(out_dir: Path, data_dir: Path = DATA, **overrides) -> Settings:
    return Settings(data_dir=data_dir, out_dir=out_dir,
                    ontology_file=ROOT / "ontology" / "diplo.ttl",
                    shapes_file=ROOT / "shapes" / "diplo-shapes.ttl", **overrides)


def mapping_file(data: Path) -> Path:
    return data / SEED_SLUG / "mapping.yaml"


def edit_mapping(data: Path, old: str, new: str) -> Path:
    path = mapping_file(data)
    text = path.read_text(encoding="utf-8")
    assert old in text, f"test setup: {old!r} not in mapping.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def line_of(path: Path, needle: str) -> int:
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if needle in line:
            return number
    raise AssertionError(f"{needle!r} not in {path}")


def seed_graph(base: str = BASE):
    """The seed article mapped to its graph (no store, no validation)."""
    from kg.build.publish import map_articles, new_graph  # noqa: F401 - new_graph keeps prefixes
    from kg.mappers import BuildInfo
    from kg.source import parse_article
    from kg.uris import Minter

    article = parse_article(mapping_file(DATA))
    mapped = map_articles([article], Minter(base), BuildInfo("0" * 64, "test"))
    return article, mapped[0].graph


class LiveServer:
    """The app on a real HTTP server on 127.0.0.1, in a thread of the test process."""

    def __init__(self, settings) -> None:
        import threading

        from werkzeug.serving import make_server

        from kg.web import create_app

        self.app = create_app(settings)
        self.server = make_server("127.0.0.1", 0, self.app, threaded=True)
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.server.shutdown()
        self.app.extensions["kg"].close()


@contextlib.contextmanager
def serving_data_with(tmp_path_factory, *articles: Path,
                      **overrides) -> Iterator[tuple[LiveServer, object]]:
    """data/ and the given article folders, built with the settings ``overrides`` (once for
    the run: the modules that ask for the same are served the same build) and served over
    real HTTP on 127.0.0.1 until the block ends: (the server, the build's result)."""
    import hashlib
    import shutil

    from kg.build.publish import build

    def make(folder: Path):
        shutil.copytree(DATA, folder / "data")
        for article in articles:
            shutil.copytree(article, folder / "data" / article.name)
        return build(project_settings(folder / "out", data_dir=folder / "data", **overrides))

    asked = repr(([str(article) for article in articles], sorted(overrides.items())))
    name = "data-with-" + hashlib.sha256(asked.encode()).hexdigest()[:16]
    built = made_once(tmp_path_factory, name, make)
    folder = built.path.parent.parent.parent
    settings = project_settings(folder / "out", data_dir=folder / "data", **overrides)
    server = LiveServer(settings)
    try:
        yield server, built
    finally:
        server.close()


def made_once(tmp_path_factory, name: str, make: Callable[[Path], object]):
    """What ``make(folder)`` returns, made once for the whole test run in a folder of its
    own, and read back by every later caller: with pytest-xdist the workers share it (the
    first one to ask makes it, under a lock; the others wait for it). For what tests only
    read, or copy before they change it (a build: see ``copy_build``)."""
    import fcntl
    import pickle

    base = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        base = base.parent  # (each worker's folder is in the run's own)
    folder, made = base / f"made-once-{name}", base / f"made-once-{name}.pickle"
    with open(base / f"made-once-{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not made.exists():
            if folder.exists():  # a worker that failed while it made it
                import shutil

                shutil.rmtree(folder)
            folder.mkdir()
            made.write_bytes(pickle.dumps(make(folder)))
    return pickle.loads(made.read_bytes())


def copy_build(result, out: Path):
    """A copy at ``out`` of the output folder that holds the build ``result`` (its builds and
    its relative `current` link), and the result of the build copied: a test that changes a
    build, or builds again on top of it, starts from a build made once instead of making
    its own of the same input (the same digest and files; only the store's own file names
    differ between two builds of one input)."""
    import dataclasses
    import shutil

    shutil.copytree(result.path.parent.parent, out, symlinks=True)
    return dataclasses.replace(result, path=out / "builds" / result.path.name)


def seed_copy(built, folder: Path):
    """The seed article's data folder at ``folder``/data and a published build of it at
    ``folder``/out, copied from the session's build of data/ (``built``: data/ holds the seed
    alone, so this is the same input); the copy's BuildResult."""
    import shutil

    assert built.manifest["articles"] == [SEED_SLUG], "data/ holds more than the seed"
    shutil.copytree(SEED_DIR, folder / "data" / SEED_SLUG)
    return copy_build(built, folder / "out")


def kg_environment(env: dict[str, str] | None = None) -> dict[str, str]:
    """This process's environment without its ``KG_*`` settings, and ``env`` on top: what a
    `kg` command run by a test sees (the developer's own settings never leak in)."""
    environment = {k: v for k, v in os.environ.items() if not k.startswith("KG_")}
    environment.update(env or {})
    return environment


def kg_process(*args: str, cwd: Path = ROOT, env: dict[str, str] | None = None,
               stdin: str | None = None, timeout: float = 300,
               environment: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    """`kg ARGS` run as a user runs it: a fresh interpreter (``python -m kg.cli``) in
    ``cwd``, with ``kg_environment(env)`` (or exactly ``environment``); for what only a real
    process shows (what a fresh interpreter imports, a signal, the entry point itself)."""
    return subprocess.run([sys.executable, "-m", "kg.cli", *args], cwd=cwd,
                          env=environment if environment is not None else kg_environment(env),
                          capture_output=True, text=True, input=stdin, timeout=timeout)


def run_kg(*args: str, cwd: Path = ROOT, env: dict[str, str] | None = None,
           stdin: str | None = None) -> subprocess.CompletedProcess:
    """`kg ARGS` run in this process by click's test runner, as ``kg_process`` runs it in
    a new one: in ``cwd``, with the ``KG_*`` settings of ``env`` only, its exit status, its
    standard output and its standard error apart. A process would load Python and the
    drafter's language model again for every command; here they load once per worker.

    An exception the command does not handle is raised here, so that the test fails on it
    (a process would print its traceback and exit 1): for example ``run_kg("draft", "x")``
    that crashed in a rule fails the test, never passes as "exit 1". Log lines are not on
    its standard error (pytest holds the root logger), and `kg serve`, which replaces the
    process it runs in, is refused: use ``kg_process`` for those."""
    from click.testing import CliRunner

    from kg.cli import main

    command = next((a for a in args if not a.startswith("-")), None)
    if command == "serve" and not {"-h", "--help"} & set(args):
        raise ValueError("`kg serve` replaces the process it runs in: use kg_process")
    unset = {k: None for k in os.environ if k.startswith("KG_")}
    with contextlib.chdir(cwd):
        result = CliRunner().invoke(main, list(args), input=stdin, env={**unset, **(env or {})},
                                    prog_name="kg")
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return subprocess.CompletedProcess(["kg", *args], result.exit_code, result.stdout,
                                       result.stderr)


def free_port() -> int:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Listener:
    """A TCP listener on 127.0.0.1 that records whether anything connected to it."""

    def __init__(self) -> None:
        import socket
        import threading

        self.socket = socket.socket()
        self.socket.bind(("127.0.0.1", 0))
        self.socket.listen(8)
        self.socket.settimeout(0.2)
        self.port = self.socket.getsockname()[1]
        self.connections = 0
        self._stop = threading.Event()
        self.thread = threading.Thread(target=self._accept, daemon=True)
        self.thread.start()

    def _accept(self) -> None:
        import socket

        while not self._stop.is_set():
            try:
                connection, _ = self.socket.accept()
            except socket.timeout:
                continue
            except OSError:
                return
            self.connections += 1
            connection.close()

    def close(self) -> None:
        self._stop.set()
        self.thread.join(timeout=2)
        self.socket.close()


def copy_seed(data: Path, article_id: str) -> Path:
    """Another article made from the seed: its own article id and its own quotation ids
    (a quotation belongs to one article; people, places and posts are shared)."""
    import shutil

    folder = data / article_id
    shutil.copytree(SEED_DIR, folder)
    mapping = folder / "mapping.yaml"
    text = mapping.read_text(encoding="utf-8")
    text = text.replace("  id: zamora-leaves-peru", f"  id: {article_id}", 1)
    head, quotes = text.split("\nquotes:\n", 1)
    quotes = "\n".join(f"{line}-in-{article_id}" if line.startswith("  - id: ") else line
                       for line in quotes.split("\n"))
    mapping.write_text(f"{head}\nquotes:\n{quotes}", encoding="utf-8")
    return folder


def virtuoso_class():
    """scripts/virtuoso.py's Virtuoso: the tests run the same private server as developers."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("virtuoso_script",
                                                  ROOT / "scripts" / "virtuoso.py")
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(module)
    return module


def remote_settings(server, out_dir: Path, data_dir: Path = DATA, **overrides) -> Settings:
    """Settings that publish into and read from a private Virtuoso."""
    return project_settings(out_dir, data_dir, store=server.sparql_url,
                            store_update=server.auth_url, store_graphs=server.graphs_url,
                            store_user="dba", store_password=server.password, **overrides)


def start_serve(out: Path, data: Path, port: int, workers: int = 2,
                command: list[str] | None = None, cwd: Path | None = None,
                **env) -> subprocess.Popen:
    """`kg serve` on ``port``, started by ``command`` (``python -m kg.cli`` by default; the
    installed console script, for instance) in ``cwd``. The server's output goes to a file
    beside ``out``: a pipe would wait for every process that inherited it."""
    environment = {k: v for k, v in os.environ.items() if not k.startswith("KG_")}
    environment.update({"KG_OUT_DIR": str(out), "KG_DATA_DIR": str(data),
                        "KG_ONTOLOGY_FILE": str(ROOT / "ontology" / "diplo.ttl"),
                        "KG_SHAPES_FILE": str(ROOT / "shapes" / "diplo-shapes.ttl"), **env})
    log = open(out.parent / "serve.log", "w")
    command = command or [sys.executable, "-m", "kg.cli"]
    process = subprocess.Popen([*command, "serve", "--port", str(port), "--workers", str(workers)],
                               cwd=cwd, env=environment, stdout=log, stderr=subprocess.STDOUT,
                               text=True, start_new_session=True)
    process.log_path = out.parent / "serve.log"  # type: ignore[attr-defined]
    return process


def serve_on_a_free_port(out: Path, data: Path, workers: int = 2, seconds: float = 240,
                         ports: Iterator[int] | None = None, command: list[str] | None = None,
                         cwd: Path | None = None, **env) -> tuple[subprocess.Popen, int]:
    """`kg serve` (``start_serve``) on a port that was free a moment before, and that port.

    Between the check and gunicorn's bind, another process may take the port (another
    xdist worker's server, or a client's ephemeral port): gunicorn then finds it in use, and
    the test would talk to someone else's server or to nobody. So a server counts as started
    only once gunicorn says it listens on the port ("Listening at: http://127.0.0.1:PORT");
    one that found the port in use is stopped and started again on the next of ``ports``
    (free ones by default). ``seconds`` bounds each start (a server may build first);
    ``command`` and ``cwd`` go to ``start_serve``."""
    ports = ports if ports is not None else iter(free_port, None)
    for _attempt in range(5):
        port = next(ports)
        process = start_serve(out, data, port, workers, command, cwd, **env)
        listening = f"Listening at: http://127.0.0.1:{port} "

        def bound_or_refused() -> bool:
            log = process.log_path.read_text()  # type: ignore[attr-defined]
            return (listening in log or "Connection in use" in log
                    or process.poll() is not None)

        try:
            wait_until(bound_or_refused, seconds, f"kg serve bound port {port} or found it in use")
        except BaseException:
            stop_serve(process)
            raise
        if listening in process.log_path.read_text():  # type: ignore[attr-defined]
            return process, port
        log = stop_serve(process)
        assert "Connection in use" in log, log  # ended for another reason: say which
    raise AssertionError("five ports in a row were taken before kg serve could bind one")


def wait_until(condition: Callable[[], object], timeout: float = 30, what: str = "") -> None:
    """Poll ``condition`` every 50 ms until it is true; fail naming ``what`` never happened
    within ``timeout`` seconds. A test waits for the thing it needs (a server following a new
    build, a worker restarted, a file written), never a fixed time: as short as the machine
    allows, as long as a loaded one needs. An AssertionError from ``condition`` ends the wait
    at once (a server that died)."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() >= deadline:
            raise AssertionError(f"within {timeout} s, never: {what or condition}")
        time.sleep(POLL_SECONDS)


def _answers(url: str, process: subprocess.Popen) -> bool:
    assert process.poll() is None, process.log_path.read_text()  # type: ignore[attr-defined]
    try:
        return requests.get(f"{url}/sparql", params={"query": ASK}, timeout=10).ok
    except requests.RequestException:
        return False


def wait_ready(url: str, process: subprocess.Popen, seconds: float = 60) -> None:
    wait_until(lambda: _answers(url, process), seconds, f"the server at {url} answered")


def child_processes(parent: int) -> list[int]:
    """The processes whose parent is ``parent`` (read from Linux's /proc)."""
    children = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == parent:
                children.append(int(entry.name))
    return children


def query_runners(parent: int) -> list[int]:
    """The query runners (kg.store.runner_child) among ``parent``'s processes, at any depth
    (the test process's own, or a gunicorn master's through its workers)."""
    found, seen = [], [parent]
    while seen:
        for child in child_processes(seen.pop()):
            try:
                command = (Path("/proc") / str(child) / "cmdline").read_bytes()
            except OSError:
                continue
            if b"kg.store.runner_child" in command:
                found.append(child)
            else:
                seen.append(child)
    return found


def waits_for_a_query(runner: int) -> bool:
    """Whether a query runner is started and idle: blocked reading its next request from
    its stdin pipe (the kernel's wait channel names the pipe read). One that is starting or
    computing a query is not."""
    try:
        return "pipe" in (Path("/proc") / str(runner) / "wchan").read_text()
    except OSError:
        return False


def runners_ready(parent: int, count: int) -> bool:
    """``count`` query runners under ``parent``, each started and idle."""
    runners = query_runners(parent)
    return len(runners) == count and all(waits_for_a_query(runner) for runner in runners)


def runners_busy(parent: int, count: int) -> bool:
    """At least ``count`` of ``parent``'s query runners are computing a query."""
    return sum(not waits_for_a_query(runner) for runner in query_runners(parent)) >= count


def stop_serve(process: subprocess.Popen) -> str:
    process.send_signal(signal.SIGTERM)
    try:
        process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
    try:  # whatever the server left behind (workers, query runners) goes too
        os.killpg(process.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    return process.log_path.read_text()  # type: ignore[attr-defined]


def update_virtuoso(server, update: str) -> None:
    """Run a SPARQL Update in a private Virtuoso as its administrator, past the publisher."""
    from requests.auth import HTTPDigestAuth

    response = requests.post(server.auth_url, data={"update": update},
                             auth=HTTPDigestAuth("dba", server.password), timeout=60)
    assert response.status_code == 200, response.text


def withdraw_publication(server, store) -> None:
    """Take a publication out of a shared Virtuoso (its graphs and its record), so that tests
    publishing under a base of their own leave the store as they found it."""
    from kg.store.remote import record_graph

    graphs = [*store.record(fresh=True).graphs, record_graph(store.base)]
    update_virtuoso(server, " ;\n".join(f"DROP SILENT GRAPH <{graph}>" for graph in graphs))


def dump_bytes(build_path: Path, name: str) -> bytes:
    """A whole-dataset dump's plain bytes (``diplokg.ttl``): the build keeps it as gzip only."""
    import gzip

    return gzip.decompress((build_path / "dumps" / f"{name}.gz").read_bytes())


# The phases `kg build` reports, in order, each on the line that ends it ("... [plan 0.1 s]").
BUILD_PHASES = ("plan", "store", "map+validate", "checks", "dumps", "switch")


def kill_build_after(phase: str, env: dict[str, str], *args: str) -> list[str]:
    """Run `kg build ARGS` and kill it, its workers with it, the moment it reports the end of
    ``phase``: the kill lands in the phase after it, whatever the machine's speed. Returns the
    lines the build printed; the caller asserts that ``phase``'s line is among them (a build
    that ended first printed its summary instead)."""
    process = subprocess.Popen([sys.executable, "-m", "kg.cli", "build", *args], env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                               start_new_session=True)
    lines = []
    try:
        for line in process.stderr:
            lines.append(line.rstrip("\n"))
            if f"[{phase} " in line:
                os.killpg(process.pid, signal.SIGKILL)
                break
    finally:
        if process.poll() is None:
            try:
                os.killpg(process.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        process.wait(timeout=30)
        process.stderr.close()
    return lines


def html_page(server, path: str) -> str:
    """A page of the live ``server`` as a browser asks for it; it must answer 200."""
    response = requests.get(server.url + path, headers={"Accept": "text/html"}, timeout=30)
    assert response.status_code == 200, path
    return response.text
