"""Reading an input file that someone else wrote (an article's text, a mapping, a page to
draft from) without trusting what it claims to be.

A file in a contributed article folder may be a symbolic link to a secret elsewhere, a FIFO
that never ends (a read waits forever), /dev/zero (a read never ends) or a folder. Its size
as ``stat`` reports it says nothing of a device or a FIFO. So the file's real path is
resolved and, when a folder is given, must lie inside it; it is opened without waiting
(O_NONBLOCK: opening a FIFO with no writer would wait), must be a regular file once open,
and is read up to one byte past its limit, whatever ``stat`` said::

    read_bounded(Path("data/leak/article.txt"), 20 * 2**20, within=Path("data/leak"))
    -> FileRefused("... lies outside its article folder (it leads to /etc/secret)")
"""

from __future__ import annotations

import os
import stat
from pathlib import Path


class FileRefused(OSError):
    """The file is not one to read: outside its folder, not a regular file, or too large.
    Its message says which; ``strerror`` holds it as well, for callers that show that."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(0, reason, str(path))
        self.reason = reason

    def __str__(self) -> str:
        return f"{self.filename}: {self.reason}"


def _kind(mode: int) -> str:
    """What a file that is not a regular file is, in words."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def real_path_within(path: Path, within: Path) -> Path:
    """``path`` with every symbolic link followed; FileRefused unless it lies inside
    ``within`` (itself resolved: a data folder reached through a link is fine)."""
    real = Path(os.path.realpath(path))
    folder = Path(os.path.realpath(within))
    if real != folder and folder not in real.parents:
        raise FileRefused(path, f"lies outside its article folder {within} (it leads to "
                                f"{real}); the file must be inside that folder, not a link "
                                f"out of it")
    return real


def read_bounded(path: Path, most: int, within: Path | None = None) -> bytes:
    """The bytes of the regular file ``path``: at most ``most`` of them (FileRefused past
    that), and, with ``within``, only when its real path lies inside that folder. Raises
    FileNotFoundError and other OSErrors as ``open`` does."""
    real = real_path_within(path, within) if within is not None else path
    fd = os.open(real, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise FileRefused(path, f"is {_kind(mode)}, not a regular file")
        os.set_blocking(fd, True)
        chunks, size = [], 0
        while size <= most:
            piece = os.read(fd, min(1024 * 1024, most + 1 - size))
            if not piece:
                break
            chunks.append(piece)
            size += len(piece)
    finally:
        os.close(fd)
    if size > most:
        raise FileRefused(path, f"is larger than {most:,} bytes, the most that is read")
    return b"".join(chunks)
