"""A published build on disk: its folders, its manifest, and whether it can be trusted.

The build writes this layout and the server reads it; this module is all the server knows
of builds, so that serving never loads the build pipeline (mappers, pySHACL).
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from pathlib import Path

from .store.oxigraph import OxigraphStore

CURRENT = "current"
BUILDS = "builds"
STORE_DIR = "store"
DUMPS_DIR = "dumps"
MANIFEST = "manifest.json"

# Files the store writes for itself and may rewrite when opened; not part of its content.
_UNCHECKED = ("LOG", "LOCK")
_READ = 1 << 20


class DamagedBuild(ValueError):
    """A published build whose files are missing or differ from what its manifest records."""


def read_manifest(build_path: Path) -> dict:
    try:
        return json.loads((build_path / MANIFEST).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise DamagedBuild(f"{build_path / MANIFEST} is missing") from None
    except (OSError, ValueError) as exc:
        raise DamagedBuild(f"{build_path / MANIFEST} cannot be read: {exc}") from None


def current_build(out: Path) -> Path | None:
    link = out / CURRENT
    if not link.is_symlink() and not link.exists():
        return None
    resolved = link.resolve()
    return resolved if (resolved / MANIFEST).is_file() else None


def published_builds(out: Path) -> list[Path]:
    """Every published build folder, newest first (staging folders are not builds)."""
    builds = out / BUILDS
    if not builds.is_dir():
        return []
    return sorted((p for p in builds.iterdir() if p.is_dir() and not p.name.startswith(".")),
                  reverse=True)


def open_published_store(build_path: Path, runners: int = 1,
                         runner_memory: int = 0) -> OxigraphStore:
    """A published build's embedded store, read-only, read as its manifest says."""
    manifest = read_manifest(build_path)
    return OxigraphStore.open_read_only(build_path / STORE_DIR, runners,
                                        union_stored=manifest.get("default_graph") == "union",
                                        runner_memory=runner_memory)


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as source:
        while piece := source.read(_READ):
            digest.update(piece)
            # A server checks a new build while it answers requests: under an event loop
            # (gunicorn's gevent workers) this lets the others run between pieces.
            time.sleep(0)
    return digest.hexdigest()


def store_files(build_path: Path) -> list[dict]:
    """Size and SHA-256 of every file of the build's store, for its manifest."""
    folder = build_path / STORE_DIR
    return [{"path": name, "bytes": (folder / name).stat().st_size,
             "sha256": _sha256(folder / name)}
            for name in sorted(os.listdir(folder))
            if name not in _UNCHECKED and (folder / name).is_file()]


def verify_store(build_path: Path, manifest: dict) -> None:
    """Raise DamagedBuild unless the store's files are those the build wrote.

    A store whose file was truncated or overwritten may still open and then fail on some
    queries only; comparing every file with the manifest finds that before it is served.
    Builds made before the manifest listed the store's files are opened unchecked."""
    recorded = manifest.get("store_files")
    if recorded is None:
        return
    folder = build_path / STORE_DIR
    for entry in recorded:
        path = folder / entry["path"]
        try:
            size = path.stat().st_size
        except OSError:
            raise DamagedBuild(f"{path} is missing") from None
        if size != entry["bytes"]:
            raise DamagedBuild(f"{path} has {size} bytes, the build wrote {entry['bytes']}")
    for entry in recorded:
        path = folder / entry["path"]
        if _sha256(path) != entry["sha256"]:
            raise DamagedBuild(f"{path} differs from the file the build wrote (SHA-256)")
