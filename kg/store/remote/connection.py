"""The HTTP side of a remote store: a session per thread, credentials (Digest or Basic, as
the server asks), and the three requests a remote store makes: a query (SPARQL 1.1 Query),
an update (SPARQL 1.1 Update) and a graph PUT (Graph Store Protocol). What the store
refuses or fails becomes the store's errors (QueryError, QueryTimeout, StoreError)."""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pyoxigraph as ox
import requests
from requests.auth import HTTPBasicAuth, HTTPDigestAuth

from kg.config import without_password as _safe  # for messages and logs
from kg.store.base import QueryError, QueryTimeout, StoreError
from kg.store.remote.dialect import Dialect, dialect_for

JSON_RESULTS = "application/sparql-results+json"
N_TRIPLES = "application/n-triples"
INSERT_TRIPLES = 500  # most triples in one INSERT DATA, where there is no graph store
RETRIES = 6
# A graph that no publication holds: a dataset naming any graph outside the publication
# reads this one instead, i.e. nothing, as it would on the embedded store.
NOTHING = "urn:diplokg:no-such-graph"


class _ChallengeAuth(requests.auth.AuthBase):
    """Digest when the server asks for it (Virtuoso's /sparql-auth), Basic otherwise."""

    def __init__(self, user: str, password: str) -> None:
        self.digest = HTTPDigestAuth(user, password)
        self.basic = HTTPBasicAuth(user, password)
        self.use_basic = False

    def __call__(self, r: requests.PreparedRequest) -> requests.PreparedRequest:
        if self.use_basic:
            return self.basic(r)
        r = self.digest(r)
        r.register_hook("response", self._maybe_basic)
        return r

    def _maybe_basic(self, response: requests.Response, **kwargs) -> requests.Response:
        challenge = response.headers.get("WWW-Authenticate", "").lower()
        if response.status_code == 401 and challenge.startswith("basic"):
            self.use_basic = True
            retry = response.request.copy()
            self.basic(retry)
            response.content  # release the connection before reusing it
            again = response.connection.send(retry, **kwargs)
            again.history.append(response)
            return again
        return response


def _conflicted(response: requests.Response) -> bool:
    """A transaction the store rolled back because it met another (SQL state 40001,
    serialisation failure or deadlock): trying again is the documented remedy. So is
    Virtuoso's SR197 on its table of language tags: two uploads that bring the same new tag
    at once both try to add it (seen with two graph PUTs into a fresh store)."""
    return response.status_code in (409, 500, 503) and (
        "40001" in response.text or "deadlock" in response.text.lower()
        or ("SR197" in response.text and "RDF_LANGUAGE" in response.text))


