"""A pronoun that is the object of a person's own clause is someone else ("Her deputy,
Jaan Tamm, praises her"): it says nothing of that person's sex, so a later "he says" can
still be theirs."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import drafted, spoken_by

TEXT = (
    "The envoy who would not leave\n\n"
    "\"I am not going anywhere.\" That was how Ambassador Marta Ilves answered the question "
    "on everyone's mind last week.\n\n"
    "Ilves, 58, has spent three decades in the Estonian foreign service. Her deputy, Jaan "
    "Tamm, describes her as \"stubborn in the best way\". \"She reads every cable,\" he "
    "says.\n\n"
    "Tamm agrees with the minister. \"Nobody works harder,\" he said.\n")

# words of a quotation -> the name of its one speaker
SPEAKERS = {
    "stubborn in the best way": "Jaan Tamm",
    "She reads every cable": "Jaan Tamm",
    "Nobody works harder": "Jaan Tamm",
}


@pytest.fixture(scope="module")
def article(tmp_path_factory):
    return drafted(tmp_path_factory.mktemp("objects"), TEXT)


@pytest.mark.parametrize("words", sorted(SPEAKERS))
def test_he_after_an_object_pronoun(article, words: str) -> None:
    assert spoken_by(article, words) == [SPEAKERS[words]]
