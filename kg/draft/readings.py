"""Readings of articles, written by hand (docs/draft-evaluation.md): read from a file and
checked for their shape, or made from a reviewed mapping file. kg.draft.evaluation scores
drafts against them."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any, Callable

import yaml

from kg.source import ArticleInput, Entity
from kg.draft.dates import header_dates

_ORGANISATIONS = frozenset({"Organization", "GovernmentBody", "Government", "Ministry",
                            "ArmedForce", "IntelligenceService", "PoliceUnit",
                            "VeteransAssociation"})
_WEBSITES = frozenset({"Website", "SocialMediaPlatform"})
# A reading's kind of entity -> the entity types of the loader that are that kind.
ENTITY_KINDS: dict[str, frozenset[str]] = {
    "person": frozenset({"Person"}),
    "organization": _ORGANISATIONS,
    "government": _ORGANISATIONS,
    "embassy": _ORGANISATIONS,
    "country": frozenset({"Country"}),
    "city": frozenset({"City"}),
    "place": frozenset({"Place", "Continent"}),
    "website": _WEBSITES,
    "platform": _WEBSITES,
}
NAMED_TYPES = frozenset().union(*ENTITY_KINDS.values())
READING_SUFFIX = ".reading.yaml"


class ReadingError(ValueError):
    """A reading that cannot be scored against; the message says where and why."""


# How many fields each row of a kind has (the older readings: events [Type, participant],
# claims [words, claimant]).
_FIELDS = {"entities": (2,), "posts": (2, 3), "events": (2, 3), "dates": (2,),
           "quotes": (2,), "claims": (2, 3), "denials": (3,)}


def load_reading(path: Path) -> dict[str, Any]:
    """A reading file, checked for its shape: every kind a list of rows of the right length,
    dates as strings (YAML reads 2024-11-17 as a date, 2023 as a number)."""
    try:
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise ReadingError(f"{path}: cannot read the reading ({exc})") from None
    if not isinstance(raw, dict):
        raise ReadingError(f"{path}: a reading is a YAML mapping of kinds")
    return check_reading(raw, str(path))


def check_reading(raw: dict[str, Any], where: str = "reading") -> dict[str, Any]:
    reading: dict[str, Any] = {"published": _date_value(raw.get("published"))}
    for kind, lengths in _FIELDS.items():
        if kind not in raw:
            continue
        rows = raw[kind] or []
        if not isinstance(rows, list):
            raise ReadingError(f"{where}: '{kind}' is a list of rows")
        checked = []
        for number, row in enumerate(rows, 1):
            if not isinstance(row, list) or len(row) not in lengths:
                raise ReadingError(f"{where}: {kind} row {number} has "
                                   f"{len(row) if isinstance(row, list) else 'no'} fields; "
                                   f"expected {' or '.join(map(str, lengths))}: {row!r}")
            checked.append([_date_value(v) if isinstance(v, (dt.date, int)) else v
                            for v in row])
        reading[kind] = checked
    return reading


def _date_value(value: Any) -> str | None:
    if value is None:
        return None
    if isinstance(value, dt.date):
        return value.isoformat()
    return str(value)


def reading_of(article: ArticleInput) -> dict[str, Any]:
    """A reviewed mapping file as a reading in the format of docs/draft-evaluation.md. Its
    evidence stands for the words (a mapping's labels and claim texts need not be verbatim);
    an entity labelled "unnamed" is no named entity, and holds its post as a null holder."""
    name = _namer(article)
    held = {h.post for h in article.holdings}
    claims = {c.id: c for c in article.claims}

    def words(record: Any) -> str:
        return record.evidence[0].quote if record.evidence else (
            getattr(record, "text", None) or record.label.en)

    def first(refs: tuple[str, ...]) -> str | None:
        return name(refs[0]) if refs else None

    return {
        "published": article.meta.published,
        "entities": [[e.name or e.label.en, _kind_of(e.type)] for e in article.entities
                     if e.type in NAMED_TYPES and (e.name or e.label) and not _unnamed(e)],
        "posts": [[_post_words(article, h.post), name(h.holder), None]
                  for h in article.holdings] +
                 [[p.label.en, None, None] for p in article.posts if p.id not in held],
        "events": [[words(e), first(e.agent + e.participants), e.date or e.month or e.year]
                   for e in article.events if e.evidence],
        "dates": [[words, article.meta.published]
                  for words in header_dates(article.text, article.meta.published)]
        + [[e.date_text, e.date or e.month or e.year] for e in article.events if e.date_text],
        "quotes": [[q.text, first(q.speaker)] for q in article.quotes],
        "claims": [[words(c), first(c.claimant), first(c.about)]
                   for c in article.claims if c.type != "Denial"],
        "denials": [[words(c), first(c.claimant),
                     words(claims[c.denies[0]]) if c.denies and c.denies[0] in claims
                     else None]
                    for c in article.claims if c.type == "Denial"],
    }


def _unnamed(entity: Entity) -> bool:
    return "unnamed" in (entity.label.en if entity.label else "")


def _kind_of(entity_type: str) -> str:
    return next(kind for kind, types in ENTITY_KINDS.items() if entity_type in types)


def _post_words(article: ArticleInput, post_id: str) -> str:
    post = next((p for p in article.posts if p.id == post_id), None)
    return post.label.en if post and post.label else post_id


def _namer(article: ArticleInput) -> Callable[[str], str | None]:
    """An entity's name by its id; None for an unnamed one, or for what is no entity (an
    event a claim is about)."""
    entities = {e.id: e for e in article.entities}

    def name(ref: str) -> str | None:
        entity = entities.get(ref)
        if entity is None or _unnamed(entity):
            return None
        return entity.name or (entity.label.en if entity.label else ref)
    return name
