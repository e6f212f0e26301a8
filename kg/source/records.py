"""One item of the mapping file read into its dataclass, each field by its kind (`_f`).

Every mistake is collected in the Context rather than raised at the first, each at its
line, and a message about a key's value points to the key's description.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

from kg.source.errors import SourceError, did_you_mean, key_anchor, short
from kg.source.evidence import locate, occurrences
from kg.source.model import LANGUAGE_TAG, ArticleMeta, Evidence, Labels, Quote, Sentence
from kg.source.yaml_lines import LineStr
from kg.uris import SLUG_MOST, is_slug


@dataclass
class Context:
    """The file being read, its text, and every mistake found in it so far."""

    file: Path
    text: str
    text_name: str
    sentences: tuple[Sentence, ...]
    # Every mistake is collected, so that a reviewer mends them all in one pass; ids of
    # items too broken to keep are remembered, so that references to them add no noise.
    errors: list[SourceError] = field(default_factory=list)
    broken_ids: set[str] = field(default_factory=set)
    warnings: list[SourceError] = field(default_factory=list)
    section: str = "article"  # the section of the item being read, for messages' anchors

    def error(self, line: int | None, message: str) -> SourceError:
        return SourceError(self.file, line, message)

    def report(self, line: int | None, message: str) -> None:
        self.errors.append(self.error(line, message))


def line_of(value: Any, default: int) -> int:
    return getattr(value, "line", 0) or default


def _check_date(ctx: Context, value: Any, line: int, name: str) -> str:
    text = str(value) if not isinstance(value, (dict, list)) else ""
    if not re.fullmatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", text):
        raise ctx.error(line, f"'{name}' must be a date written YYYY-MM-DD, got "
                              f"{_shown(value)}")
    try:
        dt.date.fromisoformat(text)
    except ValueError as exc:
        raise ctx.error(line, f"'{name}' is an impossible date '{text}': {exc}") from None
    # (with its line, as references keep theirs: a check across items points at the date)
    dated = LineStr(text)
    dated.line = line
    return dated



def _shown(value: Any) -> str:
    """A value as an error message quotes it: short, whatever its size (an alias bomb
    expands to gigabytes as text)."""
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return f"'{short(str(value))}'"


def _text_value(ctx: "Context", name: str, value: Any, line: int) -> str:
    """A value that must be text: YAML reads `no`, `on`, `12:30` or `0x1F` as other things,
    which would be published as "False", "True", "750" and "31"."""
    if isinstance(value, str):
        return value
    if isinstance(value, (dict, list)):
        raise ctx.error(line, f"'{name}' must be a single value, got {_shown(value)}")
    raise ctx.error(line, f"'{name}' must be text, but YAML reads it as "
                          f"{type(value).__name__} {_shown(value)}: write it in quotes")


def _as_list(value: Any) -> list[Any]:
    if value is None:
        return []
    return list(value) if isinstance(value, list) else [value]


def _convert(ctx: Context, name: str, meta: Mapping[str, Any], value: Any, line: int) -> Any:
    kind = meta["kind"]
    if kind in {"text", "quote", "slug", "ref", "choice", "year", "month"}:
        if kind == "year" and isinstance(value, int) and not isinstance(value, bool):
            value = str(value)
        text = _text_value(ctx, name, value, line)
        if kind == "slug" and not is_slug(text):
            raise ctx.error(line, f"'{name}' must be a slug of lower-case words joined by "
                            f"hyphens (at most {SLUG_MOST} characters), got {_shown(text)}")
        if kind == "choice" and text not in meta["choices"]:
            raise ctx.error(line, f"'{name}' must be one of {', '.join(meta['choices'])}; "
                            f"got {_shown(text)}")
        if kind == "year" and not re.fullmatch(r"[0-9]{4}", text):
            raise ctx.error(line, f"'{name}' must be a year written YYYY, got {_shown(text)}")
        if kind == "month" and not re.fullmatch(r"[0-9]{4}-(?:0[1-9]|1[0-2])", text):
            raise ctx.error(line, f"'{name}' must be a month of a year written YYYY-MM, got "
                            f"{_shown(text)}")
        if name == "language" and not LANGUAGE_TAG.fullmatch(text):
            raise ctx.error(line, f"'language' must be a language tag such as en or es-PE, "
                            f"got {_shown(text)}")
        return text
    if kind == "date":
        return _check_date(ctx, value, line, name)
    if kind == "dates":
        return tuple(_check_date(ctx, v, line_of(v, line), name) for v in _as_list(value))
    if kind in {"refs", "texts"}:
        items = _as_list(value)
        for item in items:
            if isinstance(item, (dict, list)):
                raise ctx.error(line_of(item, line), f"'{name}' takes plain values")
            _text_value(ctx, name, item, line_of(item, line))
        return tuple(LineStr(i) if not isinstance(i, LineStr) else i for i in items)
    if kind == "bool":
        if not isinstance(value, bool):
            raise ctx.error(line, f"'{name}' must be true or false, got {_shown(value)}")
        return value
    if kind == "int":
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise ctx.error(line, f"'{name}' must be a whole number, got {_shown(value)}")
        return value
    if kind == "labels":
        if isinstance(value, str):
            return Labels(en=str(value))
        if not isinstance(value, dict) or "en" not in value or set(value) - {"en", "es"}:
            raise ctx.error(line, f"'{name}' must be a text or a mapping with 'en' (and "
                            f"optionally 'es')")
        return Labels(en=_text_value(ctx, f"{name}.en", value["en"], line),
                      es=_text_value(ctx, f"{name}.es", value["es"], line)
                      if value.get("es") is not None else None)
    if kind == "evidence":
        found = []
        for item in _as_list(value):
            try:
                found.append(_evidence_item(ctx, item, line_of(item, line)))
            except SourceError as exc:
                ctx.errors.append(exc)
        return tuple(found)
    raise AssertionError(f"unknown field kind {kind}")  # pragma: no cover - a bug here


def _evidence_item(ctx: Context, item: Any, item_line: int) -> Evidence:
    if isinstance(item, dict):
        if set(item) - {"quote", "occurrence"} or "quote" not in item:
            raise ctx.error(item_line, f"an evidence item is a quote, or a mapping with "
                            f"'quote' and 'occurrence' ({key_anchor(ctx.section, 'evidence')})")
        occurrence = item.get("occurrence")
        if not isinstance(occurrence, int) or isinstance(occurrence, bool):
            raise ctx.error(item_line, f"'occurrence' must be a whole number "
                                       f"({key_anchor(ctx.section, 'evidence')})")
        return locate(ctx.text, ctx.sentences, _text_value(ctx, "quote", item["quote"],
                                                           item_line),
                      occurrence, ctx.file, item_line, ctx.text_name)
    return locate(ctx.text, ctx.sentences, _text_value(ctx, "evidence", item, item_line),
                  None, ctx.file, item_line, ctx.text_name)


def _quote_evidence(ctx: "Context", text: str, line: int) -> Evidence:
    try:
        return locate(ctx.text, ctx.sentences, text, None, ctx.file, line, ctx.text_name)
    except SourceError as exc:
        if "occurrence" not in exc.message:
            raise
        raise ctx.error(line, f"{exc.message} (a quotation says which in its evidence: "
                              f"evidence: [{{quote: ..., occurrence: N}}])") from None


def _check_quote_within(ctx: "Context", text: str, evidence: tuple[Evidence, ...],
                        line: int) -> None:
    """A quotation's words, given with evidence, must be the words of the article there."""
    if any(text in ctx.text[e.start:e.end] for e in evidence):
        return
    if not occurrences(ctx.text, text):
        locate(ctx.text, ctx.sentences, text, None, ctx.file, line, ctx.text_name)  # raises
    raise ctx.error(line, f"the quotation's text is not within its evidence: "
                          f"“{short(text)}”")


