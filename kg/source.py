"""Read data/: each article's text and the mapping input that says what it states.

The mapping input is YAML written by a knowledge engineer. This module turns it into plain,
frozen dataclasses and checks everything a person can get wrong in it: malformed YAML,
unknown keys, duplicate ids, references to ids that do not exist, impossible dates, and
evidence quotes that are not in the article text. Every error names the file and the line,
and an error about a key points to its description in docs/mapping.md. It also tells the
items `kg draft` proposed and a person reviewed from those still drafts, by comparing the
mapping file with draft.yaml beside it (judge_origin).
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import difflib
import functools
import hashlib
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator, Mapping

import yaml

from kg.bounded_files import FileRefused, read_bounded
from kg.uris import SLUG_MOST, is_slug, join_slugs

MAPPING_FILENAME = "mapping.yaml"
# `kg draft`'s own output, kept beside the mapping file it drafted: a build compares the two
# to tell the items a person reviewed from those still as drafted (docs/review.md).
DRAFT_FILENAME = "draft.yaml"
# The reference of the mapping format; error messages about a key point into it.
MAPPING_DOC = "docs/mapping.md"
REVIEW_DOC = "docs/review.md#what-makes-an-item-reviewed"
# The most an article's text file and its mapping may hold, read no further than one byte
# past it. A mapping's YAML takes about a hundred times its size in memory once parsed and
# mapped (a mapping of 35 MB, 200,000 entities, drove a build to 6.9 GB): 8 MiB and 25,000
# items are well above what `kg draft` writes for its largest text (200,000 characters).
MOST_TEXT_BYTES = 20 * 1024 * 1024
MOST_MAPPING_BYTES = 8 * 1024 * 1024
MOST_MAPPING_ITEMS = 25_000


class SourceError(Exception):
    """A mistake in the input, located at ``file:line``."""

    def __init__(self, file: Path | str, line: int | None, message: str) -> None:
        self.file = Path(file)
        self.line = line
        self.message = message
        super().__init__(str(self))

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else f"{self.file}"
        return f"{where}: {self.message}"


class SourceErrors(SourceError):
    """Every mistake found in one run, each at its own ``file:line``."""

    def __init__(self, errors: list[SourceError]) -> None:
        self.errors = list(errors)
        first = self.errors[0]
        super().__init__(first.file, first.line, first.message)

    def __str__(self) -> str:
        return "\n".join(SourceError.__str__(e) for e in self.errors)


def drafts_error(articles: list["ArticleInput"]) -> SourceErrors | None:
    """The items that count as drafts (ArticleInput.drafted), one error each, or None."""
    errors = []
    for article in articles:
        for section, record in article.drafted():
            origin = article.origin(section, record)
            what = getattr(record, "id", None) or (record.slug if hasattr(record, "slug")
                                                   else section)
            rule = (origin.rule if origin else None) or record.rule or "?"
            why = origin.why if origin else "review: draft"
            errors.append(SourceError(article.mapping_file, record.line,
                                      f"{section} item '{what}' is a draft ({why}; rule: "
                                      f"{rule}): check it against the text, then mark it "
                                      f"'review: done', or build with --include-drafts "
                                      f"(see {REVIEW_DOC})"))
    return SourceErrors(errors) if errors else None


# ---------------------------------------------------------------------------------------------
# YAML with line numbers
# ---------------------------------------------------------------------------------------------

class LineStr(str):
    """A YAML string that remembers the line it was written on."""

    line: int = 0


class LineDict(dict):
    """A YAML mapping that remembers its own line and the line of each key."""

    line: int = 0
    key_lines: dict[str, int]


def _loader_base() -> type:
    return getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _Loader(_loader_base()):  # type: ignore[misc]
    """SafeLoader that keeps dates as strings (we check them ourselves) and records lines."""


_Loader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:timestamp"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


class _DuplicateKey(Exception):
    def __init__(self, key: str, line: int, first_line: int) -> None:
        self.key, self.line, self.first_line = key, line, first_line


class _BadKey(Exception):
    """A mapping key that is a list or a mapping (YAML's `? [a, b]`)."""

    def __init__(self, line: int) -> None:
        super().__init__(line)
        self.line = line


def _construct_str(loader: Any, node: yaml.ScalarNode) -> LineStr:
    value = LineStr(loader.construct_scalar(node))
    value.line = node.start_mark.line + 1
    return value


def _construct_mapping(loader: Any, node: yaml.MappingNode) -> LineDict:
    result = LineDict()
    result.line = node.start_mark.line + 1
    result.key_lines = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        line = key_node.start_mark.line + 1
        if not isinstance(key, (str, int, float, bool)) and key is not None:
            raise _BadKey(line)
        if key in result.key_lines:
            raise _DuplicateKey(str(key), line, result.key_lines[key])
        result[key] = loader.construct_object(value_node, deep=True)
        result.key_lines[key] = line
    return result


_Loader.add_constructor("tag:yaml.org,2002:str", _construct_str)
_Loader.add_constructor("tag:yaml.org,2002:map", _construct_mapping)


def load_yaml(path: Path) -> Any:
    """A mapping file's YAML, read no further than MOST_MAPPING_BYTES (a regular file only:
    see kg.bounded_files)."""
    try:
        text = read_bounded(path, MOST_MAPPING_BYTES).decode("utf-8")
    except FileRefused as exc:
        raise SourceError(path, None, f"the mapping file {exc.reason}") from None
    except OSError as exc:
        raise SourceError(path, None, f"the mapping file cannot be read "
                          f"({exc.strerror or exc})") from None
    except UnicodeDecodeError as exc:
        raise SourceError(path, None, f"not UTF-8 text ({exc.reason})") from None
    return load_yaml_text(text, path)


def load_yaml_text(text: str, path: Path) -> Any:
    """YAML text read from ``path`` (which error messages name)."""
    try:
        return yaml.load(text, Loader=_Loader)  # noqa: S506 - _Loader is a SafeLoader
    except _BadKey as exc:
        raise SourceError(path, exc.line, "a key must be a plain word, not a list or a "
                          "mapping") from None
    except _DuplicateKey as exc:
        raise SourceError(path, exc.line,
                          f"key '{exc.key}' is repeated (first at line {exc.first_line})") from None
    except yaml.MarkedYAMLError as exc:
        problem = str(exc.problem or exc.context)
        mark = exc.problem_mark or exc.context_mark
        if "end of stream" in problem and "quoted" in str(exc.context) and exc.context_mark:
            mark = exc.context_mark  # where the quotation mark was opened
        line = mark.line + 1 if mark else None
        lines = text.splitlines()
        written = lines[line - 1] if line and line <= len(lines) else ""
        raise SourceError(path, line, f"malformed YAML: {problem}"
                                      f"{yaml_hint(problem, written)}") from None
    except yaml.YAMLError as exc:
        raise SourceError(path, None, f"malformed YAML: {exc}") from None


_QUOTED_THEN_MORE = re.compile(r"""^\s*(?:-\s+)?[\w-]+:\s*(["'])[^"']*\1\s*[^\s#]""")


def yaml_hint(problem: str, written: str) -> str:
    """What usually causes a YAML parser's complaint, from its words and the line it points
    at: an unquoted colon, a quotation mark inside a value, a mark never closed, a tab."""
    value = written.split(":", 1)[1].strip() if ":" in written else written.strip()
    if "\t" in problem or "\t" in written[:len(written) - len(written.lstrip())]:
        return "; hint: indent with spaces, not tabs"
    if "mapping values are not allowed" in problem:
        return (f"; hint: a value that holds a colon and a space must be in quotes, e.g. "
                f"{written.split(':', 1)[0].strip()}: \"{value}\"" if value else
                "; hint: a value that holds a colon and a space must be in quotes")
    if _QUOTED_THEN_MORE.match(written) or "expected key" in problem or \
            "found '<scalar>'" in problem:
        return ("; hint: a value that starts with a quotation mark ends at the next same mark: "
                "write it in the other kind of quotes ('He said \"no\"'), or double a single "
                "mark inside single quotes ('Peru''s envoy')")
    if "end of stream" in problem or "quoted scalar" in problem:
        return "; hint: a quotation mark opened on this line is never closed"
    if "cannot start any token" in problem:
        return "; hint: a value that starts with @, ` or % must be in quotes"
    if "indicator" in problem or "block" in problem:
        return ("; hint: this line's indentation does not match the lines before it (items "
                "of a list start with '- ' at one indentation, their keys under the first)")
    return ""


# ---------------------------------------------------------------------------------------------
# The parsed input
# ---------------------------------------------------------------------------------------------

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
               "Recall")
