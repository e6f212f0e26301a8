"""A claim is not about its claimant's own state merely because its words name that state.

Whom a claim accuses is read, failing a clause or an object that names them, from the first
party its words name; a claimant's own state named there is most often the victim or the
place of what is told ("said the shelling was “an assault on Peruvian farmers”"), not the
one accused. A denial that answers such a claim then names the one accused.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kg.draft import nlp

if TYPE_CHECKING:  # (no import at run time: claims imports this module)
    from .claims import _Found
    from .names import Entities


def without_own_state(entities: "Entities", found: "_Found", mentions: list) -> list:
    """``mentions`` (those of a claim's words) without the claimant's own state named as a
    state: "Chad's foreign ministry protested what it called “armed contacts on Chadian
    soil”" is not about Chad. A denial (the claim that something is not so) and the
    claimant's own people or bodies ("the Chadian embassy") are left as they are."""
    from .claims import side_of
    if found.claimant is None or found.answers or found.type_ == "Denial" \
            or found.rule.startswith("denied"):
        return mentions
    side = side_of(entities, found.claimant)
    if side is None:
        return mentions
    # (kept when it is the subject of a clause of the claim, the one who did what is told:
    # "its opposition claimed that Mongolia had sold weapons to Laos")
    return [m for m in mentions if not (m.kind == "country" and m.entity == side)
            or nlp.is_subject(entities.text, m.start, m.end)]
