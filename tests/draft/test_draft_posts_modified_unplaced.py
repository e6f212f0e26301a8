"""`kg draft`'s offices named with an article and a modifier ("an acting consul", "the new
deputy foreign minister") and nothing that places them: of the state named just before,
as the same office with no modifier is."""

from __future__ import annotations

from tests.draft.drafting import posts_of


def test_an_article_before_a_modifier_is_the_office_s_article() -> None:
    assert posts_of("Uruguay objected on Friday. An acting consul has handled the visas "
                    "since June.") == {"Consul of Uruguay": None}
    assert posts_of("Uruguay objected on Friday. The new deputy foreign minister spoke "
                    "first.") == {"Deputy Foreign Minister of Uruguay": None}


def test_the_same_office_with_no_modifier_is_read_alike() -> None:
    assert posts_of("Uruguay objected on Friday. A consul has handled the visas since "
                    "June.") == {"Consul of Uruguay": None}


def test_a_modified_office_with_no_article_is_still_not_placed() -> None:
    assert posts_of("Uruguay objected on Friday. Acting consuls handled the visas.") == {}
