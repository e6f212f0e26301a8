"""Posts and who holds them: "the Cuban ambassador to Peru, Carlos Zamora", "Betssy
Chávez, former prime minister", "the then president of that country, Dina Boluarte"."""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field

from ..uris import join_slugs, slugify
from .gazetteer import (DEMONYMS, HONORIFICS, NOT_NAMES, PORTFOLIO_WORDS, TITLES, cities, fold,
                        state_named)
from kg.draft import nlp
from kg.draft.appositions import holder_in_apposition, holder_named_before
from kg.draft.asserted_posts import asserted_by_another, told_in_words_of_another
from kg.draft.actions import same_side
from kg.draft.attribution import Salience, agrees
from kg.draft.known import KnownIndex
from kg.draft.model import Item, Mention, Span, Spans
from kg.draft.names import Entities
from kg.draft.posts_introduced import introduced_holdings
from kg.draft.word_patterns import one_of

# Work outside a state's offices that a named person does ("Leyla Mammadli, a senior fellow
# at the ... Centre", "their lawyer, Ngozi Adeyemi"): drafted only with its holder, never as
# a post alone ("a lawyer filed a complaint" names nobody's post)
_OCCUPATION_HEADS = (r"(?:senior |research |visiting )?fellow|"
                     r"(?:senior |[a-z]+-[a-z]+ )?researcher|"
                     r"(?:senior |special |chief |political |legal |policy |security )?"
                     r"advis[eo]r|lawmaker|legislator|parliamentarian|member of parliament|"
                     r"(?-i:MP)|"
                     r"(?:investigating |presiding )?judge|magistrate|(?:chief |lead )?negotiator|"
                     r"coordinator|chairperson|chair|vice[- ]chair(?:man|woman)?|founder|"
                     r"co-founder|general secretary|press secretary|"
                     r"lecturer|(?:associate |assistant )?professor|political scientist|"
                     r"(?:senior |political |security |policy )?analyst|lawyer|"
                     r"(?:policy |executive |programme |program |research )?director|"
                     r"leader|editor|economist|historian|"
                     # (the press's people: "a correspondent for the paper", "an investigative
                     # reporter"; never "told reporters")
                     r"correspondent|(?:investigative )?reporter|"
                     # (a member of a body or of the opposition named with her: "Ana Ruiz,
                     # a member of the Andean Parliament"; "the opposition member Ana Ruiz")
                     r"member of the opposition|member(?=$|\s+of\b)|opposition member|"
                     r"(?:government |opposition )?backbencher|"
                     # (a legislator called a deputy: "a national deputy", "the Duma deputy")
                     r"(?:national|duma|parliamentary|opposition) deputy")
_OCCUPATION = re.compile(_OCCUPATION_HEADS)
# "a lecturer in international law": the field, in small letters, is part of the work
# (up to a preposition: "a lecturer in international law at the university")
_FIELD_AFTER = re.compile(r"\s+in\s+(?P<field>(?!(?:at|of|for|in|from|with|and|to)\b)[a-z]+"
                          r"(?:\s+(?!(?:at|of|for|in|from|with|and|to)\b)[a-z]+){0,2})"
                          r"(?=[\s,.;:])")
# A ministry's portfolio in capitals, and the others joined to it: "Energy", "Lands,
# Forestry and Rural Development", "Finance for International Affairs"
_CAPITALS = r"[A-Z]\w+(?: [A-Z]\w+)*"
_CAPITAL_PORTFOLIO = (rf"{_CAPITALS}(?:(?:, {_CAPITALS})*,? (?:and|&) {_CAPITALS}|"
                      r" for (?:[A-Z]\w+ )*Affairs)?")
# More portfolios joined in small letters: "of trade and industry"
_SMALL_PORTFOLIO_WORDS = "|".join(sorted(
    (w.lower() for w in PORTFOLIO_WORDS if w.isalpha()), key=len, reverse=True))
_MORE_SMALL_PORTFOLIOS = (rf"(?: and (?:{_SMALL_PORTFOLIO_WORDS})"
                          rf"(?: (?:{_SMALL_PORTFOLIO_WORDS}))?)?")
# Longer titles first: "deputy prime minister" is not a prime minister, "deputy head of
# mission" no head of mission. A mission's staff below its head ("a counsellor at the
# embassy", "the military attaché") hold posts too.
_HEADS = (r"deputy ambassador|(?:deputy )?permanent representative|ambassador|"
          r"deputy head of mission|head of mission|(?:deputy )?chief of mission|"
          r"consular (?:clerk|officer|official|agent)|"
          # (a counsellor's or an attaché's field before the office: "the labour counsellor")
          r"(?:first |second |third |labou?r |trade |political |economic |press |cultural |"
          r"commercial |consular )?counsel+or|"
          r"(?:military |defen[cs]e |press |cultural |commercial |labou?r |trade |police |"
          r"agricultural )?attach[ée]|"
          r"(?:first|second|third) secretary|"
          r"charg[ée] d['’]affaires|consul(?:[- ]general)?|special envoy|envoy|"
          r"special representative|representative(?= (?:of|in|to|at)\b)|high commissioner|"
          r"vice[- ]president|president|"
          r"deputy prime minister|vice[- ]premier|first deputy prime minister|"
          # (a portfolio in small letters before "minister": "the home affairs minister")
          r"(?:deputy |junior |state )?(?:(?:foreign|home|european|internal|consular) affairs|"
          r"foreign|interior|defen[cs]e|finance|justice|trade|economy|energy|"
          r"health|education|home|culture|agriculture|transport|environment|labou?r|tourism|"
          r"security|immigration|migration|climate|digital|industry|mines|mining|fisheries|"
          r"information|communications|sports?|youth|women|welfare|petroleum|oil|maritime|"
          r"development|planning|commerce|economic|budget|public security|integration) "
          r"minister|"
          # ("Chile's Deputy Minister of Finance for International Affairs", "Mali's
          # minister of foreign affairs, Awa Keita")
          rf"(?:deputy )?minister of (?:the )?(?-i:{_CAPITAL_PORTFOLIO})|"
          r"(?:deputy )?minister (?:of|for) (?:the )?(?-i:(?:foreign|home) affairs|"
          r"foreign trade|defen[cs]e|"
          r"interior|finance|justice|trade|economy|energy|health|education|agriculture|"
          r"transport|environment|labou?r|culture|tourism|fisheries|mines|security)"
          rf"(?-i:{_MORE_SMALL_PORTFOLIOS})|"
          r"deputy minister|prime minister|vice[- ]chancellor|chancellor|"
          r"minister|secretary of state|(?:(?:foreign|interior|defen[cs]e|finance|trade|"
          r"health|education|energy) )?cabinet secretary|"
          r"(?:deputy )?foreign secretary|state secretary|"
          r"secretary[- ]general|(?:media |press )?spokes(?:person|man|woman)|top diplomat|"
          r"congress(?:man|woman)|senator|"
          r"mayor|governor[- ]general|governor|admiral|head of state|king|queen|head|"
          r"ombuds(?:man|woman|person)|"
          r"(?:foreign policy|intelligence|spy|army|military|police|navy|defen[cs]e|security|"
          r"border|customs|diplomatic|cyber) chief|(?:special )?rapporteur|"
          r"director[- ]general|(?:public |special |chief )?prosecutor|prosecutor[- ]general|"
          r"attorney[- ]general|(?:detective )?(?:chief )?inspector|commissioner|"
          r"chairman|chairwoman|chief executive(?: officer)?|speaker|"
          r"assistant secretary|chief of staff|commander|federal president|"
          r"under[- ]?secretary(?:[- ]general)?|"
          r"(?:permanent|principal|deputy|executive|joint) secretary|"
          r"vice[- ]minister|minister[- ]counsel+or|"
          rf"{_OCCUPATION_HEADS}|"
          # ("Foreign Affairs Secretary Enrique Manalo", "the Secretary for Foreign Affairs":
          # a secretary of a portfolio, after every longer secretary above)
          r"(?:foreign affairs|defen[cs]e|justice|interior|finance|home|health|trade|energy|"
          r"agriculture|education|labou?r|transport|environment|treasury) secretary|"
          r"secretary(?= for (?-i:[A-Z]))")
# (a capitalised "New" before another capitalised word begins a name, "New Zealand", "New
# Caledonia", and is no modifier of the office: "the New Zealand foreign minister")
_PHRASE = re.compile(
    r"\b(?P<mods>(?:(?:(?i:former|then|ex-|outgoing|current|deposed|late|retired|interim|"
    r"acting|leftist|rightist|conservative|socialist)|new|New(?!\s+[A-Z]))\s+)*)"
    r"(?P<dem>(?:(?:[A-Z][a-z]+|[A-Z]{2,}|(?:[A-Z]\.){2,})\s+){0,3}?)"
    rf"(?P<head>(?i:{_HEADS}))\b")
_FORMER = {"former", "then", "ex-", "outgoing", "deposed", "late", "retired"}
# offices that one person holds under either name ("Ambassador X, Malaysia's envoy to ...")
_SAME_OFFICE = {"Envoy": "Ambassador"}
# envoys a state sends to an organisation ("Saudi Arabia's U.N. ambassador")
_ENVOYS = {"ambassador", "deputy ambassador", "permanent representative",
           "deputy permanent representative", "envoy", "special envoy"}
# Heads of a mission, whom "envoy" may name (offices as drafted, in small letters)
_MISSION_HEADS = {"ambassador", "permanent representative", "high commissioner",
                  "chargé d'affaires", "charge d'affaires"}
# Heads of a mission, whose post "in" a capital is to that capital's state
_IN_A_CAPITAL = re.compile(r"(?:deputy )?ambassador|charg[ée] d['’]affaires|high commissioner|"
                           r"(?:deputy )?permanent representative|envoy|special envoy")
# "her Cape Verdean counterpart, Rui Semedo Tavares": the office named before, of that state
_COUNTERPART = re.compile(r"\b(?:his|her|their|its)\s+"
                          r"(?P<dem>[A-Z][\w'’\-]*(?:\s+[A-Z][\w'’\-]*)?)"
                          r"\s+counterpart\b(?P<gap>,?\s+)?")
# "the ambassadors of Ghana, Kwame Asante-Boateng; of Chile, Sebastián Órdenes Muñoz; ..."
_AMBASSADORS_OF = re.compile(r"\bambassadors\s+of\s+")
_LIST_SEPARATOR = re.compile(r"\s*[;,]\s*(?:and\s+)?(?:of\s+)?(?:the\s+)?")
# honorifics between a post and its holder's name ("Ambassador Dato' Nur Aisyah")
_HONORIFICS = "|".join(sorted((re.escape(h) for h in HONORIFICS), key=len, reverse=True))
# (and titles of rank: "PCG spokesman Commodore Jose Ramon de los Santos")
_RANKS = "|".join(sorted((re.escape(t) for t in TITLES if " " not in t and t[-1] != "."),
                         key=len, reverse=True))
_HOLDER_GAP = re.compile(rf",? (?:(?:{_HONORIFICS}|{_RANKS})['’.]? )*")


# Offices a portfolio "for" something completes ("Minister of State for the Indo-Pacific",
# "special envoy for the Sahel")
_PORTFOLIO_HEADS = {"minister of state", "secretary of state", "special envoy", "envoy",
                    "secretary",
                    "special representative", "minister", "state secretary", "undersecretary",
                    "under-secretary", "under secretary", "assistant secretary",
                    "deputy minister", "vice minister", "vice-minister", "director",
                    "director-general", "director general", "deputy secretary",
                    "permanent secretary", "joint secretary", "executive secretary"}
# (and the word in small letters that a portfolio of places ends with: "director general
# for Baltic affairs", "joint secretary for the Andean region")
_PORTFOLIO_AFTER = re.compile(r"[A-Z][\w’'-]*(?:\s+(?:and\s+)?[A-Z][\w’'-]*){0,4}"
                              r"(?:\s+(?:affairs|region)\b)?")


# A service's words before a rank ("Police Inspector", "Coast Guard Commodore"): part of
# the office
_SERVICE_WORDS = {"Police", "Navy", "Army", "Customs", "Border", "Coast", "Guard", "Air",
                  "Force", "Marine", "Military", "Naval", "Detective"}


# Offices named by an acronym, written in capitals in a post's label ("Labour MP")
_ACRONYM_OFFICES = {"mp": "MP"}


def _title(head: str) -> str:
    small = {"of", "the", "to", "in", "for", "and", "d'affaires"}
    return " ".join(w if w in small else _ACRONYM_OFFICES.get(w, w[:1].upper() + w[1:])
                    for w in head.split())


def draft_posts(entities: Entities, known: KnownIndex, skip: Spans,
                quotations: Spans | None = None) -> list[Item]:
    """The posts the text names and their holders ("the Chilean consul in Lyon, Marta
    Quiroga, said ..."); none from the spans ``skip`` (the words of others: quotations and
    claims) but a post named with its holder in a reported claim that is not a quotation
    (``quotations``: those spans of ``skip``; see ``_draft_reported_holding``; None skips
    every span of ``skip`` whole). Each post
    phrase is read in turn (``_draft_phrase``), then the rules that read several phrases
    together."""
    drafted = _Posts(entities, known)
    run = _Run()
    for match in _PHRASE.finditer(entities.text):
        if skip.covers(match.start()):
            if quotations is not None and not quotations.covers(match.start()):
                _draft_reported_holding(entities, drafted, match)
            continue
        _draft_phrase(entities, drafted, run, match)
    _anonymous_officials(drafted, skip)
    _counterparts(drafted, run.offices, skip)
    _heads_of_bodies(drafted, skip)
    _heads_by_their_verb(drafted, skip)
    _ambassador_lists(drafted, skip)
    _plural_offices(drafted, skip)
    drafted.drop_stateless_doubles()
    drafted.fill_unnamed_posts()
    drafted.fold_unnamed_into_held()
    drafted.fold_envoy_into_mission_head()
    _holders_named_by_a_descriptor(drafted, skip)
    drafted.held.update(introduced_holdings(drafted.entities, drafted.posts,
                                            drafted.holdings, skip))
    _offices_of_the_dateline(drafted, run.bare)
    return list(drafted.posts.values()) + list(drafted.holdings.values())


@dataclass
class _Run:
    """What the post phrases read so far leave for the next ones."""

    # where each post phrase ends, and its office
    offices: list[tuple[int, str]] = field(default_factory=list)
    # the last post phrase with a state and no holder (end, office, states)
    pending: tuple | None = None
    # "the Foreign Secretary": office, words
    bare: list[tuple[str, tuple[int, int], str | None]] = field(default_factory=list)
    # the last post phrase's end and holder, for "X and Y" after it
    last_career: tuple[int, str | None] | None = None


@dataclass
class _Phrase:
    """One post phrase as the rules read it ("the former Peruvian envoy to Chile"): its
    office (``head``), its modifiers, where its words begin and end, what it is of, and
    its holder once found."""

    match: re.Match
    head: str
    mods: set[str]
    start: int
    end: int
    dem: str = ""
    dem_start: int = 0
    of_state: str | None = None
    to_state: str | None = None
    post_in: str | None = None
    at_body: str | None = None
    prep: str = "to"
    seat: Mention | None = None
    occupation: bool = False
    holder: str | None = None
    span_start: int = 0
    span_end: int = 0

    def unplaced(self) -> bool:
        """True while the phrase names no state and no body ("the minister")."""
        return self.of_state is None and self.to_state is None and self.post_in is None

    def seat_id(self) -> str | None:
        """The id of the city the post is seated in ("the consul in Porto": Porto's)."""
        return self.seat.entity if self.seat is not None else None


