"""The vocabularies the mappers may use; DIPLO is closed so a typo raises at once."""

from __future__ import annotations

from rdflib import Namespace
from rdflib.namespace import ClosedNamespace, DCTERMS, OWL, PROV, RDF, RDFS, SKOS, XSD

DIPLO_IRI = "https://w3id.org/diplokg/ontology#"
ONTOLOGY_IRI = "https://w3id.org/diplokg/ontology"
SHAPES_IRI = "https://w3id.org/diplokg/shapes#"

# Every term declared in ontology/diplo.ttl; tests/test_vocab.py keeps the two in step.
DIPLO_TERMS = (
    "Allegation AmbassadorPost Appeal ArmedForce Arrival Article AsylumRequest Build City Claim "
    "Communication ConsularRelations Continent Country CredentialsPresentation CurrentTenure Demand "
    "Denial Deposition "
    "DiplomaticDispute DiplomaticRelation Detention Election EmbassyClosure EmbassyOpening EndOfMission "
    "EndOfMissionReason EndReason Event Expulsion "
    "EvidenceSpan ExpulsionDemand FormerTenure FullRelations Government GovernmentBody Group "
    "IntelligenceService LegalProceeding Letter MachineDrafting Meeting Membership Ministry Organization Person "
    "Place PoliceUnit PositionHolding Post Quotation RelationChangeProposal RelationLevel "
    "Recall RelationState Retirement Sentence Signing SocialMediaPlatform SocialMediaPost Statement Summit "
    "Summons "
    "Tension "
    "TenureStatus VeteransAssociation Website "
    "about addressee addresseeDescription agent allyOf beneficiary claimText claimant concernsRelation "
    "conveyedBy date dateInferred dateReasoning dateText defunct demandText denies draftReviewed draftRule drafterVersion demands during "
    "endDate "
    "endReason endedAfter evidence follows governs grounds headcount heldOn holder inContextOf "
    "inSentence inputDigest ledBy level notBefore ofState onPlatform participant party place post "
    "proposedBy proposedLevel purpose quoteText relationState reportedIn sentenceIndex speaker "
    "startDate statedIn supports targets tenureStatus toState truncated year yearMonth"
).split()

DIPLO = ClosedNamespace(DIPLO_IRI, DIPLO_TERMS)
SDO = Namespace("https://schema.org/")
ORG = Namespace("http://www.w3.org/ns/org#")
SEM = Namespace("http://semanticweb.cs.vu.nl/2009/11/sem/")
OA = Namespace("http://www.w3.org/ns/oa#")
SH = Namespace("http://www.w3.org/ns/shacl#")
DSH = Namespace(SHAPES_IRI)

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
