"""Holders a report introduces by name alone in one sentence and by their post in the next:
"Marta Lindqvist did not look up. Norway's consul in Cork folded her notes, ..." (the
opening of a feature or a profile, which names its subject first and tells who she is
after). The post was drafted without a holder (kg.draft.posts); this names its holder."""

from __future__ import annotations

import re

from kg.draft import nlp
from kg.draft.attribution import Salience, agrees
from kg.draft.model import Item, Span, Spans
from kg.draft.names import Entities
from kg.uris import join_slugs

_PRONOUNS = {"she": "she", "her": "she", "hers": "she", "he": "he", "his": "he", "him": "he"}
_SUBJECT_DEPS = {"nsubj", "nsubjpass"}
_SENTENCE_END = re.compile(r"[.!?][\"”’']?\s+(?=[\"“‘A-Z])|\n")


def holder_introduced_before(entities: Entities, post: Item, skip: Spans,
                             first_post: dict[str, int]) -> Item | None:
    """The holding of ``post`` (drafted with no holder) by the one person the sentence
    before it names, when that sentence first introduces her by her name alone (she holds
    no post drafted: ``has_post``), the post's words are the subject of their own sentence
    and name nobody else there, and a "she"/"her" ("he"/"his") in that sentence may stand
    for her: "Marta Lindqvist did not look up. Norway's consul in Cork folded her notes"
    (Lindqvist). Not "Ana Ruiz accused Peru. Peru's foreign minister denied it" (no pronoun
    of hers), nor when the sentence before names two people or a state, nor when she was
    named before it."""
    text = entities.text
    words = post.evidence[0]
    if skip.covers(words.start):
        return None
    span = nlp.words(text, words.start, words.end)
    if span is None or span.root.dep_ not in _SUBJECT_DEPS \
            or span.root.head.dep_ != "ROOT":
        return None
    sentence = span.root.sent
    if any(m.kind == "person" for m in entities.mentions_in(sentence.start_char,
                                                            sentence.end_char)):
        return None
    before = _sentence_before(text, sentence.start_char)
    named = entities.mentions_in(before, sentence.start_char)
    people = {m.entity for m in named if m.kind == "person"}
    # (a state named beside her is a side she deals with, whose post may be another's:
    # "Ana Ruiz accused Peru of lying. Peru's foreign minister rejected her claim")
    if len(people) != 1 or any(m.kind == "country" for m in named):
        return None
    person = people.pop()
    if first_post.get(person, len(text)) < words.start \
            or any(m.entity == person for m in entities.mentions_in(0, before)):
        return None
    pronouns = [t.lower_ for t in sentence if t.lower_ in _PRONOUNS and t.i > span.root.i]
    salience = Salience()
    if not pronouns or not all(agrees(entities, person, _PRONOUNS[p], salience)
                               for p in pronouns):
        return None
    return Item("holdings", {"holder": person, "post": post.id},
                [Span(words.start, words.end)], "post-introduced-by-name-before")


def _sentence_before(text: str, start: int) -> int:
    """Where the sentence before the one that begins at ``start`` begins."""
    floor = max(0, start - 600)
    ends = [m.end() for m in _SENTENCE_END.finditer(text, floor, max(floor, start - 1))]
    return ends[-1] if ends else floor


def introduced_holdings(entities: Entities, posts: dict[str, Item],
                        holdings: dict[str, Item], skip: Spans) -> list[str]:
    """Each post drafted with no holder of a state or a body that a person introduced by
    name in the sentence before holds (holder_introduced_before), added to ``holdings``;
    the ids of those posts."""
    held = {h.fields["post"] for h in holdings.values()}
    first_post: dict[str, int] = {}
    for holding in holdings.values():
        start = min(s.start for s in holding.evidence)
        holder = holding.fields["holder"]
        first_post[holder] = min(first_post.get(holder, start), start)
    named: list[str] = []
    for post in list(posts.values()):
        if post.id in held or not any(post.fields.get(k) for k in ("of_state", "to_state",
                                                                     "post_in")):
            continue
        holding = holder_introduced_before(entities, post, skip, first_post)
        if holding is not None:
            holdings[join_slugs(holding.fields["holder"], post.id)] = holding
            first_post[holding.fields["holder"]] = holding.evidence[0].start
            post.comments.pop("id", None)
            named.append(post.id)
    return named
