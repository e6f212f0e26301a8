"""The VoID partitions of a build, counted when it is built: for each class the resources
typed with it, for each property its triples, in the union of the build's named graphs.

The server used to count them on the first VoID request of each worker and format, in the
worker's own process: 24 s of a blocked worker at 10,000 articles, longer than gunicorn lets
a worker be silent at 100,000. A full build counts them over the stored union (in the dumps'
thread, beside the checks). An incremental build corrects the published build's counts:
the triples that leave the union (those of the dropped graphs that no other graph holds,
counted before the drop) are taken off, the triples that enter it (those of the loaded
graphs that no other graph holds) are added. A triple held by several graphs is one triple
of the union, so both counts are of distinct triples.
"""

from __future__ import annotations

from rdflib.namespace import RDF

from kg.store.base import Store

RDF_TYPE = str(RDF.type)
# Beyond this many graphs an incremental correction asks more than a recount would.
MOST_GRAPHS = 2000

Partitions = dict[str, dict[str, int]]  # "classes" / "properties" -> IRI -> count


def _rows(store: Store, query: str) -> dict[str, int]:
    return {str(row[0]): int(row[1]) for row in store.solve(query).rows}


def count_all(store: Store) -> Partitions:
    """Counted over the stored union (the build store's default graph: each triple once)."""
    return {
        "classes": _rows(store, f"SELECT ?x (COUNT(*) AS ?n) WHERE {{ ?s <{RDF_TYPE}> ?x }} "
                                "GROUP BY ?x"),
        "properties": _rows(store, "SELECT ?x (COUNT(*) AS ?n) WHERE { ?s ?x ?o } GROUP BY ?x"),
    }


def held_only_by(store: Store, graphs: list[str]) -> Partitions:
    """The counts of the triples that ``graphs`` hold and no other named graph does, from
    one pass over them: a row per property and, for rdf:type, per class."""
    counted: Partitions = {"classes": {}, "properties": {}}
    if not graphs:
        return counted
    names = [f"<{g}>" for g in graphs]
    rows = store.solve(
        f"SELECT ?p ?class (COUNT(*) AS ?n) WHERE {{ {{ SELECT DISTINCT ?s ?p ?o WHERE {{ "
        f"VALUES ?g {{ {' '.join(names)} }} GRAPH ?g {{ ?s ?p ?o }} FILTER NOT EXISTS {{ "
        f"GRAPH ?h {{ ?s ?p ?o }} FILTER(?h NOT IN ({', '.join(names)})) }} }} }} "
        f"BIND(IF(?p = <{RDF_TYPE}>, ?o, \"\") AS ?class) }} GROUP BY ?p ?class").rows
    for predicate, cls, n in rows:
        properties = counted["properties"]
        properties[str(predicate)] = properties.get(str(predicate), 0) + int(n)
        if str(predicate) == RDF_TYPE:
            counted["classes"][str(cls)] = int(n)
    return counted


def corrected(previous: Partitions, leaving: Partitions, entering: Partitions) -> Partitions:
    result: Partitions = {}
    for kind in ("classes", "properties"):
        counts = dict(previous.get(kind, {}))
        for iri, n in leaving[kind].items():
            counts[iri] = counts.get(iri, 0) - n
        for iri, n in entering[kind].items():
            counts[iri] = counts.get(iri, 0) + n
        if any(n < 0 for n in counts.values()):
            raise ValueError("the published build's partitions do not match its store")
        result[kind] = {iri: n for iri, n in sorted(counts.items()) if n > 0}
    return result


def readable(value: object) -> Partitions | None:
    """A manifest's partitions, or None if it has none or they are not what they should be."""
    if not isinstance(value, dict):
        return None
    for kind in ("classes", "properties"):
        counts = value.get(kind)
        if not isinstance(counts, dict) or not all(
                isinstance(k, str) and type(n) is int and n > 0 for k, n in counts.items()):
            return None
    return value  # type: ignore[return-value]
