"""Exact search of short endgames in which nothing is hidden, for any game of this package.

Where the mover can see everything that is left (no hidden hand, no pile whose order
is unknown) and no chance remains, the end of the game can be searched to the end:
:func:`solve` plays every legal move, every reply and so on through the game's own
API (``legal_moves``, ``play``, ``undo``, ``is_over``, ``to_move``) and says what each
of the mover's moves is worth under best play. Each mover picks the move best for
itself (max-n; ties go to the first in the order of ``legal_moves``), so in a game of
two, or of one person moving several pawns, this is plain minimax.

Two cuts keep the search small and leave its answer the same: a mover who has found a
move worth the most anything can be worth (``ceiling``, a win) looks no further; and
when every outcome's shares add up to at most ``total`` (one shared win), a mover who
has found a move leaving the mover before it no more than that one has found already
elsewhere looks no further either (shallow pruning, Korf 1991): that mover will not
come here.

The search counts the positions it reaches and gives up (None) past ``nodes`` of them,
so that a caller can fall back on a search that does not go to the end.

>>> from game import tsuro
>>> from game.bots.mcts import win_shares
>>> g = tsuro.new_game(2, seed=1)
>>> solve(g, win_shares, 100) is None  # a whole game: far too many positions
True
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

from game.core import Game

G = TypeVar("G", bound=Game)

Outcome = dict[Hashable, float]


class _TooBig(Exception):
    """The search reached more positions than it may."""


def solve(
    game: G,
    worth: Callable[[G], Outcome],
    nodes: int,
    *,
    ceiling: float = 1.0,
    total: float | None = 1.0,
) -> list[Outcome] | None:
    """What each of ``game.legal_moves()`` (in that order) leads to under best play by
    every mover: each player's share of the finished game, as ``worth`` says it; None
    if the search would reach more than ``nodes`` positions. ``ceiling``: the most a
    player's share can be; ``total``: the most the shares of one outcome add up to
    (None when they need not: each player is then judged apart, as in solo where every
    pawn shares one result). The game is left as it was.
    """
    solver: _Solver[G] = _Solver(game, worth, nodes, ceiling, total)
    outcomes = []
    try:
        for move in game.legal_moves():
            game.play(move)
            try:
                outcomes.append(solver.value(None, -math.inf))
            finally:
                game.undo()
    except _TooBig:
        return None
    return outcomes


class _Solver(Generic[G]):
    """One search's settings and its count of positions reached."""

    def __init__(
        self,
        game: G,
        worth: Callable[[G], Outcome],
        nodes: int,
        ceiling: float,
        total: float | None,
    ) -> None:
        self.game, self.worth, self.left = game, worth, nodes
        self.ceiling, self.total = ceiling, total

    def value(self, before: Hashable | None, bound: float) -> Outcome:
        """The outcome of the game from here under best play; ``before`` moved last and
        has found a move worth ``bound`` to it already (see the module)."""
        self.left -= 1
        if self.left < 0:
            raise _TooBig
        game = self.game
        if game.is_over():
            return self.worth(game)
        mover = game.to_move
        best: Outcome | None = None
        top = -math.inf
        # The most this mover may find before the one before it would not come here.
        enough = math.inf
        if self.total is not None and before is not None and before != mover:
            enough = self.total - bound
        for move in game.legal_moves():
            game.play(move)
            try:
                outcome = self.value(mover, top)
            finally:
                game.undo()
            mine = outcome.get(mover, 0.0)
            if best is None or mine > top:
                best, top = outcome, mine
            if top >= self.ceiling or top >= enough:
                break
        assert best is not None, "a game going on has a legal move"
        return best
