"""Names in the text: people, organisations, states, cities, places and platforms.

Rules, not a model: a name is a run of capitalised words (with "of", "de", "van" and the
like between them); what kind of thing it names is decided by the word lists in
gazetteer.py (states, demonyms, capitals, organisation words, titles), and a run of two to
four capitalised words that is none of those is a person. A surname or alias given alone
is folded into the full name given earlier; a name already known (another article's
mapping input, the published graph) reuses that entity's id and names.

Two neighbours read what the word lists cannot: missions.py the embassies and consulates of
a state in a city, descriptors.py the kind of organisation a name is from the words beside
it ("the rights group Libertas Watch"). A run of capitals that no list decides goes through
the small rules of _PERSON_OR_ORG_RULES, in order, each with its example.
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Iterator
import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache

from ..uris import slugify
from .gazetteer import (CONTINENTS, DEMONYMS, HONORIFIC_FOLLOWERS, HONORIFICS,
                        INNER_REGIONS, INTERNATIONAL, MONTHS, NAMED_BODIES, NOT_NAMES,
                        ORG_WORDS,
                        PLACE_WORD_QUALIFIERS, PLACE_WORDS, PLATFORMS, PORTFOLIO_WORDS, REGIONS,
                        SEATS, STATE_BODIES,
                        STATE_BODY_SHORT_NAMES, TITLE_HEADS, TITLES, US_STATES, State,
                        VETERANS_WORDS, WEEKDAYS, cities, fold, not_seats, state_named, states,
                        territories)
from .dates import SECTION_LABELS
from .cities import City, names_of_code, world_cities
from .descriptors import described_type
from .word_patterns import one_of
from .known import Known, KnownIndex, generic_name
from .missions import find_missions, missions_of_a_pronoun
from .model import Item, Mention, Span
from .nlp import ORGANISATION_LABELS, PERSON_LABELS, label_of, named_spans, word_at


def _combining_marks() -> str:
    """The combining marks (Unicode category M*) as ranges for a regex character class.

    A text can come decomposed (NFD: 'ė' as 'e' and a combining dot): the marks are not
    word characters to the regex module, and a name would end at the first accent."""
    ranges: list[list[int]] = []
    # marks are in the first two planes and in plane 14 (variation selectors)
    for code in (*range(0x20000), *range(0xE0000, 0xE1000)):
        if unicodedata.category(chr(code)).startswith("M"):
            if ranges and ranges[-1][1] == code - 1:
                ranges[-1][1] = code
            else:
                ranges.append([code, code])
    return "".join(f"\\U{a:08x}-\\U{b:08x}" for a, b in ranges)


_MARKS = _combining_marks()
# a word: a letter, then letters, digits, marks, apostrophes or hyphens, ending in a
# letter, digit or mark, or in a plural's possessive apostrophe before a capital ("Kurdistan
# Workers' Party" is one name, not "Party")
_WORD = re.compile(rf"(?:[A-Z]\.){{2,}}|[^\W\d_](?:[\w'’\-{_MARKS}]*(?:s['’](?= [A-Z])|[^\W_]|"
                   rf"[{_MARKS}]))?")
# ("e": "Ulisses Correia e Silva"; "binti", "bint": "Nur Aisyah binti Mohd Rashid")
_CONNECTORS = {"of", "the", "for", "de", "del", "la", "da", "do", "dos", "das", "van", "von",
               "los", "las", "dela", "delos",
               "der", "bin", "al", "y", "des", "du", "di", "ibn", "e", "binti", "bint", "ibni",
               "della", "dei", "zu", "ter", "den"}
# Words of a title or an honorific before a name ("Minister of State for Energy Affairs
# Sheikh"): a run that starts with them and holds a title word or an honorific has its name
# after them.
_TITLE_WORDS = ({w for t in TITLES for w in t.split()} | TITLE_HEADS | HONORIFICS
                | PORTFOLIO_WORDS | {"Secretary-General", "Vice-President", "Commissioner"})
# (a judge's "Justice" is a portfolio's word too: "Justice Ana Ruiz", "the Justice Ministry")
_TITLE_CORE = ({w for t in TITLES for w in t.split()} | TITLE_HEADS | HONORIFICS
               | {"Secretary-General", "Vice-President", "Commissioner"}) - PORTFOLIO_WORDS \
    | {"Justice"}
_TITLE_JOINERS = {"of", "for", "and", "the"}
# "al-Sudani", and "d'Aniello", "dell'Acqua": an article or a particle joined to a name
_ARTICLE_PREFIX = re.compile(r"(?:al|el|ad|ash|as|at|an|ar|az|ud|ul)-[A-Z]|"
                             r"(?:d|l|dell|dall|degl|nell)['’][A-Z]")
_TRAILING_POSSESSIVE = re.compile(r"[’']s$")
_ALIAS = re.compile(r"\b(?:alias|known as|nicknamed|dubbed)\s+[“\"](?P<alias>[^”\"\n]{1,40}?)"
                    r"[,.]?[”\"]")
_FORMERLY = re.compile(r"\((?:formerly|previously|also known as)\s+(?P<alias>[^)\n]{1,40})\)")
def _accented_first(names: dict[str, str]) -> dict[str, tuple[str, str]]:
    """Folded name -> (name, value); of two spellings ("São Paulo", "Sao Paulo") the one
    with more accented letters is the label (a text that writes both is labelled "São
    Paulo")."""
    table: dict[str, tuple[str, str]] = {}
    for name, value in names.items():
        key = fold(name)
        if key not in table or sum(not c.isascii() for c in name) > \
                sum(not c.isascii() for c in table[key][0]):
            table[key] = (name, value)
    return table


@lru_cache(maxsize=1)
def _fold_cities() -> dict[str, tuple[str, str]]:
    """Folded city name -> (the city's label, its state), for the gazetteer's cities."""
    return _accented_first(cities())


_FOLD_CONTINENTS = {fold(c): c for c in CONTINENTS}
# "told Reuters", "RIA Novosti reported" (a run of capitals is cut where capitals and
# small letters meet: one pass over the text finds them whole)
_NAMED_BODY = re.compile(r"(?<![\w’'-])(?:" + "|".join(
    re.escape(b) for b in sorted(NAMED_BODIES, key=len, reverse=True)) + r")(?![\w-])")
_FOLD_PLATFORMS = {fold(k): v for k, v in PLATFORMS.items()}
_MONTHS_AND_DAYS = set(MONTHS) | set(WEEKDAYS)
# Words that end the name of a place, a building or a body of water ("Belém Palace", "Syr
# Darya", "South Pacific"): such a run names a place. Words that are also common surnames
# (Hall, Park, House, Church) are left out.
_PLACE_LAST = {
    "Palace", "Castle", "Cathedral", "Mosque", "Temple", "Tower", "Airport", "Square",
    "Avenue", "Boulevard", "Bridge", "Stadium", "Sea", "Ocean", "Pacific", "Atlantic",
    "River", "Darya", "Canal", "Lake", "Bay", "Gulf", "Strait", "Straits", "Dam", "Island",
    "Islands", "Mountains", "Peninsula", "Desert", "Valley", "Basin", "Delta", "Coast",
    "Station", "Terminal", "Harbour", "Harbor", "Port", "Plaza", "Embankment",
    "Street", "Road", "Highway", "Park", "Monument", "Memorial", "Waters", "Reservoir",
    "Building", "Buildings", "Site", "Complex", "Compound",
    "Dao", "Shoal", "Reef", "Hebrides", "Channel", "Causeway", "Falls", "Fjord", "Passage",
    # a state's divisions ("Morobo County", "Badakhshan Province", "Tavush Region")
    "County", "Province", "Governorate", "Oblast", "Prefecture", "Municipality", "Region",
    "District",
}
# Words that end the name of a document or an event, or an adjective of a region ("High
# Seas Treaty", "Central Asian"), and words that start the name of a place or a region
# ("Saint Vincent", "Central Asian"): a run with one of them is no person's name.
_NOT_A_PERSON_LAST = {
    "Treaty", "Agreement", "Accord", "Accords", "Declaration", "Convention", "Protocol",
    "Charter", "Pact", "Doctrine", "Initiative", "Plan", "Act", "Resolution", "Statement",
    "Summit", "Conference", "Forum", "Dialogue", "Talks", "Games", "Olympics", "Cup", "War",
    "Crisis", "Revolution", "Corridor", "Day", "Eve", "Correspondent", "Editor",
    "Reporter", "Policing", "Command",
    "Asian", "African", "European", "Arab", "Arabian", "Nordic", "Baltic", "Balkan",
    "Caribbean", "Andean", "Eurasian", "Scandinavian", "Mediterranean", "Slavic",
}
# The first word of the name of an operation, a programme or an exercise
_OPERATION_FIRST = {"Operation", "Project", "Programme", "Program", "Exercise"}
_NOT_A_PERSON_FIRST = {
    "Saint", "St", "St.", "San", "Santa", "Sankt", "São", "Mount", "Lake", "Cape", "Port",
    "Fort", "Gulf", "Sea", "North", "South", "East", "West", "Northern", "Southern",
    "Eastern", "Western", "Central", "Upper", "Lower", "Greater", "Inner", "Outer",
    "Sub-Saharan", "Villa", "Palais", "Palazzo", "Parliament", "El", "Middle", "Radio",
    "Government", "White",
}
_NOT_A_PERSON_FIRST |= _OPERATION_FIRST  # (an operation's name is no person's)
# A building named by its first and last word ("State House", "Government House", "White
# House"): a place, not a person whose surname is House or Hall.
_BUILDING_LAST = {"House", "Hall", "Lodge", "Building", "Residence", "Mansion"}
_BUILDING_FIRST = PORTFOLIO_WORDS | {"White", "Government", "City", "Town", "Parliament",
                                     "Blue", "Lancaster", "Chatham", "Carlton", "Mansion"}
# The first word of a broadcaster's or an agency's name ("Radio Mitre"), or of a name in a
# language that puts the organisation's word first ("Fundación Puente", "Partido Verde"):
# an organisation.
_ORG_FIRST = {"Radio", "Television", "TV", "Channel", "Agence", "Agencia", "Agência",
              "Rádio", "Radiotelevisión", "Telediario", "Fundación", "Fundação", "Fondation",
              "Fondazione", "Stiftung", "Asociación", "Associação", "Associazione",
              "Instituto", "Institut", "Istituto", "Movimiento", "Movimento", "Partido",
              "Parti", "Partito", "Frente", "Unión", "União", "Centro", "Centre", "Comité",
              "Comisión", "Colectivo", "Coletivo", "Observatorio", "Observatório", "Consejo",
              "Conselho", "Confederación", "Federación", "Sindicato", "Coordinadora",
              "Corporación", "Asamblea", "Alianza", "Acción", "Red", "Rede", "Procuraduría",
              "Fiscalía", "Guardia", "Policía", "Polícia", "Ministerio", "Ministério",
              "Ministère", "Secretaría", "Cancillería", "Corte", "Tribunal", "Juzgado",
              "Armada", "Ejército", "Gendarmerie", "Conseil", "Assemblée", "Congreso",
              "Senado", "Cámara", "Collectif", "Comité", "Syndicat", "Union", "Agenzia",
              "Diario", "Jornal"}  # ("Diario Libre", "Jornal do Commercio")
# Types of the entities named from gazetteer.py's lists: one id each, in every article
_GAZETTEER_TYPES = {"Country", "City", "Continent", "SocialMediaPlatform"}
_ORG_SYNONYMS = [  # different ways of writing one organisation's name, folded alike
    (re.compile(r"^ministry of (?:the )?foreign affairs"), "foreign ministry"),
    (re.compile(r"^ministry of (?:the )?(\w+)$"), r"\1 ministry"),
]


_REGNAL = re.compile(r"(?=[IVX]{2,6}$)X{0,3}(?:IX|IV|V?I{0,3})$")


@dataclass
class Token:
    start: int
    end: int
    text: str

    @property
    def capitalised(self) -> bool:
        # "al-Sudani", "el-Sisi": an Arabic article before a capitalised name is part of the
        # name, which goes on through it ("Mohammed Shia al-Sudani", not "Mohammed Shia")
        return self.text[:1].isupper() or bool(_ARTICLE_PREFIX.match(self.text))

    @property
    def all_caps(self) -> bool:
        letters = [c for c in self.text if c.isalpha()]
        return len(letters) >= 2 and all(c.isupper() for c in letters)

    @property
    def regnal(self) -> bool:
        """A regnal number, II to XXXIX ("King Mohammed VI": not an acronym after a name)."""
        return bool(_REGNAL.match(self.text))


@dataclass
class Entities:
    """The entities a draft proposes, and every mention of them in the text."""

    text: str
    known: KnownIndex
    items: dict[str, Item] = field(default_factory=dict)
    mentions: list[Mention] = field(default_factory=list)
    _by_name: dict[str, str] = field(default_factory=dict)
    _org_keys: dict[tuple[str, str | None], str] = field(default_factory=dict)
    # People by each folded word of their names and by each trailing part of two words or
    # more ("rebelo de sousa", "lopez obrador"), with where each is first mentioned: a
    # surname given alone is looked up here instead of in every earlier mention, which
    # made a long text take time growing with the square of its length.
    _people_by_part: dict[str, dict[str, int]] = field(default_factory=dict)
    _indexed_people: dict[str, list[str]] = field(default_factory=dict)
    _positions: tuple | None = None
    # Organisations named beside a descriptor, by the descriptor's words ("group": the
    # rights group named before), for a later "the group said" (_described_references)
    _described: dict[str, list[str]] = field(default_factory=dict)

    # --- what other rules ask ------------------------------------------------------------
    def state_of_city(self, entity: str) -> str | None:
        """The id of the state whose government a listed city is the seat of ("Moscow
        denied"), if the text names that state."""
        listed = _fold_cities().get(fold(self.name(entity)))
        if listed is None or listed[0] in not_seats():
            return None
        return self._by_name.get(fold(listed[1]))

    def state_of_body(self, entity: str | None) -> str | None:
        """The state a body is of, or the state a government governs ("Senegal's Foreign
        Ministry": Senegal); None for anything else."""
        item = self.items.get(entity) if entity is not None else None
        return (item.fields.get("of_state") or item.fields.get("governs")) if item else None

    def find_state(self, name: str) -> str | None:
        """The id of the state ``name`` names ("France"), if the text names it."""
        state = state_named(name)
        entity = self._by_name.get(fold(state.name if state else name))
        return entity if entity is not None and self.kind(entity) == "country" else None

    def kind(self, entity: str) -> str:
        return self.items[entity].fields["_kind"]

    def name(self, entity: str) -> str:
        fields = self.items[entity].fields
        label = fields.get("label")
        return fields.get("name") or (label["en"] if isinstance(label, dict) else str(label))

    def mentions_in(self, start: int, end: int) -> list[Mention]:
        """The mentions inside [start, end), in the order of ``mentions``."""
        starts, by_start = self._position_index()
        first = bisect.bisect_left(starts, start)
        last = bisect.bisect_right(starts, end)
        inside = [(index, mention) for index, mention in by_start[first:last]
                  if mention.end <= end]
        return [mention for _index, mention in sorted(inside, key=lambda pair: pair[0])]

    def mention_at(self, start: int, end: int) -> Mention | None:
        for mention in self.mentions_in(start, end):
            if mention.start == start and mention.end == end:
                return mention
        return None

    def _position_index(self) -> tuple[list[int], list[tuple[int, Mention]]]:
        # Other rules ask for the mentions of each sentence: reading the whole list each
        # time made a long text slow. The index is rebuilt when the list has changed.
        key = (id(self.mentions), len(self.mentions))
        if self._positions is None or self._positions[0] != key:
            by_start = sorted(enumerate(self.mentions), key=lambda pair: pair[1].start)
            longest = max((m.end - m.start for m in self.mentions), default=0)
            self._positions = (key, [m.start for _i, m in by_start], by_start, longest)
        return self._positions[1], self._positions[2]

    def mentions_near(self, start: int, end: int) -> list[Mention]:
        """The mentions that overlap [start, end) or touch it, in the order of ``mentions``."""
        self._position_index()
        longest = self._positions[3]
        return [m for m in self.mentions_in(max(0, start - longest), end + longest)
                if m.start <= end and start <= m.end]

    # --- adding ---------------------------------------------------------------------------
    def add(self, start: int, end: int, kind: str, type_: str, name: str, rule: str,
            extra: dict | None = None, key: str | None = None) -> str:
        """Record a mention of ``name``; create its entity the first time. Returns its id."""
        folded = key or fold(name)
        entity = self._by_name.get(folded)
        if entity is None:
            known = self.known.find(name)
            if known and known.kind == kind and _same_state(known, extra or {}, name):
                entity = self._adopt(known, start, end, rule)
            else:
                entity = self._create(kind, type_, name, start, end, rule, extra or {})
            self._by_name[folded] = entity
            if key:
                # found by its name too, by rules that know no key ("published by the
                # Lithuanian Foreign Ministry"); the first of that name
                self._by_name.setdefault(fold(name), entity)
        surface = self.text[start:end]
        item = self.items[entity]
        # (a state's other names are aliases too, "UK", "Britain"; a demonym is none)
        if fold(surface) != fold(self.name(entity)) \
                and (kind != "country" or rule == "state-name") \
                and item.fields.get("_origin") is None and rule not in {"surname", "demonym"}:
            aliases = item.fields.setdefault("alias", [])
            if surface not in aliases and fold(surface) not in {fold(a) for a in aliases}:
                aliases.append(surface)
        self._append(Mention(start, end, surface, entity, kind))
        return entity

    def _append(self, mention: Mention) -> None:
        positions = self._positions
        current = positions is not None and positions[0] == (id(self.mentions), len(self.mentions))
        self.mentions.append(mention)
        if current:  # keep the index instead of sorting it again
            _key, starts, by_start, longest = positions
            place = bisect.bisect_right(starts, mention.start)
            starts.insert(place, mention.start)
            by_start.insert(place, (len(self.mentions) - 1, mention))
            self._positions = ((id(self.mentions), len(self.mentions)), starts, by_start,
                               max(longest, mention.end - mention.start))
        if mention.kind == "person":
            self._index_person(mention.entity, mention.start)

    def _index_person(self, entity: str, start: int) -> None:
        parts = self._indexed_people.get(entity)
        if parts is None:
            words = fold(self.name(entity)).split()
            parts = words + [" ".join(words[cut:]) for cut in range(1, len(words) - 1)]
            self._indexed_people[entity] = parts
        for part in parts:
            firsts = self._people_by_part.setdefault(part, {})
            if start < firsts.get(entity, start + 1):
                firsts[entity] = start

    def people_named_before(self, part: str, position: int) -> list[str]:
        """People mentioned before ``position`` whose name has the folded word ``part``, or
        ends with the folded words ``part``."""
        firsts = self._people_by_part.get(part, {})
        return [entity for entity, first in firsts.items() if first < position]

    def _adopt(self, known: Known, start: int, end: int, rule: str) -> str:
        fields = {"id": known.id, "type": known.type, **known.fields,
                  "_kind": known.kind, "_origin": known.origin}
        self.items[known.id] = Item("entities", fields, [Span(start, end)], f"known-{rule}")
        self.items[known.id].comments["id"] = f"the id it has in {known.origin}"
        for name in known.names:
            self._by_name.setdefault(fold(name), known.id)
        return known.id

    def _create(self, kind: str, type_: str, name: str, start: int, end: int, rule: str,
                extra: dict) -> str:
        state = extra.get("of_state") or extra.get("governs")
        # A name any state's body has takes its state into its id ("foreign-ministry-of-
        # bolivia"): the id is the IRI in every article, and a bare "foreign-ministry"
        # would give one state's ministry the IRI of all of them
        base = slugify(f"{name} of {state}" if state and kind == "organization"
                       and generic_name(name) else name) or "entity"
        entity, number = base, 1
        # A state's, a capital's, a continent's or a platform's id is the slug of its name
        # in the gazetteer, whatever other drafts hold it ("venezuela", never
        # "venezuela-2"); an organisation another draft has already named the same keeps
        # that draft's id (KnownIndex.drafted_organisation).
        earlier = self.known.drafted_organisation(type_, name, state) \
            if kind in ("organization", "place") else None
        drafted = earlier[0] if earlier else None
        if drafted is not None and drafted not in self.items:
            entity = drafted
            name = earlier[1]  # as that draft wrote it: one node has one name
        while entity in self.items or (entity in self.known.taken and entity != drafted
                                       and type_ not in _GAZETTEER_TYPES):
            number += 1
            entity = f"{base}-{number}"
        fields = {"id": entity, "type": type_}
        if kind in {"person", "organization", "country", "website"}:
            fields["name"] = name
        else:
            fields["label"] = {"en": name}
        fields.update(extra)
        fields["_kind"] = kind
        self.items[entity] = Item("entities", fields, [Span(start, end)], rule)
        return entity

    def fold_into(self, start: int, end: int, entity: str) -> None:
        kind = self.kind(entity)
        self._append(Mention(start, end, self.text[start:end], entity, kind))


def _same_state(known: Known, extra: dict, name: str) -> bool:
    """Whether an entity of another article may be the one ``name`` names here: always,
    but for a name any state's body has ("Foreign Ministry"), which is that entity only
    when both are of one state."""
    if not generic_name(name):
        return True
    fields = known.fields
    theirs = fields.get("of_state") or fields.get("governs")
    return theirs is not None and theirs == (extra.get("of_state") or extra.get("governs"))


def find_entities(text: str, known: KnownIndex) -> Entities:
    """The entities ``text`` names."""
    found = Entities(text, known)
    reserved = _Reserved()
    _currencies(found, reserved)
    _domain_names(found, reserved)
    _outlets_named_after_a_place(found, reserved)
    _international(found, reserved)  # ("Co-operation in Europe" is no continent's)
    _named_bodies(found, reserved)
    _continents(found, reserved)
    _long_state_names(found, reserved)
    _seats(found, reserved)
    _state_bodies(found, reserved)
    find_missions(found, reserved)
    _lowercase_ministries(found, reserved)
    _listed_portfolios(found, reserved)
    _bodies_on_a_subject(found, reserved)
    _datelines(found, reserved)
    _cities_with_small_words(found, reserved)
    _capitalised_bylines(found, reserved)
    _weekend_papers(found, reserved)
    _defined_acronyms(found, reserved)
    _places(found, reserved)
    _ships(found, reserved)
    _rivers_named_after_their_word(found, reserved)
    _known_lowercase(found, reserved)
    _local_bodies(found, reserved)
    tokens = [t for t in _tokens(text)]
    for run in _runs(text, tokens):
        run = [t for t in run if not _inside(t.start, t.end, reserved)]
        for piece in _split(run):
            _classify(found, _after_an_opening_noun(found.text, piece))
    missions_of_a_pronoun(found)
    _join_short_names(found)
    _one_ministry_of_a_portfolio(found)
    _one_body_of_a_state(found)
    _bodies_of_a_state_named_in_full(found)
    _parenthesised_short_names(found)
    _acronyms_again(found)
    _acronyms_named_in_full_after(found)
    _described_references(found)
    _aliases(found)
    _acronyms_nobody_reads_as_organisations(found)
    _outermost(found)
    _names_inside_longer_names_only(found)
    _choose_evidence(found)
    return found


# "of", "for" and "the" between a sentence's opening noun and the body it is of
_OPENING_JOINERS = {"of", "for", "the"}


# Plural words for people who belong to a body, which open a sentence before it: not
# "Friends", "Lawyers" or "Relatives", which open the names of bodies
_MEMBERS_OF_A_BODY = frozenset({"fighters", "members", "supporters", "officials", "soldiers",
                                "workers", "militants", "leaders", "troops", "officers",
                                "staff", "employees", "delegates", "representatives"})


def _after_an_opening_noun(text: str, piece: list[Token]) -> list[Token]:
    """"Fighters of the Ostravan Liberation Army shelled the port": a plural common noun
    (the parse's NNS) capitalised only because it opens the sentence, with "of" or "for"
    after it, is no word of the name of the body that follows; the piece from that body's
    first word, when a word of it is an organisation's ("Friends of the Earth" and "Mothers
    of the Plaza de Mayo" are left whole)."""
    if len(piece) < 3 or piece[1].text not in ("of", "for"):
        return piece
    word = word_at(text, piece[0].start)
    if word is None or not word.is_sent_start or word.tag_ != "NNS" \
            or word.lower_ not in _MEMBERS_OF_A_BODY:
        return piece
    rest = piece[1:]
    while rest and rest[0].text in _OPENING_JOINERS:
        rest = rest[1:]
    if rest and rest[0].capitalised and any(ORG_WORDS.get(t.text) for t in rest):
        return rest
    return piece


def _names_inside_longer_names_only(found: Entities) -> None:
    """"Kenya Airways said the flight was cancelled": an entity every mention of which lies
    inside a longer name (whose mention _outermost keeps) is named by the text only as part
    of that name, and is no entity of its own, unless another entity refers to it (the state
    of "the Embassy of Kenya")."""
    mentioned = {m.entity for m in found.mentions}
    referred = {value for item in found.items.values() for key, value in item.fields.items()
                if key not in ("id", "_kind") and isinstance(value, str)}
    for entity in [e for e in found.items if e not in mentioned and e not in referred]:
        del found.items[entity]
        for names in (found._by_name, found._org_keys):
            for key in [k for k, e in names.items() if e == entity]:
                del names[key]


def states_named_by_demonyms_only(found: Entities) -> set[str]:
    """The states the text names only by demonyms that qualify people or things in the
    plural ("Russian businessmen", "British officials", and never "Russia", nor "the
    Venezuelan crisis", a matter of the state): a reviewer lists a state the text names,
    and one only qualifying its people is drafted only when an item needs it."""
    named = {m.entity for m in found.mentions if m.kind == "country"
             and found.items.get(m.entity) is not None
             and (fold(m.text) == fold(found.name(m.entity)) or fold(m.text) in {
                 fold(a) for a in found.items[m.entity].fields.get("alias", [])}
                  or not _PLURAL_AFTER.match(found.text, m.end))}
    return {m.entity for m in found.mentions if m.kind == "country"} - named


# A noun in the plural after a demonym: "Russian businessmen", "British officials"
# (not "crisis", "status", "press")
_PLURAL_AFTER = re.compile(r"\s+(?:[a-z]+\s+)?(?:[a-z]+[^isu\W]s|businessmen|men|women|people)\b")


@lru_cache(maxsize=1)
def _state_word_before() -> re.Pattern[str]:
    """A demonym or a state's possessive right before a word: "the Belarusian KGB",
    "Russia's FSB" (built on first use, from the demonyms' table)."""
    return re.compile(r"(?:\b(?:" + "|".join(re.escape(d) for d in sorted(
        DEMONYMS, key=len, reverse=True)) + r")|['’]s)\s+$")


def _acronyms_nobody_reads_as_organisations(found: Entities) -> None:
    """"the waters of its EEZ under UNCLOS": a word in capitals that no long form in the
    text defines is an organisation's acronym ("the GRU said", "the SBU detained two men")
    only where spaCy's recogniser reads it as an organisation too, or a state's demonym
    or possessive stands before it ("the Belarusian KGB"), at one mention at least;
    otherwise (a zone, a treaty, a product, a unit) it is dropped."""
    acronyms = {entity for entity, item in found.items.items()
                if item.rule == "acronym" and item.fields.get("_origin") is None}
    if not acronyms:
        return
    read = {m.entity for m in found.mentions if m.entity in acronyms
            and (label_of(found.text, m.start, m.end) in ORGANISATION_LABELS
                 or _state_word_before().search(found.text, max(0, m.start - 40), m.start))}
    dropped = acronyms - read
    if not dropped:
        return
    found.mentions = [m for m in found.mentions if m.entity not in dropped]
    for entity in dropped:
        del found.items[entity]
    for key, entity in list(found._by_name.items()):
        if entity in dropped:
            del found._by_name[key]
    found._positions = None


def _outermost(found: Entities) -> None:
    """'Peru' inside 'Government of Peru' is part of that name: other rules see the whole."""
    mentions = sorted(found.mentions, key=lambda m: (m.start, -m.end))
    kept: list[Mention] = []
    for mention in mentions:
        if kept and kept[-1].start <= mention.start and mention.end <= kept[-1].end:
            continue
        kept.append(mention)
    found.mentions = kept


def _choose_evidence(found: Entities) -> None:
    """Each entity's evidence: its first mention by its own name (else its first mention),
    and entities in the order the text first names them."""
    first: dict[str, Mention] = {}
    for mention in found.mentions:
        item = found.items.get(mention.entity)
        if item is None:
            continue
        names = {fold(found.name(mention.entity))} | {fold(a) for a in item.fields.get("alias", [])}
        if mention.entity not in first or (fold(mention.text) in names
                                           and fold(first[mention.entity].text) not in names):
            first[mention.entity] = mention
    for entity, mention in first.items():
        found.items[entity].evidence = [Span(mention.start, mention.end)]
    order: dict[str, int] = {}
    for mention in found.mentions:
        if mention.entity in first and mention.start < order.get(mention.entity, len(found.text)):
            order[mention.entity] = mention.start
    found.items = dict(sorted(found.items.items(),
                              key=lambda pair: order.get(pair[0], len(found.text))))


class _Reserved:
    """Spans already read as a name by an earlier rule, kept in order of position: a long
    text holds many, and a look-up must not read them all."""

    def __init__(self) -> None:
        self._spans: list[tuple[int, int]] = []
        self._longest = 0

    def append(self, span: tuple[int, int]) -> None:
        bisect.insort(self._spans, span)
        self._longest = max(self._longest, span[1] - span[0])

    def covers(self, start: int, end: int) -> bool:
        # a span holding [start, end) starts at most the longest span's length before it
        index = bisect.bisect_right(self._spans, (start, math.inf))
        while index > 0:
            index -= 1
            span_start, span_end = self._spans[index]
            if span_start < start - self._longest:
                return False
            if end <= span_end:
                return True
        return False


def _inside(start: int, end: int, reserved: _Reserved) -> bool:
    return reserved.covers(start, end)


# A currency named by its state ("U.S. dollars", "HK$1 million", "Swiss francs") names no
# state or body that acts: "U.S. dollars" names no United States
_CURRENCY = re.compile(r"(?<![\w.])(?:(?:[A-Z][\w’'.]*\s+){1,2}(?:dollars?|francs?|pesos?|"
                       r"rupees?|roubles?|rubles?|yuan|yen|pounds?|euros?|dinars?|dirhams?|"
                       r"riyals?|rials?|shillings?|rand|naira|cedis?|kwacha|birr|baht|ringgit|"
                       r"rupiah|lira|krona|kronor|krone|kroner|zloty|forint|hryvnias?|"
                       r"tenge|somoni|manat|kuna|reais)\b|"  # (not "won": "Bahrain won seats")
                       r"(?:U\.?S|HK|NZ|A|C|S|NT)\$)")


def _currencies(found: Entities, reserved: _Reserved) -> None:
    for match in _CURRENCY.finditer(found.text):
        reserved.append((match.start(), match.end()))


_ORG_WORD_BEFORE = re.compile(r"\b(?:" + "|".join(w for w in ORG_WORDS if " " not in w)
                              + r")\s+(?:of|for)\s+(?:the\s+)?$")


# A place's name and a word or a number after it ("Korvia Today", "Velmar 24", "Korvia
# 1ère"): a name a news organisation may have
_PLACE_LED_NAME = re.compile(r"(?<![\w’'-])(?P<place>[A-Z][\w’'-]+(?: [A-Z][\w’'-]+)?)"
                             r" (?P<rest>[A-Z][\w’'-]+|\d{1,3}(?:ère|er|e)?)(?![\w’'-])"
                             r"(?! [A-Z\d])")


def _outlets_named_after_a_place(found: Entities, reserved: _Reserved) -> None:
    """"Velmar 24 reported", "told Korvia Today", "the broadcaster Korvia 1ère": a state's,
    a continent's or a listed city's name with one word or a number after it (or any name
    with a number after it), that the words around say reports the news, is a news
    organisation's whole name, not the state (runs of capitals leave the number or a word
    such as "Today" out, and read the state alone)."""
    text = found.text
    for match in _PLACE_LED_NAME.finditer(text):
        place, rest = match.group("place"), match.group("rest")
        if not (state_named(place) or fold(place) in _FOLD_CONTINENTS
                or fold(place) in _fold_cities() or rest[:1].isdigit()) \
                or any(w in _MONTHS_AND_DAYS or w in NOT_NAMES for w in place.split()) \
                or place.split()[0] in _TITLE_WORDS \
                or rest in _MONTHS_AND_DAYS or rest in _TITLE_WORDS or ORG_WORDS.get(rest) \
                or state_named(rest) or rest in DEMONYMS:
            continue
        start, end = match.span()
        described = described_type(text, start, end)
        if _inside(start, end, reserved) or not (
                _reports(text, start, end) or (described and described[0] == "Organization")):
            continue
        found.add(start, end, "organization", "Organization", match.group(0), "news-outlet")
        reserved.append((start, end))


# A site named by its domain ("Tuko.co.ke", "Meduza.io", "Libreta.bo"): a capitalised word,
# a dot and a domain's ending in small letters (a state's two letters, or a generic one,
# with a second part: ".co.ke", ".com.br"); no word goes on after it
_DOMAIN_ENDINGS = ("com", "org", "net", "info", "news", "online", "media", "live", "today",
                   "press", "tv", "fm", "io", "eu", "[a-z]{2}")
_DOMAIN_NAME = re.compile(rf"(?<![\w.@/’'-])[A-Z][\w-]{{1,40}}(?:\.{one_of(_DOMAIN_ENDINGS)})"
                          rf"(?:\.[a-z]{{2}})?(?![\w@/-]|\.\w)")


def _domain_names(found: Entities, reserved: _Reserved) -> None:
    """"the news site Tuko.co.ke": a name with a domain's ending is a website's, whole (not
    "Tuko"); the organisation that publishes it when the text makes it report or speak
    (see _site_acts), as a described site is."""
    for match in _DOMAIN_NAME.finditer(found.text):
        name = match.group(0)
        if _inside(match.start(), match.end(), reserved):
            continue
        acts = _site_acts(found.text, name)
        found.add(match.start(), match.end(), "organization" if acts else "website",
                  "Organization" if acts else "Website", name, "domain-name")
        reserved.append((match.start(), match.end()))


def _continents(found: Entities, reserved: _Reserved) -> None:
    """Continents, and regions that are no continent (the Middle East: a place)."""
    for match in _CONTINENTS_AND_REGIONS.finditer(found.text):
        if match.group(0)[:1].isupper() and not _inside(match.start(), match.end(), reserved):
            if _ORG_WORD_BEFORE.search(found.text, max(0, match.start() - 40), match.start()):
                continue  # part of a body's name: "the Ministry for Europe and Foreign Affairs"
            name, type_, rule = _CONTINENT_OR_REGION[fold(match.group(0))]
            if (name in US_STATES or name in INNER_REGIONS) \
                    and _NEXT_CAPITALISED.match(found.text, match.end()):
                continue  # part of a longer name: "Texas Instruments", "Ohio State University"
            if _BODY_NAMED_AFTER.match(found.text, match.end()):
                continue  # the first word of a body's name: "the Caucasus Policy Lab"
            if _adjective(found.text, match.start(), match.end()):
                continue  # an adjective: "Caribbean passports", "Pacific diplomacy"
            if _continent_inside_a_name(found.text, match.start(), match.end()):
                continue
            found.add(match.start(), match.end(), "place", type_, name, rule)
            reserved.append((match.start(), match.end()))


# Capitalised words right before and right after a word (at most three each way)
_CAPITALS_BEFORE = re.compile(r"(?<![\w’'-])(?:[A-Z][\w’'-]*[ ]){1,3}$")
_CAPITALS_AFTER = re.compile(r"(?:[ ][A-Z][\w’'-]*(?![\w’'-])){1,3}")


def _continent_inside_a_name(text: str, start: int, end: int) -> bool:
    """"the rights group Vocal Oceania", "Radio Free Asia": a continent inside a run of
    capitals that a descriptor stands beside, or that a broadcaster's or an agency's first
    word leads, is a word of that organisation's name, no place."""
    before = _CAPITALS_BEFORE.search(text, max(0, start - 60), start)
    after = _CAPITALS_AFTER.match(text, end)
    words = (before.group(0).split() if before else []) + [text[start:end]]
    run_start = start - (len(before.group(0)) if before else 0)
    while len(words) > 1 and words[0] in NOT_NAMES:  # ("The Vocal Oceania ...")
        run_start = text.index(words[1], run_start + len(words[0]))
        words = words[1:]
    run_end = end + (len(after.group(0)) if after else 0)
    words += after.group(0).split() if after else []
    if len(words) < 2 or any(w in NOT_NAMES or w in _MONTHS_AND_DAYS or w in DEMONYMS
                             or state_named(w) for w in words):
        return False
    # ("Justice Africa": a title's word and a continent, no person, no place: a name)
    return words[0] in _ORG_FIRST or described_type(text, run_start, run_end) is not None \
        or (len(words) == 2 and words[0] in _TITLE_WORDS)


def _long_state_names(found: Entities, reserved: _Reserved) -> None:
    """A state's name of several words ("the Democratic Republic of Congo", "the United Arab
    Emirates") wherever it stands: inside a longer run of capitals ("Representatives of the
    Democratic Republic of Congo") the run's rules read it apart, and "Congo" alone was
    drafted as the other Congo."""
    for match in _long_state_pattern().finditer(found.text):
        if _inside(match.start(), match.end(), reserved) or not match.group(0)[:1].isupper():
            continue
        state = state_named(match.group(0))
        if state is None:
            continue
        extra = {"defunct": True} if state.defunct else {}
        found.add(match.start(), match.end(), "country", "Country", state.name, "state-name",
                  extra)
        reserved.append((match.start(), match.end()))


@lru_cache(maxsize=1)
def _long_state_pattern() -> re.Pattern:
    names = sorted((n for n in states() if " " in n and not n.startswith("the ")),
                   key=len, reverse=True)
    # the table's names are folded: accents and case aside, the text's words match
    return re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(n) for n in names) + r")(?![\w-])",
                      re.IGNORECASE)


