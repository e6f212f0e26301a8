"""The SPARQL 1.1 Service Description of the endpoint, from the published manifest."""

from __future__ import annotations

from rdflib import Graph, Literal, Namespace, URIRef
from rdflib.namespace import RDF, RDFS, XSD

from kg.config import Settings
from kg.formats import FORMATS
from kg.published.articles import PublishedArticles
from kg.uris import fragment

SD = Namespace("http://www.w3.org/ns/sparql-service-description#")
FORMATS_NS = Namespace("http://www.w3.org/ns/formats/")
VOID = Namespace("http://rdfs.org/ns/void#")
ENTAILMENT = URIRef("http://www.w3.org/ns/entailment/Simple")



def service_description(endpoint: str, manifest: dict, articles: PublishedArticles,
                        settings: Settings) -> Graph:
    """``manifest``: the build's, without its lists of every article (``articles``)."""
    graph = Graph()
    graph.bind("sd", SD)
    graph.bind("void", VOID)
    service = URIRef(endpoint)
    dataset = fragment(endpoint, "dataset")
    default = fragment(endpoint, "default-graph")
    graph.add((service, RDF.type, SD.Service))
    graph.add((service, SD.endpoint, service))
    graph.add((service, SD.supportedLanguage, SD.SPARQL11Query))
    graph.add((service, SD.feature, SD.UnionDefaultGraph))
    graph.add((service, SD.defaultEntailmentRegime, ENTAILMENT))
    for fmt in FORMATS:  # every format the endpoint writes, from the one table
        if fmt.w3c:
            graph.add((service, SD.resultFormat, FORMATS_NS[fmt.w3c]))
    graph.add((service, RDFS.comment, Literal(
        "Read-only. The default graph is the union of all named graphs; GRAPH reaches each "
        "article's graph, the ontology and the shapes. SERVICE and SPARQL Update are refused; "
        f"queries stop after {settings.query_timeout:g} s and return at most "
        f"{settings.max_rows} rows.", lang="en")))
    graph.add((service, SD.defaultDataset, dataset))
    graph.add((dataset, RDF.type, SD.Dataset))
    graph.add((dataset, SD.defaultGraph, default))
    graph.add((default, RDF.type, SD.Graph))
    files = manifest["files"]
    union = next(f for f in files if f["role"] == "dataset-turtle")
    graph.add((default, VOID.triples, Literal(union["statements"], datatype=XSD.integer)))
    graph.add((default, RDFS.comment, Literal("The union of all named graphs.", lang="en")))
    counts = {f["path"]: f["statements"] for f in files}
    named = [(manifest["graphs"]["ontology"], counts.get("ontology.ttl")),
             (manifest["graphs"]["shapes"], counts.get("shapes.ttl"))]
    if articles.count <= settings.listed_articles:
        named = list(articles.statements()) + named
    else:  # one by one they made a description of 59 MB at 100,000 articles
        example = articles.graph(articles.slugs(0, 1)[0])
        graph.add((dataset, RDFS.comment, Literal(
            f"Besides the ontology's and the shapes' graphs, {articles.count:,} named graphs, "
            f"one for each article, named like <{example}>; the downloads page lists each "
            "with its file.", lang="en")))
    for iri, triples in named:
        entry = fragment(iri, "named-graph")
        description = fragment(iri, "graph")
        graph.add((dataset, SD.namedGraph, entry))
        graph.add((entry, RDF.type, SD.NamedGraph))
        graph.add((entry, SD.name, URIRef(iri)))
        graph.add((entry, SD.graph, description))
        graph.add((description, RDF.type, SD.Graph))
        if triples is not None:
            graph.add((description, VOID.triples, Literal(triples, datatype=XSD.integer)))
    return graph
