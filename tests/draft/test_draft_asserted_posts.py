"""`kg draft` drafts no holding of a post that someone only asserts, alleges or denies a
person holds ("X, whom the ministry described as a commander", "who officials say is the
head of", "the paper reported that X had served as deputy commander"): the post is the
claim's words. A post joined to its holder by a title or in apposition, or told by the
narrator, is held."""

from __future__ import annotations

import pytest

from kg.draft.asserted_posts import asserted_by_another
from tests.draft.drafting import posts_of


@pytest.mark.parametrize("text", [
    "Viktor Lang, whom the interior ministry described as a commander of the Northern "
    "Regiment, was detained on Friday.",
    "A local radio station reported on Friday that the embassy had protested because "
    "Viktor Lang had once been deputy commander of the Northern Regiment.",
    "Investigators identified Viktor Lang as the commander of the Northern Regiment.",
    "An opposition website claimed that Viktor Lang was a former commander of the "
    "Northern Regiment.",
    "The embassy denied that Viktor Lang had ever served as commander of the Northern "
    "Regiment.",
])
def test_a_post_only_asserted_of_a_person_is_no_holding(text: str) -> None:
    assert "viktor-lang" not in posts_of(text).values()


@pytest.mark.parametrize("text", [
    "Viktor Lang, who served as consul in Gdansk until 2019, said the talks had stalled.",
    "Viktor Lang served as consul in Gdansk until 2019.",
    "The ministry said Ambassador Viktor Lang had been recalled.",
    "The ministry said its ambassador, Viktor Lang, had been recalled.",
    "Viktor Lang presented his credentials as ambassador to Peru on Friday, his embassy "
    "said.",
])
def test_a_post_the_narrator_tells_or_joins_to_a_name_is_held(text: str) -> None:
    assert "viktor-lang" in posts_of(text).values()


@pytest.mark.parametrize(("text", "office", "asserted"), [
    ("Rami Saleh, who officials say is the head of the unit, fled.", "head", True),
    ("Rami Saleh, whom the police described as a commander, fled.", "commander", True),
    ("Rami Saleh, who was a commander until 2020, said he had fled.", "commander", False),
    ("Officials said Rami Saleh, who was consul in Oslo, had left.", "consul", False),
])
def test_an_office_governed_by_a_verb_of_saying_is_asserted(text: str, office: str,
                                                            asserted: bool) -> None:
    start = text.index(office)
    assert asserted_by_another(text, start, start + len(office)) is asserted