def _listed_bodies(found: Entities, reserved: _Reserved, pattern: re.Pattern,
                   listed: dict[str, str]) -> Iterator[tuple[re.Match, str, State, str]]:
    """Each body of a state that ``listed`` names (its name -> its state's), found by
    ``pattern`` outside ``reserved``: the match, the name as listed, the state, and the
    state's id. The id is the state's gazetteer slug whatever holds it, given when the body
    is made, so that a later draft finds the body by its name and state (KnownIndex)."""
    for match in pattern.finditer(found.text):
        if _inside(match.start(), match.end(), reserved):
            continue
        name = next(n for n in listed if fold(n) == fold(match.group(0)))
        state = state_named(listed[name])
        if state is None:
            continue
        yield match, name, state, found._by_name.get(fold(state.name)) or slugify(state.name)


def _seats(found: Entities, reserved: _Reserved) -> None:
    """A seat named for the state's executive ("the Kremlin said"): a government body of
    that state, so that what the Kremlin says has a claimant."""
    for match, name, state, country in _listed_bodies(found, reserved, _SEAT, SEATS):
        found.add(match.start(), match.end(), "organization", "GovernmentBody", name,
                  "seat-of-government", {"of_state": country})
        # the state itself, whose mention at the same words gives way to the body's
        # (_outermost keeps the first of two alike)
        found.add(match.start(), match.end(), "country", "Country", state.name, "seat-state")
        reserved.append((match.start(), match.end()))


def _state_bodies(found: Entities, reserved: _Reserved) -> None:
    """A legislature or body of a state named without a word that says it is one ("the
    Bundestag voted", "a statement to the House of Commons"), or with a comma that would
    split its run of capitals ("the Foreign, Commonwealth and Development Office said"): a
    government body of that state, whole."""
    for match, name, _state, country in _listed_bodies(found, reserved, _STATE_BODY,
                                                        STATE_BODIES):
        entity = found.add(match.start(), match.end(), "organization", "GovernmentBody",
                           name, "body-of-a-state", {"of_state": country})
        for short in STATE_BODY_SHORT_NAMES.get(name, ()):
            found._by_name.setdefault(fold(short), entity)
            found._org_keys.setdefault((f"{_org_key(short)}@", None), entity)
        reserved.append((match.start(), match.end()))


def _international(found: Entities, reserved: _Reserved) -> None:
    """An international organisation by its name or its abbreviation ("the U.N.", "UN",
    "United Nations"): one organisation, and a dateline's UNITED NATIONS is where it sits,
    not a place of its own."""
    for match in _INTERNATIONAL.finditer(found.text):
        if _inside(match.start(), match.end(), reserved):
            continue
        name = _INTERNATIONAL_NAMES[match.group(0)]
        following = _NEXT_CAPITALISED.match(found.text, match.end())
        if match.group(0) == name and following and following.group(1) not in TITLE_HEADS:
            continue  # part of a longer name: "United Nations Support Mission in Libya"
        found.add(match.start(), match.end(), "organization", "Organization", name,
                  "international-organisation")
        reserved.append((match.start(), match.end()))


def _named_bodies(found: Entities, reserved: _Reserved) -> None:
    """A news organisation or a body of gazetteer.NAMED_BODIES, by its name ("told
    Reuters", "RIA Novosti reported", "Interpol issued a notice"): an organisation, not a
    surname nobody had or a person called Al Jazeera; not inside a longer name ("Reuters
    Institute" is the Institute's)."""
    for match in _NAMED_BODY.finditer(found.text):
        if _inside(match.start(), match.end(), reserved):
            continue
        following = _NEXT_CAPITALISED.match(found.text, match.end())
        if following and ORG_WORDS.get(following.group(1)):
            continue
        found.add(match.start(), match.end(), "organization", "Organization", match.group(0),
                  "named-body")
        reserved.append((match.start(), match.end()))


def _lowercase_ministries(found: Entities, reserved: _Reserved) -> None:
    """A state's ministry written in lower case, as wire copy does ("the Senegalese foreign
    ministry said", "Burkina Faso's foreign ministry"): that state's ministry, one with its
    capitalised name, so that its statements are its own, not those of whoever spoke
    before or of the dateline's news agency."""
    for match, owner_start, state_name, owner_rule in _ministries_in_small_letters(found.text):
        if _inside(match.start(), match.end(), reserved):
            continue
        if owner_rule == "seat-state":
            # "Lisbon's foreign ministry": Lisbon is named (a city), and the ministry is
            # Portugal's, whose mention at the same words gives way to the city's
            found.add(owner_start, match.end("owner"), "city", "City",
                      _fold_cities()[fold(found.text[owner_start:match.end("owner")])][0],
                      "capital-city")
        country = found.add(owner_start, match.end("owner"), "country", "Country", state_name,
                            owner_rule)
        name = " ".join(w[:1].upper() + w[1:] for w in match.group("body").split())
        key = f"{_org_key(name)}@{country}"
        entity = found._org_keys.get((key, country))
        if entity is not None:
            found.fold_into(match.start("body"), match.end("body"), entity)
        else:
            found._org_keys[(key, country)] = found.add(
                match.start("body"), match.end("body"), "organization", "Ministry", name,
                "ministry-lower-case", {"of_state": country}, key=f"{fold(name)}@{country}")
        reserved.append((match.start(), match.end()))


def _ministries_in_small_letters(text: str) -> Iterator[tuple[re.Match, int, str, str]]:
    """Each ministry written in small letters with its state: the match, where the state's
    words begin, the state's name and the rule that read it. "the Senegalese foreign
    ministry", "Burkina Faso's foreign ministry", "the foreign ministry of Ghana"."""
    for match in _LOWERCASE_MINISTRY.finditer(text):
        owner = match.group("owner")
        while owner.split()[0] in NOT_NAMES and len(owner.split()) > 1:
            owner = owner.split(None, 1)[1]  # "A Chinese foreign ministry": "Chinese"
        state_name = state_named(owner).name if match.group("pos") and state_named(owner) \
            else DEMONYMS.get(owner)
        rule = "state-name" if match.group("pos") else "demonym"
        if state_name is None and match.group("pos"):
            state_name, rule = _state_of_a_seat(text, owner), "seat-state"
        if state_name is not None:
            yield match, match.end("owner") - len(owner), state_name, rule
    for match in _LOWERCASE_MINISTRY_OF.finditer(text):
        state = state_named(match.group("owner"))
        if state is not None:
            yield match, match.start("owner"), state.name, "state-name"


