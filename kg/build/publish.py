"""source -> mappers -> one graph per article -> SHACL gate -> publish.

Builds are incremental: articles unchanged since the published build keep their validated
graph, which is already in the published store; that store is carried over (a hard-linked
copy) and updated graph by graph, and only new and changed articles are mapped and
validated, one at a time in a pool of workers (kg.build.pipeline).

Publication is atomic: a build is written into a fresh folder under ``out/builds/`` and
only becomes current when ``out/current`` (a symbolic link) is switched to it with a
single rename. A build that fails validation, or dies half way, never touches the build
being served.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import fcntl
import functools
import hashlib
import itertools
import logging
import os
import shutil
import sqlite3
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Iterator

from rdflib import BNode, Graph, URIRef
from rdflib.compare import to_canonical_graph

from kg import __version__
from kg.config import Settings
from kg.build.dumps import (FRAGMENT_KINDS, FRAGMENTS_DIR, Earlier, Part, file_sha256, fragment_path,
                    ntriples_of_turtle, write_dataset)
from kg.build.checked import CheckedFiles
from kg.build.loads import BackgroundLoads
from kg.published.layout import (BUILDS, CHECKED_FILES, CURRENT, DUMPS_DIR, MANIFEST, STORE_DIR,  # noqa: F401
                     DamagedBuild, build_store, current_build, open_published_store, open_store,
                     manifest_summary, published_builds, read_manifest, store_files)
from kg.mappers import BuildInfo, MapContext, map_all
from kg.build.lines import with_conflict_lines
from kg.build.catalogue import write_catalogue
from kg.published import partitions as void_partitions
from kg.published.section_counts import count_sections, read_counts, recount, write_counts
from kg.build.pipeline import (ADDED, CHANGED, DAMAGED, REUSED, Outcome, Plan, WorkerInputs,
                       artifact_path, context_digest, plan, process_articles, turtle_of)
from kg.published.records import DuplicateSlug, Record, RecordBook, build_digest
from kg.source import ArticleInput, SourceError, find_mapping_files
from kg.store.base import Store, StoreError
from kg.uris import Minter
from kg.build.validation import Report, combine, report_of, union_conflicts
from kg.build.streamed_json import Streamed, StreamedItems, write_json
from kg.vocab import PREFIXES

log = logging.getLogger(__name__)

Progress = Callable[[str], None]

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
    dumps: dict[str, dict]  # the whole-dataset dumps' entries of the manifest, by role

    @property
    def manifest(self) -> dict:
        """The build's manifest, read from its file (it lists every article: at 100,000
        articles, tens of megabytes that a build does not hold)."""
        return read_manifest(self.path)


def _quiet(_message: str) -> None:
    pass


def _turtle_file(path: Path, setting: str) -> tuple[bytes, Graph]:
    """A file the settings name, read and parsed; bad input (exit 3) naming the setting."""
    try:
        data = path.read_bytes()
        return data, Graph().parse(data=data, format="turtle")
    except OSError as exc:
        raise SourceError(path, None, f"cannot read it ({exc.strerror or exc}); "
                          f"{setting} names it") from None
    except Exception as exc:  # noqa: BLE001 - rdflib's parsers raise several kinds
        raise SourceError(path, None, f"not Turtle ({type(exc).__name__}: "
                          f"{str(exc)[:300]}); {setting} names it") from None


def read_inputs(settings: Settings) -> Inputs:
    ontology_bytes, ontology = _turtle_file(settings.ontology_file, "KG_ONTOLOGY_FILE")
    shapes_bytes, shapes = _turtle_file(settings.shapes_file, "KG_SHAPES_FILE")
    return Inputs(ontology=ontology, shapes=shapes, ontology_bytes=ontology_bytes,
                  shapes_bytes=shapes_bytes)


def published_turtle(source: bytes, minter: Minter) -> bytes:
    """The Turtle published for an ontology or shapes file whose bytes are ``source``: its
    blank nodes skolemised (``skolemized``), the same bytes for the same file and base."""
    return _published_turtle(source, minter.base)


# Kept per process by the file's bytes and the base, like the gate (kg.build.pipeline.gate_of):
# canonicalising the shapes' blank nodes costs about half a second, and a process that builds
# again and again (the test suite builds about fifty times in each of its processes) pays it
# once per file. A few entries at most: one pair of files is the rule.
@functools.lru_cache(maxsize=8)
def _published_turtle(source: bytes, base: str) -> bytes:
    graph = Graph().parse(data=source, format="turtle")
    return turtle_of(skolemized(graph, Minter(base)))


def forget_published_turtle() -> None:
    """Forget the Turtle kept by ``published_turtle``: the next build canonicalises again
    (for a test that two builds canonicalise alike)."""
    _published_turtle.cache_clear()


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
    """Articles mapped to graphs in memory (for tests and tools; builds use kg.build.pipeline)."""
    mapped = []
    for article in articles:
        graph = new_graph()
        for triple in map_all(MapContext.create(article, minter, build)):
            graph.add(triple)
        mapped.append(MappedArticle(article, minter.article_graph(article.slug), graph))
    return mapped


def worker_inputs(settings: Settings, inputs: Inputs,
                  folder: Path | None = None) -> WorkerInputs:
    context = context_digest(settings.base_uri, inputs.ontology_bytes, inputs.shapes_bytes,
                             settings.include_drafts)
    return WorkerInputs(settings.data_dir, settings.base_uri, context, inputs.ontology_bytes,
                        inputs.shapes_bytes, settings.include_drafts, folder)


class _Verdicts:
    """The articles that failed the gate; the others' records go into the build's records
    (``book``), which hold one article per id."""

    def __init__(self, data_dir: Path, book: RecordBook) -> None:
        self.data_dir, self.book = data_dir, book
        self.failed: list[Outcome] = []
        self.failed_ids: dict[str, str] = {}  # slug -> mapping path, of those that failed

    def accept(self, outcome: Outcome, position: int) -> bool:
        """Keep an article's record if it conforms; SourceError if its id is taken."""
        other = self.failed_ids.get(outcome.slug)
        if other is None and outcome.conforms:
            try:
                self.book.add(outcome.record, position)
            except DuplicateSlug as duplicate:
                other = duplicate.other
        elif other is None:
            taken = self.book.by_slug(outcome.slug)
            other = taken.mapping if taken is not None else None
        if other is not None:
            raise SourceError(self.data_dir / outcome.mapping, outcome.line,
                              f"duplicate article id '{outcome.slug}' (also in "
                              f"{self.data_dir / other})")
        if not outcome.conforms:
            self.failed.append(outcome)
            self.failed_ids[outcome.slug] = outcome.mapping
        return outcome.conforms

    def report(self) -> Report:
        if not self.failed:
            return report_of([])
        reports = []
        for outcome in self.failed:
            graph = Graph().parse(data=outcome.report, format="nt")
            reports.append(Report(False, outcome.violations, graph))
        return combine(reports)


