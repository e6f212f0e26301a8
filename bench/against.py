"""Side by side with another revision: a checkout of it, what it is, and requests asked of
two servers in turn. The shared machine's noise is larger than most changes, so a change is
measured against its predecessor in one run, never against a figure from another day."""

from __future__ import annotations

import argparse
import random
import re
import subprocess
import time
from pathlib import Path

import requests

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / "bench" / "work"


def checkout_of(revision: str) -> Path:
    """A folder holding ``revision``: the folder itself when one is given, else a git
    worktree of it under bench/work/ (made once, reused while the revision is the same)."""
    given = Path(revision)
    if given.is_dir():
        return given.resolve()
    commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--verify", f"{revision}^{{commit}}"],
                            capture_output=True, text=True, check=True).stdout.strip()
    folder = WORK / f"against-{re.sub(r'[^A-Za-z0-9._-]', '_', revision)}-{commit[:12]}"
    if not folder.is_dir():
        WORK.mkdir(parents=True, exist_ok=True)
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", str(folder), commit],
                       check=True, capture_output=True)
    return folder


def commit_of(checkout: Path) -> str:
    return subprocess.run(["git", "-C", str(checkout), "log", "-1", "--format=%h %s"],
                          capture_output=True, text=True, check=True).stdout.strip()


def in_turn(ports: dict[str, int], paths: list[tuple[str, str]], rounds: int, limit: float,
            seed: int) -> tuple[dict[tuple[str, str], list[float]], int]:
    """Each (cell, path) asked of every server (name: port) in turn, in a shuffled order
    whose first server alternates, for ``rounds`` passes or ``limit`` seconds, after one
    request of each first (imports, labels). Returns the seconds of each by (cell, server
    name) and the passes made."""
    latencies: dict[tuple[str, str], list[float]] = {
        (cell, name): [] for cell, _ in paths for name in ports}
    client = requests.Session()
    chooser = random.Random(seed)
    for port in ports.values():
        for _, path in paths:
            client.get(f"http://127.0.0.1:{port}{path}", timeout=60)
    began = time.monotonic()
    done = 0
    while done < rounds and time.monotonic() - began < limit:
        done += 1
        order = list(paths)
        chooser.shuffle(order)
        for number, (cell, path) in enumerate(order):
            names = list(ports) if (number + done) % 2 else list(ports)[::-1]
            for name in names:
                started = time.perf_counter()
                response = client.get(f"http://127.0.0.1:{ports[name]}{path}", timeout=60)
                elapsed = time.perf_counter() - started
                if response.status_code != 200:
                    raise SystemExit(f"{name}: {path} answered {response.status_code}")
                latencies[cell, name].append(elapsed)
    return latencies, done


def servers_versus_arguments(description: str, rounds: int, rounds_help: str,
                             time_limit: float) -> argparse.ArgumentParser:
    """The options of a benchmark that asks the servers of two checkouts in turn."""
    parser = argparse.ArgumentParser(description=description.split("\n\n")[0])
    parser.add_argument("--out", type=Path, required=True, help="a kg build output folder")
    parser.add_argument("--against", type=Path, required=True, help="another checkout")
    parser.add_argument("--label", required=True)
    parser.add_argument("--rounds", type=int, default=rounds, help=rounds_help)
    parser.add_argument("--time-limit", type=float, default=time_limit, help="seconds in all")
    parser.add_argument("--record", dest="results", type=Path, default=None,
                        help="append the figures to this file (by default they are only printed)")
    return parser


def served_in_turn(checkouts: dict[str, tuple[Path, Path]], paths: list[tuple[str, str]],
                   rounds: int, limit: float,
                   seed: int) -> tuple[dict[tuple[str, str], list[float]], int]:
    """One `kg serve` per checkout (name: (checkout, the output folder it serves); 2 workers,
    cache off, each on a free port), ``paths`` asked of them by ``in_turn``, and the servers
    stopped after, whatever happened."""
    # run.py loads the store's bindings: `python -m bench` reads checkout_of without them.
    from run import start_kg
    from virtuoso import free_port

    ports = {name: free_port() for name in checkouts}
    servers = {name: start_kg(out, ports[name], 2, 0, checkout=checkout)
               for name, (checkout, out) in checkouts.items()}
    try:
        return in_turn(ports, paths, rounds, limit, seed)
    finally:
        for server in servers.values():
            server.terminate()
            server.wait(timeout=30)

