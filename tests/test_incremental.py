"""Incremental builds: unchanged articles keep their validated graph, and the result is the
same, byte for byte, as a full build of the same input."""

from __future__ import annotations

import gzip
import json
import os
import re
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import pytest
from rdflib import Graph

from bench.synth import write_corpus
from kg.build.publish import (BuildResult, ValidationFailed, build, current_build,
                              open_published_store, plan_changes)
from kg.published.layout import verify_store
from kg.build import validation
from kg.config import Settings
from kg.published.layout import CHECKED_FILES
from kg.published.records import RECORDS
from kg.published.section_counts import read_counts
from kg.source import SourceError
from support import (BASE, BUILD_PHASES, ROOT, copy_build, copy_seed, kill_build_after, made_once,
                     project_settings, run_kg)

ARTICLES = 12


def _built_corpus(folder: Path) -> BuildResult:
    """A synthetic corpus of ARTICLES articles in ``folder``/data, one more held back in
    ``folder``/held (bench/synth.py), and the corpus built into ``folder``/out."""
    data = folder / "data"
    write_corpus(data, ARTICLES + 1, seed=11)
    last = sorted(p.parent for p in data.rglob("mapping.yaml"))[-1]
    held = folder / "held" / last.name
    shutil.move(str(last), held)
    return build(project_settings(folder / "out", data_dir=data))


@pytest.fixture(scope="session")
def corpus_built(tmp_path_factory: pytest.TempPathFactory) -> BuildResult:
    """The corpus and its build, made once for the run: tests change copies of them."""
    return made_once(tmp_path_factory, "incremental-corpus", _built_corpus)


def _made_in(result: BuildResult) -> Path:
    return result.path.parent.parent.parent


@pytest.fixture
def corpus(tmp_path: Path, corpus_built: BuildResult) -> tuple[Path, Path]:
    """A synthetic corpus of ARTICLES articles, and one more held back (bench/synth.py): a
    copy of the test's own."""
    shutil.copytree(_made_in(corpus_built) / "data", tmp_path / "data")
    shutil.copytree(_made_in(corpus_built) / "held", tmp_path / "held")
    return tmp_path / "data", next((tmp_path / "held").iterdir())


@pytest.fixture
def published(tmp_path: Path, corpus, corpus_built: BuildResult) -> BuildResult:
    """The corpus's build, published in tmp_path/out: a copy of the build made once of the
    same input (the same digest and files as a build of the test's own)."""
    return copy_build(corpus_built, tmp_path / "out")


@pytest.fixture
def settings(tmp_path: Path, corpus: tuple[Path, Path]) -> Settings:
    """The settings of a build of the test's copy of the corpus into tmp_path/out, where
    ``published`` publishes the corpus's build (in place of conftest's, which builds data/)."""
    return project_settings(tmp_path / "out", data_dir=corpus[0])


def _folders(data: Path) -> list[Path]:
    return sorted(p.parent for p in data.rglob("mapping.yaml"))


def _change(folder: Path) -> None:
    mapping = folder / "mapping.yaml"
    text = mapping.read_text(encoding="utf-8")
    assert 'label: "Meeting of ' in text
    mapping.write_text(text.replace('label: "Meeting of ', 'label: "Revised meeting of ', 1),
                       encoding="utf-8")


def _files(build_path: Path) -> dict[str, bytes]:
    """Every published file but the manifest (which holds the time of the build)."""
    return {str(p.relative_to(build_path)): p.read_bytes() for p in sorted(build_path.rglob("*"))
            if p.is_file() and "store" not in p.relative_to(build_path).parts
            and p.name != "manifest.json"}


def _without_time(manifest: dict) -> dict:
    """The manifest less the time and the store's own files (RocksDB names and packs its
    files by how it was written; the store's content is compared on its own)."""
    return {k: v for k, v in manifest.items() if k not in ("published", "store_files")}