def _state_of_a_seat(text: str, name: str) -> str | None:
    """"Lisbon's foreign ministry": the state whose government the capital ``name`` is the
    seat of, when the text names that state too, by its name or its demonym (a city of the
    gazetteer that seats none, "Jeddah", names no state's body)."""
    listed = _fold_cities().get(fold(name))
    if listed is None or listed[0] in not_seats():
        return None
    state = listed[1]
    words = [state] + [demonym for demonym, of in DEMONYMS.items() if of == state]
    named = re.search(rf"(?<![\w’'-])(?:{'|'.join(re.escape(w) for w in words)})(?![\w’'-])",
                      text)
    return state if named else None


# "the Ministry of Foreign Affairs, International Cooperation and External Trade": a body's
# portfolios listed with commas and a last "and" (runs of capitals stop at the commas)
_CAPITALS = r"[A-Z][\w’'-]*(?: [A-Z][\w’'-]*){0,3}"
_LISTED_PORTFOLIOS = re.compile(
    rf"\b(?P<head>Ministry|Department|Secretariat|Commission|Committee) (?:of|for) (?:the )?"
    rf"{_CAPITALS}(?:, {_CAPITALS})+,? and {_CAPITALS}")


# "the Inter-American Commission on Human Rights", "the Council on Foreign Relations", "the
# OSCE Representative on Freedom of the Media": a body's word, "on", and its subject, one
# name (a run of capitals stops at "on")
_BODY_ON = re.compile(
    r"(?<![\w’'-])(?P<name>(?:(?P<acronym>[A-Z]{2,6}) )?(?:[A-Z][\w’'-]* ){0,4}"
    r"(?P<head>Commission|Council|Committee|Conference|Court|Authority|Institute|Centre|"
    r"Center|Agency|Office|Organization|Organisation|Forum|Panel|Group|Board|Tribunal|"
    r"Representative) on (?:the )?(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|"
    r"Sunday|January|February|March|April|May|June|July|August|September|October|November|"
    r"December)\b)[A-Z][\w’'-]*(?: (?:and |of |for |the )*[A-Z][\w’'-]*){0,5})")


def _bodies_on_a_subject(found: Entities, reserved: _Reserved) -> None:
    """"the Inter-American Commission on Human Rights": one organisation (not a commission
    and a person called Human Rights); "Representative on ..." only after an
    organisation's acronym ("OSCE Representative on Freedom of the Media"), a post of a
    person otherwise."""
    for match in _BODY_ON.finditer(found.text):
        start, end = match.span("name")
        if match.group("head") == "Representative" and not match.group("acronym"):
            continue
        if reserved.covers(start, end):
            continue
        first = match.group("name").split()[0]
        if first in NOT_NAMES:
            start += len(first) + 1
        name = found.text[start:end]
        found.add(start, end, "organization", ORG_WORDS.get(match.group("head"),
                                                             "Organization"),
                  name, "body-on-a-subject")
        reserved.append((start, end))


def _listed_portfolios(found: Entities, reserved: _Reserved) -> None:
    """A body whose name lists its portfolios, one organisation (of the state named with
    "'s" or a demonym right before it), not a ministry and two runs of capitals."""
    for match in _LISTED_PORTFOLIOS.finditer(found.text):
        last = match.group(0).rsplit(" ", 1)[-1]
        if last not in _PORTFOLIO_LAST or _inside(match.start(), match.end(), reserved):
            continue
        start, extra = match.start(), {}
        demonym = re.search(r"(?:^|\s)([A-Z][\w-]*)\s$", found.text[max(0, start - 30):start])
        if demonym and demonym.group(1) in DEMONYMS:
            state = state_named(DEMONYMS[demonym.group(1)])
            extra["of_state"] = found.add(start - 1 - len(demonym.group(1)), start - 1,
                                          "country", "Country", state.name, "demonym")
        else:
            owner = re.search(r"((?:[A-Z][\w-]*\s){0,2}[A-Z][\w-]*)['’]s\s$",
                              found.text[max(0, start - 40):start])
            words = owner.group(1).split() if owner else []
            for size in range(len(words), 0, -1):  # "Burkina Faso's", "Senegal's"
                state = state_named(" ".join(words[-size:]))
                if state is not None:
                    name_end = start - len(owner.group(0)) + len(owner.group(1))
                    name_start = name_end - len(" ".join(words[-size:]))
                    extra["of_state"] = found.add(name_start, name_end, "country", "Country",
                                                  state.name, "state-name")
                    break
        found.add(start, match.end(), "organization", ORG_WORDS[match.group("head")],
                  match.group(0), "listed-portfolios", extra,
                  key=f"{fold(match.group(0))}@{extra.get('of_state', '')}")
        reserved.append((start, match.end()))


_LOWERCASE_MINISTRY = re.compile(
    r"(?<![\w’'-])(?P<owner>(?:[A-Z][\w-]*\s+){0,2}?[A-Z][\w-]*)(?P<pos>['’]s)?\s+"
    r"(?P<body>(?:foreign(?: affairs)?|defen[cs]e|interior|finance|justice|trade|economy|home)"
    r"\s+ministry)\b")


_LOWERCASE_MINISTRY_OF = re.compile(
    r"(?<![\w’'-])(?P<body>(?:foreign(?: affairs)?|defen[cs]e|interior|finance|justice|trade|"
    r"economy|home)\s+ministry)\s+of\s+(?:the\s+)?"
    r"(?P<owner>[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,2}?)(?![\w-])(?!\s+[A-Z])")


_NEXT_CAPITALISED = re.compile(r" ([A-Z][\w'’]*)")
# A region's name that is an adjective too ("Caribbean", "Pacific", "Arctic"), and a noun
# in small letters after it (or another adjective and one: "Caribbean and Canadian foreign
# ministers"): no place is named, only qualified
_ADJECTIVE_FORM = re.compile(r"(?:an|ic)$")
_NOUN_AFTER_AN_ADJECTIVE = re.compile(
    r"(?:\s+and\s+[A-Z][\w-]*)?\s+(?!(?:and|or|but|in|on|at|to|of|for|with|by|from|as|is|are|"
    r"was|were|has|have|had|will|would|can|could|may|might|said|says|that|which|who|where|"
    r"when|while|since|until|after|before|than|its|their|the|a|an)\b)[a-z]")
def _adjective(text: str, start: int, end: int) -> bool:
    """Whether the region's name text[start:end] qualifies a noun after it, as an
    adjective ("Caribbean passports"), instead of naming the region."""
    return bool(_ADJECTIVE_FORM.search(text[start:end])
                and _NOUN_AFTER_AN_ADJECTIVE.match(text, end))


# Capitalised words after a name that end with a body's word: the name begins the body's
# ("Caucasus Policy Lab", "Africa Research Institute")
_BODY_NAMED_AFTER = re.compile(r"(?: [A-Z][\w'’-]*){0,3} (?:" + "|".join(
    re.escape(w) for w in sorted(ORG_WORDS, key=len, reverse=True)) + r")(?![\w'’-])")
_INTERNATIONAL_NAMES = {other: name for name, others in INTERNATIONAL.items()
                        for other in (name, *others)}
# As written (an abbreviation in capitals; "the UN-backed force", "EU's"), not a longer name's
# part ("UNESCO", "U.N.E.F.") nor a dateline's capitals.
_INTERNATIONAL = re.compile(r"(?<![\w.])(?:" + "|".join(
    re.escape(n) for n in sorted(_INTERNATIONAL_NAMES, key=len, reverse=True)) + r")(?![\w])")


_STATE_BODY = re.compile(r"(?<![\w-])(?:" + "|".join(
    re.escape(n) for n in sorted(STATE_BODIES, key=len, reverse=True)) + r")(?![\w-])")
_SEAT = re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(n) for n in
                                               sorted(SEATS, key=len, reverse=True))
                   + r")(?![\w-])")  # not "pro-Kremlin"


# one pass over the text for all of them, the longest name first where two start alike
_CONTINENT_OR_REGION = {fold(name): (name, type_, rule) for names, type_, rule in (
    (CONTINENTS, "Continent", "continent"), (REGIONS, "Place", "region")) for name in names}
# (not part of a compound, "Asia-Pacific", nor of a desk's name, "the Europe bureau")
_CONTINENTS_AND_REGIONS = re.compile(
    r"(?<![\w-])(?:" + "|".join(re.escape(n) for n in sorted(CONTINENTS | REGIONS, key=len,
                                                           reverse=True))
    + r")(?![\w-])(?!\s+(?:bureau|department|desk|division|section|directorate|unit)\b)",
    re.IGNORECASE)


# A dateline: a line that starts with a place in capitals ("PRAIA, Cape Verde, March 4 (Atlantic
# Wire) –", "OTTAWA/DAMASCUS —"), a dash a few words on.
_DATELINE = re.compile(r"^(?P<places>[^\W\d_][^\n,–—(]{1,40}?)"
                       r"(?=(?:,[^\n–—]{0,80}?)?\s(?:--|[–—-])\s)", re.MULTILINE)


def _datelines(found: Entities, reserved: _Reserved) -> None:
    """A place in capitals that starts a dateline and is in no list is a place, not an
    acronym's organisation ("PRAIA" is no acronym); a listed city or state is
    left to the other rules, which fold case."""
    # one dateline, where the article starts (after its headline)
    for match in _DATELINE.finditer(found.text, 0, 1000):
        if not match.group("places").isupper():
            continue
        start = match.start()
        for part in match.group("places").split("/"):
            end = start + len(part)
            name = part.strip()
            if name and not (fold(name) in _fold_cities() or state_named(name)
                             or fold(name) in _FOLD_CONTINENTS
                             or fold(name) in _FOLD_INTERNATIONAL) and len(name) > 2 \
                    and name not in SECTION_LABELS:
                label = " ".join(w[:1] + w[1:].lower() for w in name.split())
                city = _listed_city(found, name)
                if city is not None:  # "PUNTA ARENAS, Chile, April 3 -": a city
                    found.add(start, end, "city", "City", city.name, "dateline-city",
                              key=fold(city.name))
                elif _names_a_town(label):
                    # news write a dateline with the town the report is filed from
                    found.add(start, end, "city", "City", label, "dateline-town")
                else:
                    found.add(start, end, "place", "Place", label, "dateline")
                reserved.append((start, end))
            start = end + 1
        return


def _names_a_town(name: str) -> bool:
    """Whether a dateline's place ("KORVA, Ruritania —") names a town: a dateline gives the
    town a report is filed from, unless its words say it is land, water or a division ("GAZA
    STRIP", "LAKE KIVU", "NORTH KORDOFAN REGION")."""
    words = name.split()
    return not (words[-1] in _PLACE_LAST | _BUILDING_LAST or words[-1] in {"Strip", "Bank"}
                or words[0] in _PLACE_FIRST or words[0] in _COMPASS
                or words[-1].lower() in PLACE_WORDS)


# (a dateline "UNITED NATIONS" is where the organisation sits, and no place of that name)
_FOLD_INTERNATIONAL = {fold(n) for n in _INTERNATIONAL_NAMES}


_PARENTHESISED_ACRONYM = re.compile(r"\((?P<acronym>[A-Z][A-Za-z]?[A-Z]{1,7})\)")
_LONG_FORM_WORD = re.compile(r"[^\W\d_][\w'’\-]*")


def _defined_acronyms(found: Entities, reserved: _Reserved) -> None:
    """"Intergovernmental Authority on Development (IGAD)": the organisation's whole name
    (with "on", "and", "of" in it) and its acronym, one organisation (the name was cut at
    "on" and the acronym was another)."""
    text = found.text
    for match in _PARENTHESISED_ACRONYM.finditer(text):
        acronym = match.group("acronym")
        if state_named(acronym) or fold(acronym) in found._by_name:
            continue
        before = text[max(0, match.start() - 160):match.start()]
        if not before.endswith(" "):
            continue
        words = list(_LONG_FORM_WORD.finditer(before))
        long_form = _long_form(acronym, [w.group(0) for w in words])
        if long_form is None:
            # the words since the last mark of punctuation, for a translated acronym
            tail = []
            for word in reversed(words):
                if tail and re.search(r"[^\w\s'’-]", before[word.end():tail[-1].start()]):
                    break
                tail.append(word)
            long_form = _translated_long_form([w.group(0) for w in reversed(tail)])
        if long_form is None:
            continue
        origin = match.start() - len(before)  # where ``before`` starts in the text
        start, end = origin + words[-long_form].start(), origin + words[-1].end()
        start = _field_joined_before(text, start)
        if text[end:match.start()] != " ":
            continue
        name = text[start:end]
        if state_named(name) or not _reads_as_organisation(name):
            continue  # "Central African Republic (CAR)", "Andrés Manuel López Obrador (AMLO)"
        type_ = _org_type(name.split()) or "Organization"
        owner = re.match(r"(?P<state>[A-Z][\w-]*(?: [A-Z][\w-]*){0,2})['’]s ", name)
        if owner is not None and state_named(owner.group("state")):
            # "Poland's Internal Security Agency (ABW)": the state's agency, whose name
            # begins after the possessive
            state = state_named(owner.group("state"))
            # (its mention keeps the possessive, as the other rules read a body's whole
            # words: the agency, not Poland, did what follows)
            country = found.add(start, start + len(owner.group("state")), "country",
                                "Country", state.name, "state-name")
            name = text[start + owner.end():end]
            extra = {"of_state": country}
        else:
            extra = {}
        if type_ == "Government":
            # "the Government of National Unity (GNU)": which state it governs is not in the
            # name, and the shapes want it; an organisation the reviewer may type
            type_ = "Organization"
        entity = found.add(start, end, "organization", type_, name, "acronym-defined", extra)
        found.add(match.start("acronym"), match.end("acronym"), "organization", type_, name,
                  "acronym-defined")
        aliases = found.items[entity].fields.setdefault("alias", [])
        if acronym not in aliases and found.items[entity].fields.get("_origin") is None:
            aliases.append(acronym)
        found._by_name.setdefault(fold(acronym), entity)
        reserved.append((start, end))
        reserved.append((match.start("acronym"), match.end("acronym")))


# A word of a body's name before the words an acronym spells: a field and "and" ("the
# Intelligence and Security Service (SIS)"), or a qualifying word ("the State Security
# Service of Georgia (SSG)")
_FIELD_AND_BEFORE = re.compile(r"(?<![\w’'-])(?P<field>[A-Z][\w’'-]+)(?: and)? $")


def _field_joined_before(text: str, start: int) -> int:
    """Where a body's name that begins at ``start`` really begins: before the fields and
    qualifying words of its name the acronym after it does not spell ("the Intelligence and
    Security Service (SIS)", "the State Security Service of Georgia (SSG)": the long forms
    the acronyms spell, "Security Service" and "Security Service of Georgia", are the ends
    of the names), else ``start``."""
    while True:
        joined = _FIELD_AND_BEFORE.search(text, max(0, start - 40), start)
        if joined is None or joined.group("field") in NOT_NAMES or joined.group("field") \
                not in PORTFOLIO_WORDS | _PORTFOLIO_LAST:
            return start
        start = joined.start()


_PARENTHESISED_SHORT = re.compile(r" \((?P<short>[A-Z][\w’'-]{1,14}(?: [A-Z][\w’'-]{1,14}){0,2})\)")


def _parenthesised_short_names(found: Entities) -> None:
    """"the Swedish Security Service (Säpo) ... Säpo's head", "Peru's Ministry of Foreign
    Affairs (Torre Tagle)": one to three capitalised words in parentheses right after an
    organisation's name are its short name, wherever they stand again (an acronym its
    initials do not spell, "National Bureau of Investigation (KRP)", too); one
    organisation, not a second one nor a person."""
    text = found.text
    merged: dict[str, str] = {}
    for match in _PARENTHESISED_SHORT.finditer(text):
        short = match.group("short")
        owners = [m for m in found.mentions_near(match.start(), match.start())
                  if m.end == match.start() and m.kind == "organization"] \
            or _organisation_in_a_place(found, match.start())
        if not owners or state_named(short) or short in NOT_NAMES:
            continue
        owner = owners[-1].entity
        if owner not in found.items:
            continue
        inside = [m for m in found.mentions_near(match.start("short"), match.end("short"))
                  if m.start == match.start("short") and m.end == match.end("short")]
        if inside and inside[0].entity != owner:
            if found.items[inside[0].entity].rule not in ("acronym", "surname",
                                                          "title-and-surname",
                                                          "capitalised-name"):
                continue  # a name of its own ("(Bulgaria)", "(Reuters)")
            merged[inside[0].entity] = owner
        item = found.items[owner]
        if item.fields.get("_origin") is None:
            aliases = item.fields.setdefault("alias", [])
            if short not in aliases:
                aliases.append(short)
        found._by_name.setdefault(fold(short), owner)
        for again in re.finditer(rf"(?<![\w-]){re.escape(short)}(?![\w-])", text):
            if not found.mentions_near(again.start() + 1, again.end() - 1):
                found.fold_into(again.start(), again.end(), owner)
    _merge_entities(found, merged)


def _organisation_in_a_place(found: Entities, end: int) -> list[Mention]:
    """The organisation named right before "in" and a place that ends at ``end``: "the
    European Union Monitoring Mission in Armenia (EUMA)", whose short name follows the
    place's; none otherwise."""
    places = [m for m in found.mentions_near(end, end)
              if m.end == end and m.kind in ("country", "city", "place")]
    if not places:
        return []
    joint = re.search(r"(?<=\S) in (?:the )?$", found.text[max(0, places[-1].start - 8):
                                                          places[-1].start])
    if joint is None:
        return []
    org_end = places[-1].start - len(joint.group(0))
    return [m for m in found.mentions_near(org_end, org_end)
            if m.end == org_end and m.kind == "organization"]


def _acronyms_again(found: Entities) -> None:
    """"Samoa's Ministry of Foreign Affairs and Trade (MFAT) ... The Chief Executive Officer
    of MFAT, Ms ...": an acronym defined in parentheses names its organisation wherever it
    stands again, inside a run of capitals that the other rules read as a title too."""
    text = found.text
    for entity, item in list(found.items.items()):
        if item.fields.get("_kind") != "organization":
            continue
        for acronym in item.fields.get("alias", []):
            if not re.fullmatch(r"[A-Z]{2,8}", acronym):
                continue
            for match in re.finditer(rf"(?<![\w-]){acronym}(?![\w-])", text):
                if found.mentions_near(match.start() + 1, match.end() - 1):
                    continue
                found.add(match.start(), match.end(), "organization",
                          item.fields.get("type", "Organization"), found.name(entity),
                          "acronym-again")


# "PST, the Norwegian Police Security Service, said": an acronym, then its organisation's
# name in full set off by commas, and the sentence goes on (not a list: "NATO, the EU and")
_IN_FULL_BEFORE = re.compile(r",\s+the\s+")
_IN_FULL_AFTER = re.compile(r",\s+(?!and\b|or\b)[a-z]")


def _acronyms_named_in_full_after(found: Entities) -> None:
    """"PST, the Norwegian Police Security Service, said it had opened an investigation":
    an acronym drafted as an organisation of its own, in apposition with an organisation
    named in full right after it, is that organisation (one entity, the acronym its
    alias), whether or not its letters spell the name (a translated name's do not)."""
    merged: dict[str, str] = {}
    mentions = sorted((m for m in found.mentions if m.kind == "organization"),
                      key=lambda m: (m.start, -m.end))
    for first, second in zip(mentions, mentions[1:]):
        if first.entity == second.entity or first.entity in merged \
                or not re.fullmatch(r"[A-Z]{2,8}", first.text) \
                or len(second.text.split()) < 2:
            continue
        if _IN_FULL_BEFORE.fullmatch(found.text, first.end, second.start) \
                and _IN_FULL_AFTER.match(found.text, second.end) \
                and found.name(first.entity) == first.text:
            merged[first.entity] = second.entity
    _merge_entities(found, merged)


def _reads_as_organisation(name: str) -> bool:
    """An organisation's name has a word for one (Union, Authority, Forces...) or joins its
    words as names of bodies do ("on", "for", "of"); a person's ("Andrés Manuel López
    Obrador", "Cristina Fernández de Kirchner") has neither."""
    words = name.split()
    return any(word in ORG_WORDS for word in words) or bool({"of", "on", "for", "and"} &
                                                            set(words))


def _translated_long_form(words: list[str]) -> int | None:
    """How many of the last ``words`` name an organisation whose acronym is another
    language's or skips words ("Independent Democratic Union (UDI)", "Internal Security
    Service (KAPO)", "Association of Southeast Asian Nations (ASEAN)"): the run of
    capitalised words (and "of", "the" between them) before the brackets, if an
    organisation's word heads or ends it."""
    small = {"of", "the", "and", "for", "on"}
    size = 0
    while size < min(len(words), 10) and (words[-size - 1][:1].isupper()
                                         or words[-size - 1] in small):
        size += 1
    run = words[-size:] if size else []
    run = _after_the_last_and_the(run)
    # "Senator Iván Moreira of the Independent Democratic Union", "Leaders of the Association
    # of ...": what a word that is no organisation's heads is the words after its "of (the)"
    while run and (run[0] in small or run[0] == "The" or (
            run[0] not in ORG_WORDS and "of" in run and not _org_type(run[:run.index("of")]))):
        run = run[run.index("of") + 1:] if run[0] not in small and run[0] != "The" \
            and "of" in run else run[1:]
    if len(run) < 2 or _org_type(run) is None:
        return None
    return len(run)


def _after_the_last_and_the(run: list[str]) -> list[str]:
    """"Kenya, Uganda and the Movement for Democratic Change": "and the" ends a list of
    names, and the last name begins after it (a body's name joins its words with "and",
    not "and the")."""
    cuts = [i + 2 for i in range(len(run) - 2) if run[i] == "and" and run[i + 1] == "the"]
    return run[cuts[-1]:] if cuts else run


