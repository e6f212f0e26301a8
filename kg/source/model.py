"""The parsed mapping input: plain, frozen dataclasses, one per kind of item.

Each field of an item is declared with ``_f``: how it is read from YAML (its kind), what a
reference may name, its choices, whether it is required. The loader reads and checks the
YAML by this metadata, and docs/mapping.md is generated from it (kg.mapping_doc).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator, Mapping

from kg.source.errors import SourceError
from kg.source.files import MAPPING_FILENAME
from kg.uris import join_slugs


@dataclass(frozen=True)
class Sentence:
    index: int  # from 1
    start: int  # character offsets into the article text, end exclusive
    end: int
    text: str


@dataclass(frozen=True)
class Evidence:
    quote: str
    start: int
    end: int
    sentences: tuple[int, ...]
    line: int


@dataclass(frozen=True)
class Labels:
    en: str
    es: str | None = None


def _f(kind: str, *, to: tuple[str, ...] = (), choices: tuple[str, ...] = (),
       required: bool = False, default: Any = None) -> Any:
    """A mapping-input field: how to read it from YAML and what it may refer to."""
    meta = {"kind": kind, "to": to, "choices": choices, "required": required}
    if kind in {"refs", "dates", "texts", "evidence"}:
        return field(default=(), metadata=meta)
    return field(default=default, metadata=meta)


AGENTS = ("person", "group", "organization", "country")
PLACES = ("country", "city", "place")
ANY_ENTITY = AGENTS + ("city", "place", "website", "document")
ENTITY_TYPES = {
    "Person": "person", "Group": "group",
    "Organization": "organization", "GovernmentBody": "organization",
    "Government": "organization", "Ministry": "organization", "ArmedForce": "organization",
    "IntelligenceService": "organization", "PoliceUnit": "organization",
    "VeteransAssociation": "organization",
    "Country": "country", "City": "city", "Continent": "place", "Place": "place",
    "Website": "website", "SocialMediaPlatform": "website", "Letter": "document",
}
EVENT_TYPES = ("Event", "EndOfMission", "Meeting", "Communication", "Statement",
               "SocialMediaPost", "Appeal", "AsylumRequest", "Arrival", "Election",
               "DiplomaticDispute", "LegalProceeding", "Summit", "Signing",
               "CredentialsPresentation", "Expulsion", "EmbassyClosure", "EmbassyOpening",
               "Recall", "Summons", "Detention")
STATUSES = ("current", "former")
# What an event still to happen is, as the article tells it: planned, put off, or called off
# (schema.org's EventScheduled, EventPostponed, EventCancelled); an event without one took
# place
EVENT_STATUSES = ("scheduled", "postponed", "cancelled")
END_REASONS = ("deposition", "retirement", "end-of-mission")
LEVELS = ("full", "consular")
RELATION_STATES = ("tension",)
# `review: draft` marks an item `kg draft` proposed and no person has reviewed yet; `rule`
# names the drafting rule that proposed it. A reviewer who has checked the item against the
# text marks it `review: done` and drops its `rule` line (docs/review.md).
REVIEW_MARKS = ("draft", "done")
# BCP 47's shape (RDF's language tags): letters, then subtags of letters and digits.
LANGUAGE_TAG = re.compile(r"[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*")


def _item(cls: type) -> type:
    """``cls`` as a frozen dataclass of one kind of item, with the fields every item ends
    with after its own: a note, its evidence, its review mark, the drafting rule that
    proposed it (REVIEW_MARKS) and the line of the YAML file it starts on."""
    tail = {"note": ("str | None", _f("text")),
            "evidence": ("tuple[Evidence, ...]", _f("evidence")),
            "review": ("str | None", _f("choice", choices=REVIEW_MARKS)),
            "rule": ("str | None", _f("text")),
            "line": ("int", 0)}
    for name, (annotation, default) in tail.items():
        cls.__annotations__[name] = annotation
        setattr(cls, name, default)
    return dataclass(frozen=True)(cls)


@_item
class ArticleMeta:
    id: str = _f("slug", required=True)
    text: str = _f("text", required=True)
    language: str = _f("text", required=True)
    headline: str | None = _f("text")
    publisher: str | None = _f("ref", to=("organization",))
    author: str | None = _f("text")
    published: str | None = _f("date")
    url: str | None = _f("text")
    truncated: bool = _f("bool", default=False)
    dateline: str | None = _f("text")
    dateline_place: str | None = _f("ref", to=PLACES)
    unknown: tuple[str, ...] = _f("texts")


@_item
class Entity:
    id: str = _f("slug", required=True)
    type: str = _f("choice", choices=tuple(ENTITY_TYPES), required=True)
    name: str | None = _f("text")
    label: Labels | None = _f("labels")
    alias: tuple[str, ...] = _f("texts")
    description: Labels | None = _f("labels")
    of_state: str | None = _f("ref", to=("country",))
    governs: str | None = _f("ref", to=("country",))
    led_by: str | None = _f("ref", to=("person",))
    part_of: str | None = _f("ref", to=("organization", "country"))
    linked_to: tuple[str, ...] = _f("refs", to=("organization",))
    ally_of: tuple[str, ...] = _f("refs", to=("organization", "country"))
    spouse: str | None = _f("ref", to=("person",))
    defunct: bool = _f("bool", default=False)
    headcount: int | None = _f("int")
    sender: str | None = _f("ref", to=AGENTS)
    location: str | None = _f("ref", to=PLACES)
    date_reasoning: str | None = _f("text")


@_item
class Post:
    id: str = _f("slug", required=True)
    type: str = _f("choice", choices=("Post", "AmbassadorPost"), default="Post")
    label: Labels | None = _f("labels", required=True)
    of_state: str | None = _f("ref", to=("country",))
    to_state: str | None = _f("ref", to=("country",))
    post_in: str | None = _f("ref", to=("organization",))


@_item
class Holding:
    holder: str = _f("ref", to=("person",), required=True)
    post: str = _f("ref", to=("post",), required=True)
    id: str | None = _f("slug")
    status: str | None = _f("choice", choices=STATUSES)
    end_reason: str | None = _f("choice", choices=END_REASONS)
    start_date: str | None = _f("date")
    end_date: str | None = _f("date")
    held_on: tuple[str, ...] = _f("dates")
    ended_after: str | None = _f("date")
    during: str | None = _f("ref", to=("holding",))
    date_reasoning: str | None = _f("text")

    @property
    def slug(self) -> str:
        return self.id or join_slugs(self.holder, self.post)


@_item
class Membership:
    member: str = _f("ref", to=("person",), required=True)
    organization: str = _f("ref", to=("organization",), required=True)
    id: str | None = _f("slug")
    status: str | None = _f("choice", choices=STATUSES)
    end_reason: str | None = _f("choice", choices=END_REASONS)

    @property
    def slug(self) -> str:
        return self.id or join_slugs(self.member, self.organization)


@_item
class Event:
    id: str = _f("slug", required=True)
    type: str = _f("choice", choices=EVENT_TYPES, required=True)
    label: Labels | None = _f("labels", required=True)
    agent: tuple[str, ...] = _f("refs", to=AGENTS)
    participants: tuple[str, ...] = _f("refs", to=AGENTS)
    addressee: tuple[str, ...] = _f("refs", to=AGENTS)
    addressee_description: str | None = _f("text")
    beneficiary: tuple[str, ...] = _f("refs", to=("person", "group"))
    place: str | None = _f("ref", to=PLACES)
    date: str | None = _f("date")
    year: str | None = _f("year")
    month: str | None = _f("month")
    not_before: str | None = _f("date")
    date_text: str | None = _f("text")
    date_inferred: bool = _f("bool", default=False)
    date_reasoning: str | None = _f("text")
    status: str | None = _f("choice", choices=EVENT_STATUSES)
    follows: tuple[str, ...] = _f("refs", to=("event",))
    during: str | None = _f("ref", to=("holding", "event"))
    reported_in: tuple[str, ...] = _f("refs", to=("event", "document"))
    on_platform: str | None = _f("ref", to=("website",))
    conveyed_by: str | None = _f("ref", to=("document",))
    purpose: str | None = _f("text")
    grounds: str | None = _f("text")
    in_context_of: tuple[str, ...] = _f("refs", to=("event",))
    demands: tuple[str, ...] = _f("refs", to=("demand",))


@_item
class Relation:
    parties: tuple[str, ...] = _f("refs", to=("country",), required=True)
    id: str | None = _f("slug")
    level: str | None = _f("choice", choices=LEVELS)
    level_reasoning: str | None = _f("text")
    state: str | None = _f("choice", choices=RELATION_STATES)

    @property
    def slug(self) -> str:
        return self.id or join_slugs(*sorted(self.parties))


@_item
class Demand:
    id: str = _f("slug", required=True)
    type: str = _f("choice", choices=("Demand", "RelationChangeProposal", "ExpulsionDemand"),
                   required=True)
    label: Labels | None = _f("labels", required=True)
    proposed_by: tuple[str, ...] = _f("refs", to=AGENTS)
    relation: str | None = _f("ref", to=("relation",))
    proposed_level: str | None = _f("choice", choices=LEVELS)
    targets: tuple[str, ...] = _f("refs", to=("person", "group"))
    text: str | None = _f("text")


@_item
class Claim:
    id: str = _f("slug", required=True)
    type: str = _f("choice", choices=("Claim", "Allegation", "Denial"), required=True)
    label: Labels | None = _f("labels", required=True)
    claimant: tuple[str, ...] = _f("refs", to=AGENTS)
    about: tuple[str, ...] = _f("refs", to=ANY_ENTITY + ("event", "holding"))
    mentions: tuple[str, ...] = _f("refs", to=ANY_ENTITY + ("event",))
    text: str | None = _f("text")
    stated_in: str | None = _f("ref", to=("event", "document"))
    in_context_of: tuple[str, ...] = _f("refs", to=("event",))
    denies: tuple[str, ...] = _f("refs", to=("claim",))


@_item
class Quote:
    id: str = _f("slug", required=True)
    speaker: tuple[str, ...] = _f("refs", to=AGENTS)
    text: str = _f("quote", required=True)
    stated_in: str | None = _f("ref", to=("event", "document"))
    supports: tuple[str, ...] = _f("refs", to=("claim",))
    date: str | None = _f("date")


# Section name in the YAML file -> (record class, kind of id it defines).
SECTIONS: dict[str, tuple[type, str | None]] = {
    "entities": (Entity, None),  # the kind comes from the entity type
    "posts": (Post, "post"),
    "holdings": (Holding, "holding"),
    "memberships": (Membership, "membership"),
    "events": (Event, "event"),
    "relations": (Relation, "relation"),
    "demands": (Demand, "demand"),
    "claims": (Claim, "claim"),
    "quotes": (Quote, "quote"),
}


@dataclass(frozen=True)
class ArticleInput:
    """Everything known about one article: its text, its sentences and what it states."""

    meta: ArticleMeta
    text: str
    sentences: tuple[Sentence, ...]
    entities: tuple[Entity, ...] = ()
    posts: tuple[Post, ...] = ()
    holdings: tuple[Holding, ...] = ()
    memberships: tuple[Membership, ...] = ()
    events: tuple[Event, ...] = ()
    relations: tuple[Relation, ...] = ()
    demands: tuple[Demand, ...] = ()
    claims: tuple[Claim, ...] = ()
    quotes: tuple[Quote, ...] = ()
    mapping_file: Path = Path(MAPPING_FILENAME)
    text_file: Path = Path("article.txt")
    digest: str = ""  # SHA-256 of the text and the mapping input (and of draft.yaml)
    # What `kg draft` proposed, by (section, slug): the rule and whether a person reviewed it
    origins: Mapping[tuple[str, str], "Origin"] = field(default_factory=dict, compare=False,
                                                         hash=False)
    drafter: str | None = None  # the version of `kg draft` that drafted it, when known
    warnings: tuple[SourceError, ...] = ()  # mistakes that do not stop the build

    @property
    def slug(self) -> str:
        return self.meta.id

    def kinds(self) -> dict[str, str]:
        """Every id this article defines -> the kind of thing it names."""
        kinds = {e.id: ENTITY_TYPES[e.type] for e in self.entities if e.type in ENTITY_TYPES}
        for section, (_cls, kind) in SECTIONS.items():
            if kind:
                kinds.update({r.slug if hasattr(r, "slug") else r.id: kind
                              for r in getattr(self, section)})
        return kinds

    def records(self) -> Iterator[tuple[str, Any]]:
        """(section, record) for the article's own metadata and every item, in file order."""
        yield "article", self.meta
        for section in SECTIONS:
            for record in getattr(self, section):
                yield section, record

    def origin(self, section: str, record: Any) -> "Origin | None":
        """What `kg draft` proposed of this item (None: a person wrote it)."""
        return self.origins.get((section, record_slug(record)))

    def drafted(self) -> list[tuple[str, Any]]:
        """The items that count as drafts: marked `review: draft`, or proposed by `kg draft`
        and not reviewed by a person (see Origin)."""
        drafts = []
        for section, record in self.records():
            origin = self.origin(section, record)
            if record.review == "draft" or (origin is not None and not origin.reviewed):
                drafts.append((section, record))
        return drafts


def record_slug(record: Any) -> str:
    """The id an item is known by (a holding without one: its holder and post)."""
    return record.slug if hasattr(record, "slug") else record.id


@dataclass(frozen=True)
class Origin:
    """An item `kg draft` proposed: the rule that proposed it, whether a person reviewed it,
    and how the build told (for its messages)."""

    rule: str
    reviewed: bool
    why: str
