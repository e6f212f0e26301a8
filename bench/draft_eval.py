"""Measure `kg draft` against hand-written readings: recall and precision per kind.

    .venv/bin/python bench/draft_eval.py

Drafts each article under tests/draft/articles/ (its expected reading beside it, .yaml)
and the first article of data/ (compared with its reviewed mapping.yaml, drafted without
knowing that article's own ids), and prints the table; also the time drafting takes.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kg.draft import draft_text, read_source, write_draft  # noqa: E402
from kg.draft.evaluation import Evaluation, evaluate, reading_of, table  # noqa: E402,F401
from kg.source import parse_article  # noqa: E402

ARTICLES = ROOT / "tests" / "draft" / "articles"
FIRST = ROOT / "data" / "zamora-leaves-peru"


def drafted(path: Path, slug: str, folder: Path):
    source = read_source(path)
    # Items set aside as incomplete count as drafted: the reviewer gets them, commented out.
    write_draft(draft_text(source, slug), folder, set_aside=False)
    return parse_article(folder / slug / "mapping.yaml")


def run() -> list[tuple[str, Evaluation]]:
    rows = []
    tuned, held_out = Evaluation(), Evaluation()
    with tempfile.TemporaryDirectory() as tmp:
        for text in sorted(ARTICLES.glob("*.txt")):
            reading = yaml.safe_load(text.with_suffix(".yaml").read_text(encoding="utf-8"))
            evaluation = evaluate(drafted(text, text.stem, Path(tmp)), reading)
            rows.append((text.stem, evaluation))
            # heldout-*: written after the rules were last changed, never used to change them
            (held_out if text.stem.startswith("heldout-") else tuned).add(evaluation)
        rows.append(("tuned test articles", tuned))
        rows.append(("held-out articles", held_out))
        first = evaluate(drafted(FIRST / "article.txt", "first-article", Path(tmp)),
                         reading_of(parse_article(FIRST / "mapping.yaml")))
        rows.append(("zamora-leaves-peru", first))
    return rows


if __name__ == "__main__":
    started = time.perf_counter()
    rows = run()
    elapsed = time.perf_counter() - started
    print(table(rows))
    print(f"\ndrafted {len(rows) - 2} articles in {elapsed:.2f} s (after imports)")
