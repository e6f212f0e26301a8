"""An article's text and metadata from the file given to `kg draft`: plain text as it is,
or a saved HTML page through trafilatura, each piece of metadata with where it came from."""

from __future__ import annotations

import codecs
import datetime as dt
import json
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterator

from kg.draft.dates import find_dates
from kg.draft.page_bylines import byline_lines, with_bylines
from kg.bounded_files import FileRefused, read_bounded


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
        # a regular file only, read no further than one byte past the limit: a FIFO or
        # /dev/zero has no size to check beforehand (see kg.bounded_files)
        data = read_bounded(path, MOST_FILE_BYTES)
    except FileRefused as exc:
        raise DraftInputError(f"{path}: {exc.reason}; kg draft reads a regular file of at "
                              f"most {MOST_FILE_BYTES:,} bytes") from None
    except OSError as exc:
        raise DraftInputError(f"{path}: cannot read it ({exc.strerror})") from None
    if not data.strip():
        raise DraftInputError(f"{path}: the file is empty")
    encoding, said = "utf-8-sig", "UTF-8 text"
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        # its byte order mark says so (a NUL byte is no sign of binary)
        encoding, said = "utf-16", "UTF-16 text"
    elif b"\0" in data[:8192]:
        raise DraftInputError(f"{path}: a binary file, not an article's text or HTML page")
    elif not data.startswith(codecs.BOM_UTF8) and _may_be_html(path, data):
        encoding, said = _declared_encoding(data)
    try:
        decoded = _windows_1252(data) if encoding == "cp1252" else data.decode(encoding)
    except UnicodeError as exc:  # (a decoding error, with where it is)
        where = f"{exc.reason} at byte {exc.start}" if isinstance(exc, UnicodeDecodeError) \
            else str(exc)
        raise DraftInputError(f"{path}: not {said} ({where}); "
                              f"save it as UTF-8{_OR_DECLARE if said == 'UTF-8 text' else ''}"
                              ) from None
    if _looks_like_html(path, decoded):
        source = _from_html(path, decoded)
    else:
        text = _normalise(decoded)
        stated = header_date(text)
        source = Source(text, "text", {"published": stated} if stated else {})
    if len(source.text) > MOST_TEXT_CHARACTERS:
        raise DraftInputError(f"{path}: the article's text has {len(source.text):,} "
                              f"characters; kg draft reads at most "
                              f"{MOST_TEXT_CHARACTERS:,} (an article, not a book): split it")
    return source


_OR_DECLARE = ", or, if it is an HTML page, with its charset declared in a <meta> element"
# A page's own word for its encoding, in its first bytes (as a browser reads it before the
# page: https://html.spec.whatwg.org/#prescan-a-byte-stream-to-determine-its-encoding):
# <meta charset="…">, <meta http-equiv="Content-Type" content="text/html; charset=…">,
# or an XHTML page's XML declaration.
_META_CHARSET = re.compile(rb"<meta\b[^>]*?charset\s*=\s*[\"']?\s*([A-Za-z0-9_:.\-]+)",
                           re.IGNORECASE)
_XML_ENCODING = re.compile(rb"^\s*<\?xml\b[^>]*?encoding\s*=\s*[\"']([A-Za-z0-9_.\-]+)")
# Browsers read a page labelled Latin-1 or ASCII as Windows-1252, whose bytes 0x80-0x9F are
# the curly quotation marks and dashes such pages hold (https://encoding.spec.whatwg.org/).
_AS_WINDOWS_1252 = {"iso-8859-1", "iso8859-1", "latin1", "latin-1", "l1", "ascii", "us-ascii",
                    "windows-1252", "cp1252", "x-cp1252", "iso_8859-1", "cp819", "ibm819"}
# The five bytes Windows-1252 leaves undefined stand for themselves, as in browsers.
_C1 = {byte: chr(byte) for byte in (0x81, 0x8D, 0x8F, 0x90, 0x9D)}


