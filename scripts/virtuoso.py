#!/usr/bin/env python3
"""A private Virtuoso for development, benchmarks and tests.

    python scripts/virtuoso.py start DIR [--load FILE.nq]   # prints the SPARQL URL, stays up
    python scripts/virtuoso.py load DIR FILE.nq

Its database, config and log live in DIR; it listens on 127.0.0.1 on ports it picks, and it
stops cleanly (checkpoint, then shutdown). Needs Debian's virtuoso-opensource package.
Importable: `Virtuoso(dir).start()`, `.load_nquads(path)`, `.stop()`.
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.parse
import urllib.request
from pathlib import Path

SERVER = "virtuoso-t"
ISQL = "isql-vt"
VSP_ROOT = Path("/var/lib/virtuoso-opensource-7/vsp")
PLUGINS = Path("/usr/lib/x86_64-linux-gnu/virtuoso-opensource-7/hosting")


class VirtuosoMissing(RuntimeError):
    pass


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


CONFIG = """[Database]
DatabaseFile       = {dir}/virtuoso.db
ErrorLogFile       = {dir}/virtuoso.log
LockFile           = {dir}/virtuoso.lck
TransactionFile    = {dir}/virtuoso.trx
xa_persistent_file = {dir}/virtuoso.pxa
ErrorLogLevel      = 7
FileExtend         = 200
MaxCheckpointRemap = 2000
Striping           = 0
TempStorage        = TempDatabase

[TempDatabase]
DatabaseFile       = {dir}/virtuoso-temp.db
TransactionFile    = {dir}/virtuoso-temp.trx
MaxCheckpointRemap = 2000
Striping           = 0

[Parameters]
ServerPort               = 127.0.0.1:{sql_port}
DisableUnixSocket        = 1
MaxClientConnections     = 20
CheckpointInterval       = 60
CaseMode                 = 2
DirsAllowed              = ., {dir}, {load_dirs}
NumberOfBuffers          = {buffers}
MaxDirtyBuffers          = {dirty}
MaxQueryMem              = 2G
MaxSortedTopRows         = 1000000
ThreadsPerQuery          = 2
AsyncQueueMaxThreads     = 10
MaxMemPoolSize           = 200000000

[HTTPServer]
ServerPort                  = 127.0.0.1:{http_port}
ServerRoot                  = {vsp}
MaxClientConnections        = 20
ServerThreads               = 20
MaxKeepAlives               = 20
KeepAliveTimeout            = 10
Charset                     = UTF-8
EnabledGzipContent          = 0

[SPARQL]
ResultSetMaxRows           = 1000000
MaxQueryCostEstimationTime = {estimate_seconds}
MaxQueryExecutionTime      = {query_seconds}
DefaultGraph               =

