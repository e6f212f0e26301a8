"""The files a build writes beside its manifest and that others read back a row or a member
at a time: the entity pages' counts (kg.published.section_counts), the catalogue read by URI, and
what builds and stores read of a published manifest (kg.published.layout.manifest_summary)."""

from __future__ import annotations

import json
import os
import random
import shutil
import sqlite3
from pathlib import Path

import pytest

from kg.build.catalogue import _readable
from kg.published.catalogue import FILE_NAME as CATALOGUE, Catalogue
from kg.published.layout import MANIFEST, DamagedBuild, ManifestSummary, manifest_summary
from kg.published.section_counts import (FILE_NAME as COUNTS, LONG_FROM, NONE, SECTIONS, read_counts,
                               write_counts)

URI_CHARACTERS = "out #1 ?x %41"


def _counts(seed: int) -> dict[str, list[tuple[str, int]]]:
    chosen = random.Random(seed)
    return {section: [(f"https://example.org/id/{section[:3]}-{n}", LONG_FROM + n)
                      for n in range(chosen.randrange(5, 40))] for section in SECTIONS}


def test_counts_come_back_as_they_went_in(tmp_path: Path) -> None:
    counts = _counts(1)
    entities = write_counts(tmp_path, counts.items())
    assert entities == len({iri for rows in counts.values() for iri, _n in rows})
    read = read_counts(tmp_path)
    assert read.has_every_section()
    for section, rows in counts.items():
        assert list(read.entities(section)) == sorted(rows)
        iri, n = rows[-1]
        assert read.get(section, iri) == n
        assert read.get(section, iri + "-other") is None
    assert sorted(p.name for p in tmp_path.iterdir()) == [COUNTS]  # no scratch file left


def test_the_same_counts_give_the_same_file_in_any_order(tmp_path: Path) -> None:
    """A full and an incremental build of the same input publish the same files."""
    counts = _counts(2)
    shuffled = {section: random.Random(3).sample(rows, len(rows))
                for section, rows in reversed(list(counts.items()))}
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    write_counts(tmp_path / "a", counts.items())
    write_counts(tmp_path / "b", shuffled.items())
    assert (tmp_path / "a" / COUNTS).read_bytes() == (tmp_path / "b" / COUNTS).read_bytes()


def test_a_section_not_counted_is_counted_by_the_page(tmp_path: Path) -> None:
    write_counts(tmp_path, [("inbound", [("https://example.org/id/x", 4321)])])
    read = read_counts(tmp_path)
    assert read.has("inbound") and not read.has("evidence")
    assert not read.has_every_section()
    assert read.get("inbound", "https://example.org/id/x") == 4321
    assert read.get("evidence", "https://example.org/id/x") is None
    assert list(read.entities("evidence")) == []


def test_counts_damaged_past_their_first_pages_are_refused(tmp_path: Path) -> None:
    """Every page is checked when a build's counts are opened (regression: a page damaged
    in the middle of the file passed, then failed the pages that read it with a 500)."""
    many = {section: [(f"https://example.org/id/{section}/{n:06d}", LONG_FROM + n)
                      for n in range(20_000)] for section in SECTIONS}
    write_counts(tmp_path, many.items())
    data = bytearray((tmp_path / COUNTS).read_bytes())
    middle = len(data) // 2 // 4096 * 4096
    data[middle:middle + 4 * 4096] = b"\x5a" * (4 * 4096)
    (tmp_path / COUNTS).write_bytes(bytes(data))
    with pytest.raises(ValueError, match="cannot be read"):
        read_counts(tmp_path)


def test_counts_that_cannot_be_read_are_refused_and_none_are_none(tmp_path: Path) -> None:
    """A build without counts is served (its pages count for themselves); damaged counts are
    a ValueError (the server keeps the build it serves rather than show wrong totals)."""
    assert read_counts(tmp_path) is NONE
    assert not NONE.has("inbound") and NONE.get("inbound", "x") is None
    (tmp_path / COUNTS).write_bytes(b"[")
    with pytest.raises(ValueError, match="cannot be read"):
        read_counts(tmp_path)
    write_counts(tmp_path, _counts(4).items())
    db = sqlite3.connect(tmp_path / COUNTS)
    db.execute("PRAGMA user_version = 99")
    db.close()
    with pytest.raises(ValueError, match="cannot be read"):
        read_counts(tmp_path)


def test_sqlite_files_under_a_path_with_uri_characters(synthetic_built, tmp_path: Path
                                                       ) -> None:
    """SQLite reads a published file by URI: '#', '?' and '%' in the path are escaped
    (regression: the catalogue's readers cut its path at the '#', so the server found no
    catalogue and an incremental build could not take the published one's rows)."""
    folder = tmp_path / URI_CHARACTERS
    folder.mkdir()
    shutil.copyfile(synthetic_built.path / CATALOGUE, folder / CATALOGUE)
    assert _readable(folder / CATALOGUE)
    assert Catalogue.of_build(folder).counts() == \
        Catalogue.of_build(synthetic_built.path).counts()
    write_counts(folder, _counts(5).items())
    assert read_counts(folder).has_every_section()
    assert sorted(p.name for p in folder.iterdir()) == sorted([CATALOGUE, COUNTS])


def test_the_manifest_summary_is_what_the_manifest_says(synthetic_built, tmp_path: Path
                                                        ) -> None:
    """Read as the file streams by, in the layout the build writes or any other."""
    manifest = json.loads((synthetic_built.path / MANIFEST).read_text(encoding="utf-8"))
    roles = {f["role"]: f for f in manifest["files"]}
    for folder in (synthetic_built.path, tmp_path):
        if folder == tmp_path:  # the same document in one line, its keys in another order
            (tmp_path / MANIFEST).write_text(json.dumps(dict(reversed(manifest.items()))))
        summary = manifest_summary(folder)
        assert summary.digest == manifest["digest"]
        assert summary.default_graph == manifest["default_graph"] == "union"
        assert summary.store_files == manifest["store_files"]
        assert summary.partitions == manifest["partitions"]
        assert summary.files_by_role == {"ontology": roles["ontology"],
                                         "shapes": roles["shapes"]}
        # the server takes it from the manifest it has read whole: the same summary
        assert ManifestSummary.of(manifest, manifest["files"]) == summary


def test_a_manifest_summary_follows_its_file_and_refuses_a_damaged_one(tmp_path: Path
                                                                      ) -> None:
    with pytest.raises(DamagedBuild, match="missing"):
        manifest_summary(tmp_path)
    path = tmp_path / MANIFEST
    path.write_text(json.dumps({"digest": "one", "files": [], "partitions": {"a": 1}}))
    first = manifest_summary(tmp_path)
    assert first.digest == "one" and first.store_files is None
    first.partitions["a"] = 2  # what a caller is given is its own
    assert manifest_summary(tmp_path).partitions == {"a": 1}
    before = path.stat()
    path.write_text(json.dumps({"digest": "owt", "files": [], "partitions": {"a": 1}}))
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))  # (cp -a, rsync -t)
    assert path.stat().st_size == before.st_size
    assert manifest_summary(tmp_path).digest == "owt"
    for odd in ({"digest": "x", "files": [{"role": ["ontology"]}, 5, {"role": {"a": 1}}]},
                {"digest": "y", "files": {"item": {"role": "ontology", "path": "x"}}}):
        path.write_text(json.dumps(odd))
        summary = manifest_summary(tmp_path)
        assert summary.digest == odd["digest"] and summary.files_by_role == {}
    path.write_text('{"digest": "three", "files": [')
    with pytest.raises(DamagedBuild, match="cannot be read"):
        manifest_summary(tmp_path)
