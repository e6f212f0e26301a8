"""Quotations: words inside quotation marks, with the speaker the attribution names
("X said", "X wrote in X that", "the official note states", "according to X"). When no
rule finds a speaker the item says so and leaves it to the reviewer."""

from __future__ import annotations

import re

from ..source import Sentence
from ..uris import slugify
from .attribution import (AGENT_KINDS, DEMONYM_TO_NAME, DOCUMENT, REFERRING, ROLE_SUBJECT,
                          ROLE_TITLES, SPEECH, SPEECH_VERB, TITLE_BEFORE_NAME, UNNAMED,
                          UNNAMED_SOURCES, Salience, author_of_document, by_role, resolve,
                          speaker_called, subject_before, unnamed_phrase)
from .gazetteer import fold
from .governing_verb import governing_speaker
from .model import Ids, Item, Span, sentence_of
from .names import Entities
from .parsed_speakers import state_or_parsed_speaker
from .quotation_marks import QUOTED, Quoted, find_quoted, quotation_spans
from .quote_neighbours import speaker_after, speaker_before
from .quote_possessives import person_after_owner
from .quote_role_holders import latest_holder
from .quote_apposed_bodies import apposed_body
from .quote_asides import with_aside_speaker
from .quote_demonym_bodies import body_of_state_before, body_of_state_by_kind
from .quote_relatives import with_relative_speaker
from .quote_sources import according_after, body_owned, document_after_according
from .quote_things import words_of_a_thing_acted_over
from .speaker_phrases import (body_by_kind, described_person, document_after_verb,
                              document_speaker, person_after_speaks_for,
                              person_named_after_description, person_spoken_for)
from .speech import UNNAMED_SUBJECT, speaker_before_colon, speaker_of_verb

_ACCORDING = re.compile(r"\baccording to\s+", re.IGNORECASE)
# Words before quotation marks that make what is inside them a name, not someone's words;
# "what it called “hostile practices”" quotes the words of whoever "it" is.
_NOT_QUOTES = re.compile(r"\b(?:alias|known(?: locally| here| widely)? as|nicknamed|dubbed|"
                         r"code-?named|"
                         r"so-called|(?:is|are|was|were|be|been|being) called|"
                         # "an exercise called “Zapad-2025”": a name
                         r"(?:an?|the)\s+(?:[\w’'-]+\s+){1,3}(?:called|named|code-named)|"
                         # what a banner or a placard says is nobody's quotation
                         r"(?:banners?|placards?|signs?|posters?|slogans?|graffiti|t-shirts?)\s+"
                         r"(?:that\s+)?(?:reading|read|reads|saying|said|says|bearing)):?\s*$",
                         re.IGNORECASE)
# Words before quotation marks that make what is inside them a title, nobody's words: "a
# report entitled “Hybrid Threats”", "a column headlined “…”"
_TITLE_BEFORE = re.compile(r"\b(?:entitled|titled|headlined|captioned|subtitled|"
                           # a slogan, a motto or a hashtag: words nobody is quoted saying
                           r"(?:the|a|its|their|his|her)\s+(?:[\w-]+\s+)?(?:slogan|motto|"
                           r"hashtag|watchword|rallying cry))\s*:?\s*$",
                           re.IGNORECASE)
_SENTENCE_END = re.compile(r"[.!?](?=\s)|\n")
_UNNAMED_AFTER = re.compile(rf"\b(?:an?|one|two|several|some|another)\s+(?:[\w’'-]+\s+){{0,3}}?"
                            rf"(?:{UNNAMED_SOURCES})\b"
                            rf"(?:\s+(?:for|of|at|from|in|with)\s+[^,.;“”\"]{{1,60}}?(?=\s*$))?",
                            re.IGNORECASE)
# Between a quotation and the verb that attributes it, a word that begins another clause:
# in "called the expulsion “a hostile step” and said Minsk would respond", "said" is the
# next clause's verb (its subject is the sentence's), not the quotation's attribution; so is
# "complained" after a dash ("called the flights “dangerous” – Estonia has complained").
_OTHER_CLAUSE = re.compile(r"[;:—–]|\b(?:and|but|while|whereas|which|who|that|because|after|"
                           r"before|when|as|if|although|though)\b", re.IGNORECASE)


_NICKNAME = re.compile(r"[A-Z][\w’'.-]*(?:\s[A-Z][\w’'.-]*)?")


def is_name(entities: Entities, quoted: Quoted) -> bool:
    """A nickname or a name in quotation marks is not a quotation."""
    text = entities.text
    if _NOT_QUOTES.search(text[max(0, quoted.open - 20):quoted.open]):
        return True
    words = text[quoted.start:quoted.end].rstrip(",.")
    if _NICKNAME.fullmatch(words) and re.search(r"[A-Z][\w’'.-]*\s$", text[:quoted.open]) \
            and re.match(r"\s[A-Z]", text[quoted.close:quoted.close + 2]):
        return True  # "Former President Jorge 'Tuto' Quiroga": a nickname inside a name
    return any(fold(m.text) == fold(words)
               for m in entities.mentions_in(quoted.start, quoted.end))


def speaker_of(entities: Entities, sentence: Sentence, quoted: Quoted,
               salience: Salience, groups=None) -> tuple[str | None, str]:
    """(the speaker's id or None, the rule). Someone the text describes without naming
    ("a senior official at the foreign ministry") becomes an unnamed group when ``groups``
    (kg.draft.claims.GroupMaker) is given: the quotation keeps who said it, and nobody
    named is invented. The rules are tried in order, the words after the quotation first;
    each names the kind of sentence it reads."""
    found = _attributed_after(entities, sentence, quoted, salience, groups) \
        or _according_before(entities, sentence, quoted, salience) \
        or _in_words_of(entities, sentence, quoted, salience) \
        or _quoting_as_saying(entities, sentence, quoted, salience) \
        or _quoted_as_saying(entities, sentence, quoted, salience)
    if found is not None:
        return found
    if words_of_a_thing_acted_over(entities, quoted, sentence.start):
        # "Peru protested over a report that called its navy “…”": the report's words,
        # whose author the sentence does not say (kg.draft.quote_things)
        return None, "thing-acted-over"
    # A verb of saying before it: "X said", "X wrote in X that", "X maintains:"; or one
    # that quotes the words of its subject: "X called the remarks “…”", "X thanked them
    # for “…”", "X rejected the accusations as “…”".
    verbs, quoting = _verbs_before(entities, sentence, quoted)
    found = _subject_of_participle(entities, sentence, quoted, verbs)
    if found is not None:
        return found
    found, unresolved_role = _subject_of_verb_before(entities, sentence, salience, groups,
                                                     verbs, quoting)
    if found is not None:
        return found
    found = _named_before_quote(entities, sentence, quoted, salience, verbs)
    if found is not None:
        return found
    # ("Mr Lindqvist, the spokesperson added, had ‘…’": the unnamed one quoted before, if
    # any; see _unnamed_again)
    return None, "role-before-quote" if unresolved_role else "none"


def _in_words_of(entities: Entities, sentence: Sentence, quoted: Quoted, salience: Salience
                 ) -> tuple[str, str] | None:
    """"In her words, “…”", "In the words of Foreign Minister Ana Ruiz, “…”": the one whose
    words the phrase says they are."""
    words_of = _IN_THE_WORDS.search(entities.text, sentence.start, quoted.open)
    if words_of is None:
        return None
    entity = _owner_of_words_phrase(entities, salience, words_of, quoted.close)
    return (entity, "in-the-words-of") if entity is not None else None


def _quoting_as_saying(entities: Entities, sentence: Sentence, quoted: Quoted,
                       salience: Salience) -> tuple[str, str] | None:
    """"The ministry released a statement quoting Foreign Minister Ana Ruiz as saying:
    “…”": the one quoted, not the sentence's subject."""
    quoting_as = None
    for quoting_as in _QUOTING_AS.finditer(entities.text, sentence.start, quoted.open):
        pass
    if quoting_as is None:
        return None
    people = [m for m in entities.mentions_in(*quoting_as.span("who"))
              if m.kind in AGENT_KINDS]
    if people:
        return people[-1].entity, "quoting-as-saying"
    quoted_one = _pronoun_quoted(entities, salience, sentence, quoting_as)
    return (quoted_one, "quoting-as-saying") if quoted_one is not None else None


def _verbs_before(entities: Entities, sentence: Sentence, quoted: Quoted
                  ) -> tuple[list[re.Match], bool]:
    """The verbs of saying before the quotation in its sentence, or the verbs that quote
    their subject's words ("called", "described") when one of those is nearer the
    quotation in a clause of its own: "…accused X of bribing officers, a charge La Paz has
    called “offensive”" is La Paz's word, not the accuser's. (verbs, whether they quote)."""
    text = entities.text
    verbs = _outside_quotations(text, SPEECH_VERB, sentence.start, quoted.open)
    quoting_verbs = _outside_quotations(text, _QUOTING_VERB, sentence.start, quoted.open)
    quoting = not verbs or bool(quoting_verbs and quoting_verbs[-1].start() > verbs[-1].end()
                                and _has_subject(entities, sentence, quoting_verbs[-1].start())
                                # (a clause of its own: not "said Oslo welcomed “…”", the
                                # speaker's words of what Oslo did)
                                and re.search(r",|\b(?:after|when|while|as|before)\b",
                                              text[verbs[-1].end():quoting_verbs[-1].start()]))
    return (quoting_verbs if quoting else verbs), quoting


