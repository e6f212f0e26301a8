"""One article at a time: read -> map -> validate -> artifact, in a pool of worker processes.

Each article's validated graph is an artifact of the build (its Turtle dump,
``dumps/articles/<article>.ttl``), keyed by a digest of everything that decides it: the
article's text and mapping input, the ontology, the shapes, the base URI and the code that
maps and validates. A build compares each mapping file with the published build's record
of it and maps and validates only new and changed articles; the others keep their artifact
(checked against its SHA-256, so a damaged or tampered file is mapped again, never
published; a file hashed by an earlier build and in the same state since is not read
again, see kg.build.checked).

Workers receive file paths, write the article's artifact and its parts of the dataset
dumps (kg.build.dumps) into the new build's folder themselves, and send back its record, its
verdict and its N-Triples (which the build loads into the store): every cost of one article
but the store's writes is paid in a worker, and no process holds more than the articles it
is working on.
"""

from __future__ import annotations

import functools
import hashlib
import logging
import multiprocessing
import os
import re
import sqlite3
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Iterator

import pyoxigraph as ox
from rdflib import Graph, URIRef

from kg import __version__
from kg.build.checked import CheckedFiles
from kg.published.records import Record, RecordBook
from kg.mappers import BuildInfo, MapContext, map_all
from kg.build.lines import with_lines
from kg.bounded_files import read_bounded
from kg.source import (DRAFT_FILENAME, MAPPING_FILENAME, MOST_MAPPING_BYTES, SourceError,
                     SourceErrors, drafts_error, input_digest, parse_article, read_article_text)
from kg.build.dumps import (digests, file_sha256, make_fragments, sizes, sorted_lines,
                    write_fragments)
from kg.store.terms import ntriples_term, to_oxigraph
from kg.uris import Minter
from kg.build.validation import Gate, Violation
from kg.vocab import PREFIXES

log = logging.getLogger(__name__)

WORKERS = 2  # map+validate processes (the machine this is tuned for has two cores)
PARALLEL_FROM = 20  # below this many articles to map, a pool costs more than it saves
IN_FLIGHT = 128  # articles handed to the workers and not yet taken back by the build

# The code that decides an article's graph: a change to any of it rebuilds every article.
_CODE = Path(__file__).resolve().parent.parent  # kg/
CODE_FILES = ("source", "uris.py", "vocab.py", "build/validation.py",
              "build/pipeline.py", "build/dumps.py", "mappers")


def code_digest() -> str:
    digest = hashlib.sha256(f"diplokg {__version__}\n".encode())
    for name in CODE_FILES:
        path = _CODE / name
        for file in sorted(path.rglob("*.py")) if path.is_dir() else [path]:
            digest.update(f"{file.relative_to(_CODE)}\n".encode())
            digest.update(file.read_bytes())
    return digest.hexdigest()


def context_digest(base_uri: str, ontology_bytes: bytes, shapes_bytes: bytes,
                   include_drafts: bool = False) -> str:
    """What every article's graph depends on besides the article itself (and whether drafted
    items may be published: a build without them must look at every article again)."""
    digest = hashlib.sha256(f"{code_digest()}\n{base_uri}\n{include_drafts}\n".encode())
    digest.update(hashlib.sha256(ontology_bytes).digest())
    digest.update(hashlib.sha256(shapes_bytes).digest())
    return digest.hexdigest()


def article_key(context: str, source: str) -> str:
    """The artifact's key: the context and the article's own input (ArticleInput.digest)."""
    return hashlib.sha256(f"{context}\n{source}\n".encode()).hexdigest()


def source_digest(mapping: Path, text: Path, draft: Path | None = None) -> str | None:
    """ArticleInput.digest, from the files alone (None if the mapping or text is gone, or is
    not one to read: the article is then parsed again, which says why; a missing ``draft``,
    `kg draft`'s record beside the mapping, is a state of its own)."""
    try:
        drafted = (read_bounded(draft, MOST_MAPPING_BYTES, within=mapping.parent)
                   if draft is not None and draft.exists() else None)
        return input_digest(read_article_text(text, mapping.parent),
                            read_bounded(mapping, MOST_MAPPING_BYTES), drafted)
    except OSError:
        return None