def _long_form(acronym: str, words: list[str]) -> int | None:
    """How many of the last ``words`` spell ``acronym`` (its letters in order, the first the
    first word's, each capitalised word giving at least its initial); None if none do."""
    small = {"of", "on", "for", "and", "the", "de", "des", "du", "la", "le", "el", "in", "to"}
    letters = acronym.upper()
    for size in range(2, min(len(words), len(letters) + 4) + 1):
        chosen = words[-size:]
        if chosen[0][:1] != letters[0] or chosen[0] in small:
            continue
        if any(w not in small and not w[:1].isupper() for w in chosen):
            return None  # a lower-case word that joins nothing: the name ends before it
        capitals = [w for w in chosen if w not in small]
        if len(capitals) > len(letters):
            continue
        if _spells(letters, capitals):
            return size
    return None


def _spells(letters: str, words: list[str]) -> bool:
    """Each word gives its initial and maybe more letters, in order, to spell ``letters``."""
    position = 0
    for index, word in enumerate(words):
        upper = word.upper()
        if position >= len(letters) or upper[0] != letters[position]:
            return False
        position += 1
        rest_words = len(words) - index - 1
        inner = 1
        # letters from inside the word ("InterGovernmental"), leaving one for each word after
        while position < len(letters) - rest_words and inner < len(upper):
            found = upper.find(letters[position], inner)
            if found < 0:
                break
            position, inner = position + 1, found + 1
    return position == len(letters)


def _join_short_names(found: Entities) -> None:
    """An acronym that spells the initials of one organisation named in the text ("EU",
    "European Union") is that organisation; a surname given alone with a title before the
    full name ("President Ruto" in the headline, "President William Ruto" in the text) is
    that person."""
    initials: dict[str, list[str]] = {}
    for entity, item in found.items.items():
        if item.fields["_kind"] == "organization" and item.rule != "acronym":
            words = [w for w in found.name(entity).split() if w[:1].isupper()]
            if len(words) >= 2:
                initials.setdefault("".join(w[0] for w in words).upper(), []).append(entity)
    merged: dict[str, str] = {}
    # "Congo" alone in a text that names the Democratic Republic of the Congo is that state
    # ("Congo–M23 talks" are not the Republic of the Congo's)
    short, full = "republic-of-the-congo", "democratic-republic-of-the-congo"
    if short in found.items and full in found.items and all(
            fold(m.text) == "congo" for m in found.mentions if m.entity == short):
        merged[short] = full
    for entity, item in list(found.items.items()):
        if item.rule == "acronym" and item.fields.get("_origin") is None:
            full = initials.get(found.name(entity), [])
            if len(full) == 1:
                merged[entity] = full[0]
        elif item.rule in ("title-and-surname", "name-and-post") \
                and item.fields.get("_origin") is None:
            others = [e for e in found._people_by_part.get(fold(found.name(entity)), {})
                      if e != entity and len(found.name(e).split()) > 1]
            if len(others) == 1:
                merged[entity] = others[0]
    _merge_entities(found, merged)


_SHORT_MINISTRY = re.compile(r"(?P<portfolio>\w+)(?: \w+)? (?:Ministry|Department)")


def _one_ministry_of_a_portfolio(found: Entities) -> None:
    """"Croatia's Ministry of Foreign and European Affairs ... Croatia's foreign ministry":
    a state's ministry named short, by its portfolio, is the one ministry of that state
    whose full name holds the portfolio, not a second ministry."""
    ministries: dict[str, list[str]] = {}
    for entity, item in found.items.items():
        if item.fields.get("type") == "Ministry" and item.fields.get("of_state") \
                and item.fields.get("_origin") is None:
            ministries.setdefault(item.fields["of_state"], []).append(entity)
    merged: dict[str, str] = {}
    for entities in ministries.values():
        for short in entities:
            named = _SHORT_MINISTRY.fullmatch(found.name(short))
            if named is None:
                continue
            portfolio = named.group("portfolio").casefold()
            full = [e for e in entities if e != short and e not in merged
                    and _SHORT_MINISTRY.fullmatch(found.name(e)) is None
                    and portfolio in found.name(e).casefold().split()]
            if len(full) == 1:
                merged[short] = full[0]
    _merge_entities(found, merged)


# A body's name that ends with its state's: "the State Security Service of Georgia"
_OF_A_STATE = re.compile(r"(?P<body>.+?) of (?:the )?(?P<state>[A-Z][\w’'-]*(?: [A-Z][\w’'-]*){0,3})")


def _one_body_of_a_state(found: Entities) -> None:
    """"The State Security Service of Georgia (SSG) ... Georgia's State Security Service":
    a body named with its state after "of", and the body of that name the text gives as
    that state's, are one body (the name with the state kept, of that state)."""
    bodies: dict[tuple[str, str], str] = {}
    for entity, item in found.items.items():
        if found.kind(entity) == "organization" and item.fields.get("of_state") \
                and item.fields.get("_origin") is None:
            bodies.setdefault((fold(found.name(entity)), item.fields["of_state"]), entity)
    merged: dict[str, str] = {}
    for entity, item in list(found.items.items()):
        named = _OF_A_STATE.fullmatch(found.name(entity)) \
            if found.kind(entity) == "organization" else None
        state = found.find_state(named.group("state")) if named else None
        short = bodies.get((fold(named.group("body")), state)) if state else None
        if short is not None and short != entity and short not in merged \
                and item.fields.get("_origin") is None:
            item.fields.setdefault("of_state", state)
            merged[short] = entity
    _merge_entities(found, merged)


_OF_THE = re.compile(r" of (?:the )?")


def _bodies_of_a_state_named_in_full(found: Entities) -> None:
    """"the Ministry of Foreign Affairs of the Republic of Moldova", "the State
    Customs Committee of the Republic of Uzbekistan": a body followed by "of" and a state's
    long name (read apart by _long_state_names) is one body of that state, named as the
    text gives it; the body's shorter name, of no state, is that body's too ("the Ministry
    of Foreign Affairs" said again later), one of another state ("the Latvian Ministry of
    Foreign Affairs") stays that state's."""
    text, merged = found.text, {}
    states = {m.start: m for m in found.mentions if m.kind == "country"}
    for mention in [m for m in found.mentions if m.kind == "organization"]:
        of = _OF_THE.match(text, mention.end)
        state = states.get(of.end()) if of else None
        if state is None or state.end - mention.start > 120:
            continue
        item = found.items[mention.entity]
        if item.fields.get("of_state") == state.entity or not mention.text[:1].isupper():
            continue  # ("the foreign ministry of Ghana": read as Ghana's already)
        whole = found.add(mention.start, state.end, "organization", item.fields["type"],
                          text[mention.start:state.end], "body-of-a-state-in-full",
                          {"of_state": state.entity})
        if whole != mention.entity and item.fields.get("of_state") is None \
                and item.fields.get("_origin") is None:
            merged[mention.entity] = whole
    _merge_entities(found, merged)


def _merge_entities(found: Entities, merged: dict[str, str]) -> None:
    """Each entity of ``merged``'s keys is the one its value names: its mentions and names
    go to that one, and it is dropped."""
    if not merged:
        return
    for mention in found.mentions:
        if mention.entity in merged:
            mention.entity = merged[mention.entity]
            mention.kind = found.kind(mention.entity)
    for short, full in merged.items():
        item = found.items.pop(short)
        if found.kind(full) == "organization" and found.items[full].fields.get("_origin") is None:
            aliases = found.items[full].fields.setdefault("alias", [])
            name = item.fields.get("name")
            if name and name not in aliases:
                aliases.append(name)
    for key, entity in list(found._by_name.items()):
        if entity in merged:
            found._by_name[key] = merged[entity]
    for key, entity in list(found._org_keys.items()):
        if entity in merged:
            found._org_keys[key] = merged[entity]
    found._positions = None


# The rest of a word of a name, at most 80 characters: unbounded, a run of hyphenated
# capitalised words thousands of characters long was read again from each of its capitals.
_NAME_WORD_REST = rf"[\w'’\-{_MARKS}]{{1,80}}"
# A state of a federation in small letters after its name ("Mexico's Tamalco state,"),
# where the phrase ends: not "the Kremlin state media"
_A_STATES_STATE = r"state(?=[,.;:)]|\s+(?:in|on|at|and|or|where|which|was|were|is|has|had)\b)"
_PLACE = re.compile(rf"\b(?P<name>(?!The )[A-Z]{_NAME_WORD_REST}(?: [A-Z]{_NAME_WORD_REST})?) "
                    rf"(?:{one_of(PLACE_WORD_QUALIFIERS)} )?"
                    rf"(?P<word>{'|'.join(PLACE_WORDS)}|{_A_STATES_STATE})\b(?! court\b)")


# "Second Thomas Shoal", "the Spratly Islands", "the South China Sea": a name that ends with
# a word for a feature of the land or the sea is a place, never a person
_FEATURE_WORDS = ("Shoal", "Reef", "Atoll", "Islands?", "Islets?", "Archipelago", "Sea",
                  "Strait", "Straits", "Bay", "Gulf", "Peninsula", "Canal", "Mountains",
                  "Desert", "Glacier", "Lagoon")
_FEATURE_NAMED = re.compile(rf"\b(?!The\b)[A-Z][\w’'-]{{0,80}}(?:\s+[A-Z][\w’'-]{{0,80}}){{0,2}}"
                            rf"\s+{one_of(_FEATURE_WORDS)}\b")
# "the Gulf of Guinea", "the Strait of Hormuz", "the Sea of Japan": a place, not the state
# or the name after "of" (the Gulf of Guinea is not Guinea)
_FEATURE_OF_WORDS = ("Gulf", "Bay", "Sea", "Strait", "Straits", "Isthmus", "Cape", "Horn",
                     "Coast", "Lake", "Port", "Mouth", "Gate", "Bight", "Sound")
_FEATURE_OF = re.compile(rf"\b{one_of(_FEATURE_OF_WORDS)}\s+of\s+(?:the\s+)?[A-Z][\w’'-]*"
                         r"(?:\s+[A-Z][\w’'-]*){0,2}")


# A ship by the prefix of its navy or its trade ("HMS Dagger", "USS Ohio", "MV Ocean
# Pearl"): one or two capitalised words after it
_SHIP_PREFIXES = ("HMS", "USS", "HMAS", "HMCS", "HMNZS", "RFS", "INS", "BRP", "MV", "MT", "RV",
                  "HNLMS", "HDMS", "HNoMS", "HSwMS", "FGS", "ORP", "TCG", "ROKS", "ESPS",
                  # (Peru's, Argentina's, Portugal's, Indonesia's, Pakistan's, Bangladesh's,
                  # Taiwan's, Sri Lanka's and Nigeria's navies, the US Navy's auxiliaries,
                  # the US and Canadian coast guards)
                  "BAP", "ARA", "NRP", "KRI", "PNS", "BNS", "ROCS", "SLNS", "NNS", "USNS",
                  "USCGC", "CCGS")
_SHIP = re.compile(rf"\b{one_of(_SHIP_PREFIXES)}\s+"
                   r"[A-Z][\w’'-]{1,40}(?:\s+(?!(?:On|In|At|Of|The)\b)[A-Z][\w’'-]{1,40})?")


# "the river Prut", "the river Drina": a river named after its word in small letters, as
# British English writes it (one or two capitalised words)
_RIVER_BEFORE = re.compile(r"(?<![\w’'-])[Tt]he\s+river\s+(?P<name>[A-Z][\w’'-]+(?:\s[A-Z][\w’'-]+)?)"
                           r"(?![\w’'-])")


def _named_elsewhere_without_river(text: str, name: str) -> bool:
    """Whether the text names ``name`` elsewhere with no "river" before it: "Foreign
    Minister Ana Ruiz … Near the river Ana Ruiz saw the refugees" (she is who saw)."""
    return any(not re.search(r"river\s+$", text[max(0, m.start() - 8):m.start()],
                             re.IGNORECASE)
               for m in re.finditer(rf"(?<![\w’'-]){re.escape(name)}(?![\w’'-])", text))


def _rivers_named_after_their_word(found: Entities, reserved: _Reserved) -> None:
    """"Boats crossed the river Ister at night": the name after "the river" is a river, a
    place (not a person, nor nothing), unless it names a state, a month or a day."""
    for match in _RIVER_BEFORE.finditer(found.text):
        name = match.group("name")
        start, end = match.span("name")
        if _inside(start, end, reserved) or state_named(name) or name in DEMONYMS \
                or any(w in NOT_NAMES or w in _MONTHS_AND_DAYS for w in name.split()) \
                or _named_elsewhere_without_river(found.text, name):
            continue
        found.add(start, end, "place", "Place", name, "river-name")
        reserved.append((start, end))


# Prefixes that are also the names of news agencies or other bodies ("told BNS Lithuania
# would not yield"): a ship only after "the", "aboard" or a word for a ship
_AMBIGUOUS_SHIP_PREFIXES = frozenset({"ARA", "NRP", "KRI", "PNS", "BNS", "NNS", "INS", "MT"})
_SHIP_WORD_BEFORE = re.compile(r"\b(?:the|aboard|frigate|corvette|destroyer|vessel|ship|"
                               r"tanker|freighter|cutter|patrol\s+boat|boat)\s+$",
                               re.IGNORECASE)


def _ships(found: Entities, reserved: _Reserved) -> None:
    """"the crew of HMS Dagger", "the tanker MV Ocean Pearl": a ship is a place (where
    things happen aboard), never a person or an organisation. Not a state, a people, a
    month or a day after the prefix ("told BNS Tuesday")."""
    text = found.text
    for match in _SHIP.finditer(text):
        if _inside(match.start(), match.end(), reserved):
            continue
        prefix, name = match.group(0).split(None, 1)
        if prefix in _AMBIGUOUS_SHIP_PREFIXES and not _SHIP_WORD_BEFORE.search(
                text, max(0, match.start() - 20), match.start()):
            continue
        if state_named(name.split()[0]) or name.split()[0] in DEMONYMS \
                or name.split()[0] in _MONTHS_AND_DAYS:
            continue
        found.add(match.start(), match.end(), "place", "Place", match.group(0), "ship")
        reserved.append((match.start(), match.end()))


# "the Sunday Ledger", "the Saturday Star": "the", a day of the weekend and one or two
# capitalised words (no month, no title, no honorific) name a weekend paper; the day is no
# date there
_WEEKEND_PAPER = re.compile(r"(?<![\w’'-])[Tt]he\s+(?P<name>(?:Sunday|Saturday)\s+(?P<word>[A-Z][\w’'-]+)"
                            r"(?:\s+[A-Z][\w’'-]+)?)(?![\w’'-])")


def _weekend_papers(found: Entities, reserved: _Reserved) -> None:
    """"an interview with the Sunday Ledger": a weekend paper, an organisation (the runs of
    capitals leave a weekday out, and read "Ledger" alone as nobody); wherever the
    text writes its name again (a header's "Sunday Ledger, Durban, 4 May"), that paper."""
    names = set()
    for match in _WEEKEND_PAPER.finditer(found.text):
        word = match.group("word")
        if word in _MONTHS_AND_DAYS or word in _TITLE_WORDS or word in HONORIFICS \
                or word in NOT_NAMES or state_named(word) or word in DEMONYMS:
            continue
        names.add(match.group("name"))
    for name in sorted(names, key=len, reverse=True):
        for match in re.finditer(rf"(?<![\w’'-]){re.escape(name)}(?![\w’'-])", found.text):
            if not _inside(match.start(), match.end(), reserved):
                found.add(match.start(), match.end(), "organization", "Organization", name,
                          "weekend-paper")
                reserved.append((match.start(), match.end()))


# "By HANNA VIRTANEN Associated Press": a byline whose author's name is in capitals, two to
# four words of them, on a line of its own
_CAPITALISED_BYLINE = re.compile(r"^By\s+(?P<name>[A-Z][A-Z'’-]+(?:\s+[A-Z][A-Z'’-]+){1,3})"
                                 r"(?=\s|$)", re.MULTILINE)


# A name of capitalised words with a small word in lower case inside ("Dar es Salaam")
_SMALL_WORD_NAME = re.compile(r"(?<![\w’'-])[A-Z][\w’'-]+(?: [a-z]{1,3})+ [A-Z][\w’'-]+"
                              r"(?: [A-Z][\w’'-]+)?(?![\w’'-])")


def _cities_with_small_words(found: Entities, reserved: _Reserved) -> None:
    """"talks in Port au Sel": a listed city whose name holds a small word the runs of
    capitals do not join (an article, "es", "al", "au") is the city, not its first word."""
    for match in _SMALL_WORD_NAME.finditer(found.text):
        words = match.group(0).split()
        if all(w in _CONNECTORS for w in words if w.islower()) \
                or _inside(match.start(), match.end(), reserved):
            continue
        for size in (len(words), len(words) - 1):
            name = " ".join(words[:size])
            city = _listed_city(found, name) if not words[size - 1].islower() else None
            if city is not None and fold(city.name) == fold(name):
                end = match.start() + len(name)
                found.add(match.start(), end, "city", "City", city.name, "world-city")
                reserved.append((match.start(), end))
                break


def _capitalised_bylines(found: Entities, reserved: _Reserved) -> None:
    """A byline's author written in capitals ("By HANNA VIRTANEN Associated Press"): a
    person, whom the run rules would read as an acronym or a dateline."""
    for match in _CAPITALISED_BYLINE.finditer(found.text):
        start, end = match.span("name")
        if _inside(start, end, reserved) or state_named(match.group("name")):
            continue
        found.add(start, end, "person", "Person", match.group("name").title(), "byline")
        reserved.append((start, end))


def _name_goes_on(following: re.Match | None) -> bool:
    """Whether the capitalised word after a place's name (``following``, from
    _NEXT_CAPITALISED) continues a longer name ("the Black Sea Grain Initiative": the
    initiative's, no sea), not a word that starts a clause or a date."""
    return following is not None and following.group(1) not in NOT_NAMES \
        and following.group(1) not in _MONTHS_AND_DAYS


def _places(found: Entities, reserved: _Reserved) -> None:
    """A capitalised name before a word for a place ("the Vorukh enclave") names a place,
    unless it is a state or a demonym ("the Kyrgyz border region" is no place of its own);
    so does a sea, a gulf or a strait "of" a name."""
    features = list(_FEATURE_OF.finditer(found.text)) + [
        m for m in _FEATURE_NAMED.finditer(found.text) if m.group(0).split()[0] not in
        DEMONYMS and not state_named(m.group(0).rsplit(" ", 1)[0])]
    for match in features:
        following = _NEXT_CAPITALISED.match(found.text, match.end())
        if following and ORG_WORDS.get(following.group(1)):
            continue  # "the Pacific Islands Forum": an organisation's name
        if match.group(0).split()[0] in _OPERATION_FIRST or _name_goes_on(following):
            continue  # "Operation Sea Guardian", "the Black Sea Grain Initiative"
        if not _inside(match.start(), match.end(), reserved):
            found.add(match.start(), match.end(), "place", "Place", match.group(0),
                      "feature-of")
            reserved.append((match.start(), match.end()))
    for match in _PLACE.finditer(found.text):
        name, start = match.group("name"), match.start()
        owner = re.match(r"(\S+)['’]s ", name)
        if owner and state_named(owner.group(1)):  # "Argentina's Tolmeca region": Tolmeca's
            name, start = name[owner.end():], start + owner.end()
        following = _NEXT_CAPITALISED.match(found.text, match.end())
        if name in NOT_NAMES or name in DEMONYMS or state_named(name) or name in MONTHS \
                or (following and ORG_WORDS.get(following.group(1))):
            continue
        if not _place_named_before_its_word(found, start, start + len(name), match.end()):
            found.add(start, match.end(), "place", "Place", found.text[start:match.end()],
                      "place-word")
        reserved.append((start, match.end()))


def _place_named_before_its_word(found: Entities, start: int, name_end: int, end: int) -> bool:
    """"the Ogaden region" where "Ogaden" is read already as a region: the words with their
    place word are a mention of that place, not a second place beside it (whose first
    mention, inside the longer one, would leave it drafted twice)."""
    named = found.mention_at(start, name_end)
    if named is None or named.kind != "place":
        return False
    found.fold_into(start, end, named.entity)
    return True


# A town's body written in small letters after the town's name ("the Kovno county court",
# "the Ruhla city police department", "a Mestre public prosecutor's office"): its kind
# by its last words
_LOCAL_BODY_WORDS = {"court": "GovernmentBody", "police department": "PoliceUnit",
                     "prosecutor['’]s office": "GovernmentBody",
                     "prosecution service": "GovernmentBody"}
_LOCAL_BODY = re.compile(
    r"(?<![\w’'-])(?P<town>(?!(?:The|At|In|On|A|An|By|From|To)\b)[A-Z][\w’'-]+"
    r"(?: [A-Z][\w’'-]+){0,2}) (?P<qualifier>(?:city|district|regional|municipal|provincial|"
    r"county|appeals|criminal|administrative|public|magistrate['’]s|central|federal|local) )"
    r"{0,2}"
    rf"(?P<body>{one_of(_LOCAL_BODY_WORDS)})\b")
# "the", "a" or a possessive before the town's name, or a word such as "city" or "district"
# between it and "court": "In May court records", "On Friday court officials" and "Allies
# of Ilmars Dzenis court voters" name no court
_ARTICLE_BEFORE = re.compile(r"(?:(?<![\w’'-])(?:[Tt]he|[Aa]n?)|[\w-]['’]s)\s+$")


def _local_bodies(found: Entities, reserved: _Reserved) -> None:
    """"she sued the ministry in the Kovno city court": a town's court, police department
    or prosecutor's office after "the", "a" or a possessive, or with "city", "district" or
    the like before its noun, is one organisation, named with its town; not a state's
    ("the Estonian police department" is no town's), not a month's or a day's, and not one
    whose last word qualifies a noun after it ("the Berzina court case" is a case)."""
    for match in _LOCAL_BODY.finditer(found.text):
        town = match.group("town")
        if town in DEMONYMS or state_named(town) or town in NOT_NAMES \
                or any(w in MONTHS or w in WEEKDAYS for w in town.split()) \
                or not (match.group("qualifier") or _ARTICLE_BEFORE.search(
                    found.text, max(0, match.start() - 30), match.start())) \
                or _inside(match.start(), match.end(), reserved) \
                or _qualifies_a_noun(found.text, match.end()) \
                or any(found.people_named_before(fold(w), match.start()) for w in town.split()):
            continue
        type_ = next(t for words, t in _LOCAL_BODY_WORDS.items()
                     if re.fullmatch(words, match.group("body")))
        found.add(match.start(), match.end(), "organization", type_, match.group(0),
                  "town-body")
        reserved.append((match.start(), match.end()))


