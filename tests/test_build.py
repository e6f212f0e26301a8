"""kg build: validated, atomic, reproducible publication into a real on-disk store."""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pyoxigraph as ox
import pytest
from oxrdflib import OxigraphStore as OxrdflibStore
from rdflib import Dataset, Graph
from rdflib.compare import isomorphic

from kg.build.publish import (CURRENT, PublishError, ValidationFailed, _build_lock, build,
                              current_build, forget_published_turtle, open_published_store,
                              published_turtle, read_inputs, skolemized, turtle_of)
from kg.source import SourceError
from kg.store.oxigraph import OxigraphStore
from kg.uris import Minter
from support import (BASE, BUILD_PHASES, ROOT, SEED_SLUG, copy_build, copy_seed, dump_bytes,
                     edit_mapping, kill_build_after, line_of, project_settings, seed_copy,
                     seed_graph, wait_until)

RDFLIB_FORMATS = {"text/turtle": "turtle", "application/trig": "trig",
                  "application/n-quads": "nquads"}


def _parse_dump(path: Path, media_type: str) -> tuple[int, Graph | Dataset]:
    data = path.read_bytes()
    if path.suffix == ".gz":
        data = gzip.decompress(data)
        media_type = {".ttl": "text/turtle", ".trig": "application/trig",
                      ".nq": "application/n-quads"}[Path(path.stem).suffix]
    rdf_format = RDFLIB_FORMATS[media_type]
    if rdf_format == "turtle":
        graph = Graph().parse(data=data, format="turtle")
        return len(graph), graph
    dataset = Dataset()
    dataset.parse(data=data, format=rdf_format)
    return sum(len(g) for g in dataset.graphs() if g.identifier != dataset.default_graph.identifier
               ) + len(dataset.default_graph), dataset


def test_build_publishes_store_dumps_and_manifest(built) -> None:
    folder = built.path
    assert (folder / "store").is_dir() and (folder / "manifest.json").is_file()
    assert current_build(folder.parent.parent) == folder
    manifest = json.loads((folder / "manifest.json").read_text())
    roles = {f["role"] for f in manifest["files"]}
    assert {"dataset-turtle", "dataset-turtle-gzip", "dataset-trig", "dataset-trig-gzip",
            "dataset-nquads", "dataset-nquads-gzip", "article", "ontology", "shapes",
            "shacl-report"} == roles
    assert manifest["articles"] == [SEED_SLUG]
    assert manifest["files"][0]["role"] == "dataset-turtle"  # the first thing users download


def test_every_dump_parses_and_matches_its_manifest_entry(built) -> None:
    dumps = built.path / "dumps"
    plain = [entry for entry in built.manifest["files"] if entry.get("compressed")]
    assert sorted(entry["path"] for entry in plain) == ["diplokg.nq", "diplokg.trig",
                                                        "diplokg.ttl"]
    for entry in plain:  # not on disk: served from its gzip file, which has the same count
        assert not (dumps / entry["path"]).exists()
        packed = next(f for f in built.manifest["files"] if f["path"] == entry["compressed"])
        assert packed["path"] == entry["path"] + ".gz"
        assert packed["statements"] == entry["statements"]
    for entry in built.manifest["files"]:
        if entry.get("compressed"):
            continue
        path = dumps / entry["path"]
        data = path.read_bytes()
        assert len(data) == entry["bytes"]
        assert hashlib.sha256(data).hexdigest() == entry["sha256"]
        media_type = entry["media_type"] if entry["media_type"] != "application/gzip" else None
        count, _graph = _parse_dump(path, media_type or "")
        assert count == entry["statements"], entry["path"]


