"""`kg draft`: an article's text (or a saved HTML page) -> a first draft of its mapping
input, for a person to review. Offline and deterministic: rules and word lists only.

extract.py reads the file; names.py finds entities; posts.py, events.py, quotes.py and
claims.py propose items; dates.py reads dates; writer.py writes mapping.yaml.
"""

from __future__ import annotations

import copy
import dataclasses
import re
from pathlib import Path

from kg.source import (DRAFT_FILENAME, ENTITY_TYPES, MAPPING_FILENAME, SECTIONS, Sentence,
                       draft_record_text, split_sentences)
from kg.uris import is_slug, slugify
from kg.draft.attribution import Salience, track_sentence
from kg.draft.claimed_facts import outside_claims
from kg.draft.claims import GroupMaker, find_claims
from kg.draft.contested_acts import guard_contested_acts, guard_contested_tenures
from kg.draft.dates import Dateline, anchor_of, find_dateline, find_dates
from kg.draft.events import draft_events
from kg.draft.extract import DraftInputError, Source, read_source
from kg.draft.holding_dates import date_holdings
from kg.draft.known import KnownIndex
from kg.draft.model import Draft, Item, Spans
from kg.draft.names import find_entities, states_named_by_demonyms_only
from kg.draft.posts import draft_posts
from kg.draft.quotes import draft_quotes, find_quoted, is_name
from kg.draft.planned_acts import planned_acts
from kg.draft.quoted_claims import quoted_allegations, quoted_denials
from kg.draft.quoted_reports import claimants_from_quotations, quoted_reports
from kg.draft.writer import drafter_version, write_mapping

TEXT_FILENAME = "article.txt"

__all__ = ["DraftInputError", "DraftExists", "draft_text", "write_draft", "read_source",
           "KnownIndex"]


class DraftExists(DraftInputError):
    """The article id is taken: a draft never overwrites an article."""


def draft_text(source: Source, slug: str, known: KnownIndex | None = None) -> Draft:
    """Propose the mapping input for ``source``; pure, the same input gives the same draft."""
    known = known or KnownIndex()
    text = source.text
    sentences = _in_pieces(split_sentences(text), text)
    article, comments = _article_section(source, slug)
    draft = Draft(slug, text, sentences, article, comments)
    published = article.get("published")
    published = published if isinstance(published, str) else None
    entities = find_entities(text, known)
    # (the dates as read before the day the article speaks from is known: the dateline's
    # day among them; read again below only when that day changes the reading)
    first_reading = find_dates(text, published)
    dateline = find_dateline(text, first_reading)
    # The rules read the first sentence from where the report's words begin: the dateline's
    # news agency and places are no sentence's subject ("(AFP) - Senegal expelled …" is no
    # allegation by AFP).
    sentences = _after_dateline(sentences, dateline, text)
    saliences: dict[int, Salience] = {}
    salience = Salience()
    for sentence in sentences:
        saliences[sentence.index] = copy.deepcopy(salience)
        track_sentence(entities, sentence, salience)
    quoted = [q for q in find_quoted(text) if not is_name(entities, q)]
    groups = GroupMaker(entities)
    claims = find_claims(entities, sentences, saliences, groups)
    # Someone's words are not facts: no event or tenure is proposed from inside a quotation
    # or a claim's text.
    words_of_others = Spans([(q.start, q.end) for q in quoted] + [
        (s.start, s.end) for c in claims for s in c.evidence])
    if dateline is not None:
        _note_dateline(draft, dateline, entities)
    anchor = anchor_of(published, dateline)
    yearless = dateline.date.text if anchor is None and dateline is not None \
        and dateline.date is not None else None
    # (no anchor and no dateline's day: the reading is the same as the first)
    dates = first_reading if anchor is None and yearless is None \
        else find_dates(text, published, anchor, yearless)
    posts = draft_posts(entities, known, words_of_others)
    date_holdings(text, [item for item in posts if item.section == "holdings"], dates)
    filed = (dateline.date.start, dateline.date.end) if dateline and dateline.date else None
    events = draft_events(entities, sentences, [d for d in dates if (d.start, d.end) != filed],
                          saliences, words_of_others, groups,
                          (dateline.start, dateline.end) if dateline else None,
                          _lead(sentences, dateline, text),
                          anchor.day if anchor is not None else None)
    # (acts still to come the report states: scheduled events, and those read as done)
    events += planned_acts(entities, sentences, saliences, dates, words_of_others, events,
                           anchor.day if anchor is not None else None)
    quotes = draft_quotes(entities, sentences, saliences, groups)
    quoted_denials(entities, sentences, quotes, claims)
    quoted_allegations(entities, quotes, claims)
    # (reported speech that quotes some of its words: the quotation speaker's claim)
    claimants_from_quotations(entities, quotes, claims)
    quoted_reports(entities, sentences, saliences, quotes, claims, events + posts)
    # (an act told only in someone's words that no claim covers is still no event)
    events = guard_contested_acts(text, events, claims)
    posts = guard_contested_tenures(text, posts, claims)
    # (and nothing told only inside a drafted claim's words is a fact, whichever rule read it)
    events = outside_claims(events, claims)
    posts = outside_claims(posts, claims)
    draft.items = list(entities.items.values()) + posts + events + claims + quotes
    _drop_unused_groups(draft)
    _drop_unused_states(draft, states_named_by_demonyms_only(entities))
    _avoid_taken_ids(draft, known)
    _refer_only_to_allowed_kinds(draft)
    _refer_only_to_drafted_items(draft)
    _unlink_set_aside(draft)
    return draft


