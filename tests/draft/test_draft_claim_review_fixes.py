"""What a source is given for stays its words: an act told "according to X" of another side
is X's claim, never an event told as fact, with the source as its doer."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import claims_holding, drafted, events_holding


_TALLINN = "TALLINN, 4 March 2026 - Estonia protested to Russia on Tuesday.\n\n"

# (the source's words, the act they tell, of a side other than the source's or of none)
_SOURCED_ACTS = [
    (_TALLINN + "According to Russian state television, Estonia expelled two Russian "
     "diplomats on 1 March 2026.\n", "Estonia expelled two Russian diplomats"),
    (_TALLINN + "According to an opposition newspaper, the Estonian ambassador met Ukrainian "
     "officials in Lviv on 2 March 2026.\n", "the Estonian ambassador met Ukrainian officials"),
    (_TALLINN + "Russian troops seized an Estonian border guard on 28 February 2026, "
     "according to the Estonian Interior Ministry.\n",
     "Russian troops seized an Estonian border guard"),
    ("OSLO, 9 May 2026 - Norway summoned the Icelandic envoy on Friday.\n\nAccording to a "
     "Reykjavik daily, Norwegian inspectors boarded two Icelandic trawlers near Jan Mayen on "
     "6 May 2026.\n", "Norwegian inspectors boarded two Icelandic trawlers"),
]


@pytest.mark.parametrize(("text", "words"), _SOURCED_ACTS)
def test_an_act_told_according_to_a_source_stays_its_claim(tmp_path: Path, text: str,
                                                            words: str) -> None:
    article = drafted(tmp_path, text)
    assert claims_holding(article, words), [c.text for c in article.claims]
    assert not events_holding(article, words), [e.label.en for e in article.events]
