"""Claims: what someone says is so, kept as their claim and never as a fact.

"identified by X as", "according to X", "X accused Y of", "X alleged", "X denied" (a
denial, dip:Denial, is a claim too: the claim that something is not so), "X claimed", and
whatever a source the text does not name "said" ("an official said the two men had ...").
When the claimant is not named ("allegedly", "reportedly") the item says so and leaves the
claimant to the reviewer.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field
from typing import Iterator

from ..source import Sentence
from ..uris import slugify
from .attribution import (REFERENCE, AGENT_KINDS, UNNAMED, Salience, agrees,
                          joined_subjects, resolve, sex_of, subject_before, unnamed_phrase,
                          SPEECH_VERB, DEMONYM_TO_NAME, DOCUMENT, author_of_document)
from .accusation_nouns import find_accusation_nouns
from .allegations import ACCUSING
from . import nlp
from .model import Ids, Item, Span
from .word_patterns import one_of
from .speech import (UNNAMED_SUBJECT, actor_of_verb, clause_party, main_subject,
                     named_with_title,
                     modifies_noun, object_of_governing_verb, object_of_verb,
                     others_before, party_noun, passive_without_agent,
                     reported_clause_at, reporter_of, sayer_above, speaker_of_verb,
                     clause_verb, verb_lemmas)
from .actions import act_actor, denied_or_to_come, same_side, verb_subject
from .names import Entities
from .claims_own_acts import teller_s_own_act
from .claims_own_state import without_own_state

_REFERENCE_ONLY = re.compile(REFERENCE, re.IGNORECASE)
# Where a claim's words end: where the sentence goes on to another clause of its own (a
# reply, a counter-accusation: "accused X of Y, a charge Z denied while accusing…").
# (after a closing quotation mark too: "accused the government of "signing away Artsakh,"
# and claimed that …")
_GOES_ON = (r"(?![”\"’]?,?[”\"’]?\s+(?:and|but|while|whereas)\s+(?:said|says|added|adds|stated|"
            r"insisted|called|calls|claimed|claims|alleged|alleges|told|warned|accus\w+|denied|"
            r"denies|rejected)\b|,\s+(?:(?:a|an|the)\s+)?(?:charge|"
            r"claim|accusation|allegation)s?\b|,\s+which\b|,\s+(?:while|whereas)\b)")
# The nouns of a demand, whose "that" clause is what is asked for, not what is claimed:
# "insisted on the condition that the troops withdraw"
_DEMANDED = (r"(?:guarantee|condition|assurance|demand|ground|promise|pledge|requirement|"
             r"undertaking|understanding|hope|belief)s?\b")
# "the Czech counter-intelligence service, known by its initials BIS,": one source, by the
# name after these words
_KNOWN_AS = (r"(?:(?:also|better|widely)\s+)?known\s+(?:as|by\s+(?:its|their|the)\s+"
             r"(?:initials|acronym|abbreviation|name))\s+")
# A character of a claim's words: not a full stop or a semicolon, but a full stop right
# after a single capital, an initial's ("in reports by U.N. agencies" was cut at "U").
# (a month's abbreviation before its day: "in a report released Feb. 14")
_MONTH_DOT = (r"(?:(?<=\bJan)|(?<=\bFeb)|(?<=\bMar)|(?<=\bApr)|(?<=\bJun)|(?<=\bJul)|"
              r"(?<=\bAug)|(?<=\bSep)|(?<=\bSept)|(?<=\bOct)|(?<=\bNov)|(?<=\bDec))"
              r"\.(?=\s\d)")
_CLAIM_CHAR = r"(?:[^.;]|(?<=\b[A-Z])\.(?=[A-Z]\.|[,\s])|" + _MONTH_DOT + ")"
# "…, according to X." after the claim's words; the whole rule (its words first) is tried at
# every character, so it is only searched from where these could begin (_claims_before).
_ACCORDING_TO_AFTER = (r",\s+according to\s+(?P<who>[^.;,]{3,60}?(?:,\s+[A-Z][^.;,]{2,60}?)?)"
                       r"(?=\.|;|$)")
_SOURCE_AFTER = re.compile(_ACCORDING_TO_AFTER)
# What ends the words of a claim read before "according to": a full stop, a semicolon, or
# a comma with no words after it.
_WORDS_END = re.compile(r"[.;]|,(?=[.;,])")
# A clause of reported speech with "that" left out: its subject, one the text knows, then
# its finite verb a few words on ("said the attaché had", "says Kyrgyz operators were"); not
# "said on Monday", nor news of someone new ("said a counsellor at the consulate had left")
_CLAUSE_AHEAD = (r"(?=(?:the|its|his|her|their|there|[A-Z][\w’'-]*)\s(?:(?!\bthat\b)[^.;:“”\"]){0,60}?\b"
                 r"(?:had|has|have|was|were|is|are|did|never)\b)")
# A clause right after a verb of saying, with no "that", that _CLAUSE_AHEAD does not see:
# one that opens with a pronoun ("saying they had monitored …"), or what a source believes
# ("prosecutors believe the network tried …"); taken only when the parse reads it as what
# is said (speech.reported_clause_at). (Not news of someone new: "said a counsellor at the
# consulate had left".)
_BARE_CLAUSE = ("(?P<bare>)(?:(?:" + "|".join(
    rf"(?<=\b{verb}\s)" for verb in ("said", "says", "saying"))
    + r")(?=(?:they|he|she|we|it)\s)|(?:" + "|".join(
    rf"(?<=\b{verb}\s)" for verb in ("believe", "believes", "believed", "suspect",
                                      "suspects", "suspected"))
    + r")(?!(?:a|an)\s)(?=[\w“\"]))")
# What a denial says a claim is ("said the allegations were “preposterous lies”"; not "were
# “a welcome first step”")
_UNTRUE = (r"(?:baseless|false|unfounded|groundless|absurd|lies|fabricated|fabrications?|"
           r"slanderous|slander|nonsense|untrue|politically\s+motivated|provocations?|fake|"
           r"fiction|ridiculous|preposterous|without\s+(?:any\s+)?(?:basis|foundation)|"
           r"inaccurate|wrong)")
# What a denial may refer to the claim by: "rejected the accusations", "rejected that
# reading", "rejected the Spanish account"
_REFERRED = (r"(?:accusations?|allegations?|claims?|charges?|reports?|accounts?|readings?|"
             r"characteri[sz]ations?|comparisons?|suggestions?|assertions?|versions?|"
             r"interpretations?|narratives?|criticisms?|statements?|remarks?|comments?)")
# A verb that says a claim is not so, in each of its forms: "Both men deny the charges",
# "The ministry refuted claims that …"
_DENYING_VERB = one_of("denied denies denying deny rejected rejects rejecting reject "
                       "refuted refutes refuting refute")
# Whom the claims a denial refers to were against: "the allegations against her colleague",
# "the accusations against Mr Roy"
_AGAINST_WHOM = r"(?:\s+(?:against|about|concerning)\s+(?:[\w’'.-]+\s+){0,2}?[\w’'.-]+)?"
_PATTERNS = (
    ("identified-by", "Allegation",
     re.compile(r"\b(?:identified|described|named|denounced|labell?ed) by\s+(?P<who>[^,.;]{3,80}?)"
                r"\s+as\s+(?P<what>" + _CLAIM_CHAR + r"+)")),
    # "VG identified Ivanov as a military intelligence officer" (not "identified by X as":
    # the rule before)
    ("pointed-to-as", "Allegation",
     re.compile(r"\b(?:pointed to|points to|branded|labell?ed|denounced|identified|identifies)"
                r"\s+(?!by\b)(?P<whom>[^,.;“\"]{2,80}?)\s+as\s+(?P<what>(?:" + _GOES_ON
                + _CLAIM_CHAR + r")+)")),
    # "Petrova called the expulsion a provocation", "branded the envoy a spy": what the one
    # named is called (not "called on", "called for", "called it a day")
    ("called-a", "Allegation",
     re.compile(r"\b(?:called|calls|calling|branded|brands|dubbed)\s+(?!on\b|for\b|off\b|"
                r"up\b|in\b|it\s+a\s+day\b)(?P<whom>(?:him|her|them|it|(?:the\s+|his\s+|her\s+|"
                r"its\s+|their\s+)?(?:\w[\w’'.-]*\s+){0,4}?\w[\w’'.-]*))\s+"
                # (or its words quoted: "called the summons 'theatre for a domestic audience'")
                r"(?P<what>[“\"‘']?(?:a|an)\s+[“\"]?(?:[\w’'-]+[”\"]?\s+){0,6}?[\w’'-]+[”\"’]?|"
                r"(?<=\s)[“\"‘'][\w][^”\"’'\n]{1,80}[”\"’'])"
                r"(?=\s*(?:[.,;:]|$|\s+(?:and|but|while|after|before|in|on|at|who|which|that)\b))")),
    # a description is a claim, not an accusation ("described the visit as a new chapter")
    ("described-as", "Claim",
     re.compile(r"\bdescribed\s+(?P<whom>[^,.;“\"]{2,80}?)\s+as\s+(?P<what>"
                + _CLAIM_CHAR + r"+)")),
    ("points-out-that", "Claim",
     re.compile(r"\b(?:points out|pointed out|warned|warns|stressed|stresses)\s+"
                r"(?:as\s+“[^”]{1,40}”\s+)?that,?\s+(?P<what>" + _CLAIM_CHAR + r"+)")),
    # "…, according to X." (the claim before it) is read first, then "According to X, …"
    ("according-to-after", "Claim", re.compile(r"(?P<what>[^\s.;,][^.;,]+(?:,[^.;,]+)*?)"
                                               + _ACCORDING_TO_AFTER)),
    ("according-to", "Claim", re.compile(r"\b[Aa]ccording to\s+(?P<who>[^,.;]{3,80}?"
                                         r"(?:,\s+" + _KNOWN_AS + r"[^,.;]{1,40})?),\s*"
                                         r"(?P<what>" + _CLAIM_CHAR + r"+)")),
    # ("accused Dmitri Volkov, a Russian diplomat, of …", "accused the consul, Tom Kalsakau,
    # of …": one in apposition too)
    # "the expulsion of two diplomats, whom it accused of conspiring …": those the
    # relative pronoun stands for, accused by its clause's subject
    ("accused-whom", "Allegation",
     re.compile(r"\b(?:whom|who|which|that)\s+(?P<who>[^,.;“”\"]{1,60}?)\s+(?:(?:has|have|had|"
                r"also|repeatedly|publicly)\s+)*(?P<verb>accused|accuses|accusing)\s+of\s+"
                r"(?P<what>(?:" + _GOES_ON + _CLAIM_CHAR + r")+)")),
    # "The attaché was accused by the ministry of …": the ministry accuses the attaché
    ("accused-by", "Allegation", re.compile(r"\b(?P<verb>accused|charged)\s+by\s+"
                                             # (not the "of" of a name: "by the Ministry
                                             # of Foreign Affairs of spying")
                                             r"(?P<who>[^,.;“”\"]{2,80}?)\s+of\s+"
                                             r"(?![A-Z]|the\s+[A-Z])(?P<what>(?:"
                                             + _GOES_ON + _CLAIM_CHAR + r")+)")),
    # "Kowal said the couriers were accused of …": whoever reports it (the speaker), about
    # them; a suspicion or a charge in the passive is an allegation too, in the article's
    # own voice ("two men were charged with passing secrets to a foreign service", "the
    # clerk, suspected of selling visas, was dismissed")
    ("accused-passive", "Allegation",
     re.compile(r"(?:\b(?:was|were|is|are|been|being|be)\s+(?:(?:also|repeatedly|publicly|"
                r"formally|falsely|wrongly|previously|now|later|since)\s+)?|,\s+)"
                r"(?P<verb>accused\s+of|suspected\s+of|charged\s+with)\s+"
                r"(?P<what>(?:" + _GOES_ON + _CLAIM_CHAR + r")+)")),
    # ("suspect the attaché of recruiting …", "charged two men with spying …": the same)
    ("accused-of", "Allegation", re.compile(r"\b(?:accused|accuses|accusing|suspects?|"
                                             r"suspected|suspecting|"
                                             r"(?P<charge>charged|charges|charging))"
                                             r"\s+(?!by\s|of\s|with\s|that\s)"
                                             r"(?P<whom>[^,.;]{2,80}?(?:,\s+[^,.;]{2,60}?,)?"
                                             # (a name after "of" is the one accused's:
                                             # "accused the crew of HMS Dagger of …")
                                             r"(?:\s+of\s+(?:the\s+)?[A-Z][\w’'.-]*"
                                             r"(?:\s+[A-Z][\w’'.-]*){0,4}(?=\s+of\s))?)"
                                             r"\s+(?(charge)with|of)\s+(?P<what>(?:"
                                             + _GOES_ON + _CLAIM_CHAR + r")+)")),
    # "declared a diplomat persona non grata, citing “activities incompatible with his
    # status”": the reason the act's author gives, about the one it acts on
    ("citing", "Allegation",
     re.compile(r"\bciting\s+(?P<what>[“\"‘'][^”\"’'\n]{3,150}[”\"’']|"
                r"(?:(?:his|her|their|its|the)\s+)?[a-z](?:" + _CLAIM_CHAR + r"){2,150}"
                r"?(?=[.;,]|$))")),
    # ("alleged in a report released on Monday that …": the words after "that")
    ("alleged", "Allegation", re.compile(r"\b(?:alleged|alleges|alleging)\s+"
                                          r"(?:(?:in|on)\s+(?:[^.;,“”\"]|" + _MONTH_DOT
                                          + r"){3,60}?\s+that\s+|that\s+)?"
                                          r"(?P<what>(?:" + _GOES_ON + _CLAIM_CHAR + r")+)")),
    # what is denied ends where the sentence goes on to something else ("denied that X and
    # said Y"); a denial of "the accusation" is read by the next rule
    ("denied", "Denial", re.compile(
                                    # (refused, not gainsaid: "had been denied access to
                                    # them", "denied them entry")
                                    r"(?<!\bbeen\s)(?<!\bwas\s)(?<!\bwere\s)(?<!\bis\s)"
                                    r"(?<!\bare\s)(?<!\bbe\s)(?<!\bbeing\s)"
                                    r"\b" + _DENYING_VERB + r"\s+"
                                    r"(?!(?:(?:him|her|them|us|me|it|the\s+\w+|\w+)\s+)?"
                                    r"(?:access|entry|visas?|permission|bail|a\s+visa|"
                                    r"accreditation|consular\s+access)\b)"
                                    r"(?!(?:the\s+|any\s+|these\s+|those\s+|this\s+|that\s+|"
                                    r"all\s+|such\s+)?(?:[\w’'-]+\s+)?" + _REFERRED + r"\b)"
                                    # "a charge Rabat denied within hours": what was denied
                                    # came before the verb; the words after it are no claim
                                    r"(?!(?:within|on|in|at|during|after|before|by|while|"
                                    r"immediately|quickly|swiftly|strongly|flatly|firmly|"
                                    r"categorically|later|late)\b)"
                                    # "Zambia rejects Congo's request to extradite …": a
                                    # request refused, no claim denied
                                    r"(?!(?:(?:the|a|an|its|their|his|her)\s+)?(?:[\w’'-]+\s+)"
                                    r"{0,2}?(?:requests?|proposals?|offers?|invitations?|"
                                    r"calls?|demands?|plans?|bids?|appeals?|applications?|"
                                    r"resolutions?|motions?|amendments?)\b)"
                                    r"(?:that\s+|having\s+|the\s+)?"
                                    # ("denied any involvement": the words with "any")
                                    r"(?P<what>(?:" + _GOES_ON + _CLAIM_CHAR + r")+)")),
    # "denied the accusation": a denial of the claim the text reported before; its words
    # end with the noun ("rejected the accusation within hours" is not what was denied)
    ("denied-reference", "Denial",
     re.compile(r"\b(?:" + _DENYING_VERB + r"|dismissed|dismisses|dismissing|disputed|"
                r"disputes|disputing|dispute)\s+"
                r"(?P<what>(?:the|these|those|any|such|all|this|that|both)\s+(?:[\w’'-]+\s+)?"
                + _REFERRED + _AGAINST_WHOM
                # ("rejected claims that the consul had paid …": the claim follows)
                + r"|" + _REFERRED + r"(?=\s+that\s))\b"
                # "rejected the accusations as baseless": the words that say how, with it
                r"(?P<how>\s+as\s+(?:[“\"‘'][^”\"’'\n]{1,80}[”\"’']|(?:[\w’'-]+\s+){0,3}?"
                r"(?:baseless|false|unfounded|groundless|absurd|lies|fabricated|fabrications?|"
                r"slanderous|slander|nonsense|untrue|politically\s+motivated|provocations?|fake|"
                r"fiction|ridiculous)\b))?")),
    # "called the allegations “absurd and hostile”", "described the reports as
    # false": a denial of the claim reported before, in the words that say what it is
    ("denied-reference", "Denial",
     re.compile(r"\b(?:called|calls|calling|described|describes|describing|branded|brands|"
                r"branding|termed|terms)\s+"
                r"(?P<what>(?:the|these|those|such|all|this|that)\s+(?:[\w’'-]+\s+)?"
                + _REFERRED + _AGAINST_WHOM + r")\b"
                r"(?P<how>\s+(?:as\s+)?(?:[“\"‘'][^”\"’'\n]{1,80}[”\"’']|(?:[\w’'-]+\s+){0,3}?"
                r"(?:baseless|false|unfounded|groundless|absurd|lies|fabricated|fabrications?|"
                r"slanderous|slander|nonsense|untrue|politically\s+motivated|provocations?|fake|"
                r"fiction|ridiculous)\b))")),
    # "said the allegations were “preposterous”", "insisted the reports were false": a
    # denial of the claim reported before, by what it says they are
    ("denied-reference", "Denial",
     re.compile(r"\b(?:said|says|saying|added|adds|insisted|insists|stated|states)\s+"
                r"(?:that\s+)?(?P<what>(?:the|these|those|such|all|this|that)\s+"
                r"(?:[\w’'-]+\s+)?" + _REFERRED + _AGAINST_WHOM
                + r")\s+(?P<how>(?:were|was|are|is|"
                r"(?:had|have|has)\s+been)\s+(?:(?:completely|totally|entirely|simply|"
                r"utterly|both)\s+)?(?:[“\"‘'](?:[^”\"’'\n]{0,60}?\W)?" + _UNTRUE
                + r"\b[^”\"’'\n]{0,60}[”\"’']|(?:[\w’'-]+\s+){0,3}?" + _UNTRUE + r"\b))")),
    # ("claims the Croatian government is …": "that" left out, not "the claims")
    ("claimed", "Claim", re.compile(r"(?<![Tt]he\s)(?<![Tt]hese\s)(?<![Tt]hose\s)(?<![Ii]ts\s)"
                                     # (the noun: "rejected claims that", "amid claims that")
                                     + "".join(rf"(?<!\b{w}\s)" for w in (
                                         "denied", "denies", "deny", "rejected", "rejects",
                                         "reject", "dismissed", "dismisses", "amid", "of",
                                         "over", "about", "any", "all", "new", "such")) +
                                     # (when or where it was claimed, before "that":
                                     # "claimed on Monday that", "insisted in a letter
                                     # to the court that"; only after a word that is no
                                     # noun: "maintains claims in the Antarctic that …")
                                     r"\b(?:(?:claimed|insisted|insists)\s+"
                                     r"(?:(?:late\s+|early\s+)?(?:on|in|last)\s+\w+\s+|"
                                     r"(?:in|on|at|via)\s+(?:a|an|the|its|his|her|their)\s+"
                                     # (not a demand: "insisted on a guarantee that …")
                                     r"(?!(?:[\w’'-]+\s+){0,2}?" + _DEMANDED + r")"
                                     r"[^,.;:“”\"]{1,50}?\s+)?that\s+|"
                                     r"(?:claims|claiming)\s+that\s+|"
                                     r"(?:claimed|claims|claiming|insisted|insists)\s+"
                                     r"(?=(?:the|a|an|[A-Z][\w’'-]*)\s))"
                                     r"(?P<what>(?:" + _GOES_ON + _CLAIM_CHAR + r")+)")),
    # "to protest against what it called 'an unacceptable incursion' by a Royal Navy patrol
    # boat": the words it used, of the one they name
    ("what-called", "Allegation",
     re.compile(r"\bwhat\s+(?:it|he|she|they)\s+(?:called|calls|termed|described\s+as)\s+"
                r"(?P<what>[“\"‘'][^”\"’'\n]{2,120}[”\"’'](?:\s+(?:by|of|against|on|from)\s+"
                r"[^,.;“”\"]{2,80})?)")),
    # What a named source says that someone else did or is, in its own words: reported
    # speech, a claim ("The ministry said that Ivanov had photographed military sites",
    # "Lund wrote on X that the diplomat had broken Norwegian law"); what a source says of
    # itself or of what it will do ("said that it would respond") is left to the reviewer.
    # ("that" may be left out: "The embassy said the attaché had never met the crew")
    ("said-that", "Claim", re.compile(r"\b(?:said|says|saying|stated|states|wrote|writes|posted|"
                                      # (what a source holds: "prosecutors believe the
                                      # network tried to …")
                                      r"believes?|believed|suspects?|suspected|"
                                      r"tweeted|denounced|denounces|charged|charges|"
                                      r"complained|complains|asserted|asserts|argued|argues|"
                                      r"maintained|maintains|declared|declares|added|adds|"
                                      r"noted|notes|explained|explains|affirmed|affirms|"
                                      r"reported|reports|indicated|indicates|assured|assures|"
                                      r"revealed|reveals|suggested|suggests|"
                                      r"(?:told|tells|telling)\s+[\w .’'-]{1,40}?)\s+"
                                      r"(?:(?:on|in|via)\s+[A-Z][\w.]*\s+)?"
                                      r"(?:(?:late\s+|early\s+)?(?:on|in|last)\s+\w+\s+)?"
                                      # ("complained in a diplomatic note in March that")
                                      r"(?:that\s+|(?:in|on|at|during|via|through|to)\s+"
                                      r"(?:a|an|the|its|his|her|their)\s+[^,.;:“”\"]{1,50}?"
                                      # (and the name set beside a noun there: "in a
                                      # note relayed by its news agency, Kyodo, that")
                                      r"(?:,\s+(?:the\s+)?[A-Z][^,.;:“”\"]{1,50}?,)?"
                                      r"\s+that\s+|" + _CLAUSE_AHEAD +
                                      # (any other clause the parse reads as what is said:
                                      # "saying they had monitored dissidents")
                                      r"|" + _BARE_CLAUSE + r")"
                                      # (what the speaker's side has evidence of: "said
                                      # his government had evidence that …")
                                      r"(?:(?:he|she|it|they|we|his|her|its|their|the)\s+"
                                      r"(?:[\w’'-]+\s+)?(?:had|has|have)\s+(?:[\w’'-]+\s+)?"
                                      r"(?:evidence|proof|information|intelligence|"
                                      r"indications)\s+that\s+)?"
                                      # (its words quoted after "that": "wrote on X that
                                      # “the pipeline is a threat …”")
                                      r"(?P<what>(?:(?<=that\s)[“\"]|(?![“\"]))(?:" + _GOES_ON +
                                      _CLAIM_CHAR + r")+)")),
    ("unattributed", "Allegation", re.compile(r"\b(?:allegedly|reportedly|purportedly|is said "
                                               r"to|are said to|is believed to)\s+(?P<what>"
                                               + _CLAIM_CHAR + r"+)")),
    # What a source the text does not name says is its claim, not the article's fact ("An
    # Estonian security official, speaking on condition of anonymity, said the two men had
    # tried to recruit employees"); what a named speaker says that someone else did is read
    # by "said-that". ("told the BBC that …": the words after "that", not the one told)
    ("unnamed-said", "Claim", re.compile(r"\b(?:(?:said|says|saying|added|believes?|believed|"
                                         r"suspects?|suspected)\s+"
                                         r"(?:(?:late\s+|early\s+)?(?:on|in|last)\s+\w+\s+)?"
                                         r"(?:that\s+)?|told\s+[\w .’'-]{1,30}?\s+that\s+)"
                                         r"(?P<what>(?![“\"])(?:" + _GOES_ON +
                                         _CLAIM_CHAR + r")+)")),
)


# What a source says will or must be done: an intent or a demand, not an allegation ("said
# Minsk would respond in kind", "told reporters that the consulate must close")
_INTENT = re.compile(r"(?:(?!\bthat\b)[^,;]){0,60}?(?<!\w)(?:would|will|must|shall|should|plans?\s+to|"
                     r"intends?\s+to|is\s+to|are\s+to|"
                     r"(?:was|were|is|are)\s+(?:ready|prepared|willing)\s+to)\b")


def _states_intent(what: str) -> bool:
    """Whether the claim's first clause says what will or must be done: "Minsk would
    respond", "the UK 'will not tolerate' …"."""
    return _INTENT.match(what) is not None


