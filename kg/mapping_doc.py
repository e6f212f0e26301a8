"""docs/mapping.md, the reference of the mapping file, generated from the loader's schema.

Every section and key comes from kg.source (its dataclasses and their `_f` metadata: kind,
what a reference may name, the choices, whether required, the default); only the words
that explain them are written here. A key the loader reads and this module does not
describe stops the generation, and tests/test_mapping_doc.py holds docs/mapping.md equal to
what this writes. Regenerate with `python -m kg.mapping_doc` (`--check` only compares).
"""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path
from typing import Any

from kg.source import DRAFT_FILENAME, MAPPING_FILENAME, SECTIONS, ArticleMeta, key_anchor
from kg.uris import SLUG_MOST

DOC_PATH = Path(__file__).resolve().parent.parent / "docs" / "mapping.md"

# What each section holds, and an example of one item.
SECTION_DOCS: dict[str, tuple[str, str]] = {
    "article": ("The article itself: its id, the file that holds its text, its language and "
                "what is known of its publication. A mapping file has exactly one.",
                "article:\n  id: zamora-leaves-peru\n  text: article.txt\n  language: en\n"
                "  dateline: \"LIMA, Peru\"\n  unknown: [headline, publisher]"),
    "entities": ("People, groups, organisations, countries, cities, places, websites and "
                 "documents the article names. Entities are shared between articles: the same "
                 "id in two articles is one node, so its names must agree.",
                 "entities:\n  - id: carlos-zamora\n    type: Person\n    name: Carlos Zamora\n"
                 "    alias: [El Gallo]\n    evidence:\n      - \"the Cuban ambassador to the "
                 "Andean nation, Carlos Zamora\""),
    "posts": ("Positions that someone holds (an ambassador's post, a presidency). Shared "
              "between articles, as entities are.",
              "posts:\n  - id: cuban-ambassador-to-peru\n    type: AmbassadorPost\n"
              "    label: Cuban ambassador to Peru\n    of_state: cuba\n    to_state: peru"),
    "holdings": ("A person's tenure of a post as the article reports it. Its id, when not "
                 "given, is the holder's and the post's joined.",
                 "holdings:\n  - holder: carlos-zamora\n    post: cuban-ambassador-to-peru\n"
                 "    status: former\n    end_reason: end-of-mission"),
    "memberships": ("A person's membership of an organisation. Its id, when not given, is the "
                    "member's and the organisation's joined.",
                    "memberships:\n  - member: carlos-zamora\n    organization: cuban-intelligence"),
    "events": ("Things that happened: meetings, statements, expulsions, arrivals. An unknown "
               "date stays absent; an inferred one says so and why.",
               "events:\n  - id: zamora-expelled\n    type: Expulsion\n"
               "    label: Peru expels Carlos Zamora\n    agent: [peru]\n"
               "    participants: [carlos-zamora]\n    date: 2025-10-28\n"
               "    date_inferred: true\n    date_reasoning: the article gives no year; ..."),
    "relations": ("The diplomatic relation between two countries, its level and state. Its "
                  "id, when not given, is the two parties' ids joined in order.",
                  "relations:\n  - parties: [cuba, peru]\n    level: full"),
    "demands": ("What someone asks for: a change of relations, an expulsion.",
                "demands:\n  - id: expel-the-ambassador\n    type: ExpulsionDemand\n"
                "    label: Demand to expel Carlos Zamora\n    proposed_by: [naval-union]\n"
                "    targets: [carlos-zamora]"),
    "claims": ("What someone says is so, kept as their claim and never as a fact: a claim, "
               "an allegation, or a denial (which may name the claim it denies).",
               "claims:\n  - id: zamora-is-a-spy\n    type: Allegation\n"
               "    label: Zamora is an intelligence officer\n    claimant: [naval-union]\n"
               "    about: [carlos-zamora]"),
    "quotes": ("Words someone said, quoted verbatim from the article text, with the speaker.",
               "quotes:\n  - id: tubino-holy-baron\n    speaker: [carlos-tubino]\n"
               "    text: He looks like a ‘holy baron’"),
}

