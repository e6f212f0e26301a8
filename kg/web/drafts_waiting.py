"""The drafts waiting for review in the data folder: each article folder whose mapping still
holds items marked `review: draft` or set aside as not complete, with how many.

Listed on the home page and at /review. A mapping is read only when its size or time
changed since it was last read (a folder of a thousand articles costs a thousand stats),
and only the folders directly under the data folder are looked at (the review page's
address is the folder's name), at most ``MOST_FOLDERS`` of them. A listing is made at most
once every ``FRESH_SECONDS``: five thousand folders cost about a tenth of a second of stats,
which a busy home page must not pay per request.
"""

from __future__ import annotations

import os
import re
import stat
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from kg.bounded_files import read_bounded
from kg.source import MAPPING_FILENAME, MOST_MAPPING_BYTES

MOST_FOLDERS = 5000
FRESH_SECONDS = 1.0
_DRAFT_LINE = re.compile(rb"^[ \t]*review:[ \t]*[\"']?draft[\"']?[ \t]*(?:#.*)?$", re.M)
_SET_ASIDE_LINE = re.compile(rb"^[ \t]*# NOT COMPLETE", re.M)


@dataclass(frozen=True)
class Waiting:
    folder: str  # the folder's name: the review page's address
    drafts: int  # items still marked `review: draft`
    not_complete: int  # items `kg draft` set aside, commented out


class DraftsWaiting:
    """Counts per mapping file, kept by the file's (size, mtime)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic,
                 fresh_seconds: float = FRESH_SECONDS) -> None:
        self._known: dict[str, tuple[tuple[int, int], Waiting]] = {}
        self._lock = threading.Lock()
        self._clock, self._fresh_seconds = clock, fresh_seconds
        self._last: tuple[Path, float, list[Waiting]] | None = None
        self.files_read = 0  # for tests: how many mapping files were read
        self.listings = 0  # for tests: how many times the data folder was listed

    def list(self, data_dir: Path) -> list[Waiting]:
        """The folders with drafts, by name; none when the data folder is missing. A listing
        younger than ``fresh_seconds`` is answered again."""
        now = self._clock()
        with self._lock:
            last = self._last
        if last is not None and last[0] == data_dir and 0 <= now - last[1] < self._fresh_seconds:
            return list(last[2])
        found = self._list(data_dir)
        with self._lock:
            self._last = (data_dir, now, found)
        return list(found)

    def _list(self, data_dir: Path) -> list[Waiting]:
        self.listings += 1
        found: list[Waiting] = []
        seen: set[str] = set()
        try:
            entries = sorted(os.scandir(data_dir), key=lambda e: e.name)[:MOST_FOLDERS]
        except OSError:
            return []
        for entry in entries:
            waiting = self._folder(entry)
            if waiting is not None:
                seen.add(entry.name)
                if waiting.drafts or waiting.not_complete:
                    found.append(waiting)
        with self._lock:
            self._known = {k: v for k, v in self._known.items() if k in seen}
        return found

    def _folder(self, entry: os.DirEntry) -> Waiting | None:
        try:
            if not entry.is_dir(follow_symlinks=False):
                return None
            path = Path(entry.path) / MAPPING_FILENAME
            status = path.stat()
        except OSError:
            return None
        if not stat.S_ISREG(status.st_mode):  # (a FIFO would hold the request)
            return None
        state = (status.st_size, status.st_mtime_ns)
        with self._lock:
            known = self._known.get(entry.name)
        if known is not None and known[0] == state:
            return known[1]
        try:  # as the loader reads it: a regular file inside its folder, bounded
            body = read_bounded(path, MOST_MAPPING_BYTES, within=Path(entry.path))
        except OSError:
            return None
        self.files_read += 1
        waiting = Waiting(entry.name, len(_DRAFT_LINE.findall(body)),
                          len(_SET_ASIDE_LINE.findall(body)))
        with self._lock:
            self._known[entry.name] = (state, waiting)
        return waiting
