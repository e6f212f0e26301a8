"""The soak and fuzz suite, run by hand (never by `make test`): `kg serve` under
hostile input, slow clients, expensive queries and a build switched under load.

    python bench/soak.py --articles 300 [--work bench/work/soak] [--parts all] [--record FILE]

It writes a synthetic corpus (bench/synth.py), builds it, starts its own `kg serve` on
127.0.0.1 (2 workers, KG_QUERY_TIMEOUT=5, KG_RUNNER_MEMORY=1024), and runs five parts:

1. fuzz: 10,000 requests, mutated and malformed, counted by status;
2. slow: 50 slow-header, 10 slow-body and 10 slow-reader connections held 60 s while a
   probe asks a cheap ASK and an entity page every 0.5 s;
3. expensive: 4, then 8, expensive queries at once while one client sends cheap ones;
4. memory: the resident memory of the whole server process tree sampled every 0.5 s
   throughout, and one query that wants more memory than a runner may have;
5. switch: `kg build` of a changed corpus into the served folder while 4 clients send
   queries and page requests.

Every loop is bounded in count and in time; all traffic goes to 127.0.0.1. The figures are
printed, kept in WORK/soak.json, and with --record FILE appended to FILE.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import random
import re
import socket
import statistics
import subprocess
import sys
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote, urlencode

import requests

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT / "tests"))

from queries import MIX, Sample, sample_entities  # noqa: E402
from support import ENDLESS, free_port, start_serve, stop_serve, wait_ready  # noqa: E402

TIME_LIMIT = 5.0
RUNNER_MEMORY_MIB = 1024
# The 503s a client may get for asking too much: the answer names the reason.
EXPECTED_503 = ("timed out", "did not finish", "busy", "memory")
HUNGRY = "SELECT * WHERE { ?a ?b ?c . ?d ?e ?f } ORDER BY RAND() LIMIT 1"
GRAPH_COUNT = "SELECT (COUNT(DISTINCT ?g) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } }"
JSON = "application/sparql-results+json"


# The server and its memory ---------------------------------------------------------------

def tree_rss(root: int) -> dict[int, tuple[int, str]]:
    """Resident memory (bytes) and command of ``root`` and every process below it, from /proc."""
    parents: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
                parents[int(entry)] = int(stat.rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
    wanted, frontier = {root}, [root]
    while frontier:
        parent = frontier.pop()
        children = [pid for pid, ppid in parents.items() if ppid == parent]
        wanted.update(children)
        frontier.extend(children)
    found = {}
    for pid in wanted:
        try:
            status = Path(f"/proc/{pid}/status").read_text()
            command = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
        except OSError:
            continue
        kb = next((int(line.split()[1]) for line in status.splitlines()
                   if line.startswith("VmRSS:")), 0)
        found[pid] = (kb * 1024, command)
    return found


class MemorySampler:
    """The tree's total RSS every 0.5 s, labelled with the part running; the largest runner."""

    def __init__(self, root: int) -> None:
        self.root = root
        self.part = "start"
        self.peaks: dict[str, int] = {}
        self.runner_peaks: dict[str, int] = {}
        self.samples = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        deadline = time.monotonic() + 3600  # bounded whatever happens to the parts
        while not self._stop.is_set() and time.monotonic() < deadline:
            tree = tree_rss(self.root)
            total = sum(rss for rss, _ in tree.values())
            runner = max((rss for rss, command in tree.values() if "runner_child" in command),
                         default=0)
            self.peaks[self.part] = max(self.peaks.get(self.part, 0), total)
            self.runner_peaks[self.part] = max(self.runner_peaks.get(self.part, 0), runner)
            self.samples += 1
            self._stop.wait(0.5)

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=5)


@dataclass
class Server:
    out: Path
    data: Path
    port: int = 0
    process: subprocess.Popen | None = None
    env: dict = field(default_factory=dict)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        self.port = free_port()
        self.process = start_serve(self.out, self.data, self.port, workers=2, **self.env)
        wait_ready(self.url, self.process)

    def log(self) -> str:
        return self.process.log_path.read_text(errors="replace")

    def stop(self) -> str:
        return stop_serve(self.process)

    def solve(self, query: str) -> list:
        """``queries.sample_entities``'s solver, over HTTP."""
        response = requests.get(f"{self.url}/sparql", params={"query": query},
                                headers={"Accept": JSON}, timeout=60)
        response.raise_for_status()
        body = response.json()
        names = body["head"]["vars"]
        return [tuple(_Term(row[name]["value"]) if name in row else None for name in names)
                for row in body["results"]["bindings"]]

    def graphs(self) -> int:
        return int(self.solve(GRAPH_COUNT)[0][0].value)


@dataclass(frozen=True)
class _Term:
    value: str


def page_path(iri: str) -> str:
    return "/doc/" + iri.split("/id/", 1)[1] + ".html"


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def summary_ms(values: list[float]) -> dict:
    return {"n": len(values), "p50_ms": round(percentile(values, 0.5) * 1000, 1),
            "p99_ms": round(percentile(values, 0.99) * 1000, 1),
            "max_ms": round(max(values, default=float("nan")) * 1000, 1)}


# Raw HTTP: anything a client can send ----------------------------------------------------

@dataclass
class Reply:
    status: int | None  # None: the connection ended with no status line
    seconds: float
    head: bytes = b""
    body: bytes = b""
    error: str = ""


def _body_done(head: bytes, body: bytes, method: bytes) -> bool:
    lowered = head.lower()
    if method == b"HEAD" or b" 304 " in head.split(b"\r\n", 1)[0] or \
            b" 204 " in head.split(b"\r\n", 1)[0]:
        return True
    for line in lowered.split(b"\r\n"):
        if line.startswith(b"content-length:"):
            try:
                return len(body) >= int(line.split(b":", 1)[1])
            except ValueError:
                return False
    if b"transfer-encoding: chunked" in lowered:
        return body.endswith(b"0\r\n\r\n")
    return False


