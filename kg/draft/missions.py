"""Embassies and consulates: a state's mission in a city, one organisation each.

"the Polish consulate in Lviv", "Norway's embassy in Tehran", "the Embassy of Norway in
Tehran" each name a body of the sending state (a GovernmentBody, ``of_state``) that sits in a
city (``location``); a later "the consulate" is that one when the text has named only one.
The rules run before the runs of capitals are read, and reserve the words they read.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from kg.draft.cities import world_cities
from kg.draft.gazetteer import (DEMONYMS, INTERNATIONAL, MONTHS, NOT_NAMES, WEEKDAYS, cities,
                        fold, state_named)

if TYPE_CHECKING:  # (names.py imports this module)
    from kg.draft.names import Entities, _Reserved


@lru_cache(maxsize=1)
def _fold_cities() -> dict[str, str]:
    """Folded city name -> the city's name as the gazetteer writes it."""
    return {fold(name): name for name in cities()}


# The mission's word, as a text writes it in lower case or capitalised
_BODY = (r"(?:[Ee]mbassy|[Cc]onsulate(?:[- ][Gg]eneral)?|[Hh]igh [Cc]ommission|"
         r"[Pp]ermanent [Mm]ission|[Dd]iplomatic [Mm]ission)")
# The international organisations a state's mission is accredited to, by any of their names
_ORGANISATIONS = "|".join(
    re.escape(n) for n in sorted({n for name, others in INTERNATIONAL.items()
                                  for n in (name, *others)}, key=len, reverse=True))
# "the Iranian mission in Geneva", "the Chinese mission to the United Nations": "mission"
# alone is a state's mission only with the city it sits in or the organisation it is
# accredited to ("the EU mission", "a peacekeeping mission" are none)
_MISSION_IN = (r"|[Mm]ission(?=\s+in\s+[A-Z]|\s+to\s+(?:the\s+)?(?:" + _ORGANISATIONS
               + r")(?![\w’'-]))")
# (a possessive after the word is the mission's: "the Norwegian embassy's counsellor")
_END = r"(?![\w-])(?!['’](?!s\b))"
# "the Permanent Mission of Ghana to the United Nations in Geneva": the organisation a
# state's mission is accredited to, before the city it sits in
_TO_ORGANISATION = re.compile(r"\s+to\s+(?:the\s+)?(?P<body>" + _ORGANISATIONS
                              + r")(?![\w’'-])")
_CAPITALISED = r"[A-Z][\w’'.-]*"
_OWNER_WORD = r"(?:(?:[A-Z]\.){2,}|[A-Z][\w-]*)"  # ("U.S."; a sentence's stop, a possessive apart)
# "the Polish consulate", "Norway's embassy", "the Czech Republic's Embassy", "the Trinidad
# and Tobago High Commission": one to four capitalised words, "and", "of" or "the" between
# them (the state's name or its demonym is the last of them), the mission's word
_OWNER_THEN_BODY = re.compile(
    rf"(?<![\w’'-])(?P<owner>(?:{_OWNER_WORD}\s+(?:(?:and|of|the)\s+){{0,2}}){{0,3}}"
    rf"{_OWNER_WORD})(?P<pos>['’]s)?\s+"
    rf"(?P<body>{_BODY}{_MISSION_IN}){_END}")
# "the Embassy of Norway", "the Consulate General of the Republic of Korea"
_BODY_OF_OWNER = re.compile(
    rf"(?<![\w’'-])(?P<body>{_BODY})\s+of\s+"
    rf"(?:the\s+)?(?P<owner>{_CAPITALISED}(?:\s+(?:of|the|and)?\s*{_CAPITALISED}){{0,5}})")
# "in Lviv", "in New York": where the mission is
_PLACE_WORD = r"[A-Z][\w’'-]*"
_IN_PLACE = re.compile(rf"\s+in\s+(?P<place>{_PLACE_WORD}(?: {_PLACE_WORD}){{0,2}})")
# "the consulate said": the one mission of that word named before
_BARE_BODY = re.compile(rf"\b[Tt]he\s+(?P<body>{_BODY}){_END}(?!\s+(?:of|in)\b)")