def test_dumps_agree_with_the_store(built, built_store: OxigraphStore) -> None:
    dumps = built.path / "dumps"
    nquads = Dataset()
    nquads.parse(data=dump_bytes(built.path, "diplokg.nq"), format="nquads")
    assert len(list(nquads.quads())) == built_store.quad_count()
    union = Graph().parse(data=dump_bytes(built.path, "diplokg.ttl"), format="turtle")
    per_graph = set()
    for graph_iri in built_store.named_graphs():
        solutions = built_store.solve(f"CONSTRUCT {{ ?s ?p ?o }} WHERE {{ GRAPH <{graph_iri}> "
                                      f"{{ ?s ?p ?o }} }}")
        per_graph |= set(solutions.graph)
    assert set(union) == per_graph
    article = Graph().parse(dumps / "articles" / f"{SEED_SLUG}.ttl")
    graph = built_store.solve(f"CONSTRUCT {{ ?s ?p ?o }} WHERE {{ GRAPH <{BASE}graph/article/"
                              f"{SEED_SLUG}> {{ ?s ?p ?o }} }}").graph
    assert isomorphic(article, graph)


def test_each_article_ontology_and_shapes_have_their_own_named_graph(built_store) -> None:
    assert [str(g) for g in built_store.named_graphs()] == [
        f"{BASE}graph/article/{SEED_SLUG}", f"{BASE}graph/ontology", f"{BASE}graph/shapes"]


def test_the_store_reads_through_oxrdflib(built) -> None:
    native = ox.Store.read_only(str(built.path / "store"))
    dataset = Dataset(store=OxrdflibStore(store=native))
    rows = list(dataset.query("SELECT (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } }"))
    files = {f["role"]: f["statements"] for f in built.manifest["files"]}
    assert int(rows[0][0]) == files["dataset-nquads"]
    # The default graph holds the union, each triple once: as many as the Turtle dump.
    default = sum(1 for _ in native.quads_for_pattern(None, None, None, ox.DefaultGraph()))
    assert default == files["dataset-turtle"]
    assert len(native) == files["dataset-nquads"] + files["dataset-turtle"]


def test_the_union_is_read_once_per_triple(seed_copies_built) -> None:
    """Three articles share the people they name: a query over the default graph sees each
    shared triple once, where a union read on the fly would see it once per article."""
    result = seed_copies_built
    store = open_published_store(result.path)
    try:
        name = f"<{BASE}id/person/carlos-zamora> <https://schema.org/name> ?name"
        assert len(store.solve(f"SELECT ?name WHERE {{ {name} }}").rows) == 1
        assert len(store.solve(f"SELECT ?g WHERE {{ GRAPH ?g {{ {name} }} }}").rows) == 3
        files = {f["role"]: f["statements"] for f in result.manifest["files"]}
        count = store.solve("SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }").rows[0][0]
        assert int(count) == files["dataset-turtle"] < files["dataset-nquads"]
        assert store.quad_count() == files["dataset-nquads"]
    finally:
        store.close()


def _sorted_ntriples(path: Path) -> list[str]:
    store = open_published_store(path)
    try:
        triples = store.solve("CONSTRUCT { ?s ?p ?o } WHERE { GRAPH ?g { ?s ?p ?o } }").graph
    finally:
        store.close()
    return sorted(line for line in triples.serialize(format="nt").splitlines() if line)


def test_building_twice_gives_the_same_graph(tmp_path: Path, built) -> None:
    first = built  # (the session's build of the same input, in a folder of its own)
    forget_published_turtle()  # the ontology and shapes canonicalised again, not recalled
    second = build(project_settings(tmp_path / "two"))
    assert first.digest == second.digest
    one, two = (Graph().parse(data=dump_bytes(r.path, "diplokg.ttl"), format="turtle")
                for r in (first, second))
    assert isomorphic(one, two)
    assert _sorted_ntriples(first.path) == _sorted_ntriples(second.path)
    for name in ("diplokg.ttl.gz", "diplokg.nq.gz", "diplokg.trig.gz",
                 f"articles/{SEED_SLUG}.ttl"):
        assert (first.path / "dumps" / name).read_bytes() == \
            (second.path / "dumps" / name).read_bytes(), name


