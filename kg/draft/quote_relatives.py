"""Whose words a quotation is when a relative clause about someone tells them: "The
ambassador was received by X, the ministry's director, who warned him that …" quotes X, not
the sentence's subject.

The rules that read the words before a quotation take the subject of the sentence (or of
its last verb of saying) as the speaker; when the verb of saying that governs the quoted
words is the verb of a "who" clause, the words are those of the one the clause is about,
the noun the parse hangs the clause on.
"""

from __future__ import annotations

from .attribution import Salience
from .names import Entities
from .quotation_marks import Quoted
from .speech import at, entity_of, token_at

# Verbs whose subject says the words they govern
_SAYING = {"say", "tell", "warn", "insist", "argue", "state", "write", "declare", "stress",
           "add", "reply", "explain", "assure", "remind", "note", "inform", "call",
           "describe", "urge", "complain", "protest"}
# How far up the parse the verb of saying may be from the quoted words
_MOST_STEPS = 8
# The rules the reading by a relative clause may replace: a speaker read from the words
# before the quotation (or none), never one named right after it ("…,” X said)
_REPLACED = ("sentence-subject-before-quote", "subject-before-quote", "none",
             "according-to-after-quote-parse")


def relative_clause_speaker(entities: Entities, quoted: Quoted, salience: Salience,
                            since: int = 0) -> str | None:
    """The one a "who" clause that tells the quoted words is about, or None. "The envoy
    was received by Ingrid Dahl, the ministry's director for the Americas, who told him
    that any seizure was “an unlawful act”": Ingrid Dahl."""
    token = token_at(entities.text, quoted.start, since)
    steps = 0
    while token is not None and token.head.i != token.i and steps < _MOST_STEPS:
        token, steps = token.head, steps + 1
        if token.pos_ not in ("VERB", "AUX") or token.lemma_.lower() not in _SAYING:
            continue
        # the first verb of saying above the words: theirs, whether or not it is a "who"
        # clause's
        if token.dep_ != "relcl" or at(token) > quoted.open:
            return None
        if not any(c.dep_ == "nsubj" and c.lower_ == "who" for c in token.children):
            return None
        return _antecedent(entities, token.head, salience)
    return None


# How a noun that only stands in the description of the one a clause is about hangs from
# that one: "X, the ministry's director for the Americas, who told him" (the small model
# hangs the clause on "Americas")
_DESCRIBING = {"pobj", "prep", "appos", "compound"}


def _antecedent(entities: Entities, noun, salience: Salience) -> str | None:
    """The person or body the noun a "who" clause hangs on names, or the one it describes
    (up the apposition), or None."""
    for _ in range(5):
        entity, _how = entity_of(entities, noun, salience)
        if entity is not None and entities.kind(entity) in ("person", "organization"):
            return entity
        # (a state or a place in the description: "X, the director for Latvia, who")
        if noun.dep_ not in _DESCRIBING or noun.head.i == noun.i:
            return None
        noun = noun.head
    return None


def with_relative_speaker(entities: Entities, quoted: Quoted, speaker: str | None,
                          rule: str, salience: Salience, since: int
                          ) -> tuple[str | None, str]:
    """(speaker, rule): the one a "who" clause telling the quoted words is about, in place
    of a speaker read from the words before them; else as given."""
    if rule not in _REPLACED:
        return speaker, rule
    found = relative_clause_speaker(entities, quoted, salience, since)
    if found is None or found == speaker:
        return speaker, rule
    return found, "relative-clause-speaker"
