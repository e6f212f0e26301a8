"""Pure functions from one parsed article to its triples, one module per concern."""

from __future__ import annotations

from typing import Callable, Iterator

from kg.mappers.article import map_article
from kg.mappers.claims import map_claims
from kg.mappers.context import BuildInfo, MapContext, Triple
from kg.mappers.entities import map_entities
from kg.mappers.events import map_events
from kg.mappers.posts import map_posts
from kg.mappers.provenance import map_provenance
from kg.mappers.quotes import map_quotes
from kg.mappers.relations import map_relations

MAPPERS: tuple[Callable[[MapContext], Iterator[Triple]], ...] = (
    map_article, map_entities, map_posts, map_events, map_relations, map_claims, map_quotes,
    map_provenance,
)


def map_all(ctx: MapContext) -> Iterator[Triple]:
    for mapper in MAPPERS:
        yield from mapper(ctx)


__all__ = ["BuildInfo", "MapContext", "Triple", "MAPPERS", "map_all"]
