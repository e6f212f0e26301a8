"""A published build on disk: its folders, its manifest, and whether it can be trusted.

The build writes this layout and the server reads it; this module is all the server knows
of builds, so that serving never loads the build pipeline (mappers, pySHACL).
"""

from __future__ import annotations

import copy
import functools
import hashlib
import json
import logging
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

import ijson

from kg.store.base import Store, StoreError
from kg.store.oxigraph import OxigraphStore
from kg.store.remote import RemoteStore

log = logging.getLogger(__name__)

CURRENT = "current"
BUILDS = "builds"
STORE_DIR = "store"
DUMPS_DIR = "dumps"
MANIFEST = "manifest.json"
# Beside the builds, in none of them: the build's notes of the files it has hashed
# (kg.build.checked), a cache that is never published.
CHECKED_FILES = ".checked-files.sqlite"

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


# Where a manifest lists every article: the server reads these from the build's records
# (kg.published.articles), not from the manifest.
_LEFT_OUT = ("articles", "graphs.articles")
_STARTS, _ENDS = ("start_map", "start_array"), ("end_map", "end_array")
# A manifest nests four levels; ijson builds a deeply nested one at a cost that grows with
# the square of its depth (2.2 GB for 30,000 levels in a 60 KB file), where json.load stops.
MAX_NESTING = 64


def _nested(nesting: int, event: str, path: Path) -> int:
    nesting += (event in _STARTS) - (event in _ENDS)
    if nesting > MAX_NESTING:
        raise DamagedBuild(f"{path} cannot be read: nested more than {MAX_NESTING} levels")
    return nesting


def read_light_manifest(build_path: Path) -> dict:
    """A build's manifest without its lists of every article: no ``articles``, no
    ``graphs.articles``, and in ``files`` no entry of role ``article`` (read whole, the
    manifest of 100,000 articles held 87 MB in each server process). Read as the file
    streams by; DamagedBuild if it is missing or is not a JSON object."""
    path = build_path / MANIFEST
    manifest = _light(path)
    if not isinstance(manifest, dict):
        raise DamagedBuild(f"{path} is not a JSON object")
    return manifest


def _light(path: Path) -> object:
    """read_light_manifest's reading: the JSON value of the file, whatever it is."""
    builder = ijson.ObjectBuilder()
    skipping: str | None = None  # the prefix of a subtree left out
    files: list | None = None  # the entries kept, once the top-level list "files" began
    in_files = False
    item: ijson.ObjectBuilder | None = None  # an entry of "files" being built
    depth = nesting = 0
    try:
        with open(path, "rb") as stream:
            for prefix, event, value in ijson.parse(stream, use_float=True):
                nesting = _nested(nesting, event, path)
                if skipping is not None:
                    if prefix == skipping and event in _ENDS:
                        skipping = None
                    continue
                if item is not None:
                    item.event(event, value)
                    depth += (event in _STARTS) - (event in _ENDS)
                    if depth == 0:
                        entry, item = item.value, None
                        if not (isinstance(entry, dict) and entry.get("role") == "article"):
                            files.append(entry)
                    continue
                if in_files:
                    if prefix == "files" and event == "end_array":
                        in_files = False
                        builder.event("null", None)  # (the list is put in below)
                    elif event in _STARTS:
                        item, depth = ijson.ObjectBuilder(), 1
                        item.event(event, value)
                    else:
                        files.append(value)
                    continue
                if prefix in _LEFT_OUT and event in _STARTS:
                    skipping = prefix
                    builder.event("null", None)
                    continue
                if prefix == "files" and event == "start_array" and files is None:
                    files, in_files = [], True
                    continue
                builder.event(event, value)
    except FileNotFoundError:
        raise DamagedBuild(f"{path} is missing") from None
    except (OSError, ijson.JSONError, UnicodeDecodeError) as exc:
        raise DamagedBuild(f"{path} cannot be read: {exc}") from None
    manifest = getattr(builder, "value", None)
    if isinstance(manifest, dict):
        if files is not None:
            manifest["files"] = files
        manifest.pop("articles", None)
        if isinstance(manifest.get("graphs"), dict):
            manifest["graphs"].pop("articles", None)
    return manifest


@dataclass(frozen=True)
class ManifestSummary:
    """What builds and stores read of a published build's manifest, short of its lists of
    articles and files: its digest, how its store holds the default graph, its store's
    files, VoID's partitions, and the entries of the files of some roles (the ontology's
    and the shapes' Turtle)."""

    digest: str | None = None
    default_graph: str | None = None
    store_files: list | None = None
    partitions: object = None
    files_by_role: dict[str, dict] = field(default_factory=dict)

    @classmethod
    def of(cls, members: dict, files: Iterable) -> "ManifestSummary":
        """From a manifest's top-level ``members`` (some or all) and its ``files`` entries
        (all, or those of the summary's roles): how a manifest read whole (the server's)
        and one read as it streams by (a build's) give the same summary."""
        by_role: dict[str, dict] = {}
        for entry in files:
            role = entry.get("role") if isinstance(entry, dict) else None
            if isinstance(role, str) and role in _SUMMARY_ROLES:
                by_role.setdefault(role, entry)
        digest = members.get("digest")
        return cls(digest=digest if isinstance(digest, str) else None,
                   default_graph=members.get("default_graph"),
                   store_files=members.get("store_files"),
                   partitions=members.get("partitions"), files_by_role=by_role)


_SUMMARY_ROLES = {"ontology", "shapes"}


