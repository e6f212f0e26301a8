"""What the draft tests share: a text drafted into a mapping file and read back, and the
items of a draft looked up by the words of their evidence or by the names they give."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

import pytest
import yaml

from kg.draft import draft_text, read_source, write_draft
from kg.draft.known import KnownIndex
from kg.draft.model import Spans
from kg.draft.names import find_entities
from kg.draft.posts import draft_posts
from kg.source import parse_article


def drafted(tmp_path: Path, text: str, set_aside: bool = False):
    """The draft of ``text``; by default with the items that the writer sets aside as
    incomplete (kg.draft.writer) written as ordinary ones: these tests read the rules."""
    path = tmp_path / "article.txt"
    path.write_text(text, encoding="utf-8")
    write_draft(draft_text(read_source(path), "an-article"), tmp_path / "data", set_aside)
    return parse_article(tmp_path / "data" / "an-article" / "mapping.yaml")


def entity_names(article) -> dict[str, str]:
    """Each entity's id -> its name (a group's label: it has no name)."""
    return {e.id: e.name or e.label.en for e in article.entities}


def claim_starting(article, words: str):
    """The first drafted claim whose text begins with ``words``."""
    return next(c for c in article.claims if c.text.startswith(words))


def quotations_holding(article, words: str) -> list:
    """The drafted quotations that hold ``words``, in the draft's order."""
    return [q for q in article.quotes if words in q.text]


def quotation_holding(article, words: str):
    """The first drafted quotation that holds ``words``."""
    return quotations_holding(article, words)[0]


def spoken_by(article, words: str) -> list[str]:
    """The names of the speakers of the first quotation that holds ``words``."""
    named = entity_names(article)
    return [named[s] for s in quotation_holding(article, words).speaker]


def item_fields(article, item, wanted: dict) -> dict:
    """The fields of a drafted claim, quotation or event that ``wanted`` names, written as a
    test states them, to compare with ``wanted``:

    - a reference field: the names of the entities it refers to, as a list or a set as
      wanted; wanted as one name, that name when it refers to exactly one; wanted as a
      tuple, the ids as they are;
    - ``starts``: the beginning of its text, as long as the one wanted;
    - ``quote``: the words of its first evidence (``quote_starts``: their beginning);
    - ``label_starts``: the beginning of its English label;
    - ``denied_texts``: the texts of the claims a denial denies, in the draft's order;
    - any other field as it is.

    For example ``{"claimant": "Tomasz Wilk", "type": "Allegation"}``."""
    named = entity_names(article)
    fields = {}
    for field, value in wanted.items():
        if field == "starts":
            fields[field] = item.text[:len(value)]
        elif field == "quote":
            fields[field] = item.evidence[0].quote
        elif field == "quote_starts":
            fields[field] = item.evidence[0].quote[:len(value)]
        elif field == "label_starts":
            fields[field] = item.label.en[:len(value)]
        elif field == "denied_texts":
            fields[field] = [c.text for c in article.claims if c.id in item.denies]
        elif isinstance(getattr(item, field), tuple) and not isinstance(value, tuple):
            names = [named.get(i, i) for i in getattr(item, field)]
            if isinstance(value, set):
                fields[field] = set(names)
            elif isinstance(value, str) and len(names) == 1:
                fields[field] = names[0]
            else:
                fields[field] = names
        else:
            fields[field] = getattr(item, field)
    return fields


def claims_holding(article, words: str) -> list:
    """The drafted claims whose text holds ``words``, in the draft's order."""
    return [c for c in article.claims if words in c.text]


def first_claim(article, type_: str):
    """The first drafted claim of this type (Claim, Allegation or Denial)."""
    return next(c for c in article.claims if c.type == type_)


def only_claim_holding(article, words: str):
    """The one drafted claim whose text holds ``words`` (an error: none, or more than one)."""
    [claim] = claims_holding(article, words)
    return claim


