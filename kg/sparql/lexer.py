"""The SPARQL lexer: a query's text as tokens, cheap enough for every request.

It knows strings, IRIs, names, variables, numbers, groups and punctuation marks, and how
deep each token stands in braces; it never decides validity (the store's parser does). A
short text is lexed once however many questions are asked of it (kg.sparql.shape,
kg.sparql.policy, kg.sparql.cost). It also rewrites a text the way a parser reads it: its
\\u escapes replaced, its comments ended as every store ends them.
"""

from __future__ import annotations

import re
import threading
import time
from typing import NamedTuple

# Every repetition is possessive (*+, ++): a token that fails to match is never tried again
# at a shorter length, and a run of letters that is no name or word is taken as one token,
# so that the lexer is linear in the length of the text, whatever the text. A run of one
# punctuation mark ("((((", "$$$$") is one token too: the lexer's cost is per token.
_TOKEN = re.compile(r"""
    (?P<comment>\#[^\r\n]*+)
  | (?P<string>'''(?:[^'\\]|\\.|'(?!''))*+'''|\"\"\"(?:[^"\\]|\\.|"(?!""))*+\"\"\"
              |'(?:[^'\\\r\n]|\\.)*+'|"(?:[^"\\\r\n]|\\.)*+")
  | (?P<iri><(?:[^<>"{}|^`\\\x00-\x20]|\\u[0-9A-Fa-f]{4}|\\U[0-9A-Fa-f]{8})*+>)
  | (?P<var>[?$][A-Za-z0-9_\u00b7\u00c0-\uffff]++)
  | (?P<bnode>_:[\w\-.\u00b7\u00c0-\uffff]*+)
  | (?P<pname>(?:[A-Za-z\u00c0-\uffff][\w\-.\u00b7\u00c0-\uffff]*+)?:[\w\-.:%\u00b7\u00c0-\uffff]*+)
  | (?P<word>[A-Za-z_][A-Za-z0-9_]*+)
  | (?P<number>[0-9]++)
  | (?P<letters>[\w\u00b7\u00c0-\uffff][\w\-.\u00b7\u00c0-\uffff]*+)
  | (?P<open>\{)
  | (?P<close>\})
  | (?P<space>[\ \t\r\n]++)
  | (?P<other>(?P<mark>[^\w\ \t\r\n<])(?P=mark)*+|.)
""", re.VERBOSE | re.DOTALL)
_CODEPOINT = re.compile(r"\\u([0-9A-Fa-f]{4})|\\U([0-9A-Fa-f]{8})")


class Token(NamedTuple):  # a tuple: a megabyte of punctuation is a million of them
    kind: str
    text: str
    start: int
    end: int
    depth: int  # brace depth before the token


# A request's text is read by several questions (its form, what it may not use, whether the
# build knows its answer, whether it is a bounded lookup): a short text is lexed once.
CACHED_LENGTH = 8192


def tokens(text: str) -> tuple[Token, ...]:
    """The text's tokens, but spaces and comments (lexed once while the text is recent)."""
    if len(text) > CACHED_LENGTH:
        # A long text (up to the body cap, 1 MiB) is kept only while it is the last one
        # lexed: its tokens can take tens of megabytes, and each of the request's questions
        # lexing it again cost seconds (a probe's 1 MiB texts: 6 s each before a runner).
        global _LAST_LONG
        last = _LAST_LONG
        if last is not None and (last[0] is text or last[0] == text):
            return last[1]
        found = _lex(text)
        _LAST_LONG = (text, found)
        return found
    found = _TOKENS.get(text)
    if found is None:
        found = _lex(text)
        remember_tokens(text, found)
    return found


_LAST_LONG: tuple[str, tuple[Token, ...]] | None = None

# Short texts lexed lately (a dict keeps its order of insertion: the oldest goes first).
_TOKENS: dict[str, tuple[Token, ...]] = {}
_TOKENS_KEPT = 64


_TOKENS_LOCK = threading.Lock()


def remember_tokens(text: str, found: tuple[Token, ...]) -> None:
    """Keep the tokens of a short text, the oldest of those kept let go."""
    with _TOKENS_LOCK:
        if len(_TOKENS) >= _TOKENS_KEPT:
            _TOKENS.pop(next(iter(_TOKENS)), None)
        _TOKENS[text] = found


def lexed_tokens(text: str) -> tuple[Token, ...] | None:
    """The tokens of a short text lexed lately, or None (it is not lexed here)."""
    return _TOKENS.get(text)


def _lex(text: str) -> tuple[Token, ...]:
    found: list[Token] = []
    depth = 0
    for number, match in enumerate(_TOKEN.finditer(text)):
        if number % 8192 == 8191:
            # A long text takes seconds: under an event loop (gunicorn's gevent workers) the
            # other requests of the process are served in between.
            time.sleep(0)
        kind = match.lastgroup or "other"
        if kind in ("space", "comment"):
            continue
        if kind == "close":
            depth = max(depth - 1, 0)
        found.append(Token(kind, match.group(), match.start(), match.end(), depth))
        if kind == "open":
            depth += 1
    return tuple(found)


def comments_ended_by_line_feeds(text: str) -> str:
    """The text with a comment that a lone carriage return ends ended by a line feed: the
    same query for a store that ends comments at line feeds only (Virtuoso), where
    `# x\r FILTER(false)` would lose its filter."""
    if "\r" not in text:
        return text
    parts, last = [], 0
    for match in _TOKEN.finditer(text):
        end = match.end()
        if match.lastgroup == "comment" and text.startswith("\r", end) \
                and not text.startswith("\r\n", end):
            parts += [text[last:end], "\n"]
            last = end + 1
    return "".join(parts) + text[last:]


def _codepoint(match: re.Match) -> str:
    value = int(match.group(1) or match.group(2), 16)
    if value > 0x10FFFF or 0xD800 <= value <= 0xDFFF:
        return match.group()  # not a character: left for the parser to refuse
    return chr(value)


def unescape_codepoints(text: str) -> str:
    """The text with its \\uXXXX and \\UXXXXXXXX escapes replaced outside string literals.

    SPARQL reads these escapes before it parses, anywhere in a query (SPARQL 1.1, 19.2), so
    ``<http://example.org/\\u0070erson>`` is an IRI and ``SERVIC\\u0045`` the keyword SERVICE.
    The endpoint looks at, and passes on, the text as the parser would read it; inside
    strings, the parsers treat escapes as part of the string's own syntax."""
    if "\\u" not in text and "\\U" not in text:
        return text
    parts: list[str] = []
    last = 0
    for match in _TOKEN.finditer(text):
        if match.lastgroup == "string":
            parts.append(_CODEPOINT.sub(_codepoint, text[last:match.start()]))
            parts.append(match.group())
            last = match.end()
    parts.append(_CODEPOINT.sub(_codepoint, text[last:]))
    return "".join(parts)


def declared_prefixes(items: tuple[Token, ...]) -> dict[str, str]:
    """The prefixes the query declares (PREFIX dip: <...>), with their IRIs."""
    declared: dict[str, str] = {}
    for index, token in enumerate(items[:-2]):
        if token.kind == "word" and token.text.upper() == "PREFIX" \
                and items[index + 1].kind == "pname" and items[index + 2].kind == "iri":
            declared[items[index + 1].text.split(":", 1)[0]] = items[index + 2].text[1:-1]
    return declared

