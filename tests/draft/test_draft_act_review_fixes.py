"""Acts drafted with no doer the text does not give, and words drafted as no act
(kg.draft.actions): a participle joined to a passive is no act of the passive's subject
("was summoned on Monday and expelled on Friday": he expelled nobody; verb_subject); a
seat of government that also seats an international body the text names stands for
neither ("Brussels suspended the grant" in a text naming the European Union;
seat_for_state); "named X as suspects" is an accusation and "was asked to comment" a
request for words, neither an act (_act_sense), while "named her as ambassador" and "was
asked to leave the country" stay acts. Each test's sentences are written for it."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import drafted, entity_names, events_holding, held_cases

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


# behaviour -> (text, words -> whether a drafted event holds them)
NAMING_AND_ASKING_CASES = {
    "naming_an_organiser_or_suspects_is_no_act": (
        "LONDON, 6 March 2026 - Britain protested to Russia on Wednesday.\n\n"
        "A court filing named the Russian consul as the organiser of the smuggling ring on "
        "2 March 2026.\n\n"
        "A Dutch investigation team named four Russian officers as suspects on 3 March "
        "2026.\n\n"
        "The Russian Foreign Ministry was asked to comment on 4 March 2026.\n",
        {"named the Russian consul": False, "named four Russian officers": False,
         "asked to comment": False, "protested to Russia": True}),
    "naming_diplomats_as_suspects_is_no_act": (
        "PRAGUE, 8 May 2026 - A Czech prosecutor named two Belarusian diplomats as suspects "
        "in the arson case on 6 May 2026.\n\n"
        "The Czech Foreign Ministry protested to Belarus on Friday.\n",
        {"named two Belarusian diplomats": False, "protested to Belarus": True}),
    "being_asked_to_respond_is_no_act": (
        "PRAGUE, 8 May 2026 - The Czech Foreign Ministry protested to Belarus on Friday.\n\n"
        "The Belarusian embassy was asked to respond on 7 May 2026.\n",
        {"asked to respond": False}),
    "naming_someone_as_ambassador_is_an_appointment": (
        "OTTAWA, 6 March 2026 - Canada protested to Peru on Friday.\n\n"
        "Ottawa named Claire Tremblay as ambassador to Chile on 4 March 2026.\n",
        {"named Claire Tremblay as ambassador": True}),
    "naming_her_ambassador_is_an_appointment": (
        "SANTIAGO – Chile opened an embassy in Hanoi on Monday.\n\n"
        "The Chilean President named her ambassador to Vietnam on 14 February 2026.\n",
        {"named her ambassador": True}),
    "being_asked_to_leave_is_an_act": (
        "OTTAWA, 6 March 2026 - Canada protested to Peru on Friday.\n\n"
        "The Peruvian envoy, Pablo Rojas, was asked to leave the country on 5 March 2026.\n",
        {"asked to leave the country": True}),
}

test_a_naming_or_request_is_an_act_only_by_its_words = held_cases(
    NAMING_AND_ASKING_CASES, events_holding)
