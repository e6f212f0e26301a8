"""The byline and dateline a saved page shows above its article ("By Anna Berzina, Riga ·
12 May 2025"), kept in the text the draft reads.

trafilatura keeps a page's headline and body and drops the line between them that names the
writer and the day. A reader of the page sees that line, and it is the article's own
evidence for its author and its date: without it the draft can give them only from the
page's metadata, which no quotation of the text can point to. The line is read from the
page's elements that say what they are (a class with "byline", "author", "dateline" or
"meta" in it, or a <time>), and only a line that names the page's author or gives the
day it was published, as its metadata state them: a list of related stories has bylines and
dates of other articles.
"""

from __future__ import annotations

import re

from kg.draft.dates import find_dates

# Class words of the elements that hold a byline or a dateline
_BYLINE_CLASS = re.compile(r"(?i)byline|author|dateline|(?:^|[-_\s])meta(?:$|[-_\s])|"
                           r"(?:^|[-_\s])date(?:$|[-_\s])")
# Elements whose words are no part of the article's header
_OUTSIDE = frozenset({"nav", "footer", "aside", "script", "style", "noscript", "form",
                      "button", "head", "title", "meta", "link"})
# A byline is short; a longer element is a teaser or a summary
_MOST_WORDS = 25


def byline_lines(tree, author: str | None, published: str | None) -> list[str]:
    """The visible byline and dateline lines of the page that name its author or give
    the day it was published, in the page's order; none when the page has no such
    element."""
    lines: list[str] = []
    for element in tree.iter():
        if not isinstance(element.tag, str):
            continue  # (a comment or a processing instruction)
        tag = element.tag
        if tag in _OUTSIDE or any(a.tag in _OUTSIDE for a in element.iterancestors()
                                  if isinstance(a.tag, str)):
            continue
        if not _is_byline(element, tag):
            continue
        words = " ".join((element.text_content() or "").split())
        if not words or len(words.split()) > _MOST_WORDS or any(words in line
                                                                 for line in lines):
            continue
        if _names_the_page(words, author, published):
            lines.append(words)
    return lines


def _names_the_page(words: str, author: str | None, published: str | None) -> bool:
    """Whether a byline's words name the page's author or give its day of publication."""
    if author and author.strip() and author.strip() in words:
        return True
    return bool(published) and any((d.date or d.value) == published
                                   for d in find_dates(words, published))


def _is_byline(element, tag: str) -> bool:
    """Whether the element says it holds a byline or a date: its class, or a <time>."""
    return tag == "time" or _BYLINE_CLASS.search(element.get("class") or "") is not None


def with_bylines(text: str, lines: list[str]) -> str:
    """The text with the byline lines in its header: after its first line when that is a
    headline (short, with no final full stop), else before it; a line whose words the text
    holds already is left out."""
    new = [line for line in lines if line not in text]
    if not new:
        return text
    first, _, rest = text.partition("\n")
    if len(first.split()) > _MOST_WORDS or first.rstrip().endswith("."):
        return "\n".join([*new, text])
    return "\n".join([first, *new, rest]) if rest else "\n".join([first, *new]) + "\n"
