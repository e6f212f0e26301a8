"""An article's text and mapping are read as what they are, never as what they claim: a link
out of the article's folder, a FIFO, a device or a folder is refused, a file is read no
further than its limit, and `kg build` / `kg draft` then exit 3 with one clear line and
publish nothing."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from kg.bounded_files import FileRefused, read_bounded
from kg.source import MOST_MAPPING_ITEMS, SourceError, parse_article
from support import SEED_SLUG, kg_process, run_kg


def _kg_process(*args: str) -> subprocess.CompletedProcess:
    """`kg ARGS` in a process of its own, for a file that could make a reader wait for good
    (a FIFO): a hang is the failure looked for, and the timeout turns it into one."""
    return kg_process(*args, timeout=120)


def _replace_text(article_copy: Path, make) -> Path:
    text = article_copy / SEED_SLUG / "article.txt"
    text.unlink()
    make(text)
    return text


def _assert_refused_build(tmp_path: Path, data: Path, words: str, run=run_kg) -> None:
    """`kg build` of ``data`` (run by ``run``: in this process, or ``_kg_process``) exits 3
    with ``words`` and no traceback, and publishes nothing."""
    out = tmp_path / "out"
    result = run("build", "--data", str(data), "--out", str(out))
    assert result.returncode == 3, result.stderr
    assert words in result.stderr
    assert "Traceback" not in result.stderr
    assert not (out / "current").exists()


def test_a_text_linked_out_of_its_folder_is_refused_and_nothing_published(
        tmp_path: Path, article_copy: Path) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text((article_copy / SEED_SLUG / "article.txt").read_text())
    _replace_text(article_copy, lambda text: text.symlink_to(secret))
    _assert_refused_build(tmp_path, article_copy, "lies outside its article folder")


def test_a_text_linked_within_its_folder_is_read(tmp_path: Path, article_copy: Path) -> None:
    folder = article_copy / SEED_SLUG
    (folder / "texts").mkdir()
    (folder / "article.txt").rename(folder / "texts" / "original.txt")
    (folder / "article.txt").symlink_to(Path("texts") / "original.txt")
    assert parse_article(folder / "mapping.yaml").text.startswith("In addition to being a diplomat")


def test_a_text_that_is_a_fifo_is_refused_without_waiting(tmp_path: Path,
                                                           article_copy: Path) -> None:
    _replace_text(article_copy, lambda text: os.mkfifo(text))
    _assert_refused_build(tmp_path, article_copy, "a FIFO", run=_kg_process)


def test_a_text_that_is_dev_zero_is_refused(tmp_path: Path, article_copy: Path) -> None:
    _replace_text(article_copy, lambda text: text.symlink_to("/dev/zero"))
    # a link out of the folder first; the same device inside it is not a regular file
    _assert_refused_build(tmp_path, article_copy, "outside its article folder")
    with pytest.raises(FileRefused, match="a device"):
        read_bounded(Path("/dev/zero"), 1024)


def test_a_text_that_is_a_folder_is_refused(tmp_path: Path, article_copy: Path) -> None:
    _replace_text(article_copy, lambda text: text.mkdir())
    _assert_refused_build(tmp_path, article_copy, "a folder")


def test_a_file_is_read_no_further_than_its_limit(tmp_path: Path) -> None:
    path = tmp_path / "big.txt"
    path.write_bytes(b"x" * 101)
    assert read_bounded(path, 101) == b"x" * 101
    with pytest.raises(FileRefused, match="larger than 100 bytes"):
        read_bounded(path, 100)


def test_draft_refuses_a_fifo_and_a_device(tmp_path: Path) -> None:
    fifo = tmp_path / "page.txt"
    os.mkfifo(fifo)
    for path, words in ((fifo, "a FIFO"), (Path("/dev/zero"), "a device")):
        result = _kg_process("draft", str(path), "--data", str(tmp_path / "data"))
        assert result.returncode == 3, result.stderr
        assert words in result.stderr and "Traceback" not in result.stderr
    assert not (tmp_path / "data").exists()


def test_a_mapping_of_too_many_items_is_refused_before_it_is_mapped(article_copy: Path) -> None:
    mapping = article_copy / SEED_SLUG / "mapping.yaml"
    extra = "".join(f"  - id: person-{i}\n    type: Person\n    name: Person {i}\n"
                    for i in range(MOST_MAPPING_ITEMS + 1))
    text = mapping.read_text().replace("entities:\n", "entities:\n" + extra, 1)
    mapping.write_text(text)
    with pytest.raises(SourceError, match=f"a mapping holds at most {MOST_MAPPING_ITEMS:,}"):
        parse_article(mapping)


def test_a_mapping_larger_than_its_limit_is_refused_unread(tmp_path: Path,
                                                           article_copy: Path) -> None:
    mapping = article_copy / SEED_SLUG / "mapping.yaml"
    with mapping.open("a") as out:  # a comment: only its size counts
        out.write("# " + "x" * (9 * 1024 * 1024) + "\n")
    _assert_refused_build(tmp_path, article_copy, "larger than 8,388,608 bytes")
