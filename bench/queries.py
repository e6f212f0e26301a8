"""The query mix of a linked-data site and its users, with the entities it is asked about."""

from __future__ import annotations

import random
from dataclasses import dataclass

DIP = "https://w3id.org/diplokg/ontology#"
RDFS_LABEL = "http://www.w3.org/2000/01/rdf-schema#label"


@dataclass(frozen=True)
class Sample:
    """Entities drawn from the built store: popular ones and rare ones."""

    popular: list[str]
    rare: list[str]
    people: list[str]
    words: list[str]


def sample_entities(solve, seed: int = 11) -> Sample:
    """``solve(query) -> rows`` on the built store (in-process)."""
    counts = solve(f"""SELECT ?e (COUNT(DISTINCT ?g) AS ?n) WHERE {{
        GRAPH ?g {{ ?e a ?t }} FILTER(?t IN (<{DIP}Person>, <{DIP}Country>))
    }} GROUP BY ?e ORDER BY DESC(?n) ?e""")
    ranked = [row[0].value for row in counts]
    people = [r[0].value for r in solve(f"SELECT ?p WHERE {{ ?p a <{DIP}Person> }} ORDER BY ?p")]
    chooser = random.Random(seed)
    popular = ranked[:20]
    tail = ranked[len(ranked) // 2:]
    rare = chooser.sample(tail, min(200, len(tail)))
    names = [r[0].value for r in solve(f"SELECT ?n WHERE {{ ?p a <{DIP}Person> ; "
                                      f"<https://schema.org/name> ?n }} LIMIT 500")]
    words = sorted({w for n in names for w in n.split() if len(w) > 3})[:100]
    return Sample(popular, rare, chooser.sample(people, min(200, len(people))), words)


@dataclass(frozen=True)
class Query:
    name: str
    template: str
    accept: str = "application/sparql-results+json"

    def render(self, sample: Sample, chooser: random.Random) -> str:
        return self.template.format(
            popular=chooser.choice(sample.popular), rare=chooser.choice(sample.rare),
            person=chooser.choice(sample.people), word=chooser.choice(sample.words),
            dip=DIP, label=RDFS_LABEL)


MIX = (
    Query("describe", "DESCRIBE <{popular}>", "application/n-triples"),
    Query("describe-rare", "DESCRIBE <{rare}>", "application/n-triples"),
    Query("entity", "SELECT ?p ?o WHERE {{ <{rare}> ?p ?o }}"),
    Query("inbound", "SELECT ?s ?p WHERE {{ ?s ?p <{popular}> }} LIMIT 100"),
    Query("inbound-rare", "SELECT ?s ?p WHERE {{ ?s ?p <{rare}> }}"),
    Query("label-search", "SELECT ?s ?label WHERE {{ ?s <{label}> ?label . "
                          "FILTER(CONTAINS(?label, \"{word}\")) }} LIMIT 20"),
    Query("person-events", "SELECT ?event ?date WHERE {{ ?event <{dip}participant> <{person}> ; "
                           "<{dip}date> ?date }} ORDER BY ?date"),
    Query("per-country-month", "SELECT ?country ?month (COUNT(?event) AS ?events) WHERE {{ "
                               "?event <{dip}place> ?country ; <{dip}date> ?date . "
                               "BIND(SUBSTR(STR(?date), 1, 7) AS ?month) }} "
                               "GROUP BY ?country ?month ORDER BY ?country ?month"),
    Query("two-hop", "SELECT DISTINCT ?hop2 WHERE {{ <{rare}> ?p ?hop1 . ?hop1 ?q ?hop2 . "
                     "FILTER(isIRI(?hop2)) }} LIMIT 200"),
    Query("count", "SELECT (COUNT(*) AS ?n) WHERE {{ ?s ?p ?o }}"),
)


def union_options(manifest: dict) -> dict:
    """How to read a build's default graph in process: builds that store the union of their
    named graphs in it are read as they are, older ones as a union."""
    return {} if manifest.get("default_graph") == "union" else {"use_default_graph_as_union": True}
