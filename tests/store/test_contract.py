"""The Store contract: the same cases against every backend (tests/store/conftest.py).

Each answer is checked against what the seed article states and against the embedded
store's answer to the same question, so that a backend that differs fails here first.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from rdflib import Dataset, Graph, Literal, URIRef
from rdflib.compare import isomorphic
from rdflib.namespace import RDF, RDFS
from rdflib.query import Result

from kg.store.base import QueryError, QueryRequest, QueryTimeout, StoreError
from kg.store.terms import RDF_FORMATS
from support import BASE, ENDLESS

DIP = "https://w3id.org/diplokg/ontology#"
ZAMORA = URIRef(f"{BASE}id/person/carlos-zamora")
ZAMORA_LABEL = Literal("Carlos Zamora", lang="en")
ARTICLE_GRAPH = f"{BASE}graph/article/zamora-leaves-peru"
ONTOLOGY_GRAPH = f"{BASE}graph/ontology"
SHAPES_GRAPH = f"{BASE}graph/shapes"
PEOPLE = (f"PREFIX rdfs: <{RDFS}> PREFIX dip: <{DIP}> SELECT ?person ?label "
          "WHERE { ?person a dip:Person ; rdfs:label ?label } ORDER BY ?person")
PEOPLE_GRAPH = (f"PREFIX rdfs: <{RDFS}> PREFIX dip: <{DIP}> CONSTRUCT {{ ?person rdfs:label "
                "?label } WHERE { ?person a dip:Person ; rdfs:label ?label }")
SEED_PEOPLE = 10  # the people the seed article names
SEED_PEOPLE_LABELS = 12  # two of them have a second label
RESULT_PARSERS = {"application/sparql-results+json": "json",
                  "application/sparql-results+xml": "xml",
                  "text/csv": "csv", "text/tab-separated-values": "tsv"}
RDF_PARSERS = {"text/turtle": "turtle", "application/n-triples": "nt",
               "application/n-quads": "nquads", "application/trig": "trig",
               "application/rdf+xml": "xml", "application/ld+json": "json-ld"}
# Formats that keep the named graphs: a dump in them is of quads.
QUAD_FORMATS = {m for m, f in RDF_FORMATS.items() if f.supports_datasets}


def _graph_of(solutions) -> Graph:
    assert solutions.kind == "graph"
    return solutions.graph


def _executed(store, query: str, media_type: str, timeout: float = 30.0,
              default_graphs=None, named_graphs=None) -> tuple[str, bytes]:
    answer = store.execute(QueryRequest(query, media_type, default_graphs, named_graphs),
                           timeout)
    return answer[0], b"".join(answer[1])


def _rows(result: Result) -> set[tuple[str, ...]]:
    """Rows by their values' lexical forms (what CSV keeps of a term)."""
    return {tuple(str(row[v]) if row[v] is not None else "" for v in result.vars)
            for row in result}


# -- solutions -------------------------------------------------------------------------------

def test_select_gives_the_seed_people(store, reference) -> None:
    solutions = store.solve(PEOPLE)
    assert solutions.kind == "select" and solutions.variables == ("person", "label")
    assert len(solutions.rows) == SEED_PEOPLE_LABELS
    assert len({person for person, _label in solutions.rows}) == SEED_PEOPLE
    assert (ZAMORA, ZAMORA_LABEL) in solutions.rows
    assert solutions.rows == reference.solve(PEOPLE).rows  # ordered: the same order too


def test_select_rows_are_the_rows_of_the_select_one_at_a_time(store) -> None:
    rows = store.select_rows(PEOPLE)
    assert not isinstance(rows, (list, tuple))  # an iterator: the build reads it as it comes
    assert tuple(rows) == store.solve(PEOPLE).terms
    unbound = list(store.select_rows(f"SELECT ?person ?missing WHERE {{ ?person a "
                                     f"<{DIP}Person> OPTIONAL {{ ?person <{DIP}none> ?missing }} }}"))
    assert len(unbound) == SEED_PEOPLE and all(row[1] is None for row in unbound)
    with pytest.raises(QueryError):
        list(store.select_rows("ASK { ?s ?p ?o }"))


