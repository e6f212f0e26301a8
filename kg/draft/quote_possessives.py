"""Who speaks a quotation whose attribution names an owner before the speaker: "“…,” said
Norway's trade minister, Kari Lunde" (Lunde's words, not Norway's): the name after a
possessive describes the person the text names next, within the same phrase."""
from __future__ import annotations

import re

from .actions import POST_NOUNS
from .names import Entities

_POSSESSIVE = re.compile(r"(?:'s|’s|'|’)(?=\s)")
# Between the possessive and the name: up to six words of who the person is, the last set
# off by a comma or not ("deputy, ", "ambassador to the UN, ", "chief negotiator ", "")
_WHO_BETWEEN = re.compile(r"\s+(?:[\w’'.-]+\s+){0,6}(?:[\w’'.-]+,\s+)?|\s+")


_ANOTHER = re.compile(r"\b(?:and|or|who|whom|which|while|with|as|but)\b")
# Words that make the name after them someone the owner's words are about, met or written
# to, not the one who holds the post: "said Peru's envoy after meeting X", "in a letter to X"
_NOT_OF_THE_POST = re.compile(r"\b(?:in|after|before|on|about|against|from|by|behalf|"
                              r"during|over|into|through|letter|statement|note|message|"
                              r"\w+ing)\b", re.IGNORECASE)
# The words of a post, the last of which stands right before the name ("foreign minister,
# X", "deputy X", "envoy to the talks, X")
_POSTS = POST_NOUNS | frozenset(
    "minister deputy envoy ambassador spokesman spokeswoman spokesperson adviser advisor "
    "aide secretary head chief director president negotiator consul counsellor "
    "representative commissioner official attaché chargé".split())


def person_after_owner(entities: Entities, mention, limit: int) -> str | None:
    """The person named right after ``mention``'s possessive and the words saying who the
    person is, when ``mention`` is the owner of those words: "“We will not move,” said
    Chile's envoy to the talks, Tomás Reyes" (Reyes); "said Ruiz's deputy Ana Ortiz" (Ortiz);
    None when no person's name follows in the same phrase ("said Chile's envoy")."""
    text = entities.text
    owned = _POSSESSIVE.match(text, mention.end)
    if owned is None:
        return None
    # the first person named after the possessive, when only words of who the person is
    # (a name among them: "Chile's envoy to the OAS, Tomás Reyes") stand between
    people = sorted((m for m in entities.mentions_in(owned.end(), min(limit, owned.end() + 80))
                     if m.start >= owned.end() and m.kind == "person"), key=lambda m: m.start)
    if not people:
        return None
    person = people[0]
    gap = list(text[owned.end():person.start])
    for name in entities.mentions_in(owned.end(), person.start):
        gap[name.start - owned.end():name.end - owned.end()] = "N" * (name.end - name.start)
    gap = "".join(gap)
    # (not a second person's words: "said Chile's envoy and Ruiz's deputy", "…'s envoy,
    # who met Ruiz")
    if _POSSESSIVE.match(text, person.end) or _ANOTHER.search(gap) \
            or _NOT_OF_THE_POST.search(gap) or not _WHO_BETWEEN.fullmatch(gap) \
            or not _ends_in_a_post(gap):
        return None
    return person.entity


def _ends_in_a_post(gap: str) -> bool:
    """Whether the words between the possessive and the name are a post's, and the name is
    its holder's: set off by a comma after them ("envoy to the talks, Tomás Reyes"), or
    right after the post's word ("deputy Ana Ortiz"); not one the post is to or for ("said
    Chile's ambassador to President Tomás Reyes")."""
    words = [w.lower() for w in re.findall(r"[\w’'-]+", gap)]
    if not any(w in _POSTS for w in words):
        return False
    if gap.rstrip().endswith(","):
        return True
    # (no comma: nothing but the post's words, capitalised titles of the name aside)
    own = [w for w in re.findall(r"[\w’'-]+", gap) if not w[:1].isupper()]
    return bool(own) and own[-1].lower() in _POSTS and not any(
        w.lower() in ("to", "for", "of", "at", "with") for w in own)
