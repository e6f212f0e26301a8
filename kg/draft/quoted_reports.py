"""Claims made in reported speech that quotes some of its words: the speaker's claim in the
words of the clause they report, beside the quotation.

    The harbour authority said the trawler had been "fishing without a licence".

The quotation is the authority's (kg.draft.quotes); the clause it stands in, "the trawler
had been “fishing without a licence”", is what the authority says is so: a claim by the
authority about the trawler. The clause is read from the parse: the clause that a verb of
saying takes as what is said ("said", "concluded", "wrote"), from after its "that" to its
end. What the speaker says of its own plans or acts ("said it would reply “in due
course”") is no claim.
"""

from __future__ import annotations

import re

from kg.draft.allegations import ACCUSING
from kg.draft.claims_of_no_one import without_uncontested_reports
from kg.draft.attribution import AGENT_KINDS, Salience
from kg.draft.claims import _NO_CLAIMANT, _headed, _states_intent, most_specific, side_of
from kg.draft.model import Ids
from kg.draft.model import Item, Span, sentence_of
from kg.draft.names import Entities
from kg.draft.quoted_claims import _ids_taken, _quotes_of_one_speaker, _speakers_claim
from kg.draft.speech import at, entity_of, party_noun, token_at
from kg.source import Sentence

QUOTED_REPORT = "report-with-quotation"

# The verbs whose clause is what their subject holds to be so
_SAYING = frozenset({"say", "tell", "state", "write", "add", "claim", "allege", "insist",
                     "report", "confirm", "explain", "argue", "note", "post", "tweet",
                     "declare", "stress", "maintain", "assert", "conclude", "find", "recall",
                     "rule", "testify", "indicate", "suggest", "contend", "complain",
                     "acknowledge", "admit", "repeat", "emphasise", "emphasize", "observe",
                     "record", "reply", "respond", "charge", "believe", "consider"})
_SUBJECTS = {"nsubj", "nsubjpass", "expl"}
# Subjects that name no party the claim could be about, or the speaker's own side
_NOT_A_PARTY = {"i", "we", "us", "which", "who", "that", "what", "this", "it", "they"}
# What may be, not what is: "a joint inspection could settle it"
_MAY_BE = re.compile(r"\b(?:can|could|may|might|cannot|can[’']t)\b")
_OWN_POSSESSIVES = {"its", "their", "our", "my"}
# Nouns for what others said: "said the accusation was “…”" denies, a rule of its own
_REFERRED = re.compile(r"(?:accusations?|allegations?|claims?|charges?|reports?|"
                       r"statements?|remarks?|comments?|criticisms?)")
# How far up the parse the clause may be from the quoted words
_MOST_STEPS = 8


def quoted_reports(entities: Entities, sentences: tuple[Sentence, ...],
                   saliences: dict[int, Salience], quotes: list[Item], claims: list[Item],
                   facts: list[Item] = ()) -> list[Item]:
    """A claim of the speaker for each quotation that stands in a clause of reported speech
    (appended to ``claims``): "The harbour authority said the trawler had been “fishing
    without a licence”" is the authority's claim about the trawler. Its words begin after
    an event or a holding drafted inside them (``facts``): what the text tells as so is
    not the claim."""
    used = _ids_taken(claims)
    added: list[Item] = []
    for _quote, speaker, span in _quotes_of_one_speaker(quotes):
        sentence = sentence_of(sentences, span.start)
        if sentence is None:
            continue
        clause = _reported_clause(entities.text, span, sentence.start)
        if clause is None:
            continue
        piece = _clause_span(entities.text, clause)
        piece = _after_facts(entities.text, piece, facts) if piece is not None else None
        if piece is None or _told_already(claims + added, piece):
            continue
        salience = saliences[sentence.index]
        about = _clause_subject(entities, clause, speaker, salience, piece,
                                lambda e: _side(entities, e, facts))
        if about is _OWN:
            continue
        words = entities.text[piece[0]:piece[1]]
        item = _speakers_claim(entities, speaker, piece, "Claim", used,
                               " ".join(words.split()[:5]),
                               "A claim the speaker reports, some of it in their own words.",
                               QUOTED_REPORT, about)
        if about is None:
            item.missing = ("about",)
            item.fields["note"] = "Say whom or what the claim is about. " + item.fields["note"]
        added.append(item)
    claims.extend(added)
    # (the last step that reads claims: every denial is linked by now)
    without_uncontested_reports(entities.text, claims)
    return added


