"""Reported words that tell the teller's own act: an event of the teller, not a claim.

"The Kestrel Islands' coast guard said it had towed the trawler to port on 4 May" is the
coast guard telling what it did: a reader holds the towing as the coast guard's act, told
by the one who did it, and no allegation. The words are no claim when the subject of
their act is the teller itself, by the parse: a pronoun that stands for the teller ("it"
or "we" for a body or a state, "they" for one named in the plural), the teller's own name,
its state or a body its name calls by a noun ("Her ministry summoned …" after
"according to a communiqué of the Kestrel Foreign Ministry"), or one the teller's own
words name as theirs ("Ana Ruiz, the union's spokeswoman, said the union had filed …").
A person's account of what they did ("she said she had paid") is not read so: it is as
often their side of a story as a fact. What the teller says SOMEONE ELSE did stays a
claim, and so does an act in the passive (its doer is not told), one denied, one still to
come, words that accuse, and an answer to a claim told before (kg.draft.claims reads
those as denials). The events rules (kg.draft.agent_acts,
kg.draft.actions) then read the act as the report's own, with its date.
"""

from __future__ import annotations

from kg.source import Sentence
from kg.draft import nlp
from kg.draft.actions import BODY_NOUNS, DOCUMENTS, FOR_A_BODY, SAYING, act_actor, told_as_act, \
    verb_subject
from kg.draft.allegations import ACCUSING
from kg.draft.attribution import AGENT_KINDS, Salience
from kg.draft.names import Entities
from kg.draft.speech import clause_verb

# Pronouns a body or a state speaks of itself by; "they" only for a teller in the plural
_BODY_PRONOUNS = frozenset({"it", "we"})
_PRONOUNS = _BODY_PRONOUNS | {"they"}
# The kinds that are bodies or states, not persons
_BODIES = frozenset({"organization", "country", "group"})


def teller_s_own_act(entities: Entities, sentence: Sentence, start: int, end: int,
                     claimant: str | None, salience: Salience) -> bool:
    """Whether the reported words ``text[start:end]`` tell an act their teller did itself:
    "The Ostland Foreign Ministry said it had given the Kestrel envoy a letter on 2 May";
    not "… said the embassy had sent", another's act, nor "… said it had been misled", a
    passive."""
    text = entities.text
    verb = clause_verb(text, start, end)
    if verb is None or ACCUSING.search(text, start, end) is not None \
            or not told_as_act(verb) or _negated(verb):
        return False
    subject, passive = verb_subject(verb)
    if passive or subject is None or not start <= subject.idx < end:
        return False
    return _stands_for_teller(entities, sentence, verb, subject,
                              _tellers(entities, verb, claimant), salience) is not None


def teller_subject(entities: Entities, sentence: Sentence, offset: int,
                   salience: Salience) -> str | None:
    """The teller, when the verb at ``offset`` is told in its words and its subject, a
    pronoun or a common noun, stands for it: "The Ostland ministry said it had summoned
    the envoy" (the ministry, for "summoned"); "Her ministry summoned the envoy,
    according to a communiqué of the Ostland Foreign Ministry" (that ministry). None for
    any other verb."""
    verb = nlp.word_at(entities.text, offset)
    if verb is None or verb.idx != offset or verb.pos_ != "VERB":
        return None
    subject, passive = verb_subject(verb)
    if passive or subject is None or not (
            subject.lower_ in _PRONOUNS or subject.pos_ == "NOUN"):
        return None  # (a name is read as a name by the events rules)
    telling = _teller_verb(verb)
    claimant = act_actor(entities, sentence, telling, salience)[0] \
        if telling is not None else None
    return _stands_for_teller(entities, sentence, verb, subject,
                              _tellers(entities, verb, claimant), salience)