def _state_of(entities: Entities, entity: str | None) -> str | None:
    """The state an entity is or belongs to: a country itself, a capital's state, an
    organisation's ``of_state``."""
    if entity is None or entity not in entities.items:
        return None
    kind = entities.kind(entity)
    if kind == "country":
        return entity
    if kind == "city":
        return entities.state_of_city(entity)
    return entities.items[entity].fields.get("of_state")


def _own_side(entities: Entities, sentence: Sentence, verb: int, claimant: str | None,
              what_start: int) -> bool:
    """Whether reported speech has the speaker's own state as its subject: "A spokesperson
    for the Azerbaijani Ministry of Foreign Affairs, Elchin Aliyev, said that Baku welcomed
    the vote" states Azerbaijan's position; it accuses no one. (Not "an Estonian official
    said the two men had tried to recruit employees of Estonia's grid operator".)"""
    first = next((m for m in entities.mentions_in(what_start, what_start + 60)
                  if re.fullmatch(r"(?:the\s+)?", entities.text[what_start:m.start],
                                  re.IGNORECASE)), None)
    state = _state_of(entities, first.entity) if first is not None else None
    if state is None:
        return False
    # (not where the speaker sits: "The Chinese embassy in Manila said the Philippine boat
    # had intruded …" is China's accusation of the Philippines)
    speaker_side = {_state_of(entities, m.entity)
                    for m in entities.mentions_in(sentence.start,
                                                  _before_the_one_told(entities, sentence, verb))
                    if m.kind in AGENT_KINDS | {"city"}
                    and not _WHERE_IT_SITS.search(entities.text, sentence.start, m.start)}
    return state in speaker_side | {_state_of(entities, claimant)}


def _before_the_one_told(entities: Entities, sentence: Sentence, verb: int) -> int:
    """Where the words that may name a speaker end: before the sentence's first verb when
    the speaker's verb is a telling joined to it ("Peru's minister met the Chilean consul,
    Ana Soto, and told her that …": the consul is the one told, not the speaker's side)."""
    text = entities.text
    before = text.rfind(" and ", sentence.start, verb + 5)
    if before >= 0 and _JOINED_TELLING.match(text, before + 1):
        first = _FINITE_VERB.search(text, sentence.start, before + 1)
        if first is not None:
            return first.start()
    return verb


# The words before a place where a body sits: "the Chinese embassy in Manila"
_WHERE_IT_SITS = re.compile(r"\b(?:in|at)\s+$")


def _of_own_people(entities: Entities, claimant: str | None, about: str | None,
                   what: str) -> bool:
    """Whether reported speech tells, in words that accuse no one, what the speaker's own
    side or one of its people did: "the Ruritanian embassy said its ambassador had spent an
    hour at the ministry" (a report of its own; after an accusation of its people, its
    reply: "the consulate had acted within the law"). Not "Polish prosecutors said a Polish
    engineer had spied for Minsk" (an accusation, of one of their own)."""
    if claimant is None or about is None or about == claimant:
        return False
    side = side_of(entities, claimant)
    return side is not None and side_of(entities, about) == side \
        and ACCUSING.search(what) is None


# Reported speech that holds the speaker's own words in quotation marks: "said the delay
# was “a breach of the Vienna Convention”" is their contested statement, whatever its
# subject
_QUOTED_INSIDE = re.compile(r"\s[“\"‘]\w")
# Reported speech about a claim ("said the charges were “a welcome first step”": read by
# the rules of denials) or about what the sides do together ("said the talks were
# “constructive but slow”": a view): no claim about anyone
_ABOUT_NO_ONE = re.compile(r"(?:the|these|those|such|all|this|that|its|their|our)\s+"
                           r"(?:[\w’'-]+\s+)?(?:" + _REFERRED + r"|talks|agreement|meetings?|"
                           r"visit|relations|negotiations|deal|summit|dialogue|cooperation|"
                           r"partnership|treaty)\b", re.IGNORECASE)


def _in_denial(items: list[Item], start: int, end: int) -> bool:
    """Whether the words ``text[start:end]`` are held by a denial drafted already ("said
    the allegations were “preposterous”": the denial's words, no claim of their own)."""
    return any(c.fields["type"] == "Denial" and s.start <= start and end <= s.end
               for c in items for s in c.evidence)


# Reported speech that says something did not happen: "the attaché had never had any
# contact", "no payment had been made"
_NEGATED = re.compile(r"(?:[^,;]{0,60}?\b(?:never|not|no|n[o’']t)\b|no\b|not\b|nothing\b|"
                      r"none\b)", re.IGNORECASE)


# "According to X, although …", "according to the GARR, a rights group": no claim's words
_NOT_CLAIM_WORDS = re.compile(r"(?:although|though|but|while|whereas|and|or)\b|"
                              # a count: "It was the 11th protest since 2024"
                              r"(?:[Ii]t|[Tt]his)\s+(?:was|is)\s+the\b|"
                              r"an?\s+(?:[\w’'-]+\s+){0,4}[\w’'-]+$")
# reported speech inside the words: "Ms Ashworth told the ambassador that …" (said-that
# reads it, with its own speaker)
_SPEECH_INSIDE = re.compile(r"\b(?:said|says|told|tells|stated|wrote)\b[^.;]{0,40}?\bthat\b")


# A verb of denying right before "what it called …"
_REJECTS_BEFORE = re.compile(r"\b(?:denied|denies|denying|rejected|rejects|rejecting|"
                             r"dismissed|dismisses|dismissing)\s+$")
# "a group called …", "an association called …": the name of what the words before name
_NAMING = re.compile(r"\b(?:a|an)\s+(?:[\w’'-]+\s+){0,3}$")


# Words that contest: a verb of denying, "never", or words quoted inside ("…, according to
# the ministry, the envoy had “never set foot” in the port")
_CONTESTING = re.compile(r"\b" + _DENYING_VERB + r"\b|\bnever\b|(?:^|\s)[“\"‘]\w")


def _contested(what: str) -> bool:
    """Whether words a source is given for ("according to X, …") accuse, deny or quote."""
    return ACCUSING.search(what) is not None or _CONTESTING.search(what) is not None


def _own_sides_news(entities: Entities, found: "_Found") -> bool:
    """Whether what a source is given for is an act of its own side, told without accusing,
    denying or quoting: "Chile recalled its ambassador on Monday, according to the Chilean
    Foreign Ministry" (news the ministry gives of its state's act, which the rules of events
    read). An act of another side ("Peruvian boats fished inside the zone, according to the
    Chilean navy"), of someone of no named side, or told in the passive stays the source's
    claim."""
    if found.claimant is None or _contested(found.what):
        return False
    verb = clause_verb(found.text, found.start, found.end)
    if verb is None:
        return False
    subject, passive = verb_subject(verb)
    if passive or subject is None or not found.start <= subject.idx < found.end:
        return False
    actor, _done_to = act_actor(entities, found.sentence, verb, found.salience)
    return actor is not None and same_side(entities, actor, found.claimant)


def _no_sourced_claim(what: str) -> bool:
    """Whether the words "according to" gives are no claim of the source's: a clause that
    begins with a conjunction, a phrase describing the source, or reported speech with its
    own speaker."""
    return _NOT_CLAIM_WORDS.match(what) is not None or _SPEECH_INSIDE.search(what) is not None


# What follows a source's name that describes the source or ends the sentence: "…,
# according to the embassy, which gave no reason", "according to Ana Ruiz, who chairs the
# board", "“…,” he said". The relative pronoun must come first: in "according to the
# police, the men, who wore hoods, set fire to …" it is the men's, and the words a claim.
_ABOUT_SOURCE = re.compile(r"(?:which|who|whom|whose)\b|"
                           r"(?:he|she|they|it|we)\s+(?:said|says|added|adds)\W*$")


# A name set beside the source, then a relative clause: "according to its press officer,
# Lina Berg, who said …"
_APPOSED_RELATIVE = re.compile(r"[^,.;“”\"]{1,60},\s+(?P<pronoun>which|who|whom|whose)\b")


def _of_apposed_name(entities: Entities, found: _Found) -> bool:
    """Whether the words after "according to X," are a name in apposition to X with a
    relative clause of its own ("according to the union's chairman, Piet Mol, who called
    the fee absurd"), by the parse: not a claim's subject with one ("according to the
    police, the men, who wore hoods, set fire to …")."""
    relative = _APPOSED_RELATIVE.match(found.what)
    pronoun = nlp.word_at(entities.text, found.start + relative.start("pronoun")) \
        if relative is not None else None
    if pronoun is None:
        return False
    clause = pronoun.head
    noun = clause.head
    # (the clause hung on the source itself, or on the name set beside it)
    return clause.dep_ == "relcl" and (noun.idx < found.start or noun.dep_ == "appos"
                                       and noun.head.idx < found.start)


def _describes_source(entities: Entities, found: _Found) -> bool:
    """Whether the words after "according to X," are no claim but words about X or the
    sentence's speaker tag: a relative clause, or a phrase with no verb up to the
    sentence's end ("according to Ana Ruiz, chairwoman of the growers' union")."""
    if _ABOUT_SOURCE.match(found.what) is not None or _of_apposed_name(entities, found):
        return True
    tokens = nlp.words(entities.text, found.start, max(found.end, found.sentence.end))
    return tokens is not None and not any(t.pos_ in ("VERB", "AUX") for t in tokens)


# A body speaking of itself: "said the organisation was concerned", "said it had …"
_ITSELF = re.compile(r"(?:that\s+)?(?:the\s+(?P<noun>organi[sz]ation|ministry|embassy|"
                     r"government|agency|office|mission|consulate|group|party|company))\b",
                     re.IGNORECASE)


def _of_itself(entities: Entities, what: str, position: int, claimant: str | None,
               salience: Salience) -> bool:
    """Whether reported speech is about the speaker itself ("a spokesperson for the OSCE
    said the organisation was concerned": the OSCE's own concern, no allegation)."""
    found = _ITSELF.match(what)
    if found is None or claimant is None:
        return False
    noun = found.group("noun").lower()
    if entities.kind(claimant) == "organization" and (
            noun in ("organisation", "organization", "group", "party", "company")
            or noun in entities.name(claimant).lower()):
        return True
    return resolve(entities, f"the {noun}", salience, position) == claimant