# What each key means, by key or by "section.key" (which wins). An example value follows
# after " | " when the generic one of its kind would mislead.
KEY_DOCS: dict[str, str] = {
    "id": "The item's id, by which other items refer to it. | carlos-zamora",
    "article.id": "The article's id: its IRI and its page's name; unique in the data "
                  "folder. | zamora-leaves-peru",
    "article.text": f"The file that holds the article's text, beside {MAPPING_FILENAME} or "
                    "below it (no absolute path, no '..'); UTF-8. | article.txt",
    "language": "The language of the article text: a language tag (BCP 47) such as `en` or "
                "`es-PE`. | en",
    "headline": "The headline as published. | Peru expels the Cuban ambassador",
    "publisher": "The organisation that published the article: an organization of this "
                 "file, which like every entity needs the words of the text that name it (a "
                 "publisher only the page's metadata names goes in `note`). | el-comercio",
    "author": "The byline as printed (the author or authors' names, as text), published as "
              "schema:creditText. | Ana Pérez and John Doe",
    "published": "The day of publication. | 2025-11-02",
    "url": "Where the article was published. | https://example.com/news/zamora",
    "truncated": "Whether the text breaks off before the article's end. | true",
    "dateline": "The dateline as printed. | \"LIMA, Peru\"",
    "dateline_place": "The place the dateline names. | lima",
    "unknown": "What the article does not say about its own publication, from: headline, "
               "publisher, author, publication date, url, dateline. A field listed here must "
               "not be given. | [headline, publisher]",
    "note": "A remark for the reader, published as a comment (rdfs:comment). "
            "| The article does not name the vice chancellor.",
    "evidence": "The words of the article text that state the item. The loader reads an "
                "item without them, but the shapes refuse every entity, post, holding, "
                "membership, event, relation, demand, claim and quotation that has none "
                "(`kg validate` names it): what the text does not state is no item. | "
                "[\"the Cuban ambassador to the Andean nation, Carlos Zamora\"]",
    "review": "Set by `kg draft`: `draft` on every item it proposes. A reviewer who has "
              "checked the item against the text changes it to `done` "
              f"(docs/review.md: an item still as {DRAFT_FILENAME} holds it and not marked "
              "`done` counts as a draft). | done",
    "rule": "Set by `kg draft`: the drafting rule that proposed the item. Delete it once the "
            "item is reviewed (a leftover one is a warning). | named-person",
    "entities.type": "The kind of entity. | Person",
    "name": "The entity's name as the article gives it (its English label unless `label` "
            "says otherwise). Give `name` or `label`. | Carlos Zamora",
    "entities.label": "The entity's label when it has no name (an unnamed person), or in two "
                      "languages. | {en: \"wife of Carlos Zamora\", es: \"esposa de Carlos "
                      "Zamora\"}",
    "alias": "Other names the article gives. | [El Gallo]",
    "description": "A short description of the entity as the article describes it. "
                   "| described in the article as the deposed leftist president",
    "entities.of_state": "The country an organisation or government body belongs to. | peru",
    "governs": "The country a government governs. | peru",
    "led_by": "The person who leads the organisation. | dina-boluarte",
    "part_of": "The organisation or country this organisation is part of. | cuba",
    "linked_to": "Organisations this one is linked to. | [cuban-intelligence]",
    "ally_of": "Organisations or countries this one is allied with. | [venezuela]",
    "spouse": "A person's spouse. | wife-of-carlos-zamora",
    "defunct": "Whether the organisation no longer exists. | true",
    "headcount": "How many members a group has, when the article says. | 12",
    "sender": "Who sent a document (a letter). | naval-union",
    "location": "Where the entity is. | lima",
    "date_reasoning": "Why a date was inferred: what in the text gives it. Required when "
                      "`date_inferred` is true. | The article gives no year; ...",
    "posts.type": "The kind of post. | AmbassadorPost",
    "posts.label": "The post's name. | Cuban ambassador to Peru",
    "posts.of_state": "The country whose post it is (the sending state of an ambassador). "
                      "| cuba",
    "to_state": "The country an ambassador is accredited to. | peru",
    "post_in": "The organisation the post is in. | foreign-ministry-of-peru",
    "holder": "The person who holds the post. | carlos-zamora",
    "post": "The post held. | cuban-ambassador-to-peru",
    "status": "Whether the tenure goes on (`current`) or has ended (`former`). A current one "
              "has no end. | former",
    "end_reason": "Why the tenure ended. | end-of-mission",
    "start_date": "The day the tenure began. | 2022-06-18",
    "end_date": "The day the tenure ended; not before `start_date`. | 2025-11-01",
    "held_on": "Days on which the article shows the post held; within the tenure's dates "
               "when they are given. | [2025-08-16]",
    "ended_after": "A day after which the tenure ended (its exact end unknown). | 2025-10-28",
    "holdings.during": "Another tenure during which this one was held. "
                       "| dina-boluarte--president-of-peru",
    "member": "The member. | carlos-zamora",
    "organization": "The organisation. | cuban-intelligence",
    "events.type": "The kind of event. | Meeting",
    "events.label": "A short label saying what happened. | Zamora meets the vice chancellor",
    "agent": "Who did it (an expelling state, a speaker, who sent a letter). | [peru]",
    "participants": "Who took part, besides the agent, addressees and beneficiaries (who are "
                    "participants too). | [carlos-zamora]",
    "addressee": "To whom it was addressed. | [foreign-ministry-of-peru]",
    "addressee_description": "The addressees as the article describes them when they are "
                             "not entities. | the Peruvian authorities",
    "beneficiary": "For whom it was done (a person granted asylum). | [betssy-chavez]",
    "place": "Where it happened. | lima",
    "events.date": "The day it happened. | 2025-10-28",
    "year": "The year it happened, when only the year is known. | 2025",
    "month": "The month it happened, with its year, when only the month is known. | 2025-10",
    "not_before": "A day it happened on or after (its exact day unknown); not after `date`. "
                  "| 2025-10-28",
    "date_text": "The date as the article words it. | this weekend",
    "date_inferred": "Whether `date` was inferred rather than read; then `date_reasoning` "
                     "says why. | true",
    "events.status": "An event the article tells as still to come: planned (`scheduled`), "
                     "put off (`postponed`) or called off (`cancelled`); left out for one "
                     "that took place. Its date is the day it is planned for. | scheduled",
    "follows": "Events this one follows; no chain of them may come back to it, nor may it "
               "follow an event dated later. | [zamora-meeting]",
    "events.during": "The tenure or event during which it happened. "
                     "| dina-boluarte--president-of-peru",
    "reported_in": "Events or documents that report it. | [ministry-statement]",
    "on_platform": "The website a post was made on. | x-platform",
    "conveyed_by": "The document that conveyed a communication. | naval-union-letter",
    "purpose": "What the event was for, as the article says. | to discuss his departure",
    "grounds": "The grounds given for it (of an expulsion). | interference in internal affairs",
    "in_context_of": "Events it belongs to the context of. | [asylum-dispute]",
    "demands": "Demands the event makes. | [expel-the-ambassador]",
    "parties": "The two different countries of the relation. | [cuba, peru]",
    "level": "The level of the relation. | full",
    "level_reasoning": "Why the level is what `level` says. | Cuba had an ambassador in Peru.",
    "state": "The relation's state. | tension",
    "demands.type": "The kind of demand. | ExpulsionDemand",
    "demands.label": "A short label saying what is demanded. | Demand to expel Carlos Zamora",
    "proposed_by": "Who demands it. | [naval-union]",
    "relation": "The relation a proposal would change. | cuba--peru",
    "proposed_level": "The level a proposal asks the relation to take. | consular",
    "targets": "Whom the demand is aimed at (who would be expelled). | [carlos-zamora]",
    "demands.text": "The demand in the article's words. | to immediately leave the country",
    "claims.type": "The kind of claim. | Allegation",
    "claims.label": "A short label saying what is claimed. | Zamora is an intelligence officer",
    "claimant": "Who makes the claim. A build's shapes refuse a claim without one: it would "
                "read as a fact. | [naval-union]",
    "about": "What the claim is about. | [carlos-zamora]",
    "mentions": "What else the claim names. | [cuba]",
    "claims.text": "The claim in the article's words. | is an intelligence officer",
    "claims.stated_in": "The event or document in which it was claimed. | naval-union-letter",
    "claims.in_context_of": "Events it belongs to the context of. | [zamora-expelled]",
    "denies": "The claims a denial denies. | [zamora-is-a-spy]",
    "speaker": "Who said it. A build's shapes refuse a quotation without one. "
               "| [carlos-tubino]",
    "quotes.text": "The words said, verbatim from the article text; they stand within the "
                   "quotation's `evidence` when it has any, and are its evidence when it has "
                   "none. | He looks like a ‘holy baron’",
    "quotes.stated_in": "The event or document in which it was said. | tubino-statement",
    "supports": "Claims the quotation supports. | [zamora-is-a-spy]",
    "quotes.date": "The day it was said. | 2025-10-30",
}