def _reported_clause(text: str, span: Span, since: int):
    """The verb of the clause that a verb of saying takes as what is said and that holds
    the quoted words ``span``, or None: "said [the trawler had been “fishing …”]"."""
    token = token_at(text, span.start, since)
    if token is None:
        return None
    for _ in range(_MOST_STEPS):
        if token.head.i == token.i:
            return None
        head = token.head
        if token.dep_ == "ccomp" and head.lemma_.lower() in _SAYING and at(head) < span.start:
            return token
        if token.dep_ == "conj" and head.dep_ == "ccomp" and _has_subject(token) \
                and head.head.lemma_.lower() in _SAYING:
            # "concluded that A and that B": B is said too
            return token
        token = head
    return None


def _has_subject(verb) -> bool:
    return any(c.dep_ in _SUBJECTS for c in verb.children)


def _clause_span(text: str, clause) -> tuple[int, int] | None:
    """Where the clause's words lie: after its "that", up to a clause of its own joined to
    it ("… and that B", "… and announced …"), without the marks and commas at its ends."""
    tokens = [t for t in clause.subtree]
    cut = [c for c in clause.children if c.dep_ == "conj" and c.pos_ in ("VERB", "AUX")
           and c.i > clause.i]
    if cut:
        tokens = [t for t in tokens if t.i < cut[0].left_edge.i]
    while tokens and (tokens[0].dep_ == "mark" or tokens[0].is_punct and tokens[0].text
                      not in "“\"‘'"):
        tokens = tokens[1:]
    while tokens and (tokens[-1].dep_ == "cc" or tokens[-1].is_punct
                      and tokens[-1].text not in "”\"’'"):
        tokens = tokens[:-1]
    while tokens and tokens[0].dep_ == "advmod" and tokens[0].i < clause.i \
            and any(t.dep_ == "mark" for t in tokens[1:2]):
        tokens = tokens[2:]  # ("said only that …")
    if len(tokens) < 3:
        return None
    start, end = at(tokens[0]), at(tokens[-1]) + len(tokens[-1].text)
    words = text[start:end]
    if words.count("“") + words.count("\"") == 0:
        return None
    return start, end


def _after_facts(text: str, piece: tuple[int, int], facts) -> tuple[int, int] | None:
    """``piece`` from after each event or holding drafted inside it ("the expelled
    diplomat, attaché Ivo Marsh, “…”": from the quotation; from the quotation too when an
    event's words run on into it), None when no quotation is left."""
    start, end = piece
    opening = _OPENING.search(text, start, end)
    for fact in facts:
        for span in fact.evidence:
            if start <= span.start and span.end <= end:
                start = max(start, span.end if opening is None or span.end <= opening.start()
                            or span.start >= opening.start() else opening.start())
    while start < end and not (text[start].isalnum() or text[start] in "“\"‘"):
        start += 1
    words = text[start:end]
    if len(words.split()) < 2 or not any(m in words for m in "“\"‘"):
        return None
    return start, end


_OPENING = re.compile(r"[“\"‘]")


def _told_already(claims: list[Item], piece: tuple[int, int]) -> bool:
    """Whether a claim drafted already holds half the words of ``piece`` or more."""
    size = piece[1] - piece[0]
    return any(min(s.end, piece[1]) - max(s.start, piece[0]) >= size / 2
               for c in claims for s in c.evidence)


_OWN = object()


