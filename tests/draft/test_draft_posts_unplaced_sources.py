"""`kg draft`'s anonymous diplomats whom the words place in no one state or body: a post
with neither, and nobody in it."""

from __future__ import annotations

from tests.draft.drafting import posts_of


def test_a_diplomat_of_a_region_who_asked_not_to_be_named_is_a_post() -> None:
    """"A Nordic diplomat in Lisbon, who requested anonymity, said": no state is named,
    the post is drafted alone, with no holder invented."""
    assert posts_of("A Nordic diplomat in Lisbon, who requested anonymity, thought the "
                    "vote would slip.") == {"Nordic diplomat": None}


def test_a_plain_diplomat_who_speaks_is_a_post() -> None:
    assert posts_of("A diplomat at the summit, speaking anonymously, "
                    "doubted that a deal was near.") == {"Diplomat": None}
    assert posts_of("An Arab negotiator who attended the meeting said the draft had "
                    "changed.") == {"Arab negotiator": None}


def test_a_diplomat_acted_on_or_an_official_of_nowhere_is_no_post() -> None:
    """A diplomat that a verb acts on is no source ("sent home a diplomat ..., the ministry
    said"); "an official" placed nowhere may hold any office, and is not drafted."""
    assert posts_of("Norway sent home a diplomat after a spying case in 2017, the "
                    "ministry said.") == {}
    assert posts_of("A Western official, who requested anonymity, thought the vote "
                    "would slip.") == {}


def test_a_diplomat_of_a_state_keeps_its_state() -> None:
    assert posts_of("A Danish diplomat, who requested anonymity, thought the vote would "
                    "slip.") == {"Diplomat of Denmark": None}
