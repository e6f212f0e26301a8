"""`kg build` on a data folder where an article waits for review: refused, with the ways on
said; `--skip-drafts` publishes the reviewed articles and leaves the draft out."""

from __future__ import annotations

import shutil
from pathlib import Path

from kg.draft import draft_text, read_source, write_draft
from kg.draft.known import read_data_dir
from support import SEED_DIR, SEED_SLUG, run_kg

ENVOY = Path(__file__).parent / "draft" / "articles" / "envoy-recalled.txt"


def _reviewed_and_a_draft(tmp_path: Path) -> Path:
    data = tmp_path / "data"
    shutil.copytree(SEED_DIR, data / SEED_SLUG)
    write_draft(draft_text(read_source(ENVOY), "envoy", read_data_dir(data)), data)
    return data


def test_a_build_refused_for_a_draft_says_how_to_publish_the_others(tmp_path: Path) -> None:
    data = _reviewed_and_a_draft(tmp_path)
    out = tmp_path / "out"
    refused = run_kg("build", "--data", str(data), "--out", str(out))
    assert refused.returncode == 3
    assert "is a draft" in refused.stderr  # each item still listed, to be found
    assert ("nothing was published: 1 article (envoy) holds items still marked "
            "`review: draft`") in refused.stderr
    assert "kg build --skip-drafts" in refused.stderr
    assert not (out / "current").exists()


def test_skip_drafts_publishes_the_reviewed_articles_only(tmp_path: Path) -> None:
    data = _reviewed_and_a_draft(tmp_path)
    out = tmp_path / "out"
    built = run_kg("build", "--data", str(data), "--out", str(out), "--skip-drafts")
    assert built.returncode == 0, built.stderr
    assert "envoy: holds drafts, left out: review it with `kg review envoy`" in built.stderr
    assert built.stdout.startswith("published ")
    found = run_kg("query", "--out", str(out),
                   "SELECT ?a WHERE { ?a a <https://w3id.org/diplokg/ontology#Article> }")
    assert found.returncode == 0, found.stderr
    assert SEED_SLUG in found.stdout and "envoy" not in found.stdout
    assert not list(out.glob(".reviewed-*"))  # the copy is gone
    assert (data / "envoy" / "mapping.yaml").is_file()  # the draft is kept, untouched


def test_skip_drafts_with_only_drafts_publishes_nothing_and_says_so(tmp_path: Path) -> None:
    data = tmp_path / "data"
    write_draft(draft_text(read_source(ENVOY), "envoy", read_data_dir(data)), data)
    done = run_kg("build", "--data", str(data), "--out", str(tmp_path / "out"),
                  "--skip-drafts")
    assert done.returncode == 3
    assert "every article of" in done.stderr and "nothing to publish." in done.stderr
    assert "nothing to serve" not in done.stderr
