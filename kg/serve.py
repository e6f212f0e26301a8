"""`kg serve`: the app under gunicorn, one store opened read-only in every worker."""

from __future__ import annotations

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
            "worker_class": "gthread" if self.settings.threads > 1 else "sync",
            "timeout": int(self.settings.query_timeout) + WORKER_GRACE,
            "accesslog": "-",
            "errorlog": "-",
            "preload_app": False,  # each worker opens the store itself, after the fork
            "proc_name": "diplokg",
            "control_socket_disable": True,  # several servers may run side by side
        }
        for key, value in options.items():
            self.cfg.set(key, value)

    def load(self) -> Any:
        from .web import create_app

        return create_app(self.settings)


def serve(settings: Settings) -> None:
    GunicornServer(settings).run()
