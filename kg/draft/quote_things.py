"""Words quoted in a relative clause about a thing the subject acts over are not the
subject's.

"Peru protested to Chile over a report that called its navy “unprepared”": the report
called the navy so, not Peru, which protested against it. The subject of a sentence is
the speaker of words its own verb governs, not of words that a clause about the object of
a preposition ("over", "about", "against") governs: who wrote that report the sentence
does not say, and the quotation is left to the reviewer.
"""

from __future__ import annotations

from .names import Entities
from .quotation_marks import Quoted
from .speech import at, subject_token, token_at

# The prepositions of what a subject acts against or about: "protested over", "complained
# about", "warned against"
_ABOUT = {"over", "about", "against", "regarding", "concerning"}
_RELATIVE = {"that", "which"}
_MOST_STEPS = 8


def words_of_a_thing_acted_over(entities: Entities, quoted: Quoted, since: int) -> bool:
    """Whether the verb that governs the quoted words is in a relative clause whose
    antecedent is a thing the draft names no one in, the object of a preposition of what
    the sentence's subject acts over: "Norway protested over a leaflet that urges
    travellers to “avoid the border”" (the leaflet's words, not Norway's)."""
    verb = _governing_verb(entities, quoted, since)
    if verb is None or verb.dep_ != "relcl":
        return False
    subject = subject_token(verb)
    if subject is None or subject.lower_ not in _RELATIVE or subject.head.i != verb.i:
        return False
    thing = verb.head
    if thing.pos_ != "NOUN" or thing.dep_ != "pobj" or thing.head.lower_ not in _ABOUT:
        return False
    return not entities.mentions_in(at(thing.left_edge), at(thing) + len(thing.text))


def _governing_verb(entities: Entities, quoted: Quoted, since: int):
    """The first verb above the quoted words, outside their quotation marks, by the parse."""
    token = token_at(entities.text, quoted.start, since)
    for _ in range(_MOST_STEPS):
        if token is None or token.head.i == token.i:
            return None
        token = token.head
        if token.pos_ in ("VERB", "AUX") and not quoted.open <= at(token) < quoted.close:
            return token
    return None
