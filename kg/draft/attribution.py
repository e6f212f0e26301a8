"""Who says it: the subject of a verb of saying, with "he", "the organization" or "the
statement" resolved to the source the text was last quoting or reporting."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from kg.source import TITLE_ABBREVIATIONS, Sentence, after_title
from kg.draft.names import Entities
from kg.draft.quotation_marks import quotation_spans

SPEECH = (r"said|says|told|tells|wrote|writes|added|adds|stated|states|maintains|maintained|"
          r"declared|declares|noted|notes|warned|warns|insisted|insists|argued|argues|"
          r"explained|explains|stressed|stresses|affirmed|affirms|asserted|asserts|"
          # (not a recall: "Ghana recalled its ambassador to Burkina Faso")
          r"recall(?:ed|s)(?!\s+(?:its|their|the|his|her)\s+(?:[\w-]+\s+){0,2}?"
          r"(?:ambassadors?|envoys?|diplomats?|charg[ée]))|pointed out|points out|pointed to|highlighting|highlighted|"
          r"announced|announces|reported|reports|posted|tweeted|replied|responds|responded|"
          r"concluded|continued|questioned|shared|denied|denies|alleged|alleges|claimed|claims|"
          r"accused|accuses|urged|urges|called on|calls on|complained|confirmed|confirms")
SPEECH_VERB = re.compile(rf"\b(?:{SPEECH})\b")
REFERENCE = (r"he|she|it|they|(?:the|this|that) (?:official )?(?:organi[sz]ation|group|"
              r"ministry|government|text|letter|statement|note|communiqu[eé]|document|union|"
              r"embassy|spokes(?:person|man|woman)|post|message|report|association|party|office|"
             r"authority|agency|commission|council|court|army|police|company)")
REFERRING = re.compile(rf"\b(?P<ref>{REFERENCE})(?:\s+(?:also|then|later|further|again|has|"
                        rf"had))*\s*$", re.IGNORECASE)
# (not the owner of one named in apposition: "The ministry's spokesman, Per Olsen, called
# …" is Olsen's)
_SENTENCE_SUBJECT = re.compile(rf"^(?:[A-Z]\w+,\s+)?(?P<ref>{REFERENCE})\b"
                               r"(?![’']s\s+[\w\s-]{1,40}?,\s+(?-i:[A-Z]))", re.IGNORECASE)
# (after an acronym in parentheses too: "The Organization of American States (OAS) said")
_GAP = re.compile(r"^\)?,?(?:\s+(?:also|then|later|further|again|has|had|have|was|is|also has|"
                  r"has also|and|on \w+|in \w+|he|she|who))*\s*$", re.IGNORECASE)
# (an aside between dashes too: "Ambassador Reza Tehrani — who arrived last year — called")
_APPOSITION = re.compile(r"^\s*(?:,[^,]{1,90},|\s[—–]\s[^,—–]{1,90}\s[—–])\s*"
                         r"(?:(?:also|then|had|has|have|was|is|would|will)\s+)*$")
AGENT_KINDS = {"person", "organization", "country", "group"}
# People the text does not name: "an Ecuadorian official, who asked not to be named, said",
# "two government officials said", "a spokesman for the foreign ministry said". The words
# before them (a demonym, a ministry) name no speaker: nobody is named, so nobody is drafted.
# UNNAMED_SOURCES are those who speak for others (kg.draft.quotes reads them after a
# quotation too); _UNNAMED_PEOPLE adds those a verb's subject may be.
UNNAMED_SOURCES = (r"officials?|spokes(?:person|man|woman|people|men|women)|diplomats?|"
                   r"sources?|aides?|advis[eo]rs?")
_UNNAMED_PEOPLE = (UNNAMED_SOURCES + r"|analysts?|lawmakers?|negotiators?|representatives?|"
                   r"officers?|insiders?|observers?|witness(?:es)?")
# A sentence that begins with someone it does not name ("A spokesperson for the RSF
# delegation said … and accused the army"): every verb of it is theirs.
_UNNAMED_HEAD = re.compile(rf"^\s*(?:[A-Z]\w+,\s+)?(?P<phrase>(?:an?|one|two|three|several|some|"
                           rf"another)\s+(?:[\w’'-]+\s+){{0,4}}?(?:{UNNAMED_SOURCES})\b"
                           rf"(?:\s+(?:for|of|at|from|in|with)\s+[^,.;“”\"]{{1,60}}?"
                           rf"(?=\s+(?:said|told|says|added|stated)\b))?)", re.IGNORECASE)
_UNNAMED_SUBJECT = re.compile(
    rf"(?P<phrase>\b(?:an?|one|two|three|four|five|several|some|another|other|many|the)\s+"
    rf"(?:[\w’'-]+\s+){{0,4}}?(?:{_UNNAMED_PEOPLE})"
    rf"(?:\s+(?:\w+ing\s+)?(?:for|of|at|from|in|with|close to|familiar with)\s+"
    rf"[^,.;“”\"]{{1,80}}?)?)"
    rf"(?:\s*,[^,]{{1,120}},)?\s*$", re.IGNORECASE)
UNNAMED = "unnamed-subject"


def unnamed_phrase(entities: Entities, sentence: Sentence, position: int
                   ) -> tuple[int, int] | None:
    """Where the text says who, without naming them, speaks with the verb at ``position``
    ("a spokesman for the foreign ministry", "two government officials"): the span of
    those words, for an unnamed group (kg.draft.claims.GroupMaker) to keep them."""
    before = entities.text[sentence.start:position]
    found = _UNNAMED_SUBJECT.search(before) or _UNNAMED_HEAD.match(before)
    if found is None:
        return None
    start, end = found.span("phrase") if "phrase" in found.groupdict() else found.span()
    while end > start and before[end - 1] in " ,":
        end -= 1
    if before[start:end].split()[0].lower() == "the":
        return None  # "the official": one the text spoke of before, not a new group
    return sentence.start + start, sentence.start + end


@dataclass
class Salience:
    """The source the text was last reporting: what 'he' or 'the statement' refers to."""

    last_source: str | None = None
    last_by_kind: dict[str, str] = field(default_factory=dict)
    sexes: dict[str, str | None] = field(default_factory=dict)  # see sex_of
    # the people whose sex only a pronoun resolved to them says (see called)
    sexes_by_pronoun: set[str] = field(default_factory=set)


# Words that say a person is a woman or a man, right before a name or as its first word
# ("Doña Graciela Muñoz", "Mr Lammy", "spokeswoman Mao Ning"). A "he" or "she" is not
# resolved to a person they contradict: a senator's "he said" does not go to the woman
# quoted just before him.
_FEMALE = {"mrs", "ms", "miss", "mme", "madam", "madame", "doña", "dona", "señora", "senora",
           "sra", "dame", "lady", "queen", "princess", "sheikha", "spokeswoman", "chairwoman",
           "congresswoman", "businesswoman", "empress", "duchess", "baroness", "countess",
           "frau", "datin", "puan", "hajjah"}
_MALE = {"mr", "monsieur", "don", "señor", "senor", "sr", "sir", "lord", "king", "prince",
         "sheikh", "spokesman", "chairman", "congressman", "businessman", "emperor", "duke",
         "baron", "count", "herr", "encik", "haji"}
_WORD_BEFORE = re.compile(r"(\w+)\.?\s*$")
PRONOUN_SEX = {"he": "m", "she": "f"}
# The first pronoun after a mention, in the same sentence ("Ingrid Haugland Moe presented
# her letters of credence"), when no other person is named between them.
# (not inside a quotation: in "Nordvik said: “We expect him to leave”", "him" is another's)
_PRONOUN_AFTER = re.compile(r"[^.!?\n“”\"‘]{0,100}?\b(he|him|his|she|her|hers)\b",
                            re.IGNORECASE)
_SEX_OF_PRONOUN = {"he": "m", "him": "m", "his": "m", "she": "f", "her": "f", "hers": "f"}
# "him", "his", "her" may be someone else's, whom the text has just called "he" or "she":
# "… we need now is signatures," she said. Chowdhury welcomed her offer" (Chowdhury is
# no woman). They say the one named's sex only when the words just before do
# not use the same sex's "he" or "she" (about a paragraph).
_SUBJECT_OF = {"him": "he", "his": "he", "her": "she", "hers": "she"}
_RECENT = 300


# A relation in apposition to a name, by someone else's possessive: "X, her husband,"
_KIN_APPOSED = re.compile(r",\s+(?:his|her|their)\s+(?:late\s+|former\s+|eldest\s+|elder\s+|"
                          r"younger\s+|youngest\s+)?(\w+)\b", re.IGNORECASE)
_KIN_SEX = {**dict.fromkeys(("husband", "son", "father", "brother", "nephew", "uncle",
                             "grandson", "grandfather", "boyfriend", "widower", "stepson",
                             "stepfather", "brother-in-law", "father-in-law"), "m"),
            **dict.fromkeys(("wife", "daughter", "mother", "sister", "niece", "aunt",
                             "granddaughter", "grandmother", "girlfriend", "widow",
                             "stepdaughter", "stepmother"), "f")}


def _someone_elses(text: str, start: int, pronoun: str) -> bool:
    subject = _SUBJECT_OF.get(pronoun)
    return subject is not None and re.search(
        rf"\b{subject}\b", text[max(0, start - _RECENT):start], re.IGNORECASE) is not None


def _an_object(text: str, start: int, mention) -> bool:
    """Whether the parse reads the pronoun at ``start`` as an object of a verb whose
    subject holds ``mention`` ("Her deputy, Jaan Tamm, praised her", "Tamm wrote to him"):
    a person's own clause says "herself" of them, so its object is someone else, and says
    nothing of the person's sex ("Those who know Tamm say it suited her" may)."""
    # (kg.draft.speech reads the parse with this module's rules: imported when first used)
    from kg.draft.speech import at, subject_token, token_at
    if text[start:start + 2].lower() not in ("hi", "he"):
        return False
    token = token_at(text, start)
    if token is None or token.dep_ not in ("dobj", "dative", "pobj"):
        return False
    verb = token.head.head if token.dep_ == "pobj" else token.head
    subject = subject_token(verb)
    if subject is not None and subject.lower_ in ("who", "that") and verb.dep_ == "relcl":
        subject = verb.head  # "Tamm, who thanked her": the one the clause is about
    return subject is not None and at(subject.left_edge) <= mention.start \
        < at(subject.right_edge) + len(subject.right_edge.text)


