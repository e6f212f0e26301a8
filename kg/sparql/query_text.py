"""A lexical look at SPARQL text, cheap enough for every request.

It finds what the endpoint must know before the store parses the query: its form (to
negotiate the result format), whether it is an update or calls SERVICE (both refused), and
where its outer LIMIT is (to cap the rows). It never decides validity: the store's parser
does, and its message goes back to the client.
"""

from __future__ import annotations

import re
import subprocess
import threading
import time
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from kg.interpreter import python_command
from kg.numbers import whole_number

# The largest LIMIT read as a number; a larger one (of any length: a LIMIT of 4,300 digits
# was a ValueError in int()) reads as one past it, and the row cap replaces it.
MOST_LIMIT = 10**18

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
_OPENING, _CLOSING = "{([", "})]"

QUERY_FORMS = {"SELECT": "select", "ASK": "ask", "CONSTRUCT": "graph", "DESCRIBE": "graph"}
UPDATE_WORDS = {"INSERT", "DELETE", "LOAD", "CLEAR", "CREATE", "DROP", "COPY", "MOVE", "ADD",
                "WITH"}


class Token(NamedTuple):  # a tuple: a megabyte of punctuation is a million of them
    kind: str
    text: str
    start: int
    end: int
    depth: int  # brace depth before the token


@dataclass(frozen=True)
class QueryShape:
    form: str | None  # "select", "ask", "graph", "update" or None when it cannot tell
    uses_service: bool
    has_dataset_clause: bool  # FROM or FROM NAMED: the query names its own dataset
    limit: int | None  # the outer LIMIT, if any
    limit_span: tuple[int, int] | None  # where that number stands in the text
    modifiers_end: int | None  # where a LIMIT can be added (before a trailing VALUES)
    keyword: str | None = None  # the query form's own word: SELECT, ASK, CONSTRUCT, DESCRIBE
    depth: int = 0  # how deep groups, brackets and parentheses nest
    operators: int = 0  # operator marks: ! + - * / | & ^ = < >
    patterns: int = 0  # the dots that end triple patterns


# A request's text is read by several questions (its form, what it may not use, whether the
# build knows its answer, whether it is a bounded lookup): a short text is lexed once.
_CACHED_LENGTH = 8192


def tokens(text: str) -> tuple[Token, ...]:
    if len(text) > _CACHED_LENGTH:
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
        _remember(text, found)
    return found


_LAST_LONG: tuple[str, tuple[Token, ...]] | None = None

# Short texts lexed lately (a dict keeps its order of insertion: the oldest goes first).
_TOKENS: dict[str, tuple[Token, ...]] = {}
_TOKENS_KEPT = 64


_TOKENS_LOCK = threading.Lock()


def _remember(text: str, found: tuple[Token, ...]) -> None:
    with _TOKENS_LOCK:
        if len(_TOKENS) >= _TOKENS_KEPT:
            _TOKENS.pop(next(iter(_TOKENS)), None)
        _TOKENS[text] = found


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


def nesting_depth(items: tuple[Token, ...]) -> int:
    """How deep groups, brackets and parentheses nest (unbalanced closers ignored)."""
    depth = deepest = 0
    for token in items:
        if token.kind in ("open", "close", "other"):
            if token.text[0] in _OPENING:
                depth += len(token.text)
                deepest = max(deepest, depth)
            elif token.text[0] in _CLOSING:
                depth = max(depth - len(token.text), 0)
    return deepest


def inspect(text: str) -> QueryShape:
    return _cached_inspect(text) if len(text) <= _CACHED_LENGTH else _inspect(text)


@lru_cache(maxsize=64)
def _cached_inspect(text: str) -> QueryShape:
    return _inspect(text)


def _inspect(text: str) -> QueryShape:
    items = tokens(text)
    words = [t for t in items if t.kind == "word"]
    uses_service = any(t.text.upper() == "SERVICE" for t in words)
    has_dataset_clause = any(t.text.upper() == "FROM" and t.depth == 0 for t in words)
    form, form_index = _form(items)
    limit = limit_span = modifiers_end = None
    if form in ("select", "graph") and form_index is not None:
        limit, limit_span, modifiers_end = _outer_limit(text, items, form_index)
    keyword = items[form_index].text.upper() if form_index is not None else None
    operators, patterns = _chains(items)
    return QueryShape(form, uses_service, has_dataset_clause, limit, limit_span, modifiers_end,
                      keyword, nesting_depth(items), operators, patterns)


