"""Who handed over a note the report tells of again in the passive.

"Norway wrote to Chile in protest. The letter was passed to the Chilean envoy at noon
on Friday" tells one act twice: the second sentence gives its day, in the passive, with no
one who did it. The act is the sender's: the one who sent, handed or delivered the note an
event drafted just before names (a Communication, or an act whose words hold the note).
Read from the parse: a passive verb of handing over whose subject, or the noun it
describes ("a note verbale handed to the envoy on Monday"), is a note or a letter.
"""

from __future__ import annotations

from kg.draft.model import Item

# The verbs of handing a paper over
_HANDING = frozenset({"hand", "deliver", "send", "pass", "submit", "transmit", "forward",
                      "lodge", "present"})
# The papers one state hands another
_PAPERS = frozenset({"note", "letter", "protest", "verbale", "démarche", "demarche",
                     "memorandum", "request"})


def handed_paper(verb) -> bool:
    """Whether the verb tells, in the passive, that a note or letter was handed over: "The
    letter was handed to the consul on Monday", "a note delivered to the embassy"."""
    if verb.lemma_.lower() not in _HANDING or verb.tag_ != "VBN" \
            or any(c.dep_ == "agent" for c in verb.children):
        return False
    paper = next((c for c in verb.children if c.dep_ == "nsubjpass"), None)
    if paper is None and verb.dep_ == "acl":
        paper = verb.head
    # (the paper told before: "the note", "this letter"; not "a second note")
    return paper is not None and (paper.lemma_.lower() in _PAPERS or any(
        c.dep_ == "compound" and c.lemma_.lower() in _PAPERS for c in paper.children)) \
        and any(c.dep_ == "det" and c.lower_ in ("the", "this", "that")
                for c in paper.children)


def sender_before(events: list[Item], text: str, verb) -> str | None:
    """The agent of the last event, in the verb's sentence or the one before, that sent a
    paper: a Communication, or an act whose words hold a note or a letter."""
    at = verb.idx
    sent = verb.sent
    since = verb.doc[sent.start - 1].sent.start_char if sent.start > 0 else sent.start_char
    best = None
    for event in events:
        if not event.evidence or not event.fields.get("agent"):
            continue
        end = event.evidence[0].end
        if not (since <= event.evidence[0].start and end <= at):
            continue
        words = text[event.evidence[0].start:end].lower()
        if event.fields.get("type") == "Communication" or any(
                p in words.split() for p in _PAPERS):
            if best is None or end > best[0]:
                best = (end, event.fields["agent"][0])
    return best[1] if best else None