def find_missions(found: "Entities", reserved: "_Reserved") -> None:
    """Each embassy or consulate the text names (see the module's docstring)."""
    text = found.text
    missions: list[tuple[int, str, str]] = []  # where each mention starts, its word, its id
    matches = [(m, _owner_state(m.group("owner"), m.group("pos") is not None, m.start("owner"),
                                last=True)) for m in _OWNER_THEN_BODY.finditer(text)]
    matches += [(m, _owner_state(m.group("owner"), False, m.start("owner"), last=False))
                for m in _BODY_OF_OWNER.finditer(text)]
    for match, owner in sorted(matches, key=lambda pair: pair[0].start()):
        if owner is None:
            continue
        state, owner_start, owner_end = owner
        start = min(owner_start, match.start("body"))
        end = max(owner_end, match.end("body"))
        if reserved.covers(start, end):
            continue
        accredited = _TO_ORGANISATION.match(text, end)
        if accredited is not None:
            end = accredited.end()
        place = _place_after(found, end)
        if place is not None:
            end = place[1]
        # The mission's mention is its word (and the state after it: "Embassy of Norway"):
        # the state's mention before it and the city's after it stay, for the rules that
        # read a state acting on a mission, or where something happened.
        words = (match.start("body"), max(owner_end, match.end("body")))
        entity = _mission(found, state, match.group("body"), (owner_start, owner_end), place,
                          (start, end), words,
                          accredited.group("body") if accredited is not None else None)
        reserved.append((start, end))
        missions.append((start, _word(match.group("body")), entity))
    _bare_references(found, reserved, missions)
    _consuls_cities(found, reserved)


# "the consul general in Sydney", "Haiti's consul in Dajabón": where a consul serves
_CONSUL_IN = re.compile(r"\b[Cc]onsul(?:[- ][Gg]eneral)?(?=\s+in\s+[A-Z])")


def _consuls_cities(found: "Entities", reserved: "_Reserved") -> None:
    """The place after a consul's "in" is a city (a state's name aside), listed or not: the
    post rules read the consul's seat from it."""
    for match in _CONSUL_IN.finditer(found.text):
        place = _place_after(found, match.end())
        if place is None or place[2] != "city":
            continue
        name, end, _kind = place
        start = _IN_PLACE.match(found.text, match.end()).start("place")
        if not reserved.covers(start, end):
            found.add(start, end, "city", "City", name, "mission-place")
            reserved.append((start, end))


def _owner_state(owner: str, possessive: bool, start: int, last: bool
                 ) -> tuple[str, int, int] | None:
    """The state the owner's words name (its name, or its demonym when not possessive), and
    where those words are: the last words of the owner ("On Monday Norway's embassy") when
    ``last``, else its first ("the Embassy of Norway in Tehran")."""
    words = list(re.finditer(r"\S+", owner))
    for size in range(len(words), 0, -1):
        chosen = words[-size:] if last else words[:size]
        if len(chosen) > 1 and chosen[0].group(0) in NOT_NAMES - {"New"}:
            continue  # ("The U.S. embassy": the state's name starts after "The")
        name = owner[chosen[0].start():chosen[-1].end()]
        state = state_named(name) or (None if possessive or name not in DEMONYMS
                                      else state_named(DEMONYMS[name]))
        if state is not None:
            return state.name, start + chosen[0].start(), start + chosen[-1].end()
    return None


def _place_after(found: "Entities", end: int) -> tuple[str, int, str] | None:
    """(the place's name, where it ends, its kind) in "in <place>" right after ``end``: a
    listed city, a state, a city of the world's list ("in Punta Arenas", not "in Punta"),
    else one capitalised word that names no month or weekday."""
    match = _IN_PLACE.match(found.text, end)
    if match is None:
        return None
    words = match.group("place").split()
    for size in (3, 2, 1):
        name = " ".join(words[:size])
        if len(words) >= size and fold(name) in _fold_cities():
            return _fold_cities()[fold(name)], match.start("place") + len(name), "city"
        if len(words) >= size and state_named(name):
            return state_named(name).name, match.start("place") + len(name), "country"
        listed = world_cities(name) if len(words) >= size else ()
        if listed:
            return listed[0].name, match.start("place") + len(name), "city"
    first = words[0]
    if first in _PARTICLES and len(words) > 1 and words[1] not in MONTHS + WEEKDAYS:
        # "the Peruvian consulate in El Alto": an article or a saint before the name
        name = " ".join(words[:2])
        return name, match.start("place") + len(name), "city"
    if first in NOT_NAMES or first in MONTHS or first in WEEKDAYS or not first[1:].islower():
        return None
    return first, match.start("place") + len(first), "city"


# Words that begin a city's name and are no name alone ("El Alto", "San Pedro Sula", "Port
# Louis")
_PARTICLES = {"El", "La", "Las", "Los", "Le", "Les", "Al", "San", "Santa", "Santo", "São",
              "St", "St.", "Saint", "Sainte", "Port", "Puerto", "Porto", "New", "Ciudad",
              "Villa", "Bandar", "Kota", "Ban", "Fort", "Mount"}


def _word(body: str) -> str:
    """The mission's word as a name writes it: "Embassy", "Consulate General"."""
    return " ".join(w[:1].upper() + w[1:].lower() for w in re.split(r"[- ]", body))