# ---------------------------------------------------------------------------------------------
# The published build's record, and what a new build does with each article
# ---------------------------------------------------------------------------------------------

# What a plan says of a mapping file.
REUSED, ADDED, CHANGED, DAMAGED = range(4)  # (DAMAGED: changed, its artifact damaged)


class Plan:
    """Each mapping file of the data folder: reused (its record is the published build's)
    or to be mapped. Held in a private temporary SQLite database (on disk past its page
    cache, deleted when closed), not in Python: the paths of 100,000 articles, their sort
    and their sets peaked at 47 MiB. The records stay in the published build's file
    (``previous``), read one at a time."""

    def __init__(self, context: str, full: bool, previous: RecordBook | None) -> None:
        self.context = context
        self.full = full  # every article is mapped: no usable previous build, or its
        # context changed
        self.previous = previous  # the published build's records
        # (read by the pool's feeding thread too: each page of rows is a query of its own)
        self._db = sqlite3.connect("", check_same_thread=False)
        self._db.executescript("""
            CREATE TABLE path (key BLOB PRIMARY KEY, mapping TEXT NOT NULL,
                               state INTEGER NOT NULL) WITHOUT ROWID;
            CREATE TABLE removed (mapping TEXT PRIMARY KEY) WITHOUT ROWID;
        """)
        self._counts = [0, 0, 0, 0]

    def add(self, mapping: str, state: int) -> None:
        # Sorted as the paths' parts are (as sorted() sorts Path objects), not as the text
        # (where "a-b/" comes before "a/").
        key = b"\0".join(part.encode("utf-8", "surrogateescape")
                          for part in mapping.split("/"))
        self._db.execute("INSERT INTO path VALUES (?, ?, ?)", (key, mapping, state))
        self._counts[state] += 1

    def note_removed(self, records: Iterable[Record]) -> None:
        """Note each of the published ``records`` whose mapping file the plan has not."""
        # (indexed here, once: most plans have nothing removed and never get this far)
        self._db.execute("CREATE INDEX by_mapping ON path (mapping)")
        for record in records:
            if self._db.execute("SELECT 1 FROM path WHERE mapping = ?",
                                (record.mapping,)).fetchone() is None:
                self._db.execute("INSERT INTO removed VALUES (?)", (record.mapping,))

    def _paths(self, states: tuple[int, ...]) -> Iterator[tuple[str, int]]:
        """(mapping, state) of the paths in these states, in build order, a page of rows
        a query."""
        marks = ",".join(str(int(state)) for state in states)
        last = b""
        while rows := self._db.execute(
                f"SELECT key, mapping, state FROM path WHERE key > ? AND state IN ({marks}) "
                f"ORDER BY key LIMIT 1000", (last,)).fetchall():
            for _key, mapping, state in rows:
                yield mapping, state
            last = rows[-1][0]

    # -- what it says ------------------------------------------------------------------

    @property
    def articles(self) -> int:
        return sum(self._counts)

    @property
    def reused(self) -> int:
        return self._counts[REUSED]

    @property
    def mapped(self) -> int:
        """How many are mapped: added, changed or with a damaged artifact."""
        return self.articles - self.reused

    @property
    def changed(self) -> int:
        return self._counts[CHANGED] + self._counts[DAMAGED]

    @property
    def damaged(self) -> int:
        return self._counts[DAMAGED]

    @property
    def removed(self) -> int:
        return self._db.execute("SELECT count(*) FROM removed").fetchone()[0]

    def order(self) -> Iterator[tuple[int, str, int]]:
        """Every mapping file in build order: its position, path and state."""
        return ((position, mapping, state) for position, (mapping, state)
                in enumerate(self._paths((REUSED, ADDED, CHANGED, DAMAGED))))

    def to_map(self) -> Iterator[str]:
        """The mapping files to map, in build order."""
        return (mapping for mapping, _state in self._paths((ADDED, CHANGED, DAMAGED)))

    def removed_records(self) -> Iterator[Record]:
        """Old records whose file is gone, by mapping path."""
        gone = [row[0] for row in self._db.execute("SELECT mapping FROM removed ORDER BY "
                                                   "mapping")]  # (few, but for a mass move)
        return (self.old(mapping) for mapping in gone)

    def replaced(self) -> Iterator[Record]:
        """Old records whose graph leaves the store: removed, changed or damaged."""
        yield from self.removed_records()
        for mapping, _state in self._paths((CHANGED, DAMAGED)):
            yield self.old(mapping)

    def close(self) -> None:
        self._db.close()
        if self.previous is not None:
            self.previous.close()

    def old(self, mapping: str) -> Record:
        record = self.previous.get(mapping) if self.previous is not None else None
        if record is None:
            raise KeyError(mapping)
        return record


