"""`kg draft` gives a post told of "he" or "she" to the person the pronoun stands for, not
to whoever the text names most (nor a post of "him" to a woman), and drafts no holding of a post that another side tells
with "…, the ministry said" after it: only the holder's own side vouches for it."""

from __future__ import annotations

import pytest

from tests.draft.drafting import posts_of

_SUCCESSOR = ("OSLO, 4 March 2026 - Norway named Ingrid Dahl ambassador to Chile on Tuesday.\n"
              "Dahl, 49, has served in Lima and Quito. Dahl speaks Spanish, and Dahl was a "
              "trade envoy for six years.\n")
_QUOTED_MAN = ("Anna Kowalczyk took up her post in Rome on Monday. Mr Jan Nowak, who chairs "
               "the chamber of commerce, greeted the envoy. Nowak said trade would grow, and Nowak "
               "added that Nowak's members were ready.\n")


@pytest.mark.parametrize(("text", "post", "holder"), [
    (_SUCCESSOR + "Her predecessor in Santiago, Lars Moen, retired in May; before Santiago "
     "he was ambassador to Peru.", "Ambassador to Peru", "lars-moen"),
    (_QUOTED_MAN + "Before Rome she was ambassador to Malta.", "Ambassador to Malta",
     "anna-kowalczyk"),
])
def test_a_pronoun_holds_the_post_of_the_person_it_stands_for(text: str, post: str,
                                                              holder: str) -> None:
    assert posts_of(text).get(post) == holder


@pytest.mark.parametrize("text", [
    "VILNIUS, 5 March 2026 - Lithuania expelled a Belarusian diplomat on Thursday.\n"
    "Pavel Zhuk was deputy head of the 12th Border Detachment, the state security "
    "department said.",
    "Tomas Berg was Sweden's consul in Gdansk until 2019, the Polish Foreign Ministry said.",
])
def test_a_post_another_side_tells_before_said_is_no_holding(text: str) -> None:
    assert not {"pavel-zhuk", "tomas-berg"} & set(posts_of(text).values())


@pytest.mark.parametrize("text", [
    "Tomas Berg was Sweden's consul in Gdansk until 2019, the Swedish Foreign Ministry said.",
    "Tomas Berg presented his credentials as ambassador to Chile on Monday, his embassy "
    "said.",
])
def test_a_post_its_own_side_tells_before_said_is_held(text: str) -> None:
    assert "tomas-berg" in posts_of(text).values()


@pytest.mark.parametrize(("text", "post"), [
    ("Lena Marsh arrived in Rome on Monday to take up her post. Marsh met the mayor, and "
     "Marsh said the consulate would stay open. Mr Tom Reed, a trade officer, stays in "
     "Rome.\nThe ministry appointed him consul in Milan last year.", "Consul in Milan"),
    ("Lena Marsh arrived in Rome on Monday to take up her post. Marsh met the mayor, and "
     "Marsh said the consulate would stay open. Mr Tom Reed, a trade officer, stays in "
     "Rome.\nIn 2019 the ministry made him its consul general in Milan.",
     "Consul General in Milan"),
])
def test_a_career_post_of_him_is_not_given_to_a_woman_named_most(text: str,
                                                                   post: str) -> None:
    assert posts_of(text).get(post, "none") != "lena-marsh"
