"""The build's whole-dataset dumps, written by streaming: nothing holds the dataset in memory.

The TriG and N-Quads dumps are each article's part, in the store's order of its graphs: the
TriG part is the article's artifact (its Turtle dump), the N-Quads part a fragment kept
beside it (``fragments/<article>.nq``, carried over like the artifact). Writing them is
copying files; only the Turtle dump of the union is written by the store, from its default
graph. A fragment that does not match its digest is written again from the store.
"""

from __future__ import annotations

import gzip
import hashlib
import logging
import shutil
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pyoxigraph as ox

from .pipeline import Record, file_sha256, sorted_lines
from .store.oxigraph import OxigraphStore, nquads_of, prefix_lines, trig_block

log = logging.getLogger(__name__)

FRAGMENTS_DIR = "fragments"
GZIP_LEVEL = 6  # zlib's default: most of level 9's size at a fraction of its time


def fragment_path(folder: Path, slug: str) -> Path:
    return folder / FRAGMENTS_DIR / f"{slug}.nq"


def write_dataset(store: OxigraphStore, build: Path, articles_dir: Path,
                  by_graph: dict[str, Record], paths: dict[str, Path],
                  prefixes: dict[str, str]) -> tuple[dict[str, int], dict[str, str]]:
    """Write the union in Turtle and the named graphs in TriG and N-Quads (``paths`` by
    media type); returns the statements of each, and the digests of fragments written
    again (by article)."""
    repaired: dict[str, str] = {}
    counts = {"text/turtle": store.dump(paths["text/turtle"], "text/turtle", prefixes=prefixes)}
    quads = 0
    with open(paths["application/trig"], "wb") as trig, \
            open(paths["application/n-quads"], "wb") as nquads:
        trig.write(prefix_lines(prefixes))
        for graph in store.graph_order():
            record = by_graph.get(graph)
            if record is None:  # the ontology and the shapes
                turtle = store.graph_bytes(graph, ox.RdfFormat.TURTLE, prefixes)
                fragment = nquads_of(graph, store.graph_bytes(graph, ox.RdfFormat.N_TRIPLES))
            else:
                turtle = (articles_dir / f"{record.slug}.ttl").read_bytes()
                fragment = _fragment(store, build, graph, record)
                if record.nquads_sha256 != (digest := hashlib.sha256(fragment).hexdigest()):
                    repaired[record.slug] = digest
            trig.write(trig_block(graph, turtle))
            nquads.write(fragment)
            quads += fragment.count(b"\n")
    counts["application/trig"] = counts["application/n-quads"] = quads
    return counts, repaired


def _fragment(store: OxigraphStore, build: Path, graph: str, record: Record) -> bytes:
    path = fragment_path(build, record.slug)
    if file_sha256(path) == record.nquads_sha256:
        return path.read_bytes()
    log.warning("the N-Quads fragment of article %s is missing or damaged: written again "
                "from the store", record.slug)
    # In the pipeline's order (sorted), as the fragment was first written.
    fragment = nquads_of(graph, sorted_lines(store.graph_bytes(graph, ox.RdfFormat.N_TRIPLES)))
    path.unlink(missing_ok=True)
    path.write_bytes(fragment)
    return fragment


def gzip_copies(paths: list[Path]) -> list[Path]:
    """A .gz beside each file, compressed side by side (zlib lets go of the GIL)."""
    with ThreadPoolExecutor(max_workers=len(paths) or 1) as pool:
        return list(pool.map(gzip_copy, paths))


def gzip_copy(path: Path) -> Path:
    target = path.with_name(path.name + ".gz")
    with open(path, "rb") as source, open(target, "wb") as raw:
        # mtime=0 and no file name: the same dump gives the same bytes.
        with gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0,
                           compresslevel=GZIP_LEVEL) as packed:
            shutil.copyfileobj(source, packed, 1 << 20)
    return target