def _draft_phrase(entities: Entities, drafted: _Posts, run: _Run, match: re.Match) -> None:
    """One post phrase: what it is of, then its holder; drafted as a holding ("Gabon's
    trade minister, Paul Ekomi, arrived"), as the post alone when no holder is named
    ("Gabon's trade minister arrived"), or kept as a bare office ("the Home Secretary")."""
    phrase = _read_phrase(entities, match)
    if _retained_by_a_client(entities.text, phrase) or _membership_not_a_post(entities,
                                                                              phrase) \
            or _post_said_not_to_exist(entities.text, phrase):
        return
    run.offices.append((phrase.end, _title(phrase.head)))
    _office_named_just_before(entities, phrase, run.pending)
    _holder_named_with_it(entities, phrase)
    if phrase.holder is None and not _object_of_another_noun(entities.text, phrase.start):
        _holder_in_apposition(entities, phrase)
        if phrase.holder is None:
            _holder_set_off_after_the_phrase(entities, phrase)
        if phrase.holder is None:
            _holder_named_before_in_apposition(entities, phrase)
    if phrase.holder is None:
        _holder_appointed(entities, phrase)
    joined = phrase.holder is not None  # by a title, in apposition, or appointed
    if phrase.holder is None:
        _holder_of_a_career(entities, phrase, run.last_career)
    if phrase.holder is None:
        _holder_of_the_predicate(entities, phrase)
    if phrase.holder is not None and not joined \
            and asserted_by_another(entities.text, phrase.match.start("head"),
                                    phrase.match.end("head"),
                                    lambda teller: _of_the_holders_side(entities, phrase,
                                                                        teller)):
        return  # "X, whom the ministry described as a commander of ...": its claim
    run.last_career = (phrase.end, phrase.holder) if phrase.holder is not None else None
    if phrase.holder is None and phrase.occupation:
        return
    run.pending = (phrase.end, _title(phrase.head), phrase.of_state, phrase.to_state,
                   phrase.post_in, phrase.prep) \
        if phrase.holder is None and (phrase.of_state or phrase.to_state or phrase.post_in) \
        else None
    if phrase.holder is None:
        _draft_unnamed(entities, drafted, run.bare, phrase)
        return
    _draft_held(entities, drafted, phrase)


# Words right before a post phrase that say there is no such post, or nobody in it: "has no
# ambassador in Quito", "without a consul", "has yet to name an envoy", "lacks a minister",
# "does not have a consul"
_NO_SUCH_POST_BEFORE = re.compile(
    r"(?i:\bno|\bwithout(?:\s+an?)?|\black(?:s|ed|ing)?(?:\s+an?)?|"
    r"\bnot\s+(?:have|had|has)\s+(?:an?|any)|\bnever\s+had\s+an?|"
    r"\b(?:yet|failed|fails|refused)\s+to\s+(?:name|appoint|nominate|send|accredit)"
    r"\s+(?:an?|any|its|their|his|her))\s+$")
# "the post of ambassador to Peru has been vacant since June"; "the vacant post of consul"
_POST_OF_BEFORE = re.compile(r"(?i:\b(?:post|position|office|seat|job)\s+of\s+(?:the\s+)?)$")
_VACANT_BEFORE = re.compile(r"(?i:\bvacant\s+(?:post|position|office|seat|job)\s+of\s+"
                            r"(?:the\s+)?)$")
_VACANT_AFTER = re.compile(r"[^.;!?\n]{0,60}?\b(?i:vacant|unfilled|empty)\b")


def _post_said_not_to_exist(text: str, phrase: _Phrase) -> bool:
    """Whether the words say that the post the phrase names has nobody in it, or is not
    there at all: "Peru has no consul in Tacna", "Estonia has yet to name a consul in
    Tartu", "the post of ambassador to Ghana is vacant". Such a phrase names no post of a
    holder and drafts nothing: the post alone would read as one that is filled."""
    before = text[max(0, phrase.start - 60):phrase.start]
    if _NO_SUCH_POST_BEFORE.search(before) or _VACANT_BEFORE.search(before):
        return True
    return bool(_POST_OF_BEFORE.search(before) and _VACANT_AFTER.match(text, phrase.end))


# " of the House of Assembly from ...": a body's name in capitals after "of", whole (not
# "of the Russian mafia", whose capital is an adjective of the small word after it)
_NAMED_BODY_AFTER = re.compile(r"\s+of\s+(?:the\s+)?(?-i:[A-Z][\w’'-]*)"
                               r"(?:\s+(?:of\s+|for\s+|and\s+)?(?-i:[A-Z][\w’'-]*))*"
                               r"(?=\s*[,.;:)]|\s+(?:from|of|in|for|since|until|and|who)\b)")


def _membership_not_a_post(entities: Entities, phrase: _Phrase) -> bool:
    """Whether a membership the phrase tells is no post: a member of what the text names as
    no organisation ("a member of the jury", "a member of a smuggling gang"), or one told
    in another's words ("Customs said Ivan Orlov, a member of the Arvelian Guard, had
    fled": an allegation, never a holding)."""
    if "member" not in phrase.head.split():
        return False
    if phrase.head == "member" and phrase.post_in is None \
            and not _NAMED_BODY_AFTER.match(entities.text, phrase.end):
        return True
    return told_in_words_of_another(entities.text, phrase.match.start("head"), phrase.end)


def _of_the_holders_side(entities: Entities, phrase: _Phrase, teller) -> bool:
    """Whether the teller (a parse token, the subject of "said") is a state or body of the
    side whose post the phrase names: "Ana Ruiz was consul of Chile in Oslo, the Chilean
    Foreign Ministry said" (Chile vouches for its consul), or the holder's own ("her
    embassy said"); not "Yuri Sokol was a colonel of
    the Russian army, the Polish police said" (Poland's claim about a Russian), nor a
    teller or a post the text does not place ("officials said"; "a colonel")."""
    if teller is None:
        return False
    if any(c.dep_ == "poss" and c.lower_ in ("his", "her") for c in teller.children):
        return True  # "her embassy said": the holder's own
    side = phrase.of_state or phrase.at_body
    if side is None:
        return False
    start, end = teller.left_edge.idx, teller.right_edge.idx + len(teller.right_edge)
    tellers = {m.entity for m in entities.mentions_in(start, end)
               if m.kind in ("country", "organization")}
    # ("the Peruvian Embassy in Quito said": the embassy and Peru, one side)
    return bool(tellers) and all(same_side(entities, side, t) for t in tellers)


# Work done for a client, named by whose it is: "her lawyer, Ana Ruiz", "the family's
# lawyer", "has hired a lawyer"
_FOR_A_CLIENT = re.compile(r"lawyer|attorney")
_CLIENT_BEFORE = re.compile(r"(?:\b(?:his|her|their|its|our|my|your)|[’']s?|"
                            r"\b(?:hired|hires|hire|retained|retains|engaged|appointed)"
                            r"\s+(?:a|an|the))\s+$", re.IGNORECASE)


def _retained_by_a_client(text: str, phrase: _Phrase) -> bool:
    """"Her lawyer, Ana Ruiz, said", "the family has hired a lawyer, Ana Ruiz": a lawyer
    named by the client she acts for holds no post (the relation is to the client); "Ana
    Ruiz, a lawyer in Lima" names her occupation, a post."""
    head = phrase.match.start("head")
    return bool(_FOR_A_CLIENT.fullmatch(phrase.head)) \
        and bool(_CLIENT_BEFORE.search(text, max(0, head - 20), head))


def _draft_reported_holding(entities: Entities, drafted: _Posts, match: re.Match) -> None:
    """"The minister said Ambassador Ana Ruiz had been recalled": a post joined to its
    holder's name (a title before it, or the name in apposition) inside someone's reported
    words is a post held, whatever the claim is about; a post the claim gives someone ("said
    Ruiz was the real envoy") is the claim's, and is not drafted."""
    phrase = _read_phrase(entities, match)
    _holder_named_with_it(entities, phrase)
    if phrase.holder is None:
        return
    _draft_held(entities, drafted, phrase)


def _draft_held(entities: Entities, drafted: _Posts, phrase: _Phrase) -> None:
    """The post of a phrase whose holder is found, and its holding ("Gabon's trade
    minister, Paul Ekomi"), placed by the state or body named after the holder's name when
    the phrase names none ("Minister Aiko Tanabe of Japan")."""
    _place_after_the_name(entities, phrase)
    if phrase.unplaced():
        phrase.of_state = _state_of_the_ministry_before(entities, phrase)
    drafted.add(_title(phrase.head), phrase.head == "ambassador", phrase.of_state,
                phrase.to_state, phrase.post_in, phrase.prep, phrase.holder, phrase.mods,
                (phrase.start, phrase.end),
                (phrase.span_start, max(phrase.span_end, phrase.end)), phrase.seat_id(),
                phrase.at_body)


# A ministry's portfolio, and the office of the same portfolio: "the defence ministry",
# "the Ministry of Energy"; "Deputy Defence Minister", "Minister of Energy"
_PORTFOLIOS = r"(foreign|defen[cs]e|interior|finance|justice|trade|health|education|energy)"
_MINISTRY = re.compile(rf"(?i:\b{_PORTFOLIOS}\s+ministry\b|\bministry\s+of\s+{_PORTFOLIOS})")
_MINISTER_OF = re.compile(rf"\b{_PORTFOLIOS}(?: affairs)? minister\b|"
                          rf"\bminister of {_PORTFOLIOS}\b")


_CONSUL = re.compile(r"(?:deputy |vice[- ])?consul(?:[- ]general)?")
_CONSULATE = re.compile(r"(?i:\bconsulate(?:[- ]general)?\b)")


def _portfolio(words: str) -> str:
    return "defence" if words.lower().startswith("defen") else words.lower()


def _state_of_the_ministry_before(entities: Entities, phrase: _Phrase) -> str | None:
    """"Peru's interior ministry rejected the report. Deputy Interior Minister Luis Paz
    called it false": a minister of a portfolio whose words name no state is of the state
    whose ministry of that portfolio the text names before it (up to a few sentences back),
    when every such ministry named there is that one state's; a consul likewise of the one
    state whose consulates the text places there ("Peru reopened its consulate"); None
    otherwise."""
    text = entities.text
    if _CONSUL.fullmatch(phrase.head):
        # ("Chile opened its consulate in Tarija. The consul, Ana Ruiz, ...": the same)
        bodies = list(_CONSULATE.finditer(text, max(0, phrase.start - 1200), phrase.start))
    else:
        office = _MINISTER_OF.search(phrase.head)
        if office is None:
            return None
        portfolio = _portfolio(office.group(1) or office.group(2))
        bodies = [m for m in _MINISTRY.finditer(text, max(0, phrase.start - 1200), phrase.start)
                  if _portfolio(m.group(1) or m.group(2)) == portfolio]
    states = {_state_of_a_ministry(entities, body) for body in bodies}
    if _CONSUL.fullmatch(phrase.head):
        states.discard(None)  # ("the consulate will issue visas": the one named before)
    return states.pop() if len(states) == 1 and None not in states else None


def _state_of_a_ministry(entities: Entities, ministry: re.Match) -> str | None:
    """The state whose ministry the words are: "Peru's interior ministry", "the Peruvian
    interior ministry" (a state named right before), "the interior ministry in Lima" (a
    capital right after), or None."""
    text = entities.text
    for mention in entities.mentions_near(max(0, ministry.start() - 4), ministry.end() + 20):
        if mention.kind == "country" and re.fullmatch(r"(?:['’]s)?\s+",
                                                      text[mention.end:ministry.start()]):
            return mention.entity
        # (not a consulate's: "the consulate in Arica" is Peru's in Chile)
        if mention.kind == "city" and re.fullmatch(r"\s+in\s+", text[ministry.end():
                                                                        mention.start]) \
                and not _CONSULATE.fullmatch(ministry.group()):
            return entities.state_of_city(mention.entity)
    return _state_whose_own_it_is(entities, ministry)


def _state_whose_own_it_is(entities: Entities, body: re.Match) -> str | None:
    """"Chile reopened its consulate": the state that is the subject of the verb whose
    object the body is, "its" standing for it; None otherwise."""
    if not re.search(r"\bits\s+$", entities.text[max(0, body.start() - 5):body.start()]):
        return None
    span = nlp.words(entities.text, body.start(), body.end())
    verb = span.root.head if span is not None and span.root.dep_ == "dobj" else None
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None) \
        if verb is not None else None
    if subject is None:
        return None
    return next((m.entity for m in entities.mentions_near(subject.idx, subject.idx + 1)
                 if m.kind == "country" and m.start <= subject.idx < m.end), None)


def _read_phrase(entities: Entities, match: re.Match) -> _Phrase:
    """The office a post phrase names and what it is of, from the words before it, the
    words after it, and the text around it ("the Ugandan High Commissioner in Nairobi,
    Kenya": Uganda's, to Kenya)."""
    phrase = _Phrase(match, re.sub(r"\s+", " ", match.group("head").lower()),
                     set(match.group("mods").lower().split()), match.start(), match.end())
    _name_after_the_office(entities, phrase)
    _words_before_the_head(entities, phrase)
    tail = re.match(r"\s+(?P<prep>to|in|of|for|at)\s+(?:the\s+)?",
                    entities.text[phrase.end:phrase.end + 12])
    if tail:
        _words_after_the_head(entities, phrase, tail)
    _region_of_a_local_office(entities, phrase, tail)
    phrase.occupation = _OCCUPATION.fullmatch(phrase.head) is not None
    _field_of_an_occupation(entities, phrase)
    _seat_of_a_local_office(entities, phrase)
    _seat_of_a_consul(entities, phrase)
    _body_before_the_title(entities, phrase)
    _state_of_one_in_a_state(entities, phrase)
    _owner_before_the_phrase(entities, phrase)
    _state_before_the_service(entities, phrase)
    _government_of_the_capital(entities, phrase)
    _rank_before_the_head(entities, phrase)
    return phrase


def _name_after_the_office(entities: Entities, phrase: _Phrase) -> None:
    """"Minister of Foreign Affairs Dilovar Sultonzoda": the capitalised words an office's
    "of" leads to end before a person's name; the name is its holder's, no part of the
    office."""
    head = phrase.match.start("head")
    named = [m.start for m in entities.mentions_in(head, phrase.end)
             if m.kind == "person" and m.start > head]
    if named:
        words = entities.text[head:named[0]].rstrip(" ,")
        phrase.head = re.sub(r"\s+", " ", words.lower())
        phrase.end = head + len(words)


# A rank in small letters before an office the head words do not include: "the deputy
# head of the Russian embassy", "the former assistant director of ..."
_RANK_BEFORE = re.compile(r"\b(?P<mods>(?:(?:former|then|outgoing|acting|interim)\s+)*)"
                          r"(?P<rank>deputy|vice|assistant)\s+$")


def _rank_before_the_head(entities: Entities, phrase: _Phrase) -> None:
    """"The deputy head of the Russian embassy in Tallinn, Igor Petrov": a rank written
    before an office the phrase read without it is part of the office ("Deputy Head of
    ..."), and the words before the rank its modifiers."""
    start = phrase.match.start("head")
    if phrase.start != start or phrase.head.split()[0] in ("deputy", "vice", "assistant"):
        return
    rank = _RANK_BEFORE.search(entities.text, max(0, start - 40), start)
    if rank is None:
        return
    phrase.head = f"{rank.group('rank')} {phrase.head}"
    phrase.mods = phrase.mods | set(rank.group("mods").lower().split())
    phrase.start = rank.start("mods") if rank.group("mods") else rank.start("rank")
    # ("Chile's vice foreign minister": the possessive before the rank is the post's state)
    _owner_before_the_phrase(entities, phrase)


def _words_before_the_head(entities: Entities, phrase: _Phrase) -> None:
    """"the Kenyan foreign minister", "the OSCE chairman", "Energy Minister": the
    capitalised words before the office name its state, its organisation or its
    portfolio; a word that names nothing ("The US ...") is no part of them."""
    match = phrase.match
    # "The US special envoy": a word that names nothing is no part of it
    words = list(re.finditer(r"\S+", match.group("dem")))
    # ("New" before a capitalised word begins the name: "the New Zealand foreign minister")
    while words and words[0].group(0) in NOT_NAMES \
            and not (words[0].group(0) == "New" and len(words) > 1):
        words = words[1:]
    phrase.dem = " ".join(w.group(0) for w in words)
    phrase.dem_start = match.start("dem") + words[0].start() if words \
        else match.start("head")
    if phrase.dem and (phrase.dem in DEMONYMS or state_named(phrase.dem)):
        _state_before_the_head(entities, phrase)
    elif phrase.dem and not _organisation_before_the_head(entities, phrase):
        _portfolio_before_the_head(phrase)


