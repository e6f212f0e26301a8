"""Acts told in the passive, read from the dependency parse (kg.draft.nlp): "The attaché was
given 72 hours to leave", "the men were detained by soldiers of the border guard", "an appeal
was rejected a fortnight later".

A passive tells an act done to its subject, by the one its "by" phrase names or by one the
text leaves unnamed. It is an act of the report's own when its verb is in the past ("was
released", "were detained", "has been charged", "had been asked"), in a clause the report
states (kg.draft.agent_acts.stated_clause), and not a state the passive only describes ("is
based in", "was born in", "are known as"). Its doer is the "by" phrase's agent, else nobody
(in "A journalist was beaten, the ministry confirmed" the ministry tells the act, it did not
do it); the one it was done to takes part in it.
"""

from __future__ import annotations

from kg.draft.actions import after_semicolon

# Passives that describe a state or a link, not an act done on a day: "was based in",
# "is located", "were linked to", "was born in"; or who had a role in an act told as
# another event ("the delegation was led by", "the talks were chaired by"), or who spoke
# ("was announced by": words, as "said" is)
PASSIVE_STATES = frozenset({"lead", "head", "chair", "host", "announce", "base", "bear", "locate", "situate", "link", "connect",
                            "relate", "involve", "concern", "entitle", "compose",
                            "know", "consider", "regard", "see", "view", "expect",
                            "schedule", "due", "suppose", "believe", "think", "say",
                            "report", "allege", "accuse", "suspect", "require", "oblige",
                            "surround", "divide", "split", "mark", "use", "design",
                            "intend", "aim", "dedicate", "devote", "inspire", "worry",
                            "interest", "fill", "cover"})
# Subjects of a passive that tell no one and nothing acted on: "it was decided that", "this
# was seen as"
_EMPTY_SUBJECTS = frozenset({"this", "that", "which", "what", "there"})


def past_passive(verb) -> bool:
    """Whether the token is a verb in the past passive: "was released", "were detained",
    "has been charged", "had been asked"; not "is based", "will be handed", "to be named".
    A participle joined to a passive by "and" is not read as a second act: it has no
    helper verb of its own ("was released and driven to the crossing": "driven" shares
    "was" with "released"), and such a tail is as often the detail of what a claim says was
    done as an act the report vouches for, so only the first verb, which carries "was",
    is drafted."""
    if verb.pos_ != "VERB" or verb.tag_ != "VBN":
        return False
    helpers = [c for c in verb.children if c.dep_ in ("auxpass", "aux")]
    passive = next((c for c in helpers if c.dep_ == "auxpass" and c.lemma_ == "be"), None)
    if passive is None:
        return False
    if passive.tag_ == "VBD":
        return True  # "was released", "were detained"
    return passive.tag_ == "VBN" and any(c.lemma_ == "have" for c in helpers)


def acted_on(verb) -> bool:
    """Whether the passive tells an act done to its subject, not a state ("was based in",
    "is known as"), nor words reported or a thought ("it was decided that", "was said
    to")."""
    if verb.lemma_.lower() in PASSIVE_STATES:
        return False
    if any(c.dep_ in ("ccomp", "csubj") and not after_semicolon(c) for c in verb.children):
        return False
    subject = next((c for c in verb.children if c.dep_ == "nsubjpass"), None)
    if subject is not None and (subject.lower_ in _EMPTY_SUBJECTS or any(
            c.dep_ == "det" and c.lower_ in ("no", "neither") for c in subject.children)):
        return False  # ("no further measures had been communicated": none was)
    return subject is not None and any(
        c.dep_ in _WHAT_AND_HOW or dated_adverb(c) for c in verb.children)


def dated_adverb(token) -> bool:
    """Whether the token is an adverb that tells when, with a time of its own: "a week
    later", "two days earlier" (the recogniser reads its words as a date)."""
    return token.dep_ == "advmod" and token.ent_type_ == "DATE" and any(
        t.ent_type_ == "DATE" for t in token.subtree if t.i != token.i)


# What makes a passive tell more than its verb: by whom ("by the police"), where or to
# whom ("to the Oraba crossing"), what was given ("72 hours"), for what ("to leave"), when
# ("a fortnight later"). "His visa was cancelled" alone is read again and again in a report
# for an act told before it.
_WHAT_AND_HOW = frozenset({"agent", "prep", "dobj", "dative", "oprd", "xcomp", "attr",
                           "npadvmod", "prt"})
