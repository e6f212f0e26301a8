"""What kind of organisation a name is, from the words that describe it beside it.

"the rights group Libertas Watch", "the news agency Anadolu" (a descriptor before the
name), "Fundación Puente, a legal-aid charity" (one after it, set off by a comma) and "the
Hina news agency" (a name between "the" and the descriptor) say that the name is an
organisation's, never a person's, and which kind: a news agency or a broadcaster is an
organisation, never a body of a government, whatever its name ends with.
"""

from __future__ import annotations

import re

from .gazetteer import DEMONYMS
from .nlp import word_at
from .word_patterns import one_of

# Descriptors of the press: a news agency or a broadcaster is an organisation, never a body
# of a government
_PRESS_DESCRIPTORS = ("news agency", "press agency", "agency", "broadcaster", "newspaper",
                      "daily", "weekly", "outlet", "news outlet", "magazine", "channel")
# of a site on the web: a website, not an organisation ("the news portal Adria Wire")
_WEBSITE_DESCRIPTORS = ("news site", "news website", "news portal", "website", "portal")
# of groups of people, of research and of politics
_GROUP_DESCRIPTORS = ("group", "organisation", "organization", "NGO", "charity", "foundation",
                      "think tank", "think-tank", "party", "movement", "union", "trade union",
                      "association", "network", "coalition", "alliance", "institute",
                      "watchdog", "monitor", "militia", "collective", "federation",
                      "observatory", "centre", "center")
# of business
_BUSINESS_DESCRIPTORS = ("company", "firm", "consultancy", "law firm", "utility", "airline",
                         "carrier", "operator", "contractor")
# The descriptor's last words -> the organisation's type (dip: classes of the loader). A
# descriptor ends with one of them; words before it qualify it ("the Istanbul-based think
# tank", "a legal-aid charity", "the state news agency").
_DESCRIPTORS_BY_TYPE = {
    "IntelligenceService": ("intelligence agency", "intelligence service", "spy agency",
                            "security service"),
    "Organization": _PRESS_DESCRIPTORS + _GROUP_DESCRIPTORS + _BUSINESS_DESCRIPTORS,
    "Website": _WEBSITE_DESCRIPTORS,
}
DESCRIPTOR_TYPES = {noun: type_ for type_, nouns in _DESCRIPTORS_BY_TYPE.items()
                    for noun in nouns}
_NOUNS = "|".join(re.escape(n) for n in sorted(DESCRIPTOR_TYPES, key=len, reverse=True))
# Words that may qualify a descriptor: lower case, hyphenated or capitalised ("Oslo-based",
# "Kurdish"), never a word that starts a phrase of its own ("a lawyer for the charity", "a
# member of the party").
_PHRASE_WORDS = ("of", "for", "with", "at", "from", "in", "to", "on", "by", "and", "or", "who",
                 "which", "that", "whose", "its", "his", "her", "their")
_QUALIFIER = rf"(?!{one_of(_PHRASE_WORDS)}\b)[\w’'-]+\s+"
# "the rights group <name>": the descriptor ends right before the name, after "the" or "a"
# and at most three qualifying words
_BEFORE = re.compile(rf"(?:^|(?<![\w’'-]))(?:[Tt]he|[Aa]n?|[Ii]ts|[Tt]heir)\s+(?:{_QUALIFIER})"
                     rf"{{0,3}}?(?P<noun>{_NOUNS})\s+$")
# "Slovak state news agency Tlacova said", "Qatari broadcaster Al Jazeera": news write a
# descriptor led by a demonym without "the"; the demonym right before the qualifying words
_DEMONYM_BEFORE = re.compile(rf"(?<![\w’'-])(?P<demonym>[A-Z][\w-]+)\s+(?:{_QUALIFIER}){{0,2}}?"
                             rf"(?P<noun>{_NOUNS})\s+$")
# "a Bolivian freight firm, Ruvano Hides, said ...": the descriptor set off by a
# comma before the name, which a comma or a parenthesis closes after it (see described_type);
# not a descriptor a word of a longer phrase leads ("the head of the agency, Ana Ruiz,": the
# head is named)
_BEFORE_COMMA = re.compile(rf"(?:^|(?<![\w’'-]))(?<!\b(?:of|at|by|to) )(?<!\bfor )"
                           rf"(?<!\bwith )(?<!\bfrom )(?:[Tt]he|[Aa]n?)\s+(?:{_QUALIFIER}){{0,3}}?"
                           rf"(?P<noun>{_NOUNS}),\s+(?:[A-Z]{{2,3}}\s+)?$")  # ("PT", "JSC")
