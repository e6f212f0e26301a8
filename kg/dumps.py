"""The build's whole-dataset dumps, written by streaming: nothing holds the dataset in memory.

The TriG and N-Quads dumps (and their gzip files) are made of each article's part, in the
store's order of its graphs. The parts are made once, when the article is mapped, and kept
beside its artifact (``fragments/<article>.nq``, ``.nq.gz``, ``.trig.gz``), carried over
like it: the gzip dumps are concatenations of gzip members (RFC 1952 allows several; every
gzip reader reads them as one stream), so writing the dumps of an incremental build is
copying files, not compressing a gigabyte again. Only the Turtle dump of the union is
written by the store, from its default graph, and compressed whole. A part that does not
match its digest is made again from the store and the artifact, never published as it is.
"""

from __future__ import annotations

import gzip
import hashlib
import logging
import shutil
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

import pyoxigraph as ox

from .store.oxigraph import OxigraphStore, nquads_of, prefix_lines, trig_block

if TYPE_CHECKING:
    from .pipeline import Record

log = logging.getLogger(__name__)

FRAGMENTS_DIR = "fragments"
FRAGMENT_KINDS = ("nq", "nq.gz", "trig.gz")
GZIP_LEVEL = 6  # zlib's default: most of level 9's size at a fraction of its time


def fragment_path(folder: Path, slug: str, kind: str) -> Path:
    return folder / FRAGMENTS_DIR / f"{slug}.{kind}"


def gzip_member(data: bytes) -> bytes:
    """One gzip member, with no name and no time: the same data gives the same bytes."""
    return gzip.compress(data, compresslevel=GZIP_LEVEL, mtime=0)


def sorted_lines(ntriples: bytes) -> bytes:
    """N-Triples with its statements sorted (an order that depends on the triples alone), so
    the same graph always gives the same bytes, whichever process wrote it."""
    return b"".join(sorted(ntriples.splitlines(keepends=True)))


def make_fragments(graph: str, turtle: bytes, ntriples: bytes) -> dict[str, bytes]:
    """An article's parts of the dataset dumps, from its Turtle and its sorted N-Triples."""
    nquads = nquads_of(graph, ntriples)
    return {"nq": nquads, "nq.gz": gzip_member(nquads),
            "trig.gz": gzip_member(trig_block(graph, turtle))}


def digests(fragments: dict[str, bytes]) -> dict[str, str]:
    return {kind: hashlib.sha256(data).hexdigest() for kind, data in fragments.items()}


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
    """A file written once, hashed and counted as it is written."""

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


def write_dataset(store: OxigraphStore, build: Path, articles_dir: Path,
                  by_graph: dict[str, "Record"], dumps: Path, name: str,
                  prefixes: dict[str, str]) -> tuple[dict[str, Dump], dict[str, dict[str, str]]]:
    """Write the union in Turtle and the named graphs in TriG and N-Quads, each with its
    gzip; returns them by suffix, and the digests of the parts made again (by article)."""
    written: dict[str, Dump] = {}
    # The store writes the union (and zlib packs it) without the GIL: in a thread, beside
    # the copying of the named graphs' parts.
    with ThreadPoolExecutor(max_workers=1) as pool:
        union = pool.submit(_write_union, store, dumps / f"{name}.ttl", prefixes)
        repaired, quads = _write_named_graphs(store, build, articles_dir, by_graph, dumps, name,
                                              prefixes, written)
        written.update(union.result())
    return written, repaired


def _write_union(store: OxigraphStore, path: Path, prefixes: dict[str, str]) -> dict[str, Dump]:
    triples = store.dump(path, "text/turtle", prefixes=prefixes)
    packed = _gzip_file(path)
    return {"ttl": Dump(path, file_sha256(path) or "", triples),
            "ttl.gz": Dump(packed, file_sha256(packed) or "", triples)}


def _write_named_graphs(store: OxigraphStore, build: Path, articles_dir: Path,
                        by_graph: dict[str, "Record"], dumps: Path, name: str,
                        prefixes: dict[str, str], written: dict[str, Dump]
                        ) -> tuple[dict[str, dict[str, str]], int]:
    outputs = {suffix: _Output(dumps / f"{name}.{suffix}")
               for suffix in ("trig", "trig.gz", "nq", "nq.gz")}
    repaired: dict[str, dict[str, str]] = {}
    quads = 0
    try:
        header = prefix_lines(prefixes)
        outputs["trig"].write(header)
        outputs["trig.gz"].write(gzip_member(header))
        for graph in store.graph_order():
            record = by_graph.get(graph)
            if record is None:  # the ontology and the shapes
                turtle = store.graph_bytes(graph, ox.RdfFormat.TURTLE, prefixes)
                parts = make_fragments(graph, turtle, _sorted_graph(store, graph))
            else:
                turtle = (articles_dir / f"{record.slug}.ttl").read_bytes()
                parts = _fragments(store, build, graph, turtle, record)
                if parts is None:
                    parts = _remake(store, build, graph, turtle, record)
                    repaired[record.slug] = digests(parts)
            outputs["trig"].write(trig_block(graph, turtle))
            for kind in FRAGMENT_KINDS:
                outputs[kind].write(parts[kind])
            quads += parts["nq"].count(b"\n")
    finally:
        shas = {suffix: output.close() for suffix, output in outputs.items()}
    for suffix, output in outputs.items():
        written[suffix] = Dump(output.path, shas[suffix], quads)
    return repaired, quads


def _sorted_graph(store: OxigraphStore, graph: str) -> bytes:
    return sorted_lines(store.graph_bytes(graph, ox.RdfFormat.N_TRIPLES))


def _fragments(store: OxigraphStore, build: Path, graph: str, turtle: bytes,
               record: "Record") -> dict[str, bytes] | None:
    parts = {}
    for kind in FRAGMENT_KINDS:
        try:
            data = fragment_path(build, record.slug, kind).read_bytes()
        except OSError:
            return None
        if hashlib.sha256(data).hexdigest() != record.fragments.get(kind):
            return None
        parts[kind] = data
    return parts


def _remake(store: OxigraphStore, build: Path, graph: str, turtle: bytes,
            record: "Record") -> dict[str, bytes]:
    log.warning("the dump parts of article %s are missing or damaged: made again from the "
                "store", record.slug)
    parts = make_fragments(graph, turtle, _sorted_graph(store, graph))
    for kind, data in parts.items():
        path = fragment_path(build, record.slug, kind)
        path.unlink(missing_ok=True)  # a hard link to the previous build's: leave that one
        path.write_bytes(data)
    return parts


def _gzip_file(path: Path) -> Path:
    target = path.with_name(path.name + ".gz")
    with open(path, "rb") as source, open(target, "wb") as raw:
        with gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0,
                           compresslevel=GZIP_LEVEL) as packed:
            shutil.copyfileobj(source, packed, 1 << 20)
    return target
