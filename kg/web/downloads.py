"""Downloads and discovery: /downloads, the dump files, and the VoID / DCAT description.

Files are served from the current build with their Content-Type, Content-Length, ETag (the
SHA-256 from the manifest) and Last-Modified, answering conditional and range requests;
large files are streamed from disk. Every number in the VoID description comes from the
build's manifest or from the store itself.
"""

from __future__ import annotations

import errno
import gzip
import logging
import re
import zlib
from datetime import datetime, timezone
from pathlib import Path
from typing import Iterator

from flask import Blueprint, Response, render_template, request, send_file
from markupsafe import escape
from rdflib import BNode, Graph, Literal, Namespace, URIRef
from rdflib.namespace import DCAT, DCTERMS, RDF, RDFS, XSD

from kg.published.layout import DUMPS_DIR
from kg.published.partitions import readable
from kg.formats import negotiate, offered_for
from kg.store.terms import serialize_graph
from kg.uris import fragment
from kg.vocab import DIPLO, DIPLO_IRI, PREFIXES
from kg.web.errors import Problem
from kg.web.finder import catalogue, page_number
from kg.web.off_loop import off_loop
from kg.web.site import STAND_IN_ORIGIN, Site, host_tag, in_origin, site

log = logging.getLogger(__name__)

bp = Blueprint("downloads", __name__)

VOID = Namespace("http://rdfs.org/ns/void#")
SPDX = Namespace("http://spdx.org/rdf/terms#")
LICENSE = URIRef("https://creativecommons.org/licenses/by/4.0/")
SAFE_PATH = re.compile(r"^[A-Za-z0-9_.-]+(?:/[A-Za-z0-9_.-]+)*$")
VOCABULARIES = (DIPLO_IRI, "https://schema.org/", "http://www.w3.org/ns/org#",
                "http://www.w3.org/ns/prov#", "http://semanticweb.cs.vu.nl/2009/11/sem/",
                "http://www.w3.org/ns/oa#")


def _whole_files(kg: Site) -> list[dict]:
    """The entries of the whole dataset's files (dumps, ontology, shapes, report), in the
    manifest's order; the articles' own are read from the build's records."""
    return kg.build.manifest["files"]


def _file(kg: Site, path: str) -> dict | None:
    """The manifest's entry of a download, looked up by its path."""
    found = next((f for f in _whole_files(kg) if f["path"] == path), None)
    return found if found is not None else kg.build.articles.entry(path)


@bp.route("/downloads", methods=["GET", "HEAD"])
def listing() -> Response:
    """The whole dataset's files, then the articles' own, ``listed_articles`` a page: one
    page of every file was 24 MB at 100,000 articles, written anew for each request."""
    kg = site()
    number = page_number()
    articles = kg.build.articles
    size = kg.settings.listed_articles
    shown = articles.entries((number - 1) * size, size)
    if number > 1 and not shown:
        raise Problem(404, "Not Found", f"the list of downloads has no page {number}")
    page = render_template("downloads.html", whole=_whole_files(kg), articles=shown,
                           number=number, first=(number - 1) * size + 1,
                           total=articles.count, size=size,
                           published=kg.build.manifest.get("published"))
    return Response(page, content_type="text/html; charset=utf-8")


@bp.route("/downloads/<path:name>", methods=["GET", "HEAD"])
def download(name: str) -> Response:
    kg = site()
    entry = _file(kg, name)
    if entry is None or not SAFE_PATH.match(name) or ".." in name:
        raise Problem(404, "Not Found", f"there is no download called {name!r}")
    if entry.get("compressed"):
        return _decompressed(kg, entry)
    path = kg.build.path / DUMPS_DIR / entry["path"]
    ranges = request.range
    if ranges is None or ranges.units != "bytes" or len(ranges.ranges) > 1:
        # Several ranges at once are answered with the whole file, as HTTP allows (RFC 9110,
        # 14.2): no client needs a multipart answer from a dump. A Range header that is not
        # one of bytes (another unit, or none) is ignored, as HTTP requires.
        request.environ.pop("HTTP_RANGE", None)  # what send_file reads
    refused = _preconditions(entry["sha256"], path)
    if refused is not None:
        return refused
    response = send_file(path, mimetype=entry["media_type"], conditional=True,
                         etag=entry["sha256"], max_age=3600, download_name=path.name)
    if entry["media_type"].startswith("text/") or entry["media_type"].startswith("application/n"):
        response.headers["Content-Type"] = f"{entry['media_type']}; charset=utf-8"
    return response


