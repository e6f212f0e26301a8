"""Files whose digest a build has already checked, and the state they were in.

Planning a build compares each article's files (its mapping and text) and the published
build's artifact with their recorded SHA-256; at 100,000 articles that is 300,000 files
and a minute or more of reading. Like git's index and make, a build notes, for each file
it hashed, its size, modification time and inode; the next build hashes only the files
whose state differs. A write changes the modification time, so an edited article or a
damaged artifact is still found; `kg build --verify` hashes every file whatever its state.

A state is noted only when the file's time is well before the moment its reading began:
a file written while (or just before) it was read might change again within the same tick
of the file system's clock, and its state would then vouch for content it does not hold.

The notes live beside the builds (`out/.checked-files.sqlite`), outside every build: they
are a cache, never published, and a lost or unreadable file only means hashing again.
"""

from __future__ import annotations

import contextlib
import hashlib
import sqlite3
import threading
import logging
import os
import time
from pathlib import Path
from typing import Callable, NamedTuple, Sequence

from kg.published.sqlite_files import open_layout, write_copy

log = logging.getLogger(__name__)

# A file's modification time may lag the clock by a tick of the kernel's coarse clock (a
# few ms) or by a network file system's skew; two seconds covers both.
SETTLED_NS = 2_000_000_000
_VERSION = 3  # 1: digests and states in full; 2: fingerprints in JSON; 3: in SQLite


def file_state(path: Path | str) -> list[int] | None:
    """What identifies a file's content short of reading it, or None if it is gone."""
    try:
        stat = os.stat(path)
    except OSError:
        return None
    return [stat.st_size, stat.st_mtime_ns, stat.st_ino]


def _fingerprint(digest: str, states: list) -> str:
    """A note: the digest and the files' states, as 128 bits (about 200 bytes a note held in
    memory, where the digest and the states as Python lists took 900: 260 MB for the 300,000
    notes of 100,000 articles)."""
    return hashlib.blake2b(f"{digest} {states}".encode(), digest_size=16).hexdigest()


class Reading(NamedTuple):
    """When the reading of some files began, and their states just before."""

    began_ns: int
    states: list

    @classmethod
    def of(cls, files: Sequence[Path | str]) -> "Reading":
        began = time.time_ns()
        return cls(began, [file_state(f) for f in files])