STATUSES = ("current", "former")
END_REASONS = ("deposition", "retirement", "end-of-mission")
LEVELS = ("full", "consular")
RELATION_STATES = ("tension",)
# `review: draft` marks an item `kg draft` proposed and no person has reviewed yet; `rule`
# names the drafting rule that proposed it. A reviewer who has checked the item against the
# text marks it `review: done` and drops its `rule` line (docs/review.md).
REVIEW_MARKS = ("draft", "done")
# BCP 47's shape (RDF's language tags): letters, then subtags of letters and digits.
LANGUAGE_TAG = re.compile(r"[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*")


@dataclass(frozen=True)
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
    note: str | None = _f("text")
    evidence: tuple[Evidence, ...] = _f("evidence")
    review: str | None = _f("choice", choices=REVIEW_MARKS)
    rule: str | None = _f("text")
    line: int = 0


@dataclass(frozen=True)
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
    note: str | None = _f("text")
    evidence: tuple[Evidence, ...] = _f("evidence")
    review: str | None = _f("choice", choices=REVIEW_MARKS)
    rule: str | None = _f("text")
    line: int = 0


@dataclass(frozen=True)
class Post:
    id: str = _f("slug", required=True)
    type: str = _f("choice", choices=("Post", "AmbassadorPost"), default="Post")
    label: Labels | None = _f("labels", required=True)
    of_state: str | None = _f("ref", to=("country",))
    to_state: str | None = _f("ref", to=("country",))
    post_in: str | None = _f("ref", to=("organization",))
    note: str | None = _f("text")
    evidence: tuple[Evidence, ...] = _f("evidence")
    review: str | None = _f("choice", choices=REVIEW_MARKS)
    rule: str | None = _f("text")
    line: int = 0


@dataclass(frozen=True)
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
    note: str | None = _f("text")
    evidence: tuple[Evidence, ...] = _f("evidence")
    review: str | None = _f("choice", choices=REVIEW_MARKS)
    rule: str | None = _f("text")
    line: int = 0

    @property
    def slug(self) -> str:
        return self.id or join_slugs(self.holder, self.post)


@dataclass(frozen=True)
class Membership:
    member: str = _f("ref", to=("person",), required=True)
    organization: str = _f("ref", to=("organization",), required=True)
    id: str | None = _f("slug")
    status: str | None = _f("choice", choices=STATUSES)
    end_reason: str | None = _f("choice", choices=END_REASONS)
    note: str | None = _f("text")
    evidence: tuple[Evidence, ...] = _f("evidence")
    review: str | None = _f("choice", choices=REVIEW_MARKS)
    rule: str | None = _f("text")
    line: int = 0

    @property
    def slug(self) -> str:
        return self.id or join_slugs(self.member, self.organization)


@dataclass(frozen=True)
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
    not_before: str | None = _f("date")
    date_text: str | None = _f("text")
    date_inferred: bool = _f("bool", default=False)
    date_reasoning: str | None = _f("text")
    follows: tuple[str, ...] = _f("refs", to=("event",))
    during: str | None = _f("ref", to=("holding", "event"))
    reported_in: tuple[str, ...] = _f("refs", to=("event", "document"))
    on_platform: str | None = _f("ref", to=("website",))
    conveyed_by: str | None = _f("ref", to=("document",))
    purpose: str | None = _f("text")
    grounds: str | None = _f("text")
    in_context_of: tuple[str, ...] = _f("refs", to=("event",))
    demands: tuple[str, ...] = _f("refs", to=("demand",))
    note: str | None = _f("text")
    evidence: tuple[Evidence, ...] = _f("evidence")
    review: str | None = _f("choice", choices=REVIEW_MARKS)
    rule: str | None = _f("text")
    line: int = 0


@dataclass(frozen=True)
class Relation:
    parties: tuple[str, ...] = _f("refs", to=("country",), required=True)
    id: str | None = _f("slug")
    level: str | None = _f("choice", choices=LEVELS)
    level_reasoning: str | None = _f("text")
    state: str | None = _f("choice", choices=RELATION_STATES)
    note: str | None = _f("text")
    evidence: tuple[Evidence, ...] = _f("evidence")
    review: str | None = _f("choice", choices=REVIEW_MARKS)
    rule: str | None = _f("text")
    line: int = 0

    @property
    def slug(self) -> str:
        return self.id or join_slugs(*sorted(self.parties))


@dataclass(frozen=True)
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
    note: str | None = _f("text")
    evidence: tuple[Evidence, ...] = _f("evidence")
    review: str | None = _f("choice", choices=REVIEW_MARKS)
    rule: str | None = _f("text")
    line: int = 0


@dataclass(frozen=True)
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
    note: str | None = _f("text")
    evidence: tuple[Evidence, ...] = _f("evidence")
    review: str | None = _f("choice", choices=REVIEW_MARKS)
    rule: str | None = _f("text")
    line: int = 0


