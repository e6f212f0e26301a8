"""The SPARQL 1.1 Protocol endpoint at /sparql: read-only, safe to expose, streamed.

GET and POST (form or direct), the dataset parameters, content negotiation with ?format=,
the service description and the HTML query page. Updates and SERVICE are refused before the
store sees the query; the row cap is applied to the query text; the time limit is enforced
by the store's query runners.
"""

from __future__ import annotations

import dataclasses
import errno
import hashlib
import logging
import re
from urllib.parse import unquote_to_bytes
from typing import Iterator

from flask import Blueprint, Response, render_template, request, stream_with_context

from kg.formats import Format, format_named, negotiate, offered_for
from kg.sparql.lexer import unescape_codepoints
from kg.sparql.policy import parse_error, refusal
from kg.sparql.shape import cap_rows, inspect
from kg.store.base import Answer, QueryError, QueryRequest, QueryTimeout, StoreError
from kg.store.terms import serialize_graph
from kg.vocab import PREFIXES
from kg.web.errors import Problem
from kg.web.examples import example_queries
from kg.web.front import remember
from kg.web.guard import remaining
from kg.web.known import known_answer
from kg.web.service import service_description
from kg.web.site import STAND_IN_ORIGIN, Site, in_origin, site
from kg.web.finder import labels_of
from kg.web.terms import named, render_solutions, render_triples

bp = Blueprint("sparql", __name__)
log = logging.getLogger(__name__)

FORM = "application/x-www-form-urlencoded"
DIRECT = "application/sparql-query"
UPDATE = "application/sparql-update"
# The most of an answer the HTML page reads (the page shows as many rows as fit).
HTML_ANSWER_BYTES = 4 * 1024 * 1024
# The most cells a results page shows: the rows that fit (10,000 rows of five columns; ten
# of 5,000), each cell a few hundred bytes of HTML and about 10 us to render. An answer with
# more columns than this is refused (406) with the formats that carry it whole.
PAGE_CELLS = 50_000
# The environ key under which the lane (kg.web.lane) hands over a query's failure.
RAISED_IN_LANE = "kg.lane.raised"
# An absolute IRI as SPARQL writes one between <>: a scheme, then no space, control
# character or delimiter (\Z, not $: "$" also matches before a final line feed).
ABSOLUTE_IRI = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]*:[^\s\x00-\x1f\x7f<>\"{}|^`\\]*\Z")


def is_absolute_iri(text: str) -> bool:
    """Whether ``text`` is an absolute IRI the endpoint takes (a graph name, a filter's
    IRI): ``http://example.org/a`` is, ``http://a> } SELECT`` and ``http://a\nb`` are not."""
    return ABSOLUTE_IRI.match(text) is not None


def _require_utf8(what: str) -> None:
    """A 415 unless the body's charset is UTF-8 (or ASCII, a part of it)."""
    charset = (request.mimetype_params.get("charset") or "utf-8").lower()
    if charset not in ("utf-8", "utf8", "us-ascii", "ascii"):
        raise Problem(415, "Unsupported Media Type", f"{what} is sent in UTF-8, not {charset}")


def _decoded_body() -> str:
    _require_utf8("a SPARQL query")
    try:
        return request.get_data(cache=True).decode("utf-8")
    except UnicodeDecodeError as exc:
        raise Problem(400, "Bad Request", f"the query is not valid UTF-8: {exc}") from None


def _one(values: list[str], name: str) -> str | None:
    if len(values) > 1:
        raise Problem(400, "Bad Request", f"the '{name}' parameter is given {len(values)} times; "
                      f"give it once")
    return values[0] if values else None


def one_format(values: list[str]) -> str | None:
    """The ?format= value; given more than once, the values must name one format
    (SPARQLWrapper sends both a short name and a media type: format=tsv&format=text/...)."""
    values = [value for value in values if value.strip()]  # SPARQLWrapper adds an empty one
    named = {format_named(value) or value for value in values}
    if len(named) > 1:
        raise Problem(400, "Bad Request", "the 'format' parameter names different formats: "
                      + ", ".join(sorted(set(values))))
    return values[0] if values else None


def strict_utf8(encoded: bytes, where: str) -> None:
    """A 400 unless every percent-escape of a URL's query or a form decodes as UTF-8 (the
    parser keeps a bad escape as its three characters: a probe's `%FF` ran as the text
    "%FF", where the same bytes posted directly were refused)."""
    # One decode of the whole text: "&" and "=" are ASCII, so no pair's bytes can make a
    # neighbour's valid or invalid (a loop over the pairs did the same work per request).
    try:
        unquote_to_bytes(encoded.replace(b"+", b" ")).decode("utf-8")
    except UnicodeDecodeError as exc:
        raise Problem(400, "Bad Request", f"the {where} is not valid UTF-8 once its "
                      f"percent-escapes are read: {exc}") from None


