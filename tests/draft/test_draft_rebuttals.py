"""A side's own account of what another's claim says it did, in words that echo the claim,
accuse no one and set another act against the claim's, is its denial of that claim: "The
coastguard said the trawler had fished inside the zone. The fishing company said the
trawler had waited outside the zone." """

from __future__ import annotations

from pathlib import Path

import pytest

from test_draft_attribution import _drafted


@pytest.mark.parametrize(("text", "account", "claim"), [
    ("BISHKEK – The Kyrgyz Interior Ministry said the Kazakh attaché had driven at twice the "
     "speed limit. The Kazakh embassy said the attaché had driven within the speed limit.\n",
     "the attaché had driven within the speed limit", "had driven at twice the speed limit"),
    ("HELSINKI – The Estonian coastguard said the Finnish trawler had fished inside the "
     "Estonian zone. The Finnish fisheries agency said the trawler had waited outside the "
     "Estonian zone.\n", "the trawler had waited outside", "had fished inside the"),
    # (an account of its own people)
    ("BANGKOK – The Thai foreign ministry said Cambodian troops had crossed the border near "
     "Preah Vihear. Cambodia's defence ministry said its troops had stayed on their side of "
     "the border.\n", "its troops had stayed", "Cambodian troops had crossed the border"),
])
def test_an_account_that_echoes_a_claim_about_its_side_denies_it(
        tmp_path: Path, text: str, account: str, claim: str) -> None:
    article = _drafted(tmp_path, text)
    by_id = {c.id: c for c in article.claims}
    (denial,) = [c for c in article.claims if c.text.startswith(account)]
    assert denial.type == "Denial"
    assert [by_id[d].text for d in denial.denies if claim in by_id[d].text]


def test_a_counter_accusation_in_the_same_words_is_a_claim(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "BISHKEK – The Kyrgyz Interior Ministry said the Kazakh attaché had driven at twice "
        "the speed limit. The Kazakh embassy said Kyrgyz police had attacked the attaché at "
        "the speed limit checkpoint.\n"))
    (answer,) = [c for c in article.claims if "police had attacked" in c.text]
    assert answer.type != "Denial"