def _quoted_as_saying(entities: Entities, sentence: Sentence, quoted: Quoted,
                      salience: Salience) -> tuple[str | None, str] | None:
    """"after the ambassador was quoted as saying the government had “lost control”": the
    one quoted (if the draft knows who "the ambassador" is), never the subject of the
    sentence's other verbs."""
    text = entities.text
    reported = None
    for reported in QUOTED_AS.finditer(text, sentence.start, quoted.open):
        pass
    if reported is None or any(v.start() > reported.end() for v in _outside_quotations(
            text, SPEECH_VERB, sentence.start, quoted.open)):
        return None
    role = ROLE_SUBJECT.search(text, sentence.start, reported.start())
    if role:
        return latest_holder(entities, role.group("role").lower(), reported.start()), \
            "role-quoted-as-saying"
    entity, how = subject_before(entities, sentence, reported.start(), salience)
    return (entity, f"{how}-quoted-as-saying") if how in ("subject", "reference") \
        else (None, "none")


def _subject_of_participle(entities: Entities, sentence: Sentence, quoted: Quoted,
                           verbs: list[re.Match]) -> tuple[str, str] | None:
    """"…, saying only that they had “…”", "…, calling the incursion “…”": the sentence's
    subject (the participle being the last verb before the quotation, or the only one)."""
    participle = _PARTICIPLE.fullmatch(verbs[-1].group(0)) if verbs \
        else _PARTICIPLE.search(entities.text, sentence.start, quoted.open)
    subject = _sentence_subject(entities, sentence) if participle else None
    return (subject, "subject-of-participle") if subject is not None else None


def _subject_of_verb_before(entities: Entities, sentence: Sentence, salience: Salience,
                            groups, verbs: list[re.Match], quoting: bool
                            ) -> tuple[tuple[str | None, str] | None, bool]:
    """The subject of the last verb of saying before the quotation: "Ruiz said “…”" (by
    subject_before), "The note accuses the consulate of “…”" (the body the document speaks
    for), "The minister later told reporters: “…”" (the one the text named with that
    title), "Her office said" (the subject phrase as the words after a quotation are read),
    "A senior official said “…”" (an unnamed group). (found or None, whether the subject
    was a role the text did not name)."""
    if not verbs:
        return None, False
    text = entities.text
    verb = verbs[-1].start()
    entity, how = subject_before(entities, sentence, verb, salience)
    if how == "sentence-subject":
        entity, how = _parsed_instead(entities, sentence, verb, salience, entity, how)
    if entity and quoting and how not in ("subject", "reference"):
        # a verb that quotes only its own subject's words: "After meeting Zelensky, the
        # German chancellor called the talks “…”" is not Zelensky's
        entity = None
    if entity is None:
        document = _DOCUMENT_BEFORE.fullmatch(text, sentence.start, verb)
        entity = author_of_document(entities, salience, verb) if document else None
        how = "document-author" if entity else how
    if entity is None and how != UNNAMED:
        role = ROLE_SUBJECT.fullmatch(text, sentence.start, verb)
        entity = latest_holder(entities, role.group("role").lower(), verb) if role else None
        how = "role" if entity else how
    unresolved_role = False
    if entity is None:
        # (one the text spoke of before: "the", not "a"; named before the sentence: in "Mr
        # Lindqvist, the spokesperson added, had ‘…’" the spokesperson is not Lindqvist)
        phrase = _SUBJECT_PHRASE.search(text, sentence.start, verb)
        found = _phrase_speaker(entities, salience, groups, _lower_first(
            phrase.group("phrase")), sentence.start) if phrase else None
        entity, how = (found[0], "phrase") if found and found[0] else (entity, how)
        unresolved_role = found is not None and found[0] is None
    if entity:
        return (entity, f"{how}-before-quote"), unresolved_role
    if how == UNNAMED and groups is not None:
        span = unnamed_phrase(entities, sentence, verb)
        # "A spokeswoman for President Ana Ruiz said …": the one spoken for
        spoken_for = person_after_speaks_for(entities, *span) if span is not None else None
        if spoken_for is not None:
            return (spoken_for, "spoken-for-before-quote"), unresolved_role
        if span is not None:
            return (_unnamed_speaker(entities, salience, groups, *span),
                    "unnamed-before-quote"), unresolved_role
    return None, unresolved_role


def _named_before_quote(entities: Entities, sentence: Sentence, quoted: Quoted,
                        salience: Salience, verbs: list[re.Match]
                        ) -> tuple[str, str] | None:
    """A speaker the words before the quotation name without a subject the rules above
    read: a headline's or live entry's surname ("Ruiz: “…”", "Lavrov says Norway will
    ‘regret’ expulsions"), a line that is a name, "The statement read: “…”" (the body the
    document speaks for), and the subject of a clause a colon ends with no verb of saying
    ("Orlov was blunt: “…”")."""
    text = entities.text
    ends = [verbs[-1].start()] if verbs else []
    colon = _COLON_BEFORE.search(text, sentence.start, quoted.open)
    ends += [colon.start()] if colon else []
    for end in ends:
        named = _surname_alone(entities, sentence.start, end)
        if named is not None:
            return named, "surname-before-quote"
    head = _name_heading_line(entities, sentence, quoted.open)
    if head is not None:
        return head, "name-heading-line"
    if colon is None:
        return None
    read = _READ_BEFORE.fullmatch(text, sentence.start, colon.start())
    if read is not None:
        entity = document_speaker(entities, salience, read.group("subject"), read.start())
        if entity is not None:
            return entity, "document-before-colon"
    entity, how = speaker_before_colon(entities, colon.start(), salience, sentence.start)
    if entity is not None:
        return entity, f"{how}-before-colon"
    entity = _named_before_colon(entities, sentence, colon.start())
    return (entity, "name-before-colon") if entity is not None else None