def _counted(reference, predicates, position: str, at_least: int) -> dict[str, int]:
    """What Store.count_terms must give, counted here from the union's distinct triples."""
    counts: dict[str, int] = {}
    for s, p, o in set(reference.solve("SELECT ?s ?p ?o WHERE { ?s ?p ?o }").rows):
        term = o if position == "object" else s
        if isinstance(term, URIRef) and (predicates is None or str(p) in predicates):
            counts[str(term)] = counts.get(str(term), 0) + 1
    return {iri: n for iri, n in counts.items() if n >= at_least}


@pytest.mark.parametrize("predicates, position, at_least", [
    (None, "object", 2), (None, "object", 1), (None, "subject", 5),
    ([str(RDF.type)], "object", 1), ([f"{DIP}holder", f"{DIP}participant"], "object", 2),
    ([f"{DIP}evidence"], "subject", 2), ([str(RDFS.label)], "object", 1)])
def test_count_terms_counts_each_iri_of_the_union_once_per_triple(
        store, reference, predicates, position: str, at_least: int) -> None:
    expected = _counted(reference, predicates, position, at_least)
    found = list(store.count_terms(predicates, position, at_least))
    assert len(found) == len({iri for iri, _ in found})  # each IRI once
    assert dict(found) == expected
    assert expected or predicates == [str(RDFS.label)]  # literals only: nothing to count


def test_select_unbound_variables_are_none(store, reference) -> None:
    query = (f"SELECT ?person ?missing WHERE {{ ?person a <{DIP}Person> "
             f"OPTIONAL {{ ?person <{DIP}noSuchProperty> ?missing }} }} ORDER BY ?person")
    rows = store.solve(query).rows
    assert len(rows) == SEED_PEOPLE and all(row[1] is None for row in rows)
    assert rows == reference.solve(query).rows


@pytest.mark.parametrize("query", [
    f"SELECT * WHERE {{ <{ZAMORA}> ?p ?o }}",
    f"SELECT DISTINCT * WHERE {{ ?zz ?p <{ZAMORA}> OPTIONAL {{ ?zz <{RDFS.label}> ?a }} }}",
    f"SELECT * WHERE {{ {{ SELECT ?o WHERE {{ <{ZAMORA}> ?p ?o }} }} BIND(1 AS ?b) }}",
])
def test_select_star_gives_the_same_columns(store, reference, query: str) -> None:
    """SELECT * gives its columns in one order on every backend: Virtuoso orders them as the
    variables appear, the embedded store by their names, and a CSV client must not see them
    swapped."""
    solutions = store.solve(query)
    assert solutions.variables == reference.solve(query).variables
    assert set(solutions.rows) == set(reference.solve(query).rows)
    _kind, body = _executed(store, query, "text/csv")
    assert body.split(b"\r\n", 1)[0].decode() == ",".join(solutions.variables)


@pytest.mark.parametrize("query, answer", [
    (f"ASK {{ <{ZAMORA}> <{RDFS.label}> \"Carlos Zamora\"@en }}", True),
    (f"ASK {{ <{ZAMORA}> <{RDFS.label}> \"Somebody else\"@en }}", False),
    (f"ASK {{ GRAPH <{ARTICLE_GRAPH}> {{ <{ZAMORA}> a <{DIP}Person> }} }}", True),
    (f"ASK {{ GRAPH <{ONTOLOGY_GRAPH}> {{ <{ZAMORA}> ?p ?o }} }}", False),
])
def test_ask(store, query: str, answer: bool) -> None:
    solutions = store.solve(query)
    assert solutions.kind == "ask" and solutions.boolean is answer


def test_construct_gives_the_seed_people(store, reference) -> None:
    graph = _graph_of(store.solve(PEOPLE_GRAPH))
    assert len(graph) == SEED_PEOPLE_LABELS and (ZAMORA, RDFS.label, ZAMORA_LABEL) in graph
    assert isomorphic(graph, _graph_of(reference.solve(PEOPLE_GRAPH)))