_OPERATOR_MARKS = frozenset("!+-*/|&^=<>")


def _part_of_a_term(items: tuple[Token, ...], index: int) -> bool:
    """Whether the + or - at ``index`` belongs to a term: a number's sign ("-12.5" after a
    space or a bracket), an exponent's ("1e-5"), or a language tag's ("@en-GB")."""
    token = items[index]
    after = items[index + 1] if index + 1 < len(items) else None
    before = items[index - 1] if index else None
    if before is not None and before.end == token.start and before.kind in ("word", "letters"):
        ahead = items[index - 2] if index > 1 else None
        if ahead is not None and ahead.end == before.start and (
                ahead.text == "@" or (ahead.kind == "number" and before.text in ("e", "E"))):
            return True
    return after is not None and after.kind == "number" and after.start == token.end and (
        before is None or before.end < token.start or before.text[-1:] in "({,")


def _chains(items: tuple[Token, ...]) -> tuple[int, int]:
    """How many operator marks the query has, and how many marks that end a triple pattern
    or a predicate's objects (a dot that is no decimal point, a semicolon, a comma): the
    store's parser and planner recurse along chains of them."""
    operators = patterns = 0
    for index, token in enumerate(items):
        if token.kind != "other":
            continue
        if token.text[0] in _OPERATOR_MARKS:
            if token.text == "^^" and index and items[index - 1].kind == "string":
                continue  # a literal's datatype, not an inverse path
            if token.text in "+-" and _part_of_a_term(items, index):
                continue
            operators += len(token.text)
        elif token.text[0] in ";,":
            patterns += len(token.text)
        elif token.text[0] == ".":
            after = items[index + 1] if index + 1 < len(items) else None
            if not (after is not None and after.kind == "number" and after.start == token.end):
                patterns += len(token.text)
    return operators, patterns


def _form(items: tuple[Token, ...]) -> tuple[str | None, int | None]:
    """The query's form and where its keyword stands (None for an update, or if not found)."""
    for index, token in enumerate(items):
        if token.kind != "word" or token.depth != 0:
            continue
        upper = token.text.upper()
        if upper in QUERY_FORMS:
            return QUERY_FORMS[upper], index
        if upper in UPDATE_WORDS:
            return "update", None
    return None, None


def _outer_limit(text: str, items: tuple[Token, ...], form_index: int
                 ) -> tuple[int | None, tuple[int, int] | None, int | None]:
    """Find the outer LIMIT and where the solution modifiers end."""
    groups: list[tuple[int, int]] = []  # (index of '{', index of matching '}') at depth 0
    opened = None
    for index in range(form_index, len(items)):
        token = items[index]
        if token.kind == "open" and token.depth == 0:
            opened = index
        elif token.kind == "close" and token.depth == 0 and opened is not None:
            groups.append((opened, index))
            opened = None
    if opened is not None or not groups:
        return None, None, None  # unbalanced, or DESCRIBE without WHERE: nothing to cap
    is_construct = items[form_index].text.upper() == "CONSTRUCT"
    template_first = is_construct and items[form_index + 1].kind == "open"
    where = groups[1] if template_first and len(groups) > 1 else groups[0]
    if template_first and len(groups) < 2:
        return None, None, None
    tail = items[where[1] + 1:]
    modifiers_end = len(text.rstrip())
    limit = limit_span = None
    for position, token in enumerate(tail):
        if token.depth != 0:
            continue
        upper = token.text.upper() if token.kind == "word" else ""
        if upper == "VALUES":
            modifiers_end = token.start
            break
        if upper == "LIMIT" and position + 1 < len(tail) and tail[position + 1].kind == "number":
            number = tail[position + 1]
            # (a LIMIT past MOST_LIMIT reads as one past it: the row cap replaces it anyway)
            limit = whole_number(number.text, MOST_LIMIT)
            limit_span = (number.start, number.end)
    return limit, limit_span, modifiers_end