def validate_all(settings: Settings, progress: Progress = _quiet) -> Report:
    """Map and validate every article without publishing (`kg validate`)."""
    inputs = read_inputs(settings)
    mappings = [str(f.relative_to(settings.data_dir))
                for f in find_mapping_files(settings.data_dir)]
    if not mappings:
        raise _no_mapping_files(settings)
    with tempfile.TemporaryDirectory(prefix="kg-validate-") as scratch:
        book = RecordBook.create(Path(scratch), "")  # (for the ids' check alone)
        try:
            verdicts = _Verdicts(settings.data_dir, book)
            for position, outcome in enumerate(
                    process_articles(mappings, worker_inputs(settings, inputs))):
                verdicts.accept(outcome, position)
        finally:
            book.close()
    progress(f"validated {len(mappings)} article(s) from {settings.data_dir}")
    return verdicts.report()


def build(settings: Settings, progress: Progress = _quiet, full: bool = False,
          verify: bool = False) -> BuildResult:
    """Build and, only if every graph conforms, publish into ``settings.out_dir``.

    Articles unchanged since the published build keep their validated graph (see
    kg.build.pipeline); ``full`` maps and validates every article again. Files noted as hashed
    by an earlier build and unchanged since are not hashed again (kg.build.checked), unless
    ``verify``."""
    out = settings.out_dir
    out.mkdir(parents=True, exist_ok=True)
    with _build_lock(out):
        clock = _Phases(progress)
        inputs = read_inputs(settings)
        CheckedFiles.remove_leftovers(out / CHECKED_FILES)
        loaded = (CheckedFiles.unused() if full
                  else CheckedFiles.load(out / CHECKED_FILES, trusted=not verify))
        try:
            return _build_with(settings, inputs, clock, loaded, full)
        finally:
            loaded.close()


def _build_with(settings: Settings, inputs: Inputs, clock: "_Phases", checked: CheckedFiles,
                full: bool) -> BuildResult:
    out = settings.out_dir
    work = plan_build(settings, inputs, current_build(out), full, checked)
    if work.full:
        checked = CheckedFiles.unused()  # (its notes are not saved: none is kept)
    else:
        checked.save(out / CHECKED_FILES)
    clock.done("plan", describe_plan(work))
    try:
        result = publish(settings, work, inputs, clock, checked)
        if not work.full:  # a full build looked at no notes: saving would drop them
            checked.save(out / CHECKED_FILES)  # with the notes of the dumps' parts
        return result
    except ValidationFailed as failed:
        _keep_rejected_report(out, failed.report)
        raise
    finally:
        work.close()