@dataclass(frozen=True)
class Quote:
    id: str = _f("slug", required=True)
    speaker: tuple[str, ...] = _f("refs", to=AGENTS)
    text: str = _f("quote", required=True)
    stated_in: str | None = _f("ref", to=("event", "document"))
    supports: tuple[str, ...] = _f("refs", to=("claim",))
    date: str | None = _f("date")
    note: str | None = _f("text")
    evidence: tuple[Evidence, ...] = _f("evidence")
    review: str | None = _f("choice", choices=REVIEW_MARKS)
    rule: str | None = _f("text")
    line: int = 0


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


# ---------------------------------------------------------------------------------------------
# Sentences and evidence
# ---------------------------------------------------------------------------------------------

# (British style quotes in single marks: "…faster this time. 'The lesson …,' he said. 'Every
# month …'" is three sentences, as "…time. “The lesson …" is)
_SENTENCE_END = re.compile(r"(?<=[.!?…])[”\"’']?(?=\s+[A-Z“¿¡‘\"'])")
# Words whose full stop ends an abbreviation, never a sentence: titles before a name
# ("Sen. Iván Cepeda", "Dr. Wanjiru", "St. Petersburg").
TITLE_ABBREVIATIONS = frozenset({
    "Mr", "Mrs", "Ms", "Mx", "Dr", "Prof", "Gen", "Lt", "Col", "Maj", "Capt", "Cmdr", "Adm",
    "Sgt", "Cpl", "Brig", "Sen", "Sens", "Rep", "Reps", "Gov", "Amb", "Pres", "Rev", "Fr",
    "Hon", "Messrs", "Mme", "Mlle", "Sra", "Sr", "St", "Ste", "Mt", "Ft",
})
# Abbreviations that may end a sentence as well as stand inside one: initials ("U.S.",
# "John F. Kennedy", "U.N."), "Jr.", "Inc.". One ends a sentence when the next word is one
# that opens sentences ("… talks with the U.S. The minister said"), not when it goes on
# with a name ("U.S. Secretary of State", "U.N. Security Council").
_INITIALS = re.compile(r"(?:^|(?<=[\s(“\"‘’'/-]))(?:[A-Z]\.)+$")
_MAY_END = frozenset({"Jr", "Inc", "Corp", "Co", "Ltd", "Bros"})
_OPENERS = frozenset("""
    A An The This That These Those It Its He She They We I You His Her Their Our My Your
    There Here Then But And Or Nor Yet So In On At As After Before When While If Although
    Though Because Since Until Meanwhile However Still Earlier Later Last Next Both Some
    Many Most Few All No None One Two Three Each Every Such What Who Which Why How Where
    According Asked Under With Without For From By During Despite Also Instead Now Today
    Yesterday Tomorrow""".split())
_WORD_BEFORE = re.compile(r"([A-Za-z'.]+)\.$")
_WORD_AFTER = re.compile(r"\s+([^\s]+?)[,;:]?(?=\s|$)")


_OPENED_IN_SINGLE_MARKS = re.compile(r"(?:^|(?<=[\s(\[—–-]))['‘](?=\w)")


def _ends_sentence(body: str, match: re.Match) -> bool:
    """Whether the punctuation before ``match`` ends a sentence rather than an abbreviation."""
    at = match.start()  # just after the mark
    if match.group() in ("'", "’"):
        # a single mark closes a quotation only if one was opened before it ("He said 'no.'
        # Then"); else it is an apostrophe ("the U.S.' Secretary of State", a possessive)
        return _OPENED_IN_SINGLE_MARKS.search(body, max(0, at - 600), at - 1) is not None
    if match.group() or body[at - 1] != ".":  # a closing quote, or ! ? …
        return True
    before = _WORD_BEFORE.search(body, max(0, at - 24), at)
    if before is None:
        return True
    word = before.group(1)
    if word in TITLE_ABBREVIATIONS:
        return False
    if _INITIALS.search(body, max(0, at - 24), at) is None and word not in _MAY_END:
        return True
    after = _WORD_AFTER.match(body, match.end())
    following = after.group(1) if after else ""
    return following[:1] in "“\"‘" or following in _OPENERS


def after_title(text: str, at: int) -> bool:
    """Whether the full stop just before ``at`` ends a title's abbreviation ("Dr. Andrés
    Villamizar"), which never ends a sentence."""
    before = _WORD_BEFORE.search(text, max(0, at - 24), at)
    return before is not None and before.group(1) in TITLE_ABBREVIATIONS


def split_sentences(text: str) -> tuple[Sentence, ...]:
    """Split on line breaks and on sentence-final punctuation outside double quotes (not
    after a title's abbreviation, nor after initials that a name follows)."""
    sentences: list[Sentence] = []
    offset = 0
    for line in text.splitlines(keepends=True):
        body = line.rstrip("\r\n")
        cuts = [0]
        for match in _SENTENCE_END.finditer(body):
            cut = match.end()
            prefix = body[cuts[-1]:cut]
            # not inside a quotation
            if prefix.count("“") <= prefix.count("”") and _ends_sentence(body, match):
                cuts.append(cut)
        cuts.append(len(body))
        for begin, finish in zip(cuts, cuts[1:]):
            piece = body[begin:finish]
            lead = len(piece) - len(piece.lstrip())
            piece = piece.strip()
            if piece:
                start = offset + begin + lead
                sentences.append(Sentence(len(sentences) + 1, start, start + len(piece), piece))
        offset += len(line)
    return tuple(sentences)


def occurrences(text: str, quote: str) -> list[int]:
    """Where a (non-empty) quote starts in the text, occurrences not overlapping (as a
    regular expression would find them; a plain search, since compiling a pattern for
    every quote cost more than the search itself)."""
    starts: list[int] = []
    at = text.find(quote)
    while at >= 0:
        starts.append(at)
        at = text.find(quote, at + len(quote))
    return starts


def locate(text: str, sentences: tuple[Sentence, ...], quote: str, occurrence: int | None,
           file: Path, line: int, text_name: str) -> Evidence:
    shown = _short(quote)
    if not quote.strip():
        raise SourceError(file, line, "evidence quote is empty")
    starts = occurrences(text, quote)
    if not starts:
        raise SourceError(file, line, f"evidence quote not found in {text_name}: “{shown}”"
                                      f"{_quote_hint(text, quote)}")
    if occurrence is None:
        if len(starts) > 1:
            raise SourceError(file, line, f"evidence quote occurs {len(starts)} times in "
                              f"{text_name}; say which with 'occurrence: N': “{shown}”")
        occurrence = 1
    if not 1 <= occurrence <= len(starts):
        raise SourceError(file, line, f"evidence quote occurs {len(starts)} times in "
                          f"{text_name}, not {occurrence}: “{shown}”")
    start = starts[occurrence - 1]
    end = start + len(quote)
    inside = tuple(s.index for s in sentences if s.start < end and start < s.end)
    return Evidence(quote, start, end, inside, line)


