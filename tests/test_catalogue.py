"""The build's catalogue holds what the store holds: every entity of each kind once, and
every claim by claimant and subject, on a corpus of 80 synthetic articles."""

from __future__ import annotations

import sqlite3

import pytest

from kg.build.publish import open_published_store
from kg.build.catalogue import write_catalogue
from kg.published.catalogue import FILE_NAME, KINDS, Catalogue
from kg.store.base import QueryError


@pytest.fixture(scope="module")
def synthetic(synthetic_built):
    store = open_published_store(synthetic_built.path)
    catalogue = Catalogue.of_build(synthetic_built.path)
    yield store, catalogue
    catalogue.close()
    store.close()


def _execute(catalogue: Catalogue, sql: str, parameters=()) -> list:
    """The rows of a query, read on one of the catalogue's connections."""
    with catalogue.reading() as db:
        return db.execute(sql, parameters).fetchall()


@pytest.mark.parametrize("kind", [k.name for k in KINDS])
def test_each_kind_lists_what_the_store_has_of_it(synthetic, kind: str) -> None:
    store, catalogue = synthetic
    classes = " ".join(f"<{c}>" for c in catalogue.classes(kind))
    expected = {row[0].value for row in store.solve(
        f"SELECT DISTINCT ?e WHERE {{ VALUES ?t {{ {classes} }} ?e a ?t FILTER(isIRI(?e)) }}"
    ).terms}
    listed = {iri for (iri,) in _execute(
        catalogue, "SELECT iri FROM entity WHERE kind = ?", (kind,))}
    # An entity of two kinds is listed under the first only (a claim is not also a quotation).
    assert listed <= expected
    earlier = {k.name for k in KINDS[:[k.name for k in KINDS].index(kind)]}
    elsewhere = {iri for (iri,) in _execute(
        catalogue, f"SELECT iri FROM entity WHERE kind IN ({','.join('?' * len(earlier))})",
        sorted(earlier))} if earlier else set()
    assert expected - listed <= elsewhere
    if kind in ("people", "states", "claims", "articles"):
        assert listed  # the synthetic corpus has these
    assert catalogue.counts()[kind] == len(listed)


def test_claims_are_every_claimant_and_subject_of_every_claim(synthetic) -> None:
    store, catalogue = synthetic
    classes = " ".join(f"<{c}>" for c in catalogue.classes("claims"))
    expected = {(c.value, w.value, a.value) for c, w, a in store.solve(
        f"""SELECT DISTINCT ?c ?w ?a WHERE {{ VALUES ?t {{ {classes} }} ?c a ?t ;
        <https://w3id.org/diplokg/ontology#claimant> ?w ;
        <https://w3id.org/diplokg/ontology#about> ?a }}""").terms}
    rows = {tuple(r) for r in _execute(catalogue, "SELECT claim, claimant, subject FROM claim")}
    assert rows == expected and len(rows) >= 80
    # Every claim's evidence is there, and its quote stands in its sentence.
    for exact, sentence in _execute(catalogue, "SELECT exact, sentence FROM evidence"):
        assert exact in sentence


def test_search_index_folds_accents(synthetic) -> None:
    _store, catalogue = synthetic
    accented = next(iter(_execute(
        catalogue, "SELECT label FROM entity WHERE kind = 'people' AND label <> sort AND "
        "label LIKE '%á%' LIMIT 1")), None)
    if accented is None:
        accented = next(iter(_execute(
            catalogue, "SELECT label FROM entity WHERE kind = 'people' AND "
            "label GLOB '*[áéíóúñ]*' LIMIT 1")), None)
    assert accented is not None
    plain = accented[0].translate(str.maketrans("áéíóúñÁÉÍÓÚÑ", "aeiounAEIOUN"))
    found = [label for (label,) in _execute(
        catalogue, "SELECT e.label FROM entity_text JOIN entity e ON e.id = entity_text.rowid "
        "WHERE entity_text MATCH ?", (" ".join(f'"{w}"' for w in plain.split()),))]
    assert accented[0] in found


def test_the_catalogue_is_read_only_to_the_server(synthetic_built) -> None:
    catalogue = Catalogue(synthetic_built.path / FILE_NAME)
    try:
        with pytest.raises(sqlite3.OperationalError):
            _execute(catalogue, "DELETE FROM entity")
    finally:
        catalogue.close()


def test_the_catalogue_leaves_no_scratch_file_and_a_failed_one_no_catalogue(
        synthetic_built, tmp_path) -> None:
    # The stage the store's answers are written into is removed with the catalogue written.
    assert sorted(p.name for p in synthetic_built.path.glob("catalogue*")) == [FILE_NAME]
    # A store that fails halfway: no catalogue, no scratch file, nothing half written.
    store = open_published_store(synthetic_built.path)

    class Failing:
        def __getattr__(self, name):
            return getattr(store, name)

        def select_rows(self, query):
            if "claimText" in query:
                raise QueryError("the store went away")
            return store.select_rows(query)

    try:
        with pytest.raises(QueryError):
            write_catalogue(Failing(), tmp_path)
    finally:
        store.close()
    assert list(tmp_path.iterdir()) == []