def plan_build(settings: Settings, inputs: Inputs, previous: Path | None,
               full: bool = False, checked: CheckedFiles | None = None) -> Plan:
    """The plan of a build, or of `kg build --dry-run`: a data folder without articles is
    bad input for both."""
    context = context_digest(settings.base_uri, inputs.ontology_bytes, inputs.shapes_bytes,
                             settings.include_drafts)
    work = plan(settings.data_dir, context, previous, full, checked)
    if not work.articles:
        work.close()
        raise _no_mapping_files(settings)
    return work


def _no_mapping_files(settings: Settings) -> SourceError:
    return SourceError(settings.data_dir, None, "no mapping.yaml found under this folder")


def describe_plan(work: Plan) -> str:
    if work.full:
        return f"{work.articles} article(s) to map and validate (full build)"
    added = work.mapped - work.changed
    damaged = f" ({work.damaged} of them with a damaged artifact)" if work.damaged else ""
    return (f"{work.reused} article(s) unchanged, {added} added, {work.changed} "
            f"changed{damaged}, {work.removed} removed")


def plan_changes(settings: Settings, full: bool = False, verify: bool = False) -> list[str]:
    """What a build would change against the published build, one line each; builds nothing
    (and writes nothing, not even the notes of the files it hashed)."""
    inputs = read_inputs(settings)
    checked = CheckedFiles.load(settings.out_dir / CHECKED_FILES, trusted=not verify,
                                keeps=False)
    try:
        work = plan_build(settings, inputs, current_build(settings.out_dir), full, checked)
        try:
            return _changes(work)
        finally:
            work.close()
    finally:
        checked.close()


def _changes(work: Plan) -> list[str]:
    lines = [describe_plan(work)]
    if work.full:
        return lines
    for _position, mapping, state in work.order():
        if state in (CHANGED, DAMAGED):
            damaged = " (damaged artifact)" if state == DAMAGED else ""
            lines.append(f"changed {mapping} (article {work.old(mapping).slug}){damaged}")
        elif state == ADDED:
            lines.append(f"added   {mapping}")
    lines += [f"removed {r.mapping} (article {r.slug})" for r in work.removed_records()]
    return lines


class _Phases:
    """Times each phase of a build and reports it."""

    def __init__(self, progress: Progress) -> None:
        self.progress = progress
        self.started = self.last = time.monotonic()
        self.times: dict[str, float] = {}

    def done(self, phase: str, message: str) -> None:
        now = time.monotonic()
        self.times[phase] = self.times.get(phase, 0.0) + now - self.last
        self.last = now
        self.progress(f"{message} [{phase} {self.times[phase]:.1f} s]")

    def summary(self) -> str:
        phases = ", ".join(f"{name} {seconds:.1f} s" for name, seconds in self.times.items())
        return f"{time.monotonic() - self.started:.1f} s in all: {phases}"


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


def publish(settings: Settings, work: Plan, inputs: Inputs, clock: "_Phases",
            checked: CheckedFiles | None = None) -> BuildResult:
    out = settings.out_dir
    builds = out / BUILDS
    builds.mkdir(parents=True, exist_ok=True)
    _remove_stale_staging(builds)
    staging = Path(tempfile.mkdtemp(prefix=".staging-", dir=builds))
    staging.chmod(0o755)  # mkdtemp makes it private; a build is for everyone to read
    final = None
    previous = current_build(out)
    try:
        digest, dumps, changed = _write_build(settings, staging, work, inputs, previous,
                                              clock, checked)
        carried = not work.full and previous is not None
        stamp = dt.datetime.now(dt.timezone.utc).strftime("%Y%m%dT%H%M%S%fZ")
        final = builds / f"{stamp}-{digest[:12]}"
        staging.rename(final)
        if settings.remote_store:
            previous_digest = _manifest_digest(previous) if carried else None
            publish_remote(settings, final, digest, clock.progress, previous_digest,
                           changed if carried else None)
            clock.done("remote", "published into the remote store")
        # Inside the try: a build whose switch failed is removed, never counted as kept.
        switch_current(out, final)
    except BaseException as exc:
        shutil.rmtree(final or staging, ignore_errors=True)
        if isinstance(exc, (OSError, ValueError, StoreError, sqlite3.Error)):
            raise PublishError(f"publishing failed, the previous build is still served: {exc}"
                               ) from exc
        raise
    clock.done("switch", f"published {final.relative_to(out)}")
    _prune(out, final, settings.keep_builds)
    clock.done("prune", f"kept the {settings.keep_builds} newest builds")
    clock.progress(clock.summary())
    return BuildResult(final, digest, dumps)


