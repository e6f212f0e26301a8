"""`kg serve`: the app under gunicorn, one store opened read-only in every worker.

The workers are gevent workers: each connection waits in a greenlet of its own, so a client
that is slow to send its request or to read the answer holds nothing that others need, and
a query waiting for its runner (a child process, see kg.store.runner) costs no thread.
"""

from __future__ import annotations

from functools import partial
import gc
import socket
import time
from typing import Any

import gevent
from gunicorn.app.base import BaseApplication
from gunicorn.config import AccessLogFormat
from gunicorn.glogging import Logger
from gunicorn.http.errors import LimitRequestLine
from gunicorn.workers.ggevent import GeventWorker

from kg.config import Settings
from kg.serve.least_connections import LeastConnectionsServer, OpenConnections

# Gunicorn kills a worker that is silent this long; a query is stopped well before.
WORKER_GRACE = 30

# The longest request line read (method, target, version): gunicorn's largest, twice its
# default of 4,094. SPARQLWrapper and rdflib's SPARQLStore send a query by GET unless told
# otherwise, and a query of a few dozen lines with its prefixes is 4 to 8 KB once
# percent-encoded; a longer one is a 414 that says to POST it.
REQUEST_LINE_BYTES = 8190

# After gunicorn's own error answer (a 400, 414 or 431 for a request it cannot parse), what
# the client still sends is read and dropped, for this long and this much at most, before
# the connection is closed. Closed with unread input, a socket is reset, and the reset can
# reach the client before it has read the answer, which is then lost (Apache's "lingering
# close" is for the same).
LINGER_SECONDS = 2.0
LINGER_BYTES = 1 << 20


class _HeaderedSocket:
    """A client socket that adds the site's security headers to gunicorn's own error answers
    (400, 414, 431 for requests it cannot parse), which the app never sees."""

    def __init__(self, client: Any, headers: bytes) -> None:
        self._client = client
        self._headers = headers

    def sendall(self, data: bytes) -> Any:
        head_end = data.find(b"\r\n")
        if data.startswith(b"HTTP/") and head_end > 0:
            data = data[:head_end + 2] + self._headers + data[head_end + 2:]
        return self._client.sendall(data)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._client, name)


class _LongRequestLine(LimitRequestLine):
    """gunicorn's 414, with what to do about it in its message."""

    def __str__(self) -> str:
        return (f"{super().__str__()}: a query this long is sent by POST, as "
                f"application/sparql-query or a form")


class Worker(GeventWorker):
    # Set in the master before the fork (_assign_slot): this worker's place in the table of
    # open connections, or None when connections are not balanced (one worker, or no slot).
    kg_slot: int | None = None

    @property
    def server_class(self) -> Any:
        # gunicorn builds each listener's server from server_class when a worker names one
        # (its pywsgi worker's hook); this one is gunicorn's own StreamServer setup, with
        # gunicorn's HTTP parser, whose worker accepts only as the least busy (see
        # kg.serve.least_connections). Without a slot, gunicorn's plain StreamServer is used.
        counts = getattr(self.app, "open_connections", None)
        if counts is None or self.kg_slot is None:
            return None
        return partial(self._least_connections_server, counts, self.kg_slot)

    def _least_connections_server(self, counts: OpenConnections, slot: int, listener: Any,
                                  *, spawn: Any, ssl_context: Any = None,
                                  **_pywsgi_options: Any) -> LeastConnectionsServer:
        ssl = {"ssl_context": ssl_context} if ssl_context is not None else {}
        return LeastConnectionsServer(listener, handle=partial(self.handle, listener),
                                      spawn=spawn, counts=counts, slot=slot, **ssl)

    def handle_request(self, listener_name: Any, req: Any, sock: Any, addr: Any) -> Any:
        try:
            return super().handle_request(listener_name, req, sock, addr)
        finally:
            # A keep-alive client that sends its next request at once finds it read as soon
            # as this greenlet asks for it: served again and again without a switch, it
            # starves this process's other connections (at 4 clients, a tenth of requests
            # waited over 50 ms while the median took 3). Each request ends with a turn
            # for every other connection that has something to do.
            gevent.idle()

    def handle_error(self, req: Any, client: Any, addr: Any, exc: Exception) -> None:
        from kg.web import SECURITY_HEADERS

        headers = "".join(f"{name}: {value}\r\n" for name, value in SECURITY_HEADERS.items())
        if type(exc) is LimitRequestLine:
            exc = _LongRequestLine(exc.size, exc.max_size)
        super().handle_error(req, _HeaderedSocket(client, headers.encode("latin-1")), addr,
                             exc)
        drain_before_close(client)


