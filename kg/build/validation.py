"""The SHACL gate: validate each article's graph and explain every violation in words.

A violation names the article, the focus node (its label and IRI), the path and the shape,
so that the person who wrote the mapping input knows what to mend.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Callable, Iterable, Protocol

import pyoxigraph as ox
import pyshacl
import pyshacl_turbo
from rdflib import BNode, Graph, Literal, URIRef
from rdflib.namespace import RDFS
from rdflib.term import Node

from kg.store.counting import count_solutions
from kg.store.terms import to_oxigraph
from kg.vocab import PREFIXES, SH


class Solver(Protocol):
    def solve(self, query: str): ...


@dataclass(frozen=True)
class Violation:
    article: str
    focus: str
    focus_label: str
    path: str
    shape: str
    message: str
    severity: str
    value: str | None = None
    where: str | None = None  # file:line of the mapping item that made the node
    given: str | None = None  # of a disagreement between articles: what each one gives

    def __str__(self) -> str:
        value = f" (value: {self.value})" if self.value else ""
        where = f"{self.where}: " if self.where else ""
        return (f"{where}article {self.article}: {self.focus_label} <{self.focus}> violates "
                f"“{self.shape}” at {self.path}: {self.message}{value}")


@dataclass(frozen=True)
class Report:
    conforms: bool
    violations: tuple[Violation, ...]
    graph: Graph

    def text(self) -> str:
        if self.conforms:
            return "Validation passed: every graph conforms to the shapes."
        lines = [f"Validation failed: {len(self.violations)} violation(s)."]
        lines += [f"- {v}" for v in self.violations]
        return "\n".join(lines)


def _label(graph: Graph, node: Node) -> str | None:
    labels = list(graph.objects(node, RDFS.label))
    english = [l for l in labels if isinstance(l, Literal) and l.language == "en"]
    chosen = english or labels
    return str(chosen[0]) if chosen else None


def _path_name(shapes: Graph, path: Node | None) -> str:
    if path is None:
        return "the node itself"
    if isinstance(path, URIRef):
        return shapes.namespace_manager.normalizeUri(path)
    return "a property path"


def _shape_name(shapes: Graph, shape: Node) -> str:
    """The label of the node shape a (usually anonymous) property shape belongs to."""
    owner = shape
    if isinstance(shape, BNode):
        owner = next(shapes.subjects(SH.property, shape), shape)
    name = _label(shapes, owner)
    if name:
        return name
    return shapes.namespace_manager.normalizeUri(owner) if isinstance(owner, URIRef) else "a shape"


def _message(result_graph: Graph, shapes: Graph, result: Node, shape: Node) -> str:
    for source in (shapes, result_graph):
        messages = list(source.objects(shape, SH.message))
        if messages:
            return str(messages[0])
    return str(next(result_graph.objects(result, SH.resultMessage), "constraint not met"))


def explain(article: str, data: Graph, shapes: Graph, result_graph: Graph) -> list[Violation]:
    violations = []
    for result in result_graph.subjects(SH.resultSeverity, None):
        focus = next(result_graph.objects(result, SH.focusNode))
        shape = next(result_graph.objects(result, SH.sourceShape))
        path = next(result_graph.objects(result, SH.resultPath), None)
        value = next(result_graph.objects(result, SH.value), None)
        severity = next(result_graph.objects(result, SH.resultSeverity))
        violations.append(Violation(
            article=article,
            focus=str(focus),
            focus_label=_label(data, focus) or "(unlabelled node)",
            path=_path_name(shapes, path),
            shape=_shape_name(shapes, shape),
            message=_message(result_graph, shapes, result, shape),
            severity=shapes.namespace_manager.normalizeUri(severity),
            value=str(value) if value is not None else None,
        ))
    return sorted(violations, key=lambda v: (v.article, v.focus, v.shape, v.path, v.message))


class Gate:
    """The shapes, compiled once, and what of the ontology validation needs: the gate every
    article's graph goes through.

    The engine is pyshacl-turbo (a Rust SHACL engine with pySHACL's API), about ten times
    as fast as pySHACL on these graphs; pySHACL stays the reference (validate_reference),
    and a test holds the two to the same verdicts and reports. Of the ontology, SHACL Core
    reads only the class hierarchy from the data graph (sh:targetClass and sh:class follow
    rdfs:subClassOf), so only those axioms are mixed into each article's graph, instead of
    copying the whole ontology into it as pySHACL's ont_graph does."""

    def __init__(self, shapes: Graph, ontology: Graph) -> None:
        self.shapes = shapes
        # Compiled from the shapes' triples alone: the engine binds every prefix of the graph
        # it was given into each report it makes (33 of them, 0.9 ms an article, mostly for
        # reports that are thrown away); the violations are explained from ``shapes``.
        bare = Graph(bind_namespaces="none")
        for triple in shapes:
            bare.add(triple)
        self._compiled = pyshacl_turbo.CompiledShapes(bare)
        self._hierarchy = [ox.Quad(to_oxigraph(s), to_oxigraph(p), to_oxigraph(o),
                                   ox.DefaultGraph())
                           for s, p, o in ontology.triples((None, RDFS.subClassOf, None))
                           if isinstance(s, URIRef) and isinstance(o, URIRef)]
        self._hierarchy_ntriples = ox.serialize(
            [ox.Triple(q.subject, q.predicate, q.object) for q in self._hierarchy],
            format=ox.RdfFormat.N_TRIPLES)

    def check_ntriples(self, article: str, ntriples: bytes,
                       graph: Callable[[], Graph]) -> Report:
        """Validate the article's graph given as N-Triples without blank nodes (the engine
        parses the text itself, where a store it first writes out as N-Quads: with the
        store's own load, 0.8 ms an article); ``graph`` gives
        it as an rdflib graph, only asked for to explain violations."""
        return self._validate(article, pyshacl_turbo.Input(
            (ntriples + self._hierarchy_ntriples).decode("utf-8"), "nt", None, {}), graph)

    def check(self, article: str, data: Graph) -> Report:
        """Validate one article's graph."""
        store = ox.Store()
        store.extend(ox.Quad(to_oxigraph(s), to_oxigraph(p), to_oxigraph(o), ox.DefaultGraph())
                     for s, p, o in data)
        return self.check_store(article, store, lambda: data)

    def check_store(self, article: str, store: ox.Store,
                    graph: Callable[[], Graph]) -> Report:
        """Validate the article's graph held in the default graph of an in-memory store
        (the engine reads it natively); ``graph`` gives it as an rdflib graph, only asked
        for to explain violations. The class hierarchy is added to the store."""
        store.extend(self._hierarchy)
        return self._validate(article, store, graph)

    def _validate(self, article: str, data, graph: Callable[[], Graph]) -> Report:
        conforms, result_graph, _text = self._compiled.validate(
            data, inference="none", abort_on_first=False, allow_warnings=False)
        violations = () if conforms else tuple(explain(article, graph(), self.shapes,
                                                       result_graph))
        return Report(bool(conforms), violations, result_graph)


def validate_graph(article: str, data: Graph, shapes: Graph, ontology: Graph) -> Report:
    """Validate one article's graph (compiling the shapes: a Gate does it once)."""
    return Gate(shapes, ontology).check(article, data)


def validate_reference(article: str, data: Graph, shapes: Graph, ontology: Graph) -> Report:
    """The same check by pySHACL, the reference implementation, with the whole ontology mixed
    in; the tests hold the Gate to its verdicts."""
    conforms, result_graph, _text = pyshacl.validate(
        data, shacl_graph=shapes, ont_graph=ontology, inference="none",
        abort_on_first=False, allow_warnings=False, meta_shacl=False, advanced=False,
    )
    violations = tuple(explain(article, data, shapes, result_graph))
    return Report(bool(conforms), violations, result_graph)


def combine(reports: Iterable[Report]) -> Report:
    graph = Graph()
    for prefix, iri in PREFIXES.items():
        graph.bind(prefix, iri)
    violations: list[Violation] = []
    conforms = True
    reports = list(reports)
    for report in reports:
        graph += report.graph
        violations.extend(report.violations)
        conforms = conforms and report.conforms
    if len(reports) > 1:
        # One sh:ValidationReport for the whole build, as consumers of SHACL reports expect.
        roots = list(graph.subjects(predicate=SH.conforms))
        for root in roots[1:]:
            for result in list(graph.objects(root, SH.result)):
                graph.add((roots[0], SH.result, result))
            graph.remove((root, None, None))
        graph.set((roots[0], SH.conforms, Literal(conforms)))
    return Report(conforms, tuple(violations), graph)


# ---------------------------------------------------------------------------------------------
# The union of the articles' graphs
# ---------------------------------------------------------------------------------------------
# Each article's graph conforms on its own, but the dataset's default graph (and the Turtle
# dump) is their union. Two articles that give the same node different values of a
# property the shapes allow once (two names for one person, two levels for one relation)
# make the union violate the shapes. This check finds such disagreements in the stored
# build with one SPARQL query per kind, instead of validating millions of triples again.

@dataclass(frozen=True)
class FunctionalProperty:
    path: URIRef
    classes: tuple[URIRef, ...]
    shape: URIRef
    shape_label: str


def functional_properties(shapes: Graph) -> list[FunctionalProperty]:
    """The (path, target classes) pairs the shapes allow at most one value for."""
    from rdflib.namespace import RDF

    found = []
    for node_shape in sorted(shapes.subjects(RDF.type, SH.NodeShape)):
        classes = tuple(sorted(c for c in shapes.objects(node_shape, SH.targetClass)
                               if isinstance(c, URIRef)))
        if not classes:
            continue
        for prop in shapes.objects(node_shape, SH.property):
            path = shapes.value(prop, SH.path)
            max_count = shapes.value(prop, SH.maxCount)
            if isinstance(path, URIRef) and max_count is not None and int(max_count) == 1:
                found.append(FunctionalProperty(path, classes, node_shape,
                                                _shape_name(shapes, node_shape)))
    return found


def union_conflicts(store: "Solver", shapes: Graph, articles_by_graph: dict[str, str],
                    changed: list[str] | None = None) -> list[Violation]:
    """Disagreements between articles about shared nodes; with ``changed`` (the graphs a
    build added to a union that conformed before), only those about the nodes they touch.

    Candidates are nodes with two different values of a property in the stored union (each
    triple once). For the whole union, one query per property: a join the store evaluates
    as it reads the property's triples, where counting the values of every node (GROUP BY)
    held a group per node, about 1.5 GB at 100,000 articles. For changed graphs, the pairs
    of node and property they state, each looked up in the union. A candidate of a class
    some shape limits the property for is then looked at graph by graph, leaving out the
    graphs that are not articles' (the ontology, the shapes)."""
    violations: list[Violation] = []
    if not articles_by_graph or changed == []:
        return violations
    by_path = functional_by_path(shapes)
    classes = sorted({c for fps in by_path.values() for fp in fps for c in fp.classes})
    if changed is None:
        candidates = _whole_union_candidates(store, by_path)
    else:
        candidates = _touched_candidates(store, by_path, classes, changed)
    for path, nodes in candidates.items():
        for s, found_classes in nodes.items():
            found = _graphs_giving(store, f"<{s}> <{path}> ?o", articles_by_graph)
            if not found:
                continue
            for fp in by_path[path]:
                if found_classes & {str(c) for c in fp.classes}:
                    violations.append(_conflict(store, shapes, s, path, fp.shape_label,
                                                *found, articles_by_graph,
                                                "the shape allows one"))
    for s, lang in _label_candidates(store, changed):
        found = _graphs_giving(store, f'<{s}> rdfs:label ?o FILTER(LANG(?o) = "{lang}")',
                               articles_by_graph)
        if found:
            violations.append(_conflict(store, shapes, s, RDFS.label,
                                        "Anything named in the graph", *found,
                                        articles_by_graph,
                                        f"one label per language is allowed (@{lang})"))
    return sorted(_one_per_disagreement(violations),
                  key=lambda v: (v.article, v.focus, v.path, v.shape))


def functional_by_path(shapes: Graph) -> dict[URIRef, list[FunctionalProperty]]:
    """The shapes that limit each property to one value (a sentence's and a quotation's
    `isPartOf`): the ones a node falls under are told apart by its classes."""
    by_path: dict[URIRef, list[FunctionalProperty]] = {}
    for fp in functional_properties(shapes):
        by_path.setdefault(fp.path, []).append(fp)
    return by_path


_RDFS = "PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>"
_GRAPHS_AT_ONCE = 200  # changed graphs named in one query
_PAIRS_AT_ONCE = 500  # (node, property) pairs looked up in one query


def _chunks(items: list, size: int) -> Iterable[list]:
    return (items[i:i + size] for i in range(0, len(items), size))


def _iris(items: Iterable) -> str:
    return " ".join(f"<{i}>" for i in items)


# sameTerm below, as SHACL counts value nodes (terms); Oxigraph compares it without reading
# the values (an article's body, a sentence's text) back from its strings.

def _whole_union_candidates(store: "Solver", by_path: dict[URIRef, list[FunctionalProperty]],
                            class_first: bool | None = None
                            ) -> dict[URIRef, dict[Node, set[str]]]:
    """By property, the nodes with two values of it and their classes that shapes target.

    Two plans give the same answer. Reading the property's triples first costs a lookup per
    triple; reading the nodes of the shapes' classes first, a lookup per node. Each is the
    cheaper one for some properties: `oa:hasSelector` is stated twice by every piece of
    evidence and once by a sentence, the only class it is limited for (at 100,000 articles,
    54 s against 4.6 s); a date is stated by few of the many events (0.3 s against 2.5 s).
    Unless ``class_first`` says which (for tests), the plan follows from two counts: the
    nodes of the classes, then the property's triples, counted no further than that."""
    candidates: dict[URIRef, dict[Node, set[str]]] = {}
    for path, fps in by_path.items():
        classes = _iris(sorted({c for fp in fps for c in fp.classes}))
        typed = f"VALUES ?class {{ {classes} }} ?type rdfs:subClassOf* ?class . ?s a ?type ."
        two = f"?s <{path}> ?o . ?s <{path}> ?other FILTER(!sameTerm(?o, ?other))"
        first = class_first
        if first is None:
            nodes = count_solutions(store, typed, prefixes=_RDFS)  # (some twice: a guess)
            first = count_solutions(store, f"?s <{path}> ?o", nodes) >= nodes
        # (in the order written: Oxigraph joins the parts of a pattern as they come)
        pattern = (f"{typed} {two}" if first else
                   f"{{ SELECT DISTINCT ?s WHERE {{ {two} }} }} {typed}")
        for s, cls in store.solve(f"{_RDFS} SELECT DISTINCT ?s ?class WHERE {{ {pattern} }}").rows:
            candidates.setdefault(path, {}).setdefault(s, set()).add(str(cls))
    return candidates


def _touched_candidates(store: "Solver", by_path: dict[URIRef, list[FunctionalProperty]],
                        classes: list[URIRef], changed: list[str]
                        ) -> dict[URIRef, dict[Node, set[str]]]:
    """The same, for the nodes and properties the changed graphs state: each pair looked up
    in the union (one query per property ran over all its triples, about 35 s at 100,000
    articles for one changed article; this is a fraction of a second). Its bound: a node
    that two unchanged graphs give two values, and that a changed graph only gives a class
    (bringing it under a shape), is not a candidate; a full build finds it. The mappers
    state a typed node's name in the graph that types it."""
    paths = _iris(sorted(by_path))
    pairs: set[tuple[Node, Node]] = set()
    for graphs in _chunks(changed, _GRAPHS_AT_ONCE):
        pairs.update(store.solve(f"""
            SELECT DISTINCT ?s ?p WHERE {{ VALUES ?g {{ {_iris(graphs)} }}
              VALUES ?p {{ {paths} }} GRAPH ?g {{ ?s ?p ?o }} FILTER(isIRI(?s)) }}""").rows)
    several: set[tuple[Node, Node]] = set()
    for chunk in _chunks(sorted(pairs), _PAIRS_AT_ONCE):
        rows = " ".join(f"(<{s}> <{p}>)" for s, p in chunk)
        several.update(store.solve(f"""
            SELECT DISTINCT ?s ?p WHERE {{ VALUES (?s ?p) {{ {rows} }}
              ?s ?p ?o . ?s ?p ?other FILTER(!sameTerm(?o, ?other)) }}""").rows)
    of_node: dict[Node, set[str]] = {}
    for nodes in _chunks(sorted({s for s, _p in several}), _PAIRS_AT_ONCE):
        for s, cls in store.solve(f"""{_RDFS}
            SELECT DISTINCT ?s ?class WHERE {{ VALUES ?s {{ {_iris(nodes)} }}
              ?s a ?type . ?type rdfs:subClassOf* ?class . VALUES ?class {{ {_iris(classes)} }}
            }}""").rows:
            of_node.setdefault(s, set()).add(str(cls))
    candidates: dict[URIRef, dict[Node, set[str]]] = {}
    for s, p in sorted(several):
        if s in of_node:
            candidates.setdefault(URIRef(str(p)), {})[s] = of_node[s]
    return candidates


def _label_candidates(store: "Solver", changed: list[str] | None
                      ) -> Iterable[tuple[Node, Node]]:
    """Nodes with two labels in one language (of those the changed graphs label)."""
    pattern = """?s rdfs:label ?o . ?s rdfs:label ?other
        FILTER(!sameTerm(?o, ?other) && LANG(?o) = LANG(?other)) BIND(LANG(?o) AS ?lang)"""
    if changed is None:
        yield from store.solve(f"{_RDFS} SELECT DISTINCT ?s ?lang WHERE {{ {pattern} }}").rows
        return
    found: set[tuple[Node, Node]] = set()  # a node labelled in two chunks is found twice
    for graphs in _chunks(changed, _GRAPHS_AT_ONCE):
        found.update(store.solve(f"""{_RDFS} SELECT DISTINCT ?s ?lang WHERE {{
            {{ SELECT DISTINCT ?s WHERE {{ VALUES ?g {{ {_iris(graphs)} }}
               GRAPH ?g {{ ?s rdfs:label ?x }} }} }} {pattern} }}""").rows)
    yield from sorted(found)


def _graphs_giving(store: "Solver", pattern: str, articles_by_graph: dict[str, str]
                   ) -> tuple[int, dict[str, list[str]]] | None:
    """How many values the articles' graphs give in ``pattern`` (over ?o), and the values
    each graph gives: None unless more than one."""
    values: set = set()
    by_graph: dict[str, list[str]] = {}
    for g, o in store.solve(f"""{_RDFS}
            SELECT DISTINCT ?g ?o WHERE {{ GRAPH ?g {{ {pattern} }} }}""").rows:
        if str(g) in articles_by_graph:
            values.add(o)
            by_graph.setdefault(str(g), []).append(_shown_value(o))
    return (len(values), by_graph) if len(values) > 1 else None


def _shown_value(term: Node) -> str:
    """A value as a message shows it: a literal's text in quotation marks, an IRI as is."""
    return f"“{term}”" if isinstance(term, Literal) else f"<{term}>"


def _conflict(store: "Solver", shapes: Graph, focus: Node, path: Node, shape: str, count: int,
              by_graph: dict[str, list[str]], articles_by_graph: dict[str, str],
              rule: str) -> Violation:
    givers = sorted((articles_by_graph.get(g, g), ", ".join(sorted(values)))
                    for g, values in by_graph.items())
    label_rows = store.solve(f'SELECT ?l WHERE {{ <{focus}> <{RDFS.label}> ?l '
                             f'FILTER(LANGMATCHES(LANG(?l), "en")) }} LIMIT 1').rows
    given = "; ".join(f"{article} gives {values}" for article, values in givers)
    return Violation(
        article=", ".join(article for article, _values in givers),
        focus=str(focus),
        focus_label=str(label_rows[0][0]) if label_rows else "(unlabelled node)",
        path=_path_name(shapes, URIRef(str(path))),
        shape=shape,
        message=f"these articles give it {count} different values ({given}), and in their "
                f"union {rule}; make them agree or give the node a different id in each",
        severity="sh:Violation",
        given=given,
    )


def _one_per_disagreement(violations: list[Violation]) -> list[Violation]:
    """A disagreement about a node's label is reported once: an entity's `name` is both its
    label and its schema:name, and the same values of another property of the node, from
    the same articles, are the same mistake (named after the label's path), not a second one
    under another shape's name."""
    labels = {(v.focus, v.article, v.given) for v in violations if v.path == "rdfs:label"}
    also: dict[tuple, set[str]] = {}
    kept = []
    for violation in violations:
        key = (violation.focus, violation.article, violation.given)
        if violation.path != "rdfs:label" and key in labels:
            also.setdefault(key, set()).add(violation.path)
        else:
            kept.append(violation)
    located = []
    for violation in kept:
        key = (violation.focus, violation.article, violation.given)
        if violation.path == "rdfs:label" and key in also:
            violation = dataclasses.replace(
                violation, path=f"rdfs:label (and {', '.join(sorted(also[key]))})")
        located.append(violation)
    return located


def report_of(violations: list[Violation]) -> Report:
    """A SHACL validation report graph for violations found outside pyshacl."""
    from rdflib.namespace import RDF

    graph = Graph()
    for prefix, iri in PREFIXES.items():
        graph.bind(prefix, iri)
    root = BNode()
    graph.add((root, RDF.type, SH.ValidationReport))
    graph.add((root, SH.conforms, Literal(not violations)))
    for violation in violations:
        result = BNode()
        graph.add((root, SH.result, result))
        graph.add((result, RDF.type, SH.ValidationResult))
        graph.add((result, SH.focusNode, URIRef(violation.focus)))
        graph.add((result, SH.resultSeverity, SH.Violation))
        graph.add((result, SH.resultMessage, Literal(f"{violation.message} ({violation.article})",
                                                     lang="en")))
    return Report(not violations, tuple(violations), graph)
