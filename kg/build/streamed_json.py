"""JSON written as it is made, for documents too large to hold: a manifest that lists every
article of a build.

``write_json`` writes the text ``json.dumps(value, indent=2, sort_keys=True)`` would, plus a
newline, but a list may be a ``Streamed`` (its items come from an iterator) and an object a
``StreamedItems`` (its members come from an iterator, already in key order): neither is
held whole.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Iterable, Iterator, TextIO

INDENT = "  "


class Streamed:
    """A JSON array whose items come from an iterator (read once)."""

    def __init__(self, items: Iterable[Any]) -> None:
        self.items = iter(items)


class StreamedItems:
    """A JSON object whose (key, value) members come from an iterator, in key order."""

    def __init__(self, members: Iterable[tuple[str, Any]]) -> None:
        self.members = iter(members)


def write_json(path: Path, value: Any) -> None:
    """Write ``value`` as indented JSON with sorted keys (see the module's docstring), into
    a file beside ``path`` renamed onto it: a reader never sees half of it."""
    partial = path.with_name(f".{path.name}.partial")
    with open(partial, "w", encoding="utf-8") as out:
        _write(out, value, 0)
        out.write("\n")
    os.replace(partial, path)


def _write(out: TextIO, value: Any, level: int) -> None:
    if isinstance(value, (dict, StreamedItems)):
        members = (value.members if isinstance(value, StreamedItems)
                   else iter(sorted(value.items())))
        _write_members(out, ((json.dumps(_key(k)) + ": ", v) for k, v in members), "{", "}",
                       level)
    elif isinstance(value, (list, tuple, Streamed)):
        items = value.items if isinstance(value, Streamed) else iter(value)
        _write_members(out, (("", v) for v in items), "[", "]", level)
    else:
        out.write(json.dumps(value))


def _key(key: Any) -> str:
    """An object's key as json writes it: a string, or a number or constant turned into one."""
    if isinstance(key, str):
        return key
    if key is None or isinstance(key, (bool, int, float)):
        return json.dumps(key)
    raise TypeError(f"keys must be str, int, float, bool or None, not {type(key).__name__}")


def _write_members(out: TextIO, members: Iterator[tuple[str, Any]], opening: str,
                   closing: str, level: int) -> None:
    inner = "\n" + INDENT * (level + 1)
    first = True
    for prefix, value in members:
        out.write((opening if first else ",") + inner + prefix)
        _write(out, value, level + 1)
        first = False
    out.write(opening + closing if first else "\n" + INDENT * level + closing)
