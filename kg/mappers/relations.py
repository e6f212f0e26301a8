"""Diplomatic relations between two states, and demands to change them.

A proposal to downgrade relations is a demand with a proposed level; the relation's own
level is only what the article shows it to be.
"""

from __future__ import annotations

from typing import Iterator

from kg.source import Demand, Labels, Relation
from kg.vocab import DIPLO
from kg.mappers.context import (MapContext, Triple, each_triples, heading_triples, label_triples,
                               link_triples, note_triples, type_triples)
from kg.mappers.entities import entity_labels

LEVEL = {"full": DIPLO.FullRelations, "consular": DIPLO.ConsularRelations}
STATE = {"tension": DIPLO.Tension}


def map_relations(ctx: MapContext) -> Iterator[Triple]:
    yield from each_triples(ctx, map_relation, ctx.article.relations)
    yield from each_triples(ctx, map_demand, ctx.article.demands)


def map_relation(ctx: MapContext, relation: Relation) -> Iterator[Triple]:
    node = ctx.iri(relation.slug)
    yield from type_triples(node, "DiplomaticRelation")
    names = [entity_labels(e) for ref in sorted(relation.parties)
             for e in ctx.article.entities if e.id == ref]
    yield from label_triples(node, Labels(
        en=f"Diplomatic relations between {names[0].en} and {names[1].en}",
        es=f"Relaciones diplomáticas entre {names[0].es or names[0].en} y "
           f"{names[1].es or names[1].en}"))
    for ref in sorted(relation.parties):
        yield node, DIPLO.party, ctx.iri(ref)
    if relation.level:
        yield node, DIPLO.level, LEVEL[relation.level]
    if relation.state:
        yield node, DIPLO.relationState, STATE[relation.state]
    yield from note_triples(node, relation.level_reasoning)
    yield from note_triples(node, relation.note)


def map_demand(ctx: MapContext, demand: Demand) -> Iterator[Triple]:
    node = ctx.iri(demand.id)
    yield from heading_triples(node, demand.type, demand.label)
    yield from link_triples(ctx, node, (
        (DIPLO.proposedBy, demand.proposed_by), (DIPLO.targets, demand.targets),
        (DIPLO.concernsRelation, demand.relation)))
    if demand.proposed_level:
        yield node, DIPLO.proposedLevel, LEVEL[demand.proposed_level]
    if demand.text:
        yield node, DIPLO.demandText, ctx.text(demand.text)
    yield from note_triples(node, demand.note)
