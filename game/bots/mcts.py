"""Monte Carlo tree search for any game of this package, hidden information included.

One search is information-set MCTS with a single observer (Cowling, Powley and
Whitehouse, 2012): each iteration starts from a *determinization*, a copy of the
game in which whatever the searching player cannot see has been sampled anew
(for a game without secrets, simply a copy). The tree is keyed by moves, so
what is learned on one sample is shared with the others; a move found legal in
only some samples is judged by how often it was available (its availability
count), not by how often its parent was visited. Each node keeps the reward of
the player who made its move, so the search suits any number of players.

An iteration walks down the tree by UCB1, adds one new move, then finishes the
game with a cheap ``playout`` policy, or stops after ``depth`` playout moves and
asks ``evaluate`` for each player's expected share of the win. The answer is
the most visited move at the root.

A ``bias`` (progressive bias, Chaslot et al., 2008) adds ``bias[move] / (n + 1)``
to the UCB1 value of a root move visited ``n`` times: a heuristic's opinion that
steers the first iterations and fades as real results come in.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Hashable
from typing import TypeVar

from game.core import Game

G = TypeVar("G", bound=Game)

Outcome = dict[Hashable, float]

#: The exploration constant of UCB1, for rewards between 0 and 1.
EXPLORATION = 0.7


class _Node:
    __slots__ = ("available", "children", "mover", "reward", "visits")

    def __init__(self, mover: Hashable | None) -> None:
        self.mover = mover
        self.visits = 0
        self.available = 1
        self.reward = 0.0
        self.children: dict[str, _Node] = {}

    def ucb(self, exploration: float) -> float:
        return self.reward / self.visits + exploration * math.sqrt(
            math.log(self.available) / self.visits
        )


def win_shares(game: Game) -> Outcome:
    """Each winner's share of a finished game: a shared win splits one point.

    >>> class Done:
    ...     def winners(self):
    ...         return ["r", "b"]
    >>> win_shares(Done())
    {'r': 0.5, 'b': 0.5}
    """
    winners = game.winners()
    return {player: 1 / len(winners) for player in winners}


def random_move(game: Game, rng: random.Random) -> str:
    """A uniformly random legal move: the simplest playout policy."""
    return rng.choice(game.legal_moves())


def search(
    game: G,
    iterations: int,
    rng: random.Random,
    *,
    determinize: Callable[[random.Random], G] | None = None,
    playout: Callable[[G, random.Random], str] = random_move,
    depth: int | None = None,
    evaluate: Callable[[G], Outcome] | None = None,
    time_limit: float | None = None,
    exploration: float = EXPLORATION,
    candidates: list[str] | None = None,
    bias: dict[str, float] | None = None,
) -> str:
    """The move that ``iterations`` rounds of search find best for ``game.to_move``.

    ``determinize(rng)`` gives a sample of the game as the mover could believe it
    to be (default: a copy). Playouts stop after ``depth`` moves (default: at
    the end), where ``evaluate`` must say each player's expected share of the
    win. ``time_limit`` (seconds) stops the search early, at the cost of
    determinism. ``candidates`` limits the search to some of the legal moves
    at the root; ``bias`` gives root moves a progressive bias (see the module).
    The game itself is never changed.
    """
    moves = [m for m in game.legal_moves() if candidates is None or m in candidates]
    if len(moves) == 1:
        return moves[0]
    if depth is not None and evaluate is None:
        raise ValueError("a search with a playout depth needs an evaluate function")
    sample = determinize or (lambda _rng: game.copy())
    deadline = None if time_limit is None else time.perf_counter() + time_limit
    root = _Node(None)
    for done in range(iterations):
        if deadline is not None and done and time.perf_counter() > deadline:
            break
        state = sample(rng)
        path = _descend(root, state, rng, exploration, moves, bias or {})
        steps = 0
        while not state.is_over() and (depth is None or steps < depth):
            state.play(playout(state, rng))
            steps += 1
        outcome = (
            win_shares(state)
            if evaluate is None or state.is_over()  # without evaluate, playouts end the game
            else evaluate(state)
        )
        for node in path:
            node.visits += 1
            node.reward += outcome.get(node.mover, 0.0)
    return max(moves, key=lambda move: _score(root.children.get(move)))


def _descend(
    root: _Node,
    state: Game,
    rng: random.Random,
    exploration: float,
    first: list[str],
    bias: dict[str, float],
) -> list[_Node]:
    """Select down the tree from the ``first`` moves (their UCB1 values raised by
    the progressive ``bias``), play the moves on ``state``, add one node; the path."""
    node, path = root, [root]
    while not state.is_over():
        moves = first if node is root else state.legal_moves()
        untried = [move for move in moves if move not in node.children]
        for move in moves:
            child = node.children.get(move)
            if child is not None:
                child.available += 1
        mover = state.to_move
        if untried:
            move = rng.choice(untried)
            node.children[move] = node = _Node(mover)
            state.play(move)
            path.append(node)
            break
        if node is root and bias:
            move = max(moves, key=lambda m: _biased(root.children[m], exploration, bias.get(m)))
        else:
            move = max(moves, key=lambda m: node.children[m].ucb(exploration))
        node = node.children[move]
        state.play(move)
        path.append(node)
    return path


def _biased(node: _Node, exploration: float, bias: float | None) -> float:
    return node.ucb(exploration) + (bias or 0.0) / (node.visits + 1)


def _score(node: _Node | None) -> tuple[int, float]:
    if node is None:
        return (0, 0.0)
    return (node.visits, node.reward / max(node.visits, 1))
