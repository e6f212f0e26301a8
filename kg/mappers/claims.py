"""Claims and allegations: who claims what about whom, never the claim as a fact."""

from __future__ import annotations

from typing import Iterator

from rdflib.namespace import PROV

from kg.source import Claim
from kg.vocab import DIPLO, SDO
from kg.mappers.context import (MapContext, Triple, each_triples, heading_triples, link_triples,
                               note_triples)


def map_claims(ctx: MapContext) -> Iterator[Triple]:
    yield from each_triples(ctx, map_claim, ctx.article.claims)


def map_claim(ctx: MapContext, claim: Claim) -> Iterator[Triple]:
    node = ctx.iri(claim.id)
    yield from heading_triples(node, claim.type, claim.label)
    yield from link_triples(ctx, node, (
        (DIPLO.claimant, claim.claimant), (PROV.wasAttributedTo, claim.claimant),
        (DIPLO.about, claim.about), (SDO.mentions, claim.mentions),
        (DIPLO.inContextOf, claim.in_context_of), (DIPLO.denies, claim.denies),
        (DIPLO.statedIn, claim.stated_in)))
    if claim.text:
        yield node, DIPLO.claimText, ctx.text(claim.text)
    yield node, SDO.appearance, ctx.article_iri
    yield from note_triples(node, claim.note)