def _attributed_after(entities: Entities, sentence: Sentence, quoted: Quoted,
                      salience: Salience, groups) -> tuple[str | None, str] | None:
    """The speaker the words right after the quotation give: "…,” according to X", "“…”
    — X, spokesperson", "…,” said X", "…,” X said", "…,” the statement read"; a title's
    words ("a report entitled “…”") are nobody's. None when they give none."""
    text = entities.text
    if _TITLE_BEFORE.search(text, max(0, quoted.open - 40), quoted.open):
        return None, "title"
    # 0. "…,” according to X": the object of "according to" right after the marks
    according = according_after(entities, quoted.close, salience, groups)
    if according is not None:
        return according
    # "“…” — Mari Kask, foreign ministry spokesperson": the one named after a dash
    signed = _DASH_AFTER.match(text, quoted.close)
    named = [m for m in entities.mentions_in(quoted.close, quoted.close + 80)
             if signed and m.start == signed.end() and m.kind in AGENT_KINDS
             and _SIGNATURE_END.match(text, m.end)]
    if named:
        return named[0].entity, "signed-after-quote"
    # 1. After the quotation: "…,” the official note states / “…,” said X / “…,” X said.
    # A quotation of several sentences that ends with a comma, a question or an exclamation
    # goes on into the sentence of its attribution ("…,” Foreign Minister Alberto van
    # Klaveren told reporters"; "We will not accept this. Is this how partners behave?” Berg
    # asked"); one that ends with a full stop ends its sentence.
    limit = sentence.end
    if text[quoted.start:quoted.end].rstrip().endswith((",", "?", "!")):
        ends = _SENTENCE_END.search(text, quoted.close)
        limit = max(limit, ends.end() if ends else len(text))
    after = _AFTER_VERB.search(text, quoted.close, min(limit, quoted.close + 140))
    # "…,” Manele, who chaired the meeting, told reporters: the relative clause set off by
    # commas is about the speaker
    relative = after and _RELATIVE_BEFORE_VERB.search(text, quoted.close, after.start())
    gap_end = relative.start() if relative else after.start() if after else quoted.close
    if after and not relative and after.start() > quoted.close + 60 \
            and _named_then_described(entities, entities.mentions_in(quoted.close, gap_end),
                                      quoted.close, gap_end) is None:
        after = None  # (only a relative clause or who the one named is may stand between)
    if after and not QUOTED.search(text, quoted.close, after.start()) \
            and not _OTHER_CLAUSE.search(text, quoted.close, gap_end):
        gap = text[quoted.close:gap_end]
        between = entities.mentions_in(quoted.close, gap_end)
        if between:
            named = _named_then_described(entities, between, quoted.close, gap_end) \
                or person_after_speaks_for(entities, quoted.close, gap_end) \
                or person_named_after_description(entities, quoted.close, gap_end)
            if named is not None:
                return named, "speaker-after-quote"
            agents = [m for m in between if m.kind in AGENT_KINDS]
            # "…,” a Chilean official said: the demonym names no speaker
            unnamed = _UNNAMED_AFTER.search(gap)
            if agents and not unnamed:
                return _state_body_named_by_kind(entities, salience, agents[-1]), \
                    "speaker-after-quote"
            return _group_of(entities, salience, groups, quoted.close, unnamed), \
                "unnamed-after-quote"
        found = _one_of_them(entities, salience, groups, gap, quoted.open) \
            or _phrase_speaker(entities, salience, groups, gap, quoted.open)
        if found is not None:
            return found
        referring = REFERRING.search(gap)
        if referring:
            return speaker_called(entities, referring.group("ref").lower(), salience,
                                  quoted.close + referring.start()), "reference-after-quote"
        unnamed = _UNNAMED_AFTER.search(gap)
        if unnamed:
            return _group_of(entities, salience, groups, quoted.close, unnamed), \
                "unnamed-after-quote"
        # "…,” said X, and "…,” said Dr. X (a title between)
        title = _TITLE_AFTER_VERB.match(text, after.end())
        near = after.end() + (title.end() - title.start() if title else 0) + 2
        following = [m for m in entities.mentions
                     if after.end() <= m.start <= near and m.kind in AGENT_KINDS]
        if following:
            # ("…,” said Bolivia's foreign minister, Jorge Mamani: Mamani, not Bolivia)
            owned = person_after_owner(entities, following[0], limit)
            return owned or body_owned(entities, following[0]), "speaker-after-verb"
        document = document_after_verb(entities, after.end(), limit)
        if document is not None:
            return document, "document-after-verb"
        # "…,” said a spokeswoman for the commission, Rosa Huamán: the one named
        named = person_named_after_description(entities, after.end(), limit)
        if named is not None:
            return named, "described-speaker-after-verb"
        # "…,” said his brother, Mahmoud Fawzy: the one named after who he is
        described = _DESCRIBED_AFTER_VERB.match(text, after.end(), limit)
        named = [m for m in entities.mentions if described and m.start == described.end()
                 and m.kind == "person"]
        if named:
            return named[0].entity, "speaker-after-verb"
        # "…,” stated the minister, "…,” indicated the Foreign Ministry (the order of a
        # translated text)
        inverted = _INVERTED.match(text, after.end(), limit)
        found = _phrase_speaker(entities, salience, groups, inverted.group("phrase"),
                                quoted.open) if inverted else None
        if found is not None and (found[0] is not None or "role" in found[1]):
            return found
        # "…,” said a Finnish negotiator, who asked not to be named: unnamed, for the state
        # or the body the words name (kg.draft.claims.GroupMaker.speaker)
        unnamed = _UNNAMED_AFTER_VERB.match(text, after.end(), limit)
        if unnamed:
            return _unnamed_speaker(entities, salience, groups, *unnamed.span("who")), \
                "unnamed-after-verb"
        # "“…”, said the Minister of Foreign Affairs, José Manuel Albares": the verb's
        # subject as the parse reads it
        entity, how = speaker_of_verb(entities, after.start(), salience, quoted.close)
        if entity is not None:
            return entity, f"{how}-after-quote"
    return None


# "one of them", "one of the officials": one of the unnamed people spoken of before
_ONE_OF_THEM = re.compile(r"\W*one\s+of\s+(?:them|those|the\s+[a-z]+)\s*")
# Unnamed people, several, as the text first speaks of them: "Three officials in Uzbekistan's
# water ministry", "several diplomats at the embassy"
_SEVERAL_UNNAMED = re.compile(rf"\b(?:two|three|four|several|some)\s+(?:[\w’'-]+\s+){{0,3}}?"
                              rf"(?:{UNNAMED_SOURCES})\b(?:\s+(?:for|of|at|from|in|with)\s+"
                              rf"[^,.;“”\"\n]{{1,80}})?", re.IGNORECASE)


def _one_of_them(entities: Entities, salience: Salience, groups, gap: str, position: int
                 ) -> tuple[str | None, str] | None:
    """"“…,” one of them said": the body or state the unnamed people the paragraph spoke
    of before speak for ("Three officials in the Ministry of Water Resources, who declined
    to be identified, said … “…,” one of them said": the ministry); None when the words
    after the quotation are not "one of them"."""
    if not _ONE_OF_THEM.fullmatch(gap):
        return None
    text = entities.text
    paragraph = text.rfind("\n", 0, position) + 1
    several = None
    for several in _SEVERAL_UNNAMED.finditer(text, paragraph, position):
        pass
    if several is None:
        return None
    return _unnamed_speaker(entities, salience, groups, *several.span()), "one-of-them"


# A state's demonym, then the kind of its body in small letters: "the Vietnamese ministry",
# "the Thai foreign ministry", "the Peruvian embassy"
_KIND_AFTER_DEMONYM = re.compile(r"\s+(?:foreign\s+)?(?P<noun>ministry|embassy|government)\b")


def _state_body_named_by_kind(entities: Entities, salience: Salience, mention) -> str:
    """The body the text named before that "the Vietnamese ministry" (a state's demonym
    and the kind of its body) stands for, when the draft knows no other state's: "The
    envoy was met at the Ministry of Foreign Affairs … “…,” the Vietnamese ministry said"
    (the ministry, not Vietnam); else the one ``mention`` names."""
    kind = _KIND_AFTER_DEMONYM.match(entities.text, mention.end)
    if kind is None or entities.kind(mention.entity) != "country":
        return mention.entity
    # (the one body of that state of that kind, though another state's was named last)
    body = body_of_state_by_kind(entities, mention)
    if body is not None:
        return body
    body = resolve(entities, f"the {kind.group('noun').lower()}", salience, mention.start)
    if body is None or entities.kind(body) != "organization" \
            or entities.items[body].fields.get("of_state") not in (None, mention.entity):
        return mention.entity
    return body


def _according_before(entities: Entities, sentence: Sentence, quoted: Quoted,
                       salience: Salience) -> tuple[str | None, str] | None:
    """The source an "according to" before the quotation in its sentence names ("According
    to the FCDO, “…”"), unless a clause with its own verb of saying follows it. None when
    there is no such "according to"."""
    text = entities.text
    # 2. "according to X" before it in the sentence.
    according = None
    for match in _ACCORDING.finditer(text, sentence.start, quoted.open):
        according = match
    if according and _SAID_AFTER_SOURCE.match(text, according.end(), quoted.open):
        # "According to the ministry, Mr Holm told the envoy that Sweden ‘…’": the
        # words are those of the one the source reports as speaking (rule 3)
        according = None
    if according is None:
        return None
    named = [m for m in entities.mentions if m.start == according.end()]
    if named:
        return body_owned(entities, named[0]), "according-to"
    # "According to the minister of Foreign Affairs, Laura Gómez: “…”": the one named
    # after who she is
    titled = _TITLED_SOURCE.match(text, according.end(), quoted.open)
    named = [m for m in entities.mentions if titled and m.start == titled.end()
             and m.kind == "person"]
    if named:
        return named[0].entity, "according-to"
    # "According to the press release, …": the body that put it out
    author = document_after_according(entities, according.end(), salience)
    if author is not None:
        return author, "according-to-document"
    return salience.last_source, "according-to-reference"


# A line's words before a verb of saying or a colon that are only a name the draft did not
# find (a live entry's time first): "Ruiz", "12:05 — Grlić Radman"
_SURNAME_ALONE = re.compile(r"\s*(?:\d{1,2}[:.]\d\d(?:\s*[A-Z]{2,4})?\s*[–—-]\s*)?"
                            r"(?P<name>[A-Z][\w’'-]+(?:\s+[A-Z][\w’'-]+)?)\s*")


def _surname_alone(entities: Entities, start: int, end: int) -> str | None:
    """The one person of the text whose name ends with the words between ``start`` and
    ``end``, when those words are a name and nothing else and the draft found no name
    there: "Ruiz: “We will not negotiate”" in a headline, "President Ana Ruiz" named in
    full in the text below (None when two people share the name)."""
    text = entities.text
    alone = _SURNAME_ALONE.fullmatch(text, start, end)
    if alone is None or entities.mentions_in(start, end):
        return None
    words = fold(alone.group("name")).split()
    people = {e for e, item in entities.items.items() if item.fields.get("_kind") == "person"
              and fold(entities.name(e)).split()[-len(words):] == words}
    return people.pop() if len(people) == 1 else None


def _named_before_colon(entities: Entities, sentence: Sentence, colon: int) -> str | None:
    """The one a live report's entry or a headline names, with nothing but a colon before
    the words: "12:05 GMT — Croatian Foreign Minister Ana Horvat: “This is unacceptable.”"
    (the name, with its titles, is all there is before the colon, or the name and who the
    one named is: "10:42 — Ana Horvat, foreign minister: “…”")."""
    subject = _sentence_subject(entities, sentence)
    if subject is None:
        return None
    text = entities.text
    return subject if any(m.entity == subject and _WHO_BEFORE_COLON.fullmatch(text, m.end, colon)
                          for m in entities.mentions_in(sentence.start, colon)) else None


