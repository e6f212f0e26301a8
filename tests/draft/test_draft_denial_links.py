"""Which claim a denial answers: the nearest one told before it about the one denying or its
side (never its own side's), the claim right before "…, allegations X denied", and a side's
answer in words that it acted as it may."""

from __future__ import annotations

from pathlib import Path

import pytest

from test_draft_attribution import _drafted


def _claim_with(article, words: str):
    return next(c for c in article.claims if words in c.text)


@pytest.mark.parametrize(("text", "denial", "denied"), [
    # the nearest claim about the denier's side, whatever the verb that told it
    ("OSLO – Norway accused Iran of spying on exiles in Bergen. Norwegian police said the "
     "Iranian embassy had paid informants in Oslo. Iran's Foreign Ministry denied that any "
     "payment had been made.", "any payment had been made",
     "the Iranian embassy had paid informants"),
    # "…, allegations X has denied": the claim right before the comma
    ("OSLO – Norwegian police said the Iranian embassy had paid informants in Oslo. Denmark "
     "accused Iran of plotting attacks on exiled activists, allegations Tehran has denied.",
     "allegations Tehran has denied", "plotting attacks on exiled activists"),
    # a side's answer that its own people acted within the law
    ("TALLINN – The Estonian Foreign Ministry accused Dmitri Volkov, a Russian diplomat, of "
     "recruiting informants. The Russian embassy said the diplomat had acted within the law "
     "at all times.", "acted within the law", "recruiting informants"),
    # not its own side's claim told nearer ("the Serbian people": its president's)
    ("PODGORICA – A Montenegrin security source said that Milan Kostic was suspected of "
     "funding protests. Serbian President Aleksandar Vukic called the move “a hostile act "
     "against the Serbian people”. The Serbian embassy in Podgorica called the accusations "
     "“absurd and malicious”.", "the accusations", "was suspected of funding protests"),
])
def test_a_denial_answers_the_claim_about_the_one_denying(tmp_path: Path, text: str,
                                                          denial: str, denied: str) -> None:
    article = _drafted(tmp_path, text + "\n")
    found = _claim_with(article, denial)
    assert found.type == "Denial"
    assert found.denies == (_claim_with(article, denied).id,)


def test_a_sides_statement_of_its_position_is_no_denial(tmp_path: Path) -> None:
    article = _drafted(tmp_path, (
        "ZAGREB – Serbia accused Croatia of persecuting Serbs in Vukovar. The Croatian "
        "foreign minister, Ivo Horvat, said Zagreb wanted good relations with Belgrade.\n"))
    assert not [c for c in article.claims if c.type == "Denial"]
