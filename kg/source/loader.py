"""Read data/: each article's mapping file and the text it names, into an ArticleInput.

Every error of a file is reported at once, each at its line: the YAML's, each item's, and
those of the checks across items; read_articles goes on with the other files, so one run
names every mistake under the data folder.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any, Iterator, Mapping

from kg.bounded_files import FileRefused
from kg.source.checks import check_article
from kg.source.errors import REVIEW_DOC, SourceError, SourceErrors, did_you_mean, key_anchor
from kg.source.files import (DRAFT_FILENAME, MAPPING_FILENAME, MOST_MAPPING_ITEMS,
                             find_mapping_files, input_digest, read_article_text)
from kg.source.gate import DRAFTED_HEADER, draft_record_of, judge_origin, read_draft_bytes
from kg.source.model import SECTIONS, ArticleInput, ArticleMeta, Origin, record_slug
from kg.source.records import Context, parse_record
from kg.source.text import split_sentences
from kg.source.yaml_lines import load_yaml_text, read_mapping


def _too_many_items(raw: Mapping[str, Any]) -> str | None:
    """Why a mapping holds too many items to map (more than MOST_MAPPING_ITEMS), or None."""
    items = sum(len(raw[section]) for section in SECTIONS
                if isinstance(raw.get(section), list))
    if items <= MOST_MAPPING_ITEMS:
        return None
    return (f"{items:,} items; a mapping holds at most {MOST_MAPPING_ITEMS:,} "
            f"(split the article, or its mapping, into smaller ones)")


def parse_article(mapping_file: Path) -> ArticleInput:
    """Parse one mapping file and the article text it names."""
    mapping_bytes, mapping_text = read_mapping(mapping_file)
    raw = load_yaml_text(mapping_text, mapping_file)
    if not isinstance(raw, dict) or "article" not in raw:
        raise SourceError(mapping_file, getattr(raw, "line", 1) or 1,
                          "a mapping file is a YAML mapping with an 'article' section")
    # An unknown section is reported with every other error of the file, not alone.
    pending = [SourceError(mapping_file, raw.key_lines[key],
                           f"unknown section '{key}'{did_you_mean(str(key), SECTIONS)}; "
                           f"known: article, {', '.join(SECTIONS)} ({key_anchor('file')})")
               for key in raw if key != "article" and key not in SECTIONS]
    article_raw = raw["article"]
    if not isinstance(article_raw, dict) or "text" not in article_raw:
        raise SourceError(mapping_file, raw.key_lines["article"],
                          "'article' must be a mapping that names its 'text' file")
    named = article_raw["text"]
    text_line = article_raw.key_lines["text"]
    if not isinstance(named, str) or not named.strip() or Path(named).is_absolute() \
            or ".." in Path(named).parts or "\0" in named:
        raise SourceError(mapping_file, text_line, "'text' names the article's text file, "
                          "beside mapping.yaml or below it (no absolute path, no '..')")
    too_many = _too_many_items(raw)
    if too_many is not None:
        raise SourceError(mapping_file, None, too_many)
    text_file = mapping_file.parent / named
    try:
        text_bytes = read_article_text(text_file, mapping_file.parent)
        text = text_bytes.decode("utf-8")
    except FileNotFoundError:
        raise SourceError(mapping_file, text_line,
                          f"article text file not found: {text_file.name}") from None
    except FileRefused as exc:
        raise SourceError(mapping_file, text_line,
                          f"the article text file cannot be read: {named} {exc.reason}") from None
    except OSError as exc:  # a folder, a file that cannot be read
        raise SourceError(mapping_file, text_line,
                          f"the article text file cannot be read: {named} "
                          f"({exc.strerror or exc})") from None
    except UnicodeDecodeError as exc:
        raise SourceError(text_file, None, f"not UTF-8 text ({exc.reason})") from None
    sentences = split_sentences(text)
    ctx = Context(mapping_file, text, text_file.name, sentences)
    ctx.errors.extend(pending)
    draft_file = mapping_file.parent / DRAFT_FILENAME
    draft_bytes, draft = None, None
    try:
        draft_bytes = read_draft_bytes(draft_file)
        draft = draft_record_of(draft_file, draft_bytes) if draft_bytes is not None else None
    except SourceError as exc:
        ctx.errors.extend(exc.errors if isinstance(exc, SourceErrors) else [exc])
    drafted_file = mapping_bytes.startswith(DRAFTED_HEADER.encode())
    origins: dict[tuple[str, str], Origin] = {}

    def judge(section: str, item: Any, record: Any) -> None:
        origin = judge_origin(section, item, record, draft, drafted_file)
        if origin is None:
            return
        origins[(section, record_slug(record))] = origin
        if origin.reviewed and "rule" in item:
            ctx.warnings.append(ctx.error(item.key_lines["rule"], f"a 'rule' line is left on "
                                          f"a reviewed item: delete it ({REVIEW_DOC})"))

    meta = parse_record(ctx, ArticleMeta, article_raw, "article", raw.line)
    if meta is not None:
        judge("article", article_raw, meta)
    sections: dict[str, tuple[Any, ...]] = {}
    for section, (cls, _kind) in SECTIONS.items():
        items = raw.get(section) or []
        if not isinstance(items, list):
            ctx.report(raw.key_lines[section], f"'{section}' must be a list "
                                               f"({key_anchor(section)})")
            items = []
        kept = []
        for item in items:
            record = parse_record(ctx, cls, item, section, raw.key_lines[section])
            if record is not None:
                kept.append(record)
                judge(section, item, record)
        sections[section] = tuple(kept)
    if meta is None:  # the items' own errors are reported with the article's
        raise SourceErrors(ctx.errors)
    digest = input_digest(text_bytes, mapping_bytes, draft_bytes)
    article = ArticleInput(meta=meta, text=text, sentences=sentences, mapping_file=mapping_file,
                           text_file=text_file, digest=digest, origins=origins,
                           drafter=draft.drafter if draft else None,
                           **sections)
    check_article(ctx, article)
    if ctx.errors:
        raise SourceErrors(ctx.errors)
    # (the warnings of the items and of the checks across them)
    return dataclasses.replace(article, warnings=tuple(ctx.warnings))


def read_articles(data_dir: Path) -> Iterator[ArticleInput]:
    """Parse every article under ``data_dir``; two articles may not share an id."""
    files = find_mapping_files(data_dir)
    if not files:
        raise SourceError(data_dir, None, f"no {MAPPING_FILENAME} found under this folder")
    seen: dict[str, Path] = {}
    errors: list[SourceError] = []
    for path in files:
        try:
            article = parse_article(path)
        except SourceError as exc:
            # Go on with the other files: every error of every file in one run.
            errors.extend(exc.errors if isinstance(exc, SourceErrors) else [exc])
            continue
        if article.slug in seen:
            errors.append(SourceError(path, article.meta.line, f"duplicate article id "
                                      f"'{article.slug}' (also in {seen[article.slug]})"))
            continue
        seen[article.slug] = path
        yield article
    if errors:
        raise SourceErrors(errors)