# A colon that ends a line's first words ("Lavrov: ", not a time's "10:05")
_HEAD_COLON = re.compile(r":\s")


def _name_heading_line(entities: Entities, sentence: Sentence, position: int) -> str | None:
    """The one a headline or a line names first, with nothing but a colon after the name,
    for the words quoted later in it: "Lavrov: Norway will “regret” expulsions" (Lavrov's
    word), "10:05 — Nordvik: we have “evidence”"."""
    text = entities.text
    colon = _HEAD_COLON.search(text, sentence.start, position)
    if colon is None or QUOTED.search(text, sentence.start, colon.start()):
        return None
    return _surname_alone(entities, sentence.start, colon.start()) \
        or _named_before_colon(entities, sentence, colon.start())


# What may stand between a name and the colon before its words: who the one named is
_WHO_BEFORE_COLON = re.compile(r"\s*(?:,\s+[^,:;.!?“”\"«\n]{1,80}?\s*)?")


# A dash right after a quotation, before the name of the one it quotes
_DASH_AFTER = re.compile(r"[ \t]*[—–][ \t]*")
# ... and the end of such a signature: who the one named is, and the line's end (not a
# clause: "“dangerous” – Estonia has complained before")
_SIGNATURE_END = re.compile(r"[ \t]*(?:,[^\n.!?“”\"]{0,100})?\.?[ \t]*(?:\n|$)")
# A document's words before a colon: "The statement read", "Its final paragraph reads",
# "The statement ended with a warning"
_READ_BEFORE = re.compile(r"\s*(?P<subject>[^:“”\"]{1,60}?)\s+(?:read|reads|ran|runs|"
                          r"(?:ended|ends|closed|closes|concluded|concludes|began|begins|"
                          r"opened|opens)\s+with\b[^:“”\"]{0,40})\s*")
# A colon right before a quotation's marks
_COLON_BEFORE = re.compile(r":\s*[“\"‘']?$")
# After a quotation, a verb that says who said it: the verbs of saying, and those of asking,
# admitting or answering ("“Why act now?” she asked")
_AFTER_VERB = re.compile(rf"\b(?:{SPEECH}|asked|asks|wondered|wonders|quipped|joked|"
                         r"conceded|concedes|admitted|admits|acknowledged|acknowledges|"
                         r"cautioned|cautions|predicted|predicts|observed|observes|remarked|"
                         r"remarks|countered|counters|retorted|went on|goes on|"
                         # what a document says: "“…,” the statement read"
                         r"read|reads|"
                         # the verbs of a text translated from Spanish or French: "indicó",
                         # "subrayó", "enfatizó", "precisó", "reiteró", "aseguró"
                         r"indicated|indicates|emphasi[sz]ed|emphasi[sz]es|underlined|"
                         r"underlines|underscored|underscores|specified|specifies|"
                         r"reiterated|reiterates|assured|assures|expressed|expresses|"
                         r"lamented|laments|commented|comments|mentioned|mentions)\b")


# After "according to": a title, then the name of who holds it ("the minister of Foreign
# Affairs, ")
_TITLED_SOURCE = re.compile(r"the\s+[^,;:“”\"]{1,60},\s+")
# After "according to": the source, a comma, then a clause with its own verb of saying
_SAID_AFTER_SOURCE = re.compile(rf"[^,;“”\"]{{1,80}},\s+[^;“”\"]{{1,80}}?\b(?:{SPEECH})\b")
_DOCUMENT_BEFORE = re.compile(r"\s*" + DOCUMENT.pattern + r"\s+")
_TITLE_AFTER_VERB = re.compile(rf"\s+(?:{TITLE_BEFORE_NAME}\s+)+")
# After a verb of saying, someone it does not name: "said a Finnish negotiator"
_UNNAMED_AFTER_VERB = re.compile(rf"\s+(?P<who>(?:an?|one|two|several|some|another)\s+"
                                 rf"(?:[\w’'-]+\s+){{0,3}}?(?:{UNNAMED_SOURCES}|negotiators?|"
                                 rf"envoys?|representatives?|counsell?ors?)\b"
                                 rf"(?:\s+(?:for|of|at|from|in|with)\s+[^,.;“”\"]{{1,60}}?"
                                 rf"(?=\s*[,.;]))?)")
_RELATIVE_BEFORE_VERB = re.compile(r",\s+(?:who|which)\s+[^,;“”\"\n]{1,80},\s*$")
# Who someone is, between a verb of saying and the name: "said his brother, ", "said the
# ministry's spokeswoman, ", "said a lawyer for the family, "
_DESCRIBED_AFTER_VERB = re.compile(r"\s+(?:his|her|their|its|the|an?)\s+(?:[\w’'-]+\s+){0,4}?"
                                   r"[a-z][\w-]*,\s+")


# Between a name and its verb, who the one named is, set off by commas: ", a spokesperson
# for the Norwegian Ministry of Foreign Affairs, "
_APPOSED_AFTER_NAME = re.compile(r",\s+[^,;:“”\"]{1,120},\s*")


def _phrase_speaker(entities: Entities, salience: Salience, groups, phrase: str,
                    position: int) -> tuple[str | None, str] | None:
    """Who the words that attribute a quotation stand for when they are no name: "the
    president" (the one the text named with that title), "the official" (the unnamed one
    it spoke of before), "the counsellor" (the body the text said a counsellor spoke for),
    "the statement", "the foreign ministry", "her office", "the veteran diplomat"
    (kg.draft.speaker_phrases), as the text named them before ``position``. None when the
    words are none of these; (None, the rule) when they are a title whose holder the text
    did not name."""
    role = _ROLE.match(phrase) or _UNNAMED_ROLE.match(phrase)
    if role:
        found = latest_holder(entities, role.group("role").lower(), position)
        found = _for_whom(entities, salience, groups, found) \
            or body_of_role(entities, role.group("role").lower(), position)
        if found is not None or not _ROLE.match(phrase):
            return found, "role-after-quote"
    for rule in (document_speaker, body_by_kind, person_spoken_for):
        found = rule(entities, salience, phrase, position)
        if found is not None:
            return found, "phrase-after-quote"
    found = described_person(entities, phrase, position)
    if found is not None:
        return found, "described-after-quote"
    return (None, "role-after-quote") if role else None


# The subject of a verb of saying that is no name, after the sentence's start or an opening
# phrase's comma: "The veteran diplomat", "Speaking to reporters, the minister"
_SUBJECT_PHRASE = re.compile(r"(?:^|(?<=[.!?]\s)|(?<=\n)|(?<=,\s))\s*"
                             r"(?P<phrase>(?:[Tt]he|[Hh]er|[Hh]is|[Ii]ts)\s+[^,.;:“”\"\n]{1,40}?)"
                             r"\s+(?:(?:also|later|then|has|had|have)\s+)*$")


def _lower_first(words: str) -> str:
    """``words`` with their first letter in small letters ("The minister" -> "the
    minister"), as the rules read a phrase after a quotation."""
    return words[:1].lower() + words[1:]


# After a verb of saying, who says it when it is no name: "stated the minister"
_INVERTED = re.compile(r"\s+(?P<phrase>the\s+[^,.;:“”\"\n]{1,40}?)\s*(?=[,.;:]|$)")


def _named_then_described(entities: Entities, between: list, close: int, gap_end: int
                          ) -> str | None:
    """The person named first after a quotation when the words up to the verb only say who
    that is: "“…,” Kari Nordvik, a spokesperson for the ministry, said" (Nordvik, not the
    ministry); "“…,” Maria Santos, director of the Lisbon Human Rights Centre, said"."""
    if not between:
        return None
    first = between[0]
    text = entities.text
    if first.kind != "person" or text[close:first.start].strip(" ,\t") \
            or not _APPOSED_AFTER_NAME.fullmatch(text, first.end, gap_end):
        return None
    return first.entity


def _parsed_instead(entities: Entities, sentence: Sentence, position: int,
                    salience: Salience, guessed: str | None, how: str
                    ) -> tuple[str | None, str]:
    """The verb's subject as the parse reads it, in place of a state the sentence opens
    with (a guess): "After Lithuania expelled two diplomats, the foreign ministry's
    spokeswoman Maria Orlova said …" is not Lithuania's; a subject that names no one ("a
    lawyer for the family said") is nobody's, not the state's."""
    if guessed is not None and entities.kind(guessed) == "organization":
        return _person_of_body(entities, sentence, position, salience, guessed, how)
    if guessed is None or entities.kind(guessed) != "country":
        return guessed, how
    entity, parsed = speaker_of_verb(entities, position, salience, sentence.start)
    if entity is not None and entities.kind(entity) in ("person", "organization"):
        return entity, "parsed-subject"
    if parsed == UNNAMED_SUBJECT:
        return None, UNNAMED
    return guessed, how


