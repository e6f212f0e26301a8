"""Reported speech about no one: a report, not a claim.

"Police said thefts had fallen \"by a tenth\"", "the minister said the committee had
\"moved the vote\"": what a source says that names no party it is about, in words that
accuse no one, and that no one denies, is its report of figures, procedure or plans. The
readings keep as claims what is alleged, contested or asserted against a party; such a
report is none of these. It is dropped once every denial has been linked (a report denied
is contested: the denial makes it a claim about the one denying), and after its words have
kept the rules of events out of them (someone's words are never a fact).
"""

from __future__ import annotations

import re

from kg.draft import nlp
from kg.draft.allegations import ACCUSING
from kg.draft.model import Item
from kg.draft.speech import party_noun

# The rule of kg.draft.claims that reads a named speaker's reported speech
_REPORTED = "said-that"
# Words that tell of an accusation or a charge: "the two clerks were accused of …",
# "she was suspected of …" (a report of a claim, still contested)
_CHARGED = re.compile(r"\b(?:accus|alleg|suspect|charged\b|indict|guilty\b)", re.IGNORECASE)


def without_uncontested_reports(text: str, claims: list[Item]) -> None:
    """Remove from ``claims`` reported speech that names no one it is about, accuses no
    one and that no denial answers: "The statistics office said exports had \"risen
    steadily\"" (no claim); "the prosecutor said the consul had lied" stays."""
    denied = {claim_id for item in claims if item.fields["type"] == "Denial"
              for claim_id in item.fields.get("denies", ())}
    claims[:] = [item for item in claims if not _uncontested_report(text, item, denied)]


def _uncontested_report(text: str, item: Item, denied: set[str]) -> bool:
    """Whether ``item`` is a named speaker's reported speech about no one, in words that
    accuse no one, that no denial in ``denied`` answers, that judge nothing, and whose
    clause's subject is no people unnamed ("said the guards had \"beaten two travellers\""
    stays: whose guards is for the reviewer)."""
    if item.fields["type"] == "Denial" or item.rule.split(",")[0] != _REPORTED \
            or item.fields.get("about") or item.id in denied:
        return False
    words = item.fields.get("text", "")
    if ACCUSING.search(words) is not None or _CHARGED.search(words) is not None:
        return False
    # (a judgement in the speaker's words stays their claim, whatever it judges)
    return not _judges(text, item) and not _people_as_subject(text, item)


def _people_as_subject(text: str, item: Item) -> bool:
    """Whether the subject of the claim's clause is people or a body the text does not
    name: "the border guards had \"beaten two travellers\""."""
    span = nlp.words(text, item.evidence[0].start, item.evidence[0].end)
    if span is None or not len(span):
        return False
    subject = next((t for t in span.root.children if t.dep_ in ("nsubj", "nsubjpass")), None)
    return subject is not None and (party_noun(subject.text) or party_noun(subject.lemma_)
                                    or subject.lower_ in _PEOPLE_PRONOUNS
                                    # (people of no list: "the soldiers", "the neighbours")
                                    or subject.tag_ in ("NNS", "NNPS")
                                    or subject.ent_type_ in ("NORP", "PERSON", "ORG"))


# Pronouns that stand for people or a body: "he said they had met …"
_PEOPLE_PRONOUNS = frozenset({"he", "she", "they", "we"})


def _judges(text: str, item: Item) -> bool:
    """Whether the claim's clause judges its subject in the speaker's words: "the text was
    \"a rushed compromise\"" (the copula, its quoted complement)."""
    span = nlp.words(text, item.evidence[0].start, item.evidence[0].end)
    if span is None or not len(span) or span.root.lemma_ != "be":
        return False
    return any(t.dep_ in ("attr", "acomp") for t in span.root.children)
