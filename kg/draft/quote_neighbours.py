"""Who speaks a quotation that is a sentence of its own, with no attribution, read from the
sentence next to it (kg.draft.quotes chooses that sentence; the dependency parse of
kg.draft.nlp, through kg.draft.speech, reads it).

- The sentence before reports someone speaking, by its main verb, or says how they spoke:
  "Foreign Minister Ana Ruiz spoke to reporters after the meeting. “We will respond.”",
  "Ruiz was blunt. “We will respond.”" (Ruiz's).
- The sentence after says whose the words were: "“We will respond.” Those were the words of
  Foreign Minister Ana Ruiz.", "“…” The warning came from Ruiz.", "“…” That is how Ruiz
  put it." (Ruiz's).

Only a person or a body the draft names is taken; anything else leaves the quotation to
the reviewer.
"""

from __future__ import annotations

from .attribution import Salience
from .names import Entities
from .speech import entity_of, subject_token, token_at

# The main verbs of a sentence that reports its subject speaking (as lemmas)
_SPEAKING = frozenset({
    "speak", "say", "tell", "address", "brief", "comment", "react", "respond", "reply",
    "answer", "explain", "write", "post", "tweet", "remark", "warn", "insist", "add", "put",
    "describe", "acknowledge", "admit", "argue", "concede", "sum", "reflect", "declare",
    "state", "stress", "note", "announce", "tell", "vow", "promise", "pledge"})
# How someone spoke, after "was": "Ruiz was blunt"
_MANNER = frozenset({"blunt", "frank", "clear", "candid", "direct", "emphatic", "categorical",
                     "defiant", "adamant", "unequivocal", "firm", "forthright", "scathing",
                     "outspoken", "unapologetic", "unrepentant", "succinct", "brief"})
# The words a sentence after a quotation calls it by: "Those were the minister's words"
_WORDS = frozenset({"word", "remark", "message", "warning", "verdict", "comment",
                    "assessment", "response", "reaction", "answer", "view", "judgement",
                    "judgment", "statement", "appeal", "plea"})
_POINTING = frozenset({"that", "this", "those", "these", "such"})
_AGENTS = ("person", "organization")


def speaker_before(entities: Entities, start: int, end: int, salience: Salience,
                   about: bool = False) -> str | None:
    """The one the sentence ``text[start:end]`` reports speaking, or how they spoke
    ("Ruiz spoke to reporters.", "Ruiz was blunt."); None if it does neither. ``about``
    (a quotation in the same paragraph): the one person it is about, whatever it says of
    them, when it names no other ("Ruiz remains defiant. “…”", "Ruiz was asked whether
    … “…”")."""
    root = _root(entities, start)
    if root is None:
        return None
    if about:
        person = _person_it_is_about(entities, root, start, end, salience)
        if person is not None:
            return person
    if root.lemma_ not in _SPEAKING and not (
            root.lemma_ in ("be", "remain") and any(c.dep_ == "acomp" and c.lower_ in _MANNER
                                                    for c in root.children)):
        return None
    return _agent(entities, subject_token(root), salience)


def _person_it_is_about(entities: Entities, root, start: int, end: int, salience: Salience
                        ) -> str | None:
    """The person who is the subject of the sentence's main verb (active or passive), if
    the sentence names nobody else."""
    subject = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    entity = _agent(entities, subject, salience) if subject is not None else None
    if entity is None or entities.kind(entity) != "person":
        return None
    others = {m.entity for m in entities.mentions_in(start, end)
              if m.kind in ("person", "group") and m.entity != entity}
    return None if others else entity


def speaker_after(entities: Entities, start: int, salience: Salience) -> str | None:
    """Whose the words before it are, by the sentence that begins at ``start``: "Those
    were the words of X", "That was X's message", "The warning came from X", "That is
    how X put it"; None when it says no such thing."""
    root = _root(entities, start)
    if root is None or root.lemma_ not in ("be", "come"):
        return None
    subject = next((c for c in root.children if c.dep_ == "nsubj"), None)
    if subject is None or not (subject.lower_ in _POINTING or (
            subject.lemma_.lower() in _WORDS
            and any(c.lower_ in _POINTING | {"the"} for c in subject.children))):
        return None
    for child in root.children:
        if root.lemma_ == "come" and child.dep_ == "prep" and child.lower_ == "from":
            return _agent(entities, _object_of(child), salience)
        if child.dep_ == "attr":
            owner = _owner(entities, child, salience)
            if owner is not None:
                return owner
        if child.dep_ in ("ccomp", "advcl", "relcl", "attr") and child.lemma_ in _SPEAKING:
            return _agent(entities, subject_token(child), salience)
    return None


def _root(entities: Entities, start: int):
    """The main verb of the parse's sentence that holds the first word at ``start``."""
    text = entities.text
    while start < len(text) and text[start].isspace():
        start += 1
    first = token_at(text, start)
    return first.sent.root if first is not None else None


def _owner(entities: Entities, noun, salience: Salience) -> str | None:
    """Who words called ``noun`` belong to: "the minister's words", "the words of X",
    "those of X", "X's" (and "how X put it", a clause that hangs from it)."""
    for child in noun.children:
        if child.dep_ == "poss":
            return _agent(entities, child, salience)
        if child.dep_ == "prep" and child.lower_ == "of":
            return _agent(entities, _object_of(child), salience)
        if child.dep_ == "relcl" and child.lemma_ in _SPEAKING:
            return _agent(entities, subject_token(child), salience)
    return None


def _object_of(preposition):
    return next((c for c in preposition.children if c.dep_ == "pobj"), None)


def _agent(entities: Entities, token, salience: Salience) -> str | None:
    """The person or body ``token`` names, or None."""
    entity, _ = entity_of(entities, token, salience)
    return entity if entity is not None and entities.kind(entity) in _AGENTS else None