_SAME_MARKS = str.maketrans({**{c: '"' for c in "“”„‟″«»"}, **{c: "'" for c in "‘’‚‛′"},
                             **{c: "-" for c in "–—‒―−‐‑"}})


@functools.lru_cache(maxsize=4)
def _normalised(text: str) -> tuple[str, list[int]]:
    """The text with quotation marks, dashes and runs of spaces made plain, and for each of
    its characters the offset it came from (kept for the last few texts: every quote not
    found in an article is looked up in its text again)."""
    out: list[str] = []
    where: list[int] = []
    for offset, char in enumerate(text.translate(_SAME_MARKS)):
        # "é" written as e and a combining accent (NFD) looks the same as "é" (NFC): the
        # accent is left out on both sides, so that either finds the other
        if unicodedata.combining(char):
            continue
        char = unicodedata.normalize("NFD", char)[0] if not char.isascii() else char
        if char.isspace():
            if out and out[-1] == " ":
                continue
            char = " "
        out.append(char)
        where.append(offset)
    return "".join(out), where


def near_quote(text: str, quote: str) -> str | None:
    """The words of ``text`` that ``quote`` stands for once quotation marks, dashes and
    spaces are normalised, or None."""
    plain_text, where = _normalised(text)
    plain_quote, _ = _normalised(quote.strip())
    found = plain_text.find(plain_quote) if plain_quote.strip() else -1
    if found < 0:
        return None
    return text[where[found]:where[found + len(plain_quote) - 1] + 1]


def _quote_hint(text: str, quote: str) -> str:
    """"; did you mean …?" with the words of the text closest to a quote not found, and how
    they differ; "" when no words of the text are close."""
    near = near_quote(text, quote)
    if near is not None:
        return (f"; did you mean “{_short(near)}”? (it differs from the text only in quotation "
                f"marks, dashes, spacing or how its accents are encoded: "
                f"{quote_difference(quote.strip(), near)})")
    close = closest_span(text, quote.strip())
    if close is None:
        return ""
    return f"; did you mean “{_short(close)}”? ({quote_difference(quote.strip(), close)})"


_CLOSE_ENOUGH = 0.85  # the least similarity (difflib's ratio) of a span offered instead
_MOST_PLACES = 40  # places of one word of the quote looked at
_MOST_TRIES = 300  # places the quote might start at, looked at


def closest_span(text: str, quote: str) -> str | None:
    """The words of ``text`` most like ``quote`` (a comma off, a doubled quotation mark, a
    word mistyped), with quotation marks, dashes and spaces made plain on both sides; None
    when nothing is at least 85 % alike. Where the quote might start comes from where its
    longer words occur; the best place's ends are then moved a few characters either way."""
    plain_text, where = _normalised(text)
    plain_quote, _ = _normalised(quote.strip())
    size = len(plain_quote)
    if size < 16 or not plain_text:
        return None
    words = list(re.finditer(r"\w{4,}", plain_quote))
    starts: set[int] = set()
    for word in words[:8] + words[-8:]:
        for at in occurrences(plain_text, word.group())[:_MOST_PLACES]:
            starts.add(max(0, at - word.start()))
        if len(starts) >= _MOST_TRIES:
            break

    def likeness(begin: int, finish: int) -> float:
        return difflib.SequenceMatcher(None, plain_quote, plain_text[begin:finish],
                                       autojunk=False).ratio()

    if not starts:
        return None
    ratio, begin = max((likeness(at, at + size), at) for at in sorted(starts))
    if ratio < _CLOSE_ENOUGH - 0.1:
        return None
    ratio, begin, finish = max(
        (likeness(a, b), a, b) for a in range(max(0, begin - 4), begin + 5)
        for b in range(begin + size - 4, min(len(plain_text), begin + size + 4) + 1) if b > a)
    if ratio < _CLOSE_ENOUGH:
        return None
    while begin > 0 and plain_text[begin - 1].isalnum() and plain_text[begin].isalnum():
        begin -= 1  # whole words: "ha" of "has" is shown as "has"
    while finish < len(plain_text) and plain_text[finish].isalnum() \
            and plain_text[finish - 1].isalnum():
        finish += 1
    return text[where[begin]:where[finish - 1] + 1].strip()


def quote_difference(quote: str, found: str) -> str:
    """How a quote differs from the text's words, in the text's terms: 'the text has “,”
    after “Carlos Zamora” where the quote has nothing' (the first three differences)."""
    changes = [op for op in difflib.SequenceMatcher(None, quote, found,
                                                    autojunk=False).get_opcodes()
               if op[0] != "equal"]
    said = []
    for _tag, i1, i2, j1, j2 in changes[:3]:
        before = found[max(0, j1 - 20):j1]
        where = f"after “…{before}”" if before else "at the start"
        said.append(f"{where} the text has {_chars(found[j1:j2])} where the quote has "
                    f"{_chars(quote[i1:i2])}")
    more = f" and {len(changes) - 3} more" if len(changes) > 3 else ""
    return "; ".join(said) + more


def _chars(piece: str) -> str:
    """Characters as a message shows them: spaces and line breaks named, not invisible."""
    if not piece:
        return "nothing"
    if piece.isspace():
        if "\n" in piece:
            return "a line break"
        return "a space" if len(piece) == 1 else f"{len(piece)} spaces"
    return f"“{piece}”"


# ---------------------------------------------------------------------------------------------
# Parsing records
# ---------------------------------------------------------------------------------------------

@dataclass
class _Context:
    file: Path
    text: str
    text_name: str
    sentences: tuple[Sentence, ...]
    # Every mistake is collected, so that a reviewer mends them all in one pass; ids of
    # items too broken to keep are remembered, so that references to them add no noise.
    errors: list[SourceError] = field(default_factory=list)
    broken_ids: set[str] = field(default_factory=set)
    warnings: list[SourceError] = field(default_factory=list)
    section: str = "article"  # the section of the item being read, for messages' anchors

    def error(self, line: int | None, message: str) -> SourceError:
        return SourceError(self.file, line, message)

    def report(self, line: int | None, message: str) -> None:
        self.errors.append(self.error(line, message))


def _line_of(value: Any, default: int) -> int:
    return getattr(value, "line", 0) or default


def _check_date(ctx: _Context, value: Any, line: int, name: str) -> str:
    text = str(value) if not isinstance(value, (dict, list)) else ""
    if not re.fullmatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", text):
        raise ctx.error(line, f"'{name}' must be a date written YYYY-MM-DD, got "
                              f"{_shown(value)}")
    try:
        dt.date.fromisoformat(text)
    except ValueError as exc:
        raise ctx.error(line, f"'{name}' is an impossible date '{text}': {exc}") from None
    return text


def _short(text: str, most: int = 80) -> str:
    """A text as a message quotes it: its first words when it is long."""
    return text if len(text) <= most else text[:most - 3] + "..."


