"""`kg draft` drafts a post whose holder the text does not name and whose phrase places it
nowhere ("the deputy foreign minister", "a counsellor") as a post of the state named just
before it; an office named in small letters with its portfolio ("the home affairs
minister") keeps the portfolio in its words."""

from __future__ import annotations

import pytest

from kg.draft.known import KnownIndex
from kg.draft.model import Spans
from kg.draft.names import find_entities
from kg.draft.posts import draft_posts


def _posts(text: str) -> tuple[dict[str, dict], set[str]]:
    """Each drafted post's label -> its fields, and the ids of the posts someone holds."""
    items = draft_posts(find_entities(text, KnownIndex()), KnownIndex(), Spans())
    posts = {item.fields["label"]["en"]: item.fields for item in items
             if item.section == "posts"}
    held = {item.fields["post"] for item in items if item.section == "holdings"}
    return posts, held


@pytest.mark.parametrize(("text", "label", "state"), [
    ("Tanzania recalled its envoy on Monday. The deputy foreign minister told parliament the "
     "decision was final.", "Deputy Foreign Minister of Tanzania", "tanzania"),
    ("Officials met Norway's envoy, and the chargé d'affaires was handed a "
     "note.", "Chargé d'affaires of Norway", "norway"),
    ("Protesters gathered in Uruguay. A consul-general met them outside.",
     "Consul-general of Uruguay", "uruguay"),
])
def test_an_unplaced_office_with_no_holder_is_a_post_of_the_state_named_before(
        text: str, label: str, state: str) -> None:
    posts, held = _posts(text)
    assert label in posts
    assert posts[label]["of_state"] == state
    assert posts[label]["id"] not in held


@pytest.mark.parametrize("text", [
    # no state named in the sentence or the one before
    "The deputy foreign minister told parliament the decision was final.",
    # the office is drafted already, of its state: "the ambassador" is that one
    "Peru summoned Chile's ambassador on Monday. Lima said the ambassador left at noon.",
])
def test_an_unplaced_office_makes_no_second_post(text: str) -> None:
    posts, _held = _posts(text)
    assert len(posts) <= 1


@pytest.mark.parametrize(("text", "words"), [
    ("Kenya's home affairs minister, Amina Odhiambo, said the visas were revoked.",
     "Home Affairs Minister"),
    ("The Dutch environment minister, Pieter de Vries, flew to Nairobi.",
     "Environment Minister"),
    ("Ghana's tourism minister, Kofi Boateng, opened the fair.", "Tourism Minister"),
])
def test_a_portfolio_in_small_letters_is_part_of_the_office(text: str, words: str) -> None:
    posts, held = _posts(text)
    assert any(label.startswith(words) and fields["id"] in held
               for label, fields in posts.items())
