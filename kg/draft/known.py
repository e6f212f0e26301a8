"""Entities and posts that already have ids: in the other articles' mapping input, and in
the published graph. A draft that names one of them reuses its id (and its names, so that
the union of the articles keeps one label per language)."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

from kg.source import ENTITY_TYPES, MAPPING_FILENAME, SourceError, load_yaml
from kg.uris import Minter
from kg.draft.gazetteer import fold

log = logging.getLogger(__name__)


@dataclass
class Known:
    id: str
    type: str
    kind: str                                     # person, organization, ..., post
    fields: dict[str, Any] = field(default_factory=dict)  # name, label, alias, of_state, ...
    names: tuple[str, ...] = ()
    origin: str = ""


@dataclass
class KnownIndex:
    by_name: dict[str, Known] = field(default_factory=dict)
    by_id: dict[str, Known] = field(default_factory=dict)
    taken: set[str] = field(default_factory=set)  # every id in use, of any kind
    # Organisations of unreviewed drafts, by type and folded name: see drafted_organisation
    drafted: dict[tuple[str, str, str | None], tuple[str, str]] = field(default_factory=dict)
    # Posts of unreviewed drafts: id -> English label. One id is one node of the union,
    # which holds one label: a draft that mints the same id writes that label.
    drafted_posts: dict[str, str] = field(default_factory=dict)

    def add(self, known: Known) -> None:
        if known.id in self.by_id:
            return
        self.by_id[known.id] = known
        for name in known.names:
            self.by_name.setdefault(fold(name), known)

    def find(self, name: str) -> Known | None:
        return self.by_name.get(fold(name))

    def drafted_organisation(self, type_: str, name: str, of_state: str | None = None
                             ) -> tuple[str, str] | None:
        """The id and the name (as that draft wrote it, case and accents and all: the union
        allows the node one name) an unreviewed draft gave an organisation of this type,
        this very name and this state.

        An unreviewed draft lends no name to later drafts (it may have drafted a person as
        a group), but an organisation of one type and one name ("European Union",
        "Organization of American States") is one organisation: a second id for it would
        split it in two. A name any state's body has ("Foreign Ministry", "the Government")
        names one organisation only with its state: the key holds the state, so Chile's
        foreign ministry in a later draft takes the id an earlier draft gave Chile's
        ("foreign-ministry-of-chile"), never Iraq's; without a state it names no one body
        and takes no earlier id. People never take a draft's id."""
        if generic_name(name) and of_state is None:
            return None
        return self.drafted.get((type_, fold(name), of_state))

    def lowercase_aliases(self) -> list[tuple[str, Known]]:
        """Aliases written in lower case ('the Andean nation'): found by search, not by the
        capitalised-name rule."""
        found = []
        for known in self.by_id.values():
            for alias in known.fields.get("alias", ()) or ():
                words = str(alias).split()
                if words and any(w[:1].islower() for w in words) and len(words) > 1:
                    found.append((str(alias), known))
        return found


# Fields copied from an existing entity: its names, and the values the shapes allow once,
# so that the new article's graph agrees with the others.
_COPIED = ("name", "label", "alias", "of_state", "governs", "defunct")


# Words of names that every state's bodies share: a name made only of them is no one body's.
_GENERIC_WORDS = frozenset(
    "the of and for foreign affairs ministry minister ministries government embassy consulate "
    "office interior defence defense justice finance economy trade security national federal "
    "state presidency presidential palace parliament council cabinet department agency "
    "police army navy air force armed forces intelligence service services general "
    "international cooperation relations external public health education".split())


def generic_name(name: str) -> bool:
    """Whether an organisation's name is one any state's body has ("Foreign Ministry")."""
    words = fold(name).replace("'", " ").split()
    return bool(words) and all(word in _GENERIC_WORDS for word in words)


def _text(value: Any) -> str | None:
    return str(value) if isinstance(value, str) else None


