"""`kg serve`: the app under gunicorn, one store opened read-only in every worker."""

from __future__ import annotations

import gc
from typing import Any

from gunicorn.app.base import BaseApplication

from .config import Settings

# Gunicorn kills a worker that is silent this long; a query is stopped well before.
WORKER_GRACE = 30


class GunicornServer(BaseApplication):
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        super().__init__()

    def load_config(self) -> None:
        options: dict[str, Any] = {
            "bind": f"{self.settings.host}:{self.settings.port}",
            "workers": self.settings.workers,
            "threads": self.settings.threads,
            # gthread keeps connections alive (the sync worker closes each one), which
            # matters for SPARQL clients that send many small queries.
            "worker_class": "gthread",
            "keepalive": 5,
            # On shutdown, idle keep-alive connections are not waited for beyond this.
            "graceful_timeout": 10,
            "timeout": int(self.settings.query_timeout) + WORKER_GRACE,
            "accesslog": "-",
            "errorlog": "-",
            "preload_app": False,  # each worker opens the store itself, after the fork
            "proc_name": "diplokg",
            "control_socket_disable": True,  # several servers may run side by side
        }
        for key, value in options.items():
            self.cfg.set(key, value)
        self.cfg.set("worker_exit", _close_store)

    def load(self) -> Any:
        from .web import create_app

        app = create_app(self.settings)
        # What the app holds for its lifetime (the ontology, templates, the store) is never
        # garbage: out of the collector's sight, its full passes pause requests less.
        gc.freeze()
        return app


def _close_store(_server: Any, worker: Any) -> None:
    """Stop the worker's query runners when it exits."""
    app = getattr(worker, "wsgi", None)
    site = getattr(app, "extensions", {}).get("kg") if app is not None else None
    if site is not None:
        site.published.close()


def serve(settings: Settings) -> None:
    GunicornServer(settings).run()