def read_protocol_request() -> tuple[str | None, tuple[str, ...] | None,
                                     tuple[str, ...] | None, str | None]:
    """(query, default graphs, named graphs, format) from a GET or a POST."""
    strict_utf8(request.query_string, "URL's query")
    if "update" in request.args or request.mimetype == UPDATE:
        raise Problem(403, "Forbidden", "this endpoint is read-only: SPARQL Update is not "
                      "accepted")
    args = request.args
    queries = args.getlist("query")
    default_graphs = args.getlist("default-graph-uri")
    named_graphs = args.getlist("named-graph-uri")
    if request.method == "POST":
        if request.mimetype == FORM:
            _require_utf8("a form (its percent-escapes are UTF-8 bytes)")
            strict_utf8(request.get_data(cache=True), "form")
            form = request.form
            if "update" in form:
                raise Problem(403, "Forbidden", "this endpoint is read-only: SPARQL Update is "
                              "not accepted")
            queries = queries + form.getlist("query")
            default_graphs += form.getlist("default-graph-uri")
            named_graphs += form.getlist("named-graph-uri")
            fmt = one_format(args.getlist("format") + form.getlist("format"))
        elif request.mimetype == DIRECT:
            if queries:
                raise Problem(400, "Bad Request", "a direct POST carries the query in its "
                              "body, not also in the URL")
            queries = [_decoded_body()]
            fmt = one_format(args.getlist("format"))
        else:
            given = request.mimetype or "none"
            raise Problem(415, "Unsupported Media Type",
                          f"POST a query as {FORM} or {DIRECT} (got {given})")
    else:
        fmt = one_format(args.getlist("format"))
    query = _one(queries, "query")
    if query is not None:
        # a byte order mark is no part of the query (editors on Windows write one), in a
        # body, a form or a URL
        query = query.removeprefix("\ufeff")
    if query is not None and not query.strip():
        raise Problem(400, "Bad Request", "the query is empty")
    for iri in default_graphs + named_graphs:
        if not is_absolute_iri(iri):
            raise Problem(400, "Bad Request", f"graph names must be absolute IRIs: {iri!r}")
    dataset_given = bool(default_graphs or named_graphs)
    return (query,
            tuple(default_graphs) if dataset_given else None,
            tuple(named_graphs) if dataset_given else None,
            fmt)


def _etag(kg: Site, *parts: object) -> str:
    digest = hashlib.sha256(kg.build.digest.encode())
    for part in parts:
        digest.update(b"\0" + repr(part).encode())
    return digest.hexdigest()[:32]


def _cached(etag: str) -> Response | None:
    """The answer to a conditional request whose condition settles it: 412 for a failed
    If-Match (RFC 9110 13.1.1, a strong comparison), 304 for a met If-None-Match."""
    if request.if_match and not request.if_match.star_tag \
            and not request.if_match.contains(etag):
        raise Problem(412, "Precondition Failed", "the answer's entity tag is not one that "
                      "If-Match names", {"ETag": f'"{etag}"'})
    if request.if_none_match.contains_weak(etag):  # If-None-Match compares weakly
        response = Response(status=304)
        response.set_etag(etag)
        response.headers["Vary"] = "Accept"
        return response
    return None


@dataclasses.dataclass(frozen=True)
class Prepared:
    """A query read, checked and negotiated: what the endpoint runs, and its entity tag."""
    original: str  # as the client sent it (errors quote it)
    kind: str  # "select", "ask" or "graph"
    chosen: Format
    capped: bool  # whether the row limit was put on it
    etag: str
    store_request: QueryRequest


def prepare(kg: Site, query: str, default_graphs: tuple[str, ...] | None,
            named_graphs: tuple[str, ...] | None, fmt_name: str | None, accept: str | None,
            base_url: str) -> Prepared:
    """Every check and choice made before a query runs (a Problem, NotAcceptable or
    UnknownFormat for the client's mistakes), the same for the app and its lane
    (kg.web.lane)."""
    original, query = query, unescape_codepoints(query)
    shape = inspect(query)
    refused = refusal(query, shape)
    if refused is not None:
        raise Problem(refused.status, refused.title, refused.message)
    kind = shape.form or "select"
    chosen = negotiate(accept, offered_for(kind), fmt_name)
    limited, capped = cap_rows(query, shape, kg.settings.max_rows)
    # The base IRI (from the Host the client named) resolves the query's relative IRIs.
    etag = _etag(kg, limited, chosen.media_type, default_graphs, named_graphs, base_url)
    store_request = QueryRequest(limited, chosen.media_type, default_graphs, named_graphs,
                                 not shape.has_dataset_clause, base_url,
                                 count_rows=capped and kind == "select")
    return Prepared(original, kind, chosen, capped, etag, store_request)