def test_the_published_vocabularies_are_made_once_per_file_and_base() -> None:
    """The ontology's and the shapes' published Turtle is kept per process by the file's
    bytes and the base: the same as canonicalising again, and another file or base is
    canonicalised on its own."""
    inputs = read_inputs(project_settings(ROOT / "out"))
    minter, other = Minter(BASE), Minter("http://example.org/kg/")
    forget_published_turtle()
    shapes = published_turtle(inputs.shapes_bytes, minter)
    assert shapes == turtle_of(skolemized(inputs.shapes, minter))
    assert published_turtle(inputs.shapes_bytes, minter) is shapes
    elsewhere = published_turtle(inputs.shapes_bytes, other)
    assert elsewhere != shapes and b"http://example.org/kg/.well-known/genid/" in elsewhere
    ontology = published_turtle(inputs.ontology_bytes, minter)
    assert ontology == turtle_of(skolemized(inputs.ontology, minter)) != shapes


def test_a_failed_validation_publishes_nothing(tmp_path: Path, built) -> None:
    served = seed_copy(built, tmp_path)
    article_copy = tmp_path / "data"
    settings = project_settings(tmp_path / "out", data_dir=article_copy)
    edit_mapping(article_copy, "    claimant: [former-cuban-intelligence-officers]\n", "")
    with pytest.raises(ValidationFailed) as caught:
        build(settings)
    assert current_build(settings.out_dir) == served.path
    assert json.loads((served.path / "manifest.json").read_text()) == served.manifest
    rejected = (settings.out_dir / "rejected" / "shacl-report.txt").read_text()
    assert "article zamora-leaves-peru" in rejected and "“Claim”" in rejected
    assert "dip:claimant" in str(caught.value)
    assert len(list((settings.out_dir / "builds").iterdir())) == 1


def test_bad_input_publishes_nothing(tmp_path: Path, built) -> None:
    served = seed_copy(built, tmp_path)
    article_copy = tmp_path / "data"
    settings = project_settings(tmp_path / "out", data_dir=article_copy)
    edit_mapping(article_copy, "    date: 2022-06-18", "    date: 2022-13-18")
    with pytest.raises(SourceError):
        build(settings)
    assert current_build(settings.out_dir) == served.path


def test_old_builds_are_pruned_and_current_is_kept(tmp_path: Path, built) -> None:
    settings = project_settings(tmp_path / "out", keep_builds=2)
    results = [copy_build(built, settings.out_dir)] + [build(settings) for _ in range(2)]
    kept = sorted(p.name for p in (settings.out_dir / "builds").iterdir())
    assert kept == sorted(r.path.name for r in results[1:])
    assert current_build(settings.out_dir) == results[-1].path


def test_one_build_at_a_time(tmp_path: Path) -> None:
    settings = project_settings(tmp_path / "out")
    settings.out_dir.mkdir(parents=True)
    with _build_lock(settings.out_dir):
        with pytest.raises(PublishError, match="another build is running"):
            build(settings)


def _many_articles(data: Path, count: int) -> None:
    for number in range(count):
        copy_seed(data, f"copy-{number:03d}")


@pytest.mark.slow
def test_an_interrupted_build_leaves_the_previous_one_served(tmp_path: Path) -> None:
    data = tmp_path / "data"
    _many_articles(data, 8)
    out = tmp_path / "out"
    settings = project_settings(out, data_dir=data)
    served = build(settings)
    env = {**os.environ, "KG_DATA_DIR": str(data), "KG_OUT_DIR": str(out),
           "KG_ONTOLOGY_FILE": str(ROOT / "ontology" / "diplo.ttl"),
           "KG_SHAPES_FILE": str(ROOT / "shapes" / "diplo-shapes.ttl")}
    # Killed in each phase after the plan, on the line the build prints as the one before ends.
    for phase in BUILD_PHASES[:-1]:
        printed = kill_build_after(phase, env, "--full")
        assert any(f"[{phase} " in line for line in printed), printed
        published = current_build(out)
        if published != served.path:  # killed in the switch, after its rename: complete
            assert phase == "dumps"
            assert json.loads((published / "manifest.json").read_text())["articles"]
        store = OxigraphStore.open_read_only(published / "store")
        try:
            assert store.quad_count() > 0
        finally:
            store.close()
    again = build(settings)
    assert current_build(out) == again.path
    assert not list((out / "builds").glob(".staging-*"))
    assert (out / CURRENT).is_symlink()