# "denied having met them and said the meetings had been official": the second verb goes on
# with the denial
_DENIED_AND = re.compile(r"\b(?:denied|denies|rejected|rejects)\b[^.;]*\band\s+(?:also\s+)?$")


def _answers(entities: Entities, sentence: Sentence, match: re.Match, what: str,
             what_start: int, claimant: str | None, items: list[Item]) -> bool:
    """Whether reported speech denies what was said before: it says something did not
    happen, of one an accusation before concerns, by one who has denied already (or whose
    side denied in the sentence before), or in the words of another's claim; or it goes on
    from a denial ("denied … and said …"); or, after its side's denial, it says that one
    acted as one may ("Its spokeswoman said the consulate had acted within the law")."""
    if _states_intent(what):
        return False
    if _DENIED_AND.search(entities.text, sentence.start, match.start()):
        return True
    if claimant is None:
        return False
    # ("The ministry rejected the allegations. Its spokeswoman said the consulate had acted
    # within the law.": the denial goes on; "Rahimi said the staff had worked in accordance
    # with the rules and rejected the accusations": one denial with the words said)
    went_on = denial_just_before(entities, items, claimant, match.start()) is not None \
        or _denies_in_sentence(items, claimant, sentence)
    if _NEGATED.match(what) is None:
        return went_on and PROPER.search(entities.text, what_start, sentence.end) is not None \
            or _replies(entities, what_start, claimant, items, sentence) \
            or _rebuts(entities, what, what_start, claimant, items, match.start())
    return _accused_before(entities, items, claimant) or any(
        c.fields["type"] == "Denial" and claimant in (c.fields.get("claimant") or [])
        for c in items[-3:]) or went_on or echoes_claim_of_another(
            entities, what, claimant, items[-_DENIAL_REACH:], match.start()) is not None


# How many of a claim's words (by their stems) an account must echo to answer it
_REBUTTAL_ECHO = 2


def _rebuts(entities: Entities, what: str, what_start: int, claimant: str,
            items: list[Item], position: int) -> bool:
    """Whether reported speech gives, in words that accuse no one, the side's own account
    of what a claim about it, told before by another side, says it did, and sets another
    act against the claim's: "The coastguard said the trawler had fished inside the zone.
    The fishing company said the trawler had waited outside the zone." (the claim is that
    the other's is not so). An account that tells the claim's own act admits it ("… said
    its trawler had fished inside the zone to shelter from the storm"): its own claim."""
    if ACCUSING.search(what) is not None:
        return False  # a counter-accusation is a claim of its own
    stems = _content_stems(what)
    told = None
    for claim in reversed(items[-_DENIAL_REACH:]):
        if claim.fields["type"] == "Denial" or claim.evidence[0].end > position \
                or _same_side(entities, claimant, claim.fields.get("claimant") or []) \
                or not (_concerns(entities, claim, claimant) or not claim.fields.get("about")) \
                or len(stems & _content_stems(claim.fields["text"])) < _REBUTTAL_ECHO:
            continue
        told = told if told is not None else set(verb_lemmas(
            entities.text, what_start, what_start + len(what)))
        if _sets_another_act(entities, claim, told):
            return True
    return False


def _sets_another_act(entities: Entities, claim: Item, told: set[str]) -> bool:
    """Whether an account whose verbs are ``told`` (lemmas) leaves out the act the claim
    tells: "had waited outside the zone" against "had fished inside the zone" does;
    "had fished inside the zone to shelter" repeats it. No act read in the claim, no
    contrast."""
    words = claim.fields["text"]
    start = entities.text.find(words, claim.evidence[0].start)
    verb = clause_verb(entities.text, start, start + len(words)) if start >= 0 else None
    # (a claim of what should have been done or will be, "should have been thrown out,
    # not summoned", tells no act to set another against: "it summoned him" is no answer)
    return verb is not None and not denied_or_to_come(verb) \
        and verb.lemma_.lower() not in told


def _denies_of_itself(entities: Entities, sentence: Sentence, match: re.Match,
                      claimant: str | None, items: list[Item]) -> bool:
    """Whether what a source says of itself says something did not happen, in answer to a
    claim told before about it: "Norway accused the embassy of recruiting an engineer. The
    embassy said it had never employed the man.", or in its own account of what the claim
    says it did ("… said its troops had stayed on their side of the border")."""
    what = match.group("what")
    return claimant is not None and _OF_ITSELF.match(what) is not None \
        and (_NEGATED.match(what) is not None
             or _rebuts(entities, what, match.start("what"), claimant, items,
                        match.start())) \
        and _answers(entities, sentence, match, what, match.start("what"), claimant, items)


def _denies_in_sentence(items: list[Item], claimant: str, sentence: Sentence) -> bool:
    """Whether ``claimant`` denies a claim in ``sentence`` (in words drafted already)."""
    return any(c.fields["type"] == "Denial" and claimant in (c.fields.get("claimant") or [])
               and sentence.start <= c.evidence[0].start < sentence.end for c in items)


# Words that say one acted as one may: "within the law", "at all times remained within
# its waters", "in line with the Vienna Convention", "on official business"
PROPER = re.compile(r"\b(?:within\s+(?:the\s+)?(?:law|rules|its|their|his|her|[A-Z]\w*)|"
                     r"lawful\w*|legal(?:ly)?|legitimate\w*|proper(?:ly)?|in\s+(?:full\s+)?"
                     r"(?:accordance|compliance|line)\s+with|compl(?:ied|ies|y)\s+with|"
                     r"at\s+all\s+times|only\s+ever|official\s+(?:business|duties|programme|"
                     r"capacity)|(?:nothing|no)\s+wrong|acted\s+correctly)\b", re.IGNORECASE)
# Reported speech whose subject is the speaker's own: "said its staff had acted …"
_OWN_POSSESSIVE = re.compile(r"(?:that\s+)?(?:its|their|our|his|her|my)\b", re.IGNORECASE)


def _replies(entities: Entities, what_start: int, claimant: str, items: list[Item],
             sentence: Sentence) -> bool:
    """Whether reported speech is a side's answer to an accusation told before about it:
    what the speaker says of itself or its own people, after another's claim concerning
    them ("The ministry accused the embassy's attaché of spying. The embassy said the
    attaché had acted within the law at all times"): the claim is that the accusation is not
    so."""
    if PROPER.search(entities.text, what_start, sentence.end) is None:
        return False  # its position, not an answer: "Zagreb wants good relations"
    own = _OWN_POSSESSIVE.match(entities.text, what_start) is not None
    if not own:
        # (one the text does not name here, "the diplomat", is the one accused before)
        party, whom = clause_party(entities, what_start, Salience(), sentence.start)
        side = side_of(entities, claimant)
        own = party and (whom is None or whom == claimant or (
            side is not None and side_of(entities, whom) == side))
    return own and any(
        c.fields["type"] != "Denial" and claimant not in (c.fields.get("claimant") or [])
        and _concerns(entities, c, claimant) for c in items)


# Where a sentence ends inside a paragraph: "… no maps." "…," he said. "…"
_SENTENCE_END = re.compile(r"[.!?][”\"’']?\s")
# "Its spokeswoman, Ana Roy,": a person who speaks for the body the sentence before named
_ITS_SPOKESPERSON = re.compile(r"\b(?:[Ii]ts|[Tt]heir)\s+(?:[\w’'-]+\s+){0,2}?"
                               r"(?:spokes(?:person|man|woman)|representative|lawyer|"
                               r"head|director|chief|leader)s?,?\s+$")


def speaks_for_last_subject(entities: Entities, speaker: str, since: int) -> bool:
    """Whether ``speaker`` is introduced, from ``since`` on, as the one who speaks for a body
    named before ("The ministry rejected the claim. Its spokeswoman, Ana Roy, said …")."""
    return any(_ITS_SPOKESPERSON.search(entities.text, max(since, m.start - 80), m.start)
               for m in entities.mentions_in(since, len(entities.text))
               if m.entity == speaker)


def denial_just_before(entities: Entities, items: list[Item], speaker: str | None,
                       position: int) -> Item | None:
    """A denial told in the same paragraph at most one sentence before ``position``, by
    ``speaker``, by the speaker's side, or by the body the speaker is introduced as speaking
    for: what the speaker goes on to say that something is not so continues it ("Tomas
    Berg denied ever meeting the crew. “I never saw that ship,” he said.")."""
    if speaker is None:
        return None
    text = entities.text
    told = [c for c in items if c.fields["type"] == "Denial" and c.evidence[0].end <= position]
    for denial in sorted(told, key=lambda c: c.evidence[0].end, reverse=True):
        between = text[denial.evidence[0].end:position]
        if "\n" in between or len(_SENTENCE_END.findall(between)) > 2:
            return None
        deniers = denial.fields.get("claimant") or []
        if not deniers:
            return None
        if _same_side(entities, speaker, deniers) or speaks_for_last_subject(
                entities, speaker, denial.evidence[0].end):
            return denial
        return None
    return None


def echoes_claim_of_another(entities: Entities, words: str, speaker: str | None,
                            items: list[Item], position: int) -> Item | None:
    """The latest claim told before ``position`` by someone other than ``speaker``'s side
    whose words ``words`` echo: "There were no maps" answers "arrested carrying maps of
    sensitive installations"."""
    others = [c for c in items if c.fields["type"] != "Denial"
              and c.evidence[0].end <= position
              and (speaker is None or not _same_side(entities, speaker,
                                                      c.fields.get("claimant") or []))]
    return echoed(words, others)


def _accused_before(entities: Entities, items: list[Item], speaker: str | None) -> bool:
    """Whether a claim drafted before is about ``speaker`` or one of its people (so that
    its "… had never …" answers it)."""
    return speaker is not None and any(
        c.fields["type"] != "Denial" and _concerns(entities, c, speaker) for c in items)


def _claims_before(pattern: re.Pattern, text: str, sentence: Sentence) -> Iterator[re.Match]:
    """The matches ``pattern.finditer`` gives for the rule "…, according to X" in a sentence,
    in time that grows with the sentence and not with its square.

    Searched from the sentence's start, the rule's words (``[^.;,]+…``) run to the
    sentence's end from every character before failing: minutes for one long sentence with
    no "according to" in it. Each match ends with a source's words, so the search starts
    only where one is, from the last place before it where the words of a claim could not
    run through (what ends them cannot be crossed; what lies before was read already)."""
    searched_from = start = read_to = sentence.start
    for source in _SOURCE_AFTER.finditer(text, sentence.start, sentence.end):
        comma = source.start()
        if comma < searched_from:
            continue
        if read_to < searched_from:
            start = read_to = searched_from
        # (up to the source's comma, which ends the words only if one comes before it; each
        # character is read once, whether this source gives a match or not)
        for end in _WORDS_END.finditer(text, read_to, comma + 1):
            start = end.end()
        read_to = comma
        # (the search ends with this source's words and the mark after them, which the rule
        # looks at: a match that would end at another source's is found from that one)
        match = pattern.search(text, start, min(sentence.end, source.end() + 1))
        if match is not None:
            yield match
            searched_from = match.end()


# A claim whose words begin with a pronoun and name nobody: the claimant speaks of itself.
_PERSONAL = re.compile(r"(?:that\s+)?(?:he|she|his|her)\b", re.IGNORECASE)
_THEY = re.compile(r"(?:that\s+)?(?:they|their)\b", re.IGNORECASE)
_OF_ITSELF = re.compile(r"(?:that\s+)?(?:he|she|it|they|his|her|its|their)\b", re.IGNORECASE)


def _someone_else(entities: Entities, text: str, start: int, claimant: str | None) -> bool:
    """Whether reported speech that opens with "he", "she", "his" or "her" speaks of a
    person other than the one who says it: a body or a state is no "he" ("the ministry
    said he had photographed naval bases": the man named before)."""
    return claimant is not None and _PERSONAL.match(text, start) is not None \
        and entities.kind(claimant) in ("organization", "country", "group")


def _person_meant(entities: Entities, text: str, start: int, salience: Salience,
                  claimant: str | None) -> str | None:
    """The person "he" or "she" (or "his", "her") at ``start`` stands for: the last one
    named before whom the pronoun fits, other than the claimant."""
    pronoun = _PERSONAL.match(text, start).group(0).split()[-1].lower()
    return person_called(entities, {"his": "he", "her": "she"}.get(pronoun, pronoun),
                         salience, start, claimant)


@dataclass
class _Found:
    """A match of one of _PATTERNS in a sentence, and what is read from it rule by rule:
    who claims it (``claimant``, found ``how``), whom it is about, and where its words lie
    (``start``, ``end``; those that may name its subject end at ``limit``)."""
    text: str
    sentence: Sentence
    salience: Salience
    rule: str
    type_: str
    pattern: re.Pattern
    match: re.Match
    claimant: str | None = None
    about: str | None = None
    how: str = ""
    start: int = 0
    end: int = 0
    limit: int = 0
    subjects: list[str] = field(default_factory=list)
    answers: bool = False
    about_in_words: bool = False  # whether ``about`` was read from the claim's words

    @property
    def what(self) -> str:
        """The claim's words."""
        return self.text[self.start:self.end]

    @property
    def reported(self) -> bool:
        """Whether the rule reads reported speech ("said that …")."""
        return self.rule in ("said-that", "unnamed-said")


def find_claims(entities: Entities, sentences: tuple[Sentence, ...],
                salience_by_sentence: dict[int, Salience],
                groups: "GroupMaker") -> list[Item]:
    """The claims and denials of the text, each with its claimant and whom it is about,
    and each denial linked to the claim it denies: "The ministry accused Ivanov of spying.
    The embassy rejected the accusations as baseless." """
    items: list[Item] = []
    used = Ids()
    for sentence in sentences:
        salience = salience_by_sentence[sentence.index]
        for found in _rule_matches(entities, sentence, salience):
            item = _claim_of(entities, found, groups, items, used)
            if item is not None:
                items.append(item)
        _claims_denied_that(entities, sentence, salience, items, used)
        _denials_after(entities, sentence, salience, groups, items, used)
        _accusation_said_after(entities, sentence, salience, items, used)
        find_accusation_nouns(entities, sentence, salience, groups, items, used, _headed)
    items = _without_reported_twice(entities, items)
    items = _each_that_clause(entities, items, used)
    _link_denials(entities, sentences, items)
    items = _each_charge(entities, items, used)
    return items


def _rule_matches(entities: Entities, sentence: Sentence,
                  salience: Salience) -> Iterator[_Found]:
    """Each match of each rule of _PATTERNS in ``sentence``, in the order of the rules; an
    "according to X, …" read already as the source of "…, according to X" is not read
    again ("…, according to his spokesman, X.": one claim, not two)."""
    text = entities.text
    sourced_after: list[tuple[int, int]] = []
    for rule, type_, pattern in _PATTERNS:
        matches = (_claims_before(pattern, text, sentence) if rule == "according-to-after"
                   else pattern.finditer(text, sentence.start, sentence.end))
        for match in matches:
            if rule == "according-to-after":
                sourced_after.append(match.span())
            elif rule == "according-to" and any(s <= match.start() < e
                                                for s, e in sourced_after):
                continue
            yield _Found(text, sentence, salience, rule, type_, pattern, match)


# The rules that read words a source gives: reported speech and "according to"
_TOLD_BY_SOURCE = frozenset({"said-that", "according-to", "according-to-after"})


def _claim_of(entities: Entities, found: _Found, groups: "GroupMaker", items: list[Item],
              used: Ids) -> Item | None:
    """The claim (or denial) a rule's match reads, or None when it reads none: its
    claimant, its words, whom it is about, then whether it is a claim at all."""
    _read_claimant(entities, found, groups, items)
    if _left_to_other_rules(entities, found, items):
        return None
    if not _read_words(entities, found):
        return None
    _read_subjects(entities, found)
    if found.rule in ("according-to", "according-to-after") and (
            _no_sourced_claim(found.what) or _own_sides_news(entities, found)
            or found.rule == "according-to" and _describes_source(entities, found)):
        return None
    found.answers = found.reported and _answers(entities, found.sentence, found.match,
                                                found.what, found.start, found.claimant,
                                                items)
    if found.rule in _TOLD_BY_SOURCE and not found.answers and teller_s_own_act(
            entities, found.sentence, found.start, found.end, found.claimant,
            found.salience):
        return None  # (the teller's own act: its event, kg.draft.claims_own_acts)
    if _says_of_itself(entities, found):
        return None
    if found.rule == "said-that" and not found.answers and not any(
            e != found.claimant for e in found.subjects):
        about_someone, whom = _subject_of_clause(entities, found, items)
        if not about_someone:
            return None
        found.about = found.about or whom
    _read_about(entities, found)
    if _no_allegation(entities, found) or _no_claim_of_its_rule(entities, found) \
            or _of_no_one_by_no_one(found):
        return None
    # (read again once it is known to be a claim: the claimant's own state named in its
    # words is no one accused, kg.draft.claims_own_state)
    if found.about_in_words and found.about is not None:
        found.about = _about_corrected(entities, found,
                                       _about_in_words(entities, found, True))
    return _claim_item(entities, found, used)