def _state_before_the_head(entities: Entities, phrase: _Phrase) -> None:
    """"Malian Defence Minister", "Nepal Prime Minister": a demonym or a state's name
    before the office is its state (drafted as the state when the name rules missed it)."""
    match, dem, dem_start = phrase.match, phrase.dem, phrase.dem_start
    found = [m for m in entities.mentions_in(dem_start, match.end("dem"))
             if m.kind == "country"]
    state = state_named(DEMONYMS.get(dem, dem))
    if not found and state is not None:
        # "South Korean Foreign Minister": a demonym the name rules read as part of
        # the run of capitals is the state all the same
        phrase.of_state = entities.add(dem_start, dem_start + len(dem), "country", "Country",
                                       state.name, "demonym")
    else:
        phrase.of_state = found[0].entity if found else None
    if match.group("mods") == "":
        phrase.start = dem_start


def _organisation_before_the_head(entities: Entities, phrase: _Phrase) -> bool:
    """"Interpol Secretary General", "Kenya's AU ambassador": an organisation named right
    before the office is where the post is, or, for an envoy after a state's possessive,
    the organisation the state's envoy is sent to. False when no organisation is there."""
    text, match, head = entities.text, phrase.match, phrase.head
    organisation = [m for m in entities.mentions_near(phrase.dem_start, match.end("dem"))
                    if m.kind == "organization" and m.start >= phrase.dem_start
                    and text[m.end:match.start("head")].strip() == ""]
    if organisation and head in _ENVOYS and \
            entities.items[organisation[-1].entity].rule == "international-organisation" \
            and _possessive_state(entities, organisation[-1].start) is not None:
        # "Saudi Arabia's U.N. ambassador": the state's envoy to the organisation, no
        # "Ambassador of United Nations"; "the UN special envoy" is the organisation's
        # own
        phrase.at_body = organisation[-1].entity
        phrase.start = organisation[-1].start if not match.group("mods") else phrase.start
    elif organisation:
        # "NATO Secretary General", "European Commission President": its organisation
        phrase.post_in = organisation[-1].entity
        phrase.start = organisation[-1].start if not match.group("mods") else phrase.start
    else:
        return False
    return True


def _portfolio_before_the_head(phrase: _Phrase) -> None:
    """"Fisheries Minister Ana Lopes", "Police Inspector Jose Santos": portfolio or service
    words before the office are part of it; other capitalised words are left out of the
    phrase."""
    match = phrase.match
    if all(w in PORTFOLIO_WORDS | _SERVICE_WORDS for w in phrase.dem.split()):
        # "Foreign Affairs Minister": the portfolio is part of the office
        phrase.head = f"{phrase.dem.lower()} {phrase.head}"
        phrase.start = phrase.dem_start if not match.group("mods") else phrase.start
    else:
        phrase.start = match.start("head") if not match.group("mods") else phrase.start


def _words_after_the_head(entities: Entities, phrase: _Phrase, tail: re.Match) -> None:
    """"ambassador to Ghana", "the president of Chad", "an adviser at the Central Bank of
    Kenya", "minister for Pacific Affairs": what a preposition right after the office leads
    to (``tail``, the preposition's words) says what the post is of."""
    after = phrase.end + tail.end()
    country = [m for m in entities.mentions_near(after, after)
               if m.start == after and m.kind == "country"]
    body = [m for m in entities.mentions_near(after, after)
            if m.start == after and m.kind == "organization"]
    if country and _body_of_state(entities, country[0]) is not None:
        # "a counsellor at the Russian embassy": the embassy, not Russia
        body, country = [_body_of_state(entities, country[0])], []
    if country:
        _state_after_the_head(entities, phrase, tail, country[0])
    elif not _capital_after_the_head(entities, phrase, tail, after) \
            and not _body_after_the_head(entities, phrase, tail, body, after):
        _that_country_after_the_head(entities, phrase, tail, after)
        _body_word_after_the_head(entities, phrase, tail, after)
        _portfolio_after_the_head(entities, phrase, tail, after)


def _state_after_the_head(entities: Entities, phrase: _Phrase, tail: re.Match,
                          country: Mention) -> None:
    """"the minister of defence of Chad", "the envoy to Togo", "a special envoy for
    Sudan": the state after "of" is the post's own (and one after it, the state it is
    sent to); after "to" or "for", the state it is sent to."""
    if tail.group("prep") == "of":
        phrase.of_state = country.entity
        if _unnamed_body_of_the_state(entities, phrase, country):
            return
        received = _state_after_of(entities, country.end)
        if received is not None:
            phrase.to_state, phrase.end = received
    else:
        phrase.to_state = country.entity
        phrase.prep = "for" if tail.group("prep") == "for" else "to"
    phrase.end = max(phrase.end, country.end)


# "of Arvelia's coast guard, Admiral ...": a body the state's possessive leads to, in small
# letters (no name of its own), up to the word that ends its noun
_STATE_BODY_WORDS = ("service", "agency", "guard", "police", "army", "navy", "forces", "force",
                     "ministry", "office", "department", "directorate", "command", "corps",
                     "commission", "council", "committee", "bureau", "authority")
_UNNAMED_BODY_AFTER = re.compile(
    rf"['’]s\s+((?:[a-z][\w-]*\s+){{0,3}}{one_of(_STATE_BODY_WORDS)})\b")


def _unnamed_body_of_the_state(entities: Entities, phrase: _Phrase, country: Mention) -> bool:
    """"The commander of Arvelia's coast guard, Admiral Ines Roa": the office after "of" a
    state's possessive is of the body the small words name, not of the state; the office
    takes those words ("Commander of the Coast Guard", of Arvelia) and ends after them, so
    that the name in apposition is its holder. False when no such words follow."""
    text = entities.text
    words = _UNNAMED_BODY_AFTER.match(text, country.end)
    if words is None or re.match(r"\s+(?:of|for)\b", text[words.end():words.end() + 5]):
        return False  # ("Arvelia's police of the north": the words go on; left alone)
    body = re.sub(r"\s+", " ", words.group(1))
    phrase.head = f"{phrase.head} of the {body}"
    phrase.end = words.end()
    return True


def _capital_after_the_head(entities: Entities, phrase: _Phrase, tail: re.Match,
                            after: int) -> bool:
    """"Norway's ambassador in Hanoi, Ola Dahl, met Vietnam's foreign minister", "Britain's
    ambassador to Moscow": a head of mission "in" or "to" a city whose state the text names
    is sent to that state. False when the words are not such."""
    if not (tail.group("prep") in ("in", "to") and _IN_A_CAPITAL.fullmatch(phrase.head) and any(
            m.start == after and m.kind == "city" and entities.state_of_city(m.entity)
            for m in entities.mentions_near(after, after))):
        return False
    # "Iraq's ambassador in Ankara, Majid al-Lajmawi": to the state of the city
    city = next(m for m in entities.mentions_near(after, after)
                if m.start == after and m.kind == "city")
    phrase.to_state, phrase.end = entities.state_of_city(city.entity), city.end
    return True


def _body_after_the_head(entities: Entities, phrase: _Phrase, tail: re.Match,
                         body: list[Mention], after: int) -> bool:
    """"an attaché at the Danish embassy", "the chair of the Arctic Council": a post in
    the body "at", "of" or "for" leads to; "Peru's envoy to the OAS": the state's post at
    the body "to" leads to. False when no such body follows."""
    text = entities.text
    if not body or phrase.post_in is not None:
        return False
    if tail.group("prep") in ("at", "of", "for"):
        # "a counsellor at the embassy", "the secretary general of NATO", "a
        # spokesperson for the Azerbaijani Ministry of Foreign Affairs": a post in
        # that body (and "in Apia" after an embassy is the embassy's)
        # ("the head of the Metropolitan Police's Counter Terrorism Command": the
        # last of the bodies a possessive joins)
        chain = _bodies_from(entities, after) or body
        if re.match(r"['’]s\s+[a-z]", text[chain[-1].end:chain[-1].end + 4]):
            # ("the chair of the Sejm's budget committee": a committee's chair, not the
            # Sejm's; the committee has no name to place the post by)
            return True
        phrase.post_in, phrase.end = chain[-1].entity, _past_location(entities, chain[-1])
        short = re.match(r" \([^()\n]{1,30}\)", text[phrase.end:phrase.end + 33])
        if short is not None:  # "the Police Security Service (PST), Beate Gangås"
            phrase.end += short.end()
        return True
    if tail.group("prep") == "to":
        # "South Sudan's ambassador to the U.N., Cecilia Adeng": the state's post at
        # the organisation, its holder after it
        phrase.at_body, phrase.end = body[0].entity, body[0].end
        return True
    return False


def _that_country_after_the_head(entities: Entities, phrase: _Phrase, tail: re.Match,
                                 after: int) -> None:
    """"Laos ... the foreign minister of this country": the state named last before the
    phrase."""
    that = re.match(r"(?:(?:that|this)\s+)?country\b", entities.text[after:after + 20])
    earlier = [m for m in entities.mentions if m.end <= phrase.start and m.kind == "country"
               ] if that and tail.group("prep") == "of" else []
    if earlier:
        # "the president of that country": the state named last before it
        phrase.of_state = earlier[-1].entity
        phrase.end = after + that.end()


def _body_word_after_the_head(entities: Entities, phrase: _Phrase, tail: re.Match,
                              after: int) -> None:
    """"The Tanzanian Ministry of Health ... an adviser for the ministry": a body's word
    after "for", "of" or "at" names the body named before."""
    referred = _body_word_after(entities, after) \
        if tail.group("prep") in ("for", "of", "at") and phrase.post_in is None else None
    if referred is not None and phrase.of_state is None:
        # "A spokesman for the ministry, Oncu Keceli": the ministry named
        # before, and the holder after it
        phrase.post_in, phrase.end = referred


def _portfolio_after_the_head(entities: Entities, phrase: _Phrase, tail: re.Match,
                              after: int) -> None:
    """"the Secretary of State for Northern Development": a portfolio "for" completes
    the office; a person's name after the portfolio is not part of it."""
    text = entities.text
    portfolio = _PORTFOLIO_AFTER.match(text, after) \
        if tail.group("prep") in ("for", "of") and phrase.head in _PORTFOLIO_HEADS else None
    if portfolio is not None and tail.group("prep") == "of":
        portfolio = _portfolio_of(entities, after, portfolio)
    if portfolio is not None:
        # "Undersecretary for Political Affairs Lars Eide": the name after the
        # portfolio is its holder's, not the portfolio's
        named = [m.start for m in entities.mentions_in(after, portfolio.end())
                 if m.kind == "person"]
        if named and named[0] > after:
            portfolio = _PORTFOLIO_AFTER.match(text, after, named[0] - 1)
        elif named:
            portfolio = None
    if portfolio is not None:
        # "the Minister of State for the Indo-Pacific, Ms Catherine Ashworth":
        # the portfolio is part of the office
        phrase.head = " ".join(f"{phrase.head} {text[phrase.end:portfolio.end()]}".split())
        phrase.end = portfolio.end()
        _state_after_the_portfolio(entities, phrase)


def _portfolio_of(entities: Entities, after: int, words: re.Match) -> re.Match | None:
    """"Deputy Minister of Foreign Affairs Dilovar Sultonzoda": after "of", the words of a
    portfolio (and nothing else: "director of Europol" names a body) up to a person's name
    are the office's; None when no person's name follows them (the rules of a state or a
    body after "of" read the rest)."""
    named = [m.start for m in entities.mentions_in(after, words.end() + 60)
             if m.kind == "person" and m.start > after]
    if not named:
        return None
    portfolio = _PORTFOLIO_AFTER.match(entities.text, after, named[0] - 1)
    if portfolio is None or not all(w in PORTFOLIO_WORDS or w == "and"
                                    for w in portfolio.group(0).split()) \
            or not re.fullmatch(r"\s+", entities.text[portfolio.end():named[0]]):
        return None
    return portfolio


def _state_after_the_portfolio(entities: Entities, phrase: _Phrase) -> None:
    """"the Secretary for Foreign Affairs of Chile": a state after the portfolio, "of" it,
    is the post's own."""
    of = re.compile(r"\s+of\s+(?:the\s+)?").match(entities.text, phrase.end)
    if of is None:
        return
    country = [m for m in entities.mentions_near(of.end(), of.end())
               if m.start == of.end() and m.kind == "country"]
    if country:
        phrase.of_state = country[0].entity
        phrase.end = country[0].end


def _region_of_a_local_office(entities: Entities, phrase: _Phrase,
                              tail: re.Match | None) -> None:
    """"the governor of Oaxaca": a local office "of" a region (no city and no state)
    names the region in its office."""
    if tail and tail.group("prep") == "of" and _LOCAL_OFFICE.fullmatch(phrase.head) \
            and phrase.unplaced() and _city_after(entities, phrase.end) is None:
        region = _region_after(entities, phrase.end + tail.end())
        if region is not None:  # "the regional governor of Magallanes, Jorge Flies"
            phrase.head, phrase.end = f"{phrase.head} of {region[0]}", region[1]


def _field_of_an_occupation(entities: Entities, phrase: _Phrase) -> None:
    """"a professor in maritime law": the field in small letters after an occupation is
    part of it."""
    if phrase.occupation and phrase.end == phrase.match.end():
        field_after = _FIELD_AFTER.match(entities.text, phrase.end)
        if field_after is not None:  # "a lecturer in international law"
            phrase.head = f"{phrase.head} in {field_after.group('field')}"
            phrase.end = field_after.end("field")


def _seat_of_a_local_office(entities: Entities, phrase: _Phrase) -> None:
    """"the mayor of Lyon, France": a local office in a city whose state the text names is
    that state's, seated there."""
    if _LOCAL_OFFICE.fullmatch(phrase.head) and phrase.unplaced():
        local = _city_after(entities, phrase.end)
        if local is not None:  # "the public prosecutor in Nouméa": France's, there
            phrase.seat, phrase.of_state, phrase.end = local


def _seat_of_a_consul(entities: Entities, phrase: _Phrase) -> None:
    """"the consul general in Hamburg": a consul's city is the seat of the post."""
    if phrase.head.startswith("consul") and phrase.to_state is None:
        # "consul general in Miami", "in Madrid": two posts of one state
        end = phrase.end
        city = re.match(r"\s+in\s+", entities.text[end:end + 6])
        phrase.seat = next((m for m in entities.mentions_near(end, end + 6)
                            if city and m.start == end + city.end() and m.kind == "city"),
                           None)
        if phrase.seat is not None:
            phrase.end = phrase.seat.end


def _body_before_the_title(entities: Entities, phrase: _Phrase) -> None:
    """"Interpol's spokesman", "the Tanzanian Ministry of Health ... the ministry's
    spokeswoman": the body named right before the title, or one the words before it refer
    to, is the post's."""
    if not phrase.unplaced() or phrase.dem:
        return
    text, start = entities.text, phrase.start
    # "a foreign ministry spokesperson", "a Kremlin spokesman": the body named right
    # before the title
    # ("Säpo's head": the body's possessive)
    body_before = [m for m in entities.mentions_near(start - 4, start)
                   if m.kind == "organization" and m.end < start
                   and text[m.end:start] in (" ", "'s ", "’s ")]
    if body_before:
        phrase.post_in, phrase.start = body_before[-1].entity, body_before[-1].start
    else:
        referred = _body_referred(entities, start) \
            or _body_of_the_sentence_before(entities, start, phrase.head)
        if referred is not None:
            phrase.post_in, phrase.start = referred


def _state_of_one_in_a_state(entities: Entities, phrase: _Phrase) -> None:
    """"Bhutan welcomed the envoy, who met the King in Thimphu": an office one person holds
    in a state is that of the state of the city named after it in the sentence."""
    if phrase.unplaced() and phrase.head in _ONE_IN_A_STATE:
        phrase.of_state = _state_of_the_place(entities, phrase.start, phrase.end)