class SparqlConnection:
    """A remote store's endpoints: ``query_url`` (SPARQL 1.1 Query), ``update_url`` (SPARQL
    1.1 Update, needed to publish) and ``graphs_url`` (a graph store, optional: graphs are
    then written by PUT instead of INSERT DATA). The dialect is read from the Server header
    of the first answer."""

    def __init__(self, query_url: str, update_url: str | None = None,
                 user: str | None = None, password: str | None = None,
                 graphs_url: str | None = None, connect_timeout: float = 10.0) -> None:
        self.query_url = query_url
        self.update_url = update_url
        self.graphs_url = graphs_url
        self.connect_timeout = connect_timeout
        self._auth = _ChallengeAuth(user, password or "") if user else None
        self._local = threading.local()
        self._dialect: Dialect | None = None

    def describe(self) -> str:
        """The query URL without credentials, for messages and logs."""
        return _safe(self.query_url)

    @property
    def session(self) -> requests.Session:
        session = getattr(self._local, "session", None)
        if session is None:
            session = requests.Session()
            session.headers["Accept-Encoding"] = "identity"
            session.headers["User-Agent"] = "diplokg"
            session.auth = self._auth
            self._local.session = session
        return session

    def post(self, url: str, data: dict, accept: str, timeout: float,
             stream: bool = False) -> requests.Response:
        try:
            response = self.session.post(url, data=data, headers={"Accept": accept},
                                         timeout=(self.connect_timeout, timeout), stream=stream)
        except requests.ConnectTimeout:  # (a Timeout too: before it)
            raise StoreError(f"the store at {_safe(url)} cannot be reached: no connection "
                             f"within {self.connect_timeout:g} s") from None
        except requests.Timeout:
            raise QueryTimeout(f"the query did not finish within {timeout:g} s") from None
        except requests.RequestException as exc:
            raise StoreError(f"the store at {_safe(url)} cannot be reached: "
                             f"{type(exc).__name__}") from None
        if self._dialect is None:
            self._dialect = dialect_for(response.headers.get("Server", ""))
        return response

    @property
    def dialect(self) -> Dialect:
        """The store's dialect, asking it an empty ASK when it has not answered yet."""
        if self._dialect is None:
            self.query_response("ASK {}", JSON_RESULTS, 30.0).close()
        assert self._dialect is not None
        return self._dialect

    def check(self, response: requests.Response, url: str) -> None:
        if response.status_code == 200:
            return
        body = response.text
        dialect = self._dialect or Dialect()
        message = dialect.error_message(body) or response.reason
        response.close()
        if response.status_code in (401, 403):
            raise StoreError(f"the store at {_safe(url)} refused the credentials "
                             f"({response.status_code})")
        if dialect.refused_as_too_long(body):
            raise QueryTimeout(f"the store estimates that the query would not finish in "
                               f"time: {message[:300]}")
        if dialect.is_query_error(response.status_code, body):
            raise QueryError(message, 400)
        raise StoreError(f"the store at {_safe(url)} failed ({response.status_code}): "
                         f"{message[:500]}")

    def query_response(self, query: str, accept: str, timeout: float,
                       dataset: tuple[tuple[str, ...], tuple[str, ...]] | None = None,
                       stream: bool = False) -> requests.Response:
        # Form-encoded POST: Virtuoso never answers a POST of application/sparql-query (a
        # known Virtuoso defect), and GET would put long queries in the URL.
        data: dict = {"query": query}
        if dataset is not None:
            data["default-graph-uri"] = list(dataset[0]) or [NOTHING]
            data["named-graph-uri"] = list(dataset[1]) or [NOTHING]
        response = self.post(self.query_url, data, accept, timeout, stream)
        self.check(response, self.query_url)
        if self._dialect is not None and self._dialect.timed_out(response):
            response.close()
            raise QueryTimeout("the query did not finish within the store's own time limit")
        return response

    def select(self, query: str, timeout: float = 60.0) -> list[dict[str, object]]:
        """The rows of a select, read whole, as {variable: term}."""
        response = self.query_response(query, JSON_RESULTS, timeout)
        try:
            results = ox.parse_query_results(response.content, ox.QueryResultsFormat.JSON)
        except (SyntaxError, ValueError) as exc:
            raise StoreError(f"the store's answer cannot be read: {exc}") from None
        return [{v.value: s[v] for v in results.variables} for s in results]

    def update(self, update: str, timeout: float = 600.0) -> None:
        if self.update_url is None:
            raise StoreError("publishing into a remote store needs its update URL "
                             "(KG_STORE_UPDATE or --store-update)")
        for attempt in range(RETRIES):
            response = self.post(self.update_url, {"update": update}, "*/*", timeout)
            if not _conflicted(response):
                break
            response.close()
            time.sleep(0.05 * 2 ** attempt)
        try:
            self.check(response, self.update_url)
        except QueryError as exc:
            raise StoreError(f"the store rejected an update: {exc}") from None
        response.close()

    def put(self, graph: str, ntriples: str, timeout: float = 600.0) -> None:
        """Replace one graph by an HTTP PUT of N-Triples (Graph Store Protocol, 5.3)."""
        assert self.graphs_url is not None
        body = ntriples.encode("utf-8")
        for attempt in range(RETRIES):
            try:
                response = self.session.put(self.graphs_url, params={"graph": graph},
                                            data=body, headers={"Content-Type": N_TRIPLES},
                                            timeout=(self.connect_timeout, timeout))
            except requests.RequestException as exc:
                raise StoreError(f"the store at {_safe(self.graphs_url)} cannot be reached: "
                                 f"{type(exc).__name__}") from None
            if not _conflicted(response):
                break
            response.close()
            time.sleep(0.05 * 2 ** attempt)  # two writers met: the store rolled one back
        if response.status_code in (401, 403):
            raise StoreError(f"the store at {_safe(self.graphs_url)} refused the credentials "
                             f"({response.status_code})")
        if response.status_code not in (200, 201, 204):
            message = (self._dialect or Dialect()).error_message(response.text)
            raise StoreError(f"the store at {_safe(self.graphs_url)} refused graph {graph} "
                             f"({response.status_code}): {message[:500]}")
        response.close()

    def write_graphs(self, graphs: list[tuple[str, str]]) -> None:
        """Make each graph hold exactly its N-Triples: by PUT where the store has a graph
        store, two at a time; by SPARQL Update otherwise, in pieces small enough for Virtuoso
        (it refuses an INSERT DATA that compiles to more than 10,000 lines of SQL)."""
        if self.graphs_url is not None:
            with ThreadPoolExecutor(max_workers=2) as pool:
                for _ in pool.map(lambda item: self.put(*item), graphs):
                    pass
            return
        for graph, text in graphs:
            self.update(f"DROP SILENT GRAPH <{graph}>")
            lines = text.splitlines(keepends=True)
            for start in range(0, len(lines), INSERT_TRIPLES):
                piece = "".join(lines[start:start + INSERT_TRIPLES])
                self.update(f"INSERT DATA {{ GRAPH <{graph}> {{\n{piece}}} }}")

    def close(self) -> None:
        """Close the session of the calling thread."""
        session = getattr(self._local, "session", None)
        if session is not None:
            session.close()
