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
"""

from __future__ import annotations

import gzip
import hashlib
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO, Iterable

import pyoxigraph as ox

from .store.oxigraph import nquads_of, prefix_lines, trig_block

if TYPE_CHECKING:
    from .pipeline import Record

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
    """A file written once, hashed as it is written."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._file: BinaryIO = open(path, "wb")
        self._digest = hashlib.sha256()

    def write(self, data: bytes) -> None:
        self._file.write(data)
        self._digest.update(data)

    def close(self) -> str:
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


def write_dataset(build: Path, parts: Iterable[Part], dumps: Path, name: str,
                  prefixes: dict[str, str], union_triples: int
                  ) -> tuple[dict[str, Dump], dict[str, dict[str, str]]]:
    """Write the union in Turtle and the named graphs in TriG and N-Quads, gzip each, from
    the parts in the order given; returns the dumps by suffix, and the digests of the
    article parts made again (by article). ``union_triples``: the distinct triples of the
    union (the store knows them; the Turtle repeats shared ones)."""
    outputs = {suffix: _Output(dumps / f"{name}.{suffix}") for suffix in SUFFIXES}
    repaired: dict[str, dict[str, str]] = {}
    quads = 0
    try:
        header = gzip_member(prefix_lines(prefixes))
        for suffix in ("ttl.gz", "trig.gz"):
            outputs[suffix].write(header)
        for part in parts:
            pieces = _kept(build, part) if part.record is not None else None
            if pieces is None:
                turtle = part.turtle.read_bytes()
                ntriples = ntriples_of_turtle(turtle)
                pieces = make_fragments(part.graph, turtle, ntriples)
                statements = ntriples.count(b"\n")
                if part.record is not None:
                    log.warning("the dump parts of article %s are missing or damaged: made "
                                "again from its artifact", part.record.slug)
                    write_fragments(build, part.record.slug, pieces)
                    repaired[part.record.slug] = digests(pieces)
            else:
                assert part.record is not None
                statements = part.record.statements  # the quads of its named graph
            for kind in FRAGMENT_KINDS:
                outputs[kind].write(pieces[kind])
            quads += statements
    finally:
        shas = {suffix: output.close() for suffix, output in outputs.items()}
    written = {suffix: Dump(output.path, shas[suffix],
                            union_triples if suffix.startswith("ttl") else quads)
               for suffix, output in outputs.items()}
    return written, repaired


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