def _owner_before_the_phrase(entities: Entities, phrase: _Phrase) -> None:
    """"Fiji's prime minister", "the nation's finance minister": the state whose
    possessive precedes the phrase is the post's."""
    if phrase.of_state is None and phrase.post_in is None:
        owner = _possessive_state(entities, phrase.start)  # "Lithuania's Foreign Minister"
        if owner is None:
            owner = _the_country_s(entities, phrase.start)  # "the country's foreign minister"
        if owner is not None:
            phrase.of_state, phrase.start = owner


# A state, or its possessive, then one or two words in small letters before an office
_STATE_AND_SMALL_WORDS = re.compile(r"(?:['’]s)?\s+(?P<words>(?:[a-z][a-z-]+\s+){1,2})$")


def _state_before_the_service(entities: Entities, phrase: _Phrase) -> None:
    """"The Latvian navy commander said", "a Dutch police spokeswoman", "Peru's army
    chief": a state named right before the small words of a service or a field that the
    parse hangs from the office (nouns and adjectives of it, "navy", "presidential") is the
    post's state; "Peru said the spokesman" (a verb between) is not."""
    if not phrase.unplaced() or phrase.dem or phrase.start != phrase.match.start("head"):
        return
    text, start = entities.text, phrase.start
    gap = _STATE_AND_SMALL_WORDS.search(text, max(0, start - 30), start)
    if gap is None:
        return
    states = [m for m in entities.mentions_near(gap.start(), gap.start())
              if m.end == gap.start() and m.kind == "country"]
    words = nlp.words(text, gap.start("words"), start)
    office = nlp.words(text, phrase.match.start("head"), phrase.match.end("head"))
    if not states or words is None or office is None or not all(
            t.pos_ in ("NOUN", "ADJ", "PROPN") and t.dep_ in ("compound", "amod")
            and t.i < t.head.i < office.end
            for t in words):
        return
    phrase.of_state, phrase.start = states[-1].entity, states[-1].start


def _government_of_the_capital(entities: Entities, phrase: _Phrase) -> None:
    """"Bangladesh protested. In Dhaka, the foreign secretary said ...": a government
    office with no state is that of the capital that opens the sentence."""
    if phrase.unplaced() and _GOVERNMENT_OFFICE.fullmatch(phrase.head):
        phrase.of_state = _state_of_the_capital(entities, phrase.start, phrase.end)


def _office_named_just_before(entities: Entities, phrase: _Phrase,
                              pending: tuple | None) -> None:
    """"Ecuador's high commissioner to Fiji, High Commissioner Rosa Vélez": a title
    repeating the office of the phrase just before it (with no holder) takes that phrase's
    states."""
    if phrase.unplaced() and pending and pending[1] == _title(phrase.head) \
            and re.fullmatch(r",\s*", entities.text[pending[0]:phrase.start]):
        # "Argentina's ambassador to Chile, Ambassador Jorge Faurie": the office named
        # just before, with its states
        phrase.of_state, phrase.to_state, phrase.post_in, phrase.prep = pending[2:]


def _holder_named_with_it(entities: Entities, phrase: _Phrase) -> None:
    """"Olga Berg, formerly the envoy to Iceland": the person named right after or right
    before the phrase holds it (once held it, after "previously", "formerly", ...)."""
    phrase.holder, phrase.span_start, phrase.span_end = _holder(entities, phrase.start,
                                                                phrase.end)
    if phrase.holder is not None and re.search(r", (?:who )?(?:previously|formerly|until "
                                               r"recently|had served|served) ",
                                               entities.text[phrase.span_start:phrase.start]):
        phrase.mods = phrase.mods | {"former"}  # "X, previously deputy head of mission at ..."


_OFFICE_WORD = re.compile(rf"(?i:{_HEADS})")


def _holder_in_apposition(entities: Entities, phrase: _Phrase) -> None:
    """"Italy's ambassador in Tehran, Paola Amadei, lodged a protest": the person named
    in apposition after the post's whole noun phrase holds it (kg.draft.appositions)."""
    match = phrase.match
    holder = holder_in_apposition(
        entities.text, match.start("head"), match.end("head"),
        lambda start, end: [m for m in entities.mentions_in(start, end) if m.kind == "person"],
        lambda word: _OFFICE_WORD.fullmatch(word) is not None)
    if holder is not None:
        phrase.holder, phrase.span_start, phrase.span_end = holder.entity, phrase.start, \
            holder.end
        _words_to_the_comma(entities.text, phrase, holder.start)


def _holder_named_before_in_apposition(entities: Entities, phrase: _Phrase) -> None:
    """"Tomas Aalto, the agency's press officer, declined to comment": the person whose
    name the post's noun phrase is set in apposition to holds it, whatever words of its own
    the phrase opens with (kg.draft.appositions.holder_named_before)."""
    match = phrase.match
    holder = holder_named_before(
        entities.text, match.start("head"), match.end("head"),
        lambda start, end: [m for m in entities.mentions_in(start, end) if m.kind == "person"])
    if holder is not None:
        phrase.holder, phrase.span_start, phrase.span_end = holder.entity, holder.start, \
            phrase.end


def _words_to_the_comma(text: str, phrase: _Phrase, name_at: int) -> None:
    """"The Chilean prosecutor assigned to the inquiry, Jorge Paz, said": the post's own
    words run from its head to the comma that sets off its holder's name at ``name_at``
    ("prosecutor assigned to the inquiry"), not to the head alone."""
    comma = text.rfind(",", phrase.end, name_at)
    if comma > phrase.end and re.fullmatch(r"[^,.;:()“”\"\n]+", text[phrase.end:comma]):
        phrase.end = comma


# The words of an office's own phrase after its head, up to a comma: "of the ministry's
# consular department", "at the embassy" (no comma, no quotation, no end of sentence)
_PHRASE_TAIL = re.compile(r"(?:\s+(?:of|at|for|in|on)\s+[^,.;:()“”\"\n]{1,80}?)?,\s+")
_NAME_SET_OFF = re.compile(r"\s*(?:,|\s+(?:said|says|told|tells|added)\b)")
_RANK_GAP = re.compile(rf"(?:(?:{_HONORIFICS}|{_RANKS})['’.]? )*")
_DEFINITE_BEFORE = re.compile(r"(?:\b[Tt]he|['’]s?)\s+(?:[\w-]+\s+){0,3}$")


def _holder_set_off_after_the_phrase(entities: Entities, phrase: _Phrase) -> None:
    """"Peru closed its consulate, the head of the foreign ministry's consular department,
    Rosa Quispe, told reporters": a person's name set off by commas right after a definite
    post phrase and the words of its own phrase holds the post, where the parse hung the
    phrase elsewhere; not when those words name another office, whose name it may be
    ("the head of the president's office, X")."""
    text, head = entities.text, phrase.match.start("head")
    tail = _PHRASE_TAIL.match(text, phrase.end)
    if tail is None or not _DEFINITE_BEFORE.search(text, max(0, head - 40), head) \
            or any(_OFFICE_WORD.fullmatch(word) for word in re.findall(r"[\w-]+",
                                                                     tail.group(0))):
        return
    # (a rank or an honorific before the name: "…, Colonel Ana Ruiz,")
    at = _RANK_GAP.match(text, tail.end()).end()
    holder = next((m for m in entities.mentions_near(at, at)
                   if m.start in (tail.end(), at) and m.kind == "person"), None)
    if holder is not None and _NAME_SET_OFF.match(text, holder.end):
        phrase.holder, phrase.span_start, phrase.span_end = holder.entity, phrase.start, \
            holder.end
        _words_to_the_comma(text, phrase, holder.start)


def _holder_appointed(entities: Entities, phrase: _Phrase) -> None:
    """"Ghana has named Kofi Mensah as its new ambassador": the person appointed holds the
    post, of the state that appointed them when the phrase names none."""
    appointed = _appointed(entities, phrase.start)
    if appointed is not None:
        phrase.holder, phrase.span_start, appointer = appointed
        if phrase.of_state is None and phrase.post_in is None and appointer is not None:
            phrase.of_state = appointer  # "Colombia has appointed X as its consul general"
        phrase.mods = phrase.mods - {"new"}


# Verbs whose subject the office they take as attribute names ("is the ambassador", "became
# foreign minister", "was appointed ambassador")
_PREDICATE_DEPS = {"attr", "oprd"}
_NOT_YET = {"will", "would", "shall", "could", "might", "may", "to"}


def _holder_of_the_predicate(entities: Entities, phrase: _Phrase) -> None:
    """"Tomas Novak is the Czech ambassador to Poland", "Petra Holm was appointed ambassador
    to Kenya", "Maria Lopez, who has been consul in Oslo since 2021": the person the parse
    gives as the subject of the verb whose attribute the office is holds it (through
    "who", the person the clause is about); not a post still to come ("will become")."""
    doc = nlp.parse(entities.text)
    span = doc.char_span(phrase.match.start("head"), phrase.match.end("head"),
                         alignment_mode="expand")
    if span is None:
        return
    office = span.root
    if office.dep_ not in _PREDICATE_DEPS:
        return
    verb = office.head
    if any(child.lower_ in _NOT_YET and child.dep_ in ("aux", "auxpass")
           or child.dep_ == "neg" for child in verb.children):
        return
    subjects = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")]
    if not subjects:
        return
    subject = subjects[0]
    if subject.lower_ in ("who", "that") and verb.dep_ == "relcl":
        subject = verb.head
    if subject.lower_ in ("she", "he"):
        _holder_a_pronoun_stands_for(entities, phrase, subject)
        return
    people = [m for m in entities.mentions_near(subject.idx, subject.idx + len(subject))
              if m.kind == "person" and m.start <= subject.idx < m.end]
    if people:
        phrase.holder = people[0].entity
        phrase.span_start, phrase.span_end = min(people[0].start, phrase.start), \
            max(people[0].end, phrase.end)


def _holder_a_pronoun_stands_for(entities: Entities, phrase: _Phrase, pronoun) -> None:
    """The holder of an office whose verb's subject is "he" or "she" (``pronoun``, a token):
    the one person named in its sentence before it ("Her deputy, Ivo Kral, left in May;
    earlier he was consul in Brno": Kral), else the last person named before the sentence
    whom the pronoun may stand for ("Lena Marsh ... Before Rome she was ambassador to
    Malta": Marsh, not a man quoted between); none when the sentence names two, or the
    one it names is of the other sex, or nobody fits."""
    sentence = _sentence_start(entities.text, phrase.start)
    ref, salience = pronoun.lower_, Salience()
    in_sentence = {m.entity for m in entities.mentions_in(sentence, pronoun.idx)
                   if m.kind == "person"}
    if in_sentence:
        holder = in_sentence.pop() if len(in_sentence) == 1 else None
        if not agrees(entities, holder, ref, salience):
            return
    else:
        holder = _last_agreeing_person(entities, max(0, sentence - 1500), sentence, ref,
                                       salience)
    if holder is not None:
        phrase.holder, phrase.span_start, phrase.span_end = holder, sentence, phrase.end


def _last_agreeing_person(entities: Entities, start: int, end: int, ref: str,
                          salience: Salience) -> str | None:
    """The last person named in [start, end) whom the pronoun ``ref`` may stand for."""
    people = sorted((m for m in entities.mentions_in(start, end) if m.kind == "person"),
                    key=lambda m: m.end, reverse=True)
    return next((m.entity for m in people if agrees(entities, m.entity, ref, salience)),
                None)


def _holder_of_a_career(entities: Entities, phrase: _Phrase,
                        last_career: tuple[int, str | None] | None) -> None:
    """"Before that, Irene Walsh served as consul in Cork": the person whose career the
    sentence tells holds the post (a former one after "served as")."""
    career = _career_holder(entities, phrase.start, last_career)
    if career is not None:
        phrase.holder, phrase.span_start, served = career
        phrase.mods = phrase.mods | ({"former"} if served else set())


def _draft_unnamed(entities: Entities, drafted: _Posts,
                   bare: list[tuple[str, tuple[int, int], str | None]], phrase: _Phrase
                   ) -> None:
    """"Togo's foreign minister declined to comment": a post of a state or body whose
    holder the text does not name is drafted alone; "the Home Secretary" (no state) is
    kept in ``bare`` for the dateline's state, else the state named just before it; "the
    chargé d'affaires" (no state) is of the state named just before it; an office inside
    a body's name ("the Prosecutor's Office") is none of these."""
    match, head = phrase.match, phrase.head
    inside_a_name = any(  # "the National Prosecutor's Office": no prosecutor
        m.start <= match.start("head") and match.end("head") <= m.end
        for m in entities.mentions_near(match.start("head"), match.end("head"))
        if m.kind in ("organization", "place"))
    if (phrase.of_state or phrase.to_state or phrase.post_in) and not inside_a_name:
        drafted.add_unnamed(_title(head), head == "ambassador", phrase.of_state,
                            phrase.to_state, phrase.post_in, phrase.prep,
                            (phrase.start, phrase.end), phrase.seat_id(), phrase.at_body)
    elif not inside_a_name and not phrase.dem and _GOVERNMENT_OFFICE.fullmatch(head) \
            and re.search(r"\b[Tt]he\s+$", entities.text[max(0, _words_start(match) - 5):
                                                         _words_start(match)]):
        bare.append((_title(head), (match.start("head"), phrase.end),
                     _state_of_the_context(entities, match.start("head"), True)))
    elif not inside_a_name and not phrase.dem:
        _draft_unnamed_of_the_context(entities, drafted, phrase)


# "the deputy foreign minister", "a counsellor": an office named with an article and
# nothing after it that places it
_ARTICLE_BEFORE = re.compile(r"\b(?:[Tt]he|[Aa]n?)\s+$")


def _words_start(match: re.Match) -> int:
    """Where a post phrase's own words begin: its first modifier ("the acting consul",
    "the new deputy foreign minister": the article stands before "acting", "new"), else
    its head."""
    return match.start("mods") if match.group("mods") else match.start("head")


def _draft_unnamed_of_the_context(entities: Entities, drafted: _Posts, phrase: _Phrase
                                  ) -> None:
    """"Iran summoned the Swiss envoy. The deputy foreign minister handed him a note": an
    office named with an article, no holder and nothing that places it, is a post of the
    state named last before it in its sentence or the one before; the post alone. An
    office the text has drafted already ("the ambassador" after "Russia's ambassador") is
    that one, not a second, and so is one it names shorter ("the minister" after "Foreign
    Minister Rosa Paz")."""
    text, start = entities.text, phrase.match.start("head")
    if not _ARTICLE_BEFORE.search(text, max(0, _words_start(phrase.match) - 5),
                                  _words_start(phrase.match)):
        return
    office = _title(phrase.head)
    if _ORGANISATION_HEAD.fullmatch(phrase.head):
        _draft_head_of_the_organisation(entities, drafted, phrase, office)
        return
    state = _state_of_the_context(entities, start,
                                  _GOVERNMENT_OFFICE.fullmatch(phrase.head) is not None)
    if _IN_A_CAPITAL.fullmatch(phrase.head) and not _state_of_a_mission(entities, state,
                                                                          start):
        return  # "Tonga's prime minister met the envoy": no envoy of Tonga
    if office in drafted.offices.values() or _short_for_an_office_drafted(drafted, office):
        return
    if state is None:
        _draft_unplaced_office(drafted, phrase)
        return
    drafted.add_unnamed(office, phrase.head == "ambassador", state, None, None, phrase.prep,
                        (phrase.start, phrase.end))


# An office's word as the owner of a thing, not one person's post: "the prosecutor's
# office", "the consul's car"
_NOT_ONE_PERSON_AFTER = re.compile(r"['’]s\b")


def _draft_unplaced_office(drafted: _Posts, phrase: _Phrase) -> None:
    """"The deputy foreign minister said the talks had failed": an office named with an
    article, no holder, and no state or body the text places it in is a post alone, of no
    state (never a holder invented); not an office's body ("the prosecutor's office") nor
    "head of state"."""
    text = drafted.entities.text
    if phrase.head in ("head of state", "top diplomat") \
            or _NOT_ONE_PERSON_AFTER.match(text, phrase.end):
        return
    drafted.add_unplaced(_title(phrase.head), (phrase.start, phrase.end))


