"""`kg draft`'s "the minister" after a fuller office drafted in the text ("Interior Minister
Tomas Berg ... the minister"): that office named again, no new post of another state."""

from __future__ import annotations

from tests.draft.drafting import posts_of


def test_the_minister_after_a_named_minister_is_no_second_post() -> None:
    assert posts_of("Interior Minister Tomas Berg Lund of Sweden visited the port. Norway "
                    "complained. The minister replied within the hour.") == {
        "Interior Minister of Sweden": "tomas-berg-lund"}


def test_with_no_fuller_office_the_minister_is_of_the_state_named() -> None:
    assert posts_of("Norway complained. The minister replied within the hour.") == {
        "Minister of Norway": None}


def test_an_office_of_a_lower_rank_is_not_the_fuller_one() -> None:
    """"Deputy Interior Minister X ... the minister": the minister may be another person."""
    assert posts_of("Deputy Interior Minister Tomas Berg Lund of Sweden visited the port. "
                    "Norway complained. The minister replied within the hour.") == {
        "Deputy Interior Minister of Sweden": "tomas-berg-lund", "Minister of Norway": None}
