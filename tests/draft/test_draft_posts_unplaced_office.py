"""Regression: an office a state has one of ("the King"), named with "the" in a sentence
that names no city, stopped the whole draft with a NameError (a line of another function
pasted into `_state_of_the_place`). The draft goes on, and the office takes no state."""

from __future__ import annotations

from pathlib import Path

from kg.draft import draft_text, read_source


def test_an_office_with_the_and_no_city_after_it_is_drafted(tmp_path: Path) -> None:
    article = tmp_path / "credentials.txt"
    article.write_text("Envoy presents credentials\n\nThe new ambassador, Lena Vik, presented "
                       "her credentials to the King on Monday, the palace said.\n",
                       encoding="utf-8")
    draft = draft_text(read_source(article), "credentials")
    assert any(item.section == "entities" and "Lena Vik" in str(item.fields.get("name"))
               for item in draft.items)