def _shown(value: Any) -> str:
    """A value as an error message quotes it: short, whatever its size (an alias bomb
    expands to gigabytes as text)."""
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return f"'{_short(str(value))}'"


def _text_value(ctx: "_Context", name: str, value: Any, line: int) -> str:
    """A value that must be text: YAML reads `no`, `on`, `12:30` or `0x1F` as other things,
    which would be published as "False", "True", "750" and "31"."""
    if isinstance(value, str):
        return value
    if isinstance(value, (dict, list)):
        raise ctx.error(line, f"'{name}' must be a single value, got {_shown(value)}")
    raise ctx.error(line, f"'{name}' must be text, but YAML reads it as "
                          f"{type(value).__name__} {_shown(value)}: write it in quotes")


def _as_list(value: Any) -> list[Any]:
    if value is None:
        return []
    return list(value) if isinstance(value, list) else [value]


def _convert(ctx: _Context, name: str, meta: Mapping[str, Any], value: Any, line: int) -> Any:
    kind = meta["kind"]
    if kind in {"text", "quote", "slug", "ref", "choice", "year"}:
        if kind == "year" and isinstance(value, int) and not isinstance(value, bool):
            value = str(value)
        text = _text_value(ctx, name, value, line)
        if kind == "slug" and not is_slug(text):
            raise ctx.error(line, f"'{name}' must be a slug of lower-case words joined by "
                            f"hyphens (at most {SLUG_MOST} characters), got {_shown(text)}")
        if kind == "choice" and text not in meta["choices"]:
            raise ctx.error(line, f"'{name}' must be one of {', '.join(meta['choices'])}; "
                            f"got {_shown(text)}")
        if kind == "year" and not re.fullmatch(r"[0-9]{4}", text):
            raise ctx.error(line, f"'{name}' must be a year written YYYY, got {_shown(text)}")
        if name == "language" and not LANGUAGE_TAG.fullmatch(text):
            raise ctx.error(line, f"'language' must be a language tag such as en or es-PE, "
                            f"got {_shown(text)}")
        return text
    if kind == "date":
        return _check_date(ctx, value, line, name)
    if kind == "dates":
        return tuple(_check_date(ctx, v, _line_of(v, line), name) for v in _as_list(value))
    if kind in {"refs", "texts"}:
        items = _as_list(value)
        for item in items:
            if isinstance(item, (dict, list)):
                raise ctx.error(_line_of(item, line), f"'{name}' takes plain values")
            _text_value(ctx, name, item, _line_of(item, line))
        return tuple(LineStr(i) if not isinstance(i, LineStr) else i for i in items)
    if kind == "bool":
        if not isinstance(value, bool):
            raise ctx.error(line, f"'{name}' must be true or false, got {_shown(value)}")
        return value
    if kind == "int":
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise ctx.error(line, f"'{name}' must be a whole number, got {_shown(value)}")
        return value
    if kind == "labels":
        if isinstance(value, str):
            return Labels(en=str(value))
        if not isinstance(value, dict) or "en" not in value or set(value) - {"en", "es"}:
            raise ctx.error(line, f"'{name}' must be a text or a mapping with 'en' (and "
                            f"optionally 'es')")
        return Labels(en=_text_value(ctx, f"{name}.en", value["en"], line),
                      es=_text_value(ctx, f"{name}.es", value["es"], line)
                      if value.get("es") is not None else None)
    if kind == "evidence":
        found = []
        for item in _as_list(value):
            try:
                found.append(_evidence_item(ctx, item, _line_of(item, line)))
            except SourceError as exc:
                ctx.errors.append(exc)
        return tuple(found)
    raise AssertionError(f"unknown field kind {kind}")  # pragma: no cover - a bug here


def _evidence_item(ctx: _Context, item: Any, item_line: int) -> Evidence:
    if isinstance(item, dict):
        if set(item) - {"quote", "occurrence"} or "quote" not in item:
            raise ctx.error(item_line, f"an evidence item is a quote, or a mapping with "
                            f"'quote' and 'occurrence' ({key_anchor(ctx.section, 'evidence')})")
        occurrence = item.get("occurrence")
        if not isinstance(occurrence, int) or isinstance(occurrence, bool):
            raise ctx.error(item_line, f"'occurrence' must be a whole number "
                                       f"({key_anchor(ctx.section, 'evidence')})")
        return locate(ctx.text, ctx.sentences, _text_value(ctx, "quote", item["quote"],
                                                           item_line),
                      occurrence, ctx.file, item_line, ctx.text_name)
    return locate(ctx.text, ctx.sentences, _text_value(ctx, "evidence", item, item_line),
                  None, ctx.file, item_line, ctx.text_name)


def _quote_evidence(ctx: "_Context", text: str, line: int) -> Evidence:
    try:
        return locate(ctx.text, ctx.sentences, text, None, ctx.file, line, ctx.text_name)
    except SourceError as exc:
        if "occurrence" not in exc.message:
            raise
        raise ctx.error(line, f"{exc.message} (a quotation says which in its evidence: "
                              f"evidence: [{{quote: ..., occurrence: N}}])") from None


def _check_quote_within(ctx: "_Context", text: str, evidence: tuple[Evidence, ...],
                        line: int) -> None:
    """A quotation's words, given with evidence, must be the words of the article there."""
    if any(text in ctx.text[e.start:e.end] for e in evidence):
        return
    if not occurrences(ctx.text, text):
        locate(ctx.text, ctx.sentences, text, None, ctx.file, line, ctx.text_name)  # raises
    raise ctx.error(line, f"the quotation's text is not within its evidence: "
                          f"“{_short(text)}”")


def key_anchor(section: str, key: str | None = None) -> str:
    """Where docs/mapping.md describes a section (``file``: the file's top level) or one of
    its keys: docs/mapping.md#entities, docs/mapping.md#entities-of_state."""
    return f"{MAPPING_DOC}#{section}-{key}" if key else f"{MAPPING_DOC}#{section}"


def _did_you_mean(word: str, choices: Any) -> str:
    close = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.75)
    return f"; did you mean '{close[0]}'?" if close else ""