def sex_of(entities: Entities, entity: str, salience: Salience) -> str | None:
    """"f" or "m" when a word before a mention of the person (or its own first word) says
    so, and no other mention says otherwise; else None."""
    if entity in salience.sexes:
        return salience.sexes[entity]
    said: set[str] = set()
    for mention in entities.mentions:
        if mention.entity != entity:
            continue
        before = _WORD_BEFORE.search(entities.text, max(0, mention.start - 24), mention.start)
        words = [before.group(1) if before else "", *mention.text.split()[:1]]
        for word in (w.lower().rstrip(".") for w in words):
            if word in _FEMALE:
                said.add("f")
            elif word in _MALE:
                said.add("m")
        kin = _KIN_APPOSED.match(entities.text, mention.end)
        if kin:
            # "Richard Ratcliffe, her husband, …": "her" is his wife's; "husband" is his
            said.update(_KIN_SEX.get(kin.group(1).lower(), ""))
            continue
        after = _PRONOUN_AFTER.match(entities.text, mention.end)
        if after and not any(m.kind == "person" for m in
                             entities.mentions_in(mention.end, after.start(1))) \
                and not _someone_elses(entities.text, mention.start, after.group(1).lower()) \
                and not _an_object(entities.text, after.start(1), mention):
            said.add(_SEX_OF_PRONOUN[after.group(1).lower()])
    found = said.pop() if len(said) == 1 else None
    salience.sexes[entity] = found
    return found


# (after a sentence's end, a line's start, or a dateline's dash: "NAIROBI – Anne Berg flew";
# after a title in capitals, or one of lower-case words: "Russian Foreign Ministry
# spokeswoman Maria Orlova called")
_LOWER_TITLE = (r"(?:spokes(?:wo)?man|spokesperson|minister|ambassador|envoy|secretary|"
                r"president|chief|head|director|counsell?or|adviser|advisor|commissioner|"
                r"negotiator|consul|official|diplomat|lawmaker|senator|leader)")
# (a line that opens with a dateline's place or a live page's time: "NAIROBI –", "14:05
# GMT –")
_OPENING = re.compile(r"(?:^|[.!?][\"”’]?\s+|\n|(?:^|\n)[A-ZÀ-Þ]"
                      r"[^\n.!?–—]{0,60}?\s(?:--|[–—-])"
                      r"\s+)(?:[A-Z][\w’'-]*\.?\s+){0,3}(?:(?:[a-z]+\s+)?" + _LOWER_TITLE
                      + r"\s+)?$")


# A title written before a name: its abbreviation (kg.source.TITLE_ABBREVIATIONS: "Dr.",
# "Sen.", "Lt.") or a few words in full
TITLE_BEFORE_NAME = ("(?:(?:" + "|".join(sorted(TITLE_ABBREVIATIONS)) + r")\.?|Sir|Dame|"
                     r"Professor|Ambassador|Senator|General|Minister)")


# An opening phrase that counts the time since what the text told before: "Two days later,",
# "Hours after the vote,", "A few weeks ago,"
_TIME_COUNTED = (r"(?:(?:A|An|\d+|[A-Z][a-z]+)\s+(?:few\s+|more\s+)?)?"
                 r"(?:[Mm]inutes|[Hh]ours|[Dd]ays|[Ww]eeks|[Mm]onths|[Yy]ears)\b")


# An opening phrase set off by a comma before the sentence's subject: "Speaking on behalf of
# the group, Ambassador Van den Bossche thanked …", "On Monday, Ramaphosa said" (the "she
# said" after the first is hers, not the source's before)
# (a phrase that opens with a preposition, a participle or an adverb: not a clause of its
# own, "Foreign Secretary Helen Marsh summoned the Russian ambassador, Andrei Volkov")
_OPENING_WORD = (r"(?:(?:In|On|At|After|Before|During|Since|From|For|With|Without|Under|"
                 r"Following|Despite|Unlike|Like|As|When|While|Once|Upon|Amid|Asked|"
                 r"Earlier|Later|Meanwhile|However|Still|Instead|Separately|Likewise|"
                 r"Similarly|Nevertheless|Moreover|Back|Then|Now|Today|Yesterday|Last|This|"
                 r"Next|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)\b|"
                 r"[A-Z][a-z]+(?:ing|ed|ly)\b|" + _TIME_COUNTED + ")")
_AFTER_OPENING_PHRASE = re.compile(r"(?:^|[.!?][\"”’]?\s+|\n)" + _OPENING_WORD +
                                   r"[^.!?\n,;:“”\"]{0,60},\s+(?:the\s+)?"
                                   r"(?:[A-Z][\w’'-]*\.?\s+){0,3}$")


def _opens_sentence(text: str, start: int) -> bool:
    """Whether the words at ``start`` open their sentence, after a title or two perhaps
    ("Sen. Iván Moreira, a member of the committee, criticised"; not "She succeeds Gunnar
    Lie Aasen"), or after an opening phrase set off by a comma."""
    opening = _OPENING.search(text, max(0, start - 60), start) or \
        _AFTER_OPENING_PHRASE.search(text, max(0, start - 90), start)
    if opening is None:
        return False
    # (not after "whose president, Dr. ": a title's full stop ends no sentence)
    mark = text.find(".", opening.start(), opening.end())
    return not (mark == opening.start() and after_title(text, mark + 1))


# A person a sentence is about, though not its first words: "The U.N. special envoy for
# Yemen, Hans Grundberg, welcomed …", "The delegation was led by Interior Minister Jacquemain
# Shabani." (the "he said" after each is theirs, not the source's before); "His wife, Helen
# Farahani-Leigh, told the BBC" (her "she said" is not the spokesman's quoted before)
_APPOSED_OPENING = re.compile(r"(?:^|[.!?][\"”’]?\s+|\n)(?:The|A|An|His|Her|Their|Its)\s+"
                              r"(?:[^.!?\n,“”\"]|"
                              r"(?<=\b[A-Z])\.){1,70},\s+$")  # (an initial's full stop: "U.N.")
_ENDS_BY = re.compile(r"\b(?:(?:led|headed|chaired)\s+by|was|is)\s+(?:[A-Z][\w’'.-]*\s+){0,4}$")


def _introduced(text: str, mention) -> bool:
    """Whether the sentence of ``mention`` (a person) is about them: they open it, stand in
    apposition to the phrase that opens it, or end it as who led it or was ("received by
    X." is not about X)."""
    if _opens_sentence(text, mention.start):
        return True
    if text[mention.end:mention.end + 1] == "," and _APPOSED_OPENING.search(
            text, max(0, mention.start - 90), mention.start):
        return True
    return bool(re.match(r"\.(?:\s|$)", text[mention.end:mention.end + 2])) and bool(
        _ENDS_BY.search(text, max(0, mention.start - 60), mention.start))


def _subject_near(entities: Entities, mention, position: int) -> bool:
    """Whether the person ``mention`` names is what its sentence is about (_introduced), or,
    in the paragraph of ``position`` (the pronoun's: the one paragraph parsed for it), the
    subject of its clause as the parse reads it: "The opposition congresswoman Patricia
    Juárez asked the government …" (a title the rules do not know)."""
    if _introduced(entities.text, mention):
        return True
    paragraph = entities.text.rfind("\n", 0, position) + 1
    return mention.start >= paragraph and _parsed_subject(entities, mention)


