"""Errors that help a reviewer: every error of every mapping file in one run, each with its
file and line (a shape violation too), and a did-you-mean for near misses."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from kg.source import SourceError, SourceErrors, near_quote, parse_article, read_articles
from support import SEED_DIR, edit_mapping, line_of, mapping_file, run_kg


def _two_typos(data: Path) -> Path:
    edit_mapping(data, "    addressee: [dina-boluarte]", "    addressee: [dina-bolaurte]")
    edit_mapping(data, "    date: 2022-06-18", "    date: 2022-02-30")
    return edit_mapping(data, "    name: Carlos Tubino\n", "    name: Carlos Tubino\n    nmae: x\n")


def test_every_error_of_a_file_is_reported_at_once(article_copy: Path) -> None:
    path = _two_typos(article_copy)
    with pytest.raises(SourceErrors) as caught:
        parse_article(mapping_file(article_copy))
    found = {(e.line, e.message.split(";")[0].split(":")[0]) for e in caught.value.errors}
    assert (line_of(path, "addressee: [dina-bolaurte]"),
            "unknown reference 'dina-bolaurte' in 'addressee'") in found
    assert line_of(path, "date: 2022-02-30") in {line for line, _ in found}
    assert line_of(path, "nmae: x") in {line for line, _ in found}
    assert len(caught.value.errors) == 3  # and nothing that follows from them


def test_every_file_is_read_before_stopping(article_copy: Path) -> None:
    _two_typos(article_copy)
    other = article_copy / "second"
    shutil.copytree(SEED_DIR, other)
    text = (other / "mapping.yaml").read_text(encoding="utf-8")
    (other / "mapping.yaml").write_text(text.replace("id: zamora-leaves-peru", "id: second", 1)
                                        .replace('"the Venezuelan crisis"', '"the Venezuelan crises"'),
                                        encoding="utf-8")
    with pytest.raises(SourceErrors) as caught:
        list(read_articles(article_copy))
    files = {e.file for e in caught.value.errors}
    assert files == {mapping_file(article_copy), other / "mapping.yaml"}
    assert len(caught.value.errors) == 4


def test_cli_prints_one_line_per_error_with_file_and_line(article_copy: Path) -> None:
    path = _two_typos(article_copy)
    result = run_kg("validate", "--data", str(article_copy))
    assert result.returncode == 3
    lines = [l for l in result.stderr.splitlines() if l.startswith("error: ")]
    assert len(lines) == 3 and all(l.startswith(f"error: {path}:") for l in lines)


def test_unknown_id_close_to_an_existing_one_gets_a_did_you_mean(article_copy: Path) -> None:
    edit_mapping(article_copy, "    addressee: [dina-boluarte]", "    addressee: [dina-bolaurte]")
    with pytest.raises(SourceError) as caught:
        parse_article(mapping_file(article_copy))
    assert "did you mean 'dina-boluarte'?" in str(caught.value)


def test_an_id_with_its_words_in_another_order_gets_a_did_you_mean(article_copy: Path) -> None:
    # (no spelling is near: the words are the id's, in another order, "of" added, an ending
    # changed)
    edit_mapping(article_copy, "    agent: [peruvian-foreign-ministry]",
                 "    agent: [foreign-ministry-of-peru]")
    with pytest.raises(SourceError) as caught:
        parse_article(mapping_file(article_copy))
    assert "unknown reference 'foreign-ministry-of-peru'" in str(caught.value)
    assert "did you mean 'peruvian-foreign-ministry'?" in str(caught.value)


def test_unknown_key_close_to_a_known_one_gets_a_did_you_mean(article_copy: Path) -> None:
    edit_mapping(article_copy, "    name: Carlos Tubino\n", "    name: Carlos Tubino\n    aliass: [x]\n")
    with pytest.raises(SourceError) as caught:
        parse_article(mapping_file(article_copy))
    assert "did you mean 'alias'?" in str(caught.value)


@pytest.mark.parametrize("typed", [
    '"Zamora\'s departure follows a meeting"',                      # straight apostrophe
    '"the Naval Union-a group of retired officers"',               # hyphen for an em dash
    '"the official  note states"',                                 # two spaces
])
def test_a_quote_that_differs_only_in_marks_gets_the_text_s_words(article_copy: Path,
                                                                     typed: str) -> None:
    edit_mapping(article_copy, '"the Venezuelan crisis"', typed)
    with pytest.raises(SourceError) as caught:
        parse_article(mapping_file(article_copy))
    message = str(caught.value)
    assert "evidence quote not found" in message and "did you mean “" in message
    suggested = message.split("did you mean “", 1)[1].split("”?", 1)[0]
    assert suggested in (SEED_DIR / "article.txt").read_text(encoding="utf-8")
    assert suggested != typed.strip('"')


def test_a_quote_not_in_the_text_at_all_gets_no_suggestion() -> None:
    assert near_quote("He said “yes” – twice.", 'He said "no"') is None
    assert near_quote("He said “yes” – twice.", 'said "yes" - twice') == "said “yes” – twice"


def test_a_shape_violation_names_the_line_of_the_item(article_copy: Path, tmp_path: Path) -> None:
    # A quotation without a speaker passes the loader and is stopped by the shapes.
    path = edit_mapping(article_copy, "  - id: naval-union-worrying\n    speaker: [naval-union]\n",
                        "  - id: naval-union-worrying\n")
    result = run_kg("validate", "--data", str(article_copy))
    assert result.returncode == 1
    line = line_of(path, "- id: naval-union-worrying")
    violation = next(l for l in result.stdout.splitlines() if "naval-union-worrying>" in l)
    assert violation.startswith(f"- {path}:{line}: article zamora-leaves-peru: ")
