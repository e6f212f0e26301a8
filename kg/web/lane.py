"""The endpoint's lane: the commonest request, a GET of /sparql with a query and at most a
format, answered by the endpoint's own steps (kg.web.sparql) without Flask's request and
response objects around them.

Measured (bench/app_cpu.py, 1,000 articles, the answer cache off): a lookup the store
answers in 0.08-0.15 ms cost the app 0.47-0.71 ms, of which Flask and werkzeug (the request
context, routing, the lazy request properties, the response object and its headers) took
about 0.25 ms. Anything the lane does not take as it is goes to the app, before the query
runs: a body, a conditional request, the dataset parameters, a HEAD, a page for a person,
and every mistake (the app answers it with its status and words). A failure of the query
itself (a syntax error, the time limit) is handed to the app to tell, in RAISED_IN_LANE.
"""

from __future__ import annotations

import time
from functools import lru_cache
from typing import Callable, Iterable, Iterator
from urllib.parse import parse_qsl

from flask import Request

from kg.store.base import QueryTimeout
from kg.web.guard import host_refused
from kg.web.site import Site
from kg.web.sparql import (RAISED_IN_LANE, answer_body, execute, kept_answer, one_format,
                     prepare, row_cap_headers, strict_utf8, validators)

# Parameters whose request the app reads itself: the lane would have to read them the same.
_APP_PARAMETERS = frozenset(("update", "default-graph-uri", "named-graph-uri"))
# Request headers that ask for what the lane does not do (a conditional answer, a part, a body).
_APP_HEADERS = ("HTTP_IF_NONE_MATCH", "HTTP_IF_MATCH", "HTTP_IF_MODIFIED_SINCE",
                "HTTP_IF_UNMODIFIED_SINCE", "HTTP_RANGE", "HTTP_TRANSFER_ENCODING",
                "CONTENT_TYPE")


class EndpointLane:
    def __init__(self, app: Callable, site: Site, path: str, headers: tuple) -> None:
        self._app = app
        self._site = site
        self._path = path
        self._headers = headers  # what the app adds to every response (CORS, nosniff)
        self.taken = 0  # requests answered here, for tests and curious operators

    def __call__(self, environ: dict, start_response: Callable) -> Iterable[bytes]:
        if (environ.get("REQUEST_METHOD") != "GET" or environ.get("PATH_INFO") != self._path
                or environ.get("CONTENT_LENGTH") not in (None, "", "0")
                or any(name in environ for name in _APP_HEADERS)):
            return self._app(environ, start_response)
        arrival = time.monotonic()
        try:
            prepared = self._prepare(environ)
        except Exception:  # noqa: BLE001 - a mistake: the app says what it is, in its words
            prepared = None
        if prepared is None:
            return self._app(environ, start_response)
        kg = self._site
        kept = kept_answer(kg, prepared.etag, environ)
        if kept is not None:
            return self._whole(start_response, *kept, prepared.etag)
        left = kg.settings.query_timeout - (time.monotonic() - arrival)
        try:
            if left <= 0:
                raise QueryTimeout(f"the query did not finish within "
                                   f"{kg.settings.query_timeout:g} s")
            answer = execute(kg, prepared.store_request, prepared.original, left,
                             environ.get("gunicorn.socket"))
        except Exception as exc:  # noqa: BLE001 - told by the app's error handlers
            environ[RAISED_IN_LANE] = exc
            return self._app(environ, start_response)
        self.taken += 1
        content_type = prepared.chosen.content_type
        headers = row_cap_headers(kg, prepared.capped, answer.rows)
        body = answer_body(kg, prepared.etag, content_type, answer, headers, environ)
        if isinstance(body, bytes):
            return self._whole(start_response, content_type, body, headers, prepared.etag)
        start_response("200 OK", [("Content-Type", content_type), *headers,
                                  *validators(prepared.etag), *self._headers])
        return _Streamed(body, getattr(answer.chunks, "close", None))

    def _prepare(self, environ: dict):
        """The query, checked and negotiated, or None when the app should read the request."""
        site = self._site
        if not environ.get("HTTP_HOST"):
            return None
        if host_refused(site.settings.host_names, environ["HTTP_HOST"]):
            return None
        raw = environ.get("QUERY_STRING", "").encode("latin-1")
        strict_utf8(raw, "URL's query")
        # As werkzeug reads request.args (its error handler never runs: the bytes decode).
        pairs = parse_qsl(raw.decode(), keep_blank_values=True)
        if any(name in _APP_PARAMETERS for name, _ in pairs):
            return None
        queries = [value for name, value in pairs if name == "query"]
        if len(queries) != 1:
            return None
        query = queries[0].removeprefix("\ufeff")
        if not query.strip():
            return None
        fmt = one_format([value for name, value in pairs if name == "format"])
        prepared = prepare(site, query, None, None, fmt, environ.get("HTTP_ACCEPT"),
                           _base_url(environ.get("wsgi.url_scheme"), environ.get("HTTP_HOST"),
                                     environ.get("SERVER_NAME"), environ.get("SERVER_PORT"),
                                     environ.get("SCRIPT_NAME", ""), environ["PATH_INFO"]))
        return None if prepared.chosen.media_type == "text/html" else prepared

    def _whole(self, start_response: Callable, content_type: str, body: bytes,
               headers: tuple, etag: str) -> list[bytes]:
        start_response("200 OK", [("Content-Type", content_type),
                                  ("Content-Length", str(len(body))), *headers,
                                  *validators(etag), *self._headers])
        return [body]


@lru_cache(maxsize=256)
def _base_url(scheme: str | None, host: str | None, server_name: str | None,
              server_port: str | None, script_name: str, path: str) -> str:
    """request.base_url as the app reads it (the query's base IRI and part of its entity
    tag): a request's own werkzeug object made once per origin and path, not per request."""
    environ = {"REQUEST_METHOD": "GET", "wsgi.url_scheme": scheme or "http",
               "SERVER_NAME": server_name or "", "SERVER_PORT": server_port or "",
               "SCRIPT_NAME": script_name, "PATH_INFO": path}
    if host is not None:
        environ["HTTP_HOST"] = host
    return Request(environ).base_url


class _Streamed:
    """A streamed answer as a WSGI iterable whose close() gives the store its runner back,
    whether or not the server read it to the end."""

    def __init__(self, chunks: Iterator[bytes], close: Callable | None) -> None:
        self._chunks = chunks
        self._close = close

    def __iter__(self) -> Iterator[bytes]:
        return self._chunks

    def close(self) -> None:
        try:
            close = getattr(self._chunks, "close", None)
            if close is not None:
                close()
        finally:
            if self._close is not None:
                self._close()
