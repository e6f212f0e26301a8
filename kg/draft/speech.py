"""Who says it, and of whom, read from the dependency parse (kg.draft.nlp): the subject of
a verb of saying or accusing, the one its object names, and the agent of its passive.

The rules of kg.draft.attribution read who speaks from the words before a verb; the parse
reads it from the sentence's structure, whatever stands between: "BNS spokesman Captain
Ivo Marić dismissed the report, saying …" (the person, not the navy), "The diplomat was accused by the Norwegian ministry of spying" (the ministry
accuses, the diplomat is accused), "Beridze accused the government of …, and claimed
that …" (the second verb is Beridze's too). The small model errs, so a parse is taken
only when it leads to a name the draft knows or to words the rules resolve ("he", "the
ministry"), and a phrase that names nobody ("a senior official") stays unnamed.
"""

from __future__ import annotations

import re

from kg.draft import nlp
from kg.draft.attribution import AGENT_KINDS, UNNAMED, Salience, by_role, resolve
from kg.draft.model import Mention
from kg.draft.names import Entities
from kg.draft.quote_body_nouns import body_called_by_noun

# How a verb is joined to the one whose subject it shares: "accused … and claimed", "…,
# saying", "went on to allege", "a complaint accusing"
_SHARES_SUBJECT = {"conj", "advcl", "xcomp", "pcomp"}
_SUBJECTS = {"nsubj", "csubj"}
_PASSIVE_SUBJECTS = {"nsubjpass", "csubjpass"}
# The words for a body a text refers to once it has named it ("the ministry said")
_BODY_NOUNS = {"ministry", "government", "embassy", "office", "organisation", "organization",
               "group", "agency", "authority", "commission", "council", "court", "army",
               "police", "company", "union", "association", "party", "consulate",
               "mission", "department", "bureau", "service"}
# People the text describes without naming them, who may speak for a body it names ("a
# counsellor at the Latvian embassy", "a spokesperson for the UN")
_UNNAMED_PEOPLE = re.compile(
    r"(?:spokes(?:person|man|woman|people|men|women)|officials?|sources?|representatives?|"
    r"aides?|advis[eo]rs?|diplomats?|counsell?ors?|attach[eé]s?|secretar(?:y|ies)|"
    r"officers?|staff|employees?|members?|negotiators?|analysts?|lawmakers?|people|"
    r"insiders?|observers?|witness(?:es)?|investigators?|prosecutors?|experts?|"
    r"police(?:man|woman|men|women)?)")
_BODY_PREPOSITIONS = {"for", "of", "at", "from", "with", "in"}
_PRONOUNS = {"he", "she", "it", "they"}


def token_at(text: str, offset: int, since: int = 0):
    """The parse's token that begins at ``offset`` in ``text`` (None if none does).

    Only the paragraph (the line) that holds it is parsed, from ``since`` when that is in
    its first sentence (where the rules' sentence begins, after a dateline: "GDANSK – Chief
    Inspector Marta Kowal said" is parsed from "Chief"): a draft parses the paragraphs
    that have a verb of saying or accusing, not the whole text. Its offsets are the text's
    (see at)."""
    start = text.rfind("\n", 0, offset) + 1
    if start < since <= offset and not re.search(r"[.!?][”\"’']?\s", text[start:since]):
        # (a dateline before the paragraph's first sentence; a later sentence of the
        # paragraph shares the paragraph's parse)
        start = since
    end = text.find("\n", offset)
    end = len(text) if end < 0 else end
    start, end = _window(text, start, end, offset)
    doc = nlp.parse(text[start:end])
    doc.user_data["kg_offset"] = start
    for token in doc:
        if token.idx + start == offset:
            return token
        if token.idx + start > offset:
            return None
    return None


# A paragraph longer than this is parsed in a window around the word asked about, cut at
# blanks: a text of one endless sentence (a list, a table with no full stop) is parsed in
# bounded pieces, so that a draft's time grows with the text, not with its square.
_MOST_PARSED = 4000


def _window(text: str, start: int, end: int, offset: int) -> tuple[int, int]:
    if end - start <= _MOST_PARSED:
        return start, end
    half = _MOST_PARSED // 2
    low = max(start, offset - half)
    if low > start:
        blank = text.find(" ", low, offset)
        low = blank + 1 if blank >= 0 else offset
    high = min(end, max(offset, low) + half)
    if high < end:
        blank = text.rfind(" ", offset + 1, high)
        high = blank if blank > offset else high
    return low, high


