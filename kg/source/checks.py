"""The checks across the items of one article: ids unique, references to items that exist
and are of the kind a key names, no circular order, dates that agree with each other."""

from __future__ import annotations

import dataclasses

from kg.source.errors import did_you_mean, key_anchor
from kg.source.model import SECTIONS, ArticleInput
from kg.source.records import Context, line_of


def check_article(ctx: Context, article: ArticleInput) -> None:
    """Every check across the article's items; each mistake is reported to ``ctx``."""
    _check_unique_ids(ctx, article)
    _check_references(ctx, article)
    _check_cycles(ctx, article)
    _check_follows_dates(ctx, article)
    _warn_of_days_after_the_article(ctx, article)
    _check_semantics(ctx, article)


def _check_references(ctx: Context, article: ArticleInput) -> None:
    kinds = article.kinds()
    for section, record in article.records():
        for fld in dataclasses.fields(record):
            targets = fld.metadata.get("to") if fld.metadata else None
            value = getattr(record, fld.name)
            if not targets or value is None:
                continue
            for ref in (value if isinstance(value, tuple) else (value,)):
                line = line_of(ref, record.line)
                if ref in ctx.broken_ids:
                    continue
                if ref not in kinds:
                    ctx.report(line, f"unknown reference '{ref}' in '{fld.name}': no "
                               f"entity, post, event or other item has that id"
                               f"{did_you_mean(ref, kinds)}")
                elif kinds[ref] not in targets:
                    ctx.report(line, f"'{fld.name}' must refer to a {' or '.join(targets)}, "
                               f"but '{ref}' is a {kinds[ref]} "
                               f"({key_anchor(section, fld.name)})")
                elif ref == getattr(record, "id", None):
                    # an organisation part of itself, an event that follows itself, a
                    # person their own spouse: no such statement can be true
                    ctx.report(line, f"'{fld.name}' of '{ref}' refers to '{ref}' itself")


# Relations that order their items, so that a chain of them coming back to where it began
# cannot be true: an event that follows an event that follows it, an organisation part of a
# part of itself, an event during an event during it. (An item referring to itself is
# reported by _check_references.)
_ORDERING_FIELDS = ("follows", "part_of", "during")


def _check_cycles(ctx: Context, article: ArticleInput) -> None:
    records = [record for section in SECTIONS for record in getattr(article, section)
               if getattr(record, "id", None) is not None]
    for name in _ORDERING_FIELDS:
        edges: dict[str, tuple[str, ...]] = {}
        lines: dict[str, int] = {}
        for record in records:
            value = getattr(record, name, None)
            if value:
                edges[record.id] = tuple(value) if isinstance(value, tuple) else (value,)
                lines[record.id] = record.line
        reported: set[frozenset] = set()
        for start in edges:  # in file order, so the first item of a cycle names it
            path = _path_back(start, edges)
            if path is not None and frozenset(path) not in reported:
                reported.add(frozenset(path))
                ctx.report(lines[start], f"'{name}' goes round in a circle: "
                           + " -> ".join(path + [start]) + "; no such order can be true")


def _check_follows_dates(ctx: Context, article: ArticleInput) -> None:
    """An event that follows one dated later contradicts its own date."""
    dated = {event.id: event.date for event in article.events if event.date is not None}
    for event in article.events:
        for earlier in event.follows:
            if event.id in dated and earlier in dated and dated[event.id] < dated[earlier]:
                ctx.report(event.line, f"'{event.id}' (on {dated[event.id]}) follows "
                           f"'{earlier}', which is dated later ({dated[earlier]})")


