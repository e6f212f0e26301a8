"""A denial of claims in the plural ("both statements", "the allegations") denies every
claim its accuser told in the sentence it answers, not only the nearest."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import drafted, only_claim_holding


@pytest.mark.parametrize(("text", "denial", "denied"), [
    ("SUVA – In its advisory, the New Zealand foreign ministry said there had been an "
     "increase in violent crime in Suva, and warned that tourists had been targeted in "
     "robberies near resorts. Fijian officials dispute both statements.\n",
     "both statements", ["there had been an increase in violent crime in Suva",
                         "tourists had been targeted in robberies near resorts"]),
])
def test_a_plural_denial_denies_each_claim_of_the_sentence(tmp_path: Path, text: str,
                                                           denial: str, denied: list) -> None:
    article = drafted(tmp_path, text)
    texts = {c.id: c.text for c in article.claims}
    denies = [texts[i] for i in only_claim_holding(article, denial).denies]
    assert all(any(words in t for t in denies) for words in denied)
