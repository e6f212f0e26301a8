"""The article itself and its sentences, which every piece of evidence points into."""

from __future__ import annotations

from typing import Iterator

from rdflib import Literal
from rdflib.namespace import RDF, RDFS, XSD

from kg.vocab import DIPLO, OA, SDO
from kg.mappers.context import MapContext, Triple, note_triples, type_triples


def map_article(ctx: MapContext) -> Iterator[Triple]:
    meta = ctx.article.meta
    node = ctx.article_iri
    yield from type_triples(node, "Article")
    # Without a headline, the article is named by its first sentence, as a reader would.
    opening = ctx.article.sentences[0].text if ctx.article.sentences else ""
    title = meta.headline or first_words(opening) or f"Article {meta.id}"
    yield node, RDFS.label, Literal(title, lang="en")
    if meta.headline:
        yield node, SDO.headline, ctx.text(meta.headline)
    yield node, SDO.identifier, Literal(meta.id)
    yield node, SDO.inLanguage, Literal(meta.language)
    yield node, SDO.articleBody, ctx.text(ctx.article.text)
    yield node, DIPLO.truncated, Literal(meta.truncated)
    if meta.dateline:
        yield node, SDO.dateline, Literal(meta.dateline)
    if meta.dateline_place:
        yield node, SDO.locationCreated, ctx.iri(meta.dateline_place)
    if meta.published:
        yield node, SDO.datePublished, Literal(meta.published, datatype=XSD.date)
    if meta.publisher:
        yield node, SDO.publisher, ctx.iri(meta.publisher)
    if meta.author:  # the byline as printed: text, not a person of the graph
        yield node, SDO.creditText, ctx.text(meta.author)
    if meta.url:
        yield node, SDO.url, Literal(meta.url, datatype=XSD.anyURI)
    yield from note_triples(node, meta.note)
    for entity in ctx.article.entities:
        yield node, SDO.mentions, ctx.iri(entity.id)
    for sentence in ctx.article.sentences:
        yield from map_sentence(ctx, sentence.index, sentence.start, sentence.end, sentence.text)


def first_words(text: str, most: int = 120) -> str:
    """A text shortened to at most ``most`` characters, cut after a whole word."""
    line = " ".join(text.split())
    if len(line) <= most:
        return line
    cut = line.rfind(" ", 0, most - 1)
    return line[:cut if cut > most // 2 else most - 1].rstrip(" ,;:") + "…"


def map_sentence(ctx: MapContext, index: int, start: int, end: int, text: str) -> Iterator[Triple]:
    node = ctx.minter.sentence(ctx.article.slug, index)
    selector = ctx.minter.selector(node, "position")
    yield from type_triples(node, "Sentence")
    yield node, RDFS.label, Literal(f"Sentence {index} of article {ctx.article.slug}", lang="en")
    yield node, DIPLO.sentenceIndex, Literal(index, datatype=XSD.integer)
    yield node, SDO.text, ctx.text(text)
    yield node, SDO.isPartOf, ctx.article_iri
    yield node, OA.hasSource, ctx.article_iri
    yield node, OA.hasSelector, selector
    yield selector, RDF.type, OA.TextPositionSelector
    yield selector, OA.start, Literal(start, datatype=XSD.integer)
    yield selector, OA.end, Literal(end, datatype=XSD.integer)