def test_describe_gives_what_the_resource_states(store, reference) -> None:
    graph = _graph_of(store.solve(f"DESCRIBE <{ZAMORA}>"))
    assert (ZAMORA, RDFS.label, ZAMORA_LABEL) in graph
    assert (ZAMORA, RDF.type, URIRef(f"{DIP}Person")) in graph
    assert set(graph.subjects()) == {ZAMORA}  # what it states, not what is said of it
    assert isomorphic(graph, _graph_of(reference.solve(f"DESCRIBE <{ZAMORA}>")))


def test_typed_literals_keep_their_types(store, reference) -> None:
    query = ("SELECT ?o WHERE { ?s ?p ?o FILTER(isLiteral(?o) && DATATYPE(?o) != "
             "<http://www.w3.org/2001/XMLSchema#string> && !LANGMATCHES(LANG(?o), '*')) }")
    assert {row[0] for row in store.solve(query).rows} == \
        {row[0] for row in reference.solve(query).rows} != set()


# -- graphs and counts -----------------------------------------------------------------------

def test_named_graphs_are_the_build_graphs(store, reference) -> None:
    assert store.named_graphs() == sorted(URIRef(g) for g in (
        ARTICLE_GRAPH, ONTOLOGY_GRAPH, SHAPES_GRAPH))
    assert store.named_graphs() == reference.named_graphs()


def test_quad_count_is_the_sum_of_the_graphs(store, reference) -> None:
    sizes = [int(store.solve(f"SELECT (COUNT(*) AS ?n) WHERE {{ GRAPH <{g}> {{ ?s ?p ?o }} }}")
                 .rows[0][0]) for g in store.named_graphs()]
    assert store.quad_count() == sum(sizes) == reference.quad_count()


def test_the_default_graph_is_the_union_of_the_named_graphs(store, reference) -> None:
    count = "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }"
    distinct = ("SELECT (COUNT(*) AS ?n) WHERE { SELECT DISTINCT ?s ?p ?o WHERE "
                "{ GRAPH ?g { ?s ?p ?o } } }")
    assert store.solve(count).rows == store.solve(distinct).rows == reference.solve(count).rows


# -- dumps -----------------------------------------------------------------------------------

@pytest.mark.parametrize("media_type", sorted(RDF_FORMATS))
def test_dump_reads_back_in_every_format(store, reference, media_type: str,
                                         tmp_path: Path) -> None:
    written = store.dump(tmp_path / "dump", media_type)
    expected = reference.dump(tmp_path / "reference", media_type)
    if media_type in QUAD_FORMATS:
        dataset = Dataset()
        dataset.parse(tmp_path / "dump", format=RDF_PARSERS[media_type])
        assert written == expected == store.quad_count() == len(list(dataset.quads()))
        assert {str(g.identifier) for g in dataset.graphs() if len(g)} == \
            {str(g) for g in store.named_graphs()}
    else:
        graph = Graph().parse(tmp_path / "dump", format=RDF_PARSERS[media_type])
        assert written == expected == len(graph)
        assert (ZAMORA, RDFS.label, ZAMORA_LABEL) in graph
        assert isomorphic(graph, Graph().parse(tmp_path / "reference",
                                               format=RDF_PARSERS[media_type]))


def test_dump_of_one_graph(store, tmp_path: Path) -> None:
    written = store.dump(tmp_path / "ontology.nt", "application/n-triples", URIRef(ONTOLOGY_GRAPH))
    graph = Graph().parse(tmp_path / "ontology.nt", format="nt")
    size = store.solve(f"SELECT (COUNT(*) AS ?n) WHERE {{ GRAPH <{ONTOLOGY_GRAPH}> "
                       "{ ?s ?p ?o } }").rows[0][0]
    assert written == len(graph) == int(size) and (ZAMORA, None, None) not in graph


