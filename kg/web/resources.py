"""Dereferenceable IRIs: a thing's IRI answers 303 See Other to a document about it.

    /id/<kind>/<slug>            the thing             -> 303 to /doc/<kind>/<slug>.<ext>
    /doc/<kind>/<slug>           its document, negotiated (Content-Location names the file)
    /doc/<kind>/<slug>.<ext>     one format: .html .ttl .nt .jsonld .rdf

Requests are mapped to IRIs by their path, so the server may run under another host name
than the dataset's base (a proxy, a test port) and its pages still link within itself.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pyoxigraph as ox
from flask import Blueprint, Response, redirect, render_template, request

from kg.formats import BY_SUFFIX, Format, negotiate
from kg.numbers import whole_number
from kg.store.terms import serialize_triples
from kg.vocab import PREFIXES
from kg.web.documents import PageWindow, describe, document_page_query, document_pages, page_for
from kg.web.errors import Problem
from kg.web.site import Site, host_tag, site

bp = Blueprint("resources", __name__)

# What may follow /id/: our slugs and the sentence and evidence paths below an article.
RESOURCE_PATH = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*(?:/[a-z0-9]+(?:-{1,2}[a-z0-9]+)*)+$")
DOCUMENT_FORMATS = ("html", "ttl", "nt", "jsonld", "rdf")
# A page number no RDF document reaches (a larger one is a 404 like any past the last).
MOST_DOCUMENT_PAGES = 10**9


def _formats() -> list[Format]:
    return [BY_SUFFIX[suffix] for suffix in DOCUMENT_FORMATS]


def _iri_for(kg: Site, rest: str) -> str:
    if not RESOURCE_PATH.match(rest) or len(rest) > 500:
        raise Problem(404, "Not Found", "no resource has that address here")
    return str(kg.minter.resource(rest))


def _exists(kg: Site, iri: str) -> bool:
    return bool(kg.build.store.solve(
        f"ASK {{ {{ <{iri}> ?p ?o }} UNION {{ ?s ?p <{iri}> }} }}").boolean)


def _alternates(kg: Site, rest: str) -> str:
    return ", ".join(f'<{kg.urls.document(rest, f.suffix)}>; rel="alternate"; '
                     f'type="{f.media_type}"' for f in _formats())


@bp.route("/id/<path:rest>", methods=["GET", "HEAD"])
def thing(rest: str) -> Response:
    kg = site()
    iri = _iri_for(kg, rest)
    if not _exists(kg, iri):
        raise Problem(404, "Not Found", f"nothing is known about <{iri}> in this dataset")
    chosen = negotiate(request.headers.get("Accept"), _html_last(), None)
    response = redirect(kg.urls.document(rest, chosen.suffix), code=303)
    response.headers["Vary"] = "Accept"
    response.headers["Link"] = _alternates(kg, rest)
    return response


def _html_last() -> list[Format]:
    """RDF for programs (Turtle when they say nothing), HTML for browsers that ask for it."""
    formats = _formats()
    return formats[1:] + formats[:1]


@bp.route("/doc/<path:rest>", methods=["GET", "HEAD"])
def document(rest: str) -> Response:
    kg = site()
    stem, dot, suffix = rest.rpartition(".")
    if dot and suffix in DOCUMENT_FORMATS:
        rest, chosen = stem, BY_SUFFIX[suffix]
        negotiated = False
    else:
        chosen = negotiate(request.headers.get("Accept"), _html_last(), request.args.get("format"))
        negotiated = True
    iri = _iri_for(kg, rest)
    html = chosen.media_type == "text/html"
    window = _window(kg) if html else None
    focus = _focus() if html else None
    pages = None if html else _rdf_pages(kg, iri)
    etag = _document_etag(kg, chosen, pages, window, focus)
    if request.if_none_match.contains_weak(etag) and _exists(kg, iri):
        # (a validator matches only what exists: nothing is a 404 whatever the client holds)
        response = Response(status=304)
    elif pages is not None:
        response = _rdf_page(kg, iri, rest, chosen, pages)
    else:
        response = _rendered(kg, iri, chosen, window, focus)
    response.set_etag(etag)
    response.headers["Vary"] = "Accept"
    response.headers["Link"] = ", ".join([_alternates(kg, rest),
                                          *_page_links(kg, rest, chosen, pages)])
    if negotiated:
        response.headers["Content-Location"] = kg.urls.document(
            rest, chosen.suffix, *_page_and_span(pages, window, focus))
    return response


def _page_and_span(pages: "RdfPages | None", window: PageWindow | None,
                   focus: tuple[int, int] | None) -> tuple[int | None, str | None]:
    """The page and span a document's URL names (none for the first page, unmarked)."""
    number = pages.number if pages else window.number if window else None
    return (number if number and number > 1 or pages else None,
            f"{focus[0]}-{focus[1]}" if focus else None)