def at(token) -> int:
    """Where ``token`` begins in the article's text (token_at parses a paragraph of it)."""
    return token.idx + token.doc.user_data.get("kg_offset", 0)


def subject_token(verb):
    """The token for who does what ``verb`` says: its subject, the agent of its passive
    ("was accused by the ministry": the ministry), or the subject of the verb it is joined
    to ("accused … and claimed", "…, saying"); None when the parse gives none."""
    seen = 0
    while verb is not None and seen < 6:
        seen += 1
        subjects = [c for c in verb.children if c.dep_ in _SUBJECTS]
        if subjects:
            return subjects[0]
        agent = next((c for c in verb.children if c.dep_ == "agent"), None)
        if agent is not None:
            objects = [c for c in agent.children if c.dep_ == "pobj"]
            if objects:
                return objects[0]
        if verb.dep_ in _SHARES_SUBJECT and verb.head.i != verb.i:
            verb = verb.head
            continue
        sender = _sender_of_document(verb) if verb.dep_ == "acl" else None
        if sender is not None:
            # "the mission sent a note verbale to her embassy accusing her of …": the
            # one who sent the document
            verb = sender
            continue
        return None
    return None


def _sender_of_document(participle):
    """The verb that sends or hands the document a participle tells the words of ("sent a
    note verbale to her embassy accusing her of …", the parse hanging the participle on the
    note or on the embassy), or None."""
    verb = participle.head
    steps = 0
    while verb.pos_ not in ("VERB", "AUX") and verb.head.i != verb.i and steps < 4:
        verb, steps = verb.head, steps + 1
    if verb.pos_ not in ("VERB", "AUX"):
        return None
    sent = any(c.dep_ == "dobj" and _names_document(c) and c.i < participle.i
               for c in verb.children)
    return verb if sent else None


# The nouns of a document one sends, whose words are its sender's: "a note accusing …"
_DOCUMENT_NOUNS = {"note", "verbale", "letter", "statement", "complaint", "communiqué",
                   "communique", "declaration", "memorandum", "protest", "message", "report"}


def _names_document(noun) -> bool:
    """Whether the noun phrase headed by ``noun`` names a document ("a note verbale", "a
    letter", "a formal protest")."""
    return noun.lower_ in _DOCUMENT_NOUNS or any(
        c.dep_ == "compound" and c.lower_ in _DOCUMENT_NOUNS for c in noun.children)


def object_token(verb, since: int = 0):
    """The one a verb of accusing names: its object ("accused the attaché of", "called
    Berg a spy"), or the subject of its passive ("Berg was accused of"), the one nearest
    the verb from ``since`` on."""
    found = [c for c in verb.children if c.dep_ in {"dobj"} | _PASSIVE_SUBJECTS
             and at(c.left_edge) >= since]
    return min(found, key=lambda c: abs(c.i - verb.i)) if found else None


def _covering(entities: Entities, token) -> Mention | None:
    """The name the draft found that holds ``token``."""
    start, end = at(token), at(token) + len(token.text)
    found = [m for m in entities.mentions_near(start, end)
             if m.start <= start and end <= m.end and m.kind in AGENT_KINDS | {"city"}]
    return max(found, key=lambda m: m.end - m.start) if found else None


def _as_agent(entities: Entities, mention: Mention) -> str | None:
    """A name as one who acts: a capital stands for its state's government."""
    if mention.kind == "city":
        return entities.state_of_city(mention.entity)
    return mention.entity


