"""Quotation marks: where a text quotes someone's words (curly and straight double marks,
British single marks, guillemets, a quotation over several paragraphs), and the spans they
cover."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .model import Spans

# Words in quotation marks; or a paragraph that opens a quotation and ends without closing
# it, the next paragraph opening again: the usual way to quote more than one paragraph.
# A quotation in curly marks is at most 5,000 characters long: an opening mark never closed
# was otherwise read to the end of its line again from every opening mark after it (a line
# of 190,000 characters with such marks took half a minute).
QUOTED = re.compile(r"“(?P<curly>[^”\n]{1,5000})”|\"(?P<straight>[^\"\n]+)\"|"
                    # «Nous ne céderons pas», a text translated from French or Russian
                    r"«\s*(?P<guillemet>[^»\n]{1,5000}?)\s*»|"
                    # 'There is goodwill,' the official said (single marks, British style):
                    # an apostrophe inside a word is no mark; the words end with a stop
                    r"(?<![\w'‘’])['‘](?P<single>[A-Z](?:[^'‘’\n]|(?<=\w)['’](?=\w)){1,400}?"
                    r"[,.!?])['’](?![\w'’])|"
                    # (the paragraph left open may open its quotation after a sentence of
                    # its own, with a capital, and in straight marks: "“…,” Kelly said. “We
                    # will not stand by.⏎⏎“Our message is simple.”"; not a mark a typo left
                    # open inside a sentence: "called the talks "a farce, collapsed …")
                    r"(?:(?:(?<=\n)|^)[ \t]*[“\"]|(?:(?<=[.!?:,]\s)|(?<=[.!?][”\"]\s)|(?<=saying\s))"
                    r"[“\"](?=[A-Z]))(?P<paragraph>[^”“\"\n]+?)[ \t]*"
                    r"(?=\n[ \t]*\n?[ \t]*[“\"])",
                    re.MULTILINE)


@dataclass(frozen=True)
class Quoted:
    start: int          # of the words inside the marks
    end: int
    open: int           # of the marks
    close: int


# In a text whose only quotation marks are single ones (British style), a quoted fragment
# too: "accused the crew of 'harassing a Guardia Civil vessel in the exercise of its lawful
# duties' on 23 September" (an apostrophe inside or at the end of a word opens none)
_SINGLE_FRAGMENT = re.compile(r"(?<![\w'‘’])['‘](?P<fragment>[a-z](?:[^'‘’\n]|(?<=\w)['’](?=\w))"
                              r"{1,300}?)['’](?![\w'’])")


# After a plural's apostrophe, a word that begins no noun the plural owns: "'harmful to
# farmers' and said" closes the quotation at "farmers'"
_JOINING = re.compile(r"\s(?:and|or|but|to|in|on|at|for|from|by|as|of|with|over|after|"
                      r"before|since|until|when|while|because|if|than|that|which|who)\b")
# The next closing mark in the line, as _SINGLE_FRAGMENT closes
_NEXT_CLOSE = re.compile(r"[^'‘’\n]{1,200}?(?<=[\w.,!?])['’](?![\w'’])")


def _past_plural_possessive(text: str, quoted: Quoted) -> Quoted:
    """A fragment in single marks whose closing mark is a plural's possessive before its
    noun goes on to the next closing mark: "the leaflet praised 'the nurses' long fight
    for fair pay' in bold" quotes up to "pay"."""
    close = quoted.close - 1
    if text[close - 1:close] != "s" or not re.match(r"\s[a-z]", text[quoted.close:]) \
            or _JOINING.match(text, quoted.close):
        return quoted
    following = _NEXT_CLOSE.match(text, quoted.close)
    if following is None or "‘" in following.group(0) or re.search(r"[.!?]\s",
                                                                     following.group(0)):
        return quoted
    return Quoted(quoted.start, following.end() - 1, quoted.open, following.end())


def find_quoted(text: str) -> list[Quoted]:
    """The quotations of ``text``, in the order they begin."""
    found = []
    for match in QUOTED.finditer(text):
        group = next(g for g in ("curly", "straight", "guillemet", "single", "paragraph")
                      if match.group(g) is not None)
        found.append(Quoted(match.start(group), match.end(group),
                            match.start(group) - 1 if group == "paragraph"
                            else match.start(), match.end()))
    # (in a text that quotes in double marks too, only a fragment that opens with a curly
    # single mark, which no apostrophe is: a headline in “…” over a report in ‘…’)
    single_only = "“" not in text and '"' not in text and "«" not in text
    taken = Spans((q.open, q.close) for q in found)
    fragments = [_past_plural_possessive(text, Quoted(m.start("fragment"), m.end("fragment"),
                                                      m.start(), m.end()))
                 for m in _SINGLE_FRAGMENT.finditer(text)
                 if (single_only or text[m.start()] == "‘")
                 and not taken.overlaps(m.start(), m.end())]
    if fragments:
        found = sorted(found + fragments, key=lambda q: q.open)
    return found


@lru_cache(maxsize=8)
def quotation_spans(text: str) -> Spans:
    """The words of ``text`` that stand inside quotation marks: a verb of saying there ("“I
    told Lavrov this is unacceptable,” she said": "told") is the speaker's word, not the
    text's report of who spoke, and a name there ("Lavrov") is no subject of a verb outside.
    Read once per text (the rules of a draft ask again and again)."""
    return Spans((q.start(), q.end()) for q in QUOTED.finditer(text))
