"""What a query is, read from its tokens: the shape the endpoint must know before the store
parses it.

Its form (to negotiate the result format), whether it is an update or calls SERVICE, the
datasets and graphs it names, how deep it nests and how long its chains of operators and
patterns are, and where its outer LIMIT is, so that the row cap can be put there
(cap_rows). It never decides validity: the store's parser does, and its message goes back
to the client.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from kg.numbers import whole_number
from kg.sparql.lexer import (CACHED_LENGTH, Token, declared_prefixes, lexed_tokens,
                             remember_tokens, tokens)

# The largest LIMIT read as a number; a larger one (of any length: a LIMIT of 4,300 digits
# was a ValueError in int()) reads as one past it, and the row cap replaces it.
MOST_LIMIT = 10**18

_OPENING, _CLOSING = "{([", "})]"

QUERY_FORMS = {"SELECT": "select", "ASK": "ask", "CONSTRUCT": "graph", "DESCRIBE": "graph"}
UPDATE_WORDS = {"INSERT", "DELETE", "LOAD", "CLEAR", "CREATE", "DROP", "COPY", "MOVE", "ADD",
                "WITH"}


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
    """The query's shape (a short text's is read once while it is recent)."""
    return _cached_inspect(text) if len(text) <= CACHED_LENGTH else _inspect(text)


@lru_cache(maxsize=64)
def _cached_inspect(text: str) -> QueryShape:
    return _inspect(text)


def _inspect(text: str) -> QueryShape:
    items = tokens(text)
    words = [t for t in items if t.kind == "word"]
    uses_service = any(t.text.upper() == "SERVICE" for t in words)
    has_dataset_clause = any(t.text.upper() == "FROM" and t.depth == 0 for t in words)
    form, form_index = query_form(items)
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


def query_form(items: tuple[Token, ...]) -> tuple[str | None, int | None]:
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
    known = lexed_tokens(text)
    if known is not None and not text[at:].strip():
        # The store's side reads the limited text again (is it a bounded lookup?): its tokens
        # are the text's and the two added, at depth 0 (the text's groups are balanced).
        start = len(head) + 1
        remember_tokens(limited, known + (
            Token("word", "LIMIT", start, start + 5, 0),
            Token("number", str(max_rows), start + 6, start + 6 + len(str(max_rows)), 0)))
    return limited, True


@dataclass(frozen=True)
class DatasetRef:
    """The graph named after a top-level FROM or FROM NAMED, and where it stands."""

    start: int
    end: int
    iri: str | None  # None when it is a prefixed name with no declared prefix


def dataset_refs(text: str) -> list[DatasetRef]:
    items = tokens(text)
    declared = declared_prefixes(items)
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
    declared = declared_prefixes(items)
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


