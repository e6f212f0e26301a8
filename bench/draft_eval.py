"""Measure `kg draft` against readings written by hand: recall and precision per kind.

    .venv/bin/python bench/draft_eval.py                 # every set, a table per set
    .venv/bin/python bench/draft_eval.py --items         # and what was missed or wrong
    .venv/bin/python bench/draft_eval.py --record FILE   # and the figures as JSON in FILE
    .venv/bin/python bench/draft_eval.py FOLDER ...      # the articles of these folders only

The sets (docs/draft-evaluation.md): the fit articles (tests/draft/articles, NAME.txt and
NAME.yaml), the development half (tests/draft/eval/dev) and the test half
(tests/draft/eval/test), each NAME.txt or NAME.html with NAME.reading.yaml, and the first
article of data/ (its reviewed mapping as the reading, drafted without knowing its ids).
Of the test half only the figures are printed, never an item. Nothing is written unless
--record is given. The time is that of reading and drafting each article (not of writing
and loading the draft), per 1,000 words of its text.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kg.draft import DraftInputError, draft_text, read_source, write_draft  # noqa: E402
from kg.draft.evaluation import (READING_SUFFIX, DETAILS, KINDS, Evaluation,  # noqa: E402
                                 ReadingError, evaluate, items, load_reading, reading_of,
                                 table)
from kg.source import SourceError, parse_article  # noqa: E402
from kg.uris import slugify  # noqa: E402

FIT = ROOT / "tests" / "draft" / "articles"
EVAL = ROOT / "tests" / "draft" / "eval"
DATA = ROOT / "data"
TEST_HALF = "test"


@dataclass
class Article:
    name: str
    path: Path                   # the text or the saved page
    reading: Path                # its reading, or the reviewed mapping.yaml


@dataclass
class SetResult:
    name: str
    scored: bool = True          # False: the test half, whose items are never printed
    total: Evaluation = field(default_factory=Evaluation)
    rows: list[tuple[str, Evaluation]] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)
    seconds: float = 0.0
    words: int = 0


def fit_articles() -> list[Article]:
    return [Article(t.stem, t, t.with_suffix(".yaml")) for t in sorted(FIT.glob("*.txt"))]


def folder_articles(folder: Path) -> list[Article]:
    """NAME.txt or NAME.html with NAME.reading.yaml beside it."""
    found = []
    for reading in sorted(folder.glob(f"*{READING_SUFFIX}")):
        name = reading.name[:-len(READING_SUFFIX)]
        article = next((folder / f"{name}{s}" for s in (".txt", ".html", ".htm")
                        if (folder / f"{name}{s}").exists()), None)
        if article is not None:
            found.append(Article(name, article, reading))
    return found


def first_data_article() -> list[Article]:
    mappings = sorted(DATA.glob("*/mapping.yaml"))
    if not mappings:
        return []
    folder = mappings[0].parent
    return [Article(folder.name, folder / "article.txt", mappings[0])]


def default_sets() -> list[tuple[str, list[Article]]]:
    sets = [("fit articles (tests/draft/articles)", fit_articles())]
    for half in ("dev", TEST_HALF):
        if (EVAL / half).is_dir():
            sets.append((f"{half} half (tests/draft/eval/{half})",
                         folder_articles(EVAL / half)))
    sets.append(("first article of data/", first_data_article()))
    return sets


def score_article(article: Article, tmp: Path, result: SetResult) -> None:
    """Draft one article, load the draft as `kg build` would, score it."""
    try:
        if article.reading.name == "mapping.yaml":
            reading = reading_of(parse_article(article.reading))
        else:
            reading = load_reading(article.reading)
        started = time.perf_counter()
        source = read_source(article.path)
        draft = draft_text(source, slugify(article.name) or "article")
        result.seconds += time.perf_counter() - started
        result.words += len(source.text.split())
        # Items set aside as not complete count as drafted: the reviewer gets them.
        folder = write_draft(draft, tmp / f"{len(result.rows)}-{len(result.failed)}",
                             set_aside=False)
        evaluation = evaluate(parse_article(folder / "mapping.yaml"), reading)
    except (DraftInputError, ReadingError, SourceError, OSError) as exc:
        result.failed.append(f"{article.name}: {exc}")
        return
    result.rows.append((article.name, evaluation))
    result.total.add(evaluation)


def run(sets: list[tuple[str, list[Article]]]) -> list[SetResult]:
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        for name, articles in sets:
            result = SetResult(name, scored=not _is_test_half(articles))
            for article in articles:
                score_article(article, Path(tmp), result)
            results.append(result)
    return results


def _is_test_half(articles: list[Article]) -> bool:
    return any(a.path.parent.name == TEST_HALF and a.path.parent.parent.name == "eval"
               for a in articles)


def report(result: SetResult, show_items: bool, per_article: bool) -> str:
    lines = [table(result.total, f"{result.name}: {len(result.rows)} articles")]
    if result.words:
        lines.append(f"  drafting: {result.seconds:.2f} s for {result.words:,} words, "
                     f"{1000 * result.seconds / result.words:.3f} s per 1,000 words")
    for failure in result.failed:
        # (a failure names the file and the reason, never an item of it)
        lines.append(f"  FAILED {failure if result.scored else failure.split(':')[0]}")
    if result.scored and per_article:
        for name, evaluation in result.rows:
            lines.append(table(evaluation, f"  {name}"))
    if result.scored and show_items:
        for name, evaluation in result.rows:
            listed = items(evaluation)
            if listed:
                lines += [f"  {name}:", listed]
    return "\n".join(lines)


def record(results: list[SetResult]) -> dict:
    def figures(evaluation: Evaluation) -> dict:
        out = {kind: vars(evaluation.scores[kind]) for kind in KINDS + DETAILS
               if kind in evaluation.read or kind in DETAILS}
        out["core items"] = vars(evaluation.core)
        out["invented dates"] = len(evaluation.invented_dates)
        out["allegations drafted as facts"] = len(evaluation.claims_as_facts)
        return out

    return {r.name: {"articles": len(r.rows), "failed": len(r.failed), "words": r.words,
                     "seconds": round(r.seconds, 3), **figures(r.total)} for r in results}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folders", nargs="*", type=Path,
                        help="score the articles of these folders instead of every set")
    parser.add_argument("--items", action="store_true",
                        help="list what was missed and what was drafted wrong (never for "
                             "the test half)")
    parser.add_argument("--articles", action="store_true",
                        help="a table per article too (never for the test half)")
    parser.add_argument("--record", type=Path, metavar="FILE",
                        help="write the figures (no items) as JSON to FILE")
    args = parser.parse_args(argv)
    if args.folders:
        missing = [f for f in args.folders if not f.is_dir()]
        if missing:
            parser.error(f"not a folder: {missing[0]}")
        sets = [(str(f), folder_articles(f)) for f in args.folders]
    else:
        sets = default_sets()
    results = run(sets)
    print("\n\n".join(report(r, args.items, args.articles) for r in results))
    if args.record:
        args.record.write_text(json.dumps(record(results), indent=2) + "\n", encoding="utf-8")
    return 1 if any(r.failed for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