def item_cases(cases: dict, find: Callable) -> Callable:
    """A test of one case per entry of ``cases`` (behaviour -> (text, words, fields)): the
    text is drafted, and the item ``find(article, words)`` gives has those fields, as
    item_fields reads them. A test module binds it to a test's name:
    ``test_a_claim_has_its_fields = item_cases(CLAIM_CASES, only_claim_holding)``."""
    @pytest.mark.parametrize(("text", "words", "fields"), cases.values(), ids=cases)
    def test(tmp_path: Path, text: str, words: str, fields: dict) -> None:
        article = drafted(tmp_path, text)
        assert item_fields(article, find(article, words), fields) == fields
    return test


def items_cases(cases: dict, holding: Callable) -> Callable:
    """A test of one case per entry of ``cases`` (behaviour -> (text, words -> the fields of
    the one drafted item that holds them, or False where none may)): the text is drafted,
    ``holding(article, words)`` lists the items that hold the words, and there is one with
    those fields, as item_fields reads them, or none. A test module binds it to a test's
    name: ``test_each_act_has_its_fields = items_cases(ACT_CASES, events_holding)``, with
    for example ``{"frozen": {"agent": {"State Revenue Service"}}, "said": False}``."""
    @pytest.mark.parametrize(("text", "items"), cases.values(), ids=cases)
    def test(tmp_path: Path, text: str, items: dict) -> None:
        article = drafted(tmp_path, text)
        for words, fields in items.items():
            held = holding(article, words)
            if fields is False:
                assert not held, words
            else:
                assert len(held) == 1, f"{len(held)} items hold {words!r}"
                assert item_fields(article, held[0], fields) == fields
    return test


def held_cases(cases: dict, holding: Callable) -> Callable:
    """A test of one case per entry of ``cases`` (behaviour -> (text, words -> whether a
    drafted item holds them)): the text is drafted, and ``holding(article, words)`` finds
    items for the words marked True and none for those marked False. A test module binds it
    to a test's name: ``test_a_report_is_no_claim = held_cases(CASES, claims_holding)``."""
    @pytest.mark.parametrize(("text", "held"), cases.values(), ids=cases)
    def test(tmp_path: Path, text: str, held: dict[str, bool]) -> None:
        article = drafted(tmp_path, text)
        assert {words: bool(holding(article, words)) for words in held} == held
    return test


def speaker_cases(name: str) -> Callable:
    """A test of one case per entry of cases/NAME.yaml (each an id, a text, the first words
    of a quotation in it and who says them, or null): the text is drafted, and the
    quotation is spoken by that one, or by no one. A test module binds it to a test's name:
    ``test_the_speaker_is_the_clause_s_subject = speaker_cases("quote_clauses")``."""
    path = Path(__file__).parent / "cases" / f"{name}.yaml"
    cases = yaml.safe_load(path.read_text(encoding="utf-8"))

    @pytest.mark.parametrize("case", cases, ids=lambda case: case["id"])
    def test(tmp_path: Path, case: dict) -> None:
        article = drafted(tmp_path, case["text"].rstrip("\n") + "\n")
        assert spoken_by(article, case["words"]) == (
            [case["speaker"]] if case["speaker"] else [])
    return test


def speaker_ids(article, spoken: dict) -> dict:
    """For each words ``spoken`` names: the ids of the speakers of the first quotation that
    holds them (to compare with ``spoken``: words -> the ids expected)."""
    return {words: quotation_holding(article, words).speaker for words in spoken}


def events_holding(article, words: str) -> list:
    """The drafted events whose evidence holds ``words``, in the draft's order."""
    return [e for e in article.events if any(words in ev.quote for ev in e.evidence)]


def event_with(article, words: str):
    """The first drafted event whose evidence holds ``words``."""
    return events_holding(article, words)[0]


def events_labelled(article, beginning: str) -> list:
    """The drafted events whose English label begins with ``beginning``."""
    return [e for e in article.events if e.label.en.startswith(beginning)]


def posts_of(text: str) -> dict[str, str | None]:
    """The label of each post the post rules draft from ``text`` (its entities found by the
    name rules) -> the id of its holder, None for a post drafted without one."""
    items = draft_posts(find_entities(text, KnownIndex()), KnownIndex(), Spans())
    holders = {item.fields["post"]: item.fields["holder"]
               for item in items if item.section == "holdings"}
    return {item.fields["label"]["en"]: holders.get(item.id)
            for item in items if item.section == "posts"}