def _parsed_subject(entities: Entities, mention) -> bool:
    """Whether the parse reads the name at ``mention`` as a clause's subject, itself or in
    apposition to it ("the ambassador, Carlos Paz, said"), or as the one who acts in a
    passive ("The decision was criticised by Petras Jonaitis": who the next "he" is)."""
    # (kg.draft.speech reads the parse with this module's rules: imported when first used)
    from kg.draft.speech import at, token_at
    token = token_at(entities.text, mention.start)
    if token is None:
        return False
    head = token
    while head.head.i != head.i and mention.start <= at(head.head) < mention.end:
        head = head.head
    while head.dep_ in ("appos", "compound") and head.head.i != head.i:
        head = head.head
    return head.dep_ in ("nsubj", "nsubjpass") or (
        head.dep_ == "pobj" and head.head.dep_ == "agent")


def called(entities: Entities, entity: str | None, ref: str, salience: Salience
           ) -> str | None:
    """``entity``, which the text has just called ``ref``: a person of no known sex is
    taken to be what "he" or "she" says (so that a later "she" does not go to a man the
    text has called "he")."""
    wanted = PRONOUN_SEX.get(ref)
    if wanted and entity is not None and entities.kind(entity) == "person" \
            and sex_of(entities, entity, salience) is None:
        salience.sexes[entity] = wanted
        salience.sexes_by_pronoun.add(entity)
    return entity


def agrees(entities: Entities, entity: str | None, ref: str, salience: Salience) -> bool:
    """Whether ``ref`` ("he", "she", or anything else) may refer to ``entity``."""
    wanted = PRONOUN_SEX.get(ref)
    if wanted is None or entity is None or entities.kind(entity) != "person":
        return True
    return sex_of(entities, entity, salience) in (None, wanted)


def _apposition(text: str, sentence: Sentence, candidates: list, unnamed: re.Match) -> bool:
    """Whether the unnamed phrase describes the one named just before it, set off by marks
    on both sides: "the Naval Union—a group of retired officers—called on" (not a dateline's
    "WARSAW, Poland – A group of former Polish diplomats wrote")."""
    start = sentence.start + unnamed.start("phrase")
    closed = re.search(r"[—–),-]\s*$", unnamed.group("phrase")) or \
        re.match(r"\s*[—–),-]", text[sentence.start + unnamed.end("phrase"):])
    return closed is not None and any(re.fullmatch(r"[\s,—–(-]*", text[m.end:start])
                for m in candidates if m.end <= start)


_ROLE_OF = re.compile(r",\s+(?:the|a|an)\s+[a-z][\w\s-]{0,40}?\s+(?:of|for|at|to)\s+"
                      r"(?:the\s+)?")


def _described_person(text: str, candidates: list, position: int) -> str | None:
    """The person in "Lawrence Kanyuka, the spokesman of the Congo River Alliance (AFC),
    said": the one the apposition describes, not the organisation it names."""
    named, after = candidates, candidates[-1].end
    if len(named) > 2 and text[named[-2].end:named[-1].start] == " (" \
            and text.startswith(")", named[-1].end):
        named, after = named[:-1], named[-1].end + 1  # the organisation's acronym
    if len(named) < 2 or named[-1].kind == "person" or named[-2].kind != "person":
        return None
    if _ROLE_OF.fullmatch(text, named[-2].end, named[-1].start) \
            and re.match(r"\s*,", text[after:position]):
        return named[-2].entity
    return None


def _apposed_head(text: str, candidates: list, position: int) -> str | None:
    """The person an apposition describes, though it names another: "Hikmet Hajiyev,
    foreign policy adviser to Azerbaijani President Ilham Aliyev, said" is Hajiyev's, not
    Aliyev's."""
    if len(candidates) < 2:
        return None
    for head in reversed(candidates[:-1]):
        if head.kind == "person" and _DESCRIPTION.fullmatch(text, head.end, position):
            return head.entity
    return None


# ", foreign policy adviser to …," and the adverbs before the verb
_DESCRIPTION = re.compile(r",\s+(?:(?:the|a|an|his|her|their|its)\s+)?[a-z][^,;()“”\"]{0,100}?,"
                          r"\s*(?:(?:also|then|later|further|again|has|had|have)\s+)*")


_IN_RELATIVE = re.compile(r",[^,;]{0,60}\b(?:that|which)\s+[a-z][^,;]{0,60}$")


def _opening_agent(entities: Entities, sentence: Sentence, position: int) -> str | None:
    """The state or body that opens the sentence before ``position`` (a capital: its state)."""
    first = next((m for m in entities.mentions_in(sentence.start, position)
                  if m.kind in ("country", "organization", "city")), None)
    if first is None or not _OPENING.search(entities.text, max(0, first.start - 60),
                                            first.start) and first.start != sentence.start:
        return None
    if first.kind == "city":
        return entities.state_of_city(first.entity)
    return first.entity


def _main_subject_body(entities: Entities, salience: Salience, pronoun: int) -> str | None:
    """The body or state that is the subject of the nearest clause above the one of an
    "it", as the parse reads it: "Update: Ecuador's foreign ministry called in the envoy and
    gave him a letter condemning what it called “…”" (the ministry)."""
    # (kg.draft.speech reads the parse with this module's rules: imported when first used)
    from kg.draft.speech import entity_of, token_at
    token = token_at(entities.text, pronoun)
    if token is None or token.lower_ != "it":
        return None
    # (the nearest clause above the pronoun's with a subject of its own; its last subject
    # before the pronoun: "Breaking: Mali's ministry …" may be parsed with two)
    clause = token.head
    while clause.head.i != clause.i:
        clause = clause.head
        subjects = [c for c in clause.children if c.dep_ == "nsubj" and c.i < token.i
                    and c.lower_ != "it"]
        if subjects:
            entity, _how = entity_of(entities, subjects[-1], salience)
            return entity if entity is not None and entities.kind(entity) in (
                "organization", "country") else None
    return None


# Between "A ministry spokesman" and the name that says who: "A ministry spokesman, Mr.
# Chanda Mulenga, said" (the title does not hide the name: the words are his, not a group's)
_NAMED_AFTER = re.compile(rf"\s*,\s*(?:{TITLE_BEFORE_NAME}\s+)*")

# "X's party, the …": what X has, named in apposition
_OWNED = re.compile(r"['’]s\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s*,\s+(?:the\s+)?")

# A city after one of these is where something is, not who acts ("the embassy in Tallinn")
_PLACE_BEFORE = re.compile(r"\b(?:in|at|from|to|of|near|outside|for|by|on|into|via)\s+$",
                           re.IGNORECASE)


# Between a demonym or a possessive and the name it belongs to: titles, and the lower-case
# words that say what someone is ("Bolivian opposition Senator Marcela Quiroga": her asylum
# request, not Bolivia's)
DEMONYM_TO_NAME = re.compile(
    r"(?:['’]s)?(?:\s+(?:[A-Z][\w’'-]*|opposition|former|senior|acting|interim|deputy|"
    r"veteran|exiled|jailed|detained|dissident|pro-democracy|human-rights|rights|ruling|"
    r"party|activist|lawmaker|journalist|businessman|businesswoman|"
    # lower-case titles: "Brazil's foreign minister Mauro Vieira"
    r"foreign|minister|prime|president|vice|ambassador|envoy|special|secretary|general|"
    r"spokes(?:man|woman|person)|chief|head|defence|defense|interior|finance|trade|"
    r"justice|economy|state))*\s+")


@dataclass
class _Clause:
    """What the rules of subject_before read: the words of ``sentence`` before the verb at
    ``position``, and the agents the draft named in them."""

    entities: Entities
    sentence: Sentence
    position: int
    salience: Salience
    named: list = field(default_factory=list)        # every agent named before the verb
    candidates: list = field(default_factory=list)   # those that may be its subject

    @property
    def text(self) -> str:
        return self.entities.text

    @property
    def before(self) -> str:
        return self.text[self.sentence.start:self.position]

    def at(self, offset: int) -> int:
        """An offset into ``before`` as one into the text."""
        return self.sentence.start + offset


_Found = tuple[str | None, str] | None  # a rule's answer, or None: the next rule is asked