def test_an_incremental_build_gives_the_same_files_as_a_full_build(tmp_path, corpus,
                                                                   published, settings) -> None:
    data, held = corpus
    first = published
    folders = _folders(data)
    changed, removed = folders[2], folders[5]
    _change(changed)
    shutil.rmtree(removed)
    shutil.move(str(held), folders[0].parent / held.name)
    messages: list[str] = []
    incremental = build(settings, messages.append)
    full = build(project_settings(tmp_path / "full", data_dir=data))

    assert f"{ARTICLES - 2} article(s) unchanged, 1 added, 1 changed, 1 removed" in messages[0]
    assert any(f"reused {ARTICLES - 2} article(s); mapped and validated 2/2 articles" in m
               for m in messages)
    assert any("carried the published store over" in m
               and "the published build is untouched" in m for m in messages)
    assert incremental.digest == full.digest != first.digest
    # The store's files are those its manifest lists, shared table files' digests included.
    verify_store(incremental.path, incremental.manifest["store_files"])
    assert _without_time(incremental.manifest) == _without_time(full.manifest)
    ours, theirs = _files(incremental.path), _files(full.path)
    assert sorted(ours) == sorted(theirs)
    for name in ours:
        assert ours[name] == theirs[name], name
    # The same store: every quad of every graph, and the stored union.
    stores = [open_published_store(r.path) for r in (incremental, full)]
    try:
        query = "SELECT ?g ?s ?p ?o WHERE { { GRAPH ?g { ?s ?p ?o } } UNION { ?s ?p ?o } }"
        one, two = (sorted(str(row) for row in s.solve(query).rows) for s in stores)
        assert one == two
        # VoID's partitions, corrected from the published build's, are what the store counts.
        classes = {str(r[0]): int(r[1]) for r in stores[0].solve(
            "SELECT ?x (COUNT(DISTINCT ?s) AS ?n) WHERE { GRAPH ?g { ?s a ?x } } GROUP BY ?x"
        ).rows}
        properties = {str(r[0]): int(r[1]) for r in stores[0].solve(
            "SELECT ?x (COUNT(*) AS ?n) WHERE { SELECT DISTINCT ?s ?x ?o WHERE { "
            "GRAPH ?g { ?s ?x ?o } } } GROUP BY ?x").rows}
        assert incremental.manifest["partitions"] == {"classes": classes,
                                                      "properties": properties}
        assert incremental.manifest["partitions"] != first.manifest["partitions"]
        gone = f"{BASE}id/article/{removed.name}"
        for store in stores:
            assert not store.solve(f"ASK {{ <{gone}> ?p ?o }}").boolean
            assert not store.solve(f"ASK {{ GRAPH ?g {{ <{gone}> ?p ?o }} }}").boolean
    finally:
        for store in stores:
            store.close()
    assert removed.name not in incremental.manifest["articles"]
    assert held.name in incremental.manifest["articles"]
    assert not (incremental.path / "dumps" / "articles" / f"{removed.name}.ttl").exists()
    # The entity pages' counts were counted again for what changed, and some lists are long.
    assert next(read_counts(incremental.path).entities("inbound"), None)
    # Only the gzip dumps (one member per graph) are written; each parses whole.
    for name in ("diplokg.ttl", "diplokg.trig", "diplokg.nq"):
        assert f"dumps/{name}" not in ours and f"dumps/{name}.gz" in ours, name
    # The catalogue was updated from the published one (the same file as the full build's,
    # compared above with every other file) and lists the added article, not the removed.
    assert any("touched)" in m for m in messages if "catalogued" in m)
    catalogue = sqlite3.connect(incremental.path / "catalogue.sqlite")
    try:
        articles = {iri for (iri,) in catalogue.execute(
            "SELECT iri FROM entity WHERE kind = 'articles'")}
        revised = catalogue.execute("SELECT COUNT(*) FROM entity WHERE label LIKE "
                                    "'Revised meeting of %'").fetchone()[0]
    finally:
        catalogue.close()
    assert f"{BASE}id/article/{held.name}" in articles
    assert f"{BASE}id/article/{removed.name}" not in articles
    assert revised == 1
    # The union's Turtle is the articles' Turtle one after the other: a shared triple is
    # written once per article that has it, and read back once.
    union = Graph().parse(data=gzip.decompress(ours["dumps/diplokg.ttl.gz"]), format="turtle")
    assert len(union) == next(f["statements"] for f in incremental.manifest["files"]
                              if f["role"] == "dataset-turtle")


