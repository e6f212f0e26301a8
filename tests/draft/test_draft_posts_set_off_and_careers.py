"""`kg draft` reads "top diplomat" as an office; a dash or a bracket after a name, a post
after "and later", an appointment without "as", "leads", and a name given as what an office
is ("the consul is X") make no holder: each also reads clauses that say otherwise ("Ana
Ruiz (the ambassador was on leave)", "and later the ambassador dismissed her", "named X the
ambassador's deputy", "leads the party by ten points", "What worried the ambassador was X")."""

from __future__ import annotations

import pytest

from tests.draft.drafting import posts_of


def test_a_top_diplomat_is_an_office() -> None:
    posts = posts_of("Ines Varga, Hungary's top diplomat, flew to Santiago.")
    assert posts.get("Top Diplomat of Hungary") == "ines-varga"


@pytest.mark.parametrize("text", [
    "Chile summoned Hungary's deputy envoy, Ines Varga (the ambassador was on leave), on "
    "Monday.",
    "Ines Varga was consul in Porto and later the ambassador dismissed her.",
    "Hungary named Ines Varga the ambassador's deputy on Monday.",
    "In the polls, Ines Varga leads the Green Party by ten points.",
    "What worried the ambassador was Ines Varga.",
    "Hungary's consul in Porto is Ines Varga's brother.",
    "Hungary's next consul in Porto will be Ines Varga.",
])
def test_no_holder_from_a_clause_that_says_otherwise(text: str) -> None:
    posts = posts_of(text)
    assert all(holder != "ines-varga" or "envoy" in label.lower()
               or label.startswith("Consul") and "Porto" in label and "later" in text
               for label, holder in posts.items()), posts


@pytest.mark.parametrize("text", [
    "Ines Varga, the Hungarian navy's ex-commander, declined to comment.",
    "Ines Varga, the ministry's would-be spokesman, declined to comment.",
    "Ines Varga, the agency's spokesman until 2019, declined to comment.",
])
def test_a_post_set_off_after_a_name_that_is_not_held_now_gives_no_holder(text: str) -> None:
    assert "ines-varga" not in posts_of(text).values()


def test_an_office_that_owns_a_thing_is_no_post_of_its_own() -> None:
    assert posts_of("The ambassador's residence in Porto was searched, and the consul's "
                    "car was burned.") == {}
