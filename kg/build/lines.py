"""Which line of which mapping file made each node of an article's graph, so that a shape
violation points the reviewer at the item to edit."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Callable

from kg.source import ArticleInput, SourceError, parse_article
from kg.uris import Minter
from kg.build.validation import Report, Violation


def node_lines(article: ArticleInput, minter: Minter) -> dict[str, int]:
    """IRI -> line of the mapping item (or evidence entry) it was mapped from."""
    kinds = article.kinds()
    lines: dict[str, int] = {}
    for _section, record in article.records():
        slug = record.slug if hasattr(record, "slug") else record.id
        if record is article.meta:
            node = minter.thing("article", slug)
        elif slug in kinds:
            node = minter.thing(kinds[slug], slug)
        else:
            continue
        lines.setdefault(str(node), record.line)
        for number, evidence in enumerate(record.evidence, start=1):
            span = minter.evidence(article.slug, slug, number)
            lines[str(span)] = evidence.line
            for kind in ("quote", "position"):
                lines[str(minter.selector(span, kind))] = evidence.line
    return lines


def with_lines(report: Report, articles: list[ArticleInput], minter: Minter) -> Report:
    """The report with each violation's ``file:line`` filled in where a mapping item made
    its node (a node shared by several articles gets the line in its own article)."""
    if report.conforms:
        return report
    by_article = {article.slug: article for article in articles}
    cache: dict[str, dict[str, int]] = {}
    located = []
    for violation in report.violations:
        article = by_article.get(violation.article)
        where = None
        if article is not None:
            lines = cache.setdefault(article.slug, node_lines(article, minter))
            if violation.focus in lines:
                where = f"{article.mapping_file}:{lines[violation.focus]}"
        located.append(dataclasses.replace(violation, where=where) if where else violation)
    return Report(report.conforms, tuple(located), report.graph)


def with_conflict_lines(violations: list[Violation], mapping_of: Callable[[str], Path | None],
                        minter: Minter) -> list[Violation]:
    """Disagreements between articles, each with the ``file:line`` of the item in every
    article that gives the node a value (``mapping_of``: an article's mapping file, or None).
    The mapping files are read again: only those of the articles in a disagreement."""
    cache: dict[str, dict[str, int]] = {}
    files: dict[str, Path] = {}
    located = []
    for violation in violations:
        places = []
        for slug in violation.article.split(", "):
            if slug not in cache:
                mapping = mapping_of(slug)
                try:
                    article = parse_article(mapping) if mapping is not None else None
                except SourceError:
                    article = None
                cache[slug] = node_lines(article, minter) if article is not None else {}
                if article is not None:
                    files[slug] = article.mapping_file
            if violation.focus in cache[slug]:
                places.append(f"{files[slug]}:{cache[slug][violation.focus]}")
        located.append(dataclasses.replace(violation, where=", ".join(places))
                       if places else violation)
    return located
