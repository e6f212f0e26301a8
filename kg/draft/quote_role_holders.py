"""Who "the minister" is when the text gave the title to more than one person: the one of
them the text spoke of last, not the one it gave the title to last."""

from __future__ import annotations

from kg.draft import nlp
from .attribution import by_role
from .names import Entities

# How many holders of one title are looked for, the latest titled first
_HOLDERS = 4


def latest_holder(entities: Entities, role: str, position: int) -> str | None:
    """The person named with the title ``role`` before ``position`` whom the text
    mentioned last (kg.draft.attribution.by_role gives the one titled last; an unnamed
    source it gives is kept): "Peru's foreign minister, Ana Ruiz, … Chile's foreign
    minister, Luis Soto, replied. … Ruiz did not yield. “…,” the minister said" (Ruiz)."""
    first = by_role(entities, role, position)
    if first is None or entities.kind(first) != "person":
        return first
    holders = [first]
    before = position
    while len(holders) < _HOLDERS:
        starts = [m.start for m in entities.mentions
                  if m.entity == holders[-1] and m.end <= before]
        if not starts:
            break
        before = min(starts)
        found = by_role(entities, role, before)
        if found is None or entities.kind(found) != "person" or found in holders:
            break
        holders.append(found)
    if len(holders) == 1:
        return first
    # (a mention as the subject of its clause: "Soto refused to meet Ruiz" speaks of Soto;
    # Ruiz there is only what he refused)
    last_seen = {holder: max((m.end for m in entities.mentions
                              if m.entity == holder and m.end <= position
                              and nlp.is_subject(entities.text, m.start, m.end)), default=-1)
                 for holder in holders}
    latest = max(holders, key=lambda holder: last_seen[holder])
    return latest if last_seen[latest] >= 0 else first

