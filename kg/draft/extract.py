"""An article's text and metadata from the file given to `kg draft`: plain text as it is,
or a saved HTML page through trafilatura, each piece of metadata with where it came from."""

from __future__ import annotations

import json
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path


class DraftInputError(ValueError):
    """The file cannot be drafted from; the message says why."""


@dataclass(frozen=True)
class Found:
    value: str
    origin: str        # where in the page it was read, for the reviewer


@dataclass(frozen=True)
class Source:
    text: str
    kind: str                                   # "text" or "html"
    metadata: dict[str, Found] = field(default_factory=dict)


METADATA = ("headline", "publisher", "published", "author", "url")


# An article, not a book: the drafting rules read every mention against the others, and a
# text of megabytes is no news article (a saved page may be larger: scripts, styles).
MOST_TEXT_CHARACTERS = 200_000
MOST_FILE_BYTES = 20 * 1024 * 1024


def read_source(path: Path) -> Source:
    try:
        if path.stat().st_size > MOST_FILE_BYTES:
            raise DraftInputError(f"{path}: {path.stat().st_size:,} bytes; kg draft reads a "
                                  f"file of at most {MOST_FILE_BYTES:,} bytes")
        data = path.read_bytes()
    except OSError as exc:
        raise DraftInputError(f"{path}: cannot read it ({exc.strerror})") from None
    if not data.strip():
        raise DraftInputError(f"{path}: the file is empty")
    encoding = "utf-8-sig"
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        encoding = "utf-16"  # its byte order mark says so (a NUL byte is no sign of binary)
    elif b"\0" in data[:8192]:
        raise DraftInputError(f"{path}: a binary file, not an article's text or HTML page")
    try:
        decoded = data.decode(encoding)
    except UnicodeDecodeError as exc:
        name = "UTF-16" if encoding == "utf-16" else "UTF-8"
        raise DraftInputError(f"{path}: not {name} text ({exc.reason} at byte {exc.start})"
                              ) from None
    if _looks_like_html(path, decoded):
        source = _from_html(path, decoded)
    else:
        source = Source(_normalise(decoded), "text")
    if len(source.text) > MOST_TEXT_CHARACTERS:
        raise DraftInputError(f"{path}: the article's text has {len(source.text):,} "
                              f"characters; kg draft reads at most "
                              f"{MOST_TEXT_CHARACTERS:,} (an article, not a book): split it")
    return source


def _looks_like_html(path: Path, text: str) -> bool:
    if path.suffix.lower() in {".html", ".htm", ".xhtml"}:
        return True
    head = text.lstrip()[:512].lower()
    return head.startswith(("<!doctype html", "<html")) or "<body" in head


def _normalise(text: str) -> str:
    # Line ends become \n and trailing blanks go, so that the offsets evidence records are
    # the same on every system; the words themselves are kept exactly, in their composed
    # form (NFC): an accent stored as a letter and a combining mark is one character, as
    # the mapping's quotations are written and as the rules read names.
    text = unicodedata.normalize("NFC", text)
    lines = [line.rstrip() for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n")]
    return "\n".join(lines).strip("\n") + "\n"


def _from_html(path: Path, html: str) -> Source:
    import trafilatura  # about 130 ms to import: only for HTML pages
    from lxml import html as lxml_html

    text = trafilatura.extract(html, output_format="txt", include_comments=False,
                               include_tables=False, favor_precision=True, deduplicate=False)
    if not text or len(text.split()) < 5:
        raise DraftInputError(f"{path}: an HTML page with no article text that could be "
                              f"extracted")
    meta = trafilatura.extract_metadata(html)
    try:
        tree = lxml_html.fromstring(html)
    except (ValueError, lxml_html.etree.ParserError):
        tree = None
    values = {
        "headline": getattr(meta, "title", None),
        "publisher": getattr(meta, "sitename", None),
        "published": getattr(meta, "date", None),
        "author": getattr(meta, "author", None),
        "url": getattr(meta, "url", None),
    }
    found = {}
    for name, value in values.items():
        if value:
            origin = _origin(tree, name, str(value))
            if name == "published" and origin == _INFERRED:
                # a date no element of the page states is trafilatura's guess (a review found
                # "2025-01-01" for a page published on Nov. 6): unknown, not invented
                continue
            found[name] = Found(str(value), origin)
    return Source(_normalise(text), "html", found)


_TAG_FOR = {"url": ("link", "meta"), "published": ("meta", "time"), "headline": ("meta", "title", "h1"),
            "author": ("meta", "a", "span"), "publisher": ("meta",)}


def _origin(tree, name: str, value: str) -> str:
    """Where the page states ``value``: the first element that carries it, or JSON-LD."""
    if tree is None:
        return "the page's metadata, as read by trafilatura"
    wanted = value.strip()
    probe = wanted[:10] if name == "published" else wanted
    for element in tree.iter():
        tag = element.tag if isinstance(element.tag, str) else ""
        if tag == "script" and "ld+json" in (element.get("type") or ""):
            body = element.text or ""
            if probe and probe in body:
                key = _json_key(body, probe)
                return f"the page's JSON-LD ({key})" if key else "the page's JSON-LD"
            continue
        if tag not in _TAG_FOR.get(name, ()):
            continue
        for attr in ("content", "href", "datetime"):
            if probe and probe in (element.get(attr) or ""):
                described = " ".join(f'{a}="{element.get(a)}"' for a in
                                     ("property", "name", "rel", "itemprop") if element.get(a))
                return f"<{tag}{' ' + described if described else ''}> ({attr})"
        if probe and probe in (element.text_content() or ""):
            return f"<{tag}> text"
    return _INFERRED


_INFERRED = "inferred by trafilatura from the page (no element states it as such)"


def _json_key(body: str, probe: str) -> str | None:
    try:
        data = json.loads(body)
    except ValueError:
        return None
    stack = [data]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            for key, value in node.items():
                if isinstance(value, str) and probe in value:
                    return key
                stack.append(value)
        elif isinstance(node, list):
            stack.extend(node)
    return None