# -- execute: the client's query, streamed ---------------------------------------------------

@pytest.mark.parametrize("media_type", sorted(RESULT_PARSERS))
def test_execute_select_in_every_format(store, media_type: str) -> None:
    kind, body = _executed(store, PEOPLE, media_type)
    result = Result.parse(io.BytesIO(body), format=RESULT_PARSERS[media_type])
    assert kind == "select" and [str(v) for v in result.vars] == ["person", "label"]
    expected = store.solve(PEOPLE).rows
    assert _rows(result) == {(str(p), str(label)) for p, label in expected}
    if media_type in ("application/sparql-results+json", "application/sparql-results+xml"):
        assert [tuple(row) for row in result] == list(expected)  # terms and order kept


@pytest.mark.parametrize("media_type", ["application/sparql-results+json",
                                        "application/sparql-results+xml"])
@pytest.mark.parametrize("answer", [True, False])
def test_execute_ask(store, media_type: str, answer: bool) -> None:
    label = "Carlos Zamora" if answer else "Somebody else"
    kind, body = _executed(store, f"ASK {{ <{ZAMORA}> <{RDFS.label}> \"{label}\"@en }}",
                           media_type)
    result = Result.parse(io.BytesIO(body), format=RESULT_PARSERS[media_type])
    assert kind == "ask" and result.askAnswer is answer


@pytest.mark.parametrize("media_type", sorted(RDF_FORMATS))
@pytest.mark.parametrize("query", [PEOPLE_GRAPH, f"DESCRIBE <{ZAMORA}>"],
                         ids=["construct", "describe"])
def test_execute_graph_in_every_format(store, reference, query: str, media_type: str) -> None:
    kind, body = _executed(store, query, media_type)
    assert kind == "graph"
    if media_type in QUAD_FORMATS:
        dataset = Dataset()
        dataset.parse(data=body, format=RDF_PARSERS[media_type])
        graph = Graph()
        for s, p, o, _g in dataset.quads():
            graph.add((s, p, o))
    else:
        graph = Graph().parse(data=body, format=RDF_PARSERS[media_type])
    assert (ZAMORA, RDFS.label, ZAMORA_LABEL) in graph
    assert isomorphic(graph, _graph_of(reference.solve(query)))


DATASET_CASES = [
    # (query, default graphs, named graphs, expected count)
    ("SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }", (ONTOLOGY_GRAPH,), (), "ontology"),
    ("SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }", (ONTOLOGY_GRAPH, SHAPES_GRAPH), (),
     "ontology+shapes"),
    ("SELECT (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } }", (), (SHAPES_GRAPH,), "shapes"),
    ("SELECT (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } }", (ONTOLOGY_GRAPH,), (), "none"),
    ("SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }", (), (SHAPES_GRAPH,), "none"),
    (f"SELECT (COUNT(*) AS ?n) FROM <{ARTICLE_GRAPH}> WHERE {{ ?s ?p ?o }}", (SHAPES_GRAPH,), (),
     "shapes"),
    (f"SELECT (COUNT(*) AS ?n) WHERE {{ GRAPH <{ARTICLE_GRAPH}> {{ ?s ?p ?o }} }}", (),
     (SHAPES_GRAPH,), "none"),
    ("SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }", ("http://example.org/unpublished",), (),
     "none"),
    (f"SELECT (COUNT(*) AS ?n) FROM <{SHAPES_GRAPH}> WHERE {{ ?s ?p ?o }}", None, None,
     "shapes"),
    (f"SELECT (COUNT(*) AS ?n) FROM <{SHAPES_GRAPH}> WHERE {{ GRAPH ?g {{ ?s ?p ?o }} }}",
     None, None, "none"),
    (f"SELECT (COUNT(*) AS ?n) FROM NAMED <{SHAPES_GRAPH}> WHERE {{ ?s ?p ?o }}", None, None,
     "none"),
]


