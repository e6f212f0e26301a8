"""Pieces of the query text as a remote store should get it: parsed first by Oxigraph's
parser (as on the embedded store), SELECT * spelled out in the embedded store's order, and
the FROM and FROM NAMED clauses found so that they can be taken out of the text and sent
as the protocol's dataset instead (RemoteStore._prepare puts them together)."""

from __future__ import annotations

import re
import threading

import pyoxigraph as ox

from kg.sparql.lexer import tokens
from kg.sparql.shape import dataset_refs
from kg.store.base import QueryError

_parser = threading.local()


def parse(query: str, base_iri: str | None) -> tuple[str, ...] | None:
    """Parse the query with Oxigraph's SPARQL 1.1 parser, as the embedded store does, so
    that a malformed query gets the same message whichever store is behind the endpoint
    (and nothing beyond SPARQL 1.1 reaches the remote store). Evaluating it against an
    empty store costs next to nothing; of the result only a select's variables are read
    (for SELECT *, see explicit_star)."""
    store = getattr(_parser, "store", None)
    if store is None:
        store = _parser.store = ox.Store()
    try:
        result = store.query(query, base_iri=base_iri) if base_iri else store.query(query)
    except SyntaxError as exc:
        raise QueryError(str(exc)) from None
    except ValueError as exc:
        raise QueryError(str(exc)) from None
    if isinstance(result, ox.QuerySolutions):
        return tuple(v.value for v in result.variables)
    return None


def explicit_star(query: str, variables: tuple[str, ...] | None) -> str:
    """The query with the * of an outer SELECT * replaced by its variables in the embedded
    store's order (by name): Virtuoso orders them as they appear, so CSV and TSV clients
    would see the columns in another order."""
    if not variables:
        return query
    items = tokens(query)
    for index, token in enumerate(items):
        if token.kind == "word" and token.depth == 0 and token.text.upper() == "SELECT":
            following = index + 1
            while following < len(items) and items[following].text.upper() in (
                    "DISTINCT", "REDUCED"):
                following += 1
            if following < len(items) and items[following].text == "*":
                star = items[following]
                listed = " ".join(f"?{name}" for name in variables)
                return f"{query[:star.start]}{listed}{query[star.end:]}"
            return query
    return query


def dataset_clauses(query: str) -> list[tuple[int, int, bool, str | None]]:
    """The query's FROM and FROM NAMED clauses: (start, end, named, graph), where graph is
    None for a prefixed name whose prefix is not declared."""
    items = tokens(query)
    index_at = {token.start: index for index, token in enumerate(items)}
    found = []
    for ref in dataset_refs(query):
        index = index_at[ref.start]
        named = items[index - 1].text.upper() == "NAMED"
        keyword = items[index - 1 - named]  # FROM
        found.append((keyword.start, ref.end, named, ref.iri))
    return found


def blank(text: str) -> str:
    """Spaces in place of a part of a query, its line breaks kept (so that positions in the
    store's messages stay right)."""
    return re.sub(r"[^\n]", " ", text)
