"""``python -m bench NAME [options]``: the maintained benchmarks behind one command.

    python -m bench build  --articles 1000                  full and incremental builds
    python -m bench build  --data DIR --against REV         full builds, this checkout and REV in turn
    python -m bench serve  --out OUT --label L              the query mix: this endpoint and Virtuoso
    python -m bench pages  --out OUT --label L [--against REV]   entity pages, documents, downloads
    python -m bench remote --out OUT --label L              publishing into and serving from Virtuoso
    python -m bench search --out OUT --label L [--against REV]   search, browse and the claims explorer
    python -m bench draft                                   kg draft against the readings, per kind
    python -m bench draft-scale [--against REV]             kg draft's time as texts grow
    python -m bench soak   --articles 300                   kg serve under hostile input and load
    python -m bench synth  --articles 1000 --out DIR        write a synthetic corpus

REV is a git revision (a worktree of it is made under bench/work/) or a folder holding
another checkout. Every benchmark prints its figures; ``--record FILE`` appends them to FILE.
The current figures, and the command that reproduced each, are in docs/performance.md.
"""

from __future__ import annotations

import runpy
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

# name: (the script alone, the script with --against)
SCRIPTS = {
    "build": ("build.py", "build_versus.py"),
    "serve": ("run.py", None),
    "pages": ("pages.py", "pages_versus.py"),
    "remote": ("remote.py", None),
    "search": ("analyst.py", "search_versus.py"),
    "draft": ("draft_eval.py", None),
    "draft-scale": ("draft_scale.py", "draft_scale.py"),
    "soak": ("soak.py", None),
    "synth": ("synth.py", None),
}


def _against(arguments: list[str]) -> tuple[list[str], bool]:
    """The arguments with --against's revision replaced by the folder of its checkout."""
    if "--against" not in arguments:
        return arguments, False
    from against import checkout_of
    at = arguments.index("--against")
    if at + 1 >= len(arguments):
        raise SystemExit("--against needs a revision or a folder")
    return arguments[:at + 1] + [str(checkout_of(arguments[at + 1]))] + arguments[at + 2:], True


def main(argv: list[str]) -> None:
    if not argv or argv[0] in ("-h", "--help") or argv[0] not in SCRIPTS:
        print(__doc__)
        raise SystemExit(0 if not argv or argv[0] in ("-h", "--help") else 2)
    sys.path.insert(0, str(HERE))
    arguments, versus = _against(argv[1:])
    alone, beside = SCRIPTS[argv[0]]
    if versus and beside is None:
        raise SystemExit(f"{argv[0]} has no --against: run it in each checkout")
    script = HERE / (beside if versus else alone)
    sys.argv = [str(script), *arguments]
    runpy.run_path(str(script), run_name="__main__")


if __name__ == "__main__":
    main(sys.argv[1:])
