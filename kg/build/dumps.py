"""The build's whole-dataset dumps, written by concatenating per-graph parts: nothing holds
the dataset in memory, and nothing is serialised or compressed again for an unchanged graph.

Every dump is made of one part per named graph, in one fixed order (the ontology, the
shapes, then the articles by id), so a full build and an incremental build of the same
input write the same bytes:

- ``diplokg.nq.gz``: each graph's N-Quads;
- ``diplokg.trig.gz``: the prefixes, then each graph's Turtle as a TriG graph block;
- ``diplokg.ttl.gz``: the prefixes, then each graph's Turtle, so the union of the graphs. A
  triple that several graphs hold (the name of a country that many articles mention) is
  written once per graph; a reader of the Turtle gets the set of triples, each once (RDF
  graphs are sets), which is the union. Removing the repeats would need the whole union in
  one place, which is what made the dump cost a minute for one changed article.

Each is gzip, one gzip member per part (RFC 1952 allows several; every gzip reader reads
them as one stream). Only the gzip files are written: the plain dumps (``diplokg.nq``…) are
served by decompressing them as they are sent (kg.web.downloads). Writing the plain files
again after every change was most of an incremental build at 10,000 articles (1.7 GB for
one changed article) and most of a build's disk (21 GB at 100,000 articles).

An article's parts are made once, by the worker that maps it, and kept beside its artifact
(``fragments/<article>.nq.gz``, ``.trig.gz``, ``.ttl.gz``), carried over like it. A part
that does not match its recorded digest is made again from the artifact (whose own digest
the plan has checked), never published as it is.

An incremental build does not read the unchanged parts' files to write its dumps: it copies
them from the published dumps, where their recorded sizes place them, checking each against
its recorded digest as it is copied (a sequential read of the published dump instead of
three small files per article: at 100,000 articles, 300,000 files that a long build has
pushed out of the page cache). The parts' files are still checked, by kg.build.checked's notes of
their state or by their digests, so that a damaged one is made again for the next build;
when most of them have to be read anyway (no notes yet, right after a full build), the
dumps are written from them, in one pass that notes them.
"""

from __future__ import annotations

import contextlib
import gzip
import hashlib
import itertools
import logging
import os
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO, Callable, Iterable, Iterator

import pyoxigraph as ox

from kg.build.checked import CheckedFiles, Reading
from kg.published.layout import DUMPS_DIR
from kg.store.oxigraph import nquads_of, prefix_lines, trig_block

if TYPE_CHECKING:
    from kg.build.pipeline import Record

log = logging.getLogger(__name__)

FRAGMENTS_DIR = "fragments"
FRAGMENT_KINDS = ("nq.gz", "trig.gz", "ttl.gz")
GZIP_LEVEL = 6  # zlib's default: most of level 9's size at a fraction of its time
SUFFIXES = ("ttl.gz", "trig.gz", "nq.gz")  # the whole-dataset dumps written


def fragment_path(folder: Path, slug: str, kind: str) -> Path:
    return folder / FRAGMENTS_DIR / f"{slug}.{kind}"


def gzip_member(data: bytes) -> bytes:
    """One gzip member, with no name and no time: the same data gives the same bytes."""
    return gzip.compress(data, compresslevel=GZIP_LEVEL, mtime=0)


def sorted_lines(ntriples: bytes) -> bytes:
    """N-Triples with its statements sorted (an order that depends on the triples alone), so
    the same graph always gives the same bytes, whichever process wrote it."""
    return b"".join(sorted(ntriples.splitlines(keepends=True)))


def turtle_body(turtle: bytes) -> bytes:
    """A graph's Turtle without its prefix declarations (declared once at a dump's top)."""
    start = 0
    while turtle.startswith(b"@prefix ", start):
        start = turtle.index(b"\n", start) + 1
    return turtle[start:]


def ntriples_of_turtle(turtle: bytes) -> bytes:
    """A graph's sorted N-Triples, read back from its Turtle."""
    return sorted_lines(ox.serialize(ox.parse(turtle, ox.RdfFormat.TURTLE),
                                     format=ox.RdfFormat.N_TRIPLES))