def publish_remote(settings: Settings, build_path: Path, digest: str,
                   progress: Progress = _quiet, previous_digest: str | None = None,
                   changed: list[str] | None = None) -> None:
    """Publish a validated build into the remote store (see Store.publish_ntriples).

    When the store holds the publication of ``previous_digest`` whole and the build says
    which graphs ``changed`` since that one, only those are sent and the graphs of removed
    articles dropped; every other graph stays in the store as it is."""
    store = open_store(settings, None, check=False)
    local = open_published_store(build_path)
    try:
        names = [str(g) for g in local.named_graphs()]
        unchanged: dict[str, int] | None = None
        send = names
        if previous_digest and changed is not None and store.can_keep(previous_digest):
            held = store.record().graphs
            kept = [g for g in names if g not in set(changed)]
            if all(g in held for g in kept):
                unchanged = {g: held[g] for g in kept}
                send = [g for g in names if g in set(changed)]
        graphs = []
        for graph in send:
            triples = local.graph_ntriples(graph)
            graphs.append((graph, triples.decode("utf-8"), triples.count(b"\n")))
    finally:
        local.close()
    try:
        store.publish_ntriples(graphs, digest, progress, unchanged)
        if unchanged is not None:
            progress(f"kept {len(unchanged)} unchanged graphs in the remote store")
    finally:
        store.close()


def _start_store(folder: Path, work: Plan, inputs: Inputs, minter: Minter,
                 previous: Path | None) -> tuple[Store, bool]:
    """The new build's store: the published one carried over (a hard-linked copy) when
    articles are reused, else a new one with the ontology and the shapes. Their Turtle, as
    published, is written into the build's dumps either way."""
    carried = not work.full and previous is not None
    vocabularies = []
    for graph, source, name in ((minter.ontology_graph(), inputs.ontology_bytes, "ontology"),
                                (minter.shapes_graph(), inputs.shapes_bytes, "shapes")):
        # Unchanged since the published build (its context says so): its published Turtle,
        # if its digest is the one recorded (canonicalising costs seconds).
        turtle = _published_file(previous, name) if carried else None
        if turtle is None:
            turtle = published_turtle(source, minter)
        (folder / DUMPS_DIR / f"{name}.ttl").write_bytes(turtle)
        vocabularies.append((str(graph), turtle))
    if carried:
        return build_store(folder, previous), True
    store = build_store(folder)
    store.load_graphs([(graph, ntriples_of_turtle(turtle)) for graph, turtle in vocabularies],
                      written=True)
    return store, False


def _write_build(settings: Settings, folder: Path, work: Plan, inputs: Inputs,
                 previous: Path | None, clock: "_Phases", checked: CheckedFiles | None = None
                 ) -> tuple[str, dict[str, dict], list[str]]:
    """Write the build into ``folder``: its digest, its whole dumps' manifest entries by
    role, and the named graphs of the articles it mapped."""
    minter = Minter(settings.base_uri)
    articles_dir = folder / DUMPS_DIR / "articles"
    articles_dir.mkdir(parents=True)
    (folder / FRAGMENTS_DIR).mkdir()
    book = RecordBook.create(folder, work.context)
    try:
        written = _write_build_into(settings, folder, work, inputs, previous, clock,
                                    checked, minter, book)
        book.seal()
        return written
    finally:
        book.close()


def _mapping_of(settings: Settings, book: RecordBook, slug: str) -> Path | None:
    """The mapping file of an article of this build, by its id."""
    record = book.by_slug(slug)
    return settings.data_dir / record.mapping if record is not None else None


@dataclass
class _Writing:
    """What the steps of writing a build share: its inputs, its record book and its store
    (``carried`` when it is the published store carried over)."""

    settings: Settings
    folder: Path
    work: Plan
    inputs: Inputs
    previous: Path | None
    clock: "_Phases"
    checked: CheckedFiles | None
    minter: Minter
    book: RecordBook
    store: Store
    carried: bool

    @property
    def carried_from(self) -> Path | None:
        """The published build when the store was carried over from it, else None."""
        return self.previous if self.carried else None


@dataclass
class _Carried:
    """What the carried-over store's dropped graphs leave to the later steps: the entities
    they ``touched`` (the mapped articles' are added), and the partitions' triples
    ``leaving`` the union with them (None: the partitions are counted again)."""

    touched: set[str]
    leaving: void_partitions.Partitions | None = None
    earlier_partitions: void_partitions.Partitions | None = None


