"""Example queries shown on the query page: questions a reader of the article asks."""

from __future__ import annotations

import re
from dataclasses import dataclass

from kg.uris import Minter

PROLOGUE = """PREFIX dip: <https://w3id.org/diplokg/ontology#>
PREFIX schema: <https://schema.org/>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
"""

EXAMPLES = (
    ("Who held which post, and is it current or former?", """SELECT ?person ?post ?status WHERE {
  ?holding dip:holder ?person ; dip:post ?post .
  OPTIONAL { ?holding dip:tenureStatus ?status }
}
ORDER BY ?person"""),
    ("Who alleges what about Carlos Zamora?", """SELECT ?allegation ?claimant ?text WHERE {
  ?allegation a dip:Allegation ; dip:about {thing:person/carlos-zamora} ;
              dip:claimant ?claimant ; dip:claimText ?text .
}"""),
    ("Events in date order, with what is known of their time", """SELECT ?event ?date ?notBefore ?written WHERE {
  ?event dip:evidence ?evidence .
  ?event a ?type . ?type rdfs:subClassOf* dip:Event .
  OPTIONAL { ?event dip:date ?date }
  OPTIONAL { ?event dip:notBefore ?notBefore }
  OPTIONAL { ?event dip:dateText ?written }
}
ORDER BY ?date"""),
    ("Proposals to change Peru's relations with Cuba", """SELECT ?proposal ?by ?level WHERE {
  ?proposal dip:concernsRelation {thing:relation/cuba--peru} ;
            dip:proposedBy ?by ; dip:proposedLevel ?level .
}"""),
    ("Quotations and who said them", """SELECT ?speaker ?text WHERE {
  ?quote a dip:Quotation ; dip:speaker ?speaker ; dip:quoteText ?text .
}"""),
    ("The evidence for Zamora's departure, word for word", """SELECT ?exact ?start ?end WHERE {
  {thing:event/zamora-end-of-mission} dip:evidence ?span .
  ?span <http://www.w3.org/ns/oa#hasSelector> ?quote , ?position .
  ?quote <http://www.w3.org/ns/oa#exact> ?exact .
  ?position <http://www.w3.org/ns/oa#start> ?start ; <http://www.w3.org/ns/oa#end> ?end .
}"""),
    ("Triples per named graph", """SELECT ?graph (COUNT(*) AS ?triples) WHERE {
  GRAPH ?graph { ?s ?p ?o }
}
GROUP BY ?graph"""),
)


# {thing:<segment>/<slug>} in a query stands for that thing's IRI, minted for the dataset's base.
THING = re.compile(r"\{thing:([a-z]+)/([a-z0-9-]+)\}")


@dataclass(frozen=True)
class Example:
    title: str
    query: str


def example_queries(minter: Minter) -> list[Example]:
    return [Example(title, PROLOGUE + THING.sub(lambda m: f"<{minter.thing(m[1], m[2])}>", body))
            for title, body in EXAMPLES]
