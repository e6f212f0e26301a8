"""The build benchmark, run by hand: a full build of a synthetic corpus, then incremental
builds with one article changed, one added and one removed.

    python bench/build.py --articles 1000 [--label "..."]
    python bench/build.py --articles 10000 --skip-full --full-wall 1626.5   # incremental only

It writes the corpus (bench/synth.py, ``articles + 1`` of them, the last held back to be
added) under bench/work/build-<N>/, runs `kg build` as a child process for each step, and
measures its wall time, the CPU time of the build and its workers (user + system: on a
shared, noisy machine it says what the work costs, whatever else runs), and the peak memory of the whole process tree (the build and its
workers), sampled every 0.2 s from /proc: the sum of RSS (which counts pages the forked
workers share with the build once per process) and the sum of PSS (each shared page split
between its users). The phase times are those `kg build` prints. Figures are appended to
the file given with --record.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import re
import resource
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

from run import append_results, machine, markdown_table  # noqa: E402
from synth import write_corpus  # noqa: E402


def children_stats(pid: int) -> dict[int, list[str]]:
    """The fields of /proc/<child>/stat after the command's name, of each child of ``pid``
    (field 1 is the parent, 11 and 12 the user and system time in clock ticks)."""
    found = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found[int(entry)] = fields
    return found


def _children(pid: int) -> list[int]:
    return list(children_stats(pid))


def _tree(pid: int) -> list[int]:
    tree, todo = [], [pid]
    while todo:
        current = todo.pop()
        tree.append(current)
        todo.extend(_children(current))
    return tree


def _memory(pid: int) -> tuple[int, int]:
    """RSS and PSS of one process, in kB."""
    rss = pss = 0
    try:
        with open(f"/proc/{pid}/smaps_rollup") as rollup:
            for line in rollup:
                if line.startswith("Rss:"):
                    rss = int(line.split()[1])
                elif line.startswith("Pss:"):
                    pss = int(line.split()[1])
    except OSError:
        pass
    return rss, pss


class Peak:
    """The peak memory of a process tree, sampled in a thread."""

    def __init__(self, pid: int) -> None:
        self.pid, self.rss, self.pss = pid, 0, 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            samples = [_memory(p) for p in _tree(self.pid)]
            self.rss = max(self.rss, sum(s[0] for s in samples))
            self.pss = max(self.pss, sum(s[1] for s in samples))
            self._stop.wait(0.2)

    def stop(self) -> None:
        self._stop.set()
        self._thread.join()


PHASE = re.compile(r"\[(\S+) ([0-9.]+) s\]")


def run_build(data: Path, out: Path, *extra: str, checkout: Path = ROOT) -> dict:
    """`kg build` of ``checkout`` (``python -m`` runs the kg package of its folder)."""
    env = {**os.environ, "KG_DATA_DIR": str(data), "KG_OUT_DIR": str(out)}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.monotonic()
    process = subprocess.Popen([sys.executable, "-m", "kg.cli", "build", *extra], env=env,
                               cwd=checkout, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True)
    peak = Peak(process.pid)
    stdout, stderr = process.communicate()
    wall = time.monotonic() - started
    peak.stop()
    # The build waits for its workers, so their time is counted in its children's.
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if process.returncode != 0:
        raise RuntimeError(f"kg build failed ({process.returncode}):\n{stderr[-3000:]}")
    phases: dict[str, float] = {}
    for name, seconds in PHASE.findall(stderr):
        phases[name] = float(seconds)  # each phase's line gives its running total
    return {"wall": wall, "cpu": cpu, "rss": peak.rss / 1024, "pss": peak.pss / 1024, "phases": phases,
            "summary": stderr.strip().splitlines()[-1] if stderr.strip() else stdout}


def prepare_corpus(work: Path, articles: int, seed: int) -> tuple[Path, Path]:
    data, held = work / "data", work / "held"
    if not data.is_dir():
        write_corpus(data, articles + 1, seed=seed)
    folders = sorted(p.parent for p in data.rglob("mapping.yaml"))
    if not held.is_dir() and len(folders) == articles + 1:
        held.mkdir()
        shutil.move(str(folders[-1]), held / folders[-1].name)
    return data, held


def corpus_arguments(description: str) -> argparse.ArgumentParser:
    """The options of a benchmark that builds a synthetic corpus of ``--articles``."""
    parser = argparse.ArgumentParser(description=description.split("\n\n")[0])
    parser.add_argument("--articles", type=int, required=True)
    parser.add_argument("--label", default="")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--record", dest="results", type=Path, default=None,
                        help="append the figures to this file (by default they are only printed)")
    return parser


BUILD_HEADS = ["build", "wall", "articles/s", "CPU (build + workers)",
               "share of the full build (wall)", "peak RSS (sum)", "peak PSS (sum)", "phases (s)"]


def build_cells(name: str, row: dict, full: dict, articles: int) -> list[str]:
    """One build's row of the table: its figures, its wall time as a share of the full
    build's, and the rate in articles a second of the full build alone."""
    return [name, f"{row['wall']:.1f} s",
            f"{articles / row['wall']:.0f}" if name == "full build" else "",
            f"{row['cpu']:.1f} s", f"{100 * row['wall'] / full['wall']:.1f}%",
            f"{row['rss']:.0f} MiB", f"{row['pss']:.0f} MiB",
            ", ".join(f"{k} {v:.1f}" for k, v in row["phases"].items())]


