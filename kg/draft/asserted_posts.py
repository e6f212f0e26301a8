"""Whether a post someone is said to hold is only someone's assertion: "X, whom the
ministry described as a commander of the brigade", "X, who officials say is the head of
the unit", "the paper reported that X had served as deputy commander". Such a post is the
claim's words (kg.draft.claims), never a holding drafted as a fact.

A post joined to its holder's name by a title or in apposition ("the ministry said
Ambassador Ana Ruiz had been recalled") is no part of what is asserted: posts.py reads
those first and does not ask."""

from __future__ import annotations

from typing import Callable

from kg.draft import nlp

# Verbs whose complement is what their subject alleges, describes or denies: "described X
# as", "identified X as", "called X a", "claimed that X was", "denied that X had been"
ASSERTING = frozenset({"allege", "claim", "accuse", "suspect",
                       "believe", "describe", "identify", "call", "brand", "label",
                       "portray", "characterise", "characterize", "insist", "assert",
                       "contend", "argue", "maintain", "suggest", "think", "charge", "deny",
                       "dispute"})
# Verbs of plain saying: what they report is asserted when the verb comes first ("reported
# that X had served as", "who officials say is"); the attribution after a plain statement
# is how a report gives its facts when the teller speaks for the holder's own side ("X
# presented her credentials as ambassador, her embassy said"), and another side's claim
# when not ("X was a colonel of the 9th Regiment, the police said" of a foreign officer)
SAYING = frozenset({"say", "tell", "report", "add", "state", "write"})
# The links by which a post reaches the asserting verb as part of what is asserted; a post
# in the verb's subject ("X, who served as consul, said") is not asserted by it
_SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "csubj", "csubjpass", "expl", "agent"})
# The links by which a clause describes a noun ("Ruiz, who was consul in Oslo, left"): a
# description of a person named in reported words is the narrator's background, not the
# assertion
_DESCRIBING_DEPS = frozenset({"relcl", "acl", "appos"})


def asserted_by_another(text: str, start: int, end: int,
                        vouches: Callable[[object], bool] = lambda teller: False) -> bool:
    """True when the office whose words are ``text[start:end]`` is part of what a verb of
    saying, alleging or describing governs: "whom the ministry described as a commander"
    (the office hangs from "described" through "as"), "who officials say is the head"
    (from "say" through its clause), "reported that X had served as deputy commander",
    "X was a colonel of the 9th Regiment, the police said" (a plain verb of saying after
    its words, unless ``vouches`` for its subject token: the teller speaks for the holder's
    own side, "X presented her credentials as ambassador, her embassy said"); not "X, who
    served as consul, said" (the post is in the subject of "said"), nor "said Ruiz, who was
    consul in Oslo, had left" (a clause describing Ruiz)."""
    span = nlp.words(text, start, end)
    if span is None:
        return False
    token = span.root
    while token.head.i != token.i:
        if token.dep_ in _SUBJECT_DEPS:
            return False
        parent = token.head
        if parent.pos_ in ("VERB", "AUX") and (
                parent.lemma_ in ASSERTING or parent.lemma_ in SAYING and (
                    parent.i < span.root.i or not vouches(_teller(parent)))):
            return True
        if token.dep_ in _DESCRIBING_DEPS:
            return False
        token = parent
    return False


def _teller(verb):
    """The subject of a verb of saying ("the embassy" of "the embassy said"), or None."""
    return next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)


def told_in_words_of_another(text: str, start: int, end: int) -> bool:
    """True when the words ``text[start:end]`` lie anywhere in what a verb of saying or
    alleging reports, also in a description of a person named there: "Customs said Ivan
    Orlov, a member of a smuggling gang, had fled" (the teller's words, not the
    narrator's); not in the teller's own subject ("Ana Ruiz, a member of the Andean
    Parliament, said")."""
    span = nlp.words(text, start, end)
    if span is None:
        return False
    token = span.root
    while token.head.i != token.i:
        parent = token.head
        if parent.pos_ in ("VERB", "AUX") and (parent.lemma_ in ASSERTING
                                               or parent.lemma_ in SAYING):
            return token.dep_ not in _SUBJECT_DEPS
        token = parent
    return False
