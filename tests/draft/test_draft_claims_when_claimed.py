""""X claimed on Monday that …": when or where a claim was made, told between "claimed" and
"that", keeps it a claim (kg.draft.claims, the rule "claimed"). Every sentence here is
invented."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import claim_starting, entity_names
from test_draft_attribution import _drafted


@pytest.mark.parametrize("how", ["claimed on Monday that", "claimed last week that",
                                 "insisted in a letter to the court that"])
def test_claimed_with_its_time_or_place_before_that(tmp_path: Path, how: str) -> None:
    article = _drafted(tmp_path, "QUITO – The Ecuadorian foreign minister, Luis Vera, "
                       f"{how} Colombian troops had fired on villagers near the river.\n")
    claim = claim_starting(article, "Colombian troops had fired")
    names = entity_names(article)
    assert [names[c] for c in claim.claimant] == ["Luis Vera"]
    assert [names[a] for a in claim.about] == ["Colombia"]
