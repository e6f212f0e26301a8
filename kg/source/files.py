"""An article's files on disk: their names, the most read of each, and their digest."""

from __future__ import annotations

import hashlib
from pathlib import Path

from kg.bounded_files import read_bounded

MAPPING_FILENAME = "mapping.yaml"
# `kg draft`'s own output, kept beside the mapping file it drafted: a build compares the two
# to tell the items a person reviewed from those still as drafted (docs/review.md).
DRAFT_FILENAME = "draft.yaml"
# The most an article's text file and its mapping may hold, read no further than one byte
# past it. A mapping's YAML takes about a hundred times its size in memory once parsed and
# mapped (a mapping of 35 MB, 200,000 entities, drove a build to 6.9 GB): 8 MiB and 25,000
# items are well above what `kg draft` writes for its largest text (200,000 characters).
MOST_TEXT_BYTES = 20 * 1024 * 1024
MOST_MAPPING_BYTES = 8 * 1024 * 1024
MOST_MAPPING_ITEMS = 25_000


def read_article_text(text_file: Path, folder: Path) -> bytes:
    """An article's text: a regular file inside the article's folder (a link out of it, a
    FIFO, a device or a folder is refused: FileRefused), of at most MOST_TEXT_BYTES."""
    return read_bounded(text_file, MOST_TEXT_BYTES, within=folder)


def input_digest(text: bytes, mapping: bytes, draft: bytes | None) -> str:
    """ArticleInput.digest: the SHA-256 of what decides an article's graph."""
    digest = hashlib.sha256(text + b"\0" + mapping)
    if draft is not None:
        digest.update(b"\0" + draft)
    return digest.hexdigest()


def find_mapping_files(data_dir: Path) -> list[Path]:
    """Every mapping file under ``data_dir``, in path order."""
    return sorted(data_dir.rglob(MAPPING_FILENAME))
