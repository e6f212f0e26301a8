"""The review pages: `/review`, the drafts waiting in the data folder, and
`/review/<article>`, one drafted article beside its items.

The article page shows every item of the mapping (those `kg draft` set aside as not
complete first, then by kind, each with its status, file and line), the article text with
the drafted words highlighted and the names no item covers marked, and what `kg build`
would say about the file now. Plain HTML, no script: the reviewer edits the YAML file and
reloads the page.

Bounded: the items are read from an outline of the file (kg.web.review_outline; only the
first ``MOST_ITEMS`` are parsed), the text is cut in one sweep (kg.web.review_text) and
shown up to ``MOST_TEXT_CHARACTERS``, and the build's check runs in a child process with a
time limit (kg.review_check), never in the server's process. A page is kept per state of
its folder (each file's name, size and time): a reload of an unchanged draft reads nothing.
"""

from __future__ import annotations

import bisect
import json
import os
import subprocess
import sys
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path

from flask import Blueprint, Response, current_app, render_template

from kg.source import MAPPING_FILENAME
from kg.uris import is_slug
from kg.web.drafts_waiting import DraftsWaiting
from kg.web.errors import Problem
from kg.web.review_outline import NOT_COMPLETE, SECTIONS, Outline, OutlineItem, read_outline, \
    read_text_safely
from kg.web.review_text import Span, cut, uncovered_names
from kg.web.site import site

bp = Blueprint("review", __name__)

MOST_ITEMS = 300  # items one page shows (a draft of a 187 KB text had 17,502)
MOST_TEXT_CHARACTERS = 100_000  # of the article text shown
MOST_TEXT_BYTES = 20 * 1024 * 1024  # the build's own cap on an article text
MOST_MAPPING_BYTES = 64 * 1024 * 1024  # a mapping larger is not read by the page at all
MOST_CHECKED_BYTES = 1024 * 1024  # a larger mapping is not checked by the page
CHECK_SECONDS = 20
KEPT_PAGES = 16

TITLES = {"article": "The article's metadata", "entities": "Entities", "posts": "Posts", "holdings": "Posts held",
          "memberships": "Memberships", "events": "Events", "relations": "Relations",
          "demands": "Demands", "claims": "Claims", "quotes": "Quotations"}
# Keys shown as the item's name or in its evidence line, not among what it proposes.
_NOT_PROPOSED = ("id", "review", "rule", "evidence")


@dataclass
class ShownItem:
    anchor: str
    item: OutlineItem
    where: str
    proposes: list[tuple[str, str]]
    quotes: list[tuple[str | None, str]] = field(default_factory=list)  # (mark, words)
    problems: list[dict] = field(default_factory=list)  # the build's errors at its lines


@dataclass
class Check:
    state: str  # "checked", "skipped", "timed out" or "failed"
    errors: list[dict] = field(default_factory=list)
    message: str = ""