def _preconditions(etag: str, path: Path) -> Response | None:
    """RFC 9110's preconditions, in its order (13.2.2), before send_file: it answered 206 to
    a range asked with a failed If-Match or a met If-Modified-Since, 416 before 304, and
    let a weak If-Range tag match."""
    modified = datetime.fromtimestamp(int(path.stat().st_mtime), timezone.utc)
    if request.if_match:
        if not request.if_match.contains(etag):  # strong comparison; "*" matches
            return _status(412, etag)
    elif request.if_unmodified_since is not None and modified > request.if_unmodified_since:
        return _status(412, etag)
    if request.if_none_match:
        if request.if_none_match.contains_weak(etag):
            return _status(304, etag)
    elif request.if_modified_since is not None and modified <= request.if_modified_since:
        return _status(304, etag)
    if_range = request.if_range
    if "HTTP_RANGE" in request.environ and request.headers.get("If-Range"):
        # A range only of the file the client holds: a strong tag that is ours, or the
        # file's very date; anything else (a weak tag, an old date) gets the whole file.
        same = (if_range.etag is not None and f'"{etag}"' == request.headers["If-Range"]
                .strip()) or (if_range.date is not None and if_range.date == modified)
        if not same:
            request.environ.pop("HTTP_RANGE", None)
            request.environ.pop("HTTP_IF_RANGE", None)
    # Met: send_file must not judge them again (it answered `If-Match: *` with a 412 and
    # the whole file as its body).
    for name in ("HTTP_IF_MATCH", "HTTP_IF_UNMODIFIED_SINCE"):
        request.environ.pop(name, None)
    return None


def _status(code: int, etag: str) -> Response:
    response = Response(status=code)
    response.set_etag(etag)
    return response


def _decompressed(kg: Site, entry: dict) -> Response:
    """A plain dump, which the build keeps only as gzip, decompressed as it is sent (no
    Content-Length, no ranges: the gzip file is the one to resume a download of).

    Never the gzip file with Content-Encoding: gzip, even to a client that accepts it: the
    file is one gzip member per graph, and some decoders of Content-Encoding (curl's) stop
    after the first member, so such a client silently got the ontology's graph alone."""
    packed = _file(kg, entry["compressed"])
    assert packed is not None  # the build lists a plain dump only beside its gzip file
    path = kg.build.path / DUMPS_DIR / packed["path"]
    etag = f"{packed['sha256']}-identity"
    request.environ.pop("HTTP_RANGE", None)  # no ranges of a stream made as it is sent
    refused = _preconditions(etag, path)
    if refused is not None:
        response = refused
    else:
        body = _gunzipped(path) if request.method != "HEAD" else iter(())
        response = Response(body, direct_passthrough=True)
        response.headers["Accept-Ranges"] = "none"
        response.headers["Content-Disposition"] = f"attachment; filename={entry['path']}"
        response.cache_control.max_age = 3600
        response.cache_control.public = True
    response.set_etag(etag)
    response.headers["Content-Type"] = f"{entry['media_type']}; charset=utf-8"
    return response


def _gunzipped(path: Path) -> Iterator[bytes]:
    """The file's decompressed bytes, a MiB at a time, each MiB decompressed off the event
    loop (see kg.web.off_loop), so that a download does not hold the worker's other
    requests while it inflates. Opened now, so that a file gone between the request and
    the first read is an error of this request rather than of a half-sent answer."""
    handle = gzip.open(path, "rb")

    def chunks() -> Iterator[bytes]:
        with handle:
            try:
                while block := off_loop(handle.read, 1 << 20):
                    yield block
            except (EOFError, OSError, zlib.error) as exc:
                # damaged after its build was adopted: the connection is reset (the client
                # sees an answer cut short, never a whole one), with a line in the log
                log.error("the dump %s is damaged: %s", path, exc)
                raise ConnectionResetError(errno.ECONNRESET, "damaged dump") from None
    return chunks()