def _qualifies_a_noun(text: str, end: int) -> bool:
    """Whether the word that ends at ``end`` is, in the parse, a noun qualifying the next
    ("court" of "the Berzina court case")."""
    word = word_at(text, end - 1)
    return word is not None and word.dep_ in {"compound", "amod", "nmod"} \
        and word.head.i > word.i


def _known_lowercase(found: Entities, reserved: _Reserved) -> None:
    for alias, known in found.known.lowercase_aliases():
        for match in re.finditer(re.escape(alias), found.text, re.IGNORECASE):
            if not _inside(match.start(), match.end(), reserved):
                found.add(match.start(), match.end(), known.kind, known.type,
                          str(known.fields.get("name") or alias), "known-alias", key=fold(alias))
                reserved.append((match.start(), match.end()))


def _tokens(text: str) -> list[Token]:
    tokens = []
    for match in _WORD.finditer(text):
        word = match.group(0)
        end = match.end()
        possessive = _TRAILING_POSSESSIVE.search(word)
        if possessive and len(word) > 3:
            word = word[:possessive.start()]
            end = match.start() + len(word)
        tokens.append(Token(match.start(), end, word))
    return tokens


_OFFICE_WORDS = {"Office", "Bureau", "Department", "Chambers", "Secretariat", "Cabinet"}


# The plurals of people that take "'s" ("People's", "Women's"): the plural's possessive
# "Workers'" is one word of the run already (see _WORD)
_IRREGULAR_PLURALS = {"People", "Women", "Men", "Children", "Peoples"}


def _plural_possessive_inside(gap: str, previous: Token) -> bool:
    """"the Marovian People's Freedom Party": a plural's possessive between capitalised
    words is inside one name (a body's, a union's), like "Workers'" in "Kurdistan Workers'
    Party"; a state's or a person's possessive ("Ruritania's Navy") is no such plural."""
    return gap in {"'s ", "’s "} and previous.text in _IRREGULAR_PLURALS


def _runs(text: str, tokens: list[Token]) -> list[list[Token]]:
    """Capitalised words next to each other, joined by single spaces and connectors."""
    runs: list[list[Token]] = []
    current: list[Token] = []
    pending: list[Token] = []  # connectors waiting for a capitalised word
    for token in tokens:
        previous = (pending or current)[-1] if current else None
        gap = text[previous.end:token.start] if previous else ""
        # "Dato' Nur Aisyah": an honorific written with an apostrophe joins the name after it
        joined = bool(current) and (gap == " " or (gap in {"' ", "’ "}
                                                   and previous.text in HONORIFICS)
                                    # "Christopher R. Hill", "George H. W. Bush": a middle
                                    # initial, not the name's end ("Christopher R")
                                    or (gap == ". " and len(previous.text) == 1
                                        and previous.text.isupper()
                                        and token.text not in NOT_NAMES
                                        and (previous is not current[0]
                                             or len(token.text) >= 3)))
        # "the Prosecutor General's Office": a title's possessive inside a body's name
        joined = joined or (bool(current) and gap in {"'s ", "’s "}
                            and previous.text in _TITLE_WORDS | {"Prosecutor"}
                            and token.text in _OFFICE_WORDS)
        joined = joined or (bool(current) and _plural_possessive_inside(gap, previous))
        # ("P. Jesuraja": an initial may open a name too, before a word of three letters)
        if token.capitalised and token.text not in _MONTHS_AND_DAYS:
            if joined:
                current.extend(pending)
            else:
                if current:
                    runs.append(current)
                current = []
            pending = []
            current.append(token)
        elif joined and token.text in _CONNECTORS:
            pending.append(token)
        else:
            if current:
                runs.append(current)
            current, pending = [], []
    if current:
        runs.append(current)
    return _portfolios_joined(text, runs)


# The head of a ministry's name, and the last words of a portfolio after "and" in it
# ("Ministry of Foreign and Diaspora Affairs", "Ministry of Trade and Industry"): a run cut
# at "and" there is one name, not "Ministry of Foreign".
_PORTFOLIO_HEADS = {"Ministry", "Department", "Minister", "Secretary", "Secretariat"}
_PORTFOLIO_LAST = {
    "Affairs", "Industry", "Industries", "Development", "Cooperation", "Co-operation",
    "Planning", "Tourism", "Trade", "Commerce", "Energy", "Mines", "Mining", "Resources",
    "Fisheries", "Culture", "Sport", "Sports", "Youth", "Security", "Justice", "Labour", "Labor",
    "Welfare", "Health", "Education", "Environment", "Investment", "Technology", "Innovation",
    "Integration", "Communications", "Transport", "Infrastructure", "Finance", "Economy",
    "Agriculture", "Water", "Housing", "Defence", "Defense", "Interior", "Diaspora", "Heritage",
    "Arts", "Science", "Research", "Employment", "Services", "Climate", "Women", "Family",
    # ("Cooperation and Senegalese Abroad", "Labour and Immigration", "Youth and Gender
    # Equality", "Lands and Agrarian Reform")
    "Abroad", "Immigration", "Migration", "Equality", "Reconciliation", "Reform", "Lands",
}


# A name of capitals and digits, after "the" or before a word for a group: "the M23", "G7
# leaders"; not a flight, a weapon, a road, a climate conference ("COP30"), a gas ("CO2") or
# a quarter ("Q3").
_DIGIT_ACRONYM = re.compile(r"(?!COP|CO\d|NO\d|SO\d|CH\d|H\d|Q\d)[A-Z]{1,3}\d{1,3}")
# Words written in capitals that name no organisation ("IT specialists").
_COMMON_CAPITALS = {"IT", "TV", "CEO", "CEOs", "GDP", "AI", "OK", "PM", "AM", "LNG", "EV",
                    "EVs", "VAT", "PDF", "SMS", "DNA", "HIV", "AIDS", "COVID", "ID", "GPS",
                    "VIP", "VIPs", "MP", "MPs", "SUV", "FAQ", "CCTV", "LGBT", "LGBTQ",
                    # times, a live page's label, a ship's prefix
                    "GMT", "UTC", "BST", "CET", "CEST", "EST", "EDT", "LIVE", "HMS", "USS"}
_THE_BEFORE = re.compile(r"\b[Tt]he\s+$")
_GROUP_AFTER = re.compile(r"\s+(?:rebels?|group|movement|militia|summit|leaders|countries|"
                          r"nations|members|ministers|alliance|bloc|coalition)\b")
_NOT_AN_ORGANISATION_AFTER = re.compile(
    r"[\s-]+(?:flights?|jets?|fighters?|aircraft|planes?|helicopters?|missiles?|rockets?|tanks?|"
    r"drones?|rifles?|variants?|vaccines?|highway|motorway|road|route|engines?)\b",
    re.IGNORECASE)


def _portfolios_joined(text: str, runs: list[list[Token]]) -> list[list[Token]]:
    joined: list[list[Token]] = []
    for run in runs:
        if joined and (_continues_portfolio(text, joined[-1], run)
                       or _body_goes_on_after_and(text, joined[-1], run)):
            start = joined[-1][-1].end + 1
            joined[-1] = joined[-1] + [Token(start, start + 3, "and")] + run
        else:
            joined.append(run)
    return joined


def _continues_portfolio(text: str, before: list[Token], run: list[Token]) -> bool:
    """Whether ``run`` ends the ministry's name that ``before`` begins, after " and "."""
    # (the name's head after "The" or a demonym: "French Ministry for Europe and Foreign
    # Affairs")
    leading = [t for t in before[:3] if t.text == "The" or t.text in DEMONYMS]
    head = before[len(leading)] if len(before) > len(leading) else before[0]
    if text[before[-1].end:run[0].start] != " and ":
        return False
    joiner = next((i for i in range(len(before) - 1, -1, -1)
                   if before[i].text in ("of", "for")), None)
    # (the head may follow a state, a rank or a body: "Ghana's State Minister for Youth
    # and Gender Equality", "the Office of the State Minister for ...")
    if joiner is not None and (head.text in _PORTFOLIO_HEADS or any(
            t.text in _PORTFOLIO_HEADS for t in before[:joiner])) \
            and len(run) <= 3 and run[-1].text in _PORTFOLIO_LAST:
        return True
    # "the Finnish Security and Intelligence Service", "the Peace and Security Council", "the
    # Intelligence and Security Service": a body's name whose portfolio is two words joined
    # by "and" (the first may be a field a body's name ends with elsewhere: "Intelligence")
    # (a field may end a body's name elsewhere, "Defence Intelligence": it is still a
    # field when only fields lead to it; "Amnesty International and Human Rights Watch" are
    # two bodies)
    fields = PORTFOLIO_WORDS | _PORTFOLIO_LAST
    words = [t.text for t in before]
    return len(run) <= 3 and bool(_org_type([t.text for t in run])) \
        and words[-1] in fields \
        and (not any(w in ORG_WORDS for w in words)
             or all(w in fields or w in DEMONYMS or w == "The" for w in words))


# The endings of abstract nouns ("Reconciliation", "Solidarity", "Development")
_ABSTRACT_NOUN = re.compile(r"(?:tion|sion|ity|ence|ance|ment|ism|ship|ness|ure)$")


def _body_goes_on_after_and(text: str, before: list[Token], run: list[Token]) -> bool:
    """"the Party of Renewal and Solidarity", "the Institute for Peace and Conflict
    Studies": a body's name (its word before "of" or "for") goes on after " and " with up
    to three capitalised words (no state, city or demonym, and no body's word at their end:
    "the Court of Justice and Amnesty International"), when spaCy's recogniser reads
    the whole as one organisation, or the one word after "and" is an abstract noun ("the
    Ministry of Defence and the Foreign Office" are two)."""
    if text[before[-1].end:run[0].start] != " and " or len(run) > 3:
        return False
    joiner = next((i for i in range(len(before) - 1, 0, -1)
                   if before[i].text in ("of", "for")), None)
    if joiner is None or not any(ORG_WORDS.get(t.text) for t in before[:joiner]) \
            or _org_type([t.text for t in run]) \
            or any(t.text in NOT_NAMES or t.text in DEMONYMS or t.text in _MONTHS_AND_DAYS
                   or state_named(t.text) or fold(t.text) in _fold_cities() for t in run):
        return False
    if len(run) == 1 and _ABSTRACT_NOUN.search(run[0].text):
        return True
    return any(span.label in ORGANISATION_LABELS and span.end == run[-1].end
               and span.start <= before[0].start for span in named_spans(text))


# A capitalised word made an adjective by a participle after its hyphen ("Riga-based",
# "Kremlin-backed", "UN-led")
_COMPOUND_ADJECTIVE = re.compile(r"-(?:based|backed|led|funded|run|owned|linked|allied|"
                                 r"affiliated|aligned|controlled|made|born|bound|registered|"
                                 r"headquartered|sponsored|brokered|supported)$")


def _split(run: list[Token]) -> list[list[Token]]:
    """Cut a run where a word names nothing ("He", "The") and where acronyms meet names."""
    pieces: list[list[Token]] = [[]]
    for index, token in enumerate(run):
        if _COMPOUND_ADJECTIVE.search(token.text):
            pieces.append([])  # "Riga-based Meduza": an adjective, no part of the name
            continue
        following = run[index + 1] if index + 1 < len(run) else None
        initial = len(token.text) == 1 and bool(pieces[-1]) and following is not None \
            and following.start - token.end == 2  # "Frederick A. Stephenson": "A."
        if token.text in NOT_NAMES and (not pieces[-1] or token.text != "The") \
                and not initial \
                and not (token.text == "New" and following is not None
                         and following.capitalised):
            # ("New" begins a name when a name follows it: New Zealand, Papua New Guinea,
            # New Delhi, not Zealand, Guinea and Delhi)
            pieces.append([])
            continue
        last = pieces[-1][-1] if pieces[-1] else None
        if last is not None and last.capitalised and token.capitalised \
                and last.all_caps != token.all_caps \
                and not (token.regnal and not last.all_caps) \
                and not (last.regnal and len(pieces[-1]) > 1):  # "Makarios III Avenue"
            pieces.append([])
        pieces[-1].append(token)
    cleaned = []
    for piece in pieces:
        while piece and not piece[0].capitalised:
            piece = piece[1:]
        while piece and not piece[-1].capitalised:
            piece = piece[:-1]
        if piece:
            cleaned.append(piece)
    return cleaned


def _span_text(found: Entities, piece: list[Token]) -> str:
    return found.text[piece[0].start:piece[-1].end]


def _strip_title(piece: list[Token]) -> tuple[str | None, list[Token]]:
    title, rest = _strip_title_words(piece)
    if title is None:
        return None, piece
    # "Foreign Minister Prince Faisal", "Ambassador Dato' Nur Aisyah": honorifics after it
    honorific = False
    while len(rest) > 1 and rest[1].capitalised and (
            rest[0].text in HONORIFICS or (honorific and rest[0].text in HONORIFIC_FOLLOWERS)):
        honorific = rest[0].text in HONORIFICS
        rest = rest[1:]
    return title, rest


def _strip_title_words(piece: list[Token]) -> tuple[str | None, list[Token]]:
    # "Minister of State for Energy Affairs Sheikh Khalid", "Secretary of State Marco Rubio",
    # "Foreign Minister Prince Faisal", "Encik Ahmad Faiz": words of titles, portfolios and
    # honorifics, then the name (never after "of": "Minister of Foreign Affairs of Peru")
    size, core, honorific = 0, False, False
    while size < len(piece):
        word = piece[size].text
        if word in _TITLE_WORDS or (honorific and word in HONORIFIC_FOLLOWERS):
            core = core or word in _TITLE_CORE
            honorific = word in HONORIFICS or (honorific and word in HONORIFIC_FOLLOWERS)
        elif not (size and word in _TITLE_JOINERS):
            break
        size += 1
    if core and 0 < size < len(piece) and piece[size].capitalised \
            and piece[size - 1].text not in _TITLE_JOINERS:
        return " ".join(t.text for t in piece[:size]), piece[size:]
    # "Deputy Prime Minister Temir Osmonaliev", "Trade Minister Wanjiru Kamau-Oketch": a
    # title of several words ends with a title word (a demonym before it is read apart)
    if piece[0].text not in DEMONYMS:
        for size in range(min(4, len(piece) - 2), 1, -1):
            if piece[size - 1].text in TITLE_HEADS and piece[size].capitalised \
                    and "of" not in [t.text for t in piece[:size]]:
                return " ".join(t.text for t in piece[:size]), piece[size:]
    for size in (4, 3, 2, 1):
        # ("Deputy Chief of Mission Anne Holm": a title with its own "of")
        head = " ".join(t.text for t in piece[:size])
        if len(piece) > size and head in TITLES and piece[size].capitalised:
            return head, piece[size:]
    return None, piece


# A facility's word in lower case after a name: the name is the facility's
_FACILITY_AFTER = re.compile(r"\s+(?:international\s+)?(?:airport|air\s?base|airfield|prison|"
                            r"jail|gaol|square|street|avenue|stadium|hospital|mosque|"
                            r"bridge|dam|police\s+station|(?:border\s+)?crossing|checkpoint|"
                            r"monastery(?:\s+complex)?|detention\s+(?:centre|center|facility))\b")


def _classify(found: Entities, piece: list[Token]) -> None:
    """Type one run of capitalised words by the first rule that reads it, in this order: a
    name known from other articles, a state, a territory, states joined by "y" or "e", a
    state then a person, a continent, a city, a social platform, a named place, a name
    before a facility's word, a vessel's name, a titled name, a name a demonym leads; what
    none of them reads is a person or an organisation (``_classify_person_or_org``)."""
    for rule in (_known_name, _body_of_an_organisations_acronym, _state_name, _territory_name,
                 _states_joined,
                 _state_then_person, _state_service, _continent_name, _city_of_the_list, _world_city,
                 _city_word, _platform_name, _paper_by_its_last_word, _named_place,
                 _named_after_a_facility,
                 _named_vessel, _title_of_a_body_then_name, _title_word_and_a_place,
                 _body_then_name_after_a_small_title,
                 _titled_name, _demonym_led):
        if rule(found, piece):
            return
    _classify_person_or_org(found, piece, None)


_ACRONYM_BEFORE = re.compile(r"(?<![\w’'.-])[A-Z]{2,7} $")


def _body_of_an_organisations_acronym(found: Entities, piece: list[Token]) -> bool:
    """"the SADC Tribunal of Appeal ruled": a body's name after the acronym of an
    international organisation the text names there is one body, the acronym in its name
    (the organisation itself stays drafted)."""
    before = _ACRONYM_BEFORE.search(found.text, max(0, piece[0].start - 9), piece[0].start)
    words = [t.text for t in piece]
    if before is None or words[0] in _TITLE_CORE or words[0] in _TITLE_WORDS \
            or _org_type(words) in (None, "Government") \
            or not any(m.kind == "organization" and m.start == before.start()
                       and m.end == piece[0].start - 1
                       for m in found.mentions_near(before.start(), before.end())):
        return False
    acronym = Token(before.start(), piece[0].start - 1, before.group(0).strip())
    return _organisation(found, [acronym] + piece, [acronym] + piece, None)


def _known_name(found: Entities, piece: list[Token]) -> bool:
    """"the talks with Corvana Shipping": a name another article's mapping already gives
    (any kind but a post) keeps that kind and type."""
    name = _span_text(found, piece)
    known = found.known.find(name)
    if known and known.kind != "post":
        found.add(piece[0].start, piece[-1].end, known.kind, known.type, name, "known-name")
        return True
    return False


def _state_name(found: Entities, piece: list[Token]) -> bool:
    """"Estonia recalled its envoy": the name of a state (a state that is no more, such as
    "Yugoslavia", is marked defunct)."""
    state = state_named(_span_text(found, piece))
    if state:
        extra = {"defunct": True} if state.defunct else {}
        found.add(piece[0].start, piece[-1].end, "country", "Country", state.name,
                  "state-name", extra)
        return True
    return False


def _territory_name(found: Entities, piece: list[Token]) -> bool:
    """"a patrol boat off Bermuda": a territory, no state (unless the name is a city's)."""
    name = _span_text(found, piece)
    territory = territories().get(fold(name))
    if territory and fold(name) not in _fold_cities():
        # "Gibraltar", "New Caledonia": a territory, no state
        found.add(piece[0].start, piece[-1].end, "place", "Place", territory, "territory")
        return True
    return False


def _continent_name(found: Entities, piece: list[Token]) -> bool:
    """"aid convoys bound for Africa": a continent is a place."""
    folded = fold(_span_text(found, piece))
    if folded in _FOLD_CONTINENTS and _adjective(found.text, piece[0].start, piece[-1].end):
        return True  # "Caribbean passports": no place named
    if folded in _FOLD_CONTINENTS:
        found.add(piece[0].start, piece[-1].end, "place", "Continent",
                  _FOLD_CONTINENTS[folded], "continent")
        return True
    return False


def _city_of_the_list(found: Entities, piece: list[Token]) -> bool:
    """"the envoy flew back to Nairobi": a city of the gazetteer's list, written as the
    list writes it."""
    folded = fold(_span_text(found, piece))
    if folded in _fold_cities():
        city, _state = _fold_cities()[folded]
        found.add(piece[0].start, piece[-1].end, "city", "City", city, "capital-city")
        return True
    return False


def _city_word(found: Entities, piece: list[Token]) -> bool:
    """"the ferry reached Marisol City at dawn": a name whose last word is "City" is a city
    the lists do not hold, not a person."""
    if len(piece) > 1 and piece[-1].text == "City" and piece[0].capitalised:
        # "signed in Djibouti City", "Quezon City": a city the list does not hold, not a
        # person
        found.add(piece[0].start, piece[-1].end, "city", "City", _span_text(found, piece),
                  "city-word")
        return True
    return False


def _platform_name(found: Entities, piece: list[Token]) -> bool:
    """"the ministry wrote on Telegram": a social platform, where the words around a name
    as short as "X" say it is the platform."""
    start, end = piece[0].start, piece[-1].end
    name = _span_text(found, piece)
    folded = fold(name)
    if folded in _FOLD_PLATFORMS and _platform_context(found.text, start, end, name):
        found.add(start, end, "website", "SocialMediaPlatform", _FOLD_PLATFORMS[folded],
                  "platform")
        return True
    return False


def _named_after_a_facility(found: Entities, piece: list[Token]) -> bool:
    """"flights resumed at Queen Amara airport", "held in Evin prison": a name before a
    facility's word in small letters is the facility's, a place named with that word, not
    a person (the airport is no queen). ("Kabul airport" is Kabul's, read above.)"""
    facility = _FACILITY_AFTER.match(found.text, piece[-1].end)
    if facility is None:
        return False
    found.add(piece[0].start, facility.end(), "place", "Place",
              found.text[piece[0].start:facility.end()], "facility-name")
    return True


# "the tanker Eagle S", "the Liberian-flagged cargo ship Nordic Star", "boarded the tanker,
# the Eagle S": a vessel's kind right before its name
_VESSEL_BEFORE = re.compile(
    r"\b(?:[Tt]he|[Aa]n?)\s+(?:[\w-]+\s+){0,2}?(?:tanker|vessel|ship|freighter|frigate|"
    r"destroyer|corvette|ferry|yacht|submarine|trawler|cutter|aircraft\s+carrier|"
    r"icebreaker)(?:,\s+the)?\s+$")


def _named_vessel(found: Entities, piece: list[Token]) -> bool:
    """"Finnish authorities boarded the tanker Eagle S": a name right after a vessel's
    kind is the vessel's, a place (where things happen aboard), never a person."""
    if _VESSEL_BEFORE.search(found.text, max(0, piece[0].start - 60), piece[0].start) is None:
        return False
    found.add(piece[0].start, piece[-1].end, "place", "Place", _span_text(found, piece),
              "vessel-name")
    return True