def _stands_for_teller(entities: Entities, sentence: Sentence, verb, subject,
                       tellers: list[str], salience: Salience) -> str | None:
    """The one of ``tellers`` the verb's subject stands for (a pronoun for it, a noun of
    its name), or the teller or its state the subject names; else None. Only a body or a
    state: a person's account of what they did is as often their side of a story as a
    fact."""
    tellers = [t for t in tellers if entities.kind(t) in _BODIES]
    if not tellers:
        return None
    if subject.lower_ in _PRONOUNS:
        return _pronoun_for_teller(subject, verb, tellers)
    actor, _done_to = act_actor(entities, sentence, verb, salience)
    if actor is not None:
        # (the one its name names: "the government" told by the foreign ministry is the
        # state's act)
        return actor if any(_itself_or_its_state(entities, actor, t) for t in tellers) \
            else None
    return _body_noun_of_teller(entities, subject, tellers)


def _negated(verb) -> bool:
    """Whether the verb is said not to have been done ("had not sent", "never met")."""
    return any(c.dep_ == "neg" for c in verb.children)


def _teller_verb(verb):
    """The verb of saying whose words the act's clause is ("said it had sent …": said), or
    None."""
    token = verb
    while token.dep_ == "conj" and token.head.i != token.i:
        token = token.head
    if token.dep_ in ("ccomp", "parataxis") and token.head.lemma_.lower() in SAYING:
        return token.head
    return None


def _teller_phrase(verb):
    """The words that name the teller: the subject of the verb of saying, or the one
    "according to" names ("…, according to a communiqué of the ministry")."""
    telling = _teller_verb(verb)
    if telling is not None:
        return next((c for c in telling.children if c.dep_ == "nsubj"), None)
    for token in verb.sent:
        if token.lower_ == "according" and token.head.i == verb.i or (
                token.lower_ == "according" and token.head.head.i == verb.i):
            to = next((c for c in token.children if c.lower_ == "to"), None)
            return next((c for c in to.children if c.dep_ == "pobj"), None) \
                if to is not None else None
    return None


def _tellers(entities: Entities, verb, claimant: str | None) -> list[str]:
    """The teller and the ones its words name as theirs: "Global Affairs Canada's
    spokesperson, X" (X and Global Affairs Canada), "Her lawyer, X of the group Y" (X, Y);
    never a place."""
    phrase = _teller_phrase(verb)
    if phrase is not None and phrase.pos_ == "NOUN" \
            and phrase.lemma_.lower() not in FOR_A_BODY | BODY_NOUNS | DOCUMENTS:
        # (one described by a tie to a body, "a former driver of the embassy", tells no act
        # of the body's own; its spokesperson or its communiqué does)
        return []
    found = [claimant] if claimant is not None else []
    if phrase is not None:
        tokens = list(phrase.subtree)
        start, end = tokens[0].idx, tokens[-1].idx + len(tokens[-1].text)
        found += [m.entity for m in entities.mentions_in(start, end)
                  if m.kind in AGENT_KINDS]
    return list(dict.fromkeys(found))


def _pronoun_for_teller(pronoun, verb, bodies: list[str]) -> str | None:
    """The teller the pronoun stands for: "it" or "we" for the body or state that tells,
    "they" for one named in the plural ("the police said they had charged two men"); else
    None."""
    phrase = _teller_phrase(verb)
    if _teller_verb(verb) is None or phrase is None or phrase.idx > pronoun.idx:
        # (in "It expelled two diplomats, according to X" the pronoun stands for one named
        # before X, most often the one X accuses)
        return None
    return bodies[0] if pronoun.lower_ in _BODY_PRONOUNS or (
        phrase.tag_ in ("NNS", "NNPS") or phrase.lemma_.lower() == "police") else None


def _itself_or_its_state(entities: Entities, actor: str, teller: str) -> bool:
    """Whether the actor is the teller, or the teller's state, or the teller a body of the
    actor's ("Chile" told by Chile's foreign ministry); not a sister body of one state."""
    return actor == teller or entities.state_of_body(teller) == actor \
        or entities.state_of_body(actor) == teller


def _body_noun_of_teller(entities: Entities, subject, tellers: list[str]) -> str | None:
    """The teller whose own name the subject's common noun is a word of, with a word that
    points back ("the ministry", "her ministry" in the words of the Ostland Foreign
    Ministry), or None."""
    if subject.pos_ != "NOUN" or not any(c.dep_ in ("det", "poss") for c in subject.children):
        return None
    noun = subject.lemma_.lower()
    return next((t for t in tellers if entities.kind(t) == "organization"
                 and noun in entities.name(t).lower().split()), None)
