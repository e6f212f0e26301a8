"""What every request passes before a view sees it: its arrival time, its Host, its body.

- A query's time limit counts from the request's arrival, not from when a runner took it.
- Absolute links (pages, VoID, the service description, redirects) are made from the Host
  the client sent, so only the site's own host names are answered: any other Host is a 400,
  never echoed, and never a new entry in a per-host memo. Behind trusted proxies
  (Settings.proxy_hops) their X-Forwarded-* headers say what the client asked for.
- A body sent in chunks has no length to check up front: it is read up to the cap, and one
  byte more is a 413, never a body cut short and parsed.
"""

from __future__ import annotations

import io
import time

from flask import Flask, g, request
from werkzeug.middleware.proxy_fix import ProxyFix

from ..config import Settings
from .errors import Problem

_READ = 64 * 1024


def arrival() -> float:
    """When this request arrived (time.monotonic())."""
    return g.get("kg_arrival", time.monotonic())


def remaining(limit: float) -> float:
    """Seconds left of ``limit`` since the request arrived."""
    return limit - (time.monotonic() - arrival())


def _host_name(host: str) -> str:
    host = host.strip().lower()
    if host.startswith("["):
        return host[1:host.find("]")] if "]" in host else host
    return host.rsplit(":", 1)[0] if host.count(":") == 1 else host


def _read_bounded(stream, limit: int) -> bytes:
    body = bytearray()
    while len(body) <= limit:
        try:
            piece = stream.read(min(_READ, limit + 1 - len(body)))
        except Exception as exc:  # noqa: BLE001 - the server's own parse errors
            # (gunicorn's InvalidChunkSize, ChunkMissingTerminator, NoMoreData...): a
            # chunked body the client garbled or cut short is its mistake, never a 500.
            raise Problem(400, "Bad Request", "the request body's chunked encoding cannot "
                          "be read") from exc
        if not piece:
            return bytes(body)
        body += piece
    raise Problem(413, "Payload Too Large", f"the request body is larger than {limit} bytes")


def install_guards(app: Flask, settings: Settings) -> None:
    if settings.proxy_hops:
        hops = settings.proxy_hops
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=hops, x_proto=hops,  # type: ignore
                                x_host=hops, x_port=hops, x_prefix=hops)
    allowed = settings.host_names

    @app.before_request
    def _guard() -> None:
        g.kg_arrival = time.monotonic()
        if allowed is not None and _host_name(request.host) not in allowed:
            raise Problem(400, "Bad Request", "this server does not answer to that host name")
        environ = request.environ
        if request.content_length is None \
                and "chunked" in environ.get("HTTP_TRANSFER_ENCODING", "").lower():
            body = _read_bounded(environ["wsgi.input"], settings.max_body_bytes)
            environ["wsgi.input"] = io.BytesIO(body)
            environ["CONTENT_LENGTH"] = str(len(body))
            environ.pop("HTTP_TRANSFER_ENCODING", None)
            environ.pop("wsgi.input_terminated", None)
