"""The SHACL gate: validate each article's graph and explain every violation in words.

A violation names the article, the focus node (its label and IRI), the path and the shape,
so that the person who wrote the mapping input knows what to mend.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from pyshacl import validate
from rdflib import BNode, Graph, Literal, URIRef
from rdflib.namespace import RDFS
from rdflib.term import Node

from .vocab import PREFIXES, SH


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

    def __str__(self) -> str:
        value = f" (value: {self.value})" if self.value else ""
        return (f"article {self.article}: {self.focus_label} <{self.focus}> violates "
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


def validate_graph(article: str, data: Graph, shapes: Graph, ontology: Graph) -> Report:
    """Validate one article's graph; the ontology is mixed in so that subclasses are targeted."""
    conforms, result_graph, _text = validate(
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
