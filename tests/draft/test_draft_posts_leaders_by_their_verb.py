"""`kg draft` reads "leads" as it reads "heads": the person who leads a named body holds
its leader's post ("Ines Varga, who leads the Agrarian Union, ..."); leading talks or a
visit names no post."""

from __future__ import annotations

import pytest

from tests.draft.drafting import posts_of


def test_one_who_leads_a_body_is_its_leader() -> None:
    posts = posts_of("Ines Varga, who leads the opposition Agrarian Union, was "
                     "questioned on Monday.")
    assert posts.get("Leader of Agrarian Union") == "ines-varga"


@pytest.mark.parametrize("text", [
    "Ines Varga led the talks with the Chilean side on Monday.",
    "Ines Varga will lead a trade visit to Santiago in May.",
])
def test_leading_talks_or_a_visit_is_no_post(text: str) -> None:
    assert "ines-varga" not in posts_of(text).values()
