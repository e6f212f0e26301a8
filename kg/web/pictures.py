"""Pictures drawn by the server as SVG: an entity's timeline and its neighbourhood.

The SVG is written into the page (no script, no external service); every text in it is
escaped by the template engine like any other text.
"""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True)
class TimelinePoint:
    x: float
    label: str
    date: str
    href: str | None
    exact: bool  # False when only an earliest day is known


@dataclass(frozen=True)
class UndatedEvent:
    label: str
    href: str | None


@dataclass(frozen=True)
class Timeline:
    width: int
    points: list[TimelinePoint]  # drawn and listed by date
    start: str
    end: str
    undated: list[UndatedEvent]  # listed after them: an unknown date stays unknown


def timeline(events: list[tuple[str, str, bool, str | None]], width: int = 720) -> Timeline | None:
    """events: (label, ISO day or "", exact, href); None when there are none."""
    if not events:
        return None
    dated = sorted(e for e in events if e[1])
    undated = [UndatedEvent(label, href) for label, day, _exact, href in sorted(events)
               if not day]
    if not dated:
        return Timeline(width, [], "", "", undated)
    first, last = dated[0][1], dated[-1][1]
    span = max(_days(last) - _days(first), 1)
    margin = 40
    points = [TimelinePoint(margin + (width - 2 * margin) * (_days(day) - _days(first)) / span
                            if len(dated) > 1 else width / 2, label, day, href, exact)
              for label, day, exact, href in dated]
    return Timeline(width, points, first, last, undated)


def _days(day: str) -> int:
    import datetime as dt
    return dt.date.fromisoformat(day[:10]).toordinal()


@dataclass(frozen=True)
class Node:
    x: float
    y: float
    label: str
    href: str | None


@dataclass(frozen=True)
class Edge:
    x1: float
    y1: float
    x2: float
    y2: float
    label: str
    inbound: bool


@dataclass(frozen=True)
class Neighbourhood:
    size: int
    centre: Node
    nodes: list[Node]
    edges: list[Edge]


def neighbourhood(centre: str, links: list[tuple[str, str, str | None, bool]],
                  size: int = 560, most: int = 16) -> Neighbourhood | None:
    """links: (relation label, neighbour label, href, inbound) around the centre."""
    links = links[:most]
    if not links:
        return None
    middle = size / 2
    radius = size / 2 - 70
    hub = Node(middle, middle, centre, None)
    nodes, edges = [], []
    for index, (relation, label, href, inbound) in enumerate(links):
        angle = 2 * math.pi * index / len(links) - math.pi / 2
        x, y = middle + radius * math.cos(angle), middle + radius * math.sin(angle)
        nodes.append(Node(x, y, label if len(label) <= 40 else label[:38] + "…", href))
        edges.append(Edge(middle, middle, x, y, relation, inbound))
    return Neighbourhood(size, hub, nodes, edges)
