"""Where things lie on Shangri-La's board, for the board view and for the land alike:
the villages' centres, their spaces, the bridges' curves (in a 1000 x 1000 square).

>>> SPACE_AT["E", "H"], centre("A")
('translate(461,390)', (170.0, 151.0))
"""

from __future__ import annotations

import math

from game.shangrila.board import BRIDGES, SPACE_GRID, VILLAGES
from web.ui.svg import fmt

SIZE = 1000  # the board is drawn in a 1000 x 1000 square
RADIUS = 84  # a village's plateau
STEP = 46  # between the centres of neighbouring spaces
TILE = 40  # a space's side

Point = tuple[float, float]


def _offsets() -> dict[str, Point]:
    """Where each discipline's space sits from its village's centre (the 2-3-2 grid)."""
    places: dict[str, Point] = {}
    for row, letters in enumerate(SPACE_GRID):
        for column, letter in enumerate(letters):
            places[letter] = ((column - (len(letters) - 1) / 2) * STEP, (row - 1) * STEP)
    return places


#: Where each discipline's space sits from its village's centre, by discipline.
OFFSETS = _offsets()


def centre(village: str) -> Point:
    """The centre of ``village``'s plateau."""
    spot = VILLAGES[village]
    return spot.x * SIZE, spot.y * SIZE


#: Where each space is drawn: ``SPACE_AT["E", "H"]`` is a ``transform`` value.
SPACE_AT = {
    (
        village,
        discipline,
    ): f"translate({fmt(centre(village)[0] + dx)},{fmt(centre(village)[1] + dy)})"
    for village in VILLAGES
    for discipline, (dx, dy) in OFFSETS.items()
}


def lerp(a: Point, b: Point, t: float) -> Point:
    """The point at ``t`` of the way from ``a`` to ``b``."""
    return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t


def normal(a: Point, b: Point) -> Point:
    """The unit vector square to the direction from ``a`` to ``b``."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1
    return -dy / length, dx / length


def bridge_curve(name: str) -> tuple[Point, Point, Point]:
    """Bridge ``name``'s curve, quadratic from one village's centre to the other's
    through its break in the path (at its middle): its start, control point and end."""
    a, b = centre(name[0]), centre(name[1])
    p = BRIDGES[name][0] * SIZE, BRIDGES[name][1] * SIZE
    return a, (2 * p[0] - (a[0] + b[0]) / 2, 2 * p[1] - (a[1] + b[1]) / 2), b
