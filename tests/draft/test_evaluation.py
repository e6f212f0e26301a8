"""The scorer of drafts (kg.draft.evaluation): small drafts written by hand, loaded by the
project's own loader, scored against small readings written by hand."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from kg.draft.evaluation import (ReadingError, check_reading, evaluate, load_reading,
                                 reading_of, same_name)
from kg.source import parse_article

TEXT = ("OSLO, Nov 18 (Wire) - The Norwegian Ministry of Foreign Affairs summoned the Iranian "
        "ambassador on 17 November 2024. State Secretary Kari Nordvik said: \"We will not "
        "accept threats against people living in Norway.\" The ministry accused the Embassy "
        "of Iran of spying on dissidents living in Norway. Iran rejected the accusations as "
        "baseless. The talks resume on March 4.\n")

READING = {
    "published": "2024-11-18",
    "entities": [["Norwegian Ministry of Foreign Affairs", "organization"],
                 ["Kari Nordvik", "person"], ["Norway", "country"], ["Iran", "country"],
                 ["Embassy of Iran", "embassy"]],
    "posts": [["State Secretary", "Kari Nordvik", "Norwegian Ministry of Foreign Affairs"],
              ["ambassador", None, "Iran"]],
    "events": [["summoned the Iranian ambassador", "Norwegian Ministry of Foreign Affairs",
                "2024-11-17"],
               ["The talks resume", None, None]],
    "dates": [["Nov 18", "2024-11-18"], ["17 November 2024", "2024-11-17"],
              ["March 4", "--03-04"]],
    "quotes": [["We will not accept", "Kari Nordvik"]],
    "claims": [["spying on dissidents living in Norway", "Norwegian Ministry of Foreign Affairs",
                "Embassy of Iran"]],
    "denials": [["rejected the accusations as baseless", "Iran",
                 "spying on dissidents living in Norway"]],
}

ENTITIES = [
    {"id": "ministry", "type": "Ministry", "name": "Norwegian Ministry of Foreign Affairs"},
    {"id": "kari-nordvik", "type": "Person", "name": "Kari Nordvik"},
    {"id": "norway", "type": "Country", "name": "Norway"},
    {"id": "iran", "type": "Country", "name": "Iran"},
    {"id": "embassy", "type": "GovernmentBody", "name": "Embassy of Iran"},
]


def everything() -> dict[str, Any]:
    """A draft that has every item of READING, each once and right."""
    return {
        "entities": ENTITIES,
        "posts": [{"id": "state-secretary", "label": {"en": "State Secretary"},
                   "evidence": ["State Secretary"]},
                  {"id": "ambassador", "label": {"en": "Ambassador of Iran"},
                   "evidence": ["Iranian ambassador"]}],
        "holdings": [{"holder": "kari-nordvik", "post": "state-secretary",
                      "evidence": ["State Secretary Kari Nordvik"]}],
        "events": [{"id": "summons", "type": "Event", "label": {"en": "Summons"},
                    "agent": ["ministry"], "date": "2024-11-17",
                    "date_text": "17 November 2024",
                    "evidence": ["Ministry of Foreign Affairs summoned the Iranian ambassador"]},
                   {"id": "talks", "type": "Meeting", "label": {"en": "Talks"},
                    "date_text": "March 4", "evidence": ["The talks resume on March 4"]}],
        "claims": [{"id": "spying", "type": "Allegation", "label": {"en": "Spying"},
                    "claimant": ["ministry"], "about": ["embassy"],
                    "text": "spying on dissidents living in Norway",
                    "evidence": ["accused the Embassy of Iran of spying on dissidents "
                                 "living in Norway"]},
                   {"id": "denial", "type": "Denial", "label": {"en": "Denial"},
                    "claimant": ["iran"], "denies": ["spying"],
                    "text": "rejected the accusations as baseless",
                    "evidence": ["Iran rejected the accusations as baseless"]}],
        "quotes": [{"id": "nordvik", "speaker": ["kari-nordvik"],
                    "text": "We will not accept threats against people living in Norway."}],
    }


def loaded(tmp_path: Path, sections: dict[str, Any], published: str | None = None,
           text: str = TEXT):
    """The draft as `kg build` reads it: article.txt and mapping.yaml, parse_article."""
    folder = tmp_path / "draft"
    folder.mkdir(exist_ok=True)
    (folder / "article.txt").write_text(text, encoding="utf-8")
    article = {"id": "draft", "text": "article.txt", "language": "en"}
    if published:
        article["published"] = published
    mapping = {"article": article, **sections}
    (folder / "mapping.yaml").write_text(yaml.safe_dump(mapping, allow_unicode=True),
                                         encoding="utf-8")
    return parse_article(folder / "mapping.yaml")


def test_a_draft_of_everything_once_scores_full_recall_and_precision(tmp_path: Path) -> None:
    result = evaluate(loaded(tmp_path, everything(), "2024-11-18"), READING)
    for kind in ("entities", "posts", "events", "dates", "quotes", "claims", "denials",
                 "event dates", "article date"):
        score = result.scores[kind]
        assert score.found == score.expected and score.right == score.drafted, (kind, score)
    assert result.core.found == result.core.expected == 15
    assert result.invented_dates == [] and result.claims_as_facts == []


def test_a_draft_that_finds_nothing_scores_no_recall(tmp_path: Path) -> None:
    result = evaluate(loaded(tmp_path, {}), READING)
    assert result.core.found == 0 and result.core.expected == 15
    assert result.core.recall == 0.0 and result.core.precision is None
    assert all(result.scores[k].recall == 0.0 for k in result.read)


def test_a_draft_listing_everything_twice_loses_precision(tmp_path: Path) -> None:
    twice = everything()
    for section in ("entities", "posts", "events", "claims", "quotes"):
        twice[section] = twice[section] + [dict(item, id=item["id"] + "-again")
                                           for item in twice[section]]
    twice["claims"][-1]["denies"] = ["spying-again"]
    twice["holdings"] = twice["holdings"] + [dict(twice["holdings"][0],
                                                       post="state-secretary-again")]
    result = evaluate(loaded(tmp_path, twice), READING)
    for kind in ("entities", "posts", "events", "quotes", "claims", "denials"):
        score = result.scores[kind]
        assert score.recall == 1.0 and score.right == score.expected, kind
        assert score.drafted == 2 * score.expected, kind
    assert result.core.precision < 0.6


def test_an_entity_of_another_kind_is_not_found(tmp_path: Path) -> None:
    draft = {"entities": [dict(e, type="Person") if e["id"] == "embassy" else e
                          for e in ENTITIES]}
    result = evaluate(loaded(tmp_path, draft), READING)
    assert result.scores["entities"].found == 4
    assert result.missed["entities"] == ["Embassy of Iran (embassy)"]


@pytest.mark.parametrize("wanted, given, same", [
    ("Polish foreign ministry", "Foreign Ministry", True),
    ("Belarusian KGB", "KGB", True),
    ("Bobrowniki", "Bobrowniki border crossing", True),
    ("the European Commission", "European Commission", True),
    ("Poland", "Poland's", True),
    ("Chávez", "chavez", True),
    ("National Prosecutor's Office", "Office", False),
    ("Kari Nordvik", "Nordvik", True),           # half its words: one of two
    ("Tomás Elvira Quintanar", "Quintanar", False),
    ("Iran", "Iraq", False),
])
def test_names_match_by_their_words(wanted: str, given: str, same: bool) -> None:
    assert same_name(wanted, given) is same


def test_a_post_needs_its_holder_and_an_unnamed_holder_no_holding(tmp_path: Path) -> None:
    draft = everything()
    # the ambassador's post given to Kari Nordvik: the reading has its holder unnamed
    draft["holdings"].append({"holder": "kari-nordvik", "post": "ambassador",
                              "evidence": ["Iranian ambassador"]})
    result = evaluate(loaded(tmp_path, {k: draft[k] for k in ("entities", "posts",
                                                                "holdings")}), READING)
    posts = result.scores["posts"]
    assert (posts.found, posts.expected, posts.right, posts.drafted) == (1, 2, 1, 2)
    assert result.missed["posts"] == ["ambassador: None"]


def test_an_event_is_its_words_and_its_actor_and_its_date_is_scored_apart(
        tmp_path: Path) -> None:
    draft = everything()
    summons = draft["events"][0]
    summons["date"] = "2024-11-16"  # the wrong day: the event is found, its date is not
    summons["date_text"] = "17 November"
    summons["date_inferred"] = True
    summons["date_reasoning"] = "the day before"
    result = evaluate(loaded(tmp_path, {"entities": ENTITIES, "events": draft["events"]}),
                      READING)
    assert result.scores["events"].found == 2
    assert result.scores["event dates"].found == 0
    assert result.scores["event dates"].expected == result.scores["event dates"].drafted == 1
    summons["agent"] = ["iran"]  # the wrong actor: not the event of the reading
    result = evaluate(loaded(tmp_path, {"entities": ENTITIES, "events": draft["events"]}),
                      READING)
    assert result.scores["events"].found == 1 and result.scores["events"].drafted == 2
    assert result.missed["events"] == [
        "summoned the Iranian ambassador: Norwegian Ministry of Foreign Affairs"]


def test_an_event_elsewhere_in_the_text_is_not_the_one_read(tmp_path: Path) -> None:
    draft = everything()
    draft["events"][0]["evidence"] = ["Iran rejected the accusations"]
    draft["events"][0]["agent"] = ["ministry"]
    result = evaluate(loaded(tmp_path, {"entities": ENTITIES, "events": draft["events"]}),
                      READING)
    assert result.scores["events"].found == 1  # the talks only


@pytest.mark.parametrize("date_text, value, inferred, found", [
    ("17 November 2024", "2024-11-17", False, True),
    ("17 November 2024", "2024-11-18", False, False),
    ("November 2024", "2024-11-17", False, False),   # other words
    ("March 4", None, False, True),                  # the year not certain: words only
    ("March 4", "2025-03-04", True, True),           # a year inferred, for the reviewer
    ("March 4", "2025-03-05", True, False),          # another day
    ("March 4", "2025-03-04", False, False),         # a year neither written nor inferred
])
def test_a_date_is_its_words_and_its_value(tmp_path: Path, date_text: str,
                                           value: str | None, inferred: bool,
                                           found: bool) -> None:
    event = {"id": "e", "type": "Event", "label": {"en": "E"}, "date_text": date_text,
             "evidence": ["The talks resume"]}
    if value:
        event["date"] = value
    if inferred:
        event.update(date_inferred=True, date_reasoning="taken as the next one")
    reading = {"dates": [["17 November 2024", "2024-11-17"], ["March 4", "--03-04"],
                         ["on Tuesday", None]]}
    result = evaluate(loaded(tmp_path, {"events": [event]}), reading)
    assert result.scores["dates"].found == found and result.scores["dates"].drafted == 1
    assert result.scores["dates"].expected == 3


def test_a_weekday_alone_is_its_words_with_no_date_or_an_inferred_one(tmp_path: Path) -> None:
    text = "The envoy left on Tuesday.\n"
    reading = {"dates": [["on Tuesday", None]]}
    event = {"id": "e", "type": "Event", "label": {"en": "E"}, "date_text": "Tuesday",
             "evidence": ["The envoy left"]}
    assert evaluate(loaded(tmp_path, {"events": [event]}, text=text),
                    reading).scores["dates"].found == 1
    event.update(date="2024-11-12", date_inferred=True, date_reasoning="the last Tuesday")
    assert evaluate(loaded(tmp_path, {"events": [event]}, text=text),
                    reading).scores["dates"].found == 1
    del event["date_inferred"]  # a date the words do not give, not marked inferred
    assert evaluate(loaded(tmp_path, {"events": [event]}, text=text),
                    reading).scores["dates"].found == 0


def test_a_quotation_counts_with_its_speaker_only(tmp_path: Path) -> None:
    draft = everything()
    draft["quotes"][0]["speaker"] = ["ministry"]
    result = evaluate(loaded(tmp_path, {"entities": ENTITIES, "quotes": draft["quotes"]}),
                      READING)
    assert result.scores["quote words"].found == 1 and result.scores["quotes"].found == 0
    del draft["quotes"][0]["speaker"]  # drafted without a speaker ("not complete")
    result = evaluate(loaded(tmp_path, {"entities": ENTITIES, "quotes": draft["quotes"]}),
                      READING)
    assert result.scores["quotes"].found == 0 and result.scores["quotes"].drafted == 1


def test_a_claim_needs_its_claimant_and_subject(tmp_path: Path) -> None:
    draft = everything()
    draft["claims"][0]["about"] = ["iran"]  # the state, where the reading has its embassy
    result = evaluate(loaded(tmp_path, {"entities": ENTITIES, "claims": draft["claims"]}),
                      READING)
    assert result.scores["claim words"].found == 1 and result.scores["claims"].found == 0


def test_a_denial_counts_only_linked_to_what_it_denies(tmp_path: Path) -> None:
    draft = everything()
    del draft["claims"][1]["denies"]
    result = evaluate(loaded(tmp_path, {"entities": ENTITIES, "claims": draft["claims"]}),
                      READING)
    assert result.scores["denial words"].found == 1 and result.scores["denials"].found == 0
    assert result.scores["claims"].drafted == 1  # a denial is not scored as a claim


def test_a_year_neither_written_nor_inferred_is_an_invented_date(tmp_path: Path) -> None:
    draft = everything()
    draft["events"][1]["date"] = "2025-03-04"
    result = evaluate(loaded(tmp_path, {"entities": ENTITIES, "events": draft["events"]}),
                      READING)
    assert result.invented_dates == ["talks: 2025-03-04"]
    draft["events"][1].update(date_inferred=True, date_reasoning="published 2024-11-18")
    result = evaluate(loaded(tmp_path, {"entities": ENTITIES, "events": draft["events"]}),
                      READING)
    assert result.invented_dates == []


def test_an_event_drafted_from_an_allegation_is_an_allegation_as_a_fact(
        tmp_path: Path) -> None:
    spying = {"id": "spying", "type": "Event", "label": {"en": "Spying"},
              "agent": ["embassy"], "evidence": ["spying on dissidents"]}
    result = evaluate(loaded(tmp_path, {"entities": ENTITIES, "events": [spying]}), READING)
    assert result.claims_as_facts == ["event spying"]


def test_an_older_reading_scores_typed_events_and_leaves_posts_unread(tmp_path: Path) -> None:
    reading = {"entities": [["Kari Nordvik", "person"]],
               "events": [["Event", "Norwegian Ministry of Foreign Affairs"]],
               "claims": [["spying on dissidents", "Norwegian Ministry of Foreign Affairs"]]}
    draft = everything()
    result = evaluate(loaded(tmp_path, draft), reading)
    assert result.read == {"entities", "events", "claims"}
    assert result.scores["events"].found == 1 and result.scores["events"].drafted == 2
    assert result.scores["posts"].drafted == 0  # not read: not counted
    # without denials read, a drafted denial is one of the claims
    assert result.scores["claims"].found == 1 and result.scores["claims"].drafted == 2
    assert result.core.expected == 3


def test_a_mapping_scored_against_its_own_reading_is_all_found(tmp_path: Path) -> None:
    article = loaded(tmp_path, everything(), "2024-11-18")
    result = evaluate(article, reading_of(article))
    assert result.core.found == result.core.expected == result.core.right \
        == result.core.drafted


@pytest.mark.parametrize("reading, message", [
    ({"entities": [["Iran"]]}, "entities row 1 has 1 fields"),
    ({"quotes": "We will"}, "'quotes' is a list"),
    ({"denials": [["rejected", "Iran"]]}, "expected 3"),
])
def test_a_malformed_reading_is_refused_with_where(reading: dict, message: str) -> None:
    with pytest.raises(ReadingError, match=message):
        check_reading(reading)


def test_a_reading_file_s_dates_are_read_as_written(tmp_path: Path) -> None:
    path = tmp_path / "a.reading.yaml"
    path.write_text("published: 2024-11-18\ndates:\n  - [\"in 2023\", 2023]\n"
                    "  - [\"17 November 2024\", 2024-11-17]\n  - [\"March 4\", --03-04]\n",
                    encoding="utf-8")
    reading = load_reading(path)
    assert reading["published"] == "2024-11-18"
    assert reading["dates"] == [["in 2023", "2023"], ["17 November 2024", "2024-11-17"],
                                ["March 4", "--03-04"]]
    path.write_text("dates: [\n", encoding="utf-8")
    with pytest.raises(ReadingError, match="cannot read"):
        load_reading(path)


def test_the_dates_of_a_text_are_scored_whatever_they_date() -> None:
    from kg.draft.evaluation import evaluate_dates_read

    reading = {"dates": [["17 November 2024", "2024-11-17"], ["March 4", "--03-04"],
                         ["on Tuesday", None], ["in 2023", "2023"]]}
    read = [("17 November 2024", "2024-11-17", False), ("March 4", None, False),
            ("Tuesday", "2024-11-12", True), ("2022", "2022", False)]
    result = evaluate_dates_read(read, reading)
    score = result.scores["dates read"]
    assert (score.found, score.expected, score.right, score.drafted) == (3, 4, 3, 4)
    full = result.scores["full dates read"]
    assert (full.found, full.expected) == (1, 1)
    assert result.missed["dates read"] == ["in 2023: 2023"]


def _appointment(start_date: str | None) -> dict[str, Any]:
    """A draft whose one holding carries ``start_date``, its evidence the sentence."""
    holding = {"holder": "lena", "post": "ambassador",
               "evidence": ["Lena Berg was appointed ambassador on 3 March 2024"]}
    if start_date:
        holding["start_date"] = start_date
    return {"entities": [{"id": "lena", "type": "Person", "name": "Lena Berg"}],
            "posts": [{"id": "ambassador", "label": {"en": "Ambassador"},
                       "evidence": ["ambassador"]}],
            "holdings": [holding]}


def test_a_holdings_dates_count_as_dates_with_the_words_of_its_evidence(
        tmp_path: Path) -> None:
    """"was appointed ambassador on 3 March 2024": the holding's start_date is a date the
    draft carries, with the words its evidence gives; a holding without one carries none."""
    text = "Lena Berg was appointed ambassador on 3 March 2024. She arrived in May.\n"
    reading = {"dates": [["on 3 March 2024", "2024-03-03"], ["in May", "2024-05"]]}
    dated = evaluate(loaded(tmp_path, _appointment("2024-03-03"), text=text), reading)
    assert (dated.scores["dates"].found, dated.scores["dates"].drafted) == (1, 1)
    assert dated.invented_dates == []
    undated = evaluate(loaded(tmp_path, _appointment(None), text=text), reading)
    assert (undated.scores["dates"].found, undated.scores["dates"].drafted) == (0, 0)


def test_a_holdings_date_its_evidence_does_not_give_is_an_invented_date(
        tmp_path: Path) -> None:
    """A start_date whose year no word of the holding's evidence holds is invented, and
    no date the draft shows."""
    text = "Lena Berg was appointed ambassador on 3 March 2024. She arrived in May.\n"
    result = evaluate(loaded(tmp_path, _appointment("2019-03-03"), text=text),
                      {"dates": [["on 3 March 2024", "2024-03-03"]]})
    assert result.invented_dates == ["lena--ambassador: 2019-03-03"]
    assert result.scores["dates"].drafted == 0


def test_the_article_s_date_counts_as_a_date_with_the_words_of_its_header(
        tmp_path: Path) -> None:
    """"OSLO, Nov 18 (Wire) -" with `published: 2024-11-18`: the draft carries the
    dateline's date; a header line "Monday 18 November 2024" too; with another publication
    day, or the date only in the body, it carries none."""
    reading = {"dates": [["Nov 18", "2024-11-18"]]}
    carried = evaluate(loaded(tmp_path, {}, published="2024-11-18"), reading)
    assert (carried.scores["dates"].found, carried.scores["dates"].drafted) == (1, 1)
    other_day = evaluate(loaded(tmp_path, {}, published="2024-11-19"), reading)
    assert (other_day.scores["dates"].found, other_day.scores["dates"].drafted) == (0, 0)
    header = ("Ministry summons envoy\n\nMonday 18 November 2024\n\nThe Norwegian Ministry of "
              "Foreign Affairs summoned the Iranian ambassador on Monday after a long row.\n")
    by_line = evaluate(loaded(tmp_path, {}, published="2024-11-18", text=header),
                       {"dates": [["Monday 18 November 2024", "2024-11-18"]]})
    assert by_line.scores["dates"].found == 1
    in_body = ("Ministry summons envoy\n\nThe Norwegian Ministry of Foreign Affairs summoned the "
               "Iranian ambassador on 18 November 2024 after a long row over the embassy.\n")
    only_body = evaluate(loaded(tmp_path, {}, published="2024-11-18", text=in_body),
                         {"dates": [["18 November 2024", "2024-11-18"]]})
    assert only_body.scores["dates"].found == 0
