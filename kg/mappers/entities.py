"""People, groups, organisations, states, places, websites and documents."""

from __future__ import annotations

from typing import Iterator

from rdflib import Literal
from rdflib.namespace import XSD

from kg.source import Entity, Labels
from kg.vocab import DIPLO, ORG, SDO
from kg.mappers.context import (MapContext, Triple, each_triples, label_triples, link_triples,
                               note_triples, type_triples)


def entity_labels(entity: Entity) -> Labels:
    if entity.label:
        return entity.label
    if entity.name:
        return Labels(en=entity.name)
    return Labels(en=entity.id)


def map_entities(ctx: MapContext) -> Iterator[Triple]:
    yield from each_triples(ctx, map_entity, ctx.article.entities)


def map_entity(ctx: MapContext, entity: Entity) -> Iterator[Triple]:
    node = ctx.iri(entity.id)
    labels = entity_labels(entity)
    yield from type_triples(node, entity.type)
    yield from label_triples(node, labels)
    yield node, SDO.name, Literal(entity.name or labels.en)
    for alias in entity.alias:
        yield node, SDO.alternateName, Literal(alias)
    if entity.description:
        yield node, SDO.description, Literal(entity.description.en, lang="en")
        if entity.description.es:
            yield node, SDO.description, Literal(entity.description.es, lang="es")
    yield from link_triples(ctx, node, (
        (DIPLO.ofState, entity.of_state), (DIPLO.governs, entity.governs),
        (DIPLO.ledBy, entity.led_by), (ORG.linkedTo, entity.linked_to),
        (DIPLO.allyOf, entity.ally_of), (SDO.spouse, entity.spouse),
        (SDO.sender, entity.sender), (SDO.locationCreated, entity.location)))
    if entity.part_of:
        target = ctx.iri(entity.part_of)
        if ctx.kinds[entity.id] == "organization":
            yield node, ORG.subOrganizationOf, target
        else:
            yield node, SDO.containedInPlace if entity.type == "City" else SDO.isPartOf, target
    if entity.defunct:
        yield node, DIPLO.defunct, Literal(True)
    if entity.headcount is not None:
        yield node, DIPLO.headcount, Literal(entity.headcount, datatype=XSD.integer)
    if entity.date_reasoning:
        yield node, DIPLO.dateReasoning, Literal(entity.date_reasoning, lang="en")
    yield from note_triples(node, entity.note)