def _two_that_disagree(tmp_path: Path):
    """Settings for two articles that give a shared person two names."""
    data = tmp_path / "data"
    _many_articles(data, 2)
    other = data / "copy-001" / "mapping.yaml"
    other.write_text(other.read_text(encoding="utf-8").replace(
        "    name: Carlos Zamora\n", "    name: Carlos Zamora Rodríguez\n", 1), encoding="utf-8")
    return project_settings(tmp_path / "out", data_dir=data)


def test_articles_that_disagree_about_a_shared_node_are_not_published(tmp_path: Path) -> None:
    settings = _two_that_disagree(tmp_path)
    with pytest.raises(ValidationFailed) as caught:
        build(settings)
    text = caught.value.report.text()
    assert "article copy-000, copy-001: Carlos Zamora" in text
    assert "2 different values" in text
    # one disagreement, one violation: the name is the label and schema:name both (it was
    # reported a second time, under the shape of people, groups and organisations)
    person = [v for v in caught.value.report.violations
              if v.focus.endswith("/person/carlos-zamora")]
    assert len(person) == 1 and "Person, group or organisation" not in text, text
    assert "at rdfs:label (and schema:name)" in text
    assert "copy-000 gives “Carlos Zamora”; copy-001 gives “Carlos Zamora Rodríguez”" in text
    for name in ("copy-000", "copy-001"):  # each file, at the item's line
        mapping = settings.data_dir / name / "mapping.yaml"
        assert f"{mapping}:{line_of(mapping, '- id: carlos-zamora')}" in text, text
    assert current_build(settings.out_dir) is None
    assert "copy-001" in (settings.out_dir / "rejected" / "shacl-report.txt").read_text()


def test_a_property_several_shapes_limit_is_reported_under_each_shape_of_the_node(
        tmp_path: Path) -> None:
    """`dip:ofState` is limited to one value by the shapes of posts, of ambassador posts and
    of agents: the union check asks for it once and names the shapes whose classes the node
    has (an ambassador post is a post), not the agents'."""
    data = tmp_path / "data"
    _many_articles(data, 2)
    other = data / "copy-001" / "mapping.yaml"
    text = other.read_text(encoding="utf-8")
    post = '    type: AmbassadorPost\n    label: {en: "Ambassador of Cuba to Peru"'
    assert post in text and text.count("    of_state: cuba\n    to_state: peru\n") == 1
    other.write_text(text.replace("    of_state: cuba\n    to_state: peru\n",
                                  "    of_state: peru\n    to_state: peru\n"), encoding="utf-8")
    with pytest.raises(ValidationFailed) as caught:
        build(project_settings(tmp_path / "out", data_dir=data))
    conflicts = [v for v in caught.value.report.violations if v.path == "dip:ofState"]
    assert {v.focus.rsplit("/", 1)[-1] for v in conflicts} == {"ambassador-of-cuba-to-peru"}
    assert len({v.shape for v in conflicts}) == len(conflicts) == 2, conflicts
    assert all(v.article == "copy-000, copy-001" and "2 different values" in v.message
               for v in conflicts)


def test_articles_that_label_a_shared_node_differently_are_not_published(tmp_path: Path) -> None:
    data = tmp_path / "data"
    _many_articles(data, 2)
    other = data / "copy-001" / "mapping.yaml"
    other.write_text(other.read_text(encoding="utf-8").replace(
        'label: {en: "Peru", es: "Perú"}', 'label: {en: "Republic of Peru", es: "Perú"}', 1),
        encoding="utf-8")
    with pytest.raises(ValidationFailed) as caught:
        build(project_settings(tmp_path / "out", data_dir=data))
    assert "one label per language is allowed (@en)" in caught.value.report.text()


def test_the_graph_as_stored_still_conforms_and_keeps_every_datatype(built) -> None:
    """Stores rewrite some literals (derived integer types become xsd:integer): what was
    validated must be what is published."""
    from kg.build.publish import read_inputs
    from kg.build.validation import validate_graph

    article = Graph().parse(built.path / "dumps" / "articles" / f"{SEED_SLUG}.ttl")
    inputs = read_inputs(project_settings(built.path.parent.parent))
    report = validate_graph(SEED_SLUG, article, inputs.shapes, inputs.ontology)
    assert report.conforms, report.text()
    _article, mapped = seed_graph()
    stored_types = {(p, o.datatype) for _s, p, o in article if hasattr(o, "datatype")}
    mapped_types = {(p, o.datatype) for _s, p, o in mapped if hasattr(o, "datatype")}
    assert stored_types == mapped_types