def _titled_name(found: Entities, piece: list[Token]) -> bool:
    """"Labour Minister Tomas Reyes-Vidal said": a title of office before a name; the
    person after it (of an organisation after "of", or of one the title names) and the
    title drafted with them. False when no title leads the words."""
    title, rest = _strip_title(piece)
    if title and rest and ORG_WORDS.get(rest[0].text):
        rest = _portfolio_words_of_the_body(piece, rest)
    if title and _person_of_organisation(found, piece, rest):
        return True
    if title and not _org_type([t.text for t in piece]):
        _organisation_in_the_title(found, piece[:len(piece) - len(rest)])
        _classify_person_or_org(found, rest, title)
        return True
    return False


def _name_word(token: Token) -> bool:
    """Whether ``token`` may be a word of a person's name after a body's name: no word of
    a body, a portfolio, a title or a demonym, no joiner and no acronym."""
    word = token.text
    return token.capitalised and not token.all_caps and word not in _CONNECTORS \
        and not ORG_WORDS.get(word) and word not in PORTFOLIO_WORDS \
        and word not in _TITLE_WORDS and word not in DEMONYMS and not state_named(word)


def _title_word_and_a_place(found: Entities, piece: list[Token]) -> bool:
    """"Justice Oceania, a legal-aid charity, said": a title's word and then only the name
    of a continent or a state is no titled person (nobody's surname is "Oceania") but a
    name, an organisation's."""
    title, rest = _strip_title_words(piece)
    if title is None or len(rest) != 1 or " " in title \
            or not (state_named(rest[0].text) or fold(rest[0].text) in _FOLD_CONTINENTS):
        return False
    found.add(piece[0].start, piece[-1].end, "organization", "Organization",
              _span_text(found, piece), "title-word-and-place")
    return True


def _title_of_a_body_then_name(found: Entities, piece: list[Token]) -> bool:
    """"Chairwoman of the Marovian Election Commission Lidia Vasko said": a title, "of" or
    "for" and the body it is of, then the holder's name with no comma between: the person
    (the last two or three words that can be a name's) and the body are drafted apart."""
    size = 0
    while size < len(piece) and piece[size].text not in _TITLE_JOINERS \
            and piece[size].text in _TITLE_WORDS | _TITLE_OPENERS:
        size += 1
    if not size or size + 3 > len(piece) or piece[size].text not in {"of", "for"} \
            or not any(t.text in _TITLE_CORE for t in piece[:size]):
        return False
    named = 0
    while named < 3 and named < len(piece) - size - 1 and _name_word(piece[-1 - named]):
        named += 1
    before = piece[-1 - named]
    # ("of the Commonwealth Aisha Rahman": three such words after a body with no body's
    # word at its end are a name of two)
    if named == 3 and not (ORG_WORDS.get(before.text) or before.text in PORTFOLIO_WORDS):
        named = 2
    body = piece[size + 1:len(piece) - named]
    while body and not body[0].capitalised:
        body = body[1:]
    if named < 2:
        return False
    start = piece[len(piece) - named].start
    # ("Premier of the Solomon Islands Ivo Dalca": a state's long name read before is
    # out of the run, and the title's "of" stands right before the name)
    read_before = not body and re.search(r"[A-Z]", found.text[piece[size].end:start])
    if not (body or read_before) or (body and not body[-1].capitalised):
        return False
    title = found.text[piece[0].start:start].strip()
    if not all(t.text in PORTFOLIO_WORDS or t.text in _CONNECTORS for t in body):
        _classify(found, body)  # (a portfolio alone, "for Foreign Affairs", is no body)
    _classify_person_or_org(found, piece[len(piece) - named:], title)
    return True


# A title in small letters and "of" or "for" right before a body's name
_SMALL_TITLE_OF = re.compile(r"(?<![\w’'-])(?P<title>[a-z][a-z-]+)\s+(?:of|for)\s+(?:the\s+)?$")


def _body_then_name_after_a_small_title(found: Entities, piece: list[Token]) -> bool:
    """"the spokeswoman for the Marovian Electoral Commission Lidia Vasko said": after a
    title in small letters, a body's name and then the holder's with no comma between: the
    body and the person (its last two or three words that can be a name's) apart."""
    small = _SMALL_TITLE_OF.search(found.text, max(0, piece[0].start - 40), piece[0].start)
    if small is None or small.group("title").capitalize() not in _TITLE_CORE | {"Head"}:
        return False
    named = 0
    while named < 3 and named < len(piece) - 1 and _name_word(piece[-1 - named]):
        named += 1
    if named == 3 and not _org_type([t.text for t in piece[:-3]]):
        named = 2
    body = piece[:len(piece) - named]
    if named < 2 or _org_type([t.text for t in body]) in (None, "Government"):
        return False
    _classify(found, body)
    _classify_person_or_org(found, piece[len(piece) - named:],
                            found.text[small.start():piece[-named].start].strip())
    return True


def _portfolio_words_of_the_body(piece: list[Token], rest: list[Token]) -> list[Token]:
    """"Speaker of the National Assembly of Kenya Ruth Njoroge": after a title, the words
    of a portfolio just before a body's word (and after a joiner) are the body's name, not
    the title's; returns the words after the title with those words put back."""
    # "President of the National Assembly of Serbia ...": the words of a portfolio just
    # before a body's word are the body's name, not the title's
    titled = piece[:len(piece) - len(rest)]
    back = 0
    while back < len(titled) - 1 and titled[-1 - back].text in PORTFOLIO_WORDS \
            and titled[-1 - back].text not in _TITLE_CORE:
        back += 1
    if back and titled[-1 - back].text in _TITLE_JOINERS:
        rest = titled[len(titled) - back:] + rest
    return rest


# Words of a body that open a title when a title's head follows them: "Interior Cabinet
# Secretary Ruth Wanjiru" holds a post, and names no body called "Interior Cabinet". The
# rule is a body whose members, not its officers, carry its name in their rank: a cabinet's
# ("Cabinet Secretary", "Cabinet Minister"). Other body words before a head name the
# body's own officer and the body is drafted ("European Commission President", "Foreign
# Ministry Spokesman", "Communist Party Secretary"), so the set holds that one word.
_TITLE_OPENERS = {"Cabinet"}


def _organisation_in_the_title(found: Entities, titled: list[Token]) -> None:
    """"Red Cross Federation Secretary Omar Haddad": the organisation a title's words begin
    with, up to its body's word, is drafted (the longest such run, with no core title word
    in it)."""
    # "European Commission President Ursula von der Leyen": the organisation in the title
    for size in range(len(titled) - 1, 1, -1):
        if ORG_WORDS.get(titled[size - 1].text) and titled[0].capitalised \
                and not any(t.text in _TITLE_CORE for t in titled[:size]) \
                and not (titled[size - 1].text in _TITLE_OPENERS
                         and titled[size].text in TITLE_HEADS):
            _organisation(found, titled[:size], titled[:size], None)
            break


# Words before a name that say it is where something is or happens ("docked in Punta
# Arenas", "the port of Olongapo", "fishermen from Temuco"); not "to" or "with", which lead
# to people as often ("spoke to Jackson")
_WHERE_WORDS = ("in", "at", "from", "near", "outside", "via", "into", "towards?", "around",
                "across")
_WHERE_OF_NOUNS = ("city", "town", "port", "province", "outskirts", "centre", "center", "mayor",
                   "streets", "residents", "people", "governor", "municipality", "region")
_WHERE_CUE = re.compile(rf"\b(?:{one_of(_WHERE_WORDS)}|{one_of(_WHERE_OF_NOUNS)}\s+of)"
                        r"\s+(?:the\s+)?$")
# "-based", "Punta Arenas officials", "the Temuco city council": a word after a name that
# says it is a place's
_PLACE_NOUNS_AFTER = ("officials", "residents", "authorities", "police", "mayor", "city", "port",
                      "airport", "harbou?r", "council", "municipality", "prosecutors?", "court")
_PLACE_NOUN_AFTER = re.compile(rf"-based\b|\s+{one_of(_PLACE_NOUNS_AFTER)}\b")
# ", Chile": the state after a name
# (or "in" and the state, a part of it named: "Tarija in southern Bolivia", "Arequipa, in
# the south of Peru")
_STATE_AFTER = re.compile(r"(?:,(?:\s+in)?|\s+in)\s+(?:(?:the\s+)?(?:far\s+)?(?:north|south|east|"
                          r"west|central)[\w-]*\s+(?:of\s+)?)?"
                          r"(?P<state>[A-Z][\w’'-]*(?:\s+[A-Z][\w’'-]*){0,2})")


# A city of the world's list that the text names no state of: only one this large (a
# "Westminster" of 100,000 people in the United States is not the one of a British text)
_LARGE_CITY = 500_000


