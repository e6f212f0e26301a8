"""The person a passive's "he" or "she" stands for, the one the act was done to ("In 2004
he was sent to Lima as consul"), read from the dependency parse (kg.draft.nlp). A passive's
pronoun most often stands for someone the text has just told of, not for the subject the
sentence before opened with: "The minister received the envoy. The next day he was
expelled" is the envoy's expulsion. So the pronoun is given a person only when no one else
stands between that person's last mention and the pronoun: no other person named whom the
pronoun may stand for, and no person described without a name ("the ambassador", "her
deputy", "a career diplomat"). A pronoun that may stand for someone unnamed names nobody.
"""

from __future__ import annotations

from kg.source import Sentence
from kg.draft.attribution import Salience, agrees, subject_before
from kg.draft.gazetteer import TITLE_HEADS, TITLES
from kg.draft.names import Entities

# Nouns that tell of a person without naming one: titles and posts, and the words news
# uses for people it does not name ("a diplomat", "her deputy", "his lawyer")
PEOPLE = frozenset({t.lower() for t in TITLE_HEADS | TITLES if " " not in t}) | frozenset({
    "deputy", "diplomat", "official", "envoy", "aide", "adviser", "advisor", "colleague",
    "counterpart", "successor", "predecessor", "spokesman", "spokeswoman", "spokesperson",
    "man", "woman", "person", "journalist", "reporter", "correspondent", "lawyer",
    "student", "activist", "citizen", "national", "officer", "soldier", "guard", "driver",
    "son", "daughter", "wife", "husband", "brother", "sister", "father", "mother", "friend",
    "head", "chief", "staffer", "employee", "worker", "clerk", "attaché", "attache",
    "consul", "counsellor", "counselor", "secretary", "ambassador", "minister", "chargé",
    "charge", "suspect", "detainee", "prisoner", "businessman", "businesswoman", "trader",
    "member", "lawmaker", "politician", "leader", "director", "negotiator", "representative"})


def person_done_to(entities: Entities, sentence: Sentence, pronoun, salience: Salience
                   ) -> str | None:
    """The person the passive's "he" or "she" (a token) stands for: in "Dario Fenn joined
    the service in 1988. In 2001 he was posted to Gdansk" Fenn; None when the pronoun's
    reading (kg.draft.attribution) gives no person, or someone else, named or not, stands
    between that person's last mention and the pronoun ("Fenn met the Polish consul. In
    2001 he was posted to Gdansk": the consul may be the one posted)."""
    if pronoun is None or pronoun.lower_ not in ("he", "she"):
        return None
    person, how = subject_before(entities, sentence, pronoun.idx + len(pronoun.text) + 1,
                                 salience)
    if person is None or how not in ("subject", "reference", "sentence-subject") \
            or entities.kind(person) != "person" \
            or not agrees(entities, person, pronoun.lower_, salience):
        return None
    mentions = entities.mentions_in(0, pronoun.idx)
    last = max((m.end for m in mentions if m.entity == person), default=None)
    if last is None or any(m.kind == "person" and m.entity != person and m.end > last
                           and agrees(entities, m.entity, pronoun.lower_, salience)
                           for m in mentions):
        return None  # (not "she" after "King Oskar": he is no one she may stand for)
    own = [(m.start, m.end) for m in mentions if m.entity == person]
    return None if _unnamed_person_between(entities, pronoun, last, own) else person


def _unnamed_person_between(entities: Entities, pronoun, start: int, own: list) -> bool:
    """Whether the text between ``start`` and the pronoun tells of a person it does not
    name: a noun of PEOPLE outside every name, not a title written with a name ("Ambassador
    Ruiz", "the consul, Ana Ruiz"), nor what the person was ("she was consul in Turku",
    "served as a second secretary": the clause's subject is the same pronoun or the
    person's name, at ``own``)."""
    doc, end = pronoun.doc, pronoun.idx
    named = [(m.start, m.end) for m in entities.mentions_in(start, end)]
    span = doc.char_span(start, end, alignment_mode="expand")
    for token in span if span is not None else ():
        if token.pos_ != "NOUN" \
                or token.lemma_.lower() not in PEOPLE and token.lower_ not in PEOPLE:
            continue
        if any(low <= token.idx < high for low, high in named):
            continue
        if token.dep_ == "compound" and token.head.pos_ == "PROPN" \
                or any(c.dep_ == "appos" and c.pos_ == "PROPN" for c in token.children):
            continue
        subject = _subject_described(token)
        if subject is not None and (subject.lower_ == pronoun.lower_ or any(
                low <= subject.idx < high for low, high in own)):
            continue
        return True
    return False


# The links by which a noun tells what the subject of its clause was: "was ambassador",
# "served as consul", "the daughter of"
_PREDICATE = frozenset({"attr", "pobj", "prep", "oprd", "acomp", "conj", "appos"})


def _subject_described(noun):
    """The subject of the clause whose predicate the noun is (or stands in), or None: for
    "she was ambassador to Chad" she; for "served as a consul" the verb's subject, or that of
    the verb it is joined to."""
    token = noun
    while token.dep_ in _PREDICATE and token.head.i != token.i:
        if token.dep_ == "pobj" and token.head.lower_ != "as":
            return None  # ("spoke with the consul": someone else)
        token = token.head
        if token.pos_ in ("VERB", "AUX"):
            break
    verb = token
    while verb.pos_ in ("VERB", "AUX"):
        subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
        if subject is not None:
            return subject
        if verb.dep_ != "conj" or verb.head.i == verb.i:
            return None
        verb = verb.head
    return None
