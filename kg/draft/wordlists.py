"""Regular expressions built from lists of words, so that a list a rule reads is written
once and the pattern is made from it.
"""

from __future__ import annotations

from collections.abc import Iterable


def one_of(words: Iterable[str]) -> str:
    """A group that matches any one of ``words``, tried in the order given (each word may
    hold a pattern of its own: "organi[sz]ation").

    >>> import re
    >>> bool(re.fullmatch(one_of(("ministry", "organi[sz]ation")), "organization"))
    True
    """
    return "(?:" + "|".join(words) + ")"
