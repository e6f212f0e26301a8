"""How the project starts a fresh Python interpreter on one of its own modules (the server
process, a query runner, the query parser's sandbox).

``python -m kg.serve.main`` puts the current directory first on ``sys.path``: started from
a folder holding another ``kg/`` (a second clone, a decoy), that folder's code ran instead of
the installed project's, with its own static files. ``-P`` (Python 3.11) keeps the current
directory, and a script's folder, off ``sys.path``, so that ``kg`` is the installed package
whatever the directory::

    module_command("kg.serve.main") -> [sys.executable, "-P", "-m", "kg.serve.main"]
"""

from __future__ import annotations

import sys


def python_command(*args: str) -> list[str]:
    """The interpreter that runs this process, with no unsafe path first on sys.path."""
    return [sys.executable, "-P", *args]


def module_command(module: str, *args: str) -> list[str]:
    """The command that runs the installed ``module`` with ``args``."""
    return python_command("-m", module, *args)
