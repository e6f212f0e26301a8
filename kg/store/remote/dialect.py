"""What a particular store needs to behave like the embedded one: the prologue that hides
its own graphs, how its errors and time limits read, and corrections to its results. Plain
SPARQL 1.1 needs none of it; Virtuoso is the one store with a dialect of its own."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable

import requests

from kg.store.remote.relay import Replacing


@dataclass(frozen=True)
class Dialect:
    name: str = "SPARQL 1.1"
    # Graphs the store keeps for itself; hidden where the dialect can hide graphs.
    own_graphs: tuple[str, ...] = ()
    can_hide_graphs: bool = False

    def prologue(self, hidden: Iterable[str], describe: bool, names_graphs: bool) -> str:
        return ""

    def error_message(self, body: str) -> str:
        return body.strip()[:2000]

    def is_query_error(self, status: int, body: str) -> bool:
        # 400 is the query's fault; 404, 405 and the like say the URL is no SPARQL endpoint
        return status == 400

    def timed_out(self, response: requests.Response) -> bool:
        return False

    def refused_as_too_long(self, body: str) -> bool:
        return False

    def results_reader(self, raw):
        """The store's JSON results as a file to parse, corrected where the store errs."""
        return raw


@dataclass(frozen=True)
class VirtuosoDialect(Dialect):
    name: str = "Virtuoso"
    own_graphs: tuple[str, ...] = (
        "http://www.openlinksw.com/schemas/virtrdf#", "http://www.w3.org/ns/ldp#",
        "http://localuriqaserver/sparql", "http://www.openlinksw.com/schemas/oplweb#",
        "http://localhost:8890/DAV/", "http://localhost:8890/sparql")
    can_hide_graphs: bool = True

    def prologue(self, hidden: Iterable[str], describe: bool, names_graphs: bool) -> str:
        # Virtuoso's union default graph holds its own system graphs too; its pragmas hide
        # them. But with them, GRAPH <iri> { ... } matches nothing and FROM is ignored
        # (Virtuoso 7.2), so a query that names its graphs goes without them (the part of
        # such a query that reads the default graph then sees them: docs/remote-store.md
        # says so). Its DESCRIBE adds inbound triples unless told to describe like Oxigraph.
        # All on the query's first line, so that the line numbers in errors stay right.
        words = []
        for iri in () if names_graphs else hidden:
            words.append(f"DEFINE input:default-graph-exclude <{iri}>")
            words.append(f"DEFINE input:named-graph-exclude <{iri}>")
        if describe:
            words.append('DEFINE sql:describe-mode "SPO"')
        return " ".join(words) + " " if words else ""

    def error_message(self, body: str) -> str:
        # Virtuoso echoes the query after its message, with its own pragmas in it.
        return body.split("\n\nSPARQL query:", 1)[0].strip()[:2000]

    def is_query_error(self, status: int, body: str) -> bool:
        # It answers 500 to queries that fail while evaluated (SQL states 22xxx, 37000, 42xxx).
        return status == 400 or bool(re.match(r"Virtuoso (22|37|42)\w+ Error", body))

    def results_reader(self, raw):
        # Its result writers call every stored non-negative whole number an
        # xsd:nonNegativeInteger, although it stores them all as xsd:integer (as its
        # N-Triples writer says): the type is put back.
        return Replacing(raw, b'"datatype": "http://www.w3.org/2001/XMLSchema#'
                         b'nonNegativeInteger"',
                         b'"datatype": "http://www.w3.org/2001/XMLSchema#integer"')

    def refused_as_too_long(self, body: str) -> bool:
        # It refuses up front a query it estimates would run longer than its own limit.
        return "The estimated execution time" in body

    def timed_out(self, response: requests.Response) -> bool:
        # On reaching its own time limit Virtuoso answers 200 with what it has found so far.
        return response.headers.get("X-SQL-State", "").startswith("S1TAT")


def dialect_for(server_header: str) -> Dialect:
    """The dialect of the store whose answers carry this Server header."""
    return VirtuosoDialect() if server_header.startswith("Virtuoso") else Dialect()
