"""No fact from inside a claim's words: an act or a tenure told only within the words a
drafted claim or denial holds is part of what is claimed, never an event or a holding of
its own ("Vesk says the attaché photographed the radar site": the photographing is Vesk's
claim, not something that happened).

The rules that draft events and holdings each refuse what they read as someone's words; this
is the one check over their result, made once every claim is drafted, so that no rule's
event can slip through as a fact.
"""

from __future__ import annotations

from kg.draft.model import Item

_GUARDED = {"events", "holdings"}


def outside_claims(items: list[Item], claims: list[Item]) -> list[Item]:
    """``items`` without the evidence that lies inside a claim's words, and without an event
    or a holding left with no evidence (its every telling was inside a claim)."""
    spans = [(ev.start, ev.end) for claim in claims for ev in claim.evidence]
    kept = []
    for item in items:
        if item.section not in _GUARDED or not item.evidence:
            kept.append(item)
            continue
        outside = [ev for ev in item.evidence
                   if not any(start <= ev.start and ev.end <= end for start, end in spans)]
        if outside:
            item.evidence[:] = outside
            kept.append(item)
    return kept
