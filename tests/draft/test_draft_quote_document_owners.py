""""According to a note from Chad's foreign ministry, …": the document's author named
after "from" with its state's possessive is the state's body the text names, not the
words made into someone unnamed."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import drafted, quotation_holding

HEAD = ("Crossing to reopen\n\n"
        "NIAMEY, 5 May - Niger and Benin decided on Monday that the Malanville "
        "crossing would open again.\n\n")

# behaviour -> (text, words of a quotation, the id of its one speaker)
CASES = {
    "a_statement_from_the_states_ministry": (
        HEAD + "According to a communique from Benin's foreign ministry, trucks would "
        "cross again \"before the rains\".\n",
        "before the rains", "foreign-ministry-of-benin"),
    "a_statement_from_a_body_named_alone": (
        HEAD + "According to a communique from the African Union, trucks would cross again "
        "\"before the rains\".\n",
        "before the rains", "african-union"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_document_owner(tmp_path: Path, name: str) -> None:
    text, words, speaker = CASES[name]
    assert list(quotation_holding(drafted(tmp_path, text), words).speaker) == [speaker]