def _warn_of_days_after_the_article(ctx: Context, article: ArticleInput) -> None:
    """An event dated after the day the article was published: a report tells what has
    happened, so the date is most likely mistyped (2026 for 2025). A warning, not an error:
    a mapping may state a meeting planned for a later day. An event still to come (one
    with a `status`) is dated by the day it is planned for, most often later: no warning;
    one dated before the article is warned of instead."""
    published = article.meta.published
    for event in article.events:
        if published and event.date and event.date > published and not event.status:
            ctx.warnings.append(ctx.error(line_of(event.date, event.line),
                                          f"event '{event.id}' is dated {event.date}, after "
                                          f"the article's own date {published}: is the date "
                                          f"mistyped?"))
        elif published and event.date and event.date < published and event.status:
            ctx.warnings.append(ctx.error(line_of(event.date, event.line),
                                          f"event '{event.id}' is {event.status} but dated "
                                          f"{event.date}, before the article's own date "
                                          f"{published}: is the date or the status wrong?"))


def _path_back(start: str, edges: dict[str, tuple[str, ...]]) -> list[str] | None:
    """A path of two or more items from ``start`` back to it, or None (depth first; each
    item is reached once, and the path is read back from where each was reached from)."""
    came_from: dict[str, str] = {}
    stack = [(target, start) for target in edges.get(start, ()) if target != start]
    while stack:
        node, parent = stack.pop()
        if node == start:
            path = [parent]
            while path[-1] != start:
                path.append(came_from[path[-1]])
            return path[::-1]
        if node in came_from:
            continue
        came_from[node] = parent
        stack.extend((target, node) for target in edges.get(node, ()))
    return None


def _check_unique_ids(ctx: Context, article: ArticleInput) -> None:
    seen: dict[str, int] = {}
    for section in SECTIONS:
        for record in getattr(article, section):
            slug = record.slug if hasattr(record, "slug") else record.id
            if slug in seen:
                ctx.report(record.line, f"duplicate id '{slug}' (first defined at line "
                           f"{seen[slug]})")
            seen[slug] = record.line


# What an article's `unknown` list may name, and the field that would then know it.
_UNKNOWN_FIELDS = {"headline": "headline", "publisher": "publisher", "author": "author",
                   "publication date": "published", "url": "url", "dateline": "dateline"}


def _check_semantics(ctx: Context, article: ArticleInput) -> None:
    meta = article.meta
    for named in meta.unknown:
        field_name = _UNKNOWN_FIELDS.get(str(named).strip().lower())
        if field_name and getattr(meta, field_name, None) is not None:
            ctx.report(line_of(named, meta.line), f"'{named}' is listed as unknown but "
                       f"'{field_name}' gives it ({key_anchor('article', 'unknown')})")
    for tenure in (*article.holdings, *article.memberships):
        if tenure.status == "current" and (tenure.end_reason or getattr(tenure, "end_date",
                                                                          None)):
            ctx.report(tenure.line, f"a current tenure has no end: drop 'end_reason' and "
                       f"'end_date', or say 'status: former' ({key_anchor('holdings', 'status')})")
    for holding in article.holdings:
        for day in holding.held_on:
            if holding.end_date and day > holding.end_date or \
                    holding.start_date and day < holding.start_date:
                ctx.report(line_of(day, holding.line), f"held on {day}, outside its tenure "
                           f"({holding.start_date or '?'} to {holding.end_date or '?'})")
    for relation in article.relations:
        if len(set(relation.parties)) != 2:
            ctx.report(relation.line, f"a relation has exactly two different parties "
                                      f"({key_anchor('relations', 'parties')})")
    for holding in article.holdings:
        if holding.start_date and holding.end_date and holding.end_date < holding.start_date:
            ctx.report(holding.line, f"tenure ends ({holding.end_date}) before it starts "
                       f"({holding.start_date})")
    for event in article.events:
        if event.date and event.not_before and event.date < event.not_before:
            ctx.report(event.line, f"event date {event.date} is before its 'not_before' "
                       f"{event.not_before}")
        if event.date_inferred and not event.date_reasoning:
            ctx.report(event.line, f"an inferred date needs 'date_reasoning' "
                                   f"({key_anchor('events', 'date_reasoning')})")
