"""The build being served: its store, its manifest, and the switch to a newer build.

`kg build` switches ``out/current`` atomically; a running server notices within a second
and starts answering from the new build, while requests already running finish on the old
one (old builds stay on disk: see Settings.keep_builds).
"""

from __future__ import annotations

import json
import logging
import os
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from .build import CURRENT, MANIFEST, current_build, open_published_store
from .config import Settings
from .section_counts import read_counts
from .store.base import Store, StoreError
from .store.remote import RemoteStore

log = logging.getLogger(__name__)

CHECK_EVERY = 1.0  # seconds between looks at out/current


@dataclass(frozen=True)
class Build:
    path: Path
    manifest: dict
    store: Store
    # How many items each long section of an entity page has (see kg.section_counts).
    section_counts: dict[str, dict[str, int]] = field(default_factory=dict)

    @property
    def digest(self) -> str:
        return self.manifest["digest"]


def open_build(path: Path, runners: int, remote: RemoteStore | None = None) -> Build:
    """A published build: its manifest and dumps on disk, its graph in its own embedded
    store or, when the build was published into a remote store, in that store."""
    manifest = json.loads((path / MANIFEST).read_text(encoding="utf-8"))
    counts = read_counts(path)
    if remote is None:
        return Build(path, manifest, open_published_store(path, runners), counts)
    held = remote.record(fresh=True).digest
    if held != manifest["digest"]:
        log.warning("the store at %s holds build %s, not %s as published in %s",
                    remote.describe(), (held or "nothing")[:12], manifest["digest"][:12], path)
    # Every build shares the one remote store (its close_when_idle keeps it open).
    return Build(path, manifest, remote, counts)


class Published:
    """Holds the current build of an output folder and follows it when it changes."""

    def __init__(self, settings: Settings) -> None:
        self.out = settings.out_dir
        self.runners = settings.threads
        self.remote = RemoteStore.from_settings(settings) if settings.remote_store else None
        self._lock = threading.Lock()
        self._checked = 0.0
        path = current_build(self.out)
        if path is None:
            raise StoreError(f"nothing is published in {self.out}; run `kg build` first")
        self._link = self._read_link()
        self._build = open_build(path, self.runners, self.remote)

    def _read_link(self) -> str | None:
        try:
            return os.readlink(self.out / CURRENT)
        except OSError:
            return None

    @property
    def build(self) -> Build:
        now = time.monotonic()
        if now - self._checked > CHECK_EVERY:
            self._checked = now
            self._follow()
        return self._build

    def _follow(self) -> None:
        link = self._read_link()
        if link == self._link or link is None:
            return
        with self._lock:
            if link == self._link:
                return
            path = current_build(self.out)
            if path is None:
                return
            try:
                fresh = open_build(path, self.runners, self.remote)
            except (OSError, StoreError, ValueError) as exc:
                log.error("cannot open the new build %s, still serving the old one: %s",
                          path, exc)
                return
            old, self._build, self._link = self._build, fresh, link
            log.info("now serving %s", path)
            # Requests still running hold `old` and finish on it.
            old.store.close_when_idle()

    def close(self) -> None:
        self._build.store.close()
        if self.remote is not None:
            self.remote.close()