# What a reference may not lack: an item without it is set aside for the reviewer.
_NEEDED_REFERENCES = {("claims", "claimant"), ("quotes", "speaker")}


def _refer_only_to_allowed_kinds(draft: Draft) -> None:
    """A reference to an entity of a kind the loader refuses there is dropped, so that the
    draft always loads: "Santiago protested" read as a claim by the city is a claim whose
    claimant the rules did not find (set aside for the reviewer), not a draft that fails
    with "'claimant' must refer to a person or group or organization or country"."""
    kinds = {item.id: ENTITY_TYPES.get(item.fields.get("type", ""))
             for item in draft.items if item.section == "entities" and item.id}
    _drop_references(
        [item for item in draft.items if item.section != "entities"],
        lambda v, allowed: v in kinds and kinds[v] not in allowed,
        lambda name, allowed: f"left out: a {name} is a {' or '.join(allowed)}")


def _refer_only_to_drafted_items(draft: Draft) -> None:
    """A reference to an id that no drafted item carries is dropped, with a comment naming
    it, so that the draft always loads: "The Bundestag voted" gives a body of Germany from
    the list of known bodies, but an article that never names Germany has no entity
    ``germany`` to refer to (the reviewer adds it if the state is right: a body's name can
    be shared, as the Majlis of Iran and of the Maldives are)."""
    # Items set aside are written (commented out) too: a reference to one of them is
    # _unlink_set_aside's to settle, after this.
    drafted = {item.id for item in draft.items if item.id}
    _drop_references([item for item in draft.items if not item.missing],
                     lambda v, _allowed: v not in drafted,
                     lambda _name, _allowed: "left out: no item of this draft has that id")


def _drop_references(items: list[Item], refused, reason) -> None:
    """Drop from ``items`` every reference value that ``refused(value, allowed kinds)``
    refuses, and say why in a comment on the key (``reason(key, allowed kinds)``). An item
    left without a reference it cannot lack is set aside for the reviewer (Item.missing)."""
    for item in items:
        record = SECTIONS.get(item.section, (None, None))[0]
        if record is None:
            continue
        for meta_field in dataclasses.fields(record):
            allowed = meta_field.metadata.get("to")
            value = item.fields.get(meta_field.name)
            if not allowed or value is None:
                continue
            values = value if isinstance(value, list) else [value]
            dropped = [v for v in values if isinstance(v, str) and refused(v, allowed)]
            if not dropped:
                continue
            kept = [v for v in values if v not in dropped]
            if kept:
                item.fields[meta_field.name] = kept if isinstance(value, list) else kept[0]
            else:
                del item.fields[meta_field.name]
                if (item.section, meta_field.name) in _NEEDED_REFERENCES:
                    item.missing = tuple(dict.fromkeys((*item.missing, meta_field.name)))
            said = f"{', '.join(dropped)} {reason(meta_field.name, allowed)}"
            earlier = item.comments.get(meta_field.name)
            item.comments[meta_field.name] = f"{earlier}; {said}" if earlier else said


