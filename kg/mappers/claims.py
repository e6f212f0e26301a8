"""Claims and allegations: who claims what about whom, never the claim as a fact."""

from __future__ import annotations

from typing import Iterator

from rdflib.namespace import PROV

from kg.source import Claim
from kg.vocab import DIPLO, SDO
from kg.mappers.context import MapContext, Triple, label_triples, note_triples, type_triples


def map_claims(ctx: MapContext) -> Iterator[Triple]:
    for claim in ctx.article.claims:
        yield from map_claim(ctx, claim)


def map_claim(ctx: MapContext, claim: Claim) -> Iterator[Triple]:
    node = ctx.iri(claim.id)
    yield from type_triples(node, claim.type)
    assert claim.label is not None  # required by the loader
    yield from label_triples(node, claim.label)
    for ref in claim.claimant:
        yield node, DIPLO.claimant, ctx.iri(ref)
        yield node, PROV.wasAttributedTo, ctx.iri(ref)
    for ref in claim.about:
        yield node, DIPLO.about, ctx.iri(ref)
    for ref in claim.mentions:
        yield node, SDO.mentions, ctx.iri(ref)
    for ref in claim.in_context_of:
        yield node, DIPLO.inContextOf, ctx.iri(ref)
    for ref in claim.denies:
        yield node, DIPLO.denies, ctx.iri(ref)
    if claim.stated_in:
        yield node, DIPLO.statedIn, ctx.iri(claim.stated_in)
    if claim.text:
        yield node, DIPLO.claimText, ctx.text(claim.text)
    yield node, SDO.appearance, ctx.article_iri
    yield from note_triples(node, claim.note)
