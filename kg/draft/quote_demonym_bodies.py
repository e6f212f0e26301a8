"""A state's body called by the state's demonym and the kind of body in small letters ("the
Polish ministry", "the Thai foreign ministry", "the Peruvian embassy"): the body of that
state of that kind the text named before, when it named one, in place of the state."""

from __future__ import annotations

import re

from .names import Entities

# After the demonym, the kind of body, with what it does between: "foreign ministry"
# (the kind is the phrase's head: not "Peruvian ministry officials")
_KIND_AFTER_DEMONYM = re.compile(r"\s+(?P<portfolio>(?:(?:foreign|interior|defen[cs]e|justice|"
                                 r"external|affairs)\s+){0,2})(?P<noun>ministry|embassy)\b"
                                 r"(?!['’])(?!\s+(?:officials?|staff|spokes\w+|sources?|"
                                 r"employees?|workers?|officers?|diplomats?)\b)",
                                 re.IGNORECASE)
# The words of a ministry's name its portfolio words ask for; with none, a ministry in news
# of diplomacy is the foreign ministry ("the Peruvian ministry said": not Peru's health
# ministry named before)
_PORTFOLIO_NAMES = {"foreign": ("Foreign", "External"), "external": ("External", "Foreign"),
                    "interior": ("Interior",), "defence": ("Defen",), "defense": ("Defen",),
                    "justice": ("Justice",)}


def _fits_portfolio(name: str, noun: str, portfolio: str) -> bool:
    if noun != "Ministry":
        return True
    words = [w for w in portfolio.lower().split() if w in _PORTFOLIO_NAMES] or ["foreign"]
    return all(any(part in name for part in _PORTFOLIO_NAMES[w]) for w in words)


def body_of_state_by_kind(entities: Entities, mention) -> str | None:
    """The one body of the state ``mention`` names, of the kind the words after it say,
    that the text named before it; None when the words after it name no kind, or the text
    named no such body of that state, or two. "Chile's foreign ministry wrote to Lima, and
    Peru's replied. “…,” the Chilean ministry wrote" (Chile's ministry, not Peru's nor
    Chile)."""
    if entities.kind(mention.entity) != "country":
        return None
    kind = _KIND_AFTER_DEMONYM.match(entities.text, mention.end)
    if kind is None:
        return None
    noun = kind.group("noun").capitalize()
    bodies = {m.entity for m in entities.mentions
              if m.end <= mention.start and m.kind == "organization"
              and entities.items[m.entity].fields.get("of_state") == mention.entity
              and noun in str(entities.items[m.entity].fields.get("name", ""))
              and _fits_portfolio(str(entities.items[m.entity].fields.get("name", "")), noun,
                                  kind.group("portfolio"))}
    return bodies.pop() if len(bodies) == 1 else None


def body_of_state_before(entities: Entities, sentence_start: int, quoted, speaker: str | None
                         ) -> str | None:
    """The body a state's demonym and a kind of body stand for ("the Polish ministry"), when
    that is how the words before the quotation in its sentence name the state ``speaker``:
    "The Chilean ministry said the note was “unacceptable”" (body_of_state_by_kind); else
    ``speaker``."""
    if speaker is None or entities.kind(speaker) != "country":
        return speaker
    mentions = [m for m in entities.mentions_in(sentence_start, quoted.open)
                if m.entity == speaker]
    bodies = {body_of_state_by_kind(entities, m) for m in mentions}
    return bodies.pop() or speaker if len(bodies) == 1 else speaker