_KIND_WORDS = {
    "slug": "id", "text": "text", "quote": "text (verbatim)", "ref": "reference",
    "refs": "list of references", "choice": "one of a list", "date": "date", "dates":
    "list of dates", "year": "year", "month": "month", "bool": "true or false", "int": "whole number",
    "labels": "label", "texts": "list of texts", "evidence": "list of evidence quotes",
}


def _type(meta: dict[str, Any]) -> str:
    """A key's type in words: "reference to a person or group"."""
    words = _KIND_WORDS[meta["kind"]]
    if meta["to"]:
        words += f" to {_a(meta['to'])}"
    return words


def _a(targets: tuple[str, ...]) -> str:
    """"a person or group", "an organization or country"."""
    return ("an " if targets[0][0] in "aeiou" else "a ") + " or ".join(targets)


def _rule(kind: str, meta: dict[str, Any]) -> str:
    """The rule the loader holds a key's value to, from its kind."""
    targets = _a(meta["to"]) if meta["to"] else ""
    choices = ", ".join(f"`{c}`" for c in meta["choices"])
    return {
        "slug": f"lower-case words joined by hyphens, at most {SLUG_MOST} characters; "
                f"unique in the file",
        "text": "text; quote it when YAML would read it as something else "
                "(`no`, `on`, `12:30`, `0x1F`)",
        "quote": "text found verbatim in the article text",
        "ref": f"the id of {targets} defined in this file",
        "refs": f"one id, or a list of ids, of {targets} defined in this file",
        "choice": f"one of {choices}",
        "date": "a real day written YYYY-MM-DD",
        "dates": "a day, or a list of days, written YYYY-MM-DD",
        "year": "a year written YYYY",
        "month": "a month of a year written YYYY-MM",
        "bool": "`true` or `false`",
        "int": "a whole number, 0 or more",
        "labels": "a text (English), or a mapping with `en` and optionally `es`",
        "texts": "a text, or a list of texts",
        "evidence": "a quote copied verbatim from the article text, or a list of them; a "
                    "quote that occurs more than once is written `{quote: ..., occurrence: N}` "
                    "(N from 1)",
    }[kind]


