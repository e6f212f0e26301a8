"""Acts still to come that the report itself states (kg.draft.planned_acts) are drafted as
events with the status `scheduled`, dated by the day they are planned for; a plan denied,
hoped for, conditional, quoted, or a "will" with no day is none. The build maps the status
to schema:eventStatus and the shapes accept it. Each text is written for this test."""

from __future__ import annotations

from pathlib import Path

import pytest

from drafting import drafted, entity_names
from kg.vocab import SDO
from support import run_kg

_HEADER = "Namibia and Angola\nPublished 2 May 2025\n\n"

PLANNED = {
    "due_to": ("Namibia's foreign minister, Selma Haufiku, is due to present the note in "
               "Luanda on 3 June.", "present", "Selma Haufiku", "2025-06-03"),
    "set_to": ("The Angolan ambassador, Rui Kapapelo, is set to leave Windhoek on "
               "Friday 9 May.", "leave", "Rui Kapapelo", "2025-05-09"),
    "scheduled_to": ("The Okavango Basin Water Commission is scheduled to meet in Rundu on "
                     "12 June.", "meet", "Okavango Basin Water Commission", "2025-06-12"),
    "is_to": ("The Consulate of Angola in Rundu is to close on 1 July.", "close",
              "Consulate of Angola in Rundu", "2025-07-01"),
    "will_with_a_day": ("On 20 May the Namibian minister Selma Haufiku will visit Luanda.",
                        "visit", "Selma Haufiku", "2025-05-20"),
    "will_review": ("The Angolan Foreign Ministry will review the treaty on 20 March 2026.",
                    "review", "Angolan Foreign Ministry", "2026-03-20"),
    "a_meeting_scheduled_for_a_day": ("Another meeting of the Okavango Basin Water "
                                      "Commission is scheduled for 12 June in Rundu.",
                                      "meeting", "Okavango Basin Water Commission",
                                      "2025-06-12"),
}

NOT_PLANNED = {
    "denied": "The Angolan ambassador, Rui Kapapelo, is not expected to leave Windhoek on 9 May.",
    "only_possible": "The Angolan ambassador, Rui Kapapelo, may leave Windhoek on 9 May.",
    "will_without_a_day": "Angola will answer the note of the Namibian foreign ministry.",
    "quoted": "“Angola will recall its ambassador on 9 May,” Selma Haufiku said.",
    "a_plan_of_the_past": ("The Angolan ambassador, Rui Kapapelo, was due to leave Windhoek "
                           "on 9 May."),
    "a_meeting_that_was_planned": ("Another meeting of the Okavango Basin Water Commission "
                                   "was scheduled for 12 June in Rundu."),
    "because_of": "The delay of the Angolan Foreign Ministry is due to the strike of 9 May.",
    "in_reported_speech": ("Namibia's foreign minister said Angola will recall its consul "
                           "on 6 May."),
    "told_by_officials_after": ("Angola will close its consulate in Rundu on 9 May, Namibian "
                                "officials said."),
    "a_forecast_with_expected": ("The Angolan ambassador, Rui Kapapelo, is expected to leave "
                                 "Windhoek on 9 May."),
    "yet_to": "Angola is yet to answer the note of 9 May.",
    "to_blame": "Angola is to blame for the breakdown of the talks of 9 May.",
    "likely": "Angola will likely suffer from the decision in June.",
    "a_thing_set_to_change": "Angola's trade deficit with Namibia is set to widen in June.",
    "a_pronoun_doer": ("Namibia expelled two Angolan diplomats on Friday. They are due to "
                       "leave Windhoek on 10 May."),
    "conditional": ("The Angolan ambassador, Rui Kapapelo, is due to leave Windhoek on 9 May "
                    "if the talks fail."),
}


def _event_of(article, verb: str):
    """The drafted event whose evidence holds ``verb``."""
    return next((e for e in article.events if any(verb in ev.quote.lower()
                                                  for ev in e.evidence)), None)


@pytest.mark.parametrize(("text", "verb", "doer", "day"), PLANNED.values(), ids=PLANNED)
def test_a_planned_act_is_a_scheduled_event(tmp_path: Path, text: str, verb: str, doer: str,
                                            day: str) -> None:
    article = drafted(tmp_path, _HEADER + text + "\n")
    event = _event_of(article, verb)
    assert event is not None, [e.label.en for e in article.events]
    assert event.status == "scheduled"
    names = entity_names(article)
    assert doer in [names[a] for a in event.agent + event.participants]
    assert event.date == day


