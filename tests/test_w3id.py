"""The w3id rules (kg w3id) in a real Apache with mod_rewrite, as w3id.org runs them,
redirecting to a real kg server: the ontology's permanent IRIs resolve to HTML for
people and Turtle for programs."""

from __future__ import annotations

import os
import secrets
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Iterator

import pytest
import requests
from rdflib import OWL, RDF, Graph, URIRef

from kg.vocab import DIPLO_IRI, ONTOLOGY_IRI, SHAPES_IRI
from kg.w3id import W3ID_FOLDER, redirect_rules
from support import Listener, LiveServer, free_port, project_settings, run_kg, wait_until

APACHE = "/usr/sbin/apache2"
MODULES = Path("/usr/lib/apache2/modules")


class Apache:
    """A private Apache on 127.0.0.1 serving one folder with .htaccess files allowed."""

    def __init__(self, ports: Iterator[int] | None = None) -> None:
        # Apache's children run as www-data when it starts as root: the folder must be
        # readable by them, which pytest's private temporary folders are not.
        self.root = Path(tempfile.mkdtemp(prefix="kg-apache-"))
        self.root.chmod(0o755)
        self.docroot = self.root / "docroot"
        self.docroot.mkdir(mode=0o755)
        # A file only this Apache serves: what answers on the port is this server.
        self.token = secrets.token_hex(16)
        (self.docroot / "whose.txt").write_text(self.token, encoding="utf-8")
        (self.docroot / "whose.txt").chmod(0o644)
        try:
            self._start_on_a_free_port(ports if ports is not None else iter(free_port, None))
        except BaseException:
            self.close()
            raise

    def _start_on_a_free_port(self, ports: Iterator[int]) -> None:
        """Apache on the first of ``ports`` it can bind (free ones by default): a port that
        another process took since it was found free (Apache says "Address already in use"
        and ends) is given up for the next."""
        for _attempt in range(5):
            self.port = next(ports)
            self.url = f"http://127.0.0.1:{self.port}"
            self._start()
            wait_until(self._answers_or_ended, 20, f"apache2 answered on port {self.port}")
            if self.process.poll() is None:
                return
            error = self.process.stderr.read()
            assert b"Address already in use" in error, f"apache2 did not start: {error!r}"
        raise AssertionError("five ports in a row were taken before apache2 could bind one")

    def _start(self) -> None:
        user = "User www-data\nGroup www-data\n" if os.geteuid() == 0 else ""
        (self.root / "httpd.conf").write_text(f"""
ServerRoot "{self.root}"
ServerName 127.0.0.1
Listen 127.0.0.1:{self.port}
PidFile "{self.root}/httpd.pid"
DefaultRuntimeDir "{self.root}"
ErrorLog "{self.root}/error.log"
LogLevel warn rewrite:info
{user}LoadModule mpm_event_module {MODULES}/mod_mpm_event.so
LoadModule authz_core_module {MODULES}/mod_authz_core.so
LoadModule rewrite_module {MODULES}/mod_rewrite.so
DocumentRoot "{self.docroot}"
<Directory "{self.docroot}">
    AllowOverride All
    Require all granted
</Directory>
""", encoding="utf-8")
        self.process = subprocess.Popen([APACHE, "-f", str(self.root / "httpd.conf"),
                                         "-D", "FOREGROUND"], stdout=subprocess.DEVNULL,
                                        stderr=subprocess.PIPE)

    def _answers_or_ended(self) -> bool:
        """This Apache serves its own file on its port, or it has ended."""
        if self.process.poll() is not None:
            return True
        try:
            return requests.get(f"{self.url}/whose.txt", timeout=2).text == self.token
        except requests.RequestException:
            return False

    def publish(self, folder: str, htaccess: str) -> None:
        target = self.docroot / folder
        target.mkdir(mode=0o755, exist_ok=True)
        (target / ".htaccess").write_text(htaccess, encoding="utf-8")
        (target / ".htaccess").chmod(0o644)

    def close(self) -> None:
        if not hasattr(self, "process"):  # it never started
            shutil.rmtree(self.root, ignore_errors=True)
            return
        self.process.terminate()
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=20)
        shutil.rmtree(self.root, ignore_errors=True)


