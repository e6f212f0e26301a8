"""A last guard over the drafted events: an act the text tells only in someone's words is an
allegation, never an event of the article.

The rules that draft events skip what a drafted claim or a quotation covers; an act told in
reported speech that no claim was drafted for ("Witnesses said the soldiers burned a post"),
hedged ("reportedly expelled"), or only asked about ("unclear whether it had expelled") still
reached them. This reads the act's verb in the parse of the whole text and drops the event
when the verb is told in the words of a teller who is not the doer's own side and those
words accuse or are denied near them, or hedged, or asked about: a careful reader holds it
as that teller's claim; another side's report that no one contests is the article's news. An act its own side tells of,
one whose doer is not named ("the file had been handed", the police said), and one told
before its teller ("X did Y, the ministry said") stay events, as readings take them, unless
that teller is a witness or someone's own ("…, his lawyer said") or is denied next. A holding
named inside such an act ("Korvia said Belmarian consul Ivo Kral had recruited …") goes too.
"""

from __future__ import annotations

import re

from kg.draft import nlp
from kg.draft.allegations import ACCUSING
from kg.draft.model import Item

# Verbs whose clause is what someone says or holds, not what happened
_TELLING = frozenset({
    "say", "tell", "report", "state", "write", "post", "tweet", "claim", "allege", "accuse",
    "insist", "assert", "contend", "maintain", "suggest", "believe", "suspect", "add",
    "testify", "recount", "describe", "argue", "charge", "fear", "think"})
# Nouns whose clause is what someone says ("over claims that …", "reports that …")
_TELLING_NOUNS = frozenset({
    "claim", "allegation", "accusation", "report", "charge", "suggestion", "rumour",
    "rumor", "suspicion", "assertion", "testimony", "account", "statement", "word"})
# Adverbs that hedge the act as hearsay: "reportedly expelled"
HEARSAY = frozenset({"allegedly", "reportedly", "purportedly", "supposedly", "apparently"})
# Words that ask or suppose, not tell: "whether it had expelled", "if it had met"
_ASKING = frozenset({"whether", "if"})
# How the event rules name the words they were read from: "trigger 'expelled'"
_TRIGGER = re.compile(r"trigger '([^']+)'")
# Those who tell what they saw or heard, for no side: "…, witnesses said"
_HEARERS = frozenset({"witness", "eyewitness", "resident", "source", "relative", "neighbour",
                      "neighbor", "villager", "local", "survivor", "activist", "passenger",
                      "family", "people"})
# Words that count a plural teller without saying whose it is: "several witnesses"
_FEW = frozenset({"some", "several", "many", "few", "other"})
_SUBJECTS = frozenset({"nsubj", "nsubjpass"})
# Events that are themselves the telling: their content is not the event
_OWN_TELLING = frozenset({"Statement", "SocialMediaPost", "Communication"})


def guard_contested_acts(text: str, events: list[Item], claims: list[Item]) -> list[Item]:
    """The events that are not an act told in another's words (see the module's doc)."""
    denials = _denials(claims)
    return [event for event in events if event.fields.get("type") in _OWN_TELLING
            or _told_by(text, event, denials) is None]


def guard_contested_tenures(text: str, posts: list[Item], claims: list[Item]) -> list[Item]:
    """The posts and holdings but a holding named inside an act told in another's words:
    "Korvia said Belmarian consul Ivo Kral had recruited the clerks" is Korvia's claim, the
    consul's post with it."""
    denials = _denials(claims)
    return [item for item in posts if item.section != "holdings" or not item.evidence
            or _told(_verb_over(text, item.evidence[0].start), denials) is None]


def _verb_over(text: str, at: int):
    """The verb whose clause the word at ``at`` is part of, or None."""
    token = nlp.word_at(text, at)
    for _ in range(8):
        if token is None or token.pos_ in ("VERB", "AUX"):
            return token
        if token.head.i == token.i:
            return None
        token = token.head
    return None


def _denials(claims: list[Item]) -> list[int]:
    return [c.evidence[0].start for c in claims
            if c.fields.get("type") == "Denial" and c.evidence]


def _told_by(text: str, event: Item, denials: list[int]) -> str | None:
    """Why the event's act is someone's word ("hearsay", "asked", "reported"), or None.
    "Sources said the envoy met Rusk on Monday": the meeting is the sources' claim."""
    return _told(_act_verb(text, event), denials)


def _told(verb, denials: list[int]) -> str | None:
    """Why the act of ``verb`` is someone's word, or None (see _told_by)."""
    if verb is None:
        return None
    if any(c.lower_ in HEARSAY for c in verb.children):
        return "hearsay"
    clause = _clause_of(verb)
    if any(c.dep_ == "mark" and c.lower_ in _ASKING for c in clause.children):
        return "asked"
    head = clause.head
    if clause.dep_ == "acl" and head.lemma_.lower() in _TELLING_NOUNS and any(
            c.dep_ == "mark" and c.lower_ == "that" for c in clause.children) \
            and _other_side(verb, _teller_of_noun(head)):
        return "reported"
    # (a teller telling of an act of its own side, or of an act with no doer named, is the
    # report's source for it, as readings take it; so is one named after the act, "X did Y,
    # the ministry said", the wire's own telling, but for _told_after's)
    if clause.dep_ in ("ccomp", "xcomp") and head.lemma_.lower() in _TELLING \
            and head.pos_ in ("VERB", "AUX") and _other_side(verb, _subject(head)) and (
                head.i < verb.i and _contested(clause, denials) or _told_after(head, denials)):
        return "reported"
    return None


