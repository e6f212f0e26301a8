"""Events by their trigger words (met, left, requested asylum, called on, wrote, arrived,
expelled, recalled, elections, tensions, a note handed over, a complaint filed, a case file
passed on, talks suspended), with agent, participants, place and date from the same
sentence. A trigger inside a quotation or inside a claim is someone's words, not a
fact of the article, and proposes no event."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from kg.source import Sentence
from kg.uris import slugify
from kg.draft import nlp
from kg.draft.actions import (CLAIMING, SAYING, act_actor, date_head, dated_actions,
                              own_report, parsed_subject, possessor, told_spans, verb_subject)
from kg.draft.agent_acts import agent_acts
from kg.draft.claims_own_acts import teller_subject
from kg.draft.dated_statements import dated_statements
from kg.draft.attribution import (AGENT_KINDS, ROLE_SUBJECT, UNNAMED, Salience, by_role,
                          joined_subjects, subject_before, unnamed_phrase)
from kg.draft.dates import DateMention, no_act_dated_by
from kg.draft.event_fields import date_fields, kind_of_act, note_weekday, verb_type
from kg.draft.fronted_dates import share_fronted_dates
from kg.draft.event_date_scope import (after_the_conjunction, dated_by_the_reporting_verb,
                                      own_counted_day)
from kg.draft.model import Ids, Item, Mention, Span, Spans
from kg.draft.shared_dates import (DATE_KEYS, date_live_entries, own_subject_or_time,
                                   share_joined_dates)
from kg.draft.word_patterns import one_of
from kg.draft.names import Entities

# Acts between states, and on people or missions, that are often an article's main event:
# generic events whose label says what each was.
_MISSION = r"(?:embass(?:y|ies)|consulates?(?:\s+general)?|missions?|chancery|residence)"
# People an act is done to, unnamed: "an Egyptian diplomat", "a prominent Hong Kong
# pro-democracy activist"
_PEOPLE_NOUN = re.compile(r"\s+(?:to\s+)?(?:(?:an?|the|two|three|four|five|six|several|\d+)\s+)?"
                          r"(?:[\w’'-]+\s+){0,4}?(?:diplomats?|envoys?|ambassadors?|officials?|"
                          r"nationals?|citizens?|consuls?|journalists?|aid\s+workers?|workers?|"
                          r"staff(?:ers)?|employees?|officers?|tourists?|engineers?|activists?|"
                          r"dissidents?|critics?|lawmakers?|politicians?|senators?|reporters?|"
                          r"researchers?|students?|fishermen|teachers?|academics?|scholars?|"
                          r"business(?:man|men|woman|women)|sailors?|crew|pilots?|priests?|"
                          r"nuns?|doctors?|nurses?|lawyers?|soldiers?|prisoners?|detainees?|"
                          r"hostages?|migrants?|refugees?|athletes?|climbers?|"
                          r"(?:wo)?m[ae]n|women|children|people)\b")
ACTS = (
    ("Relations severed", re.compile(
        r"\b(?:(?:broke|breaks|broken|breaking)\s+off|cut|cuts|cutting|severed|severs|"
        r"severing)\s+(?:(?:its|their|all|formal|full)\s+)*(?:diplomatic\s+)?"
        r"(?:relations|ties)\b")),
    ("Relations restored", re.compile(
        r"\b(?:restored|restores|restoring|re-?established|re-?establishes|resumed|resumes|"
        r"normali[sz]ed|normali[sz]es)\s+(?:(?:its|their|full|formal)\s+)*(?:diplomatic\s+)?"
        r"(?:relations|ties)\b")),
    ("Relations established", re.compile(
        r"\b(?:established|establishes)\s+(?:(?:formal|full)\s+)*diplomatic\s+relations\b")),
    ("Attack", re.compile(
        rf"\b(?:attacked|stormed|struck|hit|bombed|shelled|torched|ransacked|raided)\s+"
        rf"(?:the\s+|an?\s+|its\s+)?(?:[\w’'-]+\s+){{0,4}}?{_MISSION}\b|"
        rf"\b(?:attack|assault|strike|raid)\s+on\s+(?:the\s+|an?\s+|its\s+)?"
        rf"(?:[\w’'-]+\s+){{0,4}}?{_MISSION}\b")),
    ("Entry refused", re.compile(
        r"\b(?:refused|denied)\s+(?:(?:him|her|them|[\w’'-]+)\s+){0,3}?entry\b|"
        r"\b(?:barred|banned)\s+(?:[\w’'-]+\s+){0,6}?from\s+entering\b")),
    ("Abduction", re.compile(r"\b(?:kidnapped|abducted|kidnapping\s+of|abduction\s+of|"
                             r"taken\s+hostage|seized)\b")),
    # "delivered a note of protest to Azerbaijan", "has refused a request from the Maldives
    # to extradite …", "agreed on Wednesday to an immediate ceasefire"
    ("Protest note", re.compile(r"\b(?:delivered|handed|sent|lodged|presented)\s+(?:a\s+|an\s+)?"
                                r"(?:(?:formal|official|diplomatic|strong|strongly\s+worded)\s+)?"
                                r"(?:note\s+of\s+protest|protest\s+note|protest)\s+to\b")),
    ("Extradition refused", re.compile(
        r"\b(?:refused|rejected|turned\s+down|denied)\s+(?:a\s+|an\s+|the\s+|its\s+)?"
        r"(?:[\w’'-]+\s+){0,3}?(?:request|bid|demand)\s+(?:from\s+[^,.;]{1,60}?\s+)?"
        r"(?:to\s+extradite|for\s+(?:the\s+)?extradition)")),
    ("Ceasefire", re.compile(r"\bagreed\s+(?:(?:on|late\s+on)\s+\w+\s+)?(?:to|on)\s+(?:an?\s+)?"
                             r"(?:(?:immediate|unconditional|temporary|permanent|humanitarian|"
                             r"full|complete|new)\s+)*(?:ceasefire|cease-fire|truce)\b")),
    # "returned to Tokyo after being released by Beijing"
    ("Release", re.compile(r"\b(?:was|were|been|being)\s+(?:released|freed)\s+by\b")),
    ("Defection", re.compile(r"\b(?:defected|defects)\b")),
    # "Cotonou had also suspended talks with Abuja", "announced that it was suspending talks
    # with Kazakhstan and Uzbekistan"
    ("Talks suspended", re.compile(r"\b(?:suspended|suspending|suspends|broke\s+off|"
                                   r"breaking\s+off|halted|halting)\s+(?:(?:its|their|the|all|"
                                   r"further)\s+)?(?:[\w-]+\s+)?(?:talks|negotiations)\b")),
    # "gave him 48 hours to leave the country", "gave the consulate fifteen days to cease all
    # activity", "gives its staff until 13 March to leave"
    ("Deadline to leave", re.compile(
        r"\b(?:gave|given|gives|give|giving)\s+(?:[\w’'-]+\s+){1,3}?(?:(?:\d+|[a-z]+)[\s-]+"
        r"(?:hours?|days?|weeks?)|until\s+(?:[\w.]+\s+){1,3}?)\s*to\s+(?:leave|cease|depart|"
        r"close|wind\s+down)\b")),
    # "ordered Belarus to close its consulate general in Białystok", "ordered Russia on
    # Thursday to shut its embassy": the order is the act (the closure is to come)
    ("Closure ordered", re.compile(
        rf"\bordered\s+(?:[\w’'.-]+\s+){{1,6}}?to\s+(?:close|shut(?:\s+down)?)\s+"
        rf"(?:its|their|the)\s+(?:[\w’'-]+\s+){{0,2}}?{_MISSION}")),
    ("Prisoner exchange", re.compile(r"\bprisoner\s+(?:swap|exchange)|\bswap\s+of\s+prisoners|"
                                     r"\bexchanged\s+(?:[\w’'-]+\s+){0,2}?prisoners\b")),
)
# The verbs of passing a case file on: "handed its case file to", "was referred"
_PASSED_ON = one_of(("handed", "passed", "sent", "transferred", "forwarded", "referred"))
_NOTE_WORDS = one_of(("formal", "diplomatic", "verbal", r"strongly\s+worded", "protest"))
# A note handed over: "handed him a note verbale", "handed Ambassador Ivo Lind a note
# demanding an explanation", "delivered a diplomatic note to"
_NOTE_HANDED = re.compile(
    r"\b" + one_of(("handed", "delivered", "gave", "sent", "passed")) + r"\s+"
    r"(?:(?:him|her|them)\s+|(?:[A-Z][\w’'.-]*\s+){1,4})?(?:a|an|the)\s+"
    rf"(?:{_NOTE_WORDS}\s+)*note\b(?:\s+(?:verbale|of\s+protest))?")
# A post on a platform, told by its verb: "wrote in a post on X" (not "In a post on
# Telegram, the embassy said …": the source of its words, as "said in a statement" is)
_IN_A_POST = re.compile(r"\b[Ww]rote\s+in\s+a\s+(?:[\w-]+\s+){0,2}?post\s+on\s+"
                        r"(?:" + one_of(("its", "his", "her", "their")) + r"\s+)?"
                        r"(?:official\s+)?(?=[A-Z])")
# A step of a case: a complaint filed, a case file handed over
_CASE_FILE_WAS = one_of((r"had\s+been", r"has\s+been", "was", "were"))
_CASE_STEP = re.compile("|".join((
    r"\b" + one_of(("filed", "lodged")) + r"\s+(?:a|an)\s+(?:"
    + one_of(("formal", "criminal", "marine", "police")) + r"\s+)?"
    + one_of(("complaint", "protest", "lawsuit")) + r"\b",
    r"\breceived\s+(?:a|an)\s+(?:formal\s+|criminal\s+)?complaint\b",
    r"\bcomplaint\s+filed\s+with\b",
    rf"\b{_PASSED_ON}\s+(?:(?:part|parts|some)\s+of\s+)?"
    r"(?:its|the|their|a|his|her)\s+case\s+files?\b",
    rf"\bcase\s+files?\s+(?:on\s+the\s+matter\s+)?{_CASE_FILE_WAS}\s+"
    rf"(?:{_PASSED_ON}(?:\s+on\s+\w+)?)\b")))
# Who spoke to reporters: "told reporters", "told a regular briefing"
_BRIEFING = one_of(("briefing", r"news\s+conference", r"press\s+conference"))
_TOLD_REPORTERS = re.compile(
    r"\btold\s+" + one_of(("reporters", "journalists", rf"a\s+(?:[\w-]+\s+)?{_BRIEFING}"))
    + r"\b")
_NUMBER_WORDS = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
_SEATS_WON = one_of(("a", "two", "three", "its", "their", "non-permanent", "permanent",
                    "rotating"))
ELECTED_TO = re.compile("|".join((
    r"\b" + one_of(("won", "win", "wins", "secured")) + rf"\s+(?:{_SEATS_WON}\s+)*"
    r"seats?\s+on\b",
    r"\b" + one_of(("was", "were", "been")) + r"\s+(?:also\s+)?(?:re-?)?elected\b",
    r"\bbe\s+(?:re-?)?elected\s+(?:to|as)\b",
    # "The General Assembly on Tuesday elected 18 countries to …"
    r"\belected\s+" + one_of((r"\d+", *_NUMBER_WORDS, r"[\w-]+")) + r"\s+"
    + one_of(("countries", "members", "states", "nations")) + r"\b")))


# Words some triggers share: "ended his duties", "presented her letters of credence"
_HIS_HER = one_of(("his", "her"))
_DUTIES = one_of(("duties", "mission"))
_WHOSE = one_of(("his", "her", "their", "the"))
_CREDENTIALS = one_of((r"letters?\s+of\s+credence", "credentials"))
_TRIGGERS = (
    ("Meeting", re.compile(r"\b(?:met with|met|meeting with|meeting|held (?:\w+\s+)?talks "
                           r"with|talks with|held (?:\w+\s+)?talks|(?:began|opened|resumed|"
                           r"hosted) (?:[\w-]+\s+){0,5}?talks|"
                           # "hosted Guatemalan Foreign Minister Carlos Ramiro Martínez": a
                           # guest by name (not "hosted a reception")
                           r"hosted(?=\s+(?:his\s+|her\s+|their\s+)?[A-Z])"
                           r"(?!\s+(?:[\w’'-]+\s+){0,4}?talks\b)|"
                           # "Pope Leo XIV received Lebanese President Joseph Aoun in a private
                           # audience": a guest by name (not "received a letter")
                           r"received(?=\s+[A-Z])|"
                           # "Two days of talks between Iceland and the Faroe Islands ended":
                           # the two named after "between"
                           r"(?:[Tt]alks|[Nn]egotiations|[Cc]onsultations)(?:\s+in\s+[A-Z][\w’'-]*"
                           r"(?:\s+[A-Z][\w’'-]*)?)?\s+between)\b")),
    ("EndOfMission", re.compile(
        r"\b(?:left the country|left \w+ post|"
        + "|".join(rf"{verb} {_HIS_HER} {_DUTIES}" for verb in ("ended", "finished"))
        + r"|departure|was recalled)\b")),
    # "Sweden recalled its ambassador to Iraq for consultations": the state's act (the
    # diplomat's mission need not end)
    ("Recall", re.compile(r"\b" + one_of(("recalled", "recalls", "recalling")) + r"\s+"
                          + one_of(("its", "their")) + r"\s+(?:[\w-]+\s+){0,2}?"
                          + one_of(("ambassadors?", "envoys?", "chargé d'affaires",
                                   "head of mission", "diplomats?")) + r"\b")),
    # "formally requested political asylum", "applied for diplomatic asylum"
    ("AsylumRequest", re.compile(
        r"\b(?:" + one_of(("requested", "request for", "requests", "asked for", "sought",
                          "seeks", "seeking", "applied for", "granted"))
        + r"\s+(?:political\s+|diplomatic\s+)?asylum|asylum request)\b")),
    ("Appeal", re.compile(r"\b(?:called on|calls on|urged|urges|appealed to)\b")),
    ("SocialMediaPost", _IN_A_POST),
    ("SocialMediaPost", re.compile(r"\b(?:wrote|posted|tweeted|shared [\w ]{0,20}?)\s+(?:in|on|via)\s+"
                                   r"(?=[A-Z])")),
    ("Communication", re.compile(r"\b(?:wrote to|sent a letter|in a letter|addressed)\b")),
    # "handed him a note verbale", "handed Ambassador X a note demanding an explanation",
    # "had delivered a diplomatic note to the chargé d'affaires"
    ("Communication", _NOTE_HANDED),
    ("Arrival", re.compile(r"\b(?:arrived in|arrived|arrival)\b")),
    ("Summit", re.compile(r"\bsummit\b")),  # "barred from summits since 2021": none
    ("Signing", re.compile(r"\b(?:signed|signs|signing of|inked)\b(?!\s+(?:off|up)\b)")),
    ("CredentialsPresentation", re.compile(
        r"\b" + one_of(("presented", "presents", "handed(?: over)?", "submitted", "delivered"))
        + rf"\s+(?:(?:his|her|their|a|the)\s+)?(?:(?:copy|copies)\s+of\s+(?:{_WHOSE}\s+)?)?"
        rf"{_CREDENTIALS}\b|\bpresentation\s+of\s+(?:{_WHOSE}\s+)?{_CREDENTIALS}\b|"
        rf"\b{_CREDENTIALS}\s+(?:were|was)\s+(?:formally\s+)?"
        + one_of(("presented", "handed over", "submitted")) + r"\b")),
    # "declared Latvia's ambassador, Ilze Kalniņa-Ozola, persona non grata", "ordered two
    # diplomats at the Guinean embassy in Dakar to leave"
    ("Expulsion", re.compile(r"\b(?:expelled|expels|expel|expulsion of|declared\s+"
                             r"(?:[\w’'.,-]+\s+){0,12}?persona non grata|ordered\s+"
                             r"(?:[\w’'-]+\s+){0,10}?to leave)\b")),
    ("EmbassyClosure", re.compile(r"\b(?:closed|closes|close|shut|shuts|shut down|suspended "
                                  r"(?:the )?(?:work|operations) of)\s+(?:its|their|the|an)\s+"
                                  r"(?:[\w’'-]+\s+){0,2}?(?:embassy|embassies|consulate|"
                                  r"mission)\b|"
                                  r"\bclosure of (?:its|their|the)\s+(?:[\w’'-]+\s+){0,2}?"
                                  r"(?:embassy|consulate)\b")),
    ("EmbassyOpening", re.compile(r"\b(?:opened|opens|reopened|reopens|re-opened|re-opens)\s+"
                                  r"(?:its|their|the|an|a)\s+(?:[\w’'-]+\s+){0,2}?"
                                  r"(?:embassy|embassies|consulate)\b|\b(?:re)?opening of "
                                  r"(?:its|their|the|an?)\s+(?:[\w’'-]+\s+){0,2}?"
                                  r"(?:embassy|consulate)\b")),
    *(("Event", pattern) for _word, pattern in ACTS),
    ("Event", re.compile(r"\b(?:summoned|visited|state visit|resigned|stepped down|"
                         r"evacuated|(?:imposed|imposes|announced|slapped)\s+(?:new\s+|fresh\s+|"
                         r"further\s+|targeted\s+)?sanctions|sanctioned|"
                         # a state's act on people: "Azerbaijan released six Armenians", "has
                         # suspended its consul general in Johannesburg, Chimwemwe Banda"
                         # (not "released a statement", "released the figures")
                         r"(?:released|freed)(?!\s+(?:by|to|on|in|from)\b|\s+(?:a|an|the|"
                         r"its|their)\s+(?:[\w’'-]+\s+){0,2}?(?:statement|text|report|letter|"
                         r"video|figures?|data|document|footage|photos?|images?|list|results?|"
                         r"communiqu[eé]|readout|transcript|recording|details|information|"
                         r"names?|map|audio)\b)|"
                         r"suspended(?!\s+(?:[\w-]+\s+)?(?:sentences?|jail|prison)\b))\b")),
    # "Colombia and Bahrain won seats on the Security Council", "were also elected to it"
    ("Election", ELECTED_TO),
    ("Election", re.compile(r"\b(?:(?P<year>(?:19|20)\d{2})\s+)?(?:general |presidential |"
                            r"parliamentary |legislative )?elections?\b")),
    ("DiplomaticDispute", re.compile(r"\b(?:tensions? between|dispute between|"
                                     r"row between|rift between)\b")),
    ("LegalProceeding", re.compile(r"\b(?:prosecuted|indicted|charged with|put on trial|"
                                   r"arrested)\b")),
    # "filed a complaint with the police", "handed its case file to the prosecutor", "the
    # case file had been passed to the prosecutors"
    ("LegalProceeding", _CASE_STEP),
    ("Statement", re.compile(r"\b(?:in a statement|issued a statement|said in a statement)\b")),
    # "told reporters in Oslo on May 23"
    ("Statement", _TOLD_REPORTERS),
)
_NOUNS = {"meeting", "departure", "arrival", "request", "asylum", "expulsion", "state",
          "attack", "assault", "strike", "raid", "kidnapping", "abduction", "prisoner", "swap",
          "talks", "elections", "election", "tensions", "tension", "dispute", "row", "rift",
          "summit", "summits", "signing", "presentation", "closure", "opening", "reopening"}
# Events that someone does: the shapes want their agent (kg/draft/writer.py sets aside one
# whose agent the draft could not find, rather than write a draft that does not validate).
_ACTED = {"EndOfMission", "Communication", "Statement", "SocialMediaPost", "Appeal",
          "AsylumRequest", "Arrival", "CredentialsPresentation", "Expulsion", "EmbassyClosure",
          "EmbassyOpening", "Recall"}
_WORDS = {"Meeting": "Meeting", "EndOfMission": "End of mission", "AsylumRequest": "Asylum request",
          "Appeal": "Appeal", "SocialMediaPost": "Post", "Communication": "Communication",
          "Arrival": "Arrival", "Event": "Event", "Election": "Elections",
          "DiplomaticDispute": "Dispute", "LegalProceeding": "Legal proceeding",
          "Statement": "Statement", "Summit": "Summit", "Signing": "Signing",
          "CredentialsPresentation": "Credentials", "Expulsion": "Expulsion",
          "EmbassyClosure": "Embassy closed", "EmbassyOpening": "Embassy opened",
          "Recall": "Recall", "Summons": "Summons", "Detention": "Detention"}


def draft_events(entities: Entities, sentences: tuple[Sentence, ...], dates: list[DateMention],
                 salience_by_sentence: dict[int, Salience], skip: Spans,
                 groups=None, filed_from: tuple[int, int] | None = None,
                 lead: Sentence | None = None, anchor_day: str | None = None) -> list[Item]:
    """``groups`` (kg.draft.claims.GroupMaker): who does an event without being named ("a
    group of former Polish diplomats wrote to") becomes an unnamed group, as a speaker does.
    ``filed_from``: where the dateline's places stand; they take part in nothing. ``lead``:
    the report's first sentence, whose main verb is an event if no trigger found one in it.
    ``anchor_day``: the day the article speaks from, if known (kg.draft.dates.anchor_of)."""
    text = entities.text
    items: list[Item] = []
    used = Ids()
    by_parties: dict[tuple, Item] = {}
    for sentence in sentences:
        seen_types: set[str] = set()
        notes: list[tuple[int, int]] = []  # the notes handed over the sentence tells
        triggers = sorted((m.start(), m.end()) for _t, p in _TRIGGERS
                          for m in p.finditer(text, sentence.start, sentence.end))
        for type_, pattern in _TRIGGERS:
            for match in pattern.finditer(text, sentence.start, sentence.end):
                if type_ in seen_types or skip.covers(match.start()):
                    continue
                item = _event(entities, sentence, match, type_, dates,
                              salience_by_sentence[sentence.index], triggers, groups,
                              filed_from)
                if item is None or _told_as_note(item, match, notes):
                    continue
                if type_ == "Communication" and _NOTE_HANDED.fullmatch(match.group(0)):
                    notes.append(match.span())
                seen_types.add(type_)
                # One event told twice ("has ended his duties", "Zamora's departure") is one;
                # not if each names another addressee (credentials presented to the
                # president, and a copy of them to a secretary the month before)
                # (generic events of different kinds are different events: a release
                # and the prisoner exchange it was part of)
                parties = (item.fields["type"], event_word(item.fields["type"],
                                                           match.group(0))) + tuple(
                    tuple(item.fields.get(k, ())) for k in ("agent", "participants",
                                                            "beneficiary"))
                same = by_parties.get(parties) if any(parties[2:]) else None
                if same is not None and _same_addressee(same, item) \
                        and _may_be_same_day(same, item):
                    same.evidence.extend(item.evidence)
                    if "date_text" not in same.fields:
                        # (the date of the words that tell it again, when the first words
                        # gave none; never a value beside another's words)
                        for key in ("date", "month", "year", "date_text", "date_inferred",
                                    "date_reasoning"):
                            if key in item.fields:
                                same.fields[key] = item.fields[key]
                        if "date_text" in item.comments:
                            same.comments["date_text"] = item.comments["date_text"]
                    continue
                if type_ == "Signing" and _SIGNED_BEFORE.search(
                        text[sentence.start:match.start()]):
                    # "The treaty was signed in Djibouti City by …": the signing the text
                    # told before, with its signatories, place and date: one signing
                    signing = next((i for i in reversed(items)
                                    if i.fields["type"] == "Signing"), None)
                    if signing is not None:
                        _merge_signing(signing, item)
                        continue
                if type_ == "Summit":
                    # "on the sidelines of the summit": the same one, if it shares someone
                    # (a BRICS summit after a NATO one is another)
                    # ("the summit": the one named before, whoever the sentence names)
                    definite = re.search(r"\bthe\s+(?:[\w-]+\s+){0,2}$",
                                         text[max(0, match.start() - 30):match.start()],
                                         re.IGNORECASE) is not None
                    summit = next((i for i in items if i.fields["type"] == "Summit" and (
                        definite or set(i.fields["participants"])
                        & set(item.fields["participants"]))), None)
                    if summit is not None:
                        summit.evidence.extend(item.evidence)
                        continue
                by_parties[parties] = item
                _add(items, used, item)
    # (an event set aside as incomplete does not stand for the lead's)
    if lead is not None and not any(lead.start <= span.start < lead.end for item in items
                                    if not item.missing for span in item.evidence):
        item = _verb_event(entities, lead, dates, salience_by_sentence[lead.index], skip,
                           filed_from, is_lead=True)
        if item is not None:
            _add(items, used, item)
    # A dated act whatever its verb: from the parse first, then, in a sentence the parse
    # found none in, from the regular main verb (_dated_acts)
    for item in dated_actions(entities, sentences, dates, salience_by_sentence, skip, items,
                              lead.start if lead is not None else 0):
        _add(items, used, item)
    for item in _dated_acts(entities, sentences, dates, salience_by_sentence, skip,
                            filed_from, lead, items):
        _add(items, used, item)
    # An act of a state, a body or an official, dated or not, whatever its verb
    for item in agent_acts(entities, sentences, salience_by_sentence, skip, items,
                           lead.start if lead is not None else 0):
        _add(items, used, item)
    # A dated verb of saying: the speaker's statement on that day
    for item in dated_statements(entities, sentences, dates, salience_by_sentence, skip,
                                 items, lead.start if lead is not None else 0):
        _add(items, used, item)
    # An act told with a dated one ("summoned him on Monday and handed him a note") has
    # its day
    share_joined_dates(text, sentences, items, dates)
    # and one that opens the sentence, the clauses it joins by "and"
    share_fronted_dates(text, sentences, items, dates)
    date_live_entries(text, items, dates, anchor_day)
    return items


# A verb of saying: what follows it is someone's words
_SAYING = re.compile(r"\b(?:said|says|told|tells|stated|added|wrote|announced|reported|"
                     r"claimed|alleged|insisted|warned)\b")
# A second verb of the same subject: "…, and revoked", "and then expelled"
_AND_VERB = re.compile(r",?\s+and\s+(?:then\s+|also\s+|later\s+)?(?P<verb>[a-z]{3,}ed|sent|"
                       r"gave|took|made|held|met|cut|put|set|led|broke|withdrew|froze)\b")


# After a verb, a preposition where its object would be: a participle, not an act
_NO_OBJECT = re.compile(r"\s+(?:in|by|at|on|for|from|to|with|over|after|under|as|during)\b")


def _joined_acts(entities: Entities, sentence: Sentence, dates: list[DateMention],
                 salience_by_sentence: dict[int, Salience], skip: Spans,
                 filed_from: tuple[int, int] | None, items: list[Item]) -> list[Item]:
    """The acts joined by "and" to an event's verb, of the event's subject: "Finland
    summoned Russia's ambassador on Wednesday and revoked the diplomatic visa of a Russian
    military attaché"."""
    found = []
    for item in items:
        span = item.evidence[0]
        subject = (item.fields.get("agent") or item.fields.get("participants") or [None])[0]
        if subject is None or item.missing or not sentence.start <= span.start < sentence.end:
            continue
        trigger = re.fullmatch(r"trigger '(.+)'", item.rule)
        at = entities.text.find(trigger.group(1), span.start, sentence.end) if trigger else -1
        if at < 0:
            continue
        # the verb right after the trigger's clause: no other verb, no semicolon between
        # ("Croatia declared a diplomat persona non grata; Serbia summoned … and recalled"
        # is not Croatia's recall)
        joined = _AND_VERB.search(entities.text, at + len(trigger.group(1)), sentence.end)
        if joined is None or ";" in entities.text[at:joined.start()] or any(
                not _NOT_A_FINITE_VERB.search(entities.text, max(0, m.start() - 16), m.start())
                for m in _LEAD_VERB.finditer(entities.text, at + len(trigger.group(1)),
                                             joined.start())):
            continue
        if joined is None or _SAYING.search(entities.text, span.end, joined.start()) \
                or joined.group("verb") in _NOT_A_LEAD_VERB \
                or _NO_OBJECT.match(entities.text, joined.end(), sentence.end):
            # (not a participle: "a request for asylum for Betssy Chávez, …, and prosecuted
            # in Peru")
            continue
        if any(start <= joined.start("verb") < end for other in items
               for start, end in told_spans(entities.text, other)):
            continue  # ("summoned X and handed him a note": the note's own event)
        verb = _LEAD_VERB.match(entities.text, joined.start("verb"))
        act = _verb_event(entities, sentence, dates, salience_by_sentence[sentence.index],
                          skip, filed_from, False, (verb, subject)) if verb else None
        if act is not None:
            _same_sitting(act, item)
            found.append(act)
    return found


def _same_sitting(act: Item, event: Item) -> None:
    """An act joined by "and" to an event's verb, with no date of its own, was done the
    event's day: "On the same day, the ministry declared the attaché persona non grata and
    gave him 48 hours to leave"."""
    if any(key in act.fields for key in DATE_KEYS):
        return
    for key in (*DATE_KEYS, "date_inferred", "date_reasoning"):
        if key in event.fields:
            act.fields[key] = event.fields[key]
    if "date_text" in event.comments:
        act.comments["date_text"] = event.comments["date_text"]


def _dated_acts(entities: Entities, sentences: tuple[Sentence, ...],
                dates: list[DateMention], salience_by_sentence: dict[int, Salience],
                skip: Spans, filed_from: tuple[int, int] | None, lead: Sentence | None,
                items: list[Item]) -> list[Item]:
    """A dated act, whatever its verb, in a sentence no trigger drafted an event from: "On
    March 3, the Norwegian Police Security Service filed a complaint with the Oslo police",
    "The agency handed the case file to prosecutors on March 10"."""
    told = Spans((span.start, span.end) for item in items for span in item.evidence)
    # (a day counted from another, "two days later", dates no sentence for this reading of
    # its main verb: "That evening, he went further" tells of no act)
    dates = [d for d in dates if not d.counted]
    found = []
    for sentence in sentences:
        found += _joined_acts(entities, sentence, dates, salience_by_sentence, skip,
                              filed_from, items)
        if sentence is lead or told.overlaps(sentence.start, sentence.end) or not any(
                sentence.start <= d.start and d.end <= sentence.end for d in dates):
            continue
        item = _verb_event(entities, sentence, dates, salience_by_sentence[sentence.index],
                           skip, filed_from, is_lead=False)
        if item is not None:
            found.append(item)
    return found


def _add(items: list[Item], used: Ids, item: Item) -> None:
    """The event, with an id no other event of the article has."""
    item.fields["id"] = used.give(item.fields["id"])
    items.append(item)


# The lead of a news report tells its main event. When no trigger found an event in it, its
# main verb proposes a generic one for the reviewer to type (a main event is often of a kind
# no trigger knows): "Belgium on Monday returned to the Democratic Republic of Congo the skull
# of …" is "Returned: Belgium, …, Monday".
_LEAD_VERB = re.compile(
    r"(?<![\w’'-])(?P<verb>[a-z]{3,}ed|sought|met|held|won|lost|sent|took|gave|made|left|"
    r"began|struck|hit|cut|broke|put|set|led|chose|drew|brought|sold|paid|kept|fled|came|"
    r"went|threw|froze|withdrew|overturned|swore|rejected|seized)(?![\w’'-])")
# Verbs of saying are quotations' and claims'; these others are no event of the report's own
_NOT_A_LEAD_VERB = {"said", "told", "stated", "added", "reported", "announced", "warned",
                    "claimed", "accused", "alleged", "denied", "insisted", "argued", "noted",
                    "confirmed", "revealed", "called", "urged", "expected", "scheduled",
                    "planned", "based", "named", "used", "needed", "seemed", "appeared",
                    "remained", "looked", "indicated", "suggested", "described", "quoted",
                    "asked", "explained", "emphasised", "emphasized", "stressed", "welcomed",
                    "acknowledged", "believed", "hoped", "wanted", "tried", "continued"}
# A verb the words before it make no act: "the newly elected", "a Russian-led", "those arrested"
_NOT_A_FINITE_VERB = re.compile(r"\b(?:newly|recently|internationally|democratically|"
                                r"so-called|the|a|an|those|were|was|be|"
                                r"been|being|is|are|who|which|that|after|before|when|by)\s+$",
                                re.IGNORECASE)
_IN_RELATIVE_CLAUSE = re.compile(r"\b(?:who|which|whose)\b[^,;]*$")
_RELATIVE_PRONOUN = re.compile(r"\b(?:who|which|whose|where)\b")
# ("ended their annual summit": a possessive inside the phrase, not at its end)
_POSSESSIVES = {"its", "their", "his", "her"}
# ("adopted a resolution": an article inside the phrase, not at its end)
_ARTICLES = {"a", "an", "the"}
_TIME_AFTER_VERB = re.compile(r"\s+(?:(?:late|early)\s+)?(?:on\s+)?(?:Monday|Tuesday|Wednesday|"
                              r"Thursday|Friday|Saturday|Sunday)(?:\s+(?:morning|afternoon|"
                              r"evening|night))?,?(?=\s)")
_LABEL_STOP = {"to", "in", "on", "at", "with",
               "from", "for", "after", "before", "by", "over", "as", "of", "and", "that",
               "which", "while", "into", "against", "during", "since"}


def _verb_event(entities: Entities, lead: Sentence, dates: list[DateMention],
                salience: Salience, skip: Spans,
                filed_from: tuple[int, int] | None, is_lead: bool,
                joined: tuple[re.Match, str] | None = None) -> Item | None:
    """The act a sentence's main verb tells, with its subject and those named after it:
    "Belgium on Monday returned to the Democratic Republic of Congo the skull of …" is
    "Returned: Belgium, …, Monday". Of the lead (``is_lead``), or of another sentence when
    the verb's clause gives its date. ``joined``: a verb joined to an event's verb and the
    event's subject ("Finland summoned Russia's ambassador and revoked the visa of …")."""
    text = entities.text
    # (not a verb of a relative clause about the subject: "Jan-Willem van den Broek, a Dutch
    # diplomat who spent four decades in Asia and played …, died")
    verb = joined[0] if joined else next(
        (m for m in _LEAD_VERB.finditer(text, lead.start, lead.end)
         if not _NOT_A_FINITE_VERB.search(text, max(lead.start, m.start() - 16), m.start())
         and not _IN_RELATIVE_CLAUSE.search(text, lead.start, m.start())), None)
    if verb is None or verb.group("verb") in _NOT_A_LEAD_VERB \
            or skip.covers(verb.start()) \
            or _negated(text, lead, verb.start(), verb.end()) \
            or _NOT_YET.search(text, max(lead.start, verb.start() - 40), verb.start()) \
            or not is_lead and _SAYING.search(text, lead.start, verb.start()):
        # (nor, after the lead, a verb in what someone said: "Inspector Rautio told
        # reporters that the crew had received …")
        return None
    agent, how = (joined[1], "subject") if joined else subject_before(
        entities, lead, verb.start(), salience)
    if not is_lead and not _own_words(entities, lead, verb.start(), agent, salience):
        return None  # ("X planted devices on 3 March, the Polish ministry said": a claim)
    if agent is None or how not in ("subject", "sentence-subject") and not (
            how == "reference" and not is_lead
            and entities.kind(agent) in ("country", "organization")):
        # whose act it was, the reviewer would have to find alone ("The agency handed the
        # case file to prosecutors on March 10": the agency named before)
        return None
    # Its own clause: not what a relative clause after its object tells ("sought consular
    # access to 14 fishermen … who were arrested by the Sri Lankan Navy … on Sunday")
    stop = _CLAUSE_END.search(text, verb.end(), lead.end)
    relative = _RELATIVE_PRONOUN.search(text, verb.end(), stop.start() if stop else lead.end)
    end = relative.start() if relative else stop.start() if stop else lead.end
    subjects = _subjects(entities, lead, verb, agent)  # "Kuwait and Iraq agreed"
    others = [m for m in _after(entities, verb.end(), end, AGENT_KINDS)
              if m.entity not in subjects
              and not (filed_from and filed_from[0] <= m.start < filed_from[1])]
    participants = _distinct(subjects + [m.entity for m in others])[:3]
    subject = [m for m in entities.mentions_in(lead.start, verb.start())
               if m.entity in subjects][:1]
    words = [verb.group("verb")]
    # (past a time right after the verb: "agreed on Wednesday to an immediate ceasefire",
    # "adopted on Thursday a resolution": not a label of the verb alone)
    when = _TIME_AFTER_VERB.match(text, verb.end(), lead.end)
    start = when.end() if when else verb.end()
    for word in re.finditer(r"\S+", text[start:min(lead.end, start + 60)]):
        plain = word.group(0).rstrip(",;:.")
        if len(words) >= 5 or not plain.isalpha() or not plain.islower() \
                or (plain in _LABEL_STOP and not (plain == "to" and len(words) == 1)):
            break  # ("agreed to withdraw troops": the verb it agreed to)
        words.append(plain)
        if plain != word.group(0):
            break  # a comma ends the phrase
    while len(words) > 1 and words[-1] in _LABEL_STOP | _POSSESSIVES | _ARTICLES:
        words.pop()
    phrase = " ".join(words)
    phrase = phrase[0].upper() + phrase[1:]
    fields: dict = {"participants": participants}
    spans = [verb.start(), verb.end()] + [m.start for m in subject] + [
        m.end for m in others if m.entity in participants]
    # Where: "in" or "at" a place near the verb (not "returned to the Democratic Republic of
    # Congo", nor "an engineer convicted in France" further on)
    place = _place(entities, verb.end(), min(end, verb.end() + 60))
    if place is not None and re.search(r"\b(?:in|at)\s+(?:the\s+)?$",
                                       text[max(0, place.start - 8):place.start]) \
            and not (filed_from and filed_from[0] <= place.start < filed_from[1]):
        fields["place"] = place.entity
        spans.append(place.end)
    date = _date(dates, Sentence(lead.index, lead.start, end, text[lead.start:end]), verb, [],
                 text)
    # (a span of months dates no act of its own: kg.draft.dates.no_act_dated_by)
    if (date is None or no_act_dated_by(date)) and not is_lead and not joined \
            or not is_lead and _OF_A_DOCUMENT.search(phrase):
        return None  # (not "Iran released a statement on Sunday": words, not an act)
    if date:
        fields.update(date_fields(date))
        spans += [date.start, date.end]
    names = [entities.name(e) for e in participants]
    label = f"{phrase}: {', '.join(names)}" + (f", {date.text}" if date else "")
    told = "The article's lead" if is_lead else \
        "An act joined to another's verb" if joined else "A dated act"
    type_ = verb_type(phrase)
    # "The OSCE envoy met both delegations on Friday": a meeting of one named; the shapes
    # want two, so it is set aside for the reviewer to add the other
    missing = ("second participant",) if type_ == "Meeting" and len(participants) < 2 else ()
    item = Item("events", {"id": slugify(f"{phrase} {names[0]}"), "type": type_,
                           "label": {"en": label}, **fields,
                           "note": f"{told}, read from its verb “{verb.group('verb')}”:"
                                   " no rule knows this kind of event. Say what it was (its "
                                   "type and label) and who took part."},
                [Span(min(spans), max(spans))],
                "the lead's main verb" if is_lead else "a verb joined to an event's"
                if joined else "a dated sentence's main verb",
                missing=missing, verb_at=verb.start("verb"))
    note_weekday(item, date)
    return item


def _own_words(entities: Entities, sentence: Sentence, offset: int, agent: str | None,
               salience: Salience) -> bool:
    """Whether the verb at ``offset`` tells an act the report gives as a fact, as the parse
    reads it (kg.draft.actions.own_report): not one another party says was done, nor words
    that something is so ("charged on 5 March that the border had been closed")."""
    token = nlp.word_at(entities.text, offset)
    if token is None:
        return True
    if token.pos_ == "VERB" and token.lemma_.lower() in CLAIMING \
            and any(c.dep_ == "ccomp" for c in token.children):
        return False
    # (a verb the parse reads as a word of a phrase is in someone's words all the same:
    # "The attaché, X, photographed protesters …, the ministry said")
    return own_report(entities, sentence, token, agent, salience)


# A verb phrase whose object is a text: "released a statement", "published a report"
_OF_A_DOCUMENT = re.compile(r"\b(?:statement|text|report|letter|video|communiqu[eé]|readout|"
                            r"figures|data|document|transcript|footage|photos?|images?|list|"
                            r"results?|comments?|remarks?)$")


_NO_ELECTION_BEFORE = re.compile(r"\b(?:on|over|about|for|ahead of|before|towards?|hold|"
                                 r"holding|organi[sz]e|free and fair|new)\s+(?:the\s+)?"
                                 r"(?:[\w’'-]+\s+){0,2}$", re.IGNORECASE)
_NO_ELECTION_AFTER = re.compile(r"[\s,]+(?:(?:now|still|originally|initially)\s+)?(?:"
                                r"scheduled|due|planned|postponed|delayed|set\s+for|"
                                r"to\s+be\s+held|will|would|could|must|should|cannot)\b")
# Between a verb and its object: "arrested former President Pedro Castillo"
_OBJECT_GAP = re.compile(r"\s+(?:(?:the|a|an|his|her|their|its)\s+)?(?:(?:former|ex-|"
                         r"[A-Z][\w’'.-]*)\s+){0,5}")
# Between two people met: "X and Foreign Minister Y", "X, Y and Z"
_JOINED_OBJECT = re.compile(r"(?:,\s+|,?\s+and\s+)(?:(?:his|her|their)\s+)?"
                            r"(?:(?:[A-Z][\w’'.-]*|of|the|counterpart),?\s+){0,5}")
# "the meeting", "the Belgrade meeting", "that meeting": one told before
_DEFINITE_BEFORE = re.compile(r"\b(?:[Tt]he|[Tt]hat|[Tt]his)\s+(?:[A-Z][\w’'-]*\s+){0,2}$")
# "The treaty was signed", "The agreement, …, was formally signed": one told before
_SIGNED_BEFORE = re.compile(
    r"^\s*[Tt]he\s+(?:[\w’'-]+\s+){0,3}?(?:treaty|agreement|accord|deal|memorandum|pact|"
    r"declaration|convention|protocol|charter)\b[^.;]{0,80}?\s(?:was|were|had been|has been)\s+"
    r"(?:(?:formally|officially|also|then|later)\s+)?$")
# Who looked on, between a signing and the names after it: not a signatory.
_ONLOOKERS = re.compile(r"\b(?:in the presence of|witnessed by|attended by|watched by|"
                        r"in front of)\b")


def _merge_signing(signing: Item, told_again: Item) -> None:
    """The signing told again: its people, place and date join the first telling."""
    fields = signing.fields
    fields["participants"] = _distinct(fields["participants"]
                                       + told_again.fields["participants"])
    for key in ("place", "date", "month", "year", "date_text", "date_inferred",
                "date_reasoning"):
        if key in told_again.fields and key not in fields:
            fields[key] = told_again.fields[key]
    signing.evidence.extend(told_again.evidence)


def _told_as_note(item: Item, match: re.Match, notes: list[tuple[int, int]]) -> bool:
    """Whether a protest note (ACTS) is the note handed over that the sentence's
    Communication tells already: "handed a note of protest to Belarus" is one act, the
    Communication with its agent and addressee."""
    return act_word(match.group(0)) == "Protest note" and any(
        start < match.end() and match.start() < end for start, end in notes)


def _may_be_same_day(one: Item, other: Item) -> bool:
    """Whether two events told alike may be one: not when each has its own date ("Spain
    summoned the British ambassador on Thursday" and "Spain last summoned a British
    ambassador in 2021" are two summonses)."""
    def when(item: Item) -> str | None:
        return item.fields.get("date") or item.fields.get("month") or item.fields.get("year")

    first, second = when(one), when(other)
    if first and second:
        return first.startswith(second) or second.startswith(first)
    # (a day of the week whose day the text does not pin, and another date: two events
    # unless the words are the same)
    words = one.fields.get("date_text"), other.fields.get("date_text")
    return not all(words) or words[0] == words[1]


def _same_addressee(one: Item, other: Item) -> bool:
    """Whether two events' addressees may be the same: equal, or one of them not named."""
    first, second = one.fields.get("addressee"), other.fields.get("addressee")
    return not first or not second or first == second


def _after(entities: Entities, start: int, limit: int, kinds: set[str]) -> list:
    return [m for m in entities.mentions_in(start, limit) if m.kind in kinds]


# A trigger the sentence denies ("has never met", "did not meet", "has not met ... since")
# tells of something that did not happen: no event is proposed.
_NEGATION = re.compile(r"\b(?:not|never|no longer|neither|nor|without|refused to|declined to|"
                       r"denied|denies|deny|failed to)\b|n[’']t\b", re.IGNORECASE)
_NEGATION_REACH = 4  # words before the trigger ("has still not yet met")


# The words that make an act one to come, or one someone wants: "will", "plans to"
_MODALS = ("will", "would", "shall", "could", "may", "might")
# A trigger after a modal or "to" tells of what is to come, or of what someone wants:
# "will sign", "would close its embassy", "plans to open", "urged them to meet".
_NOT_YET = re.compile(r"\b" + one_of((*_MODALS, "to", r"expected to", "plans? to", "hopes? to",
                                      "due to", "set to", "scheduled to"))
                      + r"\s+(?:" + one_of(("also", "soon", "then", "again", "formally",
                                           "temporarily", "jointly"))
                      + r"\s+)?(?:be\s+)?$")  # "in May signed": no modal


# A meeting where someone will do something ("he would raise the issue at a meeting of the
# African Union Executive Council later this week"): one to come, not one held
_TO_COME_AT = re.compile(
    r"\b" + one_of(("will", "would", "shall", r"plans?\s+to", r"intends?\s+to", r"hopes?\s+to",
                   r"expects?\s+to", r"is\s+to", r"are\s+to"))
    + r"\s+(?:[\w’'-]+\s+){1,8}?" + one_of(("at", "during", "in", "on", "for")) + r"\s+"
    + one_of(("a", "an", "the", r"next\s+week's", r"this\s+week's"))
    + r"\s+(?:[\w’'-]+\s+){0,2}$")
# A trigger a modal follows ("said elections could not be held until", "talks would resume
# next month"): of what may or may not come, no event.
_MODAL_AFTER = re.compile(
    r"\s+" + one_of(("could", "would", "can", "cannot", "will", "shall", "may", "might", "should",
                    "must")) + r"\b"
    r"|\s+" + one_of(("can", "won", "wouldn", "couldn", "shouldn")) + r"[’']t\b")
# The title between an organisation or a state and the person it belongs to: "U.N.
# Secretary-General", "Haiti's Prime Minister".
_TITLE_BETWEEN = re.compile(r"(?:['’]s)?(?:\s+[A-Z][\w’'-]*){1,4}\s+")


def _negated(text: str, sentence: Sentence, at: int, end: int | None = None) -> bool:
    if end is not None and _MODAL_AFTER.match(text, end, sentence.end):
        return True
    before = text[sentence.start:at]
    words = list(re.finditer(r"[\w’']+", before))
    window = before[words[-_NEGATION_REACH].start():] if len(words) >= _NEGATION_REACH \
        else before
    return _NEGATION.search(window) is not None


@dataclass
class _Found:
    """A trigger found in a sentence, and what the rule for its type reads from it: the
    fields it proposes, the offsets its evidence must span, a note for the reviewer."""

    entities: Entities
    sentence: Sentence
    match: re.Match
    type_: str
    agent: str | None          # the trigger's subject, as kg.draft.attribution finds it
    how: str | None            # how the subject was found ("subject", "reference", ...)
    following: list[Mention]   # agents named in the 90 characters after the trigger
    clause_end: int
    filed_from: tuple[int, int] | None
    fields: dict = field(default_factory=dict)
    spans: list[int] = field(default_factory=list)
    note: str | None = None

    @property
    def text(self) -> str:
        return self.entities.text

    @property
    def words(self) -> str:
        return self.match.group(0)

    @property
    def named_subject(self) -> bool:
        """Whether the agent is the subject of the trigger's own clause or sentence."""
        return self.agent is not None and self.how in ("subject", "sentence-subject")

    def before(self, kinds: set[str] | None = None) -> list[Mention]:
        """The mentions of the sentence before the trigger (of ``kinds``, if given)."""
        return [m for m in self.entities.mentions_in(self.sentence.start, self.match.start())
                if kinds is None or m.kind in kinds]

    def clause(self) -> list[Mention]:
        """The agents named after the trigger, up to the end of its clause."""
        return _in_clause(self.entities, self.match.end(), self.sentence.end)


def _meeting(found: _Found) -> bool:
    """Two or more who met: "Maduro and Ali met on Tuesday", "met with Japanese Prime
    Minister Kenta Oshiruma", "Turkish and Ukrainian officials met in Istanbul",
    "Representatives of X and the Y rebel group began direct talks", "talks between Iraqi
    Foreign Minister Fuad Hussein and his Kuwaiti counterpart Abdullah Al-Yahya"."""
    text, match, sentence, entities = found.text, found.match, found.sentence, found.entities
    agent = found.agent
    if found.words == "meeting" and _DEFINITE_BEFORE.search(
            text, max(sentence.start, match.start() - 40), match.start()):
        # "Vučić said after the meeting that …", "who attended the Belgrade meeting": a
        # meeting told before (or one someone attended), not one of those this sentence names
        return False
    # "met in Argyle, Saint Vincent": a place or a time after a preposition, no one met
    others = [m for m in found.following if m.entity != agent
              and _may_be_met(text[match.end():m.start])]
    states = found.before({"country"})
    pair = [(a, b) for a, b in zip(states, states[1:])
            if re.fullmatch(r"\s+and\s+", text[a.end:b.start])
            and _DELEGATES.fullmatch(text[b.end:match.start()])]
    sides = _delegations_of(entities, sentence, match)
    if pair:
        # "Turkish and Ukrainian officials met": the two states, through people unnamed
        agent, agent_list = None, [pair[-1][0].entity, pair[-1][1].entity]
        others = [m for m in others if m.entity not in agent_list]
    elif sides:
        agent, agent_list = None, sides
        others = [m for m in others if m.entity not in agent_list]
    elif agent is not None:
        # "Tshisekedi and Rwandan President Paul Kagame met": both are the subject
        agent_list = _subjects(entities, sentence, match, agent)
        others = [m for m in others if m.entity not in agent_list]
    else:
        agent_list = []
    # "after meeting U.N. Secretary-General António Guterres": the one the title is of
    others = [m for m, n in zip(others, others[1:] + [None]) if m.kind == "person" or n is None
              or n.kind != "person" or not _TITLE_BETWEEN.fullmatch(text, m.end, n.start)]
    others = ([m for m in others if m.kind != "country"] or others)[:1]
    if found.words == "received" and not (
            others and others[0].kind == "person"
            and _OBJECT_GAP.fullmatch(text, match.end(), others[0].start)):
        return False  # "received Ukraine's request", "received the envoys' letters"
    between = found.words.endswith("between")
    if between:
        agent, agent_list = None, []  # the sentence's subject is not a party
        met = [m for m in found.following if _may_be_met(text[match.end():m.start])]
        # the people, if it names them, else the sides
        others = ([m for m in met if m.kind == "person"] or met)[:1]
    # "met Uzbek President Shavkat Mirziyoyev and Foreign Minister Bakhtiyor Saidov": both;
    # not when the draft does not know who met them ("flew to Pristina for talks with Kurti
    # and President Vjosa Osmani" is no meeting of those two)
    for mention in found.following if agent_list or agent or between else ():
        if others and mention.start > others[-1].end and mention.kind == others[0].kind \
                and mention.entity not in agent_list and _JOINED_OBJECT.fullmatch(
                    text, others[-1].end, mention.start):
            others.append(mention)
    if agent is None and found.words.startswith("meeting"):
        # "announced by X after a meeting with Y": X is the other participant
        earlier = found.before({"person"})
        agent = earlier[-1].entity if earlier else None
    found.agent = agent
    people = (agent_list or ([agent] if agent else [])) + [m.entity for m in others]
    if len(set(people)) < 2:
        return False
    found.fields["participants"] = people
    found.spans += [m.end for m in others]
    return True


def _end_of_mission(found: _Found) -> bool:
    """The diplomat whose mission ended: "Ambassador Zamora has ended his duties and left the
    country", "Zamora's departure"."""
    agent = _a_person(found.entities, found.sentence, found.match, found.agent)
    if not agent:
        return False
    found.agent = agent
    found.fields["agent"] = [agent]
    return True


def _asylum_request(found: _Found) -> bool:
    """Who asked for asylum, and the state asked: "Senator Ana Ruiz formally requested
    political asylum at the Brazilian embassy", "Chile granted asylum to the former
    minister Tomás Vidal"."""
    entities, match = found.entities, found.match
    agent = found.agent
    beneficiaries = _after(entities, match.end(), found.clause_end, {"person"})[:1]
    if not beneficiaries and agent and found.how in ("subject", "sentence-subject") \
            and entities.kind(agent) == "person":
        beneficiaries = [m for m in found.before() if m.entity == agent][-1:]
        # hers, for herself (not "X was granted asylum")
        if not found.words.startswith("granted"):
            found.fields["agent"] = [agent]
        found.agent = None
    if not beneficiaries:
        return False
    found.fields["beneficiary"] = [beneficiaries[0].entity]
    # "the Brazilian embassy granted": the state right before the trigger
    states = [m for m in entities.mentions if m.end <= match.start()
              and match.start() - m.end <= 2 and m.kind == "country"]
    if states:
        found.fields["agent"] = [states[-1].entity]
    found.spans += [beneficiaries[0].end] + [m.start for m in states]
    return True


def _addressed(found: _Found) -> bool:
    """Who called on or wrote to whom: "Guterres called on Israel to …", "the minister wrote
    to the Secretary-General on Monday". Not an appeal made in words said: "The envoy said
    the talks were a first step, but called on both sides to …" is part of what was said
    (a quotation's or a claim's), not an act of its own (_in_words_said)."""
    if not found.agent or found.type_ == "Appeal" and _in_words_said(found):
        return False
    found.fields["agent"] = [found.agent]
    addressees = [m for m in found.following if m.entity != found.agent][:1]
    if addressees:
        found.fields["addressee"] = [addressees[0].entity]
        found.spans.append(addressees[0].end)
    return True


def _in_words_said(found: _Found) -> bool:
    """Whether the trigger's verb is joined, in the parse, to a verb of saying, or is in
    the words it governs: "said … and urged restraint", "said that Oslo had urged"."""
    span = nlp.parse(found.text).char_span(found.match.start(), found.match.start() + 1,
                                           alignment_mode="expand")
    if span is None or not len(span):
        return False
    token = span[0]
    while token.dep_ in ("conj", "ccomp") and token.head.i != token.i:
        token = token.head
        if token.lemma_.lower() in SAYING:
            return True
    return False


def _social_media_post(found: _Found) -> bool:
    """Who posted, and where: "Foreign Minister Radosław Sikorski wrote on X that …",
    "Adebayo wrote in a post on X on Friday"."""
    platforms = _after(found.entities, found.match.end() - 1, found.match.end() + 30,
                       {"website"})
    if not found.agent or not platforms:
        return False
    found.fields["agent"] = [found.agent]
    found.fields["on_platform"] = platforms[0].entity
    found.spans.append(platforms[0].end)
    return True


def _arrival(found: _Found) -> bool:
    """Who arrived: "She arrived in Jakarta on Sunday from Brasília, where she headed the
    Foreign Ministry's department" (the one "she" is, not the ministry named next); an
    arrival of no one named is a generic event for the reviewer."""
    entities = found.entities
    of = _after(entities, found.match.end(), found.clause_end, AGENT_KINDS - {"country"})
    subject = found.how == "subject" or (found.how == "reference" and found.agent is not None
                                         and entities.kind(found.agent) == "person")
    who = found.agent if subject else (of[0].entity if of else None)
    if who:
        found.fields["agent"] = [who]
    else:
        found.type_ = "Event"
        found.note = "Who arrived is not named in a way the draft reads: say who (agent)."
    return True


def _election(found: _Found) -> bool:
    """Elections held, or states elected to a body: "Colombia and Bahrain won seats on the
    United Nations Security Council", "the 2024 presidential elections"; not one spoken of
    or to come ("a dispute over language on elections", "elections, now scheduled for
    December")."""
    text, match, sentence = found.text, found.match, found.sentence
    elected_to = ELECTED_TO.fullmatch(found.words)
    if not elected_to and _NO_ELECTION_BEFORE.search(
            text, max(sentence.start, match.start() - 25), match.start()) \
            or _NO_ELECTION_AFTER.match(text, match.end(), min(sentence.end, match.end() + 40)):
        return False
    if elected_to:
        elected = _subjects(found.entities, sentence, match, found.agent) \
            if found.named_subject else []
        body = [m for m in found.clause() if m.kind == "organization"][:1]
        if not elected:
            return False
        found.fields["participants"] = _distinct(elected + [m.entity for m in body])
        found.spans += [m.end for m in body]
    elif match.group("year"):
        found.fields["year"] = match.group("year")
    return True


def _summit(found: _Found) -> bool:
    """The leaders at a summit, or else its states, or the organisation holding it:
    "leaders of Estonia, Latvia and Lithuania met in Tallinn for a summit", "Pacific Islands
    Forum leaders ended their annual summit"; not the dateline's state, nor a state the
    summit speaks of ("a ceasefire in Myanmar")."""
    text, match, sentence, entities = found.text, found.match, found.sentence, found.entities
    filed_from = found.filed_from
    named = [m for m in entities.mentions_in(sentence.start, sentence.end)
             if m.kind in AGENT_KINDS]
    people = _distinct([m.entity for m in named if m.kind == "person"])
    states = _distinct([m.entity for m in named if m.kind == "country"
                        and not (filed_from and filed_from[0] <= m.start < filed_from[1])
                        and not _SPOKEN_OF.search(text, max(0, m.start - 12), m.start)])
    found.fields["participants"] = people if len(people) >= 2 else states
    held_by = [m for m in named if m.kind == "organization" and m.end <= match.start()
               and _SUMMIT_OF.fullmatch(text, m.end, match.start())][-1:]
    if held_by and len(found.fields["participants"]) < 2:
        # the organisation alone: a state the sentence names is often one spoken of
        found.fields["participants"] = [held_by[0].entity]
    elif len(found.fields["participants"]) < 2:
        return False  # "the summit", "at the summit": the one named before, or none
    host = [m for m in found.before({"city", "country"})
            if re.fullmatch(r"[\s-]*", text[m.end:match.start()])]
    if host:
        found.fields["place"] = host[-1].entity
        found.spans.append(host[-1].start)
    found.spans += [m.end for m in named]
    return True


def _signing(found: _Found) -> bool:
    """The parties to an agreement signed: "Sugiono and Vieira signed a memorandum", "The
    treaty was signed in Djibouti City by …" (not who looked on: "in the presence of
    President Ismail Omar Guelleh"; not a letter or a petition signed)."""
    text, match, sentence = found.text, found.match, found.sentence
    near = text[max(sentence.start, match.start() - 60):min(sentence.end, match.end() + 60)]
    if not _AGREEMENT.search(near):
        return False
    subjects = _subjects(found.entities, sentence, match, found.agent) \
        if found.how == "subject" else []
    by = [m for m in found.clause() if m.entity not in subjects
          and not _ONLOOKERS.search(text, match.end(), m.start)]
    by = ([m for m in by if m.kind != "country"] or by)[:3]
    parties = _distinct(subjects + [m.entity for m in by])
    if not parties:
        return False
    found.fields["participants"] = parties
    found.spans += [m.end for m in by]
    return True


def _credentials(found: _Found) -> bool:
    """Who presented credentials, and to whom: "Ambassador Lena Ortiz presented her letters
    of credence to President Gabriel Boric", "The new ambassador had presented a copy of
    her credentials" (the one the text named with that title)."""
    agent = _a_person(found.entities, found.sentence, found.match, found.agent)
    found.agent = agent
    if agent:
        found.fields["agent"] = [agent]
    receivers = [m for m in found.following if m.kind in {"person", "organization"}
                 and m.entity != agent][:1]
    if receivers:
        found.fields["addressee"] = [receivers[0].entity]
        found.spans.append(receivers[0].end)
    # (a headline's "Envoy presents credentials", naming no one: the body tells who)
    return bool(agent or receivers)


def _state_act(found: _Found) -> bool:
    """A state's act on a mission or its diplomats, with the state as agent: "Sweden
    recalled its ambassador to Iraq, Karl Lind, for consultations", "Senegal ordered two
    diplomats at the Guinean embassy in Dakar to leave", "Norway closed its embassy in
    Kabul". The sentence's subject is the agent when no other clause begins before the
    trigger ("Iraq's Foreign Ministry had earlier ordered X to leave", not "Brazil's
    Foreign Ministry said Monday, after the Venezuelan government ordered …")."""
    text, match, entities, agent = found.text, found.match, found.entities, found.agent
    if agent and (found.how == "subject" or found.how == "sentence-subject"
                  and not _OTHER_CLAUSE_BEFORE.search(text, found.sentence.start,
                                                      match.start())) \
            and entities.kind(agent) in {"country", "organization", "group", "person"}:
        found.fields["agent"] = [agent]
    if found.type_ == "Recall":
        recalled = [m for m in found.clause() if m.kind == "person"][:2]
        if recalled:
            found.fields["participants"] = _distinct([m.entity for m in recalled])
            found.spans += [m.end for m in recalled]
    if found.type_ == "Expulsion":
        # those named inside the trigger too: "ordered a senior Ivorian diplomat to leave",
        # "declared Latvia's ambassador, X, persona non grata"
        verb_end = match.start() + len(found.words.split()[0])
        # (not the expelling state, nor the state they must leave: "Senegal's Foreign
        # Ministry ordered two Guinean diplomats to leave Senegal")
        expelling = {agent, entities.state_of_body(agent)}
        expelled = [m for m in entities.mentions_in(verb_end, match.end()) + found.clause()
                    if m.entity not in expelling and m.kind in AGENT_KINDS
                    and not _LEFT_FROM.search(text, max(0, m.start - 12), m.start)]
        expelled = ([m for m in expelled if m.kind != "country"] or expelled)[:3]
        if expelled:
            found.fields["participants"] = _distinct([m.entity for m in expelled])
            found.spans += [m.end for m in expelled]
    return "agent" in found.fields or "participants" in found.fields


# Before the state someone leaves or is sent from: "to leave Senegal", "from the Netherlands"
_LEFT_FROM = re.compile(r"\b(?:leave|leaving|left|from|out\s+of)\s+(?:the\s+)?$")


def _act(found: _Found) -> bool:
    """One of ACTS, with the parties _act_parties finds: "Ecuador broke off diplomatic
    relations with Nicaragua", "Gunmen seized an Egyptian diplomat"."""
    parties = _act_parties(found.entities, found.sentence, found.match,
                           act_word(found.words), found.agent, found.how)
    if not parties:
        return False
    found.fields["participants"] = _distinct([m.entity for m in parties])
    found.spans += [m.end for m in parties]
    return True


def _sanctions(found: _Found) -> bool:
    """The state's sanctions, against those the clause names: "Canada imposed sanctions on
    Thursday on four Haitians, among them former President Michel Martelly"."""
    if not (found.agent and found.how == "subject"):
        return False
    targets = [m for m in found.clause() if m.kind in ("person", "organization")
               and m.entity != found.agent][:3]
    found.fields["participants"] = _distinct([found.agent] + [m.entity for m in targets])
    found.spans += [m.end for m in targets]
    return True


def _act_on_people(found: _Found) -> bool:
    """The subject's act on people the clause names: "Azerbaijan released six Armenians",
    "Malawi's government has suspended its consul general in Johannesburg, Chimwemwe
    Banda", "released four Beninese customs officers" (the state the unnamed are of); not
    "a statement released after the ceremony", nor a suspension of no one named
    ("suspended talks")."""
    text, match, entities, agent = found.text, found.match, found.entities, found.agent
    if not (found.named_subject and entities.kind(agent) in (
            "country", "organization", "person")) or _DOCUMENT_BEFORE.search(
                text, max(found.sentence.start, match.start() - 30), match.start()):
        return False
    people = [m for m in found.clause() if m.kind == "person" and m.entity != agent][:3]
    if found.words == "suspended" and not people:
        return False
    object_words = _PEOPLE_NOUN.match(text, match.end(), found.sentence.end)
    if not people and object_words is not None:
        people = [m for m in entities.mentions_in(match.end(), object_words.end())
                  if m.kind == "country" and m.entity != agent][:1]
    found.fields["participants"] = _distinct([agent] + [m.entity for m in people])
    found.spans += [m.end for m in people]
    return True


def _one_party_act(found: _Found) -> bool:
    """The named subject's act, no one else's: "Foreign Minister Battsetseg Batmunkh
    resigned on Friday", "The Philippines has evacuated staff from its embassy"."""
    if not (found.agent and found.how == "subject"):
        return False
    found.fields["participants"] = [found.agent]
    return True


def _case_step(found: _Found) -> bool:
    """A step of a case, by the one the sentence names as its subject (else the body it went
    to): "On 14 April, a residents' association filed a complaint with the police in Kigali",
    "The agency said it had handed its case file to the prosecutor's office", "a case file
    had been handed on Thursday to the special prosecutor" (who handed it unnamed); in a
    sentence that dates it."""
    entities, sentence = found.entities, found.sentence
    if not _DAY_WORDS.search(found.text, sentence.start, sentence.end):
        return False  # an undated step is one of many in a case, not an act the report tells
    passive = re.search(r"\b(?:been|was|were)\s+\w+(?:\s+on\s+\w+)?$", found.words) \
        or found.words.startswith(("complaint filed", "received"))
    # (told in the passive, the step is the one's who tells of it: "The ministry said a case
    # file had been handed to the prosecutor")
    doer = found.agent if found.agent and (passive and found.how != UNNAMED or (

        found.how in ("subject", "sentence-subject") or found.how == "reference"
        and entities.kind(found.agent) in ("country", "organization", "group"))) else None
    if found.words.startswith("complaint filed") and found.agent \
            and entities.kind(found.agent) != "person":
        doer = found.agent  # "a complaint filed with the police by X" told as X's
    # (the body it went to stands for the step only when the doer is not named: "a case
    # file had been handed to the special prosecutor")
    to = [] if doer else [m for m in found.clause()
                          if m.kind in ("organization", "group", "country")][:1]
    found.fields["participants"] = [doer] if doer else [m.entity for m in to]
    found.spans += [m.end for m in to]
    return True


def _legal_proceeding(found: _Found) -> bool:
    """Who is tried or arrested: the subject of "was arrested" ("Former minister Luis Vega
    was arrested on Monday"), or a person right after the verb ("police arrested former
    President Pedro Castillo"); not "police had arrested three people" in a sentence
    quoting a minister."""
    if _CASE_STEP.fullmatch(found.words):
        return _case_step(found)
    text, match, entities = found.text, found.match, found.entities
    passive = re.search(r"\b(?:was|were|been|be|being)\s+$",
                        text[max(found.sentence.start, match.start() - 12):match.start()])
    if passive:
        persons = [found.agent] if found.agent and entities.kind(found.agent) == "person" \
            else []
    else:
        persons = [m.entity for m in found.following if m.kind == "person"
                   and _OBJECT_GAP.fullmatch(text, match.end(), m.start)][:1]
    if not persons:
        return False
    if passive:
        # ("was arrested by the Federal Police": the police's act)
        _passive, by = passive_agent(entities, found.sentence, match.start(), Salience())
        if by is not None and by not in persons:
            found.fields["agent"] = [by]
    found.fields["beneficiary"] = persons[:1]
    found.spans += [m.end for m in found.following if m.entity in persons[:1]]
    return True


def _statement(found: _Found) -> bool:
    """Who issued a statement on a day the sentence gives: "The Foreign Ministry said in a
    statement on Friday that …" (what it says about others is its content, not its
    parties); who told reporters, on a day the sentence gives ("the minister told reporters
    in Suva on May 23"). A statement the sentence does not date is the source of its words,
    not an act."""
    if not found.agent or not _dated_clause(found):
        return False
    found.fields["agent"] = [found.agent]
    found.spans += [m.end for m in found.following if m.entity == found.agent]
    return True


def _dated_clause(found: _Found) -> bool:
    """Whether a date stands in the trigger's own clause: before it, or after it before the
    words said ("said in a statement on Friday that …", not "said in a statement that it
    had sent a note on 4 May")."""
    text, sentence, match = found.text, found.sentence, found.match
    said = re.compile(r"\bthat\b|[,;:“\"‘]").search(text, match.end(), sentence.end)
    stop = said.start() if said else sentence.end
    return _DAY_WORDS.search(text, match.end(), stop) is not None or (
        _DAY_WORDS.search(text, sentence.start, match.start()) is not None
        and not re.search(r"\bthat\b", text[sentence.start:match.start()]))


# A day as a sentence names it, for telling whether a clause is dated
_DAY_WORDS = re.compile(r"\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|"
                        r"January|February|March|April|May|June|July|August|September|"
                        r"October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|"
                        r"Nov|Dec)\b\.?(?:\s+\d{1,2})?|\b\d{1,2}\s+(?:January|February|"
                        r"March|April|May|June|July|August|September|October|November|"
                        r"December)\b")


def _with_parties(found: _Found) -> bool:
    """The subject and up to two named after the trigger: "Kenya summoned the Ugandan
    envoy", "tensions between Algeria and Morocco" (a dispute's parties are those named
    after it, not the sentence's subject)."""
    parties = [found.agent] if found.agent and found.type_ != "DiplomaticDispute" else []
    # (in its own clause: not "… and revoked the visa of a Russian attaché")
    joined = _AND_VERB.search(found.text, found.match.end(), found.clause_end)
    named = [m for m in found.following if joined is None or m.start < joined.start()]
    parties = _distinct(parties + [m.entity for m in named if m.entity not in parties][:2])
    if not parties:
        return False
    found.fields["participants"] = parties
    found.spans += [m.end for m in found.following if m.entity in parties]
    return True


def _generic(found: _Found) -> bool:
    """A generic event, read by what its trigger tells: an act (ACTS), sanctions, an act on
    people, one person's act, or an act with its parties."""
    if act_word(found.words) is not None:
        return _act(found)
    if _SANCTIONS.search(found.words):
        return _sanctions(found)
    if found.words in _ACTS_ON_PEOPLE:
        return _act_on_people(found)
    if found.words in _ONE_PARTY:
        return _one_party_act(found)
    return _with_parties(found)


# What each type of event is read from its trigger by: each rule fills the fields and says
# whether the sentence tells of such an event at all.
_RULES = {
    "Meeting": _meeting,
    "EndOfMission": _end_of_mission,
    "AsylumRequest": _asylum_request,
    "Appeal": _addressed,
    "Communication": _addressed,
    "SocialMediaPost": _social_media_post,
    "Arrival": _arrival,
    "Election": _election,
    "Summit": _summit,
    "Signing": _signing,
    "CredentialsPresentation": _credentials,
    "Expulsion": _state_act,
    "EmbassyClosure": _state_act,
    "EmbassyOpening": _state_act,
    "Recall": _state_act,
    "Event": _generic,
    "DiplomaticDispute": _with_parties,
    "LegalProceeding": _legal_proceeding,
    "Statement": _statement,
}


# A verb whose object is the act a noun trigger names: "ordered the closure of",
# "announced the expulsion of"
_ORDERED_NOUN = re.compile(r"\b(?:ordered|orders|announced|announces|decided\s+on|approved|"
                           r"approves|decreed|decrees)\s+(?:the\s+)?(?:immediate\s+)?$")


def _told_as_fact(text: str, sentence: Sentence, match: re.Match) -> bool:
    """Whether the trigger tells of something that happened: not denied ("has never met"),
    not to come ("will sign", "plans to open"), not a meeting where someone will do
    something ("he would raise the issue at a meeting of the Council later this week")."""
    return not (_negated(text, sentence, match.start(), match.end()) or _NOT_YET.search(
        text, max(sentence.start, match.start() - 40), match.start()) or (
        match.group(0).split()[0] in _NOUNS and _TO_COME_AT.search(
            text, max(sentence.start, match.start() - 90), match.start())))


def _event(entities: Entities, sentence: Sentence, match: re.Match, type_: str,
           dates: list[DateMention], salience: Salience, triggers: list[tuple[int, int]],
           groups=None, filed_from: tuple[int, int] | None = None) -> Item | None:
    """The event of ``type_`` the trigger ``match`` tells of, read by the type's rule (_RULES)
    with its place and date, or None when the sentence tells of none."""
    text = entities.text
    if not _told_as_fact(text, sentence, match):
        return None
    act = act_word(match.group(0)) if type_ == "Event" else None  # one of ACTS, or None
    agent, how = subject_before(entities, sentence, match.start(), salience)
    noun = match.group(0).split()[0] in _NOUNS
    if agent is None and how == UNNAMED and groups is not None and type_ in _ACTED \
            and not noun:
        # "a group of former Polish diplomats wrote to": an unnamed group (not "A group of
        # former diplomats wrote … to protest the closure of the consulate": the closure is
        # not the group's)
        span = unnamed_phrase(entities, sentence, match.start())
        if span is not None:
            agent, how = groups.group(*span), "subject"
    if how != UNNAMED and not noun:
        # the parse's subject, where the words before the verb do not name it, or name
        # another ("…, who handed him a note verbale": the one the relative clause is of;
        # "X summoned the envoy, Y, and handed him a note": X's, not Y's)
        parsed = parsed_subject(entities, sentence, match.start(), salience,
                                only_shared=agent is not None)
        agent, how = (parsed, "subject") if parsed is not None else (agent, how)
        # ("the ministry said it had summoned the envoy": the ministry's own act)
        teller = teller_subject(entities, sentence, match.start(), salience)
        agent, how = (teller, "subject") if teller is not None else (agent, how)
    passive, done_to = False, []
    if not noun and type_ not in _PARTIES_READ:
        # "was arrested by the Federal Police": the one "by" names did it, not the subject
        passive, by = passive_agent(entities, sentence, match.start(), salience)
        if passive:
            agent, how = (by, "subject") if by is not None else (None, None)
            done_to = passive_subjects(entities, sentence, match.start(), salience)
    ordering = _ORDERED_NOUN.search(text, max(sentence.start, match.start() - 40),
                                    match.start()) if noun else None
    if ordering is not None:
        # "Moscow ordered the closure of the Norwegian consulate": the act of the one who
        # ordered it
        agent, how = subject_before(entities, sentence, ordering.start(), salience)
    if noun and how != "subject":
        agent = None  # "a meeting", "the departure": the sentence's subject need not be in it
    clause_end = min(sentence.end, match.end() + 90)
    found = _Found(entities, sentence, match, type_, agent, how,
                   _after(entities, match.end(), clause_end, AGENT_KINDS), clause_end,
                   filed_from, spans=[match.start(), match.end()])
    if not _RULES[type_](found) and not done_to:
        return None
    if done_to:
        # "Two Russian diplomats were expelled from Norway": an expulsion, its doer unknown,
        # done to Russia's diplomats
        found.fields["participants"] = _distinct(
            [m.entity for m in done_to] + list(found.fields.get("participants", [])))[:3]
        found.spans += [m.start for m in done_to]
    return _item(found, act, dates, triggers)


# Types whose rules read every party the sentence names, "by" or not: "The treaty was signed
# by Portugal's minister, Helena Barros Pinto, and …" (the signatories, the people named)
# and whose rules read the passive's subject as the one it was done to ("Luis Vega was
# arrested": the one tried)
_PARTIES_READ = frozenset({"Signing", "Meeting", "Summit", "LegalProceeding", "EndOfMission"})


def passive_agent(entities: Entities, sentence: Sentence, offset: int, salience: Salience
                  ) -> tuple[bool, str | None]:
    """Whether the verb at ``offset`` is a passive, and the agent "by" names ("two men
    were arrested by the Federal Police": the police), or None."""
    token = nlp.word_at(entities.text, offset)
    if token is None or token.idx != offset or token.pos_ != "VERB" \
            or not verb_subject(token)[1] and not any(c.dep_ == "auxpass"
                                                      for c in token.children):
        return False, None
    by, _done_to = act_actor(entities, sentence, token, salience)
    return True, by if by is not None and entities.kind(by) in AGENT_KINDS else None


def passive_subjects(entities: Entities, sentence: Sentence, offset: int,
                     salience: Salience) -> list[Mention]:
    """The names in the subject of the passive verb at ``offset``, the ones it was done
    to: "The Russian ambassador was summoned" (Russia), "Two Latvian diplomats were
    expelled" (Latvia); none when the subject names no state, body or person."""
    token = nlp.word_at(entities.text, offset)
    if token is None:
        return []
    subject = next((c for c in token.children if c.dep_ == "nsubjpass"), None)
    if subject is None:
        return []
    start = subject.left_edge.idx
    end = subject.right_edge.idx + len(subject.right_edge.text)
    # (not the host a post is "to": "Kenya's high commissioner to Uganda was summoned"
    # was done to Kenya's envoy, not to Uganda)
    hosts = [(c.idx, c.right_edge.idx + len(c.right_edge.text)) for c in subject.children
             if c.dep_ == "prep" and c.lower_ == "to"]
    return [m for m in entities.mentions_in(start, end)
            if m.kind in AGENT_KINDS and start <= m.start and m.end <= end
            and not any(a <= m.start and m.end <= b for a, b in hosts)][:2]


def _item(found: _Found, act: str | None, dates: list[DateMention],
          triggers: list[tuple[int, int]]) -> Item:
    """The event's item: the rule's fields with the place and date of the trigger's clause,
    a label saying what and who, and the evidence spanning them."""
    entities, sentence, match, text = found.entities, found.sentence, found.match, found.text
    type_, fields, used_spans, note = found.type_, found.fields, found.spans, found.note
    clause_end = found.clause_end
    if act is not None:
        # where the act was, in its own clause ("severed relations with Iran, completing a
        # rapprochement that began with talks in Moscow": not in Moscow)
        stop = _CLAUSE_END.search(text, match.end(), clause_end)
        clause_end = stop.start() if stop else clause_end
    place = _place(entities, match.end(), clause_end, type_)
    if place and act is not None and not re.search(
            r"\b(?:in|at)\s+(?:the\s+)?$", text[max(0, place.start - 8):place.start]):
        place = None  # an act's place is where it was ("note of protest to Belize": not there)
    if place and type_ not in {"Election"}:
        fields["place"] = place.entity
        used_spans.append(place.end)
    elif type_ == "Election":
        place_mentions = [m for m in entities.mentions_in(sentence.start, sentence.end)
                          if m.kind == "country"]
        if place_mentions:
            note = "The place is a guess from the sentence: check it."
    date = _date(dates, sentence, match, triggers, text)
    if date:
        fields.update(date_fields(date))
        used_spans += [date.start, date.end]
    if not fields.get("agent") and (type_ in _ACTED or type_ in ("Event", "LegalProceeding")):
        # "Poland's expulsion of two diplomats", "Poland's decision to expel": Poland's act
        # (not "Armenia's elections", "Moldova's summit": held there, not done by it)
        owner = possessor(entities, match.start())
        if owner is not None:
            fields["agent"] = [owner]
    agent_mentions = [m for m in entities.mentions_in(sentence.start, match.start())
                      if m.entity in (fields.get("agent") or fields.get("participants") or [])]
    if agent_mentions:
        used_spans.append(agent_mentions[-1].start)
    start, end = min(used_spans), max(used_spans)
    word = event_word(type_, match.group(0))
    # (a protest note's label names to whom it went: "Protest note: Armenia, Azerbaijan")
    roles = ("agent", "participants", "beneficiary") + (
        ("addressee",) if word == "Protest note" else ())
    names = _distinct([entities.name(e) for key in roles
                       for e in fields.get(key, [])])
    label = word + (f": {', '.join(names)}" if names else "")
    if fields.get("year"):
        label += f" ({fields['year']})"
    if date:
        label += f", {date.text}"
    ordered = {"id": slugify(f"{word} {names[0] if names else match.group(0)}"),
               "type": kind_of_act(type_, match.group(0)),
               "label": {"en": label}, **fields}
    missing: list[str] = []
    if type_ in _ACTED and not fields.get("agent"):
        missing.append("agent")
    if type_ == "Summit" and len(fields["participants"]) < 2:
        # an organisation's summit: the shapes want two who met (its members, whom the
        # sentence does not name); set aside for the reviewer to add them
        missing.append("second participant")
    if note:
        ordered["note"] = note
    item = Item("events", ordered, [Span(start, end)], f"trigger '{match.group(0).strip()}'",
                missing=tuple(missing))
    note_weekday(item, date)
    return item


_OTHER_CLAUSE_BEFORE = re.compile(r"\b(?:which|who|whom|whose|that|where|when|after|before|"
                                  r"because|while|since|as|said|says|told)\b")


def event_word(type_: str, trigger: str) -> str:
    """What the label says an event of ``type_`` that ``trigger`` proposed was."""
    if type_ == "Event":
        return act_word(trigger) or ("Sanctions" if _SANCTIONS.search(trigger) else
                                     _EVENT_WORDS.get(trigger, _WORDS[type_]))
    if _CASE_STEP.fullmatch(trigger) or _NOTE_HANDED.fullmatch(trigger):
        # a complaint and the case file handed on after it are two steps, not one told twice
        return ("Complaint" if "complaint" in trigger else "Protest" if "protest" in trigger
                and "note" not in trigger else "Case file" if "case file" in trigger
                else "Protest note" if "protest" in trigger else "Note")
    return "Election" if ELECTED_TO.fullmatch(trigger) else _WORDS[type_]


def act_word(trigger: str) -> str | None:
    """What an act the trigger tells of was ("Relations severed"), if it is one of ACTS."""
    return next((word for word, pattern in ACTS if pattern.fullmatch(trigger)), None)


@dataclass
class _ActSentence:
    """An act (ACTS) found in a sentence, as its parties' rules read it: the trigger, its
    named subject (if the sentence names one) and the agents of the trigger's clause."""

    entities: Entities
    sentence: Sentence
    match: re.Match
    agent: str | None
    how: str | None
    subject: list            # the subject's mention, if named
    after: list              # the agents named after the trigger, in its clause
    named_subject: bool

    @property
    def text(self) -> str:
        return self.entities.text


def _relations_parties(act: _ActSentence) -> list:
    """"Ecuador broke off diplomatic relations with Nicaragua": the subject and the other
    state."""
    text, subject, after = act.text, act.subject, act.after
    # the subject and the other state: "Ecuador broke off diplomatic relations with
    # Nicaragua"
    others = [m for m in after if m.kind in ("country", "organization")
              and re.search(r"\bwith\s+(?:the\s+)?$", text[max(0, m.start - 10):m.start])]
    return subject + others[:1] if subject and others else []


def _attack_parties(act: _ActSentence) -> list:
    """"Protesters stormed the Turkish consulate": who attacked, and whose mission it was."""
    entities, match, subject = act.entities, act.match, act.subject
    # the state whose mission it was ("the Turkish consulate"), and who attacked it, if
    # the sentence names them as its subject
    owners = [m for m in entities.mentions_in(match.start(), match.end())
              if m.kind == "country"][:1]
    attackers = [m for m in subject if m.kind in ("group", "organization", "country")]
    return attackers + owners


def _entry_refused_parties(act: _ActSentence) -> list:
    """"Thai immigration authorities refused entry to activist X": who refused, and whom."""
    entities, sentence, match = act.entities, act.sentence, act.match
    text, subject, after = act.text, act.subject, act.after
    # who refused (the subject, or the state its officials are of: "Thai immigration
    # authorities") and who was refused (named after, or the passive's subject)
    refusing = subject if subject and subject[0].kind != "person" else [
        m for m in entities.mentions_in(sentence.start, match.start())
        if m.kind == "country"][:1]
    refused = [m for m in after if m.kind == "person"][:1] or [
        m for m in subject if m.kind == "person"]
    if refused:
        return refusing + refused
    # "refused entry to a prominent Hong Kong pro-democracy activist": someone unnamed
    return refusing if _PEOPLE_NOUN.match(text, match.end(), sentence.end) else []


def _abduction_parties(act: _ActSentence) -> list:
    """"Gunmen seized an Egyptian diplomat": who took whom (or the state of a demonym)."""
    entities, sentence, match = act.entities, act.sentence, act.match
    text, subject, after = act.text, act.subject, act.after
    passive = re.search(r"\b(?:was|were|been|being)\s+$",
                        text[max(sentence.start, match.start() - 12):match.start()])
    if passive:
        return [m for m in subject if m.kind == "person"]
    # "Gunmen seized an Egyptian diplomat": the people named, or the state a demonym
    # before the noun names; "seized" of no people ("the boats were seized") is none
    object_words = _PEOPLE_NOUN.match(text, match.end(), sentence.end)
    people = [m for m in after if m.kind == "person"
              and _OBJECT_GAP.fullmatch(text, match.end(), m.start)][:1]
    if not people and object_words is None:
        return []
    states = [m for m in entities.mentions_in(match.end(), object_words.end())
              if m.kind == "country"][:1] if object_words else []
    if object_words and not people:
        # "seized the Jordanian ambassador, Fawaz al-Aitan": the one named after
        people = [m for m in after if m.kind == "person"
                  and re.fullmatch(r",\s+", text[object_words.end():m.start])][:1]
    takers = [m for m in subject if m.kind in ("group", "organization")]
    return takers + (people or states)


def _protest_note_parties(act: _ActSentence) -> list:
    """"Armenia delivered a note of protest to Azerbaijan": who protested, and to whom."""
    text, subject, after = act.text, act.subject, act.after
    # who protested, and to whom
    to = [m for m in after if m.kind in ("country", "organization")
          and re.search(r"\bto\s+(?:the\s+)?$", text[max(0, m.start - 8):m.start])][:1]
    return subject + to if subject else []


def _extradition_parties(act: _ActSentence) -> list:
    """"Sri Lanka has refused a request from the Maldives to extradite X": who refused, who
    asked, whom."""
    entities, match, subject, after = act.entities, act.match, act.subject, act.after
    # who refused, who asked (after "from"), and whom (after "extradite")
    inside = [m for m in entities.mentions_in(match.start(), match.end())
              if m.kind in AGENT_KINDS]
    whom = [m for m in after if m.kind == "person"][:1]
    return subject + inside[:1] + whom if subject else []


def _ceasefire_parties(act: _ActSentence) -> list:
    """"Rwanda and Burundi agreed on Wednesday to an immediate ceasefire": the sides that
    agreed."""
    entities, sentence = act.entities, act.sentence
    match, agent, named_subject = act.match, act.agent, act.named_subject
    # the sides that agreed ("X's government and the M23 rebel group agreed")
    sides = _subjects(entities, sentence, match, agent) if named_subject else []
    named = {m.entity: m for m in entities.mentions_in(sentence.start, match.start())
             if m.entity in sides}
    return list(named.values())


def _release_parties(act: _ActSentence) -> list:
    """"X returned to Tokyo after being released by Beijing": who released, and who was
    released."""
    entities, sentence = act.entities, act.sentence
    match, subject, after = act.match, act.subject, act.after
    # who released (named after "by"; a capital is its state) and who was released (the
    # passive's subject, or the last person named before)
    by = [m for m in after if m.kind in ("country", "organization", "city")][:1]
    releaser = [m for m in by if m.kind != "city"]
    state = entities.state_of_city(by[0].entity) if by and by[0].kind == "city" else None
    if state is not None:
        releaser = [Mention(by[0].start, by[0].end, by[0].text, state, "country")]
    released = [m for m in subject if m.kind == "person"] or [
        m for m in entities.mentions_in(sentence.start, match.start())
        if m.kind == "person"][-1:]
    return releaser + released if released else []


def _talks_suspended_parties(act: _ActSentence) -> list:
    """"Cotonou suspended talks with Abuja": the one that suspended them, and the other side."""
    text, subject, after = act.text, act.subject, act.after
    # the one that suspended them, and the other side named after "with" (talks "with
    # the rebels", with no side named, are no act the draft can say whose)
    with_ = [m for m in after if m.kind in ("country", "organization", "city")
             and re.search(r"\b(?:with|and)\s+(?:the\s+)?$",
                           text[max(0, m.start - 10):m.start])][:2]
    return subject + with_ if subject and with_ else []


def _deadline_parties(act: _ActSentence) -> list:
    """"The ministry gave the consulate fifteen days to cease all activity": who set it, who
    must leave."""
    sentence, match = act.sentence, act.match
    text, subject, after = act.text, act.subject, act.after
    # who set the deadline (the subject) and who must leave (named after the verb); not
    # the term of an expulsion the sentence tells ("declared X persona non grata and
    # gave him 48 hours to leave": one act)
    if _EXPELLED.search(text, sentence.start, match.start()):
        return []
    leaving = [m for m in after if m.kind in AGENT_KINDS
               and m.start < match.end()][:1]
    return subject + leaving if subject else []


def _defection_parties(act: _ActSentence) -> list:
    """"The attaché defected to Norway": the one who defected, and the state he went over to."""
    text, subject, after = act.text, act.subject, act.after
    # the one who defected, and the state he went over to
    to = [m for m in after if m.kind == "country"
          and re.search(r"\bto\s+(?:the\s+)?$", text[max(0, m.start - 8):m.start])][:1]
    defector = [m for m in subject if m.kind == "person"]
    return defector + to if defector else []


def _closure_ordered_parties(act: _ActSentence) -> list:
    """"Poland ordered Belarus to close its consulate general in Białystok": who ordered it,
    and the state whose mission is to close (named between "ordered" and "to")."""
    entities, match, subject = act.entities, act.match, act.subject
    ordered = [m for m in entities.mentions_in(match.start(), match.end())
               if m.kind in ("country", "organization")
               and m.start < match.start() + match.group(0).index(" to ")][:1]
    return subject + ordered if subject and ordered else []


_PARTIES_RULES = (
    ("Closure ordered", _closure_ordered_parties),
    ("Relations", _relations_parties),
    ("Attack", _attack_parties),
    ("Entry refused", _entry_refused_parties),
    ("Abduction", _abduction_parties),
    ("Protest note", _protest_note_parties),
    ("Extradition refused", _extradition_parties),
    ("Ceasefire", _ceasefire_parties),
    ("Release", _release_parties),
    ("Talks suspended", _talks_suspended_parties),
    ("Deadline to leave", _deadline_parties),
    ("Defection", _defection_parties),
)


def _act_parties(entities: Entities, sentence: Sentence, match: re.Match, word: str,
                 agent: str | None, how: str | None) -> list:
    """Who took part in an act (ACTS), as mentions; none if the sentence names no one the
    act needs (an abduction of no one the text names, relations of one state)."""
    named_subject = agent is not None and (how in ("subject", "sentence-subject") or (
        how == "reference" and entities.kind(agent) in ("country", "organization")))
    subject = [m for m in entities.mentions_in(sentence.start, match.start())
               if m.entity == agent][-1:] if named_subject else []
    after = _in_clause(entities, match.end(), sentence.end)
    act = _ActSentence(entities, sentence, match, agent, how, subject, after, named_subject)
    for prefix, rule in _PARTIES_RULES:
        if word.startswith(prefix):
            return rule(act)
    # a prisoner exchange: the states the sentence names, two at least
    states = {m.entity: m for m in entities.mentions_in(sentence.start, sentence.end)
              if m.kind == "country"}
    return list(states.values()) if len(states) >= 2 else []


_EXPELLED = re.compile(r"\b(?:expelled|expels|expel|expulsion|persona\s+non\s+grata)\b")


# Between an organisation and the summit it holds: "X leaders ended their annual summit",
# "X's summit", "the X summit"
_SUMMIT_OF = re.compile(r"(?:['’]s)?\s+(?:(?:leaders|heads\s+of\s+(?:state|government))\s+"
                        r"(?:[\w’'-]+\s+){0,3}?)?(?:(?:annual|extraordinary|emergency|special|"
                        r"[\w-]+-day)\s+)?")

# The generic events' words: what the label says they were
_EVENT_WORDS = {"summoned": "Summons", "visited": "Visit", "state visit": "State visit",
                "resigned": "Resignation", "stepped down": "Resignation",
                "evacuated": "Evacuation", "released": "Release", "freed": "Release",
                "suspended": "Suspension"}
_ACTS_ON_PEOPLE = {"released", "freed", "suspended"}
_DOCUMENT_BEFORE = re.compile(r"\b(?:statement|text|report|letter|video|communiqu[eé]|readout|"
                              r"figures|data|document|transcript|footage|photos?|images?|"
                              r"list|results?)\s+(?:was\s+|were\s+)?$")
_ONE_PARTY = {"resigned", "stepped down", "evacuated"}
_SANCTIONS = re.compile(r"sanction")

_AGREEMENT = re.compile(r"\b(?:treaty|treaties|agreements?|accords?|memorand(?:um|a)|MoUs?|deals?|"
                        r"declaration|convention|protocol|pact|charter|communiqu[ée]|"
                        r"contracts?|armistice|ceasefire|truce)\b", re.IGNORECASE)
# Where the clause of a trigger ends: what follows is another verb's ("expelled most of its
# diplomats after President Javier Milei refused to recognise Nicolás Maduro").
_CLAUSE_END = re.compile(r"[;:]|,[^,;]{0,80}\b(?:said|says|announced|told|reported)\b|"
                         r",\s*(?:which|who|under which|ending|as|while)\b|,\s+[a-z]+ing\b|"
                         r"\b(?:after|"
                         r"because|when|while|since|before|although|though|whereas|until|"
                         r"under which)\b")


def _in_clause(entities: Entities, start: int, end: int) -> list:
    """The mentions of agents between ``start`` and the end of its clause."""
    stop = _CLAUSE_END.search(entities.text, start, end)
    return _after(entities, start, stop.start() if stop else end, AGENT_KINDS)


def _a_person(entities: Entities, sentence: Sentence, match: re.Match, agent: str | None
              ) -> str | None:
    """The agent when it is a person, or else the person the sentence names last before the
    trigger (a diplomat's departure, a presentation of credentials: a person's acts)."""
    if agent and entities.kind(agent) == "person":
        return agent
    people = [m for m in entities.mentions_in(sentence.start, match.start())
              if m.kind == "person"]
    if people:
        return people[-1].entity
    # "The new ambassador had presented a copy of her credentials": the one the text named
    # with that title
    role = ROLE_SUBJECT.match(entities.text, sentence.start, match.start())
    return by_role(entities, role.group("role").lower(), match.start()) if role else None


def _distinct(ids: list[str]) -> list[str]:
    return list(dict.fromkeys(ids))


def _subjects(entities: Entities, sentence: Sentence, match: re.Match, agent: str | None
              ) -> list[str]:
    """The subject of the trigger's verb, with the one joined to it ("Sugiono and Vieira
    signed")."""
    return joined_subjects(entities, sentence, match.start(), agent)


def _place(entities: Entities, start: int, limit: int, type_: str = "Event"):
    """Where it happened: a state or a city after "in", "to", "from" or "left" (for an
    arrival, "from" names where it came from: "arrived from Sanaa" is no arrival there)."""
    text = entities.text
    words = r"in|to|left" if type_ == "Arrival" else r"in|to|from|left"
    for mention in entities.mentions_in(start, limit):
        if mention.kind in {"country", "city"}:
            if re.search(rf"\b(?:{words})\s+(?:the\s+)?$", text[max(0, mention.start - 10):
                                                                 mention.start]):
                return mention
    return None


# "Representatives of X and (of) the Y rebel group": the two sides of talks, whose people
# the text does not name.
_DELEGATIONS_OF = re.compile(r"(?:^|\b)(?:[Rr]epresentatives|[Dd]elegations|[Dd]elegates|"
                             r"[Oo]fficials|[Nn]egotiators|[Ee]nvoys|[Tt]eams)\s+(?:from|of)\s+"
                             r"(?:the\s+)?$")

# The words before a state a summit speaks of, not one taking part: "a ceasefire in Myanmar"
_SPOKEN_OF = re.compile(r"\b(?:in|except|against|over|about|on|to|from)\s+(?:the\s+)?$")

# Between the two sides: "X and the Y rebel group", "X and of Y"
_AND_THE = re.compile(r"\s+and\s+(?:of\s+)?(?:the\s+)?")
_SIDE_WORDS = re.compile(r"\s*(?:(?:rebel|armed|militant|opposition)\s+)?(?:group|movement|"
                         r"rebels|militia|alliance|coalition|government|authorities)?\s*$")


def _delegations_of(entities: Entities, sentence: Sentence, match: re.Match) -> list[str]:
    """The two sides named in "Representatives of X and the Y group" right before the
    trigger, or nothing."""
    text = entities.text
    named = [m for m in entities.mentions_in(sentence.start, match.start())
             if m.kind in ("country", "organization", "group")]
    for first, second in zip(named, named[1:]):
        if _DELEGATIONS_OF.search(text, sentence.start, first.start) \
                and _AND_THE.fullmatch(text, first.end, second.start) \
                and _SIDE_WORDS.fullmatch(text, second.end, match.start()):
            return [first.entity, second.entity] if first.entity != second.entity else []
    return []


_DELEGATES = re.compile(r"\s+(?:senior\s+|government\s+|foreign\s+)*(?:officials|diplomats|"
                       r"delegations|delegates|leaders|ministers|negotiators|envoys)\s+",
                       re.IGNORECASE)
# After a trigger, the last of these words before a name says whether it is one who met
# ("with", "and") or a place or a time ("met in Argyle", "a meeting on October 28").
_PREPOSITIONS = re.compile(r"\b(?:in|at|on|near|during|after|before|since|outside|with|and)\b")


def _may_be_met(between: str) -> bool:
    # (a sentence's end or a clause's, not the full stops of initials: "meeting U.N.
    # Secretary-General António Guterres")
    if re.search(r"[.;]", _INITIALS.sub("", between)):
        return False
    last = None
    for last in _PREPOSITIONS.finditer(between):
        pass
    return last is None or last.group(0) in ("with", "and")


_INITIALS = re.compile(r"(?<![\w.])(?:[A-Z]\.)+(?!\w)")


def _date(dates: list[DateMention], sentence: Sentence, match: re.Match,
          triggers: list[tuple[int, int]], text: str) -> DateMention | None:
    """The date of the sentence nearest the trigger, unless another trigger stands between
    them (then it is that event's date). ``dates`` holds no dateline's: the day a report was
    filed is not the day of what it reports (kg.draft.dates.find_dateline)."""
    # (not when something begins or ends: "where they will serve two-year terms beginning
    # on January 1, 2026" is no date of their election)
    # (not a day counted from another, "two days later": only the parse says which verb
    # it dates, kg.draft.actions)
    inside = [d for d in dates if sentence.start <= d.start and d.end <= sentence.end
              and not d.counted
              and not _TERM_BOUND.search(text, max(sentence.start, d.start - 25), d.start)]
    if not inside:
        return None
    verb = _trigger_verb(text, match)
    if verb is not None:
        # (not the day of the verb that reports the act, kg.draft.event_date_scope)
        inside = [d for d in inside
                  if not dated_by_the_reporting_verb(verb.doc, d, sentence, verb, inside)]
    own = _parsed_dates(text, sentence, match, inside)
    if own:
        return min(own, key=lambda d: abs(d.start - match.start()))
    counted = own_counted_day(verb.doc, dates, sentence, verb) if verb is not None else None
    if counted is not None:
        # ("summoned him on Monday and expelled his aide the next day": not Monday)
        return counted
    if not inside:
        return None
    nearest = min(inside, key=lambda d: abs(d.start - match.start()))
    low, high = sorted((nearest.end, match.start())) if nearest.start < match.start() \
        else (match.end(), nearest.start)
    if any(low <= s and e <= high for s, e in triggers if (s, e) != match.span()):
        return None
    if nearest.start > match.end() and _SINCE.search(text, match.end(), nearest.start):
        # "suspending talks with France on the islets claimed by both sides since
        # independence in 1980": a date after "since" dates what began then
        return None
    if nearest.start < match.start() and _joined_apart(text, match):
        # "closed the consulate on 4 March and later expelled its consul", "…, and Norway
        # expelled two diplomats": the date is the first verb's, not this one's; unless it
        # stands after the "and", in the joined clause's own words ("…, and on 9 May Peru
        # expelled the consul")
        return nearest if verb is not None and after_the_conjunction(verb, nearest) else None
    if _RELATIVE_TIME.search(text, low, high):
        # "on Sunday, nine years after the kingdom severed relations", "on Thursday, a day
        # after a crowd attacked the consulate": that date is another event's
        return None
    return nearest


def _trigger_verb(text: str, match: re.Match):
    """The first verb of the trigger's words, or None."""
    span = nlp.words(text, match.start(), match.end())
    return next((t for t in span if t.pos_ == "VERB"), None) if span is not None else None


def _joined_apart(text: str, match: re.Match) -> bool:
    """Whether the trigger's verb is joined by "and" to a verb before it but has a subject
    or a time word of its own ("…, and Norway expelled …", "… and later expelled …"): a
    date told before it is not its date (kg.draft.shared_dates)."""
    span = nlp.words(text, match.start(), match.end())
    verb = next((t for t in span if t.pos_ == "VERB"), None) if span is not None else None
    return verb is not None and verb.dep_ == "conj" and own_subject_or_time(verb)


def _parsed_dates(text: str, sentence: Sentence, match: re.Match,
                  dates: list[DateMention]) -> list[DateMention]:
    """The dates the parse hangs from the trigger's words, or from a noun of a phrase of
    its verb: "handed a note of protest to the envoy at a meeting on Monday" (Monday <- on
    <- meeting <- at <- handed), "Monday's expulsion of two diplomats"."""
    doc = nlp.parse(text)
    span = doc.char_span(match.start(), match.end(), alignment_mode="expand")
    if span is None:
        return []
    words = {t.i for t in span}
    own = []
    for date in dates:
        head = date_head(doc, date, sentence)
        if head is None:
            continue
        if head.i not in words and head.pos_ == "NOUN" and head.dep_ == "pobj" \
                and head.head.dep_ == "prep":
            head = head.head.head  # ("at a meeting on Monday", "on a flight on May 22")
        if head.i in words:
            own.append(date)
    return own


_SINCE = re.compile(r"\bsince\b")
_TERM_BOUND = re.compile(r"\b(?:beginning|starting|effective|until|till|through|expiring|"
                         r"ending)\s+(?:on\s+|in\s+)?$")
_RELATIVE_TIME = re.compile(r"\b(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|"
                            r"several|\d+)\s+(?:days?|weeks?|months?|years?|decades?)\s+"
                            r"(?:after|before|since)\b")

