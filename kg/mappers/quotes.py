"""Quotations: the verbatim words, who said them, and where."""

from __future__ import annotations

from typing import Iterator

from rdflib import Literal
from rdflib.namespace import PROV, XSD

from kg.source import Labels, Quote
from kg.vocab import DIPLO, SDO
from kg.mappers.context import (MapContext, Triple, each_triples, label_triples, note_triples,
                               type_triples)
from kg.mappers.entities import entity_labels

LABEL_WORDS = 8


def quote_labels(ctx: MapContext, quote: Quote) -> Labels:
    words = quote.text.split()
    short = " ".join(words[:LABEL_WORDS]) + ("…" if len(words) > LABEL_WORDS else "")
    speakers = [entity_labels(e) for ref in quote.speaker
                for e in ctx.article.entities if e.id == ref]
    en = " and ".join(s.en for s in speakers) or "Unknown speaker"
    es = " y ".join(s.es or s.en for s in speakers) or "Hablante desconocido"
    return Labels(en=f"{en}: “{short}”", es=f"{es}: «{short}»")


def map_quotes(ctx: MapContext) -> Iterator[Triple]:
    yield from each_triples(ctx, map_quote, ctx.article.quotes)


def map_quote(ctx: MapContext, quote: Quote) -> Iterator[Triple]:
    node = ctx.iri(quote.id)
    yield from type_triples(node, "Quotation")
    yield from label_triples(node, quote_labels(ctx, quote))
    yield node, DIPLO.quoteText, ctx.text(quote.text)
    for ref in quote.speaker:
        yield node, DIPLO.speaker, ctx.iri(ref)
        yield node, SDO.creator, ctx.iri(ref)
        yield node, PROV.wasAttributedTo, ctx.iri(ref)
    if quote.stated_in:
        yield node, DIPLO.statedIn, ctx.iri(quote.stated_in)
    for ref in quote.supports:
        yield node, DIPLO.supports, ctx.iri(ref)
    if quote.date:
        yield node, SDO.dateCreated, Literal(quote.date, datatype=XSD.date)
    yield node, SDO.isPartOf, ctx.article_iri
    yield from note_triples(node, quote.note)
