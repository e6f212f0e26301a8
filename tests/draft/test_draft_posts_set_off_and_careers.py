"""`kg draft` reads a holder named before a post phrase set off by a dash or a bracket as
well as by a comma ("X — the deputy foreign minister — said"), the holder of a career's
second post after "and later" ("was consul in Hamburg and later ambassador to Ghana"), the
one appointed without "as" ("named X its ambassador"), and "top diplomat" as an office."""

from __future__ import annotations

import pytest

from tests.draft.drafting import posts_of


@pytest.mark.parametrize("text", [
    "Pavel Hruby — the deputy trade minister — said the quota would stay.",
    "Pavel Hruby (the deputy trade minister) said the quota would stay.",
])
def test_a_phrase_set_off_by_a_dash_or_a_bracket_is_held(text: str) -> None:
    assert posts_of(text).get("Deputy Trade Minister") == "pavel-hruby"


def test_a_career_s_later_post_is_the_same_holder_s() -> None:
    posts = posts_of("Ines Varga began at the ministry in 1994. She was consul in Graz "
                     "and later ambassador to Chile.")
    assert posts.get("Ambassador to Chile") == "ines-varga"


@pytest.mark.parametrize("text", [
    "Hungary named Ines Varga its ambassador to Chile on Friday.",
    "Hungary appointed Ines Varga its ambassador to Chile last week.",
])
def test_one_appointed_without_as_holds_the_post(text: str) -> None:
    assert "ines-varga" in posts_of(text).values()


def test_a_top_diplomat_is_an_office() -> None:
    posts = posts_of("Ines Varga, Hungary's top diplomat, flew to Santiago.")
    assert posts.get("Top Diplomat of Hungary") == "ines-varga"


@pytest.mark.parametrize("text, label", [
    ("Hungary's new consul in Porto is Ines Varga, a trade lawyer.", "Consul of Hungary in Porto"),
    ("The acting head of the delegation is Ines Varga.", "Head"),
])
def test_a_name_given_as_what_the_office_is_holds_it(text: str, label: str) -> None:
    assert posts_of(text).get(label) == "ines-varga"


@pytest.mark.parametrize("text", [
    "Hungary's consul in Porto is Ines Varga's brother.",
    "Hungary's next consul in Porto will be Ines Varga.",
])
def test_no_holder_from_a_relative_or_a_post_to_come(text: str) -> None:
    assert "ines-varga" not in posts_of(text).values()
