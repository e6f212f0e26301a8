"""One error handler: every failure becomes a status, a short title and a useful detail.

JSON clients get application/problem+json (RFC 9457), browsers an HTML page, and every
other client (SPARQL tools, curl) plain text. A client mistake is never a 500, and no
traceback ever leaves the server.
"""

from __future__ import annotations

import json
import logging

from flask import Flask, Response, render_template, request
from werkzeug.exceptions import HTTPException

from kg.formats import NotAcceptable, UnknownFormat
from kg.store.base import (QueryAbandoned, QueryError, QueryOutOfMemory, QueryTimeout, StoreBusy,
                          StoreError)

log = logging.getLogger(__name__)


class Problem(Exception):
    """An HTTP error with a title and a detail for the client."""

    def __init__(self, status: int, title: str, detail: str = "",
                 headers: dict[str, str] | None = None) -> None:
        self.status, self.title, self.detail = status, title, detail
        self.headers = headers or {}
        super().__init__(f"{status} {title}: {detail}")


def _preferred() -> str:
    """plain text unless the client prefers JSON or HTML; SPARQL clients, which ask for
    result formats only, get plain text."""
    best = request.accept_mimetypes.best_match(
        ["text/plain", "application/problem+json", "application/json", "text/html"])
    if best in ("application/problem+json", "application/json"):
        return "json"
    return "html" if best == "text/html" else "text"


def render_problem(problem: Problem) -> Response:
    preferred = _preferred()
    if preferred == "json":
        body = json.dumps({"type": "about:blank", "title": problem.title,
                           "status": problem.status, "detail": problem.detail,
                           "instance": request.path}, ensure_ascii=False)
        response = Response(body, problem.status, content_type="application/problem+json")
    elif preferred == "html":
        response = Response(render_template("error.html", problem=problem), problem.status,
                            content_type="text/html; charset=utf-8")
    else:
        text = f"{problem.status} {problem.title}\n{problem.detail}\n" if problem.detail \
            else f"{problem.status} {problem.title}\n"
        response = Response(text, problem.status, content_type="text/plain; charset=utf-8")
    for name, value in problem.headers.items():
        response.headers[name] = value
    response.headers["Vary"] = "Accept"
    return response


def register_error_handlers(app: Flask) -> None:
    @app.errorhandler(Problem)
    def _problem(problem: Problem) -> Response:
        return render_problem(problem)

    @app.errorhandler(QueryError)
    def _query_error(error: QueryError) -> Response:
        return render_problem(Problem(error.status, "Malformed query" if error.status == 400
                                      else "Query failed", str(error)))

    @app.errorhandler(QueryTimeout)
    def _timeout(error: QueryTimeout) -> Response:
        # The limit as configured: the store saw only what was left of it at arrival.
        limit = app.extensions["kg"].settings.query_timeout
        return render_problem(Problem(503, "Query timed out", f"the query did not finish "
                                      f"within {limit:g} s", {"Retry-After": "5"}))

    @app.errorhandler(QueryAbandoned)
    def _abandoned(error: QueryAbandoned) -> Response:
        # Nobody reads this answer; its status is for the access log (nginx's 499).
        log.info("a query was stopped: its client closed the connection on %s", request.path)
        # (a client that only shut down its sending side still reads this; the server
        # then finds no next request and ends the connection)
        return Response(b"", "499 Client Closed Request")

    @app.errorhandler(StoreBusy)
    def _busy(error: StoreBusy) -> Response:
        return render_problem(Problem(503, "Server busy", str(error), {"Retry-After": "10"}))

    @app.errorhandler(QueryOutOfMemory)
    def _out_of_memory(error: QueryOutOfMemory) -> Response:
        return render_problem(Problem(503, "Query needs too much memory", f"{error}; narrow "
                                      "it down (fewer rows to sort or group, a LIMIT inside)"))

    @app.errorhandler(NotAcceptable)
    def _not_acceptable(error: NotAcceptable) -> Response:
        return render_problem(Problem(406, "Not Acceptable", str(error)))

    @app.errorhandler(UnknownFormat)
    def _unknown_format(error: UnknownFormat) -> Response:
        return render_problem(Problem(400, "Unknown format", str(error)))

    @app.errorhandler(StoreError)
    def _store_error(error: StoreError) -> Response:
        log.error("store failure: %s", error)
        return render_problem(Problem(503, "Store unavailable",
                                      "The store cannot answer right now; try again later."))

    @app.errorhandler(HTTPException)
    def _http(error: HTTPException) -> Response:
        # The exception's own headers (Allow for a 405, Content-Range for a 416) stay.
        headers = {name: value for name, value in error.get_headers()
                   if name.lower() not in ("content-type", "content-length")}
        return render_problem(Problem(error.code or 500, error.name, error.description or "",
                                      headers))

    @app.errorhandler(Exception)
    def _unexpected(error: Exception) -> Response:
        log.exception("unexpected error on %s %s", request.method, request.path)
        return render_problem(Problem(500, "Internal Server Error",
                                      "Something went wrong on our side; it has been logged."))