def drain_before_close(client: Any, seconds: float = LINGER_SECONDS,
                       limit: int = LINGER_BYTES) -> None:
    """Say the answer is complete (a FIN after it), then read what the client sends until
    it closes, ``seconds`` pass or ``limit`` bytes are read; the caller closes. With gevent's
    sockets the wait is a greenlet's, not the worker's."""
    try:
        client.shutdown(socket.SHUT_WR)
    except OSError:  # (already gone)
        return
    deadline = time.monotonic() + seconds
    read = 0
    try:
        while read < limit:
            left = deadline - time.monotonic()
            if left <= 0:
                return
            client.settimeout(left)
            piece = client.recv(65536)
            if not piece:
                return
            read += len(piece)
    except OSError:  # (a timeout is one)
        return


class AccessLog(Logger):
    """gunicorn's access log line in its default format (Apache's combined one), written
    without first putting every request header, response header and environ variable into a
    dictionary of atoms, as gunicorn does for any format: that was a tenth of a worker's
    time on a cheap lookup (py-spy, 4 clients). Any other format is gunicorn's own."""

    def access(self, resp: Any, req: Any, environ: dict, request_time: Any) -> None:
        if self.cfg.access_log_format != AccessLogFormat.default or not self.access_log_enabled:
            return super().access(resp, req, environ, request_time)
        status = resp.status
        if isinstance(status, str):
            status = status.split(None, 1)[0]
        sent = getattr(resp, "sent", None)
        user = self._get_user(environ) if "HTTP_AUTHORIZATION" in environ else None
        fields = [environ.get("REMOTE_ADDR", "-"), user or "-",
                  f"{environ['REQUEST_METHOD']} {environ['RAW_URI']} "
                  f"{environ['SERVER_PROTOCOL']}",
                  environ.get("HTTP_REFERER", "-"), environ.get("HTTP_USER_AGENT", "-")]
        # as gunicorn's atoms do: a quote inside a field is escaped
        address, user, line, referer, agent = (
            f.replace('"', '\\"') if isinstance(f, str) else f for f in fields)
        try:
            self.access_log.info('%s - %s %s "%s" %s %s "%s" "%s"', address, user, self.now(),
                                 line, status, "-" if sent is None else sent, referer, agent)
        except Exception:
            self.exception("the access log line could not be written")


class GunicornServer(BaseApplication):
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        # Made in the master before any worker is forked, so that all of them share it; room
        # for the workers of a reload, which start before the old ones stop.
        self.open_connections = (OpenConnections(2 * settings.workers + 2)
                                 if settings.workers > 1 else None)
        super().__init__()

    def load_config(self) -> None:
        options: dict[str, Any] = {
            "bind": f"{self.settings.host}:{self.settings.port}",
            "workers": self.settings.workers,
            "worker_class": f"{Worker.__module__}.{Worker.__qualname__}",
            "worker_connections": self.settings.connections,
            "keepalive": 5,
            "limit_request_line": REQUEST_LINE_BYTES,
            # On shutdown, idle keep-alive connections are not waited for beyond this.
            "graceful_timeout": 10,
            "timeout": int(self.settings.query_timeout) + WORKER_GRACE,
            "accesslog": "-",
            "logger_class": f"{AccessLog.__module__}.{AccessLog.__qualname__}",
            "errorlog": "-",
            "preload_app": False,  # each worker opens the store itself, after the fork
            "proc_name": "diplokg",
            "control_socket_disable": True,  # several servers may run side by side
        }
        for key, value in options.items():
            self.cfg.set(key, value)
        self.cfg.set("worker_exit", _close_store)
        if self.open_connections is not None:
            self.cfg.set("pre_fork", _assign_slot)
            self.cfg.set("child_exit", _free_slot)

    def load(self) -> Any:
        from kg.web import create_app

        app = create_app(self.settings)
        # What the app holds for its lifetime (the ontology, templates, the store) is never
        # garbage: out of the collector's sight, its full passes pause requests less.
        gc.freeze()
        return app


def _assign_slot(arbiter: Any, worker: Any) -> None:
    """In the master, before the fork: a slot of the open-connections table no live worker
    holds."""
    counts = arbiter.app.open_connections
    worker.kg_slot = counts.free_slot(w.kg_slot for w in arbiter.WORKERS.values())


def _free_slot(arbiter: Any, worker: Any) -> None:
    """In the master, once a worker has exited: its slot is nobody's, never the fewest."""
    if worker.kg_slot is not None:
        arbiter.app.open_connections.release(worker.kg_slot)


def _close_store(_server: Any, worker: Any) -> None:
    """Stop the worker's query runners, and close its files, when it exits."""
    app = getattr(worker, "wsgi", None)
    site = getattr(app, "extensions", {}).get("kg") if app is not None else None
    if site is not None:
        site.close()


def serve(settings: Settings) -> None:
    GunicornServer(settings).run()
