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
import sys
import time
from pathlib import Path

import requests

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT / "scripts"))

from build import _memory, _tree  # noqa: E402
from pages_versus import commit_of  # noqa: E402
from run import append_results, machine, start_kg  # noqa: E402
from virtuoso import free_port  # noqa: E402

DOCUMENTS = (("/", "text/html"), ("/downloads", "text/html"),
             ("/.well-known/void", "text/html"), ("/.well-known/void", "text/turtle"),
             ("/sparql", "text/turtle"))


def _tree_rss_mib(pid: int, runners: bool = True) -> float:
    """RSS of a process and all its descendants (without the query runners' processes
    unless ``runners``)."""
    total = 0
    for member in _tree(pid):
        try:
            command = Path(f"/proc/{member}/cmdline").read_bytes()
        except OSError:
            continue
        if runners or b"runner_child" not in command:
            total += _memory(member)[0]
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

    this, other = (commit_of(checkout).split()[0] for checkout in (ROOT, args.against))
    lines = [f"", f"## {args.label}: the site-wide documents' first and second request in a new "
             f"server process — {dt.date.today()}", "",
             f"Machine: {machine()}. `bench/site_documents.py`, {args.rounds} rounds, the two "
             f"checkouts alternating, one worker each; medians.", "",
             f"| document (Accept) | {this} | {other} |", "|---|---|---|"]
    for key in DOCUMENTS:
        lines.append(f"| {key[0]} ({key[1]}) | {cell('this', key)} | {cell('other', key)} |")
    for key, what in (("started", "the server's processes (not its query runners) once it "
                                  "answers"),
                      ("server", "the server's processes (not its query runners) after them"),
                      ("rss", "the server's process tree after them")):
        medians = [statistics.median(r[key] for r in runs[name]) for name in ("this", "other")]
        lines.append(f"| RSS of {what} | {medians[0]:.0f} MiB | {medians[1]:.0f} MiB |")
    append_results(args.results, lines)


if __name__ == "__main__":
    main()
