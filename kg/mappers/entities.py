"""People, groups, organisations, states, places, websites and documents."""

from __future__ import annotations

from typing import Iterator

from rdflib import Literal
from rdflib.namespace import XSD

from kg.source import Entity, Labels
from kg.vocab import DIPLO, ORG, SDO
from kg.mappers.context import MapContext, Triple, label_triples, note_triples, type_triples


def entity_labels(entity: Entity) -> Labels:
    if entity.label:
        return entity.label
    if entity.name:
        return Labels(en=entity.name)
    return Labels(en=entity.id)


def map_entities(ctx: MapContext) -> Iterator[Triple]:
    for entity in ctx.article.entities:
        yield from map_entity(ctx, entity)


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
    if entity.of_state:
        yield node, DIPLO.ofState, ctx.iri(entity.of_state)
    if entity.governs:
        yield node, DIPLO.governs, ctx.iri(entity.governs)
    if entity.led_by:
        yield node, DIPLO.ledBy, ctx.iri(entity.led_by)
    if entity.part_of:
        target = ctx.iri(entity.part_of)
        if ctx.kinds[entity.id] == "organization":
            yield node, ORG.subOrganizationOf, target
        else:
            yield node, SDO.containedInPlace if entity.type == "City" else SDO.isPartOf, target
    for linked in entity.linked_to:
        yield node, ORG.linkedTo, ctx.iri(linked)
    for ally in entity.ally_of:
        yield node, DIPLO.allyOf, ctx.iri(ally)
    if entity.spouse:
        yield node, SDO.spouse, ctx.iri(entity.spouse)
    if entity.defunct:
        yield node, DIPLO.defunct, Literal(True)
    if entity.headcount is not None:
        yield node, DIPLO.headcount, Literal(entity.headcount, datatype=XSD.integer)
    if entity.sender:
        yield node, SDO.sender, ctx.iri(entity.sender)
    if entity.location:
        yield node, SDO.locationCreated, ctx.iri(entity.location)
    if entity.date_reasoning:
        yield node, DIPLO.dateReasoning, Literal(entity.date_reasoning, lang="en")
    yield from note_triples(node, entity.note)
