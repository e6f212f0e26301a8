"""The catalogue benchmark, run by hand: writing a published build's catalogue from its store,
by this checkout and, side by side, by another one.

    python bench/catalogue.py bench/work/build-100000/out/current [--against /path/to/checkout]

Each writer runs in a child process of its own (`--child`), which reads the build's store
read-only and writes the catalogue into a scratch folder; its wall time, CPU time (user +
system) and peak memory (the child's maximum RSS, as the kernel counts it) are measured. The
files are then compared byte for byte: the same store must give the same catalogue.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import resource
import shutil
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))


def child(build: Path, out: Path) -> None:
    """Write the catalogue of ``build`` into ``out`` with the kg found first on the path."""
    from kg.catalogue import FILE_NAME, write_catalogue
    from kg.layout import open_published_store

    store = open_published_store(build)
    started = time.monotonic()
    try:
        listed = write_catalogue(store, out)
    finally:
        store.close()
    usage = resource.getrusage(resource.RUSAGE_SELF)
    print(json.dumps({"wall": time.monotonic() - started, "entities": listed,
                      "cpu": usage.ru_utime + usage.ru_stime,
                      "peak_mib": usage.ru_maxrss / 1024,
                      "bytes": (out / FILE_NAME).stat().st_size}))


def measure(checkout: Path, build: Path, out: Path) -> dict:
    from run import run_child

    out.mkdir(parents=True)
    return run_child(Path(__file__).resolve(), checkout, str(build), "--child", str(build),
                     str(out))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("build", type=Path, help="a published build's folder")
    parser.add_argument("--against", type=Path, help="another checkout to compare with")
    parser.add_argument("--results", type=Path, default=HERE / "RESULTS.md")
    parser.add_argument("--label", default="")
    parser.add_argument("--child", nargs=2, type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(*args.child)
        return
    from run import append_results, machine

    build = args.build.resolve()
    scratch = Path(tempfile.mkdtemp(prefix="catalogue-", dir=HERE / "work"))
    try:
        results = {"this checkout": measure(ROOT, build, scratch / "this")}
        if args.against:
            results[f"{args.against.name}"] = measure(args.against.resolve(), build,
                                                      scratch / "against")
            same = (scratch / "this" / "catalogue.sqlite").read_bytes() == \
                (scratch / "against" / "catalogue.sqlite").read_bytes()
        else:
            same = None
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    for name, row in results.items():
        print(f"{name}: {row['wall']:.1f} s wall, {row['cpu']:.1f} s CPU, "
              f"{row['peak_mib']:.0f} MiB peak, {row['entities']} entities", flush=True)
    if same is not None:
        print(f"the same file: {same}")
    lines = [f"\n## Writing the catalogue, {args.label or build} — {dt.date.today().isoformat()}\n",
             f"Machine: {machine()}. `python bench/catalogue.py {args.build}"
             + (f" --against {args.against}" if args.against else "") + "`: each writer in a "
             "child process of its own, reading the build's store read-only; peak memory is the "
             "child's maximum RSS." + ("" if same is None else
                                       f" The two files are byte for byte the same: {same}."),
             "",
             "| writer | wall | CPU | peak RSS | entities | file |",
             "|---|---|---|---|---|---|"]
    for name, row in results.items():
        lines.append(f"| {name} | {row['wall']:.1f} s | {row['cpu']:.1f} s | "
                     f"{row['peak_mib']:.0f} MiB | {row['entities']:,} | "
                     f"{row['bytes'] / 2**20:.0f} MiB |")
    append_results(args.results, lines)


if __name__ == "__main__":
    main()
