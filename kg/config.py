"""Settings: one frozen object, loaded once from KG_* environment variables and CLI flags."""

from __future__ import annotations

import dataclasses
import math
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping
from urllib.parse import urlsplit

from kg.uris import normalise_base

DEFAULT_BASE = "http://127.0.0.1:5000/"


class SettingsError(ValueError):
    """A setting that is unknown or has a bad value; the message names the setting."""


def _setting(default: Any, help: str) -> Any:
    return field(default=default, metadata={"help": help})


@dataclass(frozen=True)
class Settings:
    data_dir: Path = _setting(Path("data"), "folder with one sub-folder per article "
                              "(article text and mapping.yaml)")
    out_dir: Path = _setting(Path("out"), "folder the builds are published into; "
                             "out/current is the one served")
    base_uri: str = _setting(DEFAULT_BASE, "base of every minted IRI; the default makes the "
                             "IRIs of a local build resolve against `kg serve`. Build and "
                             "serve with the same base (on another port, give both "
                             "`--base http://127.0.0.1:PORT/`): `kg serve` warns when the "
                             "build was minted under another, whose entity pages answer 404")
    ontology_file: Path = _setting(Path("ontology/diplo.ttl"), "the ontology, in Turtle")
    shapes_file: Path = _setting(Path("shapes/diplo-shapes.ttl"), "the SHACL shapes, in Turtle")
    keep_builds: int = _setting(3, "how many published builds to keep on disk")
    host: str = _setting("127.0.0.1", "address `kg serve` listens on")
    port: int = _setting(5000, "port `kg serve` listens on")
    workers: int = _setting(2, "server processes; each opens the published store read-only")
    runners: int = _setting(2, "query runners per server process: child processes that "
                            "evaluate SPARQL queries and are killed at the time limit (each "
                            "process also keeps one spare runner for short queries)")
    runner_memory: int = _setting(3072, "MiB of address space a query runner may use; a "
                                  "query that needs more gets a 503 (0: no cap)")
    connections: int = _setting(1000, "open client connections per server process; slow "
                                "clients wait in them without holding a request handler")
    allowed_hosts: str = _setting("", "comma-separated host names the server answers to "
                                  "(`*`: any); the base URI's host, localhost, 127.0.0.1 and "
                                  "::1 always; other Host headers get a 400")
    proxy_hops: int = _setting(0, "trusted reverse proxies in front of the server: with N > 0, "
                               "X-Forwarded-For/-Proto/-Host/-Prefix from the last N are "
                               "believed (0: ignored)")
    query_timeout: float = _setting(30.0, "seconds a SPARQL query may run before it is "
                                    "stopped and the client gets a 503")
    max_rows: int = _setting(10000, "most result rows (solutions) a SPARQL query returns; a "
                             "larger or missing outer LIMIT is lowered to it")
    max_body_bytes: int = _setting(1_048_576, "largest request body accepted (413 beyond)")
    body_seconds: float = _setting(10.0, "seconds a client may take to send a request's body "
                                   "(408 beyond): a body that trickles in or never ends holds "
                                   "a connection no longer")
    page_items: int = _setting(25, "inbound links, pieces of evidence, events, posts and claims "
                               "an entity page lists of each, with ?page=N for the next ones "
                               "(the RDF document has all, up to KG_DOCUMENT_ITEMS a page)")
    document_items: int = _setting(500, "inbound links and pieces of evidence an entity's "
                                   "RDF document holds; the document of an entity with more "
                                   "is split into pages (?page=N, linked by Link rel=next and "
                                   "hydra:next)")
    listed_articles: int = _setting(1000, "articles the site-wide documents list one by one "
                                    "(VoID's sources and distributions, the service "
                                    "description's named graphs); a larger corpus is counted "
                                    "there, and its articles' files are listed on /downloads, "
                                    "this many a page (?page=N)")
    store: str = _setting("", "where the graph is published and read: empty for the embedded "
                          "Oxigraph store inside each build under out_dir (a folder: the same, "
                          "in that folder), or the http(s) URL of a remote store's SPARQL query "
                          "endpoint")
    store_update: str = _setting("", "the remote store's SPARQL Update URL (needed to publish "
                                 "into it)")
    store_graphs: str = _setting("", "the remote store's Graph Store Protocol URL; with it the "
                                 "graphs are uploaded by HTTP PUT (on Virtuoso far faster than "
                                 "SPARQL Update)")
    store_user: str = _setting("", "user name for the remote store (sent on every request)")
    store_password: str = field(default="", repr=False, metadata={
        "help": "password for the remote store; never printed"})
    include_drafts: bool = _setting(False, "publish the items that count as drafts (marked "
                                    "`review: draft`, or as `kg draft` proposed them and not "
                                    "marked `review: done`: docs/review.md), with provenance "
                                    "saying so; otherwise a build refuses them")
    answer_cache_bytes: int = _setting(64 * 1024 * 1024, "memory per server process for "
                                       "cached SPARQL answers, pages and RDF documents of the "
                                       "current build (0: none)")

    def __post_init__(self) -> None:
        try:
            object.__setattr__(self, "base_uri", normalise_base(self.base_uri))
        except ValueError as exc:
            raise SettingsError(f"base_uri: {exc}") from None
        for name in ("data_dir", "out_dir", "ontology_file", "shapes_file"):
            object.__setattr__(self, name, Path(getattr(self, name)))
        for name in ("keep_builds", "workers", "runners", "connections", "max_rows",
                     "max_body_bytes", "page_items", "document_items", "listed_articles"):
            if getattr(self, name) < 1:
                raise SettingsError(f"{name}: must be at least 1")
        for name in ("runner_memory", "proxy_hops"):
            if getattr(self, name) < 0:
                raise SettingsError(f"{name}: must not be negative")
        if 0 < self.runner_memory < 512:
            raise SettingsError("runner_memory: a query runner needs at least 512 MiB "
                                "(0: no cap)")
        if self.answer_cache_bytes < 0:
            raise SettingsError("answer_cache_bytes: must not be negative")
        if not 0 < self.port < 65536:
            raise SettingsError("port: must be between 1 and 65535")
        if self.store and not self.remote_store:
            if "://" in self.store:
                raise SettingsError(f"store: a remote store is given by its http(s) URL, "
                                    f"got {without_password(self.store)!r}")
            object.__setattr__(self, "out_dir", Path(self.store))
        for name in ("store_update", "store_graphs"):
            if getattr(self, name) and not re.match(r"^https?://", getattr(self, name)):
                raise SettingsError(f"{name}: must be an http(s) URL")
        for name in ("query_timeout", "body_seconds"):
            if not getattr(self, name) > 0:
                raise SettingsError(f"{name}: must be more than 0 seconds")

    @property
    def runner_memory_bytes(self) -> int:
        return self.runner_memory * 1024 * 1024

    @property
    def host_names(self) -> frozenset[str] | None:
        """The Host names the server answers to (lower case, no port), or None for any."""
        given = {h.strip().lower() for h in self.allowed_hosts.split(",") if h.strip()}
        if "*" in given:
            return None
        base_host = urlsplit(self.base_uri).hostname or ""
        return frozenset(given | {base_host, "localhost", "127.0.0.1", "::1"})

    @property
    def remote_store(self) -> str | None:
        """The remote store's query URL, or None for the embedded store."""
        return self.store if re.match(r"^https?://", self.store) else None

    @classmethod
    def names(cls) -> list[str]:
        return [f.name for f in dataclasses.fields(cls)]

    @classmethod
    def load(cls, environ: Mapping[str, str] | None = None, **overrides: Any) -> "Settings":
        """Read KG_<NAME> variables, then apply overrides that are not None (CLI flags)."""
        fields = {f.name: f for f in dataclasses.fields(cls)}
        values: dict[str, Any] = {}
        for key, raw in (environ or {}).items():
            if not key.startswith("KG_"):
                continue
            name = key[3:].lower()
            if name not in fields:
                raise SettingsError(f"unknown setting {key}; known: "
                                    + ", ".join(f"KG_{n.upper()}" for n in fields))
            values[name] = _parse(fields[name], raw, key)
        for name, value in overrides.items():
            if name not in fields:
                raise SettingsError(f"unknown setting {name}")
            if value is not None:
                values[name] = value
        return cls(**values)


def _parse(fld: dataclasses.Field, raw: str, key: str) -> Any:
    if fld.type == "bool":
        if raw.strip().lower() in {"1", "true", "yes", "on"}:
            return True
        if raw.strip().lower() in {"0", "false", "no", "off", ""}:
            return False
        raise SettingsError(f"{key} must be true or false, got {raw!r}")
    kinds = {"int": (int, "a whole number"), "float": (float, "a number")}
    if fld.type in kinds:
        convert, words = kinds[str(fld.type)]
        try:
            value = convert(raw)
        except ValueError:
            raise SettingsError(f"{key} must be {words}, got {raw!r}") from None
        if not math.isfinite(value):  # float() takes "nan", "inf" and "1e400"
            raise SettingsError(f"{key} must be a finite number, got {raw!r}")
        return value
    return raw


def without_password(url: str) -> str:
    """The URL without what stands before an "@" after "//" (a password may hold a "/", a
    "#" or a "?": everything up to the last "@" goes, which at worst hides too much)."""
    start = url.find("//")
    at = url.rfind("@")
    return url if start < 0 or at < start else url[:start + 2] + url[at + 1:]
