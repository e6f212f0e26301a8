"""The pictures' layout: every label within the picture, none over another, each node once."""

from __future__ import annotations

import re

import requests

from kg.web.pictures import CHAR_WIDTH, neighbourhood, timeline


def _boxes_overlap(a: tuple[float, float, float, float], b: tuple[float, float, float, float]
                   ) -> bool:
    return not (a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1])


def _label_box(x: float, y: float, text: str, anchor: str, size: float = 11
               ) -> tuple[float, float, float, float]:
    width = len(text) * CHAR_WIDTH
    left = x if anchor == "start" else x - width if anchor == "end" else x - width / 2
    return left, y - size, left + width, y + 2


def test_one_event_gets_a_scale_of_weeks_and_its_name() -> None:
    drawn = timeline([("Carlos Zamora ends his mission", "2025-10-28", False, None)])
    assert len(drawn.points) == 1 and drawn.points[0].shown == "Carlos Zamora ends his mission"
    assert 0 < drawn.points[0].x < drawn.width
    assert [t.text for t in drawn.ticks][:2] == ["2025-10-14", "2025-10-21"]


def test_events_on_one_day_are_named_in_lanes_that_do_not_overlap() -> None:
    events = [(f"Event number {n} with a rather long name that goes on and on", "2025-10-28",
               True, None) for n in range(5)]
    drawn = timeline(events)
    boxes = [_label_box(p.x, p.y, p.shown, p.anchor) for p in drawn.points]
    for n, box in enumerate(boxes):
        assert 0 <= box[0] and box[2] <= drawn.width and box[1] >= 0
        assert not any(_boxes_overlap(box, other) for other in boxes[n + 1:])


def test_events_over_years_get_a_scale_of_years() -> None:
    drawn = timeline([("a", "2019-01-05", True, None), ("b", "2025-06-01", True, None),
                      ("c", "", True, None)])
    assert [t.text for t in drawn.ticks] == [str(y) for y in range(2020, 2026)]
    assert [e.label for e in drawn.undated] == ["c"]


def test_a_neighbour_linked_both_ways_is_drawn_once_and_labels_stay_inside() -> None:
    links = [("spouse", "wife of Carlos Zamora (unnamed in the article)", "/w", False),
             ("spouse", "wife of Carlos Zamora (unnamed in the article)", "/w", True)]
    links += [(f"about {n}", f"A claim with a very long label that never seems to end {n}",
               f"/c{n}", True) for n in range(20)]
    drawn = neighbourhood("Carlos Zamora", links)
    hrefs = [node.href for node in drawn.nodes]
    assert len(hrefs) == len(set(hrefs)) == 16
    wife = next(node for node in drawn.nodes if node.href == "/w")
    assert wife.relation == "→ spouse, ← spouse"
    boxes = []
    for node in drawn.nodes:
        x = node.x + (8 if node.anchor == "start" else -8)
        boxes += [_label_box(x, node.y - 1, node.label, node.anchor),
                  _label_box(x, node.y + 11, node.relation, node.anchor, 9)]
    for n, box in enumerate(boxes):
        assert 0 <= box[0] and box[2] <= drawn.size and 0 <= box[1] and box[3] <= drawn.height
        assert not any(_boxes_overlap(box, other) for other in boxes[n + 1:])


def test_the_entity_page_draws_each_neighbour_once(live_server) -> None:
    page = requests.get(f"{live_server.url}/doc/person/carlos-zamora.html", timeout=10).text
    svg = re.search(r'<svg class="neighbourhood".*?</svg>', page, re.S).group(0)
    hrefs = re.findall(r'<a href="([^"]+)">', svg)
    assert hrefs and len(hrefs) == len(set(hrefs))
    timeline_svg = re.search(r'<svg class="timeline".*?</svg>', page, re.S).group(0)
    assert "Carlos Zamora ends his mission and leaves" in timeline_svg


def test_an_event_known_to_the_month_or_year_is_placed_and_shown_by_it() -> None:
    """Regression: an event with only dip:yearMonth was listed as "date not given"."""
    drawn = timeline([("credentials", "2024-03", True, None), ("talks", "2023", True, None),
                      ("expulsion", "2026-10-13", True, None), ("visit", "", True, None)])
    assert [(p.label, p.date) for p in drawn.points] == [
        ("talks", "2023"), ("credentials", "2024-03"), ("expulsion", "2026-10-13")]
    assert drawn.points[0].x < drawn.points[1].x < drawn.points[2].x
    assert [e.label for e in drawn.undated] == ["visit"]
