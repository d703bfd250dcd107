"""Shangri-La positions set up directly on the real board, for the rule book's worked
examples (the page's guide steps through them) and the rule tests.

Positions from the book's examples cannot be reached quickly by legal play, so
:func:`position` writes them straight into a new game's state; the moves after
that are played through the public API. Such a game has no history to encode.

>>> g = position("rRA+ bHA yDB", to_move="b")
>>> g.space("A", "R"), g.to_move
(('r', True), 'b')
"""

from __future__ import annotations

from game.shangrila.board import BRIDGES
from game.shangrila.engine import ShangriLa, new_game
from game.shangrila.state import C_INDEX, D_INDEX, V_INDEX, space_value


def position(
    tiles: str,
    colours: str = "rbyv",
    to_move: str | None = None,
    bridges: str | None = None,
    tie_to_origin: bool = False,
) -> ShangriLa:
    """A game in its play phase with exactly ``tiles`` on the board.

    ``tiles`` lists masters as colour, discipline, village (``"rRA"``), with a
    ``+`` for a master with its student (``"rRA+"``). ``bridges`` lists the
    intact bridges (default: all in play); stones go where no bridge is left.
    """
    game = new_game(colours, tie_to_origin=tie_to_origin, seed=0)
    state = game._state
    state.spaces = [0] * len(state.spaces)
    state.supply = [6] * len(state.supply)
    for tile in tiles.split():
        colour, discipline, village, student = tile[0], tile[1], tile[2], tile.endswith("+")
        index = V_INDEX[village] * 7 + D_INDEX[discipline]
        assert not state.spaces[index], f"two tiles on one space: {tile}"
        state.spaces[index] = space_value(colour, student)
        state.supply[C_INDEX[colour] * 7 + D_INDEX[discipline]] -= 1 + student
    if bridges is not None:
        state.bridges = frozenset(bridges.split())
    elif len(colours) == 3:
        state.bridges = frozenset(b for b in BRIDGES if "C" not in b)
    else:
        state.bridges = frozenset(BRIDGES)
    state.stones = frozenset(v for v in "ABCDEFGHIJKLM" if not any(v in b for b in state.bridges))
    state.placed = [0x7F] * len(colours)
    state.phase = "play"
    state.turn = colours.index(to_move or colours[0])
    state.moves = None
    state.survey()
    return game
