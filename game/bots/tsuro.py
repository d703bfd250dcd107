"""The medium and hard computer players of Tsuro.

Both look only at the mover's view of the game (``game.view(player, seed)``),
in which every tile the mover cannot see, other hands and the pile, has been
dealt afresh at random: they never learn a hidden tile.

Medium plays every legal move on one such view and keeps the move whose
position :func:`value` rates best (ties broken at random). The value counts:

- survival: a lost game or an eliminated pawn is -1000; a won game is +1000,
  shared among the winners;
- opponents' exits: +100 for each opponent the move eliminates;
- distance from the edge: +3 for each square between the square the pawn faces
  and the nearest edge of the board, less 1 per square of the opponents'
  average (an opponent near the edge is close to its exit);
- room to move: +1 per square of the square root of the empty region the pawn
  faces into (squares reachable through empty squares), since a pawn boxed
  into a small region soon runs out of safe tiles;
- crowding: -2 for each other pawn facing the same square or a neighbouring
  one, where one tile can send both into each other.

Hard is information-set Monte Carlo tree search (:mod:`game.bots.mcts`): each
iteration draws a new view, so the hidden tiles are sampled, and plays the
game out at random to its end (the rules already forbid a pawn to eliminate
itself while it has a choice, which makes random playouts sensible).
"""

from __future__ import annotations

import math
import random
from collections.abc import Hashable

from game.bots import mcts
from game.core import Game

#: Hard's default number of search iterations (about a second a move in CPython).
HARD_ITERATIONS = 300

SIZE = 6
LOST, WON = -1000.0, 1000.0


def medium(game: Game, rng: random.Random) -> str:
    """The legal move that :func:`value` rates best, judged on one view."""
    me = game.to_move
    view = game.view(me, rng.getrandbits(32))
    best, best_value = [], -math.inf
    for move in view.legal_moves():
        after = view.copy()
        after.play(move)
        score = value(after, me, len(view.eliminated()))
        if score > best_value + 1e-9:
            best, best_value = [move], score
        elif score > best_value - 1e-9:
            best.append(move)
    return rng.choice(best)


def hard(game: Game, rng: random.Random, iterations: int, time_limit: float | None) -> str:
    """The move that ``iterations`` rounds of search over sampled views find best."""
    me = game.to_move
    return mcts.search(
        game,
        iterations,
        rng,
        determinize=lambda r: game.view(me, r.getrandbits(32)),
        time_limit=time_limit,
    )


def value(game: Game, me: Hashable, out_before: int) -> float:
    """How good the position is for player ``me`` (see the module's docstring);
    ``out_before`` is how many players were eliminated before the move."""
    if game.is_over():
        winners = game.winners()
        return WON / len(winners) if me in winners else LOST
    if me in game.eliminated():
        return LOST
    place = game.pawn(me)
    others = [game.pawn(p) for p in game.players if p != me]
    others = [p for p in others if p is not None]
    mine = _faced(place)
    score = 100.0 * (len(game.eliminated()) - out_before)
    score += 3 * _edge_distance(mine) + math.sqrt(_room(game, mine))
    if others:
        faced = [_faced(p) for p in others]
        score -= sum(_edge_distance(sq) for sq in faced) / len(faced)
        score -= 2 * sum(abs(sq[0] - mine[0]) + abs(sq[1] - mine[1]) <= 1 for sq in faced)
    return score


def _faced(place: str) -> tuple[int, int]:
    """The (column, row) of the square a pawn faces, from 0, e.g. "c3.4" -> (2, 2)."""
    return ord(place[0]) - ord("a"), int(place[1]) - 1


def _edge_distance(square: tuple[int, int]) -> int:
    column, row = square
    return min(column, row, SIZE - 1 - column, SIZE - 1 - row)


def _room(game: Game, start: tuple[int, int]) -> int:
    """How many empty squares are reachable from ``start`` through empty squares."""
    seen, todo = {start}, [start]
    while todo:
        column, row = todo.pop()
        for near in ((column + 1, row), (column - 1, row), (column, row + 1), (column, row - 1)):
            if (
                near not in seen
                and 0 <= near[0] < SIZE
                and 0 <= near[1] < SIZE
                and game.tile_at(_name(near)) is None
            ):
                seen.add(near)
                todo.append(near)
    return len(seen)


def _name(square: tuple[int, int]) -> str:
    return f"{'abcdef'[square[0]]}{square[1] + 1}"
