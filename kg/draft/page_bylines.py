"""The byline and dateline a saved page shows above its article ("By Anna Berzina, Riga ·
12 May 2025"), kept in the text the draft reads.

trafilatura keeps a page's headline and body and drops the line between them that names the
writer and the day. A reader of the page sees that line, and it is the article's own
evidence for its author and its date: without it the draft can give them only from the
page's metadata, which no quotation of the text can point to. The line is read from the
page's elements that say what they are (a class with "byline", "author", "dateline" or
"meta" in it, or a <time>), before the article's body has run long, and only a line that
is a byline and nothing more: the page's author or its day of publication, as the metadata
state them, with places, titles and separators ("By Anna Berzina, Riga correspondent ·
12 May 2025"). A related story's teaser, a reader's comment or an author's biography holds
other words, and is left out.
"""

from __future__ import annotations

import re
import unicodedata

from kg.draft.dates import find_dates

# Class words of the elements that hold a byline or a dateline; not an author's box or
# biography, nor a list of more stories
_BYLINE_CLASS = re.compile(r"(?i)byline|author|dateline|(?:^|[-_\s])meta(?:$|[-_\s])|"
                           r"(?:^|[-_\s])date(?:$|[-_\s])")
_NOT_A_BYLINE_CLASS = re.compile(r"(?i)bio|box|card|more|related|comment|teaser|list|"
                                 r"archive|recommend|promo")
# Elements whose words are no part of the article's header
_OUTSIDE = frozenset({"nav", "footer", "aside", "script", "style", "noscript", "form",
                      "button", "head", "title", "template", "svg", "select", "textarea"})
# A paragraph this long is the body under way: a byline stands before it
_BODY_WORDS = 40
# A byline is short
_MOST_WORDS = 20
# Lines kept at most: a byline and a dateline, or one of each kind the page splits them in
_MOST_LINES = 3
# Capitalised words a byline may hold beside its author's name: a place and a publication
_MOST_NAMES = 3
# The words a byline may hold beside names, dates and places: who wrote it and how
_BYLINE_WORDS = frozenset(
    "by and in from at on with updated published posted filed reporting report reported "
    "written analysis comment opinion live updates update correspondent correspondents "
    "editor reporter writer staff bureau chief diplomatic foreign affairs political "
    "senior news desk affairs times time are all local gmt utc cet cest am pm min mins "
    "minute minutes read the of a an".split())
_WORD = re.compile(r"[^\W\d_]+(?:['’.-][^\W\d_]+)*", re.UNICODE)


def byline_lines(tree, author: str | None, published: str | None,
                 text: str = "") -> list[str]:
    """The visible byline and dateline lines of the page that name its author or give
    the day it was published, in the page's order, before the second paragraph of the
    article's ``text`` (as extracted); none when the page has no such element."""
    lines: list[str] = []
    for element in _header_elements(tree, text):
        words = _visible_words(element)
        if not words or len(words.split()) > _MOST_WORDS or any(words in line
                                                                 for line in lines):
            continue
        if _names_the_page(words, author, published) and _only_a_byline(words, author,
                                                                          published):
            lines.append(words)
            if len(lines) >= _MOST_LINES:
                break
    return lines


def _header_elements(tree, text: str):
    """The elements that say they hold a byline or a date, in the page's order, outside
    navigation and footers, until a long paragraph, or the second paragraph of the
    article's extracted text: one pass that skips whole subtrees rather than asking each
    element for its ancestors."""
    stack = [tree]
    body_seen = 0
    while stack:
        element = stack.pop()
        tag = element.tag if isinstance(element.tag, str) else None
        if tag is None or tag in _OUTSIDE:
            continue  # (a comment, a processing instruction, or a part outside the article)
        if tag == "p":
            words = " ".join((element.text_content() or "").split())
            body_seen += bool(words) and len(words.split()) >= 8 and words[:60] in text
            if len(words.split()) >= _BODY_WORDS or body_seen >= 2:
                return
        if _is_byline(element, tag):
            yield element
            continue  # (its own children are part of its line)
        stack.extend(reversed(list(element)))


