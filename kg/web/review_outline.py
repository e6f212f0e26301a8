"""The outline of a mapping file for its review page: where each item starts, its keys as
written and its evidence, read by scanning lines and parsing one item at a time.

The loader (kg.source) checks a whole file before it gives back any item, which for a draft
of 17,502 items takes seconds; the page needs only the items it shows. Here a line scan
finds every item (a line ``  - `` at a section's item indentation, and the blocks `kg draft`
writes commented out under ``# NOT COMPLETE``), counts them all, and only the first
``most`` are parsed, each alone with PyYAML's base loader (every value a string), at its
line in the file. An item that does not parse shows its parser error instead of its keys.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import yaml

# The order of the sections on the page (the loader's order).
SECTIONS = ("entities", "posts", "holdings", "memberships", "events", "relations",
            "demands", "claims", "quotes")
NOT_COMPLETE = "not complete"
_BASE_LOADER = getattr(yaml, "CBaseLoader", yaml.BaseLoader)
_TOP_KEY = re.compile(r"([A-Za-z_][\w-]*)\s*:")
_ITEM_START = re.compile(r"( *)- ")
_SET_ASIDE = re.compile(r"\s*# NOT COMPLETE")
_COMMENTED = re.compile(r"# ?")


@dataclass
class ItemLines:
    """Where an item is in the file: its section, its first line (from 1) and its lines."""

    section: str
    line: int
    lines: list[str]
    not_complete: bool = False
    note: str = ""  # the comment `kg draft` wrote above an item set aside


@dataclass
class OutlineItem:
    section: str
    line: int
    status: str  # "not complete", "draft" or "reviewed"
    keys: dict = field(default_factory=dict)  # as written, every value a string or list
    error: str = ""  # the parser's message when the item does not parse alone
    note: str = ""
    end: int = 0  # the line after its last

    @property
    def name(self) -> str:
        for key in ("id", "name", "label", "holder", "text"):
            value = self.keys.get(key)
            if isinstance(value, dict):
                value = value.get("en") or next(iter(value.values()), "")
            if isinstance(value, str) and value:
                return value
        return f"line {self.line}"

    def evidence(self) -> list[tuple[str, int]]:
        """(quote, occurrence from 1) for each evidence entry; a quotation without evidence
        is its own (the loader's rule)."""
        given = self.keys.get("evidence")
        found: list[tuple[str, int]] = []
        for entry in given if isinstance(given, list) else []:
            if isinstance(entry, str) and entry.strip():
                found.append((entry, 1))
            elif isinstance(entry, dict) and isinstance(entry.get("quote"), str):
                number = entry.get("occurrence")
                found.append((entry["quote"], int(number) if isinstance(number, str)
                              and number.isdigit() and len(number) < 6 else 1))
        if not found and self.section == "quotes" and isinstance(self.keys.get("text"), str):
            found.append((self.keys["text"], 1))
        return found


@dataclass
class Outline:
    article: dict  # the article section's keys
    article_line: int
    items: list[OutlineItem]  # the first ``most``: not complete first, then in file order
    total: int  # every item of the file
    counts: dict[str, int]  # items by status, over the whole file


def scan(text: str) -> tuple[list[str], list[ItemLines], tuple[int, int] | None]:
    """The file's lines, its items in file order, and the line range of `article:`."""
    lines = text.split("\n")
    items: list[ItemLines] = []
    article: tuple[int, int] | None = None
    section = ""
    indent: int | None = None
    current: ItemLines | None = None
    pending_note = ""
    for number, line in enumerate(lines):
        top = _TOP_KEY.match(line)
        if top and not line[0].isspace():
            current = None
            section, indent = top.group(1), None
            if section == "article":
                article = (number, len(lines))
            elif article is not None and article[1] == len(lines):
                article = (article[0], number)
            continue
        if section not in SECTIONS:
            continue
        if _SET_ASIDE.match(line):
            pending_note = line.strip().lstrip("#").strip()
            current = None
            continue
        if pending_note or (current is not None and current.not_complete):
            commented = _COMMENTED.match(line)
            if commented and line.startswith("#"):
                body = line[commented.end():]
                if pending_note and _ITEM_START.match(body):
                    current = ItemLines(section, number + 1, [body], True, pending_note)
                    items.append(current)
                    pending_note = ""
                elif current is not None and current.not_complete:
                    current.lines.append(body)
                continue
            current = None if current is not None and current.not_complete else current
        start = _ITEM_START.match(line)
        if start and (indent is None or len(start.group(1)) == indent):
            indent = len(start.group(1))
            current = ItemLines(section, number + 1, [line])
            items.append(current)
        elif current is not None and not current.not_complete:
            current.lines.append(line)
    return lines, items, article


def _status(keys: dict, item: ItemLines) -> str:
    if item.not_complete:
        return NOT_COMPLETE
    return "draft" if keys.get("review") == "draft" else "reviewed"


def parse_item(item: ItemLines) -> OutlineItem:
    """One item's keys, parsed alone (its lines form a one-item YAML list, or for the
    article's metadata the mapping `article:`)."""
    try:
        loaded = yaml.load("\n".join(item.lines), Loader=_BASE_LOADER)  # noqa: S506 - base
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" (line {item.line + mark.line})" if mark is not None else ""
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        return OutlineItem(item.section, item.line, _status({}, item),
                           error=f"does not parse{where}: {problem}", note=item.note,
                           end=item.line + len(item.lines))
    if item.section == "article":
        loaded = [loaded.get("article")] if isinstance(loaded, dict) else None
    keys = loaded[0] if isinstance(loaded, list) and loaded and isinstance(loaded[0], dict) \
        else {}
    return OutlineItem(item.section, item.line, _status(keys, item), keys, note=item.note,
                       end=item.line + len(item.lines))


def _is_draft(item: ItemLines) -> bool:
    """A cheap look at an item not parsed: does one of its lines say `review: draft`?"""
    return any(line.strip() in ("review: draft", 'review: "draft"') for line in item.lines)


def read_outline(mapping_text: str, most: int) -> Outline:
    """The outline of a mapping file; only ``most`` items are parsed."""
    lines, found, article_range = scan(mapping_text)
    if article_range is not None:  # the article's own metadata, an item of its own
        found.insert(0, ItemLines("article", article_range[0] + 1,
                                  lines[article_range[0]:article_range[1]]))
    incomplete = [i for i in found if i.not_complete]
    rest = [i for i in found if not i.not_complete and i.section != "article"]
    # (the article's metadata always: it names the text)
    chosen = [i for i in found if i.section == "article"] + (incomplete + rest)[:most - 1]
    counts = {NOT_COMPLETE: len(incomplete),
              "draft": sum(1 for i in found if not i.not_complete and _is_draft(i))}
    counts["reviewed"] = len(found) - counts[NOT_COMPLETE] - counts["draft"]
    parsed = [parse_item(i) for i in chosen]
    article = next((i.keys for i in parsed if i.section == "article"), {})
    return Outline(article, (article_range[0] + 1) if article_range else 1, parsed,
                   len(found), counts)


def read_text_safely(folder: Path, named: object, most_bytes: int) -> tuple[str, str]:
    """The article text a mapping names, and a message when it cannot be shown.

    Read as the build reads it: a regular file beside or below the mapping (its real
    path, so a link out of the folder is refused), at most ``most_bytes`` of it."""
    if not isinstance(named, str) or not named.strip():
        return "", "the article section names no text file"
    candidate = Path(named)
    if candidate.is_absolute() or ".." in candidate.parts or "\0" in named:
        return "", f"the text file {named!r} is not beside or below mapping.yaml"
    try:
        real = (folder / candidate).resolve(strict=True)
        if not real.is_relative_to(folder.resolve()) or not real.is_file():
            return "", f"the text file {named!r} is not a file inside the article's folder"
        with real.open("rb") as handle:
            data = handle.read(most_bytes + 1)
    except OSError as exc:
        return "", f"the text file {named!r} cannot be read ({exc.strerror or exc})"
    if len(data) > most_bytes:
        return "", f"the text file {named!r} is over {most_bytes:,} bytes"
    return data.decode("utf-8", errors="replace"), ""