def void_description(kg: Site, host: str) -> Graph:
    """VoID and DCAT for the current build, as seen from ``host`` (the server's own URL)."""
    manifest = kg.build.manifest
    minter, urls = kg.minter, kg.urls
    description = urls.absolute(host, urls.void())
    graph = Graph()
    for prefix, iri in {**PREFIXES, "void": str(VOID), "dcat": str(DCAT), "spdx": str(SPDX)}.items():
        graph.bind(prefix, iri, override=True)
    dataset = fragment(description, "dataset")
    graph.add((dataset, RDF.type, VOID.Dataset))
    graph.add((dataset, RDF.type, DCAT.Dataset))
    graph.add((dataset, DCTERMS.title, Literal("diplokg: news about diplomacy as linked data",
                                               lang="en")))
    graph.add((dataset, DCTERMS.description, Literal(
        "People, organisations, posts, events, diplomatic relations, attributed claims and "
        "quotations stated by news articles, each linked to the words that state it.",
        lang="en")))
    graph.add((dataset, DCTERMS.license, LICENSE))
    graph.add((dataset, VOID.sparqlEndpoint, URIRef(urls.absolute(host, urls.sparql()))))
    graph.add((dataset, VOID.uriSpace, Literal(str(minter.root()))))
    graph.add((dataset, VOID.rootResource, minter.root()))
    for vocabulary in VOCABULARIES:
        graph.add((dataset, VOID.vocabulary, URIRef(vocabulary)))
    union = next(f for f in manifest["files"] if f["role"] == "dataset-turtle")
    graph.add((dataset, VOID.triples, Literal(union["statements"], datatype=XSD.integer)))
    listing_url = urls.absolute(host, urls.downloads())
    articles = kg.build.articles
    if articles.count <= kg.settings.listed_articles:
        for slug in articles.slugs():
            graph.add((dataset, DCTERMS.source, minter.thing("article", slug)))
        files = _whole_files(kg) + articles.entries()
    else:  # one by one they made a description of 16 MB at 100,000 articles
        files = _whole_files(kg)
        graph.add((dataset, RDFS.comment, Literal(
            f"Made from {articles.count:,} news articles: they are listed at "
            f"{urls.absolute(host, urls.browse('articles'))} and each article's graph is a "
            f"file listed at {listing_url}.", lang="en")))
    for entry in files:
        url = URIRef(urls.absolute(host, urls.download(entry["path"])))
        if entry["role"].startswith("dataset-"):
            graph.add((dataset, VOID.dataDump, url))
        distribution = fragment(listing_url, entry["path"])
        graph.add((dataset, DCAT.distribution, distribution))
        graph.add((distribution, RDF.type, DCAT.Distribution))
        graph.add((distribution, DCAT.downloadURL, url))
        graph.add((distribution, DCAT.mediaType, Literal(entry["media_type"])))
        if entry.get("compressed"):  # served decompressed: no size or digest of its own
            continue
        graph.add((distribution, DCAT.byteSize, Literal(entry["bytes"], datatype=XSD.integer)))
        checksum = BNode(f"checksum{abs(hash(entry['path']))}")
        graph.add((distribution, SPDX.checksum, checksum))
        graph.add((checksum, SPDX.algorithm, SPDX.checksumAlgorithm_sha256))
        graph.add((checksum, SPDX.checksumValue, Literal(entry["sha256"], datatype=XSD.hexBinary)))
    for number, (cls, count) in enumerate(_partitions(kg, "classes")):
        partition = fragment(description, f"class-{number}")
        graph.add((dataset, VOID.classPartition, partition))
        graph.add((partition, VOID["class"], cls))
        graph.add((partition, VOID.entities, Literal(count, datatype=XSD.integer)))
    for number, (prop, count) in enumerate(_partitions(kg, "properties")):
        partition = fragment(description, f"property-{number}")
        graph.add((dataset, VOID.propertyPartition, partition))
        graph.add((partition, VOID.property, prop))
        graph.add((partition, VOID.triples, Literal(count, datatype=XSD.integer)))
    for example in _example_people(kg):
        graph.add((dataset, VOID.exampleResource, URIRef(example)))
    return graph


def _example_people(kg: Site) -> list[str]:
    """The three most mentioned people (the catalogue's popularity index); the first three
    by IRI in a build without a catalogue, whose store sorts every person for them (1.3 s
    at 100,000 articles)."""
    try:
        with catalogue(kg).reading() as db:
            rows = db.execute("SELECT iri FROM entity WHERE kind = 'people' "
                              "ORDER BY articles DESC, sort, iri LIMIT 3").fetchall()
        return [row[0] for row in rows]
    except Problem:
        return [str(e) for (e,) in kg.build.store.solve(f"""SELECT ?e WHERE {{
            ?e a <{DIPLO.Person}> }} ORDER BY ?e LIMIT 3""").rows]


def _partitions(kg: Site, kind: str) -> list[tuple[URIRef, int]]:
    """The build's own counts (kg.published.partitions), never a count made here: over the whole store
    it held a worker for 24 s at 10,000 articles. A build from before they were counted has
    none, and its VoID lists no partitions."""
    counted = readable(kg.build.manifest.get("partitions"))
    if counted is None:
        return []
    return [(URIRef(iri), n) for iri, n in sorted(counted[kind].items())]


@bp.route("/.well-known/void", methods=["GET", "HEAD"])
def void() -> Response:
    kg = site()
    chosen = negotiate(request.headers.get("Accept"), offered_for("graph"),
                       request.args.get("format"))
    host = request.host_url
    etag = f"{kg.build.digest[:16]}-void-{chosen.suffix}-{host_tag()}"
    prefixes = {**PREFIXES, "void": str(VOID), "dcat": str(DCAT)}
    if request.if_none_match.contains_weak(etag):
        response = Response(status=304)
    elif chosen.media_type == "text/html":  # a person: tables of what it says
        from kg.web.dataset_page import dataset_page
        from kg.web.names import vocabulary_of

        page = kg.memo("void page", lambda: render_template(
            "void.html", page=dataset_page(void_description(kg, STAND_IN_ORIGIN), kg.labels()),
            host=STAND_IN_ORIGIN, vocabulary_of=vocabulary_of))
        response = Response(in_origin(page, str(escape(host))),
                            content_type=chosen.content_type)
    else:
        body = kg.memo(f"void {chosen.media_type}", lambda: serialize_graph(
            void_description(kg, STAND_IN_ORIGIN), chosen.media_type, prefixes))
        response = Response(in_origin(body, host),
                            content_type=chosen.content_type)
    response.set_etag(etag)
    response.headers["Vary"] = "Accept"
    return response
