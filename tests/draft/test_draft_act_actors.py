"""The actor and the day of an act read from the parse: a common noun that stands for a
body named before ("the ministry", "the police") is that body; a dated verb that announces
an act ("announced on 14 August that it was suspending talks") dates that act."""

from __future__ import annotations

from drafting import drafted, event_with, item_cases

ANNOUNCEMENT = ("ALMATY, 20 August 2026 (Steppe Wire) – Kyrgyzstan announced on 14 August "
                "2026 that it was suspending talks with Kazakhstan on water releases.\n")

# behaviour -> (text, words of the event's evidence, the fields it is drafted with)
ACT_CASES = {
    "the_ministry_is_the_ministry_named_before": (
        "OSLO, 3 March 2026 (Nordic Wire) – The Norwegian Ministry of Foreign Affairs "
        "summoned the Iranian ambassador on Monday over the detention of an aid worker.\n\n"
        "The ministry revoked the accreditation of two Iranian diplomats.\n",
        "revoked the accreditation",
        {"agent": "Norwegian Ministry of Foreign Affairs"}),
    "the_police_are_the_police_force_named_before": (
        "RIGA, 12 May 2026 (Baltic Wire) – The State Police of Latvia opened an inquiry "
        "into the break-in at the Estonian embassy on Sunday.\n\n"
        "The police detained three suspects near the harbour.\n",
        "detained three suspects",
        {"agent": "State Police of Latvia"}),
    "a_dateline_place_read_as_subject_gives_way_to_the_body_beside_it": (
        "Bangkok, Jan 6 — The Ministry of Foreign Affairs (MFA) summoned the deputy chief of "
        "mission of the Cambodian embassy in Bangkok on Monday and handed him a note verbale "
        "protesting the detention of two fishermen.\n",
        "handed him a note verbale",
        {"agent": "Ministry of Foreign Affairs"}),
    "a_dated_act_of_its_verb_alone_by_a_body_named_before_is_its": (
        "ROME, 4 May 2026 (Wire) – Ama Mensah presented her credentials to the President of "
        "Italy on Tuesday, becoming the first woman to head the Embassy of Ghana in Rome.\n\n"
        "The mission opened in 1961.\n",
        "The mission opened",
        {"agent": "Embassy of Ghana in Rome", "year": "1961"}),
    "an_announced_act_takes_the_day_of_its_announcement": (
        ANNOUNCEMENT, "suspending talks",
        {"date": "2026-08-14", "date_text": "14 August 2026"}),
}

test_an_act_has_the_actor_and_day_the_parse_gives = item_cases(ACT_CASES, event_with)


def test_an_announcement_of_an_act_drafted_is_no_second_event(tmp_path) -> None:
    article = drafted(tmp_path, ANNOUNCEMENT)
    assert [e.date_text for e in article.events] == ["14 August 2026"]
