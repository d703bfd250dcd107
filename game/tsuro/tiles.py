"""Tsuro's board geometry and its 35 path tiles, generated rather than typed.

Squares ``a1``..``f6``: column ``a``..``f`` left to right, row ``1``..``6`` top
to bottom; a square's index is ``row * 6 + column`` (``a1`` is 0, ``f6`` is 35).
The 8 points of a square are numbered clockwise from the top side's left point:
0, 1 top (left, right); 2, 3 right (top, bottom); 4, 5 bottom (right, left);
6, 7 left (bottom, top). Point ``p`` touches point ``((p ^ 1) + 4) % 8`` of the
neighbour across that side.

A tile is 4 pairs of points. Its canonical form is the smallest sorted list of
sorted pairs over its 4 rotations (a quarter turn clockwise maps ``p`` to
``(p + 2) % 8``); tiles are numbered 1..35 in ascending canonical order.

>>> TILES[1]
((0, 1), (2, 3), (4, 5), (6, 7))
>>> TILES[35]
((0, 7), (1, 2), (3, 4), (5, 6))
>>> rotated(TILES[2], 1)
((0, 6), (1, 7), (2, 3), (4, 5))
>>> neighbour(square_index("b2"), 0)
(1, 5)
>>> place_name(*neighbour(square_index("b2"), 0))
'b1.5'
>>> len(START_MARKS), START_MARKS[0], START_MARKS[-1]
(48, 'a1.0', 'a1.7')
"""

from __future__ import annotations

from game.core import quote

Pairs = tuple[tuple[int, int], ...]

SIZE = 6
COLUMNS = "abcdef"
#: Square names by index: ``SQUARES[0] == "a1"``, ``SQUARES[35] == "f6"``.
SQUARES: tuple[str, ...] = tuple(f"{c}{r + 1}" for r in range(SIZE) for c in COLUMNS)
_SQUARE_INDEX = {name: i for i, name in enumerate(SQUARES)}

#: The side of a square each point lies on, and the step (column, row) across it.
SIDE_NAMES = ("top", "right", "bottom", "left")
_STEP = ((0, -1), (1, 0), (0, 1), (-1, 0))


def square_index(name: str) -> int:
    """The index of square ``name`` (``"a1"`` -> 0); ValueError if there is none."""
    try:
        return _SQUARE_INDEX[name]
    except (KeyError, TypeError):
        raise ValueError(f"there is no square {name!r} (squares are a1..f6)") from None


def touching(point: int) -> int:
    """The point of the neighbouring square that ``point`` touches.

    >>> [touching(p) for p in range(8)]
    [5, 4, 7, 6, 1, 0, 3, 2]
    """
    return ((point ^ 1) + 4) % 8


def neighbour(square: int, point: int) -> tuple[int, int] | None:
    """``(square, point)`` across ``point`` of ``square``, or None at the board's edge."""
    column, row = square % SIZE, square // SIZE
    dc, dr = _STEP[point // 2]
    column, row = column + dc, row + dr
    if not (0 <= column < SIZE and 0 <= row < SIZE):
        return None
    return row * SIZE + column, touching(point)


def place_name(square: int, point: int) -> str:
    """A pawn's place in notation: the square it faces and its point there (``"c3.4"``)."""
    return f"{SQUARES[square]}.{point}"


def parse_place(text: str) -> tuple[int, int]:
    """``(square, point)`` from ``"c3.4"``; ValueError if it is not a place."""
    name, dot, point = text.partition(".")
    if not dot or point not in tuple("01234567"):
        raise ValueError(
            f"{quote(text)} is not a place: write a square and a point 0..7, like 'c3.4'"
        )
    return square_index(name), int(point)


def _start_marks() -> tuple[str, ...]:
    """The 48 points on the board's outer edge, clockwise from the top-left corner."""
    top = [(c, p) for c in range(SIZE) for p in (0, 1)]
    right = [(r * SIZE + SIZE - 1, p) for r in range(SIZE) for p in (2, 3)]
    bottom = [((SIZE - 1) * SIZE + c, p) for c in reversed(range(SIZE)) for p in (4, 5)]
    left = [(r * SIZE, p) for r in reversed(range(SIZE)) for p in (6, 7)]
    return tuple(place_name(s, p) for s, p in top + right + bottom + left)


#: The start marks (the 48 points on the board's edge), clockwise from ``a1.0``.
START_MARKS = _start_marks()


# -- tiles ------------------------------------------------------------------------


def rotated(pairs: Pairs, turns: int) -> Pairs:
    """``pairs`` turned ``turns`` quarter turns clockwise, each pair and the list sorted."""
    shift = 2 * turns
    return tuple(
        sorted(
            (min(a, b), max(a, b))
            for a, b in (((a + shift) % 8, (b + shift) % 8) for a, b in pairs)
        )
    )


def canonical(pairs: Pairs) -> Pairs:
    """The smallest of the 4 rotations of ``pairs``."""
    return min(rotated(pairs, r) for r in range(4))


def pairings(points: tuple[int, ...] = tuple(range(8))) -> list[Pairs]:
    """Every way of joining ``points`` in pairs (105 for 8 points), sorted."""
    if not points:
        return [()]
    first, rest = points[0], points[1:]
    found = []
    for i, other in enumerate(rest):
        for tail in pairings(rest[:i] + rest[i + 1 :]):
            found.append(((first, other), *tail))
    return sorted(found)


#: The 35 tiles: number -> canonical pairs, numbered in ascending canonical order.
TILES: dict[int, Pairs] = {
    number: pairs
    for number, pairs in enumerate(sorted({canonical(p) for p in pairings()}), start=1)
}


def distinct_rotations(number: int) -> tuple[int, ...]:
    """The rotations of tile ``number`` that give different placements, lowest first.

    >>> distinct_rotations(1), distinct_rotations(2)
    ((0,), (0, 1, 2, 3))
    """
    seen: dict[Pairs, int] = {}
    for r in range(4):
        seen.setdefault(rotated(TILES[number], r), r)
    return tuple(seen.values())


def connections(number: int, rotation: int) -> tuple[int, ...]:
    """For tile ``number`` at ``rotation``: the point each point 0..7 is joined to.

    >>> connections(1, 0)
    (1, 0, 3, 2, 5, 4, 7, 6)
    """
    partner = [0] * 8
    for a, b in rotated(TILES[number], rotation):
        partner[a], partner[b] = b, a
    return tuple(partner)