def _capital_for_state(clause: _Clause) -> _Found:
    """A capital right before the verb stands for its state's government: "a charge La Paz
    has called “offensive”", "Moscow denied" (if the text names that state; not the
    subject before it, and not "the embassy in Tallinn said")."""
    entities, text, position = clause.entities, clause.text, clause.position
    city = next((m for m in reversed(entities.mentions_in(clause.sentence.start, position))
                 if m.kind == "city"), None)
    if city is not None and _GAP.match(text[city.end:position]) \
            and not any(m.start >= city.end for m in clause.named) \
            and not _PLACE_BEFORE.search(text, max(0, city.start - 12), city.start):
        state = entities.state_of_city(city.entity)
        if state is not None:
            return state, "subject"
    return None


def _without_asides(clause: _Clause) -> list:
    """The names that may be the verb's subject, without those inside an aside set off by
    commas: "Lawrence Kanyuka, the spokesman of the alliance, the coalition that includes
    M23, said" (not M23: a relative clause); "Mahmoud Ali Youssouf, a former Djiboutian
    foreign minister, said" (not Djibouti: a demonym in the apposition); "The decision of
    the ministry, signed by Deputy Minister Ana Ruiz, stated" (the ministry, not Ruiz)."""
    text, position = clause.text, clause.position
    candidates = list(clause.named)
    while len(candidates) > 1 and _IN_RELATIVE.search(text, clause.sentence.start,
                                                      candidates[-1].start) \
            and re.fullmatch(r"\s*,\s*", text[candidates[-1].end:position]):
        candidates = candidates[:-1]
    while len(candidates) > 1 and candidates[-1].kind == "country" \
            and _APPOSITION.match(text[candidates[-2].end:position]) \
            and not _GAP.match(text[candidates[-1].end:position]):
        candidates = candidates[:-1]
    while len(candidates) > 1 and re.fullmatch(r"\s*,\s*", text[candidates[-1].end:position]) \
            and _PARTICIPLE_ASIDE.search(text, candidates[-2].end, candidates[-1].start):
        candidates = candidates[:-1]
    return candidates


# An aside that opens with a participle, up to a name: ", signed on Friday by Deputy
# Minister", ", accompanied by" (the name in it is no subject of the verb after the aside)
_PARTICIPLE_ASIDE = re.compile(r",\s+(?:[a-z]+ed|[a-z]+en)\s+[^,;:“”\"]*$")


def _named_after_unnamed(clause: _Clause) -> _Found:
    """An unnamed speaker the sentence then names: "A spokesman for the Chinese Foreign
    Ministry, Lin Jian, said" (Lin Jian, not a group)."""
    unnamed, candidates, text = _UNNAMED_SUBJECT.search(clause.before), clause.candidates, \
        clause.text
    if candidates and unnamed and candidates[-1].kind == "person" \
            and _NAMED_AFTER.fullmatch(text[clause.at(unnamed.end("phrase")):
                                            candidates[-1].start]) \
            and re.fullmatch(r"\s*,?\s*", text[candidates[-1].end:clause.position]):
        return candidates[-1].entity, "subject"
    return None


def _named_inside_unnamed(clause: _Clause) -> _Found:
    """A name inside the words about an unnamed subject: "A senior Japanese official
    travelling with Iwaya, speaking on condition of anonymity, said" (not Iwaya: nobody
    named speaks); not an apposition ("the Naval Union—a group of retired officers—called
    on")."""
    unnamed, candidates = _UNNAMED_SUBJECT.search(clause.before), clause.candidates
    if candidates and unnamed and candidates[-1].start >= clause.at(unnamed.start("phrase")) \
            and unnamed.group("phrase").split()[0].lower() != "the" \
            and not _apposition(clause.text, clause.sentence, candidates, unnamed):
        return None, UNNAMED
    return None


def _described_by_apposition(clause: _Clause) -> _Found:
    """The person an apposition after the name describes, though it names another:
    "Lawrence Kanyuka, the spokesman of the Congo River Alliance (AFC), said", "Hikmet
    Hajiyev, foreign policy adviser to Azerbaijani President Ilham Aliyev, said"."""
    if not clause.candidates:
        return None
    described = _described_person(clause.text, clause.candidates, clause.position) \
        or _apposed_head(clause.text, clause.candidates, clause.position)
    return (described, "subject") if described is not None else None


# After a verb's object, "and" before the next verb, a time or a place between: " and",
# ", and", " in detention in March and"
_AND_AFTER_OBJECT = re.compile(r",?(?:\s+(?:in|on|at|during|for)\s+[\w’'-]+){0,3},?\s+and\s*")


def _second_verb_after_object(clause: _Clause) -> _Found:
    """A second verb joined by "and" after the first one's object: "Yoon visited Japan and
    met Kishida" (Japan is the object; the second verb's subject is the first one's); "The
    ombudsman visited Ruiz in detention in March and said …", "Berg criticised the deal
    with China, and said …" (not Ruiz's, not China's)."""
    if not clause.candidates:
        return None
    text, sentence, last = clause.text, clause.sentence, clause.candidates[-1]
    word_before = re.search(r"([A-Za-z]+)\s+$", text[sentence.start:last.start])
    if _AND_AFTER_OBJECT.fullmatch(text, last.end, clause.position) and word_before \
            and word_before.group(1).islower() \
            and word_before.group(1) not in ("and", "or", "the"):
        return subject_before(clause.entities, sentence, sentence.start + word_before.start(1),
                              clause.salience)
    return None


# " of the ruling …": a person's party after the name ("Sen. Paloma Valencia-Laserna of the
# Democratic Centre party said")
_OF_PARTY = re.compile(r" of (?:the )?(?:(?:ruling|governing|opposition|main|far-right|"
                       r"far-left|centre-right|centre-left|conservative|liberal|socialist) )?")


# A pronoun between a name and the verb is the verb's subject: "Speaking to the BBC, she
# said" (hers, not the BBC's); "the OSCE, he said, had seen …" (his)
_PRONOUN_SUBJECT = re.compile(r"\b(?:he|she|they)\b", re.IGNORECASE)


def _named_right_before(clause: _Clause) -> _Found:
    """The name right before the verb (adverbs or an apposition between), or the head it
    belongs to: "President Ana Ruiz of Chile met" (Ruiz, not Chile), "Sen. Paloma
    Valencia-Laserna of the Democratic Centre party said" (the senator), "Junghietu, who
    accompanied Cebotaru, met" (Junghietu: the one the relative clause is of)."""
    candidates, text = clause.candidates, clause.text
    if not candidates:
        return None
    last = candidates[-1]
    gap = text[last.end:clause.position]
    if not (_GAP.match(gap) or _APPOSITION.match(gap)) or _PRONOUN_SUBJECT.search(gap):
        return None
    if len(candidates) > 1:
        head, between = candidates[-2], text[candidates[-2].end:last.start]
        if last.kind == "country" and re.fullmatch(r" of (?:the )?", between) \
                and head.kind in {"person", "organization", "group"}:
            return head.entity, "subject"
        if last.kind == "organization" and _OF_PARTY.fullmatch(between) \
                and head.kind == "person":
            return head.entity, "subject"
    relative = [m for m in candidates[:-1] if re.fullmatch(
        r",\s+(?:who|which)\s+[^,;]*", text[m.end:last.start])]
    if relative and gap.startswith(","):
        return relative[-1].entity, "subject"
    return last.entity, "subject"


def _unnamed_subject(clause: _Clause) -> _Found:
    """Someone the text does not name: "two government officials said", "a spokesman for
    the foreign ministry said" (nobody named, so nobody drafted); not an apposition ("the
    Naval Union—a group of retired officers—called on")."""
    unnamed = _UNNAMED_SUBJECT.search(clause.before)
    if unnamed and not any(
            re.fullmatch(r"[\s,—–(-]*", clause.text[m.end:clause.at(unnamed.start())])
            for m in clause.candidates if m.end <= clause.at(unnamed.start())):
        return None, UNNAMED
    return None


# A preposition right before "the text", "the statement": what follows is its object, not
# the subject of the verb after it ("An adviser who commented on the statement said")
_OBJECT_OF_PREPOSITION = re.compile(r"(?i)\b(?:on|in|of|for|to|with|about|from|at|into|over|"
                                    r"against|under|behind|after|before)\s+$")


