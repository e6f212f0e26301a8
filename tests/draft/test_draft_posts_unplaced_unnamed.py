"""`kg draft` drafts an office named with an article whose holder the text does not name
and that nothing places in a state or body ("The deputy trade minister said ...") as a post
alone, of no state and with no holder; not an office's body ("the prosecutor's office"),
nor "head of state", nor an office the text named before with its holder."""

from __future__ import annotations

from tests.draft.drafting import posts_of


def test_an_unplaced_unnamed_office_is_a_post_alone() -> None:
    assert posts_of("The deputy head of mission told a radio station that the quota "
                    "would stay.") == {"Deputy Head of Mission": None}
    assert posts_of("The first secretary was given three days to leave.") == {
        "First Secretary": None}


def test_an_office_s_body_or_a_head_of_state_is_no_post() -> None:
    assert posts_of("The prosecutor's office opened a file on Tuesday.") == {}
    assert posts_of("The head of state arrived in the evening.") == {}


def test_an_office_named_before_with_its_holder_is_not_drafted_again() -> None:
    posts = posts_of("First Secretary Pavel Hruby met the delegation. Later the first "
                     "secretary told reporters the quota would stay.")
    assert list(posts.values()) == ["pavel-hruby"]