# (a descriptor that opens the sentence: "Broadcaster Kanal Sedam said")
_OPENING_NOUNS = "|".join(re.escape(n[:1].upper() + n[1:])
                          for n in sorted(DESCRIPTOR_TYPES, key=len, reverse=True))
# "told news agency Tasnim", "Opposition newspaper Gazeta Libera said", "on news portal
# Nova Plus": a descriptor with no article, as news write it, after a word that opens a
# phrase (a preposition, a verb of saying) or where a sentence begins; at most two
# qualifying words ("independent news site", "human rights group"); on one line (a
# headline's last word is no descriptor of the byline's name)
_BARE_LEADS = ("to", "told", "tells", "on", "with", "by", "from", "at", "and", "said", "says",
               "according to", "quoted by", "cited by", "reported by", "interview with")
_BARE_BEFORE = re.compile(rf"(?:(?:^|(?<=\n))|(?<=[.!?])[”\"’]?\s+|(?<![\w’'-]){one_of(_BARE_LEADS)}"
                          rf"\s+)(?:{_QUALIFIER}){{0,2}}?(?P<noun>{_NOUNS}|{_OPENING_NOUNS})[^\S\n]+$",
                          re.MULTILINE)
_CLOSED_AFTER = re.compile(r"\s*[,(]")
# A clause that opens the sentence and ends with the descriptor ("After meeting the rights
# group, Ana Ruiz, the minister, said"): the name after its comma is the sentence's
# subject, not the descriptor's name
_OPENING_CLAUSE = re.compile(r"(?:After|Before|Having|When|While|Since|Upon|On|Once|As|"
                             r"Although|Though|Unlike|Like|Despite|Following|Besides|Without|"
                             r"[A-Z][a-z]+ing)\b")
# A post set off after the name ("Pedro Salas, the Chilean ambassador,"): a person's name
_POST_SET_OFF = re.compile(
    r"\s*,\s+(?:the|a|an|its|their)\s+(?:[\w'’-]+\s+){0,4}?(?:minister|ambassador|envoy|"
    r"spokes(?:man|woman|person)|secretary|director|president|chair(?:man|woman)?|head|chief|"
    r"consul|diplomat|official|adviser|advisor|lawyer|governor|mayor|commander|officer|"
    r"editor|founder|leader|coordinator|researcher|activist)\b")
_SENTENCE_END = re.compile(r"[.!?]\s+|\n|\s[-–—]\s")
# "<name>, a legal-aid charity based in Quito": a comma, "a" or "the", at most three
# qualifying words, the descriptor, and then the phrase ends or goes on as a description
_DESCRIPTION_GOES_ON = ("based", "that", "which", "founded", "in", "of", "with", "from", "whose",
                        "run", "set", "known", "headquartered", "close", "linked", "backed",
                        "funded", "for",
                        # (the participle of one who owns or runs it, never a main clause's
                        # verb: "a portal operated by exiled reporters")
                        "owned by", "operated by", "published by", "registered in")
_AFTER = re.compile(rf",\s+(?:the|a|an)\s+(?:{_QUALIFIER}){{0,3}}?(?P<noun>{_NOUNS})"
                    rf"(?=\s*[,.;:)—–]|\s*$|\s+{one_of(_DESCRIPTION_GOES_ON)}\b)")
# "the party Ana Ruiz founded": a name the descriptor's clause is about is no organisation's
_FOUNDER_VERBS = ("founded", "created", "leads", "led", "heads", "headed", "runs", "ran", "set up",
                  "joined", "left", "chairs", "chaired", "co-founded", "started", "built", "owns")
_CLAUSE_AFTER = re.compile(rf"\s+{one_of(_FOUNDER_VERBS)}\b")

# "the Hina news agency", "the Vanuatu Daily Post newspaper", "the opposition Civic
# Platform party", "the Customs and Border Protection agency", "the Wagner group": a name
# between "the" (and at most two words in small letters) and a descriptor of the press, of
# research, of a political group or of a body that follows it
_THE_BEFORE = re.compile(r"(?:^|(?<![\w’'-]))[Tt]he\s+(?:[a-z][\w-]*\s+){0,2}$")
# The descriptors read after a name: those of the press and of groups, but for these
_NOT_AFTER_A_NAME = frozenset({"outlet", "channel", "trade union", "monitor", "observatory",
                               "centre", "center"})
