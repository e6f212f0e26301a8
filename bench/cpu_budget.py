"""Where a full build's CPU goes, per article, and the rate it allows on this machine's cores.

    python bench/cpu_budget.py --articles 2000 [--label "..."]

A full build (`kg.build.build`, in this process, its map+validate workers forked from it) of
a synthetic corpus (bench/synth.py, written under bench/work/cpu-<N>/ unless it is there).
At the end of each phase it reads the CPU time (user + system) of the build process, its
threads included (the store's bulk loader runs in Rust threads), and of its worker
processes (from /proc while they run, from the reaped children's usage after). CPU time,
unlike wall time, says what the work costs whatever else runs on a shared machine.

The table gives each phase's CPU per article, the build process and the workers apart, and
the ceiling that total sets on the rate of a full build: cores / CPU per article, reached
only if every core were busy with the build all the time.
"""

from __future__ import annotations

import datetime as dt
import os
import resource
import runpy
import shutil
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT))

from build import children_stats, corpus_arguments  # noqa: E402
from run import append_results, machine  # noqa: E402

from kg.build import build  # noqa: E402
from kg.config import Settings  # noqa: E402

_TICK = os.sysconf("SC_CLK_TCK")


def _live_children_cpu() -> float:
    """CPU seconds of this process's children that are still running."""
    return sum(int(fields[11]) + int(fields[12])
               for fields in children_stats(os.getpid()).values()) / _TICK


def _cpu() -> tuple[float, float]:
    """CPU seconds of this process (all its threads) and of its children, reaped or not."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    reaped = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (own.ru_utime + own.ru_stime,
            reaped.ru_utime + reaped.ru_stime + _live_children_cpu())


class PhaseCPU:
    """The build's progress callback: the CPU spent since the previous phase ended."""

    def __init__(self) -> None:
        self.last = _cpu()
        self.started = time.monotonic()
        self.wall_last = self.started
        self.rows: list[tuple[str, float, float, float]] = []  # phase, build, workers, wall

    def __call__(self, message: str) -> None:
        if not (message.endswith(" s]") and " [" in message):
            return  # a progress line within a phase
        phase = message.rsplit(" [", 1)[1].rsplit(" ", 2)[0]
        now, wall = _cpu(), time.monotonic()
        self.rows.append((phase, now[0] - self.last[0], now[1] - self.last[1],
                          wall - self.wall_last))
        self.last, self.wall_last = now, wall


def main() -> None:
    args = corpus_arguments(__doc__).parse_args()
    data = HERE / "work" / f"cpu-{args.articles}"
    if not data.is_dir():
        runpy.run_path(str(HERE / "synth.py"))["write_corpus"](data, args.articles, args.seed)
    out = Path(tempfile.mkdtemp(prefix="cpu-budget-", dir=HERE / "work"))
    try:
        settings = Settings.load({"KG_DATA_DIR": str(data), "KG_OUT_DIR": str(out)})
        phases = PhaseCPU()
        build(settings, phases, full=True)
    finally:
        shutil.rmtree(out, ignore_errors=True)
    cores = os.cpu_count() or 1
    n = args.articles
    total_build = sum(r[1] for r in phases.rows)
    total_workers = sum(r[2] for r in phases.rows)
    total_wall = sum(r[3] for r in phases.rows)
    per_article = (total_build + total_workers) / n
    lines = [f"\n## Where a full build's CPU goes, {args.label or f'{n:,} articles'} — "
             f"{dt.date.today().isoformat()}\n",
             f"Machine: {machine()}. `python bench/cpu_budget.py --articles {n}`: CPU time "
             f"(user + system) of the build process (its threads included) and of its "
             f"map+validate workers, phase by phase, per article.\n",
             "| phase | build process, ms/article | workers, ms/article | wall, s |",
             "|---|---|---|---|"]
    for phase, own, workers, wall in phases.rows:
        lines.append(f"| {phase} | {1000 * own / n:.2f} | {1000 * workers / n:.2f} | {wall:.1f} |")
    lines.append(f"| all | {1000 * total_build / n:.2f} | {1000 * total_workers / n:.2f} | "
                 f"{total_wall:.1f} |")
    lines.append("")
    lines.append(f"{1000 * per_article:.1f} ms of CPU an article in all: at most "
                 f"{cores / per_article:.0f} articles/s on {cores} cores if every core worked "
                 f"on the build all the time; {n / total_wall:.0f} articles/s in this run "
                 f"({(total_build + total_workers) / total_wall / cores:.0%} of the cores).")
    print("\n".join(lines))
    append_results(args.results, lines)


if __name__ == "__main__":
    main()
