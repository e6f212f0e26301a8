"""A note told again in the passive, with no one who handed it over, is the act of the one
who sent it in the sentence before (kg.draft.delivered_notes). Each sentence is written
for these tests."""

from __future__ import annotations

from pathlib import Path

from drafting import drafted, events_holding

_TEXT = ("OSLO, 3 March 2025 – Norway's foreign ministry handed Chile a protest note "
         "about a detained fisherman.\n\n")


def test_the_note_handed_over_is_the_senders(tmp_path: Path) -> None:
    article = drafted(tmp_path, _TEXT + "That note was then handed to the Chilean envoy "
                      "at noon on Monday.")
    event = events_holding(article, "handed to the Chilean envoy")[0]
    assert event.agent == ("foreign-ministry-of-norway",)


def test_another_paper_is_nobodys(tmp_path: Path) -> None:
    article = drafted(tmp_path, _TEXT + "Ecuador complained about the arrest. A letter was "
                      "sent to the Colombian embassy on Wednesday.")
    event = events_holding(article, "sent to the Colombian embassy")[0]
    assert not event.agent
