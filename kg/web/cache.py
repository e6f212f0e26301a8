"""A small in-memory cache of SPARQL answers, per server process and per build.

A published build never changes, so an answer keyed by its ETag (build digest, query,
format, dataset) stays right until the build does; the key changes with the build.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Iterator


class AnswerCache:
    def __init__(self, max_bytes: int, max_entry_bytes: int = 256 * 1024) -> None:
        self.max_bytes = max_bytes
        self.max_entry_bytes = min(max_entry_bytes, max_bytes)
        # key -> (what the answer is: its content type, or for kg.web.front its status
        # line; its body; the headers that belong to it)
        self._entries: OrderedDict[str, tuple[str, bytes, tuple]] = OrderedDict()
        self._size = 0
        self._lock = threading.Lock()

    @property
    def enabled(self) -> bool:
        return self.max_bytes > 0

    def get(self, key: str) -> tuple[str, bytes, tuple] | None:
        with self._lock:
            entry = self._entries.get(key)
            if entry is not None:
                self._entries.move_to_end(key)
            return entry

    def put(self, key: str, content_type: str, body: bytes, headers: tuple = ()) -> None:
        size = self._cost(key, body, headers)
        if not self.enabled or size > self.max_entry_bytes:
            return
        with self._lock:
            if key in self._entries:
                return
            self._entries[key] = (content_type, body, headers)
            self._size += size
            while self._size > self.max_bytes:
                old_key, (_type, old, old_headers) = self._entries.popitem(last=False)
                self._size -= self._cost(old_key, old, old_headers)

    @staticmethod
    def _cost(key: str, body: bytes, headers: tuple) -> int:
        """What an entry holds in memory, about: its body, its key, its headers, and the
        objects around them (a review filled 157 MiB with entries counted as 520 KB: their
        bodies were small, their keys long)."""
        return (len(body) + len(key) + sum(len(n) + len(v) + 120 for n, v in headers)
                + 400)

    def recording(self, key: str, content_type: str, chunks: Iterator[bytes],
                  headers: tuple = ()) -> Iterator[bytes]:
        """Pass the chunks through, and keep the whole answer if it is small and complete."""
        kept: list[bytes] = []
        size = 0
        for chunk in chunks:
            size += len(chunk)
            if kept is not None and size <= self.max_entry_bytes:
                kept.append(chunk)
            else:
                kept = None  # type: ignore[assignment]
            yield chunk
        if kept is not None:
            self.put(key, content_type, b"".join(kept), headers)