def _short_for_an_office_drafted(drafted: _Posts, office: str) -> bool:
    """Whether an office named with an article and nothing that places it is a shorter
    name of an office drafted before: "Foreign Minister Rosa Paz ... the minister said" is
    Paz's office said again, not a minister of another state."""
    words = _office_words(office)
    # (not an office of another rank: "the minister" after "Deputy Foreign Minister Ana
    # Ruiz" may be her minister)
    return any(words < _office_words(other) and not (_office_words(other) - words) & _RANKS_BELOW
               for other in drafted.offices.values())


_RANKS_BELOW = {"deputy", "vice", "assistant", "junior", "under", "acting"}


# An office that heads an international organisation, not a state
_ORGANISATION_HEAD = re.compile(r"secretary[- ]general")


def _draft_head_of_the_organisation(entities: Entities, drafted: _Posts, phrase: _Phrase,
                                    office: str) -> None:
    """"The request reached the Secretary-General": the secretary-general of
    the international organisation named last before (within a few paragraphs), no
    state's; nothing when the text names none."""
    start = phrase.match.start("head")
    bodies = [m for m in entities.mentions_in(max(0, start - 1500), start)
              if m.kind == "organization"
              and entities.items[m.entity].rule == "international-organisation"]
    if bodies:
        drafted.add_unnamed(office, False, None, None, bodies[-1].entity, phrase.prep,
                            (phrase.start, phrase.end))


def _state_of_a_mission(entities: Entities, state: str | None, start: int) -> bool:
    """Whether ``state`` is named before ``start`` as a diplomat's or a mission's ("the
    Swiss envoy", "Russia's embassy"), so that the head of a mission named after it with no
    state ("the chargé d'affaires") may be its; a state named otherwise ("Tonga's prime
    minister met the envoy") is the host of another state's envoy, not the envoy's own."""
    if state is None:
        return False
    text = entities.text
    return any(m.entity == state and (_FOREIGN_MISSION_AFTER.match(text, m.end)
                                      or _MISSION_OF_A_STATE.match(text, m.end))
               for m in entities.mentions_in(0, start) if m.kind == "country")


# A state's possessive before its mission or its diplomats: "Russia's embassy"
_MISSION_OF_A_STATE = re.compile(r"['’]s\s+(?:embassy|envoy|ambassador|mission|consulate|"
                                 r"diplomats?|charg[ée])\b", re.IGNORECASE)


def _state_of_the_context(entities: Entities, start: int, government: bool = False
                          ) -> str | None:
    """The state named last before ``start`` in its sentence or the one before, or None.
    For an office of a government (``government``: "the deputy foreign minister"), not a
    state named only as a foreign diplomat's or mission's ("Iran summoned the Swiss envoy.
    The deputy foreign minister handed him a note": Iran's minister, not Switzerland's)."""
    text = entities.text
    opening = _sentence_start(text, max(0, _sentence_start(text, start) - 2))
    states = [m for m in entities.mentions_in(opening, start) if m.kind == "country"
              and not (government and _FOREIGN_MISSION_AFTER.match(text, m.end))]
    return max(states, key=lambda m: m.end).entity if states else None


# A diplomat or a mission right after a state's demonym: "the Swiss envoy", "a Russian
# diplomat", "the Chinese embassy"
_FOREIGN_MISSION_AFTER = re.compile(
    r"\s+(?:(?:deputy |acting )?ambassador|envoy|diplomats?|charg[ée]|consul\w*|embassy|"
    r"mission|counsel+or|attach[ée]|high commissioner)\b", re.IGNORECASE)


def _place_after_the_name(entities: Entities, phrase: _Phrase) -> None:
    """"Minister Aiko Tanabe of Japan", "Director Ruth Obi of the Nigerian Ports
    Authority": a title before its holder's name, with no state or body, takes the state
    or the body named right after the name."""
    if phrase.unplaced() and phrase.span_start == phrase.start:
        # "President Sadyr Japarov of Kyrgyzstan", "State Secretary Ingrid Solheim of the
        # Norwegian Ministry of Foreign Affairs": the state or the body after the name
        after = _state_after(entities, phrase.span_end)
        if after is not None:
            phrase.of_state, phrase.span_end = after
        else:
            body = _body_after(entities, phrase.span_end)
            if body is not None:
                phrase.post_in, phrase.span_end = body


class _Posts:
    """The posts and holdings drafted so far, one of each."""

    def __init__(self, entities: Entities, known: KnownIndex) -> None:
        self.entities, self.known = entities, known
        self.posts: dict[str, Item] = {}
        self.holdings: dict[str, Item] = {}
        self.offices: dict[str, str] = {}  # post id -> its office, state aside
        self.held: set[str] = set()  # the ids of the posts a holding names
        # the posts named as someone's counterpart ("his Chilean counterpart"): another
        # person's, never the post of the one whose counterpart it is
        self.counterparts: set[str] = set()

    def add_unnamed(self, label: str, ambassador: bool, of_state: str | None,
                    to_state: str | None, post_in: str | None, prep: str,
                    phrase: tuple[int, int], seat: str | None = None,
                    at_body: str | None = None) -> str:
        """"Iran's deputy foreign minister", "the German ambassador", "a counsellor at the
        embassy": a post of a state or a body whose holder the text does not name; the post
        alone, no holder invented. Returns its id."""
        post_id = self._post(label, ambassador, of_state, to_state, post_in, prep, None,
                             phrase, seat, at_body)
        if post_id not in self.held:
            self.posts[post_id].comments.setdefault(
                "id", "the text names no holder here: the post alone")
        return post_id

    def add_unplaced(self, words: str, phrase: tuple[int, int]) -> str:
        """"A Western diplomat, who requested anonymity, said": a post of no state or body
        the text names, and nobody in it; one post for each wording ("Western diplomat").
        Returns its id."""
        label = re.sub(r"\s+", " ", words.strip())
        label = label[0].upper() + label[1:]
        post_id = slugify(label)
        if post_id not in self.posts:
            self.posts[post_id] = Item("posts", {"id": post_id, "label": {"en": label}},
                                       [Span(*phrase)], "anonymous-source")
            self.offices[post_id] = label
            self.posts[post_id].comments["id"] = ("the text names no holder, and no state or "
                                                  "body, for this post: the post alone")
        return post_id

    def add(self, label: str, ambassador: bool, of_state: str | None, to_state: str | None,
            post_in: str | None, prep: str, holder: str, mods: set[str],
            phrase: tuple[int, int], span: tuple[int, int], seat: str | None = None,
            at_body: str | None = None) -> None:
        post_id = self._post(label, ambassador, of_state, to_state, post_in, prep, holder,
                             phrase, seat, at_body)
        key = join_slugs(holder, post_id)
        if key in self.holdings:
            self.holdings[key].evidence.append(Span(*span))
            return
        fields = {"holder": holder, "post": post_id}
        if mods & _FORMER:
            fields["status"] = "former"
        elif "current" in mods:
            fields["status"] = "current"
        if "deposed" in mods:
            fields["end_reason"] = "deposition"
        self.holdings[key] = Item("holdings", fields, [Span(*span)], "post-phrase-with-holder")
        self.held.add(post_id)
        if self.posts[post_id].comments.get("id", "").startswith("the text names no holder"):
            del self.posts[post_id].comments["id"]

    def _post(self, label: str, ambassador: bool, of_state: str | None, to_state: str | None,
              post_in: str | None, prep: str, holder: str | None, phrase: tuple[int, int],
              seat: str | None, at_body: str | None) -> str:
        """The id of the post the words name, drafted the first time (a post whose phrase
        names no state or body is its one holder's: ``holder`` is then required)."""
        entities = self.entities
        office = label
        if ambassador and of_state and to_state:
            label = f"Ambassador of {entities.name(of_state)} to {entities.name(to_state)}"
        else:
            if post_in:
                label = f"{label} of {_body_name(entities, post_in)}"
            elif of_state:
                label = f"{label} of {entities.name(of_state)}"
            if to_state:
                label = f"{label} {prep} {entities.name(to_state)}"
            if seat:
                label = f"{label} in {entities.name(seat)}"
            if at_body:
                label = f"{label} to {entities.name(at_body)}"
        stateless = of_state is None and to_state is None and post_in is None
        if stateless:
            # The text names no state: a "President" shared by the presidents of five states
            # (or of other articles) would say they hold one post. Each holder has his own.
            post_id = slugify(f"{label} {entities.name(holder)}")
        else:
            existing = self.known.find(label)
            post_id = existing.id if existing and existing.kind == "post" else slugify(label)
        label = self.known.drafted_posts.get(post_id, label)  # another draft's, same id
        if post_id not in self.posts:
            fields: dict = {"id": post_id}
            if ambassador and of_state and to_state:
                fields["type"] = "AmbassadorPost"
            fields["label"] = {"en": label}
            if of_state:
                fields["of_state"] = of_state
            if to_state:
                fields["to_state"] = to_state
            if post_in:
                fields["post_in"] = post_in
            self.posts[post_id] = Item("posts", fields, [Span(*phrase)], "post-phrase")
            self.offices[post_id] = _SAME_OFFICE.get(office, office)
            if stateless:
                self.posts[post_id].comments["id"] = ("the text names no state for this post: "
                                                      "one post for this holder")
        return post_id

    def fill_unnamed_posts(self) -> None:
        """"Finland summoned Russia's ambassador ... handed Ambassador Pavel Kuznetsov a
        note": a holder of a bare title ("Ambassador") holds the one post of that office the
        text names without a holder, of a state or a body."""
        unnamed: dict[str, list[Item]] = {}
        held = {h.fields["post"] for h in self.holdings.values()}
        for post in self.posts.values():
            if post.id not in held and not _stateless(post) \
                    and post.id not in self.counterparts:
                unnamed.setdefault(self.offices[post.id], []).append(post)
        for key, holding in list(self.holdings.items()):
            post = self.posts[holding.fields["post"]]
            candidates = unnamed.get(self.offices[post.id], [])
            if not _stateless(post) or not candidates:
                continue
            target = _named_just_before(candidates, holding.evidence[0].start)
            if target is None:
                continue
            candidates.remove(target)
            del self.holdings[key]
            del self.posts[post.id]
            holding.fields["post"] = target.id
            self.holdings[join_slugs(holding.fields["holder"], target.id)] = holding
            target.comments.pop("id", None)

    def fold_unnamed_into_held(self) -> None:
        """"Chile summons Peru's ambassador ... summoned Peru's ambassador in Santiago, Ana
        Ruiz": a post of a state named with no holder and nothing more ("Ambassador of
        Peru") is the one post of that office and state that a named holder holds, named
        more fully ("Ambassador of Peru to Chile"); one post, not two. Not when the text
        names two such held posts (which one is meant is not said), nor a counterpart."""
        held = {h.fields["post"] for h in self.holdings.values()}
        for post in list(self.posts.values()):
            fields = post.fields
            if post.id in held or post.id in self.counterparts or not fields.get("of_state") \
                    or any(fields.get(k) for k in ("to_state", "post_in")):
                continue
            # (of the state, or of a body of the state: "the Belarusian spokesman" of the
            # spokesman of the Belarusian foreign ministry)
            fuller = [other for other in self.posts.values() if other.id in held
                      and (other.fields.get("of_state") or self.entities.state_of_body(
                          other.fields.get("post_in"))) == fields["of_state"]
                      and self._same_office(post, other)]
            if len(fuller) == 1:
                fuller[0].evidence.extend(post.evidence)
                del self.posts[post.id]

    def _same_office(self, post: Item, other: Item) -> bool:
        """Whether ``other`` is an office ``post`` may name: the same, or, for an envoy of
        no more words ("Peru's envoy"), the head of the state's mission under any name
        ("Peru's chargé d'affaires in Quito, Rosa Paz")."""
        if self.offices[other.id] == self.offices[post.id]:
            return True
        return post.fields["label"]["en"].split(" of ")[0] == "Envoy" \
            and self.offices[other.id].lower() in _MISSION_HEADS

    def fold_envoy_into_mission_head(self) -> None:
        """"Ana Ruiz, the Peruvian envoy, ... Ruiz, Peru's high commissioner in Accra":
        "envoy" held by one who holds a head of mission's post of the same state names that
        post, not a second one."""
        def envoy(post: Item) -> bool:  # (its office is read as an ambassador's: _SAME_OFFICE)
            return post.fields["label"]["en"].split(" of ")[0] == "Envoy"

        heads: dict[tuple[str, str], list[Item]] = {}
        for holding in self.holdings.values():
            post = self.posts[holding.fields["post"]]
            if self.offices[post.id].lower() in _MISSION_HEADS and not envoy(post) \
                    and post.fields.get("of_state"):
                heads.setdefault((holding.fields["holder"], post.fields["of_state"]),
                                 []).append(holding)
        for key, holding in list(self.holdings.items()):
            post = self.posts[holding.fields["post"]]
            if not envoy(post) or post.fields.get("to_state") \
                    or post.fields.get("post_in"):
                continue
            fuller = heads.get((holding.fields["holder"], post.fields.get("of_state")), [])
            if len(fuller) == 1 and not any(h.fields["post"] == post.id for h in
                                            self.holdings.values() if h is not holding):
                fuller[0].evidence.extend(holding.evidence)
                del self.holdings[key]
                del self.posts[post.id]

    def drop_stateless_doubles(self) -> None:
        """A stateless post ("Ambassador Dato' Nur Aisyah") of a holder who holds the same
        office of a state in the text ("Malaysia's envoy to the Netherlands") is that post."""
        def stateless(post: Item) -> bool:
            return not any(post.fields.get(k) for k in ("of_state", "to_state", "post_in"))

        stated: dict[str, set[str]] = {}
        for holding in self.holdings.values():
            post = self.posts[holding.fields["post"]]
            if not stateless(post):
                stated.setdefault(holding.fields["holder"], set()).add(self.offices[post.id])
        for key, holding in list(self.holdings.items()):
            post = self.posts[holding.fields["post"]]
            if stateless(post) and self.offices[post.id] in stated.get(holding.fields["holder"],
                                                                       ()):
                del self.holdings[key]
                del self.posts[post.id]  # a stateless post is its one holder's (see add)
        # "Justice Minister Emilie Moe ... the Minister of Justice, Emilie Moe": one office
        # written two ways, one post
        kept: dict[tuple[str, frozenset[str]], Item] = {}
        for key, holding in list(self.holdings.items()):
            post = self.posts[holding.fields["post"]]
            if not stateless(post):
                continue
            office = (holding.fields["holder"], _office_words(self.offices[post.id]))
            if office in kept:
                kept[office].evidence.extend(holding.evidence)
                del self.holdings[key]
                del self.posts[post.id]
            else:
                kept[office] = holding


_THE_COUNTRY_S = re.compile(r"\b[Tt]he\s+(?:country|nation)['’]s\s+$")


def _the_country_s(entities: Entities, start: int) -> tuple[str, int] | None:
    """"Hossein Rahimi, the country's deputy foreign minister": the state named last before
    the phrase (at most 1,500 characters before), and where "the country's" begins, or
    None."""
    match = _THE_COUNTRY_S.search(entities.text, max(0, start - 20), start)
    if match is None:
        return None
    states = [m for m in entities.mentions_in(max(0, match.start() - 1500), match.start())
              if m.kind == "country"]
    if not states:
        return None
    return max(states, key=lambda m: m.end).entity, match.start()


def _office_words(office: str) -> frozenset[str]:
    """An office's words, whatever their order ("Justice Minister", "Minister of Justice";
    "Foreign Minister", "Minister of Foreign Affairs")."""
    return frozenset(w for w in office.lower().replace("-", " ").split()
                     if w not in {"of", "the", "for", "affairs"})


def _state_after_of(entities: Entities, end: int) -> tuple[str, int] | None:
    """"Ambassador of the Republic of Indonesia to New Zealand": the state the post is to,
    named right after the state it is of (its id, where its name ends), or None."""
    to = re.match(r"\s+to\s+(?:the\s+)?", entities.text[end:end + 10])
    if to is None:
        return None
    after = end + to.end()
    country = [m for m in entities.mentions_near(after, after)
               if m.start == after and m.kind == "country"]
    return (country[0].entity, country[0].end) if country else None


