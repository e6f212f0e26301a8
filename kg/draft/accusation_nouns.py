"""Allegations told by their noun, in the article's own voice: "amid accusations of spying on
exiles", "Russia has denied accusations that its embassy funded the protests", "Norway's
allegations that the attaché recruited informants".

The words after "that" or "of" are the allegation; who makes it is the one the noun names
("Norway's allegations", "accusations by the opposition"), else no one named; whom it is
about is the subject of its clause, else the first one its words name. A verb of denying
before the noun is a denial too, by that verb's subject, of that allegation.
"""

from __future__ import annotations

import re

from kg.draft.attribution import AGENT_KINDS, Salience, subject_before
from kg.draft.model import Ids, Item, Span
from kg.draft.names import Entities
from kg.draft.speech import clause_party, speaker_of_verb
from kg.source import Sentence

# "denied accusations that", "rejected the allegations of", "amid claims that"
_NOUN = re.compile(
    r"(?:\b(?P<deny>denied|denies|deny|denying|rejected|rejects|reject|rejecting|dismissed|"
    r"dismisses|dismiss|dismissing)\s+(?:the\s+|any\s+|all\s+)?(?:[\w’'-]+\s+)?|\b)"
    r"(?P<noun>allegations?|accusations?|claims|charges|suggestions?)"
    r"(?P<by>\s+(?:by|from)\s+[^,.;“”\"]{2,60}?)?\s+(?P<link>that|of)\s+"
    # (the words run to the end of the clause: a full stop, a semicolon, a comma before a
    # new clause)
    r"(?P<what>[^.;]{3,300}?)(?=[.;]|,\s+(?:and|but|which|who|while|a|an|the|saying|"
    r"adding)\b|,?\s*$|" + r"\s+(?:was|were|(?:has|have|had)\s+been)\s+(?:\w+ly\s+)?"
    r"(?:rejected|denied|dismissed)\b)", re.IGNORECASE)
# "…'s accusation that … was rejected by Yerevan": the words end at the main verb, and the
# one it names after "by" denies it
_DENIED_BY = re.compile(r"\s+(?:was|were|(?:has|have|had)\s+been)\s+(?:\w+ly\s+)?"
                        r"(?:rejected|denied|dismissed)\s+by\s+(?P<who>[^,.;“”\"]{2,60})")
# "of" followed by what is done: "accusations of spying on exiles", "of having passed"
_DOING = re.compile(r"(?:having\s+)?[a-z]+ing\b")


def find_accusation_nouns(entities: Entities, sentence: Sentence, salience: Salience,
                          groups, items: list[Item], used: Ids, headed) -> None:
    """Append to ``items`` the allegations the sentence tells by their noun, and the
    denials of them ("Russia denied accusations that …"); none where a claim drafted
    already holds their words."""
    text = entities.text
    for match in _NOUN.finditer(text, sentence.start, sentence.end):
        what_start, what_end = match.span("what")
        what = text[what_start:what_end].rstrip(" ,”\"")
        what_end = what_start + len(what)
        if len(what.split()) < 2 or (match.group("link").lower() == "of"
                                     and not _DOING.match(what)):
            continue  # "charges of 2019", "the claims of the ministry"
        if any(s.start < what_end and what_start < s.end for c in items for s in c.evidence):
            continue
        if match.group("deny") and any(c.fields["type"] == "Denial" and c.fields.get("denies")
                                       and c.evidence[0].start == match.start("deny")
                                       for c in items):
            continue  # a denial of an allegation told already (kg.draft.claims linked it)
        claimant = _accuser(entities, match, groups)
        denier = _denier(entities, match, salience, sentence) if match.group("deny") else None
        # (what one is accused "of" doing names no one accused: "amid accusations of spying
        # on Latvian exiles" is not about Latvia)
        about = _accused(entities, what_start, what_end, salience, sentence) \
            if match.group("link").lower() == "that" else None
        about = about or denier
        allegation = _item(headed, entities, claimant, about, what, "Allegation", used,
                           Span(what_start, what_end), "accusation-noun")
        items.append(allegation)
        denied_by = _DENIED_BY.match(text, what_end)
        if denied_by is not None and not match.group("deny"):
            # (the allegation and the words that deny it: "… was rejected by Yerevan")
            who = [m for m in entities.mentions_in(*denied_by.span("who"))
                   if m.kind in AGENT_KINDS | {"city"}]
            by = (entities.state_of_city(who[0].entity) or who[0].entity
                  if who[0].kind == "city" else who[0].entity) if who else None
            denial = _item(headed, entities, by, about, text[what_start:denied_by.end()],
                           "Denial", used, Span(what_start, denied_by.end()),
                           "accusation-noun-denied")
            denial.fields["denies"] = [allegation.fields["id"]]
            items.append(denial)
        if match.group("deny"):
            start = match.start("deny")
            words = text[start:what_end]
            denial = _item(headed, entities, denier, about, words, "Denial", used,
                           Span(start, what_end), "accusation-noun-denied")
            denial.fields["denies"] = [allegation.fields["id"]]
            items.append(denial)


