"""The server process of `kg serve`: ``python -m kg.serve.main``, settings from KG_*.

`kg serve` builds first when nothing is published, then replaces itself with this process,
which loads only the server: neither the build pipeline (mappers, pySHACL) nor anything
that gevent's workers must patch before it is imported."""

import os
import sys

from kg.config import Settings, SettingsError
from kg.serve.server import serve

if __name__ == "__main__":
    try:
        settings = Settings.load(os.environ)
    except SettingsError as exc:
        print(f"error: {exc}", file=sys.stderr)
        sys.exit(3)
    serve(settings)