def _read_claimant(entities: Entities, found: _Found, groups: "GroupMaker",
                   items: list[Item]) -> None:
    """Who makes the claim: the subject of its verb ("The ministry accused Ivanov of
    spying"), the speaker of the quotation it follows ("“…,” X wrote on X, accusing Y of
    …"), or the one whose claim the sentence told first ("he accused X of … and called the
    summons ‘…’"; "alleged that the advisory was 'payback' and said New Zealand was …")."""
    text, sentence, match, rule = found.text, found.sentence, found.match, found.rule
    found.claimant, found.about, found.how = _parties(entities, sentence, match, rule,
                                                      found.salience, groups)
    quoted_speaker = _speaker_of_quotation_before(entities, sentence, match)
    if quoted_speaker is not None:
        found.claimant, found.how = quoted_speaker, "quotation-speaker"
    if rule in _SUBJECT_MAKES and (found.claimant is None or found.how == "sentence-subject"):
        # (a guess from the sentence's first name gives way to the first verb's)
        joined, joined_how = _joined_claimant(entities, sentence, match, items, found.how,
                                              found.salience)
        if joined is not None:
            found.claimant, found.how = joined, joined_how
    elif rule == "said-that" and _AND_BEFORE.search(text, sentence.start, match.start()):
        # (the one whose claim the sentence told first, not a name in it)
        joined = _claimant_just_before(items, sentence, match.start())
        if joined is not None:
            found.claimant, found.how = joined, "joined-claim"


def _left_to_other_rules(entities: Entities, found: _Found, items: list[Item]) -> bool:
    """Whether the match is no claim of this rule's: an unnamed source's words
    ("unnamed-said" reads them), "said on Monday" or "said a counsellor had left" (no
    clause said), or what a source says of itself (not "expelled two diplomats, saying they
    had …": the diplomats; not its answer: "said it had never employed him")."""
    match = found.match
    if found.how == "not-unnamed":
        return True
    if "bare" in found.pattern.groupindex and match.group("bare") is not None \
            and not reported_clause_at(entities, match.start(), match.start("what"),
                                       found.sentence.start):
        return True
    return found.rule == "said-that" and (
        (found.claimant is None and found.how != UNNAMED_SUBJECT) or found.how == UNNAMED
        or _said_of_itself(entities, found)) \
        and not _denies_of_itself(entities, found.sentence, match, found.claimant, items)


def _said_of_itself(entities: Entities, found: _Found) -> bool:
    """Whether reported speech opens with a pronoun for the one who says it: "the ministry
    said it would respond" (not "the ministry said he had photographed naval bases", nor
    "Ivanov said they had followed him": others)."""
    text, claimant, start = found.text, found.claimant, found.match.start("what")
    return _OF_ITSELF.match(text, start) is not None \
        and not _someone_else(entities, text, start, claimant) \
        and not (_THEY.match(text, start) and (
            (claimant is not None and entities.kind(claimant) == "person")
            or others_before(entities, found.match.start(), found.sentence.start)))


def _read_words(entities: Entities, found: _Found) -> bool:
    """Where the claim's words lie (``found.start``, ``found.end``): the rule's ``what``,
    cut at the comma of a relative clause or an apposition and at an attribution after
    them, without the quotation marks or blanks around them (its evidence is these very
    characters). False when they are no claim's words: a single word, or a quotation with
    its speaker after "according to" (the quotation rules read it)."""
    text, match, rule = found.text, found.match, found.rule
    found.start, found.end = match.span("what")
    if re.search(r",\s+(?:which|who)\s+(?:\w+\s+){0,2}$",
                 text[found.sentence.start:match.start()]) \
            or (rule == "accused-passive" and text[match.start()] == ","):
        # "Kigali, which denies backing the rebels, broke off ties", "The clerk, suspected
        # of selling visas, was dismissed": the words end at the clause's comma
        comma = text.find(",", found.start, found.end)
        found.end = comma if comma > found.start else found.end
    _cut_at_attribution(entities, found)
    what = text[found.start:found.end].rstrip(" ,:“\"")
    stripped = what.lstrip(" “\"")
    found.start += len(what) - len(stripped)
    what = stripped.rstrip(" ,:”\"") if stripped.count("“") <= stripped.count("”") \
        else stripped
    found.end = found.start + len(what)
    if (rule.startswith("denied") or rule == "called-a") and re.fullmatch(r"[a-z]{2,}", what):
        # "denied wrongdoing", "denied it", "called the decision “baffling”": the
        # words with their verb (and the quotation's closing mark)
        found.start = match.start()
        found.end += len(_CLOSING.match(text, found.end).group(0))
    if len(found.what.split()) < 2:
        return False
    return not (rule == "according-to-after" and re.search(r"[“”\"]", found.what))


_CLOSING = re.compile(r"[”\"’']?")


def _cut_at_attribution(entities: Entities, found: _Found) -> None:
    """"…, accusing them of spying, the Lithuanian Foreign Ministry said in a statement":
    the words end at the attribution, whose speaker claims them (the ministry rather than
    its state)."""
    trailing = _ATTRIBUTED_AFTER.search(found.text, found.start, found.end)
    if trailing is None:
        return
    found.end = trailing.start()
    speaker = _attributed_speaker(entities, trailing, found.salience)
    if speaker is not None and (found.claimant is None or found.how in _GUESSED | {"parse"}
                                or _state_of(entities, found.claimant) == speaker):
        found.claimant, found.how = speaker, "attribution-after"


def _read_subjects(entities: Entities, found: _Found) -> None:
    """The ones the claim's words name (``found.subjects``), up to "without naming"
    ("…, without naming Panama": not one it names); "a man alleged to have spied on … in
    Berlin" is about the one named just before "alleged", or someone unnamed, never a
    place in what he did."""
    text, sentence, match = found.text, found.sentence, found.match
    unnamed = re.search(r"\b(?:without|not)\s+naming\b", found.what)
    found.limit = found.start + unnamed.start() if unnamed else found.end
    found.subjects = [m.entity for m in entities.mentions_in(found.start, found.limit)
                      if m.kind in AGENT_KINDS | {"city", "place"}]
    if found.rule == "alleged" and found.what.startswith("to "):
        before = [m for m in entities.mentions_in(sentence.start, match.start())
                  if m.kind in AGENT_KINDS and not text[m.end:match.start()].strip(" ,")]
        found.subjects = [before[-1].entity] if before else []


def _says_of_itself(entities: Entities, found: _Found) -> bool:
    """Whether reported speech that answers nothing says what will be done ("said Minsk
    would respond in kind") or what the source says of itself ("a spokesperson for the OSCE
    said the organisation was concerned"; not what it was not told: "the mission had
    received no warning that …")."""
    return found.reported and not found.answers and (
        _states_intent(found.what)
        or _of_itself(entities, found.what, found.start, found.claimant, found.salience)
        and _NEGATED.match(found.what) is None)


def _subject_of_clause(entities: Entities, found: _Found,
                       items: list[Item]) -> tuple[bool, str | None]:
    """(whether it is about someone, whom) for reported speech that names no one but its
    speaker: the subject of its clause ("said the diplomat had photographed naval bases"),
    or a person "he" or "she" stands for. About no one, it is a statement, no claim, unless
    its words are quoted and accuse, or hold quoted words about someone ("said the delay was
    “a breach of the Vienna Convention”")."""
    text, claimant, start = found.text, found.claimant, found.start
    party, whom = clause_party(entities, start, found.salience, found.sentence.start)
    if _someone_else(entities, text, start, claimant):
        party, whom = True, _person_meant(entities, text, start, found.salience, claimant)
    if not party:
        whom = _state_of_thing_told_before(entities, start)
        party = whom is not None and whom != claimant
    if (not party or whom == claimant) and not (
            text[start - 1:start] in "“\"" and ACCUSING.search(found.what)) \
            and not (whom != claimant and _QUOTED_INSIDE.search(found.what)
                     and not _ABOUT_NO_ONE.match(found.what)
                     and not _in_denial(items, start, found.end)):
        return False, None
    return True, whom


# A clause's subject that is a thing named by its noun alone: "the drone had …"
_THE_THING = re.compile(r"[Tt]he\s+(?P<noun>[a-z]{3,})\s+(?:had|has|have|was|were|is|are)\b")


def _state_of_thing_told_before(entities: Entities, start: int) -> str | None:
    """The state a thing belongs to that the text introduced before by its state's
    adjective and the same noun: "A Moldovan cargo drone landed near Iasi. … said the
    drone had carried no permit" (Moldova's)."""
    thing = _THE_THING.match(entities.text, start)
    if thing is None:
        return None
    noun = re.escape(thing.group("noun"))
    introduced = list(re.compile(r"\b(?:[Aa]n?|[Tt]wo|[Tt]hree)\s+(?P<state>[A-Z][\w’'-]+)"
                                 r"(?:\s+[a-z-]+){0,2}?\s+" + noun + r"s?\b"
                                 ).finditer(entities.text, 0, start))
    states = {_state_of(entities, m.entity) for i in introduced
              for m in entities.mentions_in(i.start("state"), i.end("state"))
              if m.kind in ("country", "demonym") or _state_of(entities, m.entity)}
    states.discard(None)
    return states.pop() if len(states) == 1 else None


def _read_about(entities: Entities, found: _Found) -> None:
    """Whom the claim is about: the one it names in its clause or its words (the one
    accused first; not a place in what it says was done: "accused the government of hiding
    the cost of the embassy in Madrid" is not about Madrid), else the body whose staff it
    names, else the author of the act it names; a city stands for its state."""
    if found.about is None:
        found.about = _about_in_clause(entities, found)
    about = found.about or _about_in_words(entities, found)
    found.about_in_words = found.about is None and about is not None
    about = None if about == _UNKNOWN else about
    if about is None:
        # "alleged that consulate staff had paid …": the consulate
        about = body_of_staff(entities, found.start, found.limit) or _staff_accused(
            entities, found)
    if about is None:
        # "claimed that the closure was punishment …": who closed it
        act = _ACT_SUBJECT.match(found.what)
        about = actor_of_act(entities, act.group("act"), found.start, found.salience) \
            if act else None
    found.about = _about_corrected(entities, found, about)


def _staff_accused(entities: Entities, found: _Found) -> str | None:
    """The mission whose people a claim accuses by their post, not by name: "the agency
    accused two consular staff of forging stamps" is about the consulate the text named
    before, whose staff they are (not about whoever later answers for them)."""
    if "whom" not in found.pattern.groupindex or found.match.group("whom") is None:
        return None
    return body_of_staff(entities, found.match.start("whom"), found.match.end("whom"))


def _about_in_clause(entities: Entities, found: _Found) -> str | None:
    """Whom the clause of a reported claim or an accusation names as its subject or object
    (_UNKNOWN: one the draft cannot name): "said the embassy's attaché had …" (the
    attaché's embassy), "the security service said he had recruited informants" (the man
    named before), "two men were charged with spying on activists in the UK", "accusing him
    of gathering information on Iranian exiles" (them, him: not a state in what they did)."""
    text, rule, claimant, start = found.text, found.rule, found.claimant, found.start
    if rule in _REPORTED_CLAUSE:
        _party, whom = clause_party(entities, start, found.salience, found.sentence.start)
        if whom != claimant and whom is not None:
            return whom
        if _someone_else(entities, text, start, claimant):
            return _person_meant(entities, text, start, found.salience, claimant) or _UNKNOWN
    if rule in _PASSIVE_RULES:
        return _UNKNOWN
    if "whom" in found.pattern.groupindex and (
            _PRONOUN_OBJECT.fullmatch(found.match.group("whom"))
            or party_noun(found.match.group("whom").split()[-1])):
        return _UNKNOWN
    return None


def _about_in_words(entities: Entities, found: _Found,
                    beside_own_state: bool = False) -> str | None:
    """The most specific one the claim's words name (a place only for a rule that names
    no one accused nor reads a clause; ``beside_own_state``: not the claimant's own state,
    kg.draft.claims_own_state)."""
    places = {"city", "place"} if "whom" not in found.pattern.groupindex and found.rule \
        not in _PASSIVE_RULES | _REPORTED_CLAUSE else set()
    mentions = [m for m in entities.mentions_in(found.start, found.limit)
                if m.kind in AGENT_KINDS | places]
    return most_specific(entities, without_own_state(entities, found, mentions)
                         if beside_own_state else mentions)


def _about_corrected(entities: Entities, found: _Found, about: str | None) -> str | None:
    """``about`` set right: no place for reported speech ("said the diplomats had met
    opposition leaders in Maracaibo": the diplomats, not where they met), a state for its
    city ("accused Addis Ababa of massing troops"), and the claimant itself for one
    speaking of itself ("Pellu denied that she met them"; not "the agency alleged that he
    had filmed": someone else)."""
    claimant, what = found.claimant, found.what
    if about is not None and found.rule in _REPORTED_CLAUSE \
            and entities.kind(about) in ("city", "place"):
        about = None
    if about is not None and entities.kind(about) == "city":
        about = entities.state_of_city(about) or about
    if about is None and claimant and _OF_ITSELF.match(what) and (
            entities.kind(claimant) == "person") == bool(_PERSONAL.match(what)):
        about = claimant
    return about


def _of_no_one_by_no_one(found: _Found) -> bool:
    """Whether an unnamed source's words are no claim the draft can give: it can name
    neither the body the source speaks for nor anyone the words are about ("One official
    said the file was closed"); words that accuse are kept for the reviewer."""
    return found.rule == "unnamed-said" and found.claimant is None and found.about is None \
        and ACCUSING.search(found.what) is None


def _no_allegation(entities: Entities, found: _Found) -> bool:
    """Whether reported speech that answers nothing alleges nothing: a source on its own
    state (its position), what was done by no one said (a report), or what its own people
    did ("the Ruritanian embassy said its ambassador had spent an hour at the ministry")."""
    if not found.reported or found.answers:
        return False
    what = found.what
    return _own_side(entities, found.sentence, found.match.start(), found.claimant,
                     found.start) \
        or (ACCUSING.search(what) is None
            and passive_without_agent(entities, found.start, found.sentence.start)) \
        or _of_own_people(entities, found.claimant, found.about, what)


def _no_claim_of_its_rule(entities: Entities, found: _Found) -> bool:
    """Whether a rule's match is no claim by what the rule needs: "rejected what he called
    “baseless accusations”" (the denial), "a collective called Jeunesse Debout filed …" (a
    name), "described the talks as short and frank" (of no one; an act the text names is
    someone's: "calls the expulsion a hostile act"), "citing security concerns" (a reason
    that accuses no one), "warned that talks …" (of no one about nothing)."""
    text, rule, match, sentence = found.text, found.rule, found.match, found.sentence
    if rule == "what-called":
        return _REJECTS_BEFORE.search(text, sentence.start, match.start()) is not None
    if rule == "called-a" and _NAMING.search(text, sentence.start, match.start()):
        return True
    if rule in ("described-as", "called-a"):
        return found.about is None and not _ACT_NOUN.fullmatch(match.group("whom").strip())
    if rule == "citing":
        what = found.what
        return not (what[0] in "“\"‘'" or ACCUSING.search(what) or _MISCONDUCT.search(what))
    return rule == "points-out-that" and found.claimant is None and found.about is None


def _claim_item(entities: Entities, found: _Found, used: Ids) -> Item:
    """The drafted claim: a denial when reported speech answers a claim ("the embassy said
    the attaché had never met them"), with its claimants ("Sweden and the Netherlands have
    also accused Iran": both), whom it is about, notes for what the draft could not tell,
    and its evidence (for reported speech the words said, not the act of saying them, which
    may be an event of its own: "complained in a diplomatic note in March that")."""
    claimant, about, what, match = found.claimant, found.about, found.what, found.match
    kind = "Denial" if found.answers else found.type_
    fields = _headed(entities, claimant, what, kind, used, " ".join(what.split()[:5]))
    if claimant:
        fields["claimant"] = joined_subjects(entities, found.sentence, match.start(),
                                             claimant) if found.how == "subject" else [claimant]
    if about:
        fields["about"] = [about]
    fields["text"] = what
    notes = []
    if not claimant:
        notes.append(_NO_CLAIMANT)
    if not about:
        notes.append("Say whom or what the claim is about.")
    if kind == "Denial":
        notes.append("A denial: the claim is that this is not so.")
    if notes:
        fields["note"] = " ".join(notes)
    evidence_end = match.end("how") if found.rule == "denied-reference" \
        and match.group("how") else found.end
    evidence_start = found.start if found.rule == "said-that" else match.start()
    return Item("claims", fields, [Span(evidence_start, evidence_end)],
                f"{found.rule}, {found.how}", missing=tuple(
                    name for name, present in (("claimant", claimant), ("about", about))
                    if not present))


_NO_CLAIMANT = ("The draft could not tell who makes this claim: name the claimant (it is not "
                "a fact of the article).")


# How far back (in sentences) a denial's claim may have been told: "The ministry accused
# Ivanov of spying. The embassy rejected the accusations as baseless."
_DENIAL_REACH = 12


# A denial's words that only point at what others said: "the criticism", "rejected the
# note", "these reports"
_OTHERS_WORDS = re.compile(r"(?:\w+\s+)?(?:the|these|those|such|their|its|his|her)\s+"
                           r"(?:[\w-]+\s+)?[\w-]+\W*", re.IGNORECASE)


def _of_words_of_others(denial: Item) -> bool:
    """Whether a denial that links no claim answers someone else's words (a reference to
    them, or a quotation), so that it is about whoever said them, not about the one denying:
    "The Peruvian embassy dismissed the report." The reviewer completes it."""
    return denial.rule.startswith("denied-reference") or "quotation" in denial.rule \
        or _OTHERS_WORDS.fullmatch(denial.fields["text"]) is not None