# Codecs of Python's that decode text but no page: a label naming one is ignored, as
# browsers ignore a label they do not know (a page declaring "undefined" or "punycode" made
# a traceback)
_NOT_FOR_PAGES = {"idna", "punycode", "undefined", "unicode-escape", "raw-unicode-escape",
                  "utf-7", "palmos", "mbcs", "oem"}


_HTML_SUFFIXES = {".html", ".htm", ".xhtml"}


def _may_be_html(path: Path, data: bytes) -> bool:
    """Whether the bytes may be a page, before decoding them (_looks_like_html asks again of
    the decoded text, which a UTF-16 page's bytes do not show)."""
    return path.suffix.lower() in _HTML_SUFFIXES or bool(
        re.match(rb"\s*<(?:!doctype\s+html|html|\?xml)", data[:512], re.IGNORECASE))


def _declared_encoding(data: bytes) -> tuple[str, str]:
    """(the codec, the name to give in an error) a saved page declares in its first 4 KB;
    UTF-8 when it declares none, or one Python has no codec for."""
    head = data[:4096]
    found = _XML_ENCODING.match(head) or _META_CHARSET.search(head)
    if found is None:
        return "utf-8", "UTF-8 text"
    label = found.group(1).decode("ascii").lower()
    declared = f"{label} text, as the page declares"
    if label in _AS_WINDOWS_1252:
        return "cp1252", declared
    try:
        codec = codecs.lookup(label).name
        b"a".decode(codec, "ignore")  # (base64, zlib, rot13 and the like: LookupError)
    except (LookupError, UnicodeError):
        return "utf-8", "UTF-8 text"
    if codec in _NOT_FOR_PAGES:
        return "utf-8", "UTF-8 text"
    if codec.startswith("utf-16"):
        # (a page without a byte order mark is no UTF-16; browsers read it so too)
        return "utf-8", "UTF-8 text"
    return codec, declared


def _windows_1252(data: bytes) -> str:
    try:
        return data.decode("cp1252")
    except UnicodeDecodeError:
        return "".join(_C1.get(byte) or bytes((byte,)).decode("cp1252") for byte in data)


def _looks_like_html(path: Path, text: str) -> bool:
    if path.suffix.lower() in _HTML_SUFFIXES:
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
    stated = published_date(tree) if tree is not None else None
    if stated is not None:
        found["published"] = stated
    for name, value in values.items():
        if value and name not in found:
            origin = _origin(tree, name, str(value))
            if name == "published" and (origin == _INFERRED or _CHANGED.search(origin)):
                # a date no element of the page states is trafilatura's guess (it can give
                # "2025-01-01" for a page published on Nov. 6): unknown, not invented
                continue
            found[name] = Found(str(value), origin)
    if tree is not None:
        text = with_bylines(text, byline_lines(
            tree, found["author"].value if "author" in found else None,
            found["published"].value if "published" in found else None, " ".join(text.split())))
    text = _normalise(text)
    if "published" not in found:
        # (no element states the day: a line of the page's visible header may, as a plain
        # text's does)
        stated = header_date(text, changed_is_no_day=True)
        if stated is not None:
            found["published"] = Found(stated.value, "the page's visible header: "
                                                     + stated.origin)
    return Source(text, "html", found)


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
# The day a page or a text was changed, which says nothing of the day it was published: an
# element ("article:modified_time", JSON-LD's dateModified), a value or a header's label
# ("Updated 14 March 2025", "Last modified on …")
_CHANGED = re.compile(r"modif|updated", re.IGNORECASE)

# Where a page states the day it was published, most explicit first: Open Graph's
# article:published_time, the meta names news sites and Dublin Core use, schema.org's
# datePublished (an attribute, or JSON-LD), then a <time datetime> marked as the publication
# (pubdate, itemprop) and last the first <time datetime> of the <article>. A modified date
# is never taken for the published one.
_PUBLISHED_META = ("article:published_time", "og:published_time", "datepublished",
                   "date", "pubdate", "publishdate", "publish-date", "publish_date",
                   "dc.date", "dc.date.issued", "dcterms.issued", "dcterms.created",
                   "sailthru.date", "parsely-pub-date", "article.published")
