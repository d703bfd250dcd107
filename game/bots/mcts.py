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
steers the first iterations and fades as real results come in. A ``shortlist``
does the same a few plies further down: the first time the search reaches a
node less than ``shortlist_depth`` moves below the root, it asks the shortlist
for the moves to consider there and their bias (a heuristic's favourite replies,
so that the first plies are searched among sensible moves only).

Several searches of the same position, each with its own seed, can run apart (in
several workers) and pool what they found at their roots: root parallelism
(Chaslot, Winands and van den Herik, 2008). Each gives its :class:`Tally`, plain
numbers that travel as JSON; :func:`merge` adds them up, and the merged tally's
most visited move is the answer.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from game.core import Game

G = TypeVar("G", bound=Game)

Outcome = dict[Hashable, float]

#: The exploration constant of UCB1, for rewards between 0 and 1.
EXPLORATION = 0.7


class _Node:
    __slots__ = ("available", "bias", "children", "depth", "mover", "moves", "reward", "visits")

    def __init__(self, mover: Hashable | None, depth: int = 0) -> None:
        self.mover = mover
        self.depth = depth
        self.visits = 0
        self.available = 1
        self.reward = 0.0
        self.children: dict[str, _Node] = {}
        self.moves: list[str] | None = None
        self.bias: dict[str, float] = {}


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


def plain_sum(values: Iterable[float]) -> float:
    """``values`` added up one by one, left to right, as ``sum()`` adds floats up to
    Python 3.11. From 3.12 ``sum()`` makes up for rounding on the way, so the page's
    Pyodide (3.14) would get other last digits than CPython 3.11 from the same numbers,
    and at times another move.

    >>> plain_sum([0.1] * 10)  # sum() gives 1.0 from Python 3.12
    0.9999999999999999
    """
    total = 0.0
    for value in values:
        total += value
    return total


def random_move(game: Game, rng: random.Random) -> str:
    """A uniformly random legal move: the simplest playout policy."""
    return rng.choice(game.legal_moves())


def search(
    game: G,
    iterations: int,
    rng: random.Random,
    *,
    time_limit: float | None = None,
    **settings: Any,
) -> str:
    """The move that ``iterations`` rounds of search find best for ``game.to_move``
    (the ``settings`` are those of :class:`Search`); ``time_limit`` (seconds) stops
    the search early, at the cost of determinism. The game itself is never changed.
    """
    tree = Search(game, rng, **settings)
    deadline = None if time_limit is None else time.perf_counter() + time_limit
    tree.run(iterations, deadline)
    return tree.best()


