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

from typing import Protocol

RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"
# Beyond this many graphs an incremental correction asks more than a recount would.
MOST_GRAPHS = 2000

Partitions = dict[str, dict[str, int]]  # "classes" / "properties" -> IRI -> count


class _Solving(Protocol):
    def solve(self, query: str): ...


def _rows(store: _Solving, query: str) -> dict[str, int]:
    return {str(row[0]): int(row[1]) for row in store.solve(query).rows}


def count_all(store: _Solving) -> Partitions:
    """Counted over the stored union (the build store's default graph: each triple once)."""
    return {
        "classes": _rows(store, f"SELECT ?x (COUNT(*) AS ?n) WHERE {{ ?s <{RDF_TYPE}> ?x }} "
                                "GROUP BY ?x"),
        "properties": _rows(store, "SELECT ?x (COUNT(*) AS ?n) WHERE { ?s ?x ?o } GROUP BY ?x"),
    }


def held_only_by(store: _Solving, graphs: list[str]) -> Partitions:
    """The counts of the triples that ``graphs`` hold and no other named graph does."""
    if not graphs:
        return {"classes": {}, "properties": {}}
    values = " ".join(f"<{g}>" for g in graphs)
    inner = (f"SELECT DISTINCT ?s ?p ?o WHERE {{ VALUES ?g {{ {values} }} "
             f"GRAPH ?g {{ ?s ?p ?o }} FILTER NOT EXISTS {{ GRAPH ?h {{ ?s ?p ?o }} "
             f"FILTER(?h NOT IN ({', '.join(f'<{g}>' for g in graphs)})) }} }}")
    return {
        "classes": _rows(store, f"SELECT ?o (COUNT(*) AS ?n) WHERE {{ {{ {inner} }} "
                                f"FILTER(?p = <{RDF_TYPE}>) }} GROUP BY ?o"),
        "properties": _rows(store, f"SELECT ?p (COUNT(*) AS ?n) WHERE {{ {{ {inner} }} }} "
                                   "GROUP BY ?p"),
    }


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
