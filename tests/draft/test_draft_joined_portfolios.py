"""`kg draft` reads a minister's whole portfolio when it joins several ("the Minister of
Lands, Forestry and Rural Development", "Deputy Minister of Finance for International
Affairs", "the deputy minister of trade and industry"), not its first word alone, and the
holder named after it."""

from __future__ import annotations

import pytest

from tests.draft.drafting import posts_of


@pytest.mark.parametrize(("text", "words", "holder"), [
    ("In Lusaka, the Minister of Lands, Forestry and Rural Development, Mwila Banda, "
     "opened the talks.", "Minister of Lands, Forestry and Rural Development", "mwila-banda"),
    ("Peru's Minister of Mines and Energy, Rosa Quispe, is due in Lima.",
     "Minister of Mines and Energy", "rosa-quispe"),
    ("Chile's Deputy Minister of Finance for International Affairs, Tomas Vidal, spoke.",
     "Deputy Minister of Finance for International Affairs", "tomas-vidal"),
    ('"We will reply," said Amina Yusuf, Kenya\'s deputy minister of trade and industry.',
     "Deputy Minister of Trade and Industry", "amina-yusuf"),
])
def test_a_portfolio_of_joined_fields_is_read_whole(text: str, words: str,
                                                      holder: str) -> None:
    assert any(label.startswith(words) and held == holder
               for label, held in posts_of(text).items())


def test_a_name_after_the_portfolio_is_no_part_of_it() -> None:
    posts = posts_of("The Minister of Finance, Ana Ruiz, and the envoy met on Monday.")
    assert posts.get("Minister of Finance") == "ana-ruiz"