class Search(Generic[G]):
    """A search of ``game`` from its mover's point of view that can be run in
    steps, so that a caller may report progress, or stop it, in between.

    ``determinize(rng)`` gives a sample of the game as the mover could believe it
    to be (default: a copy). Playouts stop after ``depth`` moves (default: at
    the end), where ``evaluate`` must say each player's expected share of the
    win. ``candidates`` limits the search to some of the legal moves at the
    root; ``bias`` gives root moves a progressive bias (see the module).
    ``shortlist(state)`` gives the moves and their bias at the nodes less than
    ``shortlist_depth`` moves below the root (see the module).
    ``finish`` says what a finished game is worth to each player (default: its
    :func:`win_shares`).

    >>> from game import tsuro
    >>> tree = Search(tsuro.new_game(2, seed=3), random.Random(1))
    >>> tree.run(30), tree.done
    (30, 30)
    >>> tree.best() in tree.moves, round(sum(tree.chances().values()), 6)
    (True, 1.0)
    """

    def __init__(
        self,
        game: G,
        rng: random.Random,
        *,
        determinize: Callable[[random.Random], G] | None = None,
        playout: Callable[[G, random.Random], str] = random_move,
        depth: int | None = None,
        evaluate: Callable[[G], Outcome] | None = None,
        exploration: float = EXPLORATION,
        candidates: list[str] | None = None,
        bias: dict[str, float] | None = None,
        finish: Callable[[G], Outcome] = win_shares,
        shortlist: Callable[[G], tuple[list[str], dict[str, float]]] | None = None,
        shortlist_depth: int = 0,
    ) -> None:
        if depth is not None and evaluate is None:
            raise ValueError("a search with a playout depth needs an evaluate function")
        self.game, self.rng = game, rng
        self.moves = [m for m in game.legal_moves() if candidates is None or m in candidates]
        self.sample = determinize or (lambda _rng: game.copy())
        self.playout, self.depth, self.evaluate = playout, depth, evaluate
        self.exploration, self.bias, self.finish = exploration, bias or {}, finish
        self.root = _Node(None)
        self.root.moves, self.root.bias = self.moves, self.bias
        self.shortlist, self.shortlist_depth = shortlist, shortlist_depth
        #: Iterations run so far, and each player's summed outcome over them.
        self.done = 0
        self.totals: Outcome = dict.fromkeys(game.players, 0.0)

    def run(self, iterations: int, deadline: float | None = None) -> int:
        """Run up to ``iterations`` more rounds, stopping once ``time.perf_counter()``
        passes ``deadline`` (after one round at least); how many were run. A search
        with a single move to consider has nothing to run."""
        if len(self.moves) <= 1:
            return 0
        for count in range(iterations):
            if deadline is not None and count and time.perf_counter() > deadline:
                return count
            self._iterate()
        return iterations

    def best(self) -> str:
        """The most visited move at the root (the better rated of equals)."""
        return self.tally().best()

    def chances(self) -> Outcome:
        """Each player's share of the win as the search expects it so far: the mean
        outcome of its rounds (before any round, an even share)."""
        return dict(zip(self.game.players, self.tally().chances(), strict=True))

    def tally(self) -> Tally:
        """What the search has found so far at its root, to :func:`merge` with others."""
        children = [self.root.children.get(move) for move in self.moves]
        return Tally(
            list(self.moves),
            [0 if child is None else child.visits for child in children],
            [0.0 if child is None else child.reward for child in children],
            self.done,
            [self.totals.get(player, 0.0) for player in self.game.players],
        )

    def _iterate(self) -> None:
        state = self.sample(self.rng)
        path = _descend(
            self.root, state, self.rng, self.exploration, self.shortlist, self.shortlist_depth
        )
        steps, depth = 0, self.depth
        while not state.is_over() and (depth is None or steps < depth):
            state.play(self.playout(state, self.rng))
            steps += 1
        outcome = (
            self.finish(state)
            if self.evaluate is None or state.is_over()  # without evaluate, playouts end the game
            else self.evaluate(state)
        )
        for node in path:
            node.visits += 1
            node.reward += outcome.get(node.mover, 0.0)
        self.done += 1
        for player, share in outcome.items():
            self.totals[player] = self.totals.get(player, 0.0) + share


class Solved(Search[G]):
    """A search whose root moves are worth what an exact search found (``outcomes``:
    each player's share under best play after each of ``game.legal_moves()``, in that
    order; :mod:`game.bots.exact`), run in steps like any other so that a caller need
    not tell them apart. Its rounds cost nothing: each only counts, and its tally gives
    every move as many visits and the reward it is worth, so that the best move is the
    one worth most to the mover (the first of equals) and the chances are those of best
    play.

    >>> from game import tsuro
    >>> g = tsuro.new_game(2, seed=3)
    >>> moves = g.legal_moves()
    >>> worth = [{0: 0.0, 1: 1.0}] * (len(moves) - 1) + [{0: 1.0, 1: 0.0}]
    >>> tree = Solved(g, random.Random(1), worth)
    >>> tree.run(50), tree.best() == moves[-1], tree.chances()
    (50, True, {0: 1.0, 1: 0.0})
    """

    def __init__(self, game: G, rng: random.Random, outcomes: list[Outcome]) -> None:
        super().__init__(game, rng)
        if len(outcomes) != len(self.moves):
            raise ValueError("an exact search's outcomes must match the legal moves")
        self.outcomes = outcomes

    def run(self, iterations: int, deadline: float | None = None) -> int:
        """Count ``iterations`` more rounds (none with a single move to consider)."""
        if len(self.moves) <= 1:
            return 0
        self.done += iterations
        return iterations

    def tally(self) -> Tally:
        mover, done = self.game.to_move, self.done
        best = max(range(len(self.moves)), key=lambda i: (self.outcomes[i].get(mover, 0.0), -i))
        return Tally(
            list(self.moves),
            [done] * len(self.moves),
            [outcome.get(mover, 0.0) * done for outcome in self.outcomes],
            done,
            [self.outcomes[best].get(player, 0.0) * done for player in self.game.players],
        )