def validators(etag: str) -> tuple:
    """The headers that say how an answer may be cached and checked again."""
    return (("ETag", f'"{etag}"'), ("Vary", "Accept"), ("Cache-Control", "public, max-age=60"))


@bp.route("/sparql", methods=["GET", "POST"])
def endpoint() -> Response:
    kg = site()
    query, default_graphs, named_graphs, fmt_name = read_protocol_request()
    if query is None:
        if request.method == "POST":
            raise Problem(400, "Bad Request", "the 'query' parameter is missing")
        if request.args and set(request.args) - {"format"}:
            raise Problem(400, "Bad Request", "the 'query' parameter is missing")
        return _describe_service(kg, fmt_name)
    prepared = prepare(kg, query, default_graphs, named_graphs, fmt_name,
                       request.headers.get("Accept"), request.base_url)
    etag, chosen = prepared.etag, prepared.chosen
    cached = _cached(etag)
    if cached is not None:
        return cached
    kept = kept_answer(kg, etag, request.environ)
    if kept is not None:
        response = Response(kept[1], content_type=kept[0], headers=list(kept[2]))
    elif chosen.media_type == "text/html":
        response = _html_results(kg, prepared.original, prepared.store_request,
                                 prepared.kind, prepared.capped)
    else:
        answer = _execute(kg, prepared.store_request, prepared.original)
        headers = row_cap_headers(kg, prepared.capped, answer.rows)
        body = answer_body(kg, etag, chosen.content_type, answer, headers, request.environ)
        if isinstance(body, bytes):
            response = Response(body, content_type=chosen.content_type, headers=list(headers))
            return _validators(response, etag)
        response = Response(stream_with_context(body), content_type=chosen.content_type,
                            headers=list(headers))
        # Whatever becomes of the response (a HEAD, a client gone before the first byte),
        # the store gets its runner or connection back: closing an answer never started
        # would not reach the stream through the generators around it.
        response.call_on_close(getattr(answer.chunks, "close", lambda: None))
    return _validators(response, etag)


def kept_answer(kg: Site, etag: str, environ: dict) -> tuple[str, bytes, tuple] | None:
    """(content type, body, headers) of the answer the answer cache holds for the entity
    tag, marked as a hit; the app and its lane (kg.web.lane) both answer from it."""
    kept = kg.answers.get(etag)
    if kept is None:
        return None
    content_type, body, headers = kept
    remember(environ, body)
    return content_type, body, headers + (("X-KG-Answer-Cache", "hit"),)


def answer_body(kg: Site, etag: str, content_type: str, answer: Answer, headers: tuple,
                environ: dict) -> bytes | Iterator[bytes]:
    """The body of a query's answer, for the app and its lane. Whole already (answered in
    this process, or by a runner in one piece): sent with its length in one piece, and kept
    in the answer cache. Otherwise a stream that fails loudly, recorded into the cache as it
    goes."""
    if isinstance(answer.chunks, tuple):
        body = b"".join(answer.chunks)
        kg.answers.put(etag, content_type, body, headers)
        if kg.answers.enabled:
            remember(environ, body)
        return body
    stream = _cut_short_loudly(answer.chunks)
    if kg.answers.enabled:
        return kg.answers.recording(etag, content_type, stream, headers)
    return stream


def _validators(response: Response, etag: str) -> Response:
    for name, value in validators(etag):
        response.headers[name] = value
    return response


def row_cap_headers(kg: Site, capped: bool, rows: int | None) -> tuple:
    """X-KG-Row-Cap when the row limit may have cut the answer: a select the store counted
    says so only when it reached the limit; other answers whenever the limit was applied."""
    if not capped or (rows is not None and rows < kg.settings.max_rows):
        return ()
    return (("X-KG-Row-Cap", str(kg.settings.max_rows)),)


def _execute(kg: Site, store_request: QueryRequest, original: str) -> Answer:
    raised = request.environ.pop(RAISED_IN_LANE, None)
    if raised is not None:
        raise raised  # the lane ran this query, and leaves its failure to the app to tell
    return execute(kg, store_request, original, _time_left(kg),
                   request.environ.get("gunicorn.socket"))


def execute(kg: Site, store_request: QueryRequest, original: str, time_left: float,
            client: object) -> Answer:
    """Run a query (or answer it from the build's own counts: see kg.web.known); a syntax
    error is reported on the text the client sent, not on the text the endpoint passed on
    (with its row limit, its escapes read)."""
    build = kg.build
    known = known_answer(store_request, build.manifest, build.articles)
    if known is not None:
        return known
    # The client's socket (gunicorn hands it over), so that a query whose client has gone
    # is stopped rather than computed to its time limit.
    try:
        return build.store.execute(store_request, time_left,
                                   client if hasattr(client, "fileno") else None)
    except QueryError as exc:
        if exc.status != 400 or store_request.query == original:
            raise
        raise QueryError(parse_error(original) or str(exc)) from None


