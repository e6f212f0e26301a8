"""A fragment in single marks that holds a plural's possessive ("'the nurses' long fight
for fair pay'") goes on past the possessive to its closing mark; a plural's
apostrophe before a joining word ("'harmful to farmers' and") closes it."""

from __future__ import annotations

from kg.draft.quotation_marks import find_quoted


def _words(text: str) -> list[str]:
    return [text[q.start:q.end] for q in find_quoted(text)]


def test_a_plural_s_possessive_before_its_noun_closes_nothing() -> None:
    text = ("Every page of the union's leaflet praised 'the nurses' long fight for fair pay' "
            "in bold print.")
    assert _words(text) == ["the nurses' long fight for fair pay"]


def test_a_plural_s_apostrophe_before_a_joining_word_closes_the_fragment() -> None:
    text = "Another senator called the plan 'harmful to farmers' and voted against it."
    assert _words(text) == ["harmful to farmers"]


def test_no_closing_mark_after_the_possessive_keeps_the_first_close() -> None:
    text = "The union called the cuts 'a blow to teachers' morale. Nothing else changed."
    assert _words(text) == ["a blow to teachers"]
