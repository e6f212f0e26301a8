"""Pure functions from one parsed article to its triples, one module per concern."""

from __future__ import annotations

from typing import Callable, Iterator

from .article import map_article
from .claims import map_claims
from .context import BuildInfo, MapContext, Triple
from .entities import map_entities
from .events import map_events
from .posts import map_posts
from .provenance import map_provenance
from .quotes import map_quotes
from .relations import map_relations

MAPPERS: tuple[Callable[[MapContext], Iterator[Triple]], ...] = (
    map_article, map_entities, map_posts, map_events, map_relations, map_claims, map_quotes,
    map_provenance,
)


def map_all(ctx: MapContext) -> Iterator[Triple]:
    for mapper in MAPPERS:
        yield from mapper(ctx)


__all__ = ["BuildInfo", "MapContext", "Triple", "MAPPERS", "map_all"]