def _side(entities: Entities, entity: str, facts) -> str | None:
    """The state ``entity`` speaks for (kg.draft.claims.side_of), or, for a person, the
    state of the body of a post the draft says they hold ("Ivo Marsh, spokesman for the
    Korvian foreign ministry": Korvia)."""
    side = side_of(entities, entity)
    if side is not None or entity not in entities.items \
            or entities.kind(entity) != "person":
        return side
    posts = {p.fields.get("id"): p for p in facts if p.section == "posts"}
    for holding in facts:
        if holding.section == "holdings" and holding.fields.get("holder") == entity:
            post = posts.get(holding.fields.get("post"))
            body = post and (post.fields.get("of_state") or post.fields.get("post_in"))
            if body:
                return side_of(entities, body) or body
    return None


def _clause_subject(entities: Entities, clause, speaker: str, salience: Salience,
                    piece: tuple[int, int], sides):
    """Whom the clause is about: its subject when it names a party ("the trawler"), or what
    a party has ("the embassy's staff"), else the first party it names other than the
    speaker's side, else None; _OWN when it speaks of the speaker itself or says what will
    be done."""
    text = entities.text
    if _states_intent(text[piece[0]:piece[1]]) or _MAY_BE.search(text, piece[0], piece[1]):
        return _OWN
    subject = next((c for c in clause.children if c.dep_ in _SUBJECTS), None)
    side = sides(speaker)
    accuses = ACCUSING.search(text, piece[0], piece[1]) is not None
    if subject is not None:
        if subject.lower_ in _NOT_A_PARTY or _REFERRED.fullmatch(subject.lower_):
            return _OWN  # "we had …", "which she says is …", "the accusation was …"
        owner = next((c for c in subject.children if c.dep_ == "poss"), None)
        if owner is not None and owner.lower_ in _OWN_POSSESSIVES:
            return _OWN  # "its advisories were …"
        entity, _how = entity_of(entities, subject, salience)
        if entity is None and owner is not None:
            entity = entity_of(entities, owner, salience)[0]
        if entity is not None:
            if entity == speaker or side is None or sides(entity) in (side, None):
                # "Lisbon “remains committed to …”", said its minister; or of a side
                # the draft cannot set against the speaker's
                return entity if accuses else _OWN
            return entity
        if not (accuses and party_noun(subject.lower_)):
            # "the talks were “constructive”": of no party, a view, not a claim
            return _OWN
    else:
        return _OWN
    others = [m for m in entities.mentions_in(*piece)
              if m.kind in AGENT_KINDS | {"city"} and m.entity != speaker
              and (side is None or sides(m.entity) != side)]
    return most_specific(entities, others)


# Rules whose words are what someone else claims: "denied claims that …"
# Rules whose claim is another's, or one the text leaves without a claimant on purpose ("was
# accused of calling …", "allegedly described … as …": the quotation is the accused's words)
_OTHERS_CLAIM = ("denied-that-claim", "accused-passive", "unattributed")


def claimants_from_quotations(entities: Entities, quotes: list[Item], claims: list[Item]
                              ) -> None:
    """A claim whose claimant the draft could not tell, whose words hold a quotation of one
    speaker, is that speaker's: "The note described the levy as “a breach of the customs
    union”" is the claim of whoever the quotation's speaker is (the note's sender)."""
    spoken = [(span, speaker) for _q, speaker, span in _quotes_of_one_speaker(quotes)]
    for claim in claims:
        if claim.fields.get("claimant") or claim.rule.startswith(_OTHERS_CLAIM):
            continue
        words = claim.evidence[0]
        speakers = {speaker for span, speaker in spoken
                    if words.start <= span.start and span.end <= words.end}
        if len(speakers) != 1:
            continue
        speaker = speakers.pop()
        if speaker in (claim.fields.get("about") or []):
            continue  # (no one makes a claim against themself)
        label = _headed(entities, speaker, claim.fields["text"], claim.fields["type"], Ids(),
                        "")["label"]
        claim.fields = {"id": claim.fields["id"], "type": claim.fields["type"],
                        "label": label, "claimant": [speaker],
                        **{k: v for k, v in claim.fields.items()
                           if k not in ("id", "type", "label", "claimant")}}
        claim.missing = tuple(m for m in claim.missing if m != "claimant")
        note = claim.fields.pop("note", "").replace(_NO_CLAIMANT, "").strip()
        if note:
            claim.fields["note"] = note
        claim.rule += ", claimant-quotation-speaker"
