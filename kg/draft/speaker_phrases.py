"""Who speaks when the words that attribute a quotation name no one directly: a document
("the statement read", "a ministry statement said"), a body by its kind ("the foreign
ministry said"), a person's office or spokesperson ("her office said", "a spokesperson for
Ruiz said"), or a description of someone the text named ("the veteran diplomat said").

Each rule reads the words between a quotation and its verb of saying (or after the verb,
"said a statement from …"), and answers with a speaker only when the text named that one
before; otherwise None, and the quotation is left to the reviewer.
"""

from __future__ import annotations

import re

from kg.draft import nlp
from .attribution import (AGENT_KINDS, Salience, author_of_document, resolve,
                          speaker_called)
from .names import Entities
from .quote_demonym_bodies import body_of_state_by_kind
from .quote_role_holders import latest_holder

# What a body puts out in writing
_DOCUMENT_WORDS = (r"statement|communiqu[eé]|note(?:\s+verbale)?|letter|readout|release|"
                   r"declaration|post|message|press\s+release")
# Bodies a text calls by their kind once it has named them
_BODY_KINDS = r"ministry|embassy|government|consulate|mission|office|presidency"

# "the statement", "a ministry statement", "the embassy's statement", "its statement"
_DOCUMENT_PHRASE = re.compile(
    rf"^\W*(?:(?P<owner>its|their|his|her)|the|a|an|this|that)\s+"
    rf"(?:(?P<body>{_BODY_KINDS})(?:['’]s)?\s+|(?:[a-z-]+\s+){{0,2}}?)"
    rf"(?:{_DOCUMENT_WORDS})\s*$", re.IGNORECASE)
# "the foreign ministry", "the country's foreign ministry", "the defence ministry"
_BODY_PHRASE = re.compile(
    rf"^\W*the\s+(?:country['’]s\s+)?(?P<qualifiers>(?:[a-z-]+\s+){{1,2}})"
    rf"(?P<noun>{_BODY_KINDS})\s*$")
# "her office", "his spokesman", "his press secretary": who speaks for a person
_FOR_A_PERSON = (r"office|press\s+office|spokes(?:person|man|woman)|press\s+secretary|"
                 r"aides?|team|camp|lawyers?|attorneys?")
_POSSESSIVE_FOR = re.compile(rf"^\W*(?P<pronoun>his|her)\s+(?:{_FOR_A_PERSON})\s*$",
                             re.IGNORECASE)
# "a spokesperson for", "an aide to", "a lawyer for" right before a person's name
_SPEAKS_FOR_PERSON = re.compile(
    r"\b(?i:(?:an?|one|the)\s+(?:[\w-]+\s+)?(?:spokes(?:person|man|woman)|aide|"
    r"press\s+secretary|lawyer|attorney|representative)\s+(?:for|to|of))\s+"
    # (a title before the name: "a spokeswoman for Uzbek President Timur Karimov")
    r"(?:the\s+)?(?:[A-Z][\w’'-]*\s+){0,3}$")
# "the veteran diplomat", "the 58-year-old", "the former minister": someone described
_DESCRIBED = re.compile(r"^\W*the\s+(?P<words>(?:[\w-]+\s+){0,2}?(?P<noun>[a-z0-9][\w-]+))\s*$")
# After a verb of saying: "said a statement from", "said a statement issued by"
_DOCUMENT_AFTER_VERB = re.compile(
    rf"\s+(?:a|an|the)\s+(?:[a-z-]+\s+)?(?:{_DOCUMENT_WORDS})\s+"
    r"(?:(?:issued|released|published|posted)\s+)?(?:from|by|of)\s+(?:the\s+)?")


def document_speaker(entities: Entities, salience: Salience, phrase: str, position: int
                     ) -> str | None:
    """Who a document the words name speaks for, when they name no author: "“…,” the
    statement read" (the body the text was reporting), "“…,” a ministry statement said"
    (the ministry the text named), "“…,” its statement added" (what "it" is)."""
    found = _DOCUMENT_PHRASE.match(phrase)
    if found is None:
        return None
    if found.group("body"):
        return resolve(entities, f"the {found.group('body').lower()}", salience, position)
    if found.group("owner"):
        owner = found.group("owner").lower()
        return resolve(entities, {"its": "it", "their": "it", "his": "he",
                                  "her": "she"}[owner], salience, position)
    return _body_last_called_so(entities, author_of_document(entities, salience, position),
                                position)


def _body_last_called_so(entities: Entities, author: str | None, position: int
                         ) -> str | None:
    """The body a state ``author`` stands for where the text last named the state by its
    demonym and the kind of its body: "The Malian ministry wrote in a note that … “…,” the
    note added" (the ministry, kg.draft.quote_demonym_bodies)."""
    if author is None or entities.kind(author) != "country":
        return author
    mentions = [m for m in entities.mentions if m.entity == author and m.end <= position]
    body = body_of_state_by_kind(entities, mentions[-1]) if mentions else None
    return body or author


def body_by_kind(entities: Entities, salience: Salience, phrase: str, position: int
                 ) -> str | None:
    """The body the text named that "the foreign ministry" or "the defence ministry" is:
    one of that kind whose name has the words before the noun, else the last of that kind
    (kg.draft.attribution.resolve)."""
    found = _BODY_PHRASE.match(phrase)
    if found is None:
        return None
    words = " ".join(found.group("qualifiers").split())
    return resolve(entities, f"the {words} {found.group('noun')}", salience, position)


