"""Events by their trigger words (met, left, requested asylum, called on, wrote, arrived,
expelled, recalled, elections, tensions), with agent, participants, place and date from the
same sentence. A trigger inside a quotation or inside a claim is someone's words, not a
fact of the article, and proposes no event."""

from __future__ import annotations

import re

from ..source import Sentence
from ..uris import slugify
from .attribution import AGENT_KINDS, Salience, subject_before
from .dates import DateMention
from .model import Item, Span
from .names import Entities

_TRIGGERS = (
    ("Meeting", re.compile(r"\b(?:met with|met|meeting with|meeting|held talks with|talks with)\b")),
    ("EndOfMission", re.compile(r"\b(?:left the country|left \w+ post|ended (?:his|her) (?:duties|"
                                r"mission)|finished (?:his|her) (?:duties|mission)|departure|"
                                r"was recalled|recalled (?:its|his|her) ambassador)\b")),
    ("AsylumRequest", re.compile(r"\b(?:requested asylum|request for asylum|asked for asylum|"
                                 r"sought asylum|asylum request|granted asylum)\b")),
    ("Appeal", re.compile(r"\b(?:called on|calls on|urged|urges|appealed to)\b")),
    ("SocialMediaPost", re.compile(r"\b(?:wrote|posted|tweeted|shared [\w ]{0,20}?)\s+(?:in|on|via)\s+"
                                   r"(?=[A-Z])")),
    ("Communication", re.compile(r"\b(?:wrote to|sent a letter|in a letter|addressed)\b")),
    ("Arrival", re.compile(r"\b(?:arrived in|arrived|arrival)\b")),
    ("Event", re.compile(r"\b(?:expelled|expulsion of|declared persona non grata|summoned|"
                         r"visited|state visit)\b")),
    ("Election", re.compile(r"\b(?:(?P<year>(?:19|20)\d{2})\s+)?(?:general |presidential |"
                            r"parliamentary |legislative )?elections?\b")),
    ("DiplomaticDispute", re.compile(r"\b(?:tensions? between|dispute between|"
                                     r"row between|rift between)\b")),
    ("LegalProceeding", re.compile(r"\b(?:prosecuted|indicted|charged with|put on trial|"
                                   r"arrested)\b")),
    ("Statement", re.compile(r"\b(?:in a statement|issued a statement|said in a statement)\b")),
)
_NOUNS = {"meeting", "departure", "arrival", "request", "asylum", "expulsion", "state",
          "talks", "elections", "election", "tensions", "tension", "dispute", "row", "rift"}
_WORDS = {"Meeting": "Meeting", "EndOfMission": "End of mission", "AsylumRequest": "Asylum request",
          "Appeal": "Appeal", "SocialMediaPost": "Post", "Communication": "Communication",
          "Arrival": "Arrival", "Event": "Event", "Election": "Elections",
          "DiplomaticDispute": "Dispute", "LegalProceeding": "Legal proceeding",
          "Statement": "Statement"}


def draft_events(entities: Entities, sentences: tuple[Sentence, ...], dates: list[DateMention],
                 salience_by_sentence: dict[int, Salience], skip: list[tuple[int, int]]
                 ) -> list[Item]:
    text = entities.text
    items: list[Item] = []
    used: set[str] = set()
    by_parties: dict[tuple, Item] = {}
    for sentence in sentences:
        seen_types: set[str] = set()
        triggers = sorted((m.start(), m.end()) for _t, p in _TRIGGERS
                          for m in p.finditer(text, sentence.start, sentence.end))
        for type_, pattern in _TRIGGERS:
            for match in pattern.finditer(text, sentence.start, sentence.end):
                if type_ in seen_types or any(s <= match.start() < e for s, e in skip):
                    continue
                item = _event(entities, sentence, match, type_, dates,
                              salience_by_sentence[sentence.index], triggers)
                if item is None:
                    continue
                seen_types.add(type_)
                # One event told twice ("has ended his duties", "Zamora's departure") is one.
                parties = (item.fields["type"],) + tuple(
                    tuple(item.fields.get(k, ())) for k in ("agent", "participants",
                                                            "beneficiary"))
                if any(parties[1:]) and parties in by_parties:
                    same = by_parties[parties]
                    same.evidence.extend(item.evidence)
                    for key in ("date", "date_text", "date_inferred", "date_reasoning"):
                        if key in item.fields and key not in same.fields:
                            same.fields[key] = item.fields[key]
                    continue
                by_parties[parties] = item
                base = item.fields["id"]
                slug, number = base, 1
                while slug in used:
                    number += 1
                    slug = f"{base}-{number}"
                used.add(slug)
                item.fields["id"] = slug
                items.append(item)
    return items


def _after(entities: Entities, start: int, limit: int, kinds: set[str]) -> list:
    return [m for m in entities.mentions if start <= m.start and m.end <= limit and m.kind in kinds]


