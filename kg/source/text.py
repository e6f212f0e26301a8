"""An article's text cut into sentences: at sentence-final punctuation outside a quotation,
and not after a title's abbreviation ("Dr. Wanjiru") nor after initials a name follows
("U.S. Secretary of State")."""

from __future__ import annotations

import re

from kg.source.model import Sentence

# (British style quotes in single marks: "…faster this time. 'The lesson …,' he said. 'Every
# month …'" is three sentences, as "…time. “The lesson …" is)
_SENTENCE_END = re.compile(r"(?<=[.!?…])[”\"’']?(?=\s+[A-Z“¿¡‘\"'])")
# Words whose full stop ends an abbreviation, never a sentence: titles before a name
# ("Sen. Iván Cepeda", "Dr. Wanjiru", "St. Petersburg").
TITLE_ABBREVIATIONS = frozenset({
    "Mr", "Mrs", "Ms", "Mx", "Dr", "Prof", "Gen", "Lt", "Col", "Maj", "Capt", "Cmdr", "Adm",
    "Sgt", "Cpl", "Brig", "Sen", "Sens", "Rep", "Reps", "Gov", "Amb", "Pres", "Rev", "Fr",
    "Hon", "Messrs", "Mme", "Mlle", "Sra", "Sr", "St", "Ste", "Mt", "Ft",
})
# Abbreviations that may end a sentence as well as stand inside one: initials ("U.S.",
# "John F. Kennedy", "U.N."), "Jr.", "Inc.". One ends a sentence when the next word is one
# that opens sentences ("… talks with the U.S. The minister said"), not when it goes on
# with a name ("U.S. Secretary of State", "U.N. Security Council").
_INITIALS = re.compile(r"(?:^|(?<=[\s(“\"‘’'/-]))(?:[A-Z]\.)+$")
_MAY_END = frozenset({"Jr", "Inc", "Corp", "Co", "Ltd", "Bros"})
SENTENCE_OPENERS = frozenset("""
    A An The This That These Those It Its He She They We I You His Her Their Our My Your
    There Here Then But And Or Nor Yet So In On At As After Before When While If Although
    Though Because Since Until Meanwhile However Still Earlier Later Last Next Both Some
    Many Most Few All No None One Two Three Each Every Such What Who Which Why How Where
    According Asked Under With Without For From By During Despite Also Instead Now Today
    Yesterday Tomorrow""".split())
_WORD_BEFORE = re.compile(r"([A-Za-z'.]+)\.$")
_WORD_AFTER = re.compile(r"\s+([^\s]+?)[,;:]?(?=\s|$)")


_OPENED_IN_SINGLE_MARKS = re.compile(r"(?:^|(?<=[\s(\[—–-]))['‘](?=\w)")


def _ends_sentence(body: str, match: re.Match) -> bool:
    """Whether the punctuation before ``match`` ends a sentence rather than an abbreviation."""
    at = match.start()  # just after the mark
    if match.group() in ("'", "’"):
        # a single mark closes a quotation only if one was opened before it ("He said 'no.'
        # Then"); else it is an apostrophe ("the U.S.' Secretary of State", a possessive)
        return _OPENED_IN_SINGLE_MARKS.search(body, max(0, at - 600), at - 1) is not None
    if match.group() or body[at - 1] != ".":  # a closing quote, or ! ? …
        return True
    before = _WORD_BEFORE.search(body, max(0, at - 24), at)
    if before is None:
        return True
    word = before.group(1)
    if word in TITLE_ABBREVIATIONS:
        return False
    if _INITIALS.search(body, max(0, at - 24), at) is None and word not in _MAY_END:
        return True
    after = _WORD_AFTER.match(body, match.end())
    following = after.group(1) if after else ""
    return following[:1] in "“\"‘" or following in SENTENCE_OPENERS


def after_title(text: str, at: int) -> bool:
    """Whether the full stop just before ``at`` ends a title's abbreviation ("Dr. Andrés
    Villamizar"), which never ends a sentence."""
    before = _WORD_BEFORE.search(text, max(0, at - 24), at)
    return before is not None and before.group(1) in TITLE_ABBREVIATIONS


def split_sentences(text: str) -> tuple[Sentence, ...]:
    """Split on line breaks and on sentence-final punctuation outside double quotes (not
    after a title's abbreviation, nor after initials that a name follows)."""
    sentences: list[Sentence] = []
    offset = 0
    for line in text.splitlines(keepends=True):
        body = line.rstrip("\r\n")
        cuts = [0]
        for match in _SENTENCE_END.finditer(body):
            cut = match.end()
            prefix = body[cuts[-1]:cut]
            # not inside a quotation
            if prefix.count("“") <= prefix.count("”") and _ends_sentence(body, match):
                cuts.append(cut)
        cuts.append(len(body))
        for begin, finish in zip(cuts, cuts[1:]):
            piece = body[begin:finish]
            lead = len(piece) - len(piece.lstrip())
            piece = piece.strip()
            if piece:
                start = offset + begin + lead
                sentences.append(Sentence(len(sentences) + 1, start, start + len(piece), piece))
        offset += len(line)
    return tuple(sentences)