def _is_byline(element, tag: str) -> bool:
    """Whether the element says it holds a byline or a date: its class, or a <time>."""
    if tag == "time":
        return True
    classes = element.get("class") or ""
    return _BYLINE_CLASS.search(classes) is not None \
        and _NOT_A_BYLINE_CLASS.search(classes) is None


def _visible_words(element) -> str:
    """The element's words as a reader sees them: two elements that stand side by side
    with nothing between them apart ("By <a>Anna</a> <span>Riga</span>" is "By Anna ·
    Riga", not a person "Anna Riga"), without invisible format characters, and a <time>
    that holds another <time> ("published / updated") read as its own words only."""
    parts = [_own_words(element)] if element.tag == "time" else [element.text or ""]
    side_by_side = False
    for child in ([] if element.tag == "time" else element):
        if isinstance(child.tag, str):
            if side_by_side and not parts[-1].strip():
                parts.append(" · ")
            parts.append(_own_words(child) if child.tag == "time"
                         else " ".join(child.itertext()))
            side_by_side = True
        parts.append(child.tail or "")
    text = "".join(c for c in " ".join(parts)
                   if unicodedata.category(c) not in ("Cf", "Cc", "Co") or c in "\n\t")
    return re.sub(r"\s+([,.;:])", r"\1", " ".join(text.split()))


def _own_words(time) -> str:
    """A <time>'s words, or only those before a <time> inside it."""
    if time.find(".//time") is not None:
        return time.text or ""
    return " ".join(time.itertext())


def _names_the_page(words: str, author: str | None, published: str | None) -> bool:
    """Whether a byline's words name the page's author or give its day of publication."""
    if _holds_author(words, author):
        return True
    if not published:
        # (a page whose metadata give no day: its visible date line is the one that does,
        # "By Selma Nangolo | 21 May 2025", when it is a whole day with its year)
        return any(d.date and not d.inferred for d in find_dates(words, None))
    return any((d.date or d.value) == published for d in find_dates(words, published))


def _only_a_byline(words: str, author: str | None, published: str | None) -> bool:
    """Whether the words are a byline and nothing more: besides the author's name and the
    dates, only capitalised words (names, places), numbers, separators and the words of who
    wrote it and how ("By", "correspondent", "Updated", "min read"); not a teaser ("Marta
    Ruiz wrote that …"), a comment or a biography ("… is a correspondent who covered …")."""
    rest = words
    named = _holds_author(words, author)
    if named:
        rest = re.sub(re.escape(author.strip()), " ", rest, flags=re.IGNORECASE)
    elif author and author.strip() and re.search(r"(?i)\bby\s+[A-Z]", rest):
        return False  # (another writer's byline: a list of the day's stories)
    for date in sorted(find_dates(words, published), key=lambda d: -d.start):
        rest = rest.replace(date.text, " ")
    capitalised = 0
    for word in _WORD.findall(rest):
        if word[0].islower() and word.lower() not in _BYLINE_WORDS:
            return False
        capitalised += word[0].isupper() and word.lower() not in _BYLINE_WORDS
    # (beside the author, a place and a publication; beside a date alone, a place: not a
    # headline or a list of tags in capitals)
    return capitalised <= (_MOST_NAMES if named else 1 if author else 3)


def _holds_author(words: str, author: str | None) -> bool:
    """Whether the words name the author the metadata give, whatever the case ("By ANA
    RUIZ")."""
    return bool(author and author.strip()) and author.strip().casefold() in words.casefold()


def with_bylines(text: str, lines: list[str]) -> str:
    """The text with the byline lines in its header, each a paragraph of its own: after
    its first line when that is a headline (short, with no final full stop), else before
    it; a line whose words the text holds already is left out."""
    new = [line for line in lines if line not in text]
    if not new:
        return text
    first, _, rest = text.partition("\n")
    if len(first.split()) > _MOST_WORDS or first.rstrip().endswith("."):
        return "\n\n".join([*new, text])
    return "\n\n".join([first, *new, rest.lstrip("\n")]) if rest else \
        "\n\n".join([first, *new]) + "\n"