def _parse_record(ctx: _Context, cls: type, raw: Any, where: str, fallback_line: int) -> Any:
    """One item, or None when it is too broken to keep (its errors are in ctx.errors)."""
    if not isinstance(raw, dict):
        ctx.report(_line_of(raw, fallback_line), f"each item of '{where}' must be a mapping "
                                                  f"({key_anchor(where)})")
        return None
    before = len(ctx.errors)
    ctx.section = where
    fields = {f.name: f for f in dataclasses.fields(cls) if f.name != "line"}
    for key in raw:
        if key not in fields:
            ctx.report(raw.key_lines.get(key, raw.line),
                       f"unknown key '{key}' in {where}{_did_you_mean(str(key), fields)}; "
                       f"known keys: {', '.join(fields)} ({key_anchor(where)})")
    values: dict[str, Any] = {"line": raw.line}
    missing = False
    for name, fld in fields.items():
        if name not in raw or raw[name] is None:
            if fld.metadata["required"]:
                ctx.report(raw.line, f"{where} item is missing '{name}' "
                                     f"({key_anchor(where, name)})")
                missing = True
            continue
        try:
            values[name] = _convert(ctx, name, fld.metadata, raw[name], raw.key_lines[name])
        except SourceError as exc:
            # the value's form is wrong: the message says where the key is described
            ctx.errors.append(exc if fld.metadata["kind"] == "evidence" else
                              SourceError(exc.file, exc.line, f"{exc.message} "
                                          f"({key_anchor(where, name)})"))
            missing = missing or fld.metadata["required"]
    if cls is Quote and "text" in values:
        # A quotation's words must stand in the article: they are its own evidence, or
        # they stand within the evidence it gives.
        try:
            if "evidence" not in raw:
                values["evidence"] = (_quote_evidence(ctx, values["text"],
                                                      raw.key_lines["text"]),)
            elif "evidence" in values:
                _check_quote_within(ctx, values["text"], values["evidence"],
                                    raw.key_lines["text"])
        except SourceError as exc:
            ctx.errors.append(exc)
    if missing:
        if isinstance(raw.get("id"), str):
            ctx.broken_ids.add(raw["id"])
        return None
    if len(ctx.errors) > before and cls is not ArticleMeta and isinstance(raw.get("id"), str):
        ctx.broken_ids.add(raw["id"])  # kept, but what refers to it is not checked again
    return cls(**values)


def _check_references(ctx: _Context, article: ArticleInput) -> None:
    kinds = article.kinds()
    for section, record in article.records():
        for fld in dataclasses.fields(record):
            targets = fld.metadata.get("to") if fld.metadata else None
            value = getattr(record, fld.name)
            if not targets or value is None:
                continue
            for ref in (value if isinstance(value, tuple) else (value,)):
                line = _line_of(ref, record.line)
                if ref in ctx.broken_ids:
                    continue
                if ref not in kinds:
                    ctx.report(line, f"unknown reference '{ref}' in '{fld.name}': no "
                               f"entity, post, event or other item has that id"
                               f"{_did_you_mean(ref, kinds)}")
                elif kinds[ref] not in targets:
                    ctx.report(line, f"'{fld.name}' must refer to a {' or '.join(targets)}, "
                               f"but '{ref}' is a {kinds[ref]} "
                               f"({key_anchor(section, fld.name)})")
                elif ref == getattr(record, "id", None):
                    # an organisation part of itself, an event that follows itself, a
                    # person their own spouse: no such statement can be true
                    ctx.report(line, f"'{fld.name}' of '{ref}' refers to '{ref}' itself")


# Relations that order their items, so that a chain of them coming back to where it began
# cannot be true: an event that follows an event that follows it, an organisation part of a
# part of itself, an event during an event during it. (An item referring to itself is
# reported by _check_references.)
_ORDERING_FIELDS = ("follows", "part_of", "during")


def _check_cycles(ctx: _Context, article: ArticleInput) -> None:
    records = [record for section in SECTIONS for record in getattr(article, section)
               if getattr(record, "id", None) is not None]
    for name in _ORDERING_FIELDS:
        edges: dict[str, tuple[str, ...]] = {}
        lines: dict[str, int] = {}
        for record in records:
            value = getattr(record, name, None)
            if value:
                edges[record.id] = tuple(value) if isinstance(value, tuple) else (value,)
                lines[record.id] = record.line
        reported: set[frozenset] = set()
        for start in edges:  # in file order, so the first item of a cycle names it
            path = _path_back(start, edges)
            if path is not None and frozenset(path) not in reported:
                reported.add(frozenset(path))
                ctx.report(lines[start], f"'{name}' goes round in a circle: "
                           + " -> ".join(path + [start]) + "; no such order can be true")


def _check_follows_dates(ctx: _Context, article: ArticleInput) -> None:
    """An event that follows one dated later contradicts its own date."""
    dated = {event.id: event.date for event in article.events if event.date is not None}
    for event in article.events:
        for earlier in event.follows:
            if event.id in dated and earlier in dated and dated[event.id] < dated[earlier]:
                ctx.report(event.line, f"'{event.id}' (on {dated[event.id]}) follows "
                           f"'{earlier}', which is dated later ({dated[earlier]})")


def _path_back(start: str, edges: dict[str, tuple[str, ...]]) -> list[str] | None:
    """A path of two or more items from ``start`` back to it, or None (depth first; each
    item is reached once, and the path is read back from where each was reached from)."""
    came_from: dict[str, str] = {}
    stack = [(target, start) for target in edges.get(start, ()) if target != start]
    while stack:
        node, parent = stack.pop()
        if node == start:
            path = [parent]
            while path[-1] != start:
                path.append(came_from[path[-1]])
            return path[::-1]
        if node in came_from:
            continue
        came_from[node] = parent
        stack.extend((target, node) for target in edges.get(node, ()))
    return None


def _check_unique_ids(ctx: _Context, article: ArticleInput) -> None:
    seen: dict[str, int] = {}
    for section in SECTIONS:
        for record in getattr(article, section):
            slug = record.slug if hasattr(record, "slug") else record.id
            if slug in seen:
                ctx.report(record.line, f"duplicate id '{slug}' (first defined at line "
                           f"{seen[slug]})")
            seen[slug] = record.line


# What an article's `unknown` list may name, and the field that would then know it.
_UNKNOWN_FIELDS = {"headline": "headline", "publisher": "publisher", "author": "author",
                   "publication date": "published", "url": "url", "dateline": "dateline"}


def _check_semantics(ctx: _Context, article: ArticleInput) -> None:
    meta = article.meta
    for named in meta.unknown:
        field_name = _UNKNOWN_FIELDS.get(str(named).strip().lower())
        if field_name and getattr(meta, field_name, None) is not None:
            ctx.report(_line_of(named, meta.line), f"'{named}' is listed as unknown but "
                       f"'{field_name}' gives it ({key_anchor('article', 'unknown')})")
    for tenure in (*article.holdings, *article.memberships):
        if tenure.status == "current" and (tenure.end_reason or getattr(tenure, "end_date",
                                                                          None)):
            ctx.report(tenure.line, f"a current tenure has no end: drop 'end_reason' and "
                       f"'end_date', or say 'status: former' ({key_anchor('holdings', 'status')})")
    for holding in article.holdings:
        for day in holding.held_on:
            if holding.end_date and day > holding.end_date or \
                    holding.start_date and day < holding.start_date:
                ctx.report(_line_of(day, holding.line), f"held on {day}, outside its tenure "
                           f"({holding.start_date or '?'} to {holding.end_date or '?'})")
    for relation in article.relations:
        if len(set(relation.parties)) != 2:
            ctx.report(relation.line, f"a relation has exactly two different parties "
                                      f"({key_anchor('relations', 'parties')})")
    for holding in article.holdings:
        if holding.start_date and holding.end_date and holding.end_date < holding.start_date:
            ctx.report(holding.line, f"tenure ends ({holding.end_date}) before it starts "
                       f"({holding.start_date})")
    for event in article.events:
        if event.date and event.not_before and event.date < event.not_before:
            ctx.report(event.line, f"event date {event.date} is before its 'not_before' "
                       f"{event.not_before}")
        if event.date_inferred and not event.date_reasoning:
            ctx.report(event.line, f"an inferred date needs 'date_reasoning' "
                                   f"({key_anchor('events', 'date_reasoning')})")