_DAY = re.compile(r"\s*(\d{4}-\d{2}-\d{2})(?![\d])")


def published_date(tree) -> Found | None:
    """The day the page says it was published (YYYY-MM-DD), with the element that says so;
    None when no element states a whole date."""
    metas = {}
    for element in tree.iter("meta"):
        for attr in ("property", "name", "itemprop"):
            key = (element.get(attr) or "").strip().lower()
            if key in _PUBLISHED_META and key not in metas:
                metas[key] = element
    for key in _PUBLISHED_META:
        element = metas.get(key)
        day = _day(element.get("content")) if element is not None else None
        if day:
            attr = next(a for a in ("property", "name", "itemprop") if element.get(a))
            return Found(day, f'<meta {attr}="{element.get(attr)}"> (content)')
    for element in tree.iter("script"):
        if "ld+json" in (element.get("type") or ""):
            day = _json_published(element.text or "")
            if day:
                return Found(day, "the page's JSON-LD (datePublished)")
    marked = _marked_days(tree)
    if len(set(day for day, _ in marked)) == 1:
        day, tag = marked[0]
        return Found(day, f'<{tag} itemprop="datePublished"> (text)')
    times = [t for t in tree.iter("time") if _day(t.get("datetime"))]
    marked = [t for t in times if t.get("pubdate") is not None
              or (t.get("itemprop") or "").lower() == "datepublished"]
    if marked:
        return Found(_day(marked[0].get("datetime")), "<time> marked as the publication "
                                                        "(datetime)")
    in_article = [t for t in times if any(a.tag == "article" for a in t.iterancestors())]
    if in_article:
        return Found(_day(in_article[0].get("datetime")), "the first <time> of the "
                                                            "<article> (datetime)")
    return None


# Where an element's date is another page's: a teaser in a list, navigation, a side column
_ELSEWHERE = frozenset({"nav", "aside", "footer", "li"})


def _marked_days(tree) -> list[tuple[str, str]]:
    """The days of the elements marked itemprop="datePublished" that belong to the article
    ("<span itemprop="datePublished">9 March 2026</span>" inside its <article>), with their
    tags; not a teaser's in a list of related stories or in navigation."""
    found = []
    for element in tree.xpath("//*[@itemprop]"):
        if element.tag == "meta" or element.get("itemprop").lower() != "datepublished":
            continue
        ancestors = [a.tag for a in element.iterancestors() if isinstance(a.tag, str)]
        if "article" not in ancestors or _ELSEWHERE & set(ancestors):
            continue
        day = _day(element.get("content") or element.get("datetime") or element.text_content())
        if day:
            found.append((day, element.tag))
    return found


def _day(value: str | None) -> str | None:
    """The whole date a metadata value begins with ("2026-03-09T10:00:00Z" -> "2026-03-09",
    "20260309" -> "2026-03-09"), when it is a day of the calendar, or the day a value
    written in words is, whole and with its year ("9 March 2026", "March 9, 2026")."""
    found = _DAY.match(value or "") or _COMPACT_DAY.fullmatch((value or "").strip())
    if found is None:
        return _written_day(value or "")
    try:
        return dt.date.fromisoformat("-".join(found.groups()) if found.re is _COMPACT_DAY
                                     else found.group(1)).isoformat()
    except ValueError:
        return None


# A day in figures with no marks between them, as some sites' "pubdate" gives it: "20260309"
_COMPACT_DAY = re.compile(r"(\d{4})(\d{2})(\d{2})")


def _written_day(value: str) -> str | None:
    """The day a short value written in words is, when it is one whole date with its year:
    "Monday 9 March 2026"; None for anything else."""
    value = value.strip()
    if not value or len(value) > 40 or _CHANGED.search(value):
        return None  # (a value that says it is the day of a change is no publication's)
    days = [d for d in find_dates(value, None) if d.date and not d.inferred]
    if len(days) != 1 or not _BEFORE_DATE.fullmatch(value[:days[0].start]) \
            or not _AFTER_DATE.fullmatch(value[days[0].end:]):
        return None
    return days[0].date


