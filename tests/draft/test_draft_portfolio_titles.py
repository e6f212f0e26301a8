"""`kg draft` reads a title whose portfolio follows "of" before its holder's name ("Deputy
Minister of Foreign Affairs Dilovar Sultonzoda") as the post and its holder, and not the
portfolio's words as part of the name; after "of", only a portfolio's words join the
office ("the director of Europol Ana Ruiz" is Europol's director); a member of parliament
named by the acronym before her name ("Labour MP Ana Ruiz") holds that post."""

from __future__ import annotations

import pytest

from drafting import posts_of


@pytest.mark.parametrize(("text", "holder", "label"), [
    ("Deputy Minister of Foreign Affairs Rustam Nazarov told deputies the note was sent.",
     "rustam-nazarov", "Deputy Minister of Foreign Affairs"),
    ("The order was signed by First Deputy Minister of Justice Nino Beridze on Friday.",
     "nino-beridze", "Deputy Minister of Justice"),
    ("Deputy Minister of Defence Ana Ruiz opened the fair.", "ana-ruiz",
     "Deputy Minister of Defence"),
    ("The director of Europol Ana Ruiz said the network was dismantled.", "ana-ruiz",
     "Director of Europol"),
    ("Minister of Foreign Affairs Rustam Nazarov told deputies the note was sent.",
     "rustam-nazarov", "Minister of Foreign Affairs"),
    ("The Minister of Culture Ana Ruiz opened the exhibition.", "ana-ruiz",
     "Minister of Culture"),
])
def test_a_portfolio_after_of_joins_the_title_before_the_holder(
        text: str, holder: str, label: str) -> None:
    assert posts_of(text).get(label) == holder


@pytest.mark.parametrize(("text", "holder", "label"), [
    ("Opposition MP Kyriakos Theodorou, who sits on the committee, said so.",
     "kyriakos-theodorou", "MP"),
    ("Labour MP Ana Ruiz asked the minister to resign.", "ana-ruiz", "Labour MP"),
])
def test_a_member_of_parliament_named_by_the_acronym_holds_the_post(
        text: str, holder: str, label: str) -> None:
    assert posts_of(text).get(label) == holder
