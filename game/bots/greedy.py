"""One move ahead: rate every legal move by the position it leads to.

>>> import random
>>> from game import tsuro
>>> g = tsuro.new_game(2, seed=1)
>>> ranking = rated(g, lambda after: -len(after.legal_moves()))
>>> len(ranking) == len(g.legal_moves()) and ranking[0][0] >= ranking[-1][0]
True
>>> best(ranking, random.Random(1)) in g.legal_moves()
True
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TypeVar

from game.core import Game

G = TypeVar("G", bound=Game)

#: Scores closer than this are a tie.
TIE = 1e-9


def rated(game: G, score: Callable[[G], float]) -> list[tuple[float, str]]:
    """Every legal move with the ``score`` of the position after it, best first
    (moves of equal score in the order of ``legal_moves()``). The moves are played
    and taken back on one copy of ``game``, which ``score`` must leave as it is."""
    ranking = []
    after = game.copy()
    for move in game.legal_moves():
        after.play(move)
        ranking.append((score(after), move))
        after.undo()
    ranking.sort(key=lambda pair: -pair[0])
    return ranking


def best(ranking: list[tuple[float, str]], rng: random.Random) -> str:
    """One of the best moves of a ranking, ties broken by ``rng``."""
    top = ranking[0][0]
    return rng.choice([move for score, move in ranking if score > top - TIE])


def bias(ranking: list[tuple[float, str]], weight: float, spread: float) -> dict[str, float]:
    """A progressive bias for a tree search (see :mod:`game.bots.mcts`) from a
    ranking: ``weight`` for the best move, falling linearly to 0 for moves
    ``spread`` or more below it.

    >>> bias([(5.0, "a"), (4.0, "b"), (1.0, "c")], 1.0, 2.0)
    {'a': 1.0, 'b': 0.5, 'c': 0.0}
    """
    top = ranking[0][0]
    return {move: weight * max(0.0, 1 - (top - score) / spread) for score, move in ranking}