def _referring_subject(clause: _Clause) -> _Found:
    """A pronoun or "the ministry" right before the verb: "Perriello said he had met" (the
    person the sentence named before the pronoun), "Baku has said it holds no civilians"
    (the sentence's own subject, not the last source before it), else the one the text
    refers to (resolve)."""
    referring = REFERRING.search(clause.before)
    if not referring or _OBJECT_OF_PREPOSITION.search(clause.before, 0, referring.start()):
        return None
    entities, salience = clause.entities, clause.salience
    ref, start = referring.group("ref").lower(), clause.at(referring.start())
    people = [m for m in clause.candidates if m.kind == "person" and m.end <= start]
    people = [m for m in people if agrees(entities, m.entity, ref, salience)]
    if ref in ("he", "she") and people:
        return called(entities, people[-1].entity, ref, salience), "reference"
    if ref in ("he", "she"):
        before_colon = _subject_before_colon(clause, start)
        if before_colon is not None:
            return called(entities, before_colon, ref, salience), "reference"
    if ref == "it":
        opening = _opening_agent(entities, clause.sentence, start) \
            or _main_subject_body(entities, salience, start)
        if opening is not None:
            return opening, "reference"
    found = resolve(entities, ref, salience, start)
    if ref in ("he", "she") and found is not None \
            and entities.kind(found) not in ("person", "group"):
        # "… had nothing to do with the MPF. Pressed on the embassy, she said: “…”": a person
        # of the paragraph, if one fits, not the body the text spoke of last
        found = speaker_called(entities, ref, salience, start) or found
    return found, "reference"


def _subject_before_colon(clause: _Clause, pronoun: int) -> str | None:
    """Who "he" or "she" after a colon is: the subject of the clause the colon ends, as the
    parse reads it: "A diplomat from the OSCE was blunter: the OSCE, he said, had seen …"
    (the diplomat, who speaks for the OSCE)."""
    colon = clause.text.rfind(":", clause.sentence.start, pronoun)
    if colon < 0:
        return None
    # (kg.draft.speech reads the parse with this module's rules: imported when first used)
    from kg.draft.speech import speaker_before_colon
    entity, _how = speaker_before_colon(clause.entities, colon, clause.salience,
                                        clause.sentence.start)
    if entity is None or clause.entities.kind(entity) == "country":
        return None
    return entity


def _relative_owner(clause: _Clause) -> _Found:
    """The one a relative clause is about: "Kigali, which denies backing the rebels" (a
    capital: its state); "Ana Ruiz — who called the move “a grave error” — cancelled"."""
    relative = re.search(r"\s*[,—–]\s+(?:which|who)\s+(?:(?:has|have|had|also|still|strongly)"
                         r"\s+)*$", clause.before)
    if not relative:
        return None
    entities, end = clause.entities, clause.at(relative.start())
    owner = [m for m in entities.mentions_in(clause.sentence.start, end)
             if m.end == end and m.kind in AGENT_KINDS | {"city"}]
    if owner:
        state = entities.state_of_city(owner[-1].entity) if owner[-1].kind == "city" \
            else owner[-1].entity
        if state is not None:
            return state, "subject"
    return None


def _shared_after_and(clause: _Clause) -> _Found:
    """A verb after "and" shares the subject of the clause's first verb of saying: "X, a
    spokeswoman, said the mines were old and accused the army of …" (X, not her ministry);
    in the clause after a semicolon ("The ministry accused her of …; Berg denied it and said
    …" is Berg's)."""
    if not re.search(r"\band\s+$", clause.before):
        return None
    text, sentence, position = clause.text, clause.sentence, clause.position
    start = max(text.rfind(";", sentence.start, position) + 1, sentence.start)
    said = [m for m in SPEECH_VERB.finditer(text, start, position) if m.end() < position - 4]
    if said:
        first, how = subject_before(clause.entities, sentence, said[0].start(),
                                    clause.salience)
        if first is not None and how == "subject":
            return first, "subject"
    return None


def _sentence_opening_reference(clause: _Clause) -> _Found:
    """A sentence that opens with a pronoun or "the ministry": "Likewise, he recalls …, and
    states that" (the one "he" refers to)."""
    head = _SENTENCE_SUBJECT.match(clause.before)
    if head:
        return resolve(clause.entities, head.group("ref").lower(), clause.salience,
                       clause.sentence.start), "reference"
    return None


def _unnamed_head(clause: _Clause) -> _Found:
    """A sentence that begins with someone it does not name: "A spokesperson for the RSF
    delegation said … and accused the army" (every verb of it is theirs)."""
    return (None, UNNAMED) if _UNNAMED_HEAD.match(clause.before) else None


_INSIDE_RELATIVE = re.compile(r",\s+(?:who|whom|whose|which)\b[^,;]*$")


# A state's title, then in apposition the one who holds it: "Belize's Foreign Minister, "
_TITLE_THEN_NAME = re.compile(r"['’]s\s+(?:[\w’'-]+\s+){0,4}?[\w’'-]+,\s+")


def _early_agent(clause: _Clause) -> _Found:
    """The agent named in the sentence's first 40 characters: "Swiss Foreign Minister
    Ignazio Cassis … had urged" (the minister the demonym is of), "Norway's Foreign
    Minister, Kari Nordvik, tells" (the holder in apposition), "Dodik's party, the
    Alliance of Independent Social Democrats (SNSD), said" (the party, not its leader)."""
    candidates, text = clause.candidates, clause.text
    # (not a name inside a relative clause about the subject: "Ruiz, who met Tomas Berg on
    # Monday, said" is not Berg's)
    early = [m for m in candidates if m.start - clause.sentence.start <= 40
             and not _INSIDE_RELATIVE.search(text, clause.sentence.start, m.start)]
    if not early:
        return None
    first = early[0]
    after_it = [m for m in candidates if m.start > first.end
                and m.kind in ("person", "organization", "group")
                and (DEMONYM_TO_NAME.fullmatch(text, first.end, m.start)
                     or m.kind == "person" and _TITLE_THEN_NAME.fullmatch(text, first.end,
                                                                          m.start))]
    if first.kind == "country" and after_it:
        return _holder_named_after(clause, after_it[0]).entity, "sentence-subject"
    owned = [m for m in candidates if m.start > first.end and m.kind == "organization"
             and _OWNED.fullmatch(text, first.end, m.start)]
    if owned:
        return owned[0].entity, "sentence-subject"
    return first.entity, "sentence-subject"


def _holder_named_after(clause: _Clause, body):
    """The person a body's title leads to, or the body: "Russia's foreign ministry
    spokeswoman Maria Orlova said" (Orlova, who speaks for the ministry)."""
    if body.kind != "organization":
        return body
    text = clause.text
    return next((m for m in clause.candidates if m.start > body.end and m.kind == "person"
                 and DEMONYM_TO_NAME.fullmatch(text, body.end, m.start)), body)


# The rules of subject_before, in the order they are tried: the first that answers wins.
_SUBJECT_RULES = (_named_after_unnamed, _named_inside_unnamed, _described_by_apposition,
                  _second_verb_after_object, _named_right_before, _unnamed_subject,
                  _referring_subject, _relative_owner, _shared_after_and,
                  _sentence_opening_reference, _unnamed_head, _early_agent)


def subject_before(entities: Entities, sentence: Sentence, position: int,
                   salience: Salience) -> tuple[str | None, str]:
    """The agent of the verb at ``position``: (entity id or None, how it was found), by the
    first of the rules above that answers (a capital before the verb first, read over every
    name; the others over the names that are not inside an aside)."""
    clause = _Clause(entities, sentence, position, salience)
    quoted = quotation_spans(entities.text)
    outside = not quoted.overlaps(position, position + 1)
    # (a name inside a quotation is no subject of a verb outside it: "“I told Lavrov …,”
    # she said")
    clause.named = [m for m in entities.mentions_in(sentence.start, position)
                    if m.kind in AGENT_KINDS
                    and not (outside and quoted.overlaps(m.start, m.end))]
    found = _capital_for_state(clause)
    if found is not None:
        return found
    clause.candidates = _without_asides(clause)
    for rule in _SUBJECT_RULES:
        found = rule(clause)
        if found is not None:
            return found
    return None, "none"


# Words a text uses for one body: an agency may be named a service, an authority or a bureau
_AGENCY_WORDS = {"agency", "service", "authority", "bureau", "directorate", "inspectorate"}
_BODY_WORDS = {"agency": _AGENCY_WORDS, "authority": _AGENCY_WORDS}


# How far back a state named is still the one "the government" is of (about a paragraph)
_FOCUS_REACH = 700


def _state_in_focus(entities: Entities, salience: Salience, earlier: list) -> str | None:
    """The state "the government" is of, when the text names no government: the state that
    spoke last, or the state of the body that did; else the state (or capital) named last
    within _FOCUS_REACH characters, the last that opened a sentence first ("Opposition
    deputies in Tbilisi walked out. … accused the government of …": Armenia's)."""
    last = salience.last_source
    if last is not None and entities.kind(last) == "country":
        return last
    if last is not None and entities.kind(last) == "organization" \
            and entities.items[last].fields.get("of_state"):
        return entities.items[last].fields["of_state"]
    if not earlier:
        return None
    reach = earlier[-1].end - _FOCUS_REACH
    states = []
    for mention in reversed(earlier):
        if mention.end < reach:
            break
        if mention.kind == "country":
            states.append((mention, mention.entity))
        elif mention.kind == "city" and entities.state_of_city(mention.entity):
            states.append((mention, entities.state_of_city(mention.entity)))
    # (the state a sentence was about before one named in passing: "Bolivia expelled the
    # Chilean consul. … the government said" is Bolivia's)
    subjects = [state for mention, state in states
                if _opens_sentence(entities.text, mention.start)]
    return (subjects or [state for _mention, state in states] or [None])[0]


