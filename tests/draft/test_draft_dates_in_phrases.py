"""A date in a phrase of a phrase of a verb dates the verb's act: "left Riga on a chartered
flight to Tallinn on 22 May" is a departure on 22 May (22 May <- on <- flight <- on <- left);
a date of a noun's own ("the riots of 2024") is not."""

from __future__ import annotations

import pytest

from drafting import drafted

# behaviour -> (text, the date of the event whose evidence holds "left Riga", or None)
PHRASE_DATE_CASES = {
    "a_date_after_the_verbs_phrase_dates_the_verb": (
        "RIGA, 24 May 2026 (Baltic Wire) – Latvia expelled an Estonian consul on Friday.\n\n"
        "The consul left Riga on a chartered flight to Tallinn on 22 May, officials said.\n",
        "2026-05-22"),
    "a_date_of_a_noun_of_a_noun_dates_no_verb": (
        "RIGA, 24 May 2026 (Baltic Wire) – Latvia expelled an Estonian consul on Friday.\n\n"
        "The consul left Riga after the protests over the riots of 2024 grew.\n",
        None),
}


@pytest.mark.parametrize(("text", "date"), PHRASE_DATE_CASES.values(), ids=PHRASE_DATE_CASES)
def test_a_date_in_a_phrase_of_the_verbs_phrase_dates_its_act(tmp_path, text: str,
                                                               date: str | None) -> None:
    article = drafted(tmp_path, text)
    dates = [e.date for e in article.events
             if any("left Riga" in evidence.quote for evidence in e.evidence)]
    assert dates == ([date] if date else [])
