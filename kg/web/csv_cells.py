"""CSV cells that a spreadsheet shows as text, never runs as a formula.

A spreadsheet opening a CSV file takes a cell that starts with ``=``, ``+``, ``-`` or ``@``
(or a tab or carriage return before one) as a formula: a claim's text or an article's title
written by someone else could run ``=HYPERLINK(...)`` or worse on a reader's machine. The
OWASP rule: such a cell gets a leading apostrophe, which spreadsheets take as "this is
text" and do not show::

    neutralised("=1+1")        -> "'=1+1"
    neutralised("-5 per cent") -> "'-5 per cent"
    neutralised("Lima")        -> "Lima"
"""

from __future__ import annotations

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def neutralised(value: object) -> str:
    """The cell's text as a spreadsheet shows it as text ("" for None)."""
    text = "" if value is None else str(value)
    return "'" + text if text.startswith(FORMULA_STARTS) else text
