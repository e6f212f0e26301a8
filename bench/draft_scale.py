"""How `kg draft`'s reading of names and posts grows with the text: linear work
gives about 4x the time for 4x the text (a surname compared with every earlier mention
would not).

    .venv/bin/python bench/draft_scale.py [--copies 150,600] [--rounds 3]

Times find_entities (names) and draft_posts (posts) on N copies of a short article, best of
the rounds, and the whole draft of a text at kg draft's limit (200,000 characters), side by
side in one run; prints the ratios (linear work gives about 4 for four times the text) and
appends them to the file given with --record.

    .venv/bin/python bench/draft_scale.py --shapes 16000,64000 [--against CHECKOUT]

With --shapes, times instead the whole draft of texts that are one long sentence (no full
stop in tens of thousands of characters: a list, a table, a transcript), of several shapes,
at each size; each draft runs in a child process, stopped after --most seconds. With
--against, the same texts are drafted by another checkout's kg in the same run, cell by
cell (its time limit reached is reported as such).
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from run import append_results, machine  # noqa: E402

from kg.draft import draft_text, read_source  # noqa: E402
from kg.draft.extract import MOST_TEXT_CHARACTERS  # noqa: E402
from kg.draft.known import KnownIndex  # noqa: E402
from kg.draft.names import find_entities  # noqa: E402
from kg.draft.posts import draft_posts  # noqa: E402

# One of kg draft's test articles, repeated: a text whose names and posts are the kinds the
# rules read (people, titles, states, places).
ARTICLE = (HERE.parent / "tests" / "draft" / "articles" / "envoy-recalled.txt").read_text(
    encoding="utf-8")


def best(work, rounds: int) -> float:
    times = []
    for _ in range(rounds):
        began = time.perf_counter()
        work()
        times.append(time.perf_counter() - began)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--copies", default="150,600")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--record", dest="results", type=Path, default=None,
                        help="append the figures to this file (by default they are only printed)")
    parser.add_argument("--dry-run", action="store_true")
    parser.add_argument("--shapes", help="sizes in characters: time one-sentence texts")
    parser.add_argument("--against", type=Path, help="another checkout, drafted beside")
    parser.add_argument("--most", type=float, default=120.0,
                        help="seconds a draft may take in --shapes (default 120)")
    args = parser.parse_args()
    if args.shapes:
        shapes(args)
        return
    rows = []
    for copies in (int(c) for c in args.copies.split(",")):
        text = "\n".join([ARTICLE] * copies)
        names = best(lambda: find_entities(text, KnownIndex()), args.rounds)
        found = find_entities(text, KnownIndex())
        posts = best(lambda: draft_posts(found, KnownIndex(), []), args.rounds)
        rows.append((copies, len(text), names, posts))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "long.txt"
        path.write_text((ARTICLE * (MOST_TEXT_CHARACTERS // len(ARTICLE)))[
            :MOST_TEXT_CHARACTERS - 1], encoding="utf-8")
        whole = best(lambda: draft_text(read_source(path), "long"), 1)
    lines = [f"\n## kg draft on long texts — {dt.date.today().isoformat()}\n",
             f"Machine: {machine()}. `python bench/draft_scale.py --copies {args.copies}`: "
             f"best of {args.rounds} runs.\n",
             "| copies of the article | characters | names | posts |", "|---|---|---|---|"]
    lines += [f"| {c} | {n:,} | {a:.2f} s | {b:.2f} s |" for c, n, a, b in rows]
    if len(rows) >= 2:
        (c1, n1, a1, b1), (c2, n2, a2, b2) = rows[0], rows[-1]
        lines.append(f"\n{n2 / n1:.1f}x the text: names {a2 / a1:.1f}x, posts {b2 / b1:.1f}x "
                     "the time (linear work: about the same ratio as the text).")
    lines.append(f"\nA whole draft of a text at kg draft's limit ({MOST_TEXT_CHARACTERS - 1:,} "
                 f"characters): {whole:.1f} s.\n")
    print("\n".join(lines))
    if not args.dry_run:
        append_results(args.results, lines)


# Texts of one sentence, each a unit repeated: what the rules read back over (subjects,
# claims, quotations never closed, capitals, dates, hyphenated runs, line breaks).
SHAPES = {
    "plain words": "Armenia and Azerbaijan met in Geneva and ",
    "said": "Armenia said Azerbaijan met ",
    "accused": "Armenia accused Azerbaijan of lying and ",
    "pronouns": "he said she said they ",
    "open quotes": "“Armenia met Azerbaijan ",
    "straight quotes": '"Armenia met" Azerbaijan ',
    "dates": "on March 3, 2031 and ",
    "hyphenated": "Armenia-Azerbaijan-Geneva-",
    "lines": "Armenia met Azerbaijan in Geneva\n",
}
# Run in a child, so that a draft past its time can be stopped: the kg it imports is the
# one on PYTHONPATH (this checkout's, or --against's).
_DRAFT_ONE = """
import sys, time
from pathlib import Path
from kg.draft import draft_text, read_source
began = time.perf_counter()
draft_text(read_source(Path(sys.argv[1])), "long")
print(time.perf_counter() - began)
"""
_WHICH = """
import kg
print(Path(kg.__file__).parent)
"""


def shapes(args: argparse.Namespace) -> None:
    sizes = [int(size) for size in args.shapes.split(",")]
    checkouts = [("this checkout", HERE.parent)]
    if args.against:
        checkouts.append((f"{args.against.name}", args.against.resolve()))
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        for name, unit in SHAPES.items():
            cells = []
            for size in sizes:
                path = Path(folder) / f"{size}.txt"
                path.write_text((unit * (size // len(unit) + 1))[:size] + ".", encoding="utf-8")
                for _label, checkout in checkouts:
                    cells.append(_draft_seconds(path, checkout, args.most))
            rows.append((name, cells))
            print(name, ["-" if c is None else round(c, 2) for c in cells], flush=True)
    heads = [f"{size:,} characters, {label}" for size in sizes for label, _c in checkouts]
    against = f" --against {args.against}" if args.against else ""
    lines = [f"\n## kg draft on texts of one long sentence — {dt.date.today().isoformat()}\n",
             f"Machine: {machine()}. `python bench/draft_scale.py --shapes {args.shapes}"
             f"{against}`: the whole draft of a text that is one unit repeated with no full "
             f"stop, once each, in a child process stopped after {args.most:.0f} s.\n",
             "| shape | " + " | ".join(heads) + " | growth, this checkout |",
             "|---|" + "---|" * (len(heads) + 1)]
    step = len(checkouts)
    for name, cells in rows:
        shown = ["over %.0f s" % args.most if c is None else f"{c:.2f} s" for c in cells]
        ours = [c for c in cells[::step]]
        growth = (f"{ours[-1] / ours[0]:.1f}x for {sizes[-1] / sizes[0]:.1f}x the text"
                  if None not in ours and len(ours) > 1 and ours[0] else "-")
        lines.append(f"| {name} | " + " | ".join(shown) + f" | {growth} |")
    print("\n".join(lines))
    if not args.dry_run:
        append_results(args.results, lines)


def _draft_seconds(path: Path, checkout: Path, most: float) -> float | None:
    # (run in the checkout: `python -c` puts the working folder first on the path)
    env = dict(os.environ, PYTHONPATH=str(checkout))
    try:
        done = subprocess.run([sys.executable, "-c", _DRAFT_ONE + _WHICH, str(path)], env=env,
                              cwd=checkout, capture_output=True, text=True, timeout=most,
                              check=True)
    except subprocess.TimeoutExpired:
        return None
    seconds, which = done.stdout.strip().splitlines()[-2:]
    if Path(which).resolve() != checkout / "kg":
        raise SystemExit(f"the draft meant for {checkout} ran {which}")
    return float(seconds)


if __name__ == "__main__":
    main()
