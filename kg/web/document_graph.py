"""A resource's document as the store returned it, indexed for the page that shows it.

A page reads a few hundred to a couple of thousand triples by subject and by object; an
rdflib graph of them costs more than the query that found them, so the page keeps the
store's own terms and indexes them once.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Iterable, Iterator

import pyoxigraph as ox
from rdflib.namespace import RDF, RDFS

from kg.store.terms import to_oxigraph

Term = ox.NamedNode | ox.BlankNode | ox.Literal

RDF_TYPE, RDFS_LABEL = to_oxigraph(RDF.type), to_oxigraph(RDFS.label)


def term_order(term: Term) -> tuple[int, str, str]:
    """IRIs before blank nodes before literals, then by value: the order pages list them in."""
    if isinstance(term, ox.NamedNode):
        return (0, term.value, "")
    if isinstance(term, ox.BlankNode):
        return (1, term.value, "")
    return (2, term.value, term.language or term.datatype.value)


class DocumentGraph:
    def __init__(self, triples: Iterable[ox.Triple]) -> None:
        self.triples = tuple(triples)
        self._by_subject: dict[Term, list[tuple[ox.NamedNode, Term]]] = defaultdict(list)
        self._by_object: dict[Term, list[tuple[Term, ox.NamedNode]]] = defaultdict(list)
        for triple in self.triples:
            self._by_subject[triple.subject].append((triple.predicate, triple.object))
            if not isinstance(triple.object, ox.Literal):
                self._by_object[triple.object].append((triple.subject, triple.predicate))

    def __len__(self) -> int:
        return len(self.triples)

    def __iter__(self) -> Iterator[ox.Triple]:
        return iter(self.triples)

    def predicate_objects(self, subject: Term) -> list[tuple[ox.NamedNode, Term]]:
        """Sorted by predicate, then object."""
        return sorted(self._by_subject.get(subject, ()),
                      key=lambda po: (po[0].value, term_order(po[1])))

    def subject_predicates(self, obj: Term) -> list[tuple[Term, ox.NamedNode]]:
        """Sorted by subject, then predicate."""
        return sorted(self._by_object.get(obj, ()),
                      key=lambda sp: (term_order(sp[0]), sp[1].value))

    def objects(self, subject: Term, predicate: ox.NamedNode) -> list[Term]:
        return sorted((o for p, o in self._by_subject.get(subject, ()) if p == predicate),
                      key=term_order)

    def value(self, subject: Term, predicate: ox.NamedNode) -> Term | None:
        return next(iter(self.objects(subject, predicate)), None)

    def has_type(self, subject: Term, rdf_type: ox.NamedNode) -> bool:
        return (RDF_TYPE, rdf_type) in self._by_subject.get(subject, ())

    def label(self, node: Term) -> ox.Literal | None:
        """The English label, else any label."""
        labels = [o for o in self.objects(node, RDFS_LABEL) if isinstance(o, ox.Literal)]
        return next((l for l in labels if l.language == "en"), labels[0] if labels else None)
