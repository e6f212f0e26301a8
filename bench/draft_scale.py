"""How `kg draft`'s reading of names and posts grows with the text (issue: a review's 5 MB
text never finished drafting; each surname was compared with every earlier mention).

    .venv/bin/python bench/draft_scale.py [--copies 150,600] [--rounds 3]

Times find_entities (names) and draft_posts (posts) on N copies of a short article, best of
the rounds, and the whole draft of a text at kg draft's limit (200,000 characters), side by
side in one run; prints the ratios (linear work gives about 4 for four times the text) and
appends them to bench/RESULTS.md.
"""

from __future__ import annotations

import argparse
import datetime as dt
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
    parser.add_argument("--results", type=Path, default=HERE / "RESULTS.md")
    parser.add_argument("--dry-run", action="store_true")
    args = parser.parse_args()
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


if __name__ == "__main__":
    main()
