"""The mapping input's errors, and what their messages share.

A SourceError is located at ``file:line``; SourceErrors holds every one found in a run, so
that a reviewer mends them all in one pass. A message about a key points to its description
in docs/mapping.md (key_anchor), quotes a long text by its first words (short) and offers
the closest known word for one mistyped (did_you_mean).
"""

from __future__ import annotations

import difflib
import re
from pathlib import Path
from typing import Any

# The reference of the mapping format; error messages about a key point into it.
MAPPING_DOC = "docs/mapping.md"
REVIEW_DOC = "docs/review.md#what-makes-an-item-reviewed"


class SourceError(Exception):
    """A mistake in the input, located at ``file:line``."""

    def __init__(self, file: Path | str, line: int | None, message: str) -> None:
        self.file = Path(file)
        self.line = line
        self.message = message
        super().__init__(str(self))

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else f"{self.file}"
        return f"{where}: {self.message}"


class SourceErrors(SourceError):
    """Every mistake found in one run, each at its own ``file:line``."""

    def __init__(self, errors: list[SourceError]) -> None:
        self.errors = list(errors)
        first = self.errors[0]
        super().__init__(first.file, first.line, first.message)

    def __str__(self) -> str:
        return "\n".join(SourceError.__str__(e) for e in self.errors)


def short(text: str, most: int = 80) -> str:
    """A text as a message quotes it: its first words when it is long."""
    return text if len(text) <= most else text[:most - 3] + "..."


def key_anchor(section: str, key: str | None = None) -> str:
    """Where docs/mapping.md describes a section (``file``: the file's top level) or one of
    its keys: docs/mapping.md#entities, docs/mapping.md#entities-of_state."""
    return f"{MAPPING_DOC}#{section}-{key}" if key else f"{MAPPING_DOC}#{section}"


def did_you_mean(word: str, choices: Any) -> str:
    """"; did you mean 'x'?" with the choice closest to a mistyped word, or ""."""
    choices = list(choices)
    # (the same words first: "foreign-ministry-of-peru" is nearer in spelling to
    # "prime-minister-of-peru" than to "peruvian-foreign-ministry")
    close = _same_words(word, choices) \
        or difflib.get_close_matches(word, choices, n=1, cutoff=0.75)
    return f"; did you mean '{close[0]}'?" if close else ""


# Words an id may add or drop without naming another thing ("foreign-ministry-of-lithuania").
_FILLERS = {"of", "the", "in", "to", "for", "and"}


def _same_words(word: str, choices: list[str]) -> list[str]:
    """The one choice whose words are the word's in another order, "of" and the like aside,
    a word standing for another that it begins or ends ("peru" for "peruvian"):
    "lithuanian-foreign-ministry" for "foreign-ministry-of-lithuania". None when several are."""
    wanted = _words(word)
    found = [c for c in choices if isinstance(c, str) and _match(wanted, _words(c))] \
        if wanted else []
    return found if len(found) == 1 else []


def _words(slug: str) -> list[str]:
    return sorted(part for part in re.split(r"[-_]", slug.lower())
                  if part and part not in _FILLERS)


def _match(these: list[str], those: list[str]) -> bool:
    def alike(a: str, b: str) -> bool:
        return a == b or (min(len(a), len(b)) >= 4 and (a.startswith(b) or b.startswith(a)))

    return len(these) == len(those) and all(any(alike(a, b) for b in those) for a in these) \
        and all(any(alike(a, b) for a in these) for b in those)
