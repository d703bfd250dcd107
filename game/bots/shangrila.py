"""The medium and hard computer players of The Bridges of Shangri-La.

Medium tries every legal move on a copy and keeps the one whose position
:func:`value` rates best for the mover (ties broken at random). A position is
rated by each colour's :func:`standings`, in masters:

- masters: 1 for each master on the board (the score);
- students: 0.25 each, since a student is a master in waiting;
- villages entered: 0.3 for each village holding one of the colour's masters
  (the right to place more there, and the tie-break of the score);
- students exposed to a stronger neighbour: for each master of the colour that
  another colour's student of the same discipline could capture next turn (a
  journey across an intact bridge from a village that would win it), -0.8 for
  the master and -0.25 for its student; and the other way round, +0.15 for
  each master of another colour that the colour's students threaten;
- bridges that isolate a village: a journey over the last bridge of a village
  puts a stone on it and freezes it, so +0.2 for each master safe under a stone.

The mover's value is its own standing less half the best and half the average
of the others', so that masters gained and masters taken from others both count.
The others' exposure is left out of it: they move before the mover could
capture, and the mover's threats already count.

Hard is Monte Carlo tree search (:mod:`game.bots.mcts`) among the
:data:`CANDIDATES` moves that medium likes best; for the replies, down to
:data:`SHORTLIST_DEPTH` moves below the root (a whole round at 3 players), each
mover also considers only its own :data:`CANDIDATES` favourites by :func:`value`
(:func:`shortlist`), so the search looks at sensible replies rather than a few
of some 80 legal ones. It plays no playouts: each new position is judged at once
by :func:`shares`, the standings turned into chances of winning.
"""

from __future__ import annotations

import math
import random

from game.bots import greedy, mcts
from game.shangrila.board import BRIDGES, COLOURS, VILLAGES
from game.shangrila.engine import ShangriLa
from game.shangrila.state import STUDENT

#: Hard's default number of search iterations: a mean of 0.19 s a move here (3 players,
#: CPython), much of it spent choosing the shortlists of favourite replies.
HARD_ITERATIONS = 1100
#: How many of medium's favourite moves hard considers.
CANDIDATES = 6
#: The progressive bias of medium's favourite move at the root of hard's search
#: (rewards are win shares, 0 to 1); it fades as the move's visits grow.
BIAS = 1.0
#: How far below medium's best (in masters) a candidate gets no progressive bias.
SPREAD = 1.0
#: How many moves below the root the movers consider only their favourite moves
#: (:func:`shortlist`): 3 against 2 Medium on the tuning seeds won 0.767 [0.689,
#: 0.830], against 0.695 [0.613, 0.766] for the search of every reply with random
#: playouts of 4 moves (see docs/computer-players.md).
SHORTLIST_DEPTH = 3
#: How sure a lead of one master makes a player of winning, in :func:`shares`.
TEMPERATURE = 1.5


def medium(game: ShangriLa, rng: random.Random) -> str:
    """The legal move that :func:`value` rates best for the mover."""
    return greedy.best(_rated(game), rng)


def _rated(game: ShangriLa) -> list[tuple[float, str]]:
    me = game.to_move
    return greedy.rated(game, lambda after: value(after, me))


def hard(game: ShangriLa, rng: random.Random) -> mcts.Search[ShangriLa]:
    """Hard's search, not run yet: a tree search among medium's favourite moves and
    replies, the moves medium likes more steering the first rounds (a progressive
    bias, see :data:`SPREAD`)."""
    moves, bias = shortlist(game)
    return mcts.Search(
        game,
        rng,
        candidates=moves,
        bias=bias,
        depth=0,
        evaluate=shares,
        shortlist=shortlist,
        shortlist_depth=SHORTLIST_DEPTH,
    )


def shortlist(game: ShangriLa) -> tuple[list[str], dict[str, float]]:
    """The mover's :data:`CANDIDATES` favourite moves by :func:`value`, best first,
    with their progressive bias in hard's search (see :data:`SPREAD`)."""
    ranking = _rated(game)[:CANDIDATES]
    return [move for _, move in ranking], greedy.bias(ranking, BIAS, SPREAD)


def value(game: ShangriLa, me: str) -> float:
    """How good the position is for colour ``me``, in masters (see the module)."""
    standing, exposed = _tally(game)
    others = [standing[colour] for colour in game.players if colour != me]
    return standing[me] - exposed[me] - 0.5 * max(others) - 0.5 * sum(others) / len(others)


def standings(game: ShangriLa) -> dict[str, float]:
    """Each colour's standing in masters, exposure included (see the module)."""
    standing, exposed = _tally(game)
    return {colour: standing[colour] - exposed[colour] for colour in standing}


def _tally(game: ShangriLa) -> tuple[dict[str, float], dict[str, float]]:
    """Each colour's standing without its exposure, and its exposure."""
    codes = game.space_codes()
    stones = game.stones()
    standing = {colour: 0.0 for colour in game.players}
    exposed = {colour: 0.0 for colour in game.players}
    strength = [(0, 0)] * len(_VILLAGES)  # (tiles, masters) per village
    students: list[list[int]] = [[] for _ in _VILLAGES]  # spaces with a student
    for v, name in enumerate(_VILLAGES):
        row = codes[v * 7 : v * 7 + 7]
        empty = row.count(0)
        if empty == 7:
            continue
        stone = 0.2 * (name in stones)
        present = set()
        for d, code in enumerate(row):
            if code:
                colour = _COLOUR[code]
                if code > STUDENT:
                    standing[colour] += 1.25 + stone
                    students[v].append(d)
                else:
                    standing[colour] += 1 + stone
                present.add(colour)
        for colour in present:
            standing[colour] += 0.3
        strength[v] = (7 - empty + len(students[v]), 7 - empty)
    bridges = game.bridges()
    for bridge, ends in _BRIDGE_ENDS:
        if bridge not in bridges or _VILLAGES[ends[0]] in stones or _VILLAGES[ends[1]] in stones:
            continue
        for origin, target in (ends, ends[::-1]):
            if not students[origin] or strength[origin] < strength[target]:
                continue
            if strength[origin] == strength[target] and not game.tie_to_origin:
                continue
            for d in students[origin]:
                code, traveller = codes[target * 7 + d], codes[origin * 7 + d]
                if code and _COLOUR[traveller] != _COLOUR[code]:
                    exposed[_COLOUR[code]] += 0.8 + 0.25 * (code > STUDENT)
                    standing[_COLOUR[traveller]] += 0.15
    return standing, exposed


def shares(game: ShangriLa) -> mcts.Outcome:
    """Each colour's chance of winning as guessed from its standing: a softmax
    :data:`TEMPERATURE` masters wide."""
    standing = standings(game)
    top = max(standing.values())
    weights = {c: math.exp((s - top) / TEMPERATURE) for c, s in standing.items()}
    total = sum(weights.values())
    return {colour: weight / total for colour, weight in weights.items()}


#: The villages in board order (space ``v * 7 + d`` is in village ``v``).
_VILLAGES = tuple(VILLAGES)
#: Each bridge with the indices of its two villages, in a fixed order.
_BRIDGE_ENDS = tuple(
    (bridge, (_VILLAGES.index(bridge[0]), _VILLAGES.index(bridge[1]))) for bridge in sorted(BRIDGES)
)
#: The colour of a space by its code (see ``ShangriLa.space_codes``).
_COLOUR = ("",) + tuple(COLOURS) * 2
