"""What "the secretariat" or "the delegation" is when a body's own name, or the word the
text put right after it, used that noun before: "The Arctic Council secretariat urged
restraint. The secretariat said …" and "The Delegation of Canada to the OSCE … the
delegation said" (the body). A list of words for bodies (kg.draft.attribution) covers the
common ones; this reads the word from the text itself."""
from __future__ import annotations

import re

from .names import Entities

# (the head of a body's name: its words before "of", "for", "in", "to" or "on": "Office"
# in "Office of the President", not "President")
_HEAD_ENDS = re.compile(r"\s(?:of|for|in|to|on|at)\s", re.IGNORECASE)
# How far back the body may have been named (a few paragraphs)
_REACH = 1500


def body_called_by_noun(entities: Entities, noun: str, position: int) -> str | None:
    """The last organisation named before ``position`` whose name's head has ``noun`` as a
    word, or whose name the text followed with ``noun`` ("the Arctic Council secretariat"):
    what "the ``noun``" at ``position`` refers to; None when none was."""
    text = entities.text
    noun = noun.lower()
    for mention in sorted(entities.mentions_in(max(0, position - _REACH), position),
                          key=lambda m: m.start, reverse=True):
        if mention.kind != "organization" or mention.end > position:
            continue
        head = _HEAD_ENDS.split(entities.name(mention.entity), maxsplit=1)[0]
        words = {w.lower() for w in re.findall(r"[\w-]+", head)} | {
            w.lower() for w in re.findall(r"[\w-]+", _HEAD_ENDS.split(mention.text, 1)[0])}
        following = re.match(r"\s+([a-z][\w-]*)\b", text[mention.end:mention.end + 40])
        if noun in words or (following and following.group(1) == noun):
            return mention.entity
    return None