def _link_denials(entities: Entities, sentences: tuple[Sentence, ...],
                  items: list[Item]) -> None:
    """Each denial with the claim it denies (``denies``), and whom it is about: "The
    ministry accused Ivanov of spying. The Russian embassy rejected the accusations as
    baseless." is a denial of the accusation, about Ivanov. The claim is the nearest one
    told before it, within _DENIAL_REACH sentences, that is about the one denying or one of
    its people (else the nearest allegation), or, for a denial in words of its own, the
    claim about the one denying whose words it echoes, however far back; a denial with none
    is about the one denying ("Russia denied any involvement": about Russia)."""
    starts = [s.start for s in sentences]

    def sentence_number(offset: int) -> int:
        return bisect.bisect_right(starts, offset)

    for denial in sorted(items, key=lambda c: c.evidence[0].start):
        if denial.fields["type"] != "Denial" or "denies" in denial.fields:
            continue
        at = denial.evidence[0].start
        denier = (denial.fields.get("claimant") or [None])[0]
        # (in the order the text tells them: a sentence's claims are drafted rule by rule)
        earlier = sorted((c for c in items if c.fields["type"] != "Denial"
                          and c.evidence[0].end <= at and (denier is None or not _same_side(
                              entities, denier, c.fields.get("claimant") or []))),
                         key=lambda c: c.evidence[0].start)
        others = [c for c in earlier
                  if sentence_number(at) - sentence_number(c.evidence[0].start) <= _DENIAL_REACH]
        denied = _echoed_concerning(entities, denial, denier, earlier) or (
            None if denial.rule.startswith("denied-reference")
            else echoed(denial.fields["text"], others))
        went_on = denial_just_before(entities, [c for c in items if c is not denial],
                                     denier, at) if denied is None else None
        if went_on is not None and went_on.fields.get("denies"):
            # "Berg denied meeting the crew. “I never saw that ship,” he said.": the
            # second denies what the first does
            denial.fields["denies"] = list(went_on.fields["denies"])
            if "about" not in denial.fields and went_on.fields.get("about"):
                denial.fields["about"] = list(went_on.fields["about"])
            _settle_about(denial)
            continue
        denied = denied or _denied_claim(entities, denial, denier, others)
        if denied is not None and not denied.fields.get("about") and denier is not None:
            # a claim that names no one, denied by X, is about X: "Truck drivers accused the
            # authority of … The authority denied the accusation"
            denied.fields["about"] = [denier]
            first = ("id", "type", "label", "claimant", "about")  # (the order written)
            denied.fields = {**{k: denied.fields[k] for k in first if k in denied.fields},
                             **{k: v for k, v in denied.fields.items() if k not in first}}
            denied.missing = tuple(m for m in denied.missing if m != "about")
            note = denied.fields.pop("note", "").replace(
                "Say whom or what the claim is about.", "").strip()
            denied.fields["note"] = " ".join(
                (note + " About: the one who denies it, as the draft reads it.").split())
        if denied is not None:
            denial.fields["denies"] = [denied.fields["id"]]
            if _PLURAL_REFERENCE.search(denial.fields["text"]) and denier is not None:
                # "rejected the allegations": every accusation told before about the one
                # denying, the nearest first, and those about no one the draft could name
                # ("a complaint alleged that he had offered cash …")
                denial.fields["denies"] += [
                    c.fields["id"] for c in reversed(others) if c is not denied and (
                        _concerns(entities, c, denier) or c.fields["type"] == "Allegation"
                        and not c.fields.get("about"))]
                # ("… said there had been an increase in crime, and warned that tourists
                # had been targeted. Fijian officials dispute both statements.")
                denial.fields["denies"] += [
                    c.fields["id"] for c in _told_together(denied, others, sentence_number)
                    if c.fields["id"] not in denial.fields["denies"]]
            if "about" not in denial.fields and denied.fields.get("about"):
                denial.fields["about"] = list(denied.fields["about"])
        if "about" not in denial.fields and denier is not None \
                and not _of_words_of_others(denial):
            denial.fields["about"] = [denier]
        _settle_about(denial)


def _settle_about(denial: Item) -> None:
    """A denial's ``missing`` and note as its ``about`` now stands: to be completed by the
    reviewer when it has none."""
    denial.missing = tuple(m for m in denial.missing if m != "about") + (
        () if denial.fields.get("about") else ("about",))
    note = denial.fields.pop("note", "")
    if denial.fields.get("about"):
        note = " ".join(note.replace("Say whom or what the claim is about.", "").split())
    if note:
        denial.fields["note"] = note  # (last, as the other claims' notes)


def _told_together(claim: Item, others: list[Item], sentence_number) -> list[Item]:
    """The claims of ``claim``'s claimant told in its sentence, in the text's order (the
    claim itself among them): what a denial of "both statements" answers with it."""
    claimants = claim.fields.get("claimant") or []
    at = sentence_number(claim.evidence[0].start)
    together = [c for c in others if (c.fields.get("claimant") or []) == claimants
                and sentence_number(c.evidence[0].start) == at]
    return sorted(together or [claim], key=lambda c: c.evidence[0].start)


def _same_side(entities: Entities, denier: str, claimants: list[str]) -> bool:
    """Whether a claim's claimants are the denier or speak for the denier's state: the
    Serbian embassy does not deny what the Serbian president said."""
    if denier in claimants:
        return True
    side = side_of(entities, denier)
    return side is not None and any(side_of(entities, c) == side for c in claimants)


# Words too common to tie a denial to a claim by
_COMMON = frozenset("""about above after again against also among another because been
before being between both could does doing down during each even every from further had has
have having here into just more most much never only other over same should some such than
that their them then there these they this those through under until very were what when where
which while will with would your said says told there absolutely nothing single
were have they them this that what when only even just very much many more most some
into onto upon than then also over does done made make there here""".split())


def _content_stems(words: str) -> set[str]:
    """The first five letters of each word of four or more letters that is not a common one:
    "intimidation" and "intimidate" share "intim". (Names and a state's adjective are no
    echo: "the Spanish account" is not "Spanish waters".)"""
    return {w[:5].lower() for w in re.findall(r"(?<![\w’'-])[a-z]{4,}", words)
            if w not in _COMMON}


# The rule of a denial a speaker makes inside a quotation (kg.draft.quoted_claims)
QUOTED_DENIAL = "denial-in-quotation"


# Where a denial's own words end and the reason given for them begins: "denied that the
# boats had met, saying the trawler …" (the reason's words echo no claim it denies)
_OWN_WORDS_END = re.compile(r",\s+(?:saying|adding|insisting|arguing|noting)\b")


def echoed(denial_words: str, claims: list[Item]) -> Item | None:
    """The latest of ``claims`` whose words the denial's echo: "No visa was ever
    sold" denies "selling visas for cash"."""
    stems = _content_stems(_OWN_WORDS_END.split(denial_words, maxsplit=1)[0])
    if not stems:
        return None
    return next((c for c in reversed(claims) if stems & _content_stems(c.fields["text"])),
                None)


# A denial's words that point at the claim just told: "rejected that account", "denied
# this claim"
_DEMONSTRATIVE = re.compile(r"(?:that|this)\s+(?:[\w’'-]+\s+)?" + _REFERRED + r"\b")


def _echoed_concerning(entities: Entities, denial: Item, denier: str | None,
                       earlier: list[Item]) -> Item | None:
    """The claim about the one denying (or its side) whose words a denial in words of its
    own echoes, however far back the text told it: "X accused the consul of handing cash
    to activists. … Weeks later the consul denied ever handing money to anyone" answers the
    accusation, not a claim about the consul told nearer. (A denial of "the allegations"
    has no words to echo.)"""
    if denier is None or denial.rule.startswith("denied-reference"):
        return None
    return echoed(denial.fields["text"],
                  [c for c in earlier if _concerns(entities, c, denier)])


def _denied_claim(entities: Entities, denial: Item, denier: str | None, others: list[Item]
                  ) -> Item | None:
    """Which of ``others`` (the claims told before it, by someone else) a denial denies:
    "rejected that account": the one told just before; a denial in a quotation: the one its
    words echo ("There were no cameras" denies "carrying cameras into …"); else the nearest
    claim about the one denying or its side (an answer is to what was said of it, whatever
    the verb that said it), then an accusation about someone the draft could not name, then
    the last accusation; with none of those, the last claim told by another (a denial
    answers what was said before it: "These stories are lies," after a claim about
    someone else the draft could not tie to the one denying)."""
    if not others:
        return None
    if _DEMONSTRATIVE.match(denial.fields["text"]):
        return others[-1]
    latest = list(reversed(others))
    concerning = [c for c in latest if denier is not None and _concerns(entities, c, denier)]
    if denial.rule.startswith(QUOTED_DENIAL):
        found = echoed(denial.fields["text"], others)
        if found is not None:
            return found
    return next(iter(concerning), None) \
        or next((c for c in latest if c.fields["type"] == "Allegation"
                 and not c.fields.get("about")), None) \
        or next((c for c in latest if c.fields["type"] == "Allegation"), None) \
        or latest[0]


# A denial's words that refer to more than one claim: "the allegations", "these reports"
_PLURAL_REFERENCE = re.compile(r"\b(?:the|these|those|all|such|any|both)\s+(?:[\w’'-]+\s+)?"
                               + _REFERRED[:-1] + r")(?<=s)\b")


def _concerns(entities: Entities, claim: Item, denier: str) -> bool:
    """Whether a claim is about ``denier``, or about one of its people or bodies, or about
    the state the denier speaks for: a claim about a diplomat of Russia concerns Russia's
    denial; one about Kyrgyzstan, a Kyrgyz minister's."""
    about = claim.fields.get("about") or []
    if denier in about or any(
            denier in (entities.items[a].fields.get("of_state"), entities.items[a].fields.get(
                "governs")) for a in about if a in entities.items):
        return True
    side = side_of(entities, denier)
    return side is not None and any(side_of(entities, a) == side for a in about)


def side_of(entities: Entities, entity: str) -> str | None:
    """The state an entity speaks for: a state itself, a capital's state, a body's
    ``of_state``, or for a person the state a demonym or possessive right before their name
    says ("Kyrgyz Energy Minister Azamat Ormonov", "Russia's ambassador, Pavel Ivanov")."""
    if entity not in entities.items:
        return None
    if entities.kind(entity) != "person":
        return _state_of(entities, entity)
    text = entities.text
    for mention in entities.mentions:
        if mention.entity != entity:
            continue
        before = [m for m in entities.mentions_in(max(0, mention.start - 60), mention.start)
                  if m.kind in ("country", "organization")]
        if before and (DEMONYM_TO_NAME.fullmatch(text, before[-1].end, mention.start)
                       or _APPOSED_BEFORE.fullmatch(text, before[-1].end, mention.start)):
            # "Russian Foreign Ministry spokeswoman Olga Belova", "A spokeswoman for
            # the Dutch foreign ministry, Anke de Vries"
            state = _state_of(entities, before[-1].entity)
            if state is not None:
                return state
        role = _ROLE_AFTER.match(text, mention.end)
        after = [m for m in entities.mentions_in(role.end(), role.end() + 80)
                 if m.start == role.end() and m.kind in ("country", "organization")] \
            if role else []
        if after and _state_of(entities, after[0].entity) is not None:
            # "Ilka Brandt, a spokeswoman for the Federal Police,"
            return _state_of(entities, after[0].entity)
    return None


# A name in apposition after who someone is: "A spokeswoman for the Dutch foreign ministry, "
_APPOSED_BEFORE = re.compile(r"(?:['’]s)?(?:\s+[\w’'-]+){0,2}\s*,\s+(?:[A-Z][\w’'.-]*\.?\s+){0,2}")
# Who someone is, after their name: ", a spokesman for the ", ", Russia's ", ", a "
# (before a state's adjective: ", a Russian diplomat")
_ROLE_AFTER = re.compile(r",\s+(?:(?:a|an|the)\s+(?:(?:[\w’'-]+\s+){0,4}?(?:for|of|at|to|in)\s+"
                         r"(?:the\s+)?)?)?")


# Between a state's adjective and the one it describes: "the Russian diplomat Pavel Ivanov",
# "Iran's ambassador, Kazem Jalali,"
_DESCRIBED = re.compile(r"(?:['’]s)?\s+(?:(?:[a-z][\w’'-]*|[A-Z][\w’'.-]*)\s+){0,4}?(?:,\s+)?")


def most_specific(entities: Entities, mentions: list) -> str | None:
    """Whom words are about: the first one named, or the person or body a state's name or
    adjective describes ("accused the Russian diplomat Pavel Ivanov of": Ivanov, not
    Russia)."""
    if not mentions:
        return None
    first = mentions[0]
    if first.kind in ("country", "city"):
        described = next((m for m in mentions[1:] if m.kind in ("person", "organization",
                                                                "group")), None)
        if described is not None and described.start - first.end <= 60 \
                and _DESCRIBED.fullmatch(entities.text, first.end, described.start):
            return described.entity
    if first.kind == "city":
        return entities.state_of_city(first.entity) or first.entity
    return first.entity


# One person described by what they are, not named: "a Russian diplomat", "the attaché"
_DESCRIBED_ONE = re.compile(r"(?:a|an|the|one)\s+(?:(?!(?:with|of|for|to|in|on|at|by|from|"
                            r"and|or|the|a|an)\b)[\w’'-]+\s+){0,3}?(?P<role>[a-zé]+)")


def _described_person(entities: Entities, start: int, end: int, named: list) -> str | None:
    """The person an accusation's object describes without naming ("accused a Russian
    diplomat of spying", "the attaché"), when the text names them by that title (before or
    after: "The diplomat, Ivan Petrov, left on Friday"); the state of "Russian" is not whom
    it accuses. None when the words name a body or a person, or the text names no one so."""
    found = _DESCRIBED_ONE.fullmatch(entities.text, start, end)
    if found is None or not party_noun(found.group("role")) \
            or found.group("role") in _BODY_WORDS_ACCUSED \
            or any(m.kind not in ("country", "city") for m in named):
        return None
    return named_with_title(entities, found.group("role"), start)


# The words of a party noun that name a body, not a person
_BODY_WORDS_ACCUSED = {"embassy", "embassies", "consulate", "consulates", "mission", "ministry",
                       "government", "authorities", "regime", "junta", "police", "army",
                       "troops", "forces", "military", "service", "agency", "vessel", "ship",
                       "coastguard", "guard", "group", "company", "firm", "crew", "crews",
                       "staff", "militias", "militia", "rebels"}


def _apposed_person(entities: Entities, mentions: list) -> str | None:
    """The person named in apposition after the words for who they are, in an
    accusation's object: "a Chinese embassy employee, Jian Guo," (not "Ivanov and the
    embassy")."""
    for before, person in zip(mentions, mentions[1:]):
        if person.kind == "person" and before.kind in ("organization", "country") \
                and re.fullmatch(r"(?:['’]s)?(?:\s+[a-z][\w’'-]*){0,3}\s*,\s+",
                                 entities.text[before.end:person.start]):
            return person.entity
    return None


def _headed(entities: Entities, claimant: str | None, what: str, type_: str, used: Ids,
            slug_words: str) -> dict:
    """A claim's id (unique in the article), type and label."""
    name = entities.name(claimant) if claimant else "unknown claimant"
    slug = used.give(slugify(f"{claimant or 'unattributed'} {slug_words}"))
    label = f"{name}: {what}" if len(what) <= 110 else f"{name}: {what[:107]}..."
    return {"id": slug, "type": type_, "label": {"en": label}}


# What a denial of "the charge that …" goes on with: the claim it denies, in the words
# after "that" ("rejects the charge that officials encouraged the protest"), or after the
# one who made it ("dismissed claims by the opposition that …")
_THAT_CLAIM = re.compile(r"(?:\s+(?:by|from)\s+(?P<who>[^,.;“”\"]{2,60}?))?\s+that\s+"
                         r"(?P<what>(?:" + _GOES_ON + _CLAIM_CHAR + r")+)")


def _claims_denied_that(entities: Entities, sentence: Sentence, salience: Salience,
                        items: list[Item], used: Ids) -> None:
    """The claim a denial of "the charge that …" states, drafted and denied by it:
    "Guatemala rejects the charge that officials encouraged the protest" is a denial of
    the claim "officials encouraged the protest", about Guatemala. Its claimant is the one
    the words name after "by", else the one who made the last claim told before about the
    one denying, else left to the reviewer."""
    text = entities.text
    for denial in [c for c in items if c.rule.startswith("denied-reference")
                   and "denies" not in c.fields
                   and sentence.start <= c.evidence[0].start < sentence.end]:
        found = _THAT_CLAIM.match(text, denial.evidence[0].end, sentence.end)
        if found is None or len(found.group("what").split()) < 3:
            continue
        what_start, what_end = found.span("what")
        what = text[what_start:what_end].rstrip(" ,:“\"")
        denier = (denial.fields.get("claimant") or [None])[0]
        told = echoes_claim_of_another(entities, what, denier, [
            c for c in items if denier is not None and _concerns(entities, c, denier)],
            denial.evidence[0].start)
        if told is not None:
            # ("Moldova accused the embassy of funding protests. Russia denied accusations
            # that its embassy funded the protests": the accusation told already)
            denial.fields["denies"] = [told.fields["id"]]
            continue
        claimant = _maker_of_claim(entities, found, items, denier, denial.evidence[0].start)
        party, whom = clause_party(entities, what_start, salience, sentence.start)
        named = [m for m in entities.mentions_in(what_start, what_start + len(what))
                 if m.kind in AGENT_KINDS]
        about = (whom if party else None) or most_specific(entities, named) or denier
        fields = _headed(entities, claimant, what, "Allegation", used,
                         " ".join(what.split()[:5]))
        if claimant:
            fields["claimant"] = [claimant]
        if about:
            fields["about"] = [about]
        fields["text"] = what
        if not claimant:
            fields["note"] = _NO_CLAIMANT
        items.append(Item("claims", fields, [Span(what_start, what_start + len(what))],
                          "denied-that-claim", missing=() if claimant else ("claimant",)))
        denial.fields["denies"] = [fields["id"]]
        if about and "about" not in denial.fields:
            denial.fields["about"] = [about]


