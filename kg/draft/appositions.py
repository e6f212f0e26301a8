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
