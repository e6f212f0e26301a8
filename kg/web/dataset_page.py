"""The dataset description (VoID and DCAT) as a page people read: tables, not Turtle."""

from __future__ import annotations

from dataclasses import dataclass

from rdflib import Graph, URIRef
from rdflib.namespace import DCAT, DCTERMS, RDF, RDFS

from kg.web.names import name_of

VOID = "http://rdfs.org/ns/void#"


@dataclass(frozen=True)
class DatasetPage:
    title: str
    description: str
    licence: str | None
    triples: int
    endpoint: str | None
    root: str | None
    vocabularies: list[str]
    distributions: list[dict]
    classes: list[tuple[str, str, int]]  # (name, IRI, entities)
    properties: list[tuple[str, str, int]]  # (name, IRI, triples)
    comment: str | None = None  # where the articles and their files are listed, when not here


def _integer(value) -> int | None:
    return int(value) if value is not None else None


def dataset_page(graph: Graph, labels: dict[str, str]) -> DatasetPage:
    """What the description says, for the page; ``labels`` names the ontology's terms."""
    dataset = next(graph.subjects(RDF.type, URIRef(VOID + "Dataset")))

    def one(prop: str | URIRef) -> str | None:
        found = graph.value(dataset, URIRef(str(prop)))
        return str(found) if found is not None else None

    distributions = []
    for item in graph.objects(dataset, DCAT.distribution):
        distributions.append({"url": str(graph.value(item, DCAT.downloadURL)),
                              "media_type": str(graph.value(item, DCAT.mediaType)),
                              "bytes": _integer(graph.value(item, DCAT.byteSize))})
    partitions = {}
    for kind, link, key, count in (("classes", "classPartition", "class", "entities"),
                                   ("properties", "propertyPartition", "property", "triples")):
        rows = []
        for part in graph.objects(dataset, URIRef(VOID + link)):
            iri = str(graph.value(part, URIRef(VOID + key)))
            rows.append((name_of(iri, labels), iri, int(graph.value(part, URIRef(VOID + count)))))
        partitions[kind] = sorted(rows, key=lambda r: (-r[2], r[0]))
    return DatasetPage(
        one(DCTERMS.title) or "", one(DCTERMS.description) or "", one(DCTERMS.license),
        int(one(VOID + "triples") or 0), one(VOID + "sparqlEndpoint"), one(VOID + "rootResource"),
        sorted(str(v) for v in graph.objects(dataset, URIRef(VOID + "vocabulary"))),
        sorted(distributions, key=lambda d: d["url"]), partitions["classes"],
        partitions["properties"], one(RDFS.comment))
