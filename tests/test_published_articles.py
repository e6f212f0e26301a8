"""The server's view of a build's articles (kg.published.articles): read from the build's
records, it says what the manifest's lists of every article say, which a server process no
longer holds (kg.published.layout.read_light_manifest); a build whose records cannot be read, or are
another build's, is listed from its manifest read whole."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from kg.published.layout import DamagedBuild, manifest_summary, read_light_manifest, read_manifest
from kg.published.current import read_articles
from kg.published.articles import ListedArticles, RecordedArticles, file_path, slug_of_path
from kg.published.records import RECORDS
from kg.published.sqlite_files import ConnectionPool


def _light(manifest: dict) -> dict:
    light = {k: v for k, v in manifest.items() if k != "articles"}
    light["graphs"] = {k: v for k, v in manifest["graphs"].items() if k != "articles"}
    light["files"] = [f for f in manifest["files"] if f["role"] != "article"]
    return light


def test_the_light_manifest_is_the_manifest_without_its_lists_of_articles(synthetic_built
                                                                          ) -> None:
    manifest = read_manifest(synthetic_built.path)
    light = read_light_manifest(synthetic_built.path)
    assert light == _light(manifest)
    assert "articles" not in light and "articles" not in light["graphs"]
    assert {f["role"] for f in light["files"]} >= {"dataset-turtle", "ontology", "shapes"}


@pytest.mark.parametrize("text, problem", [
    ("", "cannot be read"), ("[1, 2]", "not a JSON object"), ('{"files": [', "cannot be read"),
    # (ijson built 30,000 nested lists in 2.2 GB: deeper than any manifest is refused)
    ('{"x": ' + "[" * 30_000 + "]" * 30_000 + "}", "nested more than"),
])
def test_a_light_manifest_that_is_not_one_is_a_damaged_build(tmp_path: Path, text: str,
                                                            problem: str) -> None:
    (tmp_path / "manifest.json").write_text(text)
    with pytest.raises(DamagedBuild, match=problem):
        read_light_manifest(tmp_path)
    if problem != "not a JSON object":  # (the summary of a list is that of nothing)
        with pytest.raises(DamagedBuild, match=problem):
            manifest_summary(tmp_path)


def test_odd_files_entries_are_kept_as_the_manifest_has_them(tmp_path: Path) -> None:
    (tmp_path / "manifest.json").write_text(
        '{"articles": ["a"], "graphs": {"articles": {"a": "g"}, "ontology": "o"}, '
        '"files": [{"role": "article", "path": "articles/a.ttl"}, 7, ["x"], '
        '{"role": ["article"]}, {"role": "shapes", "nested": {"role": "article"}}], '
        '"other": {"files": [{"role": "article"}]}}')
    assert read_light_manifest(tmp_path) == {
        "graphs": {"ontology": "o"},
        "files": [7, ["x"], {"role": ["article"]}, {"role": "shapes",
                                                     "nested": {"role": "article"}}],
        "other": {"files": [{"role": "article"}]}}


def _views(build: Path, manifest: dict):
    return (RecordedArticles(build, manifest["base_uri"]), ListedArticles(manifest))


def test_the_records_say_what_the_manifest_lists(synthetic_built) -> None:
    manifest = read_manifest(synthetic_built.path)
    files = [f for f in manifest["files"] if f["role"] == "article"]
    graphs = manifest["graphs"]["articles"]
    for view in _views(synthetic_built.path, manifest):
        try:
            assert view.count == len(manifest["articles"]) == 80
            assert view.slugs() == manifest["articles"]
            assert view.slugs(10, 5) == manifest["articles"][10:15]
            assert view.slugs(79, 10) == manifest["articles"][79:]
            assert view.entries() == files
            assert view.entries(30, 30) == files[30:60]
            for entry in files[:5] + files[-5:]:
                assert view.entry(entry["path"]) == entry
            for slug in manifest["articles"][:5]:
                assert view.graph(slug) == graphs[slug]
            assert view.graph("no-such-article") is None
            for path in ("articles/no-such.ttl", "articles/../manifest.json", "ontology.ttl",
                         "articles/", "articles/a/b.ttl"):
                assert view.entry(path) is None, path
            by_path = {f["path"]: f["statements"] for f in files}
            assert list(view.statements()) == [
                (graphs[slug], by_path[file_path(slug)]) for slug in sorted(graphs)]
        finally:
            view.close()


def test_an_article_file_path_and_its_id() -> None:
    assert slug_of_path(file_path("zamora-leaves-peru")) == "zamora-leaves-peru"
    for path in ("articles/.ttl", "articles/a/b.ttl", "article/a.ttl", "articles/a.nt"):
        assert slug_of_path(path) is None, path


def _copy(synthetic_built, tmp_path: Path) -> Path:
    copy = tmp_path / "build"
    shutil.copytree(synthetic_built.path, copy)
    return copy


def test_a_build_without_records_is_listed_from_its_manifest(synthetic_built, tmp_path: Path,
                                                             caplog) -> None:
    copy = _copy(synthetic_built, tmp_path)
    (copy / RECORDS).unlink()
    manifest, articles = read_articles(copy)
    assert isinstance(articles, ListedArticles)
    assert manifest == _light(read_manifest(copy))
    assert articles.slugs() == read_manifest(copy)["articles"]
    assert "cannot be read" in caplog.text


def test_records_of_another_build_are_not_believed(synthetic_built, built,
                                                   tmp_path: Path, caplog) -> None:
    copy = _copy(synthetic_built, tmp_path)
    shutil.copyfile(built.path / RECORDS, copy / RECORDS)  # the seed article's build
    manifest, articles = read_articles(copy)
    assert isinstance(articles, ListedArticles) and articles.count == 80
    assert "not those of the manifest" in caplog.text


def test_records_changed_in_place_are_not_believed(synthetic_built, tmp_path: Path) -> None:
    copy = _copy(synthetic_built, tmp_path)
    with sqlite3.connect(copy / RECORDS) as db:
        db.execute("UPDATE articles SET key = 'x' WHERE slug = (SELECT min(slug) FROM articles)")
    _manifest, articles = read_articles(copy)
    assert isinstance(articles, ListedArticles)


def test_the_records_of_the_build_are_believed(synthetic_built) -> None:
    manifest, articles = read_articles(synthetic_built.path)
    try:
        assert isinstance(articles, RecordedArticles)
        assert manifest == read_light_manifest(synthetic_built.path)
    finally:
        articles.close()


def _open_on(path: Path) -> int:
    """How many of this process's file descriptors are on ``path`` (deleted or not)."""
    count = 0
    for fd in Path("/proc/self/fd").iterdir():
        try:
            target = str(fd.readlink())
        except OSError:
            continue
        if target.removesuffix(" (deleted)") == str(path):
            count += 1
    return count


