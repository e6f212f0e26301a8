"""Posts and who holds them: "the Cuban ambassador to Peru, Carlos Zamora", "Betssy
Chávez, former prime minister", "the then president of that country, Dina Boluarte"."""

from __future__ import annotations

import re

from ..uris import join_slugs, slugify
from .gazetteer import DEMONYMS
from .known import KnownIndex
from .model import Item, Span
from .names import Entities

# Longer titles first: "deputy prime minister" is not a prime minister (a review drafted
# Ethiopia's deputy prime minister as one).
_HEADS = (r"ambassador|chargé d'affaires|consul(?: general)?|envoy|vice[- ]president|president|"
          r"deputy prime minister|vice[- ]premier|first deputy prime minister|"
          r"deputy foreign minister|foreign minister|prime minister|vice[- ]chancellor|"
          r"chancellor|minister of (?:the )?[A-Z]\w+(?: [A-Z]\w+)*|minister|secretary of state|"
          r"secretary[- ]general|spokes(?:person|man|woman)|congress(?:man|woman)|senator|"
          r"mayor|governor|admiral|head of state|king|queen")
_PHRASE = re.compile(
    r"\b(?P<mods>(?:(?i:former|then|ex-|outgoing|current|deposed|late|interim|acting|"
    r"leftist|rightist|conservative|socialist|new)\s+)*)"
    r"(?P<dem>(?:[A-Z][a-z]+\s+){0,2}?)"
    rf"(?P<head>(?i:{_HEADS}))\b")
_FORMER = {"former", "then", "ex-", "outgoing", "deposed", "late"}


def _title(head: str) -> str:
    small = {"of", "the", "to", "in", "d'affaires"}
    return " ".join(w if w in small else w[:1].upper() + w[1:] for w in head.split())


def draft_posts(entities: Entities, known: KnownIndex, skip: list[tuple[int, int]]
                ) -> list[Item]:
    text = entities.text
    posts: dict[str, Item] = {}
    holdings: dict[str, Item] = {}
    for match in _PHRASE.finditer(text):
        if any(s <= match.start() < e for s, e in skip):
            continue
        head = re.sub(r"\s+", " ", match.group("head").lower())
        mods = set(match.group("mods").lower().split())
        start, end = match.start(), match.end()
        of_state = to_state = None
        dem = match.group("dem").strip()
        if dem in DEMONYMS:
            found = [m for m in entities.mentions_in(match.start("dem"), match.end("dem"))
                     if m.kind == "country"]
            of_state = found[0].entity if found else None
        elif dem:
            start = match.start("head") if not match.group("mods") else start
        tail = re.match(r"\s+(?P<prep>to|in|of)\s+(?:the\s+)?", text[end:end + 12])
        if tail:
            after = end + tail.end()
            country = [m for m in entities.mentions_near(after, after)
                       if m.start == after and m.kind == "country"]
            if country:
                if tail.group("prep") == "of":
                    of_state = country[0].entity
                else:
                    to_state = country[0].entity
                end = country[0].end
            else:
                that = re.match(r"(?:(?:that|this)\s+)?country\b", text[after:after + 20])
                earlier = [m for m in entities.mentions if m.end <= start and m.kind == "country"
                           ] if that and tail.group("prep") == "of" else []
                if earlier:
                    # "the president of that country": the state named last before it
                    of_state = earlier[-1].entity
                    end = after + that.end()
        if of_state is None and to_state is None:
            owner = _possessive_state(entities, start)  # "Lithuania's Foreign Minister"
            if owner is not None:
                of_state, start = owner
        holder, span_start, span_end = _holder(entities, start, end)
        if holder is None:
            continue
        if of_state is None and to_state is None and span_start == start:
            # "President Sadyr Japarov of Kyrgyzstan": the state after the holder's name
            after = _state_after(entities, span_end)
            if after is not None:
                of_state, span_end = after
        label = _title(head)
        if head == "ambassador" and of_state and to_state:
            label = f"Ambassador of {entities.name(of_state)} to {entities.name(to_state)}"
        elif of_state:
            label = f"{label} of {entities.name(of_state)}"
        elif to_state:
            label = f"{label} to {entities.name(to_state)}"
        stateless = of_state is None and to_state is None
        if stateless:
            # The text names no state: a "President" shared by the presidents of five states
            # (or of other articles) would say they hold one post. Each holder has his own.
            existing = None
            post_id = slugify(f"{label} {entities.name(holder)}")
        else:
            existing = known.find(label)
            post_id = existing.id if existing and existing.kind == "post" else slugify(label)
        if post_id not in posts:
            fields: dict = {"id": post_id}
            if head == "ambassador" and of_state and to_state:
                fields["type"] = "AmbassadorPost"
            fields["label"] = {"en": label}
            if of_state:
                fields["of_state"] = of_state
            if to_state:
                fields["to_state"] = to_state
            posts[post_id] = Item("posts", fields, [Span(start, end)], "post-phrase")
            if stateless:
                posts[post_id].comments["id"] = ("the text names no state for this post: "
                                                 "one post for this holder")
        key = join_slugs(holder, post_id)
        if key in holdings:
            holdings[key].evidence.append(Span(span_start, span_end))
            continue
        fields = {"holder": holder, "post": post_id}
        if mods & _FORMER:
            fields["status"] = "former"
        elif "current" in mods:
            fields["status"] = "current"
        if "deposed" in mods:
            fields["end_reason"] = "deposition"
        holdings[key] = Item("holdings", fields, [Span(span_start, span_end)],
                             "post-phrase-with-holder")
    return list(posts.values()) + list(holdings.values())


def _possessive_state(entities: Entities, start: int) -> tuple[str, int] | None:
    """The state named with "'s" right before ``start``, and where its name starts."""
    possessive = re.search(r"['’]s\s+$", entities.text[max(0, start - 6):start])
    if possessive is None:
        return None
    owner_end = start - len(possessive.group(0))
    states = [m for m in entities.mentions_near(owner_end, owner_end)
              if m.end == owner_end and m.kind == "country"]
    return (states[-1].entity, states[-1].start) if states else None


def _state_after(entities: Entities, end: int) -> tuple[str, int] | None:
    """The state in "of <state>" right after ``end``, and where it ends."""
    of = re.match(r"\s+of\s+(?:the\s+)?", entities.text[end:end + 12])
    if of is None:
        return None
    states = [m for m in entities.mentions_near(end + of.end(), end + of.end())
              if m.start == end + of.end() and m.kind == "country"]
    return (states[0].entity, states[0].end) if states else None


def _holder(entities: Entities, start: int, end: int) -> tuple[str | None, int, int]:
    """The person the post phrase is about: named right after it or right before it."""
    text = entities.text
    # only the mentions a few characters from the phrase can be its holder: looking no
    # further keeps a long text's many phrases from each reading every mention
    after = [m for m in entities.mentions_near(end, end + 2) if m.kind == "person"]
    for mention in after:
        if mention.start >= end and re.fullmatch(r",? ", text[end:mention.start]):
            return mention.entity, start, mention.end
    before = [m for m in entities.mentions_near(start - 6, start) if m.kind == "person"]
    for mention in before:
        if mention.end <= start and re.fullmatch(r", (?:the |a |an )?", text[mention.end:start]):
            return mention.entity, mention.start, end
    return None, start, end