def _descend(
    root: _Node,
    state: Game,
    rng: random.Random,
    exploration: float,
    shortlist: Callable[[Any], tuple[list[str], dict[str, float]]] | None,
    shortlist_depth: int,
) -> list[_Node]:
    """Select down the tree by UCB1 (raised by a node's progressive bias), play the
    moves on ``state``, add one node; the path. A node's moves are its own list (the
    root's candidates, a shortlist) or else every legal move."""
    node, path = root, [root]
    while not state.is_over():
        if node.moves is None and shortlist is not None and node.depth < shortlist_depth:
            node.moves, node.bias = shortlist(state)
        moves = node.moves if node.moves is not None else state.legal_moves()
        children = node.children
        if children:
            untried = []
            for move in moves:
                child = children.get(move)
                if child is None:
                    untried.append(move)
                else:
                    child.available += 1
        else:  # no move tried here yet
            untried = moves
        if untried:
            move = rng.choice(untried)
            children[move] = node = _Node(state.to_move, node.depth + 1)
            state.play(move)
            path.append(node)
            break
        bias = node.bias
        top = -math.inf
        for option in moves:  # UCB1 (plus any bias), written out for speed
            child = children[option]
            value = child.reward / child.visits + exploration * math.sqrt(
                math.log(child.available) / child.visits
            )
            if bias:
                value += (bias.get(option) or 0.0) / (child.visits + 1)
            if value > top:
                move, top = option, value
        node = children[move]
        state.play(move)
        path.append(node)
    return path


@dataclass
class Tally:
    """A search's root: each root move's ``visits`` and summed ``rewards`` (for the
    mover), in the order of ``moves``; the rounds ``done`` and each player's summed
    outcome over them (``totals``, in the game's turn order)."""

    moves: list[str]
    visits: list[int]
    rewards: list[float]
    done: int
    totals: list[float]

    def best(self) -> str:
        """The most visited move (the better rated of equals, then the first)."""
        scores = [
            (visits, reward / max(visits, 1))
            for visits, reward in zip(self.visits, self.rewards, strict=True)
        ]
        return self.moves[max(range(len(self.moves)), key=scores.__getitem__)]

    def chances(self) -> list[float]:
        """Each player's expected share of the win, in turn order: the mean outcome
        of the rounds (before any round, an even share)."""
        if not self.done:
            return [1 / len(self.totals)] * len(self.totals)
        return [total / self.done for total in self.totals]

    def as_json(self) -> dict[str, Any]:
        """The tally as JSON-ready data (read back with :meth:`from_json`)."""
        return {
            "moves": self.moves,
            "visits": self.visits,
            "rewards": self.rewards,
            "done": self.done,
            "totals": self.totals,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Tally:
        """A tally from :meth:`as_json`'s data; ValueError if it does not hold together."""
        try:
            tally = cls(
                [str(move) for move in data["moves"]],
                [int(visits) for visits in data["visits"]],
                [float(reward) for reward in data["rewards"]],
                int(data["done"]),
                [float(total) for total in data["totals"]],
            )
        except (KeyError, TypeError) as error:
            raise ValueError(f"not a search's tally: {error}") from error
        if not len(tally.moves) == len(tally.visits) == len(tally.rewards) or not tally.totals:
            raise ValueError("a tally's moves, visits and rewards differ in length")
        return tally


def merge(tallies: Sequence[Tally]) -> Tally:
    """The tallies of searches of the same position added up, move by move.

    >>> one = Tally(["a", "b"], [3, 1], [2.0, 0.5], 4, [2.5, 1.5])
    >>> two = Tally(["a", "b"], [1, 4], [0.0, 3.0], 5, [3.0, 2.0])
    >>> both = merge([one, two])
    >>> both.visits, both.done, both.best(), both.chances()
    ([4, 5], 9, 'b', [0.6111111111111112, 0.3888888888888889])
    """
    if not tallies:
        raise ValueError("no tally to merge")
    first = tallies[0]
    if any(t.moves != first.moves or len(t.totals) != len(first.totals) for t in tallies):
        raise ValueError("the tallies are of searches of different positions")
    return Tally(
        list(first.moves),
        [sum(t.visits[i] for t in tallies) for i in range(len(first.moves))],
        [plain_sum(t.rewards[i] for t in tallies) for i in range(len(first.moves))],
        sum(t.done for t in tallies),
        [plain_sum(t.totals[i] for t in tallies) for i in range(len(first.totals))],
    )