def parse_record(ctx: Context, cls: type, raw: Any, where: str, fallback_line: int) -> Any:
    """One item, or None when it is too broken to keep (its errors are in ctx.errors)."""
    if not isinstance(raw, dict):
        ctx.report(line_of(raw, fallback_line), f"each item of '{where}' must be a mapping "
                                                  f"({key_anchor(where)})")
        return None
    before = len(ctx.errors)
    ctx.section = where
    fields = {f.name: f for f in dataclasses.fields(cls) if f.name != "line"}
    for key in raw:
        if key not in fields:
            ctx.report(raw.key_lines.get(key, raw.line),
                       f"unknown key '{key}' in {where}{did_you_mean(str(key), fields)}; "
                       f"known keys: {', '.join(fields)} ({key_anchor(where)})")
    values: dict[str, Any] = {"line": raw.line}
    missing = False
    for name, fld in fields.items():
        if name not in raw or raw[name] is None:
            if fld.metadata["required"]:
                ctx.report(raw.line, f"{where} item is missing '{name}' "
                                     f"({key_anchor(where, name)})")
                missing = True
            continue
        try:
            values[name] = _convert(ctx, name, fld.metadata, raw[name], raw.key_lines[name])
        except SourceError as exc:
            # the value's form is wrong: the message says where the key is described
            ctx.errors.append(exc if fld.metadata["kind"] == "evidence" else
                              SourceError(exc.file, exc.line, f"{exc.message} "
                                          f"({key_anchor(where, name)})"))
            missing = missing or fld.metadata["required"]
    if cls is Quote and "text" in values:
        # A quotation's words must stand in the article: they are its own evidence, or
        # they stand within the evidence it gives.
        try:
            if "evidence" not in raw:
                values["evidence"] = (_quote_evidence(ctx, values["text"],
                                                      raw.key_lines["text"]),)
            elif "evidence" in values:
                _check_quote_within(ctx, values["text"], values["evidence"],
                                    raw.key_lines["text"])
        except SourceError as exc:
            ctx.errors.append(exc)
    if missing:
        if isinstance(raw.get("id"), str):
            ctx.broken_ids.add(raw["id"])
        return None
    if len(ctx.errors) > before and cls is not ArticleMeta and isinstance(raw.get("id"), str):
        ctx.broken_ids.add(raw["id"])  # kept, but what refers to it is not checked again
    return cls(**values)