def _mission(found: "Entities", state: str, body: str, owner: tuple[int, int],
             place: tuple[str, int, str] | None, span: tuple[int, int],
             words: tuple[int, int], accredited: str | None = None) -> str:
    """The mission's entity, made the first time (the state, and the city it is in, too)."""
    country = found.add(owner[0], owner[1], "country", "Country", state,
                        "state-name" if state_named(found.text[owner[0]:owner[1]])
                        else "demonym")
    extra: dict = {"of_state": country}
    name = f"{_word(body)} of {state}"
    if accredited is not None:
        name = f"{name} to the {accredited}"
    if place is not None:
        place_name, place_end, kind = place
        place_start = place_end - len(place_name)
        if found.text[place_start:place_end] != place_name:  # (a name written unaccented)
            place_start = found.text.rfind(" ", span[0], place_end) + 1
        extra["location"] = found.add(place_start, place_end, kind,
                                      "City" if kind == "city" else "Country", place_name,
                                      "mission-place" if kind == "city" else "state-name")
        name = f"{name} in {place_name}"
    else:
        # "the Polish embassy" after "the Polish embassy in Minsk": that one
        same = [e for e, item in found.items.items() if item.rule == "mission"
                and item.fields.get("of_state") == country
                and found.name(e).startswith(f"{_word(body)} of {state} in ")]
        if len(same) == 1:
            found.fold_into(words[0], words[1], same[0])
            return same[0]
    entity = found.add(words[0], words[1], "organization", "GovernmentBody", name, "mission",
                       extra, key=fold(name))
    item = found.items[entity]
    if item.fields.get("_origin") is None:
        surface = found.text[span[0]:span[1]]
        item.fields["alias"] = [] if fold(surface) == fold(name) else [surface]
        if not item.fields["alias"]:
            del item.fields["alias"]
    return entity


def _bare_references(found: "Entities", reserved: "_Reserved",
                     missions: list[tuple[int, str, str]]) -> None:
    """"the consulate said" after "the Polish consulate in Lviv": that consulate, when it is
    the one mission of that word the text has named before."""
    for match in _BARE_BODY.finditer(found.text):
        start, end = match.start("body"), match.end("body")
        if reserved.covers(start, end):
            continue
        before = {entity for at, word, entity in missions
                  if at < start and word == _word(match.group("body"))}
        if len(before) == 1:
            found.fold_into(start, end, before.pop())
            reserved.append((start, end))


# "its embassy in Minsk", "their consulate in Lyon": a mission named by its owner's pronoun
_ITS_BODY = re.compile(rf"\b(?:its|their)\s+(?P<body>{_BODY}){_END}(?=\s+in\s+[A-Z])")
_SENTENCE_START = re.compile(r"(?:[.!?]\s+|\n)")


def missions_of_a_pronoun(found: "Entities") -> None:
    """"Lisbon said on Friday that its consulate in Lyon would close": a mission named by
    "its" or "their" and the city it sits in is of the state the sentence named last
    before it (a state, or a state's body: "the Chilean foreign ministry ... its embassy");
    nothing when that state is the city's own or no state is named before it. Run after
    the runs of capitals are read, for the bodies they find."""
    text = found.text
    for match in _ITS_BODY.finditer(text):
        start, end = match.span("body")
        if found.mentions_in(start, end):
            continue  # read already
        place = _place_after(found, end)
        if place is None or place[2] != "city":
            continue
        state = _state_named_before(found, match.start())
        city_state = found.find_state(cities().get(_fold_cities().get(fold(place[0]), ""), ""))
        if state is None or state == city_state:
            continue
        name = f"{_word(match.group('body'))} of {found.name(state)} in {place[0]}"
        place_start = _IN_PLACE.match(text, end).start("place")
        city = [m.entity for m in found.mentions_in(place_start, place[1]) if m.kind == "city"]
        location = city[0] if city else found.add(place_start, place[1], "city", "City",
                                                  place[0], "mission-place")
        entity = found.add(start, end, "organization", "GovernmentBody", name, "mission",
                           {"of_state": state, "location": location}, key=fold(name))
        fields, surface = found.items[entity].fields, text[start:place[1]]
        if fields.get("_origin") is None and surface not in fields.get("alias", []):
            fields.setdefault("alias", []).append(surface)  # as _mission names it


def _state_named_before(found: "Entities", start: int) -> str | None:
    """The state of the last state or state's body the sentence names before ``start``."""
    begun = 0
    for stop in _SENTENCE_START.finditer(text := found.text, max(0, start - 400), start):
        begun = stop.end()
    for mention in reversed(sorted(found.mentions_in(begun, start), key=lambda m: m.start)):
        if mention.kind == "country":
            return mention.entity
        if mention.kind == "organization":
            state = found.state_of_body(mention.entity)
            if state is not None:
                return state
    return None
