"""States and careers told with an act's verb, which are no event of the report.

kg.draft.agent_acts drafts the past act of a named subject, undated. Some past verbs tell
no act but a state that lasted: a time spent ("had lived in Quito for four years",
"has chaired the panel for a decade"), or a post held ("served at the embassy in Rome",
"the mission was run by a clerk"). A profile tells a career so, and the reading lists
none of it as an event: the posts are read as posts (kg.draft.posts). Read from the
parse: a phrase of how long on the verb, or a verb of a post held used without an object.
Not "since": "has held the trawler since May" may be told of an act that goes on.
"""

from __future__ import annotations

# The nouns of a span of time a "for" phrase gives a state: "for almost two years".
# Not days or hours: "was held for three days" tells a detention.
_LONG_TIMES = frozenset({"year", "month", "decade", "century"})
# Verbs of holding a post or living somewhere, which tell an act only with an object:
# "served at the embassy" (a post held), but "served him with an order" (an act)
_CAREER = frozenset({"serve", "live", "work", "settle", "reside"})
# Verbs whose object is what was held or led, for a time ("headed the department for six
# years"), where another verb's object and term are a measure ("barred him for ten years")
_HELD = frozenset({"head", "chair", "lead", "run", "direct", "hold", "represent", "command"})


def lasting_state(verb) -> bool:
    """Whether the verb tells a state that lasted, not an act: "Elena Duarte had lived in
    Quito for four years" (a time spent), "The bureau was run by a clerk" (a post held)."""
    return _lasts(verb) or _post_held(verb)


def _lasts(verb) -> bool:
    """Whether a "for" phrase of the verb gives how long it lasted, in months or more:
    "Tomas Berg chaired the panel for six years"; not a measure imposed for a term, with its
    object ("barred the attaché from its territory for ten years")."""
    if any(c.dep_ in ("dobj", "dative") for c in verb.children) \
            and verb.lemma_.lower() not in _CAREER | _HELD:
        return False
    return any(child.dep_ == "prep" and child.lower_ == "for" and any(
        p.dep_ == "pobj" and p.lemma_.lower() in _LONG_TIMES for p in child.children)
        for child in verb.children)


def _post_held(verb) -> bool:
    """Whether the verb tells a post held or a place lived in: "Tomas Berg served at the
    Swedish mission in Lagos", "The office was run by a junior attaché" (run, in the
    passive, is who was in charge); not "served the envoy with a summons"."""
    lemma = verb.lemma_.lower()
    if lemma in _CAREER:
        return not any(c.dep_ in ("dobj", "dative") for c in verb.children)
    subject = next((c for c in verb.children if c.dep_ == "nsubjpass"), None)
    return lemma == "run" and verb.tag_ == "VBN" and any(
        c.dep_ == "agent" for c in verb.children) \
        and (subject is None or subject.lemma_.lower() not in _ACT_NOUNS)


# Nouns of an act, which one "runs" as its doer ("The raid was run by naval commandos")
_ACT_NOUNS = frozenset({"raid", "operation", "attack", "campaign", "scheme", "network",
                        "programme", "program", "plot", "mission", "strike", "search"})
