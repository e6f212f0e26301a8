"""A build's records on disk (kg.published.records) and the manifest written as it is made
(kg.build.streamed_json): the same answers and the same bytes as the structures they replace."""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path

import pytest

from kg.published.records import RECORDS, DuplicateSlug, Record, RecordBook
from kg.uris import Minter
from kg.build.streamed_json import Streamed, StreamedItems, write_json


def _record(number: int) -> Record:
    slug = f"article-{number:03d}"
    return Record(slug, f"{number % 7}/{slug}/mapping.yaml", f"{number % 7}/{slug}/article.txt",
                  f"source{number}", f"key{number}", f"sha{number}", 100 + number,
                  {"nq.gz": f"n{number}", "ttl.gz": f"t{number}"},
                  {"nq.gz": number, "ttl.gz": 2 * number})


def _graph(record: Record) -> str:
    return f"https://example.org/graph/article/{record.slug}"


def _book(folder: Path, numbers: list[int]) -> RecordBook:
    book = RecordBook.create(folder, "the-context")
    for number in numbers:
        record = _record(number)
        book.add(record, number)
    return book


def test_records_come_back_as_they_went_in(tmp_path: Path) -> None:
    numbers = list(range(40))
    random.Random(4).shuffle(numbers)
    book = _book(tmp_path, numbers)
    book.seal()
    published = RecordBook.open(tmp_path)
    assert published is not None and published.context == "the-context"
    assert len(published) == 40
    assert published.get(_record(7).mapping) == _record(7)
    assert published.by_slug("article-011") == _record(11)
    assert published.get("nowhere/mapping.yaml") is None
    assert [r.slug for r in published.in_slug_order()] == [f"article-{n:03d}" for n in range(40)]
    assert list(published.in_build_order()) == [_record(n) for n in range(40)]
    assert [r.mapping for r in published.in_mapping_order()] == sorted(
        _record(n).mapping for n in range(40))
    assert list(published.slugs_and_keys()) == [(f"article-{n:03d}", f"key{n}")
                                                for n in range(40)]
    by_graph = published.articles_by_graph(Minter("https://example.org/"))
    assert by_graph[_graph(_record(3))] == "article-003"
    assert _graph(_record(3)) in by_graph and "https://example.org/graph/ontology" not in by_graph
    assert by_graph.get("https://example.org/graph/ontology") is None
    assert len(by_graph) == 40 and bool(by_graph)
    published.close()


def test_two_mapping_files_with_one_id_are_refused(tmp_path: Path) -> None:
    book = _book(tmp_path, [1, 2])
    other = Record("article-001", "elsewhere/mapping.yaml", "elsewhere/article.txt", "s", "k",
                   "h", 1)
    with pytest.raises(DuplicateSlug) as refused:
        book.add(other, 9)
    assert refused.value.other == _record(1).mapping
    book.close()


def test_the_same_records_give_the_same_file_in_any_order(tmp_path: Path) -> None:
    """A full build adds its records in build order, an incremental one the reused first:
    the published files are the same bytes."""
    files = []
    for attempt, numbers in enumerate((list(range(300)), list(range(299, -1, -1)),
                                       list(range(0, 300, 2)) + list(range(1, 300, 2)))):
        folder = tmp_path / str(attempt)
        folder.mkdir()
        book = _book(folder, numbers)
        book.replace([Record(**{**_record(5).__dict__, "sizes": {"nq.gz": 1}})])
        book.seal()
        files.append((folder / RECORDS).read_bytes())
    assert files[0] == files[1] == files[2]


def test_a_build_without_readable_records_has_none(tmp_path: Path) -> None:
    assert RecordBook.open(None) is None
    assert RecordBook.open(tmp_path) is None  # (a build made before the records were kept)
    (tmp_path / RECORDS).write_bytes(b"this is not SQLite at all, not even a header" * 40)
    assert RecordBook.open(tmp_path) is None
    (tmp_path / RECORDS).unlink()
    sqlite3.connect(tmp_path / RECORDS).execute("CREATE TABLE context (digest TEXT)").close()
    assert RecordBook.open(tmp_path) is None  # no articles table, no context row


def _random_value(rng: random.Random, depth: int = 0):
    roll = rng.random()
    if depth > 3 or roll < 0.3:
        return rng.choice([0, -3, 12, 2.5, 1e20, 0.1, None, True, False, "", "é\"\\x", "a\nb"])
    if roll < 0.6:
        return [_random_value(rng, depth + 1) for _ in range(rng.randint(0, 3))]
    return {rng.choice(["a", "b", "é", "\"", "z1", ""]): _random_value(rng, depth + 1)
            for _ in range(rng.randint(0, 3))}


def test_the_streamed_json_is_the_text_of_json_dumps(tmp_path: Path) -> None:
    rng = random.Random(11)
    path = tmp_path / "manifest.json"
    for _ in range(500):
        value = _random_value(rng)
        write_json(path, value)
        assert path.read_text(encoding="utf-8") == json.dumps(value, indent=2,
                                                              sort_keys=True) + "\n"


def test_streamed_arrays_and_objects_are_written_like_lists_and_dicts(tmp_path: Path) -> None:
    path = tmp_path / "manifest.json"
    members = [("a-1", "https://example.org/1"), ("b-2", {"x": [1, 2]})]
    write_json(path, {"files": Streamed(iter([{"role": "article", "bytes": 3}, 4])),
                      "empty": Streamed(iter([])), "none": StreamedItems(iter([])),
                      "graphs": {"articles": StreamedItems(iter(members)), "shapes": "s"}})
    assert path.read_text(encoding="utf-8") == json.dumps(
        {"files": [{"role": "article", "bytes": 3}, 4], "empty": [], "none": {},
         "graphs": {"articles": dict(members), "shapes": "s"}}, indent=2, sort_keys=True) + "\n"
    assert not list(tmp_path.glob(".*partial"))


def test_build_order_is_the_positions_not_the_ids(tmp_path: Path) -> None:
    """The manifest lists articles in the order of their mapping files, which need not be
    the order of their ids."""
    book = RecordBook.create(tmp_path, "c")
    for position, number in enumerate([5, 1, 9, 3]):
        book.add(_record(number), position)
    book.seal()
    published = RecordBook.open(tmp_path)
    assert [r.slug for r in published.in_build_order()] == [
        "article-005", "article-001", "article-009", "article-003"]
    assert list(published.slugs("build")) == [
        "article-005", "article-001", "article-009", "article-003"]
    assert list(published.slugs("slug")) == [
        "article-001", "article-003", "article-005", "article-009"]
    published.close()


def test_records_under_a_path_with_uri_characters(tmp_path: Path) -> None:
    """SQLite reads its file by URI: '#', '?' and '%' in the path are escaped (regression:
    the published records were not found, and a reader made an empty file elsewhere)."""
    folder = tmp_path / "out #1 ?x %41"
    folder.mkdir()
    book = _book(folder, [1, 2])
    book.finish()
    reader = book.reader()
    assert len(reader) == 2
    reader.close()
    book.seal()
    published = RecordBook.open(folder)
    assert published is not None and len(published) == 2
    published.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == [folder.name]


def test_records_of_another_layout_are_not_read(tmp_path: Path) -> None:
    book = _book(tmp_path, [1])
    book.seal()
    db = sqlite3.connect(tmp_path / RECORDS)
    db.execute("PRAGMA user_version = 99")
    db.close()
    assert RecordBook.open(tmp_path) is None
