"""Acts of a state, a body or an official told in the report's own clauses, dated or not
(kg.draft.agent_acts): the main past verb with an object, of a named subject; and the
possessor of an act noun as its agent (kg.draft.actions.possessor). Each sentence is
written for these tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import events_holding
from test_draft_attribution import _drafted
from test_draft_event_rules import _names

# A lead that tells an event of its own, then the sentence under test
_LEAD = "OSLO – Norway expelled a Russian diplomat on Monday.\n\n"


@pytest.mark.parametrize(("sentence", "verb", "actor"), [
    ("Finland closed its land border with Russia.", "closed its land border",
     "Finland"),
    ("Norway's Ministry of Foreign Affairs has withdrawn the accreditation of a Russian "
     "counsellor.", "has withdrawn the accreditation", "Ministry of Foreign Affairs"),
    ("The Norwegian Police Security Service confiscated the diplomat's laptop and revoked his "
     "visa.", "revoked his visa", "Norwegian Police Security Service"),
    ("Foreign Minister Kari Holmboe commended Sweden's mediation efforts.",
     "commended Sweden's mediation efforts", "Kari Holmboe"),
    # a refusal: what was refused is in its words
    ("Foreign Minister Kari Holmboe declined to comment on the expulsion.",
     "declined to comment", "Kari Holmboe"),
    # a move to, or a meeting with, someone or somewhere named
    ("Foreign Minister Kari Holmboe travelled to Helsinki.", "travelled to Helsinki",
     "Kari Holmboe"),
    ("Foreign Minister Kari Holmboe spoke with Finnish President Aino Lehtola.",
     "spoke with", "Kari Holmboe"),
    # an act noun's possessor
    ("Poland's expulsion of two Belarusian diplomats on 3 March 2025 angered Minsk.",
     "expulsion of", "Poland"),
    ("Finland's expulsion of a Russian attaché on Friday angered Moscow.",
     "expulsion of", "Finland"),
])
def test_an_act_of_a_named_state_body_or_official_is_an_event_of_it(
        tmp_path: Path, sentence: str, verb: str, actor: str) -> None:
    article = _drafted(tmp_path, _LEAD + sentence + "\n")
    [event] = events_holding(article, verb)
    assert any(actor in name for name in _names(article, event.agent))


@pytest.mark.parametrize(("sentence", "verb"), [
    # words said, and a verb joined to them
    ("The Norwegian Ministry of Foreign Affairs said the expulsion was final and urged "
     "Moscow to show restraint.", "urged"),
    # a thought or an announcement, whose object is a clause
    ("The Norwegian Ministry of Foreign Affairs announced that it would close the consulate.",
     "announced"),
    # to come, denied
    ("The Norwegian Ministry of Foreign Affairs will close the consulate.", "close"),
    ("The Norwegian Ministry of Foreign Affairs did not close the consulate.", "close"),
    # a relative clause about a name
    ("Kari Holmboe, who founded the trade office, spoke to reporters.", "founded"),
    # what came to the subject
    ("The Norwegian Ministry of Foreign Affairs received the request.", "received"),
    # a move to no place named
    ("Kari Holmboe worked in finance.", "worked"),
    # a time, not a thing acted on
    ("Kari Holmboe spent four years at the embassy in Moscow.", "spent"),
    # a thing a name only describes
    ("Norwegian military aircraft flew supplies to the border.", "flew"),
    # a text released
    ("The Norwegian Ministry of Foreign Affairs released a statement.", "released"),
])
def test_what_is_no_act_of_a_named_subject_is_no_event(
        tmp_path: Path, sentence: str, verb: str) -> None:
    article = _drafted(tmp_path, _LEAD + sentence + "\n")
    assert events_holding(article, verb) == []