def test_requests_do_not_leave_connections_to_the_records_open(synthetic_built) -> None:
    """Regression: a connection per request thread was kept until the server stopped (300
    descriptors after 300 requests of the threaded server; under gevent one per client
    connection), until a process ran out of descriptors and answered 500."""
    import requests

    from support import LiveServer, project_settings

    records = synthetic_built.path / RECORDS
    server = LiveServer(project_settings(synthetic_built.path.parent.parent,
                                         listed_articles=30))
    try:
        answers = [("/downloads?page=2", 200), ("/downloads/articles/synthetic-00003.ttl", 200),
                   ("/graph/article/synthetic-00004", 303)]  # (a graph IRI: see its document)
        for number in range(60):  # a thread each: werkzeug's threaded server
            path, status = answers[number % 3]
            assert requests.get(server.url + path, timeout=30,
                                allow_redirects=False).status_code == status, path
        assert _open_on(records) <= ConnectionPool.KEPT
    finally:
        server.close()
    assert _open_on(records) == 0


def test_a_newer_build_closes_the_records_of_the_one_it_replaces(tmp_path: Path) -> None:
    """Regression: the replaced build's records stayed open (to the garbage collector, which
    a gc.freeze() at the server's start kept from the first build's for good), holding the
    file of a pruned build. Its catalogue's connections, kept by a pool since, are closed
    too."""
    import requests

    from kg.build.publish import build
    from kg.published.catalogue import FILE_NAME as CATALOGUE
    from support import LiveServer, project_settings, wait_until

    settings = project_settings(tmp_path / "out", keep_builds=1)
    first = build(settings).path
    server = LiveServer(settings)
    try:
        for path in ("/downloads", "/search?q=zamora"):
            assert requests.get(server.url + path, timeout=30).status_code == 200
        assert _open_on(first / RECORDS) >= 1 and _open_on(first / CATALOGUE) >= 1
        second = build(settings).path
        assert second != first and not first.exists()  # pruned
        wait_until(lambda: server.app.extensions["kg"].build.path == second, 30,
                   "the server moved to the new build")
        for path in ("/downloads", "/search?q=zamora"):
            assert requests.get(server.url + path, timeout=30).status_code == 200
        # The follower closes them just after it moves to the new build.
        wait_until(lambda: _open_on(first / RECORDS) == 0 and _open_on(first / CATALOGUE) == 0,
                   10, "the replaced build's records and catalogue were closed")
    finally:
        server.close()
