"""Write a draft as mapping input, in the very format kg.source reads, every item
marked `review: draft` with the rule that proposed it and its evidence quoted verbatim."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from kg import __version__
from kg.draft.model import Draft, Item, Span, occurrence

_HEADER = """\
# Mapping input DRAFTED by `kg draft` from article.txt: a proposal, not a reading.
#
# Every item below is marked `review: draft` and names the `rule` that proposed it. Check
# each against the text: correct it, complete it, or delete it; then change its
# `review: draft` to `review: done` and delete its `rule` line. `kg build` refuses items
# still drafts (unless --include-drafts, which publishes them as machine-drafted, not
# reviewed); draft.yaml beside this file keeps the draft as written, so an item left as
# drafted stays a draft without its `review` line. Evidence quotes are verbatim from
# article.txt; `occurrence: N` says which one when the words occur more than once.
# The keys: docs/mapping.md. Reviewing: docs/review.md#what-makes-an-item-reviewed.
"""

_SECTIONS = ("entities", "posts", "holdings", "events", "claims", "quotes")


def drafter_version() -> str:
    """The version of `kg draft`: the package's, and a digest of the drafting rules (which
    change between releases), e.g. "diplokg 0.1.0+3f2a9c41d0be"."""
    digest = hashlib.sha256()
    for file in sorted(Path(__file__).parent.glob("*.py")):
        digest.update(file.name.encode() + b"\0" + file.read_bytes())
    return f"diplokg {__version__}+{digest.hexdigest()[:12]}"


def _scalar(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    # A JSON string is a valid YAML double-quoted scalar, and keeps every character.
    return json.dumps(str(value), ensure_ascii=False)


def _value(value: Any) -> str:
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_scalar(v)}" for k, v in value.items()) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_scalar(v) for v in value) + "]"
    return _scalar(value)


def _evidence(text: str, span: Span) -> str:
    quote = text[span.start:span.end]
    which = occurrence(text, span.start, span.end)
    if which is None:
        return f"      - {_scalar(quote)}"
    return f"      - {{quote: {_scalar(quote)}, occurrence: {which}}}"


def _comment(text: str) -> str:
    return " ".join(text.split())


def _item(text: str, item: Item) -> list[str]:
    lines = []
    first = True
    for key, value in item.fields.items():
        if key.startswith("_") or value is None or value == [] or value == {}:
            continue
        prefix = "  - " if first else "    "
        first = False
        line = f"{prefix}{key}: {_value(value)}"
        if key in item.comments:
            line += f"  # {_comment(item.comments[key])}"
        lines.append(line)
    lines.append(f"    review: draft")
    lines.append(f"    rule: {_scalar(item.rule)}")
    spans = [s for s in item.evidence if occurrence(text, s.start, s.end) != 0]
    if spans:
        lines.append("    evidence:")
        seen = set()
        for span in spans:
            if (span.start, span.end) not in seen:
                seen.add((span.start, span.end))
                lines.append(_evidence(text, span))
    return lines


def write_mapping(draft: Draft, set_aside: bool = True) -> str:
    """The mapping input of a draft. ``set_aside=False`` writes the items the shapes would
    refuse (Item.missing) as ordinary items, as a reviewer who completes them has them: for
    the evaluation of the drafting rules (bench/draft_eval.py), never for a data folder."""
    lines = _HEADER.rstrip("\n").split("\n") + ["", "article:"]
    for key, value in draft.article.items():
        line = f"  {key}: {_value(value)}"
        if key in draft.article_comments:
            line += f"  # {_comment(draft.article_comments[key])}"
        lines.append(line)
    for section in _SECTIONS:
        items = [item for item in draft.section(section) if not (item.missing and set_aside)]
        lines += ["", f"{section}:" if items else f"{section}: []"]
        for item in items:
            lines += _item(draft.text, item)
            lines.append("")
        if items:
            lines.pop()
        for item in draft.section(section):
            if item.missing and set_aside:
                lines += _set_aside(draft.text, item, bool(items))
    return "\n".join(lines) + "\n"


def _set_aside(text: str, item: Item, listed: bool) -> list[str]:
    """An item the shapes would refuse as it is, commented out: the loader never sees it
    (a draft published with --include-drafts passes the shapes), the reviewer does."""
    wanting = " or ".join(item.missing)
    how = ("remove the '# ' before each of its lines" if listed else
           "remove the '# ' before each of its lines and the [] after the section's name")
    return ["", f"  # NOT COMPLETE, left out of the build: no {wanting} found. Add it and "
                f"{how}, or delete it."] + [f"# {line}" for line in _item(text, item)]
