"""Acts whose doer the text does not name (kg.draft.unnamed_doers: "police detained two
men", "a shell hit a school"), and the person a passive's "he" or "she" stands for
(kg.draft.actions: "In 2004 she was transferred to Lima"). Each sentence is written for these
tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import events_holding
from test_draft_attribution import _drafted
from test_draft_event_rules import _names

# A lead that tells an event of its own, then the sentences under test
_LEAD = "QUITO – Ecuador recalled its ambassador to Lima on Monday.\n\n"


@pytest.mark.parametrize(("sentences", "words", "taking_part"), [
    ("Peruvian police detained two Ecuadorian fishermen near the port of Paita.",
     "detained two Ecuadorian fishermen", {"Peru", "Ecuador"}),
    ("Several hundred protesters broke through the gate of the Ecuadorian consulate in "
     "Tumbes.", "broke through the gate", set()),
    ("A mortar shell landed near a school in the border town of Huaquillas.",
     "landed near a school", set()),
])
def test_an_act_of_a_doer_the_text_does_not_name_is_an_event_of_nobody(
        tmp_path: Path, sentences: str, words: str, taking_part: set[str]) -> None:
    article = _drafted(tmp_path, _LEAD + sentences + "\n")
    [event] = events_holding(article, words)
    assert not event.agent
    assert taking_part <= _names(article, event.participants)


@pytest.mark.parametrize(("sentences", "words"), [
    # a doer with an owner: read as the owner's, or not at all
    ("The consulate's guards blocked the entrance.", "blocked the entrance"),
    # a doer the sentence does not tell of as acting: what they said
    ("Peruvian police said the fishermen had crossed the line.", "said the fishermen"),
    # to come
    ("Peruvian police will question the two fishermen.", "question the two"),
    # what one party's words say another's forces did: its claim
    ("Colombian troops shelled a village near the border, the Ecuadorian Foreign "
     "Ministry said.", "shelled a village"),
    # a subject that is no doer
    ("The rains flooded the coastal road.", "flooded the coastal road"),
])
def test_what_no_unnamed_doer_did_is_no_event(
        tmp_path: Path, sentences: str, words: str) -> None:
    article = _drafted(tmp_path, _LEAD + sentences + "\n")
    assert events_holding(article, words) == []


@pytest.mark.parametrize(("sentences", "words"), [
    ("Riot police clubbed three Kosovar students outside the university, a teacher said.",
     "clubbed three Kosovar students"),
    ("Protesters smashed the windows of the Serbian consulate in Shkodër, his brother said "
     "on Wednesday.", "smashed the windows"),
    ("Officers raided the flat of a Macedonian trader in Durrës, his neighbours said.",
     "raided the flat"),
    ("Montenegrin border guards seized a Kosovar truck at the crossing, a driver waiting "
     "in the queue said.", "seized a Kosovar truck"),
])
def test_an_unnamed_doers_act_someone_tells_is_no_event(
        tmp_path: Path, sentences: str, words: str) -> None:
    """Whoever tells it (a bystander, a relative, neighbours), an act of police, soldiers
    or a crowd with a teller is what that teller says happened, not the report's fact."""
    article = _drafted(tmp_path, _LEAD + sentences + "\n")
    assert events_holding(article, words) == []


def test_the_person_a_passive_pronoun_stands_for_takes_part_in_the_act(
        tmp_path: Path) -> None:
    article = _drafted(tmp_path, _LEAD + "Ambassador Lucía Arteaga Borja entered the diplomatic "
                       "corps in 1992. In 2009 she was transferred to Cusco as its consul general.\n")
    [event] = events_holding(article, "she was transferred to Cusco")
    assert "Lucía Arteaga Borja" in _names(article, event.participants)


def test_what_the_person_was_does_not_stand_between_the_person_and_the_pronoun(
        tmp_path: Path) -> None:
    article = _drafted(tmp_path, _LEAD + "Rafael Borja became a diplomat in 1990 and "
                       "worked as a junior secretary at the embassy in Havana. He was consul "
                       "in Cali from 1999 to 2002. In 2003 he was appointed ambassador to "
                       "Chile by the president.\n")
    [event] = events_holding(article, "he was appointed ambassador")
    assert "Rafael Borja" in _names(article, event.participants)


def test_a_person_the_pronoun_does_not_fit_does_not_stand_between(tmp_path: Path) -> None:
    article = _drafted(tmp_path, _LEAD + "Ambassador Lucía Arteaga Borja met King Tomas of "
                       "Norland in 2001. In 2009 she was transferred to Cusco as its consul "
                       "general.\n")
    [event] = events_holding(article, "she was transferred to Cusco")
    assert "Lucía Arteaga Borja" in _names(article, event.participants)


@pytest.mark.parametrize(("sentences", "words", "not_done_to"), [
    # someone the text does not name stands between: he may be the one ordered out
    ("The Bolivian ambassador, Inés Quiroga, left Quito in March. Her first secretary stayed "
     "behind to run the mission. In June he was ordered to leave the country by the "
     "ministry.", "he was ordered", "Inés Quiroga"),
    # another person named stands between
    ("Ambassador Hugo Paredes hosted the Peruvian consul, Raúl Tello, at his residence. On "
     "Thursday he was escorted to the airport by police.", "escorted to the airport",
     "Hugo Paredes"),
    # the one thanked, described without a name
    ("Minister Sergio Llanos thanked the Cuban envoy for her patience. On Friday she was "
     "expelled from Ecuador.", "she was expelled", "Sergio Llanos"),
    ("Minister Sergio Llanos spoke with the Cuban envoy on Thursday. On Friday she was "
     "expelled from Ecuador by the ministry.", "she was expelled", "Sergio Llanos"),
])
def test_a_passive_pronoun_names_nobody_when_someone_else_stands_between(
        tmp_path: Path, sentences: str, words: str, not_done_to: str) -> None:
    article = _drafted(tmp_path, _LEAD + sentences + "\n")
    [event] = events_holding(article, words)
    assert not_done_to not in _names(article, event.participants)


@pytest.mark.parametrize(("sentences", "words", "actor"), [
    # done beside an arrest, by the one who arrested
    ("The National Police of Ecuador detained a Venezuelan smuggler in Manta and handed him "
     "to prosecutors.", "handed him to prosecutors", "National Police of Ecuador"),
    # a clause of its own after a dismissal
    ("The tribunal dismissed the petition on Friday, and Ecuador's interior ministry revoked "
     "the visas of both Cuban teachers.", "revoked the visas", "Interior Ministry"),
])
def test_an_act_joined_to_an_arrest_or_a_refusal_is_an_event_of_its_own(
        tmp_path: Path, sentences: str, words: str, actor: str) -> None:
    article = _drafted(tmp_path, _LEAD + sentences + "\n")
    [event] = events_holding(article, words)
    assert any(actor in name for name in _names(article, event.agent))


def test_what_an_accusation_joins_to_its_act_stays_the_claim(tmp_path: Path) -> None:
    article = _drafted(tmp_path, _LEAD + "Peru accused the attaché of photographing a naval "
                       "base and passing the images to a foreign agency.\n")
    assert events_holding(article, "passing the images") == []