def cap_rows(text: str, shape: QueryShape, max_rows: int) -> tuple[str, bool]:
    """The query with its outer LIMIT at most ``max_rows``; True when it had to change it."""
    if shape.form not in ("select", "graph") or shape.modifiers_end is None:
        return text, False
    if shape.limit is not None and shape.limit_span is not None:
        if shape.limit <= max_rows:
            return text, False
        start, end = shape.limit_span
        return text[:start] + str(max_rows) + text[end:], True
    at = shape.modifiers_end
    head = text[:at].rstrip()
    limited = f"{head}\nLIMIT {max_rows}\n{text[at:]}"
    known = _TOKENS.get(text)
    if known is not None and not text[at:].strip():
        # The store's side reads the limited text again (is it a bounded lookup?): its tokens
        # are the text's and the two added, at depth 0 (the text's groups are balanced).
        start = len(head) + 1
        _remember(limited, known + (
            Token("word", "LIMIT", start, start + 5, 0),
            Token("number", str(max_rows), start + 6, start + 6 + len(str(max_rows)), 0)))
    return limited, True


# Schemes under which some stores run their own code from a query (Virtuoso's built-in and
# SQL functions); SPARQL 1.1 has no such thing.
STORE_CODE_SCHEMES = ("bif:", "sql:")


def _prefixes(items: tuple[Token, ...]) -> dict[str, str]:
    declared: dict[str, str] = {}
    for index, token in enumerate(items[:-2]):
        if token.kind == "word" and token.text.upper() == "PREFIX" \
                and items[index + 1].kind == "pname" and items[index + 2].kind == "iri":
            declared[items[index + 1].text.split(":", 1)[0]] = items[index + 2].text[1:-1]
    return declared


def beyond_sparql(text: str) -> str | None:
    """Why the text is not plain SPARQL 1.1 in a way some store would still run, or None.

    The embedded store's parser rejects all of these anyway; a remote store may not (Virtuoso
    runs DEFINE pragmas, predefines prefixes such as bif: and sql:, and calls its own code
    through them), so the endpoint refuses them the same way whatever the backend."""
    items = tokens(text)
    if any(t.kind == "word" and t.depth == 0 and t.text.upper() == "DEFINE" for t in items):
        return "DEFINE pragmas are not SPARQL 1.1"
    declared = _prefixes(items)
    for index, token in enumerate(items):
        if token.kind == "iri" and token.text[1:].lower().startswith(STORE_CODE_SCHEMES):
            return f"{token.text} names a store's own function, not SPARQL 1.1"
        if token.kind != "pname":
            continue
        prefix = token.text.split(":", 1)[0]
        declaring = index > 0 and items[index - 1].kind == "word" \
            and items[index - 1].text.upper() == "PREFIX"
        if declaring:
            if declared.get(prefix, "").lower().startswith(STORE_CODE_SCHEMES):
                return f"the prefix {prefix}: names a store's own functions, not SPARQL 1.1"
            continue
        if prefix not in declared:
            return f"the prefix {prefix}: is used but not declared (add PREFIX {prefix}: <...>)"
    return None


@dataclass(frozen=True)
class DatasetRef:
    """The graph named after a top-level FROM or FROM NAMED, and where it stands."""

    start: int
    end: int
    iri: str | None  # None when it is a prefixed name with no declared prefix


def dataset_refs(text: str) -> list[DatasetRef]:
    items = tokens(text)
    declared = _prefixes(items)
    found = []
    for index, token in enumerate(items):
        if token.kind != "word" or token.depth != 0 or token.text.upper() != "FROM":
            continue
        target = index + 1
        if target < len(items) and items[target].kind == "word" \
                and items[target].text.upper() == "NAMED":
            target += 1
        if target >= len(items):
            continue
        name = items[target]
        if name.kind == "iri":
            found.append(DatasetRef(name.start, name.end, name.text[1:-1]))
        elif name.kind == "pname":
            prefix, local = name.text.split(":", 1)
            iri = declared.get(prefix)
            found.append(DatasetRef(name.start, name.end,
                                    None if iri is None else iri + local))
    return found