# "a ministry spokeswoman", "the embassy's counsellor", "its secretary-general": a body the
# text named before, referred to by its kind or by "its". The words of the kind:
_BODY_WORDS = ("ministry", "embassy", "consulate", "mission", "department", "agency", "office",
               "group", "party", "foundation", "institute", "network", "coalition", "alliance",
               "movement", "centre", "center", "charity", "watchdog", "organi[sz]ation")
# ("the foreign ministry's spokeswoman": words in small letters may say which body)
_BODY_REFERENCE = re.compile(
    rf"\b(?:(?P<its>[Ii]ts)|(?:[Aa]n?|[Tt]he)\s+(?P<which>(?:[a-z]+\s+){{0,2}}?)"
    rf"(?P<word>{one_of(_BODY_WORDS + ('forum', 'police'))})(?:['’]s)?)\s+$")
_BODY_WORD = re.compile(rf"(?P<word>{one_of(_BODY_WORDS)})(?![\w’'-])")


def _body_word_after(entities: Entities, at: int) -> tuple[str, int] | None:
    """The organisation "the ministry" at ``at`` refers to (the last organisation named
    before whose name has that word, or that the word described), and where the word
    ends, or None."""
    match = _BODY_WORD.match(entities.text, at)
    if match is None:
        return None
    word = match.group("word")
    described = set(entities._described.get(word, ()))
    bodies = [m for m in entities.mentions_in(max(0, at - 1500), at)
              if m.kind == "organization"
              and (word in entities.name(m.entity).lower() or m.entity in described)]
    if not bodies:
        return None
    return max(bodies, key=lambda m: m.end).entity, match.end()


def _body_referred(entities: Entities, start: int) -> tuple[str, int] | None:
    """The organisation a post phrase at ``start`` refers to by "its" or by its kind, and
    where the reference begins, or None. "The Pacific Islands Forum has avoided taking
    sides, although its secretary-general spoke to both": the forum's; "Poland summoned
    the chargé d'affaires, a ministry spokeswoman said": the ministry named last before
    (with the words in small letters before the kind in its name: "the foreign ministry's
    spokeswoman" is the foreign ministry's, never the health ministry's). "Its" looks no
    further back than its sentence and the one before."""
    text = entities.text
    match = _BODY_REFERENCE.search(text, max(0, start - 30), start)
    if match is None:
        return None
    reach = 300 if match.group("its") else 1500
    bodies = [m for m in entities.mentions_in(max(0, match.start() - reach), match.start())
              if m.kind == "organization"]
    if match.group("word"):
        word = match.group("word").lower()
        # ("the group's director" after "Libertas Watch, a rights group": the body that
        # word described)
        described = set(entities._described.get(word, ()))
        which = match.group("which").split()
        bodies = [m for m in bodies
                  if (word in entities.name(m.entity).lower() or m.entity in described)
                  and all(w in entities.name(m.entity).lower() for w in which)]
    if not bodies:
        return None
    return max(bodies, key=lambda m: m.end).entity, match.start()


# Offices held in a city of a state ("the public prosecutor in Lyon", "the mayor of Osh")
_LOCAL_OFFICE = re.compile(r"(?:public |chief |special )?prosecutor|mayor|governor|"
                           r"police chief")


_REGION_NAME = re.compile(r"[A-Z][\w’'-]+(?: (?:de |del |of )?[A-Z][\w’'-]+){0,2}")


def _region_after(entities: Entities, at: int) -> tuple[str, int] | None:
    """The place a local office is "of", and where its name ends: a city or a place named
    there ("the mayor of Osh"), else a name no list holds ("governor of Magallanes"),
    drafted as a place; None when the words are a name the drafter reads otherwise (a
    state, a body, a person) or none."""
    city = next((m for m in entities.mentions_near(at, at)
                 if m.start == at and m.kind in ("city", "place")), None)
    if city is not None:  # "the mayor of Osh, Ana Ruiz", Osh's state not named
        return entities.name(city.entity), city.end
    match = _REGION_NAME.match(entities.text, at)
    if match is None or entities.mentions_near(at, match.end()) \
            or match.group(0).split()[0] in NOT_NAMES | set(DEMONYMS):
        return None
    entities.add(at, match.end(), "place", "Place", match.group(0), "office-place")
    return match.group(0), match.end()


def _city_after(entities: Entities, end: int) -> tuple[Mention, str, int] | None:
    """(the city named right after ``end`` with "in" or "of", the state it lies in, where
    the city's name ends), if the text names that state, else None."""
    joint = re.match(r"\s+(?:in|of)\s+", entities.text[end:end + 6])
    if joint is None:
        return None
    after = end + joint.end()
    city = next((m for m in entities.mentions_near(after, after)
                 if m.start == after and m.kind == "city"), None)
    if city is None:
        return None
    listed = cities().get(entities.name(city.entity))
    state = entities.find_state(listed) if listed else None
    return (city, state, city.end) if state else None


# "The Foreign Office rejected the account. A spokesperson said ...": a spokesperson
# opening a sentence speaks for the body the sentence before opened with
_SENTENCE_OPENS = re.compile(r"(?:^|[.!?][\"”’']?\s+)(?:A|An|The)\s+$")


def _body_of_the_sentence_before(entities: Entities, start: int, head: str
                                 ) -> tuple[str, int] | None:
    """The organisation that opens the sentence before a sentence that opens with "A
    spokesperson", and where the post phrase starts, or None."""
    text = entities.text
    if not head.startswith("spokes") or not _SENTENCE_OPENS.search(
            text, max(0, start - 8), start):
        return None
    opening = _sentence_start(text, start)
    before = _sentence_start(text, max(0, opening - 2))
    first = entities.mentions_in(before, opening)
    first = sorted(first, key=lambda m: m.start)[:1]
    if not first or first[0].kind != "organization" \
            or not re.fullmatch(r"(?:[Tt]he\s+)?", text[before:first[0].start]):
        return None
    return first[0].entity, start


# Offices a state has one of, named with "the" alone where their state is the place
_ONE_IN_A_STATE = {"king", "queen", "governor-general", "governor general",
                   "federal president"}


def _state_of_the_place(entities: Entities, start: int, end: int) -> str | None:
    """"presented her credentials to the Governor-General at Government House in
    Wellington", "to the King at the Royal Palace in Nuku'alofa": the state of the city
    named next in the sentence, if the text names that state; None without "the" before
    the office or without such a city."""
    text = entities.text
    if not re.search(r"\b[Tt]he\s+$", text[max(0, start - 5):start]):
        return None
    sentence_end = _SENTENCE_END.search(text, end)
    stop = sentence_end.start() if sentence_end else len(text)
    for mention in entities.mentions_in(end, stop):
        if mention.kind == "city":
            return entities.state_of_city(mention.entity)
    return None


# Offices of a state's government, which a capital named beside them speaks for ("In
# Tehran, the deputy foreign minister said"); not an envoy's, who serves in another's capital
_GOVERNMENT_OFFICE = re.compile(
    r"(?:(?:first |deputy |vice[- ])?(?:\w+ )?minister|prime minister|president|"
    r"vice[- ]president|chancellor|(?:deputy )?foreign secretary|state secretary|"
    r"spokes(?:person|man|woman))")
_CAPITAL_OPENS = re.compile(r"(?:^|[.!?\n][\"”’']?\s+)(?:In|From)\s+$")


def _state_of_the_capital(entities: Entities, start: int, end: int) -> str | None:
    """"In Tehran, the deputy foreign minister called the decision baseless": the state
    whose capital opens the sentence ("In Tehran,") of an office named with "the" and no
    state, if the text names that state; None otherwise."""
    text = entities.text
    if not re.search(r"\b[Tt]he\s+$", text[max(0, start - 5):start]):
        return None
    sentence = _sentence_start(text, start)
    opening = [m for m in entities.mentions_in(sentence, start) if m.kind == "city"]
    if not opening:
        return None
    city = min(opening, key=lambda m: m.start)
    if not _CAPITAL_OPENS.search(text, max(0, city.start - 8), city.start) \
            or not re.match(r",\s", text[city.end:city.end + 2]):
        return None
    return entities.state_of_city(city.entity)


def _named_just_before(candidates: list[Item], position: int) -> Item | None:
    """The one post of the office the text names without a holder, or of several the one
    named last before ``position`` in the same paragraph: "Spain summoned the British
    ambassador in Madrid ... The ambassador, Mr Julian Fairbrother, was received", when "a
    British ambassador" of another year is named later."""
    if len(candidates) == 1:
        return candidates[0]
    before = [(post.evidence[0].start, post) for post in candidates
              if post.evidence and post.evidence[0].start < position]
    if not before:
        return None
    start, post = max(before, key=lambda pair: pair[0])
    return post if position - start < 1200 else None


def _body_name(entities: Entities, body: str) -> str:
    """A body's name as a post's label gives it: with its state when the name does not
    say it ("Foreign Ministry of China": every state has a "Foreign Ministry")."""
    name = entities.name(body)
    state = entities.items[body].fields.get("of_state") \
        or entities.items[body].fields.get("governs")
    if state in entities.items and fold(entities.name(state)) not in fold(name) and not any(
            w in DEMONYMS or state_named(w) for w in re.findall(r"[\w’'-]+", name)):
        return f"{name} of {entities.name(state)}"
    return name


def _stateless(post: Item) -> bool:
    """Whether the post names no state and no body ("Ambassador" alone)."""
    return not any(post.fields.get(k) for k in ("of_state", "to_state", "post_in"))


def _counterparts(drafted: _Posts, offices: list[tuple[int, str]],
                  skip: Spans) -> None:
    """"Japanese Foreign Minister Takeshi Iwaya met his South Korean counterpart Cho Tae-yul":
    the counterpart holds the office named last before, of the other state."""
    entities = drafted.entities
    text = entities.text
    ends = [end for end, _office in offices]
    for match in _COUNTERPART.finditer(text):
        if skip.covers(match.start()):
            continue
        dem = match.group("dem")
        if not (dem in DEMONYMS or state_named(dem)):
            continue
        before = bisect.bisect_right(ends, match.start()) - 1
        office = _office_of_the_subject(drafted, match.start("dem"))
        # the office of the same paragraph
        if office is None and (before < 0 or "\n" in text[ends[before]:match.start()]):
            continue
        state = _state_of_the_demonym(entities, match.start("dem"), match.end("dem"))
        after = match.end()
        people = [m for m in entities.mentions_near(after, after)
                  if m.start == after and m.kind == "person"] if match.group("gap") else []
        if state is None:
            continue
        office = office or offices[before][1]
        words = (match.start(), match.end() - len(match.group("gap") or ""))
        if not people:
            # "spoke to his French counterpart by phone": that office of that state, its
            # holder not named here
            drafted.counterparts.add(drafted.add_unnamed(
                office, office == "Ambassador", state, None, None, "to", words))
            continue
        drafted.add(office, office == "Ambassador", state, None, None, "to",
                    people[0].entity, set(), words, (match.start(), people[0].end))


def _state_of_the_demonym(entities: Entities, start: int, end: int) -> str | None:
    """The state the words [start, end) name ("Chilean", "Ivorian"), drafted as the state
    when the name rules did not read the demonym as one; None when they name none."""
    found = [m for m in entities.mentions_in(start, end) if m.kind == "country"]
    if found:
        return found[0].entity
    words = entities.text[start:end]
    state = state_named(DEMONYMS.get(words, words))
    if state is None:
        return None
    return entities.add(start, end, "country", "Country", state.name, "demonym")


