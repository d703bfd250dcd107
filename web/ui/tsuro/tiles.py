"""Tsuro's squares and tiles drawn as SVG: where a square and its 8 points lie, a
tile's paths, a pawn's travel along them, and a tile of the hand as a small image.

>>> corner("b1"), point_at("a1", 0)
((140, 40), (73.33333333333334, 40.0))
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache, lru_cache

from game.tsuro.paths import Section
from game.tsuro.tiles import SQUARES, TILES, rotated
from web.ui.svg import fmt

CELL = 100  # a square's side
MARGIN = 40  # the frame around the squares, where the start marks are
SIZE = 6 * CELL + 2 * MARGIN

#: Where the 8 points of a square are, as fractions of its side, and the way
#: into the square from each (for drawing curves).
POINTS = ((1, 0), (2, 0), (3, 1), (3, 2), (2, 3), (1, 3), (0, 2), (0, 1))
INWARD = ((0, 1), (0, 1), (-1, 0), (-1, 0), (0, -1), (0, -1), (1, 0), (1, 0))


def corner(square: str) -> tuple[int, int]:
    """The top left corner of ``square`` on the board."""
    index = SQUARES.index(square)
    return MARGIN + (index % 6) * CELL, MARGIN + (index // 6) * CELL


def point_at(square: str, point: int) -> tuple[float, float]:
    """The board coordinates of ``point`` of ``square``."""
    x, y = corner(square)
    fx, fy = POINTS[point]
    return x + fx * CELL / 3, y + fy * CELL / 3


def _curve(square: str, a: int, b: int, move: bool) -> str:
    """Path data of the line on ``square`` from point ``a`` to point ``b``."""
    (ax, ay), (bx, by) = point_at(square, a), point_at(square, b)
    pull = CELL * (0.22 if a // 2 == b // 2 else 0.4)
    (nax, nay), (nbx, nby) = INWARD[a], INWARD[b]
    start = f"M{fmt(ax)} {fmt(ay)}" if move else ""
    return (
        f"{start}C{fmt(ax + nax * pull)} {fmt(ay + nay * pull)} "
        f"{fmt(bx + nbx * pull)} {fmt(by + nby * pull)} {fmt(bx)} {fmt(by)}"
    )


def path_data(sections: Iterable[Section]) -> str:
    """One SVG path through tile sections ``(square, from, to)`` travelled in order.

    >>> path_data([("a1", 0, 7)])
    'M73.3 40C73.3 80 80 73.3 40 73.3'
    """
    return "".join(_curve(s, a, b, i == 0) for i, (s, a, b) in enumerate(sections))


@lru_cache(maxsize=512)
def trail_data(sections: tuple[Section, ...]) -> str:
    """:func:`path_data` of a trail, kept: trails only grow, and are drawn at every redraw."""
    return path_data(sections)


@cache
def tile_svg(number: int, rotation: int, square: str) -> str:
    """Tile ``number`` at ``rotation`` drawn on ``square``: its face (a rounded tile
    on the board's dark bed) and its 4 paths, as one path."""
    x, y = corner(square)
    lines = "".join(path_data([(square, a, b)]) for a, b in rotated(TILES[number], rotation))
    return (
        f'<rect class="tile-face" x="{x + 2}" y="{y + 2}" width="{CELL - 4}" '
        f'height="{CELL - 4}" rx="6"/><path class="path" d="{lines}"/>'
    )


@cache
def hand_tile_svg(number: int, rotation: int) -> str:
    """A tile of the hand as a small stand-alone SVG (the a1 square, cropped)."""
    return (
        f'<svg viewBox="{MARGIN} {MARGIN} {CELL} {CELL}" class="tile-icon" aria-hidden="true">'
        f"{tile_svg(number, rotation, 'a1')}</svg>"
    )


def icon(symbol: str, css: str) -> str:
    """A drawing of the sprite (``ts-dragon``, ``ts-back``) as a small inline image."""
    return (
        f'<svg class="{css}" viewBox="0 0 40 40" aria-hidden="true" focusable="false">'
        f'<use href="#{symbol}"/></svg>'
    )