def _body_it_refers_to(entities: Entities, salience: Salience, earlier: list) -> str | None:
    """What "it" refers to: never a person. The source the text was last reporting, if a
    body or a state; else the body or state that was the subject of a sentence within
    about a paragraph: "The embassy called the allegations ‘groundless’. In a post on
    Facebook, it said …" (the embassy, though the accuser quoted before is a person)."""
    last = salience.last_source
    if last is not None and entities.kind(last) != "person":
        return last
    reach = earlier[-1].end - _FOCUS_REACH if earlier else 0
    for mention in reversed(earlier):
        if mention.end < reach:
            break
        if mention.kind in ("organization", "country") \
                and _opens_sentence(entities.text, mention.start):
            return mention.entity
    return None


# The words for a body of a state: "the ministry" is the last ministry the text named
_STATE_BODY_TYPES = {"ministry": "Ministry", "government": "Government",
                     "embassy": "GovernmentBody", "office": "GovernmentBody",
                     "consulate": "GovernmentBody", "mission": "GovernmentBody"}
# The words for another body, found by the words of its name
_ORGANISATION_WORDS = {"authority", "agency", "commission", "council", "court", "army",
                       "police", "company"}
# The words for a group the text was reporting
_GROUP_WORDS = {"organization", "organisation", "group", "union", "association", "party"}


def resolve(entities: Entities, ref: str, salience: Salience, position: int) -> str | None:
    """What ``ref`` (at ``position`` in the text) refers to: only what the text named
    before it (a ministry first named a paragraph later is not "the ministry"). Each kind
    of word has its rule: a state's body ("the ministry"), another body ("the agency"), a
    group ("the organisation"), a person ("he", "she"), a body ("it"), a document ("the
    statement"); anything else is the source the text was last reporting."""
    words = ref.split()
    noun = words[-1] if len(words) > 1 else ""
    earlier = [m for m in entities.mentions if m.end <= position]
    if noun in _STATE_BODY_TYPES:
        return _state_body_called(entities, noun, salience, earlier)
    if noun in _ORGANISATION_WORDS:
        found = _organisation_called(entities, noun, earlier)
        return found if found is not None else salience.last_source
    if noun in _GROUP_WORDS:
        if salience.last_source and entities.kind(salience.last_source) == "organization":
            return salience.last_source
        return salience.last_by_kind.get("organization")
    if ref in ("he", "she"):
        return called(entities, _person_called(entities, ref, salience, position, earlier),
                      ref, salience)
    if ref == "it" or (ref == "they" and salience.last_source is None):
        # ("The Dutch government summoned the ambassador. “…,” they said": the body or
        # state the text was about, when nobody has spoken yet)
        return _body_it_refers_to(entities, salience, earlier)
    if noun in _DOCUMENT_NOUNS:
        return _document_referred_to(entities, salience, noun, earlier, position)
    return salience.last_source


def _state_body_called(entities: Entities, noun: str, salience: Salience, earlier: list
                       ) -> str | None:
    """What "the ministry", "the embassy" or "the government" is: the last one named with
    that word ("the embassy": not the Federal Foreign Office named after the Embassy of
    Ghana), else the last of that type; for "the government", the state in focus; for a
    ministry the text did not name, the state or body that spoke last ("Algeria recalled
    …, the foreign ministry said. The ministry said"), never a person ("The ministry said
    the comments …" is not the minister's quoted before)."""
    wanted = _STATE_BODY_TYPES[noun]
    typed = [m for m in earlier if entities.items[m.entity].fields.get("type") == wanted]
    for mention in reversed(typed):
        if noun in entities.name(mention.entity).lower():
            return mention.entity
    if typed:
        return typed[-1].entity
    if noun == "government":
        return _state_in_focus(entities, salience, earlier)
    last = salience.last_source
    return last if last is not None and entities.kind(last) in ("country",
                                                                 "organization") else None


def _organisation_called(entities: Entities, noun: str, earlier: list) -> str | None:
    """The last organisation the text named whose name has ``noun``, or one of the words
    for the same kind of body: "the Police Security Service … The agency"."""
    words = _BODY_WORDS.get(noun, {noun})
    for mention in reversed(earlier):
        name = entities.name(mention.entity).lower()
        if mention.kind == "organization" and (noun in name or words & set(name.split())):
            return mention.entity
    return None


def _person_called(entities: Entities, ref: str, salience: Salience, position: int,
                   earlier: list) -> str | None:
    """Who "he" or "she" is: the source the text was last reporting, if the pronoun fits
    it (_source_unless_another), else the last person named whom it fits (_last_fitting);
    never a state ("Ethiopian officials said … he said")."""
    found = salience.last_source
    if found is not None and entities.kind(found) == "country":
        found = None
    if found is not None and (entities.kind(found) not in ("person", "group")
                              or agrees(entities, found, ref, salience)):
        return _source_unless_another(entities, ref, salience, position, earlier, found)
    return _last_fitting(entities, ref, salience, position, earlier)


def _source_unless_another(entities: Entities, ref: str, salience: Salience, position: int,
                           earlier: list, found: str) -> str | None:
    """The last source, unless a person the pronoun fits has opened a sentence since the
    text last named it: "…, the State Secretariat said. … Van der Meer, a career diplomat,
    succeeds … "…," he said."; "Chowdhury welcomed her offer … "…," he said." (neither is
    the source's before); or the paragraph is about another (_paragraph_topic,
    _carried_into_paragraph). A text translated from Spanish may say "he" of a statement
    or a group ("He points out", for "señala"): with no such person since, it is that
    source's."""
    topic = _paragraph_topic(entities, ref, salience, position, found) \
        or _carried_into_paragraph(entities, ref, salience, position, found)
    if topic is not None:
        return topic
    named = max((m.end for m in earlier if m.entity == found), default=0)
    subjects = [m for m in earlier if m.kind == "person" and m.start >= named
                and m.entity != found and _subject_near(entities, m, position)
                and agrees(entities, m.entity, ref, salience)
                and not _after_paragraph_pronoun(entities, ref, salience, m, position)]
    if subjects:
        return _known_sex_first(entities, subjects, ref, salience, position)[-1].entity
    if entities.kind(found) == "person":
        # the last source, of a sex the text does not give, or one of the pronoun's sex
        # named in its paragraph ("Ilze Berzina presented her credentials … replaces
        # Ambassador Juris Kalns, who was recalled … “…,” she told reporters")
        people = [m for m in earlier if m.kind == "person"
                  and _subject_near(entities, m, position)] + \
            [m for m in earlier if m.entity == found][-1:]
        return _known_sex_first(entities, people, ref, salience, position)[-1].entity
    return found


def _last_fitting(entities: Entities, ref: str, salience: Salience, position: int,
                  earlier: list) -> str | None:
    """Nobody has spoken yet, or the last source is a woman and the text says "he" (or the
    other way round): the person the text named last whom the pronoun fits ("President
    Maia Sandu visited Vilnius. She thanked Lithuania for “…”"), the last one who was a
    sentence's subject first ("She succeeds Gunnar Lie Aasen": not him)."""
    people = [m for m in earlier if m.kind == "person"
              and agrees(entities, m.entity, ref, salience)]
    if not people:
        return None
    subjects = [m for m in people if _subject_near(entities, m, position)]
    return _known_sex_first(entities, subjects or people, ref, salience, position)[-1].entity


_DOCUMENT_NOUNS = {"text", "letter", "statement", "note", "communiqué", "communique",
                   "document", "post", "message", "report"}


def _document_referred_to(entities: Entities, salience: Salience, noun: str, earlier: list,
                          position: int) -> str | None:
    """Whose words "the note" or "the statement" are: the source the text was last
    reporting, unless that is a person the text did not say put out such a document; then
    the body a document speaks for (author_of_document). "Belize handed a protest note to
    the ambassador, Rodrigo Paz, a spokesperson confirms. The note says …" is the
    ministry's, not the ambassador's; "Ruiz wrote a letter to the council. The letter
    says …" is Ruiz's."""
    last = salience.last_source
    if last is None or entities.kind(last) != "person":
        return last
    mentions = [m for m in earlier if m.entity == last]
    text = entities.text
    if mentions and re.compile(_PUT_OUT_BY_NAME.format(noun=noun), re.IGNORECASE).match(
            text, mentions[-1].end):
        return last
    return author_of_document(entities, salience, position) or last