def test_a_catalogue_told_to_stop_stops_between_steps_and_leaves_nothing(
        synthetic_built, tmp_path) -> None:
    """The build runs the catalogue beside the union check; when that fails it tells the
    catalogue to stop, which it does at its next step, with no file left behind."""
    from kg.build.catalogue import Stopped

    store = open_published_store(synthetic_built.path)
    asked = []

    def stopped() -> bool:
        asked.append(1)
        return len(asked) >= 2  # after the entities and the claims: before the evidence

    try:
        with pytest.raises(Stopped):
            write_catalogue(store, tmp_path, stopped=stopped)
    finally:
        store.close()
    assert len(asked) == 2
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("typed_first", [True, False])
def test_the_entities_texts_read_either_way_make_the_same_file(synthetic, tmp_path,
                                                               monkeypatch, typed_first) -> None:
    """The texts of the listed entities are read from every node's, or from the nodes of
    the kinds' classes first (kg.build.catalogue._texts_query): the catalogue is the same file,
    byte for byte, as the one the build chose to write."""
    import kg.build.catalogue as catalogue_module
    store, catalogue = synthetic
    monkeypatch.setattr(catalogue_module, "_more_than", lambda *args: typed_first)
    write_catalogue(store, tmp_path)
    assert (tmp_path / FILE_NAME).read_bytes() == catalogue.path.read_bytes()


def test_the_labels_are_read_from_the_listed_entities_when_most_are_of_other_nodes(
        synthetic, tmp_path, monkeypatch) -> None:
    """Most labels are of sentences and evidence, which are not listed: the catalogue reads
    the listed entities' labels from the entities, and the other texts (fewer than the
    entities) from every node's."""
    import kg.build.catalogue as catalogue_module
    store, _catalogue = synthetic
    asked: dict[str, bool] = {}
    texts_query = catalogue_module._texts_query

    def recording(prop, values, typed_first):
        asked[prop] = typed_first
        return texts_query(prop, values, typed_first)

    monkeypatch.setattr(catalogue_module, "_texts_query", recording)
    write_catalogue(store, tmp_path)
    assert asked == {"rdfs:label": True, "schema:alternateName": False,
                     "schema:description": False, "schema:headline": False}


# A claim that is also a quotation (two listed classes: its texts come twice when read from
# the entities), with labels in two languages and two aliases; and a person.
TWO_KINDS = """@prefix dip: <https://w3id.org/diplokg/ontology#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix schema: <https://schema.org/> .
<http://example.org/said> a dip:Claim , dip:Quotation ;
    rdfs:label "What was said"@en , "Lo que se dijo"@es ;
    schema:alternateName "the saying"@en , "a saying"@en ;
    schema:description "Something said, twice listed"@en .
<http://example.org/zamora> a dip:Person ; rdfs:label "Carlos Zamora"@en .
"""


def test_an_entity_of_two_listed_classes_gets_the_same_row_either_way(
        tmp_path, monkeypatch) -> None:
    """Read from the entities, the texts of an entity of two listed classes come twice: its
    row (label, aliases, description) is the same as read once from every node's."""
    import kg.build.catalogue as catalogue_module
    from kg.build.publish import ntriples_of_turtle
    from kg.store.oxigraph import OxigraphStore
    from support import ROOT

    store = OxigraphStore.create(tmp_path / "store")
    ontology = (ROOT / "ontology" / "diplo.ttl").read_bytes()
    store.load_graphs([("http://example.org/graph/ontology", ntriples_of_turtle(ontology)),
                       ("http://example.org/graph/data", ntriples_of_turtle(TWO_KINDS.encode()))])
    try:
        files = {}
        for first in (True, False):
            monkeypatch.setattr(catalogue_module, "_more_than", lambda *args: first)
            folder = tmp_path / str(first)
            folder.mkdir()
            write_catalogue(store, folder)
            files[first] = (folder / FILE_NAME).read_bytes()
            row = sqlite3.connect(folder / FILE_NAME).execute(
                "SELECT e.kind, e.label, e.description, t.aliases FROM entity e JOIN "
                "entity_text t ON t.rowid = e.id WHERE e.iri = 'http://example.org/said'"
            ).fetchone()
            assert row == ("claims", "What was said", "Something said, twice listed",
                           "a saying the saying")
        assert files[True] == files[False]
    finally:
        store.close()


def test_requests_do_not_leave_connections_to_the_catalogue_open(synthetic_built) -> None:
    """Regression: a connection per request thread (per client's greenlet under gevent) was
    kept until the garbage collector found it: 10-13 descriptors after 300 requests, one per
    client under gevent."""
    import requests

    from kg.published.sqlite_files import ConnectionPool
    from support import LiveServer, project_settings
    from test_published_articles import _open_on

    import gc

    path = synthetic_built.path / FILE_NAME
    gc.collect()  # (connections other tests left to the garbage collector)
    before = _open_on(path)  # (this module's own catalogue's)
    server = LiveServer(project_settings(synthetic_built.path.parent.parent))
    try:
        for number in range(60):  # a thread each: werkzeug's threaded server
            page = ("/search?q=per", "/browse/people?page=2", "/claims", "/")[number % 4]
            assert requests.get(server.url + page, timeout=30).status_code == 200
        gc.collect()
        assert 1 <= _open_on(path) - before <= ConnectionPool.KEPT
    finally:
        server.close()
    gc.collect()
    assert _open_on(path) == before


def test_the_home_pages_class_counts_are_the_stores(synthetic) -> None:
    """The build counts each class the home page shows, its subclasses included, as SPARQL
    counts them (the page used to count them itself in each server process)."""
    from kg.published.catalogue import COUNTED_CLASSES, DIP

    store, catalogue = synthetic
    recorded = catalogue.class_counts()
    assert recorded is not None and set(recorded) == set(COUNTED_CLASSES)
    for cls in COUNTED_CLASSES:
        (row,) = store.solve(f"""SELECT (COUNT(DISTINCT ?s) AS ?n) WHERE {{
            ?s a ?type . ?type <http://www.w3.org/2000/01/rdf-schema#subClassOf>* <{cls}> }}
            """).terms
        assert recorded[cls] == int(row[0].value), cls
    assert recorded[f"{DIP}Person"] > 0 and recorded[f"{DIP}Claim"] > 0