def _default(fld: dataclasses.Field) -> str:
    kind = fld.metadata["kind"]
    if fld.metadata["required"]:
        return "—"
    if kind in {"refs", "dates", "texts", "evidence"}:
        return "`[]`"
    if kind == "bool":
        return "`false`"
    if fld.default is None or fld.default is dataclasses.MISSING:
        return "none"
    return f"`{fld.default}`"


def _described(section: str, key: str) -> tuple[str, str]:
    """(description, example value) of a key; a missing one stops the generation."""
    text = KEY_DOCS.get(f"{section}.{key}") or KEY_DOCS.get(key)
    if text is None:
        raise KeyError(f"kg/mapping_doc.py: no description of '{section}.{key}', a key the "
                       f"loader reads: add it to KEY_DOCS")
    description, _, example = text.partition(" | ")
    return description, example


def schema() -> list[tuple[str, type]]:
    """The sections of a mapping file in the loader's order, with their record classes."""
    return [("article", ArticleMeta)] + [(name, cls) for name, (cls, _) in SECTIONS.items()]


def keys_of(cls: type) -> list[dataclasses.Field]:
    return [f for f in dataclasses.fields(cls) if f.name != "line"]


def documented_keys() -> set[tuple[str, str]]:
    """Every (section, key) the loader reads."""
    return {(section, f.name) for section, cls in schema() for f in keys_of(cls)}


