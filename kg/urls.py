"""The only code that builds the site's paths.

Every link, redirect, ``Link`` and ``Content-Location`` header the web layer writes, in
Python or in a template (where this builder is the ``urls`` global), comes from here;
tests/test_urls.py holds each method to the route that answers it and fails on a path
written by hand elsewhere. Paths are absolute paths on the server that serves the page
(``/claims?...``), so that pages link within that server whatever the dataset's base;
``absolute`` adds the server's own origin where a URL must stand alone (an RDF
description, a link to one of our IRIs).

Our IRIs are served at the same path below the server as below the base
(``<base>id/person/x`` at ``/id/person/x``): ``of_iri`` and ``document_of`` read that
correspondence through the minter (kg/uris.py), which alone knows how IRIs are made.
"""

from __future__ import annotations

from typing import Mapping
from urllib.parse import quote, urlencode

from kg.uris import Minter

# The vocabularies the site documents, each at /<name> (HTML or Turtle by Accept) and
# /<name>.ttl.
VOCABULARIES = ("ontology", "shapes")
STATIC = "/static/"  # Flask's default static_url_path, which create_app keeps


def _with_query(path: str, params: Mapping[str, object] | None) -> str:
    """The path with the parameters that have a value, in the order given."""
    given = {k: v for k, v in (params or {}).items() if v is not None}
    return f"{path}?{urlencode(given)}" if given else path


def _segments(path: str) -> str:
    """A path of several segments (a dump's folder and name, a resource's path below id/),
    each segment percent-encoded, the slashes kept."""
    return quote(path, safe="/")


class Urls:
    """Paths of the site, one method per kind of page or file."""

    def __init__(self, minter: Minter) -> None:
        self.minter = minter

    # -- pages for people -------------------------------------------------------------
    def home(self) -> str:
        return "/"

    def static(self, filename: str) -> str:
        return STATIC + _segments(filename)

    def favicon(self) -> str:
        return "/favicon.ico"

    def search(self, q: str | None = None, kind: str | None = None) -> str:
        return _with_query("/search", {"q": q, "kind": kind})

    def search_json(self, q: str | None = None, limit: int | None = None,
                    kind: str | None = None) -> str:
        return _with_query("/search.json", {"q": q, "limit": limit, "kind": kind})

    def browse(self, kind: str | None = None, page: int | None = None,
               sort: str | None = None) -> str:
        """The list of every kind, or of one kind (a page of it, in an order)."""
        if kind is None:
            return "/browse"
        return _with_query(f"/browse/{quote(kind, safe='')}", {"page": page, "sort": sort})

    def claims(self, params: Mapping[str, object] | None = None,
               suffix: str | None = None) -> str:
        """The claims explorer with these filters (and page, grouping), or its rows to
        download as ``suffix`` (csv, json, ttl)."""
        path = "/claims" if suffix is None else f"/claims.{suffix}"
        return _with_query(path, params)

    def review(self, slug: str | None = None) -> str:
        """The review page of a drafted article, or the list of drafts waiting."""
        return "/review" if slug is None else f"/review/{quote(slug, safe='')}"

    # -- SPARQL -----------------------------------------------------------------------
    def sparql(self, query: str | None = None, format: str | None = None) -> str:
        """The endpoint: with a query, its answer (the results page for a browser)."""
        return _with_query("/sparql", {"query": query, "format": format})

    def query_editor(self, query: str | None = None) -> str:
        return _with_query("/query", {"query": query})

    # -- data ---------------------------------------------------------------------------
    def downloads(self, page: int | None = None) -> str:
        """The list of files: the whole dataset's, then a page of the articles' own."""
        return _with_query("/downloads", {"page": page})

    def download(self, path: str) -> str:
        """One dump file, by its path in the build's dumps folder (``articles/x.ttl``)."""
        return f"{self.downloads()}/{_segments(path)}"

    def void(self, format: str | None = None) -> str:
        """The dataset's VoID and DCAT description."""
        return _with_query("/.well-known/void", {"format": format})

    def vocabulary(self, name: str, turtle: bool = False) -> str:
        """The ontology's or the shapes' documentation, or its Turtle."""
        if name not in VOCABULARIES:
            raise ValueError(f"no vocabulary {name!r}: the site documents "
                             f"{', '.join(VOCABULARIES)}")
        return f"/{name}.ttl" if turtle else f"/{name}"

    # -- linked data --------------------------------------------------------------------
    def root(self) -> str:
        """Where the dataset's root resource (every thing's IRI begins with it) is served."""
        return "/id/"

    def thing(self, path: str) -> str:
        """A thing's IRI on this server, by its path below id/: 303 to its document."""
        return f"{self.root()}{_segments(path)}"

    def document(self, path: str, suffix: str | None = None, page: int | None = None,
                 span: str | None = None) -> str:
        """A thing's document by its path below id/: negotiated, or in the format of
        ``suffix``; its page ``page`` of long lists, with the article span ``span``
        (START-END) marked and scrolled to."""
        stem = f"/doc/{_segments(path)}" + (f".{suffix}" if suffix else "")
        built = _with_query(stem, {"page": page, "span": span})
        return f"{built}#span-{span}" if span else built

    def graph(self, path: str) -> str:
        """A named graph's IRI on this server, by its path below graph/."""
        return f"/graph/{_segments(path)}"

    # -- our IRIs -----------------------------------------------------------------------
    def of_iri(self, iri: str) -> str | None:
        """Where one of our IRIs is served on this server; None for any other IRI."""
        local = self.minter.local_path(iri)
        return None if local is None else f"/{local}"

    def document_of(self, iri: str, suffix: str | None = None, page: int | None = None,
                    span: str | None = None) -> str | None:
        """The document of one of our things, by its IRI; None for any other IRI."""
        path = self.minter.resource_path(iri)
        return None if path is None else self.document(path, suffix, page, span)

    @staticmethod
    def absolute(origin: str, path: str) -> str:
        """A path as a URL of the server at ``origin`` (``http://host:port/``, as Flask's
        ``request.host_url`` gives it)."""
        return origin.rstrip("/") + path
