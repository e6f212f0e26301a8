"""Acts told in the past passive (kg.draft.passive_acts), in a clause of time ("two days
after police arrested him") and as a request ("asked Finland to waive ..."), drafted as
events by kg.draft.agent_acts; and what of these is no act of the report's own. Each
sentence is written for these tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import drafted, entity_names, events_holding

# A lead that tells an event of its own, then the sentence under test
_LEAD = "OSLO – Norway expelled a Russian diplomat on Monday.\n\n"


@pytest.mark.parametrize(("sentence", "words", "taking_part"), [
    # a passive: done to its subject, by the one "by" names or by nobody named
    ("The attaché, Oleg Smirnov, was given 72 hours to leave Norway.",
     "given 72 hours to leave", None),
    ("The two surveyors were detained by soldiers of the Norwegian Army near the lake.",
     "detained by soldiers", "Norwegian Army"),
    ("Ingrid Solberg had been escorted to the border crossing by two police officers.",
     "escorted to the border crossing", "Ingrid Solberg"),
    ("The consul's car was stopped by the Norwegian Police Security Service a fortnight "
     "later.", "stopped by the Norwegian Police", "Norwegian Police Security Service"),
    # a fact first, its source after it
    ("Two men were charged under the Official Secrets Act, the Norwegian Police Security "
     "Service said.", "charged under the Official Secrets Act", None),
    # a clause of time: the act it dates another by is an act too
    ("The Norwegian Ministry of Foreign Affairs closed the consulate after Sweden "
     "withdrew its consul.", "withdrew its consul", "Sweden"),
    ("Denmark recalled its ambassador when Finland seized two Danish fishing boats.",
     "seized two Danish fishing boats", "Finland"),
    # clauses a list of points sets side by side with semicolons, each its own
    ("The main points: Denmark has recalled its ambassador; Sweden has offered "
     "compensation for the damage.", "offered compensation", "Sweden"),
    ("Ingrid Solberg was released on Tuesday; the other sailor, Kari Holmboe, has been "
     "charged in Bergen with espionage.", "charged in Bergen", "Kari Holmboe"),
    # a request made of someone named: an act, not words said
    ("Denmark formally asked Finland to waive the attaché's immunity.",
     "asked Finland to waive", "Denmark"),
    ("Sweden asked for consular access to the two detained sailors.",
     "asked for consular access", "Sweden"),
])
def test_a_past_passive_or_a_clause_of_time_is_an_event(
        tmp_path: Path, sentence: str, words: str, taking_part: str | None) -> None:
    article = drafted(tmp_path, _LEAD + sentence + "\n")
    [event] = events_holding(article, words)
    if taking_part is not None:
        names = entity_names(article)
        assert any(taking_part in names.get(i, i)
                   for i in (*event.agent, *event.participants))


@pytest.mark.parametrize(("sentence", "verb"), [
    # a state the passive describes, not an act
    ("The trade office was based in a villa near the harbour.", "based"),
    ("The new consul was born in Bergen to a family of fishermen.", "born"),
    # to come, denied, none done
    ("The attaché will be given 72 hours to leave Norway.", "given"),
    ("The attaché was not given any time to leave Norway.", "given"),
    ("No further measures had been communicated to the embassy.", "communicated"),
    # a passive that tells only its verb: told again, for an act told before it
    ("The traders have complained since the decision was announced.", "announced"),
    ("Ingrid Solberg said her visa was cancelled.", "cancelled"),
    # only in what someone says: a claim, not a fact of the report's own
    ("The Norwegian Police Security Service said the consulate had been used by agents "
     "of a foreign service.", "used"),
    ("The Norwegian Police Security Service said the money had been paid to informers in "
     "Bergen.", "paid"),
    # a clause of purpose or condition, and a relative clause about a name
    ("Denmark kept its embassy open so that Finland could send a new envoy.", "send"),
    ("Sweden, which seized two fishing boats, kept its consulate.", "seized"),
    # a question, not a request
    ("Kari Holmboe asked whether the talks would resume.", "asked"),
])
def test_what_is_no_act_of_the_report_in_a_passive_or_a_clause_is_no_event(
        tmp_path: Path, sentence: str, verb: str) -> None:
    labels = [e.label.en.lower() for e in drafted(tmp_path, _LEAD + sentence).events]
    assert not [label for label in labels if label.startswith(verb)]  # (none of its verb)
