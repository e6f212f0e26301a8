"""Claims and denials made only inside a quotation: the speaker's, linked to what they deny.

    The ministry accused Anna Berg of spying. "I have never passed anything to anyone,"
    Berg said.

The quotation is Berg's (kg.draft.quotes); its words deny the accusation told before, so
they are also a denial by Berg of that accusation (kg.draft.claims links it). A quotation
is a denial when one of its sentences says that something is not so and it answers a claim
made by someone else: one told shortly before that concerns its speaker (or the state or
body the speaker stands for), a denial by the speaker's side just before it ("Berg denied
meeting the crew. “I never saw that ship,” she said."), or one whose words it echoes or
calls lies ("There were no maps" after "arrested carrying maps"). What the speaker says
will or will not be done is no denial.
"""

from __future__ import annotations

import bisect
import re

from kg.source import Sentence
from kg.draft.attribution import AGENT_KINDS
from kg.draft.claims import (ACCUSING, QUOTED_DENIAL, _DENIAL_REACH, _concerns, _headed,
                             _link_denials, denial_just_before, echoes_claim_of_another,
                             most_specific, side_of)
from kg.draft.model import Ids, Item, Span
from kg.draft.names import Entities

# Words that deny whatever they are said of: "These are inventions", "We reject these
# lies", "The report is misleading"
_DENYING_WORDS = (r"fabricat\w*|(?:a|the)\s+lie|lies(?!\s+(?:with|in|at|on|behind|ahead|within|between|beyond|elsewhere))|lying|baseless|groundless|unfounded|false|"
                  r"falsehoods?|absurd|untrue|nonsense|slander\w*|fantas(?:y|ies)|fiction|"
                  r"invented|inventions?|deny|denies|denied|denying|reject|rejects|rejected|"
                  r"refut\w*|ridiculous|misleading|distort\w*|unsubstantiated|fake|hoax|"
                  r"politically\s+motivated")
_DENYING_WORD = re.compile(rf"\b(?:{_DENYING_WORDS})\b", re.IGNORECASE)
# Words that say something is not so: "There were no cameras", "I never gave a single
# franc", "Absolutely not", and the words above
_DENYING = re.compile(rf"\b(?:never|not|no|nothing|none|nobody|neither|n[’']t|"
                      rf"{_DENYING_WORDS})\b", re.IGNORECASE)
# What will or must be done, a question, or a plea is no denial: "We will not accept",
# "Why would we not talk?"
_NOT_A_DENIAL = re.compile(r"\b(?:will|would|shall|must|should|cannot|can[’']t|won[’']t|"
                           r"let|please|if)\b|\?", re.IGNORECASE)
# "not X but Y", "…, not to opinions …": a contrast says what is so, denying nothing
_CONTRAST = re.compile(r",\s+(?:but\s+)?not\b|\bbut\b")
# A quotation's sentences (a full stop after an initial ends none: "U.N.")
_PIECE = re.compile(r"[^.!?]+(?:[.!?]+|$)")


def _ids_taken(claims: list[Item]) -> Ids:
    """The ids the claims drafted so far hold: a new claim's id is another."""
    used = Ids()
    for claim in claims:
        used.give(claim.fields["id"])
    return used


def _quotes_of_one_speaker(quotes: list[Item]):
    """Each complete quotation with one speaker, with that speaker and its evidence span:
    only such a quotation can be a side's own denial or allegation."""
    for quote in quotes:
        speakers = quote.fields.get("speaker") or []
        if not quote.missing and len(speakers) == 1:
            yield quote, speakers[0], quote.evidence[0]


def _told_already(claims: list[Item], piece: tuple[int, int]) -> bool:
    """Whether a claim drafted already holds words of ``piece``."""
    return any(s.start < piece[1] and piece[0] < s.end for c in claims for s in c.evidence)


def _speakers_claim(entities: Entities, speaker: str, piece: tuple[int, int], type_: str,
                    used: Ids, slug_words: str, note: str, rule: str,
                    about: str | None = None) -> Item:
    """A claim of the quotation's speaker in the words ``text[piece]``."""
    words = entities.text[piece[0]:piece[1]]
    fields = _headed(entities, speaker, words, type_, used, slug_words)
    fields["claimant"] = [speaker]
    if about is not None:
        fields["about"] = [about]
    fields["text"] = words
    fields["note"] = note
    return Item("claims", fields, [Span(*piece)], f"{rule}, quotation-speaker")


def quoted_denials(entities: Entities, sentences: tuple[Sentence, ...], quotes: list[Item],
                   claims: list[Item]) -> list[Item]:
    """A denial for each quotation whose speaker denies a claim told before about them
    (appended to ``claims``, linked by kg.draft.claims): what the speaker said, in the
    words of the quotation's first sentence that denies."""
    starts = [s.start for s in sentences]
    used = _ids_taken(claims)
    added: list[Item] = []
    for _quote, speaker, span in _quotes_of_one_speaker(quotes):
        piece = _denying_piece(entities.text, span.start, span.end)
        if piece is None or _told_already(claims, piece):
            continue
        words = entities.text[piece[0]:piece[1]]
        if not _answers(entities, claims, speaker, span.start, starts, words):
            continue
        denial = _speakers_claim(
            entities, speaker, piece, "Denial", used, "denies " + " ".join(words.split()[:4]),
            "A denial, in the speaker's own words: the claim is that this is not so.",
            QUOTED_DENIAL)
        claims.append(denial)
        added.append(denial)
    if added:
        _link_denials(entities, sentences, claims)
    return added


