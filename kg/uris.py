"""The only code that mints IRIs: readable, stable slugs under one configurable base."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from rdflib import URIRef

# What may not stand in a path below the root: a space (str.isspace's, which \s matches for
# str patterns) or what would begin a query or a fragment.
_NOT_IN_PATH = re.compile(r"[\s#?]")
SLUG_PATTERN = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*(?:--[a-z0-9]+(?:-[a-z0-9]+)*)*$")

# Path segment under /id/ for each kind of thing; the web layer reads the same table.
SEGMENTS = (
    "person", "group", "organization", "country", "city", "place", "website", "document",
    "post", "holding", "membership", "event", "relation", "demand", "claim", "quote",
    "article", "build",
)


# Letters that no Unicode decomposition takes to ASCII ('Radosław' was 'rados-aw').
_LETTERS = str.maketrans({"ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "đ": "d", "Đ": "D",
                          "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th", "ß": "ss", "æ": "ae",
                          "Æ": "Ae", "œ": "oe", "Œ": "Oe", "ı": "i", "ħ": "h", "Ħ": "H",
                          "ŀ": "l", "Ŀ": "L", "ŧ": "t", "Ŧ": "T"})


def slugify(text: str) -> str:
    """Lower-case ASCII words joined by hyphens: 'Betssy Chávez' -> 'betssy-chavez'."""
    decomposed = unicodedata.normalize("NFKD", text.translate(_LETTERS))
    ascii_text = "".join(c for c in decomposed if not unicodedata.combining(c))
    return re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")


SLUG_MOST = 200  # characters: a slug is a file's name too, and file systems stop at 255


def is_slug(text: str) -> bool:
    # fullmatch: "$" would also take the text with a line break after it
    return len(text) <= SLUG_MOST and bool(SLUG_PATTERN.fullmatch(text))


def join_slugs(*slugs: str) -> str:
    """A compound slug for things named by others, e.g. a holding or a relation."""
    return "--".join(slugs)


def fragment(iri: str, name: str) -> URIRef:
    """A part of a document named by a fragment of its IRI: an evidence span's selectors
    (``#quote``), the dataset a description describes (``#dataset``), a graph's entry in the
    service description (``#named-graph``)."""
    if "#" in iri or not name or any(c.isspace() for c in name):
        raise ValueError(f"cannot name the fragment {name!r} of {iri!r}")
    return URIRef(f"{iri}#{name}")


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

    def root(self) -> URIRef:
        """The dataset's root resource: every thing's IRI begins with it (void:uriSpace)."""
        return URIRef(f"{self.base}id/")

    def thing(self, segment: str, slug: str) -> URIRef:
        if segment not in SEGMENTS:
            raise ValueError(f"unknown IRI segment {segment!r}")
        if not is_slug(slug):
            raise ValueError(f"not a slug: {slug!r}")
        return self.resource(f"{segment}/{slug}")

    def resource(self, path: str) -> URIRef:
        """A thing, or a part of one (an article's sentence, a piece of evidence), by its path
        below the root: what a request for /id/<path> asks about."""
        if not path or path.startswith("/") or ".." in path or _NOT_IN_PATH.search(path):
            raise ValueError(f"not a path below {self.root()}: {path!r}")
        return URIRef(f"{self.root()}{path}")

    def resource_path(self, iri: str) -> str | None:
        """The path below the root of one of our things' IRIs; None for any other IRI."""
        root = str(self.root())
        return (iri[len(root):] or None) if iri.startswith(root) else None

    def local_path(self, iri: str) -> str | None:
        """What follows the base in one of our IRIs (a thing's, a graph's, a skolem IRI's);
        None for any other IRI."""
        return iri[len(self.base):] if iri.startswith(self.base) else None

    def sentence(self, article_slug: str, index: int) -> URIRef:
        return URIRef(f"{self.thing('article', article_slug)}/sentence/{index}")

    def evidence(self, article_slug: str, fact_slug: str, index: int) -> URIRef:
        return URIRef(f"{self.thing('article', article_slug)}/evidence/{fact_slug}/{index}")

    def drafting(self, article_slug: str) -> URIRef:
        """The machine drafting (`kg draft`) of an article's mapping input."""
        return URIRef(f"{self.thing('article', article_slug)}/drafting")

    def selector(self, span: URIRef, kind: str) -> URIRef:
        return fragment(span, kind)

    def graph(self, path: str) -> URIRef:
        """A named graph by its path below graph/: what a request for /graph/<path> asks
        about."""
        if not path or path.startswith("/") or ".." in path or _NOT_IN_PATH.search(path):
            raise ValueError(f"not a graph's path: {path!r}")
        return URIRef(f"{self.base}graph/{path}")

    def article_graph(self, article_slug: str) -> URIRef:
        return self.graph(f"article/{article_slug}")

    def article_of_graph(self, iri: str) -> str | None:
        """The article id an article's graph IRI is minted from (article_graph's inverse);
        None for any other IRI. Whether that article is published is the caller's to ask."""
        prefix = f"{self.base}graph/article/"
        slug = iri[len(prefix):] if iri.startswith(prefix) else ""
        return slug if slug and "/" not in slug else None

    def ontology_graph(self) -> URIRef:
        return self.graph("ontology")

    def shapes_graph(self) -> URIRef:
        return self.graph("shapes")

    def record_graph(self) -> URIRef:
        """Where a remote store records what is published in it (kg.store.remote)."""
        return self.graph("publication")

    def staging_record(self) -> URIRef:
        """The record, in the record graph, of a publication in progress."""
        return fragment(self.record_graph(), "staging")

    def staging_graph(self, digest: str, index: int) -> URIRef:
        """A graph a remote store fills before a publication switches to it."""
        return self.graph(f"staging/{digest[:12]}/{index}")

    def skolem(self, label: str) -> URIRef:
        """A well-known IRI standing for a blank node (RDF 1.1, section 3.5)."""
        if not re.fullmatch(r"[A-Za-z0-9]+", label):
            raise ValueError(f"not a blank node label: {label!r}")
        return URIRef(f"{self.base}.well-known/genid/{label}")

    def is_skolem(self, iri: str) -> bool:
        return iri.startswith(f"{self.base}.well-known/genid/")

    def software(self) -> URIRef:
        return self.resource("software/diplokg")
