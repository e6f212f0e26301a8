"""The vocabularies the mappers may use; DIPLO is closed so a typo raises at once."""

from __future__ import annotations

from rdflib import Namespace, URIRef
from rdflib.namespace import ClosedNamespace, DCTERMS, OWL, PROV, RDF, RDFS, SKOS, XSD

DIPLO_IRI = "https://w3id.org/diplokg/ontology#"
ONTOLOGY_IRI = "https://w3id.org/diplokg/ontology"
SHAPES_IRI = "https://w3id.org/diplokg/shapes#"

# Every term declared in ontology/diplo.ttl; tests/test_vocab.py keeps the two in step.
DIPLO_TERMS = (
    "Allegation AmbassadorPost Appeal ArmedForce Arrival Article AsylumRequest Build City Claim "
    "Communication ConsularRelations Continent Country CredentialsPresentation CurrentTenure Demand "
    "Denial Deposition "
    "DiplomaticDispute DiplomaticRelation Election EmbassyClosure EmbassyOpening EndOfMission "
    "EndOfMissionReason EndReason Event Expulsion "
    "EvidenceSpan ExpulsionDemand FormerTenure FullRelations Government GovernmentBody Group "
    "IntelligenceService LegalProceeding Letter MachineDrafting Meeting Membership Ministry Organization Person "
    "Place PoliceUnit PositionHolding Post Quotation RelationChangeProposal RelationLevel "
    "Recall RelationState Retirement Sentence Signing SocialMediaPlatform SocialMediaPost Statement Summit "
    "Tension "
    "TenureStatus VeteransAssociation Website "
    "about addressee addresseeDescription agent allyOf beneficiary claimText claimant concernsRelation "
    "conveyedBy date dateInferred dateReasoning dateText defunct demandText denies draftRule demands during endDate "
    "endReason endedAfter evidence follows governs grounds headcount heldOn holder inContextOf "
    "inSentence inputDigest ledBy level notBefore ofState onPlatform participant party place post "
    "proposedBy proposedLevel purpose quoteText relationState reportedIn sentenceIndex speaker "
    "startDate statedIn supports targets tenureStatus toState truncated year"
).split()

_MADE: dict[tuple[str, str], URIRef] = {}
_MADE_MOST = 10_000


class Vocabulary(Namespace):
    """A namespace whose terms are made once: rdflib's makes and checks a new IRI at each
    use, and the mappers name a few dozen terms hundreds of times an article (with
    Minter.thing's cache, 4-8% less of a build worker's CPU: bench/RESULTS.md, 2026-12-06)."""

    def term(self, name: str) -> URIRef:
        if not isinstance(name, str):  # (a slice: rdflib's answer, not kept)
            return super().term(name)
        key = (str(self), name)
        made = _MADE.get(key)
        if made is None:
            if len(_MADE) >= _MADE_MOST:  # (a namespace indexed by what a request says)
                _MADE.clear()
            made = _MADE[key] = super().term(name)
        return made


DIPLO = ClosedNamespace(DIPLO_IRI, DIPLO_TERMS)
SDO = Vocabulary("https://schema.org/")
ORG = Vocabulary("http://www.w3.org/ns/org#")
SEM = Vocabulary("http://semanticweb.cs.vu.nl/2009/11/sem/")
OA = Vocabulary("http://www.w3.org/ns/oa#")
SH = Vocabulary("http://www.w3.org/ns/shacl#")
DSH = Vocabulary(SHAPES_IRI)

PREFIXES: dict[str, str] = {
    "dip": DIPLO_IRI,
    "schema": str(SDO),
    "org": str(ORG),
    "prov": str(PROV),
    "sem": str(SEM),
    "oa": str(OA),
    "rdf": str(RDF),
    "rdfs": str(RDFS),
    "xsd": str(XSD),
    "skos": str(SKOS),
    "owl": str(OWL),
    "dct": str(DCTERMS),
    "sh": str(SH),
    "dsh": SHAPES_IRI,
}

__all__ = ["DIPLO", "SDO", "ORG", "SEM", "OA", "SH", "DSH", "PROV", "RDF", "RDFS", "XSD", "SKOS",
           "OWL", "DCTERMS", "PREFIXES", "DIPLO_IRI", "ONTOLOGY_IRI", "SHAPES_IRI"]