def _person_of_body(entities: Entities, sentence: Sentence, position: int,
                    salience: Salience, body: str, how: str) -> tuple[str, str]:
    """The person the parse reads as the verb's subject, in place of the body the
    sentence's subject phrase names first: "Togo Foreign Ministry spokesperson Ama Kudjo,
    in a radio interview, regretted the closure and warned that Lome might “answer with its
    own measures”" is Kudjo's, not the ministry's."""
    entity, _ = speaker_of_verb(entities, position, salience, sentence.start)
    if entity is None or entity == body or entities.kind(entity) != "person":
        return body, how
    # (the person named in the body's phrase, after its name: a parse that reaches someone
    # named further on has misread the sentence)
    mentions = entities.mentions_in(sentence.start, position)
    ends = [m.end for m in mentions if m.entity == body]
    if any(m.entity == entity and any(0 <= m.start - end <= 40 and not SPEECH_VERB.search(
            entities.text, end, m.start) for end in ends) for m in mentions):
        return entity, "parsed-person-subject"
    return body, how


def _outside_quotations(text: str, verb: re.Pattern, start: int, end: int) -> list[re.Match]:
    """The matches of ``verb`` between ``start`` and ``end`` that are not inside quotation
    marks: in "his client “denies all the allegations” and “laid a wreath”", "denies" is the
    client's word, not the verb that attributes the second quotation."""
    inside = quotation_spans(text)
    return [m for m in verb.finditer(text, start, end) if not inside.overlaps(m.start(), m.end())]


def _has_subject(entities: Entities, sentence: Sentence, position: int) -> bool:
    """Whether a name stands right before the verb at ``position`` ("La Paz has called",
    "Macron described"; not "had been called home")."""
    text = entities.text
    return any(m.end <= position and _SUBJECT_GAP.fullmatch(text, m.end, position)
               for m in entities.mentions_in(sentence.start, position))


_SUBJECT_GAP = re.compile(r"\s+(?:(?:has|had|have|also|then|later|again|publicly|"
                          r"repeatedly|once)\s+)*")


# The words right after a quotation, up to the end of its sentence (at most 60 characters)
_TAIL = re.compile(r"[^.!?\n“\"]{0,60}")


def _continued(entities: Entities, found: list[tuple[Quoted, str | None, str]]
               ) -> list[tuple[Quoted, str | None, str]]:
    """A quotation without a speaker that goes on from the one before it has that one's
    speaker: “…,” McCollum said. “We will judge…” (the next sentence opens with the marks),
    and a quotation over two paragraphs, whose speaker is named in the second."""
    text = entities.text
    result = list(found)
    for index, (quoted, speaker, rule) in enumerate(result):
        if speaker is not None:
            continue
        tail = _TAIL.match(text, quoted.close)
        if tail and _AFTER_VERB.search(tail.group(0)) \
                and not text[quoted.start:quoted.end].rstrip().endswith("."):
            continue  # "…,” Cho said: its own speaker, if one the draft does not know
        before = result[index - 1] if index else None
        after = result[index + 1] if index + 1 < len(result) else None
        if before and before[1] and _goes_on(text, before[0], quoted) \
                and not _another_spoken_of(entities, before, quoted):
            result[index] = (quoted, before[1], "continues-quote")
        elif after and after[1] and quoted.close == quoted.end \
                and text[quoted.close:after[0].open].strip() == "" \
                and "\n" in text[quoted.close:after[0].open]:  # a paragraph left open
            result[index] = (quoted, after[1], "paragraph-before-quote")
        elif before and before[1] and _whole_paragraph(text, quoted) \
                and _paragraphs_between(text, before[0].close, quoted.open) == 1:
            # "Orlov said Moscow would respond: “…,” he said.\n\n“Norway will regret
            # this.”": a paragraph that is only a quotation goes on with the speaker before
            result[index] = (quoted, before[1], "paragraph-after-quote")
    return result


# Between a quotation attributed after its marks and the next in its sentence: the
# attribution, then the same speaker's participle ("…,” the ministry said, adding that Vietnam
# “…”", "…,” Ruiz told reporters, saying the talks had “…”")
_ADDING = re.compile(r"[,.!?]?[”\"’']?,?\s+[^.!?;:“”\"\n]{1,80}?,\s+(?:adding|saying|noting|"
                     r"stressing|insisting|warning|explaining|arguing)\b[^.!?;:“”\"\n]{0,120}$")


def _added_by_the_same(text: str, found: list[tuple[Quoted, str | None, str]]
                       ) -> list[tuple[Quoted, str | None, str]]:
    """A quotation with no speaker that a participle of saying joins to the attribution
    of the quotation before it, in the same sentence, is that quotation's speaker's: "“The
    planned visit stays on the agenda,” the Vietnamese ministry said, adding that Vietnam
    “values consultation between neighbours”" (the ministry's)."""
    result = list(found)
    for index, (quoted, speaker, rule) in enumerate(result):
        if speaker is not None or index == 0:
            continue
        before, before_speaker, _rule = result[index - 1]
        if before_speaker is not None and before.close < quoted.open \
                and _ADDING.fullmatch(text, before.close, quoted.open):
            result[index] = (quoted, before_speaker, "added-after-attribution")
    return result


# A live report's entry: its time first ("12:05 GMT —", "11:40:")
_TIME_STAMP = re.compile(r"[ \t]*\d{1,2}[:.]\d\d(?:\s*[A-Z]{2,4})?\s*[—–:-]\s*")


def _under_entry_heading(entities: Entities, sentences: tuple[Sentence, ...], quoted: Quoted,
                         rule: str) -> tuple[Quoted, str | None, str]:
    """A paragraph that is only a quotation, under a live report's entry line that has no
    quotation of its own, is the words of the one that line is about: "12:05 GMT — Foreign
    Minister Ana Horvat speaks to reporters" then "“This is unacceptable.”" (Horvat's)."""
    text = entities.text
    if not _whole_paragraph(text, quoted):
        return quoted, None, rule
    line_end = text.rfind("\n", 0, quoted.open)
    while line_end > 0 and not text[text.rfind("\n", 0, line_end) + 1:line_end].strip():
        line_end = text.rfind("\n", 0, line_end)
    line_start = text.rfind("\n", 0, max(line_end, 0)) + 1
    stamp = _TIME_STAMP.match(text, line_start, max(line_end, 0))
    if line_end <= 0 or stamp is None or QUOTED.search(text, line_start, line_end):
        return quoted, None, rule
    sentence = sentence_of(sentences, stamp.end())
    subject = _sentence_subject(entities, sentence) if sentence is not None else None
    return (quoted, subject, "live-entry-heading") if subject is not None \
        else (quoted, None, rule)


def _by_governing_verb(entities: Entities, sentences: tuple[Sentence, ...],
                       saliences: dict[int, Salience], quoted: Quoted
                       ) -> tuple[Quoted, str | None, str]:
    """The quotation with the speaker the parse gives it (governing_speaker), or none."""
    sentence = sentence_of(sentences, quoted.open) or sentence_of(sentences, quoted.start)
    speaker = governing_speaker(entities, quoted, saliences[sentence.index], sentence.start) \
        if sentence is not None else None
    return (quoted, speaker, "governing-verb") if speaker is not None \
        else (quoted, None, "none")


def _after_reported_speaker(entities: Entities, sentences: tuple[Sentence, ...],
                            saliences: dict[int, Salience], quoted: Quoted
                            ) -> tuple[Quoted, str | None, str]:
    """A quotation that is a sentence of its own, with no attribution, right after the
    sentence that reported someone speaking (in its paragraph or the one before): that
    one's words. "Maria Santos, director of the centre, said the expulsion was a mistake.
    “This sends a chilling message.”" (Santos's)."""
    text = entities.text
    sentence = sentence_of(sentences, quoted.open)
    if sentence is None or not _stands_alone(text, quoted):
        return quoted, None, "none"
    before = [s for s in sentences if s.end <= quoted.open]
    source = saliences[sentence.index].last_source
    if not before or source is None or _paragraphs_between(text, before[-1].end,
                                                           quoted.open) > 1:
        return quoted, None, "none"
    previous = before[-1]
    if QUOTED.search(text, previous.start, previous.end) or not any(
            m.entity == source for m in entities.mentions_in(previous.start, previous.end)):
        return quoted, None, "none"
    return quoted, source, "after-reported-speech"


