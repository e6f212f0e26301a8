"""Chunked output for the serialisers; imports nothing heavy, as query-runner children load it."""

from __future__ import annotations

from typing import Callable


class ChunkWriter:
    """A binary file-like object for pyoxigraph's serialisers that hands its output on in
    chunks of about ``size`` bytes (to a pipe, a queue), so that results stream."""

    def __init__(self, emit: Callable[[bytes], object], size: int = 64 * 1024) -> None:
        self.emit = emit
        self.size = size
        self.buffer = bytearray()

    def write(self, data: bytes) -> int:
        self.buffer += data
        if len(self.buffer) >= self.size:
            self.flush()
        return len(data)

    def flush(self) -> None:
        if self.buffer:
            self.emit(bytes(self.buffer))
            self.buffer.clear()