class ReviewPages:
    """Review pages kept by the state of their folder, at most ``KEPT_PAGES``."""

    def __init__(self) -> None:
        self._kept: OrderedDict[tuple, dict] = OrderedDict()
        self._lock = threading.Lock()
        self._busy: dict[str, threading.Lock] = {}
        self.outlines_read = 0  # for tests: pages made (each reads its files once)
        self.checks_run = 0  # for tests: child processes started
        self.drafts = DraftsWaiting()

    def page(self, folder: Path) -> dict:
        with self._lock:
            busy = self._busy.setdefault(str(folder), threading.Lock())
        with busy:  # one request makes a folder's page; the others wait and reuse it
            key = folder_state(folder)
            with self._lock:
                if key in self._kept:
                    self._kept.move_to_end(key)
                    return self._kept[key]
            context = self._make(folder)
            with self._lock:
                self._kept[key] = context
                while len(self._kept) > KEPT_PAGES:
                    self._kept.popitem(last=False)
            return context

    def _make(self, folder: Path) -> dict:
        self.outlines_read += 1
        mapping = folder / MAPPING_FILENAME
        try:
            size = mapping.stat().st_size
            if size > MOST_MAPPING_BYTES:
                raise OSError(f"over {MOST_MAPPING_BYTES:,} bytes, more than a page reads")
            body = mapping.read_bytes().decode("utf-8", errors="replace")
        except OSError as exc:
            raise Problem(404, "Not Found", f"the mapping of '{folder.name}' cannot be read "
                          f"({getattr(exc, 'strerror', None) or exc})") from None
        _let_others_run()
        outline = read_outline(body, MOST_ITEMS)
        _let_others_run()
        text, text_problem = read_text_safely(folder, outline.article.get("text"),
                                              MOST_TEXT_BYTES)
        check = self._check(mapping, size)
        _let_others_run()
        return review_context(folder.name, mapping, outline, text, text_problem, check)

    def _check(self, mapping: Path, size: int) -> Check:
        """What the build would say about the file, from a child process."""
        if size > MOST_CHECKED_BYTES:
            return Check("skipped", message=f"the file is over {MOST_CHECKED_BYTES // 2**20} MB, "
                         f"more than this page checks; kg validate --data "
                         f"{mapping.parent.parent} checks it")
        self.checks_run += 1
        try:
            # -I: the installed kg, whatever the current folder holds. The child runs in the
            # server's folder, so that a data folder given relative to it ("data", the
            # default) names the same file, and the errors name it as the site does.
            done = subprocess.run([sys.executable, "-I", "-m", "kg.review_check",
                                   str(mapping)], capture_output=True, timeout=CHECK_SECONDS,
                                  check=False)
        except subprocess.TimeoutExpired:
            return Check("timed out", message=f"the check took over {CHECK_SECONDS} s; "
                         f"kg validate --data {mapping.parent.parent} checks the file")
        except OSError as exc:
            return Check("failed", message=f"the check could not run ({exc})")
        try:
            errors = json.loads(done.stdout) if done.returncode == 0 else None
        except ValueError:
            errors = None
        if not isinstance(errors, list):
            last = done.stderr.decode("utf-8", "replace").strip().splitlines()[-1:]
            return Check("failed", message=f"the check failed: {' '.join(last) or '?'}")
        return Check("checked", errors)


def _let_others_run() -> None:
    """Between the steps of making a page: under the server's gevent workers (which patch
    time.sleep) the other requests of the worker run here; elsewhere it does nothing."""
    time.sleep(0)


def folder_state(folder: Path) -> tuple:
    """Each file's name, size and time in the folder and its sub-folders (the text may be
    below the mapping), at most 200 of them: a change to any makes a new page."""
    state = []
    for root, dirs, files in os.walk(folder):
        dirs.sort()
        for name in sorted(files):
            try:
                status = os.stat(os.path.join(root, name))
            except OSError:
                continue
            state.append((os.path.join(root, name), status.st_size, status.st_mtime_ns))
            if len(state) >= 200:
                return (str(folder), tuple(state))
    return (str(folder), tuple(state))


def _shown(value: object) -> str:
    if isinstance(value, list):
        return ", ".join(_shown(v) for v in value)
    if isinstance(value, dict):
        return ", ".join(f"{k}: {_shown(v)}" for k, v in value.items())
    return str(value)


def _find(text: str, quote: str, occurrence: int) -> int:
    """Where the ``occurrence``-th (from 1) non-overlapping copy of ``quote`` starts, or -1."""
    at = text.find(quote)
    while at >= 0 and occurrence > 1:
        occurrence -= 1
        at = text.find(quote, at + len(quote))
    return at


def _title(outline: Outline, text: str, slug: str) -> str:
    """The headline, else the text's first line (shortened), else the folder's name."""
    headline = outline.article.get("headline")
    if isinstance(headline, str) and headline.strip():
        return headline.strip()
    first = next((line.strip() for line in text.split("\n", 20)[:20] if line.strip()), "")
    if first:
        return first if len(first) <= 100 else first[:100].rsplit(" ", 1)[0] + "…"
    return slug