def graph_refs(text: str) -> list[DatasetRef]:
    """The graphs named by constant after GRAPH (GRAPH <iri> { ... }), at any depth."""
    items = tokens(text)
    declared = _prefixes(items)
    found = []
    for index, token in enumerate(items[:-1]):
        if token.kind != "word" or token.text.upper() != "GRAPH":
            continue
        name = items[index + 1]
        if name.kind == "iri":
            found.append(DatasetRef(name.start, name.end, name.text[1:-1]))
        elif name.kind == "pname":
            prefix, local = name.text.split(":", 1)
            iri = declared.get(prefix)
            found.append(DatasetRef(name.start, name.end, None if iri is None else iri + local))
    return found


# Run in a process of its own: pyoxigraph 0.5 has no parse-only call, and its query() on
# an empty store evaluates some queries at once (an ASK, an aggregate) over the data they
# carry (VALUES), which a client can make as large as a cube.
_PARSE_SCRIPT = """import sys
import pyoxigraph
try:
    pyoxigraph.Store().query(sys.stdin.read())
except SyntaxError as exc:
    sys.stdout.write(str(exc))
except Exception:
    pass
"""
PARSE_SECONDS = 2.0


def parse_error(text: str, seconds: float = PARSE_SECONDS) -> str | None:
    """What the SPARQL parser says of the text, with its line and column, or None if it
    parses (or the parser's process does not answer within ``seconds``). The client's text
    never runs in the caller's process."""
    try:
        done = subprocess.run(python_command("-c", _PARSE_SCRIPT), input=text.encode(
            "utf-8", "surrogatepass"), capture_output=True, timeout=seconds, check=False)
    except (subprocess.TimeoutExpired, OSError):
        return None
    return done.stdout.decode("utf-8", "replace") or None


# Deeper nesting than any real query has; the store's parser recurses and would crash first.
MAX_NESTING = 200
# Longer chains than any real query has. The store's parser recurses along them: with 8 MiB
# of stack a query runner crashed (SIGSEGV) on 10,000 operators in a row (!!!…true, 1+1+…,
# a path a/a/…) or 10,000 triple patterns (ended by dots, semicolons or commas); with the
# runners' 120 MiB (kg.store.runner.STACK_BYTES) 100,000 are read and 500,000 crash. A
# refusal says which, as a 400.
MAX_OPERATORS = 50_000
MAX_PATTERNS = 50_000


@dataclass(frozen=True)
class Refusal:
    """Why a query is not run, as the endpoint answers it (and `kg query` says it)."""

    status: int
    title: str
    message: str


def refusal(text: str, shape: QueryShape) -> Refusal | None:
    """Why this read-only service does not run the query, or None."""
    if shape.form == "update":
        return Refusal(403, "Forbidden", "this service is read-only: SPARQL Update is not "
                       "accepted (a new build publishes changes)")
    if shape.uses_service:
        return Refusal(400, "SERVICE not allowed", "this service does not call other "
                       "endpoints: remove the SERVICE clause")
    beyond = beyond_sparql(text)
    if beyond is not None:
        return Refusal(400, "Bad Request", f"not a SPARQL 1.1 query: {beyond}")
    if shape.depth > MAX_NESTING:
        return Refusal(400, "Bad Request", f"the query nests groups, brackets or parentheses "
                       f"{shape.depth} deep; at most {MAX_NESTING} levels are accepted")
    if shape.operators > MAX_OPERATORS:
        return Refusal(400, "Bad Request", f"the query has {shape.operators} operators (! + - "
                       f"* / | & ^ = < >); at most {MAX_OPERATORS} are accepted")
    if shape.patterns > MAX_PATTERNS:
        return Refusal(400, "Bad Request", f"the query has {shape.patterns} triple patterns "
                       f"(dots, semicolons and commas that end them); at most {MAX_PATTERNS} "
                       f"are accepted")
    return None


# What a bounded lookup may not contain: anything that combines, filters, sorts or counts, or
# reaches beyond the patterns' own triples (paths, subqueries, other graphs, inline data).
_NOT_LOOKUP_WORDS = {
    "OPTIONAL", "UNION", "MINUS", "FILTER", "BIND", "VALUES", "SERVICE", "GRAPH", "EXISTS",
    "NOT", "GROUP", "ORDER", "HAVING", "DISTINCT", "REDUCED", "FROM", "NAMED", "AS",
    "COUNT", "SUM", "MIN", "MAX", "AVG", "SAMPLE", "GROUP_CONCAT", "LATERAL",
}
_CONSTANTS = ("iri", "pname", "string", "number")
LOOKUP_MAX_LENGTH = _CACHED_LENGTH