def entity_of(entities: Entities, token, salience: Salience) -> tuple[str | None, str]:
    """Whom the noun phrase headed by ``token`` names: (entity id or None, how).

    - a name the draft found ("Marić" in "BNS spokesman Captain Ivo Marić"), or one in
      apposition ("The union's chairman, Piet Hols,");
    - "he", "she", "the ministry": the one the text refers to (kg.draft.attribution.resolve);
    - someone unnamed who speaks for a body the text names ("a counsellor at the Latvian
      embassy"): that body; someone unnamed for no body named: nobody (UNNAMED).
    """
    if token is None:
        return None, "none"
    named = _covering(entities, token)
    if named is not None:
        return _as_agent(entities, named), "parse"
    for child in token.children:
        if child.dep_ == "appos":
            apposed = _covering(entities, child)
            if apposed is not None and apposed.kind in AGENT_KINDS:
                return apposed.entity, "parse-apposition"
    word = token.lower_
    if word in _PRONOUNS and token.pos_ == "PRON":
        reporter = _reporting_subject(entities, token, salience)
        if reporter is not None:
            return reporter, "parse-reporter"
        return resolve(entities, word, salience, at(token)), "parse-reference"
    determiner = next((c.lower_ for c in token.children if c.dep_ == "det"), None)
    if word in _BODY_NOUNS and determiner in ("the", "this", "that") \
            and not any(c.dep_ in ("amod", "compound", "poss", "prep") for c in token.children):
        return resolve(entities, f"the {word}", salience, at(token)), "parse-reference"
    if determiner in ("the", "this", "that") and token.pos_ == "NOUN" \
            and token.tag_ == "NN" and not _UNNAMED_PEOPLE.fullmatch(word) \
            and not any(c.dep_ in ("amod", "compound", "poss", "prep") for c in token.children):
        # "the secretariat", "the delegation": the body whose name used the word before
        # (a singular: "the fans", "the leaders" are people, not the body they follow)
        body = body_called_by_noun(entities, word, at(token))
        if body is not None:
            return body, "parse-body-noun"
    if _UNNAMED_PEOPLE.fullmatch(word):
        state = _demonym_of(entities, token)
        if state is not None:
            return state, "parse-demonym"
        for preposition in token.children:
            if preposition.dep_ == "prep" and preposition.lower_ in _BODY_PREPOSITIONS:
                for body in preposition.children:
                    found = _covering(entities, body) if body.dep_ == "pobj" else None
                    if found is not None and found.kind in ("organization", "country"):
                        return found.entity, "parse-body"
        return None, UNNAMED
    return None, "none"


def _reporting_subject(entities: Entities, pronoun, salience: Salience) -> str | None:
    """Who "it" or "he" is in reported speech, by the one who reports it: "The border
    guard said it rejects …" (the border guard), "Berg said she had never
    met him" (Berg); a person for "he" and "she", a body or a state for "it" and "they"."""
    clause = pronoun.head
    if pronoun.dep_ not in _SUBJECTS | _PASSIVE_SUBJECTS or clause.dep_ != "ccomp":
        return None
    reporter = next((c for c in clause.head.children if c.dep_ in _SUBJECTS), None)
    named = _covering(entities, reporter) if reporter is not None else None
    if named is None:
        return None
    person = named.kind == "person"
    return _as_agent(entities, named) if person == (pronoun.lower_ in ("he", "she")) else None


def _demonym_of(entities: Entities, token) -> str | None:
    """The state a demonym before unnamed people names: "Latvian officials", "a Finnish
    negotiator" speak for Latvia and Finland."""
    for child in token.children:
        if child.dep_ in ("amod", "compound") and child.i < token.i:
            named = _covering(entities, child)
            if named is not None and named.kind == "country" \
                    and named.start == at(child):
                return named.entity
    return None


def speaker_of_verb(entities: Entities, position: int, salience: Salience, since: int = 0
                    ) -> tuple[str | None, str]:
    """Who says or does what the verb at ``position`` says, by the parse: (entity id or
    None, how); how is "none" when the parse gives no subject, one before ``since`` (a
    dateline's news agency is no sentence's subject), or one the draft cannot name."""
    verb = token_at(entities.text, position, since)
    if verb is None or verb.pos_ not in ("VERB", "AUX"):
        return None, "none"
    subject = subject_token(verb)
    if subject is None or at(subject.left_edge) < since:
        return None, "none"
    entity, how = entity_of(entities, subject, salience)
    if entity is None and how == "none" and subject.pos_ in ("NOUN", "PROPN") \
            and not (subject.lower_ in _BODY_NOUNS and entities.mentions_in(
                at(subject.left_edge), at(subject) + len(subject.text))):
        # "a lawyer filed a complaint, accusing …": someone the draft does not name, not
        # the first name of the sentence (but "the Bolivian government" names its state)
        return None, UNNAMED_SUBJECT
    return entity, how


# How speaker_of_verb says the verb's subject is a noun phrase that names no one known
UNNAMED_SUBJECT = "parse-unnamed-subject"


