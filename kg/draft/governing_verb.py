"""Whose words a quoted fragment is, by the parse: the subject of the verb that governs the
words in quotation marks, whatever that verb is.

A news sentence often quotes a few words as the object or complement of a verb that is no
verb of saying: "The ministry expressed “deep concern”", "Ruiz denounced the “unacceptable
interference”", "Ruiz vowed to respond “firmly”", "The meeting was described by the
Finnish foreign ministry as “frank”" (the agent of the passive). The words are those of
the verb's subject. A document speaks for whoever put it out: "handed him a protest note
that described the ban as “a hostile step”" and "issued a statement expressing
“deep concern”" are the words of the one who handed or issued it.

A quotation that is its own sentence ("“We will respond.”") has no verb outside it: no
speaker is read from it here.
"""

from __future__ import annotations

from .attribution import Salience, author_of_document
from .names import Entities
from .quotation_marks import Quoted, quotation_spans
from .speech import at, entity_of, subject_token, token_at

# The words for what a body puts out: its words are its author's
_DOCUMENTS = {"statement", "note", "communique", "communiqué", "letter", "report", "readout",
              "post", "release", "declaration", "message", "memorandum", "complaint",
              "resolution", "verbale"}
_RELATIVE_PRONOUNS = {"that", "which", "who"}
# How far up the parse the governing verb may be from the quoted words
_MOST_STEPS = 8


def governing_speaker(entities: Entities, quoted: Quoted, salience: Salience, since: int = 0
                      ) -> str | None:
    """The speaker of the quoted fragment ``quoted`` by the parse (see the module's
    docstring), or None when the parse leads to no one the draft knows."""
    text = entities.text
    first = token_at(text, quoted.start, since)
    if first is None:
        return None
    token = first
    while token.head.i != token.i and quoted.open <= at(token.head) < quoted.close:
        token = token.head
    if token.head.i == token.i:
        return None  # the quotation is a sentence of its own
    owner = _owner_of_words(entities, token.head, salience)
    if owner is not None:
        return owner
    verb = _verb_above(token.head)
    while verb is not None and verb.dep_ == "ccomp" and verb.head.i != verb.i:
        # the words stand in what someone reports: "The note stated that the consulate had
        # engaged in “…”" (the note's, not the consulate's)
        verb = _verb_above(verb.head)
    if verb is None or quotation_spans(text).overlaps(at(verb), at(verb) + 1):
        return None
    return _speaker_of(entities, verb, salience, since)


# Nouns for what someone says: "Ruiz's call for “calm”", "the warning from the ministry of
# “serious consequences”"
_WORDS_NOUNS = {"call", "calls", "warning", "warnings", "appeal", "plea", "demand", "demands",
                "message", "description", "characterisation", "characterization",
                "reference", "promise", "pledge", "vow", "claim", "claims", "accusation",
                "accusations", "charge", "denial", "response", "reply", "answer", "remark",
                "remarks", "comment", "comments", "words", "criticism", "condemnation",
                "praise", "threat", "threats", "insistence", "request", "proposal",
                "offer", "assurance", "assurances", "promises", "pledges"}


def _owner_of_words(entities: Entities, token, salience: Salience) -> str | None:
    """Whose words a noun of saying above the quoted words says they are, before any verb:
    its owner ("Ruiz's call for “…”") or the one after "from" or "by" ("the warning from
    the ministry of “…”")."""
    for _ in range(_MOST_STEPS):
        if token.pos_ in ("VERB", "AUX"):
            return None
        if token.pos_ == "NOUN" and token.lower_ in _WORDS_NOUNS:
            for child in token.children:
                owner = child if child.dep_ == "poss" else next(
                    (c for c in child.children if c.dep_ == "pobj"), None) \
                    if child.dep_ == "prep" and child.lower_ in ("from", "by") else None
                entity = entity_of(entities, owner, salience)[0] if owner is not None \
                    else None
                if entity is not None:
                    return entity
        if token.head.i == token.i:
            return None
        token = token.head
    return None


def _verb_above(token):
    """The first verb at or above ``token`` in the parse."""
    for _ in range(_MOST_STEPS):
        if token.pos_ in ("VERB", "AUX"):
            return token
        if token.head.i == token.i:
            return None
        token = token.head
    return None


