"""Every reference a draft writes names an item of the same draft, so that the draft loads
even where a rule knows more than the text says (a body's state that the text never names)."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import drafted


@pytest.mark.parametrize("text, body, state", [
    ("Maldives deports a reporter\n\nMALÉ, 3 March 2026 — The Majlis voted on Monday to "
     "summon the interior minister over the deportation of a foreign reporter.\n",
     "Majlis", "iran"),
    ("Berlin debates a recall\n\nBERLIN, 4 May 2026 — The Bundestag voted on Thursday to "
     "ask the government to recall its envoy, a motion the opposition called hasty.\n",
     "Bundestag", "germany"),
])
def test_a_body_of_a_state_the_text_never_names_keeps_no_reference_to_it(
        tmp_path: Path, text: str, body: str, state: str) -> None:
    article = drafted(tmp_path, text)  # parse_article: it raises on an unknown reference
    entities = {e.name: e for e in article.entities if getattr(e, "name", None)}
    assert body in entities
    assert getattr(entities[body], "of_state", None) != state
    assert state not in {e.id for e in article.entities}


def test_a_body_of_a_state_the_text_names_keeps_its_state(tmp_path: Path) -> None:
    article = drafted(tmp_path, "Germany weighs a recall\n\nBERLIN, 4 May 2026 — Germany's "
                                "Bundestag voted on Thursday to ask the government to recall "
                                "its envoy.\n")
    bodies = [e for e in article.entities if getattr(e, "name", None) == "Bundestag"]
    assert bodies and bodies[0].of_state == "germany"