def _anchor(section: str, key: str | None = None) -> str:
    return key_anchor(section, key).split("#", 1)[1]


def generate() -> str:
    """The text of docs/mapping.md."""
    out = [
        "# The mapping file",
        "",
        "<!-- Generated by `python -m kg.mapping_doc` from the loader's schema "
        "(kg/source/model.py);",
        "     do not edit by hand: edit kg/mapping_doc.py and regenerate. -->",
        "",
        f'<a id="{_anchor("file")}"></a>',
        "",
        f"Each article is a folder of the data folder holding its text and `{MAPPING_FILENAME}`,",
        "a YAML file that says what the article states, each item with the words of the text",
        "that state it. The file is a mapping of these sections; only `article` is required,",
        "and each other section is a list of items. An unknown section or key is an error, as",
        "is a repeated key or id; every error of a file is reported at once, with its line.",
        "Items refer to each other by id, within the file; entities and posts keep their id",
        "across articles. A file `kg draft` wrote has `draft.yaml` beside it, its own copy of",
        "the draft, which a build compares the file with: see",
        "[What makes an item reviewed](review.md#what-makes-an-item-reviewed).",
        "",
        "| section | holds |",
        "| --- | --- |",
    ]
    for section, _cls in schema():
        out.append(f"| [`{section}`](#{_anchor(section)}) | "
                   f"{SECTION_DOCS[section][0].split('. ')[0].rstrip('.')}. |")
    out += ["", "A key's value may be written on one line (`agent: [peru]`) or as a YAML "
                "list; a key", "given no value (`place:`) is the same as a key left out.", ""]
    for section, cls in schema():
        description, example = SECTION_DOCS[section]
        out += [f'<a id="{_anchor(section)}"></a>', "", f"## `{section}`", "", description, "",
                "```yaml", example, "```", ""]
        out += ["| key | type | required | default |", "| --- | --- | --- | --- |"]
        for fld in keys_of(cls):
            meta = dict(fld.metadata)
            out.append(f"| [`{fld.name}`](#{_anchor(section, fld.name)}) | {_type(meta)} | "
                       f"{'yes' if meta['required'] else 'no'} | {_default(fld)} |")
        out.append("")
        for fld in keys_of(cls):
            meta = dict(fld.metadata)
            text, example = _described(section, fld.name)
            out += [f'<a id="{_anchor(section, fld.name)}"></a>', "",
                    f"### `{section}.{fld.name}`", "", text, "",
                    f"- type: {_type(meta)}; "
                    f"{'required' if meta['required'] else 'optional'}; "
                    f"default: {_default(fld)}",
                    f"- rule: {_rule(meta['kind'], meta)}"]
            if example:
                out.append(f"- example: `{fld.name}: {example}`")
            out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


def main(argv: list[str]) -> int:
    text = generate()
    if "--check" in argv:
        same = DOC_PATH.exists() and DOC_PATH.read_text(encoding="utf-8") == text
        if not same:
            print(f"{DOC_PATH} is not what `python -m kg.mapping_doc` writes: regenerate it",
                  file=sys.stderr)
        return 0 if same else 1
    DOC_PATH.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
