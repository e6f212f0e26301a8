"""The only code that mints IRIs: readable, stable slugs under one configurable base."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from rdflib import URIRef

SLUG_PATTERN = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*(?:--[a-z0-9]+(?:-[a-z0-9]+)*)*$")

# Path segment under /id/ for each kind of thing; the web layer reads the same table.
SEGMENTS = (
    "person", "group", "organization", "country", "city", "place", "website", "document",
    "post", "holding", "membership", "event", "relation", "demand", "claim", "quote",
    "article", "build",
)


def slugify(text: str) -> str:
    """Lower-case ASCII words joined by hyphens: 'Betssy Chávez' -> 'betssy-chavez'."""
    decomposed = unicodedata.normalize("NFKD", text)
    ascii_text = "".join(c for c in decomposed if not unicodedata.combining(c))
    return re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")


def is_slug(text: str) -> bool:
    return bool(SLUG_PATTERN.match(text))


def join_slugs(*slugs: str) -> str:
    """A compound slug for things named by others, e.g. a holding or a relation."""
    return "--".join(slugs)


def normalise_base(base: str) -> str:
    if not re.match(r"^https?://[^/\s]+(/[^\s]*)?$", base):
        raise ValueError(f"base URI must be an absolute http(s) URI, got {base!r}")
    return base if base.endswith("/") else base + "/"


@dataclass(frozen=True)
class Minter:
    """Mints every IRI of the dataset below ``base``."""

    base: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "base", normalise_base(self.base))

    def thing(self, segment: str, slug: str) -> URIRef:
        if segment not in SEGMENTS:
            raise ValueError(f"unknown IRI segment {segment!r}")
        if not is_slug(slug):
            raise ValueError(f"not a slug: {slug!r}")
        return URIRef(f"{self.base}id/{segment}/{slug}")

    def sentence(self, article_slug: str, index: int) -> URIRef:
        return URIRef(f"{self.thing('article', article_slug)}/sentence/{index}")

    def evidence(self, article_slug: str, fact_slug: str, index: int) -> URIRef:
        return URIRef(f"{self.thing('article', article_slug)}/evidence/{fact_slug}/{index}")

    def drafting(self, article_slug: str) -> URIRef:
        """The machine drafting (`kg draft`) of an article's mapping input."""
        return URIRef(f"{self.thing('article', article_slug)}/drafting")

    def selector(self, span: URIRef, kind: str) -> URIRef:
        return URIRef(f"{span}#{kind}")

    def article_graph(self, article_slug: str) -> URIRef:
        return URIRef(f"{self.base}graph/article/{article_slug}")

    def ontology_graph(self) -> URIRef:
        return URIRef(f"{self.base}graph/ontology")

    def shapes_graph(self) -> URIRef:
        return URIRef(f"{self.base}graph/shapes")

    def skolem(self, label: str) -> URIRef:
        """A well-known IRI standing for a blank node (RDF 1.1, section 3.5)."""
        if not re.fullmatch(r"[A-Za-z0-9]+", label):
            raise ValueError(f"not a blank node label: {label!r}")
        return URIRef(f"{self.base}.well-known/genid/{label}")

    def software(self) -> URIRef:
        return URIRef(f"{self.base}id/software/diplokg")