@pytest.mark.parametrize("query, default, named, expected", DATASET_CASES)
def test_execute_with_a_dataset(store, query, default, named, expected: str) -> None:
    sizes = {g: int(store.solve(f"SELECT (COUNT(*) AS ?n) WHERE {{ GRAPH <{g}> "
                                "{ ?s ?p ?o } }").rows[0][0])
             for g in (ONTOLOGY_GRAPH, SHAPES_GRAPH)}
    want = {"none": 0, "ontology": sizes[ONTOLOGY_GRAPH], "shapes": sizes[SHAPES_GRAPH],
            "ontology+shapes": sizes[ONTOLOGY_GRAPH] + sizes[SHAPES_GRAPH]}[expected]
    _kind, body = _executed(store, query, "application/sparql-results+json",
                            default_graphs=default, named_graphs=named)
    result = Result.parse(io.BytesIO(body), format="json")
    assert [int(row[0]) for row in result] == [want]
    if default is None:  # solve reads the query's own dataset the same way
        assert int(store.solve(query).rows[0][0]) == want


# -- publication -----------------------------------------------------------------------------

def _graph(*labels: str) -> Graph:
    graph = Graph()
    for number, label in enumerate(labels):
        graph.add((URIRef(f"http://example.org/thing/{number}"), RDFS.label,
                   Literal(label, lang="en")))
    return graph


def test_replace_graphs_makes_each_graph_hold_exactly_its_triples(fresh_store) -> None:
    one, two = URIRef("http://example.org/graph/one"), URIRef("http://example.org/graph/two")
    fresh_store.replace_graphs([(one, _graph("a", "b")), (two, _graph("c"))])
    assert fresh_store.named_graphs() == [one, two]
    assert fresh_store.quad_count() == 3
    fresh_store.replace_graph(one, _graph("z"))
    assert fresh_store.quad_count() == 2
    labels = fresh_store.solve(f"SELECT ?l WHERE {{ GRAPH <{one}> {{ ?s ?p ?l }} }}").rows
    assert labels == ((Literal("z", lang="en"),),)
    assert fresh_store.solve(f"ASK {{ GRAPH <{two}> {{ ?s ?p \"c\"@en }} }}").boolean is True


def test_a_second_publication_replaces_the_first(backend, fresh_store) -> None:
    if backend == "embedded":
        pytest.skip("the embedded store is published as a new build folder (tests/test_build.py)")
    one, two, three = (URIRef(f"http://example.org/graph/{n}") for n in ("one", "two", "three"))
    fresh_store.publish([(one, _graph("a")), (two, _graph("b"))], "1" * 64)
    assert fresh_store.named_graphs() == [one, two] and fresh_store.quad_count() == 2
    fresh_store.publish([(two, _graph("x", "y")), (three, _graph("c"))], "2" * 64)
    assert fresh_store.record(fresh=True).digest == "2" * 64
    assert fresh_store.named_graphs() == [three, two] and fresh_store.quad_count() == 3
    assert fresh_store.solve(f"ASK {{ GRAPH <{one}> {{ ?s ?p ?o }} }}").boolean is False
    assert fresh_store.solve("SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }").rows[0][0] == \
        Literal(3)


# -- what a build writes ----------------------------------------------------------------------

def _ntriples(*pairs: tuple[str, str]) -> bytes:
    """N-Triples of things and their English labels."""
    return "".join(f'<http://example.org/thing/{thing}> <{RDFS.label}> "{label}"@en .\n'
                   for thing, label in pairs).encode()


ONE, TWO, THREE = (f"http://example.org/graph/{n}" for n in ("one", "two", "three"))


