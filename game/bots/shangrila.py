"""The medium and hard computer players of The Bridges of Shangri-La.

Medium tries every legal move on a copy and keeps the one whose position
:func:`value` rates best for the mover (ties broken at random). The value,
in masters, counts:

- masters: the mover's masters on the board, less the average and the best of
  the others' (so masters gained and masters taken from others both count);
- students: 0.25 each, since a student is a master in waiting;
- villages entered: 0.3 for each village holding one of the mover's masters
  (the right to place more there, and the tie-break of the score);
- students exposed: for each master of the mover that a stronger neighbour
  could capture next turn (a student of another colour, of the same
  discipline, across an intact bridge, in a village that would win the
  journey), 0.8 for the master and 0.25 for its student; and the reverse,
  0.15 for each master of another colour that the mover's students threaten;
- bridges that isolate a village: a journey that removes the last bridge of a
  village puts a stone on it and freezes it, so 0.2 for each of the mover's
  masters made safe under a stone, less the average of the others'.

Hard is Monte Carlo tree search (:mod:`game.bots.mcts`) whose playouts follow
:func:`playout_move` (place a master when it can half of the time, else any
legal move) for :data:`DEPTH` moves, then score the position with
:func:`shares`.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from game.bots import mcts
from game.core import Game

VILLAGES = "ABCDEFGHIJKLM"
DISCIPLINES = "RPYADHF"

#: Hard's default number of search iterations (about a second a move in CPython).
HARD_ITERATIONS = 400
#: How many playout moves before a position is scored.
DEPTH = 12
#: How sure a lead of one master makes a player of winning, in :func:`shares`.
TEMPERATURE = 1.5


@dataclass
class _Village:
    tiles: int = 0
    masters: int = 0
    stone: bool = False
    # discipline -> (colour of the master, has a student)
    spaces: dict[str, tuple[str, bool]] = field(default_factory=dict)


def medium(game: Game, rng: random.Random) -> str:
    """The legal move that :func:`value` rates best for the mover."""
    me = game.to_move
    best, best_value = [], -math.inf
    for move in game.legal_moves():
        after = game.copy()
        after.play(move)
        score = value(after, me)
        if score > best_value + 1e-9:
            best, best_value = [move], score
        elif score > best_value - 1e-9:
            best.append(move)
    return rng.choice(best)


def hard(game: Game, rng: random.Random, iterations: int, time_limit: float | None) -> str:
    """The move a tree search of ``iterations`` rounds finds best."""
    return mcts.search(
        game,
        iterations,
        rng,
        playout=playout_move,
        depth=DEPTH,
        evaluate=shares,
        time_limit=time_limit,
    )


def playout_move(game: Game, rng: random.Random) -> str:
    """The cheap playout policy: half of the time place a master if possible."""
    moves = game.legal_moves()
    if rng.random() < 0.5:
        places = [move for move in moves if move.startswith("place")]
        if places:
            return rng.choice(places)
    return rng.choice(moves)


def value(game: Game, me: str) -> float:
    """How good the position is for colour ``me``, in masters (see the module)."""
    board = _read(game)
    masters = {colour: 0 for colour in game.players}
    students = {colour: 0 for colour in game.players}
    safe = {colour: 0 for colour in game.players}
    entered = 0
    for village in board.values():
        mine = False
        for colour, student in village.spaces.values():
            masters[colour] += 1
            students[colour] += student
            safe[colour] += village.stone
            mine = mine or colour == me
        entered += mine
    others = [colour for colour in game.players if colour != me]
    lost, threatened = _threats(game, board, me)
    return (
        masters[me]
        - 0.5 * max(masters[c] for c in others)
        - 0.5 * sum(masters[c] for c in others) / len(others)
        + 0.25 * students[me]
        + 0.3 * entered
        - lost
        + 0.15 * threatened
        + 0.2 * (safe[me] - sum(safe[c] for c in others) / len(others))
    )


def shares(game: Game) -> mcts.Outcome:
    """Each colour's chance of winning as guessed from the position: a softmax of
    masters plus a quarter per student, :data:`TEMPERATURE` masters wide."""
    standing = {colour: 0.0 for colour in game.players}
    for village in _read(game).values():
        for colour, student in village.spaces.values():
            standing[colour] += 1 + 0.25 * student
    top = max(standing.values())
    weights = {c: math.exp((s - top) / TEMPERATURE) for c, s in standing.items()}
    total = sum(weights.values())
    return {colour: weight / total for colour, weight in weights.items()}


def _read(game: Game) -> dict[str, _Village]:
    stones = game.stones()
    board = {v: _Village(stone=v in stones) for v in VILLAGES}
    for name, village in board.items():
        for discipline in DISCIPLINES:
            space = game.space(name, discipline)
            if space is not None:
                village.spaces[discipline] = space
                village.masters += 1
                village.tiles += 1 + space[1]
    return board


def _threats(game: Game, board: dict[str, _Village], me: str) -> tuple[float, int]:
    """What ``me`` could lose to a journey next turn, in masters, and how many
    masters of others its students could take."""
    to_origin = getattr(game, "tie_to_origin", False)
    lost, threatened = 0.0, 0
    for bridge in game.bridges():
        for origin, target in (bridge, bridge[::-1]):
            source, dest = board[origin], board[target]
            if source.stone or dest.stone or not _stronger(source, dest, to_origin):
                continue
            for discipline, (colour, student) in dest.spaces.items():
                traveller = source.spaces.get(discipline)
                if traveller is None or not traveller[1] or traveller[0] == colour:
                    continue
                if colour == me:
                    lost += 0.8 + 0.25 * student
                elif traveller[0] == me:
                    threatened += 1
    return lost, threatened


def _stronger(origin: _Village, target: _Village, to_origin: bool) -> bool:
    if origin.tiles != target.tiles:
        return origin.tiles > target.tiles
    if origin.masters != target.masters:
        return origin.masters > target.masters
    return to_origin