def _cut_short_loudly(chunks: Iterator[bytes]) -> Iterator[bytes]:
    """The answer's chunks; one that fails after its first byte (its time is up, its runner
    died) ends with the connection reset, so that no client takes a cut answer for a whole
    one, and with one line in the log rather than a traceback."""
    try:
        yield from chunks
    except (QueryTimeout, QueryError, StoreError) as exc:
        log.warning("an answer was cut short after it began: %s", exc or type(exc).__name__)
        raise ConnectionResetError(errno.ECONNRESET, "the answer was cut short") from None


def _time_left(kg: Site) -> float:
    """The query's time limit, counted from the request's arrival."""
    left = remaining(kg.settings.query_timeout)
    if left <= 0:
        raise QueryTimeout(f"the query did not finish within {kg.settings.query_timeout:g} s")
    return left


def _collect(kg: Site, request_: QueryRequest, original: str
             ) -> tuple[str, bytes, bool, int | None]:
    """The answer, or as much of it as a page shows: (kind, bytes, whether it was cut, its
    number of rows if counted)."""
    answer = _execute(kg, request_, original)
    body = bytearray()
    try:
        for chunk in answer.chunks:
            body += chunk
            if len(body) > HTML_ANSWER_BYTES:
                # Keep whole lines only: both formats asked for below are line by line.
                end = body.rfind(b"\n", 0, HTML_ANSWER_BYTES) + 1
                return answer.kind, bytes(body[:end]), True, answer.rows
    finally:
        getattr(answer.chunks, "close", lambda: None)()
    return answer.kind, bytes(body), False, answer.rows


def _html_results(kg: Site, original: str, query: QueryRequest, kind: str,
                  capped: bool) -> Response:
    """Run the query for a person and render its results as a page (its first
    HTML_ANSWER_BYTES at most: the other formats stream any size)."""
    media_type = "application/n-triples" if kind == "graph" else \
        "text/tab-separated-values"
    result_kind, body, truncated, rows = _collect(
        kg, dataclasses.replace(query, media_type=media_type), original)
    capped = bool(row_cap_headers(kg, capped, rows))
    table = None
    boolean = None
    formats = offered_for(kind, html=False)
    try:
        if result_kind == "ask":
            boolean = body.strip().lower() == b"true"
        else:
            render = render_solutions if result_kind == "select" else render_triples
            table = render(body, kg.links, PAGE_CELLS)
    except (SyntaxError, ValueError) as exc:
        raise Problem(406, "Not Acceptable", f"this answer cannot be shown as a page ({exc}); "
                      "ask for it in another format") from None
    if table is not None and len(table.columns) > PAGE_CELLS:
        raise Problem(406, "Not Acceptable", f"this answer has {len(table.columns):,} columns, "
                      f"more than a page shows ({PAGE_CELLS:,} cells); ask for it as "
                      + ", ".join(f.media_type for f in formats))
    _time_left(kg)  # a query that used up its time is not rendered after it
    if table is not None:
        table = named(table, lambda iris: labels_of(kg, iris))
    page = render_template("sparql.html", query=original, table=table, boolean=boolean,
                           capped=capped, truncated=truncated or bool(table and table.cut),
                           max_rows=kg.settings.max_rows, page_cells=PAGE_CELLS,
                           page_bytes=HTML_ANSWER_BYTES,
                           examples=example_queries(kg.minter), formats=formats)
    return Response(page, content_type="text/html; charset=utf-8")


def _describe_service(kg: Site, fmt_name: str | None) -> Response:
    """The service description for programs, the query page for people."""
    chosen = negotiate(request.headers.get("Accept"), offered_for("graph"), fmt_name)
    endpoint_url = request.base_url
    etag = _etag(kg, "service", endpoint_url, chosen.media_type)
    cached = _cached(etag)
    if cached is not None:
        return cached
    if chosen.media_type == "text/html":
        body = render_template("sparql.html", query=None, table=None, boolean=None,
                               capped=False, max_rows=kg.settings.max_rows,
                               examples=example_queries(kg.minter),
                               formats=offered_for("select", html=False))
        response = Response(body, content_type="text/html; charset=utf-8")
    else:
        # Written once per build, path and format for the stand-in origin (kg.web.site): a
        # memo per Host (any port) grew a worker without bound.
        stand_in = STAND_IN_ORIGIN + request.path.lstrip("/")
        body = kg.memo(f"service {request.path} {chosen.media_type}", lambda: serialize_graph(
            service_description(stand_in, kg.build.manifest, kg.build.articles,
                                kg.settings),
            chosen.media_type, PREFIXES))
        response = Response(in_origin(body, request.root_url), content_type=chosen.content_type)
    response.set_etag(etag)
    response.headers["Vary"] = "Accept"
    return response