class CheckedFiles:
    """Notes by name (one article's inputs, one artifact): a digest and its files' states.

    The notes are SQLite files, read and written a note at a time (at 100,000 articles the
    300,000 notes held as a dict took 52 MB of the build's memory, and more as the corpus
    grew): the last build's notes (``load``, read-only) and the notes kept by this one, in a
    scratch file beside them that ``save`` puts in their place. Only the notes looked at or
    made since loading are saved: those of removed articles go with the next save. The
    build's thread and its dumps' thread both note files: one lock serves them."""

    def __init__(self, trusted: bool = True, keeps: bool = True,
                 previous: sqlite3.Connection | None = None,
                 scratch: Path | None = None) -> None:
        self.trusted = trusted  # False: vouch for nothing (`kg build --verify`)
        self.keeps = keeps  # False: note nothing (a full build, whose notes are not saved)
        self._previous = previous
        self._scratch = scratch
        self._lock = threading.Lock()
        self._kept: sqlite3.Connection | None = None
        if keeps:
            kept = sqlite3.connect(scratch if scratch is not None else ":memory:",
                                   isolation_level=None, check_same_thread=False)
            try:
                kept.executescript(f"""
                    PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;
                    CREATE TABLE IF NOT EXISTS note (name TEXT PRIMARY KEY,
                        note TEXT NOT NULL) WITHOUT ROWID;
                    PRAGMA user_version = {_VERSION};
                    BEGIN;""")  # (one transaction: a note each costs 6 times as much)
            except sqlite3.Error:
                kept.close()
                raise
            self._kept = kept

    @classmethod
    def unused(cls) -> "CheckedFiles":
        """Notes that vouch for nothing and keep nothing: a full build's (it hashes every
        file it reads, and keeping a note of each only to throw them away cost memory
        with every article)."""
        return cls(trusted=False, keeps=False)

    @classmethod
    def load(cls, path: Path, trusted: bool = True, keeps: bool = True) -> "CheckedFiles":
        """The notes saved in ``path`` (none if it cannot be read), and a scratch file beside
        it for the notes this build keeps (none if it ``keeps`` none: a dry run)."""
        previous = None
        try:
            if path.is_file():
                previous = open_layout(path, _VERSION, "SELECT name, note FROM note LIMIT 1",
                                       check_same_thread=False)
        except sqlite3.Error:
            previous = None
        if not keeps:
            return cls(trusted, keeps=False, previous=previous)
        scratch = path.with_name(f".{path.name}.{os.getpid()}")
        try:
            scratch.unlink(missing_ok=True)
            return cls(trusted, previous=previous, scratch=scratch)
        except (OSError, sqlite3.Error) as exc:  # (a cache: without a file, kept in memory)
            log.warning("the notes of the files hashed cannot be kept in %s: %s", scratch, exc)
            with contextlib.suppress(OSError):
                scratch.unlink(missing_ok=True)
            return cls(trusted, previous=previous)

    def _noted(self, name: str) -> str | None:
        for db in (self._kept, self._previous):
            if db is None:
                continue
            try:
                row = db.execute("SELECT note FROM note WHERE name = ?", (name,)).fetchone()
            except sqlite3.Error:  # (a cache that cannot be read: no note)
                row = None
            if row is not None:
                return row[0] if isinstance(row[0], str) else None
        return None

    def vouches(self, name: str, digest: str, files: Sequence[Path | str]) -> bool:
        """Whether these files are, by their state, the ones noted with this digest."""
        if not self.trusted:
            return False
        with self._lock:
            note = self._noted(name)
        if note is None:
            return False
        states = [file_state(f) for f in files]
        if None in states or note != _fingerprint(digest, states):
            return False
        self._keep(name, note)
        return True

    def confirm(self, name: str, digest: str, files: Sequence[Path | str],
                compute: Callable[[], str | None]) -> bool:
        """Whether these files hash to ``digest``: vouched for by their note, or ``compute``d
        (and noted when they do)."""
        if self.vouches(name, digest, files):
            return True
        reading = Reading.of(files)
        if compute() != digest:
            return False
        self.note(name, digest, files, reading)
        return True

    def note(self, name: str, digest: str, files: Sequence[Path | str],
             reading: "Reading") -> None:
        """These files, read since ``reading`` began, hashed to ``digest``. They are noted
        only if their state is the one they had before they were read (a file replaced
        during the reading, by a rename, is not the file that was hashed) and is settled."""
        if not self.keeps:
            return
        states = [file_state(f) for f in files]
        if states == reading.states and all(
                s is not None and s[1] <= reading.began_ns - SETTLED_NS for s in states):
            self._keep(name, _fingerprint(digest, states))
        else:
            self._keep(name, None)

    def _keep(self, name: str, note: str | None) -> None:
        with self._lock:
            if self._kept is None:
                return
            try:
                if note is None:
                    self._kept.execute("DELETE FROM note WHERE name = ?", (name,))
                else:
                    self._kept.execute("INSERT OR REPLACE INTO note VALUES (?, ?)",
                                       (name, note))
            except sqlite3.Error as exc:  # (a full disk: a cache is not worth the build)
                log.warning("the notes of the files hashed cannot be kept: %s", exc)
                self._stop_keeping()

    def _stop_keeping(self) -> None:
        if self._kept is not None:
            self._kept.close()
            self._kept = None
        if self._scratch is not None:
            with contextlib.suppress(OSError):
                self._scratch.unlink(missing_ok=True)

    @staticmethod
    def remove_leftovers(path: Path) -> None:
        """Remove the temporary files of saves that never finished (a build killed while
        writing its notes). Only for one who holds the build's lock: no save is under way."""
        for leftover in path.parent.glob(f".{path.name}.*"):
            with contextlib.suppress(OSError):
                leftover.unlink()

    def save(self, path: Path) -> None:
        """Write the kept notes, atomically (a reader sees the old file or the new one). A
        cache: if it cannot be written, the next build hashes again, and that is all."""
        try:
            with self._lock:
                if self._kept is None:
                    return
                try:
                    # (the last notes' connection reads the file it opened, whatever is
                    # renamed onto its name)
                    write_copy(self._kept, path)
                finally:
                    self._kept.execute("BEGIN")
        except (OSError, sqlite3.Error) as exc:
            log.warning("the notes of the files hashed could not be kept in %s: %s", path, exc)

    def close(self) -> None:
        """Let the files go (the scratch file is removed)."""
        with self._lock:
            self._stop_keeping()
            if self._previous is not None:
                self._previous.close()
                self._previous = None