@pytest.fixture(scope="module")
def kg_server(built):
    server = LiveServer(project_settings(built.path.parent.parent))
    yield server
    server.close()


@pytest.fixture(scope="module")
def w3id(kg_server):
    """Apache as w3id.org, with the rules that `kg w3id` writes for the kg server."""
    apache = Apache()
    apache.publish("diplokg", redirect_rules(kg_server.url))
    yield apache
    apache.close()


def test_apache_given_a_port_taken_in_between_starts_on_another() -> None:
    taken = Listener()  # listens on the port Apache is given first
    try:
        apache = Apache(ports=iter([taken.port, free_port()]))
        try:
            assert apache.port != taken.port
            assert requests.get(f"{apache.url}/whose.txt", timeout=10).text == apache.token
        finally:
            apache.close()
    finally:
        taken.close()


def _w3id_url(w3id: Apache, iri: str) -> str:
    assert iri.startswith(W3ID_FOLDER)
    return f"{w3id.url}/diplokg/{iri[len(W3ID_FOLDER):]}"


def test_the_ontology_iri_answers_turtle_to_programs(w3id, kg_server) -> None:
    url = _w3id_url(w3id, ONTOLOGY_IRI)
    first = requests.get(url, headers={"Accept": "text/turtle"}, allow_redirects=False,
                         timeout=10)
    assert first.status_code == 303 and first.headers["Location"] == f"{kg_server.url}/ontology"
    answer = requests.get(url, headers={"Accept": "text/turtle"}, timeout=10)
    assert answer.status_code == 200 and answer.headers["Content-Type"].startswith("text/turtle")
    graph = Graph().parse(data=answer.text, format="turtle")
    assert (URIRef(ONTOLOGY_IRI), RDF.type, OWL.Ontology) in graph
    assert (URIRef(DIPLO_IRI + "PositionHolding"), RDF.type, OWL.Class) in graph


def test_a_term_iri_opens_the_documentation_at_its_anchor(w3id) -> None:
    """The browser keeps the fragment: the page it lands on must have the anchor."""
    term = DIPLO_IRI + "PositionHolding"
    document, fragment = term.split("#")
    answer = requests.get(_w3id_url(w3id, document), timeout=10,
                          headers={"Accept": "text/html,application/xhtml+xml;q=0.9"})
    assert answer.status_code == 200 and answer.headers["Content-Type"].startswith("text/html")
    assert f'id="{fragment}"' in answer.text


def test_the_shapes_and_the_turtle_files_resolve_too(w3id, kg_server) -> None:
    shapes = requests.get(_w3id_url(w3id, SHAPES_IRI.rstrip("#")),
                          headers={"Accept": "text/turtle"}, timeout=10)
    assert shapes.status_code == 200
    assert len(Graph().parse(data=shapes.text, format="turtle")) > 0
    turtle = requests.get(f"{w3id.url}/diplokg/ontology.ttl", allow_redirects=False, timeout=10)
    assert turtle.status_code == 303
    assert turtle.headers["Location"] == f"{kg_server.url}/ontology.ttl"
    home = requests.get(f"{w3id.url}/diplokg/", allow_redirects=False, timeout=10)
    assert home.status_code == 303 and home.headers["Location"] == f"{kg_server.url}/"


def test_other_paths_under_the_folder_are_not_redirected(w3id) -> None:
    for path in ("ontologyx", "ontology/extra", "shapes.html", "unknown"):
        answer = requests.get(f"{w3id.url}/diplokg/{path}", allow_redirects=False, timeout=10)
        assert answer.status_code == 404, path


def test_kg_w3id_prints_the_rules_and_refuses_a_deployment_apache_would_misread() -> None:
    printed = run_kg("w3id", "--deployment", "https://kg.example.org/data")
    assert printed.returncode == 0
    assert printed.stdout == redirect_rules("https://kg.example.org/data/")
    assert "RewriteRule ^ontology(\\.ttl)?$ https://kg.example.org/data/ontology$1 [R=303,L]" \
        in printed.stdout
    for wrong in ("https://kg.example.org/$1", "ftp://kg.example.org/",
                  "https://kg.example.org/?q=1", "https://kg example.org/"):
        refused = run_kg("w3id", "--deployment", wrong)
        assert refused.returncode == 3 and "plain http(s) URL" in refused.stderr, wrong