def make_fragments(graph: str, turtle: bytes, ntriples: bytes) -> dict[str, bytes]:
    """A graph's parts of the dataset dumps, from its Turtle and its sorted N-Triples."""
    nquads = nquads_of(graph, ntriples)
    return {"nq.gz": gzip_member(nquads),
            "trig.gz": gzip_member(trig_block(graph, turtle)),
            "ttl.gz": gzip_member(turtle_body(turtle))}


def digests(fragments: dict[str, bytes]) -> dict[str, str]:
    return {kind: hashlib.sha256(data).hexdigest() for kind, data in fragments.items()}


def sizes(fragments: dict[str, bytes]) -> dict[str, int]:
    return {kind: len(data) for kind, data in fragments.items()}


def write_fragments(folder: Path, slug: str, fragments: dict[str, bytes]) -> None:
    for kind, data in fragments.items():
        path = fragment_path(folder, slug, kind)
        path.unlink(missing_ok=True)  # a hard link to the previous build's: leave that one
        path.write_bytes(data)


def file_sha256(path: Path) -> str | None:
    digest = hashlib.sha256()
    try:
        with open(path, "rb") as handle:
            for block in iter(lambda: handle.read(1 << 20), b""):
                digest.update(block)
    except OSError:
        return None
    return digest.hexdigest()


class _Output:
    """A file written once, hashed as it is written (in blocks of a few MB: a dump is
    hundreds of thousands of small parts)."""

    BLOCK = 4 << 20

    def __init__(self, path: Path) -> None:
        self.path = path
        self._file: BinaryIO = open(path, "wb")
        self._digest = hashlib.sha256()
        self._pending = bytearray()

    def write(self, data: bytes) -> None:
        self._pending += data
        if len(self._pending) >= self.BLOCK:
            self._flush()

    def _flush(self) -> None:
        self._file.write(self._pending)
        self._digest.update(self._pending)
        self._pending.clear()

    def close(self) -> str:
        if not self._file.closed:
            try:
                self._flush()
            finally:
                self._file.close()
        return self._digest.hexdigest()


@dataclass(frozen=True)
class Dump:
    path: Path
    sha256: str
    statements: int


@dataclass(frozen=True)
class Part:
    """One named graph of the dataset: its Turtle (a file) and, for an article, its record,
    whose digests its kept parts must match. The ontology and the shapes have no record:
    their parts are made as the dump is written (they are small)."""

    graph: str
    turtle: Path
    record: "Record | None" = None


Parts = Callable[[], Iterable[Part]]  # a build's parts in its dumps' order, afresh each call


@dataclass(frozen=True)
class Earlier:
    """The published build a build follows: its folder, and its parts in its dumps' order."""

    folder: Path
    parts: Parts


class _CannotSplice(Exception):
    """The earlier dump cannot be reused as it is: the dump is written from its parts."""