def test_loaded_graphs_enter_the_union_once_and_dropping_one_keeps_what_others_hold(
        fresh_store) -> None:
    fresh_store.load_graphs([(ONE, _ntriples(("a", "a"), ("b", "b"))),
                             (TWO, _ntriples(("b", "b"), ("c", "c")))])
    assert [str(g) for g in fresh_store.named_graphs()] == [ONE, TWO]
    assert fresh_store.quad_count() == 4
    assert fresh_store.union_size() == 3  # the shared label once
    assert fresh_store.entities_in([ONE]) == {"http://example.org/thing/a",
                                              "http://example.org/thing/b"}
    written = Graph().parse(data=fresh_store.graph_ntriples(ONE), format="nt")
    assert isomorphic(written, Graph().parse(data=_ntriples(("a", "a"), ("b", "b")),
                                             format="nt"))
    fresh_store.drop_graphs([ONE])
    assert [str(g) for g in fresh_store.named_graphs()] == [TWO]
    assert fresh_store.union_size() == 2
    label = f"<{RDFS.label}>"
    assert fresh_store.solve(f'ASK {{ <http://example.org/thing/b> {label} "b"@en }}').boolean
    assert not fresh_store.solve("ASK { <http://example.org/thing/a> ?p ?o }").boolean


def test_a_publication_keeps_the_graphs_it_is_told_are_unchanged(fresh_store) -> None:
    fresh_store.publish_ntriples([(ONE, _ntriples(("a", "a")).decode(), 1),
                                  (TWO, _ntriples(("b", "b")).decode(), 1)], "1" * 64)
    assert fresh_store.can_keep("1" * 64) and not fresh_store.can_keep("2" * 64)
    assert fresh_store.record(fresh=True).graphs == {ONE: 1, TWO: 1}
    fresh_store.publish_ntriples([(THREE, _ntriples(("c", "c"), ("d", "d")).decode(), 2)],
                                 "2" * 64, unchanged={TWO: 1})
    assert fresh_store.record(fresh=True).digest == "2" * 64
    assert [str(g) for g in fresh_store.named_graphs()] == [THREE, TWO]
    assert fresh_store.quad_count() == 3
    assert fresh_store.solve(f"ASK {{ GRAPH <{TWO}> {{ ?s ?p \"b\"@en }} }}").boolean
    assert not fresh_store.solve(f"ASK {{ GRAPH <{ONE}> {{ ?s ?p ?o }} }}").boolean


def test_a_store_is_carried_over_by_a_copy_or_refuses_to_be(backend, fresh_store,
                                                              tmp_path: Path) -> None:
    fresh_store.load_graphs([(ONE, _ntriples(("a", "a")))])
    if backend != "embedded":
        with pytest.raises(StoreError):
            fresh_store.backup(tmp_path / "copy")
        return
    fresh_store.backup(tmp_path / "copy")
    copy = type(fresh_store).create(tmp_path / "copy", union_stored=True)
    try:
        copy.drop_graphs([ONE])  # the copy is written, the original keeps its graph
        assert copy.named_graphs() == [] and copy.union_size() == 0
    finally:
        copy.close()
    assert [str(g) for g in fresh_store.named_graphs()] == [ONE]
    assert fresh_store.union_size() == 1


# -- failure ---------------------------------------------------------------------------------

@pytest.mark.parametrize("query", ["SELECT ?s WHERE { ?s ?p }", "ASK {", "SELECT * WHERE { ?s <",
                                   "SELECT ?s WHERE { ?s nope:p ?o }"])
def test_a_malformed_query_is_a_query_error_400(store, query: str) -> None:
    with pytest.raises(QueryError) as solved:
        store.solve(query)
    assert solved.value.status == 400
    with pytest.raises(QueryError) as executed:
        _executed(store, query, "application/sparql-results+json")
    assert executed.value.status == 400
    assert str(executed.value) == str(solved.value)  # the same message, whichever store


def test_a_query_out_of_time_is_a_timeout(store) -> None:
    with pytest.raises(QueryTimeout):
        _executed(store, ENDLESS, "application/sparql-results+json", timeout=1.0)
    # stopped, and the store still answers
    assert store.solve(f"ASK {{ <{ZAMORA}> ?p ?o }}").boolean is True


def test_a_store_that_is_gone_is_a_store_error(gone_store) -> None:
    with pytest.raises(StoreError):
        store = gone_store()
        store.solve("ASK { ?s ?p ?o }")
