"""Acts of doers the text does not name, read from the dependency parse (kg.draft.nlp):
"police arrested three men near the port", "protesters broke through the gate", "a shell
hit a school". The act is the report's own as a named body's is (kg.draft.agent_acts reads
the clause the same way); its doer stays unknown, for no name says who the police or the
crowd were. The names the subject's words give ("Chilean police", "Russian border guards")
take part in it, beside those its object names. Such an act is the report's own only when
its sentence gives it no teller at all: "a witness said", "according to his lawyer", "state
media reported" make it what someone says happened (a claim), whoever tells it.
"""

from __future__ import annotations

from kg.draft.actions import CLAIMING, PRONOUNS, SAYING, _extent
from kg.draft.attribution import AGENT_KINDS
from kg.draft.contested_acts import HEARSAY
from kg.draft.names import Entities

# Those who act in a report without a name, as a force or a crowd: the police and soldiers
# who arrest, fire or search, the crowds who storm, the courts that remand, and what is
# fired ("a shell struck a clinic"). A person described by a relation ("his lawyer", "her
# family") or a body the text names ("the ministry") is read elsewhere.
DOERS = frozenset({"police", "policeman", "policemen", "officer", "soldier", "troop",
                   "guard", "gunman", "gunmen", "attacker", "assailant", "militant",
                   "protester", "protestor", "demonstrator", "rioter", "crowd", "mob",
                   "judge", "shell", "missile", "rocket", "drone", "bomb"})


def unnamed_doer(verb):
    """The verb's subject when it is one of the DOERS the text does not name, with no
    possessive and no name of its own ("riot police", "three soldiers", "a crowd of
    several hundred"); None for any other subject."""
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if subject is None or subject.pos_ != "NOUN" or subject.lower_ in PRONOUNS \
            or subject.lemma_.lower() not in DOERS and subject.lower_ not in DOERS:
        return None
    if any(c.dep_ == "poss" for c in subject.children):
        return None  # ("its guards", "Kenya's police": the owner's own, read as theirs)
    return subject


def named_in_subject(entities: Entities, subject) -> list[str]:
    """The states and bodies the subject's words name: "Beninese police" (Benin), "soldiers
    of the border guard service" (the service)."""
    start, end = _extent(subject)
    return list(dict.fromkeys(m.entity for m in entities.mentions_in(start, end)
                              if m.kind in AGENT_KINDS))


# Words that hedge an act as what is said of it: "reportedly beat", "allegedly fired"
_HEDGES = HEARSAY


def told_by_someone(verb, sentence) -> bool:
    """Whether the sentence (a span of the parse) gives the verb's act a teller or a hedge:
    a verb of saying or claiming anywhere in it ("Riot police clubbed a Maltese reporter
    outside the court, a bystander later told a radio station"), "according to", or
    "reportedly"; not a verb of saying inside what the act was done to ("detained a man who
    had said ...")."""
    inside = {t.i for c in verb.children if c.dep_ in ("dobj", "dative") for t in c.subtree}
    for token in sentence:
        if token.lower_ in _HEDGES or token.lower_ == "according" \
                and token.i + 1 < len(token.doc) and token.doc[token.i + 1].lower_ == "to":
            return True
        if token.i != verb.i and token.i not in inside and token.pos_ in ("VERB", "AUX") \
                and token.lemma_.lower() in SAYING | CLAIMING:
            return True
    return False