def write_dataset(build: Path, parts: Parts, dumps: Path, name: str,
                  prefixes: dict[str, str], union_triples: int,
                  earlier: Earlier | None = None, checked: CheckedFiles | None = None
                  ) -> tuple[dict[str, Dump], dict[str, Record]]:
    """Write the union in Turtle and the named graphs in TriG and N-Quads, gzip each, from
    the parts in the order given; returns the dumps by suffix, and the records of the
    articles whose parts were made again. ``union_triples``: the distinct triples of the
    union (the store knows them; the Turtle repeats shared ones). ``parts`` gives the parts
    afresh at each call (a build's records are read from its file, never held): the
    ontology's and the shapes', then the articles' by id.

    With ``earlier`` (an incremental build, its parts in the same order), an unchanged
    article's part is copied from the earlier build's dump, where its recorded size places
    it, and checked against its recorded digest as it is copied; only new and changed parts
    are read from their files. The kept parts' files are still checked (by their state, if
    ``checked`` vouches for them, else by their digest) and made again if damaged, as the
    next build may need them. Anything unexpected in the earlier dump and the dump is
    written from the parts."""
    header = gzip_member(prefix_lines(prefixes))
    checked = checked if checked is not None else CheckedFiles(trusted=False)
    if earlier is not None:
        folder = str(build / FRAGMENTS_DIR)

        def unvouched() -> Iterator[Part]:
            return (p for p in parts() if p.record is not None and not checked.vouches(
                *_fragments_note(p.record), _fragment_files(folder, p.record.slug)))

        articles = not_vouched = 0
        for part in parts():
            if part.record is not None:
                articles += 1
                not_vouched += not checked.vouches(*_fragments_note(part.record),
                                                   _fragment_files(folder, part.record.slug))
        # Copying pays when the parts' files need not be read. Right after a full build
        # none is noted yet: reading them all and writing from them is then one pass
        # instead of two (and notes them for the next build).
        if 2 * not_vouched <= articles:
            repaired: dict[str, Record] = {}
            for part in unvouched():
                _read_kept(build, part, checked, repaired)
            try:
                return _splice(build, parts, dumps, name, header, union_triples, earlier,
                               repaired), repaired
            except _CannotSplice as why:
                log.warning("the dumps are written from their parts: %s", why)
                written, again = _assemble(build, parts(), dumps, name, header,
                                           union_triples, checked)
                return written, {**repaired, **again}
    return _assemble(build, parts(), dumps, name, header, union_triples, checked)


def _assemble(build: Path, parts: Iterable[Part], dumps: Path, name: str, header: bytes,
              union_triples: int, checked: CheckedFiles
              ) -> tuple[dict[str, Dump], dict[str, Record]]:
    """Every part read from its file (checked against its digest) or made, in order (read
    once: ``parts`` may be a stream of a build's records)."""
    repaired: dict[str, Record] = {}
    quads = 0
    with _writing(dumps, name) as outputs:
        for suffix in ("ttl.gz", "trig.gz"):
            outputs[suffix].write(header)
        for part in parts:
            if part.record is None:
                pieces, statements = _made(build, part, repaired)
            else:
                pieces = _read_kept(build, part, checked, repaired)
                statements = part.record.statements  # the quads of its named graph
            for kind in FRAGMENT_KINDS:
                outputs[kind].write(pieces[kind])
            quads += statements
    shas = _close_all(outputs)
    return _dumps(outputs, shas, union_triples, quads), repaired


def _dumps(outputs: dict[str, "_Output"], shas: dict[str, str], union_triples: int,
           quads: int) -> dict[str, Dump]:
    return {suffix: Dump(output.path, shas[suffix],
                         union_triples if suffix.startswith("ttl") else quads)
            for suffix, output in outputs.items()}


def _made(build: Path, part: Part, repaired: dict[str, Record]) -> tuple[dict[str, bytes], int]:
    """A part made from its graph's Turtle (the ontology, the shapes, or an article whose
    parts are missing or damaged: those are written again and their record amended)."""
    turtle = part.turtle.read_bytes()
    ntriples = ntriples_of_turtle(turtle)
    pieces = make_fragments(part.graph, turtle, ntriples)
    if part.record is not None:
        log.warning("the dump parts of article %s are missing or damaged: made again from "
                    "its artifact", part.record.slug)
        write_fragments(build, part.record.slug, pieces)
        repaired[part.record.slug] = replace(part.record, fragments=digests(pieces),
                                             sizes=sizes(pieces))
    return pieces, ntriples.count(b"\n")


def _fragment_files(folder: str, slug: str) -> list[str]:
    """fragment_path's, as strings: Path objects cost more than the stat (300,000 files)."""
    return [f"{folder}/{slug}.{kind}" for kind in FRAGMENT_KINDS]


def _fragments_note(record: Record) -> tuple[str, str]:
    return f"fragments {record.slug}", " ".join(record.fragments.get(k, "")
                                                for k in FRAGMENT_KINDS)


