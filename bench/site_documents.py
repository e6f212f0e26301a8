"""The site-wide documents of a large build, run by hand: each one's first request in a new
server process (nothing kept yet), its second, its size, and the process's memory after.

    python bench/site_documents.py --out /work/bw/out-100k --against /tmp/kg-before \
        --label "100,000 articles, this commit against <commit>" [--rounds 2]

The home page, the downloads page, VoID (a page and Turtle) and the service description
(Turtle) grow with the corpus where they list every article. For each checkout in turn (this
one and --against, alternating, --rounds times) a `kg serve` with one worker is started on
127.0.0.1, each document is asked for twice, one after the other, and the RSS of the server's
process tree is read from /proc; the medians are appended to bench/RESULTS.md.
"""

from __future__ import annotations

import argparse
import datetime as dt
import statistics
import subprocess
import sys
import time
from pathlib import Path

import requests

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT / "scripts"))

from run import append_results, machine, start_kg  # noqa: E402
from virtuoso import free_port  # noqa: E402

DOCUMENTS = (("/", "text/html"), ("/downloads", "text/html"),
             ("/.well-known/void", "text/html"), ("/.well-known/void", "text/turtle"),
             ("/sparql", "text/turtle"))


def _tree_rss_mib(pid: int, runners: bool = True) -> float:
    """RSS of a process and all its descendants, from /proc (without the query runners'
    processes unless ``runners``)."""
    children: dict[int, list[int]] = {}
    for status in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = status.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        children.setdefault(int(fields[1]), []).append(int(status.parent.name))
    total, todo = 0, [pid]
    while todo:
        current = todo.pop()
        todo += children.get(current, [])
        try:
            command = Path(f"/proc/{current}/cmdline").read_bytes()
        except OSError:
            continue
        if not runners and b"runner_child" in command:
            continue
        try:
            for line in Path(f"/proc/{current}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1])
        except OSError:
            pass
    return total / 1024


def one_round(out: Path, checkout: Path) -> dict:
    port = free_port()
    server = start_kg(out, port, workers=1, cache_bytes=64 * 1024 * 1024, checkout=checkout)
    found = {"started": _tree_rss_mib(server.pid, runners=False)}
    try:
        for path, accept in DOCUMENTS:
            times = []
            for _ in range(2):
                started = time.perf_counter()
                response = requests.get(f"http://127.0.0.1:{port}{path}", timeout=600,
                                        headers={"Accept": accept})
                times.append(time.perf_counter() - started)
                response.raise_for_status()
            found[(path, accept)] = (times[0], times[1], len(response.content))
        found["rss"] = _tree_rss_mib(server.pid)
        found["server"] = _tree_rss_mib(server.pid, runners=False)
    finally:
        server.terminate()
        server.wait(timeout=60)
    return found


def commit_of(checkout: Path) -> str:
    return subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=checkout,
                          capture_output=True, text=True).stdout.strip() or "?"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, required=True, help="a kg build output folder")
    parser.add_argument("--against", type=Path, required=True, help="another checkout")
    parser.add_argument("--label", required=True)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--results", type=Path, default=HERE / "RESULTS.md")
    args = parser.parse_args()
    checkouts = {"this": ROOT, "other": args.against.resolve()}
    runs: dict[str, list[dict]] = {name: [] for name in checkouts}
    for number in range(args.rounds):
        for name in (checkouts if number % 2 == 0 else reversed(list(checkouts))):
            runs[name].append(one_round(args.out, checkouts[name]))
            print(name, number, runs[name][-1], flush=True)

    def cell(name: str, key) -> str:
        first = statistics.median(r[key][0] for r in runs[name])
        second = statistics.median(r[key][1] for r in runs[name])
        size = runs[name][0][key][2]
        return f"{first:.2f} s, then {second * 1000:.1f} ms; {size:,} bytes"

    this, other = commit_of(ROOT), commit_of(args.against)
    lines = [f"", f"## {args.label}: the site-wide documents' first and second request in a new "
             f"server process — {dt.date.today()}", "",
             f"Machine: {machine()}. `bench/site_documents.py`, {args.rounds} rounds, the two "
             f"checkouts alternating, one worker each; medians.", "",
             f"| document (Accept) | {this} | {other} |", "|---|---|---|"]
    for key in DOCUMENTS:
        lines.append(f"| {key[0]} ({key[1]}) | {cell('this', key)} | {cell('other', key)} |")
    lines.append(f"| RSS of the server's processes (not its query runners) once it answers | "
                 f"{statistics.median(r['started'] for r in runs['this']):.0f} MiB | "
                 f"{statistics.median(r['started'] for r in runs['other']):.0f} MiB |")
    lines.append(f"| RSS of the server's processes (not its query runners) after them | "
                 f"{statistics.median(r['server'] for r in runs['this']):.0f} MiB | "
                 f"{statistics.median(r['server'] for r in runs['other']):.0f} MiB |")
    lines.append(f"| RSS of the server's process tree after them | "
                 f"{statistics.median(r['rss'] for r in runs['this']):.0f} MiB | "
                 f"{statistics.median(r['rss'] for r in runs['other']):.0f} MiB |")
    append_results(args.results, lines)


if __name__ == "__main__":
    main()
