"""The notes of files a build has hashed (kg.build.checked), on real files."""

from __future__ import annotations

import os
import sqlite3
import time
from pathlib import Path

from kg.build.checked import SETTLED_NS, CheckedFiles, Reading, file_state


def _old_file(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    past = time.time() - 3600
    os.utime(path, (past, past))
    return path


def test_a_note_vouches_for_its_files_while_their_state_is_the_same(tmp_path) -> None:
    a = _old_file(tmp_path / "a", b"one")
    b = _old_file(tmp_path / "b", b"two")
    notes = CheckedFiles()
    assert not notes.vouches("x", "digest", [a, b])
    notes.note("x", "digest", [a, str(b)], Reading.of([a, b]))
    assert notes.vouches("x", "digest", [a, b])  # in the same build, and after saving
    assert not notes.vouches("x", "another digest", [a, b])
    notes.save(tmp_path / "notes.json")
    loaded = CheckedFiles.load(tmp_path / "notes.json")
    assert loaded.vouches("x", "digest", [a, b])
    assert not CheckedFiles.load(tmp_path / "notes.json", trusted=False).vouches(
        "x", "digest", [a, b])
    b.write_bytes(b"TWO")  # same size, a new time
    assert not loaded.vouches("x", "digest", [a, b])
    b.unlink()
    assert not loaded.vouches("x", "digest", [a, b])


def test_a_file_newer_than_its_reading_minus_the_margin_is_not_noted(tmp_path) -> None:
    fresh = tmp_path / "fresh"
    fresh.write_bytes(b"data")
    notes = CheckedFiles()
    notes.note("x", "digest", [fresh], Reading.of([fresh]))
    assert not notes.vouches("x", "digest", [fresh])
    mtime = fresh.stat().st_mtime_ns
    # read just late enough
    notes.note("x", "digest", [fresh], Reading(mtime + SETTLED_NS, [file_state(fresh)]))
    assert notes.vouches("x", "digest", [fresh])


def test_only_the_notes_used_or_made_are_saved_and_bad_files_are_no_notes(tmp_path) -> None:
    a = _old_file(tmp_path / "a", b"one")
    b = _old_file(tmp_path / "b", b"two")
    notes = CheckedFiles()
    notes.note("a", "1", [a], Reading.of([a]))
    notes.note("b", "2", [b], Reading.of([b]))
    notes.save(tmp_path / "notes.json")
    later = CheckedFiles.load(tmp_path / "notes.json")
    assert later.vouches("a", "1", [a])
    later.save(tmp_path / "notes.json")  # "b" was not looked at: its article is gone
    assert not CheckedFiles.load(tmp_path / "notes.json").vouches("b", "2", [b])
    saved = tmp_path / "notes.json"
    assert [name for (name,) in sqlite3.connect(saved).execute("SELECT name FROM note")] == ["a"]
    intact = saved.read_bytes()

    def damaged(statement: str) -> bytes:
        saved.write_bytes(intact)
        db = sqlite3.connect(saved)
        db.execute(statement)
        db.commit()
        db.close()
        return saved.read_bytes()

    for garbage in (b"{not json", b"", b"SQLite format 3\0" + b"\xff" * 100,
                    damaged("PRAGMA user_version = 99"), damaged("PRAGMA user_version = 2"),
                    damaged("UPDATE note SET note = X'05'"), damaged("DROP TABLE note")):
        saved.write_bytes(garbage)
        loaded = CheckedFiles.load(saved)
        assert not loaded.vouches("a", "1", [a])
        loaded.close()
    saved.write_bytes(intact)
    loaded = CheckedFiles.load(saved)
    assert loaded.vouches("a", "1", [a])
    loaded.close()


def test_notes_that_cannot_be_written_only_cost_hashing_again(tmp_path, caplog) -> None:
    """The notes are a cache: a scratch file that cannot grow (a full disk, here a page
    limit) stops the keeping of notes with a warning, and the build goes on (regression:
    SQLite's error left the build)."""
    a = _old_file(tmp_path / "a", b"one")
    saved = tmp_path / "notes.sqlite"
    notes = CheckedFiles.load(saved)
    notes._kept.execute("PRAGMA max_page_count = 2")  # (the scratch file's connection)
    for number in range(200):
        notes.note(f"file {number:03d} " + "x" * 200, "1", [a], Reading.of([a]))
    assert "cannot be kept" in caplog.text
    assert notes.confirm("a", "2", [a], lambda: "2")  # hashed; not noted
    notes.save(saved)
    notes.close()
    assert not saved.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a"]


def test_a_build_keeps_its_notes_in_a_scratch_file_it_removes(tmp_path) -> None:
    """The notes kept are written as they are made, into a file beside the saved ones that
    is gone once they are let go; a dry run (keeps=False) writes nothing."""
    a = _old_file(tmp_path / "a", b"one")
    saved = tmp_path / "notes.sqlite"
    notes = CheckedFiles.load(saved)
    notes.note("a", "1", [a], Reading.of([a]))
    notes.save(saved)
    notes.note("a", "2", [a], Reading.of([a]))  # noted again after a save: the next one has it
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        ["a", "notes.sqlite", f".notes.sqlite.{os.getpid()}"])
    notes.save(saved)
    notes.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a", "notes.sqlite"]
    dry = CheckedFiles.load(saved, keeps=False)
    assert dry.vouches("a", "2", [a]) and not dry.vouches("a", "1", [a])
    dry.note("b", "3", [a], Reading.of([a]))
    dry.save(saved)
    dry.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a", "notes.sqlite"]
    assert CheckedFiles.load(saved).vouches("a", "2", [a])


def test_a_file_replaced_while_it_was_hashed_is_not_noted(tmp_path) -> None:
    """A file swapped by a rename during its hashing (rsync, mv) has a state that is not
    the hashed content's, though that state is old and settled: it must not vouch for it."""
    mapping = _old_file(tmp_path / "mapping.yaml", b"the content hashed")
    older = _old_file(tmp_path / "older.yaml", b"other content, a different size")
    past = time.time() - 7200
    os.utime(older, (past, past))
    notes = CheckedFiles()

    def hash_then_swap() -> str:
        digest = "digest of the content hashed"
        os.replace(older, mapping)  # the swap lands between the hashing and the note
        return digest

    assert notes.confirm("source", "digest of the content hashed", [mapping], hash_then_swap)
    assert not notes.vouches("source", "digest of the content hashed", [mapping])
    notes.save(tmp_path / "notes.json")
    assert not CheckedFiles.load(tmp_path / "notes.json").vouches(
        "source", "digest of the content hashed", [mapping])