[Plugins]
LoadPath = {plugins}
"""


class Virtuoso:
    def __init__(self, folder: Path, load_dirs: tuple[Path, ...] = (),
                 memory_gb: float = 2.0, query_seconds: int = 120,
                 estimate_seconds: int = 400) -> None:
        # query_seconds: Virtuoso's own limit, after which it answers with what it has (the
        # publisher stops a query sooner); estimate_seconds: it refuses a query it estimates
        # would run longer (0: it does not estimate).
        if shutil.which(SERVER) is None or shutil.which(ISQL) is None:
            raise VirtuosoMissing(f"{SERVER} and {ISQL} are not installed: "
                                  "apt-get install virtuoso-opensource")
        self.folder = folder.resolve()
        self.load_dirs = tuple(p.resolve() for p in load_dirs)
        self.memory_gb = memory_gb
        self.query_seconds = query_seconds
        self.estimate_seconds = estimate_seconds
        self.http_port = free_port()
        self.sql_port = free_port()
        self.process: subprocess.Popen | None = None

    @property
    def sparql_url(self) -> str:
        return f"http://127.0.0.1:{self.http_port}/sparql"

    @property
    def auth_url(self) -> str:
        """SPARQL Update (and Query) with digest authentication as dba."""
        return f"http://127.0.0.1:{self.http_port}/sparql-auth"

    @property
    def graphs_url(self) -> str:
        """The Graph Store HTTP Protocol, with digest authentication as dba."""
        return f"http://127.0.0.1:{self.http_port}/sparql-graph-crud-auth"

    password = "dba"  # the package's default; this server only listens on 127.0.0.1

    def write_config(self) -> Path:
        self.folder.mkdir(parents=True, exist_ok=True)
        buffers = int(self.memory_gb * 1024 ** 3 * 0.66 / 8000)
        config = CONFIG.format(dir=self.folder, sql_port=self.sql_port, http_port=self.http_port,
                               load_dirs=", ".join(str(p) for p in self.load_dirs) or ".",
                               buffers=buffers, dirty=int(buffers * 0.75),
                               vsp=VSP_ROOT if VSP_ROOT.is_dir() else self.folder,
                               plugins=PLUGINS, query_seconds=self.query_seconds,
                               estimate_seconds=self.estimate_seconds)
        path = self.folder / "virtuoso.ini"
        path.write_text(config)
        return path

    def start(self, timeout: float = 120) -> "Virtuoso":
        config = self.write_config()
        self.process = subprocess.Popen([SERVER, "+foreground", "+configfile", str(config)],
                                        cwd=self.folder, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + timeout
        query = urllib.parse.urlencode({"query": "ASK {}"})
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"Virtuoso exited; see {self.folder / 'virtuoso.log'}")
            try:
                with urllib.request.urlopen(f"{self.sparql_url}?{query}", timeout=2) as answer:
                    if answer.status == 200:
                        return self
            except OSError:
                time.sleep(0.3)
        self.stop()
        raise RuntimeError("Virtuoso did not become ready in time")

    def isql(self, *statements: str, timeout: float = 3600) -> str:
        script = "".join(f"{s.rstrip(';')};\n" for s in statements)
        done = subprocess.run([ISQL, f"127.0.0.1:{self.sql_port}", "dba", "dba"], input=script,
                              capture_output=True, text=True, timeout=timeout)
        if done.returncode != 0 or "*** Error" in done.stdout:
            raise RuntimeError(f"isql failed: {done.stdout[-2000:]} {done.stderr[-2000:]}")
        return done.stdout

    def load_nquads(self, path: Path) -> float:
        """Bulk-load an N-Quads file (its named graphs kept); returns the seconds it took."""
        path = path.resolve()
        started = time.monotonic()
        self.isql(f"ld_dir('{path.parent}', '{path.name}', 'urn:diplokg:default')",
                  "rdf_loader_run()", "checkpoint")
        return time.monotonic() - started

    def stop(self) -> None:
        if self.process is None or self.process.poll() is not None:
            return
        try:
            self.isql("checkpoint", "shutdown", timeout=60)
        except (RuntimeError, subprocess.TimeoutExpired):
            pass
        try:
            self.process.wait(timeout=60)
        except subprocess.TimeoutExpired:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait()

    def __enter__(self) -> "Virtuoso":
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    start = sub.add_parser("start")
    start.add_argument("folder", type=Path)
    start.add_argument("--load", type=Path)
    args = parser.parse_args()
    server = Virtuoso(args.folder, (args.load.parent,) if args.load else ())
    server.start()
    if args.load:
        print(f"loaded {args.load} in {server.load_nquads(args.load):.1f} s", file=sys.stderr)
    print(f"KG_STORE={server.sparql_url}\nKG_STORE_UPDATE={server.auth_url}\n"
          f"KG_STORE_GRAPHS={server.graphs_url}\nKG_STORE_USER=dba\n"
          f"KG_STORE_PASSWORD={server.password}", flush=True)
    stop = lambda *_: (server.stop(), sys.exit(0))  # noqa: E731
    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    while server.process and server.process.poll() is None:
        time.sleep(1)


if __name__ == "__main__":
    os.umask(0o022)
    main()
