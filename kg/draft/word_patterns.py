"""Regular expressions built from word lists: a rule's words written once, as words.

    one_of("denied denies deny")  ->  "(?:denied|denies|deny)"

The words keep their order (an alternation tries them in it); a word may itself be a
pattern ("allegations?", "called\\s+false").
"""

from __future__ import annotations


def one_of(words: str) -> str:
    """A non-capturing alternation of the blank-separated ``words``, in their order."""
    return "(?:" + "|".join(words.split()) + ")"
