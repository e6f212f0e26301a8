"""The review page of a drafted article (`/review/<article>`): its text with the evidence of
every item still marked `review: draft` highlighted, the items grouped by kind with what
each proposes and the file and line to edit. Plain HTML, no script.

It reads the mapping input from the data folder with the loader (kg/source.py, which needs
neither the mappers nor the SHACL gate), not the published build: a draft is reviewed
before it is published.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from flask import Blueprint, Response, render_template

from ..source import MAPPING_FILENAME, SourceError, SourceErrors, parse_article
from ..uris import is_slug
from .errors import Problem
from .site import site

bp = Blueprint("review", __name__)

TITLES = {"article": "The article's metadata", "entities": "Entities", "posts": "Posts",
          "holdings": "Posts held", "memberships": "Memberships", "events": "Events",
          "relations": "Relations", "demands": "Demands", "claims": "Claims",
          "quotes": "Quotations"}
# What an item proposes, in the order it is shown.
SHOWN = ("name", "label", "type", "alias", "holder", "post", "status", "agent", "participants",
         "beneficiary", "addressee", "claimant", "about", "speaker", "text", "date", "date_text",
         "year", "place", "of_state", "to_state", "governs", "on_platform", "date_reasoning",
         "note")


@dataclass
class Item:
    anchor: str
    section: str
    name: str
    where: str
    rule: str
    proposes: list[tuple[str, str]]
    quotes: list[tuple[str, str]] = field(default_factory=list)  # (anchor of the mark, words)


@dataclass
class Segment:
    text: str
    item: str | None = None     # the item it is evidence of
    anchors: list[str] = field(default_factory=list)  # evidence that starts here


def _value(value: object) -> str:
    if isinstance(value, tuple):
        return ", ".join(_value(v) for v in value)
    if hasattr(value, "en"):
        return value.en  # Labels
    return str(value)


def _mapping_file(data_dir: Path, slug: str) -> Path | None:
    direct = data_dir / slug / MAPPING_FILENAME
    return direct if direct.is_file() else None


def review_page(mapping_file: Path) -> dict:
    article = parse_article(mapping_file)
    items: list[Item] = []
    spans: list[tuple[int, int, str, str]] = []  # start, end, mark anchor, item anchor
    for number, (section, record) in enumerate(article.drafted(), start=1):
        anchor = f"item-{number}"
        name = getattr(record, "id", None) or (record.slug if hasattr(record, "slug") else "")
        proposes = [(key, _value(getattr(record, key))) for key in SHOWN
                    if getattr(record, key, None) not in (None, (), "")
                    and not (section == "article" and key == "text")]
        item = Item(anchor, section, name, f"{mapping_file}:{record.line}", record.rule or "",
                    proposes)
        for index, evidence in enumerate(record.evidence, start=1):
            mark = f"{anchor}-evidence-{index}"
            item.quotes.append((mark, evidence.quote))
            spans.append((evidence.start, evidence.end, mark, anchor))
        items.append(item)
    groups = [(TITLES[section], [i for i in items if i.section == section])
              for section in TITLES if any(i.section == section for i in items)]
    return {"slug": article.slug, "file": str(mapping_file), "groups": groups,
            "count": len(items), "paragraphs": _segments(article.text, spans)}


def _segments(text: str, spans: list[tuple[int, int, str, str]]) -> list[list[Segment]]:
    """The text cut at every evidence boundary; a piece covered by evidence is marked with
    the shortest span covering it (the most specific item)."""
    cuts = sorted({0, len(text), *(s for s, *_ in spans), *(e for _s, e, *_ in spans)})
    paragraphs: list[list[Segment]] = [[]]
    for begin, finish in zip(cuts, cuts[1:]):
        covering = sorted((e - s, item) for s, e, _mark, item in spans
                          if s <= begin and finish <= e)
        starting = [mark for s, _e, mark, _item in spans if s == begin]
        for number, line in enumerate(text[begin:finish].split("\n")):
            if number:
                paragraphs.append([])
            if line:
                paragraphs[-1].append(Segment(line, covering[0][1] if covering else None,
                                              starting if number == 0 else []))
    return [p for p in paragraphs if p]


@bp.route("/review/<slug>", methods=["GET", "HEAD"])
def review(slug: str) -> Response:
    kg = site()
    path = _mapping_file(kg.settings.data_dir, slug) if is_slug(slug) else None
    if path is None:
        raise Problem(404, "Not Found", f"no article '{slug}' in the data folder to review")
    try:
        context = review_page(path)
        errors: list[str] = []
    except SourceError as exc:
        # A draft being edited may not load: the page lists what to mend instead.
        errors = [str(e) for e in (exc.errors if isinstance(exc, SourceErrors) else [exc])]
        context = {"slug": slug, "file": str(path), "groups": [], "count": 0, "paragraphs": []}
    page = render_template("review.html", errors=errors, **context)
    return Response(page, content_type="text/html; charset=utf-8")