def _json_dicts(body: str, breadth_first: bool) -> Iterator[dict]:
    """Every object of a JSON text (JSON-LD metadata of a page), outermost first when
    ``breadth_first``, else each one's last member explored first; none if it is no JSON."""
    try:
        stack = [json.loads(body)]
    except ValueError:
        return
    while stack:
        node = stack.pop(0) if breadth_first else stack.pop()
        if isinstance(node, dict):
            yield node
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)


def _json_published(body: str) -> str | None:
    for node in _json_dicts(body, breadth_first=True):
        published = node.get("datePublished")
        day = _day(published) if isinstance(published, str) else None
        if day:
            return day
    return None


def _json_key(body: str, probe: str) -> str | None:
    for node in _json_dicts(body, breadth_first=False):
        for key, value in node.items():
            if isinstance(value, str) and probe in value:
                return key
    return None


# A plain text's own date, on a line of its header: "February 11, 2025 10:14 AM GMT",
# "Published 9 June 2025", "Berlin, 16 September 2025", "Friday 26 September 2025",
# "Updated 3:12 PM UTC, January 22, 2025", "By A. Writer | The Daily | 2 October 2025",
# "THURSDAY 3 DECEMBER 2025", or a dateline with the year: "ABUJA, 9 May 2025 (AFP) - …",
# "KIRKENES, Norway, 16 October 2026 (Nordic Wire) - …". A date inside a sentence ("On 17
# November 2024, the ministry …") is the date of what the sentence tells, not the article's.
_HEADER_LINES = 6
_HEADER_CHARACTERS = 1_000
# The labels of the day a text was published: "Published", "Filed", "Date:"
_PUBLISHED_WORDS = r"Published|Posted|First published|Originally published|Filed|Dated?"
_PUBLISHED_LABEL = re.compile(rf"\b(?:{_PUBLISHED_WORDS})\b", re.IGNORECASE)
_BEFORE_DATE = re.compile(
    r"[\[(]?"                                    # "[13 February 2025]"
    r"(?:(?:Translated|Translation)\b[^.\n]{0,80}\.\s+)?"   # a translator's line: "Translated from Thai."
    r"(?:(?:[^|—–·•/\n.]|(?<=\b[A-Z])\.){1,60}\s[|—–·•/]\s+){0,3}"   # "By A. Writer | The Daily |", "Place —"
    r"(?:(?:" + _PUBLISHED_WORDS + r"|Updated|Last updated)"
    r"(?:\s+in\s+[^,\n]{1,60},)?(?:\s+on)?:?\s+)?"
    r"(?:[^\W\d_][^,\n]{0,40},\s+)?"                            # a place, "Live updates,"
    r"(?:[A-Z][^\W\d_]*(?:\s[A-Z][^\W\d_]*){0,3},\s+)?"          # the place's state
    r"(?:\d{1,2}[:.]\d{2}\s*(?:[AaPp]\.?[Mm]\.?)?\s*(?:[A-Z]{2,5})?,?\s+)?"  # a time
    r"(?:(?:Mon|Tues?|Wed(?:nes)?|Thu(?:rs?)?|Fri|Sat(?:ur)?|Sun)(?:day)?\.?,?\s+)?")
# Words on a header line that make its date another day than the article's: a related
# story's, a deadline's, a birth's, a caption's ("Read more · …", "Valid until ·", "Born:")
_ANOTHER_DAY = re.compile(r"\b(?:related|read\s+more|more\s+on|see\s+also|deadline|valid|"
                          r"until|expir\w*|event|born|birth|died|polling|hearing|photo|"
                          r"caption|trending|archive)\b", re.IGNORECASE)
_AFTER_DATE = re.compile(
    r"[\])]?"
    r"(?:,?\s*(?:at\s+)?\d{1,2}[:.]\d{2}.*"      # a time
    r"|\s*(?:\([^()\n]{1,40}\)\s*)?(?:--|[–—-])\s.*"  # a dateline's agency and dash
    r"|\s+[|·•/]\s*[^|·•/\n]{1,40}"             # "| 4 min read", "· 10:15", "/ Maseru"
    r"|,\s+(?:updated|last updated|modified)\b.{0,40}"   # ", updated 14 Feb 2025"
    r"|[.;]\s.*|\.?)")                          # the end of the line or of its sentence