def _document_etag(kg: Site, chosen: Format, pages: "RdfPages | None",
                   window: PageWindow | None, focus: tuple[int, int] | None) -> str:
    """Each different body has its own tag: the build, the format, the page, the span, and
    for a page (whose links stay on the server that serves it) the host."""
    page, span = _page_and_span(pages, window, focus)
    tag = f"{kg.build.digest[:16]}-{chosen.suffix}"
    if page is not None:
        tag += f"-{page}"
    if span is not None:
        tag += f"-s{span}"
    if chosen.media_type == "text/html":
        tag += "-" + host_tag()
    return tag


@dataclass(frozen=True)
class RdfPages:
    """Which page of a paged RDF document a request asks for, of how many."""

    window: PageWindow
    last: int

    @property
    def number(self) -> int:
        return self.window.number


def _rdf_pages(kg: Site, iri: str) -> RdfPages | None:
    """The page of the RDF document asked for, when the document is paged: an entity with
    more inbound links or pieces of evidence than KG_DOCUMENT_ITEMS. None for a document
    that fits in one (as good as every entity), which is served whole, as before."""
    size = kg.settings.document_items
    asked = request.args.get("page")
    number = 1 if asked is None else whole_number(asked, MOST_DOCUMENT_PAGES)
    if number is None or number < 1:
        raise Problem(400, "Bad Request", "page must be a whole number from 1")
    last = document_pages(kg, iri, size)
    if number > last:
        raise Problem(404, "Not Found", f"the RDF document of <{iri}> has "
                      f"{last} page{'s' if last > 1 else ''}")
    return RdfPages(PageWindow(number, size), last) if last > 1 else None


def _page_links(kg: Site, rest: str, chosen: Format, pages: RdfPages | None) -> list[str]:
    if pages is None:
        return []
    links = [f'<{kg.urls.document(rest, chosen.suffix, 1)}>; rel="first"',
             f'<{kg.urls.document(rest, chosen.suffix, pages.last)}>; rel="last"']
    if pages.number > 1:
        links.append(f'<{kg.urls.document(rest, chosen.suffix, pages.number - 1)}>; rel="prev"')
    if pages.number < pages.last:
        links.append(f'<{kg.urls.document(rest, chosen.suffix, pages.number + 1)}>; rel="next"')
    return links


HYDRA = "http://www.w3.org/ns/hydra/core#"


def _rdf_page(kg: Site, iri: str, rest: str, chosen: Format, pages: RdfPages) -> Response:
    """One page of a paged RDF document, with Hydra's paging terms saying where the others
    are (the Link header says the same for clients that read only HTTP)."""
    key = f"docpage\0{kg.build.digest}\0{request.host_url}\0{iri}\0{chosen.suffix}\0" \
          f"{pages.number}"
    kept = kg.answers.get(key)
    if kept is not None:
        return Response(kept[1], content_type=kept[0])
    triples = list(kg.build.store.solve(document_page_query(iri, pages.window)).triples)
    if not triples:
        raise Problem(404, "Not Found", f"nothing is known about <{iri}> in this dataset")

    def page(number: int) -> ox.NamedNode:
        return ox.NamedNode(kg.urls.absolute(request.host_url,
                                             kg.urls.document(rest, chosen.suffix, number)))

    here = page(pages.number)
    paging = [ox.Triple(here, ox.NamedNode(HYDRA + "first"), page(1)),
              ox.Triple(here, ox.NamedNode(HYDRA + "last"), page(pages.last))]
    for relation, number in (("previous", pages.number - 1), ("next", pages.number + 1)):
        if 1 <= number <= pages.last:
            paging.append(ox.Triple(here, ox.NamedNode(HYDRA + relation), page(number)))
    data = serialize_triples([*triples, *paging], chosen.media_type,
                             {**PREFIXES, "hydra": HYDRA})
    kg.answers.put(key, chosen.content_type, data)
    return Response(data, content_type=chosen.content_type)