def _mapping_paths(data_dir: Path) -> Iterator[str]:
    """Each mapping file under the data folder, relative to it, as the walk finds it (not
    into linked folders, as rglob did not go). Not rglob: Python 3.11's keeps a set of every
    path it has given, 43 MiB at 100,000 articles."""
    top = os.path.join(str(data_dir), "")  # (with its separator: cut from each path found)
    for folder, _folders, files in os.walk(top):
        if MAPPING_FILENAME in files:
            yield os.path.join(folder, MAPPING_FILENAME)[len(top):]


def plan(data_dir: Path, context: str, previous: Path | None, full: bool = False,
         checked: CheckedFiles | None = None) -> Plan:
    """Compare the data folder with the published build; reads files, parses nothing.

    A file ``checked`` vouches for (hashed by an earlier build, in the same state since) is
    not read again; the files that are hashed are noted in it."""
    checked = checked if checked is not None else CheckedFiles(trusted=False)
    old = RecordBook.open(previous)
    if full or old is None or old.context != context:
        return _everything(data_dir, context, old)
    try:
        return _compare(data_dir, context, previous, old, checked)
    except sqlite3.Error as exc:  # (damaged since it was opened: read as no record)
        log.warning("the published build's records cannot be read (%s): a full build", exc)
        old.close()
        return _everything(data_dir, context, None)


def _everything(data_dir: Path, context: str, old: RecordBook | None) -> Plan:
    result = Plan(context, True, old)
    try:
        with result._db:
            for mapping in _mapping_paths(data_dir):
                result.add(mapping, ADDED)
    except BaseException:
        result.close()
        raise
    return result


def _compare(data_dir: Path, context: str, previous: Path, old: RecordBook,
             checked: CheckedFiles) -> Plan:
    result = Plan(context, False, old)
    recorded = 0  # mapping files the published build has a record of
    try:
        with result._db:  # (one transaction)
            for mapping in _mapping_paths(data_dir):
                record = old.get(mapping)
                recorded += record is not None
                result.add(mapping, _state(data_dir, previous, record, mapping, checked))
            if recorded < len(old):  # some are gone (else none: no record is looked for)
                result.note_removed(old.in_mapping_order())
    except BaseException:
        result._db.close()  # (the published records are the caller's to close)
        raise
    return result


def _state(data_dir: Path, previous: Path, record: Record | None, mapping: str,
           checked: CheckedFiles) -> int:
    if record is None:
        return ADDED
    # `kg draft`'s record beside the mapping, when there is one, is an input too
    draft = (data_dir / mapping).parent / DRAFT_FILENAME
    inputs = (data_dir / mapping, data_dir / record.text) + ((draft,) if draft.exists() else ())
    if not checked.confirm(f"source {mapping}", record.source, inputs,
                           lambda: source_digest(*inputs)):
        return CHANGED
    artifact = artifact_path(previous, record.slug)
    if not checked.confirm(f"artifact {record.slug}", record.sha256, (artifact,),
                           lambda: file_sha256(artifact)):
        return DAMAGED
    return REUSED


