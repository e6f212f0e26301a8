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

import bisect
import re
from dataclasses import dataclass, field
from pathlib import Path

import yaml

# The order of the sections on the page (the loader's order).
SECTIONS = ("entities", "posts", "holdings", "memberships", "events", "relations",
            "demands", "claims", "quotes")
NOT_COMPLETE = "not complete"
_BASE_LOADER = getattr(yaml, "CBaseLoader", yaml.BaseLoader)
# Each matched after a newline (the scan puts one before the file): a pattern that begins
# with a literal is searched for fast, one that begins with ^ is tried at every character.
_TOP_KEY = re.compile(r"\n([A-Za-z_][\w-]*)[ \t]*:")
_ITEM_START = re.compile(r"\n( *)- ")
# A block `kg draft` set aside: its note, then its lines, each commented out.
_SET_ASIDE = re.compile(r"\n[ \t]*# (NOT COMPLETE[^\n]*)\n((?:#[^\n]*(?:\n|$))*)")
_COMMENTED = re.compile(r"^# ?")
# The values that name an item, read from every line of the file (items not parsed too).
_NAMING = re.compile(r"\n[ \t#]*(?:- )?(?:id|name|label|alias|holder|speaker|participants|"
                     r"agent|claimant|about)[ \t]*:[ \t]*([^\n]+)")
_DRAFT_MARK = re.compile(r"\n[ \t]*(?:- )?review:[ \t]*[\"']?draft[\"']?[ \t]*(?:#[^\n]*)?"
                         r"(?=\n|$)")


@dataclass
class ItemLines:
    """Where an item is in the file: its section, its first line (from 1) and its lines."""

    section: str
    line: int
    lines: list[str]
    not_complete: bool = False
    note: str = ""  # the comment `kg draft` wrote above an item set aside


@dataclass
class ItemPlace:
    """An item found by the scan: its section and its characters in the file (its lines
    are cut out only for the items shown)."""

    section: str
    start: int
    end: int
    not_complete: bool = False
    note: str = ""


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
    name_words: set[str] = field(default_factory=set)  # of every item's id, name, label…


def scan(text: str) -> tuple[list[ItemPlace], tuple[int, int] | None]:
    """Every item of the file in file order, and the characters of its `article:` section.

    Regular expressions find the sections, the item starts and the blocks set aside (each
    match costs Python time, each line does not): 0.1 s for a draft of 17,502 items."""
    body = "\n" + text  # (every line starts after a newline: a literal, found fast)
    tops = [(m.group(1), m.start()) for m in _TOP_KEY.finditer(body)]
    items: list[ItemPlace] = []
    article: tuple[int, int] | None = None
    for number, (section, start) in enumerate(tops):
        end = tops[number + 1][1] if number + 1 < len(tops) else len(text)
        if section == "article":
            article = (start, end)
        if section not in SECTIONS:
            continue
        asides = [ItemPlace(section, m.start(2) - 1, m.end(2) - 1, True, m.group(1).strip())
                  for m in _SET_ASIDE.finditer(body, start, end + 1)]
        first = _ITEM_START.search(body, start, end + 1)
        if first is None:
            items.extend(asides)
            continue
        # the section's items: its lines "- " at the first one's indentation
        same = re.compile("\n" + re.escape(first.group(1)) + "- ")
        starts = [m.start() for m in same.finditer(body, start, end + 1)]
        edges = sorted([place.start for place in asides] + [end])
        for index, at in enumerate(starts):
            following = starts[index + 1] if index + 1 < len(starts) else end
            stop = edges[bisect.bisect_right(edges, at)]
            items.append(ItemPlace(section, at, min(following, stop)))
        items.extend(asides)
    items.sort(key=lambda place: place.start)
    return items, article


def _lines_of(text: str, places: list[ItemPlace]) -> list[ItemLines]:
    """The chosen items' lines and line numbers (counted once along the file)."""
    found: dict[int, ItemLines] = {}
    line, at = 1, 0
    for place in sorted(places, key=lambda p: p.start):
        line += text.count("\n", at, place.start)
        at = place.start
        body = text[place.start:place.end].rstrip("\n").split("\n")
        if place.not_complete:
            body = [_COMMENTED.sub("", row, count=1) for row in body]
        found[id(place)] = ItemLines(place.section, line, body, place.not_complete, place.note)
    return [found[id(place)] for place in places]


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


def read_outline(mapping_text: str, most: int) -> Outline:
    """The outline of a mapping file; only ``most`` items are cut out and parsed."""
    found, article_range = scan(mapping_text)
    places = list(found)
    if article_range is not None:  # the article's own metadata, an item of its own
        places.insert(0, ItemPlace("article", *article_range))
    incomplete = [p for p in places if p.not_complete]
    rest = [p for p in places if not p.not_complete and p.section != "article"]
    # (the article's metadata always: it names the text)
    chosen = [p for p in places if p.section == "article"] + (incomplete + rest)[:most - 1]
    counts = {NOT_COMPLETE: len(incomplete),
              "draft": len(_DRAFT_MARK.findall("\n" + mapping_text))}
    counts["reviewed"] = max(0, len(places) - counts[NOT_COMPLETE] - counts["draft"])
    parsed = [parse_item(i) for i in _lines_of(mapping_text, chosen)]
    article = next((i.keys for i in parsed if i.section == "article"), {})
    return Outline(article, parsed[0].line if article_range else 1, parsed, len(places),
                   counts, name_words("\n" + mapping_text))


def name_words(body: str) -> set[str]:
    """The words (lower case) of every value that names an item or refers to one."""
    words: set[str] = set()
    for value in _NAMING.findall(body):
        words.update(w.lower() for w in re.split(r"[^\w]+", value.split(" #", 1)[0])
                     if len(w) >= 3)
    return words


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
