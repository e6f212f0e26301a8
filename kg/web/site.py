"""What the web layer holds for the lifetime of an app: settings, the published build, links."""

from __future__ import annotations

import hashlib
import threading
from dataclasses import dataclass, field

from flask import current_app, request

from kg.config import Settings
from kg.published.current import Build, Published
from kg.uris import Minter
from kg.urls import Urls
from kg.web.cache import AnswerCache

RDFS_LABEL = "http://www.w3.org/2000/01/rdf-schema#label"


@dataclass
class Site:
    settings: Settings
    published: Published
    answers: AnswerCache = field(init=False)
    minter: Minter = field(init=False)  # the dataset's IRIs (kg/uris.py)
    urls: Urls = field(init=False)  # the site's paths (kg/urls.py)
    _memo: dict = field(init=False, default_factory=dict)
    _memo_lock: threading.Lock = field(init=False, default_factory=threading.Lock)

    def __post_init__(self) -> None:
        self.answers = AnswerCache(self.settings.answer_cache_bytes)
        self.minter = Minter(self.settings.base_uri)
        self.urls = Urls(self.minter)

    @property
    def build(self) -> Build:
        return self.published.build

    def memo(self, name: str, compute):
        """A value derived from the current build, computed once per build and process.

        Kept by the build's folder, not only its digest: a build of unchanged input (or input
        changed and changed back) has the same digest in a new folder, and a value that
        holds the old folder (the catalogue's path) failed once that folder was pruned."""
        build = self.build
        held = (build.digest, str(build.path))
        key = (held, name)
        with self._memo_lock:  # (held only to look and to swap, not while computing)
            if key in self._memo:
                return self._memo[key]
            dropped = [v for k, v in self._memo.items() if k[0] != held]
            self._memo = {k: v for k, v in self._memo.items() if k[0] == held}
        # A replaced build's open files (its catalogue's connections: the file of a pruned
        # build held open otherwise); a connection lent to a request still running is
        # closed when it is given back.
        _close_all(dropped)
        value = compute()
        with self._memo_lock:
            kept = self._memo.setdefault(key, value)
        if kept is not value:  # computed meanwhile by another request: its value is kept
            _close_all([value])
        return kept

    def close(self) -> None:
        """Close what the app holds open: the build's store and files (a worker's exit)."""
        self.published.close()
        with self._memo_lock:
            dropped, self._memo = list(self._memo.values()), {}
        _close_all(dropped)

    def labels(self) -> dict[str, str]:
        """English labels of the ontology's terms, read once per build."""
        def read() -> dict[str, str]:
            rows = self.build.store.solve(f"""SELECT ?term ?label WHERE {{
                GRAPH <{self.minter.ontology_graph()}> {{ ?term <{RDFS_LABEL}> ?label }}
                FILTER(LANGMATCHES(LANG(?label), "en")) }}""").rows
            return {str(t): str(l) for t, l in rows}

        return self.memo("labels", read)

    def links(self, iri: str) -> str | None:
        """Where a page links for an IRI: our own IRIs resolve on the server that serves the
        page (which may run under another host name than the base), others are left as is."""
        path = self.urls.of_iri(iri)
        if path is not None:
            return self.urls.absolute(request.host_url, path)
        if iri.startswith(("http://", "https://")):
            return iri
        return None


# Bodies whose absolute links name the client's origin (VoID, the service description) are
# made once per build and format for this stand-in, and each answer puts the client's origin
# in its place: a new Host (any port) costs a replace, never a scan of the store nor an
# entry kept in memory.
STAND_IN_ORIGIN = "http://origin.invalid/"


def in_origin(body, origin: str):
    """``body`` (text or bytes) with the stand-in origin replaced by ``origin``."""
    if isinstance(body, bytes):
        return body.replace(STAND_IN_ORIGIN.encode(), origin.encode())
    return body.replace(STAND_IN_ORIGIN, origin)


def host_tag() -> str:
    """A short tag of the origin the request named, for the validator of a body whose
    absolute links are made from it (a page, VoID): one tag per host the body differs by."""
    return hashlib.sha256(request.host_url.encode()).hexdigest()[:8]


def site() -> Site:
    return current_app.extensions["kg"]


def _close_all(values: list) -> None:
    for value in values:
        close = getattr(value, "close", None)
        if close is not None:
            close()
