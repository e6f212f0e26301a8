"""The parse reads each line of an article as sentences of its own (kg.draft.nlp), as the
rules' sentences are cut (kg.source.text): a headline or a header line without a final mark
is not read as one sentence with the report's first. The text is written for this test."""

from __future__ import annotations

from kg.draft import nlp

TEXT = ("Namibia and Angola\nPublished 2 May 2025\n\n"
        "On 20 May the Namibian minister Selma Haufiku will visit Luanda.\n")


def test_a_line_begins_a_sentence() -> None:
    doc = nlp.parse(TEXT)
    starts = [token.text for token in doc if token.is_sent_start and not token.is_space]
    assert starts[:3] == ["Namibia", "Published", "On"]


def test_the_first_sentence_after_a_header_is_parsed_on_its_own() -> None:
    doc = nlp.parse(TEXT)
    visit = next(token for token in doc if token.text == "visit")
    assert visit.dep_ == "ROOT"
    assert next(c for c in visit.children if c.dep_ == "nsubj").text == "minister"


WRAPPED = ("Namibia recalls envoy\n\nWINDHOEK, 2 May 2025 – Namibia recalled its ambassador "
           "from\nLuanda on Friday. The Angolan ambassador, Rui Kapapelo, is due to\n"
           "hand over its reply to the Namibian ministry on 12 May.\n")


def test_a_sentence_wrapped_over_lines_is_parsed_whole() -> None:
    """A text wrapped at a fixed width: "is due to⏎hand over" is one sentence."""
    doc = nlp.parse(WRAPPED)
    hand = next(token for token in doc if token.text == "hand")
    assert not hand.is_sent_start
    assert hand.dep_ == "xcomp" and hand.head.text in ("due", "is")
