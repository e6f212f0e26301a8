"""source -> mappers -> one graph per article -> SHACL gate -> publish.

Publication is atomic: a build is written into a fresh folder under ``out/builds/`` and
only becomes current when ``out/current`` (a symbolic link) is switched to it with a
single rename. A build that fails validation, or dies half way, never touches the build
being served.
"""

from __future__ import annotations

import datetime as dt
import fcntl
import gzip
import hashlib
import json
import logging
import multiprocessing
import os
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable

from rdflib import BNode, Graph, URIRef
from rdflib.compare import to_canonical_graph

from . import __version__
from .config import Settings
from .mappers import BuildInfo, MapContext, map_all
from .catalogue import write_catalogue
from .section_counts import count_sections, write_counts
from .source import ArticleInput, read_articles
from .store.base import StoreError
from .store.oxigraph import OxigraphStore
from .store.remote import RemoteStore
from .uris import Minter
from .validation import Report, combine, report_of, union_conflicts, validate_graph
from .vocab import PREFIXES

log = logging.getLogger(__name__)

Progress = Callable[[str], None]

CURRENT = "current"
BUILDS = "builds"
STORE_DIR = "store"
DUMPS_DIR = "dumps"
MANIFEST = "manifest.json"
DUMP_NAME = "diplokg"


class ValidationFailed(Exception):
    """The graph violates the shapes; nothing was published."""

    def __init__(self, report: Report) -> None:
        self.report = report
        super().__init__(report.text())


class PublishError(RuntimeError):
    """Writing the new build failed; the previous build is still the current one."""


@dataclass(frozen=True)
class MappedArticle:
    article: ArticleInput
    graph_iri: URIRef
    graph: Graph


@dataclass(frozen=True)
class Inputs:
    ontology: Graph
    shapes: Graph
    ontology_bytes: bytes
    shapes_bytes: bytes


@dataclass(frozen=True)
class BuildResult:
    path: Path
    digest: str
    manifest: dict


def _quiet(_message: str) -> None:
    pass


def read_inputs(settings: Settings) -> Inputs:
    ontology_bytes = settings.ontology_file.read_bytes()
    shapes_bytes = settings.shapes_file.read_bytes()
    return Inputs(
        ontology=Graph().parse(data=ontology_bytes, format="turtle"),
        shapes=Graph().parse(data=shapes_bytes, format="turtle"),
        ontology_bytes=ontology_bytes,
        shapes_bytes=shapes_bytes,
    )


def build_digest(articles: Iterable[ArticleInput], inputs: Inputs) -> str:
    """SHA-256 over everything that decides the graph: the same input, the same digest."""
    digest = hashlib.sha256(f"diplokg {__version__}\n".encode())
    for article in sorted(articles, key=lambda a: a.slug):
        digest.update(f"{article.slug} {article.digest}\n".encode())
    digest.update(hashlib.sha256(inputs.ontology_bytes).digest())
    digest.update(hashlib.sha256(inputs.shapes_bytes).digest())
    return digest.hexdigest()


def skolemized(graph: Graph, minter: Minter) -> Graph:
    """The graph with each blank node replaced by a well-known IRI from its canonical label,
    so that the published ontology and shapes are byte-for-byte reproducible."""
    def stable(term):
        return minter.skolem(str(term)) if isinstance(term, BNode) else term

    published = new_graph()
    for s, p, o in to_canonical_graph(graph):
        published.add((stable(s), p, stable(o)))
    return published


def new_graph() -> Graph:
    graph = Graph()
    for prefix, iri in PREFIXES.items():
        graph.bind(prefix, iri, override=True)
    return graph


def map_articles(articles: list[ArticleInput], minter: Minter, build: BuildInfo,
                 progress: Progress = _quiet) -> list[MappedArticle]:
    mapped = []
    for number, article in enumerate(articles, start=1):
        graph = new_graph()
        for triple in map_all(MapContext.create(article, minter, build)):
            graph.add(triple)
        mapped.append(MappedArticle(article, minter.article_graph(article.slug), graph))
        if number % 100 == 0 or number == len(articles):
            progress(f"mapped {number}/{len(articles)} articles")
    return mapped