def _listed_city(found: Entities, name: str) -> City | None:
    """The city of the world's list that ``name`` names in this text: of the cities of that
    name, the largest of a state or territory the text names, else the largest of all if it
    is a large city (_LARGE_CITY), else None."""
    cities = world_cities(name)
    for city in cities:
        names = names_of_code(city.country_code)
        words = names + tuple(d for d, state in DEMONYMS.items() if state in names)
        if any(re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", found.text) for w in words):
            return city
    return cities[0] if cities and cities[0].population >= _LARGE_CITY else None


def _place_named_with(found: Entities, name: str) -> str | None:
    """A place or city the text has named whose name is ``name`` or starts with it ("the
    Toktogul reservoir" for "Toktogul")."""
    key = fold(name)
    for entity, item in found.items.items():
        if item.fields["_kind"] in ("place", "city"):
            own = fold(found.name(entity))
            if own == key or own.startswith(key + " "):
                return entity
    return None


def _world_city(found: Entities, piece: list[Token]) -> bool:
    """"docked in Punta Arenas", "Osh, Kyrgyzstan", "the port of Olongapo", "Temuco
    officials": a name of the world's list of cities (kg.draft.cities) is a city when the
    words around it say it is a place (a word of where before it, its state after it, a
    place's word after it); never the name of someone named before ("Victoria Lindqvist
    ... Victoria said") nor a name a title leads. (The language model is no help here: its
    small English model reads "Punta Arenas" as a person.)"""
    start, end = piece[0].start, piece[-1].end
    name = _span_text(found, piece)
    if piece[0].text in _TITLE_WORDS or not piece[0].capitalised:
        return False
    city = _listed_city(found, name)
    if city is None or any(found.people_named_before(fold(t.text), start) for t in piece):
        return False
    earlier = _place_named_with(found, name)
    if earlier is not None:  # "the Toktogul reservoir ... inflows into Toktogul"
        found.fold_into(start, end, earlier)
        return True
    text = found.text
    cue = bool(_WHERE_CUE.search(text, max(0, start - 40), start)) \
        and not re.match(r"['’]s\b", text[end:end + 2])
    listed = re.search(r"\s*(?:,|\band|\bor)\s+$", text[max(0, start - 8):start])
    if listed and not cue:  # "in Gdańsk and Rzeszów": a city after a city
        joint = start - len(listed.group(0))
        cue = any(m.kind == "city" and m.end == joint
                  for m in found.mentions_near(joint - 1, joint))
    after = _STATE_AFTER.match(text, end)
    state_after = after is not None and any(
        state_named(" ".join(after.group("state").split()[:size]))
        for size in (3, 2, 1))
    if not (cue or state_after or _PLACE_NOUN_AFTER.match(text, end)):
        return False
    found.add(start, end, "city", "City", city.name if fold(city.name) == fold(name) else name,
              "world-city")
    return True


# The first word of a place's name in a language that puts it first ("Palacio de Santa
# Cruz", "Plaza de Mayo", "Isla Navarino", "Avenue Foch", "Casa Amarilla"), or before "of"
# ("the Palace of Nations"); and of a town's ("Puerto Williams", "Ciudad Juárez", "Vila Real")
_PLACE_FIRST = {"Palacio", "Palais", "Palazzo", "Plaza", "Praça", "Piazza", "Place", "Rue",
                "Palace", "Palácio", "Avenue", "Boulevard", "Casa",
                "Calle", "Avenida", "Paseo", "Isla", "Islas", "Île", "Îles", "Ilha", "Lago",
                "Río", "Cerro", "Sierra", "Bahía", "Baía", "Cabo", "Vallée", "Castillo",
                "Castelo", "Château", "Catedral", "Mezquita", "Fortaleza", "Quai", "Pont",
                "Puente", "Estación", "Aeropuerto", "Aéroport", "Aeroporto", "Cape", "Mount",
                "Lake", "Gulf", "Isle", "Mont", "Monte",
                # (Arabic words for a headland, a valley, a mountain, a well, a spring,
                # and a camp's: "Ras Jadir", "Wadi Halfa", "Jebel Marra", "Camp Bastion")
                "Ras", "Wadi", "Jebel", "Jabal", "Bir", "Ain", "Camp"}
# (an Arabic town's first words: "Sharm el-Sheikh", "Kafr Qasim", "Beit Hanoun", "Deir
# ez-Zor", "Tel Aviv")
_TOWN_FIRST = {"Puerto", "Porto", "Ciudad", "Villa", "Vila", "Bandar", "Kota", "Nueva",
               "Nuevo", "Port", "Fort", "Sharm", "Kafr", "Beit", "Deir", "Tel"}
# Words before a place named after someone, or a royal or holy one ("the Royal Palace",
# "King Fahd Causeway", "Sheikh Zayed Mosque"): the whole is the place
_PLACE_HONOURS = {"Royal", "King", "Queen", "Sheikh", "Sultan", "Emir", "Prince", "Princess",
                  "Imperial", "Presidential", "Grand", "Holy", "Saint", "St", "St."}
_PLACE_NOT_LAST = {"Park"}  # also a surname ("Ambassador Park")


# Last words of a newspaper's name that also end a document's ("the Strategic Defence
# Review") or a thing's: read as a paper's only where the words around say it is one
_PAPER_LAST_OF_TWO_SENSES = ("Review", "Mirror")
# a byline's or a header's place ("By Ana Ruiz | Korvi Review |", "the Korvi Mirror newsroom")
# or a writer's ("the editor of the Korvi Review", "wrote in the Korvi Review")
_PAPER_BEFORE = re.compile(r"(?:^|\|)[ \t]*$|\b(?:editor|correspondent|reporter|columnist|"
                           r"journalist|writer)\s+(?:of|for|at|with)\s+(?:the\s+)?$|"
                           r"\b(?:wrote|writing|writes)\s+in\s+(?:the\s+)?$", re.MULTILINE)
_PAPER_AFTER = re.compile(r"[ \t]*\||\s+(?:live\s+)?(?:desk|newsroom)\b")


def _paper_by_its_last_word(found: Entities, piece: list[Token]) -> bool:
    """"Lisa Berg, the editor of the Korvi Review, said": a name ending with "Review" or
    "Mirror" is a newspaper where the words around it say so (a writer of it, a byline, a
    report of it: kg.draft.names._reports); "the government published its Strategic
    Defence Review" names a document, no organisation."""
    words = [t.text for t in piece]
    if len(piece) < 2 or words[-1] not in _PAPER_LAST_OF_TWO_SENSES:
        return False
    start, end = piece[0].start, piece[-1].end
    before = found.text[max(0, start - 40):start]
    if not (_PAPER_BEFORE.search(before) or _PAPER_AFTER.match(found.text, end)
            or _THE_BEFORE.search(before) and _reports(found.text, start, end)):
        return False
    found.add(start, end, "organization", "Organization", _span_text(found, piece),
              "news-outlet")
    return True


def _named_place(found: Entities, piece: list[Token]) -> bool:
    """"the Royal Palace", "King Fahd Causeway", "Palacio de Santa Cruz", "Puerto
    Williams": a name a place's word ends (after an honour or a name) or, in a language
    that puts it first, begins, is a place; a town's first word makes it a city. A title
    of office before it ("President Ana Ruiz ...") leaves it to the other rules."""
    words = [t.text for t in piece]
    if len(piece) < 2 or not piece[1].capitalised and len(piece) < 3:
        return False
    start, end = piece[0].start, piece[-1].end
    name = _span_text(found, piece)
    if any(" ".join(words[:size]) in DEMONYMS or state_named(" ".join(words[:size]))
           for size in (2, 3)):
        return False  # "Cape Verdean Foreign Minister ...", "Cape Verde's"
    if _org_type(words) or words[-1] in _NOT_A_PERSON_LAST:
        return False  # "the Gulf Cooperation Council", "the Lake Chad Basin Commission"
    if described_type(found.text, start, end):
        return False  # "Villa Esperanza, a tenants' union": no town
    if words[0] in _TOWN_FIRST and piece[1].capitalised:
        found.add(start, end, "city", "City", name, "town-name")
        return True
    if words[0] in _PLACE_FIRST or (
            words[-1] in _PLACE_LAST - _PLACE_NOT_LAST
            and (words[0] in _PLACE_HONOURS or words[0] not in _TITLE_WORDS)
            and words[0] not in DEMONYMS and not state_named(words[0])):
        found.add(start, end, "place", "Place", name, "place-words")
        return True
    return False


# A group's word written in lower case after its name: "the Democratic Centre party"
_GROUP_NOUN_AFTER = re.compile(r" (?:party|movement|group|alliance|coalition|bloc|faction)\b")


def _states_joined(found: Entities, piece: list[Token]) -> bool:
    """"Bolivia y Perú", "Brasil e Argentina" (a Spanish or Portuguese "and", which also
    joins the parts of a person's name): states, not a person."""
    cuts = [i for i, t in enumerate(piece) if t.text in ("y", "e")]
    if not cuts:
        return False
    parts, begin = [], 0
    for cut in cuts + [len(piece)]:
        parts.append(piece[begin:cut])
        begin = cut + 1
    states = [state_named(_span_text(found, part)) if part else None for part in parts]
    if not all(states):
        return False
    for part, state in zip(parts, states):
        found.add(part[0].start, part[-1].end, "country", "Country", state.name, "state-name")
    return True


def _state_then_person(found: Entities, piece: list[Token]) -> bool:
    """"Finland's ambassador to France Pekka Kaarlo Järvinen": the state a preposition leads
    to, then a person's name of two to four words (no person "France Pekka Kaarlo
    Järvinen")."""
    if len(piece) < 3 or not re.search(r"\b(?:to|of|in|from)\s+$",
                                        found.text[max(0, piece[0].start - 6):piece[0].start]):
        return False
    for size in (3, 2, 1):
        rest = piece[size:]
        if not 2 <= len(rest) <= 4:
            continue
        state = state_named(_span_text(found, piece[:size]))
        words = [t.text for t in rest]
        if state and all(t.capitalised for t in rest) and not _org_type(words) \
                and not any(ORG_WORDS.get(w) or w in NOT_NAMES or state_named(w)
                            for w in words):
            found.add(piece[0].start, piece[size - 1].end, "country", "Country", state.name,
                      "state-name")
            _classify(found, rest)
            return True
    return False


# The last word of a state's service named by the state and that word alone ("Maldives
# Immigration", "Fiji Police", "Ghana Customs")
_SERVICES = {"Immigration", "Customs", "Police", "Army", "Navy", "Corrections", "Revenue"}


def _state_service(found: Entities, piece: list[Token]) -> bool:
    """"Maldives Immigration said", "the Fiji Police": a state's name, then the words of
    one of its services ending with a service's word (_SERVICES), is that state's
    government body; not a person, and not nothing."""
    for size in (3, 2, 1):
        rest = piece[size:]
        if not 1 <= len(rest) <= 3 or rest[-1].text not in _SERVICES \
                or not all(t.text in PORTFOLIO_WORDS or t.text in _SERVICES for t in rest):
            continue
        state = state_named(_span_text(found, piece[:size]))
        if state is None:
            continue
        country = found.add(piece[0].start, piece[size - 1].end, "country", "Country",
                            state.name, "state-name")
        found.add(piece[0].start, piece[-1].end, "organization", "GovernmentBody",
                  _span_text(found, piece), "service-of-a-state", {"of_state": country})
        return True
    return False


def _first_of(piece: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """The words before the first "of" of ``piece`` and the words after it from the first
    capitalised one ("Ingrid Solheim of the Norwegian Ministry": "Ingrid Solheim",
    "Norwegian Ministry"), or None when there is no "of"."""
    words = [t.text for t in piece]
    if "of" not in words:
        return None
    cut = words.index("of")
    tail = piece[cut + 1:]
    while tail and not tail[0].capitalised:
        tail = tail[1:]
    return piece[:cut], tail


def _person_of_organisation(found: Entities, piece: list[Token], rest: list[Token]) -> bool:
    """"Professor Jürgen Müller-Schönfeld of the Clingendael Institute", "State Secretary
    Ingrid Solheim of the Norwegian Ministry of Foreign Affairs": a titled person (``rest``,
    the words after the title) and the organisation after the first "of", whose name may
    hold an "of" of its own."""
    split = _first_of(rest)
    if split is None:
        return False
    head, tail = split
    if not head or not tail or _org_type([t.text for t in head]) \
            or not _names_an_organisation([t.text for t in tail]) \
            or state_named(_span_text(found, tail)):
        return False
    _classify_person_or_org(found, head, "title")
    _tail_organisation(found, tail)
    return True


def _platform_context(text: str, start: int, end: int, name: str) -> bool:
    if name != "X":
        return True
    before = text[max(0, start - 5):start]
    after = text[end:end + 20]
    return bool(re.search(r"\b(?:via|on|in|at)\s$", before) or after.startswith(" (formerly"))


# A language named by a demonym: "is fluent in Finnish", "learned Portuguese", "in Spanish
# and in Quechua", "translated into French", "speaking Greek or Turkish"
_LANGUAGE_BEFORE = re.compile(r"\b(?:speaks?|spoke|spoken|speaking|fluent|learned|learnt|"
                              r"learning|into|in)\s+(?:(?:fluent|good|perfect|some|broken)\s+)?"
                              r"(?:[A-Z][\w-]+\s+(?:and|or)\s+(?:in\s+)?)?$")
# and no noun after it that it qualifies ("in Finnish waters")
_LANGUAGE_AFTER = re.compile(r"\s*(?:[,.;:)”\"’']|$)|\s+(?:and|or|but)\b")


def _a_language(found: Entities, piece: list[Token]) -> bool:
    """"Oskar Liiv is fluent in Finnish and Swedish": a demonym alone
    after a word of speaking, learning or "in", that qualifies no noun after it, is a
    language, which names no state."""
    start, end = piece[0].start, piece[-1].end
    return bool(_LANGUAGE_BEFORE.search(found.text, max(0, start - 50), start)
                and _LANGUAGE_AFTER.match(found.text, end))


def _demonym_led(found: Entities, piece: list[Token]) -> bool:
    for size in (2, 1):
        head = " ".join(t.text for t in piece[:size])
        if len(piece) == size and head in DEMONYMS and _a_language(found, piece):
            return True  # a language, no state
        if len(piece) >= size and head in DEMONYMS:
            state_name = DEMONYMS[head]
            state = state_named(state_name)
            country = found.add(piece[0].start, piece[size - 1].end, "country", "Country",
                                state_name, "demonym",
                                {"defunct": True} if state and state.defunct else {})
            rest = piece[size:]
            if rest and not _organisation(found, piece, rest, country):
                _classify(found, rest)  # "Japanese Prime Minister Kenta Oshiruma"
            return True
    return False


def _org_type(rest_words: list[str]) -> str | None:
    if not rest_words:
        return None
    for size in (2, 1):
        tail = " ".join(rest_words[-size:])
        if tail in ORG_WORDS:
            return ORG_WORDS[tail]
    # "Ministry of Foreign Affairs", "Ministry for Foreign Affairs", "Council on Foreign
    # Relations", "National Bureau of Investigation": the word before the first "of",
    # "for" or "on" heads the name
    joiner = next((i for i, w in enumerate(rest_words) if w in ("of", "for", "on")), None)
    if joiner and rest_words[joiner - 1] in ORG_WORDS and joiner < len(rest_words) - 1:
        return ORG_WORDS[rest_words[joiner - 1]]
    return None


def _org_key(name: str) -> str:
    key = fold(name)
    for pattern, replacement in _ORG_SYNONYMS:
        key = pattern.sub(replacement, key)
    return key


# Bodies a word alone names, a state's (the reviewer says whose): others' words alone
# ("Office", "Police", "Watch") name no one body
_ONE_BODY = {"Government", "Administration", "Cabinet", "Parliament", "Congress", "Senate",
             "Presidency", "Navy", "Army", "Chancellery"}


def _organisation(found: Entities, whole: list[Token], rest: list[Token],
                  country: str | None) -> bool:
    """An organisation named ``whole``; ``rest`` is the part after a demonym, if any."""
    words = [t.text for t in rest]
    type_ = _org_type(words)
    if type_ is None:
        return False
    name = _span_text(found, whole)
    start, end = whole[0].start, whole[-1].end
    extra: dict = {}
    if type_ == "Government":
        if country is None:
            return False
        extra["governs"] = country
        canonical = f"Government of {found.name(country)}"
    else:
        canonical = name
        if country:
            extra["of_state"] = country
    if type_ == "Organization" and any(w in found.text[end:end + 80] for w in VETERANS_WORDS):
        type_ = "VeteransAssociation"
    if type_ == "GovernmentBody" and words[-1] == "Agency" and _reports(found.text, start, end):
        type_ = "Organization"  # "the Anadolu Agency reported": a news agency
    named = _org_key(_span_text(found, rest))
    key = f"{named}@{country or ''}"
    entity = found._org_keys.get((key, country))
    if entity is None and country is None:
        # "The Foreign Ministry" after "Ghana's Foreign Ministry": that one, if the text
        # named only one state's, named before this mention ("Foreign Ministry spokesperson
        # Mao Ning" in a Beijing report is not "the Japanese foreign ministry" named later)
        of_states = [e for (k, _c), e in found._org_keys.items() if k.startswith(f"{named}@")
                     and any(m.entity == e and m.start < start for m in found.mentions)]
        entity = of_states[0] if len(set(of_states)) == 1 else None
    if entity:
        found.fold_into(start, end, entity)
        aliases = found.items[entity].fields.setdefault("alias", [])
        if name not in aliases and fold(name) != fold(found.name(entity)) \
                and found.items[entity].fields.get("_origin") is None:
            aliases.append(name)
        return True
    if len(whole) == 1 and whole[0].text in ORG_WORDS and whole[0].text not in _ONE_BODY \
            and not _state_named_after(found, start, end):
        return True  # "Police said", "the Office": a body's word alone names none
    # (one state's body is not another's of the same name: "Burkina Faso's Foreign Ministry"
    # is not Ghana's, named before)
    entity = found.add(start, end, "organization", type_, canonical, "organisation-word", extra,
                       key=f"{fold(canonical)}@{country or ''}")
    found._org_keys[(key, country)] = entity
    return True


def _state_named_after(found: Entities, start: int, end: int) -> bool:
    """"the Court of Trinidad and Tobago ruled": whether "of" and a state's name of several
    words, read apart before the runs (_long_state_names), follow a body's word after
    "the"; the body is that state's (_bodies_of_a_state_named_in_full joins the two). Not
    people of a state ("Representatives of Trinidad and Tobago met")."""
    if found.text[end - 1:end] == "s" or not _THE_BEFORE.search(
            found.text, max(0, start - 5), start):
        return False
    of = _OF_THE.match(found.text, end)
    return of is not None and any(m.kind == "country" and m.start == of.end()
                                  for m in found.mentions_near(of.end(), of.end()))


# Words that make the name beside them a news organisation's: "the Anadolu Agency
# reported", "told the Anadolu Agency", "according to the Anadolu Agency"
_REPORTS_AFTER = re.compile(r"(?:['’]s?)?\s+(?:reported|reports|quoted|cited|carried|"
                            r"said\s+in\s+a\s+report|news\s+(?:service|wire))\b")
_REPORTS_CUES = (r"[Aa]ccording\s+to", "told", r"quoted\s+by", r"cited\s+by", r"carried\s+by",
                 r"reported\s+by", r"(?:an?\s+)?interview\s+with", "state-run", "state-owned",
                 "state", "official", "semi-official", "news")
_REPORTS_BEFORE = re.compile(rf"\b{one_of(_REPORTS_CUES)}\s+(?:[Tt]he\s+)?$")


def _reports(text: str, start: int, end: int) -> bool:
    """Whether the words around text[start:end] say it reports the news."""
    return bool(_REPORTS_AFTER.match(text, end)
                or _REPORTS_BEFORE.search(text, max(0, start - 30), start))


def _news_outlet(found: Entities, piece: list[Token], title: str | None) -> bool:
    """"she told the Kypros Daily Review", "The Highland Review reported": a name "the"
    leads, that the words around it say reports the news, is a news organisation (a person
    is told things, and reports, without "the")."""
    start, end = piece[0].start, piece[-1].end
    if title or not _THE_BEFORE.search(found.text, max(0, start - 5), start) \
            or not _reports(found.text, start, end):
        return False
    found.add(start, end, "organization", "Organization", _span_text(found, piece),
              "news-outlet")
    return True


def _classify_person_or_org(found: Entities, piece: list[Token], title: str | None) -> None:
    """A run of capitalised words that is no state, city, continent or platform (``title``:
    the title read before it, if any): the first rule of _PERSON_OR_ORG_RULES that reads it
    decides whether it names an organisation, a place, a person, or nothing."""
    for rule in _PERSON_OR_ORG_RULES:
        if rule(found, piece, title):
            return


def _last_of(piece: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """The words before the last "of" of ``piece`` and the capitalised name after it (its
    "the" aside), or None when there is no "of"."""
    words = [t.text for t in piece]
    if "of" not in words:
        return None
    cut = len(words) - 1 - words[::-1].index("of")
    tail = [t for t in piece[cut + 1:] if t.capitalised or t.text in _CONNECTORS]
    while tail and not tail[0].capitalised:
        tail = tail[1:]
    return piece[:cut], tail


# A verb of saying, reporting or accusing after a site's name (an aside set off between
# them: "Rivelo Post, a news portal, reported"; the name's last words the run left out
# between them too: "Rivelo" of "Rivelo Now"), or a word that makes it a source or an
# addressee before it ("according to the news site Rivelo Post", "told Rivelo Post")
_SITE_ACTS_AFTER = re.compile(
    r"(?:\s+[A-Z][\w’'-]*){0,2}(?:\s*,[^,.;“”\"]{1,80},)?"
    r"\s+(?:(?:has|had|have|also|later|then|first|previously)\s+)*"
    r"(?:said|says|reported|reports|wrote|writes|claimed|claims|alleged|alleges|accused|"
    r"accuses|added|told|tells|quoted|cited|revealed|reveals|denied|denies|stated|asked|"
    r"published)\b")
_SITE_ACTS_BEFORE = re.compile(r"\b(?:said|says|told|tells|according\s+to|quoted\s+by|"
                               r"cited\s+by|reported\s+by)\s+(?:(?:the|an?)\s+)?"
                               r"(?:[a-z][\w-]*\s+){0,4}$")


def _site_acts(text: str, name: str) -> bool:
    """Whether the text makes a site named ``name`` speak, report or be told something
    anywhere ("Rivelo Post, a news portal, reported that ..."): a speaker, a claimant or an
    addressee is an agent, which a website is not in the model, so such a site is drafted
    as the organisation that publishes it."""
    for match in re.finditer(rf"(?<![\w’'-]){re.escape(name)}(?![\w’'-])", text):
        if _SITE_ACTS_AFTER.match(text, match.end()) \
                or _SITE_ACTS_BEFORE.search(text, max(0, match.start() - 80), match.start()):
            return True
    return False


def _described_organisation(found: Entities, piece: list[Token], title: str | None) -> bool:
    """"the rights group Libertas Watch", "the news agency Anadolu", "Fundación Puente, a
    legal-aid charity": a name a descriptor stands beside is an organisation of the kind the
    descriptor says (kg.draft.descriptors), never a person; a news agency is no government
    body whatever its name ends with."""
    start, end = piece[0].start, piece[-1].end
    if title or any(t.text in _TITLE_CORE for t in piece):
        return False
    described = described_type(found.text, start, end)
    if described is None:
        return False
    type_, noun = described
    name = _span_text(found, piece)
    if type_ == "Website" and _site_acts(found.text, name):
        type_ = "Organization"  # speaks, reports, accuses: its publisher, which may act
    entity = found.add(start, end, "website" if type_ == "Website" else "organization", type_,
                       name, "descriptor")
    described_before = found._described.setdefault(noun.split()[-1], [])
    if entity not in described_before:
        described_before.append(entity)
    return True


# The last words of an organisation's name that a text uses alone for it later ("the
# Anadolu Agency ... the agency said", "the Republican People's Party ... the party")
_NAME_NOUNS = {word: word.lower() for word in (
    "Agency", "Party", "Foundation", "Institute", "Network", "Coalition", "Alliance",
    "Movement", "Front", "Federation", "Association", "Observatory", "Group", "Union",
    "Centre", "Center", "Commission", "Council", "Court", "Tribunal")}


def _named_with_their_noun(found: Entities) -> None:
    """An organisation whose name ends with a word of _NAME_NOUNS is described by it too:
    "the agency said" after "the Anadolu Agency reported" is that agency (see
    _described_references)."""
    for entity, item in found.items.items():
        if item.fields["_kind"] != "organization" or item.rule == "international-organisation":
            continue
        noun = _NAME_NOUNS.get(found.name(entity).rsplit(" ", 1)[-1])
        if noun is not None:
            described = found._described.setdefault(noun, [])
            if entity not in described:
                described.append(entity)


def _described_references(found: Entities) -> None:
    """"the group said" after "the rights group Libertas Watch", "the agency said" after
    "the Anadolu Agency reported": that organisation, when it is the one organisation the
    text has described or named with that word before (one entity for one source, not a
    second, unnamed one)."""
    _named_with_their_noun(found)
    if not found._described:
        return
    firsts = {entity: min(m.start for m in found.mentions if m.entity == entity)
              for entities in found._described.values() for entity in entities
              if entity in found.items}
    for noun, described in found._described.items():
        # "the group", "the rights group"; not "the group of diplomats", nor a descriptor
        # before another name ("the group Libertas Watch")
        reference = re.compile(rf"\b[Tt]he\s+(?:[\w-]+\s+)?{re.escape(noun)}(?![\w’'-])"
                               rf"(?!\s+(?:of\b|[A-Z]))")
        for match in reference.finditer(found.text):
            if found.mentions_near(match.start(), match.end()):
                continue
            before = [e for e in described if e in firsts and firsts[e] < match.start()]
            if len(before) == 1:
                found.fold_into(match.start(), match.end(), before[0])


def _body_or_holder_of_a_state(found: Entities, piece: list[Token], title: str | None) -> bool:
    """"the Ministry of Foreign Affairs of Peru", "President Ana Ruiz of Chile": the state
    after the last "of", and before it that state's body, else a person."""
    cut = _last_of(piece)
    if cut is None:
        return False
    head, tail = cut
    state = state_named(_span_text(found, tail)) if tail else None
    if not head:
        return False
    if state is None:
        return _body_of_a_state_then_person(found, piece, head, tail)
    country = found.add(tail[0].start, tail[-1].end, "country", "Country", state.name,
                        "state-name")
    if not _organisation(found, piece, head, country):
        _classify(found, head)
    return True


def _body_of_a_state_then_person(found: Entities, piece: list[Token], head: list[Token],
                                 tail: list[Token]) -> bool:
    """"President of the National Assembly of Serbia Ana Radulović": a state's body (after
    the title's "of the"), the state, then a person's name of two to four words."""
    for size in (3, 2, 1):
        state = state_named(_span_text(found, tail[:size])) if len(tail) > size else None
        rest = tail[size:]
        if state is None or not 2 <= len(rest) <= 4 or not all(t.capitalised for t in rest) \
                or any(ORG_WORDS.get(t.text) or t.text in NOT_NAMES or t.text in _TITLE_CORE
                       for t in rest):
            continue
        words = [t.text for t in head]
        if "of" in words and all(w in _TITLE_WORDS or w in _TITLE_JOINERS
                                 for w in words[:words.index("of")]):
            head = head[words.index("of") + 1:]  # ("President of the" is the title's)
            while head and not head[0].capitalised:
                head = head[1:]
        if not head or not _org_type([t.text for t in head]):
            return False
        country = found.add(tail[0].start, tail[size - 1].end, "country", "Country",
                            state.name, "state-name")
        _organisation(found, head + piece[len(piece) - len(tail) - 1:len(piece) - len(rest)],
                      head, country)
        _classify(found, rest)
        return True
    return False


def _government_of_a_person(found: Entities, piece: list[Token], title: str | None) -> bool:
    """"the Government of Pedro Castillo": the person whose government it is."""
    cut = _last_of(piece)
    if cut is None:
        return False
    head, tail = cut
    if len(head) == 1 and ORG_WORDS.get(head[0].text) == "Government" and tail:
        _classify(found, tail)
        return True
    return False


def _person_of_a_group(found: Entities, piece: list[Token], title: str | None) -> bool:
    """"said Ana Lucía Ramírez of the Migrant Defense Network", "Paloma Valencia-Laserna of
    the Democratic Centre party", "Ingrid Solheim of the Norwegian Ministry of Foreign
    Affairs": a person (two to four capitalised words before the first "of") and the
    organisation she speaks for, whose name may hold an "of" of its own."""
    split = _first_of(piece)
    if split is None:
        return False
    head, tail = split
    head_words = [t.text for t in head]
    if not (2 <= len(head) <= 4 and tail and all(t.capitalised for t in head)) \
            or _org_type(head_words) \
            or any(ORG_WORDS.get(w) or w in _TITLE_CORE or w in NOT_NAMES for w in head_words):
        return False
    group_noun = _GROUP_NOUN_AFTER.match(found.text, tail[-1].end)
    if not (_names_an_organisation([t.text for t in tail]) or group_noun):
        return False
    _classify_person_or_org(found, head, None)
    if group_noun:  # (the group's word is part of its name: "the Democratic Centre party")
        found.add(tail[0].start, group_noun.end(), "organization", "Organization",
                  found.text[tail[0].start:group_noun.end()], "organisation-noun")
    else:
        _tail_organisation(found, tail)
    return True


def _names_an_organisation(words: list[str]) -> bool:
    """Whether ``words`` name an organisation by its word, after a demonym if one leads
    ("Norwegian Ministry of Foreign Affairs")."""
    for size in (2, 1):
        if len(words) > size and " ".join(words[:size]) in DEMONYMS:
            return bool(_org_type(words[size:]))
    return bool(_org_type(words))


def _tail_organisation(found: Entities, tail: list[Token]) -> bool:
    """The organisation named after a person's "of": a state's when a demonym leads it."""
    for size in (2, 1):
        if len(tail) > size and " ".join(t.text for t in tail[:size]) in DEMONYMS:
            return _demonym_led(found, tail)
    return _organisation(found, tail, tail, None)


def _named_organisation(found: Entities, piece: list[Token], title: str | None) -> bool:
    """"Poland's Ministry of Foreign Affairs", "the Migrant Defense Network": a name that
    ends with (or is headed by) an organisation's word, of the state named before it."""
    return _organisation(found, piece, piece, _possessive_state(found, piece[0].start))


def _dateline_agency(found: Entities, piece: list[Token], title: str | None) -> bool:
    """"PRAIA, Cape Verde, March 4 (Atlantic Wire) –": the news agency of a dateline."""
    start, end = piece[0].start, piece[-1].end
    if found.text[start - 1:start] == "(" \
            and re.match(r"\)\s*[–—-]\s", found.text[end:end + 4]):
        found.add(start, end, "organization", "Organization", _span_text(found, piece),
                  "news-agency")
        return True
    return False


def _broadcaster(found: Entities, piece: list[Token], title: str | None) -> bool:
    """"Radio Mitre", "Agence France-Presse", "Fundación Puente": a name a broadcaster's or
    an agency's word begins, or an organisation's word in a language that puts it first, is
    an organisation."""
    if len(piece) >= 2 and piece[0].text in _ORG_FIRST:
        found.add(piece[0].start, piece[-1].end, "organization", "Organization",
                  _span_text(found, piece), "organisation-first-word")
        return True
    return False


def _building(found: Entities, piece: list[Token], title: str | None) -> bool:
    """"State House", "Lancaster House": a building, not a person called House or Hall."""
    words = [t.text for t in piece]
    if 2 <= len(piece) <= 3 and words[-1] in _BUILDING_LAST and words[0] in _BUILDING_FIRST:
        found.add(piece[0].start, piece[-1].end, "place", "Place", _span_text(found, piece),
                  "building-name")
        return True
    return False


def _state_department(found: Entities, piece: list[Token], title: str | None) -> bool:
    """"Global Affairs Canada": see _department_of_state."""
    return _department_of_state(found, piece)


def _one_word(found: Entities, piece: list[Token], title: str | None) -> bool:
    """A single word: an acronym ("the OSCE said"), one with digits ("the M23 rebel
    group", "G7 leaders"), else the surname of someone named before ("Solheim said")."""
    if len(piece) != 1:
        return False
    token = piece[0]
    named = found._by_name.get(fold(token.text))
    if named is not None and found.kind(named) == "organization":
        # "Anadolu said" after "the news agency Anadolu": that organisation
        found.fold_into(token.start, token.end, named)
    elif re.search(r"\d[:.]\d\d\s*$", found.text[max(0, token.start - 8):token.start]):
        pass  # "08:30 AEST": a time zone after a clock time names nothing
    elif token.all_caps and len(token.text) <= 6 and token.text.isalpha() \
            and token.text not in _COMMON_CAPITALS:
        found.add(token.start, token.end, "organization", "Organization", token.text,
                  "acronym")
    elif _DIGIT_ACRONYM.fullmatch(token.text) and not _NOT_AN_ORGANISATION_AFTER.match(
            found.text, token.end) and (
            _THE_BEFORE.search(found.text, max(0, token.start - 5), token.start)
            or _GROUP_AFTER.match(found.text, token.end)):
        found.add(token.start, token.end, "organization", "Organization", token.text,
                  "acronym-with-digits")
    else:
        _surname(found, token, title)
    return True


_COMPASS = {"North", "South", "East", "West", "Northern", "Southern", "Eastern", "Western"}


def _compass_place(found: Entities, piece: list[Token], title: str | None) -> bool:
    """"rights abuses in East Lunavia": a point of the compass and a name that no list
    knows, which spaCy's recogniser reads as a place (GPE or LOC) where the text writes
    it, is a place; not a name it reads as a body's ("Southern Post", a paper)."""
    words = [t.text for t in piece]
    if title or not 2 <= len(piece) <= 3 or words[0] not in _COMPASS \
            or not all(t.capitalised for t in piece) or words[-1] in DEMONYMS \
            or _org_type(words) or _NEXT_CAPITALISED.match(found.text, piece[-1].end):
        return False
    name = _span_text(found, piece)
    labels = {span.label for span in named_spans(found.text) if span.text == name}
    if not labels & {"GPE", "LOC"} or labels & ORGANISATION_LABELS:
        return False
    found.add(piece[0].start, piece[-1].end, "place", "Place", name, "compass-place")
    return True


def _place_name(found: Entities, piece: list[Token], title: str | None) -> bool:
    """"Belém Palace", "Tahrir Square": a name a place's word ends is a place."""
    words = [t.text for t in piece]
    if 2 <= len(piece) <= 5 and words[-1] in _PLACE_LAST and words[0] not in DEMONYMS:
        found.add(piece[0].start, piece[-1].end, "place", "Place", _span_text(found, piece),
                  "place-name-word")
        return True
    return False


# Words after which a name is where something is: "a vessel near Bajo de Masinloc"
_WHERE_BEFORE = re.compile(r"\b(?:near|off|around|towards?|outside|inside|across|along)\s+"
                           r"(?:the\s+)?$")


def _name_after_near(found: Entities, piece: list[Token], title: str | None) -> bool:
    """"a coast guard vessel near Bajo de Masinloc", "off Punta Arenas": a name of words
    with a particle ("de", "del", "la") right after a word of where, with no title, is a
    place, not a person's name (news write "met X", not "near X", of people)."""
    if title is not None or len(piece) < 3 or not any(
            t.text in ("de", "del", "la", "las", "los", "da", "do", "di") for t in piece):
        return False
    if not _WHERE_BEFORE.search(found.text, max(0, piece[0].start - 20), piece[0].start):
        return False
    found.add(piece[0].start, piece[-1].end, "place", "Place", _span_text(found, piece),
              "place-after-near")
    return True


# A word of where right before a name of several words that leads to places almost only
# ("boarded off Isla Verde Norte", "camped outside Villa Rosa Alta", "were held in Nueva
# Sarna", "met at Kandi Lodge"): news write "met X", "spoke to X" of people, not "in X";
# not "from", "into" or "towards", which lead to people as often ("a letter from X", "an
# inquiry into X"), nor "in" after a word of trust ("faith in X"); the recogniser, reading
# such names as places as often as not, cannot tell them apart
_WHERE_BEFORE_A_NAME = re.compile(r"(?<![\w-])(?:[Nn]ear|[Oo]ff|[Oo]utside|[Ii]nside|[Aa]long|"
                                  r"(?<!faith )(?<!trust )(?<!confidence )(?<!interest )in|"
                                  r"at)\s+$")


def _name_where_something_is(found: Entities, piece: list[Token], title: str | None) -> bool:
    """"the trawler was boarded off Isla Verde Norte": a name of two to four capitalised
    words right after "near", "off", "outside", "inside", "along", "in" or "at", with no
    title, no possessive after it and none of its words a person's named before, is a place
    (news write "met X", "spoke to X" of people, not "near X" or "in X")."""
    start, end = piece[0].start, piece[-1].end
    capitals = [t for t in piece if t.capitalised]
    if title is not None or not 2 <= len(capitals) <= 4 or len(piece) > 6:
        return False
    cue = _WHERE_BEFORE_A_NAME.search(found.text, max(0, start - 10), start)
    if cue is None or re.match(r"['’]s\b", found.text[end:end + 2]) \
            or any(found.people_named_before(fold(t.text), start) for t in capitals) \
            or not _may_name_a_person(found, piece, title):
        return False
    found.add(start, end, "place", "Place", _span_text(found, piece), "place-after-where")
    return True


# A division's or a settlement's noun and "of" right before a name ("the village of Los
# Alamos Altos", "the state of Rio Verde"): the name is that place's; a town's or a city's
# is a city
_PLACE_NOUN_OF = re.compile(r"(?<![\w-])(?:[Tt]he\s+)?(?:(?P<town>town|city|port\s+city|"
                            r"port)|village|state|province|region|district|department|"
                            r"island|islands|municipality|county|governorate|commune|"
                            r"suburb|canton|oblast|parish)\s+of\s+$")


def _name_after_a_place_noun(found: Entities, piece: list[Token], title: str | None) -> bool:
    """"her family lives in the village of San Pedro de Lóvago": a name of two to five
    capitalised words (particles between them) right after a division's or a settlement's
    noun and "of", with no title, is that place, not a person (one is "the village of" no
    one); a town's or a city's name is a city."""
    start, end = piece[0].start, piece[-1].end
    capitals = [t for t in piece if t.capitalised]
    if title is not None or not 2 <= len(capitals) <= 5 or len(piece) > 7 \
            or any(t.text in ("of", "for", "and") for t in piece):
        return False
    cue = _PLACE_NOUN_OF.search(found.text, max(0, start - 30), start)
    if cue is None or re.match(r"['’]s\b", found.text[end:end + 2]):
        return False
    town = cue.group("town") is not None
    found.add(start, end, "city" if town else "place", "City" if town else "Place",
              _span_text(found, piece), "place-after-its-noun")
    return True


def _person_name(found: Entities, piece: list[Token], title: str | None) -> bool:
    """"María José de la Fuente Ibáñez": two to five capitalised words (particles between
    them) that nothing else reads are a person; "Rebelo de Sousa" after "Marcelo Rebelo de
    Sousa" is the end of that full name."""
    words = [t.text for t in piece]
    capitals = sum(1 for t in piece if t.capitalised)
    if not (2 <= capitals <= 5 and len(piece) <= 8 and "of" not in words
            and "for" not in words and "the" not in words  # ("Save the Children")
            and all(not t.all_caps or (t.regnal and i > 0) for i, t in enumerate(piece)
                    if t.capitalised)
            and _may_name_a_person(found, piece, title)):
        return False
    earlier = found.people_named_before(fold(_span_text(found, piece)), piece[0].start) \
        or _named_more_fully_before(found, piece)
    if len(earlier) > 1 and not title:
        # "Lucas Ferro Dias ... his brother Tiago Ferro Dias ... Ferro Dias said": the end of
        # two names given before, one of them, which the words do not say; no third person
        return True
    if len(earlier) == 1:
        found.add(piece[0].start, piece[-1].end, "person", "Person", found.name(earlier[0]),
                  "surname")
    else:
        found.add(piece[0].start, piece[-1].end, "person", "Person", _span_text(found, piece),
                  "title-and-name" if title else "capitalised-name")
    return True


# A verb right after a name that only a body's name takes with "the" before it ("the
# Federal Audit Service said"; people take no "the")
_BODY_ACTS_AFTER = re.compile(r"\s+(?:(?:has|had|also|later|then)\s+)?(?:said|says|announced|"
                              r"stated|confirmed|added|warned|denied|rejected|reported|"
                              r"ruled|decided|declined)\b")
# Words before a name that it is told something or reports, without "the": a news
# organisation's name ("told Kavarna Current", "quoted by Kavarna Current")
_TOLD_BEFORE = re.compile(r"\b(?:told|quoted\s+by|cited\s+by|reported\s+by|"
                          r"[Aa]ccording\s+to|(?:an?\s+)?interview\s+with)\s+$")


def _body_by_the_words_around(found: Entities, piece: list[Token], title: str | None) -> bool:
    """"the Federal Audit Service said", "she told Kavarna Current": a name of two to five
    capitalised words that no other rule reads, with no title's word, is a body's when
    "the" leads it and it acts ("said", "announced": people take no "the"), or when it is
    told things or quoted and spaCy's recogniser reads it as an organisation's."""
    start, end = piece[0].start, piece[-1].end
    words = [t.text for t in piece]
    capitals = [t for t in piece if t.capitalised]
    if title is not None or not 2 <= len(capitals) <= 5 \
            or any(w in _TITLE_CORE or w in NOT_NAMES for w in words) \
            or words[-1] in _NOT_A_PERSON_LAST or words[0] in DEMONYMS:
        return False
    text = found.text
    acts = _THE_BEFORE.search(text, max(0, start - 5), start) and _BODY_ACTS_AFTER.match(text, end)
    told = _TOLD_BEFORE.search(text, max(0, start - 25), start) \
        and label_of(text, start, end) in ORGANISATION_LABELS
    if not (acts or told):
        return False
    found.add(start, end, "organization", "Organization", _span_text(found, piece),
              "body-by-its-words")
    return True


def _title_of_an_organisation(found: Entities, piece: list[Token], title: str | None) -> bool:
    """"Kari Nordvik, State Secretary of the Norwegian Ministry of Foreign Affairs, met ...":
    a title's words, "of", and an organisation's name: the organisation (the post rules
    read the title; nobody is named in the run)."""
    words = [t.text for t in piece]
    if "of" not in words:
        return False
    cut = words.index("of")
    if cut == 0 or not all(w in _TITLE_WORDS or w in _TITLE_JOINERS for w in words[:cut]) \
            or not any(w in _TITLE_CORE for w in words[:cut]):
        return False
    tail = piece[cut + 1:]
    while tail and not tail[0].capitalised:
        tail = tail[1:]
    if not tail or not _names_an_organisation([t.text for t in tail]) \
            or state_named(_span_text(found, tail)):
        return False
    return _tail_organisation(found, tail)


_PERSON_OR_ORG_RULES = (
    _described_organisation, _body_or_holder_of_a_state, _government_of_a_person,
    _person_of_a_group, _title_of_an_organisation,
    _named_organisation, _news_outlet, _dateline_agency, _broadcaster, _building,
    _state_department,
    _one_word, _compass_place, _place_name, _name_after_near, _name_where_something_is,
    _name_after_a_place_noun, _person_name, _body_by_the_words_around,
)


def _named_more_fully_before(found: Entities, piece: list[Token]) -> list[str]:
    """"Luis Quispe" after "Luis Alberto Quispe Mamani": the people named before whose name
    begins with this name's first word and holds its other words in order (a middle name
    or a second surname left out), not one named alike but for the first word."""
    words = [fold(t.text) for t in piece if t.capitalised]
    if len(words) < 2:
        return []
    candidates = set(found.people_named_before(words[0], piece[0].start))
    for word in words[1:]:
        candidates &= set(found.people_named_before(word, piece[0].start))
    chosen = []
    for entity in candidates:
        full = fold(found.name(entity)).split()
        if len(full) > len(words) and full[0] == words[0] and _in_order(words, full):
            chosen.append(entity)
    return chosen


def _in_order(words: list[str], full: list[str]) -> bool:
    """Whether ``words`` stand in ``full`` in the same order."""
    position = 0
    for word in words:
        try:
            position = full.index(word, position) + 1
        except ValueError:
            return False
    return True


# A treaty's or a body's word and "on" or "for" right before a name: the name is its
# subject, part of the thing's name ("the Charter on Mountain Trails")
_SUBJECT_OF_A_THING = re.compile(rf"\b(?:{one_of(sorted(_NOT_A_PERSON_LAST - {'Day', 'Eve'}))}"
                                 r"|Committee|Commission|Council|Office|Institute|Centre|Center)"
                                 r"\s+(?:on|for)\s+(?:the\s+)?$")


def _may_name_a_person(found: Entities, piece: list[Token], title: str | None) -> bool:
    """Whether a run of capitalised words can be a person's name: better no person than a
    palace, a treaty or a river drafted as one."""
    words = [t.text for t in piece]
    if words[-1] in _NOT_A_PERSON_LAST | _PLACE_LAST or words[-1] in DEMONYMS \
            or _people_of_a_state(" ".join(words)) \
            or words[0] in _NOT_A_PERSON_FIRST:
        return False
    if words[-1] in PORTFOLIO_WORDS or words[0] in PORTFOLIO_WORDS:
        return False  # "Mineral Resources" of "Minister of Energy and Mineral Resources"
    if _SUBJECT_OF_A_THING.search(found.text, max(0, piece[0].start - 40), piece[0].start):
        return False  # "Mountain Trails" of "the Charter on Mountain Trails"
    if all(w in TITLES or w in TITLE_HEADS or w in _CONNECTORS for w in words) \
            or " ".join(words) in TITLES:
        return False  # "Prime Minister", "Minister of Foreign Affairs": a title, nobody's name
    # "the High Seas Treaty", "the Amu Darya", "the Caucasus Policy Lab": a name in a run
    # of capitals that "the" opens is a thing's, not a person's (a title between them,
    # "the President Ana Ruiz", names the person)
    return bool(title) or not _THE_OPENS_THE_RUN.search(
        found.text, max(0, piece[0].start - 60), piece[0].start)


# "the " and the capitalised words before a name in the same run ("the O.R. Tambo
# Building": "the O.R. "), no possessive among them ("the EU's Kaja Kallas")
_THE_OPENS_THE_RUN = re.compile(r"\b[Tt]he (?:(?:[A-Z]\.)+ ?|[A-Z][\w-]* ){0,3}$")


def _people_of_a_state(name: str) -> bool:
    """"Canadians", "New Zealanders", "Icelanders": a state's people, no person."""
    return name.removesuffix("s") in DEMONYMS or name.endswith("ers") and bool(
        name[:-3] in DEMONYMS or state_named(name[:-3]))


def _possessive_state(found: Entities, start: int) -> str | None:
    """The state named with "'s" right before ``start`` ("Poland's Ministry of Foreign
    Affairs")."""
    possessive = re.search(r"['’]s $", found.text[max(0, start - 3):start])
    if possessive is None:
        return None
    owner_end = start - 3
    states = [m for m in found.mentions_near(owner_end, owner_end)
              if m.end == owner_end and m.kind == "country"]
    return states[-1].entity if states else None


def _department_of_state(found: Entities, piece: list[Token]) -> bool:
    """"Global Affairs Canada", "Health Canada": a portfolio and a state's name, that
    state's department, not a person."""
    for size in (2, 1):
        if len(piece) <= size:
            continue
        tail, head = piece[-size:], piece[:-size]
        state = state_named(_span_text(found, tail))
        if state and any(t.text in PORTFOLIO_WORDS for t in head) \
                and all(t.capitalised for t in head):
            country = found.add(tail[0].start, tail[-1].end, "country", "Country", state.name,
                                "state-name")
            found.add(piece[0].start, piece[-1].end, "organization", "Ministry",
                      _span_text(found, piece), "department-of-state", {"of_state": country})
            return True
    return False


def _surname(found: Entities, token: Token, title: str | None) -> None:
    """A single capitalised word: the surname (or first name) of someone named before."""
    candidates = found.people_named_before(fold(token.text), token.start)
    full = [c for c in candidates if len(found.name(c).split()) > 1]
    if len(candidates) > 1 and len(full) == 1 and all(
            fold(found.name(c)) == fold(token.text) for c in candidates if c not in full):
        # "Pope Leo" in the headline (a name of one word, for now), "Pope Leo XIV" in the
        # text: a later "Pope Leo" is the full name's, not nobody's
        candidates = full
    if len(candidates) == 1:
        found.add(token.start, token.end, "person", "Person", found.name(candidates[0]),
                  "surname")
    elif not candidates and _PERSONAL_HONORIFIC_BEFORE.search(
            found.text, max(0, token.start - 6), token.start) and _may_be_one_name(token):
        # "Ms. Okafor declined to comment": a surname after Mr, Mrs, Ms or Dr, of someone
        # the text names no more fully
        found.add(token.start, token.end, "person", "Person", token.text, "honorific-surname")
    elif not candidates and title is None and _one_name_with_a_post(found, token):
        found.add(token.start, token.end, "person", "Person", token.text, "name-and-post")
    elif not candidates and title is None and _one_name_speaking(found, token):
        found.add(token.start, token.end, "person", "Person", token.text, "name-speaking")
    elif not candidates and title is None and _one_word_place(found, token):
        town = _a_town(found.text, token)
        found.add(token.start, token.end, "city" if town else "place",
                  "City" if town else "Place", token.text, "place-after-where")
    elif not candidates and title is None and _the_feature(found, token):
        found.add(token.start, token.end, "place", "Place", token.text, "the-feature")
    elif title and not candidates and token.text not in TITLES | TITLE_HEADS \
            and token.text not in _PLACE_LAST | _BUILDING_LAST and token.text not in ORG_WORDS:
        # "NATO Secretary General": the title's last word is no surname
        found.add(token.start, token.end, "person", "Person", token.text, "title-and-surname")


# A personal honorific right before a name, with or without its full stop ("Mr. Ruiz",
# "Dr Petrova")
_PERSONAL_HONORIFIC_BEFORE = re.compile(r"(?<![\w’'-])(?:Mr|Mrs|Ms|Dr|Mme)\.?\s$")


# A word of where right before a name ("held in Gldani", "a strike near Amadiya", "the
# village of Kayaya"), and a town's noun ("the town of Amadiya")
_WHERE_ONE_WORD_BEFORE = re.compile(r"\b(?:[Ii]n|[Nn]ear|[Oo]utside|(?:village|town|island|"
                                    r"district|suburb|region|province|city|port|department|"
                                    r"state|canton|commune|oblast|parish|"
                                    r"bay|governorate|county|municipality)\s+of)\s+$")
_TOWN_BEFORE = re.compile(r"\b(?:town|city|port)\s+of\s+$|\b[Nn]ear\s+$|"
                          # "the mayor of X", "the streets of X", "on the outskirts of X"
                          r"\b(?:mayor|residents|streets|outskirts|suburbs?|centre|center)"
                          r"\s+of\s+$")
# ", a port city of ten thousand", ", the only town on the coast": a town by the words set
# off after it
_TOWN_AFTER = re.compile(r",\s+(?:a|the)\s+(?:[\w-]+\s+){0,2}(?:town|city)\b|"
                         # "X's mayor", "the X town hall"
                         r"['’]s\s+(?:mayor|residents|streets|outskirts|suburbs?)\b|"
                         r"\s+(?:town\s+hall|city\s+hall|city\s+council|town\s+council)\b")
# Words a language is named with ("in Russian", "in Arabic", "in Swahili"), no place's
_LANGUAGE_END = re.compile(r"(?:ese|ish|ic|ian|an)$|^(?:Hindi|Farsi|Swahili|Urdu|Bengali|"
                           r"Nepali|Dari|Pashto|Tagalog|Hebrew|Latin|Esperanto)$")


def _one_word_place(found: Entities, token: Token) -> bool:
    """"detained in Gldani", "a drone strike near Amadiya": a single capitalised word no
    list knows, that nobody in the text is called, right after a word of where (and no
    name or possessive going on after it) is a place; a city after "the town of"."""
    text = found.text
    return _may_be_one_name(token) and not _LANGUAGE_END.search(token.text) \
        and bool(_WHERE_ONE_WORD_BEFORE.search(text, max(0, token.start - 20), token.start)) \
        and not re.match(r"(?:['’]s\b|\s+[A-Z])", text[token.end:token.end + 3]) \
        and not found.people_named_before(fold(token.text), len(text))


_OCEANS = {"Pacific", "Atlantic"}  # (names among the place's words of _PLACE_LAST)


def _the_feature(found: Entities, token: Token) -> bool:
    """"ships crossing the Limpopo", "the Danube's banks": one capitalised word after "the"
    that heads its phrase (no noun after it that it qualifies: not "the Baltic ports") and
    that spaCy's recogniser reads as a location (a river, a sea, a range: its LOC, which it
    gives names of the land and the water, not people or bodies) is a place; not a
    place's word alone ("the Island" for Cuba: which island, the name does not say)."""
    text = found.text
    return bool(_THE_BEFORE.search(text, max(0, token.start - 5), token.start)) \
        and _may_be_one_name(token) and token.text not in _PLACE_LAST - _OCEANS \
        and not _qualifies_a_noun(text, token.end) \
        and not re.match(r"\s+[A-Z]", text[token.end:token.end + 2]) \
        and label_of(text, token.start, token.end) == "LOC"


def _a_town(text: str, token: Token) -> bool:
    """Whether the text calls the place ``token`` names a town anywhere ("the town of
    Amadiya"), or names it as where something happened near ("a strike near Zakho": a
    village's or a district's name is given with its noun, "near the village of Kayaya")."""
    return any(_TOWN_BEFORE.search(text, max(0, m.start() - 20), m.start())
               or _TOWN_AFTER.match(text, m.end())
               # (its possessive too: "Korla's mayor")
               for m in re.finditer(rf"(?<![\w’'-]){re.escape(token.text)}"
                                    rf"(?![\w-]|['’](?!s\b))", text))


def _may_be_one_name(token: Token) -> bool:
    """Whether a single capitalised word may be a person's only name: no acronym, no word
    of a list (a state, a city, a demonym, a title, a month, a body's word), three letters
    or more."""
    word = token.text
    return not (token.all_caps or word in NOT_NAMES or word in ORG_WORDS or word in DEMONYMS
                or word in _TITLE_WORDS or word in _MONTHS_AND_DAYS or state_named(word)
                or fold(word) in _fold_cities() or len(word) < 3)


# A verb of saying right after a name that is its subject ("Putin said", "Erdogan told")
_SAYS_AFTER_NAME = re.compile(r"\s+(?:(?:has|had|also|later|then)\s+)?(?:said|says|told|"
                              r"added|wrote|insisted|warned|replied)\b")


def _one_name_speaking(found: Entities, token: Token) -> bool:
    """"Putin said the talks had failed": a single name that no list knows, the subject of
    a verb of saying, is a person's when spaCy's recogniser reads it as one too (it reads
    "Hamas said" and "Gazprom said" as organisations)."""
    if not _may_be_one_name(token):
        return False
    if not _SAYS_AFTER_NAME.match(found.text, token.end):
        return False
    return label_of(found.text, token.start, token.end) in PERSON_LABELS


# ", a spokesman for the ministry", ", the country's deputy foreign minister": a post set
# off after a name, which makes the name a person's
_POST_AFTER = re.compile(
    r",\s+(?:the\s+|a\s+|an\s+)?(?:[\w'’-]+\s+){0,4}?(?:spokes(?:man|woman|person)|minister|"
    r"ambassador|envoy|secretary|director|official|diplomat|president|chairman|chairwoman|"
    r"adviser|advisor|lawyer|consul|counsell?or|attach[ée]|governor|mayor|commander)\b")


_SAID_BEFORE = re.compile(r"\b(?:said|says|added|told|according\s+to)\s+$")


def _one_name_with_a_post(found: Entities, token: Token) -> bool:
    """"said Hendrawan, a spokesman for the ministry": a single name no list knows, after a
    verb of saying and with a post set off after it, is a person's (many people go by one
    name)."""
    if not _may_be_one_name(token):
        return False
    if not _SAID_BEFORE.search(found.text, max(0, token.start - 20), token.start):
        return False
    return bool(_POST_AFTER.match(found.text, token.end))


def _aliases(found: Entities) -> None:
    text = found.text
    done: set[tuple[str, str]] = set()
    for match in list(_ALIAS.finditer(text)) + list(_FORMERLY.finditer(text)):
        before = [m for m in found.mentions_near(match.start() - 4, match.start())
                  if m.end <= match.start() and match.start() - m.end <= 4]
        if not before:
            continue
        owner = before[-1].entity
        alias = match.group("alias").strip()
        if found.items[owner].fields.get("_origin") is None:
            aliases = found.items[owner].fields.setdefault("alias", [])
            if alias not in aliases:
                aliases.append(alias)
        found._by_name.setdefault(fold(alias), owner)
        if (alias, owner) in done:
            continue  # its occurrences are read already; a long text can repeat it often
        done.add((alias, owner))
        for occurrence in re.finditer(re.escape(alias), text):
            span = (occurrence.start(), occurrence.end())
            near = found.mentions_near(span[0], span[1])
            if not any(m.start <= span[0] < m.end or span[0] <= m.start < span[1]
                       for m in near):
                found.fold_into(span[0], span[1], owner)
            else:
                # a name found inside the alias ("El Gallo" read as a person) is the alias
                for mention in [m for m in near
                                if span[0] <= m.start and m.end <= span[1] and m.entity != owner]:
                    found.mentions.remove(mention)
                    found._positions = None
                    if not any(m.entity == mention.entity for m in found.mentions):
                        found.items.pop(mention.entity, None)
                    found.fold_into(span[0], span[1], owner)