def _item(headed, entities: Entities, claimant: str | None, about: str | None, words: str,
          type_: str, used: Ids, span: Span, rule: str) -> Item:
    """A claim of ``claimant`` about ``about`` in ``words``."""
    fields = headed(entities, claimant, words, type_, used, " ".join(words.split()[:5]))
    if claimant:
        fields["claimant"] = [claimant]
    if about:
        fields["about"] = [about]
    fields["text"] = words
    notes = [] if claimant else ["Name who makes this allegation (the text tells it by its "
                                 "noun): it is not a fact of the article."]
    if type_ == "Denial":
        notes.append("A denial: the claim is that the allegation is not so.")
    if notes:
        fields["note"] = " ".join(notes)
    return Item("claims", fields, [span], rule, missing=tuple(
        name for name, found in (("claimant", claimant), ("about", about)) if not found))


def _accuser(entities: Entities, match: re.Match, groups) -> str | None:
    """Who the noun says makes the allegation: "Norway's accusations", "Norwegian
    accusations", "accusations by the opposition"."""
    text = entities.text
    if match.group("by"):
        start, end = match.span("by")
        by = re.match(r"\s+(?:by|from)\s+", text[start:end])
        start += by.end()
        named = [m for m in entities.mentions_in(start, end) if m.kind in AGENT_KINDS]
        if named:
            return named[0].entity
        return groups.group(start, end)
    noun = match.start("noun")
    before = [m for m in entities.mentions_in(max(0, noun - 60), noun)
              if m.kind in AGENT_KINDS | {"city"}
              and re.fullmatch(r"(?:['’]s)?\s+", text[m.end:noun])]
    if not before:
        return None
    found = before[-1]
    return entities.state_of_city(found.entity) if found.kind == "city" else found.entity


def _accused(entities: Entities, start: int, end: int, salience: Salience,
             sentence: Sentence) -> str | None:
    """Whom the allegation is about: its clause's subject ("that its embassy funded …": the
    embassy), else the first one its words name that is not a place."""
    _party, whom = clause_party(entities, start, salience, sentence.start)
    if whom is not None:
        return whom
    named = [m for m in entities.mentions_in(start, end) if m.kind in AGENT_KINDS]
    return named[0].entity if named else None


def _denier(entities: Entities, match: re.Match, salience: Salience,
            sentence: Sentence) -> str | None:
    """Who denies: the subject of the verb of denying, by the parse, else the words
    before it."""
    position = match.start("deny")
    denier, _how = speaker_of_verb(entities, position, salience, sentence.start)
    if denier is None:
        denier, how = subject_before(entities, sentence, position, salience)
        denier = denier if how in ("subject", "reference", "sentence-subject") else None
    return denier