def _maker_of_claim(entities: Entities, found: re.Match, items: list[Item],
                    denier: str | None, position: int) -> str | None:
    """Who made the claim a denial states: the one named after "by", else the claimant of
    the last claim told before ``position`` about the one denying, by another side."""
    if found.group("who"):
        named = [m for m in entities.mentions_in(*found.span("who")) if m.kind in AGENT_KINDS]
        if named:
            return most_specific(entities, named)
    if denier is None:
        return None
    told = [c for c in items if c.fields["type"] != "Denial" and c.fields.get("claimant")
            and c.evidence[0].end <= position and _concerns(entities, c, denier)
            and not _same_side(entities, denier, c.fields["claimant"])]
    return max(told, key=lambda c: c.evidence[0].start).fields["claimant"][0] if told else None


# "…, an allegation Ivorian officials have always denied", "…, a charge Western diplomats
# dismissed": a denial of the words before the comma, by the one named after the noun
_DENIED_AFTER = re.compile(
    r",\s+(?:(?:a|an|the)\s+)?" + one_of("allegations? accusations? claims? charges?")
    + r"\s+(?:that\s+)?(?P<who>[^,.;“”\"]{2,60}?)\s+(?:(?:has|have|had|was|were)\s+)?(?:"
    + one_of("always repeatedly consistently long strongly flatly firmly categorically "
             "vehemently since also again immediately quickly swiftly later publicly "
             "vigorously") + r"\s+)*"
    + one_of(r"denied denies deny rejected rejects reject dismissed dismisses dismiss "
             r"called\s+(?:baseless|false|unfounded)") + r"\b")


# Words for the one an accusation is about, after "a charge": "the junta", "the regime",
# "the military", "the authorities"
_THE_ACCUSED = re.compile(r"the\s+(?:[a-z][\w-]*\s+)?" + one_of(
    "junta regime military army authorities government administration leadership"))


_SAID_IN_CLAUSE = re.compile(r"\b" + one_of(
    "said says argued argues claimed claims alleged alleges insisted insists maintained "
    "maintains") + r"\s+(?:(?:on|last|this)\s+\w+\s+|\w+day\s+)?(?:that\s+)?")


def _denials_after(entities: Entities, sentence: Sentence, salience: Salience,
                   groups: "GroupMaker", items: list[Item], used: Ids) -> None:
    text = entities.text
    for match in _DENIED_AFTER.finditer(text, sentence.start, sentence.end):
        comma = match.start()
        # what is denied: the claim drafted from the words right before the comma, or
        # else the clause there
        told = next((item for item in items for span in item.evidence
                     if span.end == comma and sentence.start <= span.start), None)
        if told is not None:
            what, about = told.fields["text"], (told.fields.get("about") or [None])[0]
            what_start = text.rfind(what, sentence.start, comma)
        else:
            # what someone "said" or "argued" in the clause before the comma (a fact the
            # article tells is not made a claim by a denial after it)
            clause_start = max(text.rfind(",", sentence.start, comma) + 1, sentence.start)
            said = _SAID_IN_CLAUSE.search(text, clause_start, comma)
            if said is None:
                continue
            what_start, what = said.end(), text[said.end():comma]
            subjects = [m.entity for m in entities.mentions_in(what_start, comma)
                        if m.kind in AGENT_KINDS]
            about = subjects[0] if subjects else None
        if what_start < 0 or len(what.split()) < 2:
            continue
        who_start, who_end = match.span("who")
        who = text[who_start:who_end].strip()
        named = [m for m in entities.mentions_in(who_start, who_end)
                 if m.kind in AGENT_KINDS | {"city"}]
        if who.lower() in ("it", "they", "he", "she"):
            # "accuse the junta of pursuing critics abroad, a charge it denies": the one
            # accused, if the draft knows it
            claimant = about
        elif named and re.fullmatch(r"(?:the\s+)?", text[who_start:named[-1].start]) \
                and re.fullmatch(r"\s*(?:government|authorities|administration)?\s*",
                                 text[named[-1].end:who_end]):
            # ("the Belize government": the state; a capital: its state)
            claimant = named[-1].entity if named[-1].kind != "city" \
                else entities.state_of_city(named[-1].entity)
        elif named and named[-1].kind in ("organization", "person") \
                and not text[named[-1].end:who_end].strip():
            claimant = named[-1].entity  # "Indonesia's Foreign Ministry"
        elif _REFERENCE_ONLY.fullmatch(who):
            claimant = resolve(entities, text[who_start:who_end].strip().lower(), salience,
                               who_start)
        elif about is not None and _THE_ACCUSED.fullmatch(who):
            # "accused Myanmar's military of shelling villages, a charge the junta denied":
            # the one accused, by the words for it
            claimant = about
        else:
            claimant = groups.group(who_start, who_end)
        # (the words denied and the denial's own, "…, a charge Rabat denied")
        words_start = what_start
        words = text[words_start:match.end()]
        fields = _headed(entities, claimant, words, "Denial", used,
                         "denies " + " ".join(what.split()[:4]))
        if claimant:
            fields["claimant"] = [claimant]
        if about:
            fields["about"] = [about]
        if told is not None:
            fields["denies"] = [told.fields["id"]]
        fields["text"] = words
        fields["note"] = ("A denial: the claim is that the words before it are not so." + (
            "" if about else " Say whom or what the claim is about."))
        items.append(Item("claims", fields, [Span(words_start, match.end())],
                          "denied-after-allegation", missing=tuple(
                              name for name, found in (("claimant", claimant),
                                                       ("about", about)) if not found)))


# A sentence of reported speech whose speaker comes after it, without quotation marks:
# "Chinese coast guard ships fired water cannon at a Philippine vessel, the Philippine coast
# guard said."
_SAID_AFTER = re.compile(r"(?P<what>[^“”\"\n]{12,}?),\s+(?P<who>(?:the\s+|a\s+|an\s+)?"
                         r"(?!which\b|who\b)[^,.;“”\"]{2,80}?)\s+(?:said|says|alleged|alleges|"
                         r"claimed|claims|charged|charges)(?:\s+(?:on|in|late|early|last)"
                         r"(?:\s+[^,.;“”\"\s]+){1,3})?\s*[.]?\s*$")


def _accusation_said_after(entities: Entities, sentence: Sentence, salience: Salience,
                           items: list[Item], used: Ids) -> None:
    """An accusation told before its speaker, without quotation marks: "A Chinese military
    aircraft violated Japanese airspace near Nagasaki, the Defence Ministry said." is the
    ministry's allegation about China; a report in words that accuse no one ("The talks
    lasted two hours, the ministry said") is left alone."""
    text = entities.text
    found = _SAID_AFTER.fullmatch(text, sentence.start, sentence.end)
    if found is None or ACCUSING.search(found.group("what")) is None:
        return
    what_start, what_end = found.span("what")
    if any(s.start < what_end and what_start < s.end for c in items for s in c.evidence):
        return
    claimant = _attributed_speaker(entities, found, salience)
    if claimant is None:
        return
    party, whom = clause_party(entities, what_start, salience, sentence.start)
    named = [m for m in entities.mentions_in(what_start, what_end)
             if m.kind in AGENT_KINDS and m.entity != claimant]
    about = whom if party and whom != claimant else most_specific(entities, named)
    if about is None or _own_side(entities, sentence, what_start, claimant, what_start) \
            or side_of(entities, about) is not None \
            and side_of(entities, about) == side_of(entities, claimant):
        return
    what = text[what_start:what_end]
    fields = _headed(entities, claimant, what, "Allegation", used, " ".join(what.split()[:5]))
    fields.update(claimant=[claimant], about=[about], text=what)
    items.append(Item("claims", fields, [Span(what_start, what_end)], "said-after, attribution"))


_CLAIM_VERB = re.compile(r"\b(?:accused|accuses|alleged|alleges|claimed|claims|denied|denies|"
                         r"rejected|rejects|said|says|called|calls|described|identified)\b")


_AFTER_QUOTATION = re.compile(r"[,.!?][”\"’']\s+(?P<rest>[^“”\"]*?),\s+$")


def _speaker_of_quotation_before(entities: Entities, sentence: Sentence, match: re.Match
                                 ) -> str | None:
    """The speaker named after a quotation whose attribution a participle goes on from:
    "“We will not stand by,” Ade Bello wrote on X, accusing Beninese authorities of …"."""
    if not re.match(r"\w+ing\b", match.group(0)):
        return None
    found = _AFTER_QUOTATION.search(entities.text, sentence.start, match.start())
    if found is None:
        return None
    rest_start, rest_end = found.span("rest")
    if not SPEECH_VERB.search(entities.text, rest_start, rest_end):
        return None
    named = [m for m in entities.mentions_in(rest_start, rest_end) if m.kind in AGENT_KINDS]
    # (the person a state's adjective describes: "said Lithuanian Foreign Minister Kestutis
    # Budrys, accusing …")
    return most_specific(entities, named)


def _claimant_just_before(items: list[Item], sentence: Sentence, position: int
                          ) -> str | None:
    """The claimant of the last claim drafted in ``sentence`` before ``position``."""
    before = [c for c in items if c.fields.get("claimant")
              and sentence.start <= c.evidence[0].start < position]
    return max(before, key=lambda c: c.evidence[0].start).fields["claimant"][0] \
        if before else None


def _joined_claimant(entities: Entities, sentence: Sentence, match: re.Match,
                     items: list[Item], how: str, salience: Salience
                     ) -> tuple[str | None, str]:
    """The claimant of a verb joined by "and" to the verb of a claim drafted just before in
    the sentence ("he accused the Guardia Civil of … and called the summons ‘…’"), or of a
    document's verb ("handed him a protest note that described the closure as …": the one
    who handed it)."""
    text = entities.text
    if _AND_BEFORE.search(text, sentence.start, match.start()):
        before = [c for c in items if c.fields.get("claimant") and sentence.start
                  <= c.evidence[0].start < match.start()]
        if before:
            return before[-1].fields["claimant"][0], "joined-claim"
        first = _CLAIM_VERB.search(text, sentence.start, match.start())
        if first is not None:
            subject, found = subject_before(entities, sentence, first.start(), salience)
            if subject is not None and found in ("subject", "reference"):
                return subject, "joined-claim"
    document = re.search(r"\b(?:note|statement|letter|communiqu[eé]|declaration)\s+(?:that|"
                         r"which)\s+$", text[sentence.start:match.start()])
    if document:
        named = [m for m in entities.mentions_in(sentence.start, match.start())
                 if m.kind in ("organization", "country")]
        if named and _OPENS.fullmatch(text, sentence.start, named[0].start) or named and \
                re.fullmatch(r"(?:[^,]{0,40},\s+){1,2}(?:the\s+)?",
                             text[sentence.start:named[0].start]):
            return named[0].entity, "document-author"
    return None, how


def _unnamed_speaker(entities: Entities, sentence: Sentence, position: int,
                     groups: "GroupMaker") -> str | None:
    """The body or state an unnamed speaker of the verb at ``position`` speaks for ("A
    spokeswoman for the Chilean foreign ministry said … and accused Lima of …": the
    ministry, for both verbs)."""
    span = unnamed_phrase(entities, sentence, position)
    return groups.speaker(*span) if span is not None else None


def _first_joined_verb(entities: Entities, sentence: Sentence, position: int) -> int:
    """Where the first verb of saying or accusing stands that the one at ``position`` is
    joined to by "and" ("… said that … and accused"), else ``position``: the words before
    it say who speaks for both."""
    text = entities.text
    if _AND_BEFORE.search(text, sentence.start, position):
        first = _CLAIM_VERB.search(text, sentence.start, position)
        if first is not None:
            return first.start()
    return position


# A finite verb after a subject: "identified", "said", "told"
_FINITE_VERB = re.compile(r"\s(?:[a-z]{3,}ed|said|says|told|met|sent|made|gave|took)\s")
# A verb joined to the one before it: "… and alleged"
_AND_BEFORE = re.compile(r"\s(?:and|but)\s+(?:also\s+|then\s+|later\s+)?$")
# What may stand before a sentence's subject: "The", an opening phrase set off by a comma
_OPENS = re.compile(r"\s*(?:[A-Z][\w\s]{0,30},\s+)?(?:(?:[Tt]he|[Ii]ts|[Tt]heir)\s+)?")
# The rules whose claimant is the subject of their verb
_SUBJECT_MAKES = {"accused-of", "pointed-to-as", "called-a", "alleged", "denied",
                  "denied-reference", "claimed", "what-called", "citing"}
# A sentence's subject that names no one the draft knows: a few words, then at most an
# auxiliary and a time ("Truck drivers' unions have accused", "Opposition lawmakers on
# Monday alleged")
_SUBJECT_PHRASE = re.compile(r"\s*(?P<phrase>(?:[Tt]he\s+)?[A-Z][\w’'-]*(?:\s+[\w’'-]+){0,5}?)"
                             r"(?:\s+(?:have|has|had|also|again|repeatedly|publicly|on\s+\w+|"
                             r"last\s+\w+))*\s+")


def _parties(entities: Entities, sentence: Sentence, match: re.Match, rule: str,
             salience: Salience, groups: "GroupMaker") -> tuple[str | None, str | None, str]:
    """(claimant, about, how the claimant was found)."""
    subject, how = subject_before(entities, sentence, match.start(), salience)
    if rule in _SUBJECT_MAKES and _AND_BEFORE.search(entities.text, sentence.start,
                                                    match.start()):
        # "The ABW identified one of the consulate's employees as an officer of the KGB and
        # alleged that …": the sentence's subject, not the last one named before "and"
        named = [m for m in entities.mentions_in(sentence.start, match.start())
                 if m.kind in AGENT_KINDS]
        found = [m for m in named if m.entity == subject]
        first_verb = _FINITE_VERB.search(entities.text, named[0].end, match.start()) \
            if named else None
        if named and _OPENS.fullmatch(entities.text, sentence.start, named[0].start) \
                and first_verb is not None and (not found
                                                or found[-1].start > first_verb.start()):
            # ("Benin's Ministry of Foreign Affairs": the ministry; not when the one found
            # stands before the first verb: "X's spokeswoman, Maly Socheata, said … and
            # accused")
            subject, how = most_specific(entities, named), "subject"
    if rule in _PARSED_VERBS:
        subject, how = _parsed_subject(entities, sentence, match, subject, how, salience)
    if rule == "said-that" and _the_one_told(entities, sentence, match, subject):
        # the teller by the parse, else no one: never the one told
        subject, how = speaker_of_verb(entities, match.start(), salience, sentence.start)
        subject = None if subject == _told_before(entities, sentence, match) else subject
    if subject is None and how == UNNAMED and rule in _SUBJECT_MAKES:
        # "A senior Kyrgyz diplomat, who asked not to be named, denied …", "officials at
        # the Polish foreign ministry alleged …": the state or body the unnamed speak for
        found = _unnamed_speaker(entities, sentence, _first_joined_verb(
            entities, sentence, match.start()), groups)
        if found is not None:
            subject, how = found, "unnamed-claimant"
    if subject is None and rule in _SUBJECT_MAKES:
        # "Truck drivers' unions have accused …": the group the sentence's subject names
        phrase = _SUBJECT_PHRASE.fullmatch(entities.text, sentence.start, match.start())
        if phrase is not None and DOCUMENT.fullmatch(phrase.group("phrase")):
            subject = author_of_document(entities, salience, phrase.start("phrase"))
            how = "document-author" if subject else how
        elif phrase is not None and _REFERENCE_ONLY.fullmatch(phrase.group("phrase")):
            # "The government rejected …": the government the text spoke of, not a group
            subject = resolve(entities, phrase.group("phrase").lower(), salience,
                              phrase.start("phrase"))
            how = "reference" if subject else how
        elif phrase is not None:
            subject = groups.group(*phrase.span("phrase"))
            how = "subject-phrase" if subject else how
    if rule in {"accused-by", "accused-passive"}:
        return _passive_parties(entities, sentence, match, salience, groups)
    if rule == "accused-whom":
        return _relative_parties(entities, sentence, match, salience, groups)
    if rule in {"identified-by", "according-to", "according-to-after"}:
        who_start, who_end = match.span("who")
        known_as = re.search(r",\s+" + _KNOWN_AS, entities.text[who_start:who_end])
        if known_as:
            # "the Czech counter-intelligence service, known by its initials BIS": BIS
            named = [m for m in entities.mentions if m.start == who_start + known_as.end()
                     and m.kind in AGENT_KINDS]
            if named:
                return named[0].entity, None, "named-claimant"
            who_end = who_start + known_as.start()
        # "his spokesman, Ogwal Beyendeza": the named person of an apposition
        apposed = re.search(r",\s*", entities.text[who_start:who_end])
        if apposed:
            named_after = [m for m in entities.mentions
                           if m.start == who_start + apposed.end() and m.kind in AGENT_KINDS]
            if named_after:
                return named_after[0].entity, None, "named-claimant"
        named = [m for m in entities.mentions
                 if who_start <= m.start and m.end <= who_end and m.kind in AGENT_KINDS]
        words = entities.text[who_start:who_end]
        if named and named[0].start - who_start <= 4 and re.fullmatch(
                r"(?:the\s+)?" + re.escape(named[0].text) + r"(?:'s|’s)?", words.strip()):
            claimant = named[0].entity
        elif _REFERENCE_ONLY.fullmatch(words.strip()):
            claimant = resolve(entities, words.strip().lower(), salience, who_start)
        else:
            claimant = groups.group(who_start, who_end)
        about = subject if rule == "identified-by" else None
        return claimant, about, "named-claimant" if claimant else "no-claimant"
    if rule in {"accused-of", "pointed-to-as", "called-a", "described-as"}:
        whom_start, whom_end = match.span("whom")
        named = entities.mentions_in(whom_start, whom_end)
        # (the person rather than the body or state they serve: "accused a Chinese embassy
        # employee, Jian Guo, of …" is about Jian Guo)
        about = _apposed_person(entities, named) or _described_person(
            entities, whom_start, whom_end, named) or most_specific(entities, named)
        if about is None:
            # "accused the government of …": the government the text speaks of (the
            # parse's object, kg.draft.speech)
            parsed, parsed_how = object_of_verb(entities, match.start(), salience)
            # (a name the parse finds only somewhere in the object's words may be in what
            # follows it: "accused “foreign embassies” of …, without naming Panama")
            about = parsed if parsed_how != "parse-inside" else None
        whom = entities.text[whom_start:whom_end]
        if about is None and re.fullmatch(r"him|her", whom):
            # ("called him a spy", "accused her of interfering"; not "calling them a
            # provocation": them, the accusations)
            about = person_called(entities, {"him": "he", "her": "she"}[whom], salience,
                                  whom_start, subject)
        if about is None:
            about = body_of_staff(entities, whom_start, whom_end)
        if about is None and rule in ("called-a", "described-as"):
            about = actor_of_act(entities, whom, whom_start, salience)
        if about is not None and about == subject and how.startswith("parse"):
            # no one accuses itself: the parse joined the verb to the wrong clause ("The
            # Spanish government said that Algeria had suspended the treaty, and accused
            # Algiers of coercion" is Spain's), the words before the verb tell who
            guess, guessed = subject_before(entities, sentence, match.start(), salience)
            if guess is not None and guess != about:
                subject, how = guess, guessed
        return subject, about, how
    if rule == "unattributed":
        return _unattributed_parties(entities, sentence, match, subject, salience)
    if rule == "citing":
        about, _how = object_of_governing_verb(entities, match.start(), salience,
                                               sentence.start)
        return subject, about, how
    if rule == "unnamed-said":
        span = unnamed_phrase(entities, sentence, match.start()) if how == UNNAMED else None
        if span is None:
            return None, None, "not-unnamed"  # a named speaker: not this rule's
        return groups.speaker(*span), None, "unnamed-claimant"
    return subject, None, how


