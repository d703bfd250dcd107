"""Moving pawns along the paths a new tile completes.

Positions are small integers for speed: a pawn's place is ``square * 8 + point``
(the square it faces), a placed tile is ``number * 4 + rotation``. A point on the
line between two squares has two such codes, one per square; ``SPOT`` maps both
to the same number so that two pawns meet exactly when their spots are equal.

>>> from game.tsuro.tiles import square_index
>>> board, c1 = [-1] * 36, square_index("c1")
>>> slide(board, [c1 * 8 + 0, -1], c1, 3 * 4 + 1, 0)  # tile 3 turned once: 0 joins 7
[PawnMove(player=0, place='b1.2', path=(('c1', 0, 7),), out=None, at=None, code=10)]
>>> [(m.player, m.out, m.at) for m in slide(board, [c1 * 8, c1 * 8 + 1], c1, 1 * 4, 0)]
[(0, 'collision', 'c1.1'), (1, 'collision', 'c1.1')]
"""

from __future__ import annotations

from dataclasses import dataclass

from game.tsuro.tiles import SQUARES, TILES, connections, neighbour, place_name

#: ``CONN[number * 4 + rotation][point]``: the point joined to ``point`` on that tile.
CONN: list[tuple[int, ...]] = [()] * 4 + [
    connections(number, rotation) for number in TILES for rotation in range(4)
]
#: ``NEXT[square * 8 + point]``: the code of the touching point across the side, or -1.
NEXT: list[int] = [
    -1 if (other := neighbour(s, p)) is None else other[0] * 8 + other[1]
    for s in range(36)
    for p in range(8)
]
#: ``SPOT[code]``: one number per point of the board, shared by both codes of that point.
SPOT: list[int] = [code if n < 0 else min(code, n) for code, n in enumerate(NEXT)]

#: ``TURN_ORDERS[players][player]``: every player in turn order from ``player``.
TURN_ORDERS = [[tuple((p + i) % n for i in range(n)) for p in range(n)] for n in range(9)]

#: Sections of a path: ``(square, from_point, to_point)``, the square by name.
Section = tuple[str, int, int]


@dataclass(frozen=True)
class PawnMove:
    """What one placement does to one pawn.

    ``place`` is the pawn's new place (``None`` if it is eliminated), ``path`` the
    tile sections it travelled, ``out`` why it left the board (``"edge"`` or
    ``"collision"``, else ``None``) and ``at`` where it left (a place).
    ``code`` is the new place as a code (-1 if eliminated), for the engine.
    """

    player: int
    place: str | None
    path: tuple[Section, ...]
    out: str | None = None
    at: str | None = None
    code: int = -1


#: What a placement does to one pawn, without words (see :func:`walks`).
Walk = tuple[int, int, tuple[Section, ...], str | None, int]


def slide(board: list[int], pawns: list[int], square: int, tile: int, mover: int) -> list[PawnMove]:
    """Every pawn's move when ``tile`` (a tile code) goes on empty ``square``.

    ``board`` holds a tile code or -1 per square, ``pawns`` a place code or -1 per
    player. The mover goes first, then each other pawn facing ``square`` in turn
    order. A pawn that reaches the edge is out; a pawn that reaches the point of
    another pawn still on the board takes it out with it. Nothing is changed.
    """
    return [
        PawnMove(
            player,
            None if code < 0 else place_name(code >> 3, code & 7),
            path,
            out,
            None if out is None else place_name(at >> 3, at & 7),
            code,
        )
        for player, code, path, out, at in walks(board, pawns, square, tile, mover)
    ]


def walks(board: list[int], pawns: list[int], square: int, tile: int, mover: int) -> list[Walk]:
    """:func:`slide`'s moves as ``(player, code, path, out, at)``: places as codes
    (``at`` is -1 for a pawn still on the board), for the engine."""
    where = list(pawns)
    steps: list[Walk] = []
    hits: list[Walk] = []
    placed = CONN[tile]
    for player in TURN_ORDERS[len(pawns)][mover]:
        code = where[player]
        if code >> 3 != square:  # not facing the tile, or off the board (code -1)
            continue
        where[player] = -1  # a moving pawn stands nowhere until it stops
        path: list[Section] = []
        s, p = square, code & 7
        while True:
            q = placed[p] if s == square else CONN[board[s]][p]
            path.append((SQUARES[s], p, q))
            exit_code = s * 8 + q
            nxt = NEXT[exit_code]
            # A pawn standing on the exit's spot has one of its two codes.
            if exit_code in where or (nxt >= 0 and nxt in where):
                other = where.index(exit_code if exit_code in where else nxt)
                at = where[other]
                where[other] = -1
                hits.append((other, -1, (), "collision", at))
                steps.append((player, -1, tuple(path), "collision", at))
                break
            if nxt < 0:
                steps.append((player, -1, tuple(path), "edge", exit_code))
                break
            s, p = nxt >> 3, nxt & 7
            if s != square and board[s] < 0:
                where[player] = nxt
                steps.append((player, nxt, tuple(path), None, -1))
                break
    return steps + hits


def mover_survives(board: list[int], pawns: list[int], square: int, tile: int, mover: int) -> bool:
    """True if the mover stays on the board when ``tile`` goes on ``square``.

    The mover moves first, so only its own path decides this.
    """
    return bool(surviving(board, pawns, square, [tile], mover))


def surviving(
    board: list[int], pawns: list[int], square: int, tiles: list[int], mover: int
) -> list[int]:
    """The tile codes of ``tiles`` that, laid on ``square``, keep the mover on the
    board (see :func:`mover_survives`), in the order given."""
    spots = {SPOT[c] for c in pawns if c >= 0}
    spots.discard(SPOT[pawns[mover]])  # spots of pawns on the board differ
    start, base = pawns[mover] & 7, square * 8
    kept = []
    # Whether the mover survives from each point where it leaves ``square``, for the
    # walks that never come back to it (the others depend on the tile: not kept).
    known: list[bool | None] = [None] * 8
    for tile in tiles:
        conn = CONN[tile]
        first = conn[start]
        survives = known[first]
        if survives is None:
            exit_code, back = base + first, False
            while True:
                nxt = NEXT[exit_code]
                if nxt < 0 or SPOT[exit_code] in spots:
                    survives = False
                    break
                s = nxt >> 3
                if s == square:
                    exit_code, back = base + conn[nxt & 7], True
                elif board[s] < 0:
                    survives = True
                    break
                else:
                    exit_code = nxt - (nxt & 7) + CONN[board[s]][nxt & 7]
            if not back:
                known[first] = survives
        if survives:
            kept.append(tile)
    return kept


def crossings(trail: tuple[Section, ...] | list[Section]) -> int:
    """How many times ``trail`` crosses itself: the pairs of its sections on one
    square whose ends alternate around the square (points are numbered around it,
    so such paths must cross, and paths whose ends do not alternate need not).

    >>> crossings([("a1", 0, 4), ("b1", 7, 3), ("a1", 2, 6), ("a1", 1, 5)])
    3
    >>> crossings([("a1", 0, 1), ("a1", 2, 7)])
    0
    """
    seen: dict[str, list[tuple[int, int]]] = {}
    count = 0
    for square, one, two in trail:
        low, high = min(one, two), max(one, two)
        on_square = seen.setdefault(square, [])
        count += sum((low < a < high) != (low < b < high) for a, b in on_square)
        on_square.append((low, high))
    return count