# ---------------------------------------------------------------------------------------------
# Mapping and validating one article (in a worker process)
# ---------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Outcome:
    """One article mapped and validated: its record and artifact, or its violations."""

    slug: str
    mapping: str
    line: int | None
    record: Record
    ntriples: bytes  # its graph in N-Triples, sorted (the artifact and parts are on disk)
    conforms: bool
    violations: tuple[Violation, ...]
    report: bytes  # the SHACL report in N-Triples, only when it does not conform


@dataclass(frozen=True)
class WorkerInputs:
    data_dir: Path
    base_uri: str
    context: str
    ontology_bytes: bytes
    shapes_bytes: bytes
    include_drafts: bool = False
    folder: Path | None = None  # the new build's folder, where artifacts go (None: none)


_WORKER: tuple[WorkerInputs, Minter, Gate] | None = None


@functools.lru_cache(maxsize=2)
def gate_of(ontology_bytes: bytes, shapes_bytes: bytes) -> Gate:
    """The gate of an ontology and shapes given as Turtle, parsed and compiled once per
    process for the same bytes (about 0.15 s): a process that validates again and again
    (the test suite's builds, a worker forked from one) pays it once. A Gate keeps nothing
    of the graphs it checks."""
    ontology = Graph().parse(data=ontology_bytes, format="turtle")
    shapes = Graph().parse(data=shapes_bytes, format="turtle")
    return Gate(shapes, ontology)
# Oxigraph's terms for rdflib's, kept per worker: most terms of an article (its predicates,
# classes, the people and countries it shares with others) come back in every article.
_TERMS: dict = {}
_WRITTEN: dict = {}  # and their N-Triples forms
_TERMS_MOST = 200_000


def _start_worker(inputs: WorkerInputs) -> None:
    global _WORKER
    _WORKER = (inputs, Minter(inputs.base_uri), gate_of(inputs.ontology_bytes,
                                                        inputs.shapes_bytes))
    _TERMS.clear()
    _WRITTEN.clear()


def ntriples_text(triples: Iterable) -> str:
    """The triples in N-Triples, IRIs written once per worker (kg.store.terms.ntriples_term)."""
    lines = []
    for triple in triples:
        parts = []
        for term in triple:
            if type(term) is URIRef:
                written = _WRITTEN.get(term)
                if written is None:
                    if len(_WRITTEN) >= _TERMS_MOST:
                        _WRITTEN.clear()
                    written = _WRITTEN[term] = ntriples_term(term)
                parts.append(written)
            else:
                parts.append(ntriples_term(term))  # (a blank node: ValueError)
        lines.append(" ".join(parts))
    return " .\n".join(lines) + " .\n" if lines else ""


# A literal of an XML Schema datatype other than xsd:string (which N-Triples does not write):
# a number, a boolean, a date or a time, which a store keeps by its value and writes back in
# the canonical form of that value ("01" and "+1" as "1", "1.0"^^xsd:double as "1").
_XSD_TYPED = b'"^^<http://www.w3.org/2001/XMLSchema#'
_TYPED_LINE = re.compile(rb'"([^"\\]*)"\^\^<http://www\.w3\.org/2001/XMLSchema#(\w+)> \.\n\Z')
# The lexical forms a store writes back as they are, by datatype: those the mappers make (a
# Python int, a checked date, year or month of a year). A literal of another form or
# datatype goes through a store (tests/test_ntriples_terms.py holds each pattern to what a store writes).
_KEPT_AS_WRITTEN = {
    b"integer": re.compile(rb"0|-?[1-9][0-9]{0,17}"),
    b"date": re.compile(rb"[0-9]{4}-[0-9]{2}-[0-9]{2}"),
    b"gYear": re.compile(rb"[0-9]{4}"),
    b"gYearMonth": re.compile(rb"[0-9]{4}-(0[1-9]|1[0-2])"),
    b"boolean": re.compile(rb"true|false"),
}


