"""The kg command, run as a user runs it: a real process, real exit codes, real output."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from support import ROOT, edit_mapping, line_of

COMMANDS = ["build", "validate", "query", "serve", "w3id", "draft", "review"]


def kg(*args: str, cwd: Path = ROOT, env: dict | None = None,
       stdin: str | None = None) -> subprocess.CompletedProcess:
    environment = {k: v for k, v in os.environ.items() if not k.startswith("KG_")}
    environment.update(env or {})
    return subprocess.run([sys.executable, "-m", "kg.cli", *args], cwd=cwd, env=environment,
                          capture_output=True, text=True, input=stdin, timeout=120)


@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_has_help(command: str) -> None:
    result = kg(command, "--help")
    assert result.returncode == 0
    assert "Usage: " in result.stdout and "--help" in result.stdout


def test_build_then_query(tmp_path: Path) -> None:
    out = tmp_path / "out"
    built = kg("build", "--out", str(out))
    assert built.returncode == 0, built.stderr
    assert "published" in built.stdout and "validated 1/1 articles" in built.stderr
    query = kg("query", "--out", str(out),
               "SELECT ?name WHERE { <http://127.0.0.1:5000/id/person/carlos-zamora> "
               "<https://schema.org/name> ?name }")
    assert query.returncode == 0, query.stderr
    assert query.stdout.splitlines()[0].strip() == "name"
    assert "Carlos Zamora" in query.stdout and "(1 row)" in query.stdout
    as_csv = kg("query", "--out", str(out), "--format", "csv", "-",
                stdin="SELECT (COUNT(*) AS ?n) WHERE { ?s a <https://w3id.org/diplokg/ontology#Person> }")
    assert as_csv.returncode == 0 and as_csv.stdout.splitlines() == ["n", "10"]
    ask = kg("query", "--out", str(out), "ASK { ?s ?p ?o }")
    assert ask.stdout.strip() == "true"


def test_malformed_query_is_rejected_with_the_parser_message(tmp_path: Path) -> None:
    out = tmp_path / "out"
    assert kg("build", "--out", str(out)).returncode == 0
    result = kg("query", "--out", str(out), "SELEKT * WHERE { ?s ?p ?o }")
    assert result.returncode == 5
    assert result.stderr.startswith("error: query rejected:")
    assert "Traceback" not in result.stderr


def test_query_says_what_the_endpoint_says_and_writes_the_datasets_prefixes(
        tmp_path: Path) -> None:
    """Issue 13: an update was "rejected" with a parser message, an undeclared prefix was
    not named, and CONSTRUCT printed rdflib's own prefixes."""
    out = tmp_path / "out"
    assert kg("build", "--out", str(out)).returncode == 0
    update = kg("query", "--out", str(out), "INSERT DATA { <a:b> <a:c> <a:d> }")
    assert update.returncode == 5 and "read-only" in update.stderr
    undeclared = kg("query", "--out", str(out), "SELECT * WHERE { ?s dip:name ?o }")
    assert undeclared.returncode == 5
    assert "the prefix dip: is used but not declared" in undeclared.stderr
    turtle = kg("query", "--out", str(out), "CONSTRUCT WHERE { "
                "<http://127.0.0.1:5000/id/person/carlos-zamora> ?p ?o }")
    assert turtle.returncode == 0, turtle.stderr
    assert "@prefix dip: <https://w3id.org/diplokg/ontology#> ." in turtle.stdout
    assert "dip:Person" in turtle.stdout


def test_query_before_any_build_says_so(tmp_path: Path) -> None:
    result = kg("query", "--out", str(tmp_path / "none"), "ASK {}")
    assert result.returncode == 4 and "run `kg build` first" in result.stderr


def test_broken_mapping_names_file_and_line(tmp_path: Path, article_copy: Path) -> None:
    path = edit_mapping(article_copy, "    agent: [carlos-tubino]", "    agent: [carlos-tubbino]")
    result = kg("build", "--data", str(article_copy), "--out", str(tmp_path / "out"))
    assert result.returncode == 3
    assert f"{path}:{line_of(path, 'carlos-tubbino')}: unknown reference" in result.stderr
    assert "Traceback" not in result.stderr


def test_shape_violation_names_article_node_and_shape(tmp_path: Path, article_copy: Path) -> None:
    edit_mapping(article_copy, "    speaker: [carlos-tubino]\n    text: \"You have", "    text: \"You have")
    for command in (["validate"], ["build", "--out", str(tmp_path / "out")]):
        result = kg(*command, "--data", str(article_copy))
        assert result.returncode == 1, command
        output = result.stdout + result.stderr
        assert "article zamora-leaves-peru" in output
        assert "/id/quote/tubino-holy-baron>" in output
        assert "“Quotation”" in output and "dip:speaker" in output
    assert not (tmp_path / "out" / "current").exists()


def test_validate_passes_on_the_seed() -> None:
    result = kg("validate")
    assert result.returncode == 0
    assert "Validation passed" in result.stdout


def test_unknown_setting_fails_at_startup() -> None:
    result = kg("validate", env={"KG_BASE": "http://x/"})
    assert result.returncode == 3 and "unknown setting KG_BASE" in result.stderr


def test_bad_base_fails_at_startup() -> None:
    result = kg("validate", "--base", "not a uri")
    assert result.returncode == 3 and "base_uri" in result.stderr
