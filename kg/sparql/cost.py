"""Whether a query's cost is bounded by the data its constants reach, read from its tokens.

A bounded lookup (every triple pattern around a constant, nothing that combines, filters
or counts) and an anchored select (one group of such patterns with a few cheap filters, a
plain sort and a LIMIT; anchored_probe counts its solutions first) cost at most what their
patterns' triples do, so the embedded store may answer them in the server's process under a
time budget instead of in a killable runner (kg.store.oxigraph).
"""

from __future__ import annotations

from kg.sparql.lexer import CACHED_LENGTH, Token, tokens
from kg.sparql.shape import query_form

# What a bounded lookup may not contain: anything that combines, filters, sorts or counts, or
# reaches beyond the patterns' own triples (paths, subqueries, other graphs, inline data).
_NOT_LOOKUP_WORDS = {
    "OPTIONAL", "UNION", "MINUS", "FILTER", "BIND", "VALUES", "SERVICE", "GRAPH", "EXISTS",
    "NOT", "GROUP", "ORDER", "HAVING", "DISTINCT", "REDUCED", "FROM", "NAMED", "AS",
    "COUNT", "SUM", "MIN", "MAX", "AVG", "SAMPLE", "GROUP_CONCAT", "LATERAL",
}
_CONSTANTS = ("iri", "pname", "string", "number")
LOOKUP_MAX_LENGTH = CACHED_LENGTH


def bounded_lookup(text: str) -> bool:
    """True when the query only looks up triples around constants: a basic graph pattern in
    which every triple pattern has a constant subject or object, with no operator, path,
    subquery or aggregate. Its cost is bounded by how many triples its constants have, so it
    may be answered without a killable runner (kg.store.oxigraph, under a time budget).
    A long text is never one (and is not read again: the endpoint has read it already)."""
    if len(text) > LOOKUP_MAX_LENGTH:
        return False
    items = tokens(text)
    form, form_index = query_form(items)
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
    form, form_index = query_form(items)
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