def _read_kept(build: Path, part: Part, checked: CheckedFiles,
               repaired: dict[str, Record]) -> dict[str, bytes]:
    """An article's parts from their files, checked against their digests (and noted), or
    made again if one is missing or differs (its record amended in ``repaired``; so is a
    record that did not keep its parts' sizes)."""
    record = part.record
    assert record is not None
    files = _fragment_files(str(build / FRAGMENTS_DIR), record.slug)
    reading = Reading.of(files)
    pieces = _kept(build, part)
    if pieces is None:
        return _made(build, part, repaired)[0]
    if record.sizes != sizes(pieces):
        repaired[record.slug] = replace(record, sizes=sizes(pieces))
    checked.note(*_fragments_note(record), files, reading)
    return pieces


def _splice(build: Path, parts: Parts, dumps: Path, name: str, header: bytes,
            union_triples: int, earlier: Earlier, repaired: dict[str, Record]
            ) -> dict[str, Dump]:
    """Each dump from the earlier one's bytes for the parts that are the same, and from the
    parts' files for the others (see write_dataset): one pass over the parts, and one over
    the earlier build's beside it (both in the same order), for the three dumps at once."""
    made = {p.graph: _made(build, p, {}) for p in _vocabulary_parts(parts())}
    earlier_made = _earlier_vocabularies(earlier, parts, made)
    lengths = _earlier_lengths(earlier, earlier_made, len(header))
    with contextlib.ExitStack() as opened, _writing(dumps, name) as outputs:
        sources: dict[str, BinaryIO] = {}
        for kind in SUFFIXES:
            source = earlier.folder / DUMPS_DIR / f"{name}.{kind}"
            try:
                sources[kind] = opened.enter_context(open(source, "rb"))
            except OSError as exc:
                raise _CannotSplice(f"the earlier dump cannot be read: {exc}") from None
            if os.fstat(sources[kind].fileno()).st_size != lengths[kind]:
                raise _CannotSplice(f"{source.name} is not as long as its parts")
            if kind != "nq.gz":
                outputs[kind].write(header)
        places = _EarlierPlaces(earlier, earlier_made, len(header))
        quads = articles = 0
        copied = dict.fromkeys(SUFFIXES, 0)
        for part in parts():
            if part.record is None:
                pieces, statements = made[part.graph]
                for kind in SUFFIXES:
                    outputs[kind].write(pieces[kind])
                quads += statements
                continue
            record = repaired.get(part.record.slug, part.record)
            quads += record.statements
            articles += 1
            place = places.of(record.slug)
            for kind in SUFFIXES:
                digest = record.fragments.get(kind)
                if place is not None and place[kind][2] == digest:
                    sources[kind].seek(place[kind][0])
                    data = sources[kind].read(place[kind][1])
                    copied[kind] += 1
                else:  # a new or changed article: its part, as its worker wrote it
                    data = fragment_path(build, record.slug, kind).read_bytes()
                if hashlib.sha256(data).hexdigest() != digest:
                    raise _CannotSplice(f"the part of {record.slug} in {name}.{kind} is not "
                                        f"the one recorded")
                outputs[kind].write(data)
    shas = _close_all(outputs)
    for kind in SUFFIXES:
        log.info("%s.%s: %d parts copied from the published dump, %d read from their files",
                 name, kind, copied[kind], articles - copied[kind])
    return _dumps(outputs, shas, union_triples, quads)


def _vocabulary_parts(parts: Iterable[Part]) -> Iterator[Part]:
    """The parts without a record (the ontology's, the shapes'): they come first."""
    return itertools.takewhile(lambda p: p.record is None, parts)


def _earlier_vocabularies(earlier: Earlier, parts: Parts,
                          made: dict[str, tuple[dict[str, bytes], int]]
                          ) -> dict[str, dict[str, bytes]]:
    """The earlier build's ontology and shapes parts: the same as this build's when their
    Turtle is (an incremental build publishes the same files), else made from it."""
    try:
        ours = {p.graph: p for p in _vocabulary_parts(parts())}
        found = {}
        for p in _vocabulary_parts(earlier.parts()):
            turtle = p.turtle.read_bytes()
            same = p.graph in ours and ours[p.graph].turtle.read_bytes() == turtle
            found[p.graph] = (made[p.graph][0] if same
                              else make_fragments(p.graph, turtle, ntriples_of_turtle(turtle)))
        return found
    except (OSError, ValueError, SyntaxError) as exc:
        # (pyoxigraph's parser raises SyntaxError for Turtle it cannot read)
        raise _CannotSplice(f"the earlier build's parts cannot be placed: "
                            f"{type(exc).__name__}: {exc}") from None


