"""An act the text tells only in someone else's words is that teller's claim, never an event
of the report (kg.draft.contested_acts): reported speech without "that" by a lawyer, an
unnamed source or a rights group, an act only asked about ("whether … had"), an act hedged
as hearsay. An act told by its own side, or one whose doer is not named, stays an event.
Each test's sentences are written for it."""

from __future__ import annotations

import pytest

from drafting import events_holding, held_cases
from kg.draft import draft_text
from kg.draft.extract import Source

# behaviour -> (text, words -> whether a drafted event's evidence holds them)
CONTESTED_CASES = {
    "an_arrest_a_lawyer_tells_of_is_the_lawyer_s_claim": (
        "His lawyer said the Morvian police arrested Tomas Ek on Saturday without a "
        "warrant. The Morvian interior ministry rejected the account.\n",
        {"arrested Tomas Ek": False}),
    "a_meeting_unnamed_sources_tell_of_is_their_claim": (
        "Sources said Gelvia's president Ana Rusk met the Drovan envoy Karl Bost in secret "
        "on Wednesday. Rusk's office denied any meeting.\n",
        {"met the Drovan envoy": False}),
    "a_detention_a_rights_group_tells_of_in_the_lead_is_its_claim": (
        "The rights group Free Voice said Morvian police detained the opposition leader "
        "Tomas Ek in Lira on Saturday. The Morvian interior ministry denied the report.\n",
        {"detained the opposition leader": False}),
    "an_attack_a_president_tells_of_in_an_address_is_his_claim": (
        "In his address, Rann said Pravian agents attacked the Zemlian embassy in Brod on "
        "Sunday night.\n",
        {"attacked the Zemlian embassy": False}),
    "an_expulsion_only_asked_about_is_no_event": (
        "It was unclear whether Nordia had expelled the Solvan diplomat Piet Arn on Monday. "
        "Solva said it would respond.\n",
        {"expelled the Solvan diplomat": False}),
    "an_expulsion_only_supposed_is_no_event": (
        "If Nordia expelled the Solvan diplomat Piet Arn on Monday, it did so without "
        "notice, Solva said.\n",
        {"expelled the Solvan diplomat": False}),
    "an_abduction_a_family_tells_of_is_its_claim": (
        "The family of Piet Arn said Nordian agents abducted him in Tallo on 4 May. Nordia "
        "denied any role.\n",
        {"abducted him": False}),
    "torture_a_rights_group_tells_of_is_its_claim": (
        "Amnesty International said Morvian guards tortured the detained activist Lena Hass "
        "in March.\n",
        {"tortured the detained activist": False}),
    "a_crossing_witnesses_tell_of_after_it_is_their_claim": (
        "Darnian soldiers crossed into Velt on Sunday and arrested a customs officer, "
        "witnesses said.\n",
        {"crossed into Velt": False}),
    "an_arrest_a_lawyer_tells_of_after_it_is_the_lawyer_s_claim": (
        "Morvian police arrested Tomas Ek in Lira on Saturday without a warrant, his lawyer "
        "said.\n",
        {"arrested Tomas Ek": False}),
    "an_incursion_one_side_tells_of_and_the_other_denies_is_a_claim": (
        "Belmarian warships entered Korvian waters on Monday, the Korvian navy said. "
        "Belmaria denied the report.\n",
        {"entered Korvian waters": False}),
    "an_expulsion_its_own_ministry_tells_of_after_it_stays_an_event": (
        "Korvia expelled two Belmarian diplomats on Monday, the Korvian foreign ministry "
        "said.\n",
        {"expelled two Belmarian diplomats": True}),
    "an_asylum_request_a_lawyer_tells_of_his_client_stays_an_event": (
        "Former Lorian minister Aron Pell requested asylum at the Sarvian embassy in Tallo "
        "on Monday, his lawyer said.\n",
        {"requested asylum": True}),
    "an_expulsion_its_own_side_tells_of_stays_an_event": (
        "Valdoria said it expelled the Marenlandian attache Ivo Kral on Tuesday. The "
        "foreign ministry in Esta gave no reason.\n",
        {"expelled the Marenlandian attache": True}),
    # (regression: another side's report of an act that no one contests and that accuses
    # no one is the report's news, as readings take it)
    "a_departure_another_side_reports_uncontested_stays_an_event": (
        "The Velnian foreign ministry said on Sunday that the Korvian ambassador, Ivo Marr, "
        "had ended his mission and left Velnia for good.\n",
        {"ended his mission": True}),
    "an_act_told_before_its_teller_stays_an_event": (
        "Kelvian police arrested the journalist Mira Dovan on Monday, the interior "
        "ministry said.\n",
        {"arrested the journalist": True}),
}

test_an_act_told_in_another_s_words_is_no_event = held_cases(CONTESTED_CASES,
                                                            events_holding)


# behaviour -> (text, holder's id -> the post's id drafted for them, or None)
TENURE_CASES = {
    "a_consul_named_in_an_act_a_rival_state_alleges_is_no_holding": (
        "Korvia said Belmarian consul Ivo Kral had recruited two port workers in Tosk. "
        "Belmaria rejected the claim.\n",
        {"ivo-kral": None}),
    "an_ambassador_named_in_what_witnesses_tell_is_no_holding": (
        "Witnesses said the Sarvian ambassador Karl Bost met rebel leaders in Mest on "
        "Friday.\n",
        {"karl-bost": None}),
    "a_minister_who_tells_keeps_the_holding": (
        "Foreign Minister Eva Lind said Solvan hackers attacked the ministry's servers.\n",
        {"eva-lind": "foreign-minister-eva-lind"}),
}


@pytest.mark.parametrize(("text", "held"), TENURE_CASES.values(), ids=TENURE_CASES)
def test_a_tenure_named_in_another_s_allegation_is_no_holding(text: str,
                                                              held: dict) -> None:
    draft = draft_text(Source(text, "text"), "tenures")
    holdings = {item.fields["holder"]: item.fields["post"]
                for item in draft.items if item.section == "holdings"}
    assert {holder: holdings.get(holder) for holder in held} == held
