"""A body named in apposition to the words for it is the body that speaks.

"A spokesman for the UN children's agency, UNICEF, said …": the words name the United
Nations first, as the owner of the agency, and then the agency itself, set off by commas
after the noun for it. The one who speaks speaks for the agency: the most specific source
the text names.
"""

from __future__ import annotations

import re

from .names import Entities

# The rest of the noun phrase after the body named first, which it owns ("'s refugee
# agency", " children's agency"): words ending in a common noun
_OWNED_NOUN = re.compile(r"(?:['’]s)?(?:\s+[\w'’-]+){0,3}?\s+[a-z][\w-]*\s*$")
# A name set off by commas right after the words for an unnamed speaker
_APPOSITION = re.compile(r",\s+(?:the\s+)?")


def apposed_body(entities: Entities, found: str, start: int, end: int) -> str:
    """The body named in apposition right after the words ``text[start:end]`` for an
    unnamed speaker, when they end in a noun that ``found`` (a body they name) owns, else
    ``found``: "a spokeswoman for the Arctic Council's fisheries body, the Marine Panel,
    said" (the Marine Panel)."""
    text = entities.text
    last = ([m for m in entities.mentions_in(start, end) if m.entity == found] or [None])[-1]
    apposition = _APPOSITION.match(text, end)
    if last is None or apposition is None or not _OWNED_NOUN.fullmatch(text, last.end, end):
        return found
    second = [m for m in entities.mentions if m.start == apposition.end()]
    if second and second[0].kind == "organization" and second[0].entity != found \
            and re.match(r"\s*,", text[second[0].end:]):
        return second[0].entity
    return found