def object_of_verb(entities: Entities, position: int, salience: Salience, since: int = 0
                   ) -> tuple[str | None, str]:
    """Whom the verb at ``position`` names as its object (see entity_of); a phrase with a
    name inside ("the crew of the trawler Polaris", "one of the consulate's employees") is about
    the first one named in it that is not a state, else the state."""
    verb = token_at(entities.text, position, since)
    if verb is None:
        return None, "none"
    target = object_token(verb, since)
    if target is None:
        return None, "none"
    entity, how = entity_of(entities, target, salience)
    if entity is not None:
        return entity, how
    start = at(target.left_edge)
    end = at(target.right_edge) + len(target.right_edge.text)
    inside = [m for m in entities.mentions_in(start, end) if m.kind in AGENT_KINDS | {"city"}]
    if not inside:
        return None, "none"
    first = next((m for m in inside if m.kind not in ("country", "city")), inside[0])
    return _as_agent(entities, first), "parse-inside"


def reporter_of(entities: Entities, position: int, salience: Salience, since: int = 0
                ) -> tuple[str | None, str]:
    """Who reports the clause of the verb at ``position``, when it is what someone said:
    "Kowal said the couriers were accused of …" (Kowal); (None, "none") when the clause is
    no one's reported speech."""
    verb = token_at(entities.text, position, since)
    if verb is None:
        return None, "none"
    clause = verb
    while clause.dep_ in ("conj", "xcomp") and clause.head.i != clause.i:
        clause = clause.head
    if clause.dep_ != "ccomp" or clause.head.lemma_ not in _SAYING:
        return None, "none"
    subject = subject_token(clause.head)
    if subject is None or at(subject.left_edge) < since:
        return None, "none"
    return entity_of(entities, subject, salience)


# The verbs whose clause is what their subject says
_SAYING = frozenset({"say", "tell", "state", "write", "add", "claim", "allege", "insist",
                     "report", "confirm", "announce", "explain", "argue", "warn", "note",
                     "post", "tweet", "declare", "stress", "maintain", "assert"})


# Nouns for people and bodies that an accusation may be about, when the text does not name
# them where it reports it: "said the diplomat had photographed naval bases", "said the
# crew had received instructions"
_PARTY_NOUNS = re.compile(
    r"(?:diplomats?|attach[eé]s?|officials?|officers?|agents?|spy|spies|operatives?|men|man|"
    r"women|woman|crew|crews|staff|employees?|embassy|embassies|consulate|consulates|"
    r"mission|ministry|government|authorities|regime|junta|police|army|troops|forces|"
    r"military|service|agency|envoy|envoys|ambassador|consul|suspects?|individuals?|"
    r"nationals?|citizens?|vessel|ship|coastguard|guard|militias?|rebels?|group|company|"
    r"firm|hackers?|intermediaries|couriers?|smugglers?|accused|defendants?|detainees?|"
    r"chargé|counsell?ors?|secretary|minister|president|leader|commander)")


def clause_party(entities: Entities, start: int, salience: Salience, since: int = 0
                 ) -> tuple[bool, str | None]:
    """Whether the clause that begins at ``start`` (what someone said) is about someone:
    its subject is a person or a body, named or described ("the diplomat had
    photographed …"), or what one has ("the embassy's visa system was exploited …"); and
    whom, when the draft can tell
    (one the text named with that title: "the ambassador" after "Ambassador Pavel
    Orlov")."""
    first = token_at(entities.text, start, since)
    if first is None:
        return False, None
    subject = next((t for t in first.doc[first.i:first.i + 12]
                    if t.dep_ in _SUBJECTS | _PASSIVE_SUBJECTS and at(t.left_edge) == start),
                   None)
    if subject is None or subject.pos_ == "PRON":
        return False, None
    entity, _ = entity_of(entities, subject, salience)
    if entity is not None:
        return True, entity
    possessor = next((c for c in subject.children if c.dep_ == "poss"), None)
    if possessor is not None:
        # "the embassy's staff", "the embassy's visa system": the embassy
        owner, _ = entity_of(entities, possessor, salience)
        if owner is not None:
            return True, owner
    if not _PARTY_NOUNS.fullmatch(subject.lower_):
        return False, None
    return True, named_with_title(entities, subject.lower_, at(subject))


# How far on a text may name the one it described first ("a Russian diplomat … The
# diplomat, Ivan Petrov, …"): about two paragraphs
_NAMED_LATER_REACH = 1500