def test_an_unchanged_corpus_maps_nothing(tmp_path, corpus, published, settings) -> None:
    data, _held = corpus
    first = published
    messages: list[str] = []
    again = build(settings, messages.append)
    assert any(f"reused {ARTICLES} article(s); mapped and validated 0/0" in m for m in messages)
    assert again.digest == first.digest
    assert _files(again.path) == _files(first.path)


def test_full_ignores_the_artifacts(tmp_path, corpus, published, settings) -> None:
    data, _held = corpus
    first = published
    messages: list[str] = []
    again = build(settings, messages.append, full=True)
    assert any(f"mapped and validated {ARTICLES}/{ARTICLES}" in m for m in messages)
    assert _files(again.path) == _files(first.path)


def test_a_damaged_artifact_is_mapped_again_never_published(
        tmp_path, corpus, published, settings) -> None:
    data, _held = corpus
    first = published
    victim = _folders(data)[3].name
    artifact = first.path / "dumps" / "articles" / f"{victim}.ttl"
    original = artifact.read_bytes()
    tampered = original.replace(b"Meeting of", b"Mtg of", 1)
    assert tampered != original
    artifact.write_bytes(tampered)
    fragment = first.path / "fragments" / f"{_folders(data)[4].name}.nq.gz"
    fragment.write_bytes(fragment.read_bytes()[:-200])  # a truncated N-Quads fragment
    # A well-formed gzip member of the union's Turtle that says something else.
    piece = first.path / "fragments" / f"{_folders(data)[5].name}.ttl.gz"
    forged = gzip.decompress(piece.read_bytes()).replace(b"Meeting of", b"Mtg of", 1)
    piece.write_bytes(gzip.compress(forged, mtime=0))
    assert f"changed {_folders(data)[3].relative_to(data)}/mapping.yaml (article {victim}) " \
           f"(damaged artifact)" in plan_changes(settings)
    messages: list[str] = []
    again = build(settings, messages.append)
    assert any("1 of them with a damaged artifact" in m for m in messages)
    full = build(project_settings(tmp_path / "full", data_dir=data))
    assert (again.path / "dumps" / "articles" / f"{victim}.ttl").read_bytes() == original
    assert _files(again.path) == _files(full.path)
    assert b"Mtg of" not in gzip.decompress((again.path / "dumps" / "diplokg.ttl.gz").read_bytes())
    # The published build's forged piece was left as it was (a hard link is not written to).
    assert b"Mtg of" in gzip.decompress(piece.read_bytes())


def _notes(path: Path) -> dict[str, str]:
    """The notes of the files a build hashed, as saved (kg.build.checked)."""
    db = sqlite3.connect(path)
    try:
        return dict(db.execute("SELECT name, note FROM note"))
    finally:
        db.close()


def _set_back(paths: list[Path], seconds: float = 3600) -> None:
    """Files written an hour ago: old enough for a build to note their state (kg.build.checked)."""
    past = time.time() - seconds
    for path in paths:
        os.utime(path, (past, past))


def test_files_hashed_once_are_not_hashed_again_while_their_state_is_the_same(
        tmp_path, corpus, published, settings) -> None:
    data, _held = corpus
    out = tmp_path / "out"
    first = published
    assert not (out / CHECKED_FILES).exists()  # a full build hashes nothing of a previous one
    _set_back([p for p in data.rglob("*") if p.is_file()]
              + list((first.path / "dumps" / "articles").iterdir())
              + list((first.path / "fragments").iterdir()))
    second = build(settings)
    notes = _notes(out / CHECKED_FILES)
    assert len(notes) == 3 * ARTICLES
    # (the notes kept as the build went were written in a scratch file, now gone)
    assert [p.name for p in out.iterdir() if CHECKED_FILES in p.name] == [CHECKED_FILES]  # each article's inputs, its artifact, its dump parts
    unchanged = f"{ARTICLES} article(s) unchanged, 0 added, 0 changed, 0 removed"
    assert plan_changes(settings) == [unchanged]

    # Content replaced in place at the same size, its time set back: the state is the noted
    # one, so only --verify (which hashes every file) sees it. This is the bound of the notes.
    folder = _folders(data)[1]
    mapping = folder / "mapping.yaml"
    state = mapping.stat()
    edited = mapping.read_bytes().replace(b'label: "Meeting of ', b'label: "Meetinq of ', 1)
    assert len(edited) == state.st_size
    mapping.write_bytes(edited)
    os.utime(mapping, ns=(state.st_atime_ns, state.st_mtime_ns))
    assert plan_changes(settings) == [unchanged]
    edit = f"changed {mapping.relative_to(data)} (article {folder.name})"
    assert edit in plan_changes(settings, verify=True)

    # An ordinary write gives a new time: an artifact damaged so is found without --verify.
    victim = _folders(data)[4].name
    artifact = second.path / "dumps" / "articles" / f"{victim}.ttl"
    artifact.write_bytes(artifact.read_bytes().replace(b"Meeting of", b"Mtg of", 1))
    lines = plan_changes(settings)
    assert any(f"(article {victim}) (damaged artifact)" in line for line in lines)
    assert edit not in lines

    # Notes that cannot be read are no notes: every file is hashed, the edit is found, and
    # the build publishes the edited article and the artifact rebuilt.
    (out / CHECKED_FILES).write_text("{not json", encoding="utf-8")
    assert edit in plan_changes(settings)
    messages: list[str] = []
    third = build(settings, messages.append)
    plan_line = (f"{ARTICLES - 2} article(s) unchanged, 0 added, 2 changed (1 of them with a "
                 f"damaged artifact), 0 removed")
    assert any(plan_line in m for m in messages)
    assert _files(third.path) == _files(build(project_settings(tmp_path / "full",
                                                                data_dir=data)).path)