def test_the_build_counts_the_long_lists_of_entity_pages_as_the_dump_says(synthetic_built
                                                                          ) -> None:
    """The counts a page reads are those of the data: each section's items counted here,
    from the parsed Turtle dump, for every entity with at least LONG_FROM of them."""
    from collections import Counter

    from rdflib import URIRef

    from kg.published.section_counts import FILE_NAME, LONG_FROM, SECTIONS, read_counts
    from kg.vocab import DIPLO

    built = synthetic_built
    union = Graph().parse(data=dump_bytes(built.path, "diplokg.ttl"), format="turtle")
    by_object = {"events": DIPLO.participant, "tenures": DIPLO.holder,
                 "claims about": DIPLO.about, "claims by": DIPLO.claimant}
    expected = {"inbound": Counter(o for _s, _p, o in union if isinstance(o, URIRef)),
                "evidence": Counter(s for s, _p, _o in union.triples((None, DIPLO.evidence,
                                                                      None)))}
    for section, predicate in by_object.items():
        expected[section] = Counter(o for _s, _p, o in union.triples((None, predicate, None))
                                    if isinstance(o, URIRef))
    expected_long = {section: {str(entity): n for entity, n in counter.items()
                               if n >= LONG_FROM} for section, counter in expected.items()}
    assert (built.path / FILE_NAME).is_file()
    written = read_counts(built.path)
    assert written.has_every_section()
    counts = {section: dict(written.entities(section)) for section in SECTIONS}
    assert counts == expected_long
    assert all(counts[section] for section in expected), counts
    entity, n = next(iter(expected_long["inbound"].items()))
    assert written.get("inbound", entity) == n
    assert written.get("inbound", f"{entity}-not-counted") is None


def test_the_catalogue_runs_beside_the_union_check_and_the_counts(tmp_path: Path,
                                                                  monkeypatch) -> None:
    """After the articles are loaded, the union check, the counts and the catalogue are
    read-only queries of one store: the build runs the union check then the counts beside
    the catalogue (regression: one after the other, the sum of their times; the catalogue
    after the counts, alone at the end). The catalogue here waits until the union check has
    started, then until the counts have; run after either, it never would."""
    import threading

    import kg.build.publish as kb
    # broken if one waits for the other to end
    with_union, with_counts = threading.Barrier(2, timeout=60), threading.Barrier(2, timeout=60)
    count_lists, union_conflicts = kb._count_lists, kb.union_conflicts
    write_catalogue = kb.write_catalogue

    union_done = threading.Event()

    def counting(*args):
        assert union_done.is_set()  # the counts follow the union check, in its thread
        with_counts.wait()
        return count_lists(*args)

    def checking(*args):
        with_union.wait()
        conflicts = union_conflicts(*args)
        union_done.set()
        return conflicts

    def cataloguing(*args, **kwargs):
        with_union.wait()
        with_counts.wait()
        return write_catalogue(*args, **kwargs)

    monkeypatch.setattr(kb, "_count_lists", counting)
    monkeypatch.setattr(kb, "union_conflicts", checking)
    monkeypatch.setattr(kb, "write_catalogue", cataloguing)
    data = tmp_path / "data"
    copy_seed(data, "copy-a")
    copy_seed(data, "copy-b")
    messages: list[str] = []
    result = build(project_settings(tmp_path / "out", data_dir=data), messages.append)
    checks = [m for m in messages if "[checks " in m]
    assert len(checks) == 1 and "the union of the articles' graphs conforms" in checks[0]
    assert "then counted the long lists" in checks[0] and "beside them, catalogued" in checks[0]
    assert (result.path / "catalogue.sqlite").is_file()
    assert (result.path / "section-counts.sqlite").is_file()


class _Broken(Exception):
    pass