def _lead(sentences: tuple[Sentence, ...], dateline: Dateline | None, text: str
          ) -> Sentence | None:
    """The report's first sentence: the one its dateline opens, else the first of eight words
    or more after a headline line (not a byline)."""
    if dateline is not None and dateline.body:
        return next((s for s in sentences if s.start == dateline.body), None)
    line_end = text.find("\n")
    start = line_end if line_end > 0 and _first_line_headline(text) else 0
    return next((s for s in sentences if s.start >= start and len(s.text.split()) >= 8), None)


# The rules read back from each verb to where its sentence begins. A "sentence" of tens of
# thousands of characters (a list or a table with no full stop in it) made that reading
# grow with its square: a draft of 16,000 such characters took minutes. The longest
# sentence of the test articles has 370 characters.
MOST_SENTENCE_CHARACTERS = 1_000


def _in_pieces(sentences: tuple[Sentence, ...], text: str) -> tuple[Sentence, ...]:
    """The sentences as the rules read them: one longer than MOST_SENTENCE_CHARACTERS is
    read in pieces, each cut at its last blank (or at the limit, in a word that long)."""
    if all(s.end - s.start <= MOST_SENTENCE_CHARACTERS for s in sentences):
        return sentences
    spans: list[tuple[int, int]] = []
    for sentence in sentences:
        start = sentence.start
        while sentence.end - start > MOST_SENTENCE_CHARACTERS:
            limit = start + MOST_SENTENCE_CHARACTERS
            blank = max(text.rfind(" ", start + 1, limit), text.rfind("\t", start + 1, limit))
            cut = blank if blank > start else limit
            spans.append((start, cut))
            start = cut
            while start < sentence.end and text[start].isspace():
                start += 1
        spans.append((start, sentence.end))
    return tuple(Sentence(index, start, end, text[start:end])
                 for index, (start, end) in enumerate(spans, 1))


def _after_dateline(sentences: tuple[Sentence, ...], dateline: Dateline | None, text: str
                    ) -> tuple[Sentence, ...]:
    if dateline is None or not dateline.body:
        return sentences
    return tuple(Sentence(s.index, dateline.body, s.end, text[dateline.body:s.end])
                 if s.start < dateline.body < s.end else s for s in sentences)


def _note_dateline(draft: Draft, dateline: Dateline, entities) -> None:
    """The article's dateline, and its place when the draft knows it."""
    draft.article["dateline"] = dateline.words
    draft.article_comments["dateline"] = "the words before the first line's dash"
    places = [m for m in entities.mentions_in(dateline.start, dateline.end)
              if m.kind in {"city", "country", "place"}]
    if places:
        first = min(places, key=lambda m: (m.kind != "city", m.start))
        draft.article["dateline_place"] = first.entity
    if "unknown" in draft.article and "dateline" in draft.article["unknown"]:
        draft.article["unknown"].remove("dateline")


def _unlink_set_aside(draft: Draft) -> None:
    """An item written commented out (Item.missing) cannot be referred to by one that the
    loader reads: the reference is dropped, with a comment saying which it was. A denial of
    a claim set aside is set aside with it, its link kept: "denies" is what a denial is for
    ("Russia denied the accusation" linked to nothing tells the reviewer nothing)."""
    aside = {item.id for item in draft.items if item.missing and item.id}
    if not aside:
        return
    for item in draft.items:
        if not item.missing and item.fields.get("type") == "Denial" \
                and any(v in aside for v in item.fields.get("denies", [])):
            item.missing = ("complete claim it denies",)
            aside.add(item.id)
    for item in draft.items:
        if item.missing:
            continue
        for key, value in list(item.fields.items()):
            if isinstance(value, list) and any(v in aside for v in value if isinstance(v, str)):
                dropped = [v for v in value if v in aside]
                kept = [v for v in value if v not in aside]
                if kept:
                    item.fields[key] = kept
                else:
                    del item.fields[key]
                item.comments["id"] = (item.comments.get("id", "") + f" {key}: "
                                       f"{', '.join(dropped)} (not complete, commented out "
                                       f"below)").strip()


