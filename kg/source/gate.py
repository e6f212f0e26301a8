"""What `kg draft` proposed, and what a person has reviewed since.

`kg draft` writes mapping.yaml and, beside it, draft.yaml: the same text under a header
that names the drafter's version and the SHA-256 of the text. A build compares each item
of mapping.yaml with the item of the same id in draft.yaml (`review` and `rule` lines left
out): an item still as drafted counts as a draft unless it is marked `review: done`, so
deleting the `review: draft` lines publishes nothing as reviewed. The rules, with their
reasons, are in docs/review.md ("What makes an item reviewed").
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

from kg.bounded_files import read_bounded
from kg.source.errors import REVIEW_DOC, SourceError, SourceErrors
from kg.source.files import DRAFT_FILENAME, MOST_MAPPING_BYTES
from kg.source.model import SECTIONS, ArticleInput, Origin
from kg.source.yaml_lines import load_yaml_text
from kg.uris import join_slugs

DRAFTED_HEADER = "# Mapping input DRAFTED by `kg draft`"
_DRAFT_HEAD = re.compile(r"\A# .*\n# .*\n# drafter: (?P<drafter>[^\n]+)\n"
                         r"# sha256: (?P<sha>[0-9a-f]{64})\n")
_MARK_KEYS = ("review", "rule")
_NAMED_BY = {"holdings": ("holder", "post"), "memberships": ("member", "organization")}


@dataclass(frozen=True)
class DraftRecord:
    """draft.yaml read back: the drafter's version and its items by section and id."""

    drafter: str
    items: Mapping[str, Mapping[str, Any]]


def draft_record_text(mapping_text: str, drafter: str) -> str:
    """The text of draft.yaml for a mapping file as `kg draft` wrote it."""
    digest = hashlib.sha256(mapping_text.encode("utf-8")).hexdigest()
    return (f"# `kg draft`'s own output, as it first wrote mapping.yaml: `kg build` compares the\n"
            f"# two to tell reviewed items from drafts ({REVIEW_DOC}). Keep it; do not edit it.\n"
            f"# drafter: {drafter}\n# sha256: {digest}\n{mapping_text}")


def read_draft_bytes(path: Path) -> bytes | None:
    """draft.yaml's bytes, or None when there is none; a SourceError when it cannot be read
    as a mapping is (a regular file inside the folder, bounded)."""
    try:
        return read_bounded(path, MOST_MAPPING_BYTES, within=path.parent)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise SourceError(path, None, f"kg draft's record cannot be read ({exc})") from None


def read_draft_record(path: Path) -> DraftRecord | None:
    """draft.yaml, or None when there is none; a SourceError when it is not as written."""
    data = read_draft_bytes(path)
    return None if data is None else draft_record_of(path, data)


def draft_record_of(path: Path, data: bytes) -> DraftRecord:
    """draft.yaml's bytes read back; a SourceError when they are not as `kg draft` wrote them."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SourceError(path, None, f"kg draft's record cannot be read ({exc})") from None
    head = _DRAFT_HEAD.match(text)
    body = text[head.end():] if head else ""
    if head is None or hashlib.sha256(body.encode("utf-8")).hexdigest() != head["sha"]:
        raise SourceError(path, None, f"this is not the file `kg draft` wrote (its text does "
                          f"not match its sha256 line): restore it, or delete it and mark "
                          f"each reviewed item 'review: done' ({REVIEW_DOC})")
    raw = load_yaml_text(body, path)
    items: dict[str, dict[str, Any]] = {}
    if isinstance(raw, dict):
        items["article"] = {"article": raw.get("article")}
        for section in SECTIONS:
            listed = raw.get(section)
            for item in listed if isinstance(listed, list) else []:
                key = _identity(section, item)
                if key is not None:
                    items.setdefault(section, {})[key] = item
    return DraftRecord(head["drafter"].strip(), items)


def _identity(section: str, raw: Any) -> str | None:
    """The id an item of the YAML file stands for, before it is parsed."""
    if section == "article":
        return "article"
    if not isinstance(raw, dict):
        return None
    if raw.get("id") is not None:
        return str(raw["id"])
    if section in _NAMED_BY and all(isinstance(raw.get(k), str) for k in _NAMED_BY[section]):
        return join_slugs(*(raw[k] for k in _NAMED_BY[section]))
    if section == "relations" and isinstance(raw.get("parties"), list):
        return join_slugs(*sorted(str(p) for p in raw["parties"]))
    return None


def _content(raw: Mapping[str, Any]) -> dict[str, Any]:
    """An item without its review marks: what a reviewer may have changed."""
    return {key: value for key, value in raw.items() if key not in _MARK_KEYS}


def judge_origin(section: str, raw: Mapping[str, Any], record: Any,
                 draft: DraftRecord | None, drafted_file: bool) -> Origin | None:
    """Whether `kg draft` proposed this item and whether a person has reviewed it.

    ``draft`` is draft.yaml (None: missing); ``drafted_file``: the mapping file's header
    says `kg draft` wrote it. Marks decide first (`review: draft`, `review: done`); an
    unmarked item is reviewed when it differs from its draft, a draft when it is still as
    drafted, and a draft when draft.yaml is missing and the item comes from `kg draft` (a
    `rule` line, or a drafted file's item): a copy without draft.yaml publishes no
    unreviewed item as reviewed."""
    counterpart = None
    if draft is not None:
        counterpart = draft.items.get(section, {}).get(_identity(section, raw) or "")
    rule = record.rule or (counterpart or {}).get("rule")
    from_drafter = counterpart is not None or rule is not None or \
        (draft is None and drafted_file)
    if not from_drafter:
        return None
    rule = str(rule or "unknown rule")
    if record.review == "draft":
        return Origin(rule, False, "marked 'review: draft'")
    if record.review == "done":
        return Origin(rule, True, "marked 'review: done'")
    if draft is None:
        return Origin(rule, False, f"{DRAFT_FILENAME} is not beside the file to compare it "
                                   f"with, and it is not marked 'review: done'")
    if isinstance(counterpart, dict) and _content(raw) == _content(counterpart):
        return Origin(rule, False, f"still as `kg draft` wrote it in {DRAFT_FILENAME}, and not "
                                   f"marked 'review: done'")
    return Origin(rule, True, "edited since it was drafted")


def drafts_error(articles: list["ArticleInput"]) -> SourceErrors | None:
    """The items that count as drafts (ArticleInput.drafted), one error each, or None."""
    errors = []
    for article in articles:
        for section, record in article.drafted():
            origin = article.origin(section, record)
            what = getattr(record, "id", None) or (record.slug if hasattr(record, "slug")
                                                   else section)
            rule = (origin.rule if origin else None) or record.rule or "?"
            why = origin.why if origin else "review: draft"
            errors.append(SourceError(article.mapping_file, record.line,
                                      f"{section} item '{what}' is a draft ({why}; rule: "
                                      f"{rule}): check it against the text, then mark it "
                                      f"'review: done', or build with --include-drafts "
                                      f"(see {REVIEW_DOC})"))
    return SourceErrors(errors) if errors else None
