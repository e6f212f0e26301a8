"""What this read-only endpoint refuses to run, and why, before the store sees the query.

Updates and SERVICE calls, what is not plain SPARQL 1.1 though some store would run it
(DEFINE pragmas, a store's own functions), prefixes used but not declared, and nesting or
chains deeper than the store's parser can recurse: each refusal is the status, title and
message the endpoint answers (and `kg query` says). It also asks the SPARQL parser, in a
process of its own, what it says of a text (parse_error).
"""

from __future__ import annotations

import subprocess
from dataclasses import dataclass

from kg.interpreter import python_command
from kg.sparql.lexer import declared_prefixes, tokens
from kg.sparql.shape import QueryShape

# Schemes under which some stores run their own code from a query (Virtuoso's built-in and
# SQL functions); SPARQL 1.1 has no such thing.
STORE_CODE_SCHEMES = ("bif:", "sql:")


def beyond_sparql(text: str) -> str | None:
    """Why the text is not plain SPARQL 1.1 in a way some store would still run, or None.

    The embedded store's parser rejects all of these anyway; a remote store may not (Virtuoso
    runs DEFINE pragmas, predefines prefixes such as bif: and sql:, and calls its own code
    through them), so the endpoint refuses them the same way whatever the backend."""
    items = tokens(text)
    if any(t.kind == "word" and t.depth == 0 and t.text.upper() == "DEFINE" for t in items):
        return "DEFINE pragmas are not SPARQL 1.1"
    declared = declared_prefixes(items)
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
