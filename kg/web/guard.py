"""What every request passes before a view sees it: its arrival time, its Host, its body.

- A query's time limit counts from the request's arrival, not from when a runner took it.
- Absolute links (pages, VoID, the service description, redirects) are made from the Host
  the client sent, so only the site's own host names are answered: any other Host is a 400,
  never echoed, and never a new entry in a per-host memo. Behind trusted proxies
  (Settings.proxy_hops) their X-Forwarded-* headers say what the client asked for.
- A body sent in chunks has no length to check up front: it is read up to the cap, and one
  byte more is a 413, never a body cut short and parsed.
- Every body is read here, before any view, within Settings.body_seconds: a client that
  sends its headers and then trickles its body (or announces more than it sends, or a chunk
  that never comes) gets a 408 and its connection back, instead of holding a connection and
  a greenlet for as long as it likes (a probe held 2,100 connections that way, and the
  server answered nobody else).
"""

from __future__ import annotations

import io
import socket
import time

from flask import Flask, g, request
from werkzeug.middleware.proxy_fix import ProxyFix

from kg.config import Settings
from kg.web.errors import Problem

_READ = 64 * 1024


def arrival() -> float:
    """When this request arrived (time.monotonic())."""
    return g.get("kg_arrival", time.monotonic())


def remaining(limit: float) -> float:
    """Seconds left of ``limit`` since the request arrived."""
    return limit - (time.monotonic() - arrival())


def host_refused(allowed: frozenset[str] | None, host: str) -> bool:
    """Whether a request naming this Host is refused (None: every host is answered)."""
    return allowed is not None and _host_name(host) not in allowed


def _host_name(host: str) -> str:
    host = host.strip().lower()
    if host.startswith("["):
        return host[1:host.find("]")] if "]" in host else host
    return host.rsplit(":", 1)[0] if host.count(":") == 1 else host


def _read_bounded(stream, limit: int, length: int | None, client,
                  seconds: float) -> bytes:
    """The body: ``length`` bytes, or (chunked, ``length`` None) all of it up to ``limit``;
    within ``seconds`` when the client's socket is at hand (under gunicorn)."""
    body = bytearray()
    wanted = limit + 1 if length is None else length
    deadline = time.monotonic() + seconds
    before = client.gettimeout() if client is not None else None
    try:
        while len(body) < wanted:
            if client is not None:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise TimeoutError
                client.settimeout(left)
            try:
                piece = stream.read(min(_READ, wanted - len(body)))
            except (TimeoutError, socket.timeout):
                raise
            except Exception as exc:  # noqa: BLE001 - the server's own parse errors
                # (gunicorn's InvalidChunkSize, ChunkMissingTerminator, NoMoreData...): a
                # chunked body the client garbled or cut short is its mistake, never a 500.
                raise Problem(400, "Bad Request", "the request body's chunked encoding "
                              "cannot be read") from exc
            if not piece:
                if length is not None:
                    raise Problem(400, "Bad Request", f"the request body ended after "
                                  f"{len(body)} of the {length} bytes its Content-Length "
                                  f"announced")
                return bytes(body)
            body += piece
    except (TimeoutError, socket.timeout):
        raise Problem(408, "Request Timeout", f"the request body did not arrive within "
                      f"{seconds:g} s", {"Connection": "close"}) from None
    finally:
        if client is not None:
            try:
                client.settimeout(before)
            except OSError:
                pass
    if length is None:
        raise Problem(413, "Payload Too Large", f"the request body is larger than {limit} bytes")
    return bytes(body)


def install_guards(app: Flask, settings: Settings) -> None:
    if settings.proxy_hops:
        hops = settings.proxy_hops
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=hops, x_proto=hops,  # type: ignore
                                x_host=hops, x_port=hops, x_prefix=hops)
    allowed = settings.host_names

    @app.before_request
    def _guard() -> None:
        g.kg_arrival = time.monotonic()
        if not request.environ.get("HTTP_HOST") \
                and request.environ.get("SERVER_PROTOCOL") == "HTTP/1.1":
            # RFC 9112 3.2: an HTTP/1.1 request without Host is a 400 (links would be made
            # from the server's own address instead)
            raise Problem(400, "Bad Request", "an HTTP/1.1 request must send a Host header")
        if host_refused(allowed, request.host):
            raise Problem(400, "Bad Request", "this server does not answer to that host name")
        environ = request.environ
        length = request.content_length
        chunked = length is None \
            and "chunked" in environ.get("HTTP_TRANSFER_ENCODING", "").lower()
        if chunked or (length or 0) > 0:
            if length is not None and length > settings.max_body_bytes:
                raise Problem(413, "Payload Too Large", f"the request body is larger than "
                              f"{settings.max_body_bytes} bytes")
            client = environ.get("gunicorn.socket")  # gevent's own socket class, not socket's
            body = _read_bounded(environ["wsgi.input"], settings.max_body_bytes, length,
                                 client if hasattr(client, "settimeout") else None,
                                 settings.body_seconds)
            environ["wsgi.input"] = io.BytesIO(body)
            environ["CONTENT_LENGTH"] = str(len(body))
            environ.pop("HTTP_TRANSFER_ENCODING", None)
            environ.pop("wsgi.input_terminated", None)