# A trigger the sentence denies ("has never met", "did not meet", "has not met ... since")
# tells of something that did not happen: no event is proposed.
_NEGATION = re.compile(r"\b(?:not|never|no longer|neither|nor|without|refused to|declined to|"
                       r"denied|denies|deny|failed to)\b|n[’']t\b", re.IGNORECASE)
_NEGATION_REACH = 4  # words before the trigger ("has still not yet met")


def _negated(text: str, sentence: Sentence, at: int) -> bool:
    before = text[sentence.start:at]
    words = list(re.finditer(r"[\w’']+", before))
    window = before[words[-_NEGATION_REACH].start():] if len(words) >= _NEGATION_REACH \
        else before
    return _NEGATION.search(window) is not None


def _event(entities: Entities, sentence: Sentence, match: re.Match, type_: str,
           dates: list[DateMention], salience: Salience, triggers: list[tuple[int, int]]
           ) -> Item | None:
    text = entities.text
    if _negated(text, sentence, match.start()):
        return None
    clause_end = min(sentence.end, match.end() + 90)
    agent, how = subject_before(entities, sentence, match.start(), salience)
    if match.group(0).split()[0] in _NOUNS and how != "subject":
        agent = None  # "a meeting", "the departure": the sentence's subject need not be in it
    following = _after(entities, match.end(), clause_end, AGENT_KINDS)
    fields: dict = {}
    used_spans = [match.start(), match.end()]
    note: str | None = None
    if type_ == "Meeting":
        # "met with Japanese Prime Minister Kenta Oshiruma": the person, not the demonym;
        # "met in Argyle, Saint Vincent": a place or a time after a preposition, no one met
        others = [m for m in following if m.entity != agent
                  and _may_be_met(text[match.end():m.start])]
        before = [m for m in entities.mentions_in(sentence.start, match.start())
                  if m.kind == "country"]
        pair = [(a, b) for a, b in zip(before, before[1:])
                if re.fullmatch(r"\s+and\s+", text[a.end:b.start])
                and _DELEGATES.fullmatch(text[b.end:match.start()])]
        if pair:
            # "Turkish and Ukrainian officials met": the two states, through people unnamed
            agent, agent_list = None, [pair[-1][0].entity, pair[-1][1].entity]
            others = [m for m in others if m.entity not in agent_list]
        elif agent is not None:
            # "Maduro and Ali met": both are the subject
            named = [m for m in entities.mentions_in(sentence.start, match.start())
                     if m.entity == agent]
            joined = [m for m in entities.mentions_in(sentence.start, match.start())
                      if m.kind in AGENT_KINDS and named and m.end <= named[-1].start
                      and re.fullmatch(r"\s+and\s+", text[m.end:named[-1].start])]
            if joined:
                others = [m for m in others if m.entity != joined[-1].entity]
                agent_list = [joined[-1].entity, agent]
            else:
                agent_list = [agent]
        else:
            agent_list = []
        others = ([m for m in others if m.kind != "country"] or others)[:1]
        if agent is None and match.group(0).startswith("meeting"):
            # "announced by X after a meeting with Y": X is the other participant
            earlier = [m for m in entities.mentions_in(sentence.start, match.start())
                       if m.kind == "person"]
            agent = earlier[-1].entity if earlier else None
        people = (agent_list or ([agent] if agent else [])) + [m.entity for m in others]
        if len(set(people)) < 2:
            return None
        fields["participants"] = people
        used_spans += [m.end for m in others]
    elif type_ == "EndOfMission":
        if not agent or entities.kind(agent) != "person":
            people = [m for m in entities.mentions_in(sentence.start, match.start())
                      if m.kind == "person"]
            agent = people[-1].entity if people else None
        if not agent:
            return None
        fields["agent"] = [agent]
    elif type_ == "AsylumRequest":
        beneficiaries = _after(entities, match.end(), clause_end, {"person"})[:1]
        if not beneficiaries and agent and how == "subject" and entities.kind(agent) == "person":
            beneficiaries = [m for m in entities.mentions_in(sentence.start, match.start())
                             if m.entity == agent][-1:]
            agent = None
        if not beneficiaries:
            return None
        fields["beneficiary"] = [beneficiaries[0].entity]
        before = [m for m in entities.mentions if m.end <= match.start()
                  and match.start() - m.end <= 2 and m.kind == "country"]
        if before:
            fields["agent"] = [before[-1].entity]
        used_spans += [beneficiaries[0].end] + [m.start for m in before]
    elif type_ in {"Appeal", "Communication"}:
        if not agent:
            return None
        fields["agent"] = [agent]
        addressees = [m for m in following if m.entity != agent][:1]
        if addressees:
            fields["addressee"] = [addressees[0].entity]
            used_spans.append(addressees[0].end)
    elif type_ == "SocialMediaPost":
        platforms = _after(entities, match.end() - 1, match.end() + 20, {"website"})
        if not agent or not platforms:
            return None
        fields["agent"] = [agent]
        fields["on_platform"] = platforms[0].entity
        used_spans.append(platforms[0].end)
    elif type_ == "Arrival":
        of = _after(entities, match.end(), clause_end, AGENT_KINDS - {"country"})
        who = agent if how == "subject" else (of[0].entity if of else None)
        if who:
            fields["agent"] = [who]
        else:
            type_ = "Event"
            note = "Who arrived is not named in a way the draft reads: say who (agent)."
    elif type_ == "Election":
        if match.group("year"):
            fields["year"] = match.group("year")
    elif type_ in {"DiplomaticDispute", "Event", "LegalProceeding", "Statement"}:
        parties = []
        if agent and type_ != "DiplomaticDispute":
            parties.append(agent)
        if type_ != "Statement":  # what a statement says about others is its content
            parties += [m.entity for m in following if m.entity not in parties][:2]
        if not parties:
            return None
        key = "beneficiary" if type_ == "LegalProceeding" else (
            "agent" if type_ == "Statement" else "participants")
        if key == "beneficiary":
            persons = [p for p in parties if entities.kind(p) == "person"]
            if not persons:
                return None
            parties = persons[:1]
        fields[key] = parties
        used_spans += [m.end for m in following if m.entity in parties]
    place = _place(entities, match.end(), clause_end)
    if place and type_ not in {"Election"}:
        fields["place"] = place.entity
        used_spans.append(place.end)
    elif type_ == "Election":
        place_mentions = [m for m in entities.mentions_in(sentence.start, sentence.end)
                          if m.kind == "country"]
        if place_mentions:
            note = "The place is a guess from the sentence: check it."
    date = _date(dates, sentence, match, triggers, text)
    if date:
        fields["date_text"] = date.text
        if date.date:
            fields["date"] = date.date
        if date.inferred:
            fields["date_inferred"] = True
        if date.reasoning:
            fields["date_reasoning"] = date.reasoning
        used_spans += [date.start, date.end]
    agent_mentions = [m for m in entities.mentions_in(sentence.start, match.start())
                      if m.entity in (fields.get("agent") or fields.get("participants") or [])]
    if agent_mentions:
        used_spans.append(agent_mentions[-1].start)
    start, end = min(used_spans), max(used_spans)
    names = [entities.name(e) for key in ("agent", "participants", "beneficiary")
             for e in fields.get(key, [])]
    label = _WORDS[type_] + (f": {', '.join(names)}" if names else "")
    if fields.get("year"):
        label += f" ({fields['year']})"
    if date:
        label += f", {date.text}"
    ordered = {"id": slugify(f"{_WORDS[type_]} {names[0] if names else match.group(0)}"),
               "type": type_,
               "label": {"en": label}, **fields}
    if note:
        ordered["note"] = note
    return Item("events", ordered, [Span(start, end)], f"trigger '{match.group(0).strip()}'")


