"""Pictures drawn by the server as SVG: an entity's timeline and its neighbourhood.

The SVG is written into the page (no script, no external service); every text in it is
escaped by the template engine like any other text. Both are laid out so that no label is
cut off or drawn over another: a label longer than its room is shortened, with the full
text on hover, and each neighbour is drawn once, with all its links to the centre named.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

CHAR_WIDTH = 6.0  # a generous average width of a character at 11px, for laying out labels


def shorten(text: str, most: int) -> str:
    """A label cut to ``most`` characters after a whole word, marked with an ellipsis."""
    if len(text) <= most:
        return text
    cut = text.rfind(" ", 0, most - 1)
    return text[:cut if cut > most // 2 else most - 1].rstrip(" ,;:") + "…"


@dataclass(frozen=True)
class TimelinePoint:
    x: float
    label: str  # the full name, for the list and on hover
    date: str
    href: str | None
    exact: bool  # False when only an earliest day is known
    y: float = 0.0  # where its name is written
    shown: str = ""  # its name as drawn (shortened to its room)
    anchor: str = "start"


@dataclass(frozen=True)
class UndatedEvent:
    label: str
    href: str | None


@dataclass(frozen=True)
class Tick:
    x: float
    text: str


@dataclass(frozen=True)
class Timeline:
    width: int
    points: list[TimelinePoint]  # drawn and listed by date
    start: str
    end: str
    undated: list[UndatedEvent]  # listed after them: an unknown date stays unknown
    height: int = 120
    axis: float = 90.0
    ticks: tuple[Tick, ...] = ()


MARGIN = 40
LANE = 18
LABEL_CHARS = 44


def _days(day: str) -> int:
    """The day's ordinal; a month ("2024-03") or a year ("2024") is placed at its first day."""
    padded = {4: f"{day}-01-01", 7: f"{day}-01"}.get(len(day), day[:10])
    return dt.date.fromisoformat(padded).toordinal()


def _ticks(first: int, last: int, x_of) -> tuple[Tick, ...]:
    """Ticks in days, months or years, whichever gives a handful over the span."""
    span = last - first
    start = dt.date.fromordinal(first)
    ticks = []
    if span <= 45:
        step = 1 if span <= 10 else 7
        for day in range(first, last + 1, step):
            ticks.append(Tick(x_of(day), dt.date.fromordinal(day).isoformat()))
    elif span <= 3 * 366:
        months = max(1, round(span / 30 / 8))
        year, month = start.year, start.month
        while True:
            day = dt.date(year, month, 1).toordinal()
            if day > last:
                break
            if day >= first:
                ticks.append(Tick(x_of(day), f"{year}-{month:02d}"))
            month += months
            year, month = year + (month - 1) // 12, (month - 1) % 12 + 1
    else:
        years = max(1, round(span / 365 / 8))
        for year in range(start.year + 1, dt.date.fromordinal(last).year + 1, years):
            ticks.append(Tick(x_of(dt.date(year, 1, 1).toordinal()), str(year)))
    return tuple(ticks)


def timeline(events: list[tuple[str, str, bool, str | None]], width: int = 720) -> Timeline | None:
    """events: (label, ISO day, month, year or "", exact, href); None when there are none. Events are
    dots on a scale of days, months or years; a lone day is shown with a week either side.
    Each name is written in the lowest lane where it overlaps no other."""
    if not events:
        return None
    dated = sorted((day, label, exact, href) for label, day, exact, href in events if day)
    undated = [UndatedEvent(label, href) for label, day, _exact, href in sorted(events)
               if not day]
    if not dated:
        return Timeline(width, [], "", "", undated)
    first, last = _days(dated[0][0]), _days(dated[-1][0])
    if last - first < 14:  # one day, or a few: a scale of a few weeks around them
        middle = (first + last) // 2
        first, last = middle - 14, middle + 14
    inner = width - 2 * MARGIN

    def x_of(day: int) -> float:
        return MARGIN + inner * (day - first) / (last - first)

    lanes: list[list[tuple[float, float]]] = []
    placed = []
    for day, label, exact, href in dated:
        x = x_of(_days(day))
        shown = shorten(label, LABEL_CHARS)
        room = len(shown) * CHAR_WIDTH
        # Names run right from their dot, or left when they would leave the picture.
        anchor = "start" if x + room <= width - 4 else "end"
        left, right = (x - 2, x + room + 8) if anchor == "start" else (x - room - 8, x + 2)
        lane = next((n for n, taken in enumerate(lanes)
                     if all(right < a or left > b for a, b in taken)), len(lanes))
        if lane == len(lanes):
            lanes.append([])
        lanes[lane].append((left, right))
        placed.append((x, label, day, href, exact, lane, shown, anchor))
    height = 60 + LANE * len(lanes) + 20
    axis = height - 30
    points = [TimelinePoint(x, label, day, href, exact, axis - 16 - LANE * lane, shown, anchor)
              for x, label, day, href, exact, lane, shown, anchor in placed]
    return Timeline(width, points, dated[0][0], dated[-1][0], undated, height, axis,
                    _ticks(first, last, x_of))


@dataclass(frozen=True)
class Node:
    x: float
    y: float
    label: str  # as drawn
    href: str | None
    full: str = ""  # the whole label, on hover
    relation: str = ""  # how it is linked to the centre
    anchor: str = "middle"
    relation_hover: str = ""


@dataclass(frozen=True)
class Edge:
    x1: float
    y1: float
    x2: float
    y2: float
    label: object  # a Name (str() is its label)
    inbound: bool


@dataclass(frozen=True)
class Neighbourhood:
    size: int  # its width
    centre: Node
    nodes: list[Node]
    edges: list[Edge]
    height: int = 0


ROW = 34
SIDE_CHARS = 38


def neighbourhood(centre: str, links: list[tuple[object, str, str | None, bool]],
                  size: int = 720, most: int = 16) -> Neighbourhood | None:
    """links: (relation name, neighbour label, href, inbound) around the centre. Each
    neighbour is drawn once, its relations to the centre joined ("→ spouse" from the centre,
    "← about" towards it), one a row in two columns, so that no label meets another."""
    merged: dict[tuple[str, str | None], list[tuple[object, bool]]] = {}
    for relation, label, href, inbound in links:
        said = merged.setdefault((label, href), [])
        if (str(relation), inbound) not in [(str(r), i) for r, i in said]:
            said.append((relation, inbound))
    if not merged:
        return None
    chosen = list(merged.items())[:most]
    half = -(-len(chosen) // 2)
    rows = max(half, 1)
    height = max(140, rows * ROW + 40)
    middle = size / 2
    hub = Node(middle, height / 2, shorten(centre, 36), None, centre)
    nodes, edges = [], []
    for column, x, anchor in ((chosen[:half], middle + 110, "start"),
                              (chosen[half:], middle - 110, "end")):
        top = (height - len(column) * ROW) / 2 + ROW / 2
        for number, ((label, href), relations) in enumerate(column):
            y = top + number * ROW
            said = ", ".join(("← " if inbound else "→ ") + str(r) for r, inbound in relations)
            hover = "; ".join(getattr(r, "hover", str(r)) for r, _inbound in relations)
            nodes.append(Node(x, y, shorten(label, SIDE_CHARS), href, label,
                              shorten(said, SIDE_CHARS + 8), anchor, hover))
            edges.append(Edge(middle, height / 2, x, y, relations[0][0],
                              all(inbound for _r, inbound in relations)))
    return Neighbourhood(size, hub, nodes, edges, height)
