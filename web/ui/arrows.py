"""Arrow keys on a board: which target the focus moves to, from where the targets are.

The page gives the centre of the focused target and of every other one; the next
target lies in the arrow's direction, the nearest first, preferring the ones in
line with the arrow (so that a grid, Tsuro's start marks or Shangri-La's
villages and spaces, is walked as one expects).

>>> grid = {"a": (0, 0), "b": (10, 0), "c": (0, 10), "d": (10, 10)}
>>> nearest("a", grid, "ArrowRight"), nearest("a", grid, "ArrowDown"), nearest("a", grid, "ArrowUp")
('b', 'c', None)
"""

from __future__ import annotations

from collections.abc import Mapping

#: Each arrow key's direction on screen (y grows downwards).
DIRECTIONS = {
    "ArrowRight": (1, 0),
    "ArrowLeft": (-1, 0),
    "ArrowDown": (0, 1),
    "ArrowUp": (0, -1),
}


def nearest(current: str, centres: Mapping[str, tuple[float, float]], key: str) -> str | None:
    """The target to focus after ``key`` from ``current``, or None (none that way)."""
    if key not in DIRECTIONS or current not in centres:
        return None
    dx, dy = DIRECTIONS[key]
    x0, y0 = centres[current]
    best, best_score = None, float("inf")
    for name, (x, y) in centres.items():
        along = (x - x0) * dx + (y - y0) * dy
        across = abs((x - x0) * dy - (y - y0) * dx)
        if name == current or along <= 0 or across > 2 * along:
            continue
        score = along + 2 * across
        if score < best_score:
            best, best_score = name, score
    return best
