"""Who a quotation is attributed to by words that are not a verb of saying, read from the
dependency parse (kg.draft.nlp through kg.draft.speech).

"“We will respond in kind,” according to the ministry": the source is the object of "to"
in "according to", whatever words stand in it: a name ("according to Ozols"), a body the
text named before ("the ministry"), a pronoun ("according to her"), or someone it does not
name ("according to a senior official": unnamed, unless the words say for whom).
"""

from __future__ import annotations

import re

from .attribution import UNNAMED, Salience, author_of_document
from .names import Entities
from .speech import at, entity_of, token_at

# "according to" right after a quotation's closing mark, in the same sentence: the comma
# inside the marks ("…,” according to") or after them ("…”, according to")
_ACCORDING_AFTER = re.compile(r"\s*,?\s*according\s+to\s+")
_COMMA_BEFORE_MARK = re.compile(r",\s*[”\"’']$")


def according_after(entities: Entities, close: int, salience: Salience, groups=None
                    ) -> tuple[str | None, str] | None:
    """The source an "according to" right after a quotation (which closes at ``close``)
    names: (entity id or None, the rule), or None when no "according to" follows.

    "“Talks are over,” according to Foreign Minister Ana Ruiz" (Ruiz); "…,” according to
    the embassy" (the embassy named before); "…,” according to a Finnish official"
    (Finland, the state the words name, through ``groups``). None too when the parse
    names no source the draft knows ("according to a statement"): the other rules read it.
    """
    text = entities.text
    found = _ACCORDING_AFTER.match(text, close)
    if found is None or not (_COMMA_BEFORE_MARK.search(text, max(0, close - 3), close)
                             or "," in text[close:found.end()]):
        return None
    source = _object_of_according(text, found.end())
    if source is None:
        return None
    start = at(source.left_edge)
    end = at(source.right_edge) + len(source.right_edge.text)
    owned = _body_of_state_first(entities, start, end)
    if owned is not None:
        return owned, "according-to-after-quote-owned"
    entity, how = entity_of(entities, source, salience)
    if entity is None and source.lower_ in _DOCUMENTS:
        entity, how = _author_of(entities, source, salience)
    if entity is not None:
        return entity, f"according-to-after-quote-{how}"
    if how == UNNAMED and groups is not None:
        return groups.speaker(start, end), "according-to-after-quote-unnamed"
    return None


def _object_of_according(text: str, start: int):
    """The parse's head of the words at ``start``, right after "according to": the object
    of "to" ("according to the Estonian foreign ministry": "ministry"), or None."""
    source = token_at(text, start)
    if source is None:
        return None
    # up from the phrase's first word to its head, the object of "to"
    while source.dep_ != "pobj" and source.head.i != source.i and at(source.head) >= start:
        source = source.head
    return source if source.dep_ == "pobj" else None


def document_after_according(entities: Entities, start: int, salience: Salience
                             ) -> str | None:
    """Whose words "according to the communiqué" (at ``start``, after "according to")
    gives: the one the document's words name ("the ministry's communiqué"), else, for a
    document the text spoke of before ("the", "this"), the body the text's documents speak
    for (kg.draft.attribution.author_of_document). "According to a statement" names
    nobody: None."""
    source = _object_of_according(entities.text, start)
    if source is None or source.lower_ not in _DOCUMENTS:
        return None
    entity, _how = _author_of(entities, source, salience)
    if entity is None and any(c.dep_ == "det" and c.lower_ in ("the", "this", "that")
                              for c in source.children):
        entity = author_of_document(entities, salience, at(source))
    return entity


# The words for what a body puts out: "according to a statement from the ministry"
_DOCUMENTS = {"statement", "note", "communique", "communiqué", "letter", "report", "readout",
              "post", "release", "declaration"}


def _author_of(entities: Entities, document, salience: Salience) -> tuple[str | None, str]:
    """Who put out the document ``document`` heads: the one after "from" or "by" ("a
    statement from the Estonian foreign ministry"), or the owner before it ("the
    ministry's statement")."""
    for child in document.children:
        if child.dep_ == "poss":
            return entity_of(entities, child, salience)
        if child.dep_ in ("prep", "agent") and child.lower_ in ("from", "by", "of"):
            body = next((c for c in child.children if c.dep_ == "pobj"), None)
            if body is None:
                continue
            # ("a statement from Chad's foreign ministry": the ministry, not the words
            # as someone unnamed)
            owned = _body_of_state_first(entities, at(body.left_edge), at(body.right_edge)
                                         + len(body.right_edge.text))
            return (owned, "owned") if owned is not None \
                else entity_of(entities, body, salience)
    return None, "none"


# A state's possessive right before the name of one of its bodies: "Peru's Ministry of
# Defence", "Ghana’s electoral commission"
_POSSESSIVE = re.compile(r"['’]s\s+(?:the\s+)?")


def body_owned(entities: Entities, mention) -> str:
    """The body a state's possessive is the owner of, as the source named, else the one
    ``mention`` names: "according to Peru's Ministry of Defence, …" is the ministry's
    words, the most specific source the text names, not the state's."""
    if mention.kind != "country":
        return mention.entity
    owner = _POSSESSIVE.match(entities.text, mention.end)
    owned = [m for m in entities.mentions if owner and m.start == owner.end()]
    # (the state's own body only: "Ghana's African Union delegation" speaks for Ghana, not
    # for the Union)
    return owned[0].entity if owned and owned[0].kind == "organization" \
        and entities.state_of_body(owned[0].entity) == mention.entity else mention.entity


def _body_of_state_first(entities: Entities, start: int, end: int) -> str | None:
    """The body a phrase from ``start`` to ``end`` names after its state's possessive
    ("Peru's Ministry of Defence"), or None."""
    named = entities.mentions_in(start, end)
    if not named or named[0].start != start or named[0].kind != "country":
        return None
    owned = body_owned(entities, named[0])
    return owned if owned != named[0].entity else None