def _window(kg: Site) -> PageWindow:
    """The page of the long sections a person asked for with ?page=N."""
    size = kg.settings.page_items
    last = PageWindow.last_number(size)
    number = whole_number(request.args.get("page", "1"), last)
    if number is None or not 1 <= number <= last:
        raise Problem(400, "Bad Request", f"page must be a whole number from 1 to {last}")
    return PageWindow(number, size)


SPAN = re.compile(r"^([0-9]{1,9})-([0-9]{1,9})$")


def _focus() -> tuple[int, int] | None:
    """The span of an article's text a link asks the page to highlight (?span=START-END)."""
    asked = request.args.get("span")
    if asked is None:
        return None
    found = SPAN.match(asked)
    if found is None or int(found[1]) >= int(found[2]):
        raise Problem(400, "Bad Request", "span must be START-END, two character offsets "
                      "with START before END")
    return int(found[1]), int(found[2])


def _rendered(kg: Site, iri: str, chosen: Format, window: PageWindow | None,
              focus: tuple[int, int] | None = None) -> Response:
    """The document in the chosen format, kept for the build's lifetime: a build never
    changes, and a much-linked entity's page is the one asked for most and costs most.
    Pages link within the server that serves them, so the host is part of the key."""
    key = f"doc\0{kg.build.digest}\0{request.host_url}\0{iri}\0{chosen.suffix}\0" \
          f"{window.number if window else ''}\0{focus}"
    kept = kg.answers.get(key)
    if kept is not None:
        return Response(kept[1], content_type=kept[0])
    graph = describe(kg, iri, window)
    if not len(graph):
        raise Problem(404, "Not Found", f"nothing is known about <{iri}> in this dataset")
    if window is not None:
        page = page_for(kg, iri, graph, window, focus)
        if window.number > 1 and not page.lists_anything:
            raise Problem(404, "Not Found", f"<{iri}> has no page {window.number}: its lists "
                          f"end on an earlier page")
        data = render_template("resource.html", page=page).encode("utf-8")
    else:
        data = serialize_triples(graph, chosen.media_type, PREFIXES)
    kg.answers.put(key, chosen.content_type, data)
    return Response(data, content_type=chosen.content_type)


@bp.route("/graph/<path:rest>", methods=["GET", "HEAD"])
def named_graph(rest: str) -> Response:
    """A named graph's IRI leads to where its triples can be read: an article's graph to its
    Turtle download, the ontology and the shapes graphs to their documentation."""
    kg = site()
    manifest = kg.build.manifest
    try:
        iri = str(kg.minter.graph(rest))
    except ValueError:
        raise Problem(404, "Not Found", "no named graph has that address here") from None
    # An article's graph is minted from its id: looked up by it, not by a reverse map of
    # every article made for each request (100,000 entries at 100,000 articles).
    slug = kg.minter.article_of_graph(iri)
    if slug is not None and kg.build.articles.graph(slug) == iri:
        target = kg.urls.download(f"articles/{slug}.ttl")
    elif iri == manifest["graphs"]["ontology"]:
        target = kg.urls.vocabulary("ontology")
    elif iri == manifest["graphs"]["shapes"]:
        target = kg.urls.vocabulary("shapes")
    else:
        raise Problem(404, "Not Found", f"there is no named graph <{iri}> in this dataset")
    response = redirect(target, code=303)
    response.headers["Vary"] = "Accept"
    return response
