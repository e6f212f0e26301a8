"""The answer cache's front door: a request to the endpoint that repeats, byte for byte, one
already answered from the answer cache (same query string, Accept and Host, same build) is
answered here, before Flask, with the status, headers and body the app gave it.

Measured (bench/http_floor.py): under gunicorn and gevent, a fixed answer costs about
0.16 ms of CPU from a bare WSGI callable and 0.3 ms from a Flask view, and the endpoint's
cached answer 0.6 ms (reading the protocol, lexing the query, negotiating, hashing the
ETag). The app still decides everything: only what it answered 200 from or into its answer
cache (it marks the request, see ``remember``) is kept, and a request with anything the
key does not hold (a body, a conditional header) goes to the app.
"""

from __future__ import annotations

from typing import Callable, Iterable

from kg.published.current import Published
from kg.store.base import StoreError
from kg.web.cache import AnswerCache

# The request environ key under which the endpoint leaves an answer the front may keep.
MARK = "kg.front.answer"
HIT_HEADER = ("X-KG-Answer-Cache", "hit")
# A longer request is answered by the app (its own cache keys it by the query it reads): the
# front's key is the request as sent, and extra parameters make new keys at will.
MOST_KEY_CHARACTERS = 4096
# Request headers that the key does not hold and that may change the answer or its status.
_PASS_THROUGH = ("HTTP_IF_NONE_MATCH", "HTTP_IF_MATCH", "HTTP_IF_MODIFIED_SINCE",
                 "HTTP_IF_UNMODIFIED_SINCE", "HTTP_RANGE", "HTTP_TRANSFER_ENCODING")


def remember(environ: dict, body: bytes) -> None:
    """Called by the endpoint: this request's answer, whole, may be kept by the front."""
    environ[MARK] = body


class AnswerFront:
    def __init__(self, app: Callable, published: Published, path: str,
                 max_bytes: int) -> None:
        self._app = app
        self._published = published
        self._path = path
        self._kept = AnswerCache(max_bytes)
        self.hits = 0  # answers given here, for tests and curious operators

    def __call__(self, environ: dict, start_response: Callable) -> Iterable[bytes]:
        method = environ.get("REQUEST_METHOD")
        if (not self._kept.enabled or method not in ("GET", "HEAD")
                or environ.get("PATH_INFO") != self._path
                or environ.get("CONTENT_LENGTH") not in (None, "", "0")
                or not environ.get("HTTP_HOST")  # the app decides (HTTP/1.1 needs one)
                or len(environ.get("QUERY_STRING", "")) + len(environ.get("HTTP_ACCEPT", ""))
                > MOST_KEY_CHARACTERS
                or any(name in environ for name in _PASS_THROUGH)):
            return self._app(environ, start_response)
        digest = self._digest()
        if digest is None:
            return self._app(environ, start_response)
        key = "\0".join((digest, environ.get("wsgi.url_scheme", ""),
                         environ.get("HTTP_HOST") or "", environ.get("SERVER_NAME", ""),
                         environ.get("SERVER_PORT", ""), environ.get("SCRIPT_NAME", ""),
                         environ.get("QUERY_STRING", ""), environ.get("HTTP_ACCEPT", "\0")))
        entry = self._kept.get(key)
        if entry is not None:
            status, body, headers = entry
            self.hits += 1
            start_response(status, list(headers))
            return [] if method == "HEAD" else [body]
        given: list = []

        def noting(status: str, headers: list, exc_info=None):
            given[:] = [status, headers]
            return start_response(status, headers, exc_info)

        answer = self._app(environ, noting)
        body = environ.get(MARK)
        if body is not None and given and given[0].startswith("200 ") \
                and self._digest() == digest:
            headers = tuple((name, value) for name, value in given[1]
                            if name.lower() != HIT_HEADER[0].lower()) + (HIT_HEADER,)
            self._kept.put(key, given[0], body, headers)
        return answer

    def _digest(self) -> str | None:
        try:
            return self._published.build.digest
        except StoreError:
            return None