def _earlier_lengths(earlier: Earlier, earlier_made: dict[str, dict[str, bytes]],
                     header_size: int) -> dict[str, int]:
    """How long each earlier dump is, by its parts' recorded sizes."""
    places = _EarlierPlaces(earlier, earlier_made, header_size)
    places.of(None)  # to the end
    return places.offsets


class _EarlierPlaces:
    """Where each part of the earlier build is in its dumps (offset, size, digest, by kind),
    walking its parts once, in order, as the new build's parts are written. Anything of the
    earlier build that cannot be read or makes no sense (a record without sizes) only means
    that this build cannot copy from it."""

    def __init__(self, earlier: Earlier, earlier_made: dict[str, dict[str, bytes]],
                 header_size: int) -> None:
        self.offsets = {kind: header_size if kind != "nq.gz" else 0 for kind in SUFFIXES}
        self.parts = iter(earlier.parts())
        self.next: Part | None = None
        while (part := self._following()) is not None:
            if part.record is None:
                for kind in SUFFIXES:
                    self.offsets[kind] += len(earlier_made[part.graph][kind])
            else:
                self.next = part
                break

    def _following(self) -> Part | None:
        try:
            return next(self.parts, None)
        except ValueError as exc:  # (its records cannot be read)
            raise _CannotSplice(str(exc)) from None

    def of(self, slug: str | None) -> dict[str, tuple[int, int, str]] | None:
        """The place of the earlier part of this article, if it has one (None: walk to the
        end). Slugs are asked for in increasing order."""
        while self.next is not None and (slug is None or self.next.record.slug <= slug):
            part, self.next = self.next, self._following()
            place = self._advance(part)
            if part.record.slug == slug:
                return place
        return None

    def _advance(self, part: Part) -> dict[str, tuple[int, int, str]]:
        place = {}
        try:
            for kind in SUFFIXES:
                size = int(part.record.sizes[kind])
                place[kind] = (self.offsets[kind], size,
                               str(part.record.fragments.get(kind, "")))
                self.offsets[kind] += size
        except (ValueError, TypeError, KeyError, AttributeError) as exc:
            raise _CannotSplice(f"the earlier build's parts cannot be placed: "
                                f"{type(exc).__name__}: {exc}") from None
        return place


@contextlib.contextmanager
def _writing(dumps: Path, name: str) -> Iterator[dict[str, "_Output"]]:
    """One _Output per kind of dump; all those opened are closed if anything fails (the
    caller closes them with _close_all when all went well, for their digests)."""
    outputs: dict[str, _Output] = {}
    try:
        for suffix in SUFFIXES:
            outputs[suffix] = _Output(dumps / f"{name}.{suffix}")
        yield outputs
    except BaseException:
        with contextlib.suppress(OSError):
            _close_all(outputs)
        raise


def _close_all(outputs: dict[str, "_Output"]) -> dict[str, str]:
    """Close every output, even when one fails (the first failure is raised after); each
    one's SHA-256."""
    shas: dict[str, str] = {}
    failure: BaseException | None = None
    for suffix, output in outputs.items():
        try:
            shas[suffix] = output.close()
        except BaseException as exc:  # noqa: BLE001 - raised below, once all are closed
            failure = failure or exc
    if failure is not None:
        raise failure
    return shas


def _kept(build: Path, part: Part) -> dict[str, bytes] | None:
    """An article's kept parts, each checked against its record's digest (None if one is
    missing or differs)."""
    assert part.record is not None
    pieces = {}
    for kind in FRAGMENT_KINDS:
        try:
            data = fragment_path(build, part.record.slug, kind).read_bytes()
        except OSError:
            return None
        if hashlib.sha256(data).hexdigest() != part.record.fragments.get(kind):
            return None
        pieces[kind] = data
    return pieces
