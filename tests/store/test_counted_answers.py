"""kg.store.answer.counted: a capped answer's rows are counted as it is written; only an
answer small enough is read back from memory, a larger one is evaluated again (so that no
line of over 16 MiB reaches pyoxigraph's parsers) or, where it cannot be, read back from
disk."""

from __future__ import annotations

import pyoxigraph as ox

from kg.store.answer import KEPT_BYTES, counted

EX = "http://example.org/"


def _store(values: list[str]) -> ox.Store:
    store = ox.Store()
    for i, value in enumerate(values):
        store.add(ox.Quad(ox.NamedNode(f"{EX}s{i}"), ox.NamedNode(f"{EX}p"),
                          ox.Literal(value), ox.DefaultGraph()))
    return store


QUERY = "SELECT ?o WHERE { ?s ?p ?o }"


def test_a_small_answer_is_counted_and_read_back() -> None:
    store = _store(["a", "b\nc", "d"])
    solutions, rows = counted(store.query(QUERY))
    assert rows == 3
    assert sorted(s["o"].value for s in solutions) == ["a", "b\nc", "d"]


def test_a_large_answer_is_evaluated_again_not_read_back() -> None:
    big = "x" * (KEPT_BYTES + 1)
    store = _store([big, "y"])
    solutions, rows = counted(store.query(QUERY), lambda: store.query(QUERY))
    assert rows == 2
    assert sorted(len(s["o"].value) for s in solutions) == [1, len(big)]


def test_a_large_answer_that_cannot_be_evaluated_again_is_read_back() -> None:
    big = "x" * (KEPT_BYTES + 1)
    store = _store([big])
    solutions, rows = counted(store.query(QUERY))
    assert rows == 1
    assert [s["o"].value for s in solutions] == [big]
