"""Acts drafted with no doer the text does not give (kg.draft.actions): a participle
joined to a passive is no act of the passive's subject ("was summoned on Monday and
expelled on Friday": he expelled nobody; verb_subject); a seat of government that also
seats an international body the text names stands for neither ("Brussels suspended the
grant" in a text naming the European Union; seat_for_state). Each test's sentences are
written for it."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import drafted, entity_names, events_holding

# behaviour -> (text, words of the act, the name that must not be its doer)
NO_DOER_CASES = {
    "a_participle_after_a_passive_is_not_its_subjects_act": (
        "LONDON, 6 March 2026 - Britain protested to Russia on Wednesday.\n\n"
        "The Estonian consul, Mart Kask, was summoned on 3 March 2026 and expelled on "
        "5 March 2026.\n",
        "expelled on 5 March", "Mart Kask"),
    "a_participle_after_a_passive_is_not_its_subjects_states_act": (
        "HELSINKI, 9 April 2026 - Finland protested to Russia on Thursday.\n\n"
        "The Finnish consul in Petrozavodsk, Eero Virtanen, was summoned on 2 April 2026 "
        "and expelled on 7 April 2026.\n",
        "expelled on 7 April", "Finland"),
    "a_seat_of_the_union_the_text_names_is_not_its_state": (
        "BELGRADE, 6 March 2026 - Serbia protested to Belgium and the European Union on "
        "Wednesday.\n\n"
        "Brussels froze the pre-accession funds on 2 March 2026, after the European "
        "Commission reviewed the rule-of-law report.\n",
        "froze the pre-accession funds", "Belgium"),
    "a_seat_of_the_union_suspending_a_grant_is_not_its_state": (
        "SOFIA, 8 May 2026 - Bulgaria protested to Belgium and the European Union on "
        "Friday.\n\n"
        "Brussels suspended the grant for the port of Varna on 5 May 2026.\n",
        "suspended the grant", "Belgium"),
}


@pytest.mark.parametrize(("text", "words", "name"), NO_DOER_CASES.values(),
                         ids=NO_DOER_CASES)
def test_an_act_has_no_doer_the_text_does_not_give(tmp_path: Path, text: str, words: str,
                                                  name: str) -> None:
    article = drafted(tmp_path, text)
    named = entity_names(article)
    doers = {named.get(i, i) for event in events_holding(article, words)
             for i in event.agent}
    assert name not in doers

