"""What `kg build` would say about one mapping file now: the loader's errors, the items
still drafts, and, once the file loads, the shapes' verdict on its graph (drafted items
included, as `--include-drafts` maps them), each at its file and line, as JSON on stdout.

The review page runs it in a child process (``python -I -m kg.review_check FILE``) with a
time limit: the loader's checks of a large or broken draft (a "did you mean" searched over
a long text for every quote not found) and the SHACL gate take seconds of CPU, which in the
server's process would hold every request of its worker; and the server never loads the
build's code, which this process alone imports.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
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
        return ([{"file": str(e.file), "line": e.line, "message": e.message} for e in errors]
                + shape_errors(mapping_file))
    return [{"file": str(e.file), "line": e.line, "message": e.message} for e in errors]


def shape_errors(mapping_file: Path) -> list[dict]:
    """The shapes' violations of the article's graph, drafted items included: the article's
    folder alone is validated, from a copy, so that the rest of the data folder costs
    nothing; the messages name the file under review."""
    from kg.build.publish import validate_all  # the build's code, in this process only
    from kg.config import Settings, SettingsError

    folder = mapping_file.parent
    with tempfile.TemporaryDirectory(prefix="kg-review-") as scratch:
        copy = Path(scratch) / "data" / folder.name
        shutil.copytree(folder, copy, symlinks=True)
        try:
            settings = Settings.load(os.environ, data_dir=copy.parent, include_drafts=True)
            report = validate_all(settings)
        except (SourceError, SettingsError, OSError) as exc:
            return [{"file": str(mapping_file), "line": None,
                     "message": f"the shapes could not be checked: {exc}"}]
        found = []
        for violation in report.violations:
            where = (violation.where or "").replace(str(copy / mapping_file.name),
                                                    str(mapping_file))
            place, _, line = where.rpartition(":")
            found.append({"file": place or str(mapping_file),
                          "line": int(line) if line.isdigit() else None,
                          "message": "shape violation: " + str(violation).split(": ", 1)[-1]
                          if violation.where else "shape violation: " + str(violation)})
        return found


def main(arguments: list[str]) -> int:
    if len(arguments) != 1:
        print("usage: python -m kg.review_check MAPPING_FILE", file=sys.stderr)
        return 2
    json.dump(check(Path(arguments[0])), sys.stdout, ensure_ascii=False)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