def _office_of_the_subject(drafted: _Posts, at: int) -> str | None:
    """"Minister Ana Ruiz ... Ruiz is due to meet her Peruvian counterpart": the office of
    the person the clause's subject names (the subject of the verb the word at ``at`` hangs
    from, or of the verb that verb completes), when the draft gives them one office."""
    token = nlp.word_at(drafted.entities.text, at)
    for _ in range(6):
        if token is None or token.pos_ in ("VERB", "AUX") or token.head.i == token.i:
            break
        token = token.head
    if token is None or token.pos_ not in ("VERB", "AUX"):
        return None
    subject = next((c for c in token.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None and token.dep_ in ("xcomp", "conj"):
        subject = next((c for c in token.head.children if c.dep_ in ("nsubj", "nsubjpass")),
                       None)
    if subject is None:
        return None
    people = {m.entity for m in drafted.entities.mentions_near(subject.idx, subject.idx + 1)
              if m.kind == "person" and m.start <= subject.idx < m.end}
    offices = {drafted.offices[h.fields["post"]] for h in drafted.holdings.values()
               if h.fields["holder"] in people}
    return offices.pop() if len(offices) == 1 else None


# "A French diplomat in the region, who asked not to be named, said", "an Iranian official
# told reporters", "a diplomat from the OSCE said": one person of a state or a body, whom the
# text does not name, introduced as a source (a word of saying or of anonymity follows; "an
# official visit" and "two Russian diplomats" are no such source)
_ANONYMOUS = re.compile(
    r"\b[Aa]n?\s+(?P<qual>(?:(?:senior|junior|top|high-ranking|veteran|western|foreign|local)"
    r"\s+)*)"
    r"(?P<dem>(?:[A-Z][\w'’.-]*\s+){0,3})"
    # (a body named by its kind in small letters: "a ministry official", the one named before)
    r"(?P<body>(?:ministry|embassy|consulate)\s+)?"
    r"(?P<head>official|diplomat|negotiator)(?![\w’'-])"
    r"(?P<where>\s+(?:from|at|of|with|in)\s+(?:the\s+)?)?")
_ANONYMITY_CUE = re.compile(r"[^.;:“\"]{0,60}?,\s+(?:who\s+(?:asked|requested|spoke|declined)|"
                            r"speaking\b)")
_SOURCE_CUE = re.compile(r"[^.;:“\"]{0,60}?,?\s+(?:who\s+(?:asked|requested|spoke|declined)|"
                         r"speaking\b|said\b|says\b|told\b|familiar\b|close\s+to\b|"
                         r"briefed\b|added\b)")


# "a diplomat at the Peruvian embassy": a state's mission after the demonym
_MISSION_WORD_AFTER = re.compile(r"\s+(?:embassy|consulate|mission|high commission)\b")


def _subject_of_a_verb(text: str, at: int) -> bool:
    """Whether the noun at ``at`` is the subject of a verb ("A Bolivian diplomat in Lima
    gave the same answer"): one who acts or speaks, not one a verb acts on ("expelled a
    Bolivian diplomat", "a Bolivian diplomat was expelled") nor a word that qualifies
    another ("an official visit")."""
    token = nlp.word_at(text, at)
    return token is not None and token.pos_ in ("NOUN", "PROPN") \
        and token.dep_ == "nsubj" and token.head.pos_ in ("VERB", "AUX")


def _anonymous_officials(drafted: _Posts, skip: Spans) -> None:
    """"A French diplomat in the region, who asked not to be named, said ...", "a diplomat
    from the Organization for Security and Co-operation in Europe said": the post of the
    state the demonym names, or of the body named after "from", "at" or "of", with no
    holder (nobody is invented for it). Without a state or a body it is not drafted."""
    entities = drafted.entities
    text = entities.text
    for match in _ANONYMOUS.finditer(text):
        if skip.covers(match.start()) or drafted_here(drafted, match.start("head")):
            continue
        dem = match.group("dem").strip()
        of_state = post_in = None
        if match.group("body"):
            referred = None if dem else _body_referred(entities, match.start("head"))
            if referred is None:
                continue
            post_in = referred[0]
        elif dem:
            found = [m for m in entities.mentions_in(match.start("dem"), match.end("dem"))
                     if m.kind in ("country", "organization")]
            if not found or found[-1].end != match.start("dem") + len(dem):
                if not _unplaced_source(match):
                    continue  # "an EU-Russia official": not one state's or body's
            elif found[-1].kind == "country":
                of_state = found[-1].entity
            else:
                post_in = found[-1].entity
        elif match.group("where"):
            at = match.end("where")
            named = [m for m in entities.mentions_near(at, at)
                     if m.start == at and m.kind in ("country", "organization")]
            if named and named[0].kind == "organization":
                post_in = named[0].entity
            elif named and (match.group("where").split()[0] in ("from", "of")
                            or _MISSION_WORD_AFTER.match(text, named[0].end)):
                of_state = named[0].entity
        if of_state is None and post_in is None and not _unplaced_source(match):
            continue
        named_end = max([m.end for m in entities.mentions_near(match.end(), match.end())
                         if m.start == match.end()], default=match.end("head"))
        subject = _subject_of_a_verb(text, match.start("head"))
        if not subject and not _SOURCE_CUE.match(text, named_end):
            continue
        # (one placed nowhere is a source only as the subject of its verb or with words of
        # anonymity: "sent home a diplomat after a crash, the ministry said" is no source)
        if of_state is None and post_in is None and not subject \
                and not _ANONYMITY_CUE.match(text, named_end):
            continue
        head = match.group("head")
        # (its words from the first that qualifies it: "a senior Kyrgyz diplomat")
        start = match.start("qual") if match.group("qual") \
            else match.start("dem") if dem \
            else match.start("body") if match.group("body") else match.start("head")
        end = match.end("head")
        if of_state is None and post_in is None:
            drafted.add_unplaced(text[start:end], (start, end))
        else:
            drafted.add_unnamed(_title(head), False, of_state, None, post_in, "to",
                                (start, end))


# A region's or a bloc's word before a diplomat, naming no one state: "a Western diplomat",
# "an Arab diplomat", "a European negotiator"
_REGION_WORD = re.compile(r"(?:Western|Eastern|European|Asian|African|Arab|Latin American|"
                          r"Gulf|Nordic|Scandinavian|Caribbean|Pacific|Balkan|Baltic|"
                          r"Central Asian|Middle Eastern|Nato|NATO|EU|UN)\s*", re.IGNORECASE)


def _unplaced_source(match: re.Match) -> bool:
    """Whether an anonymous source the words place in no state or body is still a post to
    draft, with neither: a diplomat or a negotiator (a career, whoever they serve: "a
    Western diplomat in Vienna, who requested anonymity, said"; "a diplomat at the
    talks said"), plain or of a region that is no state; not "an official" (anyone in
    any office), nor a state's or a body's words the rules could not read ("an EU-Russia
    diplomat")."""
    if match.group("head") not in ("diplomat", "negotiator") or match.group("body"):
        return False
    dem = match.group("dem").strip()
    return not dem or _REGION_WORD.fullmatch(dem) is not None


def _offices_of_the_dateline(drafted: _Posts,
                             bare: list[tuple[str, tuple[int, int], str | None]]) -> None:
    """"LONDON — ... the Foreign Secretary said": an office of a government named with "the"
    alone, of no state the words say, in a report whose dateline is a capital, is that
    capital's state's (with no such dateline, the state named last before it in its
    sentence or the one before); only when the text names no post of that office otherwise
    (a "the foreign minister" after "Foreign Minister Ana Ruiz" is hers, not another
    post)."""
    if not bare:
        return
    entities = drafted.entities
    dateline = next((m for m in entities.mentions_in(0, 600) if m.kind == "city"
                     and (m.start == 0 or entities.text[m.start - 1] == "\n")
                     and re.match(r"[,\s]*(?:[^\n]{0,60}?)[—–-]", entities.text[m.end:m.end + 64])),
                    None)
    dateline_state = entities.state_of_city(dateline.entity) if dateline is not None \
        else None
    named = set(drafted.offices.values())
    for office, words, context_state in bare:
        state = dateline_state or context_state \
            or _state_of_the_body_before(entities, words[0])
        if office not in named and state is not None \
                and not _short_for_an_office_drafted(drafted, office):
            drafted.add_unnamed(office, False, state, None, None, "to", words)
            named.add(office)


def _state_of_the_body_before(entities: Entities, start: int) -> str | None:
    """"The Foreign Office called in the envoy ... The Foreign Secretary will speak": the
    state whose bodies at home (a ministry, a government; not a mission abroad) the text
    names before ``start``; None when they are of two states."""
    # (a state's mission abroad is no body of the government whose office it is: "the
    # Chinese embassy" beside the Foreign Office)
    states = {entities.state_of_body(m.entity) for m in entities.mentions_in(0, start)
              if m.kind == "organization"
              and not _MISSION_NAME.search(entities.name(m.entity))} - {None}
    return states.pop() if len(states) == 1 else None


_MISSION_NAME = re.compile(r"(?i:embassy|consulate|mission|high commission|delegation)")


# "The diplomat, Ana Ruiz,": a noun for the one an unnamed post was told of, then a name
_DESCRIPTOR_BEFORE = re.compile(r"(?:^|[.!?][\"”’']?\s+)The\s+(?:diplomat|official|envoy),\s+$")


def _holders_named_by_a_descriptor(drafted: _Posts, skip: Spans) -> None:
    """"Chile has declared a second secretary at the Bolivian embassy persona non grata ...
    The diplomat, Marisol Quispe, had photographed a rally": a sentence that opens with "The diplomat" and a name
    in apposition names the holder of the one post drafted without a holder in the
    sentence before it (none when that sentence holds two such posts)."""
    entities, text = drafted.entities, drafted.entities.text
    for mention in [m for m in entities.mentions if m.kind == "person"]:
        cue = _DESCRIPTOR_BEFORE.search(text, max(0, mention.start - 30), mention.start)
        if cue is None or skip.covers(mention.start):
            continue
        before = _sentence_start(text, max(0, _sentence_start(text, mention.start) - 2))
        unnamed = [post for post in drafted.posts.values() if post.id not in drafted.held
                   and not _stateless(post)
                   and before <= post.evidence[0].start < cue.start()]
        if len(unnamed) != 1:
            continue
        post = unnamed[0]
        drafted.holdings[join_slugs(mention.entity, post.id)] = Item(
            "holdings", {"holder": mention.entity, "post": post.id},
            [Span(cue.start() + cue.group(0).rindex("The"), mention.end)],
            "descriptor-names-holder")
        drafted.held.add(post.id)
        post.comments.pop("id", None)


def drafted_here(drafted: _Posts, position: int) -> bool:
    """Whether a post drafted already has its evidence at ``position``."""
    return any(s.start <= position < s.end for post in drafted.posts.values()
               for s in post.evidence)


def _ambassador_lists(drafted: _Posts, skip: Spans) -> None:
    """"the ambassadors of Ghana, Kwame Asante-Boateng; of Chile, Sebastián Órdenes Muñoz":
    each the ambassador of his state."""
    entities = drafted.entities
    text = entities.text
    for match in _AMBASSADORS_OF.finditer(text):
        if skip.covers(match.start()):
            continue
        position = match.end()
        while True:
            states = [m for m in entities.mentions_near(position, position)
                      if m.start == position and m.kind == "country"]
            if not states:
                break
            gap = re.match(r",\s+", text[states[0].end:states[0].end + 3])
            holder_at = states[0].end + gap.end() if gap else -1
            people = [m for m in entities.mentions_near(holder_at, holder_at)
                      if m.start == holder_at and m.kind == "person"] if gap else []
            if not people:
                break
            drafted.add("Ambassador", True, states[0].entity, None, None, "to",
                        people[0].entity, set(), (states[0].start, states[0].end),
                        (states[0].start, people[0].end))
            separator = _LIST_SEPARATOR.match(text, people[0].end)
            if separator is None or separator.end() == people[0].end:
                break
            position = separator.end()


# "the two foreign ministers", "both prime ministers", "the foreign ministers of Chile and
# Peru": one office held in several states, each state's own post
_PLURAL_OFFICE = re.compile(
    r"\b(?:(?P<count>two|both|three|four)\s+(?:the\s+)?)?"
    r"(?P<head>(?:foreign|defen[cs]e|interior|finance|trade|justice|energy|economy) minister|"
    r"prime minister|president|(?:deputy )?ambassador|special envoy|envoy|"
    r"chief negotiator|national security advis[eo]r)s\b"
    r"(?P<of>\s+of\s+(?:the\s+)?)?", re.IGNORECASE)
_COUNTS = {"two": 2, "both": 2, "three": 3, "four": 4}
_STATE_LIST_GAP = re.compile(r"\s*(?:,\s*(?:and\s+)?|\s+and\s+)(?:the\s+)?")


def _plural_offices(drafted: _Posts, skip: Spans) -> None:
    """"the two foreign ministers initialled the text" after a sentence on Chile and Peru,
    "the foreign ministers of Chile and Peru met", "the Chilean and Peruvian foreign
    ministers": one post per state, its holder unnamed (the states listed after "of", or
    their demonyms before; else, for "the two" or "both", the two states and only two
    that this sentence and the one before name)."""
    entities = drafted.entities
    text = entities.text
    for match in _PLURAL_OFFICE.finditer(text):
        if skip.covers(match.start()) or drafted_here(drafted, match.start("head")):
            continue
        states = _states_listed(entities, match.end()) if match.group("of") else []
        if not states and not match.group("count"):
            states = _states_of_demonyms_before(entities, match.start())
        if not states and match.group("count"):
            states = _states_just_named(entities, match.start(), _COUNTS[
                match.group("count").lower()])
        if len(states) < 2:
            continue
        head = match.group("head").lower()
        end = match.end("head") + 1
        for state in states:
            drafted.add_unnamed(_title(head), "ambassador" in head, state, None, None, "to",
                                (match.start(), end))


def _state_meant(entities: Entities, mention: Mention) -> str | None:
    """The state a mention stands for: a state itself or one of its bodies ("the Congress
    of Peru"); not a city, which may be a venue only ("talks in Geneva")."""
    if mention.kind == "country":
        return mention.entity
    if mention.kind == "organization":
        return entities.items[mention.entity].fields.get("of_state")
    return None


_DEMONYMS_BEFORE = re.compile(r"((?:[A-Z][a-z]+,\s+)*[A-Z][a-z]+\s+and\s+[A-Z][a-z]+)\s+$")


def _states_of_demonyms_before(entities: Entities, position: int) -> list[str]:
    """"the Chilean and Peruvian foreign ministers": the states whose demonyms are listed
    right before ``position``, when the text names each of them; none otherwise."""
    listed = _DEMONYMS_BEFORE.search(entities.text, max(0, position - 80), position)
    if listed is None:
        return []
    states: list[str] = []
    for word in re.split(r",\s+|\s+and\s+", listed.group(1)):
        state = entities.find_state(DEMONYMS[word]) if word in DEMONYMS else None
        if state is None:
            return []
        if state not in states:
            states.append(state)
    return states


def _states_listed(entities: Entities, position: int) -> list[str]:
    """The states named one after another from ``position`` ("Chile, Peru and Bolivia")."""
    states: list[str] = []
    while True:
        here = [m for m in entities.mentions_near(position, position)
                if m.start == position and m.kind == "country"]
        if not here:
            return states
        if here[0].entity not in states:
            states.append(here[0].entity)
        gap = _STATE_LIST_GAP.match(entities.text, here[0].end)
        if gap is None:
            return states
        position = gap.end()


def _states_just_named(entities: Entities, position: int, count: int) -> list[str]:
    """The ``count`` states the sentence holding ``position`` names before it, or else the
    sentence before and this one together; none when they name another number of states."""
    text = entities.text
    start = _sentence_start(text, position)
    windows = [start]
    if start > 0:
        windows.append(_sentence_start(text, max(0, start - 2)))
    for window in windows:
        states: list[str] = []
        for mention in entities.mentions_in(window, position):
            state = _state_meant(entities, mention)
            if state is not None and state not in states:
                states.append(state)
        if len(states) == count:
            return states
        if len(states) > count:
            return []
    return []


# "Maria Santos, who heads the Office of Asian Affairs": a person before, a body after
_HEADS_A_BODY = re.compile(r",\s+who\s+(?:heads|leads|chairs|directs|runs)\s+(?:the\s+)?")


def _heads_of_bodies(drafted: _Posts, skip: Spans) -> None:
    """"Assistant Secretary Ana Reyes, who heads the DFA's Office of Asian and Pacific
    Affairs, said": the person named before holds the head of the body named after (the
    last of the bodies named there, "DFA's" being whose office it is)."""
    entities = drafted.entities
    text = entities.text
    for match in _HEADS_A_BODY.finditer(text):
        if skip.covers(match.start()):
            continue
        people = [m for m in entities.mentions_near(match.start(), match.start())
                  if m.end == match.start() and m.kind == "person"]
        bodies = _bodies_from(entities, match.end())
        if not people or not bodies:
            continue
        # (the clause to its comma: a body's name cut at "and" is the reviewer's to mend)
        clause_end = re.compile(r"[^,.;:()\n]*").match(text, bodies[-1].end).end()
        drafted.add("Head", False, None, None, bodies[-1].entity, "to", people[0].entity,
                    set(), (text.index("who", match.start()), bodies[-1].end),
                    (people[0].start, clause_end))


# Verbs whose subject heads the body that is their object ("she ran the consular
# department"), and the nouns of bodies such an object may name without a name of its own
_HEADING_VERBS = {"head", "direct", "run", "chair"}
_BODY_NOUNS = {"department", "directorate", "office", "committee", "commission", "centre",
               "center", "agency", "association", "institute", "unit", "division", "bureau",
               "council", "secretariat", "foundation", "organisation", "organization",
               "service", "group"}

# (nouns that as often name something else: "ran the memorial service", "led the tour
# group", "ran the unit test"): a body only with a name
_NOUNS_OF_OTHER_THINGS = {"service", "group", "unit"}


def _heads_by_their_verb(drafted: _Posts, skip: Spans) -> None:
    """"Tomas Vidal directs the Arvelian Space Agency": the person who is the subject of
    "head", "direct", "run" or "chair" (a pronoun's, the one it stands for; a joined verb's:
    the subject of the verb it is joined to) holds the head of the body that is its object,
    a named body's or one the words only describe; a past verb with an end of tenure tells
    a former post. Not "ran a red light" (no body), nor a unit of a body ("chaired a panel
    of the council")."""
    entities = drafted.entities
    text = entities.text
    for verb in nlp.parse(text):
        if verb.lemma_ not in _HEADING_VERBS or verb.pos_ != "VERB" or skip.covers(verb.idx):
            continue
        body = next((c for c in verb.children if c.dep_ == "dobj"), None)
        subject = _subject_of(verb)
        if body is None or subject is None:
            continue
        end = min(body.right_edge.idx + len(body.right_edge),
                  re.compile(r"[^,;:()\n]*").match(text, body.idx).end())
        named = _body_the_object_names(entities, body, end)
        if named is False:
            continue
        holder = _person_of_the_subject(entities, subject, verb.idx)
        if holder is None:
            continue
        drafted.add("Head", False, None, None, named, "to", holder[0],
                    {"former"} if _tenure_ended(verb) else set(), (verb.idx, end),
                    (min(holder[1], verb.idx), end))


def _body_the_object_names(entities: Entities, obj, end: int) -> str | None | bool:
    """The organisation the object of a heading verb is ("chaired the Andean Council", "ran
    Arvelia's trade agency": the name holds the object word, or is its possessive or
    compound), None for a body the words only describe ("ran the trade agency"), or False
    when the object is no body, or a part of one ("headed a task force of the Andean
    Council", "ran the visa section of the embassy": the part's head is not the body's)."""
    mentions = [m for m in entities.mentions_in(obj.left_edge.idx, end)
                if m.kind == "organization"]
    for mention in mentions:
        if mention.start <= obj.idx < mention.end:
            return mention.entity
    if obj.lemma_.lower() not in _BODY_NOUNS and not mentions:
        return False
    if any(c.dep_ == "prep" and c.lower_ == "of" for c in obj.children):
        # ("heads the consular department of the foreign ministry": a body of a body,
        # which the words only describe; "a task force of the council" is none)
        return None if obj.lemma_.lower() in _BODY_NOUNS - _NOUNS_OF_OTHER_THINGS \
            and obj.text[:1].islower() else False
    # ("the aid group Harbour Light": the name in apposition is the body)
    owners = [c for c in obj.children if c.dep_ in ("poss", "compound", "appos")]
    for mention in mentions:
        if any(mention.start <= c.idx < mention.end for c in owners):
            return mention.entity
    if mentions or obj.lemma_.lower() in _NOUNS_OF_OTHER_THINGS:
        return False
    # a body the words only describe names what it is: "the consular department", "the
    # ministry's treaty department", "the Directorate for ..." (a name the text does not
    # hold as one); not "ran the office" nor "ran the service for ..."
    return None if obj.text[:1].isupper() or any(
        c.dep_ in ("amod", "compound", "poss", "nmod") for c in obj.children) else False


# Words that end a tenure told with a past heading verb: "until 2019", "from 2015 to 2018",
# "previously", "formerly"; a plain past ("Ruiz, who chaired the talks, said") ends nothing
_TENURE_ENDS = {"until", "till", "previously", "formerly", "once"}


def _tenure_ended(verb) -> bool:
    """Whether a past heading verb tells a post held no more ("She directed the agency
    until March 2019"); not "She chaired the board and said ..."."""
    if verb.tag_ != "VBD":
        return False
    words = {child.lower_ for child in verb.children}
    if words & _TENURE_ENDS:
        return True
    # ("from 2010 to 2014": "to" the verb's or "from"'s)
    return any(child.lower_ in ("from", "between") and any(
        t.lower_ in ("to", "until", "till", "and") for t in child.subtree)
        or child.lower_ == "from" and words & {"to", "until", "till"}
        for child in verb.children)


def _subject_of(verb):
    """The subject token of ``verb``, or of the verb it is joined to by "and" ("She was
    consul and then headed the department": "She"), or None."""
    while True:
        subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
        if subject is not None or verb.dep_ != "conj":
            return subject
        verb = verb.head


def _person_of_the_subject(entities: Entities, subject, at: int) -> tuple[str, int] | None:
    """The person a verb's subject names, and where the words naming them begin: a
    person's name, "who" after one, or "she"/"he" standing for one (see
    _holder_a_pronoun_stands_for)."""
    if subject.lower_ in ("who", "that") and subject.head.dep_ == "relcl":
        subject = subject.head.head
    if subject.lower_ in ("she", "he"):
        phrase = _Phrase(None, "head", set(), at, at)  # type: ignore[arg-type]
        _holder_a_pronoun_stands_for(entities, phrase, subject)
        return (phrase.holder, subject.idx) if phrase.holder is not None else None
    people = [m for m in entities.mentions_near(subject.idx, subject.idx + len(subject))
              if m.kind == "person" and m.start <= subject.idx < m.end]
    return (people[0].entity, people[0].start) if people else None


def _bodies_from(entities: Entities, start: int) -> list[Mention]:
    """The organisations named one after another from ``start``, joined by a possessive
    ("the DFA's Office of Asian Affairs"), or none."""
    bodies: list[Mention] = []
    position = start
    while True:
        found = [m for m in entities.mentions_near(position, position)
                 if m.start == position and m.kind == "organization"]
        if not found:
            return bodies
        bodies.append(found[0])
        joint = re.match(r"['’]s\s+", entities.text[found[0].end:found[0].end + 4])
        if joint is None:
            return bodies
        position = found[0].end + joint.end()


def _possessive_state(entities: Entities, start: int) -> tuple[str, int] | None:
    """The state named with "'s" right before ``start``, and where its name starts: a
    state's name, or the seat of its government the text names it by ("Moscow's envoy to
    Minsk": Russia's, when the text names Russia)."""
    possessive = re.search(r"['’]s\s+$", entities.text[max(0, start - 6):start])
    if possessive is None:
        return None
    owner_end = start - len(possessive.group(0))
    owners = [m for m in entities.mentions_near(owner_end, owner_end) if m.end == owner_end]
    states = [m for m in owners if m.kind == "country"]
    if states:
        return states[-1].entity, states[-1].start
    seats = [(entities.state_of_city(m.entity), m.start) for m in owners if m.kind == "city"]
    return next(((state, at) for state, at in seats if state is not None), None)


def _body_after(entities: Entities, end: int) -> tuple[str, int] | None:
    """The organisation in "of (the) <organisation>" right after ``end`` ("of the Norwegian
    Ministry of Foreign Affairs", "of the Russian embassy"), and where it ends."""
    of = re.match(r"\s+of\s+(?:the\s+)?", entities.text[end:end + 12])
    if of is None:
        return None
    at = end + of.end()
    near = entities.mentions_near(at, at)
    bodies = [m for m in near if m.start == at and m.kind == "organization"]
    if not bodies:
        bodies = [b for b in (_body_of_state(entities, m) for m in near
                              if m.start == at and m.kind == "country") if b is not None]
    return (bodies[0].entity, bodies[0].end) if bodies else None


def _past_location(entities: Entities, body: Mention) -> int:
    """Where the words of ``body`` end, with "in <its city>" after it ("the Embassy of the
    People's Republic of China in Apia")."""
    location = entities.items[body.entity].fields.get("location")
    found = re.match(r"\s+in\s+", entities.text[body.end:body.end + 6])
    if location is None or found is None:
        return body.end
    at = body.end + found.end()
    place = next((m for m in entities.mentions_near(at, at)
                  if m.start == at and m.entity == location), None)
    return place.end if place is not None else body.end


def _body_of_state(entities: Entities, state: Mention) -> Mention | None:
    """The organisation named right after a state's mention ("Russian [embassy]",
    "Norway's [embassy]"): the body the words name, of that state."""
    gap = re.match(r"(?:['’]s)?\s+", entities.text[state.end:state.end + 4])
    if gap is None:
        return None
    at = state.end + gap.end()
    return next((m for m in entities.mentions_near(at, at)
                 if m.start == at and m.kind == "organization"), None)


def _state_after(entities: Entities, end: int) -> tuple[str, int] | None:
    """The state in "of <state>" right after ``end``, and where it ends."""
    of = re.match(r"\s+of\s+(?:the\s+)?", entities.text[end:end + 12])
    if of is None:
        return None
    states = [m for m in entities.mentions_near(end + of.end(), end + of.end())
              if m.start == end + of.end() and m.kind == "country"
              and _body_of_state(entities, m) is None]
    return (states[0].entity, states[0].end) if states else None


# "Colombia has appointed María Fernanda de la Espriella as its new consul general": the one
# appointed holds the post; a state that appoints, its own
_APPOINTED = re.compile(r"\b(?:appointed|appoints|named|names|nominated|nominates|designated|"
                        r"designates|chose|picked|tapped)\s+(?P<who>[^,.;:]{3,80}?)"
                        r"(?:,[^,.;:]{1,80},)?\s+as\s+(?:(?:its|their|his|her|the|a|an)\s+)?$")


def _appointed(entities: Entities, start: int) -> tuple[str, int, str | None] | None:
    """(the person appointed to the post phrase at ``start``, where the words begin, the
    state that appointed them if the verb's subject is one), or None."""
    text = entities.text
    match = _APPOINTED.search(text, max(0, start - 120), start)
    if match is None:
        return None
    people = [m for m in entities.mentions_in(match.start("who"), match.end("who"))
              if m.kind == "person" and m.end == match.end("who")]
    if not people:
        return None
    subjects = [m for m in entities.mentions_near(max(0, match.start() - 80), match.start())
                if m.kind in ("country", "organization") and m.end <= match.start()
                and _APPOINTER_GAP.fullmatch(text, m.end, match.start())]
    state = None
    if subjects:  # a state, or its government or ministry ("Colombia's government")
        fields = entities.items[subjects[-1].entity].fields
        state = subjects[-1].entity if subjects[-1].kind == "country" \
            else fields.get("governs") or fields.get("of_state")
    return people[-1].entity, match.start("who"), state


_APPOINTER_GAP = re.compile(r"(?:['’]s\s+government)?\s+(?:(?:has|have|had|also|on \w+|"
                            r"last \w+|this \w+)\s+)*")


# "Yelena Sorokina, spokeswoman for ...", "Aroha Te Rangi-Whitcombe, previously deputy head
# of mission at ...", "Pavel Kuznetsov, 61, the ambassador": a holder named before the
# post, a comma (and an age) between
_ONCE_WORDS = ("previously", "formerly", "now", "currently", "until recently", "then", "also",
               "herself", "himself")
_SERVED_WORDS = ("served", "serves", "was", "is", "worked", "works")
_HOLDER_BEFORE_GAP = re.compile(
    rf", (?:\d{{2}}, )?(?:{one_of(_ONCE_WORDS)} |"
    rf"who (?:(?:previously|formerly|later|had|has) )?{one_of(_SERVED_WORDS)} as )?"
    r"(?:the |a |an )?")
# "Mr Fairbrother, the spokesperson added": the title is the subject of a verb of saying, not
# a description of the name before it
_SAYING_VERBS = ("added", "said", "says", "told", "noted", "continued", "explained", "stressed",
                 "insisted", "wrote", "replied", "recalled",
                 # (and in the present of a live report: "X, a spokeswoman of the
                 # agency confirms")
                 "adds", "tells", "confirms", "confirmed", "notes", "explains", "stresses",
                 "insists", "writes", "announced", "announces", "stated", "states")
_SAYS_AFTER = re.compile(rf"\s+{one_of(_SAYING_VERBS)}\b")


def _holder(entities: Entities, start: int, end: int) -> tuple[str | None, int, int]:
    """The person the post phrase is about: named right after it or right before it."""
    text = entities.text
    # only the mentions a few characters from the phrase can be its holder: looking no
    # further keeps a long text's many phrases from each reading every mention
    after = [m for m in entities.mentions_near(end, end + 24) if m.kind == "person"
             and m.start >= end]
    for mention in after:
        if mention.start >= end and _HOLDER_GAP.fullmatch(text[end:mention.start]) \
                and not (text[end:mention.start].startswith(",")
                         and _object_of_another_noun(text, start)):
            return mention.entity, start, mention.end
    before = [m for m in entities.mentions_near(start - 40, start) if m.kind == "person"] \
        if not _SAYS_AFTER.match(text, end) else []
    for mention in before:
        if mention.end <= start and _HOLDER_BEFORE_GAP.fullmatch(text[mention.end:start]):
            return mention.entity, mention.start, end
    return None, start, end



# What puts a person in a post of their career, right before the post phrase: "she served
# as counsellor", "was named ambassador to Ethiopia", "to become director-general", "who
# appointed her chief of staff", "Her first posting was as a third secretary"
_CAREER_CUE = re.compile(r"\b(?:(?P<served>served|serving)\s+as|(?<!such )(?<!well )as|"
                         r"named(?!\s+(?:her|him)\b)|to\s+become|became|"
                         # "Rahimi, 54, is a former ambassador", "X was previously consul
                         # general in Hamburg"
                         r"(?P<copula>is|was|had\s+been)(?:\s+also)?|"
                         r"(?:is|(?P<was>was|had\s+been))\s+(?:previously|formerly|once)|"
                         r"(?:appointed|made|named)\s+(?P<object>her|him))\s+"
                         r"(?:(?:a|an|the|its|their|his|her)\s+)?$", re.IGNORECASE)
_PRONOUN = re.compile(r"\b(?:she|he|her|his)\b", re.IGNORECASE)
# The subject form of a pronoun, whose sex attribution.agrees reads
_SUBJECT_FORM = {"her": "she", "his": "he", "him": "he"}
_SENTENCE_END = re.compile(r"[.!?][\"”’']?\s+(?=[\"“‘A-Z])|\n")
_AND_THEN = re.compile(r"\s+and\s+(?:as\s+)?(?:(?:a|an|the)\s+)?")


# "to" or "for" (and "the") right before a post phrase
_TO_BEFORE = re.compile(r"\b(?P<prep>to|for)\s+(?:the\s+)?$")
# Nouns of people who work for an office-holder, beside the offices' words ("an aide to the
# minister", "the chief of staff to the president"); "a note of protest to the envoy" is no
# person's
_AIDES = {"aide", "aides", "assistant", "staff", "deputy", "chief", "secretary"}


def _object_of_another_noun(text: str, start: int) -> bool:
    """"A senior adviser to the president, Tomas Brandt, said": the post phrase at
    ``start`` is the object of "to" or "for" after a noun (the parse's head of the
    preposition) that names a person and opens its own noun phrase, so the name set off
    after it is that noun's, the adviser's, not the president's. "She spoke to the
    president, Tomas Brandt" (after a verb), "handed a note to Belarus's charge d'affaires,
    Anatol Hramovich" (a noun of no person) and "Giorgi Beridze, an adviser to the prime
    minister, Irakli Kobakhidze," (the adviser already named before) keep the name for the
    post phrase."""
    match = _TO_BEFORE.search(text, max(0, start - 12), start)
    if match is None:
        return False
    span = nlp.parse(text).char_span(match.start("prep"), match.end("prep"))
    if span is None:
        return False
    noun = span.root.head
    return noun.pos_ in ("NOUN", "PROPN") and noun.i < span.root.i and noun.dep_ != "appos" \
        and (noun.lower_ in _AIDES or _OFFICE_WORD.fullmatch(noun.lower_) is not None)


def _sentence_start(text: str, position: int) -> int:
    """Where the sentence holding ``position`` begins (a paragraph's start at the latest)."""
    floor = max(0, position - 600)
    ends = [m.end() for m in _SENTENCE_END.finditer(text, floor, position)]
    return ends[-1] if ends else floor


def _last_person(entities: Entities, start: int, end: int) -> Mention | None:
    """The last person named in [start, end)."""
    people = [m for m in entities.mentions_in(start, end) if m.kind == "person"]
    return max(people, key=lambda m: m.end) if people else None


def _career_holder(entities: Entities, start: int, last: tuple[int, str | None] | None
                   ) -> tuple[str, int, bool] | None:
    """(the person a career's post phrase at ``start`` is about, where the words naming
    them begin, whether "served as" says the post is past), or None.

    "Rustam Karimov, a former diplomat who served as consul general in Osh": the person
    named before it in its sentence. "His early years were spent as a second secretary in
    Quito", "who made him head of protocol": the person named most before the sentence,
    whom the pronoun stands for. "named ambassador to Peru and permanent representative to
    the Andean Community": the second is the first's holder's too."""
    text = entities.text
    if last is not None and last[1] is not None and _AND_THEN.fullmatch(text, last[0], start):
        return last[1], last[0], False
    sentence = _sentence_start(text, start)
    cue = _CAREER_CUE.search(text, max(sentence, start - 40), start)
    if cue is None:
        return None
    if cue.group("copula") and not text.startswith(("former ", "ex-"), start):
        return None  # ("X is a former ambassador", not "X is the ambassador's driver")
    served = cue.group("served") is not None or cue.group("was") is not None
    named = _last_person(entities, sentence, cue.start())
    if named is not None and cue.group("object") is None:
        return named.entity, named.start, served
    pronouns = list(_PRONOUN.finditer(text, sentence, cue.start()))
    if cue.group("object") is None and not pronouns:
        return None
    before = _most_named_person(entities, max(0, sentence - 1500), sentence)
    pronoun = (cue.group("object") or pronouns[-1].group(0)).lower()
    if before is None or not agrees(entities, before, _SUBJECT_FORM.get(pronoun, pronoun),
                                    Salience()):
        return None  # ("Lena Marsh ... The ministry appointed him consul": not hers)
    return before, sentence, served


def _most_named_person(entities: Entities, start: int, end: int) -> str | None:
    """Of the people named in [start, end), the one the whole text names most often (the
    last named of those named as often): whom "she" most likely stands for in a profile
    that quotes others between mentions of its subject."""
    people = [m for m in entities.mentions_in(start, end) if m.kind == "person"]
    if not people:
        return None
    counts: dict[str, int] = {}
    for mention in entities.mentions:
        if mention.kind == "person":
            counts[mention.entity] = counts.get(mention.entity, 0) + 1
    last = {m.entity: m.end for m in people}
    return max(last, key=lambda e: (counts.get(e, 0), last[e]))