def send_raw(port: int, data: bytes, timeout: float = 30.0, half_close: bool = False,
             read_limit: int = 1 << 20) -> Reply:
    """Send ``data`` as it is; read the answer to its end (at most ``read_limit`` bytes)."""
    started = time.monotonic()
    method = data.split(b" ", 1)[0]
    try:
        connection = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    except OSError as exc:
        return Reply(None, time.monotonic() - started, error=f"connect: {exc}")
    received = b""
    error = ""
    try:
        try:
            connection.sendall(data)
            if half_close:
                connection.shutdown(socket.SHUT_WR)
        except OSError:
            pass  # the server may answer (413, 431) before it has read everything
        deadline = started + timeout
        while time.monotonic() < deadline and len(received) < read_limit:
            connection.settimeout(max(0.1, deadline - time.monotonic()))
            chunk = connection.recv(65536)
            if not chunk:
                break
            received += chunk
            head, sep, body = received.partition(b"\r\n\r\n")
            if sep and not head.startswith(b"HTTP/1.1 100 ") and _body_done(head, body, method):
                break
    except socket.timeout:
        error = "timeout"
    except OSError as exc:
        error = type(exc).__name__
    finally:
        connection.close()
    while received.startswith(b"HTTP/1.1 100 "):  # an interim answer to Expect
        received = received.partition(b"\r\n\r\n")[2]
    head, _, body = received.partition(b"\r\n\r\n")
    status = None
    parts = head.split(b"\r\n", 1)[0].split()
    if len(parts) >= 2 and parts[0].startswith(b"HTTP/") and parts[1].isdigit():
        status = int(parts[1])
    return Reply(status, time.monotonic() - started, head, body[:4096], error)


def http(method: str, target: str, port: int, headers: list[tuple[str, str]] | None = None,
         body: bytes = b"", host: str | None = None, close: bool = True,
         version: str = "HTTP/1.1") -> bytes:
    lines = [f"{method} {target} {version}"]
    if host is not None:
        lines.append(f"Host: {host}")
    else:
        lines.append(f"Host: 127.0.0.1:{port}")
    headers = list(headers or [])
    if body and not any(name.lower() in ("content-length", "transfer-encoding")
                        for name, _ in headers):
        headers.append(("Content-Length", str(len(body))))
    if close:
        headers.append(("Connection", "close"))
    lines += [f"{name}: {value}" for name, value in headers]
    return "\r\n".join(lines).encode("utf-8", "surrogateescape") + b"\r\n\r\n" + body


# 1. Fuzz ---------------------------------------------------------------------------------

SNIPPETS = ["{", "}", "(", ")", "<", ">", '"', "'", "\\", "#", "?x", "$y", ".", ";", ",", "*",
            "^^", "@en", "_:b", "[]", "<<(", ")>>", "<<", ">>", "SERVICE <http://127.0.0.1:9/> {}",
            "LOAD <file:///etc/passwd>", "INSERT DATA { <a:b> <a:c> <a:d> }", "DROP ALL",
            "GRAPH ?g", "FILTER(", "OPTIONAL {", "UNION", "MINUS", "VALUES ?x { 1 }",
            "BIND(1 AS ?z)", "LIMIT 99999999999999999999", "OFFSET -1", "\x00", "é", "𝔸",
            "\\u0000", "\\U0010FFFF", "\\uD800", "PREFIX : <", "BASE <", "SELECT", "ASK",
            "CONSTRUCT", "DESCRIBE", 'REGEX(?x, "(a+)+$")', "COUNT(", "GROUP_CONCAT(", '"""',
            "'''", "1e999999", "true", "%", "%%", "+", "\r\n", "\t", "?s ?p ?o .",
            "?a ?b ?c . ?d ?e ?f .", "SELECT * WHERE {", "}}}}", "((((", "<http://127.0.0.1/>",
            "<javascript:alert(1)>", '"<script>alert(1)</script>"', "FROM <file:///etc/passwd>",
            "FROM NAMED <http://127.0.0.1:9/>", "ORDER BY RAND()", "LIMIT 0", "LIMIT -5",
            "GROUP BY ?s", "HAVING(", "EXISTS {", "NOT EXISTS {", "IRI(", "STRDT(", "LANG(",
            "ENCODE_FOR_URI(", "REPLACE(?x, \"\", \"a\")", "SUBSTR(?x, -9999999999)"]
ACCEPTS = ["application/sparql-results+json", "application/sparql-results+xml", "text/csv",
           "text/tab-separated-values", "text/html", "text/turtle", "application/n-triples",
           "application/ld+json", "application/rdf+xml", "application/n-quads", "*/*", "",
           "text/*", "image/png", "application/json;q=0", "*/*;q=abc", "text/html;q=2",
           "text/html;q=0.1, text/csv;q=0.1", ",,,;;;", "\u00e9/\u00e9",
           ", ".join(f"type{n}/sub{n};q=0.{n % 10}" for n in range(300)),
           "application/sparql-results+json; charset=utf-16", "text/turtle;version=9"]
CONTENT_TYPES = ["application/sparql-query", "application/x-www-form-urlencoded",
                 "application/sparql-update", "text/plain", "multipart/form-data; boundary=x",
                 "application/json", "", "application/sparql-query; charset=latin-1",
                 "application/x-www-form-urlencoded; charset=utf-16", "\x7f/\x00"]
METHODS = ["PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT", "PROPFIND", "FOO", "get",
           "G" * 300, "GET\x00", "POST", "HEAD", "MKCOL", "SEARCH"]
BAD_ESCAPES = ["%", "%G1", "%zz", "%ff%fe", "%00", "%c0%af", "%e2%82", "%%", "%2", "%u0041",
               "%ed%a0%80", "%f4%90%80%80", "%2e%2e%2f", "%0d%0aX-Injected:%201"]
