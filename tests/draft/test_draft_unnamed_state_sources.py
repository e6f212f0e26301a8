"""An unnamed source described by its state's adjective and its office speaks for that
state: "a Kenyan diplomatic source", "Chadian police officials"."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import entity_names
from test_draft_attribution import _drafted


@pytest.mark.parametrize(("text", "words", "claimant"), [
    ("NAIROBI – Kenya protested on Monday. A Kenyan diplomatic source, who would not be "
     "named, accused Kampala of stirring unrest among the fishermen of Migingo.\n",
     "stirring unrest among the fishermen", "Kenya"),
    ("N'DJAMENA – Chadian police officials accused Sudanese soldiers of crossing the border "
     "near Adré.\n", "crossing the border", "Chad"),
])
def test_an_unnamed_source_with_an_office_speaks_for_its_state(
        tmp_path: Path, text: str, words: str, claimant: str) -> None:
    names = entity_names(article := _drafted(tmp_path, text))
    claimants = {c.text: [names[x] for x in c.claimant] for c in article.claims}
    assert [who for said, who in claimants.items() if said.startswith(words)] == [[claimant]]