def _write_build_into(settings: Settings, folder: Path, work: Plan, inputs: Inputs,
                      previous: Path | None, clock: "_Phases", checked: CheckedFiles | None,
                      minter: Minter, book: RecordBook) -> tuple[str, dict[str, dict], list[str]]:
    """Write the build into ``folder``, step by step: the store, the articles mapped and
    validated, the union's checks with the counts and the catalogue, the dumps beside them,
    and the manifest. Returns its digest, its whole dumps' entries by role, and the named
    graphs of the articles mapped when the store was carried over."""
    store, carried = _start_store(folder, work, inputs, minter, previous)
    build = _Writing(settings, folder, work, inputs, previous, clock, checked, minter, book,
                     store, carried)
    try:
        dropped = _carry_over(build)
        changed = _map_and_validate(build)
        book.finish()
        by_graph = book.articles_by_graph(minter)
        if carried:
            dropped.touched |= store.entities_in(changed)
        written, partitions = _check_beside_dumps(build, dropped, changed, by_graph)
        _report_dumps(build, written)
    finally:
        store.close()
    digest = _write_manifest(build, written, partitions)
    return digest, {f["role"]: f for f in written.whole}, changed


def _carry_over(build: _Writing) -> _Carried:
    """The store step: in a carried-over store, drop the graphs of the articles replaced and
    take the reused articles' records, artifacts and parts from the published build."""
    if not build.carried:
        build.clock.done("store", "started a new store with the ontology and the shapes")
        return _Carried(set())
    work, minter, previous, folder = build.work, build.minter, build.previous, build.folder
    dropped = [str(minter.article_graph(r.slug)) for r in work.replaced()]
    carried = _Carried(build.store.entities_in(dropped))
    carried.earlier_partitions = _published_partitions(previous)
    if carried.earlier_partitions is not None \
            and len(dropped) <= void_partitions.MOST_GRAPHS:
        carried.leaving = void_partitions.held_only_by(build.store, dropped)
    build.store.drop_graphs(dropped)
    # The reused articles' records go into the new build's first (so that a new
    # article cannot take one's id), their artifacts and parts hard-linked.
    for position, mapping, state in work.order():
        if state == REUSED:
            record = work.old(mapping)
            build.book.add(record, position)
            _link(previous / DUMPS_DIR / "articles" / f"{record.slug}.ttl",
                  folder / DUMPS_DIR / "articles" / f"{record.slug}.ttl")
            for kind in FRAGMENT_KINDS:
                _link(fragment_path(previous, record.slug, kind),
                      fragment_path(folder, record.slug, kind))
    # (said of the copy: a reader of a failed build's output must not think the served
    # store lost anything)
    build.clock.done("store", f"carried the published store over into the new build's "
                              f"copy, without the graphs of {len(dropped)} changed or removed "
                              f"article(s); the published build is untouched")
    return carried


def _map_and_validate(build: _Writing) -> list[str]:
    """The map+validate step: map the articles to map in the worker pool, keep the record
    of each that passes the SHACL gate and load its graph into the store; fail the build
    (ValidationFailed) if any did not pass. Returns the named graphs of the articles
    mapped when the store was carried over (empty otherwise)."""
    work, store = build.work, build.store
    verdicts = _Verdicts(build.settings.data_dir, build.book)
    # Each mapped article's place among all (the manifest lists them in that order).
    places = ((p, m) for p, m, state in work.order() if state != REUSED)
    changed: list[str] = []  # the named graphs of the articles mapped, if carried over
    # (each article's N-Triples as Oxigraph's writer wrote them in the worker)
    with BackgroundLoads(lambda batch: store.load_graphs(batch, written=True)) as loads:
        for number, outcome in enumerate(process_articles(
                work.to_map(), worker_inputs(build.settings, build.inputs, build.folder),
                work.mapped), 1):
            position = next((p for p, m in places if m == outcome.mapping), None)
            if position is None:  # (the pool gives the articles back in the order sent)
                raise RuntimeError(f"{outcome.mapping} came back out of order")
            # its artifact and parts are written by the worker; its record is kept
            if verdicts.accept(outcome, position):
                graph = str(build.minter.article_graph(outcome.slug))
                if build.carried:
                    changed.append(graph)
                loads.add(graph, outcome.ntriples)
            if number % 500 == 0:
                build.clock.progress(f"mapped and validated {number}/{work.mapped} articles")
        loads.finish()
    if verdicts.failed:
        raise ValidationFailed(verdicts.report())
    mapped = work.mapped
    build.clock.done("map+validate", f"reused {work.reused} article(s); mapped and "
                                     f"validated {mapped}/{mapped} articles")
    return changed