def _kept_as_written(line: bytes) -> bool:
    if _XSD_TYPED not in line:
        return True
    found = _TYPED_LINE.search(line)
    if found is None:
        return False
    pattern = _KEPT_AS_WRITTEN.get(found.group(2))
    return pattern is not None and pattern.fullmatch(found.group(1)) is not None


def canonical_ntriples(triples: list) -> bytes | None:
    """The triples in N-Triples as an Oxigraph store writes them, each once, sorted: the
    article's graph as the build keeps it (and its store holds). None for a blank node or a
    term Oxigraph refuses.

    The text made in Python is read by Oxigraph's parser (a quarter of the cost of making
    each term and quad in Python) and written back in its canonical form (a language tag in
    lower case, a tab escaped), where equal terms are the same text and different terms
    different text. Only a line with a literal a store would write otherwise (above) goes
    through a store. Its distinct lines are the graph, without a store for the rest (a store
    an article: 0.6-0.9 ms)."""
    try:
        text = ntriples_text(triples)
        canonical = ox.serialize(ox.parse(text.encode("utf-8"), ox.RdfFormat.N_TRIPLES),
                                 format=ox.RdfFormat.N_TRIPLES)
    except (SyntaxError, ValueError):
        return None
    lines: list[bytes] = []
    by_value: list[bytes] = []
    for line in canonical.splitlines(keepends=True):
        (lines if _kept_as_written(line) else by_value).append(line)
    if by_value:
        store = ox.Store()
        store.load(b"".join(by_value), ox.RdfFormat.N_TRIPLES)
        lines += store.dump(format=ox.RdfFormat.N_TRIPLES,
                            from_graph=ox.DefaultGraph()).splitlines(keepends=True)
    return b"".join(sorted(set(lines)))


def _term(term):
    # Only IRIs are kept: a literal's equality in rdflib is looser than Oxigraph's (a
    # language tag's case), so literals are converted each time.
    if type(term) is not URIRef:
        return to_oxigraph(term)
    found = _TERMS.get(term)
    if found is None:
        if len(_TERMS) >= _TERMS_MOST:
            _TERMS.clear()
        found = _TERMS[term] = ox.NamedNode(str(term))
    return found


@dataclass(frozen=True)
class _Rejected:
    """The SourceErrors met in a worker, sent back in parts (the exceptions themselves do
    not survive pickling: their constructors take several arguments)."""

    errors: tuple[tuple[str, int | None, str], ...]

    def exceptions(self) -> list[SourceError]:
        return [SourceError(Path(file), line, message) for file, line, message in self.errors]


def _process(mapping: str) -> "Outcome | _Rejected":
    try:
        return _map_and_validate(mapping)
    except SourceError as exc:
        found = exc.errors if isinstance(exc, SourceErrors) else [exc]
        return _Rejected(tuple((str(e.file), e.line, e.message) for e in found))


def _map_and_validate(mapping: str) -> Outcome:
    assert _WORKER is not None
    inputs, minter, gate = _WORKER
    article = parse_article(inputs.data_dir / mapping)
    for warning in article.warnings:
        log.warning("%s", warning)
    refused = None if inputs.include_drafts else drafts_error([article])
    if refused is not None:
        raise refused
    key = article_key(inputs.context, article.digest)
    # The build that produced an article's graph is named from the artifact's key, so that
    # an unchanged article's graph stays the same whatever else changes in the corpus.
    triples = list(map_all(MapContext.create(article, minter, BuildInfo(key, __version__))))
    ntriples = canonical_ntriples(triples)
    if ntriples is not None:
        checked = gate.check_ntriples(article.slug, ntriples, lambda: graph_of(triples))
    else:
        # a blank node, or a term Oxigraph refuses: made one by one (with the label the
        # mapping gave it, or the error the term constructors give), in a store
        store = ox.Store()
        default = ox.DefaultGraph()
        store.extend(ox.Quad(_term(s), _term(p), _term(o), default) for s, p, o in triples)
        ntriples = sorted_lines(store.dump(format=ox.RdfFormat.N_TRIPLES, from_graph=default))
        checked = gate.check_store(article.slug, store, lambda: graph_of(triples))
    report = with_lines(checked, [article], minter)
    artifact = ox.serialize(ox.parse(ntriples, ox.RdfFormat.N_TRIPLES),
                            format=ox.RdfFormat.TURTLE, prefixes=PREFIXES)
    fragments = make_fragments(str(minter.article_graph(article.slug)), artifact, ntriples)
    record = Record(article.slug, mapping, str(article.text_file.relative_to(inputs.data_dir)),
                    article.digest, key, hashlib.sha256(artifact).hexdigest(),
                    ntriples.count(b"\n"), digests(fragments), sizes(fragments))
    if report.conforms and inputs.folder is not None:
        write_artifact(inputs.folder, article.slug, artifact, fragments)
    report_bytes = b"" if report.conforms else report.graph.serialize(format="nt",
                                                                       encoding="utf-8")
    return Outcome(article.slug, mapping, article.meta.line, record, ntriples,
                   report.conforms, report.violations, report_bytes)


