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
from game.shangrila.board import BRIDGES, VILLAGES
from game.shangrila.engine import ShangriLa
from game.shangrila.state import C_INDEX, STUDENT

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
    total = mcts.plain_sum(others)
    return standing[me] - exposed[me] - 0.5 * max(others) - 0.5 * total / len(others)


def standings(game: ShangriLa) -> dict[str, float]:
    """Each colour's standing in masters, exposure included (see the module)."""
    standing, exposed = _tally(game)
    return {colour: standing[colour] - exposed[colour] for colour in standing}


def _tally(game: ShangriLa) -> tuple[dict[str, float], dict[str, float]]:
    """Each colour's standing without its exposure, and its exposure (each colour's
    terms added in the order of the villages, then of the bridges)."""
    codes = game.space_codes()
    stones = game.stones()
    standing = [0.0] * 4  # by colour index
    exposed = [0.0] * 4
    rows = []
    for v, name in enumerate(_VILLAGES):
        row = _ROWS.get(codes[v * 7 : v * 7 + 7]) or _row(codes[v * 7 : v * 7 + 7])
        for c, term in row[1] if name in stones else row[0]:
            standing[c] += term
        rows.append(row)
    bridges = game.bridges()
    tie = game.tie_to_origin
    for bridge, a, b in _BRIDGE_ENDS:
        if bridge not in bridges:
            continue
        row_a, row_b = rows[a], rows[b]
        journeys: tuple[tuple[_Row, _Row], ...]  # (origin, target) for each threat
        if row_a[3] != row_b[3]:  # the stronger village's students may travel
            journeys = ((row_a, row_b),) if row_a[3] > row_b[3] else ((row_b, row_a),)
        elif tie:
            journeys = ((row_a, row_b), (row_b, row_a))
        else:
            continue
        if _VILLAGES[a] in stones or _VILLAGES[b] in stones:
            continue
        for origin, target in journeys:
            there = target[4]
            for d, c in origin[2]:
                code = there[d]
                if code and _COLOUR_INDEX[code] != c:
                    exposed[_COLOUR_INDEX[code]] += _EXPOSURE[code > STUDENT]
                    standing[c] += 0.15
    return (
        {colour: standing[C_INDEX[colour]] for colour in game.players},
        {colour: exposed[C_INDEX[colour]] for colour in game.players},
    )


def _row(cells: tuple[int, ...]) -> _Row:
    """What :func:`_tally` reads in a village's ``cells`` (its space codes), kept in
    :data:`_ROWS`."""
    terms: tuple[list[tuple[int, float]], list[tuple[int, float]]] = ([], [])
    students = []
    present = []
    for d, code in enumerate(cells):
        if code:
            c = _COLOUR_INDEX[code]
            for stone, row_terms in enumerate(terms):
                row_terms.append((c, _SPACE_TERMS[stone][code > STUDENT]))
            if code > STUDENT:
                students.append((d, c))
            if c not in present:
                present.append(c)
    for row_terms in terms:
        row_terms += [(c, 0.3) for c in present]
    masters = 7 - cells.count(0)
    strength = (masters + len(students)) * 8 + masters  # tiles, then masters
    row = (tuple(terms[0]), tuple(terms[1]), tuple(students), strength, cells)
    if len(_ROWS) >= _ROWS_KEPT:
        _ROWS.clear()
    _ROWS[cells] = row
    return row


def shares(game: ShangriLa) -> mcts.Outcome:
    """Each colour's chance of winning as guessed from its standing: a softmax
    :data:`TEMPERATURE` masters wide."""
    standing = standings(game)
    top = max(standing.values())
    weights = {c: math.exp((s - top) / TEMPERATURE) for c, s in standing.items()}
    total = mcts.plain_sum(weights.values())
    return {colour: weight / total for colour, weight in weights.items()}


#: The villages in board order (space ``v * 7 + d`` is in village ``v``).
_VILLAGES = tuple(VILLAGES)
#: Each bridge with the indices of its two villages, in a fixed order.
_BRIDGE_ENDS = tuple(
    (bridge, _VILLAGES.index(bridge[0]), _VILLAGES.index(bridge[1])) for bridge in sorted(BRIDGES)
)
#: The colour index of a space by its code (see ``ShangriLa.space_codes``).
_COLOUR_INDEX = (-1, 0, 1, 2, 3, 0, 1, 2, 3)
#: The term of a master (alone, with its student) in its colour's standing, without
#: and with a stone on its village.
_SPACE_TERMS = ((1 + 0.0, 1.25 + 0.0), (1 + 0.2, 1.25 + 0.2))
#: The exposure of a master alone, and with its student.
_EXPOSURE = (0.8 + 0.0, 0.8 + 0.25)
#: A village's space codes as :func:`_tally` reads them: each colour's terms in the
#: standing without and with a stone (colour index, term), the students (discipline,
#: colour index), the strength (``tiles * 8 + masters``: compared as tiles, then
#: masters) and the codes themselves.
_Row = tuple[
    tuple[tuple[int, float], ...],
    tuple[tuple[int, float], ...],
    tuple[tuple[int, int], ...],
    int,
    tuple[int, ...],
]
#: The rows read so far, by their codes: at most :data:`_ROWS_KEPT` (some 1,700 in
#: six of hard's searches).
_ROWS: dict[tuple[int, ...], _Row] = {}
_ROWS_KEPT = 1 << 14
