"""An evidence quote found in the article's text: where it stands and in which sentences, or
an error that offers the closest words of the text and says how the quote differs."""

from __future__ import annotations

import difflib
import functools
import re
import unicodedata
from pathlib import Path

from kg.source.errors import SourceError, short
from kg.source.model import Evidence, Sentence


def occurrences(text: str, quote: str) -> list[int]:
    """Where a (non-empty) quote starts in the text, occurrences not overlapping (as a
    regular expression would find them; a plain search, since compiling a pattern for
    every quote cost more than the search itself)."""
    starts: list[int] = []
    at = text.find(quote)
    while at >= 0:
        starts.append(at)
        at = text.find(quote, at + len(quote))
    return starts


def locate(text: str, sentences: tuple[Sentence, ...], quote: str, occurrence: int | None,
           file: Path, line: int, text_name: str) -> Evidence:
    shown = short(quote)
    if not quote.strip():
        raise SourceError(file, line, "evidence quote is empty")
    starts = occurrences(text, quote)
    if not starts:
        raise SourceError(file, line, f"evidence quote not found in {text_name}: “{shown}”"
                                      f"{_quote_hint(text, quote)}")
    if occurrence is None:
        if len(starts) > 1:
            raise SourceError(file, line, f"evidence quote occurs {len(starts)} times in "
                              f"{text_name}; say which with 'occurrence: N': “{shown}”")
        occurrence = 1
    if not 1 <= occurrence <= len(starts):
        raise SourceError(file, line, f"evidence quote occurs {len(starts)} times in "
                          f"{text_name}, not {occurrence}: “{shown}”")
    start = starts[occurrence - 1]
    end = start + len(quote)
    inside = tuple(s.index for s in sentences if s.start < end and start < s.end)
    return Evidence(quote, start, end, inside, line)


_SAME_MARKS = str.maketrans({**{c: '"' for c in "“”„‟″«»"}, **{c: "'" for c in "‘’‚‛′"},
                             **{c: "-" for c in "–—‒―−‐‑"}})


@functools.lru_cache(maxsize=4)
def _normalised(text: str) -> tuple[str, list[int]]:
    """The text with quotation marks, dashes and runs of spaces made plain, and for each of
    its characters the offset it came from (kept for the last few texts: every quote not
    found in an article is looked up in its text again)."""
    out: list[str] = []
    where: list[int] = []
    for offset, char in enumerate(text.translate(_SAME_MARKS)):
        # "é" written as e and a combining accent (NFD) looks the same as "é" (NFC): the
        # accent is left out on both sides, so that either finds the other
        if unicodedata.combining(char):
            continue
        char = unicodedata.normalize("NFD", char)[0] if not char.isascii() else char
        if char.isspace():
            if out and out[-1] == " ":
                continue
            char = " "
        out.append(char)
        where.append(offset)
    return "".join(out), where


def near_quote(text: str, quote: str) -> str | None:
    """The words of ``text`` that ``quote`` stands for once quotation marks, dashes and
    spaces are normalised, or None."""
    plain_text, where = _normalised(text)
    plain_quote, _ = _normalised(quote.strip())
    found = plain_text.find(plain_quote) if plain_quote.strip() else -1
    if found < 0:
        return None
    return text[where[found]:where[found + len(plain_quote) - 1] + 1]


def _quote_hint(text: str, quote: str) -> str:
    """"; did you mean …?" with the words of the text closest to a quote not found, and how
    they differ; "" when no words of the text are close."""
    near = near_quote(text, quote)
    if near is not None:
        return (f"; did you mean “{short(near)}”? (it differs from the text only in quotation "
                f"marks, dashes, spacing or how its accents are encoded: "
                f"{quote_difference(quote.strip(), near)})")
    close = closest_span(text, quote.strip())
    if close is None:
        return ""
    return f"; did you mean “{short(close)}”? ({quote_difference(quote.strip(), close)})"


_CLOSE_ENOUGH = 0.85  # the least similarity (difflib's ratio) of a span offered instead
_MOST_PLACES = 40  # places of one word of the quote looked at
_MOST_TRIES = 300  # places the quote might start at, looked at


def closest_span(text: str, quote: str) -> str | None:
    """The words of ``text`` most like ``quote`` (a comma off, a doubled quotation mark, a
    word mistyped), with quotation marks, dashes and spaces made plain on both sides; None
    when nothing is at least 85 % alike. Where the quote might start comes from where its
    longer words occur; the best place's ends are then moved a few characters either way."""
    plain_text, where = _normalised(text)
    plain_quote, _ = _normalised(quote.strip())
    size = len(plain_quote)
    if size < 16 or not plain_text:
        return None
    words = list(re.finditer(r"\w{4,}", plain_quote))
    starts: set[int] = set()
    for word in words[:8] + words[-8:]:
        for at in occurrences(plain_text, word.group())[:_MOST_PLACES]:
            starts.add(max(0, at - word.start()))
        if len(starts) >= _MOST_TRIES:
            break

    def likeness(begin: int, finish: int) -> float:
        return difflib.SequenceMatcher(None, plain_quote, plain_text[begin:finish],
                                       autojunk=False).ratio()

    if not starts:
        return None
    ratio, begin = max((likeness(at, at + size), at) for at in sorted(starts))
    if ratio < _CLOSE_ENOUGH - 0.1:
        return None
    ratio, begin, finish = max(
        (likeness(a, b), a, b) for a in range(max(0, begin - 4), begin + 5)
        for b in range(begin + size - 4, min(len(plain_text), begin + size + 4) + 1) if b > a)
    if ratio < _CLOSE_ENOUGH:
        return None
    while begin > 0 and plain_text[begin - 1].isalnum() and plain_text[begin].isalnum():
        begin -= 1  # whole words: "ha" of "has" is shown as "has"
    while finish < len(plain_text) and plain_text[finish].isalnum() \
            and plain_text[finish - 1].isalnum():
        finish += 1
    return text[where[begin]:where[finish - 1] + 1].strip()


def quote_difference(quote: str, found: str) -> str:
    """How a quote differs from the text's words, in the text's terms: 'the text has “,”
    after “Carlos Zamora” where the quote has nothing' (the first three differences)."""
    changes = [op for op in difflib.SequenceMatcher(None, quote, found,
                                                    autojunk=False).get_opcodes()
               if op[0] != "equal"]
    said = []
    for _tag, i1, i2, j1, j2 in changes[:3]:
        before = found[max(0, j1 - 20):j1]
        where = f"after “…{before}”" if before else "at the start"
        said.append(f"{where} the text has {_chars(found[j1:j2])} where the quote has "
                    f"{_chars(quote[i1:i2])}")
    more = f" and {len(changes) - 3} more" if len(changes) > 3 else ""
    return "; ".join(said) + more


def _chars(piece: str) -> str:
    """Characters as a message shows them: spaces and line breaks named, not invisible."""
    if not piece:
        return "nothing"
    if piece.isspace():
        if "\n" in piece:
            return "a line break"
        return "a space" if len(piece) == 1 else f"{len(piece)} spaces"
    return f"“{piece}”"