def _unattributed_parties(entities: Entities, sentence: Sentence, match: re.Match,
                          subject: str | None, salience: Salience
                          ) -> tuple[str | None, str | None, str]:
    """(claimant, about, how) of what is "allegedly" so: the claim of the one whose
    reported speech holds it ("Cruz said the protest covered an incident in which the
    Chinese ship allegedly rammed a research boat": Cruz's), else of no one named; about
    the one said to have done it (the subject of the verb: the Chinese ship's state), else
    the sentence's subject."""
    verb = match.start("what")
    claimant, how = sayer_above(entities, verb, salience, sentence.start)
    about = actor_of_verb(entities, verb, salience, sentence.start) or subject
    about = about if about != claimant else None
    return claimant, about, "reporter" if claimant else "no-claimant"


# A verb of saying or accusing in its participle: "…, accusing", "a note alleging"
_PARTICIPLE = re.compile(r"[a-z]+ing\b")
# The rules whose match begins with the verb of saying or accusing
_PARSED_VERBS = _SUBJECT_MAKES | {"said-that", "points-out-that", "described-as"}
# How the words before a verb found its subject when they could only guess
_GUESSED = {"sentence-subject", "none"}


# "… and told him that": a verb of telling joined to one before it
_JOINED_TELLING = re.compile(r"(?:and|but)\s+(?:then\s+|later\s+)?(?:told|tells)\s")


def _the_one_told(entities: Entities, sentence: Sentence, match: re.Match,
                  subject: str | None) -> bool:
    """Whether the claimant found for "…, and told him that …" is the one told, named as
    the object of the verb before ("The Kenyan ministry called in the consul, Ali Musa, and
    told him that …": the consul stands after "called in", so he is no subject)."""
    text = entities.text
    before = text.rfind(" and ", sentence.start, match.start() + 5)
    if subject is None or before < 0 or not _JOINED_TELLING.match(text, before + 1):
        return False
    named = [m for m in entities.mentions_in(sentence.start, before) if m.entity == subject]
    return bool(named) and _FINITE_VERB.search(text, sentence.start, named[0].start) is not None


def _told_before(entities: Entities, sentence: Sentence, match: re.Match) -> str | None:
    """The last one the sentence names before its verb of telling."""
    named = [m for m in entities.mentions_in(sentence.start, match.start())
             if m.kind in AGENT_KINDS]
    return named[-1].entity if named else None


def _parsed_subject(entities: Entities, sentence: Sentence, match: re.Match,
                    subject: str | None, how: str, salience: Salience
                    ) -> tuple[str | None, str]:
    """The verb's subject as the parse reads it (kg.draft.speech), where the words before
    the verb found none (but for someone unnamed: "unnamed-said" reads those) or only
    guessed one: "BNS spokesman Captain Ivo
    Marić dismissed the report, saying …" is the captain's, not the navy's."""
    parsed, parsed_how = speaker_of_verb(entities, match.start(), salience, sentence.start)
    if parsed is not None and how != UNNAMED and (subject is None or how in _GUESSED):
        return parsed, parsed_how
    if parsed is not None and how == "subject" and _PARTICIPLE.match(match.group(0)):
        # "… sent a note to the Vanuatu embassy accusing its ambassador of …": a
        # participle's subject is the clause's, not the name right before it
        return parsed, parsed_how
    if parsed_how == UNNAMED_SUBJECT and how == "sentence-subject":
        # the parse's subject is someone unnamed: the sentence's first name was a guess
        return None, UNNAMED_SUBJECT
    return subject, how


# Words of misconduct a reason may give without condemning: "activities incompatible with
# his diplomatic status"
_MISCONDUCT = re.compile(r"\b(?:incompatible|improper|unauthori[sz]ed|interference|"
                         r"wrongdoing|misconduct)\b", re.IGNORECASE)

# An attribution that ends a sentence: "…, the Lithuanian Foreign Ministry said in a
# statement." (not "…, which the ministry said was false")
_ATTRIBUTED_AFTER = re.compile(r",\s+(?P<who>(?:the\s+|a\s+|an\s+)?(?!which\b|who\b)"
                               r"[^,.;“”\"]{2,80}?)\s+(?:said|says|announced|announces|stated|"
                               r"states|reported|reports|added|adds)(?:\s+[^,.;“”\"]{0,40})?"
                               r"\s*$")


def _attributed_speaker(entities: Entities, found: re.Match, salience: Salience
                        ) -> str | None:
    """Who the attribution at the end of a sentence names: a body, a person or a state the
    draft knows, or the one "the ministry" refers to."""
    start, end = found.span("who")
    words = entities.text[start:end].strip()
    named = [m for m in entities.mentions_in(start, end) if m.kind in AGENT_KINDS]
    if named:
        return most_specific(entities, named)
    if _REFERENCE_ONLY.fullmatch(words):
        return resolve(entities, words.lower(), salience, start)
    return None


# The rules whose words are a clause of what someone says: its subject is whom it is about
_REPORTED_CLAUSE = {"said-that", "unnamed-said", "alleged", "claimed", "points-out-that",
                    "according-to", "according-to-after"}
# An accusation's object the draft could not resolve to anyone ("accusing him of …")
_PRONOUN_OBJECT = re.compile(r"him|her|them")
_UNKNOWN = "\x00unknown"

# The accusations in the passive ("was accused by X of", "were accused of")
_PASSIVE_RULES = {"accused-by", "accused-passive"}


# Where reported speech goes on to a second thing said: "said the men had been taken by
# force and that the court had no say"
_AND_THAT = re.compile(r"[”\"’']?,?\s+and\s+that\s+")


def _each_that_clause(entities: Entities, items: list[Item], used: Ids) -> list[Item]:
    """Reported speech of two things ("… and that …") as two claims, each about whom its
    own clause names: "She said the men had been “held without charge” and that the
    court had no say in the matter"."""
    result: list[Item] = []
    for item in items:
        joined = _AND_THAT.search(item.fields["text"]) \
            if item.rule.split(",")[0] in _REPORTED_CLAUSE and item.fields["type"] != "Denial" \
            else None
        if joined is None or len(item.fields["text"][:joined.start()].split()) < 3:
            result.append(item)
            continue
        start = entities.text.find(item.fields["text"], item.evidence[0].start)
        if start < 0:
            result.append(item)
            continue
        first_end, second_start = start + joined.start(), start + joined.end()
        second_end = start + len(item.fields["text"])
        claimant = (item.fields.get("claimant") or [None])[0]
        first = _clause_item(entities, item, start, first_end, claimant, used, keep_id=True)
        second = _clause_item(entities, item, second_start, second_end, claimant, used)
        # (what will be done is no claim: "said the talks had failed and that the embassy
        # would stay open")
        result += [c for c in (first, second) if not _states_intent(c.fields["text"])]
    return result


# The second charge of one accusation: "accused him of A and of B", "…, in particular of B"
_AND_OF = re.compile(r"[”\"’']?,?\s+(?:and|as\s+well\s+as|in\s+particular)\s+of\s+")


def _each_charge(entities: Entities, items: list[Item], used: Ids) -> list[Item]:
    """An accusation of two things ("accused the attaché of “A” and of B") as two claims,
    by the same claimant about the same one, each denied by what denies the accusation:
    "The ministry accused Colonel Rask of photographing the harbour and of recruiting a
    port clerk"."""
    result: list[Item] = []
    parts: dict[str, list[str]] = {}  # the first charge's id -> the others'
    pending = list(items)
    while pending:
        item = pending.pop(0)
        words, told = item.fields["text"], item.evidence[0].start
        start = entities.text.find(words, told) \
            if item.rule.split(",")[0] == "accused-of" else -1
        # (not inside a quotation: "accused him of “crimes against peace and of lying”")
        joined = next((m for m in _AND_OF.finditer(words) if _outside_quotation(
            entities.text[told:start + m.start()] + m.group(0)) and _another_charge(
                entities, start + m.start() + m.group(0).rfind("of"))), None) \
            if start >= 0 else None
        if joined is None or len(words[:joined.start()].split()) < 2:
            result.append(item)
            continue
        claimant = (item.fields.get("claimant") or [None])[0]
        about = (item.fields.get("about") or [None])[0]
        first = _clause_item(entities, item, start, start + joined.start(), claimant, used,
                             keep_id=True, about=about)
        rest = _clause_item(entities, item, start + joined.end(), start + len(words),
                            claimant, used, about=about)
        parts.setdefault(first.id, []).append(rest.id)
        result.append(first)
        pending.insert(0, rest)  # (it may hold a third: "of A, in particular of B and of C")
    for denial in result:
        for denied in list(denial.fields.get("denies") or []):
            denial.fields["denies"] += [i for i in _all_parts(parts, denied)
                                        if i not in denial.fields["denies"]]
    return result


def _another_charge(entities: Entities, of_at: int) -> bool:
    """Whether the "of" at ``of_at`` opens another charge of the accusing verb ("accused
    him of hiding cash and of lying"), by the parse: an act in -ing after it, or an "of"
    joined to one the verb governs; not one inside the first charge's noun ("of selling
    maps to the navies of Peru and of Chile")."""
    of = nlp.word_at(entities.text, of_at)
    if of is None or of.lower_ != "of":
        return False
    after = of.nbor(1) if of.i + 1 < len(of.doc) else None
    if after is not None and after.tag_ == "VBG":
        return True
    while of.dep_ == "conj" and of.head.lower_ == "of":
        of = of.head
    return of.head.pos_ in ("VERB", "AUX")


def _all_parts(parts: dict[str, list[str]], first: str) -> list[str]:
    """The ids of the charges split from the one ``first`` names, however many."""
    found = list(parts.get(first, []))
    for other in list(found):
        found += _all_parts(parts, other)
    return found


def _outside_quotation(words: str) -> bool:
    """Whether the end of ``words`` lies outside any quotation they open."""
    return words.count("“") <= words.count("”") and words.count('"') % 2 == 0


def _clause_item(entities: Entities, item: Item, start: int, end: int, claimant: str | None,
                 used: Ids, keep_id: bool = False, about: str | None = None) -> Item:
    """A copy of ``item`` for the words ``text[start:end]``, about whom they name (or
    ``about`` when given: the one a charge is made against)."""
    words = entities.text[start:end].rstrip(" ,”\"’'")
    end = start + len(words)
    if about is None:
        _party, whom = clause_party(entities, start, Salience())
        named = [m for m in entities.mentions_in(start, end) if m.kind in AGENT_KINDS]
        about = whom or most_specific(entities, named) or _about_unnamed(entities, start, end)
    about = about if about != claimant else None
    fields = dict(item.fields)
    head = _headed(entities, claimant, words, fields["type"], used, " ".join(words.split()[:5]))
    fields.update(label=head["label"], text=words)
    if not keep_id:
        fields["id"] = head["id"]
    fields.pop("about", None)
    if about:
        fields["about"] = [about]
    asks = "Say whom or what the claim is about."
    note = " ".join(fields.pop("note", "").replace(asks, "").split())
    note = " ".join(filter(None, (note, "" if about else asks)))
    if note:
        fields["note"] = note
    first = ("id", "type", "label", "claimant", "about")  # (the order written)
    fields = {**{k: fields[k] for k in first if k in fields},
              **{k: v for k, v in fields.items() if k not in first}}
    return Item("claims", fields, [Span(start, end)], item.rule, dict(item.comments),
                tuple(m for m in item.missing if m != "about") + (() if about else ("about",)))


def _about_unnamed(entities: Entities, start: int, end: int) -> str | None:
    """Whom a clause that names no one is about, as a whole claim's words are read: the
    body whose staff it names, or who did the act it judges ("said the recall was “a slap
    in the face” and that …": whoever recalled)."""
    about = body_of_staff(entities, start, end)
    act = _ACT_SUBJECT.match(entities.text, start, end)
    if about is None and act is not None:
        # (only an act the text told: no guess from the lead for a split clause)
        about = actor_of_act(entities, act.group("act"), start, Salience(), lead=False)
    return about


def _without_reported_twice(entities: Entities, items: list[Item]) -> list[Item]:
    """Without an accusation in the passive that the speaker's reported speech holds
    whole: "Kowal said the couriers were accused of …" is one claim by Kowal, the words
    after "said"."""
    def inside(inner: Item, outer: Item) -> bool:
        return outer is not inner and outer.rule.startswith(("said-that", "unnamed-said")) \
            and (outer.fields.get("claimant") == inner.fields.get("claimant")
                 or not inner.fields.get("claimant")) \
            and outer.evidence[0].start <= inner.evidence[0].start \
            and inner.evidence[0].end <= outer.evidence[0].end
    kept = [item for item in items if not (item.rule.startswith("accused-passive") and any(
        inside(item, other) for other in items))]
    return [item for item in kept if not _holds_allegation(entities, item, kept)]


# The rules of an allegation read by its own verb, inside what someone is reported to say
_OWN_VERB = ("accused-of", "accused-by", "accused-whom", "alleged", "unattributed",
             "called-a", "pointed-to-as", "what-called")


def _holds_allegation(entities: Entities, item: Item, items: list[Item]) -> bool:
    """Whether reported speech holds an allegation read by its own verb, which is the
    claim: "A spokeswoman said the note accused the crew of harassing a patrol boat" is
    the note's accusation (given the spokeswoman as its claimant when it has none), not
    a second claim of the spokeswoman's."""
    if not item.rule.startswith(("said-that", "unnamed-said")) or item.fields["type"] == "Denial":
        return False
    span = item.evidence[0]
    inner = [c for c in items if c is not item and c.rule.startswith(_OWN_VERB)
             and span.start <= c.evidence[0].start and c.evidence[0].end <= span.end + 1
             and not _told_of_a_noun(entities, c.evidence[0].start, span.start)]
    for claim in inner:
        if not claim.fields.get("claimant") and item.fields.get("claimant"):
            claimant = item.fields["claimant"][0]
            words = claim.fields["text"]
            claim.fields = {"id": claim.fields["id"], "type": claim.fields["type"],
                            "label": _headed(entities, claimant, words, "Claim", Ids(),
                                             words)["label"],
                            "claimant": list(item.fields["claimant"]),
                            **{k: v for k, v in claim.fields.items()
                               if k not in ("id", "type", "label")}}
            claim.missing = tuple(m for m in claim.missing if m != "claimant")
            note = claim.fields.pop("note", "").replace(_NO_CLAIMANT, "").strip()
            if note:
                claim.fields["note"] = note
    return bool(inner)


def _told_of_a_noun(entities: Entities, start: int, clause_start: int) -> bool:
    """Whether the words at ``start`` hang, by the parse, from a relative clause inside
    the reported clause that begins at ``clause_start``: "a paper reported that the envoy
    had led a militia that a charity accused of burning villages" tells what the paper
    reports, of which the charity's accusation only describes the militia."""
    token = nlp.word_at(entities.text, start)
    while token is not None and token.head.i != token.i:  # (the root is its own head)
        at = token.idx + token.doc.user_data.get("kg_offset", 0)
        if at < clause_start:
            return False
        if token.dep_ in ("relcl", "acl") and token.head.idx + token.doc.user_data.get(
                "kg_offset", 0) >= clause_start:
            return True
        token = token.head
    return False