def _answers(entities: Entities, claims: list[Item], speaker: str, position: int,
             starts: list[int], words: str) -> bool:
    """Whether a quotation that says something is not so answers a claim: one told
    shortly before concerns its speaker, or the speaker's side denied a claim just before
    ("Berg denied meeting the crew. “I never saw that ship,” he said."), or its words echo
    a claim told shortly before by another ("There were no maps" after "arrested carrying
    maps")."""
    if _accused_before(entities, claims, speaker, position, starts) \
            or denial_just_before(entities, claims, speaker, position) is not None:
        return True
    here = bisect.bisect_right(starts, position)
    recent = [c for c in claims
              if here - bisect.bisect_right(starts, c.evidence[0].start) <= _DENIAL_REACH
              and c.evidence[0].end <= position]
    if _DENYING_WORD.search(words) and any(
            c.fields["type"] != "Denial" and speaker not in (c.fields.get("claimant") or [])
            for c in recent):
        return True  # "These accusations are lies": whatever was claimed before
    return echoes_claim_of_another(entities, words, speaker, recent, position) is not None


def _accused_before(entities: Entities, claims: list[Item], speaker: str, position: int,
                    starts: list[int]) -> bool:
    """Whether a claim told within _DENIAL_REACH sentences before ``position``, by someone
    else, concerns the speaker or the side the speaker stands for."""
    here = bisect.bisect_right(starts, position)
    side = side_of(entities, speaker)
    for claim in claims:
        if claim.fields["type"] == "Denial" or claim.evidence[0].end > position \
                or here - bisect.bisect_right(starts, claim.evidence[0].start) > _DENIAL_REACH:
            continue
        claimants = claim.fields.get("claimant") or []
        if speaker in claimants or (side is not None and any(
                side_of(entities, c) == side for c in claimants)):
            continue
        if _concerns(entities, claim, speaker):
            return True
    return False


def _first_piece(text: str, start: int, end: int, fits, least: int
                 ) -> tuple[int, int] | None:
    """The span of the first sentence of the quotation ``text[start:end]`` whose words
    ``fits`` and that has ``least`` words or more, without its final marks."""
    for piece in _PIECE.finditer(text, start, end):
        words = piece.group(0)
        if fits(words):
            lead = len(words) - len(words.lstrip())
            body = words.strip().rstrip(".!?,;:")
            if len(body.split()) >= least:
                return piece.start() + lead, piece.start() + lead + len(body)
    return None


def _denies(words: str) -> bool:
    """Whether a quotation's sentence says something is not so, without saying what will
    be done or setting one thing against another."""
    denying = _DENYING.search(words)
    if denying is None or _CONTRAST.search(words):
        return False
    # ("has never recruited anyone and will not do so": what was never done, and what will
    # not be)
    intent = _NOT_A_DENIAL.search(words)
    return intent is None or (intent.start() > denying.start()
                              and _DONE_NEVER.match(denying.group(0)) is not None
                              and "?" not in words and not _CONDITION.search(words))


# The negation of what was done, which what will be done after it does not undo
_DONE_NEVER = re.compile(r"never|nobody|nothing|none", re.IGNORECASE)


def _denying_piece(text: str, start: int, end: int) -> tuple[int, int] | None:
    """The span of the first sentence of the quotation ``text[start:end]`` that denies."""
    return _first_piece(text, start, end, _denies, 2)


# "If an individual has committed a crime, …": a condition accuses no one
_CONDITION = re.compile(r"\b(?:if|unless|whether)\b", re.IGNORECASE)
# The rule of an allegation a speaker makes inside a quotation
QUOTED_ALLEGATION = "allegation-in-quotation"


def quoted_allegations(entities: Entities, quotes: list[Item], claims: list[Item]
                       ) -> list[Item]:
    """An allegation for each quotation whose sentence accuses someone it names other than
    its speaker (appended to ``claims``): "“Iranian agents were spying on exiles in
    Gothenburg,” the minister said" is the minister's allegation about Iran, in the words
    of that sentence; one that names no one but the speaker's own side is left alone."""
    used = _ids_taken(claims)
    added: list[Item] = []
    for _quote, speaker, span in _quotes_of_one_speaker(quotes):
        posted = _POSTED.search(entities.text, max(0, span.start - 80), span.start)
        piece = _accusing_piece(entities.text, span.start, span.end, posted is not None)
        if piece is None or _told_already(claims, piece):
            continue
        side = side_of(entities, speaker)
        others = [m for m in entities.mentions_in(*piece)
                  if m.kind in AGENT_KINDS | {"city"} and m.entity != speaker
                  and (side is None or side_of(entities, m.entity) != side)]
        about = most_specific(entities, others)
        if about is None:
            continue  # of no one named: "a provocation in the spirit of spy mania"
        words = entities.text[piece[0]:piece[1]]
        item = _speakers_claim(entities, speaker, piece, "Allegation", used,
                               " ".join(words.split()[:5]),
                               "An allegation in the speaker's own words.", QUOTED_ALLEGATION,
                               about)
        claims.append(item)
        added.append(item)
    return added


# A post on a social platform quoted after a colon: "writes on X: “…”"
_POSTED = re.compile(r"\b(?:wrote|writes|posted|posts|tweeted|tweets)\s+(?:on|in)\s+"
                     r"(?:[\w.’'-]+\s+){0,2}?[\w.’'-]+:\s*[“\"‘']?$")


def _accusing_piece(text: str, start: int, end: int, posted: bool = False
                    ) -> tuple[int, int] | None:
    """The span of the first sentence of the quotation ``text[start:end]`` that accuses
    (kg.draft.claims.ACCUSING; any sentence of a post on a social platform, which states
    what its author holds), says nothing is so, and asks nothing; without its final
    marks."""
    def accuses(words: str) -> bool:
        return bool(posted or ACCUSING.search(words)) and not _DENYING.search(words) \
            and "?" not in words and not _CONDITION.search(words)
    return _first_piece(text, start, end, accuses, 3)