def main() -> None:
    parser = corpus_arguments(__doc__)
    parser.add_argument("--skip-full", action="store_true",
                        help="start from the build already published in the work folder")
    parser.add_argument("--full-wall", type=float,
                        help="with --skip-full: the full build's wall time, for the shares")
    args = parser.parse_args()
    work = HERE / "work" / f"build-{args.articles}"
    data, held = prepare_corpus(work, args.articles, args.seed)
    out = work / "out"
    rows = []
    if args.skip_full:
        if not (out / "current").exists():
            raise SystemExit(f"--skip-full: nothing is published in {out}")
        full = {"wall": args.full_wall or float("nan")}
    else:
        shutil.rmtree(out, ignore_errors=True)
        print(f"full build of {args.articles} articles ...", flush=True)
        full = run_build(data, out)
        rows.append(("full build", full))
        print(f"  {full['wall']:.1f} s, {full['rss']:.0f} MiB RSS, {full['pss']:.0f} MiB PSS",
              flush=True)
    folders = sorted(p.parent for p in data.rglob("mapping.yaml"))
    changed = folders[0] / "mapping.yaml"
    original = changed.read_text(encoding="utf-8")
    removed = folders[1]
    added = next(held.iterdir())
    try:
        changed.write_text(original.replace('label: "Meeting of ', 'label: "Revised meeting of ',
                                            1), encoding="utf-8")
        rows.append(("one article changed", run_build(data, out)))
        shutil.move(str(added), removed.parent / added.name)
        rows.append(("one article added", run_build(data, out)))
        shutil.move(str(removed), held / removed.name)
        rows.append(("one article removed", run_build(data, out)))
        rows.append(("nothing changed", run_build(data, out)))
    finally:
        changed.write_text(original, encoding="utf-8")
        if (removed.parent / added.name).exists():
            shutil.move(str(removed.parent / added.name), held / added.name)
        if (held / removed.name).exists():
            shutil.move(str(held / removed.name), removed)
    for name, row in rows:
        print(f"  {name}: {row['wall']:.1f} s", flush=True)
    label = args.label or f"{args.articles:,} articles"
    lines = [f"\n## Build, {label} — {dt.date.today().isoformat()}\n",
             f"Machine: {machine()}. `python bench/build.py --articles {args.articles}`: "
             f"`kg build` as a child process; peak memory of its process tree (the build and "
             f"its 2 map+validate workers) sampled every 0.2 s.\n"]
    lines += markdown_table(BUILD_HEADS, [build_cells(name, row, full, args.articles)
                                          for name, row in rows])
    append_results(args.results, lines)


if __name__ == "__main__":
    main()