def _check_beside_dumps(build: _Writing, carried: _Carried, changed: list[str],
                        by_graph: dict) -> tuple[_DumpsWritten, void_partitions.Partitions]:
    """The checks step, with the dumps and the catalogue beside it: the union's SHACL check
    and the entity pages' counts in this thread, the catalogue, then the dumps and the VoID
    partitions, in another. Returns the dumps written and the partitions."""
    store, previous = build.store, build.carried_from
    # The dumps are files made of files (reading and writing gigabytes at 10,000
    # articles), the checks below are the store's queries: one beside the other. The
    # union check, the counts and the catalogue are read-only queries of one store, each
    # on one core for most of its time: the union check then the counts in this thread,
    # the catalogue beside them, take the longer side's time, not the sum. (The union
    # check beside the counts then the catalogue left the catalogue last, alone, at
    # 100,000 articles; a thread each held all three's memory at once, a peak of
    # 1,563 MiB at 100,000 articles.)
    with ThreadPoolExecutor(max_workers=2) as beside:
        # Set when the build fails here: the catalogue stops at its next step (it takes
        # minutes at 100,000 articles) rather than be waited for.
        failed = threading.Event()
        since = carried.touched if build.carried else None
        catalogued = beside.submit(_timed, lambda: write_catalogue(
            store, build.folder, previous=previous, touched=since, stopped=failed.is_set))
        try:
            # The union's size is a count over the whole store (13.5 s at 100,000
            # articles): made in the dumps' thread, beside the checks, not before them.
            dumps = beside.submit(_write_dumps, build.folder, build.book, build.minter,
                                  store.union_size, previous, build.checked)
            if carried.leaving is not None and len(changed) <= void_partitions.MOST_GRAPHS:
                counted = beside.submit(
                    void_partitions.corrected, carried.earlier_partitions, carried.leaving,
                    void_partitions.held_only_by(store, changed))
            else:
                counted = beside.submit(void_partitions.count_all, store)
            union_seconds = _check_union(build, by_graph, changed)
            if catalogued.done():
                catalogued.result()  # (a catalogue that failed: not worth the counts)
            entities, counts_seconds = _timed(_count_lists, store, build.folder,
                                              build.previous, since)
            listed, catalogue_seconds = catalogued.result()
            build.clock.done("checks", f"the union of the articles' graphs conforms "
                                       f"({union_seconds:.1f} s), then counted the long "
                                       f"lists of {entities} entity pages "
                                       f"({counts_seconds:.1f} s); beside them, catalogued "
                                       f"{listed} entities for search and browse"
                                       + (f" ({len(carried.touched)} touched)"
                                          if build.carried else "")
                                       + f" ({catalogue_seconds:.1f} s)")
            # On an error above, leaving this block waits for the dumps first, so
            # that the build's folder is not removed under them.
            written = dumps.result()
            build.book.replace(written.repaired.values())
            try:
                partitions = counted.result()
            except ValueError:  # the published counts were wrong: counted again
                partitions = void_partitions.count_all(store)
        except BaseException:
            failed.set()
            raise
    return written, partitions


def _check_union(build: _Writing, by_graph: dict, changed: list[str]) -> float:
    """Check the union of the articles' graphs against the shapes (only the changed
    articles' part of it when the store was carried over); fail the build
    (ValidationFailed, with the mapping lines of the conflicts) if it does not conform.
    Returns the seconds it took."""
    started = time.monotonic()
    conflicts = union_conflicts(build.store, build.inputs.shapes, by_graph,
                                None if not build.carried else changed)
    union_seconds = time.monotonic() - started
    if conflicts:
        raise ValidationFailed(report_of(with_conflict_lines(
            conflicts, lambda slug: _mapping_of(build.settings, build.book, slug),
            build.minter)))
    return union_seconds


def _report_dumps(build: _Writing, written: _DumpsWritten) -> None:
    """The dumps step's line: how many quads in how many named graphs."""
    # The quads are those the N-Quads dump holds (counting them in the store is a scan
    # of every quad: 28 s at 100,000 articles).
    quads = next(f["statements"] for f in written.whole
                 if f["role"] == "dataset-nquads")
    build.clock.done("dumps", f"wrote the dumps ({quads} quads in {len(build.book) + 2} "
                              f"named graphs), beside the checks")


def _write_manifest(build: _Writing, written: _DumpsWritten,
                    partitions: void_partitions.Partitions) -> str:
    """The manifest step: write the build's manifest.json (its digest, articles, graphs,
    files, VoID partitions and store files); returns the build's digest."""
    settings, book, minter = build.settings, build.book, build.minter
    digest = build_digest(build.work.context, book.slugs_and_keys())
    manifest = {
        "digest": digest,
        "version": __version__,
        "base_uri": settings.base_uri,
        # The store's default graph holds the union of the named graphs (load_graph).
        "default_graph": "union",
        "published": dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"),
        "articles": Streamed(book.slugs("build")),
        "graphs": {
            "articles": StreamedItems((slug, str(minter.article_graph(slug)))
                                      for slug in book.slugs("slug")),
            "ontology": str(minter.ontology_graph()),
            "shapes": str(minter.shapes_graph()),
        },
        "files": Streamed(itertools.chain(written.whole, _artifact_entries(build.folder, book),
                                          written.vocabularies)),
        # For VoID's class and property partitions (kg.published.partitions).
        "partitions": partitions,
        # What the server checks before it serves the build (kg.published.layout.verify_store).
        "store_files": _store_files(build.folder, build.previous if build.carried else None),
    }
    write_json(build.folder / MANIFEST, manifest)
    return digest