def _contested(clause, denials: list[int]) -> bool:
    """Whether another side's report of an act is contested: its words accuse ("said
    Darnian soldiers burned the post"), or the same or the next sentence holds a denial.
    A report with neither ("The ministry reported that the ambassador had left the
    country") is the report's news, as readings take it."""
    words = clause.doc[clause.left_edge.i:clause.right_edge.i + 1].text
    return ACCUSING.search(words) is not None or _denied_near(clause, denials)


def _denied_near(token, denials: list[int]) -> bool:
    doc, sentence = token.doc, token.sent
    end = doc[sentence.end].sent.end if sentence.end < len(doc) else sentence.end
    return any(sentence.start_char <= at < doc[end - 1].idx + len(doc[end - 1])
               for at in denials)


def _told_after(telling, denials: list[int]) -> bool:
    """Whether a teller named after the act is no source the report vouches by: someone's
    relatives, lawyer or witnesses ("…, his lawyer said", "…, two sources said"), or a side
    the next words deny ("…, the Korvian navy said. Belmaria denied the report.")."""
    teller = _subject(telling)
    if teller is None:
        return False
    # (bare or counted: "witnesses", "two sources"; "officials" are a body's)
    if teller.lemma_.lower() in _HEARERS and all(
            c.dep_ in ("nummod", "prep") or c.lower_ in _FEW for c in teller.children):
        return True
    if _someone_s(teller):
        return True
    return _denied_near(telling, denials)


def _clause_of(verb):
    """The verb that heads the clause ``verb`` is part of: "said they crossed and burned"
    gives "crossed" for "burned"."""
    token = verb
    for _ in range(4):
        if token.dep_ != "conj" or token.head.i == token.i:
            break
        token = token.head
    return token


def _act_verb(text: str, event: Item):
    """The word the event was read from: where the rule says its verb began, or its trigger
    in the evidence, or else the verb of the evidence nearest its root that tells nothing."""
    if event.verb_at is not None:
        return nlp.word_at(text, event.verb_at)
    trigger = _TRIGGER.match(event.rule)
    for span in event.evidence if trigger else ():
        at = text.find(trigger.group(1), span.start, span.end)
        if at >= 0:
            return nlp.word_at(text, at)
    best = None
    for span in event.evidence:
        words = nlp.words(text, span.start, span.end)
        for word in words or ():
            if word.pos_ == "VERB" and word.lemma_.lower() not in _TELLING and (
                    best is None or _depth(word) < _depth(best)):
                best = word
    return best


def _depth(token) -> int:
    depth = 0
    while token.head.i != token.i and depth < 50:
        token, depth = token.head, depth + 1
    return depth


def _other_side(act, teller) -> bool:
    """Whether the act's doer is named and is not the teller's own side: "Witnesses said
    Darnian soldiers burned the post" (not "Valdoria said its navy sank the boat", nor
    "Police said the file had been handed", nor "The ministry said the police acted": a
    teller the text points back at, "the ministry", "it", is the report's own source; "his
    lawyer" is not)."""
    doer = _doer(act)
    if doer is None or teller is None:
        return False
    doer_words = list(doer.subtree)
    if any(w.pos_ == "PRON" for w in doer_words):
        return False
    named = _names(doer_words)
    told = _names(list(teller.subtree))
    if not named:
        return False
    if not told and (teller.pos_ == "PRON" or any(
            w.dep_ == "det" and w.lower_ in ("the", "this", "that") for w in teller.children)):
        return False
    # ("Ruiz asked for asylum, his lawyer said": a counsel speaks for the one who acts)
    if any(w.ent_type_ == "PERSON" for w in doer_words) and _someone_s(teller):
        return False
    return not named & told


def _someone_s(teller) -> bool:
    """Whether the teller is someone's own: "his lawyer", "her family"."""
    return teller.pos_ == "NOUN" and any(c.dep_ == "poss" and c.pos_ == "PRON"
                                         for c in teller.children)


def _names(words) -> set[str]:
    """The first letters of the names among ``words`` ("Darnian soldiers" gives "dar"): a
    name and its demonym share them ("Poland", "Polish")."""
    return {w.lower_[:3] for w in words if w.pos_ in ("PROPN", "ADJ") and w.text[:1].isupper()}


def _subject(verb):
    return next((c for c in verb.children if c.dep_ in _SUBJECTS), None)


def _teller_of_noun(noun):
    """Whose claim a noun of telling is: its possessor, or the subject of the verb it hangs
    from ("Ostland summoned the envoy over claims that …" gives "Ostland")."""
    owner = next((c for c in noun.children if c.dep_ == "poss"), None)
    token = noun
    for _ in range(4):
        if owner is not None or token.head.i == token.i:
            break
        token = token.head
        if token.pos_ in ("VERB", "AUX"):
            owner = _subject(token)
    return owner


def _doer(act):
    """Who does the act in the parse: its subject, or the agent of a passive ("was detained
    by Darnian troops")."""
    for child in act.children:
        if child.dep_ == "nsubj":
            return child
        if child.dep_ == "agent":
            return next((c for c in child.children if c.dep_ == "pobj"), None)
    return None