def review_context(slug: str, mapping: Path, outline: Outline, text: str,
                   text_problem: str, check: Check) -> dict:
    """What the template needs: items by group, the text cut into pieces, the check."""
    shown_text = text[:MOST_TEXT_CHARACTERS]
    spans: list[Span] = []
    shown: list[ShownItem] = []
    for number, item in enumerate(outline.items, start=1):
        anchor = f"item-{number}"
        entry = ShownItem(anchor, item, f"{mapping}:{item.line}",
                          [(k, _shown(v)) for k, v in item.keys.items()
                           if k not in _NOT_PROPOSED and v not in ("", [], {})])
        for index, (quote, occurrence) in enumerate(item.evidence(), start=1):
            start = _find(text, quote, occurrence)
            if start < 0 or start + len(quote) > len(shown_text):
                entry.quotes.append((None, quote))
                continue
            mark = f"{anchor}-evidence-{index}"
            entry.quotes.append((mark, quote))
            spans.append(Span(start, start + len(quote), anchor, mark,
                              item.status != "reviewed"))
        shown.append(entry)
    problems = [e for e in check.errors if not _is_draft_mark(e)]
    _attach(shown, problems, str(mapping))
    names = uncovered_names(shown_text, spans, outline.name_words)
    groups = [("Not complete: left out of the build", "not-complete",
               [s for s in shown if s.item.status == NOT_COMPLETE])]
    groups += [(TITLES[section], section, [s for s in shown if s.item.section == section
                                           and s.item.status != NOT_COMPLETE])
               for section in ("article",) + SECTIONS]
    return {
        "slug": slug, "file": str(mapping), "title": _title(outline, text, slug),
        "groups": [g for g in groups if g[2]], "total": outline.total,
        "shown_count": len(shown), "counts": outline.counts, "most_items": MOST_ITEMS,
        "paragraphs": cut(shown_text, spans, names),
        "uncovered": sorted({shown_text[s:e] for s, e in names}),
        "text_length": len(text), "text_shown": len(shown_text), "text_cut": len(text) > len(shown_text),
        "text_problem": text_problem, "check": check, "problems": problems,
        "marked": len(check.errors) - len(problems),
    }


def _is_draft_mark(error: dict) -> bool:
    """The build's refusal of an item for its `review: draft` mark alone (the page lists
    those items; the other errors are shown in full)."""
    return " is a draft" in str(error.get("message", ""))


def _attach(shown: list[ShownItem], problems: list[dict], mapping: str) -> None:
    """Each error of the mapping file goes to the item whose lines hold it, too."""
    by_start = sorted(shown, key=lambda s: s.item.line)
    starts = [s.item.line for s in by_start]
    for error in problems:
        line = error.get("line")
        if error.get("file") != mapping or not isinstance(line, int):
            continue
        index = bisect.bisect_right(starts, line) - 1
        if index >= 0 and line < by_start[index].item.end:
            by_start[index].problems.append(error)


def pages() -> ReviewPages:
    """The app's review pages (made on first use)."""
    return current_app.extensions.setdefault("kg.review", ReviewPages())


def article_folder(data_dir: Path, slug: str) -> Path | None:
    """The article folder named ``slug`` directly under the data folder, if it has a
    mapping (the address is never a path: only a slug)."""
    if not is_slug(slug):
        return None
    folder = data_dir / slug
    return folder if (folder / MAPPING_FILENAME).is_file() else None


@bp.route("/review", methods=["GET", "HEAD"])
def waiting() -> Response:
    kg = site()
    page = render_template("review_index.html", data_dir=str(kg.settings.data_dir),
                           waiting=pages().drafts.list(kg.settings.data_dir))
    return Response(page, content_type="text/html; charset=utf-8")


@bp.route("/review/<slug>", methods=["GET", "HEAD"])
def review(slug: str) -> Response:
    kg = site()
    folder = article_folder(kg.settings.data_dir, slug)
    if folder is None:
        raise Problem(404, "Not Found", f"no article '{slug}' in the data folder to review")
    context = pages().page(folder)
    page = render_template("review.html", **context)
    return Response(page, content_type="text/html; charset=utf-8")
