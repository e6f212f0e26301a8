"""A claim is not about its claimant's own state merely because its words name that state
(kg.draft.claims_own_state). Every sentence here is invented."""

from __future__ import annotations

from pathlib import Path

from drafting import claim_starting, entity_names
from test_draft_attribution import _drafted


def test_own_state_in_the_words_is_not_the_one_accused(tmp_path: Path) -> None:
    # Chadian soil is where the contacts are said to have been made; France, which
    # denies them, is the one accused
    article = _drafted(tmp_path, "N'DJAMENA – Chad's Ministry of Foreign Affairs protested "
                       "on Friday what it called \"illegal contacts with armed groups on "
                       "Chadian soil\". France denied having any contact with armed "
                       "groups.\n")
    claim = claim_starting(article, "illegal contacts")
    assert [entity_names(article)[a] for a in claim.about or []] == ["France"]


def test_own_state_named_as_victim_leaves_the_subject_open(tmp_path: Path) -> None:
    # the farmers are the minister's own people: whom he accuses is for the reviewer
    article = _drafted(tmp_path, "DAMASCUS – Syrian lawmaker Omar Haddad said on Sunday "
                       "the overnight raid was \"an attack on Syrian farmers\".\n")
    claim = claim_starting(article, "the overnight raid")
    assert "Syria" not in [entity_names(article)[a] for a in claim.about or []]


def test_another_state_in_the_words_stays_the_subject(tmp_path: Path) -> None:
    # (the rule keeps what the claimant's own state is not)
    article = _drafted(tmp_path, "QUITO – The Ecuadorian foreign minister, Luis Vera, "
                       "claimed that Colombian troops had fired on Ecuadorian villagers "
                       "near the river.\n")
    claim = claim_starting(article, "Colombian troops")
    assert [entity_names(article)[a] for a in claim.about] == ["Colombia"]