# ---------------------------------------------------------------------------------------------
# What `kg draft` proposed, and what a person has reviewed since
# ---------------------------------------------------------------------------------------------
# `kg draft` writes mapping.yaml and, beside it, draft.yaml: the same text under a header
# that names the drafter's version and the SHA-256 of the text. A build compares each item
# of mapping.yaml with the item of the same id in draft.yaml (`review` and `rule` lines left
# out): an item still as drafted counts as a draft unless it is marked `review: done`, so
# deleting the `review: draft` lines publishes nothing as reviewed. The rules, with their
# reasons, are in docs/review.md ("What makes an item reviewed").

DRAFTED_HEADER = "# Mapping input DRAFTED by `kg draft`"
_DRAFT_HEAD = re.compile(r"\A# .*\n# .*\n# drafter: (?P<drafter>[^\n]+)\n"
                         r"# sha256: (?P<sha>[0-9a-f]{64})\n")
_MARK_KEYS = ("review", "rule")
_NAMED_BY = {"holdings": ("holder", "post"), "memberships": ("member", "organization")}


@dataclass(frozen=True)
class Origin:
    """An item `kg draft` proposed: the rule that proposed it, whether a person reviewed it,
    and how the build told (for its messages)."""

    rule: str
    reviewed: bool
    why: str


@dataclass(frozen=True)
class DraftRecord:
    """draft.yaml read back: the drafter's version and its items by section and id."""

    drafter: str
    items: Mapping[str, Mapping[str, Any]]


def draft_record_text(mapping_text: str, drafter: str) -> str:
    """The text of draft.yaml for a mapping file as `kg draft` wrote it."""
    digest = hashlib.sha256(mapping_text.encode("utf-8")).hexdigest()
    return (f"# `kg draft`'s own output, as it first wrote mapping.yaml: `kg build` compares the\n"
            f"# two to tell reviewed items from drafts ({REVIEW_DOC}). Keep it; do not edit it.\n"
            f"# drafter: {drafter}\n# sha256: {digest}\n{mapping_text}")


