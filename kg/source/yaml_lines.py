"""YAML read with line numbers: each string and mapping remembers the line it was written on.

Dates stay strings (the loader checks them itself), a repeated key or a key that is a list
is an error at its line, and a parser's complaint comes with a hint at its usual cause.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml

from kg.bounded_files import FileRefused, read_bounded
from kg.source.errors import SourceError
from kg.source.files import MOST_MAPPING_BYTES


class LineStr(str):
    """A YAML string that remembers the line it was written on."""

    line: int = 0


class LineDict(dict):
    """A YAML mapping that remembers its own line and the line of each key."""

    line: int = 0
    key_lines: dict[str, int]


def _loader_base() -> type:
    return getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _Loader(_loader_base()):  # type: ignore[misc]
    """SafeLoader that keeps dates as strings (we check them ourselves) and records lines."""


_Loader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:timestamp"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


class _DuplicateKey(Exception):
    def __init__(self, key: str, line: int, first_line: int) -> None:
        self.key, self.line, self.first_line = key, line, first_line


class _BadKey(Exception):
    """A mapping key that is a list or a mapping (YAML's `? [a, b]`)."""

    def __init__(self, line: int) -> None:
        super().__init__(line)
        self.line = line


def _construct_str(loader: Any, node: yaml.ScalarNode) -> LineStr:
    value = LineStr(loader.construct_scalar(node))
    value.line = node.start_mark.line + 1
    return value


def _construct_mapping(loader: Any, node: yaml.MappingNode) -> LineDict:
    result = LineDict()
    result.line = node.start_mark.line + 1
    result.key_lines = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        line = key_node.start_mark.line + 1
        if not isinstance(key, (str, int, float, bool)) and key is not None:
            raise _BadKey(line)
        if key in result.key_lines:
            raise _DuplicateKey(str(key), line, result.key_lines[key])
        result[key] = loader.construct_object(value_node, deep=True)
        result.key_lines[key] = line
    return result


_Loader.add_constructor("tag:yaml.org,2002:str", _construct_str)
_Loader.add_constructor("tag:yaml.org,2002:map", _construct_mapping)


def read_mapping(path: Path) -> tuple[bytes, str]:
    """A mapping file's bytes and their text, read once and no further than
    MOST_MAPPING_BYTES (a regular file only: see kg.bounded_files)."""
    try:
        data = read_bounded(path, MOST_MAPPING_BYTES)
        return data, data.decode("utf-8")
    except FileRefused as exc:
        raise SourceError(path, None, f"the mapping file {exc.reason}") from None
    except OSError as exc:
        raise SourceError(path, None, f"the mapping file cannot be read "
                          f"({exc.strerror or exc})") from None
    except UnicodeDecodeError as exc:
        raise SourceError(path, None, f"not UTF-8 text ({exc.reason})") from None


def load_yaml(path: Path) -> Any:
    """A mapping file's YAML, its strings and mappings carrying their lines."""
    return load_yaml_text(read_mapping(path)[1], path)


def load_yaml_text(text: str, path: Path) -> Any:
    """YAML text read from ``path`` (which error messages name)."""
    try:
        return yaml.load(text, Loader=_Loader)  # noqa: S506 - _Loader is a SafeLoader
    except _BadKey as exc:
        raise SourceError(path, exc.line, "a key must be a plain word, not a list or a "
                          "mapping") from None
    except _DuplicateKey as exc:
        raise SourceError(path, exc.line,
                          f"key '{exc.key}' is repeated (first at line {exc.first_line})") from None
    except yaml.MarkedYAMLError as exc:
        problem = str(exc.problem or exc.context)
        mark = exc.problem_mark or exc.context_mark
        if "end of stream" in problem and "quoted" in str(exc.context) and exc.context_mark:
            mark = exc.context_mark  # where the quotation mark was opened
        line = mark.line + 1 if mark else None
        lines = text.splitlines()
        written = lines[line - 1] if line and line <= len(lines) else ""
        raise SourceError(path, line, f"malformed YAML: {problem}"
                                      f"{yaml_hint(problem, written)}") from None
    except yaml.YAMLError as exc:
        raise SourceError(path, None, f"malformed YAML: {exc}") from None


_QUOTED_THEN_MORE = re.compile(r"""^\s*(?:-\s+)?[\w-]+:\s*(["'])[^"']*\1\s*[^\s#]""")


def yaml_hint(problem: str, written: str) -> str:
    """What usually causes a YAML parser's complaint, from its words and the line it points
    at: an unquoted colon, a quotation mark inside a value, a mark never closed, a tab."""
    value = written.split(":", 1)[1].strip() if ":" in written else written.strip()
    if "\t" in problem or "\t" in written[:len(written) - len(written.lstrip())]:
        return "; hint: indent with spaces, not tabs"
    if "mapping values are not allowed" in problem:
        return (f"; hint: a value that holds a colon and a space must be in quotes, e.g. "
                f"{written.split(':', 1)[0].strip()}: \"{value}\"" if value else
                "; hint: a value that holds a colon and a space must be in quotes")
    if _QUOTED_THEN_MORE.match(written) or "expected key" in problem or \
            "found '<scalar>'" in problem:
        return ("; hint: a value that starts with a quotation mark ends at the next same mark: "
                "write it in the other kind of quotes ('He said \"no\"'), or double a single "
                "mark inside single quotes ('Peru''s envoy')")
    if "end of stream" in problem or "quoted scalar" in problem:
        return "; hint: a quotation mark opened on this line is never closed"
    if "cannot start any token" in problem:
        return "; hint: a value that starts with @, ` or % must be in quotes"
    if "indicator" in problem or "block" in problem:
        return ("; hint: this line's indentation does not match the lines before it (items "
                "of a list start with '- ' at one indentation, their keys under the first)")
    return ""
