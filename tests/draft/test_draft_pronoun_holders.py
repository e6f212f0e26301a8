"""`kg draft` gives a post told of "she" or "he" ("from 2015 she was consul in Tromso",
"the government named him ambassador to Peru") to the person named before it whom the pronoun
stands for: a profile names its subject once and goes on with pronouns."""

from __future__ import annotations

import pytest

from tests.draft.drafting import posts_of

_OPENING = "Teresa Okafor-Lind arrived in Lima on Monday to take up her post. "


@pytest.mark.parametrize(("text", "words"), [
    (_OPENING + "Her first mission was in Paramaribo; from 2015 to 2019 she was ambassador "
     "to Suriname.", "Ambassador to Suriname"),
    (_OPENING + "The government named her ambassador to Peru on 3 March 2024.",
     "Ambassador to Peru"),
    (_OPENING + "In 2010 she became deputy foreign minister of Ghana.",
     "Deputy Foreign Minister"),
])
def test_a_post_told_of_a_pronoun_is_held_by_the_person_named_before(text: str,
                                                                     words: str) -> None:
    assert any(label.startswith(words) and holder == "teresa-okafor-lind"
               for label, holder in posts_of(text).items())


@pytest.mark.parametrize("text", [
    "She was ambassador to Suriname from 2015 to 2019.",
    _OPENING + "Next year she will become ambassador to Suriname.",
])
def test_a_pronoun_with_nobody_named_before_or_a_post_to_come_is_not_held(text: str) -> None:
    assert "teresa-okafor-lind" not in posts_of(text).values()
