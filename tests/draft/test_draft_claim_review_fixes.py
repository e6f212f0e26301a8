"""What a source is given for and what a side answers stay its words: an act told
"according to X" of another side is X's claim, never an event told as fact, with the source
as its doer; an answer that tells the same act as the claim it answers admits it, and is no
denial of that claim."""

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


_CLAIM_ON_BELARUS = ("WARSAW, 4 March 2026 - Poland summoned the Belarusian charge d'affaires "
                     "on Tuesday.\n\nThe Polish Foreign Ministry said Belarusian soldiers had "
                     "crossed the border near Hajnowka. ")
_CLAIM_ON_ARMENIA = ("TBILISI - The Georgian police said Armenian lorry drivers had blocked "
                     "the road at the Sadakhlo crossing. ")


@pytest.mark.parametrize(("account", "text"), [
    # (the side's account tells the same act, with its reason)
    ("its soldiers had crossed", _CLAIM_ON_BELARUS + "The Belarusian Defence Ministry said its "
     "soldiers had crossed the border to pursue smugglers.\n"),
    ("the lorry drivers had blocked", _CLAIM_ON_ARMENIA + "The Armenian transport ministry "
     "said the lorry drivers had blocked the road in protest at the new fees.\n"),
])
def test_an_account_that_tells_the_same_act_admits_it(tmp_path: Path, account: str,
                                                      text: str) -> None:
    denied = {c.text for c in drafted(tmp_path, text).claims if c.type == "Denial"}
    assert not any(d.startswith(account) for d in denied), denied