def bounded_lookup(text: str) -> bool:
    """True when the query only looks up triples around constants: a basic graph pattern in
    which every triple pattern has a constant subject or object, with no operator, path,
    subquery or aggregate. Its cost is bounded by how many triples its constants have, so it
    may be answered without a killable runner (kg.store.oxigraph, under a time budget).
    A long text is never one (and is not read again: the endpoint has read it already)."""
    if len(text) > LOOKUP_MAX_LENGTH:
        return False
    items = tokens(text)
    form, form_index = _form(items)
    if form not in ("select", "ask", "graph") or form_index is None:
        return False
    keyword = items[form_index].text.upper()
    words = [t.text.upper() for t in items if t.kind == "word"]
    if any(word in _NOT_LOOKUP_WORDS for word in words):
        return False
    if words.count(keyword) != 1 or words.count("WHERE") > 1:
        return False
    groups = [i for i, t in enumerate(items) if t.kind == "open" and t.depth == 0]
    if keyword == "DESCRIBE" and not groups:
        # DESCRIBE <iri> ...: each described resource's own triples
        return all(t.kind in _CONSTANTS or t.kind == "word" for t in items)
    if not groups:
        return False
    start = groups[1] if keyword == "CONSTRUCT" and len(groups) > 1 \
        and items[groups[0] - 1].text.upper() == "CONSTRUCT" else groups[0]
    if keyword == "SELECT":
        head = items[[t.text.upper() for t in items].index("SELECT") + 1:start]
        if any(t.kind not in ("var", "word") and t.text != "*" for t in head):
            return False  # expressions in the projection
    body = []
    for token in items[start + 1:]:
        if token.kind == "close" and token.depth == 0:
            break
        body.append(token)
    else:
        return False
    return _patterns_bounded(body)


def _patterns_bounded(body: list[Token]) -> bool:
    """Triple patterns (with ; and , abbreviations) each with a constant subject or object."""
    patterns = _triple_patterns(body)
    return patterns is not None and all(
        subject.kind in _CONSTANTS or obj.kind in _CONSTANTS
        for subject, _predicate, obj in patterns)


def _triple_patterns(body: list[Token]) -> list[tuple[Token, Token, Token]] | None:
    """The triple patterns of a group's tokens, the ; and , abbreviations spelled out, or None
    if the tokens are anything else (a subgroup, a path, a blank node, a collection)."""
    statements: list[list[Token]] = [[]]
    for token in body:
        if token.kind in ("open", "close") or token.text in ("[", "]", "(", ")"):
            return None
        if token.text == ".":
            statements.append([])
        else:
            statements[-1].append(token)
    patterns = []
    for statement in statements:
        if not statement:
            continue
        subject, rest = statement[0], statement[1:]
        if subject.kind not in ("var", *_CONSTANTS):
            return None
        # predicate object (, object)* (; predicate object (, object)*)*
        position = 0
        while position < len(rest):
            predicate = rest[position]
            if predicate.kind not in ("var", "iri", "pname") and predicate.text != "a":
                return None
            position += 1
            while True:
                if position >= len(rest):
                    return None
                obj = rest[position]
                if obj.kind not in ("var", *_CONSTANTS):
                    return None
                patterns.append((subject, predicate, obj))
                position += 1
                if obj.kind == "string":
                    position = _after_literal(rest, position)
                if position < len(rest) and rest[position].text == ",":
                    position += 1
                    continue
                break
            if position < len(rest):
                if rest[position].text != ";":
                    return None
                position += 1
    return patterns


