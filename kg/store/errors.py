"""How a store fails, as the web layer and the CLI tell their users.

Kept apart from the interface so that query runners, which load nothing heavy, raise the same
exceptions that the rest of the code catches::

    StoreError            the store failed (I/O, unreachable): not the client's fault
      QueryOutOfMemory    a query needed more memory than a query runner may use
    QueryError            the store rejects the query (syntax, evaluation); carries a status
    QueryTimeout          the query did not finish in time and was stopped
    StoreBusy             every query runner stayed busy: the query never started
    QueryAbandoned        the client went away before the answer began: the query was stopped
"""

from __future__ import annotations


class StoreError(RuntimeError):
    """The store failed (I/O, unreachable); not the client's fault."""


class QueryOutOfMemory(StoreError):
    """The query needed more memory than a query runner may use; the runner was replaced."""


class QueryError(ValueError):
    """A query the store rejects, with the store's own message (syntax or evaluation)."""

    def __init__(self, message: str, status: int = 400) -> None:
        self.status = status
        super().__init__(message)


class QueryTimeout(Exception):
    """The query did not finish in time and was stopped."""


class StoreBusy(Exception):
    """Every query runner stayed busy until the query's time was up; it never ran."""


class QueryAbandoned(Exception):
    """The client who asked closed its connection before the answer began; the query was
    stopped rather than computed for nobody."""