def _relative_parties(entities: Entities, sentence: Sentence, match: re.Match,
                      salience: Salience, groups: "GroupMaker"
                      ) -> tuple[str | None, str | None, str]:
    """(claimant, about, how) of "…, whom it accused of …": the one the relative clause's
    subject names (the sentence's subject for "it"), about the one the relative pronoun
    stands for, the name right before it (or the one the parse gives)."""
    who_start, who_end = match.span("who")
    words = entities.text[who_start:who_end].strip()
    named = [m for m in entities.mentions_in(who_start, who_end) if m.kind in AGENT_KINDS]
    if named:
        claimant, how = most_specific(entities, named), "relative-subject"
    elif words.lower() in ("it", "they", "he", "she"):
        claimant, how = main_subject(entities, match.start("verb"), salience, sentence.start)
        if claimant is None:
            claimant, how = subject_before(entities, sentence, match.start(), salience)
    elif _REFERENCE_ONLY.fullmatch(words):
        claimant, how = resolve(entities, words.lower(), salience, who_start), "reference"
    else:
        claimant, how = groups.group(who_start, who_end), "subject-phrase"
    before = [m for m in entities.mentions_in(max(sentence.start, match.start() - 80),
                                               match.start()) if m.kind in AGENT_KINDS]
    about = before[-1].entity if before and re.fullmatch(
        r"\s*,?\s*", entities.text[before[-1].end:match.start()]) else None
    if about is None:
        about, _ = object_of_verb(entities, match.start("verb"), salience, sentence.start)
    return claimant, about if about != claimant else None, how


def _passive_parties(entities: Entities, sentence: Sentence, match: re.Match,
                     salience: Salience, groups: "GroupMaker"
                     ) -> tuple[str | None, str | None, str]:
    """(claimant, about, how) of an accusation in the passive: "The attaché was accused by
    the ministry of …" (the ministry's, about the attaché); "Kowal said the couriers
    were accused of …" (Kowal reports it; about the men, if the draft can name them); with no
    one named, no claimant."""
    verb = match.start("verb")
    about, _ = object_of_verb(entities, verb, salience, sentence.start)
    if about is None:
        about, how = subject_before(entities, sentence, match.start(), salience)
        about = about if how in ("subject", "reference") else None
    if "who" in match.groupdict() and match.group("who"):
        who_start, who_end = match.span("who")
        named = [m for m in entities.mentions_in(who_start, who_end) if m.kind in AGENT_KINDS]
        if named:
            return most_specific(entities, named), about, "agent"
        words = entities.text[who_start:who_end].strip()
        if _REFERENCE_ONLY.fullmatch(words):
            return resolve(entities, words.lower(), salience, who_start), about, "agent"
        return groups.group(who_start, who_end), about, "agent"
    reporter, how = reporter_of(entities, verb, salience, sentence.start)
    return reporter, about, how if reporter else "no-claimant"


def person_called(entities: Entities, pronoun: str, salience: Salience, position: int,
                  claimant: str | None) -> str | None:
    """Whom "him" or "her" after an accusation's verb is: the last person named before it
    whom the pronoun fits, not the one accusing ("The ministry summoned Anna Berg and
    accused her of spying": Berg)."""
    people = [m for m in entities.mentions if m.end <= position and m.kind == "person"
              and m.entity != claimant and agrees(entities, m.entity, pronoun, salience)]
    # one the text has called "she" (or "he") before one it has not
    known = [m for m in people if sex_of(entities, m.entity, salience) is not None]
    return (known or people)[-1].entity if people else None


# An act the text reported, by its noun, and the words of its verb: "called the expulsion
# a hostile act" is about whoever expelled
_ACTS = {"expulsion": "expel(?:s|led|ling)?", "expulsions": "expel(?:s|led|ling)?",
         "closure": "clos(?:e|es|ed|ing)", "summons": "summon(?:s|ed|ing)?",
         "summoning": "summon(?:s|ed|ing)?", "suspension": "suspend(?:s|ed|ing)?",
         "recall": "recall(?:s|ed|ing)?", "ban": "ban(?:s|ned|ning)?",
         "decision": "decid(?:e|es|ed|ing)", "sanctions": "sanction(?:s|ed|ing)?",
         "withdrawal": "withdr(?:aw|aws|ew|awn|awing)",
         "detention": "detain(?:s|ed|ing)?", "detentions": "detain(?:s|ed|ing)?",
         "arrest": "arrest(?:s|ed|ing)?", "arrests": "arrest(?:s|ed|ing)?",
         "deportation": "deport(?:s|ed|ing)?", "deportations": "deport(?:s|ed|ing)?",
         "raid": "raid(?:s|ed|ing)?", "seizure": "seiz(?:e|es|ed|ing)",
         "refusal": "refus(?:e|es|ed|ing)", "downgrade": "downgrad(?:e|es|ed|ing)",
         "warning": "warn(?:s|ed|ing)?"}
_ACT_NOUN = re.compile(r"(?:the|this|that|its|their)\s+(?:[\w’'-]+\s+)?(?P<noun>" +
                       "|".join(_ACTS) + r")\b(?:\s+order)?$", re.IGNORECASE)
_ACT_SUBJECT = re.compile(r"(?P<act>(?:the|this|that|its|their)\s+(?:[\w’'-]+\s+)?(?:" +
                          "|".join(_ACTS) + r"))\s+(?:was|were|is|are|had|has|amounted)\b",
                          re.IGNORECASE)


def actor_of_act(entities: Entities, whom: str, position: int, salience: Salience,
                 lead: bool = True) -> str | None:
    """Who did the act a claim names by its noun ("Serbia called the expulsion “a hostile
    act”": the one the text said expelled, the subject of the first sentence with that
    verb before it); else the state the report opens with when ``lead``, else None."""
    found = _ACT_NOUN.fullmatch(whom.strip())
    if found is None:
        return None
    verb = re.compile(rf"\b{_ACTS[found.group('noun').lower()]}\b", re.IGNORECASE)
    text = entities.text
    for match in verb.finditer(text, 0, position):
        line_start = text.rfind("\n", 0, match.start()) + 1
        full_stop = text.rfind(". ", line_start, match.start())
        stop = full_stop + 2 if full_stop >= 0 else line_start
        sentence = Sentence(0, stop, match.end(), text[stop:match.end()])
        # (the verb's subject by the parse first: "Ugandan police detained three
        # activists" is Uganda's act, not the sentence's first name's)
        parsed = actor_of_verb(entities, match.start(), salience, stop)
        if parsed is not None:
            return parsed
        if modifies_noun(entities, match.start(), stop):
            continue  # "detained activists": no act told here
        actor, how = subject_before(entities, sentence, match.start(), salience)
        if actor is not None and how in ("subject", "sentence-subject"):
            return _state_of(entities, actor) if entities.kind(actor) == "city" else actor
    return _lead_agent(entities, position) if lead else None


# A report's first paragraph: a line of eight words or more, after a dateline's dash
_LEAD = re.compile(r"^(?:[^\n]{0,80}?\s[—–-]\s+)?(?P<body>(?:\S+[ \t]+){7,}[^\n]*)$", re.MULTILINE)


def _lead_agent(entities: Entities, position: int) -> str | None:
    """The state or body the report's first paragraph opens with ("VILNIUS (AP) —
    Lithuania ordered Russia …": Lithuania), the one whose act the story is about."""
    lead = _LEAD.search(entities.text, 0, position)
    if lead is None:
        return None
    first = next((m for m in entities.mentions_in(lead.start("body"), lead.end("body"))
                  if m.kind in AGENT_KINDS | {"city"}), None)
    if first is None or not re.fullmatch(r"(?:[Tt]he\s+)?", entities.text[
            lead.start("body"):first.start]) or first.kind == "person":
        return None
    return _state_of(entities, first.entity) if first.kind == "city" else first.entity


# "one of the consulate's employees", "two members of the embassy's staff": the mission
_STAFF_OF = re.compile(r"\b(?:(?:the|its|their)\s+(?P<noun>consulate|embassy|mission|legation|"
                       r"high commission)['’]s\b|(?P<noun2>consulate|embassy|mission|consular)\s+"
                       r"(?:staff|employees|officials|workers|personnel)\b)", re.IGNORECASE)
_MISSION_WORDS = {"consulate": ("consulate",), "embassy": ("embassy",),
                  "mission": ("consulate", "embassy", "mission", "high commission"),
                  "legation": ("legation",), "high commission": ("high commission",),
                  # ("the consular staff": the consulate's people)
                  "consular": ("consulate",)}


def body_of_staff(entities: Entities, start: int, end: int) -> str | None:
    """The mission whose people the words name ("identified one of the consulate's
    employees as an officer of the KGB": the consulate the text last named)."""
    found = _STAFF_OF.search(entities.text, start, end)
    if found is None:
        return None
    words = _MISSION_WORDS[(found.group("noun") or found.group("noun2")).lower()]
    for mention in reversed([m for m in entities.mentions if m.end <= start]):
        name = entities.name(mention.entity).lower()
        if mention.kind == "organization" and any(w in name for w in words):
            return mention.entity
    return None


# Unnamed people who speak for a body the text names: "a spokesperson for the", "two
# officials at the"
_SPEAKS_FOR = re.compile(r"\s*(?:(?:the|a|an|one|two|three|several|some)\s+)?(?:senior\s+)?"
                         r"(?:spokes(?:person|man|woman|people|men|women)|officials?|sources?|"
                         r"representatives?|aides?|diplomats?|counsell?ors?|attach[eé]s?|"
                         r"advis[eo]rs?|negotiators?|envoys?)\s+(?:for|of|at|from|in|with)\s+"
                         r"(?:the\s+)?", re.IGNORECASE)


def _body_named_at(entities: Entities, start: int, end: int) -> str | None:
    """The body or state whose name begins at ``start``: "the Iranian embassy" is the
    embassy, though "Iranian" names Iran."""
    named = [m for m in entities.mentions_in(start, end) if m.kind in ("organization", "country")]
    if not named or named[0].start != start:
        return None
    if named[0].kind == "country" and len(named) > 1 and named[1].kind == "organization" \
            and re.fullmatch(r"(?:['’]s)?\s+(?:[a-z][\w-]*\s+)?", entities.text[named[0].end:
                                                                          named[1].start]):
        return named[1].entity
    return named[0].entity


# A document as the last word of a source's words: "a Ugandan police statement"
_DOCUMENT_AT_END = re.compile(r"\b(?:statement|report|readout|communiqu[eé]|press release|"
                              r"note|letter|filing|indictment|complaint)s?\s*$", re.IGNORECASE)


class GroupMaker:
    """Unnamed sources ("former Cuban intelligence officers") become groups, so that the
    claim keeps who makes it."""

    def __init__(self, entities: Entities) -> None:
        self.entities = entities

    def speaker(self, start: int, end: int) -> str | None:
        """Who speaks when the text does not name the person (``text[start:end]``: "a
        spokesperson for the UN", "a Finnish negotiator", "a senior official"): the body
        or the state the words say they speak for, else nobody (None): a source the text
        does not name stays unnamed."""
        body, start = self._body_spoken_for(start, end)
        if body is not None:
            return body
        words = self.entities.text[start:end].rstrip(" ,")
        return _state_by_demonym(self.entities, start, start + len(words)) \
            or _body_just_named(self.entities, start, words)

    def _body_spoken_for(self, start: int, end: int) -> tuple[str | None, int]:
        """The body unnamed people speak for when the words name it ("a spokesperson for
        the EUMA", "officials at the Polish foreign ministry": the most specific source the
        text gives), and where the words begin after their article ("the", "a")."""
        text = self.entities.text
        speaks_for = _SPEAKS_FOR.match(text, start, end)
        if speaks_for:
            body = _body_named_at(self.entities, speaks_for.end(), end)
            if body is not None:
                return body, start
        lead = re.match(r"\s*(?:(?:the|a|an)\s+)?", text[start:end], re.IGNORECASE)
        return None, start + (lead.end() if lead else 0)

    def _author_of_document(self, start: int, end: int) -> str | None:
        """The body or state a document the words name is from: "a Ugandan police
        statement" (Uganda), "the Interior Ministry's report" (the ministry)."""
        if not _DOCUMENT_AT_END.search(self.entities.text, start, end):
            return None
        named = [m for m in self.entities.mentions_in(start, end)
                 if m.kind in ("organization", "country")]
        body = next((m for m in named if m.kind == "organization"), None)
        return (body or named[0]).entity if named else None

    def group(self, start: int, end: int, document: bool = False) -> str | None:
        """The group ``text[start:end]`` names; ``document``: the words after "a statement
        from" or "released by"."""
        text = self.entities.text
        # "a readout released by the Kenyan embassy": the claim is the embassy's; the
        # document is how it was made, not a group
        by = re.search(r"\b(?:released|issued|published|posted|sent|circulated|put out)\s+"
                       r"by\s+|^\s*(?:(?:a|an|the)\s+)?(?:joint\s+)?(?:statement|readout|"
                       r"communiqu[eé]|press release|note|letter)\s+(?:from|by)\s+(?:the\s+)?",
                       text[start:end], re.IGNORECASE)
        if by:
            named = [m for m in self.entities.mentions_in(start + by.end(), end)
                     if m.kind in ("person", "organization") and m.start == start + by.end()]
            if named:
                return named[0].entity
            return self.group(start + by.end(), end, document=True)
        body, start = self._body_spoken_for(start, end)
        if body is not None:
            return body
        words = text[start:end].rstrip()
        author = self._author_of_document(start, start + len(words))
        if author is not None:
            return author
        if not words or len(words.split()) > 8 or not re.search(r"[a-z]", words):
            return None
        named = _named_by_its_noun(self.entities, start, words)
        if named is not None:
            return named
        if words.split()[0].lower() in {"him", "her", "them", "it", "he", "she", "they", "his",
                                        "its", "their"} \
                or (document and _REFERENCE_ONLY.fullmatch(f"the {words}")):
            # "a statement from his office", "a statement from the ministry": someone the
            # draft cannot name here, not a group "statement from his office"; "according
            # to police" is still a group
            return None
        states = [m.entity for m in self.entities.mentions_in(start, end)
                  if m.kind == "country"]
        extra = {"of_state": states[0]} if states else {}
        return self.entities.add(start, start + len(words), "group", "Group", words,
                                 "unnamed-source", extra)


def _named_by_its_noun(entities: Entities, start: int, words: str) -> str | None:
    """The organisation the text named before whose name ends in the noun that "the"
    takes up again: "the Tana Valley Brigade … The brigade has itself denied it" is the
    brigade named, not a group "brigade has itself"."""
    noun = re.match(r"(?P<noun>[a-z]{4,})\b(?!\s+(?:of|for|at|in)\b)", words)
    if noun is None or not re.search(r"\bthe\s+$", entities.text[max(0, start - 5):start],
                                     re.IGNORECASE):
        return None
    last = noun.group("noun")
    for mention in reversed([m for m in entities.mentions if m.end <= start]):
        name = entities.name(mention.entity)
        if mention.kind == "organization" and name.split()[-1].lower() == last:
            return mention.entity
    return None


# Unnamed people who speak for their state by their office: "a Finnish negotiator",
# "Latvian officials", "a senior Chilean government source"
_OFFICIALS = re.compile(r"\s+(?:(?:government|foreign|ministry|embassy|security|military|"
                        r"intelligence|senior|top|trade|defence|defense|diplomatic|official|"
                        r"police|presidential|army|naval)\s+){0,2}"
                        r"(?:officials?|diplomats?|negotiators?|spokes(?:person|man|woman|"
                        r"people|men|women)|sources?|envoys?)")
_BEFORE_DEMONYM = re.compile(r"(?:(?:one|two|three|several|some|senior|top|other)\s+){0,2}")


def _state_by_demonym(entities: Entities, start: int, end: int) -> str | None:
    """The state whose officials the words name without naming them: "a Finnish
    negotiator, who asked not to be named" speaks for Finland (the state the text names
    by its adjective); "former Cuban intelligence officers" for no one."""
    text = entities.text
    for mention in entities.mentions_in(start, end):
        if mention.kind != "country":
            continue
        office = _OFFICIALS.match(text, mention.end, end)
        if _BEFORE_DEMONYM.fullmatch(text, start, mention.start) and office \
                and office.end() == end:
            return mention.entity
        return None
    return None


_SPOKESPERSON = re.compile(r"spokes(?:person|man|woman)")
# What may open a sentence before its subject: a dateline ("LONDON – "), "The"
_DATELINE_HEAD = re.compile(r"(?:[A-Z][^\n–—.]{0,40}?\s[–—-]\s+)?(?:[Tt]he\s+)?")
# Where a sentence begins, before a position in its paragraph
_SENTENCE_STOP = re.compile(r"[.!?][”\"’']?\s+")


def _body_just_named(entities: Entities, start: int, words: str) -> str | None:
    """The body a spokesperson speaks for when the words name none: the one that opened
    the sentence before, in the same paragraph ("The Dutch foreign ministry dismissed the
    report. A spokesman said …": the ministry's)."""
    if not _SPOKESPERSON.fullmatch(words.lower()):
        return None
    text = entities.text
    paragraph = text.rfind("\n", 0, start) + 1
    stops = [m.end() for m in _SENTENCE_STOP.finditer(text, paragraph, start)]
    if not stops:
        return None
    previous = stops[-2] if len(stops) > 1 else paragraph
    opening = next((m for m in entities.mentions_in(previous, stops[-1])
                    if m.kind in AGENT_KINDS | {"city"}
                    and not _DATELINE_HEAD.fullmatch(text, previous, m.end + 3)), None)
    if opening is None or opening.kind not in ("organization", "country") \
            or not _DATELINE_HEAD.fullmatch(text, previous, opening.start):
        return None
    return opening.entity
