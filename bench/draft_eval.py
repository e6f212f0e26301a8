"""Measure `kg draft` against readings written by hand: recall and precision per kind.

    .venv/bin/python bench/draft_eval.py                 # every set, a table per set
    .venv/bin/python bench/draft_eval.py --items         # and what was missed or wrong
    .venv/bin/python bench/draft_eval.py --record FILE   # and append the figures to FILE
    .venv/bin/python bench/draft_eval.py FOLDER ...      # the articles of these folders only

The sets (docs/draft-evaluation.md): the fit articles (tests/draft/articles, NAME.txt and
NAME.yaml), the development half (tests/draft/eval/dev), the test half
(tests/draft/eval/test) and the unseen set (tests/draft/eval/unseen), each NAME.txt or
NAME.html with NAME.reading.yaml, and the first article of data/ (its reviewed mapping as
the reading, drafted without knowing its ids). Of the test half and the unseen set only the
figures are printed, never an item. Nothing is written unless
--record is given. The time is that of reading and drafting each article (not of writing
and loading the draft), per 1,000 words of its text.
"""

from __future__ import annotations

import argparse
import datetime as dt
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kg.draft import DraftInputError, draft_text, read_source, write_draft  # noqa: E402
from kg.draft.dates import anchor_of, find_dateline, find_dates  # noqa: E402
from kg.draft.evaluation import (READING_SUFFIX, DateRead, Evaluation,  # noqa: E402
                                 ReadingError, evaluate, evaluate_dates_read, items,
                                 load_reading, reading_of, table)
from kg.draft.model import Draft  # noqa: E402
from kg.source import SourceError, parse_article  # noqa: E402
from kg.uris import slugify  # noqa: E402

FIT = ROOT / "tests" / "draft" / "articles"
EVAL = ROOT / "tests" / "draft" / "eval"
DATA = ROOT / "data"
TEST_HALF = "test"
# The sets only ever scored: their items are never printed (docs/draft-evaluation.md).
SEALED = (TEST_HALF, "unseen")


@dataclass
class Article:
    name: str
    path: Path                   # the text or the saved page
    reading: Path                # its reading, or the reviewed mapping.yaml


@dataclass
class SetResult:
    name: str
    scored: bool = True          # False: a sealed set, whose items are never printed
    total: Evaluation = field(default_factory=Evaluation)
    rows: list[tuple[str, Evaluation]] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)
    seconds: float = 0.0
    words: int = 0


def fit_articles(folder: Path = FIT) -> list[Article]:
    """NAME.txt with its reading in the older format, NAME.yaml, beside it."""
    return [Article(t.stem, t, t.with_suffix(".yaml")) for t in sorted(folder.glob("*.txt"))
            if t.with_suffix(".yaml").exists()]


def folder_articles(folder: Path) -> list[Article]:
    """NAME.txt or NAME.html with NAME.reading.yaml beside it (or the older NAME.yaml)."""
    found = fit_articles(folder)
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
    if (EVAL / "unseen").is_dir():
        sets.append(("unseen set (tests/draft/eval/unseen)", folder_articles(EVAL / "unseen")))
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
        evaluation.add(evaluate_dates_read(dates_read(source.text, draft), reading))
    except (DraftInputError, ReadingError, SourceError, OSError) as exc:
        result.failed.append(f"{article.name}: {exc}")
        return
    result.rows.append((article.name, evaluation))
    result.total.add(evaluation)


def dates_read(text: str, draft: Draft) -> list[DateRead]:
    """Every date kg.draft.dates reads in the text, as draft_text reads them (against the
    article's date), whether or not an item of the draft carries it."""
    published = draft.article.get("published")
    published = published if isinstance(published, str) else None
    dateline = find_dateline(text, find_dates(text, published))
    return [(d.text, d.value if d.value else d.date, d.inferred)
            for d in find_dates(text, published, anchor_of(published, dateline))]


def warm_up(sets: list[tuple[str, list[Article]]]) -> None:
    """Draft one article untimed: the first draft of a process compiles the rules' patterns
    and imports what reading a page needs, which no later draft pays again."""
    first = next((articles[0] for _name, articles in sets if articles), None)
    if first is not None:
        try:
            draft_text(read_source(first.path), "warm-up")
        except DraftInputError:
            pass


def run(sets: list[tuple[str, list[Article]]]) -> list[SetResult]:
    results = []
    warm_up(sets)
    with tempfile.TemporaryDirectory() as tmp:
        for name, articles in sets:
            result = SetResult(name, scored=not _is_sealed(articles))
            for article in articles:
                score_article(article, Path(tmp), result)
            results.append(result)
    return results


def _is_sealed(articles: list[Article]) -> bool:
    """The test half or the unseen set, wherever the folder was named from."""
    return any(a.path.resolve().parent.name in SEALED
               and a.path.resolve().parent.parent.name == "eval" for a in articles)


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


def record(path: Path, results: list[SetResult]) -> None:
    """Append the figures (never an item) to ``path`` as a dated section."""
    lines = [f"\n## kg draft against the readings — {dt.date.today().isoformat()}\n",
             "`python -m bench draft`:\n", "```"]
    lines += [report(r, show_items=False, per_article=False) + "\n" for r in results]
    lines.append("```")
    with open(path, "a", encoding="utf-8") as out:
        out.write("\n".join(lines) + "\n")
    print(f"appended to {path}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folders", nargs="*", type=Path,
                        help="score the articles of these folders instead of every set")
    parser.add_argument("--items", action="store_true",
                        help="list what was missed and what was drafted wrong (never for "
                             "the test half or the unseen set)")
    parser.add_argument("--articles", action="store_true",
                        help="a table per article too (never for the sealed sets)")
    parser.add_argument("--record", type=Path, metavar="FILE",
                        help="append the figures (no items) to FILE (by default they are "
                             "only printed)")
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
        record(args.record, results)
    return 1 if any(r.failed for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