PARALLEL_FROM = 200  # below this many articles a process pool costs more than it saves

# The articles a validation worker reads: set just before the pool forks, so that the
# children share the mapped graphs with the parent instead of receiving copies.
_TO_VALIDATE: tuple[list[MappedArticle], Inputs] | None = None


def _validate_range(bounds: tuple[int, int]) -> list[tuple[bool, list, bytes]]:
    assert _TO_VALIDATE is not None
    mapped, inputs = _TO_VALIDATE
    out = []
    for item in mapped[bounds[0]:bounds[1]]:
        report = validate_graph(item.article.slug, item.graph, inputs.shapes, inputs.ontology)
        out.append((report.conforms, list(report.violations),
                    report.graph.serialize(format="nt", encoding="utf-8")))
    return out


def validate_articles(mapped: list[MappedArticle], inputs: Inputs,
                      progress: Progress = _quiet) -> Report:
    """Each article's graph must conform on its own (the union is checked once stored)."""
    global _TO_VALIDATE
    workers = min(os.cpu_count() or 1, 4)
    if len(mapped) < PARALLEL_FROM or workers < 2:
        reports = []
        for number, item in enumerate(mapped, start=1):
            reports.append(validate_graph(item.article.slug, item.graph, inputs.shapes,
                                          inputs.ontology))
            if number % 100 == 0 or number == len(mapped):
                progress(f"validated {number}/{len(mapped)} articles")
        return combine(reports)
    step = 50
    ranges = [(start, min(start + step, len(mapped))) for start in range(0, len(mapped), step)]
    reports = []
    _TO_VALIDATE = (mapped, inputs)
    try:
        with multiprocessing.get_context("fork").Pool(workers) as pool:
            for done, results in enumerate(pool.imap(_validate_range, ranges), start=1):
                for conforms, violations, triples in results:
                    graph = Graph().parse(data=triples, format="nt") if triples.strip() else Graph()
                    reports.append(Report(conforms, tuple(violations), graph))
                if done * step % 500 == 0 or done == len(ranges):
                    progress(f"validated {ranges[done - 1][1]}/{len(mapped)} articles "
                             f"in {workers} processes")
    finally:
        _TO_VALIDATE = None
    return combine(reports)


def prepare(settings: Settings, progress: Progress = _quiet
            ) -> tuple[list[MappedArticle], Inputs, str, Report]:
    """Parse, map and validate; raises SourceError on bad input."""
    inputs = read_inputs(settings)
    articles = list(read_articles(settings.data_dir))
    progress(f"read {len(articles)} article(s) from {settings.data_dir}")
    digest = build_digest(articles, inputs)
    minter = Minter(settings.base_uri)
    mapped = map_articles(articles, minter, BuildInfo(digest, __version__), progress)
    report = validate_articles(mapped, inputs, progress)
    return mapped, inputs, digest, report


def build(settings: Settings, progress: Progress = _quiet) -> BuildResult:
    """Build and, only if every graph conforms, publish into ``settings.out_dir``."""
    out = settings.out_dir
    out.mkdir(parents=True, exist_ok=True)
    with _build_lock(out):
        mapped, inputs, digest, report = prepare(settings, progress)
        if not report.conforms:
            _keep_rejected_report(out, report)
            raise ValidationFailed(report)
        try:
            return publish(settings, mapped, inputs, digest, report, progress)
        except ValidationFailed as failed:
            _keep_rejected_report(out, failed.report)
            raise


def _keep_rejected_report(out: Path, report: Report) -> None:
    rejected = out / "rejected"
    rejected.mkdir(exist_ok=True)
    report.graph.serialize(rejected / "shacl-report.ttl", format="turtle")
    (rejected / "shacl-report.txt").write_text(report.text() + "\n", encoding="utf-8")