def read_data_dir(data_dir: Path, skip: str | None = None) -> KnownIndex:
    index = KnownIndex()
    if not data_dir.is_dir():
        return index
    for path in sorted(data_dir.rglob(MAPPING_FILENAME)):
        if path.parent.name == skip:
            continue
        try:
            raw = load_yaml(path)
        except SourceError as exc:
            log.warning("ignoring %s for known names: %s", path, exc)
            continue
        if not isinstance(raw, dict):
            continue
        for section in raw.values():
            for item in section if isinstance(section, list) else []:
                if isinstance(item, dict) and _text(item.get("id")):
                    index.taken.add(str(item["id"]))
        for item in raw.get("entities") or []:
            if isinstance(item, dict) and item.get("review") == "draft":
                # an unreviewed draft may be wrong: its id is taken, its name unknown (but
                # for an organisation of the same type and name: drafted_organisation)
                drafted = _entity(item, str(path))
                if drafted and drafted.kind == "organization" and _text(item.get("name")):
                    state = item.get("of_state") or item.get("governs")
                    index.drafted.setdefault((drafted.type, fold(str(item["name"])),
                                              _text(state)), (drafted.id, str(item["name"])))
                elif drafted and drafted.kind == "place" and drafted.names:
                    # a sea, a region: one place whatever article names it (never
                    # south-china-sea and south-china-sea-2 in one union)
                    index.drafted.setdefault((drafted.type, fold(drafted.names[0]), None),
                                             (drafted.id, drafted.names[0]))
                continue
            known = _entity(item, str(path))
            if known:
                index.add(known)
        for item in raw.get("posts") or []:
            if not (isinstance(item, dict) and _text(item.get("id"))):
                continue
            label = item.get("label")
            en = label.get("en") if isinstance(label, dict) else label
            if item.get("review") == "draft":
                # (two drafts wrote "Secretary General of NATO" and "Secretary-general of
                # NATO" for one id, and the build refused their union)
                if _text(en):
                    index.drafted_posts.setdefault(str(item["id"]), str(en))
            else:
                index.add(Known(str(item["id"]), str(item.get("type") or "Post"), "post",
                                {k: item[k] for k in ("label", "of_state", "to_state")
                                 if k in item},
                                tuple(n for n in (_text(en),) if n), str(path)))
    return index


def _entity(item: Any, origin: str) -> Known | None:
    if not isinstance(item, dict) or not _text(item.get("id")):
        return None
    type_ = str(item.get("type"))
    if type_ not in ENTITY_TYPES:
        return None
    label = item.get("label")
    names = [_text(item.get("name"))]
    if isinstance(label, dict):
        names += [_text(v) for v in label.values()]
    else:
        names.append(_text(label))
    names += [_text(a) for a in (item.get("alias") or []) if _text(a)]
    fields = {k: item[k] for k in _COPIED if k in item}
    return Known(str(item["id"]), type_, ENTITY_TYPES[type_], fields,
                 tuple(n for n in names if n), origin)


def read_published(rows: Iterable[tuple[str, str, str, str | None]], base: str) -> list[Known]:
    """Entities of the published graph from (IRI, dip: class, schema:name, alias) rows."""
    found: dict[str, Known] = {}
    minter = Minter(base)
    for iri, class_iri, name, alias in rows:
        path = minter.resource_path(iri)
        if path is None:
            continue
        segment, _, slug = path.partition("/")
        type_ = class_iri.rsplit("#", 1)[-1]
        if type_ not in ENTITY_TYPES or ENTITY_TYPES[type_] != segment or "/" in slug:
            continue
        known = found.setdefault(slug, Known(slug, type_, segment, {"name": name}, (name,),
                                             "the published graph"))
        if alias and alias not in known.names:
            known.names = known.names + (alias,)
            known.fields.setdefault("alias", []).append(alias)
    return list(found.values())


PUBLISHED_QUERY = """
PREFIX schema: <https://schema.org/>
SELECT ?s ?class ?name ?alias WHERE {
  ?s a ?class ; schema:name ?name .
  FILTER(STRSTARTS(STR(?class), "https://w3id.org/diplokg/ontology#"))
  OPTIONAL { ?s schema:alternateName ?alias }
}"""