def named_with_title(entities: Entities, role: str, position: int) -> str | None:
    """Who "the <role>" at ``position`` is: the one the text named with that title before
    (kg.draft.attribution.by_role), else the person it names with it next, within
    _NAMED_LATER_REACH characters: a report that describes before it names ("Latvia
    expelled a Russian diplomat on Monday. The diplomat, Ivan Petrov, …")."""
    before = by_role(entities, role, position)
    if before is not None:
        return before
    later = by_role(entities, role, position + _NAMED_LATER_REACH)
    if later is None or entities.kind(later) != "person":
        return None
    first = min((m.start for m in entities.mentions if m.entity == later), default=-1)
    return later if first > position else None


def speaker_before_colon(entities: Entities, colon: int, salience: Salience, since: int = 0
                         ) -> tuple[str | None, str]:
    """Who speaks in a quotation after a colon that ends a clause with no verb of saying:
    "Orlov was blunt: “…”", "The ministry's message was clear: “…”" (the clause's
    subject, or the one it belongs to)."""
    mark = token_at(entities.text, colon, since)
    if mark is None or mark.i == 0:
        return None, "none"
    # the clause before the colon: from the word before it, up to the last head before it
    head = mark.doc[mark.i - 1]
    while head.head.i < mark.i and head.head.i != head.i:
        head = head.head
    subject = subject_token(head)
    if subject is None or at(subject.left_edge) < since:
        return None, "none"
    entity, how = entity_of(entities, subject, salience)
    if entity is None:
        owner = next((c for c in subject.children if c.dep_ == "poss"), None)
        if owner is not None:
            entity, how = entity_of(entities, owner, salience)
    return (entity, how) if entity is not None else (None, "none")


def main_subject(entities: Entities, position: int, salience: Salience, since: int = 0
                 ) -> tuple[str | None, str]:
    """The subject of the clause a relative clause hangs from, for the verb at
    ``position`` in it: "Ecuador's Foreign Ministry expelled Ramiro Soto, whom it accused of
    …" (the ministry, whom "it" stands for)."""
    verb = token_at(entities.text, position, since)
    if verb is None or verb.dep_ != "relcl":
        return None, "none"
    outer = verb.head
    while outer.pos_ not in ("VERB", "AUX") and outer.head.i != outer.i:
        outer = outer.head
    subject = subject_token(outer)
    if subject is None or at(subject.left_edge) < since:
        return None, "none"
    return entity_of(entities, subject, salience)


def passive_without_agent(entities: Entities, start: int, since: int = 0) -> bool:
    """Whether the clause that begins at ``start`` (what someone said) is in the passive
    and names no one who acts: "the file had been passed to prosecutors", "the envoy had
    been asked to leave" tell what was done, by no one said; not "the visa system was
    exploited by middlemen" (the middlemen act)."""
    first = token_at(entities.text, start, since)
    if first is None:
        return False
    subject = next((t for t in first.doc[first.i:first.i + 12]
                    if t.dep_ in _SUBJECTS | _PASSIVE_SUBJECTS and at(t.left_edge) == start),
                   None)
    if subject is None or subject.dep_ not in _PASSIVE_SUBJECTS \
            or subject.head.lemma_ in _HELD_FOR:
        return False
    return not any(c.dep_ == "agent" for c in subject.head.children)


# Verbs whose passive tells that one is held for something or wronged, whoever did it:
# "the officers were arrested carrying maps of military sites" says what they are accused
# of; "the men had been held without charge", what was done to them
_HELD_FOR = {"arrest", "detain", "catch", "apprehend", "seize", "charge", "accuse", "suspect",
             "indict", "convict", "expel", "deport", "caught", "hold", "beat", "threaten",
             "mistreat", "interrogate", "deny", "bar", "refuse", "block", "prevent", "follow",
             "search", "surveil", "monitor"}


def sayer_above(entities: Entities, position: int, salience: Salience, since: int = 0
                ) -> tuple[str | None, str]:
    """Who says the words that hold the token at ``position``: the subject of the nearest
    verb of saying above it in the parse, however deep it sits ("Cruz said the protest
    covered an incident in which the ship allegedly rammed a boat": Cruz, for "rammed");
    (None, "none") when no verb of saying holds it."""
    token = token_at(entities.text, position, since)
    steps = 0
    while token is not None and steps < 12 and token.head.i != token.i:
        token, steps = token.head, steps + 1
        if token.lemma_ in _SAYING and token.pos_ in ("VERB", "AUX"):
            subject = subject_token(token)
            if subject is None or at(subject.left_edge) < since:
                return None, "none"
            return entity_of(entities, subject, salience)
    return None, "none"


