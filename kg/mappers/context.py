"""What every mapper needs: the parsed article, the minter, and how an id becomes an IRI."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterable, Iterator, TypeVar

from rdflib import Literal, URIRef
from rdflib.namespace import PROV, RDF, RDFS

from kg.source import EVENT_TYPES, ArticleInput, Labels
from kg.uris import Minter
from kg.vocab import DIPLO, OA, ORG, SDO, SEM

Triple = tuple[URIRef, URIRef, URIRef | Literal]
Item = TypeVar("Item")
# What a field of the input names: one id, several ids, or nothing.
Refs = str | tuple[str, ...] | None

_EVENT = (SDO.Event, SEM.Event)
_TELLING_EVENTS = frozenset({"Communication", "Statement", "SocialMediaPost", "Appeal",
                             "AsylumRequest"})
_ORG = (SDO.Organization, ORG.Organization, PROV.Organization)
_GOV = (SDO.GovernmentOrganization, ORG.Organization, PROV.Organization)

# The standard classes each dip: class is also typed with, so that generic consumers
# (schema.org, ORG, PROV, SEM) find the data without running a reasoner.
STANDARD_TYPES: dict[str, tuple[URIRef, ...]] = {
    "Article": (SDO.NewsArticle, PROV.Entity),
    "Sentence": (OA.SpecificResource,), "EvidenceSpan": (OA.SpecificResource,),
    "Build": (PROV.Activity,), "MachineDrafting": (PROV.Activity,),
    "Person": (SDO.Person, PROV.Person), "Group": (PROV.Agent,),
    "Organization": _ORG, "VeteransAssociation": _ORG,
    "GovernmentBody": _GOV, "Government": _GOV, "Ministry": _GOV, "ArmedForce": _GOV,
    "IntelligenceService": _GOV, "PoliceUnit": _GOV,
    "Country": (SDO.Country,), "City": (SDO.City,), "Continent": (SDO.Continent,),
    "Place": (SDO.Place,), "Website": (SDO.WebSite,), "SocialMediaPlatform": (SDO.WebSite,),
    "Letter": (SDO.Message, PROV.Entity),
    "Post": (ORG.Post,), "AmbassadorPost": (ORG.Post,),
    "PositionHolding": (ORG.Membership,), "Membership": (ORG.Membership,),
    "Claim": (SDO.Claim, PROV.Entity), "Allegation": (SDO.Claim, PROV.Entity),
    "Denial": (SDO.Claim, PROV.Entity),
    "Quotation": (SDO.Quotation, PROV.Entity),
    "Demand": (PROV.Entity,), "RelationChangeProposal": (PROV.Entity,),
    "ExpulsionDemand": (PROV.Entity,), "DiplomaticRelation": (PROV.Entity,),
    # (every event type the loader takes, kg.source.EVENT_TYPES: a new one is typed here
    # without a second list to keep; an act of telling or asking is a PROV activity too)
    **{name: _EVENT + ((PROV.Activity,) if name in _TELLING_EVENTS else ())
       for name in EVENT_TYPES},
}


@dataclass(frozen=True)
class BuildInfo:
    """The build that maps the articles: identified by a digest of all its inputs, so that
    the same input gives the same graph, down to the build's IRI."""

    digest: str
    version: str


@dataclass(frozen=True)
class MapContext:
    article: ArticleInput
    minter: Minter
    build: BuildInfo
    kinds: dict[str, str] = field(default_factory=dict)

    @classmethod
    def create(cls, article: ArticleInput, minter: Minter, build: BuildInfo) -> "MapContext":
        return cls(article, minter, build, article.kinds())

    @property
    def build_iri(self) -> URIRef:
        return self.minter.thing("build", self.build.digest[:16])

    def iri(self, ref: str) -> URIRef:
        # The loader names kinds of things by their IRI segments (see uris.SEGMENTS).
        return self.minter.thing(self.kinds[ref], ref)

    @property
    def article_iri(self) -> URIRef:
        return self.minter.thing("article", self.article.slug)

    def text(self, value: str) -> Literal:
        """A literal in the article's language: words quoted or paraphrased from it."""
        return Literal(value, lang=self.article.meta.language)


def each_triples(ctx: MapContext, mapper: Callable[[MapContext, Item], Iterator[Triple]],
                 items: Iterable[Item]) -> Iterator[Triple]:
    """The triples of `mapper(ctx, item)` for each item in turn: `each_triples(ctx, map_claim,
    ctx.article.claims)` maps every claim of the article."""
    for item in items:
        yield from mapper(ctx, item)


def heading_triples(subject: URIRef, dip_class: str, labels: Labels | None) -> Iterator[Triple]:
    """The types and labels a thing with a label of its own starts with (a claim, an event, a
    post): the loader has made sure that the label is there."""
    assert labels is not None  # required by the loader
    yield from type_triples(subject, dip_class)
    yield from label_triples(subject, labels)


def link_triples(ctx: MapContext, subject: URIRef,
                 links: Iterable[tuple[URIRef, Refs]]) -> Iterator[Triple]:
    """One triple `subject property IRI` for each id a link names, in the order given.

    Example: `((DIPLO.ofState, "peru"), (DIPLO.allyOf, ("cuba", "chile")), (DIPLO.ledBy, None))`
    gives `subject dip:ofState <.../country/peru>`, then dip:allyOf Cuba and Chile, and nothing
    for the absent leader."""
    for prop, refs in links:
        for ref in (refs,) if isinstance(refs, str) else refs or ():
            yield subject, prop, ctx.iri(ref)


def label_triples(subject: URIRef, labels: Labels) -> Iterator[Triple]:
    yield subject, RDFS.label, Literal(labels.en, lang="en")
    if labels.es:
        yield subject, RDFS.label, Literal(labels.es, lang="es")


def type_triples(subject: URIRef, dip_class: str) -> Iterator[Triple]:
    """rdf:type the dip: class and the standard classes it is aligned with."""
    yield subject, RDF.type, DIPLO[dip_class]
    for standard in STANDARD_TYPES.get(dip_class, ()):
        yield subject, RDF.type, standard


def note_triples(subject: URIRef, note: str | None) -> Iterator[Triple]:
    if note:
        yield subject, RDFS.comment, Literal(note, lang="en")