PAGE_VALUES = ["-1", "0", "1", "2", "3", "999", "10" * 20, "abc", "1e3", "", "1.5", "%00",
               "²", "١", " 1", "1&page=2", "0x10", "9" * 400]
HOSTS = ["evil.example", "", "127.0.0.1:1", "127.0.0.1@evil.example", "localhost:65536",
         "[::1]", "a" * 5000, "é.example", "127.0.0.1, evil.example", "127.0.0.1\tevil",
         "EVIL.EXAMPLE:80", "127.0.0.1.", "xn--e1afmkfd.example"]
SEGMENTS = ["person", "country", "article", "event", "quote", "claim", "group", "organization",
            "build", "place", "x", "", ".", "..", "%2e%2e", "é", "a" * 300]
SUFFIXES = ["", ".html", ".ttl", ".nt", ".jsonld", ".rdf", ".xml", ".nq", ".gz", ".",
            ".html.ttl", "/", "//"]


class Fuzzer:
    def __init__(self, port: int, sample: Sample, seed: int) -> None:
        self.port = port
        self.sample = sample
        self.random = random.Random(seed)
        chooser = random.Random(seed + 1)
        self.bases = [query.render(sample, chooser) for query in MIX for _ in range(3)] + [
            "ASK { ?s ?p ?o }", ENDLESS, GRAPH_COUNT,
            "CONSTRUCT { ?s ?p <<( ?s ?p ?o )>> } WHERE { ?s ?p ?o } LIMIT 3",
            "SELECT ?p WHERE { <http://127.0.0.1:5000/id/\\u0070erson/x> ?p ?o }",
            "DESCRIBE ?s WHERE { ?s a ?t } LIMIT 2",
            "PREFIX schema: <https://schema.org/> SELECT ?n WHERE { ?s schema:name ?n } LIMIT 5",
            "SELECT (GROUP_CONCAT(?o) AS ?all) WHERE { ?s ?p ?o } GROUP BY ?s LIMIT 3",
            "SELECT * WHERE { GRAPH ?g { ?s ?p ?o } } LIMIT 10"]
        self.pages = [page_path(iri) for iri in sample.popular + sample.rare[:30]]

    def pick(self, items):
        return self.random.choice(items)

    def mutate(self, text: str) -> str:
        for _ in range(self.random.randint(1, 4)):
            at = self.random.randint(0, len(text))
            op = self.random.randrange(7)
            if op == 0:
                text = text[:at] + self.pick(SNIPPETS) + text[at:]
            elif op == 1:
                text = text[:at] + text[at + self.random.randint(1, 20):]
            elif op == 2:
                text = text[:at] + text[at:at + 30] * self.random.randint(2, 50) + text[at:]
            elif op == 3:
                text = text[:at] + chr(self.random.choice(
                    [self.random.randint(1, 0x7f), self.random.randint(0x80, 0xd7ff),
                     self.random.randint(0xe000, 0x10ffff)])) + text[at + 1:]
            elif op == 4:
                text = text[:at]
            elif op == 5:
                text = text.swapcase()
            else:
                words = text.split(" ")
                self.random.shuffle(words)
                text = " ".join(words)
        return text

    def query_request(self, text: str) -> bytes:
        accept = [("Accept", self.pick(ACCEPTS))]
        encoded = text.encode("utf-8", "surrogatepass")
        how = self.random.randrange(4)
        if how == 0:
            extra = self.pick(["", "&default-graph-uri=http%3A%2F%2Fx%2F", "&named-graph-uri=%",
                               "&query=ASK%7B%7D", "&format=html", "&timeout=99999"])
            return http("GET", f"/sparql?query={quote(encoded, safe='')}{extra}", self.port,
                        accept)
        if how == 1:
            body = urlencode({"query": encoded}).encode()
            return http("POST", "/sparql", self.port, accept + [
                ("Content-Type", "application/x-www-form-urlencoded")], body)
        if how == 2:
            return http("POST", "/sparql", self.port, accept + [
                ("Content-Type", "application/sparql-query")], encoded)
        return http("POST", "/sparql", self.port, accept + [
            ("Content-Type", self.pick(CONTENT_TYPES))], encoded)

    # Each case: (kind, request bytes, half_close)
    def mutated_query(self):
        return "mutated-query", self.query_request(self.mutate(self.pick(self.bases))), False

    def random_bytes(self):
        blob = self.random.randbytes(self.random.choice([1, 16, 300, 5000, 200_000]))
        how = self.random.randrange(3)
        if how == 0:
            return "random-bytes", http("POST", "/sparql", self.port, [
                ("Content-Type", self.pick(CONTENT_TYPES))], blob), False
        if how == 1:
            return "random-bytes", http("GET", "/sparql?query=" + quote(blob[:3000], safe=""),
                                        self.port), False
        return "random-bytes", blob[:8000] + b"\r\n\r\n", True  # not even a request line

    def nesting(self):
        depth = self.random.choice([50, 150, 199, 200, 201, 250, 1000, 3000, 10_000, 100_000])
        shape = self.random.randrange(5)
        if shape == 0:
            text = "SELECT * WHERE " + "{" * depth + "}" * depth
        elif shape == 1:
            text = "SELECT * WHERE { FILTER(" + "(" * depth + "1" + ")" * depth + ") }"
        elif shape == 2:
            text = "SELECT * WHERE { ?s ?p " + "[ ?p " * depth + "?o" + " ]" * depth + " }"
        elif shape == 3:
            text = "SELECT * WHERE " + "{ SELECT * WHERE " * depth + "{}" + "}" * depth
        else:
            text = "SELECT * WHERE { ?s ?p ?o " + "OPTIONAL { ?s ?p ?o " * depth + "}" * depth + "}"
        return "nesting", self.query_request(text[:1_200_000]), False

    def odd_method(self):
        method = self.pick(METHODS)
        target = self.pick(["/sparql?query=ASK%7B%7D", "/", "/downloads", *self.pages[:5], "*",
                            "http://127.0.0.1/sparql", "/id/country/peru"])
        body = b"ASK {}" if self.random.random() < 0.5 else b""
        return "odd-method", http(method, target, self.port, [("Accept", "*/*")], body), False

    def odd_headers(self):
        target = self.pick(["/sparql?query=ASK%7B%7D", self.pick(self.pages), "/downloads",
                            "/downloads/diplokg.nq.gz"])
        choice = self.random.randrange(12)
        headers: list[tuple[str, str]] = []
        body = b""
        if choice == 0:
            headers = [("Accept", self.pick(ACCEPTS)), ("Accept", self.pick(ACCEPTS))]
        elif choice == 1:
            body = b"query=ASK%7B%7D"
            headers = [("Content-Length", "5"), ("Content-Length", "15"),
                       ("Content-Type", "application/x-www-form-urlencoded")]
            target = "/sparql"
        elif choice == 2:
            headers = [("Content-Length", self.pick(["-1", "abc", "1e3", "99999999999999999999",
                                                      " 6", "0x10"]))]
            body = b"ASK {}"
        elif choice == 3:
            headers = [("X-Many-" + str(n), "v") for n in range(self.random.choice([50, 99, 150]))]
        elif choice == 4:
            headers = [("X-Long", "v" * self.random.choice([4000, 8190, 9000, 70_000]))]
        elif choice == 5:
            headers = [("Range", self.pick(["bytes=0-10", "bytes=-5", "bytes=5-1", "bytes=0-0,2-3",
                                            "bytes=99999999999-", "pages=1", "bytes=" + "0-1," * 500,
                                            "bytes=abc"]))]
        elif choice == 6:
            headers = [("If-None-Match", self.pick(["*", '"x"', "W/", '"' * 50, "\x01"])),
                       ("If-Modified-Since", self.pick(["yesterday", "Thu, 01 Jan 1970 00:00:00 GMT",
                                                        "Mon, 32 Foo 99999 99:99:99 GMT"]))]
        elif choice == 7:
            headers = [("Accept-Encoding", self.pick(["gzip;q=abc", "br, *;q=0", "x" * 3000,
                                                      "identity;q=0"]))]
        elif choice == 8:
            headers = [("X-Forwarded-Host", "evil.example"), ("X-Forwarded-Proto", "gopher"),
                       ("X-Forwarded-For", "1.2.3.4, " * 100), ("Forwarded", "host=evil")]
        elif choice == 9:
            headers = [("Transfer-Encoding", "chunked"), ("Content-Length", "6")]
            body = b"6\r\nASK {}\r\n0\r\n\r\n"
            target = "/sparql"
            headers.append(("Content-Type", "application/sparql-query"))
        elif choice == 10:
            headers = [("Bad Header", "x"), ("X-Ctl", "a\x01b"), ("Ünïcode", "ü")]
        else:
            headers = [("Cookie", "a=" + "b" * 4000), ("Authorization", "Basic !!!!"),
                       ("Expect", "100-continue"), ("Upgrade", "h2c")]
        return "odd-headers", http("GET" if not body else "POST", target, self.port, headers,
                                   body), False

    def bad_escapes(self):
        bad = self.pick(BAD_ESCAPES)
        target = self.pick([f"/sparql?query=ASK{bad}", f"/doc/person/{bad}.html",
                            f"/id/{bad}", f"/downloads/{bad}", f"/sparql?{bad}=1",
                            f"{self.pick(self.pages)}?page={bad}", f"/{bad}"])
        return "bad-percent-encoding", http("GET", target, self.port), False

    def head(self):
        target = self.pick(["/sparql?query=" + quote(self.pick(self.bases), safe=""),
                            self.pick(self.pages), "/downloads/diplokg.nq", "/", "/.well-known/void",
                            "/id/country/peru"])
        return "head", http("HEAD", target, self.port, [("Accept", self.pick(ACCEPTS))]), False

    def chunked(self):
        text = self.pick(self.bases).encode()
        choice = self.random.randrange(5)
        if choice == 0:
            body = b"".join(b"%x\r\n%s\r\n" % (len(text[i:i + 7]), text[i:i + 7])
                            for i in range(0, len(text), 7)) + b"0\r\n\r\n"
        elif choice == 1:
            body = b"zz\r\n" + text + b"\r\n0\r\n\r\n"  # a chunk size that is no number
        elif choice == 2:
            body = b"%x\r\n%s\r\n" % (len(text), text)  # no last chunk
        elif choice == 3:
            body = b"fffffffffffffffffff\r\nASK\r\n0\r\n\r\n"
        else:
            piece = b"#" * 65536
            body = b"".join(b"10000\r\n" + piece + b"\r\n" for _ in range(18)) + b"0\r\n\r\n"
        return "chunked", http("POST", "/sparql", self.port, [
            ("Transfer-Encoding", "chunked"), ("Content-Type", "application/sparql-query")],
            body), choice in (2, 3)  # then the client stops: the server must not wait

    def overlong(self):
        size = self.random.choice([4000, 4095, 8200, 20_000, 100_000])
        target = self.pick(["/sparql?query=ASK%7B%7D%23", "/doc/person/", "/id/", "/downloads/"])
        return "overlong-url", http("GET", target + "a" * size, self.port), False

    def hostile_host(self):
        host = self.pick(HOSTS)
        target = self.pick(["/", self.pick(self.pages), "/.well-known/void", "/sparql",
                            "/downloads//diplokg.nq", "/id/country/peru"])
        extra = [("Host", "evil.example")] if self.random.random() < 0.2 else []
        return "hostile-host", http("GET", target, self.port, extra, host=host), False

    def random_path(self):
        root = self.pick(["/doc", "/id", "/downloads", "/sparql", "/graph"])
        parts = [self.pick(SEGMENTS) for _ in range(self.random.randint(0, 4))]
        path = root + "/" + "/".join(parts) + self.pick(SUFFIXES)
        if self.random.random() < 0.3:
            path += "?" + self.pick(["format=ttl", "format=zzz", "page=2", "a=b&a=c", "=", "&&"])
        return "random-path", http("GET", quote(path, safe="/?=&%."), self.port,
                                   [("Accept", self.pick(ACCEPTS))]), False

    def page_param(self):
        target = self.pick(self.pages) + "?page=" + quote(self.pick(PAGE_VALUES), safe="&")
        if self.random.random() < 0.2:
            target += "&page=" + self.pick(PAGE_VALUES)
        return "page-param", http("GET", target, self.port,
                                  [("Accept", self.pick(ACCEPTS[:6] + ["text/html"]))]), False

    def cases(self):
        return [self.mutated_query] * 10 + [self.random_bytes, self.nesting, self.odd_method,
                                            self.odd_headers, self.odd_headers, self.bad_escapes,
                                            self.head, self.chunked, self.overlong,
                                            self.hostile_host, self.random_path, self.random_path,
                                            self.page_param, self.page_param]