def test_a_failed_catalogue_fails_the_build_before_the_counts(tmp_path: Path,
                                                             monkeypatch) -> None:
    """A catalogue that failed beside the union check fails the build without the counts
    (minutes at 100,000 articles) being made first; nothing is published."""
    from concurrent.futures import ThreadPoolExecutor

    import kg.build.publish as kb
    counted, beside = [], []
    union_conflicts = kb.union_conflicts

    class Beside(ThreadPoolExecutor):
        """The build's executor, keeping what is handed to it: the catalogue comes first."""

        def submit(self, *args, **kwargs):
            beside.append(super().submit(*args, **kwargs))
            return beside[-1]

    def cataloguing(*args, **kwargs):
        raise _Broken("the disk is full")

    def checking(*args):
        wait_until(lambda: beside[0].done(), 60, "the catalogue's failure reached the build")
        return union_conflicts(*args)

    monkeypatch.setattr(kb, "ThreadPoolExecutor", Beside)
    monkeypatch.setattr(kb, "write_catalogue", cataloguing)
    monkeypatch.setattr(kb, "union_conflicts", checking)
    monkeypatch.setattr(kb, "_count_lists", lambda *args: counted.append(args) or 0)
    data = tmp_path / "data"
    copy_seed(data, "copy-a")
    copy_seed(data, "copy-b")
    settings = project_settings(tmp_path / "out", data_dir=data)
    with pytest.raises(_Broken):
        build(settings)
    assert counted == []
    assert current_build(settings.out_dir) is None


@pytest.mark.parametrize("failure", ["conflict", "error"])
def test_a_failed_union_check_stops_the_catalogue_beside_it(tmp_path: Path, monkeypatch,
                                                            failure: str) -> None:
    """When the union check fails (a conflict, or an error of its own), the catalogue
    running beside it is told to stop at its next step (at 100,000 articles it takes
    minutes) and nothing is published."""
    import threading

    import kg.build.publish as kb
    checked, told = threading.Event(), []
    union_conflicts, write_catalogue = kb.union_conflicts, kb.write_catalogue

    def checking(*args):
        conflicts = union_conflicts(*args)
        checked.set()
        if failure == "error":
            raise _Broken("the store went away")
        return conflicts

    def cataloguing(*args, stopped, **kwargs):
        assert checked.wait(timeout=60)
        wait_until(stopped, 30, "the build told the catalogue to stop")
        told.append(stopped())
        return write_catalogue(*args, stopped=stopped, **kwargs)

    monkeypatch.setattr(kb, "union_conflicts", checking)
    monkeypatch.setattr(kb, "write_catalogue", cataloguing)
    settings = _two_that_disagree(tmp_path)
    with pytest.raises(ValidationFailed if failure == "conflict" else _Broken):
        build(settings)
    assert told == [True]  # (write_catalogue stops when told: tests/test_catalogue.py)
    assert current_build(settings.out_dir) is None
    assert not list((settings.out_dir / "builds").glob(".staging-*"))


def test_a_failed_bulk_load_fails_the_build_and_the_previous_one_stays_served(
        tmp_path: Path, monkeypatch) -> None:
    """The articles' graphs are loaded in a thread of their own (kg.build.loads); a load that
    fails there (a full disk) fails the build as a load in the build's thread did: a
    PublishError naming the store's error, the build's folder removed, the previous build
    still current."""
    import threading

    data = tmp_path / "data"
    copy_seed(data, "copy-a")
    settings = project_settings(tmp_path / "out", data_dir=data)
    first = build(settings).path
    load_graphs = OxigraphStore.load_graphs
    threads = []

    def failing(self, graphs, written=False):
        threads.append(threading.current_thread().name)
        if threading.current_thread().name == "bulk loads":
            raise OSError("No space left on device")
        return load_graphs(self, graphs, written)

    monkeypatch.setattr(OxigraphStore, "load_graphs", failing)
    copy_seed(data, "copy-b")
    with pytest.raises(PublishError, match="No space left on device"):
        build(settings, full=True)
    assert "bulk loads" in threads
    assert current_build(settings.out_dir) == first
    assert sorted(p.name for p in (settings.out_dir / "builds").iterdir()) == [first.name]