# After a name, its putting out a document, in the same sentence: "… wrote a letter", "…
# said in a statement", "…'s statement"
_PUT_OUT_BY_NAME = (r"(?:['’]s\s+(?:[\w-]+\s+)?{noun}\b|[^.!?\n]{{0,80}}?\b(?:wrote|writes|"
                    r"issued|issues|sent|sends|published|posted|released|signed|said|says|"
                    r"added|stated)\b[^.!?\n]{{0,60}}?\b{noun}\b)")


_SAME_SEX = {"he": r"\b(?:he|him|his)\b", "she": r"\b(?:she|her|hers)\b"}


def _paragraph_topic(entities: Entities, ref: str, salience: Salience, position: int,
                     source: str) -> str | None:
    """The person a new paragraph is about, for a "he" or "she" in it, when the source the
    text was reporting is a person it does not name: the last person the paragraph names
    (outside quotations) whom the pronoun fits, before it first says "he" or "she" of
    anyone. "Ruiz said Madrid would respond.\n\nThe decision was criticised by Tomas
    Berg, an opposition lawmaker. He called it “…”" (Berg); not in "…\n\nShe met Berg on
    Monday. She said" (Ruiz's paragraph goes on)."""
    if entities.kind(source) != "person":
        return None
    text = entities.text
    paragraph = text.rfind("\n", 0, position) + 1
    if paragraph == 0:
        return None
    quoted = quotation_spans(text)
    named = [m for m in entities.mentions_in(paragraph, position) if m.kind == "person"
             and not quoted.overlaps(m.start, m.end)]
    if any(m.entity == source for m in named):
        return None
    pronoun = re.search(_SAME_SEX[ref], text[paragraph:position], re.IGNORECASE)
    first = paragraph + pronoun.start() if pronoun else position
    fitting = [m for m in named if m.end <= first and agrees(entities, m.entity, ref, salience)]
    return fitting[-1].entity if fitting else None


def _first_pronoun_of_paragraph(text: str, ref: str, position: int) -> int | None:
    """Where the paragraph of ``position`` first says ``ref`` ("he" or "she", or their
    other cases) outside quotation marks, before ``position``; None if it does not."""
    paragraph = text.rfind("\n", 0, position) + 1
    quoted = quotation_spans(text)
    return next((paragraph + m.start() for m in re.finditer(
        _SAME_SEX[ref], text[paragraph:position], re.IGNORECASE)
        if not quoted.overlaps(paragraph + m.start(), paragraph + m.end())), None)


def _after_paragraph_pronoun(entities: Entities, ref: str, salience: Salience, mention,
                             position: int) -> bool:
    """Whether ``mention`` is a person of no known sex named in the paragraph of
    ``position`` after the paragraph has said ``ref`` of someone it had not named: "In
    April a paper wrote that she had been approached should Berg retire" (she is not
    Berg); not in "Ana Lind praised the envoy. “…,” she said. Berg will return. “…,” she
    said" (a "she" of one the paragraph named)."""
    text = entities.text
    first = _first_pronoun_of_paragraph(text, ref, position)
    if first is None or first >= mention.start \
            or sex_of(entities, mention.entity, salience) is not None:
        return False
    paragraph = text.rfind("\n", 0, position) + 1
    quoted = quotation_spans(text)
    return not any(m.kind == "person" and not quoted.overlaps(m.start, m.end)
                   for m in entities.mentions_in(paragraph, first))


def _carried_into_paragraph(entities: Entities, ref: str, salience: Salience, position: int,
                            source: str) -> str | None:
    """The person a "he" or "she" goes on about from before its paragraph, when the
    paragraph says the pronoun before it names anyone and names the source only after:
    "… would put forward Ruiz for the post.\nIn April a paper wrote that she had been
    approached about the ministry should Berg retire. She dismissed it. “…,” she said" is
    Ruiz's (the last person named before the paragraph the text has said is a woman), not
    Berg's, of whom the text says no sex."""
    if entities.kind(source) != "person" or sex_of(entities, source, salience) is not None:
        return None
    text = entities.text
    paragraph = text.rfind("\n", 0, position) + 1
    if paragraph == 0 or _first_pronoun_of_paragraph(text, ref, position) is None:
        return None
    quoted = quotation_spans(text)
    named = [m for m in entities.mentions_in(paragraph, position) if m.kind == "person"
             and not quoted.overlaps(m.start, m.end)]
    if not any(m.entity == source for m in named) or not all(
            _after_paragraph_pronoun(entities, ref, salience, m, position) for m in named):
        return None
    return _person_before_paragraph(entities, ref, salience, paragraph, source)


def _person_before_paragraph(entities: Entities, ref: str, salience: Salience, paragraph: int,
                             source: str | None) -> str | None:
    """The person a "he" or "she" that opens its paragraph's talk of anyone goes on about:
    the last person named before the paragraph (not ``source``) whom the text has said is
    of the pronoun's sex, else the last of no sex said in the paragraph before."""
    wanted = PRONOUN_SEX[ref]
    before = [m for m in entities.mentions if m.end <= paragraph and m.kind == "person"
              and m.entity != source]
    known = [m for m in before if sex_of(entities, m.entity, salience) == wanted]
    if known:
        return known[-1].entity
    # (of no sex the text says: the last other person the paragraph before named, "… would
    # nominate Thwaites for the post.\nLast month a paper reported that she …")
    previous = entities.text.rfind("\n", 0, len(entities.text[:paragraph].rstrip())) + 1
    near = [m for m in before if m.start >= previous
            and sex_of(entities, m.entity, salience) is None]
    return near[-1].entity if near else None


def speaker_called(entities: Entities, ref: str, salience: Salience, position: int
                   ) -> str | None:
    """Who "he said" or "she said" after a quotation is: a person (resolve), never a body;
    when the source the text was last reporting is a body or a state, the person of the
    pronoun's paragraph whom it fits and the text made a sentence's subject, or nobody:
    "Foreign Minister Ana Ruiz met the ambassador. The ministry said the meeting was
    “frank”. “…,” she said" (Ruiz), not the ministry. Other words ("the ministry said")
    are resolve's."""
    found = resolve(entities, ref, salience, position)
    if ref not in PRONOUN_SEX or found is None or entities.kind(found) in ("person", "group"):
        return found
    paragraph = entities.text.rfind("\n", 0, position) + 1
    people = [m for m in entities.mentions_in(paragraph, position) if m.kind == "person"
              and agrees(entities, m.entity, ref, salience)
              and _subject_near(entities, m, position)
              and not _after_paragraph_pronoun(entities, ref, salience, m, position)]
    if people:
        return called(entities, people[-1].entity, ref, salience)
    if paragraph == 0 or _first_pronoun_of_paragraph(entities.text, ref, position) is None:
        return None
    # "… would put forward Thwaites.\nA paper wrote that she had been approached should
    # Berg retire. “…,” she said" (the paper spoke last; she is Thwaites, not Berg)
    person = _person_before_paragraph(entities, ref, salience, paragraph, None)
    return called(entities, person, ref, salience) if person else None


def _known_sex_first(entities: Entities, people: list, ref: str, salience: Salience,
                     position: int) -> list:
    """``people``, or those of them named in the pronoun's paragraph whom the text has said
    are of its sex, if the last of them is not: "Ilze Berzina presented her credentials …
    replaces Ambassador Juris Kalns … “…,” she told reporters" is Berzina's (nothing says
    what Kalns is)."""
    wanted = PRONOUN_SEX.get(ref)
    if not people or not wanted or sex_of(entities, people[-1].entity, salience) == wanted:
        return people
    paragraph = entities.text.rfind("\n", 0, position) + 1
    # (of a sex the text says, not one a pronoun resolved to them gave: "Eide said … “…,” he
    # said. … Moscow would respond, Korchunov said. “…,” he said" is Korchunov's)
    known = [m for m in people if m.start >= paragraph
             and sex_of(entities, m.entity, salience) == wanted
             and m.entity not in salience.sexes_by_pronoun]
    return known or people


def joined_subjects(entities: Entities, sentence: Sentence, position: int,
                    subject: str | None) -> list[str]:
    """The subject of the verb at ``position``, with the one joined to it by "and"
    ("Sugiono and Vieira signed", "Sweden and the Netherlands have accused")."""
    if subject is None:
        return []
    text = entities.text
    before = entities.mentions_in(sentence.start, position)
    named = [m for m in before if m.entity == subject]
    if not named:
        return [subject]
    # "Lula da Silva and Vietnamese President Lương Cường inked": a title between; "The
    # leaders of Samoa, Tonga and Fiji signed": a list, all three
    found, last = [subject], named[-1]
    for mention in reversed([m for m in before if m.kind == last.kind and m.end <= last.start]):
        gap = text[mention.end:last.start]
        joiner = _AND_BETWEEN if len(found) == 1 else _COMMA_BETWEEN
        if not joiner.fullmatch(gap) and not (len(found) > 1 and _AND_BETWEEN.fullmatch(gap)):
            break
        found.insert(0, mention.entity)
        last = mention
    return _distinct_ids(found)


