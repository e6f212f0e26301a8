"""Regular expressions built from word lists: a rule's words written once, as words, and
the pattern made from them.

    one_of("denied denies deny")           ->  "(?:denied|denies|deny)"
    one_of(("ministry", "organi[sz]ation"))  ->  "(?:ministry|organi[sz]ation)"

The words keep their order (an alternation tries them in it); a word may itself be a
pattern ("allegations?", "called\\s+false").
"""

from __future__ import annotations

from collections.abc import Iterable


def one_of(words: str | Iterable[str]) -> str:
    """A non-capturing group that matches any one of ``words``, tried in their order:
    blank-separated words in a string, or a sequence of words (each may hold blanks or a
    pattern of its own).

    >>> import re
    >>> bool(re.fullmatch(one_of(("ministry", "organi[sz]ation")), "organization"))
    True
    """
    listed = words.split() if isinstance(words, str) else list(words)
    if not listed or not all(listed):
        # "(?:)" would match anywhere: a rule built from an empty list is a mistake
        raise ValueError(f"one_of needs words, not {words!r}")
    return "(?:" + "|".join(listed) + ")"
