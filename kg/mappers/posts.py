"""Posts, who held them and when, and memberships of organisations.

"Then president" and "former prime minister" are facts about time: they become a tenure
status, dates and end reasons on the holding, never words folded into a title.
"""

from __future__ import annotations

from typing import Iterator

from rdflib import Literal, URIRef
from rdflib.namespace import XSD

from kg.source import Holding, Labels, Membership, Post
from kg.vocab import DIPLO, ORG
from kg.mappers.context import (MapContext, Triple, each_triples, heading_triples, label_triples,
                               link_triples, note_triples, type_triples)
from kg.mappers.entities import entity_labels

STATUS = {"current": DIPLO.CurrentTenure, "former": DIPLO.FormerTenure}
END_REASON = {"deposition": DIPLO.Deposition, "retirement": DIPLO.Retirement,
              "end-of-mission": DIPLO.EndOfMissionReason}


def map_posts(ctx: MapContext) -> Iterator[Triple]:
    yield from each_triples(ctx, map_post, ctx.article.posts)
    yield from each_triples(ctx, map_holding, ctx.article.holdings)
    yield from each_triples(ctx, map_membership, ctx.article.memberships)


def map_post(ctx: MapContext, post: Post) -> Iterator[Triple]:
    node = ctx.iri(post.id)
    yield from heading_triples(node, post.type, post.label)
    yield from link_triples(ctx, node, ((DIPLO.ofState, post.of_state),
                                        (DIPLO.toState, post.to_state), (ORG.postIn, post.post_in)))
    yield from note_triples(node, post.note)


def _name(ctx: MapContext, ref: str, language: str) -> str:
    entity = next(e for e in ctx.article.entities if e.id == ref)
    labels = entity_labels(entity)
    return (labels.es if language == "es" and labels.es else labels.en)


def _tenure_triples(node: URIRef, status: str | None, end_reason: str | None,
                    note: str | None) -> Iterator[Triple]:
    if status:
        yield node, DIPLO.tenureStatus, STATUS[status]
    if end_reason:
        yield node, DIPLO.endReason, END_REASON[end_reason]
    yield from note_triples(node, note)


def map_holding(ctx: MapContext, holding: Holding) -> Iterator[Triple]:
    node = ctx.iri(holding.slug)
    post = next(p for p in ctx.article.posts if p.id == holding.post)
    assert post.label is not None
    yield from type_triples(node, "PositionHolding")
    yield from link_triples(ctx, node, ((DIPLO.holder, holding.holder), (DIPLO.post, holding.post),
                                        (ORG.member, holding.holder),
                                        (DIPLO.during, holding.during)))
    yield from label_triples(node, Labels(
        en=f"{_name(ctx, holding.holder, 'en')} as {post.label.en}",
        es=f"{_name(ctx, holding.holder, 'es')} como {post.label.es}" if post.label.es else None))
    for prop, value in ((DIPLO.startDate, holding.start_date), (DIPLO.endDate, holding.end_date),
                        (DIPLO.endedAfter, holding.ended_after)):
        if value:
            yield node, prop, Literal(value, datatype=XSD.date)
    for day in holding.held_on:
        yield node, DIPLO.heldOn, Literal(day, datatype=XSD.date)
    if holding.date_reasoning:
        yield node, DIPLO.dateReasoning, Literal(holding.date_reasoning, lang="en")
    yield from _tenure_triples(node, holding.status, holding.end_reason, holding.note)


def map_membership(ctx: MapContext, membership: Membership) -> Iterator[Triple]:
    node = ctx.iri(membership.slug)
    yield from type_triples(node, "Membership")
    yield from link_triples(ctx, node, ((DIPLO.holder, membership.member),
                                        (ORG.member, membership.member),
                                        (ORG.organization, membership.organization)))
    yield from label_triples(node, Labels(
        en=f"{_name(ctx, membership.member, 'en')} as member of "
           f"{_name(ctx, membership.organization, 'en')}",
        es=f"{_name(ctx, membership.member, 'es')} como miembro de "
           f"{_name(ctx, membership.organization, 'es')}"))
    yield from _tenure_triples(node, membership.status, membership.end_reason, membership.note)