def _avoid_taken_ids(draft: Draft, known: KnownIndex) -> None:
    """A fact's id is global (its IRI): one already used by another article gets a suffix."""
    renamed: dict[str, str] = {}
    for item in draft.items:
        if item.section in {"events", "claims", "quotes"} and item.id in known.taken:
            number = 2
            while f"{item.id}-{number}" in known.taken:
                number += 1
            renamed[item.id] = f"{item.id}-{number}"
            item.fields["id"] = renamed[item.id]
    if renamed:
        for item in draft.items:
            for key, value in item.fields.items():
                if isinstance(value, list):
                    item.fields[key] = [renamed.get(v, v) if isinstance(v, str) else v
                                        for v in value]
    # Within the draft too: a quotation and a claim made of the same words were given the
    # same id by their sections (and the draft did not load).
    seen: set[str] = set()
    for item in draft.items:
        if item.section in {"events", "claims", "quotes"} and item.id in seen:
            number = 2
            while f"{item.id}-{number}" in seen or f"{item.id}-{number}" in known.taken:
                number += 1
            item.fields["id"] = f"{item.id}-{number}"
        seen.add(item.id)


def _drop_unused_states(draft: Draft, states: set[str]) -> None:
    """A state the text names only by its demonym ("the British ambassador") that no item
    refers to is no entity of the article (names.states_named_by_demonyms_only)."""
    used = _referenced([item for item in draft.items if item.id not in states])
    draft.items = [item for item in draft.items
                   if item.section != "entities" or item.id not in states or item.id in used]


def _drop_unused_groups(draft: Draft) -> None:
    """A group made for a claimant that no kept claim names is noise."""
    def unnamed_group(item: Item) -> bool:
        return item.section == "entities" and item.rule == "unnamed-source"

    # (a reference to another item of the same id is that item's: a holding's post
    # "foreign-minister-ana-ruiz" does not keep a group of that name)
    referring = [item for item in draft.items if not unnamed_group(item)]
    used = _referenced(referring) - {item.id for item in referring}
    draft.items = [item for item in draft.items if not unnamed_group(item) or item.id in used]


def _referenced(items: list[Item]) -> set[str]:
    """The string values of ``items``' fields other than their own ids: the ids they refer
    to (and their other words, which match no id)."""
    return {value for item in items
            for key, values in item.fields.items() if key != "id"
            for value in (values if isinstance(values, list) else [values])
            if isinstance(value, str)}


def _article_section(source: Source, slug: str) -> tuple[dict, dict]:
    article: dict = {"id": slug, "text": TEXT_FILENAME, "language": "en"}
    comments = {"language": "assumed: the drafting rules read English only"}
    unknown = []
    meta = source.metadata
    for name, field_name in (("headline", "headline"), ("published", "published"),
                             ("url", "url")):
        found = meta.get(name)
        if found and (name != "published" or re.fullmatch(r"\d{4}-\d{2}-\d{2}", found.value)):
            article[field_name] = found.value
            comments[field_name] = f"from {found.origin}"
        elif name == "headline" and _first_line_headline(source.text):
            article["headline"] = _first_line_headline(source.text)
            comments["headline"] = ("the text's first line: short, without a final mark, a "
                                    "blank line after it")
        else:
            unknown.append({"headline": "headline", "published": "publication date",
                            "url": "URL"}[name])
    notes = []
    author = meta.get("author")
    if author:
        # The byline as printed (schema:creditText), not a person of the article: the text
        # never names them, and a person needs the words that state it.
        article["author"] = author.value
        comments["author"] = f"from {author.origin}"
    else:
        unknown.append("author")
    publisher = meta.get("publisher")
    if publisher:
        notes.append(f"Publisher: {publisher.value} (from {publisher.origin}).")
    else:
        unknown.append("publisher")
    ends = source.text.rstrip()
    truncated = not ends.endswith((".", "!", "?", "”", "\"", "’", "…", ")"))
    article["truncated"] = truncated
    comments["truncated"] = ("the text does not end with a sentence's final mark" if truncated
                             else "the text ends with a sentence's final mark")
    article["unknown"] = unknown
    if source.kind == "text":
        notes.insert(0, "Drafted from plain text: no metadata came with it.")
    else:
        notes.insert(0, "Drafted from a saved HTML page; the text is what trafilatura "
                        "extracted from it.")
    article["note"] = " ".join(notes)
    article["review"] = "draft"
    article["rule"] = "article-metadata"
    return article, comments