def _by_neighbour(entities: Entities, sentences: tuple[Sentence, ...],
                  saliences: dict[int, Salience], quoted: Quoted
                  ) -> tuple[Quoted, str | None, str]:
    """A quotation that is a sentence of its own, with no attribution: the speaker the
    sentence right before it reports, or the one the sentence right after it says the words
    are of (kg.draft.quote_neighbours), in its paragraph or, for a quotation that is its
    paragraph, the paragraph before or after. "Ruiz spoke to reporters.\n\n“We will
    respond.”" and "“We will respond.” Those were the words of Ana Ruiz." (Ruiz's)."""
    text = entities.text
    sentence = sentence_of(sentences, quoted.open)
    if sentence is None or not _stands_alone(text, quoted):
        return quoted, None, "none"
    reach = 1 if _whole_paragraph(text, quoted) else 0
    before = [s for s in sentences if s.end <= quoted.open]
    if before and _paragraphs_between(text, before[-1].end, quoted.open) <= reach \
            and not QUOTED.search(text, before[-1].start, before[-1].end) \
            and text[before[-1].start:before[-1].end].rstrip().endswith((".", ":")):
        speaker = speaker_before(entities, before[-1].start, before[-1].end,
                                 saliences[sentence.index], about=reach == 0)
        if speaker is not None:
            return quoted, speaker, "speaking-sentence-before"
    after = [s for s in sentences if s.start >= quoted.close]
    if after and _paragraphs_between(text, quoted.close, after[0].start) <= reach \
            and not QUOTED.search(text, after[0].start, after[0].end):
        speaker = speaker_after(entities, after[0].start, saliences[after[0].index])
        if speaker is not None:
            return quoted, speaker, "words-named-after"
    return quoted, None, "none"


def _stands_alone(text: str, quoted: Quoted) -> bool:
    """Whether the quotation is a sentence of its own: it opens its line or follows a
    sentence's end, and its words end one, with nothing after the marks but a line's end or
    another sentence."""
    opening = text[max(0, quoted.open - 3):quoted.open]
    return (quoted.open == 0 or re.search(r"(?:^|\n|[.!?][”\"’']?\s+)$", opening) is not None) \
        and re.search(r"[.!?]\s*$", text[quoted.start:quoted.end]) is not None \
        and re.match(r"\s*(?:$|\n|[A-Z“\"‘])", text[quoted.close:quoted.close + 3]) is not None


def _whole_paragraph(text: str, quoted: Quoted) -> bool:
    """Whether the quotation is its paragraph, with no attribution of its own."""
    line_start = text.rfind("\n", 0, quoted.open) + 1
    line_end = text.find("\n", quoted.close)
    line_end = len(text) if line_end < 0 else line_end
    return not text[line_start:quoted.open].strip() \
        and not re.search(r"\w", text[quoted.close:line_end])


def _paragraphs_between(text: str, start: int, end: int) -> int:
    """How many paragraph breaks (one or more line ends) lie between two offsets."""
    return len(re.findall(r"\n\s*", text[start:end]))


# How far back an unnamed speaker quoted before may be "the spokesperson" again
_UNNAMED_REACH = 600


def _unnamed_again(text: str, found: list[tuple[Quoted, str | None, str]]
                   ) -> list[tuple[Quoted, str | None, str]]:
    """A quotation "…,” the spokesperson said, whose unnamed speaker the draft found no
    group for, is the one an unnamed speaker's quotation just before was given to: "a
    spokesperson for the embassy said China ‘…’. ‘…,’ the spokesperson said" (the
    embassy's)."""
    result = list(found)
    for index, (quoted, speaker, rule) in enumerate(result):
        if speaker is not None or rule not in ("role-after-quote", "role-before-quote"):
            continue
        earlier = [(q, s) for q, s, r in result[:index] if s is not None and "unnamed" in r
                   and quoted.open - q.close <= _UNNAMED_REACH
                   and "\n\n" not in text[q.close:quoted.open]]
        if earlier:
            result[index] = (quoted, earlier[-1][1], "unnamed-role-again")
    return result


# "…,” he said", "…,” she told reporters": a pronoun right after a quotation
_PRONOUN_AFTER_QUOTE = re.compile(r"[\s,]*(?:he|she)\s+(?:also\s+|later\s+)?(?:" + SPEECH
                                  + r")\b")


# "She described the offer as “…”": the sentence that holds the quotation opens with "he" or
# "she"
_PRONOUN_OPENS = re.compile(r"[.!?][”\"’']?\s+(?:He|She)\s+[^.!?“”\"‘’]*$")


def _pronoun_of_unnamed(entities: Entities, found: list[tuple[Quoted, str | None, str]]
                        ) -> list[tuple[Quoted, str | None, str]]:
    """A quotation "…,” he said" right after one whose speaker the text did not name, in
    the same paragraph with no person named between, is that unnamed one's: "A senior
    Danish diplomat, speaking on condition of anonymity, said the talks had “stalled”.
    “We will not wait for ever,” he said" (Denmark's, not the ambassador named before); so
    is one in the next sentence when "he" or "she" opens it ("She described the final
    offer as “worse than nothing”")."""
    text = entities.text
    result = list(found)
    for index, (quoted, speaker, rule) in enumerate(result):
        if index == 0 or not rule.startswith("reference"):
            continue
        earlier, earlier_speaker, earlier_rule = result[index - 1]
        opens = _PRONOUN_OPENS.search(text, earlier.close, quoted.open)
        if not _PRONOUN_AFTER_QUOTE.match(text, quoted.close) and not opens:
            continue
        # (no person named before the pronoun: "She described Akello's offer as “…”" names
        # Akello after it)
        end = opens.start() + 1 if opens else quoted.open
        if earlier_speaker is None or "unnamed" not in earlier_rule \
                or "\n" in text[earlier.close:quoted.open] or any(
                    m.kind == "person" for m in entities.mentions_in(earlier.close, end)):
            continue
        result[index] = (quoted, earlier_speaker, "pronoun-of-unnamed")
    return result


def _goes_on(text: str, before: Quoted, quoted: Quoted) -> bool:
    """Whether ``quoted`` opens the sentence right after the one ``before`` ends (its
    attribution between them, short, in the same paragraph), or the paragraph after a
    quotation left open."""
    between = text[before.close:quoted.open]
    if before.close == before.end:  # a paragraph left open: the next one goes on
        return between.strip() == ""
    if "\n" in between or QUOTED.search(between):
        return False
    if _SPLIT.fullmatch(between) or _AND_THEN.fullmatch(between):
        return True
    # (a longer attribution only when it names one speaker: "…,” said X, a senior fellow
    # at the Y Center, a think tank close to the government. “As long as …”)
    return re.search(r"[.!?:][”\"’']?\s+$", between) is not None and (
        len(between) <= 120 or (len(between) <= 260 and _speakers_verbs(between) == 1))


# The end of the sentence an attribution after a quotation closes
_ATTRIBUTION_END = re.compile(r"[.!?][”\"’']?\s+")


def _another_spoken_of(entities: Entities, before: tuple[Quoted, str | None, str],
                       quoted: Quoted) -> bool:
    """Whether a sentence between the attribution of the quotation ``before`` and
    ``quoted`` names someone other than its speaker: in "“…,” Ruiz said. Berg disagreed.
    “…”" the second quotation does not go on with Ruiz's words."""
    earlier, speaker, _ = before
    end = _ATTRIBUTION_END.search(entities.text, earlier.close, quoted.open)
    return end is not None and any(
        m.kind in AGENT_KINDS and m.entity != speaker
        for m in entities.mentions_in(end.end(), quoted.open))


def _speakers_verbs(words: str) -> int:
    """How many verbs of saying ``words`` has, those of a relative clause about the one
    named before aside: "…,” said X, a researcher in Almaty, who noted that inflows had
    fallen. “But …”" has one (X's)."""
    return sum(1 for verb in SPEECH_VERB.finditer(words)
               if not re.search(r"\bwho\s+(?:also\s+|had\s+|has\s+)?$",
                                words[:verb.start()]))


# An attribution inside one sentence's quotation: "“We will know in a year,” said X, “and
# perhaps not even then.”", "‘These are lies,’ the spokesperson said, ‘and they will …’"
_SPLIT = re.compile(rf"\s*,?\s*(?:(?:[^.!?“”\"\n,]{{0,50}}\s)?(?:{SPEECH})"
                    rf"(?:\s[^.!?“”\"\n,]{{0,50}})?),\s*")
# A quotation joined to the one before by the same speaker's next verb: "said China ‘never
# interferes …’ and urged the UK to ‘stop hyping …’"
_AND_THEN = re.compile(rf"[’'”\"]?\s*,?\s+and\s+(?:also\s+|then\s+)?(?:{SPEECH}|"
                       r"urged|asked|called|demanded|appealed|vowed|pledged|promised)\b"
                       r"[^.!?“”\"\n]{0,60}")


# Whose words these are, said before them: "In her words, ", "In the words of X, ", "In X's
# words: ", "by her own account, "
_IN_THE_WORDS = re.compile(r"(?:\b[Ii]n\s+(?:(?P<pronoun>his|her|its|their)\s+(?:own\s+)?words|"
                           r"the\s+words\s+of\s+(?P<of>[^,:;“”\"]{1,80}?)|"
                           r"(?P<owner>[^,:;“”\"]{1,60}?)['’]s\s+(?:own\s+)?words)|"
                           # "…, by her own account, “…”": hers
                           r"\b[Bb]y\s+(?P<account>his|her|their)\s+own\s+account)"
                           r"\s*[,:]?\s*$")


