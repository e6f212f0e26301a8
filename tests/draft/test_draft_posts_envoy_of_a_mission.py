"""`kg draft`'s "Peru's envoy" with nothing more, in a text whose one held post of Peru's
heading a mission is a chargé d'affaires's or a high commissioner's: that post, not a
second one with nobody in it."""

from __future__ import annotations

from tests.draft.drafting import posts_of


def test_an_envoy_is_the_charge_d_affaires_of_its_state() -> None:
    assert posts_of("Ecuador rebukes Peru's envoy. Ecuador summoned Peru's charge "
                    "d'affaires in Quito, Rosa Paz Lima, on Monday.") == {
        "Charge d'affaires of Peru to Ecuador": "rosa-paz-lima"}


def test_an_envoy_of_another_state_stays_apart() -> None:
    assert posts_of("Ecuador rebukes Chile's envoy. Ecuador summoned Peru's charge "
                    "d'affaires in Quito, Rosa Paz Lima, on Monday.") == {
        "Envoy of Chile": None, "Charge d'affaires of Peru to Ecuador": "rosa-paz-lima"}


def test_an_envoy_is_no_minister_of_its_state() -> None:
    assert posts_of("Ecuador rebukes Peru's envoy. Peru's foreign minister, Rosa Paz "
                    "Lima, replied on Monday.") == {
        "Envoy of Peru": None, "Foreign Minister of Peru": "rosa-paz-lima"}