def _timed(function: Callable, *args) -> tuple[object, float]:
    started = time.monotonic()
    return function(*args), time.monotonic() - started


def _count_lists(store: Store, folder: Path, previous: Path | None,
                 touched: set[str] | None) -> int:
    """Write the counts of the entity pages' long lists (from the previous build's and the
    entities ``touched``, when the store was carried over); how many entities have some."""
    if touched is not None and previous is not None:
        try:
            previous_counts = read_counts(previous)
        except ValueError:  # (damaged: counted again from the store)
            pass
        else:
            if previous_counts.has_every_section():
                try:
                    return recount(store, folder, previous_counts, touched)
                except sqlite3.DatabaseError as exc:  # (damaged since it was checked)
                    log.warning("the published counts cannot be read (%s): counted again",
                                exc)
    return write_counts(folder, count_sections(store))


def _published_partitions(previous: Path | None) -> void_partitions.Partitions | None:
    """The published build's VoID partitions, if it has readable ones to correct."""
    if previous is None:
        return None
    try:
        return void_partitions.readable(manifest_summary(previous).partitions)
    except DamagedBuild:
        return None


def _store_files(folder: Path, previous: Path | None) -> list[dict]:
    """The store's files for the manifest (kg.published.layout.store_files). A table file the
    carried-over store still shares with the published one (the same inode: a hard link
    made by Store.backup; RocksDB never rewrites a table file) keeps the digest
    that build recorded, instead of reading gigabytes again; if that file was tampered
    with, the server's check of either build finds it."""
    if previous is None:
        return store_files(folder)
    try:
        recorded = {e["path"]: e for e in manifest_summary(previous).store_files}
    except (DamagedBuild, KeyError, TypeError):
        return store_files(folder)
    return store_files(folder, lambda name: _shared(folder, previous, name, recorded))


def _shared(folder: Path, previous: Path, name: str, recorded: dict) -> str | None:
    """The recorded digest of a store file that is the published build's own file."""
    entry = recorded.get(name)
    if entry is None or not name.endswith(".sst"):  # only table files are never rewritten
        return None
    try:
        ours, theirs = (folder / STORE_DIR / name).stat(), (previous / STORE_DIR / name).stat()
    except OSError:
        return None
    same = (ours.st_ino, ours.st_dev) == (theirs.st_ino, theirs.st_dev)
    return entry["sha256"] if same and ours.st_size == entry["bytes"] else None


def _published_file(build_path: Path | None, role: str) -> bytes | None:
    """A published build's file of this role, if it matches its manifest's digest."""
    if build_path is None:
        return None
    try:
        entry = manifest_summary(build_path).files_by_role[role]
        data = (build_path / DUMPS_DIR / entry["path"]).read_bytes()
        recorded = entry["sha256"]
    except (DamagedBuild, OSError, KeyError, TypeError):
        return None
    return data if hashlib.sha256(data).hexdigest() == recorded else None


def _manifest_digest(build_path: Path | None) -> str | None:
    if build_path is None:
        return None
    try:
        return manifest_summary(build_path).digest
    except DamagedBuild:
        return None


def _link(source: Path, target: Path) -> None:
    """A reused artifact: a hard link to the published one (a copy across file systems;
    nothing if it is gone: a missing fragment is written again from the store)."""
    try:
        os.link(source, target)
    except FileNotFoundError:
        pass
    except OSError:
        shutil.copyfile(source, target)


def _file_entry(folder: Path, path: Path, media_type: str, statements: int,
                role: str, sha256: str | None = None) -> dict:
    return {
        "path": str(path.relative_to(folder)),
        "media_type": media_type,
        "role": role,
        "bytes": path.stat().st_size,
        "sha256": sha256 or file_sha256(path),
        "statements": statements,
    }


WHOLE_DUMPS = [("ttl", "text/turtle", "dataset-turtle"),
               ("trig", "application/trig", "dataset-trig"),
               ("nq", "application/n-quads", "dataset-nquads")]


def _dump_parts(folder: Path, records: Iterable[Record], minter: Minter) -> Iterator[Part]:
    """A build's graphs in its dumps' order: the ontology, the shapes, the articles by id
    (``records`` come in that order: RecordBook.in_slug_order)."""
    dumps = folder / DUMPS_DIR
    yield Part(str(minter.ontology_graph()), dumps / "ontology.ttl")
    yield Part(str(minter.shapes_graph()), dumps / "shapes.ttl")
    for r in records:
        yield Part(str(minter.article_graph(r.slug)), artifact_path(folder, r.slug), r)