def _owner_of_words_phrase(entities: Entities, salience: Salience, found: re.Match,
                           position: int) -> str | None:
    """The one an "In her words", "by her own account" or "In the words of X" before a
    quotation names."""
    possessive = found.group("pronoun") or found.group("account")
    if possessive:
        pronoun = {"his": "he", "her": "she"}.get(possessive.lower(), "it")
        return speaker_called(entities, pronoun, salience, found.start())
    group = "of" if found.group("of") else "owner"
    named = [m for m in entities.mentions_in(*found.span(group)) if m.kind in AGENT_KINDS]
    return named[-1].entity if named else None


def _pronoun_quoted(entities: Entities, salience: Salience, sentence: Sentence,
                    quoting_as: re.Match) -> str | None:
    """Whom "him" or "her" quoted as saying is: the person the sentence named before
    ("Lukashenko's press service quoted him as saying …": Lukashenko), else the one the
    pronoun refers to."""
    pronoun = quoting_as.group("who").lower()
    if pronoun not in ("him", "her"):
        return None
    people = [m for m in entities.mentions_in(sentence.start, quoting_as.start())
              if m.kind == "person"]
    if people:
        return people[-1].entity
    return speaker_called(entities, "he" if pronoun == "him" else "she", salience,
                          quoting_as.start("who"))


# Someone quoted by another: "quoting Foreign Minister Ana Ruiz as saying", "quoted the
# minister as telling"
# (not the one a passive names as quoting: "was quoted by TASS as saying" is TASS's report)
_QUOTING_AS = re.compile(r"\bquot(?:ing|ed|es)\s+(?!by\s)(?P<who>[^.;“”\"]{1,80}?)\s+as\s+"
                         r"(?:saying|telling|writing)\b")
# Words reported of someone: "was quoted as saying", "is quoted by TASS as telling".
QUOTED_AS = re.compile(r"\b(?:was|were|is|are|has been|have been|had been)\s+(?:\w+ly\s+)?"
                        r"quoted\s+(?:by\s+[^.;“”\"]{1,60}?\s+)?as\s+(?:saying|telling|writing)\b")

_PARTICIPLE = re.compile(r"\b(?:saying|writing|adding|calling|describing|noting|speaking)\b")
# Verbs whose subject's words the quotation marks hold, though they are not verbs of saying.
_QUOTING_VERB = re.compile(r"\b(?:called|calls|calling|described|describes|describing|termed|"
                           r"terms|labell?ed|labels|brands|branded|"
                           r"rejected|dismissed|thanked|praised|welcomed|condemned|"
                           r"critici[sz]ed|hailed|saying|writing)\b")
# "the president", "the foreign minister", "the official" between a quotation and its verb.
_ROLE = re.compile(rf"^\W*the\s+(?P<role>(?:[a-z]+\s+)?(?:{ROLE_TITLES}|{UNNAMED_SOURCES}))"
                   r"\s*$")


# "the counsellor", "the spokesperson" between a quotation and its verb: someone the text
# described without naming (see body_of_role)
_UNNAMED_ROLE = re.compile(r"^\W*the\s+(?P<role>(?:[a-z]+\s+)?(?:counsell?or|attach[eé]|"
                           r"negotiator|diplomat|official|spokes(?:person|man|woman)|source|"
                           r"aide|advis[eo]r|envoy|representative|officer))\s*$")


def body_of_role(entities: Entities, role: str, position: int) -> str | None:
    """The body or state an unnamed person the text described before ``position`` speaks
    for: "A counsellor at the Latvian embassy told reporters … “…,” the counsellor said" (the
    embassy); "a Finnish negotiator … the negotiator" (Finland)."""
    noun = re.escape(role.split()[-1])
    text = entities.text
    for_body = re.compile(rf"\b(?:an?|one)\s+(?:[\w’'-]+\s+){{0,3}}?{noun}\s+"
                          r"(?:for|of|at|from|with|in)\s+(?:the\s+)?(?:[A-Z][\w’'-]*\s+)?$",
                          re.IGNORECASE)
    by_adjective = re.compile(r"\b(?:an?|one)\s+(?:[\w’'-]+\s+){0,2}?$", re.IGNORECASE)
    adjective_of = re.compile(rf"\s+(?:[\w’'-]+\s+){{0,2}}?{noun}\b")
    for mention in reversed([m for m in entities.mentions if m.end <= position]):
        before = text[max(0, mention.start - 80):mention.start]
        if mention.kind == "organization" and for_body.search(before):
            return mention.entity
        if mention.kind == "country" and by_adjective.search(before) \
                and adjective_of.match(text, mention.end):
            return mention.entity
    return None


_TITLE_BETWEEN = re.compile(r"(?:[’']s)?\s+(?:(?:[A-Z][\w-]*|of|for|the)\s+)*")
_TITLE_APPOSED = re.compile(r"[’']s(?:\s+[a-z-]+){1,4},\s+")


def _sentence_subject(entities: Entities, sentence: Sentence) -> str | None:
    """The agent the sentence opens with (after a dateline), if it opens with one."""
    text = entities.text
    for mention in entities.mentions_in(sentence.start, sentence.end):
        if mention.kind in AGENT_KINDS:
            # "Estonia's Foreign Ministry", "Lithuania's Foreign Minister Kęstutis Budrys",
            # "U.S. Secretary of State Marco Rubio": the one the state's words lead to
            owned = [m for m in entities.mentions_in(mention.end, sentence.end)
                     if m.kind in AGENT_KINDS and (
                         _TITLE_BETWEEN.fullmatch(text, mention.end, m.start)
                         # ("Brazil's foreign minister Mauro Vieira": a lower-case title;
                         # "Serbia's foreign minister, Milica Jovanović": in apposition)
                         or DEMONYM_TO_NAME.fullmatch(text, mention.end, m.start)
                         or _TITLE_APPOSED.fullmatch(text, mention.end, m.start))]
            lead = text[sentence.start:mention.start]
            # (a dateline, "the", and a title: "Secretary of State Marco Rubio")
            # (a live report's time: "10:48 GMT — Foreign Minister X, speaking to …:")
            if re.fullmatch(r"(?:[A-ZÀ-Þ0-9][\w .,:'’/-]*\s+[–—-]\s+)?(?:(?i:the)\s+)?"
                            r"(?:(?:[A-Z]\w+|of|for|the)\s+)*?", lead) is None:
                return None
            if mention.kind == "country" and owned:
                return owned[0].entity
            # "Coast Guard spokesman Commodore Jose Santos dismissed …, saying": the person
            # who speaks for the body, not the body
            people = [m for m in owned if m.kind == "person"]
            if mention.kind == "organization" and people:
                return people[0].entity
            return mention.entity
    return None


# The words of a group that stands for people the text does not name ("South Korean navy
# official", "senior European diplomats"), not for a body ("police")
_UNNAMED_WORDS = re.compile(rf"\b(?:{UNNAMED_SOURCES}|negotiators?|representatives?|envoys?)$",
                            re.IGNORECASE)


def _for_whom(entities: Entities, salience: Salience, groups, found: str | None
              ) -> str | None:
    """``found``, unless it is someone the text did not name (an unnamed source's group):
    then the body or the state that one speaks for, or nobody. "… according to a South
    Korean navy official. “…,” the official said" is nobody's the text names (a reader
    writes no speaker), "a spokesperson for the ministry … the spokesperson said" the
    ministry's."""
    if found is None or entities.kind(found) != "group" \
            or entities.items[found].rule != "unnamed-source":
        return found
    named = _named_inside_group(entities, found)
    if named is not None:
        return named
    mention = next((m for m in entities.mentions if m.entity == found), None)
    if not _UNNAMED_WORDS.search(entities.name(found)):
        holder = _holder_of_state_title(entities, groups, mention) if mention else None
        return holder or found
    if mention is None:
        return None
    return _unnamed_speaker(entities, salience, groups, mention.start, mention.end)


# "the Hungarian minister", "The Slovak president": a state's title, with "the"
_STATE_TITLE = re.compile(rf"(?:(?i:the)\s+)?[A-Z][\w’'-]+\s+(?P<title>{ROLE_TITLES})")


def _holder_of_state_title(entities: Entities, groups, mention) -> str | None:
    """The person the text named before with the title "the Hungarian minister" gives, when
    the state's name stands right before that person's name: "Hungary's foreign minister,
    Peter Szijjarto, said … The Hungarian minister also called the sanctions “absurd”"
    (Szijjarto, not a group of Hungarian ministers)."""
    text = entities.text
    title = _STATE_TITLE.fullmatch(text, mention.start, mention.end)
    states = {m.entity for m in entities.mentions_in(mention.start, mention.end)
              if m.kind == "country"} if title else set()
    if title and not states and groups is not None:
        states = {groups.speaker(mention.start, mention.end)} - {None}
    state = states.pop() if len(states) == 1 else None
    person = by_role(entities, title.group("title").lower(), mention.start) \
        if state is not None else None
    if person is None or entities.kind(person) != "person":
        return None
    of_state = any(m.entity == state and 0 <= p.start - m.end <= 40
                   for p in entities.mentions if p.entity == person
                   for m in entities.mentions_in(max(0, p.start - 60), p.start))
    return person if of_state else None


