"""`kg draft` on several articles, with --date, and the article's own date read from a saved
page's metadata: the command's exit status, output and files (run in the test's process; the
first test runs it as a user does, in a process of its own)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from kg.draft import read_source
from kg.source import parse_article
from support import kg_process, run_kg

ARTICLES = Path(__file__).parent / "articles"


def test_a_folder_and_files_are_drafted_and_a_bad_file_stops_no_other(tmp_path: Path) -> None:
    folder = tmp_path / "in"
    folder.mkdir()
    for name in ("envoy-recalled", "summit-seoul"):
        shutil.copy(ARTICLES / f"{name}.txt", folder / f"{name}.txt")
    (folder / "empty.txt").write_bytes(b"")
    (folder / "notes.yaml").write_text("not an article\n")  # not read from a folder
    again = tmp_path / "envoy-again.txt"  # the same story again: no id of the first reused
    shutil.copy(ARTICLES / "envoy-recalled.txt", again)
    data = tmp_path / "data"
    # (a process of its own, as a user runs it: the installed command, its progress written
    # where no terminal is)
    result = kg_process("draft", str(folder), str(again), str(tmp_path / "missing.txt"),
                        "--data", str(data))
    assert result.returncode == 3 and "Traceback" not in result.stderr
    assert f"error: {tmp_path / 'missing.txt'}: no such file or folder" in result.stderr
    assert f"error: {folder / 'empty.txt'}: the file is empty" in result.stderr
    assert "drafted 3 of 5 articles; 2 failed" in result.stderr
    # the same text drafted twice is said, not refused: two ids make two articles of it
    assert (f"warning: {again}: the same text as {data / 'envoy-recalled' / 'article.txt'}"
            in result.stderr)
    assert result.stderr.count("warning:") == 1
    lines = result.stdout.splitlines()
    assert [line.split(":")[0] for line in lines] == [
        f"drafted {data / name / 'mapping.yaml'}"
        for name in ("envoy-recalled", "summit-seoul", "envoy-again")]
    assert all(" entities, " in line and " quotes" in line for line in lines), lines
    ids = []
    for name in ("envoy-recalled", "summit-seoul", "envoy-again"):
        article = parse_article(data / name / "mapping.yaml")
        ids += [r.id for r in article.events + article.claims + article.quotes]
    assert len(ids) == len(set(ids)) and len(ids) > 10


def test_one_article_says_what_its_draft_holds(tmp_path: Path) -> None:
    result = run_kg("draft", str(ARTICLES / "summit-seoul.txt"), "--data", str(tmp_path))
    assert result.returncode == 0, result.stderr
    article = parse_article(tmp_path / "summit-seoul" / "mapping.yaml")
    assert result.stdout.startswith(f"drafted {tmp_path / 'summit-seoul' / 'mapping.yaml'}: "
                                    f"{len(article.entities)} entities, ")
    assert "drafted 1 of 1 article; review each draft" in result.stderr


def test_a_folder_without_articles_is_reported(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    result = run_kg("draft", str(tmp_path / "empty"), "--data", str(tmp_path / "data"))
    assert result.returncode == 3 and "a folder with no article in it" in result.stderr
    assert not (tmp_path / "data").exists()


def test_an_id_is_for_one_article_only(tmp_path: Path) -> None:
    result = run_kg("draft", str(ARTICLES / "summit-seoul.txt"), str(ARTICLES / "port-dispute.txt"),
                    "--id", "two", "--data", str(tmp_path / "data"))
    assert result.returncode == 2 and "--id names one article" in result.stderr
    assert not (tmp_path / "data").exists()


def test_the_date_option_dates_the_article_and_gives_its_days_a_year(tmp_path: Path) -> None:
    result = run_kg("draft", str(ARTICLES / "envoy-recalled.txt"), "--date", "2031-03-09",
                    "--data", str(tmp_path))
    assert result.returncode == 0, result.stderr
    article = parse_article(tmp_path / "envoy-recalled" / "mapping.yaml")
    assert article.meta.published == "2031-03-09"
    mapping = (tmp_path / "envoy-recalled" / "mapping.yaml").read_text(encoding="utf-8")
    assert 'published: "2031-03-09"  # from the --date option' in mapping
    dated = {e.date_text: e for e in article.events if e.date_text}
    march_4 = dated["March 4"]
    assert march_4.date == "2031-03-04" and march_4.date_inferred
    assert "2031-03-09" in march_4.date_reasoning


@pytest.mark.parametrize("value", ["2031-02-30", "09/03/2031", "yesterday", "2031-3-9"])
def test_a_date_that_is_no_day_is_a_usage_error(tmp_path: Path, value: str) -> None:
    result = run_kg("draft", str(ARTICLES / "envoy-recalled.txt"), "--date", value,
                    "--data", str(tmp_path / "data"))
    assert result.returncode == 2 and "Invalid value for '--date'" in result.stderr
    assert not (tmp_path / "data").exists()


_BODY = ("<article><h1>Spain recalls its envoy</h1><p>MADRID – The Spanish Foreign Ministry "
         "recalled its ambassador to Venezuela on March 3 after a week of tension between "
         "the two governments, officials said on Tuesday.</p>{time}</article>")


@pytest.mark.parametrize("head, time, day, origin", [
    ('<meta property="article:published_time" content="2026-03-09T10:00:00+01:00">'
     '<meta property="article:modified_time" content="2026-04-01T10:00:00Z">', "",
     "2026-03-09", "article:published_time"),
    ('<meta property="article:modified_time" content="2026-04-01T10:00:00Z">'
     '<meta name="date" content="2026-03-09">', "", "2026-03-09", 'name="date"'),
    ('<script type="application/ld+json">{"@type": "NewsArticle", "dateModified": '
     '"2026-04-01", "datePublished": "2026-03-09T08:00:00Z"}</script>', "", "2026-03-09",
     "JSON-LD"),
    ("", '<p>Posted <time datetime="2026-03-09T08:00" pubdate>9 March</time></p>',
     "2026-03-09", "<time> marked"),
    ("", '<p>Posted <time datetime="2026-03-09">9 March</time></p>', "2026-03-09",
     "first <time> of the <article>"),
])
def test_a_page_s_own_date_is_read_from_the_element_that_states_it(
        tmp_path: Path, head: str, time: str, day: str, origin: str) -> None:
    page = tmp_path / "page.html"
    page.write_text(f"<!DOCTYPE html><html><head><title>Spain recalls its envoy</title>{head}"
                    f"</head><body>{_BODY.format(time=time)}</body></html>", encoding="utf-8")
    found = read_source(page).metadata["published"]
    assert found.value == day and origin in found.origin
    result = run_kg("draft", str(page), "--id", "envoy", "--data", str(tmp_path / "data"))
    assert result.returncode == 0, result.stderr
    article = parse_article(tmp_path / "data" / "envoy" / "mapping.yaml")
    assert article.meta.published == day
    recalled = [e for e in article.events if e.date_text == "March 3"]
    assert recalled and recalled[0].date == "2026-03-03" and recalled[0].date_inferred


def test_the_date_option_stands_above_the_page_s(tmp_path: Path) -> None:
    page = tmp_path / "page.html"
    page.write_text("<!DOCTYPE html><html><head><title>Spain recalls its envoy</title>"
                    '<meta name="date" content="2020-01-01"></head><body>'
                    f"{_BODY.format(time='')}</body></html>", encoding="utf-8")
    result = run_kg("draft", str(page), "--id", "envoy", "--date", "2026-03-09",
                    "--data", str(tmp_path / "data"))
    assert result.returncode == 0, result.stderr
    assert parse_article(tmp_path / "data" / "envoy" / "mapping.yaml").meta.published \
        == "2026-03-09"


def test_an_id_from_a_long_headline_ends_on_a_whole_word(tmp_path: Path) -> None:
    headline = "Lisbon protests to Rabat over a patrol boat incursion near the Selvagens islands"
    page = tmp_path / "page.html"
    page.write_text(
        f"<html><head><title>{headline}</title></head><body><article><h1>{headline}</h1>"
        "<p>LISBON, 4 March 2025 - Portugal summoned Morocco's ambassador on Tuesday over a "
        "patrol boat seen near the Selvagens islands, the foreign ministry said.</p>"
        "</article></body></html>", encoding="utf-8")
    result = run_kg("draft", str(page), "--data", str(tmp_path / "data"))
    assert result.returncode == 0, result.stderr
    (folder,) = (tmp_path / "data").iterdir()
    # a cut at 60 characters would end in "-near-t": the id ends on the last whole word
    assert folder.name == "lisbon-protests-to-rabat-over-a-patrol-boat-incursion-near"
    assert "warning" not in result.stderr