def actor_of_verb(entities: Entities, position: int, salience: Salience, since: int = 0
                  ) -> str | None:
    """Who does what the verb at ``position`` says, named in its subject: the one the
    subject names (entity_of), else the first one named inside the subject's words that is
    not a state ("the crew of the trawler Polaris"), else a state named there ("the
    Chinese ship": China); None when its subject names no one."""
    verb = token_at(entities.text, position, since)
    if verb is None or verb.pos_ not in ("VERB", "AUX"):
        return None
    subject = next((c for c in verb.children if c.dep_ in _SUBJECTS | _PASSIVE_SUBJECTS),
                   None)
    if subject is None or at(subject.left_edge) < since:
        return None
    entity, _how = entity_of(entities, subject, salience)
    if entity is not None:
        return entity
    start = at(subject.left_edge)
    end = at(subject) + len(subject.text)
    inside = [m for m in entities.mentions_in(start, end) if m.kind in AGENT_KINDS | {"city"}]
    if not inside:
        return None
    first = next((m for m in inside if m.kind not in ("country", "city")), inside[0])
    return _as_agent(entities, first)


def reported_clause_at(entities: Entities, position: int, start: int, since: int = 0) -> bool:
    """Whether the verb at ``position`` has, as what it says, a clause that begins at
    ``start``: "saying they had monitored dissidents" (the clause "they had monitored …"),
    not "said on Monday" nor "said a counsellor" with no verb of its own."""
    verb = token_at(entities.text, position, since)
    if verb is None:
        return False
    return any(c.dep_ == "ccomp" and at(c.left_edge) == start for c in verb.children)


def others_before(entities: Entities, position: int, since: int = 0) -> bool:
    """Whether the sentence names people or bodies, in the plural, as the object of what
    was done before the verb at ``position``: "Sweden expelled two diplomats, saying they
    had …" (the diplomats "they" may be), not "The ministry said they …"."""
    verb = token_at(entities.text, position, since)
    if verb is None:
        return False
    return any(t.tag_ in ("NNS", "NNPS") and t.dep_ in ("dobj", "nsubjpass", "pobj")
               and at(t) >= since for t in verb.doc[:verb.i])



def modifies_noun(entities: Entities, position: int, since: int = 0) -> bool:
    """Whether the verb's form at ``position`` describes a noun rather than tells an act:
    "detained" in "the row over detained activists"."""
    token = token_at(entities.text, position, since)
    return token is not None and token.dep_ in ("amod", "compound")


def object_of_governing_verb(entities: Entities, position: int, salience: Salience,
                             since: int = 0) -> tuple[str | None, str]:
    """Whom the verb that a participle at ``position`` hangs from acts on: "declared a
    Serbian diplomat persona non grata, citing …" (the diplomat, or the state a demonym
    names for an unnamed one)."""
    verb = token_at(entities.text, position, since)
    if verb is None or verb.dep_ not in _SHARES_SUBJECT or verb.head.i == verb.i:
        return None, "none"
    target = object_token(verb.head, since)
    return entity_of(entities, target, salience) if target is not None else (None, "none")


def party_noun(word: str) -> bool:
    """Whether ``word`` names people or a body an accusation may be about ("attaché",
    "men", "embassy")."""
    return _PARTY_NOUNS.fullmatch(word.lower()) is not None


def verb_lemmas(text: str, start: int, end: int) -> list[str]:
    """The lemmas of the verbs told in ``text[start:end]``: "its soldiers had stayed on
    their side to avoid a clash" -> ["stay", "avoid"]."""
    span = nlp.words(text, start, end)
    return [t.lemma_.lower() for t in span if t.pos_ == "VERB"] if span is not None else []


def clause_verb(text: str, start: int, end: int):
    """The verb token that ``text[start:end]`` tells its act with: the root of its clause
    ("soldiers had crossed the border to pursue smugglers": "crossed"), else its first
    verb; None when it has none."""
    span = nlp.words(text, start, end)
    if span is None or not len(span):
        return None
    if span.root.pos_ == "VERB":
        return span.root
    return next((t for t in span if t.pos_ == "VERB"), None)


def main_verb_lemma(text: str, start: int, end: int) -> str | None:
    """The lemma of clause_verb ("cross"), None when the words have no verb."""
    verb = clause_verb(text, start, end)
    return verb.lemma_.lower() if verb is not None else None