def read_draft_record(path: Path) -> DraftRecord | None:
    """draft.yaml, or None when there is none; a SourceError when it is not as written."""
    try:
        text = read_bounded(path, MOST_MAPPING_BYTES, within=path.parent).decode("utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as exc:
        raise SourceError(path, None, f"kg draft's record cannot be read ({exc})") from None
    head = _DRAFT_HEAD.match(text)
    body = text[head.end():] if head else ""
    if head is None or hashlib.sha256(body.encode("utf-8")).hexdigest() != head["sha"]:
        raise SourceError(path, None, f"this is not the file `kg draft` wrote (its text does "
                          f"not match its sha256 line): restore it, or delete it and mark "
                          f"each reviewed item 'review: done' ({REVIEW_DOC})")
    raw = load_yaml_text(body, path)
    items: dict[str, dict[str, Any]] = {}
    if isinstance(raw, dict):
        items["article"] = {"article": raw.get("article")}
        for section in SECTIONS:
            listed = raw.get(section)
            for item in listed if isinstance(listed, list) else []:
                key = _identity(section, item)
                if key is not None:
                    items.setdefault(section, {})[key] = item
    return DraftRecord(head["drafter"].strip(), items)


def _identity(section: str, raw: Any) -> str | None:
    """The id an item of the YAML file stands for, before it is parsed."""
    if section == "article":
        return "article"
    if not isinstance(raw, dict):
        return None
    if raw.get("id") is not None:
        return str(raw["id"])
    if section in _NAMED_BY and all(isinstance(raw.get(k), str) for k in _NAMED_BY[section]):
        return join_slugs(*(raw[k] for k in _NAMED_BY[section]))
    if section == "relations" and isinstance(raw.get("parties"), list):
        return join_slugs(*sorted(str(p) for p in raw["parties"]))
    return None


def _content(raw: Mapping[str, Any]) -> dict[str, Any]:
    """An item without its review marks: what a reviewer may have changed."""
    return {key: value for key, value in raw.items() if key not in _MARK_KEYS}


def judge_origin(section: str, raw: Mapping[str, Any], record: Any,
                 draft: DraftRecord | None, drafted_file: bool) -> Origin | None:
    """Whether `kg draft` proposed this item and whether a person has reviewed it.

    ``draft`` is draft.yaml (None: missing); ``drafted_file``: the mapping file's header
    says `kg draft` wrote it. Marks decide first (`review: draft`, `review: done`); an
    unmarked item is reviewed when it differs from its draft, a draft when it is still as
    drafted, and a draft when draft.yaml is missing and the item comes from `kg draft` (a
    `rule` line, or a drafted file's item): a copy without draft.yaml publishes no
    unreviewed item as reviewed."""
    counterpart = None
    if draft is not None:
        counterpart = draft.items.get(section, {}).get(_identity(section, raw) or "")
    rule = record.rule or (counterpart or {}).get("rule")
    from_drafter = counterpart is not None or rule is not None or \
        (draft is None and drafted_file)
    if not from_drafter:
        return None
    rule = str(rule or "unknown rule")
    if record.review == "draft":
        return Origin(rule, False, "marked 'review: draft'")
    if record.review == "done":
        return Origin(rule, True, "marked 'review: done'")
    if draft is None:
        return Origin(rule, False, f"{DRAFT_FILENAME} is not beside the file to compare it "
                                   f"with, and it is not marked 'review: done'")
    if isinstance(counterpart, dict) and _content(raw) == _content(counterpart):
        return Origin(rule, False, f"still as `kg draft` wrote it in {DRAFT_FILENAME}, and not "
                                   f"marked 'review: done'")
    return Origin(rule, True, "edited since it was drafted")


def read_article_text(text_file: Path, folder: Path) -> bytes:
    """An article's text: a regular file inside the article's folder (a link out of it, a
    FIFO, a device or a folder is refused: FileRefused), of at most MOST_TEXT_BYTES."""
    return read_bounded(text_file, MOST_TEXT_BYTES, within=folder)


def _too_many_items(raw: Mapping[str, Any]) -> str | None:
    """Why a mapping holds too many items to map (more than MOST_MAPPING_ITEMS), or None."""
    items = sum(len(raw[section]) for section in SECTIONS
                if isinstance(raw.get(section), list))
    if items <= MOST_MAPPING_ITEMS:
        return None
    return (f"{items:,} items; a mapping holds at most {MOST_MAPPING_ITEMS:,} "
            f"(split the article, or its mapping, into smaller ones)")


def parse_article(mapping_file: Path) -> ArticleInput:
    """Parse one mapping file and the article text it names."""
    raw = load_yaml(mapping_file)
    if not isinstance(raw, dict) or "article" not in raw:
        raise SourceError(mapping_file, getattr(raw, "line", 1) or 1,
                          "a mapping file is a YAML mapping with an 'article' section")
    # An unknown section is reported with every other error of the file, not alone.
    pending = [SourceError(mapping_file, raw.key_lines[key],
                           f"unknown section '{key}'{_did_you_mean(str(key), SECTIONS)}; "
                           f"known: article, {', '.join(SECTIONS)} ({key_anchor('file')})")
               for key in raw if key != "article" and key not in SECTIONS]
    article_raw = raw["article"]
    if not isinstance(article_raw, dict) or "text" not in article_raw:
        raise SourceError(mapping_file, raw.key_lines["article"],
                          "'article' must be a mapping that names its 'text' file")
    named = article_raw["text"]
    text_line = article_raw.key_lines["text"]
    if not isinstance(named, str) or not named.strip() or Path(named).is_absolute() \
            or ".." in Path(named).parts or "\0" in named:
        raise SourceError(mapping_file, text_line, "'text' names the article's text file, "
                          "beside mapping.yaml or below it (no absolute path, no '..')")
    too_many = _too_many_items(raw)
    if too_many is not None:
        raise SourceError(mapping_file, None, too_many)
    text_file = mapping_file.parent / named
    try:
        text_bytes = read_article_text(text_file, mapping_file.parent)
        text = text_bytes.decode("utf-8")
    except FileNotFoundError:
        raise SourceError(mapping_file, text_line,
                          f"article text file not found: {text_file.name}") from None
    except FileRefused as exc:
        raise SourceError(mapping_file, text_line,
                          f"the article text file cannot be read: {named} {exc.reason}") from None
    except OSError as exc:  # a folder, a file that cannot be read
        raise SourceError(mapping_file, text_line,
                          f"the article text file cannot be read: {named} "
                          f"({exc.strerror or exc})") from None
    except UnicodeDecodeError as exc:
        raise SourceError(text_file, None, f"not UTF-8 text ({exc.reason})") from None
    sentences = split_sentences(text)
    ctx = _Context(mapping_file, text, text_file.name, sentences)
    ctx.errors.extend(pending)
    draft_file = mapping_file.parent / DRAFT_FILENAME
    try:
        draft = read_draft_record(draft_file)
    except SourceError as exc:
        ctx.errors.extend(exc.errors if isinstance(exc, SourceErrors) else [exc])
        draft = None
    mapping_bytes = read_bounded(mapping_file, MOST_MAPPING_BYTES)
    drafted_file = mapping_bytes.startswith(DRAFTED_HEADER.encode())
    origins: dict[tuple[str, str], Origin] = {}

    def judge(section: str, item: Any, record: Any) -> None:
        origin = judge_origin(section, item, record, draft, drafted_file)
        if origin is None:
            return
        origins[(section, record_slug(record))] = origin
        if origin.reviewed and "rule" in item:
            ctx.warnings.append(ctx.error(item.key_lines["rule"], f"a 'rule' line is left on "
                                          f"a reviewed item: delete it ({REVIEW_DOC})"))

    meta = _parse_record(ctx, ArticleMeta, article_raw, "article", raw.line)
    if meta is not None:
        judge("article", article_raw, meta)
    sections: dict[str, tuple[Any, ...]] = {}
    for section, (cls, _kind) in SECTIONS.items():
        items = raw.get(section) or []
        if not isinstance(items, list):
            ctx.report(raw.key_lines[section], f"'{section}' must be a list "
                                               f"({key_anchor(section)})")
            items = []
        kept = []
        for item in items:
            record = _parse_record(ctx, cls, item, section, raw.key_lines[section])
            if record is not None:
                kept.append(record)
                judge(section, item, record)
        sections[section] = tuple(kept)
    if meta is None:  # the items' own errors are reported with the article's
        raise SourceErrors(ctx.errors)
    digest = input_digest(text_bytes, mapping_bytes, _read_or_none(draft_file))
    article = ArticleInput(meta=meta, text=text, sentences=sentences, mapping_file=mapping_file,
                           text_file=text_file, digest=digest, origins=origins,
                           drafter=draft.drafter if draft else None,
                           warnings=tuple(ctx.warnings), **sections)
    _check_unique_ids(ctx, article)
    _check_references(ctx, article)
    _check_cycles(ctx, article)
    _check_follows_dates(ctx, article)
    _check_semantics(ctx, article)
    if ctx.errors:
        raise SourceErrors(ctx.errors)
    return article


def input_digest(text: bytes, mapping: bytes, draft: bytes | None) -> str:
    """ArticleInput.digest: the SHA-256 of what decides an article's graph."""
    digest = hashlib.sha256(text + b"\0" + mapping)
    if draft is not None:
        digest.update(b"\0" + draft)
    return digest.hexdigest()


def _read_or_none(path: Path) -> bytes | None:
    """`kg draft`'s record beside a mapping, read as a mapping is (a regular file inside the
    folder, bounded), or None when there is none to read."""
    try:
        return read_bounded(path, MOST_MAPPING_BYTES, within=path.parent)
    except OSError:
        return None


def find_mapping_files(data_dir: Path) -> list[Path]:
    return sorted(data_dir.rglob(MAPPING_FILENAME))


def read_articles(data_dir: Path) -> Iterator[ArticleInput]:
    """Parse every article under ``data_dir``; two articles may not share an id."""
    files = find_mapping_files(data_dir)
    if not files:
        raise SourceError(data_dir, None, f"no {MAPPING_FILENAME} found under this folder")
    seen: dict[str, Path] = {}
    errors: list[SourceError] = []
    for path in files:
        try:
            article = parse_article(path)
        except SourceError as exc:
            # Go on with the other files: every error of every file in one run.
            errors.extend(exc.errors if isinstance(exc, SourceErrors) else [exc])
            continue
        if article.slug in seen:
            errors.append(SourceError(path, article.meta.line, f"duplicate article id "
                                      f"'{article.slug}' (also in {seen[article.slug]})"))
            continue
        seen[article.slug] = path
        yield article
    if errors:
        raise SourceErrors(errors)
