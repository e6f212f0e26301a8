"""Acts the report narrates that no trigger knows (kg.draft.agent_acts, passive_acts): a
request decided on, a passive dated by "a week later", a passive act a body tells, and a
past act told in a relative clause about a name with where, with whom or when; and not an
act whose object says nothing was done. Each sentence is written for these tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import events_holding
from test_draft_attribution import _drafted
from test_draft_event_rules import _names

# A lead that tells an event of its own, then the sentences under test
_LEAD = "TALLINN – Estonia recalled its ambassador to Riga on Monday.\n\n"


@pytest.mark.parametrize(("sentences", "words", "agent", "taking_part"), [
    # a request decided on is an act, though "rejected" most often denies
    ("The Estonian Supreme Court rejected a Latvian request to hand over the banker.",
     "rejected a Latvian request", "Supreme Court", set()),
    # a passive act dated only by "a week later"
    ("His appeal against the order was dismissed a week later.", "dismissed a week later",
     None, set()),
    # a passive act a body gives as a fact takes that body part in it
    ("The second secretary at the Latvian embassy, Janis Berzs, was given four days to "
     "leave Estonia, the Estonian Ministry of the Interior said.", "given four days",
     None, {"Janis Berzs", "Estonian Ministry of the Interior"}),
    # a past act in a relative clause about a name is the name's
    ("Finland, which mediated a grain deal between the two sides in 2019, has said "
     "nothing.", "mediated a grain deal", "Finland", set()),
    ("Ambassador Mart Kivi, who chaired the joint border commission in Narva, spoke to "
     "reporters.", "chaired the joint border commission", "Mart Kivi", set()),
])
def test_a_narrated_act_is_an_event(tmp_path: Path, sentences: str, words: str,
                                    agent: str | None, taking_part: set[str]) -> None:
    article = _drafted(tmp_path, _LEAD + sentences + "\n")
    [event] = events_holding(article, words)
    if agent is None:
        assert not event.agent
    else:
        assert any(agent in name for name in _names(article, event.agent))
    assert taking_part <= _names(article, event.participants)


@pytest.mark.parametrize(("sentences", "label"), [
    # a denial, not a decision on something asked for
    ("Latvia's foreign ministry flatly rejected the spying accusations.",
     "Rejected"),
    # an object that says nothing was done
    ("Norway expelled a Latvian attaché. Anna Ozola offered no explanation.", "Offered"),
    # a stance a relative clause tells of a name
    ("Sweden, which has long backed the border treaty, sent no delegate.",
     "Backed"),
    # a duty a relative clause tells of a person
    ("The consul, Mart Saar, who served as a counsellor in Vilnius, declined to "
     "comment.", "Served"),
    # words said in a relative clause
    ("Peeter Kask, who said the vote was flawed, left the chamber.", "Said"),
])
def test_what_is_no_narrated_act_is_no_event(tmp_path: Path, sentences: str,
                                             label: str) -> None:
    article = _drafted(tmp_path, _LEAD + sentences + "\n")
    assert not [e for e in article.events if e.label.en.startswith(label)]


def test_a_passive_act_a_person_tells_takes_no_teller_part(tmp_path: Path) -> None:
    article = _drafted(tmp_path, _LEAD + "The attaché was given four days to leave "
                       "Estonia, his colleague Mari Lepp said.\n")
    for event in events_holding(article, "given four days"):
        assert "Mari Lepp" not in _names(article, event.participants)
