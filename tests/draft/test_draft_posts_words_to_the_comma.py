"""`kg draft`'s post words in apposition before their holder's name: the post's own words
run from its head to the comma that sets the name off ("the prosecutor assigned to the
inquiry, Jorge Paz Soldan, ..."), not to the head alone."""

from __future__ import annotations

from kg.draft.known import KnownIndex
from kg.draft.model import Spans
from kg.draft.names import find_entities
from kg.draft.posts import draft_posts


def _post_words(text: str) -> list[str]:
    items = draft_posts(find_entities(text, KnownIndex()), KnownIndex(), Spans())
    return [text[s.start:s.end] for item in items if item.section == "posts"
            for s in item.evidence]


def test_the_post_words_run_to_the_comma_before_the_name() -> None:
    assert _post_words("Uruguay objected. The Chilean prosecutor assigned to the "
                       "inquiry, Jorge Paz Soldan, called that absurd.") == [
        "Chilean prosecutor assigned to the inquiry"]


def test_post_words_with_nothing_after_the_head_are_unchanged() -> None:
    assert _post_words("Uruguay objected. The Chilean prosecutor, Jorge Paz Soldan, "
                       "called that absurd.") == ["Chilean prosecutor"]