# The functions an anchored select (below) may call: each costs at most one pass over its
# argument and gives nothing larger (no REGEX: a pattern compiled for each row; no REPLACE or
# CONCAT: nested, they grow a string exponentially; no LCASE or UCASE: a slower pass over
# what may be a whole article's text), and at most _ANCHORED_CALLS of them in all, so that
# nesting cannot multiply the passes.
_ANCHORED_FUNCTIONS = {
    "ISIRI", "ISURI", "ISBLANK", "ISLITERAL", "ISNUMERIC", "BOUND", "LANG", "LANGMATCHES",
    "DATATYPE", "STR", "SAMETERM", "STRSTARTS", "STRENDS", "CONTAINS", "STRLEN", "YEAR",
    "MONTH", "DAY",
}
_ANCHORED_CALLS = 4
_ANCHORED_WORDS = {
    "PREFIX", "BASE", "SELECT", "DISTINCT", "REDUCED", "WHERE", "FILTER", "ORDER", "BY",
    "ASC", "DESC", "LIMIT", "OFFSET", "A", "TRUE", "FALSE", "IN", "NOT",
    *_ANCHORED_FUNCTIONS,
}
_EXPRESSION_MARKS = set("()=!<>&|+-*/,.@^")
# How many solutions the patterns of an anchored select may have for it to be answered in
# the server's process (kg.store.oxigraph): filtering, sorting or deduplicating that many
# costs about what finding them did.
ANCHORED_ROWS = 1000


def anchored_probe(text: str) -> str | None:
    """For an anchored select, the query that finds its patterns' solutions (at most
    ANCHORED_ROWS + 1 of them), else None.

    An anchored select is a SELECT of variables over one group of triple patterns, with
    FILTERs of a few cheap calls, DISTINCT, ORDER BY variables, LIMIT and OFFSET: the
    neighbours of an entity, a person's events by date. Every pattern but one has a constant subject or
    object, and that one (?a ?p ?b) shares its subject or object with them. Its cost is then
    bounded by how many solutions its patterns have, which the probe counts as they stream
    (no filter, no sort): a second pattern with nothing fixed could multiply the work done
    between two solutions (three patterns leading nowhere took 3.4 s at 100,000 articles)."""
    if len(text) > LOOKUP_MAX_LENGTH:
        return None
    items = tokens(text)
    form, form_index = _form(items)
    if form != "select" or form_index is None or items[form_index].text.upper() != "SELECT":
        return None
    tags = _language_tag_parts(items)
    words = [t for i, t in enumerate(items) if t.kind == "word" and i not in tags]
    if any(w.text.upper() not in _ANCHORED_WORDS for w in words):
        return None
    uppers = [w.text.upper() for w in words]
    if uppers.count("SELECT") != 1 or uppers.count("WHERE") > 1:
        return None
    if sum(word in _ANCHORED_FUNCTIONS for word in uppers) > _ANCHORED_CALLS:
        return None
    for index, word in enumerate(uppers):
        if word == "NOT" and uppers[index + 1:index + 2] != ["IN"]:
            return None
    opens = [i for i, t in enumerate(items) if t.kind == "open"]
    if len(opens) != 1 or opens[0] < form_index or items[opens[0]].depth != 0:
        return None
    start = opens[0]
    close = next((i for i in range(start + 1, len(items)) if items[i].kind == "close"), None)
    if close is None:
        return None
    head = [t for t in items[form_index + 1:start] if t.kind != "word"]
    if any(t.kind != "var" and t.text != "*" for t in head):
        return None  # expressions in the projection
    if not _plain_modifiers(items[close + 1:]):
        return None
    body, cuts = _without_filters(items[start + 1:close])
    if body is None:
        return None
    patterns = _triple_patterns(body)
    if not patterns or not _anchored(patterns):
        return None
    kept, position = [], items[start].end
    for cut_start, cut_end in cuts:
        kept.append(text[position:cut_start])
        position = cut_end
    kept.append(text[position:items[close].start])
    # The probe's solutions are counted, not read: a constant for each, so that the store
    # decodes none of the patterns' terms (the two-hop lookup's probe: 0.20 ms with them,
    # 0.07 ms without, at 1,000 articles).
    taken = {t.text[1:] for t in items if t.kind == "var"}
    row = next(name for name in (f"kg_row{n}" for n in range(len(taken) + 1))
               if name not in taken)
    return (f"{text[:items[form_index].start]}SELECT (1 AS ?{row}) WHERE "
            f"{{{' '.join(kept)}}} LIMIT {ANCHORED_ROWS + 1}")