def _place(entities: Entities, start: int, limit: int):
    text = entities.text
    for mention in entities.mentions:
        if start <= mention.start and mention.end <= limit and mention.kind in {"country", "city"}:
            if re.search(r"\b(?:in|to|from|left)\s+(?:the\s+)?$", text[max(0, mention.start - 10):
                                                                      mention.start]):
                return mention
    return None


_DELEGATES = re.compile(r"\s+(?:senior\s+|government\s+|foreign\s+)*(?:officials|diplomats|"
                       r"delegations|delegates|leaders|ministers|negotiators|envoys)\s+",
                       re.IGNORECASE)
# After a trigger, the last of these words before a name says whether it is one who met
# ("with", "and") or a place or a time ("met in Argyle", "a meeting on October 28").
_PREPOSITIONS = re.compile(r"\b(?:in|at|on|near|during|after|before|since|outside|with|and)\b")


def _may_be_met(between: str) -> bool:
    if re.search(r"[.;]", between):
        return False
    last = None
    for last in _PREPOSITIONS.finditer(between):
        pass
    return last is None or last.group(0) in ("with", "and")
# "LISBON, March 3 –": the day the report was filed, not the day of what it reports.
_DATELINE = re.compile(r"[A-ZÀ-Þ][A-ZÀ-Þ .'’-]{1,40}(?:,\s*[A-Z][\w .'’-]{0,40})?,\s*")


def _is_dateline(text: str, date: DateMention) -> bool:
    line_start = text.rfind("\n", 0, date.start) + 1
    return bool(_DATELINE.fullmatch(text[line_start:date.start])
                and re.match(r"\s*[–—-]", text[date.end:date.end + 4]))


def _date(dates: list[DateMention], sentence: Sentence, match: re.Match,
          triggers: list[tuple[int, int]], text: str) -> DateMention | None:
    """The date of the sentence nearest the trigger, unless another trigger stands between
    them (then it is that event's date) or it is the article's dateline."""
    inside = [d for d in dates if sentence.start <= d.start and d.end <= sentence.end
              and not _is_dateline(text, d)]
    if not inside:
        return None
    nearest = min(inside, key=lambda d: abs(d.start - match.start()))
    low, high = sorted((nearest.end, match.start())) if nearest.start < match.start() \
        else (match.end(), nearest.start)
    if any(low <= s and e <= high for s, e in triggers if (s, e) != match.span()):
        return None
    return nearest