@pytest.mark.parametrize("text", NOT_PLANNED.values(), ids=NOT_PLANNED)
def test_what_is_no_plan_the_report_states_is_no_scheduled_event(tmp_path: Path,
                                                                 text: str) -> None:
    article = drafted(tmp_path, _HEADER + text + "\n")
    assert [e.label.en for e in article.events if e.status == "scheduled"] == []


def test_a_plans_day_is_after_the_article_s_own(tmp_path: Path) -> None:
    """A month or a weekday another rule reckoned back from the article's date is no day a
    plan is for: the event stays scheduled, without it."""
    article = drafted(tmp_path, _HEADER + "The Consulate of Angola in Rundu is to close in "
                      "February. Namibia will answer on Friday.\n")
    for verb in ("close", "answer"):
        event = _event_of(article, verb)
        assert event is not None and event.status == "scheduled"
        assert (event.date, event.month, event.year) == (None, None, None), verb


def test_a_meeting_scheduled_for_a_day_has_no_single_doer(tmp_path: Path) -> None:
    article = drafted(tmp_path, _HEADER + "A meeting between Namibia and Angola is scheduled "
                      "for 20 May in Rundu.\n")
    event = _event_of(article, "meeting")
    assert event is not None and event.status == "scheduled" and event.agent == ()
    assert {"Namibia", "Angola"} <= {entity_names(article)[p] for p in event.participants}


def test_an_act_done_is_drafted_without_a_status(tmp_path: Path) -> None:
    article = drafted(tmp_path, _HEADER + "The Consulate of Angola in Rundu closed on 1 May.\n")
    event = _event_of(article, "closed")
    assert event is not None and event.status is None


def test_a_scheduled_event_passes_the_shapes_and_is_published_with_its_status(
        tmp_path: Path) -> None:
    text = tmp_path / "article.txt"
    text.write_text(_HEADER + PLANNED["scheduled_to"][0] + "\n", encoding="utf-8")
    data = tmp_path / "data"
    result = run_kg("draft", str(text), "--data", str(data))
    assert result.returncode == 0, result.stderr
    assert 'status: "scheduled"' in next(data.glob("*/mapping.yaml")).read_text(encoding="utf-8")
    validated = run_kg("validate", "--data", str(data), "--include-drafts")
    assert validated.returncode == 0, validated.stdout + validated.stderr


def test_a_scheduled_event_is_mapped_to_schema_event_status(tmp_path: Path) -> None:
    from kg.build.publish import map_articles
    from kg.mappers import BuildInfo
    from kg.uris import Minter
    from support import BASE

    article = drafted(tmp_path, _HEADER + PLANNED["scheduled_to"][0] + "\n")
    graph = map_articles([article], Minter(BASE), BuildInfo("0" * 64, "test"))[0].graph
    assert set(graph.objects(None, SDO.eventStatus)) == {SDO.EventScheduled}


def test_an_act_dated_after_the_article_by_another_rule_is_still_to_come(
        tmp_path: Path) -> None:
    """A day the text writes whole after the article's own date is no day of an act done."""
    article = drafted(tmp_path, _HEADER + "Namibia, which will host the regional summit on "
                      "20 June 2025, expelled two Angolan diplomats on Friday.\n")
    later = [e for e in article.events if e.date == "2025-06-20"]
    assert later and all(e.status == "scheduled" for e in later)
    expelled = [e for e in article.events if e.type == "Expulsion"]
    assert expelled and all(e.status is None for e in expelled)


def test_a_plans_weekday_gets_no_hint_of_the_past_one() -> None:
    """A weekday alone is left to the reviewer with a hint of the day the article's date
    makes it (the latest such day not after it); for a plan that hint would be a day before
    the article, so a scheduled event has none."""
    from kg.draft import draft_text
    from kg.draft.extract import Source

    draft = draft_text(Source("WINDHOEK, May 2, 2025 (Namib Wire) - Namibia's foreign "
                              "minister, Selma Haufiku, is due to brief the national assembly "
                              "on Thursday.\n", "text"), "x")
    (event,) = [i for i in draft.items if i.section == "events" and "brief" in
                draft.text[i.evidence[0].start:i.evidence[0].end]]
    assert event.fields.get("status") == "scheduled"
    assert event.fields.get("date_text") == "Thursday"
    assert "date_text" not in event.comments, event.comments