def _plain_modifiers(items: tuple[Token, ...]) -> bool:
    """ORDER BY variables (ASC(?v), DESC(?v)), LIMIT and OFFSET, and nothing else: a sort
    evaluates its keys at each comparison, so a key that is an expression would be computed
    about twenty times a row."""
    position = 0
    while position < len(items):
        token, word = items[position], items[position].text.upper()
        if token.kind == "var" or (token.kind == "word" and word in ("ORDER", "BY")):
            position += 1
        elif token.kind == "word" and word in ("LIMIT", "OFFSET"):
            if position + 1 >= len(items) or items[position + 1].kind != "number":
                return False
            position += 2
        elif token.kind == "word" and word in ("ASC", "DESC"):
            key = items[position + 1:position + 4]
            if len(key) != 3 or key[0].text != "(" or key[1].kind != "var" \
                    or key[2].text != ")":
                return False
            position += 4
        else:
            return False
    return True


def _language_tag_parts(items: tuple[Token, ...]) -> set[int]:
    """Where the parts of language tags stand (the en and GB of "x"@en-GB)."""
    found: set[int] = set()
    for index, token in enumerate(items):
        if token.text == "@" and index > 0 and items[index - 1].kind == "string":
            end = _after_literal(list(items[index:index + 40]), 0)
            found.update(range(index + 1, index + end))
    return found


def _without_filters(group: list[Token]) -> tuple[list[Token] | None, list[tuple[int, int]]]:
    """A group's tokens without its FILTERs (each checked to hold only what an anchored
    select may use), and where those FILTERs stand in the text."""
    kept: list[Token] = []
    cuts: list[tuple[int, int]] = []
    position = 0
    while position < len(group):
        token = group[position]
        if not (token.kind == "word" and token.text.upper() == "FILTER"):
            kept.append(token)
            position += 1
            continue
        first = position
        position += 1
        if position < len(group) and group[position].kind == "word":
            position += 1  # FILTER isIRI(?x): a call without parentheses around it
        if position >= len(group) or group[position].text != "(":
            return None, []
        level = 0
        while position < len(group):
            part = group[position]
            if part.kind == "other" and not set(part.text) <= _EXPRESSION_MARKS:
                return None, []
            if part.kind in ("iri", "pname") and position + 1 < len(group) \
                    and group[position + 1].text.startswith("("):
                return None, []  # a function named by an IRI (casts, extensions)
            if part.kind not in ("var", "iri", "pname", "string", "number", "word", "other"):
                return None, []
            if part.kind == "word" and position > 0 and group[position - 1].text == "@":
                position = _after_literal(group, position - 1)  # a language tag
                continue
            if part.kind == "other":
                level += part.text.count("(") - part.text.count(")")
            position += 1
            if level <= 0:
                break
        if level != 0:
            return None, []
        cuts.append((group[first].start, group[position - 1].end))
    return kept, cuts


def _anchored(patterns: list[tuple[Token, Token, Token]]) -> bool:
    """Every pattern but at most one has a constant subject or object; that one shares its
    subject or object variable with those."""
    anchors = [p for p in patterns if p[0].kind in _CONSTANTS or p[2].kind in _CONSTANTS]
    loose = [p for p in patterns if p not in anchors]
    if not anchors or len(loose) > 1:
        return False
    if not loose:
        return True
    reached = {t.text[1:] for s, _p, o in anchors for t in (s, o) if t.kind == "var"}
    subject, _predicate, obj = loose[0]
    # One end reached, not both: a pattern between two anchors (?a ?p <e> . ?a ?q ?b .
    # ?b ?r <f>) may be walked from one of them, every step multiplying the other's misses.
    return len({subject.text[1:], obj.text[1:]} & reached) == 1


def _after_literal(items: list[Token], position: int) -> int:
    """Past a literal's language tag (@en-GB) or datatype (^^xsd:date)."""
    if position < len(items) and items[position].text == "@":
        position += 1
        while position < len(items) and (items[position].kind in ("word", "letters", "number")
                                          or items[position].text == "-"):
            position += 1
    elif position + 1 < len(items) and items[position].text == "^^" \
            and items[position + 1].kind in ("iri", "pname"):
        position += 2
    return position