def _speaker_of(entities: Entities, verb, salience: Salience, since: int,
                depth: int = 0) -> str | None:
    """Who says what ``verb`` governs: its subject (or its passive's agent), the one a
    relative clause is about, or the author of a document that is its subject."""
    if depth > 2:
        return None
    subject = subject_token(verb)
    if subject is not None and _through_quotation(entities.text, verb, subject):
        return None
    if subject is None and verb.dep_ == "acl" and verb.head.lower_ in _DOCUMENTS:
        # "a statement expressing “…”": the document's words
        return _author(entities, verb.head, salience, since, depth)
    if subject is None:
        main = _clause_of_participle(verb) or _clause_of_infinitive(verb)
        return _speaker_of(entities, main, salience, since, depth + 1) \
            if main is not None else None
    if subject is None or at(subject.left_edge) < since:
        return None
    if subject.lower_ in _RELATIVE_PRONOUNS and subject.head.dep_ == "relcl":
        # (also through a participle: "The embassy, which had sent the foreign office a
        # letter requesting his “prompt extradition”, …": the embassy's)
        antecedent = subject.head.head
        if antecedent.lower_ in _DOCUMENTS:
            return _author(entities, antecedent, salience, since, depth)
        subject = antecedent
    if subject.lower_ in _DOCUMENTS:
        return _author(entities, subject, salience, since, depth)
    entity, _how = entity_of(entities, subject, salience)
    return entity if entity is not None else _body_before(entities, subject)


# Participles of saying whose words are those of the clause they hang from
_SAYING_PARTICIPLES = {"say", "accuse", "express", "call", "describe", "urge", "warn",
                       "demand", "claim", "allege", "insist", "reject", "condemn", "label",
                       "brand", "term", "add", "note", "denounce", "dismiss", "ask", "vow",
                       "pledge", "promise", "stress", "argue", "charge", "complain"}


def _clause_of_participle(verb):
    """The verb of the clause a participle of saying without a subject hangs from, whose
    subject says its words: "The secretariat issued a statement on Monday expressing
    “deep concern”" and "The delegation sent a letter to his consulate accusing him of “…”"
    (the parse may hang the participle from "on" or from "consulate"; the clause's verb is the
    first verb above it). A participle under one of saying is read through it: "accusing
    her of “…” and of making “…”". None for any other verb."""
    for _ in range(3):
        if verb is None or verb.tag_ != "VBG" or verb.head.i == verb.i:
            return None
        above = _verb_above(verb.head)
        if verb.lemma_.lower() in _SAYING_PARTICIPLES:
            return above
        verb = above
    return None


def _clause_of_infinitive(verb):
    """The verb whose object an infinitive without a subject describes, when the parse
    hangs the quoted words from the infinitive: in "The letter described Uganda's plan to
    fence the islands as “a provocation”" the words are the letter's (the parse may join
    "as" to "fence"). None for any other verb."""
    if verb.tag_ != "VB" or verb.dep_ != "acl" or verb.head.dep_ not in ("dobj", "pobj"):
        return None
    return _verb_above(verb.head.head)


def _body_before(entities: Entities, noun) -> str | None:
    """The body named in the words before a noun that names none: "The Pacific Islands
    Forum secretariat", "a Kremlin spokesman" speak for the forum and the Kremlin."""
    named = [m for m in entities.mentions_in(at(noun.left_edge), at(noun))
             if m.kind == "organization" and m.end <= at(noun)]
    return named[-1].entity if named else None


def _through_quotation(text: str, verb, subject) -> bool:
    """Whether the parse reaches ``subject`` from ``verb`` through a verb inside quotation
    marks: in "a spokesperson said China ‘never interferes …’ and urged the UK to ‘…’" the
    parse may join "urged" to the quoted "interferes", whose subject is no speaker."""
    quoted = quotation_spans(text)
    head = subject.head
    while head.i != verb.i and head.head.i != head.i:
        if quoted.overlaps(at(head), at(head) + 1):
            return True
        head = head.head
    return quoted.overlaps(at(head), at(head) + 1)


def _author(entities: Entities, document, salience: Salience, since: int, depth: int
            ) -> str | None:
    """Who put out ``document``: the one its words name ("a statement from the ministry",
    "the ministry's note"), the subject of the verb it is the object of ("handed him a
    note"), or the body the text was reporting (kg.draft.attribution.author_of_document)."""
    for child in document.children:
        if child.dep_ == "poss":
            entity, _how = entity_of(entities, child, salience)
            if entity is not None:
                return entity
        if child.dep_ in ("prep", "agent") and child.lower_ in ("from", "by", "of"):
            body = next((c for c in child.children if c.dep_ == "pobj"), None)
            entity = entity_of(entities, body, salience)[0] if body is not None else None
            if entity is not None:
                return entity
    if document.dep_ in ("dobj", "pobj", "attr") or document.dep_.endswith("obj"):
        verb = _verb_above(document.head)
        if verb is not None:
            found = _speaker_of(entities, verb, salience, since, depth + 1)
            if found is not None or _names_someone_unknown(entities, verb):
                return found
    return author_of_document(entities, salience, at(document))


def _names_someone_unknown(entities: Entities, verb) -> bool:
    """Whether ``verb`` has a subject of common nouns (not "it" or "they") holding no name
    the draft found: "The prime minister's office issued a statement saying …" is that
    office's, not the body the text reported before."""
    subject = subject_token(verb)
    if subject is None or subject.pos_ != "NOUN" or subject.lower_ in _DOCUMENTS:
        return False
    start = at(subject.left_edge)
    return not entities.mentions_in(start, at(subject.right_edge) + len(subject.right_edge))
