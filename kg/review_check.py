"""What `kg build` would say about one mapping file now: the loader's errors and the items
still marked `review: draft`, each at its file and line, as JSON on stdout.

The review page runs it in a child process (``python -I -m kg.review_check FILE``) with a
time limit: the loader's checks of a large or broken draft (a "did you mean" searched over
a long text for every quote not found) take seconds of CPU, which in the server's process
would hold every request of its worker.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from kg.source import SourceError, SourceErrors, drafts_error, parse_article


def check(mapping_file: Path) -> list[dict]:
    """Each error the build would give for this file: {"file", "line", "message"}."""
    try:
        article = parse_article(mapping_file)
    except SourceError as exc:
        errors = exc.errors if isinstance(exc, SourceErrors) else [exc]
    else:
        refused = drafts_error([article])
        errors = refused.errors if refused is not None else []
    return [{"file": str(e.file), "line": e.line, "message": e.message} for e in errors]


def main(arguments: list[str]) -> int:
    if len(arguments) != 1:
        print("usage: python -m kg.review_check MAPPING_FILE", file=sys.stderr)
        return 2
    json.dump(check(Path(arguments[0])), sys.stdout, ensure_ascii=False)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
