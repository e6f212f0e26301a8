"""`kg draft`'s rapporteurs: a court's or a body's rapporteur is a post like any office."""

from __future__ import annotations

from tests.draft.drafting import posts_of


def test_a_rapporteur_named_in_apposition_holds_the_post() -> None:
    assert posts_of("The UN special rapporteur on housing, Ines Caldera Mota, visited "
                    "Lisbon.") == {"Special Rapporteur of United Nations": "ines-caldera-mota"}


def test_a_rapporteur_whose_name_follows_the_case_holds_it() -> None:
    posts = posts_of("The judges backed the rapporteur of the appeal, Ines Caldera Mota, "
                     "on Friday.")
    assert list(posts.values()) == ["ines-caldera-mota"]