class _build_lock:
    """One build at a time per output folder."""

    def __init__(self, out: Path) -> None:
        self.path = out / ".build.lock"

    def __enter__(self) -> None:
        self.handle = open(self.path, "w")
        try:
            fcntl.flock(self.handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            self.handle.close()
            raise PublishError(f"another build is running in {self.path.parent}") from None

    def __exit__(self, *exc: object) -> None:
        fcntl.flock(self.handle, fcntl.LOCK_UN)
        self.handle.close()


def publish(settings: Settings, mapped: list[MappedArticle], inputs: Inputs, digest: str,
            report: Report, progress: Progress = _quiet) -> BuildResult:
    out = settings.out_dir
    builds = out / BUILDS
    builds.mkdir(parents=True, exist_ok=True)
    _remove_stale_staging(builds)
    staging = Path(tempfile.mkdtemp(prefix=".staging-", dir=builds))
    staging.chmod(0o755)  # mkdtemp makes it private; a build is for everyone to read
    final = None
    try:
        graphs = graphs_of(settings, mapped, inputs)
        manifest = _write_build(settings, staging, mapped, inputs, graphs, digest, report,
                                progress)
        stamp = dt.datetime.now(dt.timezone.utc).strftime("%Y%m%dT%H%M%S%fZ")
        final = builds / f"{stamp}-{digest[:12]}"
        staging.rename(final)
        if settings.remote_store:
            publish_remote(settings, graphs, digest, progress)
    except BaseException as exc:
        shutil.rmtree(final or staging, ignore_errors=True)
        if isinstance(exc, (OSError, ValueError, StoreError)):
            raise PublishError(f"publishing failed, the previous build is still served: {exc}"
                               ) from exc
        raise
    switch_current(out, final)
    _prune(builds, final, settings.keep_builds)
    progress(f"published {final.relative_to(out)}")
    return BuildResult(final, digest, manifest)


def graphs_of(settings: Settings, mapped: list[MappedArticle], inputs: Inputs
              ) -> list[tuple[URIRef, Graph]]:
    """Every named graph of a build: one per article, the ontology and the shapes."""
    minter = Minter(settings.base_uri)
    return [(item.graph_iri, item.graph) for item in mapped] + [
        (minter.ontology_graph(), skolemized(inputs.ontology, minter)),
        (minter.shapes_graph(), skolemized(inputs.shapes, minter))]


def publish_remote(settings: Settings, graphs: list[tuple[URIRef, Graph]], digest: str,
                   progress: Progress = _quiet) -> None:
    """Publish a validated build into the remote store (see RemoteStore.publish)."""
    store = RemoteStore.from_settings(settings)
    try:
        store.publish(graphs, digest, progress)
    finally:
        store.close()


def _write_build(settings: Settings, folder: Path, mapped: list[MappedArticle], inputs: Inputs,
                 graphs: list[tuple[URIRef, Graph]], digest: str, report: Report,
                 progress: Progress) -> dict:
    minter = Minter(settings.base_uri)
    store = OxigraphStore.create(folder / STORE_DIR)
    try:
        store.replace_graphs(graphs)
        progress(f"stored {store.quad_count()} quads in {len(mapped) + 2} named graphs")
        conflicts = union_conflicts(store, inputs.shapes,
                                    {str(item.graph_iri): item.article.slug for item in mapped})
        if conflicts:
            raise ValidationFailed(report_of(conflicts))
        progress("the union of the articles' graphs conforms")
        progress(f"stored their union, {store.store_union()} distinct triples, as the default "
                 f"graph")
        counts = count_sections(store)
        write_counts(folder, counts)
        progress(f"counted the long lists of {len(set().union(*counts.values()))} entity "
                 f"pages")
        progress(f"catalogued {write_catalogue(store, folder)} entities for search and browse")
        files = _write_dumps(store, folder / DUMPS_DIR, mapped, minter, report)
    finally:
        store.close()
    manifest = {
        "digest": digest,
        "version": __version__,
        "base_uri": settings.base_uri,
        # The store's default graph holds the union of the named graphs (store_union).
        "default_graph": "union",
        "published": dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"),
        "articles": [item.article.slug for item in mapped],
        "graphs": {
            "articles": {item.article.slug: str(item.graph_iri) for item in mapped},
            "ontology": str(minter.ontology_graph()),
            "shapes": str(minter.shapes_graph()),
        },
        "files": files,
    }
    (folder / MANIFEST).write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n",
                                   encoding="utf-8")
    return manifest


