"""The search index (kg/published/search_index.py) gives what ranking every match would give: held to
a ranking of every entity of a catalogue, written with a low threshold so that its table of
shared label beginnings is used, on the project's articles (with aliases) and on a corpus of
80 synthetic articles (with many names sharing their beginnings)."""

from __future__ import annotations

import random
import re
import sqlite3

import pytest

from kg.published import search_index
from kg.build.catalogue import _Stage, _write_db, rewrite_catalogue
from kg.published.catalogue import FILE_NAME, KINDS, fold


def _classes(path) -> dict[str, set[str]]:
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return {key[len("classes:"):]: set(value.split()) for key, value in db.execute(
            "SELECT key, value FROM meta WHERE key LIKE 'classes:%'")}
    finally:
        db.close()


@pytest.fixture(scope="module", params=["built", "synthetic_built"])
def low(request, tmp_path_factory):
    """A build's catalogue written again with a table entry for every beginning more than
    3 labels of a kind share."""
    source = request.getfixturevalue(request.param).path / FILE_NAME
    path = tmp_path_factory.mktemp("search-index") / FILE_NAME
    rewrite_catalogue(source, path, hot=3)
    db = sqlite3.connect(f"file:{path}?mode=ro&immutable=1", uri=True)
    db.row_factory = sqlite3.Row
    yield db
    db.close()


def _entities(db) -> list[tuple[sqlite3.Row, list[str]]]:
    """Every entity of the catalogue, with the folded words of its label and aliases."""
    return [(row, re.findall(r"\w+", fold(f"{row['label']} {row['aliases']}")))
            for row in db.execute("SELECT e.*, t.aliases FROM entity e JOIN entity_text t "
                                  "ON t.rowid = e.id")]


def _every_match(entities, wanted: str, kind: str | None) -> list[str]:
    """The ranking of the module's docstring, over every entity: those whose label or
    aliases hold every word as a word's beginning, and those whose label begins so; all of
    them, best first (the first ``most`` are what a search for ``most`` must give)."""
    words = search_index.words_of(wanted)
    rows = [row for row, own in entities if kind in (None, row["kind"]) and (
        row["sort"].startswith(wanted) or
        all(any(w.startswith(word) for w in own) for word in words))]
    return [row["iri"] for row in sorted(rows, key=search_index.rank_key(wanted, words))]


def _queries(db) -> list[str]:
    chooser = random.Random(11)
    labels = [label for (label,) in db.execute("SELECT label FROM entity ORDER BY iri")]
    typed = {"a", "m", "Mee", "Meeting", "Meeting of", "per", "Perú", "chav", "zzz", "gall",
             "el ga", "Carlos Zamora", "carlos z"}
    for label in chooser.sample(labels, 40):
        words = label.split()
        typed.update({label, label[:1], label[:3], label[:chooser.randint(4, 20)],
                      fold(label), label.upper(), " ".join(w[:3] for w in words[:2])})
    return sorted(typed)


def test_a_search_ranks_as_ranking_every_match_would(low) -> None:
    ranges = search_index.id_ranges(low)
    shared = low.execute("SELECT COUNT(DISTINCT prefix) FROM label_prefix").fetchone()[0]
    assert ranges and shared > 10  # the table answers many of the queries below
    kinds = [None] + [kind.name for kind in KINDS if kind.name in ranges]
    entities = _entities(low)
    for text in _queries(low):
        wanted = fold(text).strip()
        for kind in kinds:
            every = _every_match(entities, wanted, kind)
            for most in (1, 10, 50):
                found = search_index.ranked(low, wanted, most, {
                    k: span for k, span in ranges.items() if kind in (None, k)})
                assert [row["iri"] for row in found] == every[:most], (text, kind, most)


def test_a_prefix_folds_accents_and_case_and_reaches_aliases(low) -> None:
    accented = low.execute(
        "SELECT label, sort FROM entity WHERE kind = 'people' AND label <> sort AND "
        "label GLOB '*[áéíóúñ]*' ORDER BY iri").fetchone()
    ranges = search_index.id_ranges(low)
    for typed in (accented["label"], accented["sort"], accented["label"].upper()):
        found = search_index.ranked(low, fold(typed).strip(), 5, ranges)
        assert found[0]["label"] == accented["label"]
    # A word found only in an alias ranks after every label holding the words.
    row = low.execute("SELECT e.label, e.iri, t.aliases FROM entity e JOIN entity_text t "
                      "ON t.rowid = e.id WHERE t.aliases <> '' ORDER BY e.iri").fetchone()
    if row is not None:  # the synthetic corpus names no one twice
        alias = fold(row["aliases"].split()[-1])[:4]
        found = search_index.ranked(low, alias, 50, ranges)
        assert row["iri"] in [hit["iri"] for hit in found]
        assert [search_index.tier(hit["sort"], alias, [alias]) for hit in found] == \
            sorted(search_index.tier(hit["sort"], alias, [alias]) for hit in found)


def test_shared_beginnings_are_every_beginning_of_many_names_with_their_best_ids() -> None:
    chooser = random.Random(5)
    names = sorted("".join(chooser.choice("ab ") for _ in range(chooser.randint(0, 7)))
                   for _ in range(300))
    ids = chooser.sample(range(1, 1000), len(names))
    for hot, most in ((3, 4), (10, 2), (50, 50), (299, 5), (300, 5)):
        expected = {}
        for prefix in {name[:n] for name in names for n in range(1, len(name) + 1)}:
            having = sorted(i for name, i in zip(names, ids) if name.startswith(prefix))
            if len(having) > hot:
                expected[prefix] = having[:most]
        assert dict(search_index.hot_prefixes(names, ids, hot, most)) == expected, hot


def test_the_same_rows_in_any_order_write_the_same_file(synthetic_built, tmp_path) -> None:
    source = synthetic_built.path / FILE_NAME
    db = sqlite3.connect(f"file:{source}?mode=ro", uri=True)
    try:
        tables = {
            "entity_row": db.execute("SELECT e.iri, e.kind, e.label, e.sort, e.type_label, "
                                     "e.description, e.articles, t.aliases FROM entity e "
                                     "JOIN entity_text t ON t.rowid = e.id").fetchall(),
            "claim_row": db.execute("SELECT claim, claim_label, claim_kind, text, claimant, "
                                    "claimant_label, claimant_kind, subject, subject_label, "
                                    "subject_sort, date, article, article_title FROM claim"
                                    ).fetchall(),
            "evidence_row": db.execute("SELECT * FROM evidence").fetchall()}
    finally:
        db.close()
    assert all(tables.values())
    written = []
    for number, seed in enumerate((1, 2)):
        stage = _Stage(tmp_path / f"{number}.stage")
        try:
            for table, rows in tables.items():
                shuffled = list(rows)
                random.Random(seed).shuffle(shuffled)
                stage.fill(table, shuffled)
            stage.db.commit()
            path = tmp_path / f"{number}.sqlite"
            _write_db(path, stage, _classes(source), hot=3)
        finally:
            stage.close()
        written.append(path.read_bytes())
    assert written[0] == written[1]
    # And the same file as the build's own, written again from its rows.
    again = tmp_path / "again.sqlite"
    rewrite_catalogue(source, again)
    assert again.read_bytes() == source.read_bytes()
