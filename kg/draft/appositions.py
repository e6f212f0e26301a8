"""The person a post phrase is in apposition with, read from the dependency parse.

"Italy's ambassador in Tehran, Paola Amadei, lodged a protest", "the deputy director of
the foreign intelligence service, Oleh Ivashchenko, said": the name set off by commas
after the whole noun phrase of a post (its "in", "of", "at" parts included) is the post's
holder. The regular expressions of posts.py read a holder only a few characters from the
office's word; the parse knows where the noun phrase ends, whatever words it holds.

spaCy's small model often hangs the appositive from the last noun before it ("Tehran",
"service"), so the holder is the post's when the path from that noun up to the office's
word goes through "in", "of", "at" and their objects only, and no noun on it is an
office of its own: in "Giorgi Beridze, an adviser to the prime minister, Irakli
Kobakhidze," the name is the prime minister's, not the adviser's; but where the office a
noun phrase opens with serves the other ("A spokesman for the foreign minister, Ilse
Marquardt, said"), the name is the spokesman's.
"""

from __future__ import annotations

from typing import Callable

from . import nlp
from .model import Mention

# The links a noun phrase's parts hang from its head by: "ambassador <-prep- in <-pobj-
# Tehran", "the Peruvian Congress foreign relations committee" (compounds)
_PHRASE_LINKS = frozenset({"prep", "pobj", "compound", "amod", "nmod", "poss"})
# The farthest an appositive name stands from the office's word, in characters
MOST_GAP = 120


def holder_in_apposition(text: str, head_start: int, head_end: int,
                         people: Callable[[int, int], list[Mention]],
                         is_office: Callable[[str], bool]) -> Mention | None:
    """The person named in apposition to the office ``text[head_start:head_end]``, or None.

    ``people(start, end)`` gives the person mentions inside a span; ``is_office(word)``
    says whether a noun names an office ("minister"), which then owns any name after it.

    "The head of the Peruvian Congress foreign relations committee, Alejandro Aguinaga,
    called for calm": Aguinaga. "An adviser to the prime minister, Irakli Kobakhidze":
    None (the name is the prime minister's).
    """
    doc = nlp.parse(text)
    span = doc.char_span(head_start, head_end, alignment_mode="expand")
    if span is None:
        return None
    office = span.root
    for token in office.sent:
        if token.dep_ != "appos" or token.idx <= office.idx \
                or token.idx - head_end > MOST_GAP:
            continue
        if not _hangs_from(token.head, office, is_office):
            continue
        holder = _person_at(people, token.idx, token.idx + len(token.text))
        if holder is not None and _set_off(text, head_end, holder, people):
            return holder
    return None


def _hangs_from(token, office, is_office: Callable[[str], bool]) -> bool:
    """Whether ``token`` is ``office`` or a part of its noun phrase reached by _PHRASE_LINKS
    through no noun that names an office of its own, but the one ``office`` works for
    (_served_office)."""
    steps = 0
    while token.i != office.i:
        if token.dep_ not in _PHRASE_LINKS or steps > 8:
            return False
        if token.pos_ in ("NOUN", "PROPN") and is_office(token.text.lower()) \
                and not _served_office(token, office):
            return False
        token, steps = token.head, steps + 1
    return True


def _served_office(token, office) -> bool:
    """"A spokesman for the foreign minister, Ilse Marquardt, said": the office ``token``
    ("minister") is the one ``office`` ("spokesman") serves, through "to" or "for", and the
    spokesman opens the sentence's noun phrase, so a name after both is the spokesman's; in
    "Giorgi Beridze, an adviser to the prime minister, Irakli Kobakhidze," the adviser is
    named before (``office`` in apposition) and the name after is the prime minister's."""
    prep = token.head
    return token.dep_ == "pobj" and prep.lower_ in ("to", "for") and prep.head.i == office.i \
        and office.dep_ != "appos"


def _person_at(people: Callable[[int, int], list[Mention]], start: int, end: int
               ) -> Mention | None:
    """The person mention holding the word at [start, end)."""
    for mention in people(max(0, start - 60), end + 60):
        if mention.start <= start and end <= mention.end:
            return mention
    return None


def _set_off(text: str, head_end: int, holder: Mention,
             people: Callable[[int, int], list[Mention]]) -> bool:
    """Whether the name is set off by a comma right before it, with no other person and no
    quotation between the office and the name."""
    between = text[head_end:holder.start]
    if not between.rstrip().endswith(",") or any(mark in between for mark in "\"“”"):
        return False
    return not [m for m in people(head_end, holder.start) if m.end <= holder.start]


# What may close a noun phrase in apposition: a comma, a dash, the sentence's end
_APPOSITIVE_CLOSED = frozenset({",", ";", ".", ")", "—", "–", "-"})


# Words of a phrase that tell a post not held now: past ("ex-commander", "until 2019") or to
# come ("would-be", "-designate", "incoming")
_NOT_NOW = frozenset({"ex", "would", "designate", "incoming", "until", "till", "nominee",
                      "elect"})


def _not_held_now(doc, first: int, last: int) -> bool:
    return any(t.lower_ in _NOT_NOW for t in doc[first:last + 1])


def holder_named_before(text: str, head_start: int, head_end: int,
                        people: Callable[[int, int], list[Mention]]) -> Mention | None:
    """The person named right before a post's noun phrase that the parse sets in
    apposition to that name, or None: "Tomas Aalto, the agency's press officer, declined
    to comment" (Aalto). The phrase's own words before its office ("the agency's", "the
    Latvian navy", "Chile's vice") are any the parse hangs from it; the name ends where the
    comma that opens the phrase begins, and a comma or the sentence's end closes the
    phrase ("Aalto, the agency's spokesman said" is the spokesman's saying)."""
    doc = nlp.parse(text)
    span = doc.char_span(head_start, head_end, alignment_mode="expand")
    if span is None:
        return None
    office = span.root
    if office.dep_ != "appos" or office.head.i >= office.i:
        return None
    opening = office.left_edge
    if opening.i < 1 or doc[opening.i - 1].text != "," or office.head.i != opening.i - 2:
        return None
    after = office.right_edge.i + 1
    if after < len(doc) and doc[after].text not in _APPOSITIVE_CLOSED:
        return None
    if _not_held_now(doc, opening.i, office.right_edge.i):
        return None
    name = office.head
    if name.dep_ == "appos":
        # ("to Peru's consul, Ana Ruiz, a spokesman for the agency confirms": the name
        # is set off as another office's holder, and a second phrase after it is rarely
        # hers; the parse often hangs a clause's subject there)
        return None
    holder = _person_at(people, name.idx, name.idx + len(name.text))
    # (the phrase hangs from the name's last word: "Ruiz" of "Ana Ruiz")
    return holder if holder is not None and holder.end == name.idx + len(name.text) \
        else None