def test_notes_that_cannot_be_written_do_not_fail_the_build(tmp_path, corpus, published,
                                                            caplog, settings) -> None:
    data, _held = corpus
    out = tmp_path / "out"
    (out / CHECKED_FILES).mkdir()  # neither read nor replaced
    _change(_folders(data)[0])
    with caplog.at_level("WARNING", logger="kg.build.checked"):
        again = build(settings)
    assert current_build(out) == again.path
    assert "could not be kept" in caplog.text
    assert [p.name for p in out.iterdir() if p.name.startswith(f".{CHECKED_FILES}")] == []


def test_a_build_removes_the_notes_left_half_written_by_a_killed_build(
        tmp_path, corpus, published, settings) -> None:
    """A build killed while saving its notes leaves their temporary file beside them; the
    next build (which holds the lock: no save is under way) removes it and keeps its own."""
    data, _held = corpus
    out = tmp_path / "out"
    leftover = out / f".{CHECKED_FILES}.999999"
    leftover.write_text('{"version": 2, "no', encoding="utf-8")
    _change(_folders(data)[0])
    build(settings)
    assert not leftover.exists()
    assert (out / CHECKED_FILES).is_file()
    assert [p.name for p in out.iterdir() if p.name.startswith(f".{CHECKED_FILES}")] == []


def test_a_file_written_just_before_it_is_hashed_is_not_noted(
        tmp_path, corpus, published, settings) -> None:
    """Its state may not change with a second write in the same tick of the file system's
    clock: it is hashed again by the next build."""
    data, _held = corpus
    out = tmp_path / "out"
    first = published
    fresh = _folders(data)[0]
    _set_back([p for p in data.rglob("*") if p.is_file() and fresh not in p.parents]
              + list((first.path / "dumps" / "articles").iterdir()))
    # Written "now" as the next build reads it: a time later than the reading began (set a
    # minute ahead, so that a slow machine cannot make it old enough before it is read).
    _set_back([fresh / "mapping.yaml"], seconds=-60)
    build(settings)
    notes = _notes(out / CHECKED_FILES)
    mapping = str((fresh / "mapping.yaml").relative_to(data))
    assert f"source {mapping}" not in notes
    assert len([name for name in notes if name.startswith("source ")]) == ARTICLES - 1


