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

The notes live beside the builds (`out/.checked-files.json`), outside every build: they
are a cache, never published, and a lost or unreadable file only means hashing again.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import time
from pathlib import Path
from typing import Callable, NamedTuple, Sequence

log = logging.getLogger(__name__)

# A file's modification time may lag the clock by a tick of the kernel's coarse clock (a
# few ms) or by a network file system's skew; two seconds covers both.
SETTLED_NS = 2_000_000_000
_VERSION = 2  # 1: digests and states in full


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

    Only the notes looked at or made since loading are saved: those of removed articles
    go with the next save."""

    def __init__(self, notes: dict[str, str] | None = None, trusted: bool = True,
                 keeps: bool = True) -> None:
        self._notes = notes or {}
        self._kept: dict[str, str] = {}
        self.trusted = trusted  # False: vouch for nothing (`kg build --verify`)
        self.keeps = keeps  # False: note nothing (a full build, whose notes are not saved)

    @classmethod
    def unused(cls) -> "CheckedFiles":
        """Notes that vouch for nothing and keep nothing: a full build's (it hashes every
        file it reads, and keeping a note of each only to throw them away cost memory
        with every article)."""
        return cls(trusted=False, keeps=False)

    @classmethod
    def load(cls, path: Path, trusted: bool = True) -> "CheckedFiles":
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            notes = data["notes"] if data.get("version") == _VERSION else {}
            if not isinstance(notes, dict):
                notes = {}
        except (OSError, ValueError, TypeError, AttributeError, KeyError):
            notes = {}
        return cls(notes, trusted)

    def vouches(self, name: str, digest: str, files: Sequence[Path | str]) -> bool:
        """Whether these files are, by their state, the ones noted with this digest."""
        note = self._kept.get(name) or self._notes.get(name)
        if not self.trusted or not isinstance(note, str):
            return False
        states = [file_state(f) for f in files]
        if None in states or note != _fingerprint(digest, states):
            return False
        self._kept[name] = note
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
            self._kept[name] = _fingerprint(digest, states)
        else:
            self._kept.pop(name, None)

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
        temporary = path.with_name(f".{path.name}.{os.getpid()}")
        data = {"version": _VERSION, "notes": self._kept}
        try:
            temporary.write_text(json.dumps(data, separators=(",", ":")), encoding="utf-8")
            os.replace(temporary, path)
        except OSError as exc:
            log.warning("the notes of the files hashed could not be kept in %s: %s", path, exc)
            with contextlib.suppress(OSError):
                temporary.unlink(missing_ok=True)
