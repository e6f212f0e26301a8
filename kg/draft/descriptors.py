"""What kind of organisation a name is, from the words that describe it beside it.

"the rights group Libertas Watch", "the news agency Anadolu" (a descriptor before the
name), "Fundación Puente, a legal-aid charity" (one after it, set off by a comma) and "the
Hina news agency" (a name between "the" and the descriptor) say that the name is an
organisation's, never a person's, and which kind: a news agency or a broadcaster is an
organisation, never a body of a government, whatever its name ends with.
"""

from __future__ import annotations

import re

# The descriptor's last words -> the organisation's type (dip: classes of the loader). A
# descriptor ends with one of them; words before it qualify it ("the Istanbul-based think
# tank", "a legal-aid charity", "the state news agency").
DESCRIPTOR_TYPES = {
    "intelligence agency": "IntelligenceService", "intelligence service": "IntelligenceService",
    "spy agency": "IntelligenceService", "security service": "IntelligenceService",
    "news agency": "Organization", "press agency": "Organization", "agency": "Organization",
    "broadcaster": "Organization", "newspaper": "Organization", "daily": "Organization",
    "weekly": "Organization", "outlet": "Organization", "news outlet": "Organization",
    "news site": "Organization", "news website": "Organization", "magazine": "Organization",
    "channel": "Organization", "group": "Organization", "organisation": "Organization",
    "organization": "Organization", "NGO": "Organization", "charity": "Organization",
    "foundation": "Organization", "think tank": "Organization", "think-tank": "Organization",
    "party": "Organization", "movement": "Organization", "union": "Organization",
    "trade union": "Organization", "association": "Organization", "network": "Organization",
    "coalition": "Organization", "alliance": "Organization", "institute": "Organization",
    "watchdog": "Organization", "monitor": "Organization", "company": "Organization",
    "firm": "Organization", "consultancy": "Organization", "law firm": "Organization",
    "militia": "Organization", "collective": "Organization", "federation": "Organization",
    "observatory": "Organization", "centre": "Organization", "center": "Organization",
}
_NOUNS = "|".join(re.escape(n) for n in sorted(DESCRIPTOR_TYPES, key=len, reverse=True))
# Words that may qualify a descriptor: lower case, hyphenated or capitalised ("Oslo-based",
# "Kurdish"), never a word that starts a phrase of its own ("a lawyer for the charity", "a
# member of the party").
_QUALIFIER = (r"(?!(?:of|for|with|at|from|in|to|on|by|and|or|who|which|that|whose|its|his|"
              r"her|their)\b)[\w’'-]+\s+")
# "the rights group <name>": the descriptor ends right before the name, after "the" or "a"
# and at most three qualifying words
_BEFORE = re.compile(rf"(?:^|(?<![\w’'-]))(?:[Tt]he|[Aa]n?|[Ii]ts|[Tt]heir)\s+(?:{_QUALIFIER})"
                     rf"{{0,3}}?(?P<noun>{_NOUNS})\s+$")
# "<name>, a legal-aid charity based in Quito": a comma, "a" or "the", at most three
# qualifying words, the descriptor, and then the phrase ends or goes on as a description
_AFTER = re.compile(
    rf",\s+(?:the|a|an)\s+(?:{_QUALIFIER}){{0,3}}?(?P<noun>{_NOUNS})"
    r"(?=\s*[,.;:)—–]|\s*$|\s+(?:based|that|which|founded|in|of|with|from|whose|run|set|"
    r"known|headquartered|close|linked|backed|funded|for)\b)")
# "the party Ana Ruiz founded": a name the descriptor's clause is about is no organisation's
_CLAUSE_AFTER = re.compile(r"\s+(?:founded|created|leads|led|heads|headed|runs|ran|set up|"
                           r"joined|left|chairs|chaired|co-founded|started|built|owns)\b")

# "the Hina news agency", "the Vanuatu Daily Post newspaper", "the opposition Civic
# Platform party": a name between "the" (and at most two words in small letters) and a
# descriptor of the press, of research or of a political group that follows it
_THE_BEFORE = re.compile(r"(?:^|(?<![\w’'-]))[Tt]he\s+(?:[a-z][\w-]*\s+){0,2}$")
_PRESS_AFTER = re.compile(r"\s+(?P<noun>news agency|press agency|newspaper|daily|weekly|"
                          r"broadcaster|news site|news website|news outlet|magazine|"
                          r"think tank|think-tank|party|movement|militia)\b(?![-’'])")


def described_type(text: str, start: int, end: int) -> tuple[str, str] | None:
    """(the organisation's type, the descriptor's words) when a descriptor stands right
    before text[start:end] or right after it, else None."""
    before = _BEFORE.search(text, max(0, start - 80), start)
    if before is not None and not _CLAUSE_AFTER.match(text, end):
        return DESCRIPTOR_TYPES[before.group("noun")], before.group("noun")
    after = _AFTER.match(text, end)
    if after is not None:
        return DESCRIPTOR_TYPES[after.group("noun")], after.group("noun")
    press = _PRESS_AFTER.match(text, end)
    if press is not None and _THE_BEFORE.search(text, max(0, start - 40), start):
        return DESCRIPTOR_TYPES[press.group("noun")], press.group("noun")
    return None
