"""How good a draft is: recall and precision per kind against a reading written by hand
(a YAML file of expected entities, quotations with speakers, claims with claimants, dates
and events), or against a reviewed mapping file."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..source import ArticleInput
from .gazetteer import fold

NAMED_TYPES = {"Person", "Organization", "GovernmentBody", "Government", "Ministry", "ArmedForce",
               "IntelligenceService", "PoliceUnit", "VeteransAssociation", "Country", "City",
               "Continent", "Place", "SocialMediaPlatform", "Website"}
KINDS = ("entities", "quotes", "quote speakers", "claims", "claimants", "dates", "events")


@dataclass
class Score:
    found: int = 0       # expected items the draft has
    expected: int = 0
    right: int = 0       # drafted items that are in the reading
    drafted: int = 0

    def add(self, other: "Score") -> None:
        self.found += other.found
        self.expected += other.expected
        self.right += other.right
        self.drafted += other.drafted

    @property
    def recall(self) -> float:
        return self.found / self.expected if self.expected else 1.0

    @property
    def precision(self) -> float:
        return self.right / self.drafted if self.drafted else 1.0


@dataclass
class Evaluation:
    scores: dict[str, Score] = field(default_factory=lambda: {k: Score() for k in KINDS})
    invented_dates: list[str] = field(default_factory=list)
    claims_as_facts: list[str] = field(default_factory=list)

    def add(self, other: "Evaluation") -> None:
        for kind in KINDS:
            self.scores[kind].add(other.scores[kind])
        self.invented_dates += other.invented_dates
        self.claims_as_facts += other.claims_as_facts


def _name(article: ArticleInput, ref: str | None) -> str | None:
    for entity in article.entities:
        if entity.id == ref:
            return entity.name or (entity.label.en if entity.label else ref)
    return ref


def _names(article: ArticleInput, ref: str) -> set[str]:
    for entity in article.entities:
        if entity.id == ref:
            names = {entity.name or "", entity.label.en if entity.label else "", *entity.alias}
            return {fold(n) for n in names if n}
    return {fold(ref)}


def _same(expected: str | None, article: ArticleInput, refs: tuple[str, ...]) -> bool:
    if expected is None:
        return not refs
    wanted = fold(expected)
    return any(wanted in names or any(wanted in n or n in wanted for n in names if len(n) > 3)
               for names in (_names(article, r) for r in refs))


def reading_of(article: ArticleInput) -> dict[str, Any]:
    """A reviewed mapping file as a reading: named entities, quotations and claims."""
    return {
        "entities": [[e.name or e.label.en, e.type] for e in article.entities
                     if e.type in NAMED_TYPES and (e.name or e.label)
                     and "unnamed" not in (e.label.en if e.label else "")],
        "quotes": [[q.text[:25], _name(article, q.speaker[0]) if q.speaker else None]
                   for q in article.quotes],
        "claims": [[c.text or c.label.en, _name(article, c.claimant[0])
                    if c.claimant else None] for c in article.claims],
        "dates": [[e.date_text, e.date] for e in article.events if e.date_text and
                  any(ch.isdigit() for ch in e.date_text)],
        "events": [[e.type, _name(article, (e.agent + e.participants + e.beneficiary)[0])]
                   for e in article.events if e.agent + e.participants + e.beneficiary],
    }


def evaluate(draft: ArticleInput, reading: dict[str, Any]) -> Evaluation:
    result = Evaluation()
    s = result.scores
    drafted_entities = [e for e in draft.entities if e.type in NAMED_TYPES]
    expected_entities = [fold(str(name)) for name, _kind in reading.get("entities") or []]

    def entity_matches(entity, wanted: str) -> bool:
        names = _names(draft, entity.id)
        return wanted in names or any(wanted in n or n in wanted for n in names if len(n) > 3)

    s["entities"].expected = len(expected_entities)
    s["entities"].found = sum(any(entity_matches(e, w) for e in drafted_entities)
                              for w in expected_entities)
    s["entities"].drafted = len(drafted_entities)
    s["entities"].right = sum(any(entity_matches(e, w) for w in expected_entities)
                              for e in drafted_entities)

    quotes = reading.get("quotes") or []
    s["quotes"].expected = s["quote speakers"].expected = len(quotes)
    s["quotes"].drafted = len(draft.quotes)
    s["quotes"].right = sum(any(fold(q.text).startswith(fold(t)) for t, _sp in quotes)
                            for q in draft.quotes)
    for words, speaker in quotes:
        hits = [q for q in draft.quotes if fold(q.text).startswith(fold(words))]
        s["quotes"].found += bool(hits)
        s["quote speakers"].found += any(_same(speaker, draft, q.speaker) for q in hits)
    s["quote speakers"].drafted = s["quotes"].drafted
    s["quote speakers"].right = sum(
        any(fold(q.text).startswith(fold(t)) and _same(sp, draft, q.speaker) for t, sp in quotes)
        for q in draft.quotes)

    claims = reading.get("claims") or []
    s["claims"].expected = s["claimants"].expected = len(claims)
    s["claims"].drafted = s["claimants"].drafted = len(draft.claims)

    def holds(claim, words: str) -> bool:
        """The same claim: one text holds the other, or most words of the shorter are in
        the longer (a draft cuts a claim's words differently from a person)."""
        mine, theirs = fold(claim.text or ""), fold(words)
        if mine in theirs or theirs in mine:
            return True
        a, b = set(mine.split()), set(theirs.split())
        return bool(a and b) and len(a & b) >= 0.6 * min(len(a), len(b)) and min(len(a), len(b)) >= 4

    for words, claimant in claims:
        hits = [c for c in draft.claims if holds(c, words)]
        s["claims"].found += bool(hits)
        s["claimants"].found += any(_same(claimant, draft, c.claimant) for c in hits)
    s["claims"].right = sum(any(holds(c, w) for w, _ in claims) for c in draft.claims)
    s["claimants"].right = sum(any(holds(c, w) and _same(cl, draft, c.claimant)
                                   for w, cl in claims) for c in draft.claims)

    dates = reading.get("dates") or []
    drafted_dates = [(e.date_text, e.date) for e in draft.events if e.date_text]
    s["dates"].expected = len(dates)
    s["dates"].found = sum(any(fold(t) == fold(words) and d == iso for t, d in drafted_dates)
                           for words, iso in dates)
    s["dates"].drafted = len(drafted_dates)
    s["dates"].right = sum(any(fold(t) == fold(w) and d == iso for w, iso in dates)
                           for t, d in drafted_dates)
    for event in draft.events:
        if event.date and not (event.date_text and event.date[:4] in event.date_text) \
                and not (event.date_inferred and event.date_reasoning):
            result.invented_dates.append(f"{event.id}: {event.date}")

    events = reading.get("events") or []
    s["events"].expected = len(events)
    s["events"].drafted = len(draft.events)

    def event_matches(event, type_: str, who: str) -> bool:
        return event.type == type_ and _same(who, draft, event.agent + event.participants
                                             + event.beneficiary)

    s["events"].found = sum(any(event_matches(e, t, w) for e in draft.events) for t, w in events)
    s["events"].right = sum(any(event_matches(e, t, w) for t, w in events) for e in draft.events)

    # No allegation as a fact: no event or tenure proposed from inside a claim's words.
    claim_spans = [(ev.start, ev.end) for c in draft.claims for ev in c.evidence]
    for record in list(draft.events) + list(draft.holdings):
        for ev in record.evidence:
            if any(start <= ev.start and ev.end <= end for start, end in claim_spans):
                result.claims_as_facts.append(getattr(record, "id", None) or record.slug)
    return result


def table(rows: list[tuple[str, Evaluation]]) -> str:
    lines = [f"{'article':<24} {'kind':<15} {'found':>9} {'recall':>7} {'right':>9} "
             f"{'precision':>9}"]
    for name, evaluation in rows:
        for kind in KINDS:
            score = evaluation.scores[kind]
            lines.append(f"{name:<24} {kind:<15} {score.found:>4}/{score.expected:<4} "
                         f"{score.recall:>7.0%} {score.right:>4}/{score.drafted:<4} "
                         f"{score.precision:>9.0%}")
        lines.append(f"{name:<24} invented dates: {len(evaluation.invented_dates)}; "
                     f"claims drafted as facts: {len(evaluation.claims_as_facts)}")
    return "\n".join(lines)