# What may stand around a day in figures: a label, or a place of one word before a
# separator ("Posted: 13/02/2025", "Lusaka | 13.02.2025"; not "Kofi Asante · 13.02.1961", a
# birth), and a time after it
_FIGURES_BEFORE = re.compile(r"[\[(]?(?:[A-Z][^\W\d_]+\s[|—–·•]\s+)?"
                             r"(?:(?:" + _PUBLISHED_WORDS + r")(?:\s+on)?:?\s+)?")
_FIGURES_AFTER = re.compile(r"\s*(?:[,·|]?\s*\d{1,2}[:.]\d{2}(?:\s*[A-Z]{2,5})?)?[\])]?\s*")
# A day written in figures on a header line: "13.02.2025", "13/02/2025"; with a slash only
# when the day cannot be read as the month (13/02, not 02/03, which is 2 March in one
# country and 3 February in another); with dots, day first, as the countries that write
# dots write it
_FIGURES = re.compile(r"(?<![\d./])(\d{1,2})([./])(\d{1,2})\2(\d{4})(?![\d./])")


def _day_in_figures(line: str) -> str | None:
    """The day a header line gives in figures and nothing else but what _BEFORE_DATE and
    _AFTER_DATE allow: "Posted: 13/02/2025" is 2025-02-13; "04/05/2025" is no one day."""
    match = _FIGURES.search(line)
    if match is None or not _FIGURES_BEFORE.fullmatch(line[:match.start()]) \
            or not _FIGURES_AFTER.fullmatch(line[match.end():]):
        return None
    first, second, year = int(match.group(1)), int(match.group(3)), int(match.group(4))
    if match.group(2) == "/" and first <= 12 and second <= 12 and first != second:
        return None  # (month first or day first: the text does not say which)
    day, month = (second, first) if match.group(2) == "/" and second > 12 else (first, second)
    try:
        return dt.date(year, month, day).isoformat()
    except ValueError:
        return None


def _in_small_letters(line: str) -> str:
    """A header line written in capitals ("THURSDAY 3 DECEMBER 2026") as the dates are read
    ("Thursday 3 December 2026"), letter for letter at the same offsets; any other line as
    it is."""
    if not line.isupper():
        return line
    shown = re.sub(r"[^\W\d_]+", lambda m: m.group(0)[0] + m.group(0)[1:].lower(), line)
    return shown if len(shown) == len(line) else line


def header_date(text: str, changed_is_no_day: bool = False) -> Found | None:
    """The article's date when a line of its header gives it, whole, as that line's only
    content but for a label, a place, a day of the week and a time (see above); on a line
    "Updated X | Published Y", Y. ``changed_is_no_day``: a day labelled as the day the text
    was updated is not taken (a page's visible header, whose metadata gave none)."""
    lines = [line for line in text[:_HEADER_CHARACTERS].split("\n") if line.strip()]
    for line in lines[:_HEADER_LINES]:
        stripped = line.strip()
        if _ANOTHER_DAY.search(stripped):
            continue
        in_figures = _day_in_figures(stripped)
        if in_figures is not None:
            shown = stripped if len(stripped) <= 60 else stripped[:57] + "..."
            return Found(in_figures, f"the text's line “{shown}”")
        for found in find_dates(_in_small_letters(stripped), None):
            if found.date is None or found.inferred:
                continue
            before, after = stripped[:found.start], stripped[found.end:]
            if _CHANGED.search(before) and (changed_is_no_day
                                                  or _PUBLISHED_LABEL.search(after)):
                continue  # (the day it was updated; the published one may follow)
            if _BEFORE_DATE.fullmatch(before) and _AFTER_DATE.fullmatch(after):
                shown = stripped if len(stripped) <= 60 else stripped[:57] + "..."
                return Found(found.date, f"the text's line “{shown}”")
            break
    return None
