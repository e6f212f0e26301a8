"""How good a draft is: recall and precision per kind against a reading written by hand.

A reading (docs/draft-evaluation.md) lists what a careful person finds in an article:
entities, posts and their holders, events, dates, quotations with their speakers, claims
with claimant and subject, denials with what they deny. The draft is read as the loader
reads it (kg.source.parse_article). Each expected item is paired with at most one drafted
item and each drafted item with at most one expected item (a maximum matching), so a draft
that lists a thing twice has one of the two counted wrong.

Recall is the share of the reading's items the draft has; precision the share of drafted
items that are in the reading. A kind the reading does not give (the older readings of
tests/draft/articles have no posts and no denials) is not scored at all.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Callable, Iterable, Sequence

from ..source import EVENT_TYPES, ArticleInput, Entity
from .dates import find_dates, header_dates
from .gazetteer import fold
from .readings import (ENTITY_KINDS, NAMED_TYPES, READING_SUFFIX, ReadingError,  # noqa: F401
                       check_reading, load_reading, reading_of)

# The kinds whose sum is the "core items" figure, in the order the tables print them.
KINDS = ("entities", "posts", "events", "dates", "quotes", "claims", "denials")
# Figures that say more about a kind, outside the core sum: the words found whatever the
# speaker, claimant or link; the dates of the events found; the article's own date; the
# dates kg.draft.dates reads in the text, whatever they date (evaluate_dates_read).
DETAILS = ("event dates", "quote words", "claim words", "denial words", "article date",
           "dates read", "full dates read")


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
    def recall(self) -> float | None:
        return self.found / self.expected if self.expected else None

    @property
    def precision(self) -> float | None:
        return self.right / self.drafted if self.drafted else None


@dataclass
class Evaluation:
    scores: dict[str, Score] = field(
        default_factory=lambda: {k: Score() for k in KINDS + DETAILS})
    read: set[str] = field(default_factory=set)     # the kinds a reading gave
    invented_dates: list[str] = field(default_factory=list)
    claims_as_facts: list[str] = field(default_factory=list)
    missed: dict[str, list[str]] = field(default_factory=dict)  # kind -> expected, not found
    wrong: dict[str, list[str]] = field(default_factory=dict)   # kind -> drafted, not right

    def add(self, other: "Evaluation") -> None:
        for kind in KINDS + DETAILS:
            self.scores[kind].add(other.scores[kind])
        self.read |= other.read
        self.invented_dates += other.invented_dates
        self.claims_as_facts += other.claims_as_facts
        for mine, theirs in ((self.missed, other.missed), (self.wrong, other.wrong)):
            for kind, items in theirs.items():
                mine.setdefault(kind, []).extend(items)

    @property
    def core(self) -> Score:
        """The sum over the kinds the readings gave."""
        total = Score()
        for kind in KINDS:
            if kind in self.read:
                total.add(self.scores[kind])
        return total


# ---------------------------------------------------------------------------------------
# Matching words, names and spans
# ---------------------------------------------------------------------------------------

_TOKEN = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")


def _tokens(text: str) -> list[str]:
    """The words of a name as written, a possessive "'s" dropped ("Poland's" -> "Poland")."""
    return [re.sub(r"['’]s$", "", t) for t in _TOKEN.findall(text)]


def same_name(wanted: str, given: str) -> bool:
    """Whether a drafted name names what a reading's name does: the same words (case,
    accents and a leading "the" aside), or the one's words run inside the other's and cover
    at least half of them ("Foreign Ministry" for "Polish foreign ministry", "KGB" for
    "Belarusian KGB"), or the longer adds only words in small letters ("Bobrowniki" and
    "Bobrowniki border crossing"). "Office" is not "National Prosecutor's Office"."""
    a, b = _tokens(wanted), _tokens(given)
    if a and a[0].casefold() == "the":
        a = a[1:]
    if b and b[0].casefold() == "the":
        b = b[1:]
    if not a or not b:
        return False
    short, long_ = (a, b) if len(a) <= len(b) else (b, a)
    folded_short, folded_long = [fold(t) for t in short], [fold(t) for t in long_]
    for start in range(len(long_) - len(short) + 1):
        if folded_long[start:start + len(short)] == folded_short:
            extra = long_[:start] + long_[start + len(short):]
            return 2 * len(short) >= len(long_) or all(t[:1].islower() for t in extra)
    return False


_QUOTE_MARKS = "\"“”„«»"
_APOSTROPHES = "'‘’`"
_DASHES = "-–—‐‑"


@lru_cache(maxsize=4096)
def _words_pattern(words: str) -> re.Pattern[str]:
    """The words as a pattern that ignores case, spacing and the kind of quotation mark,
    apostrophe or dash (a reading written with straight marks finds a text's curly ones)."""
    parts = []
    for char in words.strip():
        if char.isspace():
            if not parts or parts[-1] != r"\s+":
                parts.append(r"\s+")
        elif char in _QUOTE_MARKS:
            parts.append(f"[{re.escape(_QUOTE_MARKS)}]")
        elif char in _APOSTROPHES:
            parts.append(f"[{re.escape(_APOSTROPHES)}]")
        elif char in _DASHES:
            parts.append(f"[{re.escape(_DASHES)}]")
        else:
            parts.append(re.escape(char))
    return re.compile("".join(parts), re.IGNORECASE)


def occurrences(text: str, words: str) -> list[tuple[int, int]]:
    """Where the words stand in the text ([start, end) spans), every occurrence."""
    if not words or not words.strip():
        return []
    return [m.span() for m in _words_pattern(words).finditer(text)]


def _overlap(a: tuple[int, int], b: tuple[int, int]) -> int:
    return max(0, min(a[1], b[1]) - max(a[0], b[0]))


def _overlaps(spans: Iterable[tuple[int, int]], others: Iterable[tuple[int, int]],
              share: float = 0.0) -> bool:
    """Whether a span of the one overlaps a span of the other; with ``share``, by at least
    that share of the shorter of the two."""
    others = list(others)
    for a in spans:
        for b in others:
            common = _overlap(a, b)
            if common and common >= share * min(a[1] - a[0], b[1] - b[0]):
                return True
    return False


def _strip_marks(text: str) -> str:
    return fold(text.strip(_QUOTE_MARKS + _APOSTROPHES + " \n\t"))


def _same_words(wanted: str, given: str) -> bool:
    """The same words, or the one's words inside the other's ("on Tuesday", "Tuesday")."""
    a, b = f" {_strip_marks(wanted)} ", f" {_strip_marks(given)} "
    return a.strip() != "" and b.strip() != "" and (a in b or b in a)


def matching(expected: Sequence[Any], drafted: Sequence[Any],
             matches: Callable[[Any, Any], bool]) -> list[tuple[int, int]]:
    """The largest set of (expected index, drafted index) pairs that match, each item in at
    most one pair (Kuhn's augmenting paths)."""
    edges = [[j for j, d in enumerate(drafted) if matches(e, d)] for e in expected]
    owner: dict[int, int] = {}

    def augment(i: int, seen: set[int]) -> bool:
        for j in edges[i]:
            if j in seen:
                continue
            seen.add(j)
            if j not in owner or augment(owner[j], seen):
                owner[j] = i
                return True
        return False

    for i in range(len(expected)):
        augment(i, set())
    return sorted((i, j) for j, i in owner.items())


# ---------------------------------------------------------------------------------------
# The draft as the scorer reads it
# ---------------------------------------------------------------------------------------


class _Draft:
    """A drafted article with its entities' names at hand."""

    def __init__(self, article: ArticleInput) -> None:
        self.article = article
        self.text = article.text
        self.entities = {e.id: e for e in article.entities}

    def names(self, ref: str) -> list[str]:
        entity = self.entities.get(ref)
        if entity is None:
            return [ref]
        return [n for n in (entity.name, entity.label.en if entity.label else None,
                            *entity.alias) if n]

    def names_any(self, wanted: str | None, refs: Iterable[str]) -> bool:
        """Whether one of the refs names ``wanted``; None wants no ref at all."""
        refs = tuple(refs)
        if wanted is None:
            return not refs
        return any(same_name(wanted, name) for ref in refs for name in self.names(ref))

    def label(self, refs: Iterable[str]) -> str:
        return ", ".join(self.names(r)[0] for r in refs) or "nobody"


def _spans(record: Any) -> list[tuple[int, int]]:
    return [(ev.start, ev.end) for ev in record.evidence]


def _text_spans(draft: _Draft, record: Any) -> list[tuple[int, int]]:
    """Where a drafted claim's or quotation's own words stand: inside its evidence when
    they are found there, else its evidence."""
    evidence = _spans(record)
    words = getattr(record, "text", None)
    if words:
        found = [s for s in occurrences(draft.text, words)
                 if not evidence or _overlaps([s], evidence)]
        if found:
            return found
    return evidence


# ---------------------------------------------------------------------------------------
# One kind at a time
# ---------------------------------------------------------------------------------------


def _score(result: Evaluation, kind: str, expected: Sequence[Any], drafted: Sequence[Any],
           matches: Callable[[Any, Any], bool], show_expected: Callable[[Any], str],
           show_drafted: Callable[[Any], str]) -> list[tuple[int, int]]:
    pairs = matching(expected, drafted, matches)
    score = result.scores[kind]
    score.expected += len(expected)
    score.drafted += len(drafted)
    score.found += len(pairs)
    score.right += len(pairs)
    found = {i for i, _ in pairs}
    right = {j for _, j in pairs}
    missed = [show_expected(e) for i, e in enumerate(expected) if i not in found]
    wrong = [show_drafted(d) for j, d in enumerate(drafted) if j not in right]
    if missed:
        result.missed.setdefault(kind, []).extend(missed)
    if wrong:
        result.wrong.setdefault(kind, []).extend(wrong)
    return pairs


def _entities(result: Evaluation, draft: _Draft, rows: list) -> None:
    drafted = [e for e in draft.article.entities if e.type in NAMED_TYPES]

    def matches(row: list, entity: Entity) -> bool:
        name, kind = row
        types = ENTITY_KINDS.get(str(kind).lower(), NAMED_TYPES)
        return entity.type in types and any(same_name(str(name), n)
                                            for n in draft.names(entity.id))

    _score(result, "entities", rows, drafted, matches, lambda r: f"{r[0]} ({r[1]})",
           lambda e: f"{draft.names(e.id)[0]} ({e.type})")


@dataclass(frozen=True)
class _PostHeld:
    """A drafted post with one holder (a holding), or with none named (a post alone)."""

    words: tuple[str, ...]     # its label and the words of its evidence
    holder: str | None


def _posts(result: Evaluation, draft: _Draft, rows: list) -> None:
    article = draft.article
    posts = {p.id: p for p in article.posts}

    def words(post_id: str, extra: Iterable[str] = ()) -> tuple[str, ...]:
        post = posts.get(post_id)
        if post is None:
            return tuple(extra)
        return (post.label.en if post.label else post_id,
                *(ev.quote for ev in post.evidence), *extra)

    held = {h.post for h in article.holdings}
    drafted = [_PostHeld(words(h.post, (ev.quote for ev in h.evidence)), h.holder)
               for h in article.holdings]
    drafted += [_PostHeld(words(p.id), None) for p in article.posts if p.id not in held]

    def matches(row: list, post: _PostHeld) -> bool:
        wanted, holder = str(row[0]), row[1]
        return any(_same_words(wanted, w) for w in post.words) and draft.names_any(
            holder, [post.holder] if post.holder else [])

    _score(result, "posts", rows, drafted, matches, lambda r: f"{r[0]}: {r[1]}",
           lambda p: f"{p.words[0]}: {draft.label([p.holder] if p.holder else [])}")


def _event_value(event: Any) -> str | None:
    return event.date or event.month or event.year


def _events(result: Evaluation, draft: _Draft, rows: list) -> list[tuple[int, int]]:
    """An event is the reading's when its evidence overlaps the reading's words in the text
    and the reading's actor is one of its agents or participants; the dates of the events
    so paired are scored apart ("event dates"). The pairs, for the other checks."""
    events = list(draft.article.events)
    if rows and all(len(r) == 2 and r[0] in EVENT_TYPES for r in rows):
        return _typed_events(result, draft, rows, events)
    spans = [occurrences(draft.text, str(r[0])) for r in rows]

    def matches(index: int, event: Any) -> bool:
        actor = rows[index][1] if len(rows[index]) > 1 else None
        return _overlaps(spans[index], _spans(event)) and (
            actor is None or draft.names_any(str(actor), event.agent + event.participants))

    pairs = _score(result, "events", range(len(rows)), events, matches,
                   lambda i: f"{rows[i][0]}: {rows[i][1]}", lambda e: _show_event(draft, e))
    dates = result.scores["event dates"]
    dates.expected += sum(1 for r in rows if len(r) > 2 and r[2] is not None)
    dates.drafted += sum(1 for e in events if _event_value(e))
    for i, j in pairs:
        if len(rows[i]) > 2 and rows[i][2] is not None and rows[i][2] == _event_value(events[j]):
            dates.found += 1
            dates.right += 1
    return pairs


def _typed_events(result: Evaluation, draft: _Draft, rows: list, events: list
                  ) -> list[tuple[int, int]]:
    """The older readings: [Type, a participant]."""
    def matches(row: list, event: Any) -> bool:
        return event.type == row[0] and draft.names_any(
            str(row[1]), event.agent + event.participants + event.beneficiary)

    return _score(result, "events", rows, events, matches, lambda r: f"{r[0]}: {r[1]}",
                  lambda e: _show_event(draft, e))


def _show_event(draft: _Draft, event: Any) -> str:
    words = event.evidence[0].quote if event.evidence else event.label.en
    return f"{event.type} “{words}”: {draft.label(event.agent + event.participants)}"


_NUMBER = re.compile(r"\d+")
_FULL_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")

# A date as the scorer compares it: (its words, its value, whether marked as inferred).
DateRead = tuple[str, "str | None", bool]


def _date_matches(row: list, date: DateRead) -> bool:
    """The same expression (its words, "on Tuesday" being "Tuesday"; "November 2024" is not
    "17 November 2024") with a value that agrees. An ISO value of the reading (a day, a
    month, a year) is met by that value only. "--MM-DD" (the year not certain) and null (a
    weekday alone) are met by the words without a date, or with a date marked as inferred
    (with its reasoning, for the reviewer to check) that agrees with them."""
    words, value = row
    drafted_words, drafted_value, inferred = date
    if not _same_words(str(words), drafted_words) or _NUMBER.findall(str(words)) \
            != _NUMBER.findall(drafted_words):
        return False
    if drafted_value is None or drafted_value.startswith("--"):
        # (no year: a reading's null, its "--MM-DD", or the same)
        return value is None or str(value).startswith("--") and (
            drafted_value is None or drafted_value == str(value))
    if value is not None and drafted_value == str(value):
        return True
    if not inferred:
        return False
    return value is None or str(value).startswith("--") and drafted_value[4:] == value[1:]


def _show_date(date: DateRead) -> str:
    return f"{date[0]}: {date[1]}{' (inferred)' if date[2] else ''}"


def _holding_dates(draft: _Draft) -> set[DateRead]:
    """The dates the drafted holdings carry (start_date, end_date, held_on), each with the
    words of its evidence that give it: "She was appointed ambassador on 3 March 2024"
    carries ("3 March 2024", "2024-03-03"). A date whose words its evidence does not hold
    is no date the draft shows a reviewer, and is not counted here (_invented_dates)."""
    published = draft.article.meta.published
    found: set[DateRead] = set()
    for holding in draft.article.holdings:
        values = {v for v in (holding.start_date, holding.end_date, *holding.held_on) if v}
        if not values:
            continue
        inferred = bool(holding.date_reasoning)
        for evidence in holding.evidence:
            for mention in find_dates(evidence.quote, published):
                value = mention.date or mention.value
                if value in values:
                    found.add((mention.text, value, inferred and mention.inferred))
    return found


def _article_dates(draft: _Draft) -> set[DateRead]:
    """The article's own date with the words of the text's header that give it
    (kg.draft.dates.header_dates)."""
    published = draft.article.meta.published
    return {(words, published, False) for words in header_dates(draft.text, published)}


def _dates(result: Evaluation, draft: _Draft, rows: list) -> None:
    """Each date expression with its value, as the drafted items carry them (the mapping
    records a date on the item it dates): the events' dates with their words, the
    holdings' start, end and held-on dates with the words of their evidence, and the
    article's own date with the words of the text's header."""
    drafted = sorted({(e.date_text, _event_value(e), bool(e.date_inferred and e.date_reasoning))
                      for e in draft.article.events if e.date_text} | _holding_dates(draft)
                     | _article_dates(draft), key=lambda d: (d[0], d[1] or ""))
    expected = list({(str(r[0]), r[1]): r for r in rows}.values())
    _score(result, "dates", expected, drafted, _date_matches, lambda r: f"{r[0]}: {r[1]}",
           _show_date)


def evaluate_dates_read(dates: Iterable[DateRead], reading: dict[str, Any]) -> Evaluation:
    """How well the dates of a text are read, whatever item they date: every expression
    kg.draft.dates finds, with its value, against the reading's dates ("dates read"), and
    the dates the reading gives as a whole day with a year in their words ("full dates
    read"). Not core items: the mapping records a date only on an item."""
    result = Evaluation()
    rows = check_reading(reading).get("dates") or []
    expected = list({(str(r[0]), r[1]): r for r in rows}.values())
    found = sorted(set(dates), key=lambda d: (d[0], d[1] or ""))
    _score(result, "dates read", expected, found, _date_matches, lambda r: f"{r[0]}: {r[1]}",
           _show_date)
    full = [r for r in expected if r[1] and _FULL_DATE.fullmatch(str(r[1]))
            and re.search(r"\d{4}", str(r[0]))]
    _score(result, "full dates read", full,
           [d for d in found if re.search(r"\d{4}", d[0]) and d[1]
            and _FULL_DATE.fullmatch(d[1])], _date_matches, lambda r: f"{r[0]}: {r[1]}",
           _show_date)
    return result


def _quote_matches(words: str, quote: Any) -> bool:
    return _strip_marks(quote.text).startswith(_strip_marks(words))


def _quotes(result: Evaluation, draft: _Draft, rows: list) -> None:
    quotes = list(draft.article.quotes)
    show_row = lambda r: f"“{r[0]}”: {r[1]}"  # noqa: E731
    show_quote = lambda q: f"“{q.text[:40]}”: {draft.label(q.speaker)}"  # noqa: E731
    _score(result, "quote words", rows, quotes, lambda r, q: _quote_matches(str(r[0]), q),
           show_row, show_quote)
    _score(result, "quotes", rows, quotes, lambda r, q: _quote_matches(str(r[0]), q) and
           draft.names_any(r[1], q.speaker), show_row, show_quote)


def _claim_words(draft: _Draft, words: str, claim: Any) -> bool:
    """The same claim: its words and the claim's overlap by half the shorter of the two
    (a draft cuts a claim's words differently from a reader)."""
    return _overlaps(occurrences(draft.text, words), _text_spans(draft, claim), share=0.5)


def _claims(result: Evaluation, draft: _Draft, rows: list, denials_read: bool) -> None:
    claims = [c for c in draft.article.claims if not (denials_read and c.type == "Denial")]

    def full(row: list, claim: Any) -> bool:
        subject = row[2] if len(row) > 2 else None
        return _claim_words(draft, str(row[0]), claim) and draft.names_any(
            row[1], claim.claimant) and (subject is None
                                          or draft.names_any(str(subject), claim.about))

    show_row = lambda r: f"“{r[0]}”: {', '.join(str(x) for x in r[1:])}"  # noqa: E731
    show_claim = lambda c: (f"“{(c.text or c.label.en)[:60]}”: {draft.label(c.claimant)} "  # noqa: E731
                            f"about {draft.label(c.about)}")
    _score(result, "claim words", rows, claims,
           lambda r, c: _claim_words(draft, str(r[0]), c), show_row, show_claim)
    _score(result, "claims", rows, claims, full, show_row, show_claim)


def _denials(result: Evaluation, draft: _Draft, rows: list) -> None:
    claims = {c.id: c for c in draft.article.claims}
    denials = [c for c in draft.article.claims if c.type == "Denial"]

    def said(row: list, denial: Any) -> bool:
        return _claim_words(draft, str(row[0]), denial)

    def full(row: list, denial: Any) -> bool:
        denied = [claims[ref] for ref in denial.denies if ref in claims]
        return said(row, denial) and draft.names_any(row[1], denial.claimant) and \
            row[2] is not None and any(_claim_words(draft, str(row[2]), claim)
                                       for claim in denied)

    show_row = lambda r: f"“{r[0]}”: {r[1]}, denies “{r[2]}”"  # noqa: E731
    show_denial = lambda d: (f"“{(d.text or d.label.en)[:60]}”: {draft.label(d.claimant)}, "  # noqa: E731
                             f"denies {', '.join(d.denies) or 'nothing'}")
    _score(result, "denial words", rows, denials, said, show_row, show_denial)
    _score(result, "denials", rows, denials, full, show_row, show_denial)


def _article_date(result: Evaluation, draft: _Draft, published: str | None) -> None:
    drafted = draft.article.meta.published
    score = result.scores["article date"]
    score.expected += published is not None
    score.drafted += drafted is not None
    if published is not None and drafted == published:
        score.found += 1
        score.right += 1


# ---------------------------------------------------------------------------------------
# What a draft must never do
# ---------------------------------------------------------------------------------------


def _invented_dates(result: Evaluation, draft: _Draft) -> None:
    """A drafted date whose year is not in its words (its date_text, else its evidence) and
    is not recorded as inferred with its reasoning."""
    for event in draft.article.events:
        value = _event_value(event)
        words = [event.date_text] if event.date_text else [ev.quote for ev in event.evidence]
        if value and not any(value[:4] in w for w in words) \
                and not (event.date_inferred and event.date_reasoning):
            result.invented_dates.append(f"{event.id}: {value}")
    for holding in draft.article.holdings:
        for value in (holding.start_date, holding.end_date, *holding.held_on):
            if value and not any(value[:4] in ev.quote for ev in holding.evidence) \
                    and not holding.date_reasoning:
                result.invented_dates.append(f"{holding.slug}: {value}")


def _claims_as_facts(result: Evaluation, draft: _Draft, reading: dict[str, Any],
                     matched_events: set[int]) -> None:
    """An event or a tenure drafted from inside a drafted claim's words, or an event the
    reading does not have drafted from inside one of the reading's claims."""
    claim_spans = [s for c in draft.article.claims for s in _spans(c)]
    claim_spans += [s for row in reading.get("claims") or []
                    for s in occurrences(draft.text, str(row[0]))]
    records = [(f"event {e.id}", e, j in matched_events)
               for j, e in enumerate(draft.article.events)]
    records += [(f"holding {h.holder}: {h.post}", h, False) for h in draft.article.holdings]
    own = [s for c in draft.article.claims for s in _spans(c)]
    for name, record, matched in records:
        for start, end in _spans(record):
            inside = [span for span in (own if matched else claim_spans)
                      if span[0] <= start and end <= span[1]]
            if inside:
                result.claims_as_facts.append(name)
                break


# ---------------------------------------------------------------------------------------
# The whole
# ---------------------------------------------------------------------------------------


def evaluate(article: ArticleInput, reading: dict[str, Any]) -> Evaluation:
    """Score a draft, read by kg.source.parse_article, against a reading (load_reading,
    check_reading or reading_of)."""
    reading = check_reading(reading)
    result = Evaluation()
    draft = _Draft(article)
    result.read = {kind for kind in KINDS if kind in reading}
    if "entities" in reading:
        _entities(result, draft, reading["entities"])
    if "posts" in reading:
        _posts(result, draft, reading["posts"])
    matched_events: set[int] = set()
    if "events" in reading:
        matched_events = {j for _, j in _events(result, draft, reading["events"])}
    if "dates" in reading:
        _dates(result, draft, reading["dates"])
    if "quotes" in reading:
        _quotes(result, draft, reading["quotes"])
    if "claims" in reading:
        _claims(result, draft, reading["claims"], "denials" in reading)
    if "denials" in reading:
        _denials(result, draft, reading["denials"])
    _article_date(result, draft, reading.get("published"))
    _invented_dates(result, draft)
    _claims_as_facts(result, draft, reading, matched_events)
    return result


def _percent(value: float | None) -> str:
    return "-" if value is None else f"{value:.0%}"


def table(evaluation: Evaluation, title: str) -> str:
    """One set's figures: a line per kind, the core items, what a draft must never do."""
    lines = [title, f"  {'kind':<14} {'found':>11} {'recall':>7} {'right':>11} "
                    f"{'precision':>9}"]

    def line(kind: str, score: Score) -> str:
        return (f"  {kind:<14} {score.found:>5}/{score.expected:<5} "
                f"{_percent(score.recall):>7} {score.right:>5}/{score.drafted:<5} "
                f"{_percent(score.precision):>9}")

    for kind in KINDS:
        lines.append(line(kind, evaluation.scores[kind]) if kind in evaluation.read
                     else f"  {kind:<14} {'(not read)':>11}")
    lines.append(line("core items", evaluation.core))
    for kind in DETAILS:
        lines.append(line(kind, evaluation.scores[kind]))
    lines.append(f"  invented dates: {len(evaluation.invented_dates)}; "
                 f"allegations drafted as facts: {len(evaluation.claims_as_facts)}")
    return "\n".join(lines)


def items(evaluation: Evaluation) -> str:
    """What was missed and what was drafted wrong, kind by kind (never for the test half)."""
    lines = []
    for kind in KINDS + DETAILS:
        for name, found in (("missed", evaluation.missed), ("wrong", evaluation.wrong)):
            for item in found.get(kind, []):
                lines.append(f"  {kind:<13} {name:<6} {item}")
    for item in evaluation.invented_dates:
        lines.append(f"  invented date {item}")
    for item in evaluation.claims_as_facts:
        lines.append(f"  as a fact     {item}")
    return "\n".join(lines)
