"""Whole numbers from what a request carries (?page=, ?limit=, a query's LIMIT), read safely.

Python's ``int()`` refuses a text of more than 4,300 digits with a ValueError (a probe's
``?page=`` of 4,400 digits was a 500), takes "²" and "٥" as digits, and spends time on a
long text. ``whole_number`` reads ASCII digits only, and a number beyond the most the
caller will take reads as one past it, however many digits it has::

    whole_number("3", most=100)          -> 3
    whole_number("1" + "0" * 5000, 100)  -> 101  (past the most: the caller refuses or caps)
    whole_number("0" * 5000 + "7", 100)  -> 7
    whole_number("²", 100)               -> None (not a whole number)
"""

from __future__ import annotations


def whole_number(text: str | None, most: int) -> int | None:
    """``text`` as a whole number of ASCII digits, at most ``most + 1`` (any larger number
    reads as that); None when ``text`` is missing, empty or anything but ASCII digits."""
    if not text or not (text.isascii() and text.isdigit()):
        return None
    digits = text.lstrip("0") or "0"
    if len(digits) > len(str(most)):
        return most + 1
    return min(int(digits), most + 1)