def test_an_incremental_build_copies_the_unchanged_parts_from_the_published_dumps(
        tmp_path, corpus, published, caplog, settings) -> None:
    """The whole dumps of an incremental build are the published ones with the changed parts
    replaced (each copied part checked against its digest); a published dump that is not
    what its parts say is not copied from, and the result is the same either way."""
    data, held = corpus
    first = published
    _set_back([p for p in data.rglob("*") if p.is_file()]
              + [p for p in first.path.rglob("*") if p.is_file() and "store" not in p.parts])
    # Right after a full build no part is noted: the dumps are written from the parts, which
    # are noted as they are read; the next build copies.
    with caplog.at_level("INFO", logger="kg.build.dumps"):
        build(settings)
    assert "copied from the published dump" not in caplog.text
    folders = _folders(data)
    _change(folders[2])
    shutil.rmtree(folders[5])
    shutil.move(str(held), folders[0].parent / held.name)
    spliced = _spliced_build(settings, caplog, copied=ARTICLES - 2, read=2)
    full = build(project_settings(tmp_path / "full", data_dir=data))
    assert _files(spliced.path) == _files(full.path)

    # A byte of the published N-Quads dump changed, within an unchanged article's part.
    dump = spliced.path / "dumps" / "diplokg.nq.gz"
    damaged = bytearray(dump.read_bytes())
    damaged[len(damaged) // 2] ^= 0xFF
    dump.write_bytes(bytes(damaged))
    _change(folders[3])
    caplog.clear()
    with caplog.at_level("WARNING", logger="kg.build.dumps"):
        again = build(settings)
    assert "the dumps are written from their parts" in caplog.text
    assert "is not the one recorded" in caplog.text
    assert _files(again.path) == _files(build(project_settings(tmp_path / "full2",
                                                                data_dir=data)).path)


def test_mapping_files_in_another_order_than_their_ids(tmp_path, corpus, settings) -> None:
    """The manifest lists the articles in the order of their mapping files and the dumps by
    id: with the first article's folder moved last, an incremental build with an article
    changed still publishes the files of a full build."""
    data, _held = corpus
    folders = _folders(data)
    moved = data / "zz-last" / folders[0].name
    moved.parent.mkdir()
    shutil.move(str(folders[0]), moved)
    build(settings)
    _change(folders[3])
    incremental = build(settings)
    full = build(project_settings(tmp_path / "full", data_dir=data))
    assert _files(incremental.path) == _files(full.path)
    assert _without_time(incremental.manifest) == _without_time(full.manifest)
    articles = incremental.manifest["articles"]
    assert articles[-1] == moved.name and articles[:-1] == sorted(articles[:-1])
    files = [f["path"] for f in incremental.manifest["files"] if f["role"] == "article"]
    assert files == [f"articles/{slug}.ttl" for slug in articles]


def _spliced_build(settings, caplog, copied: int, read: int):
    """A build that copies ``copied`` parts of each dump from the published dumps and reads
    ``read`` from their files, without a warning."""
    caplog.clear()
    with caplog.at_level("INFO", logger="kg.build.dumps"):
        spliced = build(settings)
    assert not [r for r in caplog.records if r.name == "kg.build.dumps" and r.levelname != "INFO"]
    for kind in ("nq", "trig", "ttl"):
        assert f"diplokg.{kind}.gz: {copied} parts copied from the published dump, " \
               f"{read} read from their files" in caplog.text, caplog.text
    return spliced


def _noted_build(settings, data: Path, first: BuildResult) -> None:
    """A full build (``first``), its files and the corpus set back an hour, then a build that
    notes every part: the next builds copy from the published dumps."""
    _set_back([p for p in data.rglob("*") if p.is_file()]
              + [p for p in first.path.rglob("*") if p.is_file() and "store" not in p.parts])
    build(settings)


def test_the_dumps_are_copied_past_the_first_and_the_last_article_removed(
        tmp_path, corpus, published, caplog, settings) -> None:
    """The published build's parts are walked beside the new build's, in order: the first
    and the last article removed and the one after the first changed, every other part is
    still copied from its place, and the dumps are a full build's."""
    data, _held = corpus
    _noted_build(settings, data, published)
    folders = _folders(data)
    shutil.rmtree(folders[0])
    shutil.rmtree(folders[-1])
    _change(folders[1])
    spliced = _spliced_build(settings, caplog, copied=ARTICLES - 3, read=1)
    assert _files(spliced.path) == _files(build(project_settings(tmp_path / "full",
                                                                  data_dir=data)).path)


def test_an_earlier_build_whose_parts_cannot_be_placed_is_not_copied_from(
        tmp_path, corpus, published, caplog, settings) -> None:
    """The published build's ontology or shapes file gone or garbled, or its record of the
    parts' sizes tampered with: the dumps are written from the parts, with a warning, and
    are the same as a full build's (neither a missing file nor a garbled one fails
    the build or gives a traceback)."""
    data, _held = corpus
    _noted_build(settings, data, published)
    folders = _folders(data)

    def damage_ontology(published: Path) -> None:
        (published / "dumps" / "ontology.ttl").unlink()

    def garble_shapes(published: Path) -> None:
        with open(published / "dumps" / "shapes.ttl", "ab") as shapes:
            shapes.write(b"\nthis is not turtle {{\n")

    def tamper_sizes(published: Path) -> None:
        records = sqlite3.connect(published / RECORDS)
        with records:
            records.execute("UPDATE articles SET sizes = 'null' WHERE slug = "
                            "(SELECT slug FROM articles ORDER BY position LIMIT 1 OFFSET 1)")
        records.close()

    for number, damage in enumerate((damage_ontology, garble_shapes, tamper_sizes)):
        damage(current_build(settings.out_dir))
        _change(folders[number])
        caplog.clear()
        with caplog.at_level("WARNING", logger="kg.build.dumps"):
            again = build(settings)
        assert "the dumps are written from their parts" in caplog.text, damage.__name__
        full = build(project_settings(tmp_path / f"full-{number}", data_dir=data))
        assert _files(again.path) == _files(full.path), damage.__name__


def test_a_failed_build_never_writes_into_the_served_build(
        tmp_path, corpus, published, settings) -> None:
    """A reused article's artifact and parts are hard links to the served build's files; a
    new article under the same id (a mistake the build refuses) must not write through
    them (the served artifact never takes the other article's content)."""
    data, _held = corpus
    served = published
    before = _files(served.path)
    original = _folders(data)[3]
    duplicate = original.parent / "zz-duplicate"
    shutil.copytree(original, duplicate)
    _change(duplicate)
    with pytest.raises(SourceError, match="duplicate article id"):
        build(settings)
    assert current_build(settings.out_dir) == served.path
    assert _files(served.path) == before


def test_a_change_to_the_shapes_rebuilds_everything(tmp_path, corpus, published, settings) -> None:
    data, _held = corpus
    shapes = tmp_path / "shapes.ttl"
    shapes.write_bytes((ROOT / "shapes" / "diplo-shapes.ttl").read_bytes())
    settings = replace(settings, shapes_file=shapes)
    shapes.write_bytes(shapes.read_bytes() + b"\n# a comment changes the shapes' digest\n")
    assert plan_changes(settings) == [f"{ARTICLES} article(s) to map and validate (full build)"]


def test_dry_run_lists_the_changes_and_builds_nothing(
        tmp_path, corpus, published, settings) -> None:
    data, held = corpus
    out = tmp_path / "out"
    first = published
    folders = _folders(data)
    _change(folders[1])
    shutil.rmtree(folders[6])
    shutil.move(str(held), folders[0].parent / held.name)
    env = {"KG_DATA_DIR": str(data), "KG_OUT_DIR": str(out),
           "KG_ONTOLOGY_FILE": str(ROOT / "ontology" / "diplo.ttl"),
           "KG_SHAPES_FILE": str(ROOT / "shapes" / "diplo-shapes.ttl")}
    done = run_kg("build", "--dry-run", env=env)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == f"{ARTICLES - 2} article(s) unchanged, 1 added, 1 changed, 1 removed"
    relative = lambda folder: f"{folder.relative_to(data)}/mapping.yaml"  # noqa: E731
    assert f"changed {relative(folders[1])} (article {folders[1].name})" in lines
    assert f"added   {folders[0].parent.relative_to(data)}/{held.name}/mapping.yaml" in lines
    assert f"removed {relative(folders[6])} (article {folders[6].name})" in lines
    assert current_build(out) == first.path
    assert len(list((out / "builds").iterdir())) == 1
    # An empty data folder is refused as the build refuses it (not "1 removed", 0).
    empty = tmp_path / "empty"
    empty.mkdir()
    done = run_kg("build", "--dry-run", env={**env, "KG_DATA_DIR": str(empty)})
    assert done.returncode == 3 and "no mapping.yaml" in done.stderr, done


@pytest.mark.parametrize("old, new, path, message", [
    ("    name: Carlos Zamora\n", "    name: Carlos Zamora Rodríguez\n",
     "rdfs:label (and schema:name)", "2 different values"),
    ('label: {en: "Peru", es: "Perú"}', 'label: {en: "Republic of Peru", es: "Perú"}',
     "rdfs:label", "one label per language is allowed (@en)"),
    ("    of_state: cuba\n    to_state: peru\n", "    of_state: peru\n    to_state: peru\n",
     "dip:ofState", "2 different values"),
])
def test_a_conflict_between_a_changed_and_an_unchanged_article_is_caught(
        tmp_path, seed_copies_built, old, new, path, message) -> None:
    """The union check of an incremental build (the pairs of node and property the changed
    graphs state, looked up in the union) finds the conflict, names every article that
    gives the node a value, and reports what a full build of the same input reports: for a
    name, a label, and a property several shapes limit."""
    data = tmp_path / "data"
    shutil.copytree(_made_in(seed_copies_built) / "data", data)
    served = copy_build(seed_copies_built, tmp_path / "out")
    settings = project_settings(tmp_path / "out", data_dir=data)
    other = data / "copy-002" / "mapping.yaml"
    text = other.read_text(encoding="utf-8")
    assert text.count(old) == 1
    other.write_text(text.replace(old, new), encoding="utf-8")
    with pytest.raises(ValidationFailed) as caught:
        build(settings)
    incremental = caught.value.report.violations
    assert any(v.path == path and message in v.message
               and v.article == "copy-000, copy-001, copy-002" for v in incremental), \
        caught.value.report.text()
    assert current_build(settings.out_dir) == served.path
    with pytest.raises(ValidationFailed) as whole:
        build(project_settings(tmp_path / "full", data_dir=data))
    assert whole.value.report.violations == incremental


def test_a_conflict_labelled_by_changed_graphs_in_several_queries_is_reported_once(
        tmp_path, monkeypatch) -> None:
    """The changed graphs are looked at a few hundred to a query; a node they label in two
    of those queries is one conflict, as in a full build (not one per query)."""
    monkeypatch.setattr(validation, "_GRAPHS_AT_ONCE", 1)
    data = tmp_path / "data"
    for name in ("copy-000", "copy-001", "copy-002"):
        copy_seed(data, name)
    settings = project_settings(tmp_path / "out", data_dir=data)
    build(settings)
    old, new = 'label: {en: "Peru", es: "Perú"}', 'label: {en: "Republic of Peru", es: "Perú"}'
    for name in ("copy-001", "copy-002"):
        mapping = data / name / "mapping.yaml"
        mapping.write_text(mapping.read_text(encoding="utf-8").replace(old, new),
                           encoding="utf-8")
    with pytest.raises(ValidationFailed) as caught:
        build(settings)
    incremental = caught.value.report.violations
    found = [(v.focus, v.path) for v in incremental]
    assert any(focus.endswith("/id/country/peru") and path.startswith("rdfs:label")
               for focus, path in found)
    assert len(set(found)) == len(found), caught.value.report.text()
    with pytest.raises(ValidationFailed) as whole:
        build(project_settings(tmp_path / "full", data_dir=data))
    assert whole.value.report.violations == incremental


def test_a_failed_article_in_an_incremental_build_publishes_nothing(tmp_path, corpus,
                                                                    published, settings) -> None:
    data, _held = corpus
    served = published
    broken = _folders(data)[2] / "mapping.yaml"
    text = broken.read_text(encoding="utf-8")
    broken.write_text(re.sub(r"    claimant: \[[^\]]*\]\n", "", text, count=1),
                      encoding="utf-8")
    with pytest.raises(ValidationFailed) as caught:
        build(settings)
    assert f"article {broken.parent.name}" in caught.value.report.text()
    assert "dip:claimant" in caught.value.report.text()
    assert current_build(settings.out_dir) == served.path


@pytest.mark.slow
def test_a_killed_incremental_build_leaves_the_previous_one_served(tmp_path, corpus,
                                                                   published, settings) -> None:
    data, held = corpus
    out = tmp_path / "out"
    served = published
    served_files = _files(served.path)
    folders = _folders(data)
    for folder in folders[:6]:
        _change(folder)
    shutil.move(str(held), folders[0].parent / held.name)
    env = {**os.environ, "KG_DATA_DIR": str(data), "KG_OUT_DIR": str(out),
           "KG_ONTOLOGY_FILE": str(ROOT / "ontology" / "diplo.ttl"),
           "KG_SHAPES_FILE": str(ROOT / "shapes" / "diplo-shapes.ttl")}
    # Killed in each phase after the plan (carrying the store over, mapping and loading, the
    # checks, the dumps, the switch), on the line the build prints as the one before ends.
    for phase in BUILD_PHASES[:-1]:
        printed = kill_build_after(phase, env)
        assert any(f"[{phase} " in line for line in printed), printed
        published = current_build(out)
        if published != served.path:  # killed in the switch, after its rename: complete
            assert phase == "dumps"
            assert held.name in json.loads((published / "manifest.json").read_text())["articles"]
            break
        assert _files(published) == served_files
        store = open_published_store(published)
        try:
            assert store.quad_count() > 0
        finally:
            store.close()
    again = build(settings)
    full = build(project_settings(tmp_path / "full", data_dir=data))
    assert _files(again.path) == _files(full.path)
    assert not list((out / "builds").glob(".staging-*"))


def test_bad_input_met_by_a_worker_fails_the_build_with_its_file_and_line(tmp_path) -> None:
    """A SourceError raised in a worker process survives pickling: the build fails with
    the file and line, and does not hang."""
    from kg.build.pipeline import PARALLEL_FROM

    data = tmp_path / "data"
    write_corpus(data, PARALLEL_FROM + 4, seed=3)  # enough articles for the pool of workers
    broken = _folders(data)[PARALLEL_FROM // 2] / "mapping.yaml"
    text = broken.read_text(encoding="utf-8")
    found = re.search(r"\n    date: (\d{4})-\d\d-\d\d\n", text)
    assert found, "test setup: no date in the mapping"
    broken.write_text(text.replace(found.group(0), f"\n    date: {found.group(1)}-02-30\n", 1),
                      encoding="utf-8")
    line = text[:found.start() + 1].count("\n") + 1
    env = {**os.environ, "KG_DATA_DIR": str(data), "KG_OUT_DIR": str(tmp_path / "out"),
           "KG_ONTOLOGY_FILE": str(ROOT / "ontology" / "diplo.ttl"),
           "KG_SHAPES_FILE": str(ROOT / "shapes" / "diplo-shapes.ttl")}
    done = subprocess.run([sys.executable, "-m", "kg.cli", "build"], env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 3, done.stderr
    assert f"{broken}:{line}: 'date' is an impossible date" in done.stderr
    assert current_build(tmp_path / "out") is None


def test_a_build_never_switched_to_is_removed_by_the_next(
        tmp_path, corpus, published, settings) -> None:
    """Killed between naming its folder and the switch, a build left a whole folder that
    was never published: it must not count among the kept builds nor be fallen back on."""
    data, _held = corpus
    out = tmp_path / "out"
    served = published
    unpublished = served.path.parent / ("29991231T235959000000Z-" + "0" * 12)
    shutil.copytree(served.path, unpublished, symlinks=True)
    _change(_folders(data)[0])
    again = build(settings)
    assert not unpublished.exists()
    assert current_build(out) == again.path and served.path.exists()


def test_the_plan_keeps_the_order_of_sorted_paths(tmp_path) -> None:
    """The plan is kept in SQLite, sorted by a key made of the paths' parts: the build's
    order (the manifest's, the records' positions) is still that of sorted Path objects,
    where "a/" comes before "a-b/" (its text would put "a-b/" first)."""
    from kg.build.pipeline import ADDED, plan

    data = tmp_path / "data"
    folders = ["a", "a-b", "a.b", "A", "é", "z", "a/b", "a/b/c", "a b", "a-b/a", "ab", "."]
    for folder in folders:
        (data / folder).mkdir(parents=True, exist_ok=True)
        (data / folder / "mapping.yaml").write_text("")
    (data / "linked").symlink_to(data / "z")  # (not followed, as rglob did not)
    expected = [str(f.relative_to(data)) for f in sorted(data.rglob("mapping.yaml"))]
    work = plan(data, "context", None, full=True)
    try:
        assert [m for _position, m, _state in work.order()] == expected
        assert [p for p, _m, _s in work.order()] == list(range(len(expected)))
        assert {s for _p, _m, s in work.order()} == {ADDED}
        assert list(work.to_map()) == expected and work.articles == work.mapped == 12
    finally:
        work.close()