def person_spoken_for(entities: Entities, salience: Salience, phrase: str, position: int
                      ) -> str | None:
    """The person whose office or spokesperson speaks: "“…,” her office said" (the woman
    the text was reporting)."""
    found = _POSSESSIVE_FOR.match(phrase)
    if found is None:
        return None
    pronoun = "he" if found.group("pronoun").lower() == "his" else "she"
    return speaker_called(entities, pronoun, salience, position)


def person_after_speaks_for(entities: Entities, start: int, end: int) -> str | None:
    """The person named right after "a spokesperson for", "an aide to" in the words
    ``text[start:end]``: "“…,” a spokesperson for Ruiz said" (Ruiz)."""
    text = entities.text
    for mention in entities.mentions_in(start, end):
        if mention.kind == "person" and _SPEAKS_FOR_PERSON.search(
                text, max(start, mention.start - 60), mention.start) \
                and re.fullmatch(r"\s*,?\s*", text[mention.end:end]):
            return mention.entity
    return None


# Who someone is, then their name set off by a comma: "a government spokesman, ", "a
# spokeswoman for the European Commission, ", "one of the negotiators, "
_DESCRIPTION_THEN_NAME = re.compile(r"\s*(?:an?|one|the|his|her|its|their)\s+"
                                    r"[^,;:“”\"\n]{1,80}?,\s+")


# A description that ends with the title of the one it speaks for: the name after the comma
# is that holder's ("a spokesman for the foreign minister, Luis Soto,": Soto is the minister)
_ONE_SPOKEN_FOR = re.compile(r"\b(?:for|to|of)\s+(?:the\s+)?(?:[\w’'-]+\s+){0,3}?"
                             r"(?:minister|president|ambassador|envoy|mayor|secretary|chief|"
                             r"head|king|queen|governor|premier|chancellor|consul|director)"
                             r",\s+$", re.IGNORECASE)


def person_named_after_description(entities: Entities, start: int, end: int) -> str | None:
    """The person the words ``text[start:end]`` name after saying who they are, the
    name closing the words or set off by a comma: "“…,” a spokeswoman for the Andean
    Community, Rosa Huamán, said" (Huamán, not the body she speaks for). Not a name after
    the title of one spoken for ("an aide to the mayor, Luis Paredes": Paredes may be the
    mayor) nor after a description with a verb in it."""
    text = entities.text
    described = _DESCRIPTION_THEN_NAME.match(text, start, end)
    if described is None or _ONE_SPOKEN_FOR.search(text, described.start(), described.end()):
        return None
    words = nlp.words(text, described.start(), described.end())
    if words is None or any(t.pos_ in ("VERB", "AUX") for t in words):
        return None  # ("a government spokesman after meeting the envoy, Luis Soto": not who)
    named = [m for m in entities.mentions_in(described.end(), end)
             if m.start == described.end() and m.kind == "person"]
    if not named or not re.match(r"\s*(?:[,.;]|$)", text[named[0].end:end]):
        return None
    return named[0].entity


def described_person(entities: Entities, phrase: str, position: int) -> str | None:
    """The person "the veteran diplomat" or "the 58-year-old" is: the one the text named
    with that title (kg.draft.attribution.by_role), by the phrase's last word when the whole
    finds no one; else, when only one person is named in the text before, that one
    ("Tomas Berg has served in Nairobi since 2021. “…,” the veteran diplomat said")."""
    found = _DESCRIBED.match(phrase)
    if found is None:
        return None
    words = found.group("words")
    # (the bare noun only when the words before it are in small letters: "the Lithuanian
    # president" is not the Finnish president named before)
    roles = [words.lower()] + ([found.group("noun").lower()] if words == words.lower()
                               or words.lower() == found.group("noun").lower() else [])
    for role in roles:
        person = latest_holder(entities, role, position)
        if person is not None and entities.kind(person) == "person":
            return person
    noun = found.group("noun").lower()
    if not _PERSON_NOUN.search(noun) or re.search(
            rf"\b(?:an?|one|two|several|some)\s+(?:[\w-]+\s+){{0,3}}?{re.escape(noun)}s?\b",
            entities.text[:position], re.IGNORECASE):
        return None  # (one the text described without naming: "a Western diplomat")
    people = {m.entity for m in entities.mentions if m.end <= position and m.kind == "person"}
    return people.pop() if len(people) == 1 else None


# The words that describe a person without being a title the text may give another: "the
# veteran diplomat" may be the one person named; "the president" is the one named president
# (by_role), or nobody the text named
_PERSON_NOUN = re.compile(r"^(?:\d+-year-old|diplomat|politician|veteran|activist|lawyer|"
                          r"academic|analyst|researcher|journalist|man|woman)$")


def document_after_verb(entities: Entities, verb_end: int, limit: int) -> str | None:
    """The body named after "said a statement from": "“…,” said a statement from the Polish
    Ministry of Foreign Affairs" (the ministry)."""
    found = _DOCUMENT_AFTER_VERB.match(entities.text, verb_end, limit)
    if found is None:
        return None
    named = [m for m in entities.mentions_in(found.end(), limit)
             if m.start <= found.end() + 2 and m.kind in AGENT_KINDS]
    return named[0].entity if named else None