@dataclass(frozen=True)
class _DumpsWritten:
    whole: list[dict]  # the manifest's entries of the whole-dataset dumps
    vocabularies: list[dict]  # of the ontology, the shapes and the SHACL report
    repaired: dict[str, Record]  # the records of articles whose parts were made again


def _write_dumps(folder: Path, book: RecordBook, minter: Minter,
                 union_size: Callable[[], int], previous: Path | None = None,
                 checked: CheckedFiles | None = None) -> _DumpsWritten:
    """The dumps, from the parts of the build in ``folder`` and, when it follows the
    published build ``previous``, from that one's dumps (kg.build.dumps.write_dataset). In a
    thread of its own: both builds' records are read on connections of its own, a row at a
    time."""
    dumps = folder / DUMPS_DIR
    with contextlib.ExitStack() as opened:
        records = book.reader()
        opened.callback(records.close)
        earlier = None
        published = RecordBook.open(previous)
        if published is not None:
            opened.callback(published.close)
            earlier = Earlier(previous, lambda: _dump_parts(
                previous, _readable(published.in_slug_order()), minter))
        written, repaired = write_dataset(
            folder, lambda: _dump_parts(folder, records.in_slug_order(), minter), dumps,
            DUMP_NAME, PREFIXES, union_size(), earlier, checked)
    entries: list[dict] = []
    for suffix, media_type, role in WHOLE_DUMPS:
        dump = written[suffix + ".gz"]
        # The plain dump is not a file: it is served by decompressing the gzip one, so its
        # size and digest are not known (what identifies it is the gzip file's).
        entries.append({"path": f"{DUMP_NAME}.{suffix}", "media_type": media_type,
                        "role": role, "statements": dump.statements,
                        "compressed": dump.path.name})
        entries.append(_file_entry(dumps, dump.path, "application/gzip", dump.statements,
                                   role + "-gzip", dump.sha256))
    vocabularies: list[dict] = []
    for name in ("ontology", "shapes"):
        turtle = dumps / f"{name}.ttl"
        statements = len(ntriples_of_turtle(turtle.read_bytes()).splitlines())
        vocabularies.append(_file_entry(dumps, turtle, "text/turtle", statements, name))
    # A published build conforms: its report is the one of a build without violations.
    report = report_of([])
    path = dumps / "shacl-report.ttl"
    report.graph.serialize(path, format="turtle")
    vocabularies.append(_file_entry(dumps, path, "text/turtle", len(report.graph),
                                    "shacl-report"))
    return _DumpsWritten(entries, vocabularies, repaired)


def _readable(records: Iterator[Record]) -> Iterator[Record]:
    """A published build's records; a file that cannot be read (damaged since the plan read
    it) is a ValueError, which only means the dumps cannot be copied from that build."""
    try:
        yield from records
    except sqlite3.Error as exc:
        raise ValueError(f"the published build's records cannot be read: {exc}") from None


def _artifact_entries(folder: Path, book: RecordBook) -> Iterator[dict]:
    """The manifest's entry of each article's artifact, in build order (written by the
    pipeline, or carried over and checked against its digest)."""
    dumps = folder / DUMPS_DIR
    for record in book.in_build_order():
        yield _file_entry(dumps, artifact_path(folder, record.slug), "text/turtle",
                          record.statements, "article", record.sha256)


def switch_current(out: Path, target: Path) -> None:
    """Point out/current at ``target`` with one atomic rename."""
    link = out / CURRENT
    temporary = out / f".{CURRENT}.{os.getpid()}"
    if temporary.is_symlink() or temporary.exists():
        temporary.unlink()
    temporary.symlink_to(target.relative_to(out))
    os.replace(temporary, link)


def _remove_stale_staging(builds: Path) -> None:
    # Only one build runs at a time (the lock), so any staging folder left is from a
    # build that died; so is a build folder newer than the published one (killed between
    # naming its folder and the switch): never published, it must not count among the
    # builds kept, nor be one a server falls back on.
    for stale in builds.glob(".staging-*"):
        shutil.rmtree(stale, ignore_errors=True)
    current = current_build(builds.parent)
    if current is not None:
        for unpublished in published_builds(builds.parent):
            if unpublished.name > current.name:
                shutil.rmtree(unpublished, ignore_errors=True)


def _prune(out: Path, keep_path: Path, keep: int) -> None:
    for old in published_builds(out)[keep:]:
        if old != keep_path:
            shutil.rmtree(old, ignore_errors=True)