def _file_entry(folder: Path, path: Path, media_type: str, statements: int,
                role: str) -> dict:
    data = path.read_bytes()
    return {
        "path": str(path.relative_to(folder)),
        "media_type": media_type,
        "role": role,
        "bytes": len(data),
        "sha256": hashlib.sha256(data).hexdigest(),
        "statements": statements,
    }


def _gzip_copy(path: Path) -> Path:
    target = path.with_name(path.name + ".gz")
    with open(path, "rb") as source, open(target, "wb") as raw:
        # mtime=0 and no file name: the same dump gives the same bytes.
        with gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0) as packed:
            shutil.copyfileobj(source, packed)
    return target


def _write_dumps(store: OxigraphStore, dumps: Path, mapped: list[MappedArticle],
                 minter: Minter, report: Report) -> list[dict]:
    dumps.mkdir()
    (dumps / "articles").mkdir()
    entries: list[dict] = []

    def add(path: Path, media_type: str, statements: int, role: str, packed: bool) -> None:
        entries.append(_file_entry(dumps, path, media_type, statements, role))
        if packed:
            entries.append(_file_entry(dumps, _gzip_copy(path), "application/gzip", statements,
                                       role + "-gzip"))

    whole = [("ttl", "text/turtle", "dataset-turtle"),
             ("trig", "application/trig", "dataset-trig"),
             ("nq", "application/n-quads", "dataset-nquads")]
    for suffix, media_type, role in whole:
        path = dumps / f"{DUMP_NAME}.{suffix}"
        add(path, media_type, store.dump(path, media_type, prefixes=PREFIXES), role, True)
    for item in mapped:
        path = dumps / "articles" / f"{item.article.slug}.ttl"
        add(path, "text/turtle", store.dump(path, "text/turtle", item.graph_iri, PREFIXES),
            "article", False)
    for name, graph in (("ontology", minter.ontology_graph()), ("shapes", minter.shapes_graph())):
        path = dumps / f"{name}.ttl"
        add(path, "text/turtle", store.dump(path, "text/turtle", graph, PREFIXES), name, False)
    path = dumps / "shacl-report.ttl"
    report.graph.serialize(path, format="turtle")
    add(path, "text/turtle", len(report.graph), "shacl-report", False)
    return entries


def switch_current(out: Path, target: Path) -> None:
    """Point out/current at ``target`` with one atomic rename."""
    link = out / CURRENT
    temporary = out / f".{CURRENT}.{os.getpid()}"
    if temporary.is_symlink() or temporary.exists():
        temporary.unlink()
    temporary.symlink_to(target.relative_to(out))
    os.replace(temporary, link)


def open_published_store(build_path: Path, runners: int = 1) -> OxigraphStore:
    """A published build's embedded store, read-only, read as its manifest says."""
    manifest = json.loads((build_path / MANIFEST).read_text(encoding="utf-8"))
    return OxigraphStore.open_read_only(build_path / STORE_DIR, runners,
                                        union_stored=manifest.get("default_graph") == "union")


def current_build(out: Path) -> Path | None:
    link = out / CURRENT
    if not link.is_symlink() and not link.exists():
        return None
    resolved = link.resolve()
    return resolved if (resolved / MANIFEST).is_file() else None


def _remove_stale_staging(builds: Path) -> None:
    # Only one build runs at a time (the lock), so any staging folder left is from a
    # build that died.
    for stale in builds.glob(".staging-*"):
        shutil.rmtree(stale, ignore_errors=True)


def _prune(builds: Path, keep_path: Path, keep: int) -> None:
    published = sorted(p for p in builds.iterdir() if p.is_dir() and not p.name.startswith("."))
    for old in published[:-keep]:
        if old != keep_path:
            shutil.rmtree(old, ignore_errors=True)
