"""The kg command: real exit codes, real output, real files. A command runs in the test's
process (``run_kg``), as it would in its own, with the settings the test gives; where what a
process does is the point (what a fresh interpreter imports, the installed command from build
to query), it runs in a process of its own (``kg_process``)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from support import ROOT, copy_build, edit_mapping, kg_process, line_of, run_kg

COMMANDS = ["build", "validate", "query", "serve", "w3id", "draft", "review"]


def test_the_command_loads_the_build_and_the_drafter_only_for_the_commands_that_use_them(
) -> None:
    """`kg --help`, `kg query` and `kg w3id` start without importing the build (pySHACL,
    the mappers) or the drafter (spaCy): each `kg` process would pay for them. The command
    module itself loads none of the store clients, parsers and readers either: each command
    imports what it uses when it runs."""
    probe = ("import sys; from kg import cli; "
             "print(sorted(m for m in sys.modules if m.split('.')[0] in "
             "('pyshacl', 'spacy', 'rdflib', 'requests', 'yaml', 'pyoxigraph') "
             "or m.startswith(('kg.build', 'kg.draft', 'kg.mappers', 'kg.store', "
             "'kg.published', 'kg.source', 'kg.sparql'))))")
    loaded = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True,
                            text=True, timeout=120)
    assert loaded.returncode == 0, loaded.stderr
    assert loaded.stdout.strip() == "[]"


@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_has_help(command: str) -> None:
    result = run_kg(command, "--help")
    assert result.returncode == 0
    assert "Usage: " in result.stdout and "--help" in result.stdout


def test_build_then_query(tmp_path: Path) -> None:
    """The installed command, a build and a query each a process of its own as a user runs
    them; the query's other forms (CSV from standard input, ASK) in the test's process."""
    out = tmp_path / "out"
    built = kg_process("build", "--out", str(out))
    assert built.returncode == 0, built.stderr
    assert "published" in built.stdout and "validated 1/1 articles" in built.stderr
    query = kg_process("query", "--out", str(out),
                       "SELECT ?name WHERE { <http://127.0.0.1:5000/id/person/carlos-zamora> "
                       "<https://schema.org/name> ?name }")
    assert query.returncode == 0, query.stderr
    assert query.stdout.splitlines()[0].strip() == "name"
    assert "Carlos Zamora" in query.stdout and "(1 row)" in query.stdout
    as_csv = run_kg("query", "--out", str(out), "--format", "csv", "-",
                    stdin="SELECT (COUNT(*) AS ?n) WHERE { ?s a <https://w3id.org/diplokg/ontology#Person> }")
    assert as_csv.returncode == 0 and as_csv.stdout.splitlines() == ["n", "10"]
    ask = run_kg("query", "--out", str(out), "ASK { ?s ?p ?o }")
    assert ask.stdout.strip() == "true"


def test_malformed_query_is_rejected_with_the_parser_message(tmp_path: Path, built) -> None:
    out = tmp_path / "out"
    copy_build(built, out)
    result = run_kg("query", "--out", str(out), "SELEKT * WHERE { ?s ?p ?o }")
    assert result.returncode == 5
    assert result.stderr.startswith("error: query rejected:")
    assert "Traceback" not in result.stderr


def test_query_says_what_the_endpoint_says_and_writes_the_datasets_prefixes(
        tmp_path: Path, built) -> None:
    """`kg query` says what the endpoint says: an update is refused as read-only (not
    "rejected" with a parser message), an undeclared prefix is named, and CONSTRUCT writes the
    dataset's prefixes, not rdflib's own."""
    out = tmp_path / "out"
    copy_build(built, out)
    update = run_kg("query", "--out", str(out), "INSERT DATA { <a:b> <a:c> <a:d> }")
    assert update.returncode == 5 and "read-only" in update.stderr
    undeclared = run_kg("query", "--out", str(out), "SELECT * WHERE { ?s dip:name ?o }")
    assert undeclared.returncode == 5
    assert "the prefix dip: is used but not declared" in undeclared.stderr
    turtle = run_kg("query", "--out", str(out), "CONSTRUCT WHERE { "
                "<http://127.0.0.1:5000/id/person/carlos-zamora> ?p ?o }")
    assert turtle.returncode == 0, turtle.stderr
    assert "@prefix dip: <https://w3id.org/diplokg/ontology#> ." in turtle.stdout
    assert "dip:Person" in turtle.stdout


def test_query_before_any_build_says_so(tmp_path: Path) -> None:
    result = run_kg("query", "--out", str(tmp_path / "none"), "ASK {}")
    assert result.returncode == 4 and "run `kg build` first" in result.stderr


def test_broken_mapping_names_file_and_line(tmp_path: Path, article_copy: Path) -> None:
    path = edit_mapping(article_copy, "    agent: [carlos-tubino]", "    agent: [carlos-tubbino]")
    result = run_kg("build", "--data", str(article_copy), "--out", str(tmp_path / "out"))
    assert result.returncode == 3
    assert f"{path}:{line_of(path, 'carlos-tubbino')}: unknown reference" in result.stderr
    assert "Traceback" not in result.stderr


def test_shape_violation_names_article_node_and_shape(tmp_path: Path, article_copy: Path) -> None:
    edit_mapping(article_copy, "    speaker: [carlos-tubino]\n    text: \"You have", "    text: \"You have")
    for command in (["validate"], ["build", "--out", str(tmp_path / "out")]):
        result = run_kg(*command, "--data", str(article_copy))
        assert result.returncode == 1, command
        output = result.stdout + result.stderr
        assert "article zamora-leaves-peru" in output
        assert "/id/quote/tubino-holy-baron>" in output
        assert "“Quotation”" in output and "dip:speaker" in output
    assert not (tmp_path / "out" / "current").exists()


def test_validate_passes_on_the_seed() -> None:
    result = run_kg("validate")
    assert result.returncode == 0
    assert "Validation passed" in result.stdout


def test_unknown_setting_fails_at_startup() -> None:
    result = run_kg("validate", env={"KG_BASE": "http://x/"})
    assert result.returncode == 3 and "unknown setting KG_BASE" in result.stderr


def test_bad_base_fails_at_startup() -> None:
    result = run_kg("validate", "--base", "not a uri")
    assert result.returncode == 3 and "base_uri" in result.stderr


# The command line and the remote store on hostile or mistaken settings: each fails at
# startup with the setting named, or is refused with a clear message.

@pytest.mark.parametrize("value", ["nan", "inf", "1e400"])
def test_a_timeout_that_is_no_finite_number_fails_at_startup(value: str) -> None:
    result = run_kg("validate", env={"KG_QUERY_TIMEOUT": value})
    assert result.returncode == 3 and "KG_QUERY_TIMEOUT must be a finite number" in result.stderr


@pytest.mark.parametrize("setting, content", [("KG_ONTOLOGY_FILE", None),
                                              ("KG_SHAPES_FILE", b"this is { not turtle")])
@pytest.mark.parametrize("command", [("validate",), ("build", "--dry-run"), ("build",)])
def test_an_ontology_or_shapes_file_missing_or_not_turtle_is_bad_input(
        tmp_path: Path, setting: str, content: bytes | None, command: tuple) -> None:
    named = tmp_path / "named.ttl"
    if content is not None:
        named.write_bytes(content)
    result = run_kg(*command, env={setting: str(named), "KG_OUT_DIR": str(tmp_path / "out")})
    assert result.returncode == 3, result.stderr
    assert setting in result.stderr and "Traceback" not in result.stderr


def test_a_url_that_is_no_sparql_endpoint_is_a_store_failure(tmp_path: Path) -> None:
    """A 404 says the URL is wrong, not the query (exit 4, not 5)."""
    import http.server
    import threading

    class NotFound(http.server.BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802 - the handler's name
            self.send_response(404)
            self.send_header("Content-Type", "text/html")
            self.end_headers()
            self.wfile.write(b"<!DOCTYPE HTML><title>Not Found</title>")

        do_GET = do_POST  # noqa: N815

        def log_message(self, *_args) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), NotFound)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}/nosuch"
        result = run_kg("query", "--store", url, "ASK { ?s ?p ?o }",
                        env={"KG_OUT_DIR": str(tmp_path / "out")})
    finally:
        server.shutdown()
    assert result.returncode == 4, (result.returncode, result.stderr)
    assert "Traceback" not in result.stderr


def test_a_password_never_shows_whatever_it_holds() -> None:
    from kg.config import without_password

    for url in ("http://dba:s3cret/pw@127.0.0.1:8890/sparql", "http://dba:pw@/sparql",
                "http://dba:a#b?c@[::1]:8890/sparql", "http://dba:pw@host/sparql"):
        assert "pw" not in without_password(url) and "s3cret" not in without_password(url)
        assert "a#b" not in without_password(url)
    assert without_password("http://[::1]:8890/sparql") == "http://[::1]:8890/sparql"
    assert without_password("http://dba:pw@host:1/sparql") == "http://host:1/sparql"