def manifest_summary(build_path: Path) -> ManifestSummary:
    """A build's manifest summary, read as the file streams by (its lists of every article
    are not held: json.load of a 100,000-article manifest held 125 MB), and kept for as
    long as the file is the same (a build asks for it several times). DamagedBuild if the
    file is missing or is not JSON."""
    path = build_path / MANIFEST
    try:
        stat = path.stat()
    except FileNotFoundError:
        raise DamagedBuild(f"{path} is missing") from None
    except OSError as exc:
        raise DamagedBuild(f"{path} cannot be read: {exc}") from None
    # (a copy: callers may change what they are given)
    # (the file's change time too: a rewrite that puts the modification time back)
    return copy.deepcopy(_summary(path, stat.st_size, stat.st_mtime_ns, stat.st_ctime_ns,
                                  stat.st_ino, stat.st_dev))


@functools.lru_cache(maxsize=4)
def _summary(path: Path, *_state: int) -> ManifestSummary:
    manifest = _light(path)  # (without the lists of every article)
    if not isinstance(manifest, dict):
        return ManifestSummary()
    files = manifest.get("files")
    return ManifestSummary.of(manifest, files if isinstance(files, list) else ())


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


def open_published_store(build_path: Path, runners: int = 1, runner_memory: int = 0,
                         summary: ManifestSummary | None = None) -> OxigraphStore:
    """A published build's embedded store, read-only, read as its manifest says (its
    ``summary``, if the caller has it)."""
    summary = summary if summary is not None else manifest_summary(build_path)
    return OxigraphStore.open_read_only(build_path / STORE_DIR, runners,
                                        union_stored=summary.default_graph == "union",
                                        runner_memory=runner_memory,
                                        digest=summary.digest)


def build_store(folder: Path, previous: Path | None = None) -> Store:
    """The writable store of a build being written in ``folder``: the ``previous`` published
    build's store carried over (Store.backup: a hard-linked copy), or a new one. Either way
    its default graph holds the union of its named graphs (Store.load_graphs)."""
    if previous is not None:
        old = open_published_store(previous)
        try:
            old.backup(folder / STORE_DIR)
        finally:
            old.close()
    return OxigraphStore.create(folder / STORE_DIR, union_stored=True)


def open_store(settings, build_path: Path | None, check: bool = True,
               summary: ManifestSummary | None = None) -> Store:
    """The store the settings name, holding the published build at ``build_path``: the
    build's own embedded store, or the remote store it was published into. This is the one
    place that asks which kind of store a setting names.

    With ``check``, a store that is not what the build wrote is refused (DamagedBuild): every
    file of an embedded store is compared with the manifest, and it must open and answer. A
    remote store that holds another build is only reported: the record says which build it
    holds, and a publication under way may have moved it on already. A remote store needs no
    build on disk; the embedded one does (StoreError without one). ``summary``: the build's
    manifest summary, if the caller has read its manifest already."""
    if build_path is not None and summary is None and (check or not settings.remote_store):
        summary = manifest_summary(build_path)
    if settings.remote_store:
        remote = RemoteStore.from_settings(settings)
        if check and build_path is not None:
            published = summary.digest or ""
            held = remote.record(fresh=True).digest
            if held != published:
                log.warning("the store at %s holds build %s, not %s as published in %s",
                            remote.describe(), (held or "nothing")[:12],
                            published[:12], build_path)
        return remote
    if build_path is None:
        raise StoreError(f"nothing is published in {settings.out_dir}; run `kg build` first")
    if check:
        verify_store(build_path, summary.store_files)
    store = open_published_store(build_path, settings.runners, settings.runner_memory_bytes,
                                 summary)
    if check:
        try:
            store.solve("ASK { ?s ?p ?o }")
        except Exception as exc:  # noqa: BLE001 - any failure here means: do not serve it
            store.close()
            raise DamagedBuild(f"the store of {build_path} cannot be read: {exc}") from None
    return store


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as source:
        while piece := source.read(_READ):
            digest.update(piece)
            # A server checks a new build while it answers requests: under an event loop
            # (gunicorn's gevent workers) this lets the others run between pieces.
            time.sleep(0)
    return digest.hexdigest()


def store_files(build_path: Path, known=lambda name: None) -> list[dict]:
    """Size and SHA-256 of every file of the build's store, for its manifest (``known``
    gives a file's digest when the caller already knows it, else None)."""
    folder = build_path / STORE_DIR
    return [{"path": name, "bytes": (folder / name).stat().st_size,
             "sha256": known(name) or _sha256(folder / name)}
            for name in sorted(os.listdir(folder))
            if name not in _UNCHECKED and (folder / name).is_file()]


def check_size(path: Path, expected: int) -> None:
    """Raise DamagedBuild unless the file at ``path`` has the size its build wrote."""
    try:
        size = path.stat().st_size
    except OSError:
        raise DamagedBuild(f"{path} is missing") from None
    if size != expected:
        raise DamagedBuild(f"{path} has {size} bytes, the build wrote {expected}")


def verify_store(build_path: Path, recorded: list | None) -> None:
    """Raise DamagedBuild unless the store's files are those the build wrote.

    A store whose file was truncated or overwritten may still open and then fail on some
    queries only; comparing every file with the manifest finds that before it is served.
    Builds made before the manifest listed the store's files are opened unchecked."""
    if recorded is None:
        return
    folder = build_path / STORE_DIR
    try:
        for entry in recorded:
            check_size(folder / entry["path"], entry["bytes"])
        for entry in recorded:
            path = folder / entry["path"]
            if _sha256(path) != entry["sha256"]:
                raise DamagedBuild(f"{path} differs from the file the build wrote (SHA-256)")
    except (KeyError, TypeError) as exc:
        raise DamagedBuild(f"the store's files in {build_path / MANIFEST} cannot be read: "
                           f"{exc!r}") from None
