"""Evidence and provenance: every fact points to the words that state it and the build
that produced it.

Each (fact, quoted passage) pair gets its own evidence span, a Web Annotation specific
resource whose selectors give the exact words and their character offsets (position 0 is
before the first character, the end is exclusive, counted in Unicode code points).
"""

from __future__ import annotations

from typing import Any, Iterable, Iterator

from rdflib import Literal, URIRef
from rdflib.namespace import PROV, RDF, RDFS, XSD

from ..source import SECTIONS, Evidence
from ..vocab import DIPLO, OA
from .context import MapContext, Triple, type_triples

CONTEXT_CHARS = 32  # prefix/suffix length of a TextQuoteSelector


def _records(ctx: MapContext) -> Iterator[tuple[URIRef, str, Any]]:
    article = ctx.article
    yield ctx.article_iri, article.slug, article.meta
    for section in SECTIONS:
        for record in getattr(article, section):
            slug = record.slug if hasattr(record, "slug") else record.id
            yield ctx.iri(slug), slug, record


def map_provenance(ctx: MapContext) -> Iterator[Triple]:
    yield from map_build(ctx)
    for node, slug, record in _records(ctx):
        yield from map_evidence(ctx, node, slug, record.evidence)
        if node != ctx.article_iri and ctx.kinds.get(slug) not in _SHARED_KINDS:
            yield node, PROV.wasGeneratedBy, ctx.build_iri


# Entities and posts are shared between articles; what one build says of them lives in
# their evidence spans, which are per article. Facts (events, claims, holdings, ...) belong
# to one article and link to the build directly.
_SHARED_KINDS = {"person", "group", "organization", "country", "city", "place", "website",
                 "post"}


def map_build(ctx: MapContext) -> Iterator[Triple]:
    build = ctx.build_iri
    software = ctx.minter.software()
    graph = ctx.minter.article_graph(ctx.article.slug)
    yield from type_triples(build, "Build")
    yield build, RDFS.label, Literal(f"diplokg build {ctx.build.digest[:16]}", lang="en")
    yield build, DIPLO.inputDigest, Literal(ctx.build.digest)
    yield build, PROV.used, ctx.article_iri
    yield build, PROV.wasAssociatedWith, software
    yield software, RDF.type, PROV.SoftwareAgent
    yield software, RDFS.label, Literal(f"diplokg {ctx.build.version}", lang="en")
    yield graph, PROV.wasGeneratedBy, build
    yield graph, PROV.wasDerivedFrom, ctx.article_iri
    yield ctx.article_iri, PROV.wasGeneratedBy, build


def _opening(quote: str, most: int = 60) -> str:
    """The first words of a quote, for the label of its span (a page lists spans by it)."""
    words = " ".join(quote.split())
    if len(words) <= most:
        return words
    cut = words.rfind(" ", 0, most)
    return words[:cut if cut > most // 2 else most] + "…"


def map_evidence(ctx: MapContext, fact: URIRef, fact_slug: str,
                 evidence: Iterable[Evidence]) -> Iterator[Triple]:
    text = ctx.article.text
    for number, item in enumerate(evidence, start=1):
        span = ctx.minter.evidence(ctx.article.slug, fact_slug, number)
        quote_selector = ctx.minter.selector(span, "quote")
        position_selector = ctx.minter.selector(span, "position")
        yield fact, DIPLO.evidence, span
        yield from type_triples(span, "EvidenceSpan")
        yield span, RDFS.label, Literal(f"Evidence {number}: “{_opening(item.quote)}”",
                                        lang="en")
        yield span, OA.hasSource, ctx.article_iri
        yield span, OA.hasSelector, quote_selector
        yield span, OA.hasSelector, position_selector
        for index in item.sentences:
            yield span, DIPLO.inSentence, ctx.minter.sentence(ctx.article.slug, index)
        yield quote_selector, RDF.type, OA.TextQuoteSelector
        yield quote_selector, OA.exact, ctx.text(item.quote)
        prefix = text[max(0, item.start - CONTEXT_CHARS):item.start]
        suffix = text[item.end:item.end + CONTEXT_CHARS]
        if prefix:
            yield quote_selector, OA.prefix, ctx.text(prefix)
        if suffix:
            yield quote_selector, OA.suffix, ctx.text(suffix)
        yield position_selector, RDF.type, OA.TextPositionSelector
        yield position_selector, OA.start, Literal(item.start, datatype=XSD.integer)
        yield position_selector, OA.end, Literal(item.end, datatype=XSD.integer)
