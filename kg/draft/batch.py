"""`kg draft` on several articles: the files a command line names (folders of them too),
each drafted in turn against what the data folder holds by then, a line saying what each
draft holds, and a file that cannot be drafted reported without stopping the others."""

from __future__ import annotations

import dataclasses
import logging
from collections import Counter
from pathlib import Path
from typing import Iterable

from kg.draft import DraftInputError, default_slug, draft_text, read_source, write_draft
from kg.draft.extract import Found, Source
from kg.draft.known import Known, KnownIndex, read_data_dir
from kg.draft.model import Draft

log = logging.getLogger(__name__)

# What a folder given to `kg draft` is read for: texts and saved pages.
ARTICLE_SUFFIXES = (".txt", ".html", ".htm", ".xhtml")
_SECTIONS = ("entities", "posts", "holdings", "events", "claims", "quotes")


def articles_in(paths: Iterable[Path]) -> tuple[list[Path], list[tuple[Path, str]]]:
    """The files to draft, in the order given (a folder's own files in name order, not its
    sub-folders), each once; and the paths that give none, with why."""
    files: list[Path] = []
    errors: list[tuple[Path, str]] = []
    for path in paths:
        if path.is_dir():
            found = sorted(p for p in path.iterdir() if p.is_file()
                           and p.suffix.lower() in ARTICLE_SUFFIXES
                           and not p.name.startswith("."))
            if not found:
                errors.append((path, f"a folder with no article in it (no "
                                     f"{', '.join(ARTICLE_SUFFIXES)} file)"))
            files += found
        elif path.exists():
            files.append(path)
        else:
            errors.append((path, "no such file or folder"))
    once = {p.resolve(): p for p in reversed(files)}  # (the first of each kept)
    return [p for p in files if once.get(p.resolve()) is p], errors


def with_date(source: Source, published: str) -> Source:
    """The source with the publication date the user gave (`kg draft --date`), which
    stands above what a page's metadata says."""
    metadata = dict(source.metadata)
    metadata["published"] = Found(published, "the --date option")
    return dataclasses.replace(source, metadata=metadata)


def summary(draft: Draft) -> str:
    """What a draft holds, by section: "12 entities, 2 posts, 4 events, 1 claim (1 not
    complete), 5 quotes"."""
    counts = Counter(item.section for item in draft.items)
    aside = Counter(item.section for item in draft.items if item.missing)
    parts = []
    for section in _SECTIONS:
        if counts[section]:
            word = section if counts[section] != 1 else section.rstrip("s")
            part = f"{counts[section]} {word}"
            if aside[section]:
                part += f" ({aside[section]} not complete)"
            parts.append(part)
    return ", ".join(parts) or "nothing"


class Batch:
    """Articles drafted one after another into one data folder. Each is drafted against the
    folder as the ones before it left it: a name drafted in one is known to the next, and no
    two drafts take one id."""

    def __init__(self, data_dir: Path, published: str | None = None,
                 published_names: Iterable[Known] = ()) -> None:
        self.data_dir = data_dir
        self.published = published
        self.published_names = list(published_names)
        self.drafted = 0
        self.failures: list[str] = []
        self.output_failed = False    # a failure to write, not a file that cannot be read
        self.warnings: list[str] = []

    def known(self) -> KnownIndex:
        known = read_data_dir(self.data_dir, skip=None)
        for entity in self.published_names:
            known.add(entity)
        return known

    def fail(self, path: Path, message: str) -> None:
        self.failures.append(f"{path}: {message}")

    def draft(self, path: Path, slug: str | None = None) -> str | None:
        """Draft one file; the line saying what was drafted, or None (see failures)."""
        try:
            source = read_source(path)
            if self.published:
                source = with_date(source, self.published)
            slug = default_slug(path, source) if slug is None else slug
            draft = draft_text(source, slug, self.known())
            folder = write_draft(draft, self.data_dir)
            self._warn_of_same_text(path, draft)
        except DraftInputError as exc:
            self.failures.append(str(exc))
            return None
        except OSError as exc:
            self.output_failed = True
            self.failures.append(f"{exc.filename or self.data_dir}: {exc.strerror}")
            return None
        except Exception as exc:  # a rule that fails on one article stops no other
            log.debug("drafting %s failed", path, exc_info=True)
            self.failures.append(f"{path}: the drafting rules failed on this file "
                                 f"({type(exc).__name__}: {exc}); please report it")
            return None
        self.drafted += 1
        return f"{folder / 'mapping.yaml'}: {summary(draft)}"

    def _warn_of_same_text(self, path: Path, draft: Draft) -> None:
        """A text already in the data folder under another id, drafted again (`--id` lets
        one file be drafted twice): two articles would publish the same story twice."""
        for other in same_text(self.data_dir, draft.text, draft.slug):
            self.warnings.append(f"{path}: the same text as {other} (article "
                                 f"'{other.parent.name}'): '{draft.slug}' is a second article "
                                 f"of it; delete one folder unless both are meant")

    def report(self) -> str:
        tried = self.drafted + len(self.failures)
        failed = f"; {len(self.failures)} failed" if self.failures else ""
        return f"drafted {self.drafted} of {tried} article{'s' if tried != 1 else ''}{failed}"


def same_text(data_dir: Path, text: str, slug: str) -> list[Path]:
    """The other articles of ``data_dir`` whose text is ``text``, trailing spaces aside."""
    wanted = text.strip()
    size = len(wanted.encode("utf-8"))
    found = []
    for article in sorted(data_dir.glob("*/article.txt")):
        # (a text of another length is another text: only near sizes are read)
        if article.parent.name == slug or abs(article.stat().st_size - size) > 64:
            continue
        try:
            if article.read_text(encoding="utf-8").strip() == wanted:
                found.append(article)
        except (OSError, UnicodeDecodeError):
            continue  # an article the build reads and reports; not this command's to judge
    return found