def _title(text: str) -> str:
    """An error answer's title, whether it came as text, JSON or HTML."""
    for pattern in (r"<title>(.*?) – ", r'"title": "(.*?)"', r"^(\d{3} [^\n]*)"):
        found = re.search(pattern, text)
        if found:
            return found.group(1)[:60]
    return text[:60]


def part_fuzz(server: Server, sample: Sample, count: int, seconds: float, clients: int,
              seed: int) -> dict:
    fuzzer = Fuzzer(server.port, sample, seed)
    kinds = fuzzer.cases()
    plan = [fuzzer.random.choice(kinds)() for _ in range(count)]  # made up front: same seed,
    lock = threading.Lock()                                        # same requests
    by_status: Counter = Counter()
    by_kind: dict[str, Counter] = {}
    bad: list[dict] = []
    expected_503: Counter = Counter()
    next_index = [0]
    deadline = time.monotonic() + seconds

    def worker() -> None:
        while time.monotonic() < deadline:
            with lock:
                if next_index[0] >= len(plan):
                    return
                index = next_index[0]
                next_index[0] += 1
            kind, data, half_close = plan[index]
            reply = send_raw(server.port, data, timeout=30, half_close=half_close)
            key = str(reply.status) if reply.status else f"no answer ({reply.error or 'closed'})"
            with lock:
                by_status[key] += 1
                by_kind.setdefault(kind, Counter())[key] += 1
                if reply.status and reply.status >= 500:
                    text = reply.body.decode("utf-8", "replace")
                    if kind == "head" and reply.status == 503 and \
                            b"\r\nretry-after:" in reply.head.lower():
                        # A HEAD's 503 has no body to say why; its Retry-After says enough.
                        expected_503["503 to a HEAD, with Retry-After"] += 1
                    elif reply.status == 503 and any(word in text for word in EXPECTED_503):
                        expected_503[_title(text)] += 1
                    else:
                        bad.append({"index": index, "kind": kind, "status": reply.status,
                                    "request": data[:600].decode("utf-8", "replace"),
                                    "answer": text[:300]})
                elif reply.status is None and reply.error == "timeout":
                    bad.append({"index": index, "kind": kind, "status": None,
                                "request": data[:600].decode("utf-8", "replace"),
                                "answer": "no answer within 30 s"})

    started = time.monotonic()
    threads = [threading.Thread(target=worker) for _ in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=seconds + 60)
    sent = sum(by_status.values())
    return {"planned": count, "sent": sent, "seconds": round(time.monotonic() - started, 1),
            "clients": clients, "by_status": dict(sorted(by_status.items())),
            "by_kind": {kind: dict(sorted(c.items())) for kind, c in sorted(by_kind.items())},
            "expected_503": dict(expected_503), "unexpected": bad[:40],
            "unexpected_count": len(bad)}