def artifact_path(folder: Path, slug: str) -> Path:
    return folder / "dumps" / "articles" / f"{slug}.ttl"


def write_artifact(folder: Path, slug: str, artifact: bytes,
                   fragments: dict[str, bytes]) -> None:
    path = artifact_path(folder, slug)
    # A file of this name may be a hard link to the published build's (an article reused
    # under the same id): writing through it would change the build being served.
    path.unlink(missing_ok=True)
    path.write_bytes(artifact)
    write_fragments(folder, slug, fragments)


def graph_of(triples: Iterable) -> Graph:
    graph = Graph()
    for prefix, iri in PREFIXES.items():
        graph.bind(prefix, iri, override=True)
    for triple in triples:
        graph.add(triple)
    return graph


def turtle_of(graph: Graph) -> bytes:
    """A graph in Turtle, its statements in the order of sorted_lines."""
    ntriples = ox.serialize([ox.Triple(to_oxigraph(s), to_oxigraph(p), to_oxigraph(o))
                             for s, p, o in graph], format=ox.RdfFormat.N_TRIPLES)
    return ox.serialize(ox.parse(sorted_lines(ntriples), ox.RdfFormat.N_TRIPLES),
                        format=ox.RdfFormat.TURTLE, prefixes=PREFIXES)


def process_articles(mappings: Iterable[str], inputs: WorkerInputs, count: int | None = None,
                     workers: int = WORKERS) -> Iterator[Outcome]:
    """Map and validate each article, in order; in ``workers`` processes when it pays
    (``count``: how many ``mappings`` holds, when it is not a list)."""
    count = len(mappings) if count is None else count  # type: ignore[arg-type]
    # Bad input in one article does not stop the others: every error of every mapping
    # file is reported at the end, in one run.
    rejected: list[SourceError] = []
    pool = None
    # At most IN_FLIGHT articles are handed out and not yet taken back: when the build is
    # slower than the workers (its store writes), their outcomes wait in the workers rather
    # than pile up in the build's memory.
    room = threading.Semaphore(IN_FLIGHT)
    stop = threading.Event()

    def handed_out() -> Iterator[str]:
        for mapping in mappings:
            while not room.acquire(timeout=0.2):
                if stop.is_set():
                    return
            if stop.is_set():
                return
            yield mapping

    if count < PARALLEL_FROM or workers < 2 or (os.cpu_count() or 1) < 2:
        _start_worker(inputs)
        results: Iterable = map(_process, mappings)
    else:
        pool = multiprocessing.get_context("fork").Pool(workers, _start_worker, (inputs,))
        results = pool.imap(_process, handed_out(), chunksize=8)
    try:
        for result in results:
            room.release()
            if isinstance(result, _Rejected):
                rejected += result.exceptions()
            elif not rejected:
                yield result
    finally:
        stop.set()
        if pool is not None:
            pool.terminate()
    if rejected:
        raise SourceErrors(rejected)