def _named_inside_group(entities: Entities, group: str) -> str | None:
    """The one person the words of an unnamed source's group name, if they name one: words
    read as a source ("according to Foreign Minister Ana Ruiz") that hold a name are that
    person's, not a group's."""
    mention = next((m for m in entities.mentions if m.entity == group), None)
    if mention is None:
        return None
    people = {m.entity for m in entities.mentions_in(mention.start, mention.end)
              if m.kind == "person" and m.entity != group}
    return people.pop() if len(people) == 1 else None


def _body_of_state_speaking(entities: Entities, sentence: Sentence, found: str | None
                            ) -> str | None:
    """The one body of the state ``found`` that the sentence names before its verb (of
    saying, or one that quotes), in place of the state: the most specific speaker the text
    gives ("Russia's Foreign Ministry, in a statement, said Russia would respond “…”": the
    ministry; not "Russia called the expulsions from the Russian Embassy “…”")."""
    if found is None or entities.kind(found) != "country":
        return found
    text = entities.text
    inside = quotation_spans(text)
    verbs = _outside_quotations(text, SPEECH_VERB, sentence.start, sentence.end) + \
        _outside_quotations(text, _QUOTING_VERB, sentence.start, sentence.end)
    end = min((v.start() for v in verbs), default=sentence.start)
    bodies = {m.entity for m in entities.mentions_in(sentence.start, end)
              if m.kind == "organization" and not inside.overlaps(m.start, m.end)
              and entities.items[m.entity].fields.get("of_state") == found}
    return bodies.pop() if len(bodies) == 1 else found


def _group_of(entities: Entities, salience: Salience, groups, offset: int,
              found: re.Match | None) -> str | None:
    if found is None:
        return None
    return _unnamed_speaker(entities, salience, groups, offset + found.start(),
                            offset + found.end())


# Someone unnamed who speaks for a body the text has named before, by the word for that kind
# of body: "a spokesperson for the ministry", "a ministry spokesman", "an embassy official"
_FOR_THE_BODY = re.compile(r"\b(?:for|of|at|from|with|in)\s+(?:the|its|their)\s+"
                           r"(?P<noun>ministry|embassy|consulate|government|mission|agency|"
                           r"authority|commission|council|police|army|office)\s*$",
                           re.IGNORECASE)
_BODY_WORD_FIRST = re.compile(r"^(?:an?|one|two|several|the)\s+(?P<noun>ministry|embassy|"
                              r"consulate|government|mission|agency|police|army)\s+"
                              rf"(?:{UNNAMED_SOURCES})\b", re.IGNORECASE)


def _body_of_state_named(entities: Entities, found: str, start: int, end: int) -> str:
    """The body of the state ``found`` the sentence before named, when the words of the
    unnamed speaker (``text[start:end]``) name no state: "The German foreign ministry
    welcomed the appointment. A spokesperson said …" (the ministry, not Germany); "a Finnish
    negotiator" stays Finland's."""
    if entities.kind(found) != "country" or any(
            m.kind == "country" for m in entities.mentions_in(start, end)):
        return found
    text = entities.text
    before = entities.mentions_in(max(0, start - 300), start)
    for state, body in zip(before, before[1:]):
        if state.entity == found and body.kind == "organization" \
                and DEMONYM_TO_NAME.fullmatch(text, state.end, body.start) \
                and not re.search(r"[.!?]\s", text[body.end:start].rstrip()):
            return body.entity
    return found


def _unnamed_speaker(entities: Entities, salience: Salience, groups, start: int, end: int
                     ) -> str | None:
    """Who speaks when the text does not name the person (``text[start:end]``): the body or
    state the words name (kg.draft.claims.GroupMaker.speaker); else the body the text named
    before, when the words call it by its kind: "The Polish Ministry of Foreign Affairs
    summoned … A spokesperson for the ministry said" (the ministry); else nobody."""
    found = groups.speaker(start, end) if groups is not None else None
    if found is not None:
        return _body_of_state_named(entities, apposed_body(entities, found, start, end),
                                    start, end)
    words = entities.text[start:end].rstrip(" ,")
    body = _FOR_THE_BODY.search(words) or _BODY_WORD_FIRST.match(words)
    if body is None:
        return _body_named_in(entities, start, end) or _state_of_official(entities, start, end)
    return resolve(entities, f"the {body.group('noun').lower()}", salience, start)


# A state's adjective, then who speaks for it: "a Norwegian official", "a Zambian diplomatic
# source" (what follows, "close to the case, who would not give his name", says no more)
_OFFICIAL_OF_STATE = re.compile(rf"\s+(?:(?:senior|top|high-ranking|diplomatic|government|"
                                rf"foreign|ministry|security|military)\s+){{0,2}}"
                                rf"(?:{UNNAMED_SOURCES})\b")


def _state_of_official(entities: Entities, start: int, end: int) -> str | None:
    """The state an unnamed official speaks for, by the state's adjective right before the
    words for them, at the head of the words about them (``text[start:end]``): "A Norwegian
    official close to the case, who would not give his name, said" (Norway)."""
    text = entities.text
    lead = re.match(r"(?i)\s*(?:an?|one|two|several|some|the)\s+", text[start:end])
    head = start + (lead.end() if lead else 0)
    first = next(iter(entities.mentions_in(head, end)), None)
    if first is None or first.start != head or first.kind != "country":
        return None
    return first.entity if _OFFICIAL_OF_STATE.match(text, first.end, end) else None


def _body_named_in(entities: Entities, start: int, end: int) -> str | None:
    """The one body the words about an unnamed speaker name: "a European Commission
    spokesperson", "an official at the Nordic Council" (the body, which the one unnamed
    speaks for)."""
    bodies = {m.entity for m in entities.mentions_in(start, end) if m.kind == "organization"}
    return bodies.pop() if len(bodies) == 1 else None


def draft_quotes(entities: Entities, sentences: tuple[Sentence, ...],
                 salience_by_sentence: dict[int, Salience], groups=None) -> list[Item]:
    text = entities.text
    items: list[Item] = []
    used = Ids()
    found: list[tuple[Quoted, str | None, str]] = []
    for quoted in find_quoted(text):
        if is_name(entities, quoted):
            continue
        sentence = sentence_of(sentences, quoted.open) or sentence_of(sentences, quoted.start)
        if sentence is None:
            continue
        salience = salience_by_sentence[sentence.index]
        speaker, rule = speaker_of(entities, sentence, quoted, salience, groups)
        speaker = _for_whom(entities, salience, groups, speaker)
        speaker, rule = state_or_parsed_speaker(
            entities, quoted, _body_of_state_speaking(entities, sentence, speaker), rule,
            salience, sentence.start)
        speaker = body_of_state_before(entities, sentence.start, quoted, speaker)
        speaker, rule = with_aside_speaker(entities, sentence.start, quoted, speaker, rule,
                                           salience)
        speaker, rule = with_relative_speaker(entities, quoted, speaker, rule, salience,
                                              sentence.start)
        found.append((quoted, speaker, rule))
    found = [(q, speaker, rule) if speaker is not None else
             _under_entry_heading(entities, sentences, q, rule) for q, speaker, rule in found]
    found = [(q, speaker, rule) if speaker is not None or rule != "none" else
             _after_reported_speaker(entities, sentences, salience_by_sentence, q)
             for q, speaker, rule in found]
    found = [(q, speaker, rule) if speaker is not None or rule != "none" else
             _by_neighbour(entities, sentences, salience_by_sentence, q)
             for q, speaker, rule in found]
    found = _continued(entities, _unnamed_again(text, _pronoun_of_unnamed(entities, found)))
    found = _added_by_the_same(text, found)
    # Last, words quoted as the object of a verb that is no verb of saying: "The ministry
    # expressed “deep concern”" (kg.draft.governing_verb)
    found = [(q, speaker, rule) if speaker is not None or rule != "none" else
             _by_governing_verb(entities, sentences, salience_by_sentence, q)
             for q, speaker, rule in found]
    for index, (quoted, speaker, rule) in enumerate(found):
        words = text[quoted.start:quoted.end]
        fields: dict = {"id": used.give(slugify(
            f"{speaker or 'unattributed'} {' '.join(words.split()[:5])}") or "quote")}
        if speaker:
            fields["speaker"] = [speaker]
        fields["text"] = words
        item = Item("quotes", fields, [Span(quoted.start, quoted.end)],
                    f"quotation-marks, {rule}")
        if not speaker:
            fields["note"] = ("The draft could not tell who said this: name the speaker, or "
                              "drop the quotation.")
            item.missing = ("speaker",)
        items.append(item)
    return items