_HEADLINE = re.compile(r"\A[ \t]*(?P<line>[^\n]{8,160}?)[ \t]*\n[ \t]*\n")


def _first_line_headline(text: str) -> str | None:
    """A plain text's first line when it reads as a headline: short, ending without a
    sentence's mark, set off by a blank line, and not a dateline's start."""
    found = _HEADLINE.match(text)
    if found is None:
        return None
    line = found.group("line")
    if line.endswith((".", ",", ";", ":")) or re.search(r"\s[–—-]\s", line) or line.isupper():
        return None
    return line


# The most characters of an id made from a headline: it becomes the article's IRI.
_SLUG_LENGTH = 60


def default_slug(path: Path, source: Source) -> str:
    headline = source.metadata.get("headline")
    base = _whole_words(slugify(headline.value)) if headline else slugify(path.stem)
    return base or "article"


def _whole_words(slug: str, most: int = _SLUG_LENGTH) -> str:
    """The slug cut to at most ``most`` characters after a whole word ("...-helicopter",
    never "...-helicopter-incursion-mins"); a first word longer than that is cut."""
    if len(slug) <= most:
        return slug
    cut = slug[:most + 1].rsplit("-", 1)[0]
    return cut if cut and len(cut) <= most else slug[:most].strip("-")


def write_draft(draft: Draft, data_dir: Path, set_aside: bool = True) -> Path:
    """Write DIR/<id>/article.txt, mapping.yaml and draft.yaml (the same draft, kept for
    `kg build` to compare); never over an existing article
    (``set_aside``: see kg.draft.writer.write_mapping)."""
    if not is_slug(draft.slug):
        raise DraftInputError(f"the article id must be a slug of lower-case words joined by "
                              f"hyphens, got '{draft.slug}'")
    folder = data_dir / draft.slug
    if folder.exists():
        raise DraftExists(f"{folder}: an article with id '{draft.slug}' exists already; "
                          f"choose another with --id")
    taken = [p for p in data_dir.rglob(MAPPING_FILENAME) if _article_id(p) == draft.slug] \
        if data_dir.is_dir() else []
    if taken:
        raise DraftExists(f"{taken[0]}: an article with id '{draft.slug}' exists already; "
                          f"choose another with --id")
    folder.mkdir(parents=True)
    (folder / TEXT_FILENAME).write_text(draft.text, encoding="utf-8")
    mapping = write_mapping(draft, set_aside)
    (folder / MAPPING_FILENAME).write_text(mapping, encoding="utf-8")
    # its own record, beside it: a build compares the two (kg.source.judge_origin)
    (folder / DRAFT_FILENAME).write_text(draft_record_text(mapping, drafter_version()),
                                         encoding="utf-8")
    return folder


def _article_id(path: Path) -> str | None:
    match = re.search(r"^article:\s*\n(?:[ \t].*\n)*?[ \t]+id:\s*['\"]?([\w-]+)",
                      path.read_text(encoding="utf-8", errors="replace"), re.MULTILINE)
    return match.group(1) if match else None

