"""The dumps benchmark, run by hand: writing a published build's whole-dataset dumps again,
from its parts' files (as a full build does) and by copying the published dumps' unchanged
parts (as an incremental build does), one after the other on the same build.

    python bench/dumps.py bench/work/build-100000/out/current [--rounds 2]

Nothing changed, which is the most an incremental build copies: each round writes the
dumps as a full build does (from the parts), then as an incremental build right after a full
one (no notes of the parts' files yet: written from the parts, which are noted as they are
read), then as every later incremental build (the parts' files vouched for by the notes of
the run before: the unchanged parts copied from the published dumps).
The dumps are written into a scratch folder and must be the published ones, byte for byte.
A build made before the parts' sizes were recorded gets them from the files' sizes here.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import resource
import shutil
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT))

from kg.build import DUMP_NAME, _dump_parts  # noqa: E402
from kg.checked import CheckedFiles  # noqa: E402
from kg.dumps import (FRAGMENT_KINDS, SUFFIXES, Earlier, file_sha256, fragment_path,  # noqa: E402
                      write_dataset)
from kg.records import RecordBook  # noqa: E402
from kg.uris import Minter  # noqa: E402
from kg.vocab import PREFIXES  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("build", type=Path, help="a published build's folder")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--results", type=Path, default=HERE / "RESULTS.md")
    parser.add_argument("--label", default="")
    args = parser.parse_args()
    from run import append_results, machine

    build = args.build.resolve()
    manifest = json.loads((build / "manifest.json").read_text(encoding="utf-8"))
    book = RecordBook.open(build)
    records = []
    for record in (book.in_slug_order() if book is not None else ()):
        if not record.sizes:
            record = replace(record, sizes={k: fragment_path(build, record.slug, k).stat().st_size
                                            for k in FRAGMENT_KINDS})
        records.append(record)
    parts = list(_dump_parts(build, records, Minter(manifest["base_uri"])))
    union = next(f["statements"] for f in manifest["files"] if f["role"] == "dataset-turtle")
    published = {s: build / "dumps" / f"{DUMP_NAME}.{s}" for s in SUFFIXES}
    times: dict[str, list[float]] = {"from the parts (full build)": [],
                                     "incremental, no notes yet": [],
                                     "incremental, parts noted (copied)": []}
    same = True
    scratch = Path(tempfile.mkdtemp(prefix="dumps-", dir=HERE / "work"))
    try:
        for _round in range(args.rounds):
            checked = CheckedFiles()
            for mode in times:
                out = scratch / "dumps"
                shutil.rmtree(out, ignore_errors=True)
                out.mkdir()
                earlier = (None if mode.startswith("from the parts")
                           else Earlier(build, lambda: iter(parts)))
                began = time.monotonic()
                written, repaired = write_dataset(build, lambda: iter(parts), out, DUMP_NAME,
                                                  PREFIXES, union, earlier, checked)
                times[mode].append(time.monotonic() - began)
                same = same and all(written[s].sha256 == file_sha256(published[s])
                                    for s in SUFFIXES)
                print(f"{mode}: {times[mode][-1]:.1f} s, the same bytes: {same}, "
                      f"{len(repaired)} amended", flush=True)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    lines = [f"\n## Writing the dumps again, {args.label or build} — {dt.date.today().isoformat()}\n",
             f"Machine: {machine()}. `python bench/dumps.py {args.build} --rounds {args.rounds}`"
             f" ({len(records):,} articles, nothing changed): the dumps written as a full build "
             "writes them, as an incremental build right after a full one does (no notes of the "
             "parts' files yet), and as later incremental builds do (the unchanged parts copied "
             "from the published dumps, the parts' files vouched for by notes). The dumps written are "
             f"the published ones, byte for byte: {same}. Peak RSS of the process: {peak:.0f} MiB.",
             "",
             "| dumps written | wall, median (each round) |",
             "|---|---|"]
    for mode, values in times.items():
        lines.append(f"| {mode} | {statistics.median(values):.1f} s "
                     f"({', '.join(f'{v:.1f}' for v in values)}) |")
    append_results(args.results, lines)


if __name__ == "__main__":
    main()
