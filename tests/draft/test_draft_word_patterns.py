"""kg.draft.word_patterns: a rule's words written once, as words, made a pattern."""

from __future__ import annotations

import re

import pytest

from kg.draft.word_patterns import one_of

# words -> (the alternation, a text it finds whole, a text it does not)
ALTERNATION_CASES = {
    "words_in_their_order": ("denied denies deny", "(?:denied|denies|deny)", "deny", "den"),
    "a_word_may_be_a_pattern": (r"allegations? called\s+false", r"(?:allegations?|called\s+false)",
                                "called  false", "calls false"),
    "blanks_and_line_breaks_only_part_words": ("junta\n  regime", "(?:junta|regime)", "regime",
                                               "junta regime"),
}


@pytest.mark.parametrize(("words", "pattern", "found", "not_found"),
                         ALTERNATION_CASES.values(), ids=ALTERNATION_CASES)
def test_one_of_is_an_alternation_of_the_words(words: str, pattern: str, found: str,
                                               not_found: str) -> None:
    assert one_of(words) == pattern
    assert re.fullmatch(one_of(words), found)
    assert not re.fullmatch(one_of(words), not_found)


@pytest.mark.parametrize("words", ["", "   ", (), ("ministry", "")])
def test_one_of_refuses_an_empty_list_that_would_match_anywhere(words) -> None:
    with pytest.raises(ValueError):
        one_of(words)