# 2. Slow clients -------------------------------------------------------------------------

def _hold(port: int, opening: bytes, trickle: bytes | None, seconds: float, sockets: list,
          outcome: Counter, lock: threading.Lock) -> None:
    """One slow client for ``seconds``: when the server drops it, it connects again at once
    (an attacker would), so the server always has as many such clients waiting."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            connection = socket.socket()
            if trickle is None:  # a reader that takes little: the server's sends must wait
                connection.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
            connection.settimeout(5)
            connection.connect(("127.0.0.1", port))
            sockets.append(connection)
            connection.sendall(opening)
            with lock:
                outcome["connections"] += 1
        except OSError:
            with lock:
                outcome["could not connect"] += 1
            time.sleep(0.5)
            continue
        opened = time.monotonic()
        while time.monotonic() < deadline:
            time.sleep(0.5)
            try:
                if trickle is None:
                    if not connection.recv(16):
                        raise ConnectionResetError("closed")
                else:
                    connection.sendall(trickle)
            except OSError:
                with lock:
                    outcome["dropped by the server"] += 1
                    outcome["seconds held before a drop"] += round(time.monotonic() - opened)
                break
        else:
            with lock:
                outcome["held to the end"] += 1
        connection.close()


def probe_loop(server: Server, pages: list[str], stop: threading.Event, seconds: float,
               results: dict, tag: str) -> None:
    """Every 0.5 s a cheap ASK (a new literal each time: no cached answer) and an entity page."""
    deadline = time.monotonic() + seconds
    number = 0
    while not stop.is_set() and time.monotonic() < deadline:
        tick = time.monotonic()
        for kind, call in (
                ("ask", lambda: requests.get(f"{server.url}/sparql", timeout=10, headers={
                    "Accept": JSON}, params={"query": f'ASK {{ ?s ?p "{tag}-{number}" }}'})),
                ("page", lambda: requests.get(f"{server.url}{pages[number % len(pages)]}",
                                              timeout=10))):
            started = time.monotonic()
            try:
                status = call().status_code
            except requests.RequestException:
                status = None
            results.setdefault(kind, []).append((time.monotonic() - started, status))
        number += 1
        stop.wait(max(0.0, 0.5 - (time.monotonic() - tick)))


def probe_summary(results: dict) -> dict:
    summary = {}
    for kind, rows in results.items():
        times = [t for t, _ in rows]
        summary[kind] = {**summary_ms(times),
                         "ok_within_1s": sum(1 for t, s in rows if s == 200 and t <= 1.0),
                         "statuses": dict(Counter(str(s) for _, s in rows))}
    return summary


def part_slow(server: Server, pages: list[str], seconds: float) -> dict:
    port = server.port
    head = f"GET /sparql?query=ASK%7B%7D HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nX-Slow: ".encode()
    body = (f"POST /sparql HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
            "Content-Type: application/sparql-query\r\nContent-Length: 4000\r\n\r\nASK").encode()
    reader = f"GET /downloads/diplokg.nq HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode()
    # One header value a byte at a time (not a header a tick: 120 headers would pass
    # gunicorn's limit of 100 and be refused, ending the connection early).
    plan = ([("slow-header", head, b"a")] * 50 + [("slow-body", body, b" ")] * 10
            + [("slow-reader", reader, None)] * 10)
    sockets: list = []
    outcomes: dict[str, Counter] = {}
    lock = threading.Lock()
    threads = []
    for kind, opening, trickle in plan:
        outcome = outcomes.setdefault(kind, Counter())
        threads.append(threading.Thread(target=_hold, daemon=True, args=(
            port, opening, trickle, seconds, sockets, outcome, lock)))
    for thread in threads:
        thread.start()
    time.sleep(1.0)
    results: dict = {}
    probe_loop(server, pages, threading.Event(), seconds - 1.5, results, "slow")
    for thread in threads:
        thread.join(timeout=15)
    for connection in sockets:
        connection.close()
    return {"connections": {k: dict(v) for k, v in outcomes.items()}, "held_seconds": seconds,
            "probes": probe_summary(results)}


# 3. Expensive queries --------------------------------------------------------------------

def part_expensive(server: Server, sample: Sample, at_once: int) -> dict:
    cheap_times: list[float] = []
    cheap_status: Counter = Counter()
    stop = threading.Event()

    def cheap() -> None:
        number = 0
        deadline = time.monotonic() + 40
        while not stop.is_set() and time.monotonic() < deadline:
            iri = sample.rare[number % len(sample.rare)]
            query = (f"SELECT ?p ?o WHERE {{ <{iri}> ?p ?o }}" if number % 2 else
                     f'ASK {{ ?s ?p "cheap-{at_once}-{number}" }}')
            started = time.monotonic()
            try:
                status = str(requests.get(f"{server.url}/sparql", params={"query": query},
                                          headers={"Accept": JSON}, timeout=30).status_code)
            except requests.RequestException as exc:
                status = type(exc).__name__
            cheap_times.append(time.monotonic() - started)
            cheap_status[status] += 1
            number += 1
            time.sleep(0.05)

    outcomes: list[dict] = []

    def expensive(number: int) -> None:
        query = ("SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i "
                 f'FILTER(?c != "expensive-{at_once}-{number}") }}')
        started = time.monotonic()
        try:
            response = requests.get(f"{server.url}/sparql", params={"query": query},
                                    headers={"Accept": JSON}, timeout=60)
            outcomes.append({"seconds": round(time.monotonic() - started, 2),
                             "status": response.status_code,
                             "retry_after": response.headers.get("Retry-After"),
                             "says": response.text.splitlines()[0][:50] if response.text else ""})
        except requests.RequestException as exc:
            outcomes.append({"seconds": round(time.monotonic() - started, 2), "status": None,
                             "says": type(exc).__name__})

    cheap_thread = threading.Thread(target=cheap)
    cheap_thread.start()
    time.sleep(2.0)  # cheap queries alone first
    alone = len(cheap_times)
    threads = [threading.Thread(target=expensive, args=(n,)) for n in range(at_once)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=70)
    time.sleep(1.0)
    stop.set()
    cheap_thread.join(timeout=35)
    during = cheap_times[alone:]
    late = [o for o in outcomes if o["seconds"] > TIME_LIMIT + 1.0 or o["status"] is None]
    return {"at_once": at_once, "expensive": sorted(outcomes, key=lambda o: o["seconds"]),
            "over_limit_plus_1s": len(late), "cheap_alone": summary_ms(cheap_times[:alone]),
            "cheap_during": summary_ms(during), "cheap_status": dict(cheap_status)}


# 4. A query that wants more memory than a runner may have ---------------------------------

def part_memory(server: Server, pages: list[str], memory: MemorySampler) -> dict:
    results: dict = {}
    stop = threading.Event()
    prober = threading.Thread(target=probe_loop, args=(server, pages, stop, 90, results, "mem"))
    prober.start()
    started = time.monotonic()
    try:
        response = requests.get(f"{server.url}/sparql", params={"query": HUNGRY},
                                headers={"Accept": JSON}, timeout=60)
        status, says = response.status_code, response.text.strip()[:200]
    except requests.RequestException as exc:
        status, says = None, type(exc).__name__
    seconds = time.monotonic() - started
    time.sleep(2.0)
    stop.set()
    prober.join(timeout=15)
    return {"query": HUNGRY, "status": status, "seconds": round(seconds, 2), "says": says,
            "runner_cap_mib": RUNNER_MEMORY_MIB,
            "largest_runner_rss_mib": round(memory.runner_peaks.get("memory", 0) / 2 ** 20),
            "probes": probe_summary(results)}


# 5. A build switched under load ----------------------------------------------------------

def part_switch(server: Server, sample: Sample, changed: Path, seconds: float) -> dict:
    chooser = random.Random(5)
    queries = [(query.render(sample, chooser), query.accept) for query in MIX for _ in range(4)]
    # Countries are in every corpus bench/synth.py writes: their pages exist before and after
    # the switch (a person's may not).
    pages = [page_path(iri) for iri in sample.popular if "/id/country/" in iri]
    statuses: Counter = Counter()
    failures: Counter = Counter()
    lock = threading.Lock()
    stop = threading.Event()
    hard_deadline = time.monotonic() + 700

    def client(number: int) -> None:
        own = random.Random(number)
        while not stop.is_set() and time.monotonic() < hard_deadline:
            if own.random() < 0.5:
                query, accept = own.choice(queries)
                call = lambda: requests.get(f"{server.url}/sparql", params={"query": query},  # noqa: E731
                                            headers={"Accept": accept}, timeout=30)
                what = f"query {query[:60]}"
            else:
                path = own.choice(pages)
                call = lambda: requests.get(f"{server.url}{path}", timeout=30)  # noqa: E731
                what = path
            try:
                status = str(call().status_code)
            except requests.RequestException as exc:
                status = type(exc).__name__
            with lock:
                statuses[status] += 1
                if status != "200":
                    failures[f"{status} {what}"] += 1

    before = server.graphs()
    # The corpus not being served (a second run of this part finds the changed one served);
    # each article is a graph, and the ontology and the shapes two more.
    if before == len(list(changed.glob("*/*/mapping.yaml"))) + 2:
        changed = server.data
    threads = [threading.Thread(target=client, args=(n,)) for n in range(4)]
    load_started = time.monotonic()
    for thread in threads:
        thread.start()
    time.sleep(3.0)
    env = {k: v for k, v in os.environ.items() if not k.startswith("KG_")}
    started = time.monotonic()
    built = subprocess.run([sys.executable, "-m", "kg.cli", "build", "--data", str(changed),
                            "--out", str(server.out)], env=env, capture_output=True, text=True,
                           timeout=600)
    build_seconds = time.monotonic() - started
    # The load goes on until the workers have picked the new build up, then 5 s more, and
    # for ``seconds`` in all at least.
    switched_at = None
    wait_until = time.monotonic() + 30
    while time.monotonic() < wait_until:
        try:
            if server.graphs() != before:
                switched_at = time.monotonic() - started
                break
        except requests.RequestException:
            pass
        time.sleep(0.5)
    time.sleep(max(5.0, seconds - (time.monotonic() - load_started)))
    stop.set()
    for thread in threads:
        thread.join(timeout=40)
    load_seconds = time.monotonic() - load_started
    after = server.graphs()
    return {"build_exit": built.returncode, "build_seconds": round(build_seconds, 1),
            "build_tail": built.stdout.strip().splitlines()[-1:] + built.stderr.strip()
            .splitlines()[-3:], "graphs_before": before, "graphs_after": after,
            "new_build_seen_after_s": round(switched_at, 1) if switched_at else None,
            "load_seconds": round(load_seconds, 1),
            "requests": sum(statuses.values()), "statuses": dict(statuses),
            "failed": sum(failures.values()), "failures": dict(failures.most_common(20))}


# Putting it together ----------------------------------------------------------------------

def machine() -> str:
    cpu = next((line.split(":", 1)[1].strip() for line in
                Path("/proc/cpuinfo").read_text().splitlines() if line.startswith("model name")),
               "unknown CPU")
    memory = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 1024 ** 3
    load = os.getloadavg()
    return (f"{cpu}, {os.cpu_count()} cores, {memory:.0f} GiB, load average at the start "
            f"{load[0]:.1f}; Python {sys.version.split()[0]}")


def prepare(work: Path, articles: int) -> tuple[Path, Path, Path]:
    data, changed, out = work / "data", work / "data-changed", work / "out"
    synth = [sys.executable, str(HERE / "synth.py")]
    if not (data / "000").exists():
        subprocess.run(synth + ["--articles", str(articles), "--out", str(data)], check=True)
    # The changed corpus: 10% more articles (another seed for the rare people).
    subprocess.run(synth + ["--articles", str(articles + articles // 10), "--out", str(changed),
                            "--seed", "8"], check=True)
    if not (out / "current").exists():
        env = {k: v for k, v in os.environ.items() if not k.startswith("KG_")}
        subprocess.run([sys.executable, "-m", "kg.cli", "build", "--data", str(data), "--out",
                        str(out)], env=env, check=True)
    return data, changed, out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--articles", type=int, default=300)
    parser.add_argument("--work", type=Path, default=HERE / "work" / "soak")
    parser.add_argument("--parts", default="fuzz,slow,expensive,memory,switch")
    parser.add_argument("--fuzz-count", type=int, default=10_000)
    parser.add_argument("--fuzz-seconds", type=float, default=300)
    parser.add_argument("--slow-seconds", type=float, default=60)
    parser.add_argument("--seed", type=int, default=12)
    parser.add_argument("--record", dest="results", type=Path, default=None,
                        help="append the report, as Markdown, to this file")
    args = parser.parse_args()
    parts = set(args.parts.split(","))
    args.work.mkdir(parents=True, exist_ok=True)
    data, changed, out = prepare(args.work, args.articles)
    started = dt.datetime.now(dt.timezone.utc)
    report: dict = {"date": started.strftime("%Y-%m-%d %H:%M UTC"), "machine": machine(),
                    "commit": subprocess.run(["git", "-C", str(ROOT), "log", "-1",
                                              "--format=%h %s"], capture_output=True,
                                             text=True).stdout.strip()[:100],
                    "articles": args.articles}
    server = Server(out, data, env={"KG_QUERY_TIMEOUT": str(TIME_LIMIT),
                                    "KG_RUNNER_MEMORY": str(RUNNER_MEMORY_MIB)})
    server.start()
    memory = MemorySampler(server.process.pid)
    log_text = ""
    try:
        sample = sample_entities(server.solve)
        pages = [page_path(iri) for iri in sample.popular[:5] + sample.rare[:15]]
        report["quads"] = int(server.solve("SELECT (COUNT(*) AS ?n) WHERE { GRAPH ?g "
                                           "{ ?s ?p ?o } }")[0][0].value)
        steps = [("fuzz", lambda: part_fuzz(server, sample, args.fuzz_count, args.fuzz_seconds,
                                            8, args.seed)),
                 ("slow", lambda: part_slow(server, pages, args.slow_seconds)),
                 ("expensive", lambda: [part_expensive(server, sample, n) for n in (4, 8)]),
                 ("memory", lambda: part_memory(server, pages, memory)),
                 ("switch", lambda: part_switch(server, sample, changed, 30))]
        for name, run in steps:
            if name not in parts:
                continue
            memory.part = name
            began = time.monotonic()
            print(f"-- {name}", flush=True)
            report[name] = run()
            report[name + "_seconds"] = round(time.monotonic() - began, 1)
            print(json.dumps(report[name], indent=1, ensure_ascii=False)[:4000], flush=True)
    finally:
        memory.stop()
        log_text = server.stop()
    report["memory_peak_mib"] = {part: round(b / 2 ** 20) for part, b in memory.peaks.items()}
    report["runner_peak_mib"] = {part: round(b / 2 ** 20) for part, b in
                                 memory.runner_peaks.items()}
    report["memory_samples"] = memory.samples
    report["log_tracebacks"] = log_text.count("Traceback")
    report["log_lines"] = len(log_text.splitlines())
    (args.work / "serve.log.kept").write_text(log_text)
    (args.work / "soak.json").write_text(json.dumps(report, indent=1, ensure_ascii=False))
    print(json.dumps({k: report[k] for k in ("memory_peak_mib", "runner_peak_mib",
                                             "log_tracebacks")}, indent=1))
    if args.results:
        with open(args.results, "a", encoding="utf-8") as handle:
            handle.write(markdown(report))


def markdown(report: dict) -> str:
    lines = [f"\n## Serving under attack and load — {report['date'][:10]}\n",
             f"Machine: {report['machine']}. Commit {report['commit']}. `python bench/soak.py "
             f"--articles {report['articles']}` ({report.get('quads', '?')} quads), one "
             f"`kg serve` with 2 workers, KG_QUERY_TIMEOUT={TIME_LIMIT:g}, "
             f"KG_RUNNER_MEMORY={RUNNER_MEMORY_MIB}, everything else as shipped.\n"]
    if "fuzz" in report:
        fuzz = report["fuzz"]
        lines.append(f"**Fuzz**: {fuzz['sent']} requests in {fuzz['seconds']} s "
                     f"({fuzz['clients']} clients). By status: " + ", ".join(
                         f"{k}: {v}" for k, v in fuzz["by_status"].items()) +
                     f". Expected 503s (timeout, busy, memory): "
                     f"{sum(fuzz['expected_503'].values())}; other 5xx or no answer: "
                     f"{fuzz['unexpected_count']}.\n")
    if "slow" in report:
        slow = report["slow"]
        lines.append(f"**Slow clients** (50 slow-header, 10 slow-body, 10 slow-reader, "
                     f"{slow['held_seconds']:g} s): " + "; ".join(
                         f"{kind} p50 {p['p50_ms']} ms, p99 {p['p99_ms']} ms, max {p['max_ms']}"
                         f" ms, {p['ok_within_1s']}/{p['n']} answered 200 within 1 s"
                         for kind, p in slow["probes"].items()) + ". Connections: " + "; ".join(
                         f"{kind} {dict(c)}" for kind, c in slow["connections"].items()) + ".\n")
    for run in report.get("expensive", []):
        lines.append(f"**{run['at_once']} expensive queries at once**: " + ", ".join(
            f"{o['status']} in {o['seconds']} s" for o in run["expensive"]) +
            f" ({run['over_limit_plus_1s']} over limit + 1 s); cheap queries alone p50 "
            f"{run['cheap_alone']['p50_ms']} ms, during p50 {run['cheap_during']['p50_ms']} ms,"
            f" p99 {run['cheap_during']['p99_ms']} ms ({run['cheap_during']['n']}).\n")
    if "memory" in report:
        mem = report["memory"]
        lines.append(f"**Memory**: peak RSS of the server's process tree by part (MiB): " +
                     ", ".join(f"{k} {v}" for k, v in report["memory_peak_mib"].items()) +
                     f". ORDER BY RAND() over a cross product: {mem['status']} in "
                     f"{mem['seconds']} s, largest runner {mem['largest_runner_rss_mib']} MiB "
                     f"(cap {mem['runner_cap_mib']} MiB of address space); probes meanwhile: " +
                     "; ".join(f"{k} {p['ok_within_1s']}/{p['n']} within 1 s"
                               for k, p in mem["probes"].items()) + ".\n")
    if "switch" in report:
        sw = report["switch"]
        lines.append(f"**Build switched under load**: `kg build` took {sw['build_seconds']} s "
                     f"(exit {sw['build_exit']}), graphs {sw['graphs_before']} -> "
                     f"{sw['graphs_after']}; {sw['requests']} requests from 4 clients, "
                     f"{sw['failed']} failed ({sw['statuses']}).\n")
    lines.append(f"Tracebacks in the server log: {report['log_tracebacks']}.\n")
    return "\n".join(lines)


if __name__ == "__main__":
    main()
