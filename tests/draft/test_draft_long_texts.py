"""kg draft on texts whose sentences are very long: the rules read them in pieces and in
time that grows with the text, with the same drafts as before wherever a sentence is of a
usual length.

The time itself is measured by bench/draft_scale.py (--shapes), not here. These tests hold
the faster readings to the slower ones they replaced: the same matches, the same spans, the
same ids, on seeded random inputs."""

from __future__ import annotations

import random
import re

import pytest

from kg.draft import MOST_SENTENCE_CHARACTERS, draft_text, read_source
from kg.draft import _in_pieces
from kg.draft.claims import _PATTERNS, _claims_before
from kg.draft.model import Ids, Spans
from kg.source import Sentence, split_sentences

ACCORDING_TO_AFTER = dict((rule, pattern) for rule, _type, pattern in _PATTERNS)[
    "according-to-after"]
# What the rule "…, according to X" turns on: commas, stops, semicolons, line ends, capitals
# after a comma, quotation marks and the words themselves.
WORDS = [",", ", ", ".", ";", " ", "  ", "according to", " according to ", ", according to ",
         "Ann", "Bob Smith", "U.N.", ",,", ", ,", "the ministry", "X", "said", "“", "”",
         "Officials", "\n", "a", "ab", "Reuters"]


@pytest.mark.parametrize("seed", [1, 2])
def test_according_to_after_matches_as_the_rule_searched_from_the_sentence_start(seed):
    rng = random.Random(seed)
    for _ in range(20_000):
        before = rng.choice(["", "Lead. ", "x"])
        text = before + "".join(rng.choice(WORDS) for _ in range(rng.randint(1, 25))) \
            + rng.choice(["", " tail.", "."])
        sentence = Sentence(1, len(before), len(text), text[len(before):])
        expected = [(m.span(), m.group("who"), m.group("what")) for m in
                    ACCORDING_TO_AFTER.finditer(text, sentence.start, sentence.end)]
        found = [(m.span(), m.group("who"), m.group("what")) for m in
                 _claims_before(ACCORDING_TO_AFTER, text, sentence)]
        assert found == expected, repr(text)


def test_according_to_after_still_reads_its_claim():
    text = "The two men were spies, according to the Estonian security service."
    sentence = split_sentences(text)[0]
    [match] = _claims_before(ACCORDING_TO_AFTER, text, sentence)
    assert match.group("what") == "The two men were spies"
    assert match.group("who") == "the Estonian security service"


@pytest.mark.parametrize("seed", [3, 4])
def test_spans_answer_as_a_pass_over_every_span(seed):
    rng = random.Random(seed)
    for _ in range(300):
        spans = []
        for _ in range(rng.randint(0, 12)):
            start = rng.randint(0, 60)
            spans.append((start, start + rng.randint(0, 8)))
        covered = Spans(spans)
        for point in range(-1, 72):
            assert covered.covers(point) == any(s <= point < e for s, e in spans), spans
        for start in range(0, 70, 3):
            for end in range(start + 1, start + 10, 2):
                assert covered.overlaps(start, end) == any(
                    s < end and start < e for s, e in spans if s < e), (spans, start, end)


def test_ids_are_those_counting_up_from_two_each_time_gives():
    rng = random.Random(5)
    bases = ["talks", "talks-2", "quote", "quote-3", "a"]
    given, ids = set(), Ids()
    for _ in range(2_000):
        base = rng.choice(bases)
        expected, number = base, 1
        while expected in given:
            number += 1
            expected = f"{base}-{number}"
        given.add(expected)
        assert ids.give(base) == expected


def test_a_sentence_of_usual_length_is_read_whole():
    text = "Armenia and Azerbaijan met in Geneva on Tuesday. " * 40
    sentences = split_sentences(text)
    assert _in_pieces(sentences, text) is sentences


def test_a_very_long_sentence_is_read_in_pieces_cut_at_blanks():
    words = "Armenia and Azerbaijan met in Geneva and "
    text = "A short one first. " + words * 300 + "talked. A last one.\n" + "x" * 2_500
    sentences = split_sentences(text)
    pieces = _in_pieces(sentences, text)
    assert [p.index for p in pieces] == list(range(1, len(pieces) + 1))
    assert all(p.end - p.start <= MOST_SENTENCE_CHARACTERS for p in pieces)
    assert all(p.text == text[p.start:p.end] and p.text == p.text.strip() for p in pieces)
    # every character of the text's sentences is in one piece, the blanks at cuts aside
    for sentence in sentences:
        inside = [p for p in pieces if sentence.start <= p.start and p.end <= sentence.end]
        assert inside[0].start == sentence.start and inside[-1].end == sentence.end
        for one, other in zip(inside, inside[1:]):
            assert text[one.end:other.start].strip() == ""
    # the word of 2,500 characters is cut at the limit
    assert [p.end - p.start for p in pieces[-3:]] == [1_000, 1_000, 500]


def test_a_text_of_one_long_sentence_is_drafted_with_verbatim_evidence(tmp_path):
    # (one sentence of 60,000 characters: a draft of it took minutes when every rule read
    # back to the sentence's start; the time is bench/draft_scale.py's)
    unit = "Armenia accused Azerbaijan of lying, according to Ann, and “Bob said ”Paris-Rome-"
    path = tmp_path / "long.txt"
    path.write_text((unit * (60_000 // len(unit))) + "ended.", encoding="utf-8")
    draft = draft_text(read_source(path), "long")
    text = draft.text
    assert draft.items
    for item in draft.items:
        for span in item.evidence:
            assert 0 <= span.start < span.end <= len(text)
    assert {item.section for item in draft.items} >= {"entities", "claims"}
    assert re.search(r"Armenia", text)
