"""The review pages: every item of a draft beside its text, what the build says about the
file now, a bounded page for a large draft kept per state of its folder, the drafts waiting
on the home page and at /review, and `kg serve` / `kg review` on a folder holding drafts."""

from __future__ import annotations

import dataclasses
import os
import random
import re
import shutil
from pathlib import Path
from urllib.parse import urlsplit

import pytest
import requests

from kg.draft import draft_text, read_source, write_draft
from kg.draft.known import read_data_dir
from kg.web import review
from kg.web.review_outline import read_outline
from kg.web.review_text import Span, cut
from support import (LiveServer, copy_build, free_port, kg_environment, kg_process,
                     project_settings, run_kg, serve_on_a_free_port, stop_serve, wait_ready)

ROOT = Path(__file__).resolve().parents[2]
SEED = ROOT / "data" / "zamora-leaves-peru"
ENVOY = ROOT / "tests" / "draft" / "articles" / "envoy-recalled.txt"
UNCLAIMED = "\nIt was alleged that the envoy had met smugglers.\n"


def generated_draft(folder: Path, count: int, filler: int = 0) -> Path:
    """A draft of ``count`` people, each named once in the text (and ``filler`` characters
    of text no item quotes): the shape of a draft of a very long article."""
    folder.mkdir(parents=True)
    names = [f"Envoy{n:05d} Velor" for n in range(count)]
    text = " ".join(f"Ambassador {name} met the minister." for name in names)
    text += "\n" + ("and so the talks went on without a word of note. " * (filler // 50 + 1))[
        :filler]
    (folder / "article.txt").write_text(text + "\n", encoding="utf-8")
    lines = ["article:", f"  id: {folder.name}", "  text: article.txt", "  language: en",
             "", "entities:"]
    for number, name in enumerate(names):
        lines += [f"  - id: envoy-{number}", "    type: Person", f'    name: "{name}"',
                  "    review: draft", '    rule: "generated"', "    evidence:",
                  f'      - "Ambassador {name}"']
    (folder / "mapping.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def published(tmp_path_factory, built):
    """A build of the seed article alone (a copy of the session's): the drafts are served from
    the data folder."""
    return copy_build(built, tmp_path_factory.mktemp("published") / "out").path.parent.parent


@pytest.fixture()
def served(published, tmp_path):
    data = tmp_path / "data"
    shutil.copytree(SEED, data / "zamora-leaves-peru")
    # An allegation told in the passive names no claimant: the drafter must set it aside as
    # not complete, so the page always has an item of that kind to show first.
    envoy = read_source(ENVOY)
    envoy = dataclasses.replace(envoy, text=envoy.text + UNCLAIMED)
    write_draft(draft_text(envoy, "envoy", read_data_dir(data)), data)
    server = LiveServer(project_settings(published, data))
    server.data = data
    yield server
    server.close()


def _marked(mapping_text: str) -> int:
    """Items of a drafted mapping still marked as drafts (not those commented out)."""
    return len(re.findall(r"(?m)^ +review: \"?draft\"?$", mapping_text))


def get(server, path: str) -> requests.Response:
    return requests.get(server.url + path, headers={"Accept": "text/html"}, timeout=60)


def test_every_item_shows_not_complete_first_grouped_by_kind_titled(served) -> None:
    mapping = served.data / "envoy" / "mapping.yaml"
    with open(served.data / "envoy" / "article.txt", "a", encoding="utf-8") as text:
        text.write("Later Zebulon Quarrington watched from the gallery.\n")
    page = get(served, "/review/envoy").text
    assert "<title>Review: MADRID, Spain – The Spanish Foreign Ministry" in page
    headings = re.findall(r"<h2>([^<(]+) \(\d+\)</h2>", page)
    assert headings[0] == "Not complete: left out of the build"
    assert headings[1:4] == ["The article&#39;s metadata", "Entities", "Posts"]
    drafted = mapping.read_text(encoding="utf-8")
    assert page.count('class="status-not-complete"') == drafted.count("# NOT COMPLETE") > 0
    assert page.count('class="status-draft"') == _marked(drafted) > 0
    assert '<mark class="draft">Spain</mark>' in page
    # the name no item covers is marked, the drafted ones are not
    assert '<span class="uncovered" title="no item covers this name">Zebulon Quarrington' \
        in page
    assert '<span class="uncovered" title="no item covers this name">Spain' not in page
    # every item's file and line; the not-complete ones at their commented-out lines
    lines = mapping.read_text(encoding="utf-8").split("\n")
    for line in re.findall(rf"edit <code>{re.escape(str(mapping))}:(\d+)</code>", page):
        assert re.match(r"(#)?\s*- |article:", lines[int(line) - 1]), lines[int(line) - 1]
    anchors = set(re.findall(r'id="([^"]+)"', page))
    assert set(re.findall(r'href="#([^"]+)"', page)) <= anchors
    assert "<script" not in page


def test_the_page_says_what_the_build_says_and_rechecks_an_edited_file(served) -> None:
    mapping = served.data / "envoy" / "mapping.yaml"
    pages = served.app.extensions.setdefault("kg.review", review.ReviewPages())
    first = get(served, "/review/envoy").text
    assert f"{_marked(mapping.read_text(encoding='utf-8'))} items still drafts" in first
    assert get(served, "/review/envoy").text == first
    assert (pages.outlines_read, pages.checks_run) == (1, 1)  # a reload of the same file

    body = mapping.read_text(encoding="utf-8")
    mapping.write_text(body.replace('of_state: "venezuela"', 'of_state: "venezuelaa"', 1),
                       encoding="utf-8")
    broken = get(served, "/review/envoy").text
    assert (pages.outlines_read, pages.checks_run) == (2, 2)
    line = next(n for n, text in enumerate(mapping.read_text().split("\n"), 1)
                if "venezuelaa" in text)
    assert f"{mapping}:{line}</code>" in broken and "did you mean &#39;venezuela&#39;" in broken
    assert f'<p class="cap"><code>:{line}</code>' in broken  # beside its item too

    # Each item marked reviewed (deleting the marks is not enough: an item still as drafted
    # counts as a draft), the rules' lines gone.
    reviewed = re.sub(r"(?m)^( *)review: \"?draft\"?$", r"\1review: done", body)
    reviewed = re.sub(r"\n *rule: [^\n]*(?=\n)", "", reviewed)
    mapping.write_text(reviewed, encoding="utf-8")
    assert "Nothing: the file loads, its graph conforms to the shapes, and no item is left as a draft" in \
        get(served, "/review/envoy").text


def test_a_very_large_draft_is_shown_capped_read_once_and_not_checked(served) -> None:
    """A draft of thousands of items: the first MOST_ITEMS are shown with a note, the file
    is read once however often the page is asked for, and the build's check (seconds of
    CPU) is not run for it."""
    generated_draft(served.data / "huge", 8000)
    assert (served.data / "huge" / "mapping.yaml").stat().st_size > review.MOST_CHECKED_BYTES
    pages = served.app.extensions.setdefault("kg.review", review.ReviewPages())
    for _ in range(3):
        page = get(served, "/review/huge").text
    assert (pages.outlines_read, pages.checks_run) == (1, 0)
    assert page.count('<li id="item-') == review.MOST_ITEMS
    assert f"This draft has 8,001 items; the page shows the first {review.MOST_ITEMS:,}" in page
    assert "Not checked: the file is over" in page
    # the evidence of the items shown (the article's metadata has none), and the legend's
    assert page.count('<mark class="draft">') == review.MOST_ITEMS - 1 + 1


def test_a_long_text_with_few_items_is_cut_and_checked_out_of_the_server(served) -> None:
    generated_draft(served.data / "long-text", 11, filler=200_000)
    pages = served.app.extensions.setdefault("kg.review", review.ReviewPages())
    page = get(served, "/review/long-text").text
    assert pages.checks_run == 1
    assert f"the page shows its first {review.MOST_TEXT_CHARACTERS:,} of" in page
    assert page.count('<mark class="draft">') == 11 + 1  # and the legend's
    assert "11 items still drafts" in page


def test_the_outline_parses_only_the_items_shown() -> None:
    body = ("article:\n  id: a\n  text: t.txt\n\nentities:\n" +
            "".join(f"  - id: e{n}\n    type: Person\n    review: draft\n" for n in range(50))
            + "\n  # NOT COMPLETE, left out of the build: no about found.\n"
              "#   - id: late\n#     type: Claim\n")
    outline = read_outline(body, 5)
    assert outline.total == 52 and outline.counts == {"not complete": 1, "draft": 50,
                                                      "reviewed": 1}
    assert [i.name for i in outline.items] == ["a", "late", "e0", "e1", "e2"]
    assert outline.items[1].line == body.split("\n").index("#   - id: late") + 1


def _cut_by_brute_force(text: str, spans: list[Span]) -> list[tuple[str, str | None]]:
    """Character by character: the shortest span covering each (first given on a tie)."""
    out: list[tuple[str, str | None]] = []
    for at, char in enumerate(text):
        covering = [s for s in spans if s.start <= at < s.end]
        best = min(covering, key=lambda s: s.end - s.start).item if covering else None
        if char == "\n":
            continue
        if out and out[-1][1] == best:
            out[-1] = (out[-1][0] + char, best)
        else:
            out.append((char, best))
    return out


@pytest.mark.parametrize("seed", range(20))
def test_the_one_sweep_cut_marks_what_cutting_at_every_edge_marked(seed: int) -> None:
    chance = random.Random(seed)
    text = "".join(chance.choice("abc \n") for _ in range(80))
    spans = []  # of different lengths (two of one length: either is right)
    for number, length in enumerate(chance.sample(range(1, 60), chance.randrange(1, 12))):
        start = chance.randrange(0, 80 - length)
        spans.append(Span(start, start + length, f"item-{number}", f"m{number}", True))
    pieces = [(p.text, p.item) for paragraph in cut(text, spans, []) for p in paragraph]
    merged: list[tuple[str, str | None]] = []
    for words, item in pieces:
        if merged and merged[-1][1] == item:
            merged[-1] = (merged[-1][0] + words, item)
        else:
            merged.append((words, item))
    assert merged == _cut_by_brute_force(text, spans)


def test_drafts_waiting_are_listed_on_the_home_page_and_at_review(served) -> None:
    home = get(served, "/").text
    assert "Drafts waiting for review (1)" in home and 'href="/review/envoy"' in home
    listing = get(served, "/review").text
    assert 'href="/review/envoy">envoy</a>' in listing
    assert "zamora-leaves-peru" not in listing  # reviewed: not waiting
    pages = served.app.extensions["kg.review"]
    read = pages.drafts.files_read
    get(served, "/review")
    assert pages.drafts.files_read == read  # unchanged files are not read again


def test_review_addresses_only_article_folders(served) -> None:
    for missing in ("no-such-article", "..%2Fetc", "Not_A_Slug", "envoy%2F..%2F.."):
        assert get(served, f"/review/{missing}").status_code == 404


def test_kg_review_takes_a_folder_or_an_id(tmp_path: Path) -> None:
    data = tmp_path / "data"
    write_draft(draft_text(read_source(ENVOY), "envoy", read_data_dir(data)), data)
    by_path = run_kg("review", str(data / "envoy"), "--no-browser", "--port", "5123")
    assert by_path.returncode == 0, by_path.stderr
    assert by_path.stdout.strip() == "http://127.0.0.1:5123/review/envoy"
    marked = _marked((data / "envoy" / "mapping.yaml").read_text(encoding="utf-8"))
    assert f"{marked} item(s) still marked review: draft, 0 other error(s)" in by_path.stderr
    assert f"kg serve --data {data.resolve()}" in by_path.stderr
    by_id = run_kg("review", "envoy", "--data", str(data), "--no-browser")
    assert by_id.returncode == 0 and "kg serve --data" not in by_id.stderr
    missing = run_kg("review", "nothing-here", "--data", str(data), "--no-browser")
    assert missing.returncode == 3 and "no mapping.yaml in" in missing.stderr


def test_kg_review_says_when_no_server_answers_and_not_when_one_does(tmp_path: Path,
                                                                       live_server) -> None:
    """Regression: with no server at the address, kg review printed it and said nothing, and
    a new user opened a dead page."""
    data = tmp_path / "data"
    write_draft(draft_text(read_source(ENVOY), "envoy", read_data_dir(data)), data)
    port = free_port()
    alone = run_kg("review", "envoy", "--data", str(data), "--no-browser", "--port", str(port))
    assert alone.returncode == 0
    assert f"nothing answers at 127.0.0.1:{port}: start the server first" in alone.stderr
    assert f"--port {port}" in alone.stderr
    listening = urlsplit(live_server.url).port
    served = run_kg("review", "envoy", "--data", str(data), "--no-browser", "--port",
                    str(listening))
    assert served.returncode == 0 and "nothing answers" not in served.stderr


def test_kg_serve_publishes_only_reviewed_articles_and_lists_the_drafts(tmp_path) -> None:
    """Nothing published, a data folder with a reviewed article and a draft: the server
    starts with the reviewed one published, the draft waits for review, unpublished."""
    data = tmp_path / "data"
    shutil.copytree(SEED, data / "zamora-leaves-peru")
    write_draft(draft_text(read_source(ENVOY), "envoy", read_data_dir(data)), data)
    process, port = serve_on_a_free_port(tmp_path / "out", data, workers=1)
    url = f"http://127.0.0.1:{port}"
    try:
        wait_ready(url, process, seconds=240)
        assert requests.get(f"{url}/doc/article/zamora-leaves-peru.html", timeout=30).ok
        assert requests.get(f"{url}/doc/article/envoy.html", timeout=30).status_code == 404
        assert 'href="/review/envoy"' in requests.get(f"{url}/review", timeout=30).text
        assert requests.get(f"{url}/review/envoy", timeout=60).ok
    finally:
        log = stop_serve(process)
    assert "envoy: holds drafts, left out" in log
    assert not list((tmp_path / "out").glob(".reviewed-*"))  # the copy is gone


def test_kg_serve_with_only_drafts_says_there_is_nothing_to_serve(tmp_path) -> None:
    """Nothing published and every article a draft: no server, no build, one clear line."""
    data = tmp_path / "data"
    write_draft(draft_text(read_source(ENVOY), "envoy", read_data_dir(data)), data)
    # (a process of its own: were it to start serving, the test's process would not end)
    done = kg_process("serve", "--data", str(data), "--out", str(tmp_path / "out"),
                      "--port", str(free_port()))
    assert done.returncode == 3, done.stderr
    assert "every article of" in done.stderr and "nothing to serve" in done.stderr
    assert "is a draft" not in done.stderr  # not one line per drafted item
    assert not (tmp_path / "out" / "current").exists()


def test_a_data_folder_given_relative_to_the_server_is_checked(tmp_path, monkeypatch) -> None:
    """`make serve` serves the data folder "data", relative to where it runs: the check of
    the page must find the same file (it once looked for it relative to the file's folder
    and reported it missing)."""
    generated_draft(tmp_path / "data" / "relative", 3)
    monkeypatch.chdir(tmp_path)
    context = review.ReviewPages().page(Path("data") / "relative")
    check = context["check"]
    assert check.state == "checked", check.message
    assert "FileNotFoundError" not in (check.message or "")


def test_the_page_shows_the_shapes_verdict_at_the_items_line(tmp_path) -> None:
    """What the build would say includes the SHACL gate: a quotation left without a speaker
    loads, but violates the shapes, and the page says so at the quotation's line."""
    data = tmp_path / "data"
    shutil.copytree(SEED, data / "zamora-leaves-peru")
    mapping = data / "zamora-leaves-peru" / "mapping.yaml"
    lines = mapping.read_text(encoding="utf-8").split("\n")
    speaker = next(n for n, line in enumerate(lines) if line.strip().startswith("speaker: ["))
    del lines[speaker]
    mapping.write_text("\n".join(lines), encoding="utf-8")
    check = review.ReviewPages().page(data / "zamora-leaves-peru")["check"]
    assert check.state == "checked", check.message
    shapes = [e for e in check.errors if e["message"].startswith("shape violation")]
    assert shapes and "Every quotation has a speaker" in shapes[0]["message"]
    assert shapes[0]["line"] is not None and shapes[0]["file"] == str(mapping)


def test_kg_review_without_a_display_prints_the_address_and_nothing_of_xdg_open(
        tmp_path: Path) -> None:
    """On a machine with no desktop, xdg-open is not run (it would print its own errors
    after the address); the user is told to open the address where a browser is."""
    data = tmp_path / "data"
    write_draft(draft_text(read_source(ENVOY), "envoy", read_data_dir(data)), data)
    tools = tmp_path / "bin"
    tools.mkdir()
    ran = tmp_path / "xdg-open-ran"
    opener = tools / "xdg-open"
    opener.write_text(f"#!/bin/sh\ntouch {ran}\necho 'xdg-open: no method available' >&2\n")
    opener.chmod(0o755)
    # (a process of its own: what xdg-open would print goes to the process's own stderr)
    env = {k: v for k, v in kg_environment().items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["PATH"] = f"{tools}{os.pathsep}{env.get('PATH', '')}"
    result = kg_process("review", "envoy", "--data", str(data), environment=env)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().endswith("/review/envoy")
    assert "no web browser here" in result.stderr
    assert "xdg-open" not in result.stderr and not ran.exists()