_AND_BETWEEN = re.compile(r",?\s+and\s+(?:(?:[A-Z][\w’'-]*\.?|of|the)\s+){0,5}")
_COMMA_BETWEEN = re.compile(r",\s+(?:(?:[A-Z][\w’'-]*\.?|of|the)\s+){0,5}")


def _distinct_ids(ids: list[str]) -> list[str]:
    return list(dict.fromkeys(ids))


def note_source(entities: Entities, salience: Salience, entity: str | None) -> None:
    if entity:
        salience.last_source = entity
        salience.last_by_kind[entities.kind(entity)] = entity


# A verb of saying followed by what was said (not by the end of an attribution: "…, the
# ministry said.")
_SAYS_WHAT = re.compile(r"(?:said|says|told|tells|added|adds|stated|states)(?!\s*[,.;:!?“\"]|$)")


# A quotation's end right before a verb of saying, and the titles between it and a name after
# it: "“…,” said Foreign Minister X"
_QUOTATION_END = re.compile(r"[,.!?…][\"”’']\s*$")
_TITLES_BETWEEN = re.compile(r"\s+(?:[A-Z][\w.’'-]*\s+){0,4}")


def _named_after_quotation(entities: Entities, verb: re.Match) -> str | None:
    """The person named right after a verb of saying that follows a quotation (the
    attribution turned round: "“…,” said X"), or None."""
    text = entities.text
    if not _QUOTATION_END.search(text, max(0, verb.start() - 3), verb.start()):
        return None
    following = entities.mentions_in(verb.end(), verb.end() + 80)
    if following and following[0].kind == "person" \
            and _TITLES_BETWEEN.fullmatch(text, verb.end(), following[0].start):
        return following[0].entity
    return None


# A body that puts out a document speaks through it: "The ministry has issued a fuller
# statement. It says …" ("it" is the ministry)
_ISSUED = re.compile(r"\b(?:issued|released|published|put\s+out)\s+(?:a|an|its)\s+"
                     r"(?:[\w-]+\s+)?(?:statement|note|letter|communiqu[eé]|readout)\b")


# Who answers or goes on speaking is the source a "he" after it refers to: "Her counterpart,
# Deputy Minister X, rejected that account, insisting … He went further" (X)
_SPEAKING = re.compile(rf"\b(?:{SPEECH}|rejected|rejects|dismissed|dismisses|insisting|"
                       r"saying|adding|arguing|alleging|claiming|noting|warning|accusing|"
                       r"denying|stressing)\b")


def track_sentence(entities: Entities, sentence: Sentence, salience: Salience) -> None:
    """After a sentence: who it reported as speaking becomes the source 'he' refers to."""
    for issued in _ISSUED.finditer(entities.text, sentence.start, sentence.end):
        entity, how = subject_before(entities, sentence, issued.start(), salience)
        if entity is not None and how in ("subject", "sentence-subject") \
                and entities.kind(entity) in ("organization", "country"):
            note_source(entities, salience, entity)
    quoted = quotation_spans(entities.text)
    for match in _SPEAKING.finditer(entities.text, sentence.start, sentence.end):
        if quoted.overlaps(match.start(), match.end()):
            continue  # "“I told Lavrov …,” she said": the speaker's word, not who spoke
        named = _named_after_quotation(entities, match)
        if named is not None:
            # "“…,” said Karamoko Traoré, Burkina Faso's foreign minister. He said …": the
            # one named after the verb spoke (not the ministry named before)
            note_source(entities, salience, named)
            continue
        entity, how = subject_before(entities, sentence, match.start(), salience)
        if how == UNNAMED:
            # "he" or "the spokesman" in what follows is this unnamed person, not whoever
            # the text named before
            salience.last_source = None
        note_source(entities, salience, entity)
        if entity is not None and how == "subject" and _SAYS_WHAT.match(
                entities.text, match.start(), sentence.end):
            # the verbs after it are in what the speaker said ("Fofana said the party had
            # warned …": the party's warning is his words, and "he" after them is still
            # him, not a ministry reached through "the party")
            break


# Titles a text refers to a person by, once it has named them with it: "the president said",
# "The new ambassador had presented" (kg.draft.quotes, kg.draft.events; see by_role).
ROLE_TITLES = (r"president|minister|ambassador|envoy|chancellor|secretary|premier|king|queen|"
               r"prince|emir|governor|mayor|senator|general")
_UNNAMED_ROLE = re.compile(rf"(?:{UNNAMED_SOURCES})$")
# "The new ambassador had presented", "after the ambassador was quoted as saying": a subject
# that is a title the text named someone by, right before its verb (see by_role)
ROLE_SUBJECT = re.compile(rf"(?<!\w)\s*[Tt]he\s+(?P<role>(?:[a-z]+\s+)?(?:{ROLE_TITLES}))\s+"
                          r"(?:(?:had|has|also|then|later|formally)\s+)*$")


# A word of a title in apposition after a name ("Chile's foreign minister", "a former prime
# minister"), not of a clause or a phrase about someone else ("who met the minister",
# "speaking after the minister")
_TITLE_WORD = r"(?!(?:who|which|whose|that|with|after|before|to|for|at|in|on|by)\b)[a-z-]+"


def by_role(entities: Entities, role: str, position: int) -> str | None:
    """Who "the <role>" is: an unnamed source the text described before (its group), or the
    person last named with that title before ``position``, whichever the text gave last."""
    earlier = [m for m in entities.mentions if m.end <= position]
    unnamed = None
    if _UNNAMED_ROLE.search(role):
        groups = [m for m in earlier if m.kind == "group"
                  and entities.items[m.entity].rule == "unnamed-source"]
        unnamed = groups[-1] if groups else None
    # (the later of the two: "Foreign ministry spokeswoman Maria Orlova called … “…,” the
    # spokeswoman said" is Orlova's, "a spokesperson for the embassy … the spokesperson" the
    # unnamed one's)
    titled = _titled(entities, role, earlier)
    if unnamed is not None and (titled is None or titled.start < unnamed.start):
        return unnamed.entity
    return titled.entity if titled is not None else None


def _titled(entities: Entities, role: str, earlier: list):
    """The last person of ``earlier`` the text named with the title ``role``."""
    text = entities.text
    title = r"\s+".join(re.escape(word) for word in role.split())
    before_name = re.compile(rf"\b{title}(?:,|\s+[^.;,]{{0,30}},)?\s+$", re.I)
    # (or given after it by "as" or a relative clause: "named Pavel Shumski as its envoy",
    # "Pavel Shumski, who became envoy in 2021")
    after_name = re.compile(rf"(?:,|,\s+who\s+(?:is|was|became|has\s+been|serves\s+as))"
                            rf"\s+(?:(?:the|an?|[A-Z][\w’'-]*['’]s)\s+)?"
                            rf"(?:{_TITLE_WORD}\s+){{0,3}}?{title}\b|"
                            rf"\s+as\s+(?:(?:the|its|his|her|their|an?|[A-Z][\w’'-]*['’]s)\s+"
                            rf"(?:{_TITLE_WORD}\s+){{0,2}}?)?{title}\b", re.I)
    for mention in reversed(earlier):
        before = text[max(0, mention.start - 40):mention.start]
        # "President William Ruto", "Chile's foreign minister, Alberto van Klaveren", or
        # "Norway's new ambassador to Kenya, Ingrid Haugland Moe" (the title in apposition);
        # "Alberto van Klaveren, Chile's foreign minister," (the title after the name)
        if mention.kind == "person" and (before_name.search(before)
                                         or after_name.match(text, mention.end)):
            return mention
    return None


# A document as a sentence's subject: "The note accuses the consulate of …"
DOCUMENT = re.compile(r"(?:[Tt]he|[Tt]his|[Tt]hat|[Ii]ts)\s+(?:protest\s+|diplomatic\s+|"
                      r"official\s+|formal\s+)?(?:note(?:\s+verbale)?|statement|letter|"
                      r"communiqu[eé]|document|declaration|complaint|report|memorandum)")


def author_of_document(entities: Entities, salience: Salience, position: int
                       ) -> str | None:
    """Who a document speaks for: the source the text was last reporting, if a body, else
    the ministry it named last ("Poland's foreign ministry said … handed a note of protest
    … The note accuses the consulate of …": the ministry)."""
    last = salience.last_source
    if last is not None and entities.kind(last) in ("organization", "country"):
        return last
    for mention in reversed([m for m in entities.mentions if m.end <= position]):
        if entities.items[mention.entity].fields.get("type") == "Ministry":
            return mention.entity
    return None