_PRESS_NOUNS = tuple(noun for noun in _PRESS_DESCRIPTORS + _GROUP_DESCRIPTORS
                     if noun not in _NOT_AFTER_A_NAME)
_PRESS_AFTER = re.compile(rf"\s+(?P<noun>{one_of(_PRESS_NOUNS)})\b(?![-’'])")


# "Denmark's Rejsevejl website", "their Pasaporta portal": a name between "the", "its" or a
# possessive and a website's word is the website's
_SITE_AFTER = re.compile(r"\s+(?P<noun>website|portal)\b(?![-’'])")
_OWNER_BEFORE = re.compile(r"(?:(?:^|(?<![\w’'-]))(?:[Tt]he|[Ii]ts|[Tt]heir)|\w['’]s)\s+$")


def _opens_the_sentence(text: str, set_off: re.Match) -> bool:
    """Whether the descriptor set off by a comma ends a clause that opens its sentence
    ("Having toured the news agency, Lena Dahl, ..."): its sentence's first word is a word
    of time or manner or a verb in -ing."""
    begun = 0
    for end in _SENTENCE_END.finditer(text, max(0, set_off.start() - 300), set_off.start()):
        begun = end.end()
    return bool(_OPENING_CLAUSE.match(text[begun:set_off.start()].lstrip()))


# Descriptors that name a person's trade as well as a body's: with no article before them,
# news name people so
_ALSO_A_PERSON = frozenset({"broadcaster", "monitor", "operator", "contractor", "carrier",
                            "publisher", "observer", "developer", "supplier", "consultant"})


def _bare_descriptor(text: str, start: int) -> str | None:
    """The descriptor with no article right before ``start`` ("told news agency Tasnim"),
    unless the parse reads its last word as a verb ("to monitor Ana Ruiz's trial")."""
    bare = _BARE_BEFORE.search(text, max(0, start - 60), start)
    if bare is None:
        return None
    noun = bare.group("noun")
    noun = noun if noun in DESCRIPTOR_TYPES else noun[:1].lower() + noun[1:]
    if noun.split()[-1] in _ALSO_A_PERSON:
        return None  # ("veteran broadcaster Ana Ruiz", "election monitor Luis Soto")
    word = word_at(text, bare.end("noun") - 1)
    return noun if word is not None and word.pos_ not in {"VERB", "AUX"} else None


def described_type(text: str, start: int, end: int) -> tuple[str, str] | None:
    """(the organisation's type, the descriptor's words) when a descriptor stands right
    before text[start:end] or right after it, else None."""
    before = _BEFORE.search(text, max(0, start - 80), start)
    if before is not None and not _CLAUSE_AFTER.match(text, end):
        return DESCRIPTOR_TYPES[before.group("noun")], before.group("noun")
    led = _DEMONYM_BEFORE.search(text, max(0, start - 80), start)
    if led is not None and led.group("demonym") in DEMONYMS \
            and not _CLAUSE_AFTER.match(text, end):
        return DESCRIPTOR_TYPES[led.group("noun")], led.group("noun")
    bare = _bare_descriptor(text, start)
    if bare is not None and not _CLAUSE_AFTER.match(text, end):
        return DESCRIPTOR_TYPES[bare], bare
    after = _AFTER.match(text, end)
    if after is not None:
        return DESCRIPTOR_TYPES[after.group("noun")], after.group("noun")
    set_off = _BEFORE_COMMA.search(text, max(0, start - 80), start)
    if set_off is not None and _CLOSED_AFTER.match(text, end) \
            and not _POST_SET_OFF.match(text, end) and not _opens_the_sentence(text, set_off):
        return DESCRIPTOR_TYPES[set_off.group("noun")], set_off.group("noun")
    site = _SITE_AFTER.match(text, end)
    if site is not None and _OWNER_BEFORE.search(text, max(0, start - 40), start):
        return DESCRIPTOR_TYPES[site.group("noun")], site.group("noun")
    press = _PRESS_AFTER.match(text, end)
    if press is not None and _THE_BEFORE.search(text, max(0, start - 40), start):
        return DESCRIPTOR_TYPES[press.group("noun")], press.group("noun")
    return None
